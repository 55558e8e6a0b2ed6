// The deck composition and the project's own generator (docs/architecture.md §5).
#include <array>

#include "support/positions.h"

using namespace fam;

TEST_SUITE("rng") {
    TEST_CASE("the generator is pinned: SplitMix64 from a fixed seed gives fixed numbers") {
        Rng rng(0);
        CHECK(rng.Next() == 0xE220A8397B1DCDAFULL);
        CHECK(rng.Next() == 0x6E789E6AA1B965F4ULL);
        CHECK(rng.Next() == 0x06C45D188009454FULL);
        Rng a = Rng::Stream(42, 0), b = Rng::Stream(42, 1), c = Rng::Stream(43, 0);
        CHECK(a.Next() != b.Next());
        CHECK(Rng::Stream(42, 0).Next() != c.Next());
        CHECK(Rng::Stream(42, 0).Next() == Rng::Stream(42, 0).Next());
    }

    TEST_CASE("bounded draws stay in range and are close to uniform") {
        Rng rng(7);
        std::array<int, 6> counts{};
        for (int i = 0; i < 60000; ++i) {
            const auto v = rng.Below(6);
            REQUIRE(v < 6);
            ++counts[v];
        }
        for (int n : counts) CHECK((n > 9500 && n < 10500));
        CHECK(rng.Below(1) == 0);
    }

    TEST_CASE("shuffle is a permutation and moves cards") {
        std::array<int, 52> items{};
        for (int i = 0; i < 52; ++i) items[static_cast<std::size_t>(i)] = i;
        Rng rng(99);
        rng.Shuffle(items.data(), 52);
        std::array<int, 52> sorted = items;
        std::sort(sorted.begin(), sorted.end());
        for (int i = 0; i < 52; ++i) CHECK(sorted[static_cast<std::size_t>(i)] == i);
        int in_place = 0;
        for (int i = 0; i < 52; ++i) in_place += items[static_cast<std::size_t>(i)] == i;
        CHECK(in_place < 10);
    }

    TEST_CASE("a new game: 4 zeros in each hand, 6 in the Street, 46 in the draw pile, the seed decides") {
        const State s = NewGame(2024);
        CHECK(test::Cards(s.hand[0]) == "A0 B0 F0 M0");
        CHECK(test::Cards(s.hand[1]) == "A0 B0 F0 M0");
        CHECK(TotalCards(s.street) == 6);
        CHECK(s.deck_size == 46);
        CHECK(CheckInvariants(s).empty());
        CHECK(NewGame(2024) == s);
        CHECK_FALSE(NewGame(2025) == s);
        CHECK(NewGame(2024, Rules{}, 1).first == 1);
        CHECK(NewGame(2024, Rules{}, 0).first == 0);
        int first_is_0 = 0;
        for (std::uint64_t seed = 0; seed < 1000; ++seed) first_is_0 += NewGame(seed).first == 0;
        CHECK((first_is_0 > 430 && first_is_0 < 570));
    }

    TEST_CASE("a new game from a Setup deals the seed's game and refuses a start player other than 0 or 1") {
        const Setup setup{.seed = 2024, .rules = Rules{.new_cards_only = true}, .first = 1};
        const Result<State> dealt = NewGame(setup);
        REQUIRE(dealt.ok());
        CHECK(*dealt == NewGame(2024, Rules{.new_cards_only = true}, 1));
        CHECK(NewGame(Setup{.seed = 2024}).value() == NewGame(2024));  // kRandomFirst draws from the seed
        for (const int first : {2, -2, 255}) {
            const Result<State> bad = NewGame(Setup{.seed = 2024, .first = first});
            CHECK_FALSE(bad.ok());
            CHECK(bad.error() == "the start player must be 0 or 1, not " + std::to_string(first));
        }
    }

}  // TEST_SUITE
