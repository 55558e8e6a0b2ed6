// The test scenarios of docs/famiglia-rules.md §7, one TEST_CASE each, set up from positions in card notation.
#include "support/positions.h"

using namespace fam;
using namespace fam::test;

TEST_SUITE("rules") {
    TEST_CASE("§7.1 a Brute lowers a card to 0, it is taken for free and scores its printed VP") {
        TestPosition g;
        g.hands[0] = "A0 B0 F0 M0 B2";
        g.street = "A2 F1 F1 B1 M1 A1";
        const State s0 = Build(g);
        CHECK(Score(s0, 0) == 1 + 3);
        CHECK(!ReasonFor(s0, "take A2").empty());  // value 2 without the Brute
        const State s = Play(s0, "brute B2 A2 0; take A2");
        CHECK(Count(s.hand[0], "A2") == 1);
        CHECK(Count(s.area[0], "B2") == 1);
        CHECK(Count(s.street, "A2") == 0);
        CHECK(Score(s, 0) == 1 + 3 + 3);   // A2 keeps its printed 3 VP (§2.8)
        CHECK(s.brute_target == kNoCard);  // the reduction ends with the turn
        CHECK(s.to_move == 1);
    }

    TEST_CASE("§7.2 a Brute may lower by less than its rank: red 4 lowered by 1, taken with two red 2s") {
        TestPosition g;
        g.hands[0] = "A0 B0 F0 M0 F2 F2 B2";
        g.street = "F4 A1 B1 M1 A2 M2";
        const State s0 = Build(g);
        CHECK(ReasonFor(s0, "take F4 F2 F2").find("pair does not match") != std::string::npos);
        CHECK(ReasonFor(s0, "brute B2 F4 1").find("lowers by at most 2") != std::string::npos);
        CHECK(LegalStartingWith(s0, "brute B2 F4") == std::vector<std::string>{"brute B2 F4 2", "brute B2 F4 3"});
        const State s = Play(s0, "brute B2 F4 3; take F4 F2 F2");
        CHECK(Cards(s.hand[0]) == "A0 B0 F0 F2 F4 M0");
        CHECK(Cards(s.area[0]) == "B2 F2");
        CHECK(Score(s, 0) == 1 + 6 + 15 + 3 + 6);
    }

    TEST_CASE("§7.3 a Mercenary joker must be at least the value taken: M3 with F2 takes F3, M2 does not") {
        TestPosition g;
        g.hands[0] = "A0 B0 F0 M0 F2 M3";
        g.street = "F3 A1 B1 M1 A2 B2";
        const State s0 = Build(g);
        CHECK(IsLegal(s0, "take F3 F2 M3"));
        CHECK(IsLegal(s0, "take F3 M3 F2"));
        const State s = Play(s0, "take F3 M3 F2");
        CHECK(Count(s.area[0], "M3") == 1);  // the first-named payer goes to the play area
        CHECK(Count(s.hand[0], "F2") == 1);
        CHECK(Count(s.hand[0], "F3") == 1);

        g.hands[0] = "A0 B0 F0 M0 F2 M2";
        const State weak = Build(g);
        CHECK(ReasonFor(weak, "take F3 F2 M2").find("pair does not match") != std::string::npos);
        CHECK(LegalStartingWith(weak, "take F3").empty());
    }

    TEST_CASE("§7.4 green on green: M0 + M2 take M1, M1 + M2 cannot (neither is a real M0)") {
        TestPosition g;
        g.hands[0] = "A0 B0 F0 M0 M2";
        g.street = "M1 A1 B1 F1 A2 B2";
        CHECK(IsLegal(Build(g), "take M1 M0 M2"));
        CHECK(IsLegal(Build(g), "take M1 M2 M0"));

        g.hands[0] = "A0 B0 F0 M1 M2";
        const State s = Build(g);
        CHECK(ReasonFor(s, "take M1 M1 M2").find("pair does not match") != std::string::npos);
        CHECK(ReasonFor(s, "take M1 M2 M1").find("pair does not match") != std::string::npos);
        CHECK(LegalStartingWith(s, "take M1").empty());
    }

    TEST_CASE("§7.5 two jokers are refused: M2 + M3 cannot take a blue 2") {
        TestPosition g;
        g.hands[0] = "B0 F0 M0 M2 M3";
        g.hands[1] = "A0 A0 B0 F0 M0";
        g.street = "A2 F1 B1 M1 F2 B2";
        const State s = Build(g);
        CHECK(ReasonFor(s, "take A2 M2 M3").find("only one Mercenary may be a joker") != std::string::npos);
        CHECK(LegalStartingWith(s, "take A2").empty());
    }

    TEST_CASE(
        "§7.6 Accountant: swap 0 to r cards, never the Accountant just played, one from an earlier turn is fine") {
        TestPosition g;
        g.hands[0] = "A0 B0 F0 M0 A2";
        g.areas[0] = "A1 F1 B1";
        g.street = "M0 F2 B2 M1 A3 F3";  // a 0 in the Street: step 1 is closed
        const State s0 = Build(g);
        REQUIRE(CurrentStep(s0) == Step::kAccountant);

        SUBCASE("k = 0") {
            const State s = Play(s0, "accountant A2; pass");
            CHECK(s.to_move == 1);
            CHECK(Cards(s.area[0]) == "A1 A2 B1 F1");
        }
        SUBCASE("k = 1") {
            const State s = Play(s0, "accountant A2; swap F1 F0");
            CHECK(Cards(s.hand[0]) == "A0 B0 F1 M0");
            CHECK(Cards(s.area[0]) == "A1 A2 B1 F0");
        }
        SUBCASE("k = r = 2, no third swap") {
            const State s = Play(s0, "accountant A2; swap F1 F0; swap B1 B0");
            CHECK(ReasonFor(s, "swap A1 A0").find("no swaps left") != std::string::npos);
            CHECK(LegalStartingWith(s, "swap").empty());
            // The swap step is over; the B1 just brought back to the hand opens step 3 (docs/famiglia-rules.md §5.3:
            // cards retrieved by an Accountant can be used in A3/A4 of the same turn).
            CHECK(CurrentStep(s) == Step::kBrute);
            CHECK(IsLegal(s, "brute B1 F2 1"));
        }
        SUBCASE("the Accountant just played stays") {
            const State s = Play(s0, "accountant A2");
            CHECK(ReasonFor(s, "swap A2 F0").find("cannot move") != std::string::npos);
            CHECK(IsLegal(s, "swap A1 F0"));  // the Accountant of an earlier turn may come back
            const State back = Play(s, "swap A1 F0");
            CHECK(Count(back.hand[0], "A1") == 1);
        }
        SUBCASE("cards moved by this Accountant stay where they went") {
            const State s = Play(s0, "accountant A2; swap F1 F0");
            CHECK(ReasonFor(s, "swap F0 F1").find("cannot move") != std::string::npos);
            CHECK(ReasonFor(s, "swap B1 F1").find("just brought back") != std::string::npos);
        }
    }

    TEST_CASE("§7.7 first pass: refresh repeats while no 0 lies in the Street, discards go to the discard pile") {
        TestPosition g;
        g.street = "F1 A1 B1 M1 F2 A2";
        g.deck_top = "A3 B0";
        const State s0 = Build(g);
        REQUIRE(CurrentStep(s0) == Step::kRefresh);
        const State s1 = Play(s0, "refresh F1");  // draws A3: still no 0
        CHECK(Cards(s1.street) == "A1 A2 A3 B1 F2 M1");
        CHECK(CurrentStep(s1) == Step::kRefresh);
        CHECK(IsLegal(s1, "pass"));               // the player may also stop
        const State s2 = Play(s1, "refresh A1");  // draws B0: a 0 ends step 1
        CHECK(Count(s2.street, "B0") == 1);
        CHECK(Cards(s2.discard) == "A1 F1");
        CHECK(ReasonFor(s2, "refresh A2").find("no 0") != std::string::npos);
        CHECK(CurrentStep(s2) != Step::kRefresh);
        CHECK_FALSE(s2.second_pass);
        // A refresh of rank r draws r cards.
        const State s3 = Play(s0, "refresh A2");
        CHECK(TotalCards(s3.street) == 7);
        CHECK(s3.deck_size == s0.deck_size - 2);
    }

    TEST_CASE("§7.8 reshuffle during a refresh: the missing cards come from the new pile, then one more step") {
        TestPosition g;
        g.street = "F2 A1 M1 A2 B2 M2";
        g.deck_top = "B1";
        g.discard = "A3 F3 B3 M3 A4";
        g.rest = "area1";
        const State s0 = Build(g);
        REQUIRE(s0.deck_size == 1);
        const State s1 = Play(s0, "refresh F2");
        CHECK(s1.second_pass);
        CHECK(TotalCards(s1.discard) == 0);
        CHECK(s1.deck_size == 6 - 1);  // 5 discards + F2, one of them drawn
        CHECK(TotalCards(s1.street) == 5 + 2);
        CHECK(Count(s1.street, "B1") == 1);
        CHECK_FALSE(StreetHasZero(s1));
        CHECK(CurrentStep(s1) == Step::kRefresh);  // exactly one more step, second-pass style
        const State s2 = Play(s1, "refresh B1");
        CHECK(s2.deck_size == 5);               // B1 went under the pile, one card came from the top
        CHECK(s2.deck[0] == *ParseCard("B1"));  // the bottom of the pile
        CHECK(ReasonFor(s2, "refresh A1").find("only one refresh") != std::string::npos);
    }

    TEST_CASE("§4 item 12: the first deck runs out exactly on the last card owed: reshuffle at once, one more step") {
        TestPosition g;
        g.street = "F2 A1 M1 A2 B2 M2";
        g.deck_top = "B1 A1";
        g.discard = "A3 F3 B3";
        g.rest = "area1";
        const State s = Play(Build(g), "refresh F2");
        CHECK(s.second_pass);
        CHECK(s.deck_size == 4);
        CHECK(TotalCards(s.discard) == 0);
        CHECK(CurrentStep(s) == Step::kRefresh);
        CHECK(s.refreshes_left == 1);
    }

    TEST_CASE("§4 item 11: the end-of-turn refill reshuffles mid-refill and goes on drawing") {
        TestPosition g;
        g.street = "F0";
        g.deck_top = "A1 B1 M1";
        g.discard = "A3 F3 B3 M3 A4 F4 A2 B2";
        g.rest = "area1";
        const State s = Play(Build(g), "take F0");
        CHECK(s.second_pass);
        CHECK(TotalCards(s.street) == 6);
        CHECK(s.deck_size == 8 - 3);
        CHECK(s.turns_left == kNotTriggered);
        CHECK(s.to_move == 1);
    }

    TEST_CASE(
        "§4 item 9 / §5.7: first pass, the refill empties the deck with no discard pile: the end trigger belongs to "
        "the next turn") {
        TestPosition g;
        g.street = "F0";
        g.deck_top = "A1 B1 A2";
        g.rest = "area1";  // the discard pile stays empty: nothing to reshuffle
        SUBCASE("after the start player's turn: the other player plays, then the game is over") {
            const State s1 = Play(Build(g), "take F0");
            CHECK_FALSE(s1.second_pass);
            CHECK(s1.deck_size == 0);
            CHECK(TotalCards(s1.discard) == 0);
            CHECK(Cards(s1.street) == "A1 A2 B1");
            CHECK(s1.to_move == 1);
            CHECK(s1.turns_left == 1);
            CHECK_FALSE(s1.over);
            const State s2 = Play(s1, "pass");
            CHECK(s2.pass_streak == 1);  // one pass: the end comes from the trigger, not from two passes
            CHECK(s2.over);
        }
        SUBCASE("after the second player's turn: one more full round") {
            g.to_move = 1;
            g.hands[1] = "A0 A0 B0 F0 M0";
            const State s1 = Play(Build(g), "take F0");
            CHECK_FALSE(s1.second_pass);
            CHECK(s1.to_move == 0);
            CHECK(s1.turns_left == 2);
            const State s2 = Play(s1, "pass");
            CHECK_FALSE(s2.over);
            CHECK(s2.turns_left == 1);
            CHECK(Play(s2, "take A1 A0 A0").over);
        }
    }

    TEST_CASE("§2.7: the reshuffled second deck runs out in the same refresh: end trigger, no extra refresh step") {
        TestPosition g;
        g.street = "F3 A1 M1 A2 B2 M2";
        g.deck_top = "B1";
        g.rest = "area1";
        SUBCASE("the new pile holds exactly the cards still owed") {
            g.discard = "A3";
            const State s = Play(Build(g), "refresh F3");  // B1, then A3 and F3 from the reshuffled pile
            CHECK(s.second_pass);
            CHECK(s.deck_size == 0);
            CHECK(Cards(s.street) == "A1 A2 A3 B1 B2 F3 M1 M2");
            CHECK(s.turns_left == 2);  // in the start player's turn: the other player still plays
            CHECK(CurrentStep(s) != Step::kRefresh);
            CHECK(LegalStartingWith(s, "refresh").empty());
            CHECK_FALSE(ReasonFor(s, "refresh A3").empty());
        }
        SUBCASE("the new pile holds fewer cards than still owed") {
            const State s = Play(Build(g), "refresh F3");  // B1, then F3 itself; the third card is not there
            CHECK(s.second_pass);
            CHECK(s.deck_size == 0);
            CHECK(Cards(s.street) == "A1 A2 B1 B2 F3 M1 M2");
            CHECK(s.turns_left == 2);
            CHECK(LegalStartingWith(s, "refresh").empty());
        }
    }

    TEST_CASE("§2.7: the extra refresh step after the reshuffle is refused when the refresh brought out a 0") {
        // The second deck has no 0 (only rank >= 1 is discarded), so the 0 is the last card of the first deck.
        TestPosition g;
        g.street = "F2 A1 M1 A2 B2 M2";
        g.deck_top = "B0";
        g.discard = "A3 F3 B3";
        g.rest = "area1";
        const State s = Play(Build(g), "refresh F2");
        CHECK(s.second_pass);
        CHECK(s.deck_size == 3);  // A3 F3 B3 F2 reshuffled, one drawn
        CHECK(Count(s.street, "B0") == 1);
        CHECK(s.turns_left == kNotTriggered);
        CHECK(CurrentStep(s) != Step::kRefresh);
        CHECK(LegalStartingWith(s, "refresh").empty());
        CHECK(ReasonFor(s, "refresh A1").find("0") != std::string::npos);
    }

    TEST_CASE("§7.9 second pass: one refresh, the card goes under the pile before drawing") {
        TestPosition g;
        g.second_pass = true;
        g.street = "B2 A1 M1 A2 F3 M2";
        g.deck_top = "A3 F1 B3 M3 A4 F4 B4 M4 F2 B1";
        g.rest = "area1";
        const State s0 = Build(g);
        const State s1 = Play(s0, "refresh B2");
        CHECK(Count(s1.street, "A3") == 1);
        CHECK(Count(s1.street, "F1") == 1);
        CHECK(Count(s1.street, "B2") == 0);
        CHECK(DeckTopFirst(s1) == "B3 M3 A4 F4 B4 M4 F2 B1 B2");
        CHECK(s1.deck_known_bottom == 1);
        CHECK(ReasonFor(s1, "refresh A1").find("only one refresh") != std::string::npos);
    }

    TEST_CASE("§7.9 second pass: a 3 slid under a pile of 2 draws all 3, itself included, and triggers the end") {
        TestPosition g;
        g.second_pass = true;
        g.street = "F3 A1 M1 A2 B2 M2";
        g.deck_top = "A3 F1";
        g.rest = "area1";
        const State s = Play(Build(g), "refresh F3");
        CHECK(s.deck_size == 0);
        CHECK(Cards(s.street) == "A1 A2 A3 B2 F1 F3 M1 M2");
        CHECK(s.turns_left == 2);  // triggered in the start player's turn: the other player still plays
        CHECK_FALSE(s.over);
    }

    TEST_CASE(
        "§7.10 / decision 5: end trigger in the start player's turn: the other player plays, then the game is over") {
        TestPosition g;
        g.second_pass = true;
        g.street = "F3 B2 A2 M2 F2 B3";
        g.deck_top = "A1";
        g.hands[1] = "A0 A0 B0 F0 M0";
        g.rest = "area1";
        const State s1 = Play(Build(g), "refresh A2; pass");
        CHECK_FALSE(s1.over);
        CHECK(s1.to_move == 1);
        CHECK(s1.turns_left == 1);
        const State s2 = Play(s1, "take A1 A0 A0");
        CHECK(s2.over);
        CHECK(Legal(s2).empty());
    }

    TEST_CASE("§7.10 end trigger in the second player's turn: the game is over after that turn") {
        TestPosition g;
        g.second_pass = true;
        g.to_move = 1;
        g.street = "F3 B2 A2 M2 F2 B3";
        g.deck_top = "A1";
        g.rest = "area1";
        const State s1 = Play(Build(g), "refresh A2");
        CHECK(s1.turns_left == 1);
        CHECK(Play(s1, "pass").over);
    }

    TEST_CASE("§7.10 end trigger by the refill after the start player's turn: the other player plays, then over") {
        TestPosition g;
        g.second_pass = true;
        g.street = "F0";
        g.deck_top = "A1 B1 A2";
        g.rest = "area1";
        const State s1 = Play(Build(g), "take F0");
        CHECK(s1.deck_size == 0);
        CHECK(TotalCards(s1.street) == 3);
        CHECK(s1.to_move == 1);
        CHECK(s1.turns_left == 1);
        CHECK(Play(s1, "pass").over);
    }

    TEST_CASE("§7.10 end trigger by the refill after the second player's turn: one more full round") {
        TestPosition g;
        g.second_pass = true;
        g.to_move = 1;
        g.street = "F0";
        g.deck_top = "A1 B1 A2";
        g.hands[1] = "A0 A0 B0 F0 M0";
        g.rest = "area1";
        const State s1 = Play(Build(g), "take F0");
        CHECK(s1.to_move == 0);
        CHECK(s1.turns_left == 2);
        const State s2 = Play(s1, "pass");
        CHECK_FALSE(s2.over);
        CHECK(Play(s2, "take A1 A0 A0").over);
    }

    TEST_CASE("§7.11 two consecutive passes end the game at once, in either order, a take resets the streak") {
        TestPosition g;
        g.street = "A0 B0 F1 M1 A1 B1";
        g.hands[1] = "A0 B0 F0 M0";
        SUBCASE("start player, then the other") {
            const State s = Play(Build(g), "pass");
            CHECK_FALSE(s.over);
            CHECK(s.pass_streak == 1);
            CHECK(Play(s, "pass").over);
        }
        SUBCASE("the other player, then the start player: no extra turn for anyone") {
            g.to_move = 1;
            const State s = Play(Build(g), "pass; pass");
            CHECK(s.over);
            CHECK(s.pass_streak == 2);
        }
        SUBCASE("a take in between") {
            const State s = Play(Build(g), "pass; take A0; pass");
            CHECK_FALSE(s.over);
            CHECK(s.pass_streak == 1);
        }
        SUBCASE("a pass after other actions is a pass (§4 item 16)") {
            g.hands[0] = "A0 B0 F0 M0 A1";
            g.areas[0] = "F1";
            const State s = Play(Build(g), "accountant A1; swap F1 F0; pass");
            CHECK(s.pass_streak == 1);
            CHECK(Play(s, "pass").over);
        }
    }

    TEST_CASE("§2.9 / §7.11: a position with pass_streak 1: one pass ends the game at once, a take resets the streak") {
        TestPosition g;
        g.street = "A0 B0 F1 M1 A1 B1";
        g.pass_streak = 1;  // the previous turn ended with a pass
        SUBCASE("the start player passes") {
            const State s0 = Build(g);
            REQUIRE(s0.pass_streak == 1);
            const State s = Play(s0, "pass");
            CHECK(s.over);
            CHECK(s.pass_streak == 2);
            CHECK(Legal(s).empty());
        }
        SUBCASE("the other player passes: no turn left for anyone") {
            g.to_move = 1;
            const State s = Play(Build(g), "pass");
            CHECK(s.over);
            CHECK(s.to_move == 1);
        }
        SUBCASE("a take resets the streak") {
            const State s1 = Play(Build(g), "take A0");
            CHECK_FALSE(s1.over);
            CHECK(s1.pass_streak == 0);
            const State s2 = Play(s1, "pass");
            CHECK_FALSE(s2.over);
            CHECK(s2.pass_streak == 1);
        }
    }

    TEST_CASE("§7.12 a tie on VP goes to the owner of the single highest-VP card") {
        TestPosition g;
        g.hands[0] = "A0 B0 F0 M0 F4";           // 1 + 15
        g.hands[1] = "A0 B0 F0 M0 A4 B2 M1 B1";  // 1 + 10 + 3 + 1 + 1
        g.street = "A1 B1 M2 F1 A2 B3";
        const Outcome o = OutcomeOf(Build(g));
        CHECK(o.scores == std::array<int, 2>{16, 16});
        CHECK(o.winner == 0);
        CHECK(o.tie_break == TieBreak::kHighestCard);
    }

}  // TEST_SUITE
