// The mid-end of La Cosa Nostra (docs/architecture.md §7): one game in progress as the list of applied actions and the
// state after each (common::History), plus the resolved Setup, the seat names, who sits where (seats.h) and the deal
// talk (talk.h). The shell and the tests drive it; Record() and Load() turn it into and from the GameRecord of link.h,
// whole: the shell adds nothing to a record.
//
// Undo policy (undo within a player's action up to anything that reveals information; docs/table-design.md
// hand-off rule 9 "Undo never crosses a reveal or a change of viewer"). The last action in effect may be taken
// back exactly when
//   - a seat made it while that seat was the one acting (CurrentActor kind kSeat): never a window's claim or
//     continue (the whole table acts there), a chance roll, or another seat's out-of-turn side move;
//   - the same seat still acts after it (the device has not changed hands, the game is not over);
//   - it is not a trade (a deal binds two people; one of them alone cannot take it back);
//   - it revealed nothing: !RevealsInformation(before, move, after).
// Undo goes one action at a time; each step checks the new last action again, so undo stops at the "undo floor":
// the first action of the acting seat's current stretch that follows a reveal or a change of the acting seat.
// Undone actions stay on a redo tail until the next Apply.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "common/history.h"
#include "lacosanostra/link.h"
#include "lacosanostra/moves.h"
#include "lacosanostra/rules.h"
#include "lacosanostra/seats.h"
#include "lacosanostra/state.h"
#include "lacosanostra/talk.h"

namespace lcn {

// True when `move`, which led from `before` to `after`, let someone learn something that was hidden before it,
// or used up randomness: the state generator advanced (dice: every roll advances it, D16, typed-in dice too;
// reshuffles; re-deals), cards drawn from an order, business or influence deck (also a Beziehungen purchase from
// the deck, which follows its roll), a look at a face-down order (a `seen_by` bit set), or a face-down order
// turned face up (reveal, rob, trap). Placing an order face down, attaching one's own influence card, naming a
// target, choosing a gangster: not a reveal.
bool RevealsInformation(const State& before, const Move& move, const State& after);

class Session {
public:
    Session();  // a 3-player game from seed 1 with dealt families, random start seat, empty names, people only

    // The same verbs as Famiglia's fam::Session (NewGame, Apply, Load); NewGame takes the seats' kinds as
    // Famiglia's does, and the seats' names besides.
    // Starts a new game. Empty on success; else the reason (NewGame's, or "seat 2: ..." for a bad name), and
    // then nothing changed. The setup is stored resolved (explicit families and start seat, see link.h); seats
    // >= players are people whatever `seats` says; the talk starts empty.
    std::string NewGame(const Setup& setup, const SeatNames& names, const SeatKinds& seats = {});

    // Validates `m` through the core (flow, side or trade move) and applies it; the refusal when not.
    // A `reveal` that aborts (rules.h RevealAborts) is played and recorded as `abort` (AsApplied, D3).
    Refusal Apply(const Move& m);
    // When CurrentActor is Chance: applies DefaultRoll (the roll the state generator proposes) and returns
    // true. False (and nothing happens) otherwise, e.g. with option physical_dice, where a seat rolls.
    bool ApplyChance();

    // Keeps a line of deal talk (talk.h) said now: `line.at_move` is num_moves(). The shell speaks it, the record
    // carries it; the session neither checks it nor counts it as a change (change_count).
    void Say(const DealTalk& line);

    bool CanUndo() const;  // the policy above
    // One action back; false (nothing changed) when CanUndo() is false. The talk said at or after the new current
    // move goes with it: the pause is spoken again.
    bool Undo();
    // Index of the earliest action that repeated Undo() could take back (num_moves() when none can).
    int UndoFloor() const;
    bool CanRedo() const;
    bool Redo();  // re-applies the next undone action

    // The game as a record (link.h): setup, names, seats, the actions in effect (the redo tail excluded) and the
    // talk said up to the current move.
    // EncodeLink(Record()) is the share link, EncodeRecord(Record()) the save.
    GameRecord Record() const;
    // Replaces the game by a decoded one (DecodeLink / DecodeRecord / ReplayRecord): cannot fail, as the
    // decoder already validated and replayed it. Undo after a load follows the policy above. Usage:
    //   Result<ReplayedGame> game = DecodeLink(text);
    //   if (!game) show(game.error()); else session.Load(std::move(game).value());
    void Load(ReplayedGame game);

    const State& current() const { return history_.current(); }
    // The actions in effect (the redo tail excluded) and the state before each: state(i) is the state before
    // move(i), state(num_moves()) == current().
    int num_moves() const { return history_.num_moves(); }
    const Move& move(int i) const { return history_.move(i); }
    const State& state(int i) const { return history_.state(i); }

    const Setup& setup() const { return setup_; }  // resolved
    const SeatNames& names() const { return names_; }
    const std::string& name(Seat seat) const { return names_[seat]; }
    const SeatKinds& seats() const { return seats_; }
    SeatKind seat(Seat seat) const { return seats_[seat]; }
    const std::vector<DealTalk>& talk() const { return talk_; }  // in the order said (at_move never decreases)

    // Grows on every change of game or actions: the shell compares it to refresh caches, the link and the save.
    std::uint64_t change_count() const { return history_.change_count(); }
    // Grows on every NewGame and Load: a new game rather than a move in the same one.
    std::uint64_t game_number() const { return history_.game_number(); }

private:
    bool Undoable(int i) const;  // move(i) may be taken back once it is the last action in effect

    Setup setup_;
    SeatNames names_;
    SeatKinds seats_{};
    std::vector<DealTalk> talk_;
    common::History<Move, State> history_;
};

}  // namespace lcn
