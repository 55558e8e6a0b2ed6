// The game analysis (analysis.h): the Expert's advice for each decision (advice.h), then the played plan and the
// advice's compared on fresh samples.
#include "famiglia/analysis.h"

#include <algorithm>
#include <cmath>

#include "famiglia/rules.h"
#include "famiglia/view.h"

namespace fam {

namespace {

// Step 2's samples: numbered far beyond any the advice's halving reaches, so they are fresh.
constexpr std::uint64_t kFreshSamples = 1ULL << 32;
constexpr int kMinPairs = 2;  // a standard error needs two

bool EndsDecision(const Move& m) { return m.EndsTurn() || m.kind == MoveKind::kRefresh; }

// The state after `plan` from `s` (the public state of a view: a refresh draws from its card-ordered pile,
// the same cards for every plan, so equal results mean the same decision).
State After(State s, const TurnPlan& plan) {
    for (int i = 0; i < plan.size; ++i) ApplyLegal(s, plan[i]);
    return s;
}

}  // namespace

std::vector<DecisionSpan> SliceDecisions(const std::vector<State>& states, const std::vector<Move>& moves, int player) {
    std::vector<DecisionSpan> out;
    const int n = static_cast<int>(std::min(moves.size(), states.size()));
    std::array<int, 2> turns{0, 0};
    int i = 0;
    while (i < n) {
        const State& s = states[static_cast<std::size_t>(i)];
        const int mover = s.to_move;
        if (s.over || mover > 1) break;
        // The segment: up to a refresh, a take or a pass, each action legal where it is played.
        int j = i;
        bool complete = false;
        while (j < n) {
            const State& at = states[static_cast<std::size_t>(j)];
            const Move& m = moves[static_cast<std::size_t>(j)];
            if (at.over || at.to_move != mover || j - i >= TurnPlan::kCapacity || !IllegalReason(at, m).empty())
                return out;
            ++j;
            if (EndsDecision(m)) {
                complete = true;
                break;
            }
        }
        if (!complete) break;  // the turn in progress
        if (player == kBothPlayers || player == mover)
            out.push_back({mover, turns[static_cast<std::size_t>(mover)], i, j - i});
        if (moves[static_cast<std::size_t>(j - 1)].EndsTurn()) ++turns[static_cast<std::size_t>(mover)];
        i = j;
    }
    return out;
}

GameAnalysis::GameAnalysis() = default;
GameAnalysis::~GameAnalysis() = default;
GameAnalysis::GameAnalysis(GameAnalysis&&) noexcept = default;
GameAnalysis& GameAnalysis::operator=(GameAnalysis&&) noexcept = default;

void GameAnalysis::Start(std::vector<State> states, std::vector<Move> moves, const AnalysisConfig& config) {
    config_ = config;
    states_ = std::move(states);
    moves_ = std::move(moves);
    spans_ = SliceDecisions(states_, moves_, config_.player);
    results_.clear();
    started_ = true;
    in_decision_ = false;
    comparing_ = false;
    largest_piece_ = 0;
}

void GameAnalysis::Start(const Session& session, const AnalysisConfig& config) {
    std::vector<State> states;
    std::vector<Move> moves;
    for (int i = 0; i < session.num_moves(); ++i) {
        states.push_back(session.state(i));
        moves.push_back(session.move(i));
    }
    Start(std::move(states), std::move(moves), config);
}

std::int64_t GameAnalysis::BeginDecision() {
    const DecisionSpan& span = spans_[results_.size()];
    const View view = ViewFor(states_[static_cast<std::size_t>(span.first_move)], span.player);
    played_ = {};
    for (int k = 0; k < span.num_moves; ++k) played_.push_back(moves_[static_cast<std::size_t>(span.first_move + k)]);
    advice_.Start(view, config_.seed, std::max<std::int64_t>(1, config_.budget));
    in_decision_ = true;
    comparing_ = false;
    pairs_ = 0;
    sum_best_ = sum_played_ = sum_diff_sq_ = 0;
    compare_spent_ = 0;
    return 1;
}

std::int64_t GameAnalysis::CompareWork() {
    // One pair: the advice's plan and the played plan on the same fresh sample.
    std::int64_t units = 0;
    const std::uint64_t sample = kFreshSamples + static_cast<std::uint64_t>(pairs_);
    const double best = advice_.PlayOut(advice_.Plan(), sample, units);
    const double played = advice_.PlayOut(played_, sample, units);
    sum_best_ += best;
    sum_played_ += played;
    sum_diff_sq_ += (best - played) * (best - played);
    ++pairs_;
    compare_spent_ += units;
    return units;
}

void GameAnalysis::FinishDecision() {
    const DecisionSpan& span = spans_[results_.size()];
    DecisionResult r;
    r.span = span;
    r.played = played_;
    r.preferred = played_;
    r.candidates = advice_.Candidates();
    if (!comparing_) {  // the played plan is the advice's
        r.chance_best = r.chance_played = advice_.WinChance();
        r.playouts = advice_.Playouts();
    } else {
        const double n = pairs_;
        const double mean_best = sum_best_ / n, mean_played = sum_played_ / n, mean_diff = mean_best - mean_played;
        // The sample variance of the paired differences; the standard error of their mean is sqrt(var / n).
        const double var = std::max(0.0, (sum_diff_sq_ - n * mean_diff * mean_diff) / (n - 1));
        r.playouts = pairs_;
        r.margin = std::min(1.0, 2 * std::sqrt(var / n));  // sqrt is exact in IEEE arithmetic, in WebAssembly too
        r.chance_played = mean_played;
        // Equal chances keep the played plan: the analysis does not blame a move as good as the Expert's.
        if (mean_best > mean_played) {
            r.preferred = advice_.Plan();
            r.chance_best = mean_best;
        } else {
            r.chance_best = mean_played;
        }
    }
    results_.push_back(r);
    in_decision_ = comparing_ = false;
}

bool GameAnalysis::Step(std::int64_t units) {
    std::int64_t spent = 0;
    while (!Done() && (spent == 0 || spent < units)) {
        std::int64_t w;
        if (!in_decision_) {
            w = BeginDecision();
        } else if (!comparing_) {
            w = advice_.Work();
            if (advice_.Done()) {
                const State& at = states_[static_cast<std::size_t>(spans_[results_.size()].first_move)];
                comparing_ = !(After(at, advice_.Plan()) == After(at, played_));
                if (!comparing_) FinishDecision();
            }
        } else {
            w = CompareWork();
            if (pairs_ >= kMinPairs && compare_spent_ >= CompareBudget()) FinishDecision();
        }
        spent += w;
        largest_piece_ = std::max(largest_piece_, w);
    }
    return Done();
}

std::int64_t GameAnalysis::CompareBudget() const { return std::max<std::int64_t>(1, config_.budget / 2); }

bool GameAnalysis::Done() const { return started_ && results_.size() == spans_.size(); }

double GameAnalysis::Progress() const {
    if (!started_) return 0;
    if (spans_.empty()) return 1;
    if (Done()) return 1;
    // The advice is two thirds of a decision's work, the comparison (when needed) the last third; a decision's
    // last round may run past its budget to finish a cycle: 1 is kept for the very end.
    double current = 0;
    if (in_decision_) {
        current = comparing_
                      ? 2.0 / 3 + std::min(1.0, static_cast<double>(compare_spent_) /
                                                    static_cast<double>(std::max<std::int64_t>(1, CompareBudget()))) /
                                      3
                      : advice_.Progress() * 2 / 3;
        current = std::min(current, 0.999);
    }
    return (static_cast<double>(results_.size()) + current) / static_cast<double>(spans_.size());
}

std::vector<int> CostliestDecisions(const std::vector<DecisionResult>& results, int count) {
    std::vector<int> order;
    for (int i = 0; i < static_cast<int>(results.size()); ++i) {
        const DecisionResult& r = results[static_cast<std::size_t>(i)];
        if (r.Cost() > 0 && r.Cost() > r.margin) order.push_back(i);
    }
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return results[static_cast<std::size_t>(a)].Cost() > results[static_cast<std::size_t>(b)].Cost();
    });
    if (static_cast<int>(order.size()) > count) order.resize(static_cast<std::size_t>(std::max(0, count)));
    return order;
}

}  // namespace fam
