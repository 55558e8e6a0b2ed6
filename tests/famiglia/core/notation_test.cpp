// docs/famiglia-notation.md: card codes, action texts, positions and their validation.
#include <nlohmann/json.hpp>
#include <string>

#include "support/positions.h"

using namespace fam;
using namespace fam::test;

namespace {

// `json` with the first `from` replaced by `to` (the test fails if `from` is not in it).
std::string Edited(std::string json, const std::string& from, const std::string& to) {
    const auto at = json.find(from);
    REQUIRE_MESSAGE(at != std::string::npos, from);
    return json.replace(at, from.size(), to);
}

}  // namespace

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
        for (const char* text :
             {"pass", "refresh F3", "accountant A2", "swap F1 F0", "brute B2 F4 3", "take M0", "take F3 F2 M3"}) {
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

    TEST_CASE("action lists: separated by semicolons, spaces around them ignored, empty entries refused") {
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

    TEST_CASE("positions: a new game prints as docs/famiglia-notation.md shows and parses back to the same state") {
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
        TestPosition g;
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
        TestPosition base;
        base.street = "F1 A1 B1 M1 A2 B2";
        const std::string good = PositionJson(base);
        REQUIRE(ParsePosition(good).ok());
        auto with = [&](const std::string& from, const std::string& to) { return Edited(good, from, to); };
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
            {with("\"street\":[\"F1\",\"A1\",\"B1\",\"M1\",\"A2\",\"B2\"]", "\"street\":{}"),
             "'street' must be a list"},
            {with("\"second_pass\":false", "\"second_pass\":\"no\""), "'second_pass' must be true or false"},
            {with("\"pass_streak\":0", "\"pass_streak\":2"), "'pass_streak' must be an integer from 0 to 1"},
            {with("\"turns_left\":null", "\"turns_left\":1"), "turns_left is set although the draw pile is not empty"},
            {with("\"turns_left\":null", "\"turns_left\":3"), "'turns_left' must be an integer from 1 to 2"},
            {with("\"turns_left\":null", "\"turns_left\":null,\"rng\":\"xyz\""),
             "'rng' must be a string of 1 to 16 hexadecimal digits"},
            {with("\"turns_left\":null", "\"turns_left\":null,\"rng\":12"), "'rng' must be a string"},
            {with("\"turns_left\":null", "\"turns_left\":null,\"deck_known_bottom\":2"),
             "only possible in the second pass"},
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
        auto refused = [](TestPosition g, const char* reason) {
            const auto s = ParsePosition(PositionJson(g));
            REQUIRE_FALSE(s.ok());
            CHECK_MESSAGE(s.error().find(reason) != std::string::npos, s.error());
        };
        TestPosition g;
        g.street = "F1 A1 B1 M1 A2 B2";
        TestPosition second = g;
        second.second_pass = true;
        second.discard = "A3";
        second.rest = "area1";
        refused(second, "a discard pile after the second pass began");
        TestPosition zero_discard = g;
        zero_discard.discard = "A0";
        refused(zero_discard, "the discard pile holds A0");
        TestPosition zero_deck = g;
        zero_deck.second_pass = true;
        zero_deck.rest = "deck";
        refused(zero_deck, "the second deck holds");
        TestPosition empty_deck = g;
        empty_deck.rest = "area1";
        refused(empty_deck, "the draw pile is empty, so the end of the game has been triggered");
        empty_deck.turns_left = 1;  // the start player is to move: 2 turns are left
        refused(empty_deck, "turns_left must be 2 on the start player's turn");
        TestPosition empty_street = g;
        empty_street.street = "";
        refused(empty_street, "the Street is empty although the draw pile is not");
    }

    // The position checks above are the game's invariants (invariants.h), worded for a position: the same
    // checks name the broken rule in states no position can write (mid-turn, game over).
    TEST_CASE("positions and invariants: one set of checks, the invariants name what a position cannot write") {
        State s = NewGame(12345, Rules{}, 0);
        REQUIRE(FindBrokenInvariant(s).which == Invariant::kHolds);
        REQUIRE(CheckInvariants(s).empty());
        State mid_turn = s;
        mid_turn.street_new[MakeCard(Family::kAccountants, 0)] = 7;
        CHECK(FindBrokenInvariant(mid_turn).which == Invariant::kNewBeyondStreet);
        CHECK(CheckInvariants(mid_turn) == "more new A0 than in the Street");
        State over = s;
        over.over = true;  // the flag without the phase
        CHECK(CheckInvariants(over) == "game-over flag and phase disagree");
        State second = s;
        second.deck_known_bottom = 1;  // only a refresh of the second pass slides a card under the pile
        CHECK(FindBrokenInvariant(second).which == Invariant::kKnownBottomFirstPass);
        CHECK(CheckInvariants(second) == "a known bottom in the first pass");
        CHECK(ParsePosition(PositionToJson(second)).error() ==
              "bad position: deck_known_bottom is only possible in the second pass");
    }

    // The printed position of a new game as a JSON object, to take fields out or change them.
    static nlohmann::ordered_json NewGameObject() {
        return nlohmann::ordered_json::parse(PositionToJson(NewGame(12345, Rules{}, 0)));
    }

    static std::string Refused(const std::string& json) {
        const auto s = ParsePosition(json);
        REQUIRE_MESSAGE(!s.ok(), "accepted: " << json.substr(0, 300));
        CHECK(s.error().rfind("bad position: ", 0) == 0);
        CHECK(s.error().find('\n') == std::string::npos);
        return s.error();
    }

    TEST_CASE("positions: no list holds more cards than the game has: refused by name, never a crash or a wrap") {
        const auto list_of = [](const char* code, int n) {
            return nlohmann::ordered_json(std::vector<std::string>(static_cast<std::size_t>(n), code));
        };
        for (int n : {61, 255, 256, 300, 5000}) {
            CAPTURE(n);
            auto j = NewGameObject();
            j["deck"] = list_of("A0", n);
            const std::string why = Refused(j.dump());
            CHECK_MESSAGE(why.find("deck lists " + std::to_string(n) + " cards; the game has 60") != std::string::npos,
                          why);
        }
        const char* const lists[] = {"hands", "areas", "street", "deck", "discard"};
        for (const char* name : lists) {
            for (int p = 0; p < 2; ++p) {
                const bool pair = std::string(name) == "hands" || std::string(name) == "areas";
                if (!pair && p == 1) continue;
                const std::string where = pair ? std::string(name) + "[" + std::to_string(p) + "]" : name;
                CAPTURE(where);
                auto j = NewGameObject();
                auto& list = pair ? j[name][static_cast<std::size_t>(p)] : j[name];
                list = list_of("A1", 61);
                std::string why = Refused(j.dump());
                CHECK_MESSAGE(why.find(where + " lists 61 cards; the game has 60") != std::string::npos, why);
                list = list_of("A0", 6);  // within 60 cards, but one code more often than the game has it
                why = Refused(j.dump());
                CHECK_MESSAGE(why.find(where + " lists more A0 than the game has (5)") != std::string::npos, why);
                list = list_of("F4", 2);
                why = Refused(j.dump());
                CHECK_MESSAGE(why.find(where + " lists more F4 than the game has (1)") != std::string::npos, why);
            }
        }
    }

    TEST_CASE("positions: the 60-card check counts in int: 256 extra copies of a card do not wrap to none") {
        // 60 extra A1 in each hand and area and 16 in the Street: 256 extra A1, which a count in 8 bits sees as 0.
        auto j = NewGameObject();
        for (const char* pair : {"hands", "areas"}) {
            for (std::size_t p = 0; p < 2; ++p) {
                for (int k = 0; k < 60; ++k) j[pair][p].push_back("A1");
            }
        }
        for (int k = 0; k < 16; ++k) j["street"].push_back("A1");
        const std::string why = Refused(j.dump());
        CHECK_MESSAGE(why.find("hands[0] lists 64 cards; the game has 60") != std::string::npos, why);
    }

    TEST_CASE("positions §5.5: an empty first deck beside a discard pile is impossible (it is reshuffled at once)") {
        TestPosition g;
        g.street = "F1 A1 B1 M1 A2 B2";
        g.discard = "A3";
        g.rest = "area1";
        g.turns_left = 2;  // otherwise consistent: the start player is to move, the end trigger is set
        const std::string why = Refused(PositionJson(g));
        CHECK_MESSAGE(
            why.find("the draw pile is empty in the first pass although the discard pile is not") != std::string::npos,
            why);
        g.discard = "";  // nothing to reshuffle: the degenerate end trigger of §4 item 9, a possible position
        CHECK(ParsePosition(PositionJson(g)).ok());
    }

    TEST_CASE(
        "positions: nothing is guessed: every field of docs/famiglia-notation.md's example is required, only rng is "
        "optional") {
        const auto full = NewGameObject();
        REQUIRE(ParsePosition(full.dump()).ok());
        for (const char* field : {"format", "variant", "first", "to_move", "hands", "areas", "street", "deck",
                                  "discard", "second_pass", "pass_streak", "turns_left"}) {
            CAPTURE(field);
            auto j = full;
            REQUIRE(j.erase(field) == 1);
            const std::string why = Refused(j.dump());
            CHECK_MESSAGE(why.find(std::string("field '") + field + "' is missing") != std::string::npos, why);
        }
        auto j = full;
        j["variant"] = nlohmann::ordered_json::object();
        std::string why = Refused(j.dump());
        CHECK_MESSAGE(why.find("field 'variant.new_cards_only' is missing") != std::string::npos, why);
        j = full;
        j.erase("pass_streak");
        j.erase("turns_left");
        why = Refused(j.dump());
        CHECK_MESSAGE(why.find("fields 'pass_streak' and 'turns_left' are missing") != std::string::npos, why);
        j["first"] = "zero";  // a wrong value of a field that is there is reported first
        why = Refused(j.dump());
        CHECK_MESSAGE(why.find("field 'first' must be an integer") != std::string::npos, why);
        j = full;
        j.erase("rng");  // optional: the implementation's own generator
        CHECK(ParsePosition(j.dump()).ok());
        // The test helpers write every required field (and tests build all their positions with them).
        TestPosition g;
        g.street = "F1 A1 B1 M1 A2 B2";
        CHECK(ParsePosition(PositionJson(g)).ok());
    }

    TEST_CASE("positions: a key given twice is refused, naming the key (not the last one wins)") {
        TestPosition g;
        g.street = "F1 A1 B1 M1 A2 B2";
        const std::string good = PositionJson(g);
        REQUIRE(ParsePosition(good).ok());
        auto with = [&](const std::string& from, const std::string& to) { return Edited(good, from, to); };
        std::string why = Refused(with("\"to_move\":0", "\"to_move\":0,\"to_move\":1"));
        CHECK_MESSAGE(why.find("field 'to_move' is given twice") != std::string::npos, why);
        why = Refused(with("\"to_move\":0", "\"to_move\":0,\"to_move\":0"));  // even with the same value
        CHECK_MESSAGE(why.find("field 'to_move' is given twice") != std::string::npos, why);
        why = Refused(with("\"new_cards_only\":false", "\"new_cards_only\":false,\"new_cards_only\":true"));
        CHECK_MESSAGE(why.find("key 'new_cards_only' is given twice") != std::string::npos, why);
        // Keys are compared within one object: the variant's key at the top level is an unknown field, not a repeat.
        why = Refused(with("\"to_move\":0", "\"to_move\":0,\"new_cards_only\":false"));
        CHECK_MESSAGE(why.find("unknown field 'new_cards_only'") != std::string::npos, why);
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

    TEST_CASE("state output: the fields of docs/famiglia-notation.md's play tool") {
        TestPosition g;
        g.hands[0] = "A0 B0 F0 M0 B2 A2";
        g.street = "F3 F3 A1 M0 A2 B2";
        const State s0 = Build(g);
        const std::string start = StateToJson(s0);
        for (const char* field :
             {"\"format\": \"famiglia-state/1\"", "\"to_move\": 0", "\"first\": 0", "\"step\": \"accountant\"",
              "\"hands\"", "\"areas\"", "\"deck\"", "\"discard\"", "\"second_pass\": false", "\"pass_streak\": 0",
              "\"turns_left\": null", "\"scores\": [7, 1]", "\"game_over\": false", "\"winner\": null",
              "\"legal\": [\"accountant A2\"", "\"position\": {"}) {
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

    TEST_CASE(
        "state output at game over: winner 0 or 1 and the tie-break that decided, null and \"shared\" for a shared "
        "win") {
        auto has = [](const std::string& out, const std::string& field) {
            CHECK_MESSAGE(out.find(field) != std::string::npos, field << " in\n" << out);
        };
        // A new game ended by two passes: both own A0 B0 F0 M0, a shared win.
        const State fresh = NewGame(7, Rules{}, 0);
        const std::string running = StateToJson(fresh);
        has(running, "\"winner\": null");
        has(running, "\"tie_break\": null");
        const std::string shared = StateToJson(Play(fresh, "pass; pass"));
        has(shared, "\"game_over\": true");
        has(shared, "\"scores\": [1, 1]");
        has(shared, "\"winner\": null");
        has(shared, "\"tie_break\": \"shared\"");

        TestPosition g;
        g.street = "A1 B1 M1 F1 A2 F2";
        g.hands[0] = "A0 B0 F0 M0 F3";  // 11 against 1: the totals decide, no tie-break
        std::string out = StateToJson(Play(Build(g), "pass; pass"));
        has(out, "\"winner\": 0");
        has(out, "\"tie_break\": null");

        g.hands[0] = "A0 B0 F0 M0 F4";           // 1 + 15
        g.hands[1] = "A0 B0 F0 M0 A4 B2 M1 B1";  // 1 + 10 + 3 + 1 + 1: equal totals, F4 is the best card
        g.street = "A1 M2 F1 A2 B3 A3";
        out = StateToJson(Play(Build(g), "pass; pass"));
        has(out, "\"scores\": [16, 16]");
        has(out, "\"winner\": 0");
        has(out, "\"tie_break\": \"highest_card\"");

        g.hands[0] = "B0 F0 M0 F3 A3";     // 17: VPs 10 6 1 0 0
        g.hands[1] = "A0 B0 F0 M0 A4 B3";  // 17: VPs 10 6 1 0 0 0 0, one card more (house rule)
        g.street = "A1 B1 M1 F1 A2 F2";
        out = StateToJson(Play(Build(g), "pass; pass"));
        has(out, "\"winner\": 1");
        has(out, "\"tie_break\": \"sorted_cards\"");
    }

    TEST_CASE("state output: 'step' names the earliest open step: refresh, accountant, swap, brute, take, over") {
        auto step_of = [](const State& s) {
            const std::string out = StateToJson(s);
            const auto at = out.find("\"step\": \"");
            REQUIRE(at != std::string::npos);
            const auto from = at + 9;
            return out.substr(from, out.find('"', from) - from);
        };
        TestPosition g;
        g.street = "F1 A1 B1 M1 A2 B2";  // no 0: a refresh is open
        g.hands[0] = "A0 B0 F0 M0 A2 B2";
        g.areas[0] = "F2";
        const State refresh = Build(g);
        CHECK(step_of(refresh) == "refresh");
        g.street = "F0 A1 B1 M1 A3 B3";  // a 0 in the Street: no refresh
        const State s0 = Build(g);
        CHECK(step_of(s0) == "accountant");
        CHECK(step_of(Play(s0, "accountant A2")) == "swap");
        CHECK(step_of(Play(s0, "accountant A2; swap F2 F0")) == "brute");
        CHECK(step_of(Play(s0, "brute B2 A3 1")) == "take");
        g.hands[0] = "A0 B0 F0 M0";
        g.areas[0] = "";
        CHECK(step_of(Build(g)) == "take");  // nothing to play before the take
        CHECK(step_of(Play(s0, "pass; pass")) == "over");
    }

}  // TEST_SUITE
