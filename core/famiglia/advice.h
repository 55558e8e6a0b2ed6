// The Expert's advice for one decision: the plan the Hint suggests, and the yardstick the game analysis
// (analysis.h) holds each decision against. One computation for both, so that for the same position the Hint
// and the analysis name the same best plan: the Expert's candidates (the Normal search's best plans and
// every refresh) are played out to the end of the game on draw-pile orders sampled from the player's View
// (DecisionSeed(game_seed, view)), and sequential halving (bot_expert.cpp) ranks them by win chance.
//
// Thinking in slices like BotThinker: Start(), then Step(units) per frame until it returns true. The result
// is a function of the view, the game seed and the budget only (the same natively and in WebAssembly).
#pragma once

#include <cstdint>
#include <memory>

#include "famiglia/bots.h"
#include "famiglia/view.h"

namespace fam {

namespace detail {
struct ThinkerImpl;
}

// Work units of one piece of advice (a unit is about a microsecond natively, two in the browser): see
// tools/bench.cpp --analysis and the README for the measured time of a whole game's analysis.
inline constexpr std::int64_t kAdviceBudget = 100000;

class ExpertAdvice {
public:
    ExpertAdvice();
    ~ExpertAdvice();
    ExpertAdvice(ExpertAdvice&&) noexcept;
    ExpertAdvice& operator=(ExpertAdvice&&) noexcept;

    // `view` must have a move to make (its state not over, view.seat == view.state.to_move).
    void Start(const View& view, std::uint64_t game_seed, std::int64_t budget = kAdviceBudget);
    // About `units` work units (at least one piece: the search or one playout); returns Done().
    bool Step(std::int64_t units);
    std::int64_t Work();  // one piece of work (the search, or one playout); returns its units
    bool Started() const { return started_; }
    bool Done() const;
    // The plan is known: Done(), or there is only one candidate (nothing to compare; its win chance is not).
    bool Decided() const;
    double Progress() const;       // 0..1, never decreasing
    const TurnPlan& Plan() const;  // once Decided()
    double WinChance() const;      // of Plan(), once Done()
    int Playouts() const;          // behind WinChance()
    int Candidates() const;        // plans compared (once the search ran)
    // Once Done(): one more game played out from the view with `plan` (legal there) on sample number `sample`
    // of the same sampled draw orders; the analysis compares the played plan with Plan() this way. Returns
    // the win chance (1 a win, 0.5 a shared win, 0 a loss) and adds the work to `units`.
    double PlayOut(const TurnPlan& plan, std::uint64_t sample, std::int64_t& units);

private:
    std::unique_ptr<detail::ThinkerImpl> impl_;
    View view_;
    std::uint64_t game_seed_ = 0;
    std::int64_t budget_ = 0;
    bool started_ = false;
    bool searched_ = false;
};

// The Hint at once (tools, tests): the advice thought to the end, with its sentences (ExplainPlan).
Hint SuggestMove(const View& view, std::uint64_t game_seed, std::int64_t budget = kAdviceBudget);

}  // namespace fam
