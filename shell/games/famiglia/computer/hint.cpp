// shell/games/famiglia/computer/hint.cpp — see hint.h.
#include "games/famiglia/computer/hint.h"

#include <chrono>

namespace shell::games::famiglia {

namespace {
// Like the computer seat (computer.cpp): small slices of work until the frame's share of wall time is used.
constexpr std::int64_t kUnitsPerSlice = 1500;

double NowMs() {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
}  // namespace

bool TableHint::Ask(const View& view, std::uint64_t game_seed, std::uint64_t change, std::int64_t budget) {
    const bool follows = has_plan_ && game_seed == seed_ && view.seat == view_.seat && view.state == expected_;
    view_ = view;
    seed_ = game_seed;
    change_ = change;
    asked_ = true;
    ready_ = false;
    if (follows) {
        Adopt(plan_, plan_next_);
        return true;
    }
    has_plan_ = false;
    advice_.Start(view, game_seed, budget);
    return Frame(0);
}

bool TableHint::Frame(double budget_ms) {
    if (!asked_) return false;
    if (ready_) return true;
    const double start = NowMs();
    do {
        advice_.Step(kUnitsPerSlice);
    } while (!advice_.Decided() && NowMs() - start < budget_ms);
    if (!advice_.Decided()) return false;
    Adopt(advice_.Plan(), 0);
    return true;
}

void TableHint::Adopt(const TurnPlan& plan, int index) {
    // The sentences explain the rest of the plan from here.
    TurnPlan rest;
    for (int i = index; i < plan.size; ++i) rest.push_back(plan[i]);
    hint_ = ExplainPlan(view_, rest);
    ready_ = true;
    plan_ = plan;
    plan_next_ = index + 1;
    // The actions before the plan's last neither draw cards nor end the turn: they change the public state only.
    has_plan_ = plan_next_ < plan_.size;
    if (has_plan_) {
        expected_ = view_.state;
        fam::ApplyLegal(expected_, plan[index]);
    }
}

void TableHint::Cancel() {
    asked_ = ready_ = false;
    advice_ = ExpertAdvice{};
}

void TableHint::KeepValid(std::uint64_t change) {
    if (asked_ && change != change_) {
        asked_ = ready_ = false;  // the plan stays: the change may be the person following it
        advice_ = ExpertAdvice{};
    }
}

}  // namespace shell::games::famiglia
