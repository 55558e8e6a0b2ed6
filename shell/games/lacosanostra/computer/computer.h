// shell/games/lacosanostra/computer/computer.h — the computer seats of the La Cosa Nostra table: the one place
// the shell asks the bots (core/lacosanostra/bots.h). No ImGui: tests/lacosanostra/table/ drives whole games with it.
//
// The device protocol (flow.h) keeps a computer's private steps behind the public table; this file decides when a
// computer acts and what it plays:
//  - a step of a computer seat (private or public; a chance roll whose roller is a computer): that seat's bot;
//  - an open-claim window: each computer seat is asked once per window (its bot claims, or lets it pass); the
//    controller's Continue (in pre_turn the due seat's choice) is the controller's bot's, and waits the window's
//    minimum time like a person's (flow.h kWindowMinMs) while a person sits at the table, so people can still claim.
// Nothing happens while the device shows anything but the public table (a person's hand-off, private screen or
// peek): the person finishes first.
//  - at a negotiation pause (kBeforeReveal), the computers first speak their deals (offers.h PauseDeals: a seller's
//    marker, a Normal turn seat's proposals), one act each, paced like moves; the turn seat decides only once none is
//    due and no offer waits for a person's answer.
//
// Thinking is spread over frames: Frame() spends at most a budget of wall time (a few ms) on the thinker's slices,
// so the page never freezes. A ready move is handed out only after a pause since the last act (Speed), so people
// can follow the computers' public acts; the speed setting matters in an all-computer demo game.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "games/lacosanostra/computer/pace.h"
#include "games/lacosanostra/computer/seat_levels.h"
#include "games/lacosanostra/computer/think_ahead.h"
#include "games/lacosanostra/deals/offers.h"
#include "games/lacosanostra/play/flow.h"
#include "lacosanostra/bots.h"
#include "lacosanostra/expert.h"
#include "lacosanostra/session.h"

namespace shell::games::lacosanostra {

bool AnyPerson(const lcn::State& s, const Device& d);

// The moves played since a person at the table last made one of theirs (think_ahead.h PersonsMove), or -1 when
// nobody at the table is a person: an Expert's budget shrinks the longer a person waits (expert.h kWaitFullMoves).
// `move_at(i)` is the game's move i of `num_moves`.
template <class MoveAt>
int MovesWaited(const Device& d, int players, int num_moves, MoveAt move_at) {
    bool person = false;
    for (Seat p = 0; p < players; ++p) person = person || !IsComputer(d, p);
    if (!person) return -1;
    int waited = 0;
    for (int i = num_moves - 1; i >= 0 && !PersonsMove(d, move_at(i)); --i) ++waited;
    return waited;
}
inline int MovesWaited(const lcn::Session& session, const Device& d) {
    return MovesWaited(d, session.current().players, session.num_moves(),
                       [&](int i) -> const lcn::Move& { return session.move(i); });
}

// What a computer does in a frame: a move to play (then flow AfterMove), or a deal it speaks (offers.h Speak), or
// nothing yet.
struct ComputerAct {
    std::optional<lcn::Move> move;
    std::optional<DealOffer> offer;
};

// What the table waited for in the last Frame() that handed nothing out: the person's waits are made of these
// (tools/lcn_waits.mjs adds them up frame by frame).
enum class ComputerWait : std::uint8_t {
    kNone,      // no computer is due, or the frame handed out an act
    kThinking,  // a decision is being thought out
    kPause,     // a move is ready and waits for its pause, so people can follow the acts
    kWindow,    // a window's Continue is ready and waits the window's minimum, so people can claim
    kDeal,      // a deal is ready to be spoken and waits for its pause
};
std::string_view ComputerWaitName(ComputerWait wait);

class Computers {
public:
    // The computer seat whose decision this frame works on, or kNoSeat (a person's turn, a screen other than the
    // public table, a window where every computer has passed and the controller is a person, the end).
    Seat Due(const lcn::State& s, const Device& d) const;
    // One frame's work: thinks for at most `budget_ms` of wall time (at least one slice) and returns the move to
    // play once it is ready and its pause has passed. The caller plays it (then flow AfterMove), or drops it if the
    // rules refuse it (a bot defect; Cancel() then). `game_seed` makes the computers' games reproducible. At a
    // negotiation pause, a due deal comes first (after the same pause), recorded as spoken in deals().
    // `moves_waited` is MovesWaited() of the game at `s`.
    ComputerAct Frame(const lcn::State& s, const Device& d, Speed speed, std::uint64_t game_seed, std::int64_t now_ms,
                      double budget_ms, int moves_waited = -1);
    // Thinking between frames (game_module.h Idle): the decision under way, else the decisions planned ahead, for at
    // most about `budget_ms` (0: none). Returns whether thinking is left. Plays nothing: Frame hands out the move.
    bool Idle(double budget_ms);
    // The seat whose decision is under way ("Blue is thinking"), or kNoSeat.
    Seat thinking() const { return busy_ ? seat_ : kNoSeat; }
    // How far the decision under way is, 0..1 (an Expert's search; a quick level's decision shows 0 until done).
    double progress() const;
    // The deals of the current negotiation pause (the offer waiting for a person's answer: AnswerOpen).
    PauseDeals& deals() { return deals_; }
    const PauseDeals& deals() const { return deals_; }
    // A new, loaded or undone game: forget the decision under way, the windows' answers and the pause's deals.
    void Cancel();
    ComputerWait waiting() const { return waiting_; }
    double longest_slice_ms() const { return longest_slice_ms_; }  // the longest Frame() so far
    // The decisions thought out so far and the last one's wall time inside Frame()'s slices, summed over the frames
    // it took (Cancel() keeps them): scalars, so the test hook stays cheap; tools/bot_timing.mjs reads them every
    // frame inside the page.
    int decisions() const { return decisions_; }
    double last_busy_ms() const { return last_busy_ms_; }
    // The Expert seats' search (expert.h; the page's budget by default). Tests play whole games at a smaller one.
    // The table always thinks with even work (expert.h ExpertOptions::even_work), whatever the options say.
    void set_expert_options(const lcn::ExpertOptions& options) { expert_options_ = options; }
    // Thinking ahead (think_ahead.h): on by default; tests turn it off to compare the moves.
    void set_think_ahead(bool on) { think_ahead_ = on; }
    // Expert decisions taken over from thinking ahead, finished or under way.
    int decisions_ahead() const { return decisions_ahead_; }
    int decisions_ahead_done() const { return decisions_ahead_done_; }  // ... of them thought out when asked
    // Decisions are being thought ahead while nobody else thinks: the page keeps drawing frames for them.
    bool thinking_ahead() const { return think_ahead_ && ahead_.pending(); }
    int planned_ahead() const { return ahead_.planned(); }  // decisions planned ahead now (tests)

private:
    // The window instance the `passed_` seats belong to (a window reopened after a claim is a new one).
    bool SameWindow(const Device& d) const { return d.shown == window_ && d.shown_ms == window_ms_; }

    lcn::BotThinker thinker_;
    lcn::ExpertThinker expert_;
    bool expert_busy_ = false;  // the decision under way is the Expert's (expert_), else thinker_'s
    lcn::ExpertOptions expert_options_{};
    ThinkAhead ahead_;
    bool think_ahead_ = true;
    int decisions_ahead_ = 0;
    int decisions_ahead_done_ = 0;
    bool busy_ = false;    // a decision is under way or its move waits for its pause
    Seat seat_ = kNoSeat;  // whose decision
    lcn::View view_{};     // the position it is about
    std::optional<lcn::Move> move_;
    bool ready_ = false;
    std::int64_t last_act_ms_ = -1'000'000;  // when the last computer move was handed out
    // When a person last could act (a frame with no computer due); unset until the first such frame, so a game that
    // opens with the computers' acts counts the person's wait from its first frame.
    std::optional<std::int64_t> person_free_ms_;
    Screen window_{};
    std::int64_t window_ms_ = -1;
    std::uint8_t passed_ = 0;  // computer seats that let the current window pass (bit per seat)
    ComputerWait waiting_ = ComputerWait::kNone;
    double longest_slice_ms_ = 0;
    double busy_ms_ = 0;  // the decision under way
    double last_busy_ms_ = 0;
    int decisions_ = 0;
    PauseDeals deals_;
};

}  // namespace shell::games::lacosanostra
