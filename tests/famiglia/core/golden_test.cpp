// Golden deals: a fixed seed deals a fixed game, on every platform and in every build (docs/architecture.md §5).
// If one of these changes, old seeds and share links deal different games: bump the link version instead.
#include "support/positions.h"

using namespace fam;
using namespace fam::test;

TEST_SUITE("golden") {
    TEST_CASE("golden deals of fixed seeds") {
        struct Golden {
            std::uint64_t seed;
            int first;
            const char* street;
            const char* deck;
        };
        const Golden goldens[] = {
            {0ULL, 1, "A1 B1 B2 B4 F1 F3",
             "F4 M0 M1 B1 B3 F2 B2 B0 M1 A2 B1 F1 A2 B0 M2 M2 F2 F2 M1 B2 A3 A0 F3 B0 B1 F1 M3 M0 M4 A4 A0 M1 M3 F1 M0 "
             "A3 A1 B3 A1 A2 F0 A1 F0 M2 A0 F0"},
            {1ULL, 0, "A1 A2 B3 F1 F2 F3",
             "M2 B2 M0 F1 M2 B4 M1 A0 B1 A1 M0 M1 M2 A1 A0 M0 A2 B1 B2 M3 F2 M4 F0 B0 F3 A3 F0 B2 M3 A3 B0 A1 B1 A0 F1 "
             "F2 A2 F0 B3 F1 B1 M1 B0 M1 F4 A4"},
            {42ULL, 1, "B0 B2 M0 M1 M1 M3",
             "M1 B1 F1 F2 M1 B2 F3 F2 A1 M2 A3 A2 F1 B1 A2 B1 F4 F1 F0 M0 F2 B0 F1 B4 A1 A0 M4 M3 B0 A4 A0 M2 A1 F0 F0 "
             "A1 F3 B2 M2 B3 M0 A2 A3 A0 B3 B1"},
            {2024ULL, 0, "A0 A1 A3 B3 F1 M2",
             "A2 F0 B0 F3 M1 F2 M1 M0 F1 B4 B1 F3 F2 A4 M1 F4 F1 M4 A2 M0 F2 B2 M0 M2 M3 B0 B3 B2 M1 A0 M3 A0 B1 B1 A1 "
             "F1 B1 B2 B0 A1 A2 A1 F0 M2 A3 F0"},
            {18446744073709551615ULL, 1, "A1 B0 B1 B2 F3 M1",
             "F1 A1 A2 F0 M1 A2 F2 A1 M2 M0 F1 B3 A4 B1 M1 M0 B2 B0 A0 M0 A2 M1 B1 B2 A3 B4 M3 F4 A1 F3 F0 B1 F2 F2 M2 "
             "A0 B0 F1 M2 F1 A0 M3 A3 F0 B3 M4"},
        };
        for (const Golden& g : goldens) {
            CAPTURE(g.seed);
            const State s = NewGame(g.seed);
            CHECK(s.first == g.first);
            CHECK(Cards(s.street) == g.street);
            CHECK(DeckTopFirst(s) == g.deck);
        }
    }

    TEST_CASE("golden reshuffle: the second deck of a fixed seed") {
        State s = NewGame(1);
        MoveList legal;
        Rng policy = Rng::Stream(1, 1000);
        while (!s.second_pass && !s.over) {
            LegalMoves(s, legal);
            ApplyLegal(s, RandomPlayoutMove(legal, policy));
        }
        REQUIRE(s.second_pass);
        CHECK(DeckTopFirst(s) == "A3 F2 M3 B2 A2 A1 F1 A2 F1 B3 M2 A2 F3 M2 F2 B3 M4 B4 B1 A1");
    }

}  // TEST_SUITE
