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

TEST_CASE("lcn options: seats names 3-5 seat kinds and implies players; bad values are refused with a reason") {
    const lh::OptionReader r;
    CHECK(r.CheckOption("seats", "person,normal,easy").empty());
    CHECK(r.CheckOption("seats", "normal,normal,easy,easy,normal").empty());
    CHECK(r.CheckOption("seats", "person,normal") == "\"seats\" names 3 to 5 seats");
    CHECK(r.CheckOption("seats", "person,easy,easy,easy,easy,easy") == "\"seats\" names 3 to 5 seats");
    CHECK(r.CheckOption("seats", "person,expert,easy") == "\"seats\": \"expert\" is not person, easy or normal");
    CHECK(r.CheckOption("seats", "person,,easy") == "\"seats\": \"\" is not person, easy or normal");
    CHECK(r.CheckOption("seats", "") == "\"seats\": \"\" is not person, easy or normal");
    const lh::NewGameOptions o = lh::ReadOptions({{"seats", "person,normal,easy"}, {"players", "5"}});
    CHECK(o.players == 3);  // seats wins over players, in any order
    REQUIRE(o.seats);
    CHECK((*o.seats)[0] == lh::SeatKind::kPerson);
    CHECK((*o.seats)[1] == lh::SeatKind::kNormal);
    CHECK((*o.seats)[2] == lh::SeatKind::kEasy);
    CHECK_FALSE(lh::ReadOptions({{"players", "4"}}).seats);
}

TEST_CASE("lcn save: the seat kinds ride on a line before the record; a save of people only is the bare record") {
    lh::SeatKinds kinds{};
    kinds[1] = lh::SeatKind::kNormal;
    kinds[2] = lh::SeatKind::kEasy;
    const std::string saved = lh::WithSeats(kinds, 3, "lacosanostra-record/1\nrest\n");
    CHECK(saved == "lacosanostra-seats person,normal,easy\nlacosanostra-record/1\nrest\n");
    const auto back = lh::SplitSeats(saved);
    REQUIRE(back);
    CHECK(back->kinds == kinds);
    CHECK(back->record == "lacosanostra-record/1\nrest\n");
    CHECK(lh::SeatsFit(back->kinds, 3));
    CHECK_FALSE(lh::SeatsFit(back->kinds, 2));  // a record of fewer seats than the line names
    CHECK(lh::WithSeats({}, 4, "record") == "record");
    const auto bare = lh::SplitSeats("lacosanostra-record/1\n");
    REQUIRE(bare);
    CHECK(bare->kinds == lh::SeatKinds{});
    CHECK(bare->record == "lacosanostra-record/1\n");
    CHECK(lh::SplitSeats("lacosanostra-seats person,robot,easy\nx").error() ==
          "save: \"seats\": \"robot\" is not person, easy or normal");
    CHECK(lh::SplitSeats("lacosanostra-seats person,easy,easy").error() ==
          "save: the seats line does not end with a line break");
}

// The new-game command's and the page's `options`: the rule options (rules spec "Options") by their settings keys.
TEST_CASE("lcn options: options= names rule switches once each, turning all others off; bad names are refused") {
    const lh::OptionReader r;
    CHECK(r.CheckOption("options", "short-game,wild").empty());
    CHECK(r.CheckOption("options", "").empty());
    CHECK(r.CheckOption("options", "turbo") == "\"options\": \"turbo\" is not an option or comes twice");
    CHECK(r.CheckOption("options", "wild,wild") == "\"options\": \"wild\" is not an option or comes twice");
    CHECK(r.CheckOption("options", "wild,") == "\"options\": \"\" is not an option or comes twice");
    const lh::NewGameOptions o = lh::ReadOptions({{"options", "short-game,physical-dice"}});
    REQUIRE(o.options);
    lcn::Options want{};
    want.short_game = true;
    want.physical_dice = true;
    want.politician_round1 = false;  // on by default, off when not named
    CHECK(*o.options == want);
    const lh::NewGameOptions none = lh::ReadOptions({{"options", ""}});
    REQUIRE(none.options);
    CHECK_FALSE(none.options->politician_round1);
    CHECK_FALSE(lh::ReadOptions({{"players", "4"}}).options);
}
