// Quick checks of the phases engineer's parts (setup, draw, planning, payday, scoring) that the main suite
// (lacosanostra_core_tests) does not pin: the setup market rule, double planning, out-of-turn plays of the options,
// and MoveOrderKey against the texts over whole games with every option mix.
#include <doctest/doctest.h>
#include <string>

#include "lacosanostra/game.h"
#include "support/table.h"

namespace lcn {
namespace {

TEST_CASE("phases smoke: RB 102 the setup market holds four different cards, at most one company") {
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            Setup setup;
            setup.players = players;
            setup.seed = seed;
            const State s = *NewGame(setup);
            int companies = 0;
            for (std::size_t i = 0; i < s.market.size(); ++i) {
                REQUIRE(s.market[i] != kNoBusiness);
                if (TypeData(TypeOf(s.market[i])).category == BusinessCategory::kCompany) ++companies;
                for (std::size_t j = 0; j < i; ++j) CHECK(TypeOf(s.market[i]) != TypeOf(s.market[j]));
            }
            CHECK(companies <= 1);
        }
    }
}

TEST_CASE("phases smoke: RB 216 double planning makes two assignments per turn from round II with 5 players") {
    const char* position = R"({"seats": "Y G R V B", "round": %d, "start_player": "Y",
        "options": {"double_planning": true}, "idle": "deactivated", "market": "- - - -",
        "gangsters": {"Y1": "active", "Y2": "active", "G1": "active"},
        "players": {"Y": {"hand": "O2-01 O2-02"}, "G": {"hand": "O2-03"}},
        "cursor": {"turn": "Y", "assignments_left": %d}})";
    auto build = [&](int round, int left) {
        std::string text(position);
        text.replace(text.find("%d"), 2, std::to_string(round));
        text.replace(text.find("%d"), 2, std::to_string(left));
        return test::Build(text);
    };
    const State two = test::Play(build(2, 2), "Y order Y1 O2-01");
    CHECK(test::StepName(two) == "planning");
    CHECK(two.cur.turn == test::SeatOf(two, 'Y'));
    const State next = test::Play(two, "Y order Y2 O2-02");
    CHECK(next.cur.turn == test::SeatOf(next, 'G'));
    const State one = test::Play(build(1, 1), "Y order Y1 O2-01");
    CHECK(one.cur.turn == test::SeatOf(one, 'G'));  // round I: one assignment per turn
}

TEST_CASE("phases smoke: option wild lets other seats attach planning cards out of turn, spy_any_time looks") {
    const char* position = R"({"start_player": "Y", "options": %s, "idle": "deactivated",
        "gangsters": {"Y1": "active", "G1": "order O1-03", "R1": "active"},
        "players": {"Y": {"hand": "O1-04"}, "R": {"hand": "O1-05"}},
        "cursor": {"turn": "Y", "assignments_left": 1}})";
    auto build = [&](const char* options) {
        std::string text(position);
        text.replace(text.find("%s"), 2, options);
        return test::Build(text);
    };
    const State base = build("{}");
    MoveList side;
    SideMoves(base, test::SeatOf(base, 'R'), side);
    CHECK(side.empty());
    CHECK(RefusalText(test::RefusalOf(base, "R play HL R1")).find("options") != std::string::npos);
    const State wild = build(R"({"wild": true})");
    CHECK(test::Accepted(wild, "R play HL R1"));
    CHECK(test::Accepted(wild, "R play IF G1"));
    CHECK(!test::Accepted(wild, "R play IF market"));  // the market exchange: own turn only (D31)
    const State spy = build(R"({"spy_any_time": true})");
    CHECK(test::Accepted(spy, "R play IF G1"));
    CHECK(!test::Accepted(spy, "R play HL R1"));
    const State looked = test::Play(spy, "R play IF G1");
    CHECK(looked.orders[*ParseOrder("O1-03")].seen_by == (1u << test::SeatOf(looked, 'R')));
    CHECK(!test::Accepted(looked, "R play IF G1"));  // D28: a card already seen is no look target
}

// Random games with every option mix and side moves: each legal list is in strictly increasing text order and
// MoveOrderKey agrees with the texts; every chosen move is accepted; invariants hold; the game ends.
void PlayWithOptions(int players, std::uint64_t first_seed, int games) {
    for (std::uint64_t seed = first_seed; seed < first_seed + static_cast<std::uint64_t>(games); ++seed) {
        Setup setup;
        setup.players = players;
        setup.seed = seed;
        setup.options.wild = seed % 3 == 0;
        setup.options.spy_any_time = seed % 4 == 0;
        setup.options.double_planning = seed % 2 == 0;
        setup.options.beginners = seed % 5 == 0;
        setup.options.business_bonus = seed % 2 == 1;
        setup.options.short_game = seed % 7 == 0;
        setup.options.first_game_families = seed % 6 == 0;
        setup.options.robbery_chain = seed % 3 == 1;
        setup.options.politician_round1 = seed % 8 != 0;
        State s = *NewGame(setup);
        common::Rng pick(seed * 7919u);
        MoveList moves, side;
        int n = 0;
        for (; !IsOver(s) && n < 20000; ++n) {
            INFO("players " << players << " seed " << seed << " action " << n);
            Move m;
            if (CurrentActor(s).kind == ActorKind::kChance) {
                m = DefaultRoll(s);
            } else {
                LegalMoves(s, moves);
                REQUIRE(!moves.empty());
                for (int i = 1; i < moves.size(); ++i) {
                    REQUIRE(ToString(s, moves[i - 1]) < ToString(s, moves[i]));
                    REQUIRE(MoveOrderKey(s, moves[i - 1]) < MoveOrderKey(s, moves[i]));
                }
                SideMoves(s, static_cast<Seat>(pick.Below(s.players)), side);
                const bool take_side = !side.empty() && pick.Below(4) == 0;
                const MoveList& from = take_side ? side : moves;
                m = from[static_cast<int>(pick.Below(static_cast<std::uint32_t>(from.size())))];
            }
            const Refusal r = ApplyInPlace(s, m);
            REQUIRE_MESSAGE(r.ok(), ToString(s, m) << ": " << RefusalText(r));
            REQUIRE(CheckInvariants(s) == "");
        }
        REQUIRE(IsOver(s));
        CHECK(OutcomeOf(s).winners != 0);
    }
}

TEST_CASE("phases smoke: random games of 3 players with option mixes and side moves") { PlayWithOptions(3, 1, 60); }
TEST_CASE("phases smoke: random games of 4 players with option mixes and side moves") { PlayWithOptions(4, 1, 60); }
TEST_CASE("phases smoke: random games of 5 players with option mixes and side moves") { PlayWithOptions(5, 1, 60); }

}  // namespace
}  // namespace lcn
