// Random hot-seat games driven only through the flow's choices (the taps a person can make) reach the end, for
// 3, 4 and 5 players, 200 games each, with the protocol's properties (driver.h CheckScreen) after every tap.
#include <doctest/doctest.h>

#include "driver.h"

namespace shell::games::lacosanostra::test {
namespace {

constexpr int kGames = 200;

// One game in five plays an option whose flow differs (wild, spy_any_time, physical dice, double planning).
lcn::Options OptionsFor(int game, int players) {
    lcn::Options o;
    switch (game % 10) {
        case 3: o.wild = true; break;
        case 5: o.spy_any_time = true; break;
        case 7: o.physical_dice = true; break;
        case 9: o.double_planning = players == 5; break;
        default: break;
    }
    return o;
}

void PlayGames(int players) {
    Driver totals{lcn::State{}};
    for (int game = 0; game < kGames; ++game) {
        lcn::Setup setup;
        setup.players = players;
        setup.seed = 7001u * static_cast<std::uint64_t>(players) + static_cast<std::uint64_t>(game);
        setup.options = OptionsFor(game, players);
        const std::string problem = PlayRandomGame(setup, setup.seed ^ 0xF10ull, &totals);
        INFO("players " << players << ", game " << game << ", seed " << setup.seed);
        REQUIRE(problem == "");
    }
    MESSAGE(players << " players: " << kGames << " games, " << totals.moves << " moves in " << totals.taps << " taps; "
                    << totals.claims << " claims, " << totals.peeks << " peeks (" << totals.side_or_hand_plays_on_peeks
                    << " moves made on them), " << totals.hides << " hides, " << totals.dice_typed
                    << " physical dice typed, " << totals.dice_erased << " taken back");
    // The detours were taken: the test walks the claim, peek and hide paths, not only the straight line.
    CHECK(totals.claims > 0);
    CHECK(totals.side_or_hand_plays_on_peeks > 0);
    CHECK(totals.hides > 0);
    CHECK(totals.dice_typed > 0);
    CHECK(totals.dice_erased > 0);
}

TEST_CASE("random games through the choices reach the end: 3 players") { PlayGames(3); }
TEST_CASE("random games through the choices reach the end: 4 players") { PlayGames(4); }
TEST_CASE("random games through the choices reach the end: 5 players") { PlayGames(5); }

}  // namespace
}  // namespace shell::games::lacosanostra::test
