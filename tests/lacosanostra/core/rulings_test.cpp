// One TEST_CASE per ruling R1-R31 of rules.h (= docs/lacosanostra-rules.md §5), in the notation with forced dice.
// Flow conventions: see examples_test.cpp.
#include <algorithm>

#include "support/flows.h"
#include "support/table.h"

using namespace lcn;
using namespace lcn::test;

namespace {

int InfluenceOf(const State& s, char letter, Influence t) {
    return s.player[SeatOf(s, letter)].influence[static_cast<std::size_t>(t)];
}
int Discarded(const State& s, Influence t) { return s.influence_discard[static_cast<std::size_t>(t)]; }
bool HasAttached(const State& s, const char* gangster, AttachBit bit) {
    return (s.gangsters[*ParseGangster(gangster)].attached & bit) != 0;
}
Setup Fixed(int players, std::uint64_t seed) {
    Setup setup;
    setup.players = players;
    setup.seed = seed;
    for (int p = 0; p < kMaxPlayers; ++p) setup.families[static_cast<std::size_t>(p)] = p < players ? p : kDealFamilies;
    setup.start_player = 0;
    return setup;
}

// Round IV: Red's 2-gangster R2 holds a Drive-By against Yellow's only active gangster Y2 (who holds a purchase
// card, which does not raise the target number, RB 435, and a Handlanger, which does not help return fire).
constexpr const char* kDriveBy = R"({
    "round": 4, "start_player": "R", "idle": "deactivated",
    "players": {"R": {"hand": "O4-19"}},
    "gangsters": {"R2": "active", "Y2": "purchase DD2 HL", "G1": "order O1-03"},
    "cursor": {"turn": "R", "assignments_left": 1}})";

// Round III: Green's 2-gangster G2 does Goods Delivery (O1-01: Drogendealer, difficulty 4, 9/6) with his own
// Drogendealer; Red's R2 holds a Raub.
constexpr const char* kRobbery = R"({
    "round": 3, "start_player": "G", "idle": "deactivated",
    "players": {"G": {"hand": "O1-01"}},
    "gangsters": {"G2": "active", "R2": "order O3-19", "Y1": "order O1-03"},
    "cursor": {"turn": "G", "assignments_left": 1}})";

}  // namespace

TEST_SUITE("lcn rulings") {
    TEST_CASE("R1 Drive-By: 2 successes against the victim's strength kill, 1 success does nothing") {
        const State s0 = Build(kDriveBy);
        const State rolled = Play(s0, "R order R2 O4-19; R choose R2; R name Y; R reveal; R continue");
        REQUIRE(StepName(rolled) == "roll");
        CHECK(rolled.cur.target_number == 2);  // Y2's strength; his purchase card is no order (RB 435)
        CHECK(rolled.cur.num_dice == 2);
        const State one = Play(rolled, "roll 2 1; R continue");
        CHECK(Where(one, "Y2") == "active");
        CHECK(StepName(one) == "pre_turn");
        const State two = Play(rolled, "roll 2 6; R continue");
        REQUIRE(StepName(two) == "doctor_window");
        CHECK(Where(Play(two, "R continue"), "Y2") == "killed by R");
    }

    TEST_CASE(
        "R1 Drive-By with 0 successes: return fire needs 2 successes against the attacker's strength, the kill counts "
        "for the victim") {
        const State s0 = Build(kDriveBy);
        const State missed =
            Play(s0, "R order R2 O4-19; R choose R2; R name Y; R reveal; R continue; roll 1 1; R continue");
        REQUIRE(StepName(missed) == "return_fire");
        CHECK(LegalStartingWith(missed, "Y") == std::vector<std::string>{"Y fire", "Y hold"});
        const State fire = Play(missed, "Y fire");
        REQUIRE(StepName(fire) == "roll");
        CHECK(fire.cur.num_dice == 2);       // Y2's strength
        CHECK(fire.cur.target_number == 2);  // R2's strength: no +1 for the Drive-By being resolved, no Handlanger
        const State one = Play(fire, "roll 2 1");
        CHECK(Where(one, "R2") == "active");
        const State hit = Play(fire, "roll 2 2");
        REQUIRE(StepName(hit) == "doctor_window");
        CHECK(Where(Play(hit, "R continue"), "R2") == "killed by Y");
        const State held = Play(missed, "Y hold");
        CHECK(Where(held, "R2") == "active");
        CHECK(Where(held, "O4-19") == "discard_up");
    }

    TEST_CASE("R2 Raub with one success takes half the payout rounded down, the job owner keeps the rest") {
        const State s0 = Build(kRobbery);
        const State job = Play(s0, "G order G2 O1-01; G choose G2; G reveal; roll 4 5");
        REQUIRE(StepName(job) == "robbery_window");
        const State robbing = Play(job, "R claim; R rob R2; G continue");  // the Raub is an attack: trap_before
        REQUIRE(StepName(robbing) == "roll");
        CHECK(robbing.cur.num_dice == 2);
        CHECK(robbing.cur.target_number == 4);
        const State s = Play(robbing, "roll 4 1; G continue");  // trap_after closes
        CHECK(Cash(s, 'R') == 2 + 4);                           // half of 9, rounded down
        CHECK(Cash(s, 'G') == 2 + 5);
        CHECK(Where(s, "O3-19") == "discard_up");
        CHECK(Where(s, "O1-01") == "discard_up");
    }

    TEST_CASE("R2 Raub with two successes takes the whole payout") {
        const State s0 = Build(kRobbery);
        const State s = Play(
            s0,
            "G order G2 O1-01; G choose G2; G reveal; roll 4 5; R claim; R rob R2; G continue; roll 4 6; G continue");
        CHECK(Cash(s, 'R') == 2 + 9);
        CHECK(Cash(s, 'G') == 2);
    }

    TEST_CASE("R2 a Raub foiled by a Falle leaves the job paying normally") {
        const State s0 = Build(R"({
        "round": 3, "start_player": "G", "idle": "deactivated",
        "players": {"G": {"hand": "O1-01"}},
        "gangsters": {"G2": "active", "G1": "order O3-21", "R2": "order O3-19", "Y1": "order O1-03"},
        "cursor": {"turn": "G", "assignments_left": 1}})");
        const State trapped =
            Play(s0, "G order G2 O1-01; G choose G2; G reveal; roll 4 5; R claim; R rob R2; G claim; G trap G1");
        REQUIRE(StepName(trapped) == "roll");
        CHECK(trapped.cur.num_dice == 1);  // G1's strength
        CHECK(trapped.cur.target_number == 4);
        const State s = Play(trapped, "roll 4");
        CHECK(Cash(s, 'G') == 2 + 9);
        CHECK(Cash(s, 'R') == 2);
        CHECK(Where(s, "R2") == "active");  // one success foils, it does not kill
    }

    TEST_CASE("R3 a Falle kill counts for the trapper: he keeps the attacking gangster") {
        const State s0 = Build(R"({
        "round": 3, "start_player": "R", "idle": "deactivated",
        "players": {"R": {"hand": "O3-09"}, "Y": {"cash": 9}},
        "gangsters": {"R2": "active", "Y3": "order O3-21", "G1": "order O1-03"},
        "cursor": {"turn": "R", "assignments_left": 1}})");
        const State s = Play(s0, "R order R2 O3-09; R choose R2; R name Y; R reveal; Y claim; Y trap Y3; roll 4 4 1");
        REQUIRE(StepName(s) == "doctor_window");
        const State done = Play(s, "R continue");
        CHECK(Where(done, "R2") == "killed by Y");
        CHECK(Cash(done, 'Y') == 9);  // the theft was foiled
        CHECK(Cash(done, 'R') == 2);
        CHECK(Where(done, "O3-21") == "discard_up");
        CHECK(Where(done, "O3-09") == "discard_up");
    }

    TEST_CASE("R4 Notarzt may be played by an uninvolved player: the killed gangster is only deactivated") {
        const State s0 = Build(R"({
        "round": 3, "start_player": "R", "idle": "deactivated",
        "players": {"R": {"hand": "O3-18"}, "G": {"influence": "HL IF IT NA"}},
        "gangsters": {"R2": "active", "Y2": "purchase DD2", "G1": "order O1-03"},
        "cursor": {"turn": "R", "assignments_left": 1}})");
        const State window =
            Play(s0, "R order R2 O3-18; R choose R2; R name Y; R reveal; R continue; roll 4 4; R continue");
        REQUIRE(StepName(window) == "doctor_window");
        const State s = Play(window, "G claim; G play NA; R continue");
        CHECK(Where(s, "Y2") == "deactivated");
        CHECK(InfluenceOf(s, 'G', Influence::kDoctor) == 0);
        CHECK(Discarded(s, Influence::kDoctor) == 1);
        CHECK(Where(s, "DD2") == "deck");  // the purchase card went under the deck with the deactivation (D23)
    }

    TEST_CASE("R4 Notarzt never protects companies: Vandalismus opens no Notarzt window") {
        const State s0 = Build(R"({
        "start_player": "R", "idle": "deactivated",
        "players": {"R": {"hand": "O1-20"}, "Y": {"influence": "HL IF IT NA"}},
        "gangsters": {"R3": "active", "G1": "order O1-03"},
        "cursor": {"turn": "R", "assignments_left": 1}})");
        const State s =
            Play(s0, "R order R3 O1-20; R choose R3; R name Y; R reveal; R continue; roll 3 1 1; R continue");
        CHECK(Where(s, "AF1") == "deactivated Y");  // Yellow's only company: no target step
        CHECK(StepName(s) == "pre_turn");
        CHECK(InfluenceOf(s, 'Y', Influence::kDoctor) == 1);
    }

    TEST_CASE("R5 a deal marker used by a job returns to its owner also when the roll fails") {
        const State s = Play(YellowsLastJob("O1-09", "WS1"), "Y order Y2 O1-09; Y choose Y2; Y reveal; roll 1 2");
        CHECK(Cash(s, 'Y') == 2);
        CHECK(MarkersOn(s, "WS1", 'Y') == 0);
        CHECK(Markers(s, 'Y') == 5);
    }

    TEST_CASE("R5 a job whose requirements are not met leaves the deal markers where they are") {
        const State s0 = Build(R"({
        "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"hand": "O1-08"}},
        "business": {"ZU1": "Y"},
        "gangsters": {"Y2": "active", "G1": "order O1-03"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        // Red-Light District needs a Zuhaelter and a Polizist: Yellow's own PZ1 and the marker on ZU1 cover it...
        const State ok = Play(s0, "Y order Y2 O1-08; Y choose Y2; Y reveal");
        CHECK(StepName(ok) == "roll");
        // ...but without the Polizist it is discarded unused, and the marker stays.
        const State s1 = Build(R"({
        "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"hand": "O1-08", "businesses": "GV1 AF1"}},
        "business": {"ZU1": "Y"},
        "gangsters": {"Y2": "active", "G1": "order O1-03"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State s = Play(s1, "Y order Y2 O1-08; Y choose Y2; Y reveal");
        CHECK(StepName(s) == "pre_turn");
        CHECK(MarkersOn(s, "ZU1", 'Y') == 1);
        CHECK(Markers(s, 'Y') == 4);
        CHECK(Where(s, "O1-08") == "discard_up");
    }

    TEST_CASE("R6 the Politiker draws its extra influence card in round I (option politician_round1, default on)") {
        Setup setup = Fixed(3, 11);  // Y G R: Red (Calmuti) owns the Politiker PO1
        auto on = NewGame(setup);
        REQUIRE(on.ok());
        CHECK(InfluenceInHand(*on, SeatOf(*on, 'R')) == 3 + 1);
        CHECK(InfluenceInHand(*on, SeatOf(*on, 'Y')) == 3);
        CHECK(InfluenceInHand(*on, SeatOf(*on, 'G')) == 3);
        setup.options.politician_round1 = false;
        auto off = NewGame(setup);
        REQUIRE(off.ok());
        CHECK(InfluenceInHand(*off, SeatOf(*off, 'R')) == 3);
        setup.options.politician_round1 = true;
        setup.options.beginners = true;  // §5.10: the Politiker draws nothing in round I
        auto beginners = NewGame(setup);
        REQUIRE(beginners.ok());
        CHECK(InfluenceInHand(*beginners, SeatOf(*beginners, 'R')) == 3);
    }

    TEST_CASE("R7 with fewer than 5 players the unused bosses' start businesses and influence sets join the decks") {
        auto s = NewGame(Fixed(3, 5));
        REQUIRE(s.ok());
        for (const char* code : {"ZU2", "NC1", "AW2", "CA1"}) {
            const std::string where = Where(*s, code);
            CHECK_MESSAGE((where == "deck" || where == "market"), code << " is " << where);
        }
        CHECK(s->business_deck_size + kMarketSize == kNumBusinesses - 9);
        // 33 - 3 start sets = 24 in the deck, minus the Politiker's card drawn in round I (R6).
        CHECK(s->influence_deck_size == 24 - 1);
        auto four = NewGame(Fixed(4, 5));
        REQUIRE(four.ok());
        CHECK(four->business_deck_size + kMarketSize == kNumBusinesses - 11);
        CHECK(four->influence_deck_size == 21 - 1);
    }

    TEST_CASE("R8 an empty influence deck is refilled by shuffling the influence discard") {
        const State s = ThroughFirstPayday(R"({"Y": {"hand": "O1-03", "businesses": "GV1 AF1"}})",
                                           R"("influence_deck": "SP",
        "influence_discard": "IF IF IF IF IF SP SP SP NA NA HL HL SA SA MP MP MP MP AB AB AB IT IT")");
        // Round II draws 2 + 2 + 3 (Red's Politiker) = 7 influence cards from a deck of 1.
        REQUIRE(s.round == 2);
        CHECK(InfluenceInHand(s, SeatOf(s, 'Y')) == 5);
        CHECK(InfluenceInHand(s, SeatOf(s, 'G')) == 5);
        CHECK(InfluenceInHand(s, SeatOf(s, 'R')) == 6);
        int discard = 0;
        for (auto n : s.influence_discard) discard += n;
        CHECK(discard == 0);
        CHECK(s.influence_deck_size == kNumInfluenceCards - 16);
    }

    TEST_CASE("R9 deactivated cards cannot be targeted") {
        const State s0 = Build(R"({
        "start_player": "R", "idle": "deactivated",
        "players": {"R": {"hand": "O1-14"}, "Y": {"businesses": "GV1 PZ1 AF1 ZU3"}},
        "business": {"GV1": "deactivated"},
        "gangsters": {"R2": "active", "G1": "order O1-03"},
        "cursor": {"turn": "R", "assignments_left": 1}})");
        const State s = Play(s0, "R order R2 O1-14; R choose R2; R name Y; R reveal");
        REQUIRE(StepName(s) == "target_card");
        CHECK(LegalStartingWith(s, "R target") == std::vector<std::string>{"R target PZ1", "R target ZU3"});
        CHECK(RefusalOf(s, "R target GV1").code == RefusalCode::kInvalidTarget);
        CHECK(RefusalOf(s, "R target AF1").code == RefusalCode::kInvalidTarget);  // a company, not a businessman
    }

    TEST_CASE("R10 Informant only on one's own turn, option spy_any_time lets it be played on other turns") {
        const char* position = R"({
        "start_player": "Y", "options": %s, "idle": "deactivated",
        "players": {"G": {"hand": "O1-04"}},
        "gangsters": {"G1": "active", "G2": "order O1-03", "Y1": "order O1-05"},
        "cursor": {"turn": "G", "assignments_left": 1}})";
        auto with = [&](const char* options) {
            std::string text(position);
            text.replace(text.find("%s"), 2, options);
            return Build(text);
        };
        const State base = with("{}");
        const Refusal r = RefusalOf(base, "Y play IF G2");
        CHECK(r.code == RefusalCode::kOptionOff);      // an out-of-turn play needs option spy_any_time
        const State own = Play(base, "G play IF Y1");  // Green's own planning turn
        CHECK((own.orders[*ParseOrder("O1-05")].seen_by & (1u << SeatOf(own, 'G'))) != 0);
        CHECK(InfluenceOf(own, 'G', Influence::kInformant) == 0);
        CHECK(Discarded(own, Influence::kInformant) == 1);
        const State any = with(R"({"spy_any_time": true})");
        MoveList side;
        SideMoves(any, SeatOf(any, 'Y'), side);
        std::vector<std::string> texts;
        for (const Move& m : side) texts.push_back(ToString(any, m));
        CHECK(std::find(texts.begin(), texts.end(), "Y play IF G2") != texts.end());
        const State looked = Play(any, "Y play IF G2");
        CHECK((looked.orders[*ParseOrder("O1-03")].seen_by & (1u << SeatOf(looked, 'Y'))) != 0);
    }

    TEST_CASE("R11 a killed gangster's purchase card goes under the business deck and its deal markers return") {
        const State s0 = Build(R"({
        "round": 3, "start_player": "R", "idle": "deactivated",
        "players": {"R": {"hand": "O3-13"}},
        "business": {"DD2": "G"},
        "gangsters": {"R2": "active", "Y2": "purchase DD2", "G1": "order O1-03"},
        "cursor": {"turn": "R", "assignments_left": 1}})");
        CHECK(Markers(s0, 'G') == 4);
        const State s =
            Play(s0, "R order R2 O3-13; R choose R2; R name Y; R reveal; R continue; roll 2 2; R continue; R continue");
        CHECK(Where(s, "Y2") == "killed by R");
        CHECK(Where(s, "DD2") == "deck");
        CHECK(s.business_deck[0] == *ParseBusiness("DD2"));  // the bottom of the deck
        CHECK(Markers(s, 'G') == 5);
        CHECK(MarkersOn(s, "DD2", 'G') == 0);
    }

    TEST_CASE("R12 only idle gangsters may be traded") {
        const State s0 = Build(R"({
        "start_player": "Y",
        "players": {"Y": {"hand": "O1-04"}},
        "gangsters": {"Y1": "order O1-03"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        CHECK(RefusalOf(s0, "Y trade G / Y give Y1").code == RefusalCode::kTradeInvalid);
        CHECK(Accepted(s0, "Y trade G / G pay 1 / Y give Y2"));
    }

    TEST_CASE(
        "R13 tie-break value: prices of own businesses, active or not, and own bought gangsters, kept victims do not "
        "count") {
        const State s = Build(R"({
        "round": 4, "step": "over",
        "players": {"Y": {"businesses": "GV1 PZ1 AF1"}},
        "business": {"PZ1": "deactivated"},
        "gangsters": {"Y4": "active", "G3": "killed Y"}})");
        const Outcome o = OutcomeOf(s);
        CHECK(o.display_value[SeatOf(s, 'Y')] == 4 + 2 + 8 + 10);
        CHECK(o.display_value[SeatOf(s, 'G')] == 4 + 2 + 8);  // DD1 AW1 BF1; the killed G3 was a start gangster
        CHECK(o.display_value[SeatOf(s, 'R')] == 4 + 2 + 8);
    }

    TEST_CASE("R13 equal money: the higher display value wins, equal value too: a shared win") {
        // Yellow and Green earn exactly the same; Yellow also owns a deactivated Zuhaelter (no income, price 4).
        const char* tied = R"({
        "round": 4, "step": "over",
        "players": {"Y": {"cash": 10, "businesses": "GV1 PZ1 AF1 %s"}, "G": {"cash": 10, "businesses": "GV2 PZ2 AF2"},
                    "R": {"cash": 0, "businesses": ""}},
        "business": {%s}})";
        auto with = [&](const char* extra_card, const char* state) {
            std::string text(tied);
            text.replace(text.find("%s"), 2, extra_card);
            text.replace(text.find("%s"), 2, state);
            return Build(text);
        };
        const State decided = with("ZU3", R"("ZU3": "deactivated")");
        const Outcome o = OutcomeOf(decided);
        CHECK(o.money[SeatOf(decided, 'Y')] == o.money[SeatOf(decided, 'G')]);
        CHECK(o.winners == (1u << SeatOf(decided, 'Y')));
        CHECK(o.tie_break == TieBreak::kDisplayValue);
        const State shared = with("", "");
        const Outcome both = OutcomeOf(shared);
        CHECK(both.winners == ((1u << SeatOf(shared, 'Y')) | (1u << SeatOf(shared, 'G'))));
        CHECK(both.tie_break == TieBreak::kShared);
    }

    TEST_CASE("R14 the target number is at least 1: a Handlanger on a difficulty-2 job makes a 1 succeed") {
        const State s0 = Build(R"({
        "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"hand": "O1-03"}},
        "gangsters": {"Y1": "active HL", "G1": "order O1-04"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State rolled = Play(s0, "Y order Y1 O1-03; Y choose Y1; Y reveal");
        REQUIRE(StepName(rolled) == "roll");
        CHECK(rolled.cur.target_number == 1);
        const State success = Play(rolled, "roll 1");
        REQUIRE(StepName(success) == "robbery_window");  // no Polizist re-roll: no die failed (D27)
        const State s = Play(success, "Y continue");
        CHECK(Cash(s, 'Y') == 2 + 1);  // one success: Gas Station Hold-up pays 1
    }

    TEST_CASE("R14 the target number is at most 6") {
        // Attentat on Y6 (4) + machine gun (5) + an order on him (+1 = 6) + a Saboteur on the attacker (+1 = 7 -> 6).
        const State s =
            Play(AttentatOnYellow("active SA", R"("Y6": "order O1-05 MP", "G1": "order O1-03")"), "R continue");
        REQUIRE(StepName(s) == "roll");
        CHECK(s.cur.target_number == 6);
    }

    TEST_CASE("R15 two planned Raub cards: the first claimant robs and the window closes (one Raub per job)") {
        const State s0 = Build(R"({
        "round": 3, "start_player": "G", "idle": "deactivated",
        "players": {"G": {"hand": "O1-01"}},
        "gangsters": {"G2": "active", "R2": "order O3-19", "Y2": "order O3-20"},
        "cursor": {"turn": "G", "assignments_left": 1}})");
        const State s = Play(
            s0,
            "G order G2 O1-01; G choose G2; G reveal; roll 4 5; Y claim; Y rob Y2; G continue; roll 1 1; G continue");
        CHECK(Cash(s, 'Y') == 2);             // the Raub failed...
        CHECK(Cash(s, 'G') == 2 + 9);         // ...so the job pays its owner
        CHECK(Where(s, "O3-19") == "on R2");  // Red's Raub is still planned: no second Raub on this job
        CHECK(StepName(s) == "pre_turn");
    }

    TEST_CASE("R16 no 2-player (or 6-player) game") {
        Setup setup = Fixed(3, 1);
        setup.players = 2;
        CHECK_FALSE(NewGame(setup).ok());
        setup.players = 6;
        CHECK_FALSE(NewGame(setup).ok());
        for (int players : {3, 4, 5}) CHECK(NewGame(Fixed(players, 1)).ok());
    }

    TEST_CASE(
        "R17 a player with an idle gangster but no order card and an empty market is skipped, the gangster stays "
        "idle") {
        const State s0 = Build(R"({
        "start_player": "G", "idle": "deactivated",
        "players": {"G": {"hand": "O1-03"},
                    "R": {"businesses": "ZU1 PO1 WS1 ZU2 ZU3 ZU4 ZU5 DD2 DD3 DD4 DD5 GV2 GV3 GV4 GV5 AW2 AW3 PO2 PO3 PZ2 PZ3 WS2 BF2 AF2 NC1 NC2 CA1 CA2"}},
        "market": "- - - -",
        "gangsters": {"G1": "active", "Y1": "active"},
        "cursor": {"turn": "G", "assignments_left": 1}})");
        const State s = Play(s0, "G order G1 O1-03");
        CHECK(StepName(s) == "pre_turn");
        CHECK(Where(s, "Y1") == "active");
        CHECK(s.gangsters[*ParseGangster("Y1")].assignment == Assignment::kNone);
    }

    TEST_CASE("R18 a Handlanger on the assassin lowers the Attentat target number") {
        const State s =
            Play(AttentatOnYellow("active HL", R"("Y6": "purchase DD2", "G1": "order O1-03")"), "R continue");
        REQUIRE(StepName(s) == "roll");
        CHECK(s.cur.target_number == 4 - 1);
    }

    TEST_CASE("R19 a deactivated gangster's planned Raub is discarded with his card") {
        const State s0 = Build(R"({
        "round": 3, "start_player": "R", "idle": "deactivated",
        "players": {"R": {"hand": "O3-18"}},
        "gangsters": {"R2": "active", "Y2": "order O3-19", "G1": "order O1-03"},
        "cursor": {"turn": "R", "assignments_left": 1}})");
        const State s =
            Play(s0, "R order R2 O3-18; R choose R2; R name Y; R reveal; R continue; roll 4 1; R continue; R continue");
        CHECK(Where(s, "Y2") == "deactivated");
        CHECK(Where(s, "O3-19") == "discard_down");
    }

    TEST_CASE(
        "R20 Unschlagbares Angebot: roll first, then buy a market card at half price, the market refills at once") {
        const State s0 = Build(R"({
        "round": 2, "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"hand": "O2-16", "cash": 7}},
        "market": "DD2 NC2 ZU3 PO2", "business_deck": "CA2",
        "gangsters": {"Y2": "active", "G1": "order O1-03"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State decide = Play(s0, "Y order Y2 O2-16; Y choose Y2; Y reveal; roll 3 3");
        REQUIRE(StepName(decide) == "buy_decision");
        CHECK(IsLegal(decide, "Y pass"));
        const State s = Play(decide, "Y buy NC2");
        CHECK(Cash(s, 'Y') == 7 - 6);
        CHECK(Where(s, "NC2") == "display Y");
        CHECK(Where(s, "CA2") == "market");
    }

    TEST_CASE(
        "R20 Beziehungen: a card bought from the deck with 2 successes costs $2,000 less, the deck is reshuffled") {
        const State s0 = Build(R"({
        "round": 2, "start_player": "Y", "idle": "deactivated", "rng": "0123456789abcdef",
        "players": {"Y": {"hand": "O2-17", "cash": 20}},
        "market": "DD2 NC2 ZU3 PO2",
        "gangsters": {"Y2": "active", "G1": "order O1-03"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State decide = Play(s0, "Y order Y2 O2-17; Y choose Y2; Y reveal; roll 4 5");
        REQUIRE(StepName(decide) == "buy_decision");
        CHECK(IsLegal(decide, "Y buy CA2"));  // from the deck
        const State s = Play(decide, "Y buy CA2");
        CHECK(Cash(s, 'Y') == 20 - (14 - 2));
        CHECK(Where(s, "CA2") == "display Y");
        CHECK(s.business_deck_size == s0.business_deck_size - 1);
        CHECK(s.business_deck != s0.business_deck);  // reshuffled (with 20 cards a fixed point is out of reach)
    }

    TEST_CASE(
        "R21 Intrigant: another player's brought-forward turn runs before the due seat, skipping oneself passes the "
        "turn on") {
        const State s0 = Build(R"({
        "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"hand": "O1-04"}},
        "gangsters": {"Y1": "active", "Y2": "order O1-05", "G1": "order O1-03"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State pre = Play(s0, "Y order Y1 O1-04");
        REQUIRE(StepName(pre) == "pre_turn");
        CHECK(pre.cur.due == SeatOf(pre, 'Y'));
        const State extra = Play(pre, "G claim; G play IT; Y continue");
        CHECK(StepName(extra) == "choose");
        CHECK(extra.cur.turn == SeatOf(extra, 'G'));
        const State after = Play(extra, "G choose G1; G reveal; roll 1");
        CHECK(StepName(after) == "pre_turn");
        CHECK(after.cur.due == SeatOf(after, 'Y'));  // the rotation goes on with the seat that was due
        const State skipped = Play(pre, "Y claim; Y play IT; Y continue");
        CHECK(skipped.cur.due == SeatOf(skipped, 'G'));
    }

    TEST_CASE("R22 an attack without a valid target card at the named player is discarded after the reveal") {
        const State s0 = Build(R"({
        "round": 2, "seats": "Y G R V", "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"hand": "O2-14"}},
        "business": {"ZU2": "deactivated"},
        "gangsters": {"Y3": "active", "G1": "order O1-03"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State s = Play(s0, "Y order Y3 O2-14; Y choose Y3; Y name V; Y reveal");
        CHECK(Where(s, "O2-14") == "discard_up");
        CHECK(Where(s, "ZU2") == "deactivated V");
        CHECK(StepName(s) == "pre_turn");
    }

    TEST_CASE("R23 the order on a killed gangster is discarded face down, unrevealed") {
        const State s0 = Build(R"({
        "round": 3, "start_player": "R", "idle": "deactivated",
        "players": {"R": {"hand": "O3-13"}},
        "gangsters": {"R3": "active", "Y2": "order O1-05", "G1": "order O1-03"},
        "cursor": {"turn": "R", "assignments_left": 1}})");
        const State s = Play(
            s0, "R order R3 O3-13; R choose R3; R name Y; R reveal; R continue; roll 3 3 1; R continue; R continue");
        CHECK(Where(s, "Y2") == "killed by R");
        CHECK(Where(s, "O1-05") == "discard_down");
    }

    TEST_CASE("R24 D43 a second Notarzt cancels the deactivation a first one left") {
        const State s0 = Build(R"({
        "round": 3, "start_player": "R", "idle": "deactivated",
        "players": {"R": {"hand": "O3-18"}, "G": {"influence": "HL IF IT NA"}, "Y": {"influence": "HL IF IT NA"}},
        "gangsters": {"R2": "active", "Y2": "purchase DD2", "G1": "order O1-03"},
        "cursor": {"turn": "R", "assignments_left": 1}})");
        const State s = Play(s0,
                             "R order R2 O3-18; R choose R2; R name Y; R reveal; R continue; roll 4 4; R continue; "
                             "G claim; G play NA; Y claim; Y play NA");  // nothing left to decide: the window closes
        CHECK(Where(s, "Y2") == "active");
        CHECK(Where(s, "DD2") == "on Y2");
        CHECK(Discarded(s, Influence::kDoctor) == 2);
    }

    TEST_CASE("R25 Drive-By return fire is no attack: the attacker's Falle cannot answer it") {
        const State s0 = Build(R"({
        "round": 4, "start_player": "R", "idle": "deactivated",
        "players": {"R": {"hand": "O4-19"}},
        "gangsters": {"R2": "active", "R1": "order O4-23", "Y2": "purchase DD2", "G1": "order O1-03"},
        "cursor": {"turn": "R", "assignments_left": 1}})");
        const State s =
            Play(s0, "R order R2 O4-19; R choose R2; R name Y; R reveal; R continue; roll 1 1; R continue; Y fire");
        CHECK(StepName(s) == "roll");  // no trap window before the return fire
        const State after = Play(s, "roll 1 1");
        CHECK(StepName(after) != "trap_after");
        CHECK(Where(after, "O4-23") == "on R1");
    }

    TEST_CASE("R26 a Handlanger on a gangster whose purchase is aborted is discarded with it") {
        const State s0 = Build(R"({
        "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"cash": 0}},
        "market": "NC2 DD2 ZU3 PO2",
        "gangsters": {"Y2": "active HL", "G1": "order O1-03"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State s = Play(s0, "Y purchase Y2 NC2; Y choose Y2; Y abort");
        CHECK_FALSE(HasAttached(s, "Y2", kAttachHenchman));
        CHECK(Discarded(s, Influence::kHenchman) == 1);
        CHECK(Where(s, "NC2") == "deck");
    }

    TEST_CASE("R27 D26 Informant market exchange with fewer than 4 cards in the business deck draws what is there") {
        const State s0 = Build(R"({
        "start_player": "Y",
        "players": {"Y": {"hand": "O1-03"},
                    "R": {"businesses": "ZU1 PO1 WS1 ZU2 ZU3 ZU4 ZU5 DD2 DD3 DD4 DD5 GV2 GV3 GV4 GV5 AW2 AW3 PO2 PO3 PZ2 PZ3 WS2 NC1"}},
        "market": "BF2 AF2 CA1 CA2", "business_deck": "NC2",
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State s = Play(s0, "Y play IF market");
        CHECK(Where(s, "NC2") == "market");
        for (const char* old : {"BF2", "AF2", "CA1", "CA2"}) CHECK(Where(s, old) == "deck");
        int filled = 0;
        for (BusinessId b : s.market) filled += b != kNoBusiness;
        CHECK(filled == 1);
    }

    TEST_CASE("R28 deactivated cards cannot be traded") {
        const State s0 = Build(R"({
        "start_player": "Y", "players": {"Y": {"hand": "O1-03"}},
        "business": {"PZ1": "deactivated"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        CHECK(RefusalOf(s0, "Y trade G / Y give PZ1").code == RefusalCode::kTradeInvalid);
        CHECK(Accepted(s0, "Y trade G / Y give GV1"));
    }

    TEST_CASE(
        "R29 dealing: from the (new) start player, each player draws all his orders, then all his influence cards") {
        const State s = ThroughFirstPayday(
            R"({"Y": {"hand": "O1-03", "businesses": "GV1 AF1"}})",
            R"("order_decks": "O2-01 O2-02 O2-03 O2-04 O2-05 O2-06 O2-07 O2-08 O2-09 O2-10 O2-11 O2-12",
        "influence_deck": "SP MP AB SA NA SP MP")");
        REQUIRE(s.round == 2);
        REQUIRE(s.start_player == SeatOf(s, 'G'));  // the start player card moved on
        CHECK(Where(s, "O2-01") == "hand G");
        CHECK(Where(s, "O2-04") == "hand G");
        CHECK(Where(s, "O2-05") == "hand R");
        CHECK(Where(s, "O2-08") == "hand R");
        CHECK(Where(s, "O2-09") == "hand Y");
        CHECK(Where(s, "O2-12") == "hand Y");
        CHECK(InfluenceOf(s, 'G', Influence::kSpy) == 1);  // SP MP
        CHECK(InfluenceOf(s, 'G', Influence::kMachineGun) == 1);
        CHECK(InfluenceOf(s, 'R', Influence::kDistraction) == 1);  // AB SA NA (Politiker)
        CHECK(InfluenceOf(s, 'R', Influence::kSaboteur) == 1);
        CHECK(InfluenceOf(s, 'R', Influence::kDoctor) == 1);
        CHECK(InfluenceOf(s, 'Y', Influence::kSpy) == 1);  // SP MP
        CHECK(InfluenceOf(s, 'Y', Influence::kMachineGun) == 1);
    }

    TEST_CASE("R30 hand-limit discards: orders face down to the discard, influence cards to the influence discard") {
        const State s0 = Build(R"({
        "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"hand": "O1-03 O1-04 O1-05 O1-06 O1-07", "influence": "HL IF IT MP", "businesses": "GV1 AF1"}},
        "gangsters": {"Y1": "active"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State limit = PassRecruiting(Play(s0, "Y order Y1 O1-03; Y choose Y1; Y reveal; roll 1"));
        REQUIRE(StepName(limit) == "hand_limit");
        CHECK(limit.cur.turn == SeatOf(limit, 'Y'));
        const State one = Play(limit, "Y discard O1-05");
        CHECK(Where(one, "O1-05") == "discard_down");
        CHECK(OrdersInHand(one, SeatOf(one, 'Y')) == 3);
        REQUIRE(StepName(one) == "hand_limit");  // still four influence cards
        CHECK(RefusalOf(one, "Y discard O1-06").code == RefusalCode::kHandLimitReached);
        const State s = Play(one, "Y discard MP");
        CHECK(Discarded(s, Influence::kMachineGun) == 1);
        CHECK(s.round == 2);
    }

    TEST_CASE("R31 option wild: after the last assignment every seat from the start player gets one final window") {
        const State s0 = Build(R"({
        "start_player": "G", "options": {"wild": true}, "idle": "deactivated",
        "players": {"Y": {"hand": "O1-03"}},
        "gangsters": {"Y1": "active", "G1": "order O1-04"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State w = Play(s0, "Y order Y1 O1-03");
        REQUIRE(StepName(w) == "wild_window");
        CHECK(w.cur.turn == SeatOf(w, 'G'));
        CHECK(RefusalOf(w, "Y pass").code == RefusalCode::kNotYourTurn);
        const State w2 = Play(w, "G pass");
        CHECK(w2.cur.turn == SeatOf(w2, 'R'));
        const State w3 = Play(w2, "R play HL G1; R pass");
        CHECK(w3.cur.turn == SeatOf(w3, 'Y'));
        CHECK(HasAttached(w3, "G1", kAttachHenchman));
        const State s = Play(w3, "Y pass");
        CHECK(StepName(s) == "pre_turn");
    }

}  // TEST_SUITE
