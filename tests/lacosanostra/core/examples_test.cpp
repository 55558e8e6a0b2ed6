// The worked examples of the German rulebook (RB n = line n of its text, as docs/lacosanostra-rules.md cites it), one
// TEST_CASE each, played in the notation with forced dice.
//
// Flow used throughout (docs/lacosanostra-rules.md §4.3, rules.h D2-D6): a test starts in planning with one idle
// gangster left ("idle": "deactivated" keeps the others out of the way, one other seat keeps an order so the action
// phase does not end into payday); the last assignment starts the action phase at the start player's
// pre_turn, where the due seat may `choose` at once. A revealed attack opens trap_before and trap_after, a
// successful job the robbery window; the seat whose turn it is closes each window with `continue`.
#include "support/flows.h"
#include "support/table.h"

using namespace lcn;
using namespace lcn::test;

TEST_SUITE("lcn examples") {
    TEST_CASE(
        "RB 311 Anlagebetrug: Yellow pays Green $2,000 for a deal marker on his Anwalt, rolls 3 and 4 pay $9,000") {
        const State s0 = Build(R"({
        "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"cash": 3, "hand": "O1-10", "businesses": "GV1 AF1"}},
        "gangsters": {"Y2": "active", "R1": "order O1-03"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        CHECK(Order(*ParseOrder("O1-10")).title == std::string("Investment Fraud"));
        // The deal: $2,000 in advance and a marker on the Anwalt (a safe point in planning).
        const State dealt = Play(s0, "Y trade G / Y mark AW1 / Y pay 2");
        CHECK(Cash(dealt, 'Y') == 1);
        CHECK(Cash(dealt, 'G') == 4);
        CHECK(Markers(dealt, 'Y') == 4);
        CHECK(MarkersOn(dealt, "AW1", 'Y') == 1);
        // Later in the action phase he executes the order: 3 and 4 against difficulty 3 = two successes.
        const State rolled = Play(dealt, "Y order Y2 O1-10; Y choose Y2; Y reveal");
        REQUIRE(StepName(rolled) == "roll");
        CHECK(rolled.cur.num_dice == 2);
        CHECK(rolled.cur.target_number == 3);
        const State s = Play(rolled, "roll 3 4; Y continue");
        CHECK(Cash(s, 'Y') == 1 + 9);
        CHECK(Cash(s, 'G') == 4);
        CHECK(MarkersOn(s, "AW1", 'Y') == 0);  // the used marker comes back (RB 306)
        CHECK(Markers(s, 'Y') == 5);
        CHECK(Where(s, "O1-10") == "discard_up");
        CHECK(Where(s, "AW1") == "display G");
        CHECK(StepName(s) == "pre_turn");
        CHECK(s.cur.due == SeatOf(s, 'R'));
    }

    TEST_CASE("RB 311 Anlagebetrug with one success pays the lower amount, $7,000") {
        const State s =
            Play(YellowsLastJob("O1-10", "AW1"), "Y order Y2 O1-10; Y choose Y2; Y reveal; roll 2 3; Y continue");
        CHECK(Cash(s, 'Y') == 2 + 7);
        CHECK(MarkersOn(s, "AW1", 'Y') == 0);
        CHECK(Markers(s, 'Y') == 5);
    }

    TEST_CASE("RB 257 Diebstahl: Red's 3-gangster rolls 1 4 5 against 4 and takes $5,000 from Yellow") {
        const State s0 = Build(R"({
        "start_player": "R", "idle": "deactivated",
        "players": {"R": {"hand": "O1-19"}, "Y": {"cash": 6}},
        "gangsters": {"R3": "active", "G1": "order O1-03"},
        "cursor": {"turn": "R", "assignments_left": 1}})");
        const State before_roll = Play(s0, "R order R3 O1-19; R choose R3; R name Y; R reveal; R continue");
        REQUIRE(StepName(before_roll) == "roll");
        CHECK(before_roll.cur.num_dice == 3);
        CHECK(before_roll.cur.target_number == 4);
        const State s = Play(before_roll, "roll 1 4 5; R continue");
        CHECK(Cash(s, 'R') == 2 + 5);
        CHECK(Cash(s, 'Y') == 6 - 5);
        CHECK(Where(s, "O1-19") == "discard_up");
    }

    TEST_CASE("RB 257 Diebstahl: had Red rolled 1 3 5 he would have got only $3,000") {
        const State s0 = Build(R"({
        "start_player": "R", "idle": "deactivated",
        "players": {"R": {"hand": "O1-19"}, "Y": {"cash": 6}},
        "gangsters": {"R3": "active", "G1": "order O1-03"},
        "cursor": {"turn": "R", "assignments_left": 1}})");
        const State s =
            Play(s0, "R order R3 O1-19; R choose R3; R name Y; R reveal; R continue; roll 1 3 5; R continue");
        CHECK(Cash(s, 'R') == 2 + 3);
        CHECK(Cash(s, 'Y') == 6 - 3);
    }

    TEST_CASE("RB 297 Autodiebstahl: the owner of a Werkstatt does the job alone") {
        const State s0 = Build(R"({
        "start_player": "R", "idle": "deactivated",
        "players": {"R": {"hand": "O1-09"}},
        "gangsters": {"R2": "active", "G1": "order O1-03"},
        "cursor": {"turn": "R", "assignments_left": 1}})");
        CHECK(Where(s0, "WS1") == "display R");
        const State s = Play(s0, "R order R2 O1-09; R choose R2; R reveal; roll 3 6; R continue");
        CHECK(Cash(s, 'R') == 2 + 9);
        CHECK(Where(s, "O1-09") == "discard_up");
    }

    TEST_CASE("RB 297 Autodiebstahl: without a Werkstatt and without a deal the job is discarded without effect") {
        const State s0 = Build(R"({
        "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"hand": "O1-09"}},
        "gangsters": {"Y2": "active", "G1": "order O1-03"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State s = Play(s0, "Y order Y2 O1-09; Y choose Y2; Y reveal");
        CHECK(Cash(s, 'Y') == 2);
        CHECK(Where(s, "O1-09") == "discard_up");  // revealed, so it lies face up
        CHECK(Where(s, "Y2") == "active");
        CHECK(s.gangsters[*ParseGangster("Y2")].assignment == Assignment::kNone);
        CHECK(StepName(s) == "pre_turn");
        CHECK(s.cur.due == SeatOf(s, 'G'));
    }

    TEST_CASE(
        "RB 297 Autodiebstahl: with a deal marker on Red's Werkstatt Yellow does the job and the marker returns") {
        const State s0 = YellowsLastJob("O1-09", "WS1");
        CHECK(Markers(s0, 'Y') == 4);
        const State s = Play(s0, "Y order Y2 O1-09; Y choose Y2; Y reveal; roll 4 4; Y continue");
        CHECK(Cash(s, 'Y') == 2 + 9);
        CHECK(Cash(s, 'R') == 2);
        CHECK(MarkersOn(s, "WS1", 'Y') == 0);
        CHECK(Markers(s, 'Y') == 5);
    }

    TEST_CASE(
        "RB 381 Monopol: Red's two Zuhaelter against Yellow's one give Red Prostitution, Green's purchase ends it") {
        const State s0 = Build(R"({
        "start_player": "G", "idle": "deactivated",
        "players": {"R": {"businesses": "ZU1 PO1 WS1 ZU3"}, "Y": {"businesses": "GV1 PZ1 AF1 ZU4"},
                    "G": {"cash": 4}},
        "market": "ZU5 DD2 DD3 GV2",
        "gangsters": {"G1": "active", "Y1": "order O1-03"},
        "cursor": {"turn": "G", "assignments_left": 1}})");
        const auto prostitution = static_cast<std::size_t>(Monopoly::kProstitution);
        CHECK(s0.monopoly_holder[prostitution] == SeatOf(s0, 'R'));  // the parser checks §4.5 (I7)
        const State s = Play(s0, "G purchase G1 ZU5; G choose G1; G pay");
        CHECK(Where(s, "ZU5") == "display G");
        CHECK(Cash(s, 'G') == 0);
        CHECK(s.monopoly_holder[prostitution] == kNoSeat);  // 2 is not more than 1 + 1
    }

    TEST_CASE("RB 439 Attentat: Red's 2-gangster needs two 4s against Yellow's 4-gangster, 3 and 5 leave him alive") {
        // Y6 holds a purchase card: busy in planning, but no order, so no +1 (RB 435).
        const State target = AttentatOnYellow("active", R"("Y6": "purchase DD2", "Y1": "order O1-04")");
        REQUIRE(StepName(target) == "target_card");
        CHECK(LegalStartingWith(target, "R target") == std::vector<std::string>{"R target Y1", "R target Y6"});
        const State before_roll = Play(target, "R target Y6; R continue");
        REQUIRE(StepName(before_roll) == "roll");
        CHECK(before_roll.cur.num_dice == 2);
        CHECK(before_roll.cur.target_number == 4);
        const State s = Play(before_roll, "roll 3 5; R continue");
        CHECK(Where(s, "Y6") == "active");
        CHECK(Where(s, "O3-13") == "discard_up");
        CHECK(StepName(s) == "pre_turn");
    }

    TEST_CASE("RB 439 Attentat: had the victim still held an order, Red would have needed fives") {
        const State s =
            Play(AttentatOnYellow("active", R"("Y6": "order O1-05", "Y1": "order O1-04")"), "R target Y6; R continue");
        REQUIRE(StepName(s) == "roll");
        CHECK(s.cur.target_number == 5);
        CHECK(s.cur.num_dice == 2);
    }

    TEST_CASE("RB 1037 Attentats-Wurf: a 3-gangster is killed with two threes, the killer keeps the card") {
        const State rolled =
            Play(AttentatOnYellow("active", R"("Y3": "purchase DD2", "Y1": "order O1-04")"), "R target Y3; R continue");
        CHECK(rolled.cur.target_number == 3);
        const State s = Play(rolled, "roll 3 3; R continue; R continue");  // trap_after, then the Notarzt window
        CHECK(Where(s, "Y3") == "killed by R");
    }

    TEST_CASE(
        "RB 206 planning: one assignment per turn, an order lies face down, a purchase face up and the market "
        "refills") {
        const State s0 = Build(R"({
        "start_player": "Y",
        "players": {"Y": {"hand": "O1-01 O1-02"}, "G": {"hand": "O1-03"}, "R": {"hand": "O1-04"}},
        "market": "ZU2 DD2 GV2 PO2", "business_deck": "CA2",
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State s1 = Play(s0, "Y order Y1 O1-01");
        CHECK(Where(s1, "O1-01") == "on Y1");
        CHECK(s1.cur.turn == SeatOf(s1, 'G'));
        const State s2 = Play(s1, "G purchase G1 DD2");
        CHECK(Where(s2, "DD2") == "on G1");
        CHECK(Where(s2, "CA2") == "market");  // refilled at once from the top of the deck
        CHECK(Cash(s2, 'G') == 2);            // not paid yet
        CHECK(s2.cur.turn == SeatOf(s2, 'R'));
        // RB 192: a player whose turn it is must assign while he has an idle gangster - no pass.
        CHECK_FALSE(IsLegal(s2, "R pass"));
        CHECK(Refused(s1, "Y order Y2 O1-02").size() > 0);  // not Yellow's turn any more
    }

    TEST_CASE("RB 534 tip: beating up Blue's Anwalt that carries Red's deal marker sends the marker home") {
        const State s0 = Build(R"({
        "seats": "Y G R B", "start_player": "G", "idle": "deactivated",
        "players": {"G": {"hand": "O1-14"}},
        "business": {"AW2": "R"},
        "gangsters": {"G2": "active", "B1": "order O1-03", "B2": "order O1-04"},
        "cursor": {"turn": "G", "assignments_left": 1}})");
        CHECK(Markers(s0, 'R') == 4);
        // Blue's only businessman is the Anwalt AW2 (the Casino is a company): one candidate, no target step.
        const State s = Play(s0, "G order G2 O1-14; G choose G2; G name B; G reveal; G continue; roll 2 1; G continue");
        REQUIRE(StepName(s) == "doctor_window");  // a businessman deactivated (D13)
        const State done = Play(s, "G continue");
        CHECK(Where(done, "AW2") == "deactivated B");
        CHECK(MarkersOn(done, "AW2", 'R') == 0);
        CHECK(Markers(done, 'R') == 5);
    }

}  // TEST_SUITE
