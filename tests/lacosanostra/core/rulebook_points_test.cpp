// Rulebook points re-checked against the German rulebook (RB n = line n of its text, as docs/lacosanostra-rules.md
// cites it): Maschinenpistole/Ablenkung until the round ends (D50), the market refill (D10), starts written down (D55).
#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>

#include "support/flows.h"
#include "support/table.h"

using namespace lcn;
using namespace lcn::test;

namespace {

int InDiscard(const State& s, Influence t) { return s.influence_discard[static_cast<std::size_t>(t)]; }
std::uint8_t AttachedTo(const State& s, const char* gangster) { return s.gangsters[*ParseGangster(gangster)].attached; }

// Every business card code but those named, for a display that takes the cards out of the way.
std::string AllBusinessesBut(const std::string& named) {
    std::string out;
    for (BusinessId b = 0; b < kNumBusinesses; ++b) {
        const std::string code = BusinessCode(b);
        if ((" " + named + " ").find(" " + code + " ") != std::string::npos) continue;
        out += (out.empty() ? "" : " ") + code;
    }
    return out;
}

// A fresh deal of Y, G, R (seed 1) as position JSON, ready to be rewritten by hand.
nlohmann::ordered_json FreshStart() {
    Setup setup;
    setup.families = {static_cast<int>(Family::kBlundetto), static_cast<int>(Family::kDiMaggio),
                      static_cast<int>(Family::kCalmuti), kDealFamilies, kDealFamilies};
    const Result<State> s = NewGame(setup);
    REQUIRE(s.ok());
    return nlohmann::ordered_json::parse(PositionToJson(*s));
}

}  // namespace

TEST_SUITE("lcn rulebook points") {
    // RB 785 / 801: "Die Karte wird am Ende der Runde abgelegt." RB 423 discards only the ORDER of a
    // deactivated gangster; the Handlanger/Saboteur go with that order (RB 759, 771).
    TEST_CASE("D50 RB 785 a Maschinenpistole stays on a killed gangster until the round ends") {
        const State attacked =
            Play(AttentatOnYellow("active", R"("Y6": "purchase DD2 MP HL", "G1": "order O1-03")"), "R continue");
        REQUIRE(StepName(attacked) == "roll");
        const State doctor = Play(attacked, "roll 6 6; R continue");
        REQUIRE(StepName(doctor) == "doctor_window");
        const State s = Play(doctor, "R continue");
        REQUIRE(Where(s, "Y6") == "killed by R");
        CHECK(AttachedTo(s, "Y6") == kAttachMachineGun);  // the Handlanger went, the Maschinenpistole stays
        CHECK(InDiscard(s, Influence::kHenchman) == InDiscard(doctor, Influence::kHenchman) + 1);
        CHECK(InDiscard(s, Influence::kMachineGun) == InDiscard(doctor, Influence::kMachineGun));
    }

    TEST_CASE("D50 RB 801 an Ablenkung on a deactivated gangster is discarded at the round's end") {
        const State s0 = Build(R"({"start_player": "Y", "idle": "deactivated",
        "gangsters": {"Y1": "active", "G2": "deactivated AB MP"}, "players": {"Y": {"hand": "O1-03", "businesses": "GV1 AF1"}},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        CHECK(AttachedTo(s0, "G2") == (kAttachDistraction | kAttachMachineGun));
        const State s = PassRecruiting(Play(s0, "Y order Y1 O1-03; Y choose Y1; Y reveal; roll 1"));
        REQUIRE(s.round == 2);
        CHECK(Where(s, "G2") == "active");  // RB 423: active again in the next round, without the cards
        CHECK(AttachedTo(s, "G2") == 0);
        CHECK(InDiscard(s, Influence::kDistraction) == InDiscard(s0, Influence::kDistraction) + 1);
        CHECK(InDiscard(s, Influence::kMachineGun) == InDiscard(s0, Influence::kMachineGun) + 1);
    }

    TEST_CASE("D50 a position keeps MP/AB on a deactivated gangster but refuses a Handlanger there") {
        const auto good = ParsePosition(
            Expand(R"({"gangsters": {"G2": "deactivated MP"}, "cursor": {"turn": "Y", "assignments_left": 1}})"));
        CHECK_MESSAGE(good.ok(), good.error());
        const auto bad = ParsePosition(
            Expand(R"({"gangsters": {"G2": "deactivated HL"}, "cursor": {"turn": "Y", "assignments_left": 1}})"));
        REQUIRE_FALSE(bad.ok());
        CHECK(bad.error().find("Handlanger") != std::string::npos);
    }

    // RB 102 limits the market "Zu Beginn" (at the start) only; RB 188 refills it "sofort durch eine neue Karte
    // vom Business-Stapel": the top card, whatever it is. A deck of nothing but duplicates still refills.
    TEST_CASE("D10 RB 102 RB 188 a deck holding only duplicates refills the market with them") {
        const std::string market = "ZU2 DD2 CA2 PO2", deck = "ZU3 DD3 CA1";
        const std::string others = AllBusinessesBut(market + " " + deck + " GV1 PZ1 AF1 DD1 AW1 BF1");
        const State s0 = Build(R"({"start_player": "Y", "market": ")" + market + R"(", "business_deck": ")" + deck +
                               R"(", "players": {"Y": {"businesses": "GV1 PZ1 AF1"}, "G": {"businesses": "DD1 AW1 BF1"},
                               "R": {"businesses": ")" +
                               others + R"("}}, "cursor": {"turn": "Y", "assignments_left": 1}})");
        REQUIRE(s0.business_deck_size == 3);
        const State a = Play(s0, "Y purchase Y1 PO2");
        CHECK(Where(a, "ZU3") == "market");  // beside ZU2
        const State b = Play(a, "G purchase G1 ZU2");
        CHECK(Where(b, "DD3") == "market");  // beside DD2
        const State c = Play(b, "R purchase R1 ZU3");
        CHECK(Where(c, "CA1") == "market");  // a second company, and a second Casino
        CHECK(c.business_deck_size == 0);
        const State d = Play(c, "Y purchase Y2 DD2");
        CHECK(Where(d, "DD3") == "market");  // the deck is empty: the slot stays empty (R27)
        int empty = 0;
        for (BusinessId slot : d.market) empty += slot == kNoBusiness ? 1 : 0;
        CHECK(empty == 1);
    }

    // RB 102: "Die obersten vier Karten werden aufgedeckt ... Zu Beginn duerfen hier keine zwei gleichen Karten
    // liegen und hoechstens 1 Unternehmen." A start written with its deck order lays the market out by that rule.
    TEST_CASE("D55 RB 102 a start with \"market\": \"lay out\" deals the market from the written deck order") {
        nlohmann::ordered_json j = FreshStart();
        std::vector<std::string> free;
        for (const auto& code : j["business_deck"]) free.push_back(code.get<std::string>());
        for (const auto& code : j["market"]) free.push_back(code.get<std::string>());
        const std::vector<std::string> top = {"GV2", "DD2", "NC2", "CA1", "ZU3", "ZU2"};  // the top card last
        nlohmann::ordered_json deck = nlohmann::ordered_json::array();
        for (const std::string& code : free)
            if (std::find(top.begin(), top.end(), code) == top.end()) deck.push_back(code);
        REQUIRE(deck.size() + top.size() == free.size());
        for (const std::string& code : top) deck.push_back(code);
        j["business_deck"] = deck;
        j["market"] = "lay out";
        const Result<State> s = ParsePosition(j.dump());
        REQUIRE_MESSAGE(s.ok(), s.error());
        // ZU3 repeats ZU2, NC2 is a second company: both go under the deck, in the order they came up.
        CHECK(Where(*s, "ZU2") == "market");
        CHECK(Where(*s, "CA1") == "market");
        CHECK(Where(*s, "DD2") == "market");
        CHECK(Where(*s, "GV2") == "market");
        CHECK(BusinessCode(s->business_deck[0]) == "NC2");
        CHECK(BusinessCode(s->business_deck[1]) == "ZU3");
        // Only a start can be laid out.
        j["step"] = "planning";
        const Result<State> late = ParsePosition(j.dump());
        REQUIRE_FALSE(late.ok());
        CHECK(late.error().find("only at the start") != std::string::npos);
    }

    TEST_CASE("D55 RB 108 a written game without Y, G and R breaks the first-game families rule") {
        const auto bad = ParsePosition(Expand(
            R"({"seats": "Y G V", "options": {"first_game_families": true}, "cursor": {"turn": "Y", "assignments_left": 1}})"));
        REQUIRE_FALSE(bad.ok());
        CHECK(bad.error().find("RB 108") != std::string::npos);
        const auto free =
            ParsePosition(Expand(R"({"seats": "Y G V", "cursor": {"turn": "Y", "assignments_left": 1}})"));
        CHECK_MESSAGE(free.ok(), free.error());
        const auto first = ParsePosition(Expand(
            R"({"seats": "V R G Y", "options": {"first_game_families": true}, "cursor": {"turn": "V", "assignments_left": 1}})"));
        CHECK_MESSAGE(first.ok(), first.error());
    }
}
