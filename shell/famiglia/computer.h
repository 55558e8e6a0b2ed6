// shell/famiglia/computer.h — the computer's seat, the one place the shell asks the bots
// (core/famiglia/bots.h) for an action or a hint. The table calls Think() once per frame while a computer
// seat is to move; the bots' BotThinker does one slice of work per call, so the page never blocks. When it
// returns true, Take() hands the action over and the table applies it through the Session (checked against
// the legal list), paced for the eye.
#pragma once

#include <cstdint>
#include <optional>

#include "famiglia/bots.h"
#include "famiglia/game.h"

namespace fam::ui {

class ComputerPlayer {
public:
    // Starts thinking about `view` (what this seat may know) at `level`; `seed` makes games reproducible.
    void Begin(const View& view, SeatKind level, std::uint64_t seed);
    bool thinking() const { return active_; }
    // One slice of thinking (called once per frame); true when the action is ready.
    bool Think();
    Move Take();            // the chosen action; ends the thinking
    void Cancel() { active_ = false; }

private:
    bool active_ = false;
    BotThinker thinker_;
};

// A suggestion for the person to move (the H key, the Hint button): the Normal bot's choice and why.
Hint HintFor(const View& view);

}  // namespace fam::ui
