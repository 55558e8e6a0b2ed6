// The random-simulation property test: >= 10,000 seeded random games for each player count 3, 4 and 5 through
// the shared test of tests/common/support/random_sim.h (adapter: lacosanostra/rules_api.h), split into CTest cases of
// 2,500 games so that `ctest -j2` runs them side by side. The shared checks (invariants after every action, legal lists
// sorted, unique, round-tripping and all applying, probes refused exactly when unlisted, trades refused or keeping the
// invariants, position round trips, views unchanged by what a seat cannot see) run on the sample of
// support/properties.h, with La Cosa Nostra's own checks (LcnChecks: probes refused with the state unchanged,
// bad dice, the final payout and outcome recomputed from the rules). A failure names the game seed and the
// actions so far, so `lacosanostra_core_tests -tc='*'` replays it exactly.
#include <doctest/doctest.h>

#include "lacosanostra/rules_api.h"
#include "support/properties.h"
#include "support/random_sim.h"

using namespace lcn;
using namespace lcn::test;

namespace {

constexpr int kGamesPerCase = 2500;
constexpr int kMaxActionsPerGame = 20000;  // far above any real game: a longer one is a loop in the engine

// Every tenth game in a row of ten plays one option row of OptionsOfRow (the others the base game), so the
// options' flows are covered too.
void RunGames(int players, int part) {
    SimulationTotals totals;
    const SimulationSample sample;
    const std::uint64_t first_game = static_cast<std::uint64_t>(players) * 1000003u;
    const std::uint64_t first = first_game + static_cast<std::uint64_t>(part * kGamesPerCase);
    test_support::RandomSimTest<LcnRules>({
        .first_seed = first,
        .games = kGamesPerCase,
        .probes = 8,
        .max_actions = kMaxActionsPerGame,
        .deep_every = sample.deep,
        .positions_every = sample.positions,
        .variant =
            [&](std::uint64_t seed) {
                return (players - kMinPlayers) * kOptionRows + static_cast<int>((seed - first_game) % kOptionRows);
            },
        .check = LcnChecks(sample, totals),
    });
    CHECK(totals.games == kGamesPerCase);
    CHECK(totals.outcomes_checked == kGamesPerCase);
    CHECK(totals.deep_checks > 0);
    CHECK(totals.payouts_checked > 0);
    MESSAGE(players << " players, seeds " << first << "-" << first + kGamesPerCase - 1 << ": " << totals.actions
                    << " actions, " << totals.deep_checks << " deep checks, " << totals.probes_refused
                    << " probes refused, " << totals.trades_accepted << " probed trades accepted, "
                    << totals.payouts_checked << " final payouts recomputed");
}

}  // namespace

TEST_SUITE("lcn simulation") {
    TEST_CASE("simulation: 3 players, games 0-2499") { RunGames(3, 0); }
    TEST_CASE("simulation: 3 players, games 2500-4999") { RunGames(3, 1); }
    TEST_CASE("simulation: 3 players, games 5000-7499") { RunGames(3, 2); }
    TEST_CASE("simulation: 3 players, games 7500-9999") { RunGames(3, 3); }
    TEST_CASE("simulation: 4 players, games 0-2499") { RunGames(4, 0); }
    TEST_CASE("simulation: 4 players, games 2500-4999") { RunGames(4, 1); }
    TEST_CASE("simulation: 4 players, games 5000-7499") { RunGames(4, 2); }
    TEST_CASE("simulation: 4 players, games 7500-9999") { RunGames(4, 3); }
    TEST_CASE("simulation: 5 players, games 0-2499") { RunGames(5, 0); }
    TEST_CASE("simulation: 5 players, games 2500-4999") { RunGames(5, 1); }
    TEST_CASE("simulation: 5 players, games 5000-7499") { RunGames(5, 2); }
    TEST_CASE("simulation: 5 players, games 7500-9999") { RunGames(5, 3); }

}  // TEST_SUITE
