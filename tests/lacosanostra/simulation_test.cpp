// The random-simulation property test: >= 10,000 seeded random games for each player count 3, 4 and 5, split
// into CTest cases of 2,500 games so that `ctest -j2` runs them side by side. After every action the properties
// of support/properties.h are checked (the costly ones on a sample). A failure names the player count, the game
// seed and the action index, so `lacosanostra_tests -tc='*'` replays it exactly.
#include <doctest/doctest.h>

#include "support/properties.h"

using namespace lcn;
using namespace lcn::test;

namespace {

constexpr int kGamesPerCase = 2500;

// Every tenth game in a row of ten plays one option (the others the base game), so the options' flows are
// covered too: short game, business bonus, Raub against Raub, double planning (5 players), beginners,
// no Politiker draw in round I, first-game families, wild (its final window), physical dice.
Options OptionsFor(int game, int players) {
    Options o;
    switch (game % 10) {
        case 1: o.short_game = true; break;
        case 2: o.business_bonus = true; break;
        case 3: o.robbery_chain = true; break;
        case 4: o.double_planning = players == 5; break;
        case 5: o.beginners = true; break;
        case 6: o.politician_round1 = false; break;
        case 7: o.first_game_families = true; break;
        case 8: o.wild = true; break;
        case 9: o.physical_dice = true; break;
        default: break;
    }
    return o;
}

void RunGames(int players, int part) {
    SimulationTotals totals;
    const SimulationSample sample;
    const int first = part * kGamesPerCase;
    for (int game = first; game < first + kGamesPerCase; ++game) {
        Setup setup;
        setup.players = players;
        setup.seed = static_cast<std::uint64_t>(players) * 1000003u + static_cast<std::uint64_t>(game);
        setup.options = OptionsFor(game, players);
        if (!PlayCheckedGame(setup, setup.seed ^ 0x5eedULL, sample, totals)) {
            FAIL("game " << game << " (seed " << setup.seed << ") broke a property; see the failures above");
        }
    }
    CHECK(totals.games == kGamesPerCase);
    CHECK(totals.deep_checks > 0);
    CHECK(totals.views_compared > 0);
    CHECK(totals.payouts_checked > 0);
    MESSAGE(players << " players, games " << first << "-" << first + kGamesPerCase - 1 << ": " << totals.actions
                    << " actions, " << totals.deep_checks << " deep checks, " << totals.probes_refused
                    << " probes refused, " << totals.trades_accepted << " random trades accepted, "
                    << totals.views_compared << " views compared, " << totals.payouts_checked
                    << " final payouts recomputed");
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
