// shell/games/famiglia/computer/computer.h — the computer's seat, the one place the shell asks the bots
// (core/famiglia/bots.h) for an action (the hint is hint.h). The table calls Think() once per frame while a computer
// seat is to move; the bots' BotPlayer does a few slices of work per call (about 12 ms of wall time), so the
// page never blocks, and follows its turn plan without thinking again while the turn goes as planned: the
// same bot, seeded the same way, that tools/tournament measures. When Think() returns true, Take() hands
// the action over and the table applies it through the Session (checked against the legal list), paced
// for the eye.
#pragma once

#include <cstdint>

#include "famiglia/bots.h"
#include "famiglia/game.h"
#include "games/famiglia/names.h"

namespace shell::games::famiglia {

// How long one decision took, for the test hook and tools/bot_timing.mjs.
struct DecisionTiming {
    double wall_ms = 0;      // from the first Think() of the decision to its answer (frames drawn in between)
    double busy_ms = 0;      // of that, the time spent inside Think()
    double longest_ms = 0;   // the longest single Think() call of the decision
    bool from_plan = false;  // the move was the next step of the turn's plan: no thinking
};

class ComputerPlayer {
public:
    // One frame's share of thinking about the move of `view.seat` at `level`; `game_seed` makes the
    // computer's games reproducible. True once the action is ready; it stays ready until Take(). A view
    // that differs from the one being thought about (undo, a new or loaded game) starts a new decision.
    bool Think(const View& view, SeatKind level, std::uint64_t game_seed);
    bool busy() const { return busy_; }  // a decision is under way or waiting to be taken
    bool thinking() const { return busy_ && !ready_; }
    double progress() const;  // 0..1 while thinking
    Move Take();              // the chosen action; ends the decision
    const DecisionTiming& last_timing() const { return last_; }
    void Cancel() { busy_ = ready_ = false; }

private:
    BotPlayer bot_;
    SeatKind level_ = SeatKind::kPerson;
    std::uint64_t seed_ = 0;
    bool has_bot_ = false;
    bool busy_ = false, ready_ = false;
    View view_;  // the view of the decision under way
    Move move_{};
    double started_ms_ = 0;
    DecisionTiming current_, last_;
};

// The seed of the computer's bot in a game dealt from `game_seed` (BotPlayer's seed).
std::uint64_t ComputerBotSeed(std::uint64_t game_seed);

}  // namespace shell::games::famiglia
