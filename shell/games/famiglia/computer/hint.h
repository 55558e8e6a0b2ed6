// shell/games/famiglia/computer/hint.h — the Hint of Famiglia's table (the H key, the Hint button): the Expert's advice
// (core/famiglia/advice.h) for the person to move, thought over frames with a progress bar and cancellable, as
// La Cosa Nostra's hint. The advice is computed with the game's seed and the analysis's budget, so for the same
// position the Hint and the "Analysis by the Expert" name the same best plan. No ImGui:
// tests/famiglia/table/hint_test.cpp drives it natively.
//
// A hint is the first action of the advice's plan; asked again where the plan's next action expects the game
// (the person followed it), the hint is that action at once, as a computer seat follows its plan: a person
// who takes every hint plays the advice's whole plan, the decision the analysis judges.
#pragma once

#include <cstdint>

#include "famiglia/advice.h"
#include "games/famiglia/names.h"

namespace shell::games::famiglia {

// Thinking per frame: as the computer seat's (computer.cpp), so a frame keeps its budget.
inline constexpr double kHintFrameMs = 12;

class TableHint {
public:
    // Starts the advice for `view` (a person to move) in the game dealt from `game_seed`; `change` is the
    // session's change counter, by which a hint knows it is stale. True when the hint is ready at once (the
    // next action of the plan being followed, or a lone candidate).
    bool Ask(const View& view, std::uint64_t game_seed, std::uint64_t change, std::int64_t budget = kAdviceBudget);
    // One frame's share: pieces of work until `budget_ms` of wall time has passed (at least one). True once
    // the hint is ready.
    bool Frame(double budget_ms);
    void Cancel();
    // Forgets a hint (or its thinking) asked before the session changed.
    void KeepValid(std::uint64_t change);

    bool thinking() const { return asked_ && !ready_; }
    bool ready() const { return asked_ && ready_; }
    double progress() const { return ready_ ? 1.0 : advice_.Progress(); }
    const Hint& hint() const { return hint_; }  // once ready()

private:
    void Adopt(const TurnPlan& plan, int index);

    ExpertAdvice advice_;
    View view_;
    std::uint64_t seed_ = 0;
    std::uint64_t change_ = 0;
    bool asked_ = false, ready_ = false;
    Hint hint_;
    // The plan being followed: its next action and the public state that action expects.
    TurnPlan plan_;
    int plan_next_ = 0;
    State expected_{};
    bool has_plan_ = false;
};

}  // namespace shell::games::famiglia
