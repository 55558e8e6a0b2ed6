// La Cosa Nostra's page options and settings (shell/games/lacosanostra/host_formats.h).
#include <doctest/doctest.h>

#include "games/lacosanostra/host_formats.h"
#include "lacosanostra/link.h"
#include "lacosanostra/notation.h"
#include "lacosanostra/session.h"
#include "texts_20261127.h"

namespace lh = shell::games::lacosanostra;

namespace {
// One option read as the host reads it, into a fresh set of La Cosa Nostra's options.
std::string CheckOption(const lh::OptionReader& r, std::string_view name, std::string_view value) {
    const std::optional<common::Reason> why = r.NewOptions()->Read(name, value);
    return why ? why->text : std::string();
}
// Options read in this order into one set, as the host reads a page's query or a command's fields.
lh::NewGameOptions ReadOptions(const shell::games::GameOptions::Items& items) {
    const std::unique_ptr<shell::games::GameOptions> options = lh::OptionReader().NewOptions();
    for (const auto& [name, value] : items) CHECK_FALSE(options->Read(name, value));
    return shell::games::TypedOptions<lh::NewGameOptions>::Of(*options);
}
}  // namespace

TEST_CASE("lcn options: players 3-5 and a seed are understood, anything else is refused with a reason") {
    const lh::OptionReader r;
    CHECK(CheckOption(r, "players", "3").empty());
    CHECK(CheckOption(r, "players", "5").empty());
    CHECK(CheckOption(r, "players", "2") == "\"players\" must be 3, 4 or 5");
    CHECK(CheckOption(r, "players", "6") == "\"players\" must be 3, 4 or 5");
    CHECK(CheckOption(r, "players", "04") == "\"players\" must be 3, 4 or 5");
    CHECK(CheckOption(r, "seed", "18446744073709551615").empty());
    CHECK_FALSE(CheckOption(r, "seed", "-1").empty());
    CHECK(CheckOption(r, "level", "easy") == "unknown option \"level\"");
    const lh::NewGameOptions o = ReadOptions({{"players", "5"}, {"seed", "42"}});
    CHECK(o.players == 5);
    CHECK(o.seed == 42u);
}

TEST_CASE("lcn settings: round trip, defaults for missing keys, refusals") {
    lh::Preferences p;
    p.lang = shell::ui::Lang::kGerman;
    p.players = 5;
    p.options.short_game = true;
    p.options.politician_round1 = false;
    p.speed = lh::Speed::kFast;
    auto back = lh::DecodePreferences(lh::EncodePreferences(p));
    REQUIRE(back);
    CHECK(*back == p);
    auto partial = lh::DecodePreferences("lacosanostra-settings/1\nwild on\n");
    REQUIRE(partial);
    CHECK(partial->options.wild);
    CHECK(partial->speed == lh::kDefaultSpeed);  // settings kept before the speed was: the default pace
    auto slow = lh::DecodePreferences("lacosanostra-settings/1\nspeed slow\n");
    REQUIRE(slow);
    CHECK(slow->speed == lh::Speed::kSlow);
    CHECK_FALSE(lh::DecodePreferences("lacosanostra-settings/1\nspeed warp\n"));
    CHECK(partial->players == 4);
    CHECK(partial->options.politician_round1);  // the default
    CHECK_FALSE(lh::DecodePreferences("famiglia-settings/1\n"));
    CHECK_FALSE(lh::DecodePreferences("lacosanostra-settings/1\nwild yes\n"));
    CHECK_FALSE(lh::DecodePreferences("lacosanostra-settings/1\nplayers 2\n"));
    CHECK_FALSE(lh::DecodePreferences("lacosanostra-settings/1\nwild on\nwild off\n"));
    CHECK_FALSE(lh::DecodePreferences("lacosanostra-settings/1\nwild on"));
}

TEST_CASE("lcn options: seats names 3-5 seat kinds and implies players, and bad values are refused with a reason") {
    const lh::OptionReader r;
    CHECK(CheckOption(r, "seats", "person,normal,easy").empty());
    CHECK(CheckOption(r, "seats", "normal,normal,easy,easy,normal").empty());
    CHECK(CheckOption(r, "seats", "person,normal") == "\"seats\" names 3 to 5 seats");
    CHECK(CheckOption(r, "seats", "person,easy,easy,easy,easy,easy") == "\"seats\" names 3 to 5 seats");
    CHECK(CheckOption(r, "seats", "person,expert,easy").empty());  // the Expert is a seat kind
    CHECK(CheckOption(r, "seats", "person,wizard,easy") ==
          "\"seats\": \"wizard\" is not person, easy, normal or expert");
    CHECK(CheckOption(r, "seats", "person,,easy") == "\"seats\": \"\" is not person, easy, normal or expert");
    CHECK(CheckOption(r, "seats", "") == "\"seats\": \"\" is not person, easy, normal or expert");
    const lh::NewGameOptions o = ReadOptions({{"seats", "person,normal,easy"}, {"players", "5"}});
    CHECK(o.players == 3);  // seats wins over players, in any order
    REQUIRE(o.seats);
    CHECK((*o.seats)[0] == lh::SeatKind::kPerson);
    CHECK((*o.seats)[1] == lh::SeatKind::kNormal);
    CHECK((*o.seats)[2] == lh::SeatKind::kEasy);
    CHECK_FALSE(ReadOptions({{"players", "4"}}).seats);
    // The Expert is a seat kind like the others (mutation tried: "expert" left out of kSeatKindNames).
    const lh::NewGameOptions e = ReadOptions({{"seats", "person,expert,normal"}});
    REQUIRE(e.seats);
    CHECK((*e.seats)[1] == lh::SeatKind::kExpert);
    CHECK(e.players == 3);
}

TEST_CASE("lcn save: an old save's seats line is read by the core record decoder, and a bad one is refused") {
    // As saves before 2026-11-27 wrote them (lacosanostra/link.h change log); the golden texts below open whole.
    CHECK(lcn::DecodeRecord("lacosanostra-seats person,robot,easy\nx").error() ==
          "save: \"seats\": \"robot\" is not person, easy, normal or expert");
    CHECK(lcn::DecodeRecord("lacosanostra-seats person,easy,easy").error() ==
          "save: the seats line does not end with a line break");
    CHECK(lcn::DecodeRecord("lacosanostra-seats person,easy\nlacosanostra-record/1\n").error() ==
          "save: \"seats\" names 3 to 5 seats");
}

// The new-game command's and the page's `options`: the rule options (docs/lacosanostra-rules.md §0 "Options") by their
// settings keys.
TEST_CASE("lcn options: options= names rule switches once each, turning all others off, and bad names are refused") {
    const lh::OptionReader r;
    CHECK(CheckOption(r, "options", "short-game,wild").empty());
    CHECK(CheckOption(r, "options", "").empty());
    CHECK(CheckOption(r, "options", "turbo") == "\"options\": \"turbo\" is not an option or comes twice");
    CHECK(CheckOption(r, "options", "wild,wild") == "\"options\": \"wild\" is not an option or comes twice");
    CHECK(CheckOption(r, "options", "wild,") == "\"options\": \"\" is not an option or comes twice");
    const lh::NewGameOptions o = ReadOptions({{"options", "short-game,physical-dice"}});
    REQUIRE(o.options);
    lcn::Options want{};
    want.short_game = true;
    want.physical_dice = true;
    want.politician_round1 = false;  // on by default, off when not named
    CHECK(*o.options == want);
    const lh::NewGameOptions none = ReadOptions({{"options", ""}});
    REQUIRE(none.options);
    CHECK_FALSE(none.options->politician_round1);
    CHECK_FALSE(ReadOptions({{"players", "4"}}).options);
}

// kSeatedSave20261127 and kLink20261127: texts_20261127.h.

TEST_CASE("lcn golden: a save and a link of 2026-11-27 open with their seats and every move") {
    const auto from_save = lcn::DecodeRecord(kSeatedSave20261127);
    REQUIRE_MESSAGE(from_save.ok(), from_save.error());
    const lcn::GameRecord& record = from_save->record();
    CHECK(record.seats == lh::SeatKinds{lh::SeatKind::kPerson, lh::SeatKind::kNormal, lh::SeatKind::kEasy});
    CHECK(record.setup.players == 3);
    CHECK(record.setup.seed == 424242u);
    CHECK(record.names == lcn::SeatNames{"Anna", "", "Ben", "", ""});
    REQUIRE(record.moves.size() == 24);
    CHECK(lcn::ToString(from_save->states()[23], record.moves[23]) == "V claim");
    const auto from_link = lcn::DecodeLink(kLink20261127);
    REQUIRE_MESSAGE(from_link.ok(), from_link.error());
    CHECK(from_link->record().moves == record.moves);
    CHECK(from_link->record().setup == record.setup);
    CHECK(from_link->states().back() == from_save->states().back());
}

TEST_CASE("lcn golden: the texts of 2026-11-27 open through the core decoders as before, and save again as record/2") {
    const auto save = lcn::DecodeRecord(kSeatedSave20261127);
    REQUIRE_MESSAGE(save.ok(), save.error());
    const lh::SeatKinds kinds{lh::SeatKind::kPerson, lh::SeatKind::kNormal, lh::SeatKind::kEasy};
    CHECK(save->record().seats == kinds);
    CHECK(save->record().talk.empty());
    CHECK(save->record().moves.size() == 24);
    const auto link = lcn::DecodeLink(kLink20261127);
    REQUIRE_MESSAGE(link.ok(), link.error());
    CHECK(link->record().seats == lh::SeatKinds{});  // a link of then carried no kinds: people everywhere
    CHECK(link->states().back() == save->states().back());
    // Opened at a table (its session) and saved again, the kinds are written in the record itself, and the new save
    // opens the same.
    lcn::Session session;
    session.Load(lcn::DecodeRecord(kSeatedSave20261127).value());
    const std::string again = lcn::EncodeRecord(session.Record());
    CHECK(again.rfind("lacosanostra-record/2\n", 0) == 0);
    CHECK(again.find("\nseats person normal easy\n") != std::string::npos);
    const auto reopened = lcn::DecodeRecord(again);
    REQUIRE_MESSAGE(reopened.ok(), reopened.error());
    CHECK(reopened->record().seats == kinds);
    CHECK(reopened->states() == save->states());
    // A seats line before a record that names seats itself is refused rather than guessed.
    CHECK(lcn::DecodeRecord("lacosanostra-seats person,easy,easy\n" + again).error() ==
          "save: the seats are given twice");
    // A seats line naming more seats than the record has.
    std::string four(kSeatedSave20261127);
    four.replace(0, four.find('\n'), "lacosanostra-seats person,normal,easy,easy");
    CHECK(lcn::DecodeRecord(four).error() == "save: the seats line names more seats than the game has");
}
