// Views (docs/famiglia-rules.md decision 7, docs/architecture.md §8): what a seat may know. Only the draw-pile order
// (and the generator state) is hidden; the cards seen sliding under the pile stay known.
#include "support/positions.h"

using namespace fam;
using namespace fam::test;

TEST_SUITE("view") {
    TEST_CASE("decision 7: the view hides the order of the draw pile and the generator, nothing else") {
        const State s = NewGame(31);
        State other = s;
        Rng rng(5);
        rng.Shuffle(other.deck.data(), other.deck_size);
        other.rng = 12345;
        REQUIRE_FALSE(other == s);
        CHECK(ViewFor(s, 0) == ViewFor(other, 0));
        CHECK(ViewFor(s, 1) == ViewFor(other, 1));
        CHECK(ViewFor(s, 0).state.rng == 0);
        CHECK(UnknownDeckCounts(ViewFor(s, 0)) == DeckCounts(s));
        State changed = s;
        changed.hand[1][*ParseCard("F0")] = 0;
        changed.street[*ParseCard("F0")] += 1;
        CHECK_FALSE(ViewFor(changed, 0) == ViewFor(s, 0));  // hands and Street are open information
    }

    TEST_CASE("the view keeps the cards seen sliding under the pile, in their order") {
        TestPosition g;
        g.second_pass = true;
        g.street = "B2 A1 M1 A2 F3 M2";
        g.deck_top = "A3 F1 B3 M3 A4";
        g.rest = "area1";
        const State s = Play(Build(g), "refresh B2");
        REQUIRE(s.deck_known_bottom == 1);
        const View v = ViewFor(s, 1);
        CHECK(v.state.deck[0] == *ParseCard("B2"));
        CHECK(UnknownDeckCounts(v)[*ParseCard("B2")] == 0);
        State other = s;
        std::swap(other.deck[0], other.deck[2]);  // moving the known card is visible
        CHECK_FALSE(ViewFor(other, 1) == v);
    }

    TEST_CASE("determinising a view gives a full state with the same view") {
        const State s = Play(NewGame(77, Rules{}, 0), "pass");
        const View v = ViewFor(s, 0);
        Rng rng(3);
        for (int i = 0; i < 20; ++i) {
            const State d = Determinize(v, rng);
            CHECK(ViewFor(d, 0) == v);
            CHECK(CheckInvariants(d).empty());
            CHECK(DeckCounts(d) == DeckCounts(s));
        }
    }

}  // TEST_SUITE
