// Golden deals and rolls that pin the generator: NewGame for fixed seeds and player counts written out in card
// codes (families, start player, hands, market, every deck from the top), and the dice DefaultRoll proposes.
// A change here changes every shared link and saved game: it must be deliberate (then update the texts).
#include <cstdio>
#include <doctest/doctest.h>

#include "support/deal_text.h"

using namespace lcn;
using namespace lcn::test;

namespace {

State Dealt(int players, std::uint64_t seed) {
    Setup setup;
    setup.players = players;
    setup.seed = seed;
    auto s = NewGame(setup);
    REQUIRE_MESSAGE(s.ok(), s.error());
    return *s;
}

std::string RngHex(const State& s) {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(s.rng));
    return buf;
}

// The dice DefaultRoll proposes for five dice at the state's generator.
std::string FiveDice(const State& s) {
    State node = s;
    node.step = Step::kRoll;
    node.cur.num_dice = 5;
    const Move m = DefaultRoll(node);
    std::string out;
    for (int i = 0; i < m.count; ++i) out += (i ? " " : "") + std::to_string(m.list[static_cast<std::size_t>(i)]);
    return out;
}

}  // namespace

TEST_SUITE("lcn golden") {
    TEST_CASE("golden deal: 3 players, seed 1") {
        const State s = Dealt(3, 1);
        CHECK(DealText(s) ==
              "seats G B Y\n"
              "start B\n"
              "hand G: O1-04 O1-10 O1-12 O1-20 | IF HL IT\n"
              "hand B: O1-06 O1-09 O1-11 O1-19 | IF HL IT\n"
              "hand Y: O1-02 O1-03 O1-13 O1-15 | IF HL IT\n"
              "market: PO2 GV2 AF2 DD5\n"
              "business deck: PZ3 WS1 NC2 AW3 DD4 ZU4 ZU1 DD2 BF2 PO3 ZU3 ZU2 GV3 GV4 PZ2 ZU5 DD3 NC1 CA2 GV5 WS2 PO1\n"
              "order deck 1: O1-17 O1-18 O1-16 O1-14 O1-07 O1-01 O1-08 O1-05\n"
              "order deck 2: O2-14 O2-19 O2-16 O2-10 O2-03 O2-13 O2-09 O2-18 O2-11 O2-02 O2-07 O2-06 O2-01 O2-08 "
              "O2-20 O2-17 O2-12 O2-05 O2-04 O2-15\n"
              "order deck 3: O3-06 O3-08 O3-25 O3-24 O3-03 O3-19 O3-15 O3-23 O3-05 O3-07 O3-21 O3-13 O3-17 O3-12 "
              "O3-22 O3-09 O3-14 O3-02 O3-10 O3-18 O3-20 O3-01 O3-11 O3-16 O3-04\n"
              "order deck 4: O4-07 O4-01 O4-02 O4-14 O4-25 O4-05 O4-19 O4-09 O4-11 O4-24 O4-04 O4-10 O4-18 O4-15 "
              "O4-12 O4-03 O4-08 O4-22 O4-13 O4-20 O4-17 O4-23 O4-21 O4-16 O4-06\n"
              "influence deck: HL AB MP MP IT IF SA AB SA NA MP IF SP MP IF IT IF SP SP SP IF NA HL AB\n");
        CHECK(RngHex(s) == "e2df556ae6088ed3");
        CHECK(FiveDice(s) == "4 3 3 1 4");
    }

    TEST_CASE("golden deal: 4 players, seed 2") {
        const State s = Dealt(4, 2);
        CHECK(DealText(s) ==
              "seats V B R Y\n"
              "start B\n"
              "hand V: O1-05 O1-09 O1-17 O1-19 | IF HL IT\n"
              "hand B: O1-04 O1-06 O1-15 O1-16 | IF HL IT\n"
              "hand R: O1-01 O1-08 O1-13 O1-14 | IF HL MP IT\n"
              "hand Y: O1-02 O1-10 O1-11 O1-20 | IF HL IT\n"
              "market: DD5 GV4 NC2 ZU5\n"
              "business deck: AF2 PZ3 GV3 DD1 BF1 ZU3 AW1 DD3 BF2 DD4 AW3 CA2 WS2 GV2 ZU4 PO3 PZ2 PO2 DD2 GV5\n"
              "order deck 1: O1-07 O1-18 O1-12 O1-03\n"
              "order deck 2: O2-06 O2-09 O2-14 O2-07 O2-08 O2-05 O2-15 O2-18 O2-16 O2-12 O2-19 O2-03 O2-20 O2-04 "
              "O2-01 O2-13 O2-02 O2-17 O2-11 O2-10\n"
              "order deck 3: O3-10 O3-18 O3-12 O3-09 O3-20 O3-15 O3-01 O3-04 O3-13 O3-03 O3-25 O3-06 O3-11 O3-24 "
              "O3-02 O3-08 O3-14 O3-23 O3-19 O3-07 O3-22 O3-16 O3-17 O3-05 O3-21\n"
              "order deck 4: O4-22 O4-06 O4-04 O4-02 O4-18 O4-10 O4-05 O4-25 O4-16 O4-19 O4-14 O4-01 O4-09 O4-15 "
              "O4-03 O4-21 O4-11 O4-23 O4-13 O4-07 O4-20 O4-24 O4-17 O4-08 O4-12\n"
              "influence deck: SP IF SP SP MP MP AB SP IF NA IT IF AB SA HL IF NA SA AB MP\n");
        CHECK(RngHex(s) == "7567427917e97e23");
        CHECK(FiveDice(s) == "4 6 6 2 4");
    }

    TEST_CASE("golden deal: 5 players, seed 3") {
        const State s = Dealt(5, 3);
        CHECK(DealText(s) ==
              "seats G Y R V B\n"
              "start R\n"
              "hand G: O1-07 O1-08 O1-19 O1-20 | IF HL IT\n"
              "hand Y: O1-01 O1-09 O1-12 O1-15 | IF HL IT\n"
              "hand R: O1-03 O1-10 O1-11 O1-13 | IF NA HL IT\n"
              "hand V: O1-02 O1-05 O1-06 O1-16 | IF HL IT\n"
              "hand B: O1-04 O1-14 O1-17 O1-18 | IF HL IT\n"
              "market: DD3 CA2 PZ2 GV3\n"
              "business deck: PO3 AF2 PZ3 AW3 DD2 ZU4 GV5 ZU5 BF2 GV2 NC2 DD5 PO2 GV4 ZU3 DD4 WS2\n"
              "order deck 1:\n"
              "order deck 2: O2-04 O2-08 O2-06 O2-11 O2-17 O2-10 O2-14 O2-13 O2-03 O2-19 O2-05 O2-18 O2-12 O2-16 "
              "O2-01 O2-07 O2-20 O2-15 O2-09 O2-02\n"
              "order deck 3: O3-05 O3-25 O3-22 O3-12 O3-19 O3-13 O3-03 O3-14 O3-18 O3-02 O3-08 O3-10 O3-23 O3-04 "
              "O3-07 O3-11 O3-09 O3-24 O3-16 O3-15 O3-21 O3-01 O3-20 O3-17 O3-06\n"
              "order deck 4: O4-10 O4-20 O4-17 O4-11 O4-24 O4-03 O4-25 O4-22 O4-08 O4-09 O4-13 O4-07 O4-21 O4-04 "
              "O4-16 O4-02 O4-12 O4-23 O4-14 O4-06 O4-15 O4-05 O4-01 O4-19 O4-18\n"
              "influence deck: NA AB SP SA MP IF MP MP SA IF AB SP MP AB SP IF SP\n");
        CHECK(RngHex(s) == "7d81023d9e827f4d");
        CHECK(FiveDice(s) == "2 6 1 4 3");
    }

    TEST_CASE("golden: the same seed deals the same game, another seed another one") {
        CHECK(Dealt(4, 77) == Dealt(4, 77));
        CHECK_FALSE(Dealt(4, 77) == Dealt(4, 78));
    }

    TEST_CASE("golden: fixed families and start player are kept") {
        Setup setup;
        setup.players = 3;
        setup.seed = 9;
        setup.families = {4, 0, 3, kDealFamilies, kDealFamilies};
        setup.start_player = 2;
        auto s = NewGame(setup);
        REQUIRE(s.ok());
        CHECK(DealText(*s).rfind("seats B Y V\nstart V\n", 0) == 0);
    }

    TEST_CASE("golden: option first_game_families always seats Blundetto, DiMaggio and Calmuti") {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            Setup setup;
            setup.players = 3 + static_cast<int>(seed % 3);
            setup.seed = seed;
            setup.options.first_game_families = true;
            auto s = NewGame(setup);
            REQUIRE(s.ok());
            const std::string seats = DealText(*s).substr(0, DealText(*s).find('\n'));
            for (const char* family : {" Y", " G", " R"}) CHECK_MESSAGE(seats.find(family) != std::string::npos, seats);
        }
    }

}  // TEST_SUITE
