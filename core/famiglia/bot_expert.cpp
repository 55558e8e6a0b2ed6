// The Expert bot (bots.h): determinized Monte Carlo over turn plans (docs/famiglia-rules.md §6.1, §6.3).
// Candidates are the Normal search's best plans plus every refresh. Each is judged by complete games played
// out with the greedy policy on sampled draw-pile orders (Determinize: only what the seat knows), using
// common samples for all candidates, and sequential halving spends the budget on the promising ones.
#include <algorithm>

#include "famiglia/bot_heuristics.h"
#include "famiglia/bot_thinker.h"
#include "famiglia/rules.h"

namespace fam::detail {

namespace {

constexpr int kTopPlans = 8;              // plans from the Normal search taken into the playouts
constexpr int kMaxPlayoutActions = 4000;  // far above any real game (a guard, never reached)
constexpr std::uint64_t kSampleSalt = 0x5EED0001ULL;

constexpr double kEvalScale = 10.0;   // evaluation points that make a 75% win chance
constexpr double kSharedValue = 0.3;  // a shared win: better than a loss, but the bots play on

int CeilLog2(int n) {
    int r = 0;
    while ((1 << r) < n) ++r;
    return r;
}

}  // namespace

// One step of a simulated game: a refresh (when the greedy rule wants one), else the whole rest of the turn
// as the Normal search plans it. Returns the actions played; adds the work to `units`.
int ThinkerImpl::PlayoutSegment(State& s, std::int64_t& units) {
    LegalMoves(s, legal);
    bool can_refresh = false;
    for (const Move& m : legal) can_refresh |= m.kind == MoveKind::kRefresh;
    if (can_refresh) {
        Rng unused(0);
        const Move m = GreedyMove(s, legal, unused, 0);
        if (m.kind == MoveKind::kRefresh) {
            ApplyLegal(s, m);
            ++units;
            return 1;
        }
    }
    ScoredPlan plan;
    int leaves = 0;
    if (!search.Best(s, plan, &leaves)) {  // cannot happen (a pass is always an end); play safe
        plan.plan = {};
        plan.plan.push_back(Move::Pass());
    }
    units += leaves;
    for (int i = 0; i < plan.plan.size; ++i) ApplyLegal(s, plan.plan[i]);
    return plan.plan.size;
}

void ThinkerImpl::CollectExpertCandidates() {
    std::stable_sort(plans.begin(), plans.end(),
                     [](const ScoredPlan& a, const ScoredPlan& b) { return a.score > b.score; });
    const int top = std::min<int>(kTopPlans, static_cast<int>(plans.size()));
    for (int i = 0; i < top; ++i) candidates.push_back({plans[static_cast<std::size_t>(i)].plan});
    for (const Move& r : refreshes) {
        Candidate c;
        c.plan.push_back(r);
        candidates.push_back(c);
    }
    stats.candidates = static_cast<int>(candidates.size());
}

void ThinkerImpl::StartExpert() {
    CollectExpertCandidates();
    if (candidates.size() == 1) {
        Finish(candidates[0].plan);
        return;
    }
    std::int64_t units = config.budget > 0 ? config.budget : kExpertBudget;
    units >>= std::min<int>(view.state.actions_this_turn, 3);  // a decision after a refresh of this turn
    StartPlayouts(units);
}

std::int64_t ThinkerImpl::StartAdvice(const View& v, std::uint64_t game_seed, std::int64_t budget_units) {
    BotConfig bot = DefaultBotConfig(BotLevel::kExpert);
    bot.horizon = -1;  // to the end of the game: a win chance, not an evaluation
    Start(v, bot, DecisionSeed(game_seed, v));
    const int leaves = search.Run(view.state, plans, &refreshes);
    CollectExpertCandidates();
    rank_by_win_chance = true;
    StartPlayouts(std::max<std::int64_t>(1, budget_units));
    return leaves + 1;
}

void ThinkerImpl::StartPlayouts(std::int64_t budget_units) {
    budget = budget_units;
    spent = 0;
    alive.clear();
    for (int i = 0; i < static_cast<int>(candidates.size()); ++i) alive.push_back(i);
    rounds = std::max(1, CeilLog2(static_cast<int>(candidates.size())));
    round = 0;
    round_pos = 0;
    sample_base = 0;
    round_end = budget / rounds;
    phase = Phase::kPlayouts;
}

ThinkerImpl::PlayoutResult ThinkerImpl::PlayOut(const TurnPlan& plan, std::uint64_t sample) {
    const int me = view.seat;
    PlayoutResult r;
    Rng sample_rng = Rng::Stream(seed ^ kSampleSalt, sample);
    State s = Determinize(view, sample_rng);
    for (int i = 0; i < plan.size; ++i) ApplyLegal(s, plan[i]);
    // The simulated game: both players play the Normal turn policy (a refresh when the greedy rule says
    // so, drawn from this sample's pile), for `horizon` turns of mine, then the evaluation judges.
    const int horizon = config.horizon != 0 ? config.horizon : kExpertHorizon;
    int my_turns = s.to_move == me ? 0 : 1;
    while (!s.over && r.actions < kMaxPlayoutActions) {
        if (s.to_move != me && horizon > 0 && my_turns >= horizon) break;
        const int mover = s.to_move;
        r.actions += PlayoutSegment(s, r.units);
        if (!s.over && mover == me && s.to_move != me) ++my_turns;
    }
    if (s.over) {
        const Outcome o = OutcomeOf(s);
        const double margin =
            std::clamp(o.scores[static_cast<std::size_t>(me)] - o.scores[static_cast<std::size_t>(1 - me)], -50, 50);
        r.value = (o.winner == me ? 1.0 : o.winner < 0 ? kSharedValue : 0.0) + 0.002 * margin;
        r.win_chance = o.winner == me ? 1.0 : o.winner < 0 ? 0.5 : 0.0;
    } else {
        // A rational squashing (no libm: the same answer natively and in WebAssembly).
        const double x = EvaluateTurnEnd(s, me, false, search.weights) / kEvalScale;
        r.value = 0.5 + 0.5 * x / (1.0 + (x < 0 ? -x : x));
        r.win_chance = r.value;
    }
    r.units += 1 + r.actions;
    ++stats.playouts;
    stats.playout_actions += r.actions;
    return r;
}

std::int64_t ThinkerImpl::ExpertWork() {
    // Playout number round_pos of this round: candidate alive[round_pos % n] on sample round_pos / n, so
    // every candidate has had the same samples at the end of each cycle; a round ends after the cycle
    // that reaches its share of the budget. A candidate alive to the end has had samples 0, 1, 2, ...
    const int n = static_cast<int>(alive.size());
    Candidate& cand = candidates[static_cast<std::size_t>(alive[static_cast<std::size_t>(round_pos % n)])];
    const std::uint64_t sample = static_cast<std::uint64_t>(sample_base + round_pos / n);
    const PlayoutResult r = PlayOut(cand.plan, sample);
    const double value = r.value, win_chance = r.win_chance;
    const std::int64_t units = r.units;
    cand.sum += value;
    cand.wins += win_chance;
    ++cand.n;
    spent += units;
    progress = std::min(1.0, static_cast<double>(spent) / static_cast<double>(budget));

    if (++round_pos % n != 0 || spent < round_end) return units;
    // End of a round: keep the better half (ties: the Normal search's order).
    auto key = [&](int c) {
        const Candidate& k = candidates[static_cast<std::size_t>(c)];
        return rank_by_win_chance ? k.WinChance() : k.Mean();
    };
    std::stable_sort(alive.begin(), alive.end(), [&](int a, int b) { return key(a) > key(b); });
    sample_base += round_pos / n;
    ++round;
    const int keep = (n + 1) / 2;
    if (n == 1 || keep == 1 || round >= rounds) {
        Finish(candidates[static_cast<std::size_t>(alive[0])].plan);
        return units;
    }
    alive.resize(static_cast<std::size_t>(keep));
    round_pos = 0;
    round_end = spent + std::max<std::int64_t>(0, budget - spent) / std::max(1, rounds - round);
    return units;
}

}  // namespace fam::detail
