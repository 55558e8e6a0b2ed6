// La Cosa Nostra's page options and settings (shell/games/lacosanostra/host_formats.h).
#include <doctest/doctest.h>

#include "games/lacosanostra/host_formats.h"

namespace lh = fam::games::lacosanostra;

TEST_CASE("lcn options: players 3-5 and a seed are understood, anything else is refused with a reason") {
    const lh::OptionReader r;
    CHECK(r.CheckOption("players", "3").empty());
    CHECK(r.CheckOption("players", "5").empty());
    CHECK(r.CheckOption("players", "2") == "\"players\" must be 3, 4 or 5");
    CHECK(r.CheckOption("players", "6") == "\"players\" must be 3, 4 or 5");
    CHECK(r.CheckOption("players", "04") == "\"players\" must be 3, 4 or 5");
    CHECK(r.CheckOption("seed", "18446744073709551615").empty());
    CHECK_FALSE(r.CheckOption("seed", "-1").empty());
    CHECK(r.CheckOption("level", "easy") == "unknown option \"level\"");
    const lh::NewGameOptions o = lh::ReadOptions({{"players", "5"}, {"seed", "42"}});
    CHECK(o.players == 5);
    CHECK(o.seed == 42u);
}

TEST_CASE("lcn settings: round trip, defaults for missing keys, refusals") {
    lh::Preferences p;
    p.lang = fam::ui::Lang::kGerman;
    p.players = 5;
    p.options.short_game = true;
    p.options.politician_round1 = false;
    auto back = lh::DecodePreferences(lh::EncodePreferences(p));
    REQUIRE(back);
    CHECK(*back == p);
    auto partial = lh::DecodePreferences("lacosanostra-settings/1\nwild on\n");
    REQUIRE(partial);
    CHECK(partial->options.wild);
    CHECK(partial->players == 4);
    CHECK(partial->options.politician_round1);  // the default
    CHECK_FALSE(lh::DecodePreferences("famiglia-settings/1\n"));
    CHECK_FALSE(lh::DecodePreferences("lacosanostra-settings/1\nwild yes\n"));
    CHECK_FALSE(lh::DecodePreferences("lacosanostra-settings/1\nplayers 2\n"));
    CHECK_FALSE(lh::DecodePreferences("lacosanostra-settings/1\nwild on\nwild off\n"));
    CHECK_FALSE(lh::DecodePreferences("lacosanostra-settings/1\nwild on"));
}
