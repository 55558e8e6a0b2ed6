// Computer opponents: four levels that read only a player's View (docs/architecture.md §8), so they cannot
// cheat by construction, plus the sentences of the UI's hint (its move is the Expert's advice, advice.h).
// Strategy knowledge: docs/famiglia-rules.md §6.
//   Beginner  random play that always grabs a free card (a `take` of value 0) and otherwise takes a card
//             about half of the time.
//   Easy      greedy: the best card it can take this turn (with a Brute or an Accountant when that pays),
//             keeps its Mercenaries as jokers, passes to end a game it leads (§6.1).
//   Normal    plans its whole turn: enumerates the turn's action sequences and scores where each ends
//             (victory points, the opponent's best reply, the cards its hand can still reach, the two-pass
//             ending); a refresh is judged on a few sampled draws.
//   Expert    determinized Monte Carlo: the Normal bot's best turn plans (and every refresh) are played out
//             to the end of the game on sampled draw-pile orders with the Easy policy, and the plan that
//             wins most often is chosen (sequential halving over the candidates).
// Every bot is a deterministic function of (view, config, seed). A bot answers ONE atomic action; it plans
// the rest of its turn up to the next card drawn (`TurnPlan`), which a caller may follow (BotPlayer) or
// ignore (call again: the answer is re-derived from the new view).
//
// Browser: thinking never blocks. BotThinker does the work in slices: Start(), then Step(units) once per
// frame until it returns true, then Result()/Plan(). A work unit is about one microsecond of native work
// (measured: see `famiglia_tournament`); ChooseMove() is the same thinker run to the end.
// Siblings: bot_heuristics.h (evaluation and the greedy policy), bot_turns.h (turn plans), bots.cpp,
// bot_expert.cpp, bot_hint.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/rng.h"
#include "famiglia/seats.h"
#include "famiglia/state.h"
#include "famiglia/view.h"

namespace fam {

namespace detail {
struct EvalWeights;
struct ThinkerImpl;
}  // namespace detail

enum class BotLevel : std::uint8_t { kBeginner = 0, kEasy = 1, kNormal = 2, kExpert = 3 };
inline constexpr int kNumBotLevels = 4;

const char* BotLevelName(BotLevel level);                      // "beginner", "easy", "normal", "expert"
std::optional<BotLevel> ParseBotLevel(std::string_view name);  // the names above
std::optional<BotLevel> BotLevelFor(SeatKind seat);            // nullopt for a person

struct BotConfig {
    BotLevel level = BotLevel::kNormal;
    // Expert: work units per decision (0 = the level's default, kExpertBudget). A unit is about a
    // microsecond of native work (two in the browser); later decisions of the same turn (after a refresh)
    // get half, a quarter, an eighth of it, so a whole turn costs at most about 2.5 budgets.
    std::int64_t budget = 0;
    // Expert: own turns a simulated game runs (the decision's turn included) before the evaluation judges
    // it (0 = default, kExpertHorizon; negative: to the end of the game).
    int horizon = 0;
    // Normal and Expert: sampled draws per candidate refresh (0 = default, kRefreshSamples).
    int refresh_samples = 0;
    // Normal and Expert: the evaluation's weights (nullptr = the tuned defaults); for experiments with
    // famiglia_tournament --a-weights.
    const detail::EvalWeights* weights = nullptr;
};
inline constexpr std::int64_t kExpertBudget = 150000;
inline constexpr int kExpertHorizon = 3;
inline constexpr int kRefreshSamples = 6;

BotConfig DefaultBotConfig(BotLevel level);

// The actions a bot intends to play next: at most up to the end of its turn, or up to and including the
// next `refresh` (it draws cards, so the bot thinks again afterwards). moves[0] is the bot's choice. Normal
// and Expert plan that far; Beginner and Easy plan one action at a time. When the plan runs out before the
// turn ends, ask the bot again.
struct TurnPlan {
    static constexpr int kCapacity = 8;  // accountant + 4 swaps + brute + take is the longest
    std::array<Move, kCapacity> moves{};
    int size = 0;
    void push_back(const Move& m) { moves[static_cast<std::size_t>(size++)] = m; }
    const Move& operator[](int i) const { return moves[static_cast<std::size_t>(i)]; }
    bool operator==(const TurnPlan&) const = default;
};

// Statistics of one decision, for tools and tests.
struct ThinkStats {
    std::int64_t units = 0;          // work units spent
    std::int64_t largest_piece = 0;  // the most units one indivisible piece of work took (a Step's overshoot)
    std::int64_t playouts = 0;       // Expert: games simulated
    std::int64_t playout_actions = 0;
    int candidates = 0;  // plans considered at the root
};

// One decision, spread over as many Step() calls as the caller likes. Reusable: Start() again for the next
// decision (memory is kept, so a bot in the browser allocates only during its first decisions).
class BotThinker {
public:
    BotThinker();
    ~BotThinker();
    BotThinker(BotThinker&&) noexcept;
    BotThinker& operator=(BotThinker&&) noexcept;
    BotThinker(const BotThinker&) = delete;
    BotThinker& operator=(const BotThinker&) = delete;

    // `view` must have a move to make (its state not over, view.seat == view.state.to_move).
    void Start(const View& view, const BotConfig& config, std::uint64_t seed);
    // Does about `units` work units (at least one piece of work) and returns Done().
    bool Step(std::int64_t units);
    bool Done() const;
    double Progress() const;       // 0..1, for a "thinking" bar
    Move Result() const;           // once Done()
    const TurnPlan& Plan() const;  // once Done(); Plan()[0] == Result()
    const ThinkStats& Stats() const;

private:
    detail::ThinkerImpl* impl_;
};

// Blocking forms, built on BotThinker (the seed is rng.Next()).
Move ChooseMove(const View& view, const BotConfig& config, Rng& rng);
TurnPlan ChooseTurn(const View& view, const BotConfig& config, Rng& rng);

// The seed of a decision: a function of the seat's bot seed and the view only, so a bot's game is
// reproducible from its seed and every decision uses a different stream.
std::uint64_t DecisionSeed(std::uint64_t bot_seed, const View& view);

// Drives one computer seat across frames and follows its turn plan without thinking again while the game
// goes the way the plan expects. Typical per-frame use in the UI:
//     if (session.ComputerToMove()) {
//         Move m;
//         if (player.Poll(ViewFor(session.current(), seat), units_this_frame, m)) session.Apply(m);
//     }
// Poll() starts thinking when the view is new, steps about `units` work units, and returns true with the
// move once it is decided. Call Reset() when the game changes in any other way (new game, undo, load).
class BotPlayer {
public:
    BotPlayer() = default;
    BotPlayer(const BotConfig& config, std::uint64_t seed) : config_(config), seed_(seed) {}
    bool Poll(const View& view, std::int64_t units, Move& move);
    void Reset();
    bool Thinking() const { return thinking_; }
    bool LastFromPlan() const { return last_from_plan_; }  // the last move came from a plan, unthought
    double Progress() const { return thinking_ ? thinker_.Progress() : 0.0; }
    const BotThinker& thinker() const { return thinker_; }
    const BotConfig& config() const { return config_; }

private:
    BotConfig config_;
    std::uint64_t seed_ = 0;
    BotThinker thinker_;
    bool thinking_ = false;
    View thinking_view_;
    TurnPlan plan_;
    int plan_next_ = 0;  // index of the next plan move to play
    State expected_{};   // the public state the next plan move expects
    bool has_plan_ = false;
    bool last_from_plan_ = false;
};

// The "hint" button: a plan (the Expert's advice, advice.h) with one plain sentence on why, in English and German.
struct Hint {
    Move move;
    TurnPlan plan;
    std::string text_en;
    std::string text_de;
    const std::string& Text(std::string_view lang) const { return lang == "de" ? text_de : text_en; }
};
// The sentences for a given plan (the first move is explained in the light of the rest of the plan).
Hint ExplainPlan(const View& view, const TurnPlan& plan);

}  // namespace fam
