// The Expert computer player of La Cosa Nostra: determinized Monte Carlo over the seat's
// candidate moves, the design of Famiglia's Expert (core/famiglia/bot_expert.cpp) carried over to 3-5 seats
// and to LCN's hidden information.
//
//   Candidates  Normal's scores (bots.h) rank the seat's own legal moves; the best few distinct ones go into
//               the search (Normal's own choice first). Normal is good at telling sense from nonsense and bad
//               at weighing two sensible moves against each other over the rest of the game: the search does
//               the weighing, Normal does the pruning.
//   Worlds      Each sample deals the hidden parts afresh from the View alone (DealWorld: other hands,
//               face-down orders the seat has not looked at, deck orders, the future dice), uniformly among
//               the deals consistent with what the seat knows. The same world and the same dice serve every
//               candidate (common random numbers): the difference between two candidates is then measured
//               on equal luck, which is what makes a few dozen playouts enough in a dice game.
//   Playouts    From the candidate on, every seat (the Expert's too) plays Normal, with the deals the table
//               driver makes (Normal buys the markers its job needs, sellers offer markers, EvaluateTrade
//               answers), to the end of the game. (A horizon option stops them earlier and lets the standing
//               estimate of bot_eval.h stand in for the final money; measured, it misjudges recruiting and
//               purchases, which that estimate does not value, and won 10% of 40 games against three Normal
//               where full games won 27.5% at the same budget.) A playout scores integer utility: a win (shared: its
//               share) plus the money margin over the best other seat, clamped (win share first, money second; integers
//               so native and wasm agree).
//   Pruning     Successive halving: the budget is cut into rounds; after each, the worse half of the
//               alternatives (by their mean edge over Normal's move on the same worlds) drops out. Normal's
//               move is the baseline and never drops out; the last alternative replaces it only when its edge
//               is clearly more than noise (one standard error of the paired differences: kSwitchZ2).
//   Budget      Work units, never the clock: one unit is one move played in a playout (each costs a Normal
//               decision, a few microseconds natively). Step(units) stops between moves, so a browser frame
//               does at most `units` moves of work.
//   Fairness    The thinker sees the View and the public move list only; its randomness comes from the caller's
//               seed, and ExpertSeed() derives one from public data of the position, so a hidden card moved
//               elsewhere cannot change a decision (the scramble test in tests/lacosanostra/core/expert_test.cpp).
//
// Windows: a seat asked in an open-claim window that could answer a claim with a card (Intrigant, Falle, Raub,
// Notarzt) weighs the claim against letting the window pass (Normal plays these by fixed rules; the pass
// candidate plays the rest of the window: the later seats may claim, then the controller moves); a seat without
// such a card lets it pass as Normal does, at once or, under even work where the public table cannot tell that it has
// none, after playing that out for the same budget.
// (A smaller budget for window claims, to make even work cheaper, won 37.3% with a quarter and 35.3% with half of
// it in 300 four-player games against three Normal, where the whole budget won 40.0%: not kept.) Not searched: trivial
// steps (looks, which markers a job uses, dice re-rolls). Deals: see ExpertEvaluateTrade and ExpertProposeDeals below.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>

#include "lacosanostra/bots.h"
#include "lacosanostra/moves.h"
#include "lacosanostra/view.h"

namespace lcn {

namespace expert {
struct Search;
}

// The page's budget (docs/engines.md: median decision well under the page's 300 ms on the 2-core machine, wasm).
// The unit stays "one move played": a unit that weighed a move by its cost (a window asks fewer seats than a
// planning step) would not make a move cheaper, it would only rename the budget; the clock figure that
// matters is CPU per decision, which the timing tool measures. When Normal's decision became 2.5x cheaper
// (same decisions), the budget rose from 6,000 by as much: the same CPU per decision buys 2.5x the
// playouts (docs/engines.md: 56 -> 137 per searched decision, native median 78 ms of thread CPU either way).
// Three seats get more units: a three-player move asks fewer seats in each window, so 15,000 units took a
// median 38 ms of native thread CPU there against 51 ms at four and 63 ms at five players. 25,000 makes the
// three-player decision cost what the five-player one does (median 62.9 ms, max 124 ms; five players at
// 15,000: 63.1 and 132), and on the same 300 deals against two Normal the Expert's share rose from 48.0% to
// 52.3% (docs/engines.md "Where the Expert stands").
inline constexpr int ExpertBudget(int players) { return players <= 3 ? 25000 : 15000; }
inline constexpr int kPageBudget = -1;           // ExpertOptions::budget: ExpertBudget(the game's players)
inline constexpr int kExpertCandidates = 4;      // candidates kept from Normal's ranking
inline constexpr int kExpertHorizonRounds = -1;  // a playout stops when round (now + this) begins; -1: game end
// A person kept waiting through a long run of computer moves (a whole round of the other seats' turns: 20-34 moves at
// five players) waits for every search in it, and those add up to seconds even when each is quick. The first this
// many moves after a person's own get the whole budget (the answer to the person's move and what follows it, the
// decisions a person watches most closely); each later one gets the budget times (this / moves waited) squared, but
// at least kWaitBudgetFloor of it. A smaller budget plays Normal's move more often (the search leaves it only on
// evidence), so a long run degrades towards Normal and never below it. It counts moves, not time: the same game
// gives the same budgets on every machine, so replays and seeds stay exact. 16 since the page's search became 4 times
// faster (it was 8): at five players the Expert in a person's waits won 35.0% of 100 deals against four Normal,
// against 23.0% with 8 and 38.0% with the whole budget. docs/engines.md "Waiting for the computers" has the
// measurements.
inline constexpr int kWaitFullMoves = 16;
inline constexpr int kWaitBudgetFloor = 8;  // at least budget / this

struct ExpertOptions {
    int budget = kPageBudget;  // work units per decision (0: Normal decides alone)
    int candidates = kExpertCandidates;
    int horizon_rounds = kExpertHorizonRounds;
    // Even work: every decision the seat is asked in another seat's window spends the whole budget where the
    // public table cannot rule out that it answers the claim (the attacked seat for a Falle, a seat with an
    // assignment and an influence card for an Intrigant, ...), also without a card that answers it: it then plays
    // out letting the window pass and keeps that. How long a window stays open then tells nothing of the hands,
    // where otherwise it took longer exactly when some seat held an Intrigant, a Falle, a Raub or a Notarzt. It changes
    // no decision (the same seed, the same move), only the work: the table turns it on; the tournaments and timing
    // tools leave it off.
    bool even_work = false;
    // Stop early on the seat's own decisions (its own steps, its turn's gangster): once every alternative still in
    // the search is behind Normal's move by more than a standard error, or all of them played exactly as Normal's move
    // on every world so far, Normal's move stays and the rest of the budget is not spent. Never in a window the
    // seat is asked in (even work). On the page since a 300-game tournament showed the Expert as strong with it
    // (docs/engines.md); the tournament and the timing tool turn it off with --early 0 to compare.
    bool stop_early = true;
    // Moves played since a person at the table last moved (a move of a person's seat, or a trade a person agreed to),
    // or -1 when no person waits (computers alone, the tournaments): the budget then shrinks as kWaitFullMoves says.
    // The table sets it; the tools set it where they play a person's seat.
    int moves_waited = -1;
    int wait_full_moves = kWaitFullMoves;  // 0: the whole budget however long the wait
};

// Whether `move` ends a person's wait (ExpertOptions::moves_waited): a move of a seat for which `is_person(seat)`
// holds, or a trade such a seat agreed to. A roll names no seat: dice are chance's, whoever throws them.
template <class IsPerson>
bool PersonsMove(const Move& move, IsPerson is_person) {
    const auto person = [&](Seat p) { return p < kMaxPlayers && is_person(p); };
    return person(move.seat) || (move.kind == MoveKind::kTrade && person(move.other));
}

// The budget of a decision `moves_waited` moves into a person's wait (kWaitFullMoves).
inline constexpr int WaitedBudget(int budget, int moves_waited, int full_moves = kWaitFullMoves) {
    if (full_moves <= 0 || moves_waited <= full_moves) return budget;
    const std::int64_t full = full_moves;
    const std::int64_t waited = moves_waited;
    const std::int64_t share = budget * full * full / (waited * waited);
    return static_cast<int>(std::max<std::int64_t>(share, budget / kWaitBudgetFloor));
}

// The work units a search with `options` spends at a game of `players` (kPageBudget resolved, a person's wait
// counted).
inline constexpr int BudgetOf(const ExpertOptions& options, int players) {
    const int budget = options.budget == kPageBudget ? ExpertBudget(players) : options.budget;
    return options.moves_waited < 0 ? budget : WaitedBudget(budget, options.moves_waited, options.wait_full_moves);
}

struct ExpertStats {
    int candidates = 0;  // moves searched (0: Normal decided alone)
    int playouts = 0;
    int units = 0;
    bool switched = false;  // the search left Normal's move for another
    bool early = false;     // the search stopped early (ExpertOptions::stop_early)
    bool operator==(const ExpertStats&) const = default;
};

// A seed for the Expert's sampling from public data of the position and the seat (round, step, cash and
// laundered money of every seat, pile sizes): equal for every scramble of what the seat cannot see.
std::uint64_t ExpertSeed(const View& view, std::uint64_t salt);

// A full State consistent with `view`: the hidden parts dealt at random (uniform as far as card counts tell,
// but a face-down order on another seat's gangster is a plausible one: expert_world.cpp). Public for tests.
State DealWorld(const View& view, Rng& rng);

// The playout driver: one decision of the table (every seat played by Normal, the table driver's deals at
// a negotiation pause), applied to `s`. Returns the number of moves applied (0 when the game is over).
int NormalTableStep(State& s, Rng& rng, MoveList& scratch, bool& deals_done);

// The rest of a window after seat `after` let it pass, played as NormalTableStep plays a window: the seats
// after it up to the controller may claim (Normal), then the controller moves. Returns the moves applied.
int NormalWindowRest(State& s, Rng& rng, MoveList& scratch, Seat after);

// The anytime thinker, the same shape as BotThinker.
class ExpertThinker {
public:
    ExpertThinker();
    ~ExpertThinker();
    ExpertThinker(ExpertThinker&&) noexcept;
    ExpertThinker& operator=(ExpertThinker&&) noexcept;
    ExpertThinker(const ExpertThinker&) = delete;
    ExpertThinker& operator=(const ExpertThinker&) = delete;

    void Start(const View& view, const MoveList& legal, std::uint64_t seed, const ExpertOptions& options = {});
    bool Step(int units);  // about `units` work units (at least one); returns Done()
    bool Done() const;
    double Progress() const;  // 0..1 of the budget, for a progress bar
    std::optional<Move> Result() const;
    const ExpertStats& Stats() const;

private:
    expert::Search* impl_;
};

std::optional<Move> ExpertMove(const View& view, const MoveList& legal, std::uint64_t seed,
                               const ExpertOptions& options = {});

// Deals. A marker sale is small next to a whole move: it moves $1-4k and one use of a business. The Expert
// therefore judges trades with Normal's money estimate (EvaluateTrade: the value of what it gets against
// what it gives over the payouts left), which is exact about the money and the job the marker enables, and
// lets the search judge what follows (its playouts contain the same deals). Both functions return only
// trades Apply accepts at the view's position (kInvalid otherwise).
TradeVerdict ExpertEvaluateTrade(const View& view, const Move& trade);
int ExpertProposeDeals(const View& view, std::array<Move, kMaxTradeItems>& out);

}  // namespace lcn
