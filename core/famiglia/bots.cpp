// The bots' entry points (bots.h): levels, the sliced thinker, Beginner, Easy and Normal, BotPlayer.
// The Expert's playouts are in bot_expert.cpp, the hint texts in bot_hint.cpp.
#include "famiglia/bots.h"

#include <algorithm>

#include "famiglia/bot_heuristics.h"
#include "famiglia/bot_thinker.h"
#include "famiglia/playout.h"
#include "famiglia/rules.h"

namespace fam {

namespace {

constexpr const char* kLevelNames[kNumBotLevels] = {"beginner", "easy", "normal", "expert"};

// Beginner: a free card whenever there is one; otherwise a random card half of the time, else a random
// action like the playout policy.
Move BeginnerMove(const State& s, MoveList& legal, Rng& rng) {
    LegalMoves(s, legal);
    int free = 0, takes = 0;
    for (const Move& m : legal) {
        free += m.IsFreeTake();
        takes += m.kind == MoveKind::kTake;
    }
    auto nth = [&](int n, bool only_free) {
        for (const Move& m : legal) {
            if (m.kind == MoveKind::kTake && (!only_free || m.IsFreeTake()) && n-- == 0) return m;
        }
        return Move::Pass();
    };
    if (free > 0) return nth(static_cast<int>(rng.Below(static_cast<std::uint32_t>(free))), true);
    if (takes > 0 && rng.Below(2) == 0)
        return nth(static_cast<int>(rng.Below(static_cast<std::uint32_t>(takes))), false);
    return RandomPlayoutMove(legal, rng);
}

std::uint64_t Mix(std::uint64_t h, std::uint64_t v) {
    h ^= v + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
    return Rng::Stream(h, 0).Next();
}

}  // namespace

const char* BotLevelName(BotLevel level) { return kLevelNames[static_cast<int>(level)]; }

std::optional<BotLevel> ParseBotLevel(std::string_view name) {
    for (int i = 0; i < kNumBotLevels; ++i) {
        if (name == kLevelNames[i]) return static_cast<BotLevel>(i);
    }
    return std::nullopt;
}

std::optional<BotLevel> BotLevelFor(SeatKind seat) {
    if (!IsComputer(seat)) return std::nullopt;
    return static_cast<BotLevel>(static_cast<int>(seat) - 1);
}

BotConfig DefaultBotConfig(BotLevel level) {
    BotConfig c;
    c.level = level;
    return c;
}

std::uint64_t DecisionSeed(std::uint64_t bot_seed, const View& view) {
    const State& s = view.state;
    std::uint64_t h = Mix(bot_seed, static_cast<std::uint64_t>(view.seat));
    auto counts = [&](const Counts& c) {
        for (int t = 0; t < kNumTypes; t += 4) {
            std::uint64_t w = 0;
            for (int k = 0; k < 4; ++k) w = w << 8 | c[static_cast<std::size_t>(t + k)];
            h = Mix(h, w);
        }
    };
    for (int p = 0; p < 2; ++p) {
        counts(s.hand[static_cast<std::size_t>(p)]);
        counts(s.area[static_cast<std::size_t>(p)]);
    }
    counts(s.street);
    counts(s.street_new);
    counts(s.discard);
    counts(s.swap_locked_area);
    counts(s.swap_locked_hand);
    for (int i = 0; i < s.deck_size; ++i) h = Mix(h, s.deck[static_cast<std::size_t>(i)]);
    const std::uint64_t small[] = {s.deck_size,
                                   s.deck_known_bottom,
                                   s.new_cards_only,
                                   s.second_pass,
                                   s.first,
                                   s.to_move,
                                   s.pass_streak,
                                   static_cast<std::uint64_t>(s.turns_left + 1),
                                   static_cast<std::uint64_t>(s.phase),
                                   s.actions_this_turn,
                                   s.refreshes_left,
                                   s.added_this_turn,
                                   s.swaps_left,
                                   s.brute_target,
                                   s.brute_value,
                                   s.over};
    for (std::uint64_t v : small) h = Mix(h, v);
    return h;
}

// ---------------------------------------------------------------------------------------------------------
// The thinker

namespace detail {

int ThinkerImpl::RefreshSamples() const {
    return config.refresh_samples > 0 ? config.refresh_samples : kRefreshSamples;
}

void ThinkerImpl::Start(const View& v, const BotConfig& c, std::uint64_t s) {
    view = v;
    config = c;
    seed = s;
    stats = {};
    progress = 0;
    result = {};
    plans.clear();
    refreshes.clear();
    refresh_sum.clear();
    candidates.clear();
    alive.clear();
    rank_by_win_chance = false;
    task = 0;
    search.weights = config.weights ? *config.weights : EvalWeights{};
    phase = Phase::kSearch;
    // Beginner and Easy decide at once; nothing to slice.
    if (config.level == BotLevel::kBeginner || config.level == BotLevel::kEasy) {
        Rng rng(seed);
        TurnPlan plan;
        if (config.level == BotLevel::kBeginner) {
            plan.push_back(BeginnerMove(view.state, legal, rng));
        } else {
            LegalMoves(view.state, legal);
            plan.push_back(GreedyMove(view.state, legal, rng, 0));
        }
        stats.units = 1;
        Finish(plan);
    }
}

// Normal's choice: the best plan, or a refresh whose sampled continuations score better on average.
void ThinkerImpl::FinishNormal() {
    double best_score = -1e18;
    TurnPlan choice;
    for (const ScoredPlan& p : plans) {
        if (p.score > best_score) best_score = p.score, choice = p.plan;
    }
    const int samples = RefreshSamples();
    for (std::size_t i = 0; i < refresh_sum.size(); ++i) {
        const double mean = refresh_sum[i] / samples;
        if (mean > best_score) {
            best_score = mean;
            choice = {};
            choice.push_back(refreshes[i]);
        }
    }
    Finish(choice);
}

void ThinkerImpl::Finish(const TurnPlan& plan) {
    result = plan;
    phase = Phase::kDone;
    progress = 1;
}

std::int64_t ThinkerImpl::Work() {
    switch (phase) {
        case Phase::kSearch: {
            const int leaves = search.Run(view.state, plans, &refreshes);
            stats.candidates = static_cast<int>(plans.size() + refreshes.size());
            if (config.level == BotLevel::kExpert) {
                StartExpert();
            } else if (refreshes.empty()) {
                FinishNormal();
            } else {
                refresh_sum.assign(refreshes.size(), 0.0);
                phase = Phase::kRefreshSamples;
            }
            return leaves + 1;
        }
        case Phase::kRefreshSamples: {
            // One sampled draw for one refresh (the same samples for every refresh).
            const int samples = RefreshSamples();
            const int r = task / samples, j = task % samples;
            Rng rng = Rng::Stream(seed, static_cast<std::uint64_t>(j));
            State s = Determinize(view, rng);
            ApplyLegal(s, refreshes[static_cast<std::size_t>(r)]);
            ScoredPlan best;
            int leaves = 0;
            if (search.Best(s, best, &leaves)) refresh_sum[static_cast<std::size_t>(r)] += best.score;
            ++task;
            const int total = samples * static_cast<int>(refreshes.size());
            progress = static_cast<double>(task) / total;
            if (task == total) FinishNormal();
            return leaves + 1;
        }
        case Phase::kPlayouts: return ExpertWork();
        case Phase::kIdle:
        case Phase::kDone: break;
    }
    return 1;
}

}  // namespace detail

BotThinker::BotThinker() : impl_(new detail::ThinkerImpl) {}
BotThinker::~BotThinker() { delete impl_; }
BotThinker::BotThinker(BotThinker&& o) noexcept : impl_(o.impl_) { o.impl_ = nullptr; }
BotThinker& BotThinker::operator=(BotThinker&& o) noexcept {
    std::swap(impl_, o.impl_);
    return *this;
}

void BotThinker::Start(const View& view, const BotConfig& config, std::uint64_t seed) {
    if (!impl_) impl_ = new detail::ThinkerImpl;
    impl_->Start(view, config, seed);
}

bool BotThinker::Step(std::int64_t units) {
    std::int64_t spent = 0;
    while (!Done() && (spent == 0 || spent < units)) {
        const std::int64_t w = impl_->Work();
        spent += w;
        impl_->stats.units += w;
        impl_->stats.largest_piece = std::max(impl_->stats.largest_piece, w);
    }
    return Done();
}

bool BotThinker::Done() const { return impl_ && impl_->phase == detail::ThinkerImpl::Phase::kDone; }
double BotThinker::Progress() const { return impl_ ? impl_->progress : 0.0; }
Move BotThinker::Result() const { return impl_->result[0]; }
const TurnPlan& BotThinker::Plan() const { return impl_->result; }
const ThinkStats& BotThinker::Stats() const { return impl_->stats; }

TurnPlan ChooseTurn(const View& view, const BotConfig& config, Rng& rng) {
    BotThinker thinker;
    thinker.Start(view, config, rng.Next());
    thinker.Step(INT64_MAX);
    return thinker.Plan();
}

Move ChooseMove(const View& view, const BotConfig& config, Rng& rng) { return ChooseTurn(view, config, rng)[0]; }

// ---------------------------------------------------------------------------------------------------------
// BotPlayer

void BotPlayer::Reset() {
    thinking_ = false;
    has_plan_ = false;
}

bool BotPlayer::Poll(const View& view, std::int64_t units, Move& move) {
    auto adopt = [&](const TurnPlan& plan, int index, const State& before) {
        move = plan[index];
        plan_ = plan;
        plan_next_ = index + 1;
        // The rest of the plan is followed while the game is where the plan expects it: the moves before
        // the last one neither draw cards nor end the turn, so they change the public state only.
        has_plan_ = plan_next_ < plan_.size;
        if (has_plan_) {
            expected_ = before;
            ApplyLegal(expected_, move);
        }
        return true;
    };
    last_from_plan_ = has_plan_ && view.state == expected_;
    if (last_from_plan_) return adopt(plan_, plan_next_, view.state);
    has_plan_ = false;
    if (!thinking_ || !(view == thinking_view_)) {
        thinker_.Start(view, config_, DecisionSeed(seed_, view));
        thinking_view_ = view;
        thinking_ = true;
    }
    if (!thinker_.Step(units)) return false;
    thinking_ = false;
    return adopt(thinker_.Plan(), 0, view.state);
}

}  // namespace fam
