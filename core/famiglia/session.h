// The mid-end (docs/architecture.md §7): one game in progress as the list of applied actions and the state after each,
// plus the Setup (the seed, the rules, the start player), who sits where and the undo policy. The shell and the tests
// drive it; Record() and Load() turn it into and from the GameRecord of link.h (the moves list is the single source of
// truth: every state is the replay of the moves before it). The lists themselves live in common::History.
//
// Undo policy (docs/famiglia-rules.md §5.3; docs/table-design.md "Undo"): a person may take back their own actions of
// the turn in progress, one at a time, but never
//   - across a turn boundary (`take` and `pass` end a turn, so they are never undone),
//   - past a card revealed from the draw pile (a `refresh` draws cards, so undo stops after it),
//   - on a computer's turn, or once the game is over.
// Undone actions stay on a redo tail until the next Apply, like Tatham's mid-end.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "common/history.h"
#include "famiglia/link.h"
#include "famiglia/rules.h"
#include "famiglia/seats.h"
#include "famiglia/state.h"

namespace fam {

using Seats = std::array<SeatKind, 2>;

class Session {
public:
    Session();  // a game with default rules, two people, seed 1, random start player

    // The same verbs as La Cosa Nostra's lcn::Session (NewGame, Apply, Load): NewGame takes the seats' kinds
    // (person or computer level), as La Cosa Nostra's does besides the seats' names.
    // Starts a new game: empty on success, else the core's reason (a start player other than 0, 1 or
    // kRandomFirst), and then nothing changed. kRandomFirst is drawn from the seed, as NewGame does.
    std::string NewGame(const Setup& setup, const Seats& seats);

    // Validates `m` through the core and applies it; the refusal (RefusalText words it) when it is not legal.
    Refusal Apply(const Move& m);

    // The game as a record (link.h): the setup (resolved), seats and the actions in effect (the redo
    // tail excluded). EncodeLink(Record()) is the share link, EncodeRecord(Record()) the save.
    GameRecord Record() const;
    // Replaces the game by `game`, as its replay left it (a decoded link or save: link.h); nothing is
    // replayed again. Undo after a load follows the policy above.
    void Load(ReplayedGame game);
    // The same for a record not replayed yet: ReplayRecord, then Load(game); empty on success, else the
    // reason, and then nothing changed.
    std::string Load(const GameRecord& record);

    bool CanUndo() const;
    bool Undo();  // one action back, within the undo policy above
    bool CanRedo() const;
    bool Redo();  // re-applies the next undone action

    const State& current() const { return history_.current(); }
    // The actions in effect (the redo tail excluded) and the state before each: state(i) is the state
    // before move(i), state(num_moves()) == current().
    int num_moves() const { return history_.num_moves(); }
    const Move& move(int i) const { return history_.move(i); }
    const State& state(int i) const { return history_.state(i); }
    // Index of the first action of the turn in progress (num_moves() when none was played yet).
    int TurnStartIndex() const;

    const Setup& setup() const { return setup_; }  // as passed to NewGame (kRandomFirst possible)
    const Rules& rules() const { return setup_.rules; }
    std::uint64_t seed() const { return setup_.seed; }
    int first_requested() const { return setup_.first; }
    const Seats& seats() const { return seats_; }
    SeatKind seat(int player) const { return seats_[static_cast<std::size_t>(player)]; }
    void SetSeat(int player, SeatKind kind);  // e.g. a person hands a seat to the computer mid-game
    bool ComputerToMove() const { return !current().over && IsComputer(seat(current().to_move)); }
    // One person against the computer (exactly one seat is a computer): the person is "you" at this device.
    bool PersonAgainstComputer() const { return IsComputer(seat(0)) != IsComputer(seat(1)); }

    // Grows on every change of game, moves or seats: the shell compares it to refresh caches and the link.
    std::uint64_t change_count() const { return history_.change_count(); }
    // Grows on every NewGame and Load: a new game rather than a move in the same one.
    std::uint64_t game_number() const { return history_.game_number(); }

private:
    Setup setup_;
    Seats seats_{SeatKind::kPerson, SeatKind::kPerson};
    common::History<Move, State> history_;
};

}  // namespace fam
