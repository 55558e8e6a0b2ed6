// The table without drawing: what it shows (shell/games/famiglia/table/table_model.h, table_status.h) and what taps
// do (table_input.h), on positions in card notation and on real sessions.
#include <doctest/doctest.h>
#include <string>
#include <vector>

#include "games/famiglia/table/table_input.h"
#include "games/famiglia/table/table_model.h"
#include "games/famiglia/table/table_status.h"
#include "support/positions.h"

using namespace fam;
using namespace fam::test;
using namespace shell::ui;
using namespace shell::games::famiglia;

namespace {

CardType C(const char* code) { return *ParseCard(code); }
Move M(const char* text) { return *ParseMove(text); }
bool Has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A position drawn for seat 0 (a person) with the legal list the table caches. The session only names the seats
// (two people: "Player 1", "Player 2"); actions are not applied to it.
struct Table {
    Session s;
    TableUi g;
    State st;
    bool my_turn = true;
    explicit Table(const State& state) : st(state) { LegalMoves(st, g.cache.legal); }
    Scene scene() { return {g, s, st, Lang::kEnglish, 0, my_turn}; }
};

// §7.2's position at the start of seat 0's turn: only the Brute B2 and refreshes can be played (no take yet).
State BruteStart() {
    TestPosition g;
    g.hands[0] = "A0 B0 F0 M0 F2 F2 B2";
    g.street = "F4 A1 B1 M1 A2 M2";
    return Build(g);
}

// A session between two people, played on (a fixed choice among the legal actions other than pass) until the
// player to move can take a card with two hand cards: `take` is that take.
Session SessionWithPaidTake(Move& take) {
    Session s;
    s.NewGame(Setup{.seed = 11, .first = 0}, Seats{SeatKind::kPerson, SeatKind::kPerson});
    for (int i = 0; i < 200 && !s.current().over; ++i) {
        MoveList legal;
        LegalMoves(s.current(), legal);
        std::vector<Move> others;
        for (const Move& m : legal) {
            if (m.kind == MoveKind::kTake && !m.IsFreeTake()) {
                take = m;
                return s;
            }
            if (m.kind != MoveKind::kPass) others.push_back(m);
        }
        REQUIRE(s.Apply(others.empty() ? Move::Pass() : others[static_cast<std::size_t>(i * 7) % others.size()]).ok());
    }
    FAIL("seed 11 offers no paid take");
    return s;
}

// A card type that is not in the Street: no take of it is legal.
CardType NotInStreet(const State& st) {
    CardType t = 0;
    while (st.street[t] > 0) ++t;
    return t;
}

}  // namespace

TEST_SUITE("table model") {
    TEST_CASE("a card is usable (not dimmed) exactly when a legal action uses it, and only in the own turn") {
        Table t(BruteStart());
        const Usable u = ComputeUsable(t.g.cache.legal);
        CHECK(u.hand[C("B2")] == 1);    // brute B2 ...
        CHECK(u.hand[C("F2")] == 0);    // no take yet: the F2s pay for nothing
        CHECK(u.street[C("F4")] == 1);  // refresh F4, brute B2 F4 ...
        CHECK_FALSE(u.take);
        const Highlights none;
        const Scene sc = t.scene();
        CHECK_FALSE(GridCardState(sc, u, none, 0, Zone::kHand, C("B2")).dimmed);
        const CardState f2 = GridCardState(sc, u, none, 0, Zone::kHand, C("F2"));
        CHECK_FALSE(f2.usable);
        CHECK(f2.dimmed);
        // Waiting for the other player: nothing is dimmed.
        t.my_turn = false;
        const CardState waiting = GridCardState(t.scene(), u, none, 0, Zone::kHand, C("F2"));
        CHECK_FALSE(waiting.dimmed);
        CHECK_FALSE(StreetCardState(t.scene(), u, none, {C("A1"), -1, false, 0}).dimmed);
    }

    TEST_CASE("in the take step the hand is not dimmed, and a Street card's open ways dim the cards that cannot pay") {
        TestPosition g;
        g.hands[0] = "A0 B0 F0 M0 F2 M3";
        g.street = "F0 F3 A4";  // a 0 in the Street: no refresh
        Table t(Build(g));
        REQUIRE(CurrentStep(t.st) == Step::kTake);
        const Usable u = ComputeUsable(t.g.cache.legal);
        const Highlights none;
        REQUIRE(u.hand[C("F2")] == 1);
        REQUIRE(u.hand[C("B0")] == 0);  // pays for nothing: a tap explains why
        const CardState idle = GridCardState(t.scene(), u, none, 0, Zone::kHand, C("B0"));
        CHECK_FALSE(idle.usable);
        CHECK_FALSE(idle.dimmed);
        t.g.gesture.chooser_card = C("F3");
        t.g.overlay = Overlay::kChoice;
        CHECK_FALSE(GridCardState(t.scene(), u, none, 0, Zone::kHand, C("F2")).dimmed);
        CHECK(GridCardState(t.scene(), u, none, 0, Zone::kHand, C("B0")).dimmed);
    }

    TEST_CASE("a picked Brute is lifted, the Street keeps usable only the cards it can lower") {
        TestPosition g;
        g.hands[0] = "A0 B0 F0 M0 F2 F2 B2";
        g.street = "F4 A1 F0";
        Table t(Build(g));
        const Usable u = ComputeUsable(t.g.cache.legal);
        const Highlights none;
        CHECK(StreetCardState(t.scene(), u, none, {C("F0"), -1, false, 0}).usable);  // refresh F0
        t.g.gesture.brute = C("B2");
        const Scene sc = t.scene();
        CHECK(GridCardState(sc, u, none, 0, Zone::kHand, C("B2")).selected);
        CHECK_FALSE(GridCardState(sc, u, none, 0, Zone::kHand, C("F2")).selected);
        CHECK(StreetCardState(sc, u, none, {C("F4"), -1, false, 0}).usable);
        const CardState zero = StreetCardState(sc, u, none, {C("F0"), -1, false, 0});  // a 0 cannot be lowered
        CHECK_FALSE(zero.usable);
        CHECK(zero.dimmed);
        CHECK(StatusText(sc, false) == "Brute B2: tap the Street card it should lower.");
    }

    TEST_CASE("the hint's cards pulse in the own turn: the Brute in the hand and its target's first copy") {
        Table t(BruteStart());
        t.g.hint = M("brute B2 F4 3");
        t.g.hint_valid = true;
        const Usable u = ComputeUsable(t.g.cache.legal);
        const Highlights none;
        CHECK(GridCardState(t.scene(), u, none, 0, Zone::kHand, C("B2")).hint);
        CHECK_FALSE(GridCardState(t.scene(), u, none, 0, Zone::kHand, C("F2")).hint);
        CHECK(StreetCardState(t.scene(), u, none, {C("F4"), -1, false, 0}).hint);
        CHECK_FALSE(StreetCardState(t.scene(), u, none, {C("F4"), -1, false, 1}).hint);
        CHECK_FALSE(GridCardState(t.scene(), u, none, 1, Zone::kHand, C("B2")).hint);  // not the other seat's cards
        t.my_turn = false;
        CHECK_FALSE(GridCardState(t.scene(), u, none, 0, Zone::kHand, C("B2")).hint);
    }

    TEST_CASE("a Street card's ways are its legal takes and refreshes, a Brute's values read highest first") {
        Table t(BruteStart());
        CHECK(StreetWays(t.g.cache.legal, C("F4")) == std::vector<Move>{M("refresh F4")});
        CHECK(BruteValues(t.g.cache.legal, C("B2"), C("F4")) ==
              std::vector<Move>{M("brute B2 F4 3"), M("brute B2 F4 2")});
        CHECK(BruteValues(t.g.cache.legal, C("B2"), C("B1")) == std::vector<Move>{M("brute B2 B1 0")});
        Table after(Play(BruteStart(), "brute B2 F4 3"));
        const std::vector<Move> ways = StreetWays(after.g.cache.legal, C("F4"));
        CHECK(std::find(ways.begin(), ways.end(), M("take F4 F2 F2")) != ways.end());
        CHECK(Has(WayLabel(after.scene(), M("take F4 F2 F2")), "F2 + F2"));
        CHECK(Has(WayLabel(after.scene(), M("refresh F4")), "F4"));
    }

    TEST_CASE("the status line: the open step and the takes, else the gesture, the note or whose turn it is") {
        Table t(BruteStart());
        CHECK(TakeSummary(t.scene()) == "As things stand, your hand can take no Street card.");
        Table lowered(Play(BruteStart(), "brute B2 F4 3"));
        const std::string status = StatusText(lowered.scene(), false);
        CHECK(Has(status, "Take a card, or pass."));
        CHECK(Has(status, "F4 with F2 + F2"));
        lowered.g.note = "Not possible: because.";
        CHECK(StatusText(lowered.scene(), false) == "Not possible: because.");
        lowered.my_turn = false;
        CHECK(StatusText(lowered.scene(), false) == "Player 1's turn");
        // The last turns: said in the status line unless the side column says it.
        TestPosition g;
        g.hands[0] = "A0 B0 F0 M0 F2 F2 B2";
        g.street = "F4 A1 B1 M1 A2 M2";
        g.turns_left = 2;
        g.rest = "area1";  // the draw pile ran out on its second pass: the last turns have begun
        g.second_pass = true;
        Table last(Build(g));
        CHECK(Has(StatusText(last.scene(), false), LastRoundText(last.scene())));
        CHECK_FALSE(Has(StatusText(last.scene(), true), LastRoundText(last.scene())));
    }

    TEST_CASE("swapping: the Swap step is open until \"done swapping\", and the status line counts the swaps") {
        TestPosition g;
        g.hands[0] = "A0 B0 F0 M0 A2 F1";
        g.areas[0] = "F3 M2";
        g.street = "F2 A1 B3 M4 F4";
        Table t(Play(Build(g), "accountant A2"));
        CHECK(SwapMode(t.scene()));
        CHECK(Has(StatusText(t.scene(), false), "swaps left"));
        const Usable u = ComputeUsable(t.g.cache.legal);
        CHECK(GridCardState(t.scene(), u, {}, 0, Zone::kArea, C("F3")).usable);
        CloseSwapping(t.g);
        CHECK_FALSE(SwapMode(t.scene()));
        t.g.gesture.swap_closed = false;
        t.my_turn = false;
        CHECK_FALSE(SwapMode(t.scene()));
    }

    TEST_CASE("why a tap does nothing: the core's reason for the Street card, a sentence for a hand card") {
        Table t(BruteStart());
        const Refusal why = WhyNoTake(t.st, C("A1"));
        CHECK(why.refused());
        // About the fit of a pair the hand holds, not about the second A0 the hand lacks.
        CHECK(Has(RefusalText(why), "the pair does not match"));
        CHECK(why != RefusalOf(t.st, M("take A1 A0 A0")));
        CHECK(WhyNotHandCard(t.scene(), C("F2")) == "F2 cannot be used right now.");
        CHECK(WhyNotNote(Lang::kEnglish, why) == "Not possible: " + RefusalText(why) + ".");
    }

    TEST_CASE("the other player's latest turn is outlined: the taken card in their hand, the payers in their area") {
        Move take{};
        Session s = SessionWithPaidTake(take);
        const int p = s.current().to_move, turn_start = s.TurnStartIndex();
        REQUIRE(s.Apply(take).ok());
        TableUi g;
        RefreshCaches(g, s);
        const State st = s.current();
        const Scene other{g, s, st, Lang::kEnglish, 1 - p, true};
        const Highlights hl = LastTurnHighlights(other);
        CHECK(hl.first == turn_start);
        CHECK(hl.last == s.num_moves());
        CHECK(hl.hand[p][take.a] == 1);
        CHECK(hl.area[p][take.b] == 1);
        const std::string words = MovesInWords(g, hl.first, hl.last);
        CHECK(words.size() >= g.cache.log.back().size());
        CHECK(words.substr(words.size() - g.cache.log.back().size()) == g.cache.log.back());  // ends with the take
        // The player who took sees no highlight of their own turn.
        const Scene own{g, s, st, Lang::kEnglish, p, false};
        CHECK_FALSE(LastTurnHighlights(own).any());
    }

    TEST_CASE("hot-seat with hidden hands: the other player's hand is face down until the game is over") {
        Table t(BruteStart());
        CHECK_FALSE(HandHidden(t.scene(), 1));  // hands shown is the default
        t.g.settings.show_other_hand = false;
        CHECK(HandHidden(t.scene(), 1));
        CHECK_FALSE(HandHidden(t.scene(), 0));  // never the own hand
        t.st.over = true;
        CHECK_FALSE(HandHidden(t.scene(), 1));
        t.st.over = false;
        t.s.NewGame(Setup{.seed = 1, .first = 0}, Seats{SeatKind::kPerson, SeatKind::kEasy});
        CHECK_FALSE(HandHidden(t.scene(), 1));  // against the computer there is nobody to hide it from
    }

    TEST_CASE("the scores of the end screen: points per family and the best card of each seat") {
        TestPosition g;
        g.hands[0] = "A0 B0 F0 M0 F4";
        g.areas[0] = "F2 A3";
        g.street = "A1";
        const State st = Build(g);
        CHECK(FamilyPoints(st.hand[0], Family::kFamiglia) == VictoryPoints(C("F0")) + VictoryPoints(C("F4")));
        CHECK(FamilyPoints(st.area[0], Family::kAccountants) == VictoryPoints(C("A3")));
        CHECK(HighestCard(st, 0) == C("F4"));
        CHECK(StepIndex(st) == 0);
    }

}  // TEST_SUITE

TEST_SUITE("table input") {
    TEST_CASE("PlayLegal applies only elements of the legal list, a refused action leaves the session as it was") {
        Move take{};
        Session s = SessionWithPaidTake(take);
        MoveList legal;
        LegalMoves(s.current(), legal);
        const std::uint64_t before = s.change_count();
        const int moves = s.num_moves();
        CHECK_FALSE(PlayLegal(s, legal, Move::Take(NotInStreet(s.current()))));
        CHECK_FALSE(PlayLegal(s, MoveList{}, take));  // a legal action, but not in the list given
        CHECK(s.change_count() == before);
        CHECK(PlayLegal(s, legal, take));
        CHECK(s.num_moves() == moves + 1);
        CHECK(s.move(moves) == take);
    }

    TEST_CASE("a tap on a Brute picks it, a second tap drops it, a Street card with ways opens the chooser") {
        Table t(BruteStart());
        Scene sc = t.scene();
        OnHand(sc, C("B2"));
        CHECK(t.g.gesture.brute == C("B2"));
        OnHand(sc, C("B2"));
        CHECK(t.g.gesture.brute == kNoCard);
        OnHand(sc, C("F2"));
        CHECK(t.g.note == "F2 cannot be used right now.");
        OnStreet(sc, C("F4"));
        CHECK(t.g.overlay == Overlay::kChoice);
        CHECK(t.g.gesture.chooser_card == C("F4"));
        ClearGestures(t.g);
        CHECK(t.g.overlay == Overlay::kNone);
        CHECK(t.g.gesture.chooser_card == kNoCard);
        // Not this person's turn: taps do nothing.
        t.my_turn = false;
        Scene waiting = t.scene();
        OnHand(waiting, C("B2"));
        CHECK(t.g.gesture.brute == kNoCard);
    }

    TEST_CASE("a take chosen in the chooser goes through the gate, ends the gestures and the turn's swapping") {
        Move take{};
        Session s = SessionWithPaidTake(take);
        TableUi g;
        RefreshCaches(g, s);
        const State st = s.current();
        const int moves = s.num_moves();
        Scene sc{g, s, st, Lang::kEnglish, st.to_move, true};
        g.gesture.chooser_card = take.a;
        g.overlay = Overlay::kChoice;
        g.gesture.swap_closed = true;
        CHECK(PlayChosen(sc, take));
        CHECK(s.num_moves() == moves + 1);
        CHECK(g.overlay == Overlay::kNone);
        CHECK(g.gesture.chooser_card == kNoCard);
        CHECK_FALSE(g.gesture.swap_closed);
        RefreshCaches(g, s);
        CHECK_FALSE(PlayChosen(sc, take));  // not legal in the next player's turn: nothing applies it twice
        CHECK(s.num_moves() == moves + 1);
    }

    TEST_CASE("a pass that would end the game asks first, Esc closes the question") {
        TestPosition g;
        g.hands[0] = "A0 B0 F0 M0 F2 F2 B2";
        g.street = "F4 A1 B1 M1 A2 M2";
        g.pass_streak = 1;
        Table t(Build(g));
        Scene sc = t.scene();
        RequestPass(sc);
        CHECK(t.g.overlay == Overlay::kPassConfirm);
        OnEscape(t.g, /*started=*/true);
        CHECK(t.g.overlay == Overlay::kNone);
    }

    TEST_CASE("play again keeps the seats and the variant of the game that ended") {
        Session s;
        s.NewGame(Setup{.seed = 3, .rules = Rules{.new_cards_only = true}, .first = 0},
                  Seats{SeatKind::kPerson, SeatKind::kExpert});
        TableUi g;
        g.next.vs_computer = false;
        ChooseSameSetup(g, s);
        CHECK(g.next.vs_computer);
        CHECK(g.next.level == SeatKind::kExpert);
        CHECK(g.next.variant);
    }

}  // TEST_SUITE
