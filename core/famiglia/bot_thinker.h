// Internals of the bots (bots.h): the state of one decision in progress, shared by bots.cpp (Beginner,
// Easy, Normal, the slicing) and bot_expert.cpp (the Expert's playouts).
#pragma once

#include <cstdint>
#include <vector>

#include "famiglia/bot_turns.h"
#include "famiglia/bots.h"

namespace fam::detail {

struct Candidate {
    TurnPlan plan;
    double sum = 0;   // playout values
    double wins = 0;  // playout win chances: 1 a win, 0.5 a shared win, 0 a loss (the squashed value if cut off)
    int n = 0;        // playouts
    double Mean() const { return n ? sum / n : 0.0; }
    double WinChance() const { return n ? wins / n : 0.0; }
};

struct ThinkerImpl {
    enum class Phase { kIdle, kSearch, kRefreshSamples, kPlayouts, kDone };

    // Inputs.
    View view;
    BotConfig config;
    std::uint64_t seed = 0;

    Phase phase = Phase::kIdle;
    TurnPlan result;
    ThinkStats stats;
    double progress = 0;

    // Normal: the root search and the sampled refreshes.
    TurnSearch search;
    std::vector<ScoredPlan> plans;
    std::vector<Move> refreshes;
    std::vector<double> refresh_sum;
    int task = 0;  // next refresh sample (refresh index * samples + sample)

    // Expert: sequential halving over candidates.
    std::vector<Candidate> candidates;
    std::vector<int> alive;  // indices into candidates, best first after each round
    int rounds = 0, round = 0;
    int round_pos = 0;           // playouts done in this round
    int sample_base = 0;         // first sample index of this round (common to all candidates)
    std::int64_t budget = 0;     // work units of the whole decision
    std::int64_t spent = 0;      // work units spent on playouts so far
    std::int64_t round_end = 0;  // `spent` at which this round ends (after a complete cycle)
    // The Expert's advice (advice.h) ranks by win chance instead of the bot's value; the bots do not.
    bool rank_by_win_chance = false;
    MoveList legal;

    void Start(const View& v, const BotConfig& c, std::uint64_t s);
    std::int64_t Work();  // one piece of work; returns its units
    void Finish(const TurnPlan& plan);
    void FinishNormal();
    int RefreshSamples() const;

    // bot_expert.cpp
    void StartExpert();
    void CollectExpertCandidates();                 // the Normal search's best plans and every refresh
    void StartPlayouts(std::int64_t budget_units);  // sequential halving over `candidates`
    std::int64_t ExpertWork();
    // The advice (advice.h): the Expert's candidates played out to the end of the game on samples of
    // DecisionSeed(game_seed, v), ranked by win chance. Returns the work of the search.
    std::int64_t StartAdvice(const View& v, std::uint64_t game_seed, std::int64_t budget_units);
    struct PlayoutResult {
        double value = 0;       // the bot's value
        double win_chance = 0;  // 1 a win, 0.5 a shared win, 0 a loss (the squashed value if cut off)
        int actions = 0;
        std::int64_t units = 0;  // the work
    };
    // One simulated game: `plan` from the view, on sample number `sample` of the draw-pile orders.
    PlayoutResult PlayOut(const TurnPlan& plan, std::uint64_t sample);
    int PlayoutSegment(State& s, std::int64_t& units);
};

// The noise of the Expert's playout policy (per mille of decisions that take a random card instead).
inline constexpr int kPlayoutNoise = 50;

}  // namespace fam::detail
