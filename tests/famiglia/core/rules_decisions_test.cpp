// The normative decisions at the top of docs/famiglia-rules.md and the §4/§5 rulings not covered by the §7 scenarios.
#include "support/positions.h"

using namespace fam;
using namespace fam::test;

TEST_SUITE("rules") {
    TEST_CASE("decision 1: the victory points are the table of §1.2 (red 1/3/6/10/15, others 0/1/3/6/10)") {
        const int red[] = {1, 3, 6, 10, 15}, other[] = {0, 1, 3, 6, 10};
        for (int r = 0; r < kNumRanks; ++r) {
            CHECK(VictoryPoints(MakeCard(Family::kFamiglia, r)) == red[r]);
            CHECK(VictoryPoints(MakeCard(Family::kAccountants, r)) == other[r]);
            CHECK(VictoryPoints(MakeCard(Family::kBrutes, r)) == other[r]);
            CHECK(VictoryPoints(MakeCard(Family::kMercenaries, r)) == other[r]);
        }
        Counts all{};
        for (int t = 0; t < kNumTypes; ++t)
            all[static_cast<std::size_t>(t)] = static_cast<std::uint8_t>(CopiesInGame(static_cast<CardType>(t)));
        CHECK(TotalCards(all) == 60);
        CHECK(TotalVictoryPoints(all) == 175);
        const State s = NewGame(7);
        CHECK(Score(s, 0) == 1);  // each starting hand is worth its red 0
        CHECK(Score(s, 1) == 1);
        CHECK(s.deck_size == 52 - 6);
    }

    TEST_CASE("decision 2: a Brute of rank r lowers a card by 1..r, never below 0") {
        TestPosition g;
        g.hands[0] = "A0 B0 F0 M0 B3";
        g.street = "F2 A4 M1 A0 B1 F1";
        const State s = Build(g);
        CHECK(LegalStartingWith(s, "brute B3 F2") == std::vector<std::string>{"brute B3 F2 0", "brute B3 F2 1"});
        CHECK(LegalStartingWith(s, "brute B3 A4") ==
              std::vector<std::string>{"brute B3 A4 1", "brute B3 A4 2", "brute B3 A4 3"});
        CHECK(LegalStartingWith(s, "brute B3 A0").empty());
        CHECK(ReasonFor(s, "brute B3 A0 0").find("rank 0") != std::string::npos);
    }

    TEST_CASE("decision 2: a Mercenary of rank r is a joker for ranks 0..r-1 of any family, M0 never is") {
        TestPosition g;
        g.hands[0] = "A0 A1 B0 F0 M0 M2";
        g.street = "A1 A2 A3 F1 B1 B2";
        const State s = Build(g);
        CHECK(IsLegal(s, "take A1 A0 M2"));   // M2 stands for A0
        CHECK(IsLegal(s, "take A2 A1 M2"));   // M2 stands for A1
        CHECK(!IsLegal(s, "take A3 A2 M2"));  // would stand for A2: needs M3
        CHECK(IsLegal(s, "take F1 F0 M2"));
        CHECK(ReasonFor(s, "take B1 B0 M0").find("pair does not match") != std::string::npos);  // M0 is no joker
        CHECK(IsLegal(s, "take B1 B0 M2"));
    }

    TEST_CASE("decision 3: the new-cards-only variant is off by default") {
        CHECK_FALSE(NewGame(1).new_cards_only);
        TestPosition g;
        g.hands[0] = "A0 B0 F0 F0 M0";
        g.street = "F1 A1 B1 M1 A2 B2";
        g.deck_top = "M0 B3";
        const State s = Play(Build(g), "refresh A2");
        CHECK(IsLegal(s, "take M0"));
        CHECK(IsLegal(s, "take F1 F0 F0"));  // an old card, after a refresh
    }

    TEST_CASE("decision 3 / §5.6: with the variant, after a refresh only a new card may be taken") {
        TestPosition g;
        g.new_cards_only = true;
        g.hands[0] = "A0 B0 F0 F0 M0 B1";
        g.street = "F1 A1 B1 M1 A2 B2";
        g.deck_top = "M0 B3";
        const State before = Build(g);
        CHECK(IsLegal(before, "take F1 F0 F0"));  // no refresh yet: any card
        const State s = Play(before, "refresh A2");
        CHECK(s.added_this_turn);
        CHECK(IsLegal(s, "take M0"));
        CHECK(ReasonFor(s, "take F1 F0 F0").find("new cards only") != std::string::npos);
        CHECK(LegalStartingWith(s, "take") == std::vector<std::string>{"take M0"});
        CHECK(IsLegal(s, "brute B1 F1 0"));  // Brute targets are not restricted
        CHECK(ReasonFor(Play(s, "brute B1 F1 0"), "take F1").find("new cards only") != std::string::npos);
    }

    TEST_CASE("decision 3 / §5.6: a lowered copy of a type with new and old copies counts as the new one") {
        TestPosition g;
        g.new_cards_only = true;
        g.hands[0] = "A0 B0 F0 M0 B2";
        g.street = "A2 F1 B1 M1 F2 M2";
        g.deck_top = "A2";
        const State s = Play(Build(g), "refresh F2");  // draws A2 and the next card
        REQUIRE(Count(s.street, "A2") == 2);
        REQUIRE(s.street_new[*ParseCard("A2")] == 1);
        const State lowered = Play(s, "brute B2 A2 0");
        CHECK(IsLegal(lowered, "take A2"));
    }

    TEST_CASE("decision 4: steps run 1 refresh, 2 Accountant, 3 Brute, 4 take, a later step closes the earlier") {
        TestPosition g;
        g.hands[0] = "A0 B0 F0 M0 A1 B1 B2";
        g.areas[0] = "F1";
        g.street = "F2 A2 M1 B1 F3 M2";
        const State s0 = Build(g);
        CHECK(CurrentStep(s0) == Step::kRefresh);
        const State acc = Play(s0, "accountant A1");
        CHECK(ReasonFor(acc, "refresh F2").find("step 1") != std::string::npos);
        CHECK(ReasonFor(acc, "accountant A1").find("step 2") != std::string::npos);
        const State brute = Play(acc, "brute B1 F2 1");
        CHECK(ReasonFor(brute, "swap F1 F0").find("closed") != std::string::npos);
        CHECK(ReasonFor(brute, "brute B2 F3 1").find("step 3") != std::string::npos);
        CHECK(CurrentStep(brute) == Step::kTake);
        // Skipping steps is allowed: a Brute straight away closes steps 1 and 2.
        const State direct = Play(s0, "brute B2 F3 1");
        CHECK(ReasonFor(direct, "accountant A1").find("step 2") != std::string::npos);
    }

    TEST_CASE("decision 6 / §4 item 18: equal totals and equal best cards: the sorted card VPs decide (house rule)") {
        TestPosition g;
        g.hands[0] = "A0 B0 F0 M0 F3 A3";     // 1 + 10 + 6 = 17: VPs 10 6 1 0 0 0
        g.hands[1] = "A0 B0 F0 M0 B4 A2 M2";  // 1 + 10 + 3 + 3 = 17: VPs 10 3 3 1 0 0 0
        g.street = "A1 B1 M1 F1 A2 F2";
        const Outcome o = OutcomeOf(Build(g));
        CHECK(o.scores == std::array<int, 2>{17, 17});
        CHECK(o.winner == 0);
        CHECK(o.tie_break == TieBreak::kSortedCards);

        g.hands[1] = "A0 B0 F0 M0 F3 B3";  // the same VP list: a shared win
        const Outcome shared = OutcomeOf(Build(g));
        CHECK(shared.winner == -1);
        CHECK(shared.tie_break == TieBreak::kShared);

        g.hands[1] = "A0 B0 F0 M0 A4 B3";  // 17 = 17, best 10 = 10, then 6 = 6, then 1 = 1, more cards
        g.hands[0] = "B0 F0 M0 F3 A3";     // one 0 fewer
        g.areas[1] = "";
        const Outcome longer = OutcomeOf(Build(g));
        CHECK(longer.winner == 1);
        CHECK(longer.tie_break == TieBreak::kSortedCards);

        g.hands[0] = "A0 B0 F0 M0 F2 F2 F1";  // 16 vs 17
        CHECK(OutcomeOf(Build(g)).tie_break == TieBreak::kNone);
    }

    TEST_CASE("§4 item 8: an empty Street is refilled with 6 cards at the end of the turn") {
        TestPosition g;
        g.street = "F0";
        const State s0 = Build(g);
        const State s = Play(s0, "take F0");
        CHECK(TotalCards(s.street) == 6);
        CHECK(s.deck_size == s0.deck_size - 6);
        CHECK(s.turns_left == kNotTriggered);
    }

    TEST_CASE(
        "§4 items 14, 15 and §5.7: after the trigger the Street is never refilled, then only Accountant and pass") {
        TestPosition g;
        g.second_pass = true;
        g.turns_left = 2;
        g.street = "F0";
        g.hands[1] = "A0 B0 F0 M0 A1 B1";
        g.areas[1] = "F1";
        g.rest = "area0";
        const State s = Play(Build(g), "take F0");
        CHECK(TotalCards(s.street) == 0);
        CHECK(s.to_move == 1);
        CHECK(Legal(s) == std::vector<std::string>{"accountant A1", "pass"});
        CHECK(ReasonFor(s, "brute B1 F1 0").find("no F1 in the Street") != std::string::npos);
        CHECK(ReasonFor(s, "refresh F1").find("draw pile is empty") != std::string::npos);
        CHECK(Play(s, "accountant A1; swap F1 F0; pass").over);
    }

    TEST_CASE("§4 item 14: a Brute may target any Street card of rank >= 1 and the player may take another card") {
        TestPosition g;
        g.hands[0] = "A0 B0 F0 M0 B1";
        g.street = "F3 A0 M1 A2 B2 M2";
        const State s = Play(Build(g), "brute B1 F3 2; take A0");
        CHECK(Count(s.hand[0], "A0") == 2);
        CHECK(Count(s.street, "F3") == 1);
    }

    TEST_CASE("§5.3: cards brought back by an Accountant can pay in the same turn, play-area cards cannot") {
        TestPosition g;
        g.hands[0] = "A0 B0 F0 M0 A2";
        g.areas[0] = "F2 F2";
        g.street = "F3 A0 M1 A2 B2 M2";
        const State s0 = Build(g);
        CHECK(ReasonFor(s0, "take F3 F2 F2").find("two F2") != std::string::npos);
        const State s = Play(s0, "accountant A2; swap F2 B0; swap F2 A0; take F3 F2 F2");
        CHECK(Count(s.hand[0], "F3") == 1);
        CHECK(Cards(s.area[0]) == "A0 A2 B0 F2");
    }

    TEST_CASE("§5.3: 0s and red cards have no ability") {
        TestPosition g;
        g.hands[0] = "A0 B0 F0 M0 F2";
        g.street = "F3 A0 M1 A2 B2 M2";
        const State s = Build(g);
        CHECK(ReasonFor(s, "accountant A0").find("no ability") != std::string::npos);
        CHECK(ReasonFor(s, "brute B0 F3 2").find("no ability") != std::string::npos);
        CHECK(ReasonFor(s, "accountant F2").find("not an Accountant") != std::string::npos);
        CHECK(ReasonFor(s, "brute F2 F3 2").find("not a Brute") != std::string::npos);
    }

}  // TEST_SUITE
