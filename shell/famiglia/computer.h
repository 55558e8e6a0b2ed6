// shell/famiglia/computer.h — the computer's seat, the one place the shell asks a bot for an action.
// The table calls Think() once per frame while a computer seat is to move; it returns true when an action is
// ready (then Take() hands it over and the table applies it through the Session, paced for the eye).
// Until core/famiglia/bots* lands this plays RandomPlayoutMove; the bots' BotThinker (per-frame slices) goes
// into Think(): start it in Begin(), give it one slice per call, and report true when it has chosen.
#pragma once

#include <cstdint>
#include <optional>

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
    bool ready_ = false;
    View view_{};
    SeatKind level_ = SeatKind::kNormal;
    Rng rng_{1};
    Move chosen_{};
};

// A suggestion for a person's next action (the H key), when a hint engine is available; none yet.
std::optional<Move> HintFor(const View& view);

}  // namespace fam::ui
