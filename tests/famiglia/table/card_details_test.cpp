// What a tap on a card means (shell/games/famiglia/table/table_input.h PointCards, over the shared timing of
// shell/ui/card_peek.h) and what a card's details say (table_status.h DetailsOf), frame by frame without drawing.
#include <algorithm>
#include <doctest/doctest.h>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "games/famiglia/table/table_input.h"
#include "games/famiglia/table/table_status.h"
#include "support/positions.h"

using namespace fam;
using namespace fam::test;
using namespace shell::games::famiglia;

namespace {

CardType C(const char* code) { return *ParseCard(code); }
bool Has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

CardSpot Hand(const char* code, int seat = 0) { return {C(code), Zone::kHand, seat}; }

// A position drawn for seat 0 with the legal list the table caches; the pointer's frames fed by hand.
struct Table {
    Session s;
    TableUi g;
    State st;
    double now = 1;
    explicit Table(const State& state) : st(state) { LegalMoves(st, g.cache.legal); }
    Scene scene() { return {g, s, st, Lang::kEnglish, 0, true}; }
    // One frame: the pointer over `under`, down or up, and the card whose item was tapped (released on) in it.
    std::optional<CardSpot> Frame(std::optional<CardSpot> under, bool down, std::optional<CardSpot> tapped = {}) {
        Scene sc = scene();
        shell::ui::PeekInput<CardSpot> in;
        in.under = under, in.down = down, in.now = now += 0.05;
        return PointCards(sc, in, tapped).show;
    }
    // A short press and release on `card`.
    std::optional<CardSpot> Tap(const CardSpot& card) {
        Frame(card, true);
        return Frame(card, false, card);
    }
};

// §7.2's position at the start of seat 0's turn: only the Brute B2 and refreshes can be played (no take yet).
State BruteStart() {
    TestPosition g;
    g.hands[0] = "A0 B0 F0 M0 F2 F2 B2";
    g.street = "F4 A1 B1 M1 A2 M2";
    return Build(g);
}

}  // namespace

TEST_SUITE("card details") {
    TEST_CASE("a tap on a card without a move opens its details and says why, a tap on a card with one plays it") {
        Table t(BruteStart());
        CHECK(t.Tap(Hand("F2")) == Hand("F2"));  // F2 pays for nothing yet
        CHECK(t.g.peek.pinned() == Hand("F2"));
        CHECK(t.g.note == "F2 cannot be used right now.");
        CHECK(t.Frame(std::nullopt, false) == Hand("F2"));  // stays open wherever the pointer goes
        t.g.peek.Unpin();
        CHECK_FALSE(t.Tap(Hand("B2")));  // the Brute is picked: no details
        CHECK(t.g.gesture.brute == C("B2"));
        CHECK_FALSE(t.g.peek.pinned());
        // The other player's cards take no move: their details open.
        CHECK(t.Tap(Hand("F0", 1)) == Hand("F0", 1));
    }

    TEST_CASE("a tap on a card with a move plays it: an Accountant goes to the play area") {
        // Two people play on (a fixed choice among the actions other than an Accountant and pass) until one may play
        // an Accountant.
        Session s;
        s.NewGame(Setup{.seed = 11, .first = 0}, Seats{SeatKind::kPerson, SeatKind::kPerson});
        MoveList legal;
        auto is_accountant = [](const Move& m) { return m.kind == MoveKind::kAccountant; };
        for (int i = 0; i < 300 && !s.current().over; ++i) {
            LegalMoves(s.current(), legal);
            if (std::any_of(legal.begin(), legal.end(), is_accountant)) break;
            std::vector<Move> others;
            for (const Move& m : legal)
                if (m.kind != MoveKind::kPass) others.push_back(m);
            REQUIRE(
                s.Apply(others.empty() ? Move::Pass() : others[static_cast<std::size_t>(i * 7) % others.size()]).ok());
        }
        const auto accountant = std::find_if(legal.begin(), legal.end(), is_accountant);
        REQUIRE(accountant != legal.end());
        TableUi g;
        RefreshCaches(g, s);
        const State st = s.current();
        const int moves = s.num_moves();
        Scene sc{g, s, st, Lang::kEnglish, st.to_move, true};
        const CardSpot card{accountant->a, Zone::kHand, st.to_move};
        shell::ui::PeekInput<CardSpot> in;
        in.under = card, in.down = true, in.now = 1;
        PointCards(sc, in, std::nullopt);
        in.down = false, in.now = 1.1;
        CHECK_FALSE(PointCards(sc, in, card).show);
        CHECK(s.num_moves() == moves + 1);
        CHECK(s.move(moves) == *accountant);
    }

    TEST_CASE("the press that closes pinned details plays nothing, nor does a long press") {
        Table t(BruteStart());
        t.Tap(Hand("F2"));
        REQUIRE(t.g.peek.pinned() == Hand("F2"));
        CHECK_FALSE(t.Tap(Hand("B2")));  // closes the details only: the Brute is not picked
        CHECK(t.g.gesture.brute == kNoCard);
        CHECK_FALSE(t.g.peek.pinned());
        // A long press shows the details while held, and its release is no tap.
        t.Frame(Hand("B2"), true);
        t.now += shell::ui::kLongPress;
        CHECK(t.Frame(Hand("B2"), true) == Hand("B2"));
        CHECK_FALSE(t.Frame(Hand("B2"), false, Hand("B2")));
        CHECK(t.g.gesture.brute == kNoCard);
        CHECK(t.Tap(Hand("B2")) == std::nullopt);  // the next tap is a tap again
        CHECK(t.g.gesture.brute == C("B2"));
    }

    TEST_CASE("a card's details: its name, what its family does, where it lies, and why it takes no move") {
        Table t(BruteStart());
        const CardDetails f2 = DetailsOf(t.scene(), Hand("F2"));
        CHECK(f2.title == "La Famiglia 2");
        REQUIRE(f2.lines.size() == 3);
        CHECK(f2.lines[0] == Text(Lang::kEnglish, T::kRulesExFamiglia));
        CHECK(f2.lines[1] == "Your hand · " + VpText(Lang::kEnglish, C("F2")));
        CHECK(f2.lines[2] == "F2 cannot be used right now.");
        CHECK(DetailsOf(t.scene(), Hand("B2")).lines.size() == 2);  // it has a move: no reason
        const CardDetails a1 = DetailsOf(t.scene(), {C("A1"), Zone::kStreet});
        CHECK(a1.title == "Accountants 1");
        CHECK(a1.lines == std::vector<std::string>{Text(Lang::kEnglish, T::kRulesExAccountants),
                                                   "Street · " + VpText(Lang::kEnglish, C("A1"))});
        const CardDetails theirs = DetailsOf(t.scene(), {C("M0"), Zone::kArea, 1});
        CHECK(theirs.lines.size() == 2);
        CHECK(theirs.lines[1] == "Player 2: Play area · " + VpText(Lang::kEnglish, C("M0")));
        Scene de{t.g, t.s, t.st, Lang::kGerman, 0, true};
        const CardDetails german = DetailsOf(de, Hand("F2"));
        CHECK(german.lines[0] == Text(Lang::kGerman, T::kRulesExFamiglia));
        CHECK(Has(german.lines[1], "Deine Hand"));
        CHECK(german.lines[2] != f2.lines[2]);
    }

    TEST_CASE("a 0 of Accountants, Brutes or Mercenaries says it has no ability, La Famiglia's 0 says what all do") {
        Table t(BruteStart());  // hand A0 B0 F0 M0
        const std::pair<const char*, T> zeros[] = {
            {"A0", T::kRulesExAccountants}, {"B0", T::kRulesExBrutes}, {"M0", T::kRulesExMercenaries}};
        for (const auto& [code, family] : zeros) {
            CAPTURE(code);
            const std::string line = DetailsOf(t.scene(), Hand(code)).lines.at(0);
            CHECK(line ==
                  std::string(Text(Lang::kEnglish, family)) + ", but a 0 has none: it pays for a 1 of its family");
        }
        CHECK(DetailsOf(t.scene(), Hand("F0")).lines.at(0) == Text(Lang::kEnglish, T::kRulesExFamiglia));
        CHECK(DetailsOf(t.scene(), Hand("B2")).lines.at(0) == Text(Lang::kEnglish, T::kRulesExBrutes));
        Scene de{t.g, t.s, t.st, Lang::kGerman, 0, true};
        CHECK(Has(DetailsOf(de, Hand("A0")).lines.at(0), "aber eine 0 hat keine"));
    }
}
