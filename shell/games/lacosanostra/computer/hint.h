// shell/games/lacosanostra/computer/hint.h — the Hint of the La Cosa Nostra table: the Expert's move for a
// person's seat (core/lacosanostra/expert.h) with one short reason, thought over frames with a progress bar and
// cancellable. No ImGui: tests/lacosanostra/table/expert_table_test.cpp drives it natively.
//
// Secrets: the Expert reads the seat's own View, so the hint is as secret as the seat's hand. It is offered only
// where the screen draws that seat's own view: its private screen (hot-seat), or any screen of a solo game (flow.h:
// the one person's view is on the table). Never on a shared public table of two or more people. That a hint was
// asked is public (the log says "Anna asked for a hint"); what it said is not.
//
// As Famiglia's hint (shell/games/famiglia/computer/hint.h), the Expert searches: the button starts a thinker and the
// panel shows its progress and a Cancel until the move is ready. The hint stays until the position changes (a move, an
// undo, a new game).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "games/lacosanostra/play/flow.h"
#include "games/lacosanostra/texts/texts.h"
#include "lacosanostra/expert.h"

namespace shell::games::lacosanostra {

// The seat a hint may be asked for on this screen, or kNoSeat: a person who decides the current step (not a
// window, not a roll) and whose own view the screen draws (flow.h VisibleSeat).
Seat HintSeat(const lcn::State& s, const Device& d);

// A hint asked at move `at_move` by `seat`: what the log says (offers.h TableLog weaves it in).
struct HintNote {
    int at_move = 0;
    Seat seat = kNoSeat;
    bool operator==(const HintNote&) const = default;
};

class Hint {
public:
    // Starts thinking for HintSeat(s, d) (false, nothing started, when there is none). `game_seed` salts the
    // Expert's sampling as for a computer seat (expert.h ExpertSeed: public data only); `at_move` is the session's
    // move count, by which a hint knows it is stale.
    // `options`: the Expert's search (the page's budget by default; tests use a smaller one).
    bool Ask(const lcn::State& s, const Device& d, std::uint64_t game_seed, int at_move,
             const lcn::ExpertOptions& options = {});
    // One frame's share: Step()s of the thinker until `budget_ms` of wall time has passed (at least one).
    // True once the move is ready.
    bool Frame(double budget_ms);
    void Cancel() { *this = Hint{}; }
    // Forgets a hint asked at another position or for another seat than the one the screen now decides.
    void KeepValid(const lcn::State& s, const Device& d, int moves);

    bool thinking() const { return seat_ != kNoSeat && !ready_; }
    bool ready() const { return seat_ != kNoSeat && ready_; }
    Seat seat() const { return seat_; }
    double progress() const { return ready_ ? 1.0 : thinker_.Progress(); }
    const std::optional<lcn::Move>& move() const { return move_; }
    const lcn::ExpertStats& stats() const { return stats_; }

private:
    lcn::ExpertThinker thinker_;
    Seat seat_ = kNoSeat;
    int at_move_ = -1;
    bool ready_ = false;
    std::optional<lcn::Move> move_;
    lcn::ExpertStats stats_{};
};

// The hint in words, as advice: "Hint: Give Y3 an order (Job: Casino). The best of 4 moves in 120 games played
// out to the end.", or that there is no move to suggest. `s` is the position the hint was asked at.
std::string HintLine(Lang lang, const lcn::State& s, const SeatNames& names, const std::optional<lcn::Move>& move,
                     const lcn::ExpertStats& stats);
// The progress line: "Finding a hint: 40%".
std::string HintProgressLine(Lang lang, double progress);
// The public log line: "Anna asked for a hint".
std::string HintAskedLine(Lang lang, const lcn::State& s, const SeatNames& names, Seat seat);

}  // namespace shell::games::lacosanostra
