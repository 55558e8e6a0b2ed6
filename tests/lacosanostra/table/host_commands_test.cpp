// La Cosa Nostra's commands from an embedding page (shell/host/share.h ParseHostCommand with the game's options,
// shell/games/lacosanostra/host_formats.h): validated in full in C++; a refused one has a reason and no options.
#include <doctest/doctest.h>

#include "games/lacosanostra/host_formats.h"
#include "host/share.h"

namespace {

using shell::host::HostCommand;
using shell::host::ParseHostCommand;

const shell::games::lacosanostra::OptionReader kLcn;

std::string Refusal(std::string_view data, std::string_view origin = "https://host.example") {
    const auto c = ParseHostCommand(origin, data, "https://host.example", kLcn);
    return c ? std::string() : c.error();
}

TEST_CASE("lcn commands: new-game with players, seats, seed, options and lang, and status, are accepted") {
    const auto c = ParseHostCommand("https://host.example",
                                    R"({"type":"lacosanostra:new-game","seats":"easy,easy,normal","seed":"42",)"
                                    R"("options":"short-game,wild","lang":"de"})",
                                    "https://host.example", kLcn);
    REQUIRE(c);
    CHECK(c->kind == HostCommand::Kind::kNewGame);
    CHECK(c->lang == shell::ui::Lang::kGerman);
    CHECK(c->options->items() == shell::games::GameOptions::Items{
                                     {"seats", "easy,easy,normal"}, {"seed", "42"}, {"options", "short-game,wild"}});
    const auto n = ParseHostCommand("", R"({"type":"lacosanostra:new-game","players":5,"seed":7})", "", kLcn);
    REQUIRE(n);
    CHECK(n->options->items() == shell::games::GameOptions::Items{{"players", "5"}, {"seed", "7"}});
    const auto s = ParseHostCommand("", R"({"type":"lacosanostra:status"})", "", kLcn);
    REQUIRE(s);
    CHECK(s->kind == HostCommand::Kind::kStatus);
}

TEST_CASE("lcn commands: every malformed message is refused with its reason") {
    CHECK(Refusal(R"({"type":"lacosanostra:new-game","players":6})") == "\"players\" must be 3, 4 or 5");
    CHECK(Refusal(R"({"type":"lacosanostra:new-game","seats":"person,wizard,easy"})") ==
          "\"seats\": \"wizard\" is not person, easy, normal or expert");
    CHECK(Refusal(R"({"type":"lacosanostra:new-game","options":["wild"]})") ==
          "\"options\": \"[\"wild\"]\" is not an option or comes twice");
    CHECK(Refusal(R"({"type":"lacosanostra:new-game","seed":-1})") ==
          "\"seed\" must be a whole number from 0 to 18446744073709551615 (as a string)");
    CHECK(Refusal(R"({"type":"lacosanostra:new-game","level":"expert"})") == "unknown option \"level\"");
    CHECK(Refusal(R"({"type":"lacosanostra:new-game","lang":"fr"})") == "\"lang\" must be en or de");
    CHECK(Refusal(R"({"type":"lacosanostra:status","seed":"1"})") == "lacosanostra:status takes no options");
    // Famiglia's commands are not La Cosa Nostra's.
    CHECK(Refusal(R"({"type":"famiglia:new-game"})") ==
          "unknown message type (lacosanostra:new-game, lacosanostra:status)");
    CHECK(Refusal(R"({"type":"lacosanostra:new-game"})", "https://evil.example") ==
          "messages are accepted from https://host.example only");
    CHECK(Refusal("[1,2]") == "the message is not a JSON object");
}

}  // namespace
