// notation.md: card codes, action texts, positions and their validation.
#include <string>

#include "support/positions.h"

using namespace fam;
using namespace fam::test;

TEST_SUITE("notation") {

TEST_CASE("card codes: family letter and rank, in byte order") {
    CHECK(CardCode(MakeCard(Family::kFamiglia, 4)) == "F4");
    CHECK(CardCode(MakeCard(Family::kMercenaries, 0)) == "M0");
    for (int t = 0; t < kNumTypes; ++t) {
        const auto card = static_cast<CardType>(t);
        CHECK(ParseCard(CardCode(card)) == card);
        if (t > 0) CHECK(CardCode(static_cast<CardType>(t - 1)) < CardCode(card));
    }
    for (const char* bad : {"", "F", "F5", "f4", "X1", "F44", " F4", "A-1"}) {
        CAPTURE(bad);
        CHECK_FALSE(ParseCard(bad).has_value());
    }
}

TEST_CASE("actions print and parse back exactly") {
    for (const char* text : {"pass", "refresh F3", "accountant A2", "swap F1 F0", "brute B2 F4 3", "take M0",
                             "take F3 F2 M3"}) {
        auto m = ParseMove(text);
        REQUIRE_MESSAGE(m.ok(), m.error());
        CHECK(ToString(*m) == text);
    }
}

TEST_CASE("malformed actions are refused with a reason") {
    const std::pair<const char*, const char*> cases[] = {
        {"", "empty action"},
        {"Pass", "unknown action"},
        {"jump F3", "unknown action 'jump'"},
        {"take  F3", "single spaces"},
        {" take F3", "single spaces"},
        {"take F3 ", "single spaces"},
        {"take F3 F2", "'take T' or 'take T X Y'"},
        {"take", "'take T' or 'take T X Y'"},
        {"pass now", "'pass' alone"},
        {"refresh", "refresh T"},
        {"accountant A1 A2", "accountant C"},
        {"swap F1", "swap X Y"},
        {"brute B2 F4", "brute C T V"},
        {"brute B2 F4 x", "one digit"},
        {"brute B2 F4 12", "one digit"},
        {"take F9", "'F9' is not a card code"},
        {"take f3", "'f3' is not a card code"},
    };
    for (auto [text, reason] : cases) {
        CAPTURE(text);
        auto m = ParseMove(text);
        REQUIRE_FALSE(m.ok());
        CHECK_MESSAGE(m.error().find(reason) != std::string::npos, m.error());
    }
}

TEST_CASE("action lists: separated by ';', spaces around them ignored, empty entries refused") {
    auto list = ParseMoveList("refresh F3;  take M0 ;pass");
    REQUIRE(list.ok());
    CHECK(list->size() == 3);
    CHECK(ParseMoveList("")->empty());
    CHECK(ParseMoveList("   ")->empty());
    auto bad = ParseMoveList("pass;;pass");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().find("action 2") != std::string::npos);
    CHECK_FALSE(ParseMoveList("pass;").ok());
}

TEST_CASE("positions: a new game prints as notation.md shows and parses back to the same state") {
    const State s = NewGame(12345, Rules{}, 0);
    const std::string json = PositionToJson(s);
    CHECK(json.find("\"format\": \"famiglia-position/1\"") != std::string::npos);
    CHECK(json.find("\"variant\": {\"new_cards_only\": false}") != std::string::npos);
    CHECK(json.find("\"turns_left\": null") != std::string::npos);
    auto back = ParsePosition(json);
    REQUIRE_MESSAGE(back.ok(), back.error());
    CHECK(*back == s);
    CHECK(PositionToJson(*back) == json);
    auto compact = ParsePosition(PositionToJson(s, 0));
    REQUIRE(compact.ok());
    CHECK(*compact == s);
}

TEST_CASE("positions: the variant, the known bottom and the generator survive the round trip") {
    Setup g;
    g.second_pass = true;
    g.new_cards_only = true;
    g.street = "B2 A1 M1 A2 F3 M2";
    g.deck_top = "A3 F1 B3";
    g.rest = "area1";
    const State s = Play(Build(g), "refresh B2; pass");
    REQUIRE(s.deck_known_bottom == 1);
    auto back = ParsePosition(PositionToJson(s));
    REQUIRE_MESSAGE(back.ok(), back.error());
    CHECK(*back == s);
}

TEST_CASE("positions: every malformed or impossible position is refused with what is wrong") {
    Setup base;
    base.street = "F1 A1 B1 M1 A2 B2";
    const std::string good = PositionJson(base);
    REQUIRE(ParsePosition(good).ok());
    auto with = [&](const std::string& from, const std::string& to) {
        std::string j = good;
        const auto at = j.find(from);
        REQUIRE_MESSAGE(at != std::string::npos, from);
        return j.replace(at, from.size(), to);
    };
    const std::pair<std::string, const char*> cases[] = {
        {"", "malformed JSON"},
        {"{", "malformed JSON"},
        {good.substr(0, good.size() / 2), "malformed JSON"},
        {"[1,2]", "must be a JSON object"},
        {"null", "must be a JSON object"},
        {"\"text\"", "must be a JSON object"},
        {with("\"format\":\"famiglia-position/1\"", "\"format\":\"famiglia-position/2\""), "'format' must be"},
        {with("\"format\":\"famiglia-position/1\",", ""), "'format' is missing"},
        {with("\"first\":0", "\"first\":2"), "'first' must be an integer from 0 to 1"},
        {with("\"to_move\":0", "\"to_move\":-1"), "'to_move' must be an integer"},
        {with("\"to_move\":0", "\"to_move\":\"0\""), "'to_move' must be an integer"},
        {with("\"to_move\":0", "\"to_move\":0.5"), "'to_move' must be an integer"},
        {with("\"first\":0", "\"first\":0,\"colour\":1"), "unknown field 'colour'"},
        {with("\"new_cards_only\":false", "\"new_cards_only\":1"), "must be true or false"},
        {with("\"new_cards_only\":false", "\"fast\":true"), "unknown variant 'fast'"},
        {with("\"hands\":[", "\"hands\":[[],"), "list of two card lists"},
        {with("\"hands\":[[\"A0\"", "\"hands\":[[\"X9\""), "hands[0][0]: 'X9' is not a card code"},
        {with("\"hands\":[[\"A0\"", "\"hands\":[[7"), "hands[0][0] must be a card code string"},
        {with("\"street\":[\"F1\"", "\"street\":[\"F1\",\"F1\""), "too many: 1 F1"},
        {with("\"street\":[\"F1\",", "\"street\":["), "missing: 1 F1"},
        {with("\"street\":[\"F1\",\"A1\",\"B1\",\"M1\",\"A2\",\"B2\"]", "\"street\":{}"), "'street' must be a list"},
        {with("\"second_pass\":false", "\"second_pass\":\"no\""), "'second_pass' must be true or false"},
        {with("\"pass_streak\":0", "\"pass_streak\":2"), "'pass_streak' must be an integer from 0 to 1"},
        {with("\"turns_left\":null", "\"turns_left\":1"), "turns_left is set although the draw pile is not empty"},
        {with("\"turns_left\":null", "\"turns_left\":3"), "'turns_left' must be an integer from 1 to 2"},
        {with("\"turns_left\":null", "\"turns_left\":null,\"rng\":\"xyz\""), "'rng' must be a string of 1 to 16 hexadecimal digits"},
        {with("\"turns_left\":null", "\"turns_left\":null,\"rng\":12"), "'rng' must be a string"},
        {with("\"turns_left\":null", "\"turns_left\":null,\"deck_known_bottom\":2"), "only possible in the second pass"},
    };
    for (const auto& [json, reason] : cases) {
        CAPTURE(json);
        auto s = ParsePosition(json);
        REQUIRE_FALSE(s.ok());
        CHECK_MESSAGE(s.error().find(reason) != std::string::npos, s.error());
        CHECK(s.error().rfind("bad position: ", 0) == 0);
        CHECK(s.error().find('\n') == std::string::npos);
    }
}

TEST_CASE("positions: impossible game situations are refused") {
    auto refused = [](Setup g, const char* reason) {
        const auto s = ParsePosition(PositionJson(g));
        REQUIRE_FALSE(s.ok());
        CHECK_MESSAGE(s.error().find(reason) != std::string::npos, s.error());
    };
    Setup g;
    g.street = "F1 A1 B1 M1 A2 B2";
    Setup second = g;
    second.second_pass = true;
    second.discard = "A3";
    second.rest = "area1";
    refused(second, "a discard pile after the second pass began");
    Setup zero_discard = g;
    zero_discard.discard = "A0";
    refused(zero_discard, "the discard pile holds A0");
    Setup zero_deck = g;
    zero_deck.second_pass = true;
    zero_deck.rest = "deck";
    refused(zero_deck, "the second deck holds");
    Setup empty_deck = g;
    empty_deck.rest = "area1";
    refused(empty_deck, "the draw pile is empty, so the end of the game has been triggered");
    empty_deck.turns_left = 1;  // the start player is to move: 2 turns are left
    refused(empty_deck, "turns_left must be 2 on the start player's turn");
    Setup empty_street = g;
    empty_street.street = "";
    refused(empty_street, "the Street is empty although the draw pile is not");
}

TEST_CASE("positions: hostile input never crashes") {
    CHECK_FALSE(ParsePosition(std::string(10 << 20, 'x')).ok());
    CHECK(ParsePosition(std::string(2 << 20, ' ')).error().find("larger than 1 MiB") != std::string::npos);
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    CHECK_FALSE(ParsePosition(deep).ok());
    CHECK_FALSE(ParsePosition(std::string(200000, '[')).ok());
    CHECK_FALSE(ParsePosition("{\"format\":\"\xff\xfe\"}").ok());
    CHECK_FALSE(ParsePosition(std::string("{\"a\":1}\0garbage", 15)).ok());
    auto numbers = ParsePosition("{\"format\":\"famiglia-position/1\",\"first\":1e400}");
    CHECK_FALSE(numbers.ok());
}

TEST_CASE("state output: the fields of notation.md's play tool") {
    Setup g;
    g.hands[0] = "A0 B0 F0 M0 B2 A2";
    g.street = "F3 F3 A1 M0 A2 B2";
    const State s0 = Build(g);
    const std::string start = StateToJson(s0);
    for (const char* field : {"\"format\": \"famiglia-state/1\"", "\"to_move\": 0", "\"first\": 0", "\"step\": \"accountant\"",
                              "\"hands\"", "\"areas\"", "\"deck\"", "\"discard\"", "\"second_pass\": false",
                              "\"pass_streak\": 0", "\"turns_left\": null", "\"scores\": [7, 1]", "\"game_over\": false",
                              "\"winner\": null", "\"legal\": [\"accountant A2\"", "\"position\": {"}) {
        CHECK_MESSAGE(start.find(field) != std::string::npos, field << " in\n" << start);
    }
    const std::string mid = StateToJson(Play(s0, "brute B2 F3 1"));
    CHECK(mid.find("\"step\": \"take\"") != std::string::npos);
    CHECK(mid.find("{\"card\": \"F3\", \"value\": 1, \"new\": false},") != std::string::npos);
    CHECK(mid.find("{\"card\": \"F3\", \"value\": 3, \"new\": false}") != std::string::npos);
    CHECK(mid.find("\"position\"") == std::string::npos);  // only at the start of a turn
    const std::string over = StateToJson(Play(s0, "pass; pass"));
    CHECK(over.find("\"game_over\": true") != std::string::npos);
    CHECK(over.find("\"legal\": []") != std::string::npos);
    CHECK(over.find("\"step\": \"over\"") != std::string::npos);
}

}  // TEST_SUITE
