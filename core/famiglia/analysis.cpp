// The game analysis (analysis.h) on the Expert's machinery: the Normal search gives the candidates, the
// Expert's playouts with sequential halving (bot_expert.cpp) judge them.
#include "famiglia/analysis.h"

#include <algorithm>

#include "famiglia/bot_thinker.h"
#include "famiglia/rules.h"
#include "famiglia/view.h"

namespace fam {

namespace {

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
    if (!impl_) impl_ = std::make_unique<detail::ThinkerImpl>();
    started_ = true;
    in_decision_ = false;
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
    BotConfig bot = DefaultBotConfig(BotLevel::kExpert);
    bot.horizon = -1;  // to the end of the game: a win chance, not an evaluation
    detail::ThinkerImpl& t = *impl_;
    t.Start(view, bot, DecisionSeed(config_.seed, view));
    const int leaves = t.search.Run(view.state, t.plans, &t.refreshes);
    t.CollectExpertCandidates();

    TurnPlan played;
    for (int k = 0; k < span.num_moves; ++k) played.push_back(moves_[static_cast<std::size_t>(span.first_move + k)]);
    const State played_end = After(view.state, played);
    t.pinned = -1;
    for (int c = 0; c < static_cast<int>(t.candidates.size()) && t.pinned < 0; ++c) {
        if (After(view.state, t.candidates[static_cast<std::size_t>(c)].plan) == played_end) t.pinned = c;
    }
    if (t.pinned < 0) {
        t.pinned = static_cast<int>(t.candidates.size());
        t.candidates.push_back({played});
    }
    t.rank_by_win_chance = true;
    t.StartPlayouts(std::max<std::int64_t>(1, config_.budget));
    in_decision_ = true;
    return leaves + 1;
}

void GameAnalysis::FinishDecision() {
    const detail::ThinkerImpl& t = *impl_;
    const DecisionSpan& span = spans_[results_.size()];
    DecisionResult r;
    r.span = span;
    for (int k = 0; k < span.num_moves; ++k) r.played.push_back(moves_[static_cast<std::size_t>(span.first_move + k)]);
    const detail::Candidate& best = t.candidates[static_cast<std::size_t>(t.alive[0])];
    const detail::Candidate& played = t.candidates[static_cast<std::size_t>(t.pinned)];
    r.candidates = static_cast<int>(t.candidates.size());
    r.playouts = played.n;
    r.chance_played = played.WinChance();
    // Equal chances keep the played plan: the analysis does not blame a move as good as the Expert's.
    if (best.WinChance() > played.WinChance()) {
        r.preferred = best.plan;
        r.chance_best = best.WinChance();
    } else {
        r.preferred = r.played;
        r.chance_best = r.chance_played;
    }
    results_.push_back(r);
    in_decision_ = false;
}

bool GameAnalysis::Step(std::int64_t units) {
    std::int64_t spent = 0;
    while (!Done() && (spent == 0 || spent < units)) {
        std::int64_t w;
        if (!in_decision_) {
            w = BeginDecision();
        } else {
            w = impl_->Work();
            if (impl_->phase == detail::ThinkerImpl::Phase::kDone) FinishDecision();
        }
        spent += w;
        largest_piece_ = std::max(largest_piece_, w);
    }
    return Done();
}

bool GameAnalysis::Done() const { return started_ && results_.size() == spans_.size(); }

double GameAnalysis::Progress() const {
    if (!started_) return 0;
    if (spans_.empty()) return 1;
    if (Done()) return 1;
    // A decision's last round may run past its budget to finish a cycle: 1 is kept for the very end.
    const double current = in_decision_ ? std::min(impl_->progress, 0.999) : 0.0;
    return (static_cast<double>(results_.size()) + current) / static_cast<double>(spans_.size());
}

std::vector<int> CostliestDecisions(const std::vector<DecisionResult>& results, int count) {
    std::vector<int> order;
    for (int i = 0; i < static_cast<int>(results.size()); ++i) {
        if (results[static_cast<std::size_t>(i)].Cost() > 0) order.push_back(i);
    }
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return results[static_cast<std::size_t>(a)].Cost() > results[static_cast<std::size_t>(b)].Cost();
    });
    if (static_cast<int>(order.size()) > count) order.resize(static_cast<std::size_t>(std::max(0, count)));
    return order;
}

}  // namespace fam
