// Internals of the bots (bots.h): the Normal bot's search over the action sequences of one turn.
// From a state where the bot is to move, TurnSearch enumerates the deterministic rest of the turn
// (Accountant, swaps, Brute, take or pass; docs/famiglia-rules.md §5.3) with the pruning of §6.3 (swaps only between
// the most and least useful cards, in one canonical order; a Brute only on a card it then takes) and
// scores each end with EvaluateTurnEnd. A `refresh` draws unknown cards, so it is not expanded: the caller
// judges it on sampled draws.
#pragma once

#include <array>
#include <vector>

#include "famiglia/bot_heuristics.h"
#include "famiglia/bots.h"
#include "famiglia/state.h"

namespace fam::detail {

struct ScoredPlan {
    TurnPlan plan;
    double score = 0;
};

class TurnSearch {
public:
    static constexpr int kMaxLeaves = 4000;  // bounds one search (a few milliseconds in the browser)

    EvalWeights weights;  // of the evaluation at the ends

    // Appends every plan with its score to `plans` (in a fixed order) and the legal refresh actions to
    // `refreshes` (if given). Returns the number of ends evaluated (the work done).
    int Run(const State& s, std::vector<ScoredPlan>& plans, std::vector<Move>* refreshes);

    // The best plan of Run (the first of equal scores); false when there is none (only refreshes).
    bool Best(const State& s, ScoredPlan& best, int* work = nullptr);

private:
    void Search(const State& s, int depth);
    void Leaf(const State& s, const Move& m);
    bool SwapAllowed(const Move& m) const;
    void PrepareSwaps(const State& s);

    std::array<MoveList, TurnPlan::kCapacity + 1> lists_;
    TurnPlan plan_;
    int me_ = 0;
    int leaves_ = 0;
    bool unfiltered_ = false;
    std::vector<ScoredPlan>* plans_ = nullptr;
    std::vector<Move>* refreshes_ = nullptr;
    std::vector<ScoredPlan> scratch_;
    // Swap candidates, most useful first: area cards to bring back, hand cards to put down.
    std::array<CardType, 3> up_{}, down_{};
    int num_up_ = 0, num_down_ = 0;
    std::array<double, kNumTypes> keep_{};
};

}  // namespace fam::detail
