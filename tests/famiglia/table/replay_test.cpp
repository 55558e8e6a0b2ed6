// The replay's model (shell/games/famiglia/replay/replay_model.h): indices, turns, the slider, log lines, and the
// secrecy rule (a replay of a game in progress shows nothing the seat's View hides).
#include <algorithm>
#include <doctest/doctest.h>

#include "famiglia/game.h"
#include "games/famiglia/replay/replay_model.h"
#include "games/famiglia/table/table_model.h"

namespace shell::games::famiglia {
namespace {

constexpr Seats kTwoPeople{SeatKind::kPerson, SeatKind::kPerson};
constexpr Seats kVsComputer{SeatKind::kPerson, SeatKind::kNormal};

// Random legal actions (the playout policy) for `actions` actions or to the end of the game.
void Play(Session& s, std::uint64_t seed, int actions) {
    Rng rng = Rng::Stream(seed, 7);
    MoveList legal;
    for (int i = 0; i < actions && !s.current().over; ++i) {
        LegalMoves(s.current(), legal);
        REQUIRE(s.Apply(RandomPlayoutMove(legal, rng)).ok());
    }
}

Session Game(const Seats& seats, std::uint64_t seed, int actions) {
    Session s;
    s.NewGame(Setup{.seed = seed, .first = 0}, seats);
    Play(s, seed, actions);
    return s;
}

// The cards of the draw pile, as a multiset (its order left out).
std::array<int, kNumTypes> PileCounts(const State& st) {
    std::array<int, kNumTypes> counts{};
    for (int i = 0; i < st.deck_size; ++i) ++counts[st.deck[static_cast<std::size_t>(i)]];
    return counts;
}

}  // namespace

TEST_SUITE("famiglia replay") {
    TEST_CASE("turn stops are the deal, every turn's end and the present") {
        const Session s = Game(kTwoPeople, 11, 10000);
        REQUIRE(s.current().over);
        const std::vector<int> stops = TurnStops(s);
        CHECK(stops.front() == 0);
        CHECK(stops.back() == s.num_moves());
        CHECK(std::is_sorted(stops.begin(), stops.end()));
        CHECK(std::adjacent_find(stops.begin(), stops.end()) == stops.end());
        for (std::size_t k = 1; k < stops.size(); ++k) CHECK(s.move(stops[k] - 1).EndsTurn());
        // Every turn's end is a stop, and nothing else is.
        int ends = 0;
        for (int i = 0; i < s.num_moves(); ++i) ends += s.move(i).EndsTurn() ? 1 : 0;
        CHECK(static_cast<int>(stops.size()) == ends + 1);
        CHECK(PlaceOf(s, s.num_moves()).turns == ends);
    }

    TEST_CASE("a game in progress ends its stops at the present, mid-turn too") {
        Session s = Game(kTwoPeople, 12, 0);
        CHECK(TurnStops(s) == std::vector<int>{0});
        Rng rng = Rng::Stream(12, 7);
        MoveList legal;
        // Play to the middle of a turn: an action that does not end it.
        for (int guard = 0; guard < 500; ++guard) {
            LegalMoves(s.current(), legal);
            const Move m = RandomPlayoutMove(legal, rng);
            REQUIRE(s.Apply(m).ok());
            if (!m.EndsTurn() && s.num_moves() > 6) break;
        }
        REQUIRE_FALSE(s.move(s.num_moves() - 1).EndsTurn());
        const std::vector<int> stops = TurnStops(s);
        CHECK(stops.back() == s.num_moves());
        CHECK_FALSE(s.move(stops.back() - 1).EndsTurn());
        const ReplayPlace end = PlaceOf(s, s.num_moves());
        CHECK_FALSE(end.at_end);
        CHECK(end.turns == end.turn);
        CHECK(end.action == end.turn_actions);  // the turn in progress: its actions so far
    }

    TEST_CASE("each index is named by the action that led to it") {
        const Session s = Game(kTwoPeople, 13, 10000);
        const ReplayPlace deal = PlaceOf(s, 0);
        CHECK(deal.at_deal);
        CHECK(deal.turn == 0);
        CHECK(deal.action == 0);
        int turn = 1, action = 0;
        for (int i = 1; i <= s.num_moves(); ++i) {
            ++action;
            const ReplayPlace p = PlaceOf(s, i);
            CHECK(p.turn == turn);
            CHECK(p.action == action);
            CHECK(p.action <= p.turn_actions);
            CHECK(s.state(i - 1).to_move == s.state(StepTurn(s, i, -1)).to_move);  // one player per turn
            CHECK(p.at_end == (i == s.num_moves()));
            if (s.move(i - 1).EndsTurn()) {
                CHECK(p.turn_actions == p.action);
                ++turn, action = 0;
            }
        }
        CHECK(PlaceOf(s, s.num_moves()).turn == PlaceOf(s, s.num_moves()).turns);
    }

    TEST_CASE("stepping by action and by turn stays in range and lands on stops") {
        const Session s = Game(kTwoPeople, 14, 10000);
        const int n = s.num_moves();
        CHECK(StepAction(s, 0, -1) == 0);
        CHECK(StepAction(s, n, 1) == n);
        CHECK(StepAction(s, 5, 1) == 6);
        CHECK(StepAction(s, 5, -1) == 4);
        CHECK(StepAction(s, -40, 0) == 0);
        CHECK(StepAction(s, n + 40, 0) == n);
        const std::vector<int> stops = TurnStops(s);
        int i = 0, visited = 1;
        while (i < n) {
            const int next = StepTurn(s, i, 1);
            CHECK(next > i);
            CHECK(std::binary_search(stops.begin(), stops.end(), next));
            CHECK(StepTurn(s, next, -1) == (i == 0 ? 0 : i));  // back lands where it came from (a stop)
            i = next, ++visited;
        }
        CHECK(visited == static_cast<int>(stops.size()));
        CHECK(StepTurn(s, n, 1) == n);
        CHECK(StepTurn(s, 0, -1) == 0);
        // From the middle of a turn, back goes to that turn's start, forward to its end.
        const int mid = stops[3] + 1;
        if (mid < stops[4]) {
            CHECK(StepTurn(s, mid, -1) == stops[3]);
            CHECK(StepTurn(s, mid, 1) == stops[4]);
        }
    }

    TEST_CASE("the slider and indices map both ways") {
        const Session s = Game(kTwoPeople, 15, 10000);
        const std::vector<int> stops = TurnStops(s);
        for (int k = 0; k < static_cast<int>(stops.size()); ++k)
            CHECK(SliderPosition(stops, IndexAtSlider(stops, k)) == k);
        CHECK(IndexAtSlider(stops, -3) == 0);
        CHECK(IndexAtSlider(stops, 100000) == s.num_moves());
        CHECK(IndexAtSlider({}, 4) == 0);
        for (int i = 0; i <= s.num_moves(); ++i) {
            const int k = SliderPosition(stops, i);
            CHECK(stops[static_cast<std::size_t>(k)] <= i);
            if (k + 1 < static_cast<int>(stops.size())) CHECK(stops[static_cast<std::size_t>(k) + 1] > i);
        }
    }

    TEST_CASE("a log line shows its action done") {
        const Session s = Game(kTwoPeople, 16, 30);
        CHECK(IndexForLogLine(s, 0) == 0);  // the deal
        CHECK(IndexForLogLine(s, 1) == 1);  // line 1 tells move 0: state(1) is after it
        CHECK(IndexForLogLine(s, 30) == 30);
        CHECK(IndexForLogLine(s, 31) == 30);
        CHECK(IndexForLogLine(s, -2) == 0);
    }

    TEST_CASE("a game in progress against the computer: the person's View only, never the pile's order") {
        const Session s = Game({SeatKind::kNormal, SeatKind::kPerson}, 17, 30);
        REQUIRE_FALSE(s.current().over);
        CHECK(ReplayAvailable(s, true));
        CHECK_FALSE(ReplayAllOpenAllowed(s));
        CHECK(ReplaySeatAllowed(s, 1));
        CHECK_FALSE(ReplaySeatAllowed(s, 0));
        ReplayUi r = StartReplay(s, 3, 0);  // asked for the computer's seat
        CHECK(r.seat == 1);
        CHECK_FALSE(r.all_open);
        r.seat = 0, r.all_open = true;  // whatever the UI state holds
        for (int i = 0; i <= s.num_moves(); ++i) {
            r.index = i;
            const ReplayShown shown = ShownState(s, r);
            CHECK(shown.seat == 1);
            CHECK_FALSE(shown.deck_order_shown);
            CHECK(shown.state == ViewFor(s.state(i), 1).state);
            CHECK(PileCounts(shown.state) == PileCounts(s.state(i)));
        }
        ClampReplay(s, r);
        CHECK(r.seat == 1);
        CHECK_FALSE(r.all_open);
    }

    TEST_CASE("no replay index of a game in progress shows a card the seat's View hides") {
        // The View hides the draw pile's order: in a long game some index has a pile whose real order differs
        // from the View's, so this test fails if the replay ever draws the real state.
        const Session s = Game(kVsComputer, 18, 30);
        REQUIRE_FALSE(s.current().over);
        bool order_differs_somewhere = false;
        ReplayUi r = StartReplay(s, 0, 0);
        for (int i = 0; i <= s.num_moves(); ++i) {
            r.index = i;
            const ReplayShown shown = ShownState(s, r);
            const View view = ViewFor(s.state(i), 0);
            CHECK(shown.state == view.state);
            CHECK(shown.state.rng == 0);
            order_differs_somewhere = order_differs_somewhere || !(s.state(i).deck == view.state.deck);
        }
        CHECK(order_differs_somewhere);
    }

    TEST_CASE("hot-seat in progress: either seat's View with hands shown, no replay with hands hidden") {
        const Session s = Game(kTwoPeople, 19, 40);
        REQUIRE_FALSE(s.current().over);
        CHECK(ReplayAvailable(s, false));
        CHECK_FALSE(ReplayAvailable(s, true));
        CHECK(ReplaySeatAllowed(s, 0));
        CHECK(ReplaySeatAllowed(s, 1));
        CHECK_FALSE(ReplaySeatAllowed(s, 2));
        CHECK_FALSE(ReplayAllOpenAllowed(s));
        ReplayUi r = StartReplay(s, 10, 1);
        CHECK(r.seat == 1);
        r.all_open = true;
        const ReplayShown shown = ShownState(s, r);
        CHECK_FALSE(shown.deck_order_shown);
        CHECK(shown.state == ViewFor(s.state(10), 1).state);
    }

    TEST_CASE("after the game everything may be shown, the pile's real order included") {
        const Session s = Game(kVsComputer, 20, 10000);
        REQUIRE(s.current().over);
        CHECK(ReplayAvailable(s, true));
        CHECK(ReplayAllOpenAllowed(s));
        CHECK(ReplaySeatAllowed(s, 1));  // the computer's seat too
        ReplayUi r = StartReplay(s, 5, 0);
        CHECK(r.all_open);
        for (int i = 0; i <= s.num_moves(); ++i) {
            r.index = i;
            const ReplayShown shown = ShownState(s, r);
            CHECK(shown.deck_order_shown);
            CHECK(shown.state == s.state(i));
        }
        r.all_open = false, r.seat = 1, r.index = 7;
        const ReplayShown seat_view = ShownState(s, r);
        CHECK_FALSE(seat_view.deck_order_shown);
        CHECK(seat_view.state == ViewFor(s.state(7), 1).state);
    }

    TEST_CASE("a replay clamps its index to the history") {
        const Session s = Game(kTwoPeople, 21, 12);
        CHECK(StartReplay(s, -5, 0).index == 0);
        CHECK(StartReplay(s, 99, 0).index == 12);
        ReplayUi r = StartReplay(s, 4, 0);
        CHECK(r.open);
        CHECK(r.game_number == s.game_number());
        r.index = 500;
        CHECK(ShownState(s, r).state == ViewFor(s.state(12), 0).state);
        ClampReplay(s, r);
        CHECK(r.index == 12);
    }

    TEST_CASE("the action that led to a replay index is outlined: a take marks the taken card in the hand") {
        const Session s = Game(kTwoPeople, 22, 10000);
        int checked = 0;
        for (int i = 0; i < s.num_moves(); ++i) {
            const Move& m = s.move(i);
            const Highlights hl = MovesHighlights(s, i, i + 1);
            CHECK(hl.first == i);
            CHECK(hl.last == i + 1);
            if (m.kind != MoveKind::kTake) continue;
            const std::size_t p = s.state(i).to_move;
            CHECK(hl.hand[p][m.a] == 1);
            if (!m.IsFreeTake()) CHECK(hl.area[p][m.b] == 1);
            ++checked;
        }
        CHECK(checked > 5);
        CHECK_FALSE(MovesHighlights(s, -1, 0).any());  // the deal: nothing led to it
        CHECK_FALSE(MovesHighlights(s, s.num_moves(), s.num_moves() + 1).any());
    }

    TEST_CASE("the replay's screen: controls on screen, touch-sized, apart from each other and from the table") {
        struct Size {
            float w, h;
            bool compact;
        };
        const Size sizes[] = {{360, 640, false},  {390, 844, false},  {800, 600, true},
                              {1024, 768, false}, {1280, 800, false}, {1920, 1080, false}};
        for (const Size& size : sizes) {
            CAPTURE(size.w);
            CAPTURE(size.h);
            const ReplayScreen r = PlaceReplayScreen(size.w, size.h, 12, size.compact);
            const Box controls[] = {r.prev_turn, r.prev_action, r.next_action, r.next_turn, r.slider,
                                    r.seat[0],   r.seat[1],     r.all_open,    r.log,       r.back};
            for (std::size_t i = 0; i < std::size(controls); ++i) {
                const Box& b = controls[i];
                CAPTURE(i);
                CHECK(b.min.x >= 0);
                CHECK(b.min.y >= 0);
                CHECK(b.max.x <= size.w);
                CHECK(b.max.y <= size.h);
                // Back in a title band is as tall as the band; every other button is touch-sized.
                if (i + 1 < std::size(controls) || r.table.side) CHECK(b.h() >= (i == 4 ? 32.0f : 44.0f));
                for (std::size_t j = i + 1; j < std::size(controls); ++j) {
                    const Box& o = controls[j];
                    const bool apart =
                        b.max.x <= o.min.x || o.max.x <= b.min.x || b.max.y <= o.min.y || o.max.y <= b.min.y;
                    CHECK(apart);
                }
                // The table's zones end where the controls begin (the column sits beside them).
                if (!r.table.side) {
                    CHECK(r.table.own.max.y <= r.panel.min.y + 0.5f);
                    if (i != 9) CHECK(b.min.y >= r.panel.min.y);
                } else {
                    CHECK(b.min.x >= r.table.side_col.min.x);
                }
            }
            // The keys and the pile's order: in the column, one below the other, on screen; else not at all.
            if (r.table.side) {
                CHECK(r.keys_text.min.y >= r.log.max.y);
                CHECK(r.pile_text.min.y >= r.keys_text.max.y);
                CHECK(r.pile_text.max.y <= size.h);
                CHECK(r.pile_text.h() > 100);
            } else {
                CHECK(r.keys_text.h() == 0);
                CHECK(r.pile_text.h() == 0);
            }
            // The table keeps at least half the height.
            CHECK(r.table_h >= size.h * 0.5f);
        }
    }
}

}  // namespace shell::games::famiglia
