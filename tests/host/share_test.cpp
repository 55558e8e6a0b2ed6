// shell/host/share.h (ImGui-free, linked natively): page options from the URL, stored settings and statistics,
// host-page commands (everything that does not validate is refused) and the events sent to the host.
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "famiglia/game.h"
#include "famiglia/link.h"
#include "games/famiglia/host_formats.h"
#include "games/fresh_deal.h"
#include "host/share.h"

namespace shell::host {
namespace {

using namespace shell::games::famiglia;
using Json = nlohmann::json;

const OptionReader kFamiglia;

Result<HostCommand> Parse(std::string_view origin, std::string_view data, std::string_view allowed) {
    return ParseHostCommand(origin, data, allowed, kFamiglia);
}

std::string Event(const games::HostEvent& e) { return EventText(kFamiglia, e); }

// The page options' game options for Famiglia, read.
NewGameOptions GameOptionsOf(PageOptions& o) {
    return games::TypedOptions<NewGameOptions>::Of(*TakeGameOptions(o, kFamiglia));
}

std::string CommandError(std::string_view data, std::string_view origin = "https://host.example",
                         std::string_view allowed = "") {
    Result<HostCommand> c = Parse(origin, data, allowed);
    return c ? std::string() : c.error();
}

}  // namespace

TEST_SUITE("share") {
    TEST_CASE("page options: every parameter, percent-encoding, and what is ignored") {
        PageOptions o = ParsePageOptions(
            "?embed=1&lang=de-DE&level=expert&variant=new-cards-only&seed=18446744073709551615&origin=https%3A%2F%"
            "2Fexample.org&test=1&game=famiglia");
        CHECK(o.embed);
        CHECK(o.lang == ui::Lang::kGerman);
        CHECK(o.game == "famiglia");
        const NewGameOptions g = GameOptionsOf(o);
        CHECK(g.opponent == SeatKind::kExpert);
        CHECK(g.new_cards_only == true);
        CHECK(g.seed == UINT64_MAX);
        CHECK(o.origin == "https://example.org");
        CHECK(o.ignored.empty());

        PageOptions none = ParsePageOptions("");
        CHECK_FALSE(none.embed);
        CHECK(!none.lang);
        CHECK(none.game.empty());
        CHECK(TakeGameOptions(none, kFamiglia)->empty());
        CHECK(none.origin.empty());

        CHECK(ParsePageOptions("embed").embed);
        CHECK_FALSE(ParsePageOptions("embed=0").embed);
        PageOptions person = ParsePageOptions("level=person");
        CHECK(GameOptionsOf(person).opponent == SeatKind::kPerson);
        CHECK(ParsePageOptions("origin=http://localhost:8080").origin == "http://localhost:8080");

        PageOptions bad = ParsePageOptions(
            "?lang=fr&level=god&variant=x&seed=-1&seed=01&origin=https://example.org/"
            "path&origin=javascript:alert(1)&x=%zz&&foo");
        CHECK(!bad.lang);
        CHECK(TakeGameOptions(bad, kFamiglia)->empty());
        CHECK(bad.origin.empty());
        // The page's own options are checked first, the game's after.
        CHECK(bad.ignored == std::vector<std::string>{"lang=fr", "origin=https://example.org/path",
                                                      "origin=javascript:alert(1)", "x=%zz", "level=god", "variant=x",
                                                      "seed=-1", "seed=01", "foo"});
    }

    TEST_CASE("page options: timescale only with test=1") {
        // The browser tests run the app's clock faster (shell/main.cpp); a player's page never does.
        PageOptions plain = ParsePageOptions("");
        CHECK_FALSE(plain.test);
        CHECK(plain.clock_rate == 1);
        PageOptions fast = ParsePageOptions("?timescale=20&test=1&game=lacosanostra");
        CHECK(fast.test);
        CHECK(fast.clock_rate == 20);
        CHECK(fast.ignored.empty());
        CHECK(ParsePageOptions("test=1&timescale=1").clock_rate == 1);
        CHECK(ParsePageOptions("test=1&timescale=100").clock_rate == 100);

        PageOptions player = ParsePageOptions("timescale=20&game=lacosanostra");
        CHECK(player.clock_rate == 1);
        CHECK(player.ignored == std::vector<std::string>{"timescale=20"});
        PageOptions other_test = ParsePageOptions("test=0&timescale=20");
        CHECK_FALSE(other_test.test);
        CHECK(other_test.clock_rate == 1);
        CHECK(other_test.ignored == std::vector<std::string>{"timescale=20"});

        PageOptions bad = ParsePageOptions(
            "test=1&timescale=0&timescale=101&timescale=-2&timescale=05&timescale=2.5"
            "&timescale=&timescale=x");
        CHECK(bad.clock_rate == 1);
        CHECK(bad.ignored == std::vector<std::string>{"timescale=0", "timescale=101", "timescale=-2", "timescale=05",
                                                      "timescale=2.5", "timescale=", "timescale=x"});
        // Not a game option: no game is asked about it.
        PageOptions taken = ParsePageOptions("test=1&timescale=20");
        CHECK(TakeGameOptions(taken, kFamiglia)->empty());
        CHECK(taken.ignored.empty());
    }

    TEST_CASE("page options: picturegap only with test=1") {
        // The browser tests' whole games skip pictures on the way (ui/picture_pacing.h); a player's page never does.
        CHECK(ParsePageOptions("").picture_gap_ms == 0);
        PageOptions sparse = ParsePageOptions("?test=1&picturegap=250&timescale=25");
        CHECK(sparse.picture_gap_ms == 250);
        CHECK(sparse.clock_rate == 25);
        CHECK(sparse.ignored.empty());
        CHECK(ParsePageOptions("test=1&picturegap=1").picture_gap_ms == 1);
        CHECK(ParsePageOptions("test=1&picturegap=1000").picture_gap_ms == 1000);

        PageOptions player = ParsePageOptions("picturegap=250&game=lacosanostra");
        CHECK(player.picture_gap_ms == 0);
        CHECK(player.ignored == std::vector<std::string>{"picturegap=250"});

        PageOptions bad = ParsePageOptions(
            "test=1&picturegap=0&picturegap=1001&picturegap=0250&picturegap=-5"
            "&picturegap=2.5&picturegap=");
        CHECK(bad.picture_gap_ms == 0);
        CHECK(bad.ignored == std::vector<std::string>{"picturegap=0", "picturegap=1001", "picturegap=0250",
                                                      "picturegap=-5", "picturegap=2.5", "picturegap="});
        PageOptions taken = ParsePageOptions("test=1&picturegap=250");
        CHECK(TakeGameOptions(taken, kFamiglia)->empty());
        CHECK(taken.ignored.empty());
    }

    TEST_CASE("page options: deals only with test=1, and a stream of them deals the same games") {
        // Browser tests fix their games' deals (games/fresh_deal.h); a player's fresh deals come from the clock.
        PageOptions fixed = ParsePageOptions("?test=1&deals=21&game=famiglia");
        CHECK(fixed.deals == std::optional<std::uint64_t>(21));
        CHECK(fixed.ignored.empty());
        CHECK(ParsePageOptions("test=1&deals=0").deals == std::optional<std::uint64_t>(0));
        CHECK(ParsePageOptions("test=1&deals=999999999999").deals == std::optional<std::uint64_t>(999999999999));
        PageOptions player = ParsePageOptions("deals=21&timescale=5");
        CHECK_FALSE(player.deals);
        CHECK(player.clock_rate == 1);
        CHECK(player.ignored == std::vector<std::string>{"deals=21", "timescale=5"});  // as written
        PageOptions bad = ParsePageOptions("test=1&deals=&deals=-1&deals=01&deals=1000000000000&deals=2x");
        CHECK_FALSE(bad.deals);
        CHECK(bad.ignored ==
              std::vector<std::string>{"deals=", "deals=-1", "deals=01", "deals=1000000000000", "deals=2x"});
        PageOptions taken = ParsePageOptions("test=1&deals=3");
        CHECK(TakeGameOptions(taken, kFamiglia)->empty());  // not a game option

        // The same stream deals the same seeds in the same order; another stream others; all of at most 12 digits.
        std::vector<std::uint64_t> first, again, other;
        games::UseDealStream(21);
        for (int i = 0; i < 5; ++i) first.push_back(games::FreshDealSeed());
        games::UseDealStream(21);
        for (int i = 0; i < 5; ++i) again.push_back(games::FreshDealSeed());
        games::UseDealStream(22);
        for (int i = 0; i < 5; ++i) other.push_back(games::FreshDealSeed());
        CHECK(first == again);
        CHECK(first != other);
        CHECK(first[0] != first[1]);
        // From the clock: two fresh deals in a row differ even within one clock tick.
        games::UseDealStream(std::nullopt);
        const std::uint64_t a = games::FreshDealSeed(), b = games::FreshDealSeed();
        CHECK(a != b);
        for (const std::uint64_t seed : {first[0], first[4], other[2], a, b}) CHECK(seed < 1000000000000ull);
    }

    TEST_CASE("storage keys are per game") {
        CHECK(StorageKey(kFamiglia, "game") == "famiglia.game");
        CHECK(StorageKey(kFamiglia, "settings") == "famiglia.settings");
        CHECK(StorageKey(kFamiglia, "stats") == "famiglia.stats");
    }

    TEST_CASE("settings round-trip, bad settings are refused with a reason") {
        Preferences p;
        CHECK(DecodePreferences(EncodePreferences(p)).value() == p);
        p.lang = ui::Lang::kGerman;
        p.show_other_hand = false;
        p.fast_computer = true;
        p.confirm_takes = false;
        p.vs_computer = false;
        p.level = SeatKind::kBeginner;
        p.new_cards_only = true;
        p.first = 1;
        const std::string text = EncodePreferences(p);
        CHECK(
            text ==
            "famiglia-settings/1\nlang de\nother-hand hidden\ncomputer-speed fast\nconfirm-takes off\nopponent person\n"
            "level beginner\nvariant new-cards-only\nfirst second-seat\n");
        CHECK(DecodePreferences(text).value() == p);
        p.first = 0;
        CHECK(DecodePreferences(EncodePreferences(p)).value() == p);
        // Settings stored before "first" existed start at random.
        CHECK(DecodePreferences("famiglia-settings/1\nlevel easy\n").value().first == kRandomFirst);
        CHECK(DecodePreferences("famiglia-settings/1\nfirst me\n").error() == "settings: cannot read 'first me'");
        // Missing keys keep their defaults.
        CHECK(DecodePreferences("famiglia-settings/1\nlang en\n").value().lang == ui::Lang::kEnglish);
        CHECK(DecodePreferences("famiglia-settings/1\n").value() == Preferences{});

        CHECK(DecodePreferences("").error() == "settings: it does not start with 'famiglia-settings/1'");
        CHECK(DecodePreferences("{\"lang\":\"de\"}").error() == "settings: the text does not end with a line break");
        CHECK(DecodePreferences("famiglia-settings/2\n").error() ==
              "settings: it does not start with 'famiglia-settings/1'");
        CHECK(DecodePreferences("famiglia-settings/1\nlang fr\n").error() == "settings: cannot read 'lang fr'");
        CHECK(DecodePreferences("famiglia-settings/1\nlevel person\n").error() ==
              "settings: cannot read 'level person'");
        CHECK(DecodePreferences("famiglia-settings/1\ncolour red\n").error() == "settings: cannot read 'colour red'");
        CHECK(DecodePreferences("famiglia-settings/1\nlang de\nlang en\n").error() == "settings: 'lang' appears twice");
        CHECK(DecodePreferences(std::string(17000, '\n')).error() == "settings: too large");
    }

    TEST_CASE("statistics: counting games, round trip, and bad statistics") {
        Stats s;
        Outcome win0;
        win0.winner = 0;
        Outcome shared;
        shared.winner = -1;
        CHECK(CountGame(s, {SeatKind::kPerson, SeatKind::kExpert}, win0));
        CHECK(CountGame(s, {SeatKind::kExpert, SeatKind::kPerson}, win0));  // the computer won
        CHECK(CountGame(s, {SeatKind::kPerson, SeatKind::kExpert}, shared));
        CHECK(CountGame(s, {SeatKind::kPerson, SeatKind::kPerson}, win0));
        CHECK_FALSE(CountGame(s, {SeatKind::kEasy, SeatKind::kExpert}, win0));
        const LevelStats expert = s.by_opponent[static_cast<std::size_t>(SeatKind::kExpert)];
        CHECK(expert == LevelStats{3, 1, 1});
        CHECK(s.by_opponent[0] == LevelStats{1, 0, 0});
        const std::string text = EncodeStats(s);
        CHECK(text == "famiglia-stats/1\nperson 1 0 0\nexpert 3 1 1\n");
        CHECK(DecodeStats(text).value() == s);
        CHECK(DecodeStats("famiglia-stats/1\n").value() == Stats{});

        CHECK(DecodeStats("famiglia-stats/1\nexpert 3 2 2\n").error() == "statistics: cannot read 'expert 3 2 2'");
        CHECK(DecodeStats("famiglia-stats/1\nexpert 3 1\n").error() == "statistics: cannot read 'expert 3 1'");
        CHECK(DecodeStats("famiglia-stats/1\nexpert 3 1 0 9\n").error() == "statistics: cannot read 'expert 3 1 0 9'");
        CHECK(DecodeStats("famiglia-stats/1\nexpert -3 1 0\n").error() == "statistics: cannot read 'expert -3 1 0'");
        CHECK(DecodeStats("famiglia-stats/1\nexpert 1 0 0\nexpert 1 0 0\n").error() ==
              "statistics: cannot read 'expert 1 0 0'");
        CHECK(DecodeStats("famiglia-stats/1\nperson 2 1 0\n").error() == "statistics: cannot read 'person 2 1 0'");
        CHECK(DecodeStats("famiglia-stats/1\nwizard 1 0 0\n").error() == "statistics: cannot read 'wizard 1 0 0'");
        CHECK(DecodeStats("famiglia-stats/1\nexpert 99999999999 0 0\n").error() ==
              "statistics: cannot read 'expert 99999999999 0 0'");
        CHECK(DecodeStats("null").error() == "statistics: the text does not end with a line break");
    }

    TEST_CASE("host commands: the accepted ones, and every message that must not be acted on") {
        Result<HostCommand> c =
            Parse("https://host.example",
                  R"({"type":"famiglia:new-game","level":"easy","variant":"standard","seed":"42","lang":"de"})", "");
        REQUIRE(c.ok());
        CHECK(c->kind == HostCommand::Kind::kNewGame);
        // In the host's order (the JSON object keeps it).
        CHECK(c->options->items() ==
              games::GameOptions::Items{{"level", "easy"}, {"variant", "standard"}, {"seed", "42"}});
        CHECK(c->lang == ui::Lang::kGerman);
        c = Parse("https://host.example", R"({"type":"famiglia:new-game"})", "https://host.example");
        REQUIRE(c.ok());
        CHECK(c->options->empty());
        CHECK(Parse("x", R"({"type":"famiglia:new-game","seed":7})", "")->options->items() ==
              games::GameOptions::Items{{"seed", "7"}});
        CHECK(Parse("x", R"({"type":"famiglia:status"})", "")->kind == HostCommand::Kind::kStatus);

        CHECK(CommandError(R"({"type":"famiglia:status"})", "https://evil.example", "https://host.example") ==
              "messages are accepted from https://host.example only");
        CHECK(CommandError(R"({"type":"famiglia:status"})", "null", "https://host.example") ==
              "messages are accepted from https://host.example only");
        CHECK(CommandError("") == "the message is not a JSON object");
        CHECK(CommandError("not json") == "the message is not a JSON object");
        CHECK(CommandError("[1,2]") == "the message is not a JSON object");
        CHECK(CommandError("\"famiglia:new-game\"") == "the message is not a JSON object");
        CHECK(CommandError("{}") == "the message has no \"type\"");
        CHECK(CommandError(R"({"type":5})") == "the message has no \"type\"");
        CHECK(CommandError(R"({"type":"famiglia:delete-everything"})") ==
              "unknown message type (famiglia:new-game, famiglia:status)");
        CHECK(CommandError(R"({"type":"famiglia:status","x":1})") == "famiglia:status takes no options");
        CHECK(CommandError(R"({"type":"famiglia:new-game","level":"god"})") ==
              "\"level\" must be person, beginner, easy, normal or expert");
        CHECK(CommandError(R"({"type":"famiglia:new-game","level":3})") ==
              "\"level\" must be person, beginner, easy, normal or expert");
        CHECK(CommandError(R"({"type":"famiglia:new-game","variant":true})") ==
              "\"variant\" must be standard or new-cards-only");
        const std::string seed_error = "\"seed\" must be a whole number from 0 to 18446744073709551615 (as a string)";
        CHECK(CommandError(R"({"type":"famiglia:new-game","seed":-1})") == seed_error);
        CHECK(CommandError(R"({"type":"famiglia:new-game","seed":1.5})") == seed_error);
        CHECK(CommandError(R"({"type":"famiglia:new-game","seed":"0x10"})") == seed_error);
        CHECK(CommandError(R"({"type":"famiglia:new-game","seed":"18446744073709551616"})") == seed_error);
        CHECK(CommandError(R"({"type":"famiglia:new-game","lang":"fr"})") == "\"lang\" must be en or de");
        CHECK(CommandError(R"({"type":"famiglia:new-game","moves":["pass"]})") == "unknown option \"moves\"");
        CHECK(CommandError(std::string(kMaxHostMessage + 1, ' ')) == "the message is too large");
    }

    TEST_CASE("events are JSON objects with the game's facts, never the deck") {
        Session s;
        s.NewGame(Setup{.seed = 42, .first = 0}, {SeatKind::kPerson, SeatKind::kEasy});
        const Json ready = Json::parse(ReadyEvent(kFamiglia, "0.1.0"));
        CHECK(ready["type"] == "famiglia:ready");
        CHECK(ready["version"] == "0.1.0");
        CHECK(ready["commands"] == Json::array({"famiglia:new-game", "famiglia:status"}));
        const Json fresh = Json::parse(Event(NewGameEvent(s)));
        CHECK(fresh["type"] == "famiglia:new-game");
        CHECK(fresh["seats"] == Json::array({"person", "easy"}));
        CHECK(fresh["variant"] == "standard");
        CHECK(fresh["seed"] == "42");
        CHECK(fresh["first"] == 0);
        REQUIRE(s.Apply(Move::Pass()).ok());
        const Json turn = Json::parse(Event(TurnEvent(s, 0)));
        CHECK(turn["type"] == "famiglia:turn");
        CHECK(turn["player"] == 0);
        CHECK(turn["next"] == 1);
        CHECK(turn["action"] == "pass");
        CHECK(turn["actions"] == 1);
        CHECK(turn["scores"].size() == 2);
        REQUIRE(s.Apply(Move::Pass()).ok());  // two passes end the game
        REQUIRE(s.current().over);
        const Json over = Json::parse(Event(GameOverEvent(s)));
        CHECK(over["type"] == "famiglia:game-over");
        const Outcome o = OutcomeOf(s.current());
        CHECK(over["scores"] == Json::array({o.scores[0], o.scores[1]}));
        CHECK(over["winner"] == (o.winner >= 0 ? Json(o.winner) : Json(nullptr)));
        CHECK(over["actions"] == 2);
        CHECK(Json::parse(Event(TurnEvent(s, 1)))["next"].is_null());
        const Json status = Json::parse(Event({"status", StatusPayload(s)}));
        CHECK(status["over"] == true);
        CHECK(status["toMove"].is_null());
        CHECK(Json::parse(RejectedEvent(kFamiglia, "bad \"x\""))["reason"] == "bad \"x\"");
        for (const std::string& e : {Event(NewGameEvent(s)), Event(TurnEvent(s, 0)), Event(GameOverEvent(s)),
                                     Event({"status", StatusPayload(s)})}) {
            CHECK(e.find("deck") == std::string::npos);
        }
    }

    TEST_CASE("one language parser: codes and locales, from the page, settings, host and browser") {
        CHECK(ui::ParseLang("de") == ui::Lang::kGerman);
        CHECK(ui::ParseLang("DE_at") == ui::Lang::kGerman);
        CHECK(ui::ParseLang("de_AT.UTF-8") == ui::Lang::kGerman);
        CHECK(ui::ParseLang("en-GB") == ui::Lang::kEnglish);
        for (const char* bad : {"", "d", "fr", "deu", "english", "fr-CH"}) CHECK(!ui::ParseLang(bad));
        for (ui::Lang l : {ui::Lang::kEnglish, ui::Lang::kGerman}) CHECK(ui::ParseLang(ui::LangCode(l)) == l);
    }

    TEST_CASE("every sentence exists in English and German") {
        for (int i = 0; i < static_cast<int>(Say::kCount); ++i) {
            const auto what = static_cast<Say>(i);
            CHECK(std::string(Sentence(ui::Lang::kEnglish, what)).size() > 1);
            CHECK(std::string(Sentence(ui::Lang::kGerman, what)).size() > 1);
        }
        CHECK(std::string(Sentence(ui::Lang::kGerman, Say::kCopyLink)) == "Link kopieren");
        CHECK(std::string(Sentence(ui::Lang::kEnglish, Say::kCopyLink)) == "Copy link");
    }

    // A refused link or save opens the start screen with the last choices, never a new game;
    // item 6: embed=1 alone starts a game only in a game that says so (La Cosa Nostra opens its start screen).
    TEST_CASE("start-up: a refused link or save opens the start screen, and embed starts a game where the game says") {
        CHECK_FALSE(StartsNewGame(/*refused=*/true, /*embed=*/false, /*embed_starts=*/true, /*any_options=*/false));
        CHECK_FALSE(StartsNewGame(true, true, true, true));     // not even when the address asks for options
        CHECK(StartsNewGame(false, true, true, false));         // Famiglia embedded: its table at once
        CHECK_FALSE(StartsNewGame(false, true, false, false));  // La Cosa Nostra embedded: the start screen
        CHECK(StartsNewGame(false, true, false, true));         // ... unless its options ask for a game
        CHECK(StartsNewGame(false, false, false, true));
        CHECK_FALSE(StartsNewGame(false, false, true, false));  // a plain address: the start screen
    }

    // The host's notices name no game: why a game refused something is the game's to word (GameModule::ReasonWords,
    // tests/famiglia/table/reason_words_test.cpp and tests/lacosanostra/table/recovery_test.cpp).
    TEST_CASE("the notice sentences") {
        CHECK(std::string(Sentence(ui::Lang::kEnglish, Say::kLinkRefused)) ==
              "This link could not be opened; here are your last choices for a new game.");
        for (int i = 0; i < static_cast<int>(Say::kCount); ++i) {
            for (const char* game : {"Famiglia", "La Cosa Nostra"}) {
                CHECK(std::string(Sentence(ui::Lang::kEnglish, static_cast<Say>(i))).find(game) == std::string::npos);
            }
        }
    }

}  // TEST_SUITE

}  // namespace shell::host
