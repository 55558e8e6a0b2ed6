// What a seat may see (view.h, §6 "Hidden hands", "Spying"), on hand-built positions; the random-simulation
// test checks the same on sampled states of whole games (support/properties.h, ScrambleHidden).
#include <nlohmann/json.hpp>

#include "support/properties.h"
#include "support/table.h"

using namespace lcn;
using namespace lcn::test;

TEST_SUITE("lcn views") {
    TEST_CASE("the state text (notation §6, lacosanostra-state/1): the actor, the legal moves, the position") {
        Setup setup;
        setup.seed = 5;
        const State s = NewGame(setup).value();
        const auto j = nlohmann::ordered_json::parse(StateToJson(s));
        CHECK(j["format"] == "lacosanostra-state/1");
        CHECK(j["step"] == StepName(s.step));
        CHECK(j["game_over"] == false);
        CHECK(j["actor"]["kind"] == "seat");
        MoveList legal;
        LegalMoves(s, legal);
        REQUIRE(legal.size() > 0);
        auto texts = nlohmann::ordered_json::array();
        for (const Move& m : legal) texts.push_back(ToString(s, m));
        CHECK(j["legal"] == texts);
        CHECK(j["position"] == nlohmann::ordered_json::parse(PositionToJson(s)));
        CHECK(StateToJson(s, 0).find('\n') == std::string::npos);
    }

    TEST_CASE(
        "views: other hands and face-down orders are hidden, an Informant look shows one card to the looker only") {
        const State s0 = Build(R"({
        "start_player": "G",
        "players": {"Y": {"hand": "O1-07"}, "G": {"hand": "O1-03"}},
        "gangsters": {"Y1": "order O1-05", "Y2": "purchase DD2"},
        "cursor": {"turn": "G", "assignments_left": 1}})");
        const OrderId planned = *ParseOrder("O1-05"), in_hand = *ParseOrder("O1-07");
        const View green = ViewFor(s0, SeatOf(s0, 'G'));
        CHECK(green.unknown[planned]);
        CHECK(green.unknown[in_hand]);
        CHECK(green.state.gangsters[*ParseGangster("Y1")].card == kHiddenOrder);
        CHECK(green.state.gangsters[*ParseGangster("Y2")].card == *ParseBusiness("DD2"));  // purchases are public
        CHECK(green.order_hand_size[SeatOf(s0, 'Y')] == 1);
        CHECK(green.state.player[SeatOf(s0, 'Y')].influence == std::array<std::uint8_t, kNumInfluenceTypes>{});
        CHECK(green.influence_hand_size[SeatOf(s0, 'Y')] == 3);
        CHECK(green.state.rng == 0);
        const View yellow = ViewFor(s0, SeatOf(s0, 'Y'));
        CHECK_FALSE(yellow.unknown[planned]);  // his own
        CHECK_FALSE(yellow.unknown[in_hand]);

        const State looked = Play(s0, "G play IF Y1");
        CHECK_FALSE(ViewFor(looked, SeatOf(looked, 'G')).unknown[planned]);
        CHECK(ViewFor(looked, SeatOf(looked, 'R')).unknown[planned]);
        CHECK(ViewFor(looked, SeatOf(looked, 'R')).state.orders[planned] == OrderPlace{});  // not even who looked
    }

    TEST_CASE("views: scrambling what a seat cannot see leaves its view unchanged, scrambling its own hand does not") {
        const State s = Build(R"({
        "start_player": "G",
        "players": {"Y": {"hand": "O1-07 O1-08"}, "G": {"hand": "O1-03 O1-04"}, "R": {"hand": "O1-09"}},
        "gangsters": {"Y1": "order O1-05", "R1": "order O1-06"},
        "cursor": {"turn": "G", "assignments_left": 1}})");
        for (Seat v = 0; v < s.players; ++v) {
            for (std::uint64_t seed = 1; seed <= 20; ++seed)
                CHECK(ViewFor(ScrambleHidden(s, v, seed), v) == ViewFor(s, v));
        }
        // The check can fail: Green's hand is not hidden from Green, and swapping one of his cards with a deck card
        // changes his view.
        State swapped = s;
        const OrderId mine = *ParseOrder("O1-03"), deck = *ParseOrder("O1-01");
        std::swap(swapped.orders[mine], swapped.orders[deck]);
        auto& d = swapped.order_deck[0];
        for (std::size_t i = 0; i < swapped.order_deck_size[0]; ++i) {
            if (d[i] == deck) d[i] = mine;
        }
        CHECK_FALSE(ViewFor(swapped, SeatOf(s, 'G')) == ViewFor(s, SeatOf(s, 'G')));
        CHECK(ViewFor(swapped, SeatOf(s, 'Y')) == ViewFor(s, SeatOf(s, 'Y')));
    }

}  // TEST_SUITE
