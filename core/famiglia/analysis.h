// The game analysis by the Expert: for every decision of a player in a finished or partway game, the
// Expert's estimate of that player's chance to win with the plan it prefers and with the plan actually
// played, both judged from the player's View at the time (no peeking: Determinize samples only what the
// player could not see).
//
// A decision is one segment of a turn, as the bots plan it (TurnPlan): a `refresh` draws cards, so each refresh
// is a decision of its own, and the rest of the turn (Accountant, swaps, Brute, then take or pass) is one more.
// Each decision is judged in two steps:
//   1. The Expert's advice (advice.h) for the position, with the game's seed and the same budget as the Hint:
//      so a plan the Hint suggested is the plan the analysis prefers, exactly.
//   2. When the played plan ends elsewhere, both plans are played out to the end of the game on the same
//      fresh sampled draw orders (about half the budget again). Fresh, because the advice's own playouts
//      favour the plan that won its halving; the same orders for both, so the difference is measured in
//      pairs. The cost is the mean paired difference, its margin of error twice its standard error (about 95%).
// A win counts 1, a shared win 0.5, a loss 0, so a chance is a real probability estimate, not the bots' evaluation.
//
// Thinking in slices like BotThinker: Start(), then Step(units) per frame until it returns true; Results()
// grows by one decision at a time; to cancel, stop calling Step. The result is a function of the game, the
// player and the config only (the same natively and in WebAssembly: no libm in the values).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "famiglia/advice.h"
#include "famiglia/bots.h"
#include "famiglia/session.h"
#include "famiglia/state.h"

namespace fam {

inline constexpr int kBothPlayers = -1;
// Work units of the advice per decision: the Hint's, so that both agree (the comparison of step 2 adds
// about half of it when the played plan differs).
inline constexpr std::int64_t kAnalysisBudget = kAdviceBudget;

struct AnalysisConfig {
    int player = 0;  // 0, 1 or kBothPlayers
    std::int64_t budget = kAnalysisBudget;
    std::uint64_t seed = 1;  // the game's seed: each decision's samples come from DecisionSeed(seed, view)
};

// Where one decision lies in the game.
struct DecisionSpan {
    int player = 0;
    int turn = 0;        // the player's own turn, counted from 0
    int first_move = 0;  // index of its first action in the moves
    int num_moves = 0;   // its actions: a lone refresh, or the rest of the turn up to take or pass
    bool operator==(const DecisionSpan&) const = default;
};

// The decisions of `player` (or both) in game order. states[i] is the state before moves[i] (Session). A
// segment the game has not finished yet (the turn in progress) is left out, and so is anything the rules
// refuse (bad input), from that point on.
std::vector<DecisionSpan> SliceDecisions(const std::vector<State>& states, const std::vector<Move>& moves, int player);

struct DecisionResult {
    DecisionSpan span;
    TurnPlan played;
    TurnPlan preferred;        // the Expert's choice; == played when played is as good
    double chance_best = 0;    // win chance (0..1) with the preferred plan: "before" the decision
    double chance_played = 0;  // with the played plan: "after" it
    // Of Cost(): twice the standard error of the paired differences (about 95%); 0 when the played plan is
    // the Expert's (nothing was estimated).
    double margin = 0;
    int playouts = 0;                                            // samples behind both values (the same for both)
    int candidates = 0;                                          // plans compared
    double Cost() const { return chance_best - chance_played; }  // >= 0
    bool Differs() const { return !(played == preferred); }
    bool operator==(const DecisionResult&) const = default;
};

class GameAnalysis {
public:
    GameAnalysis();
    ~GameAnalysis();
    GameAnalysis(GameAnalysis&&) noexcept;
    GameAnalysis& operator=(GameAnalysis&&) noexcept;

    // states[i] before moves[i]; states may hold one more (the current state) or not.
    void Start(std::vector<State> states, std::vector<Move> moves, const AnalysisConfig& config);
    void Start(const Session& session, const AnalysisConfig& config);  // the session's moves in effect
    // About `units` work units (at least one piece: a search or one playout); returns Done().
    bool Step(std::int64_t units);
    bool Done() const;
    bool Started() const { return started_; }
    double Progress() const;  // 0..1, never decreasing
    const std::vector<DecisionSpan>& Decisions() const { return spans_; }
    const std::vector<DecisionResult>& Results() const { return results_; }  // the finished decisions, in order
    const AnalysisConfig& config() const { return config_; }
    std::int64_t largest_piece() const { return largest_piece_; }

private:
    std::int64_t BeginDecision();
    std::int64_t CompareWork();  // one sample of step 2
    std::int64_t CompareBudget() const;
    void FinishDecision();

    AnalysisConfig config_;
    std::vector<State> states_;
    std::vector<Move> moves_;
    std::vector<DecisionSpan> spans_;
    std::vector<DecisionResult> results_;
    ExpertAdvice advice_;
    bool started_ = false;
    bool in_decision_ = false;
    // Step 2 of the decision under way: the played plan (when it ends elsewhere than the advice's), the
    // paired samples so far and their sums.
    TurnPlan played_;
    bool comparing_ = false;
    int pairs_ = 0;
    double sum_best_ = 0, sum_played_ = 0, sum_diff_sq_ = 0;
    std::int64_t compare_spent_ = 0;
    std::int64_t largest_piece_ = 0;
};

// The `count` decisions that cost the most, costliest first; indices into `results`. Only a cost beyond its
// margin of error counts (a smaller one may be sampling noise). Equal costs keep game order.
std::vector<int> CostliestDecisions(const std::vector<DecisionResult>& results, int count = 3);

}  // namespace fam
