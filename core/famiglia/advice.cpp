// The Expert's advice (advice.h) on the Expert's machinery (bot_thinker.h, bot_expert.cpp).
#include "famiglia/advice.h"

#include <algorithm>

#include "famiglia/bot_thinker.h"

namespace fam {

ExpertAdvice::ExpertAdvice() = default;
ExpertAdvice::~ExpertAdvice() = default;
ExpertAdvice::ExpertAdvice(ExpertAdvice&&) noexcept = default;
ExpertAdvice& ExpertAdvice::operator=(ExpertAdvice&&) noexcept = default;

void ExpertAdvice::Start(const View& view, std::uint64_t game_seed, std::int64_t budget) {
    if (!impl_) impl_ = std::make_unique<detail::ThinkerImpl>();
    view_ = view;
    game_seed_ = game_seed;
    budget_ = budget;
    started_ = true;
    searched_ = false;
    impl_->phase = detail::ThinkerImpl::Phase::kIdle;
    impl_->progress = 0;
}

bool ExpertAdvice::Step(std::int64_t units) {
    if (!started_) return false;
    std::int64_t spent = 0;
    while (!Done() && (spent == 0 || spent < units)) spent += Work();
    return Done();
}

std::int64_t ExpertAdvice::Work() {
    if (!started_ || Done()) return 0;
    if (!searched_) {
        // The search is the first piece (a few milliseconds at most), so Start() itself stays instant.
        searched_ = true;
        return impl_->StartAdvice(view_, game_seed_, budget_);
    }
    return impl_->Work();
}

bool ExpertAdvice::Done() const { return started_ && impl_->phase == detail::ThinkerImpl::Phase::kDone; }

bool ExpertAdvice::Decided() const { return Done() || (searched_ && impl_->candidates.size() == 1); }

double ExpertAdvice::Progress() const {
    if (!started_) return 0;
    return Done() ? 1.0 : std::min(impl_->progress, 0.999);
}

const TurnPlan& ExpertAdvice::Plan() const {
    if (Done()) return impl_->result;
    return impl_->candidates[0].plan;  // Decided() without Done(): the only candidate
}

double ExpertAdvice::WinChance() const {
    return Done() ? impl_->candidates[static_cast<std::size_t>(impl_->alive[0])].WinChance() : 0.0;
}

int ExpertAdvice::Playouts() const {
    return Done() ? impl_->candidates[static_cast<std::size_t>(impl_->alive[0])].n : 0;
}

double ExpertAdvice::PlayOut(const TurnPlan& plan, std::uint64_t sample, std::int64_t& units) {
    const detail::ThinkerImpl::PlayoutResult r = impl_->PlayOut(plan, sample);
    units += r.units;
    return r.win_chance;
}

int ExpertAdvice::Candidates() const { return searched_ ? static_cast<int>(impl_->candidates.size()) : 0; }

Hint SuggestMove(const View& view, std::uint64_t game_seed, std::int64_t budget) {
    ExpertAdvice advice;
    advice.Start(view, game_seed, budget);
    advice.Step(INT64_MAX);
    return ExplainPlan(view, advice.Plan());
}

}  // namespace fam
