// The replay and the story of a La Cosa Nostra game without drawing (shell/games/lacosanostra/replay/replay_model.h):
// what may be shown when (docs/table-design.md hand-off rule 1: the screen is public), the stops by turn and round, the
// cards an action touched, the money per round and the biggest swings, the controls' geometry.
#include <algorithm>
#include <cstdlib>
#include <doctest/doctest.h>
#include <string>

#include "games/lacosanostra/replay/replay_model.h"
#include "lacosanostra/playout.h"
#include "lacosanostra/view.h"
#include "ui/replay_steps.h"

namespace lt = shell::games::lacosanostra;

namespace {

// A whole game of `players` played by the random playout policy through a Session (every move validated
// again by Session::Play); `stop_after` moves when given.
lcn::Session PlayedGame(int players, std::uint64_t seed, int stop_after = 1 << 30) {
    lcn::Setup setup;
    setup.players = players;
    setup.seed = seed;
    lcn::Session session;
    REQUIRE(session.NewGame(setup, {}).empty());
    lcn::Rng rng = lcn::Rng::Stream(seed, 99);
    lcn::MoveList legal;
    std::array<lcn::Move, lcn::kMaxPlayoutStepMoves> applied;
    while (!lcn::IsOver(session.current()) && session.num_moves() < stop_after) {
        lcn::State s = session.current();
        const int n = lcn::PlayoutStep(s, rng, legal, applied);
        for (int k = 0; k < n; ++k) REQUIRE(session.Apply(applied[static_cast<std::size_t>(k)]).ok());
        REQUIRE(session.current() == s);
    }
    return session;
}

lcn::SeatKinds Kinds(std::initializer_list<lcn::SeatKind> kinds) {
    lcn::SeatKinds out{};
    std::copy(kinds.begin(), kinds.end(), out.begin());
    return out;
}
constexpr auto kP = lcn::SeatKind::kPerson;
constexpr auto kE = lcn::SeatKind::kEasy;

// The first index whose state has an order face down on a gangster (something the public view hides).
int FaceDownMoment(const lcn::Session& s) {
    for (int i = 0; i <= s.num_moves(); ++i) {
        const lcn::View pub = lcn::ViewFor(s.state(i), lcn::kNoSeat);
        for (const lcn::GangsterPlace& gp : pub.state.gangsters)
            if (gp.assignment == lcn::Assignment::kOrder && gp.card == lcn::kHiddenOrder) return i;
    }
    return -1;
}

}  // namespace

TEST_CASE(
    "lcn replay: two or more people during a game get no replay, after the game or alone with computers they do") {
    const lcn::Session mid = PlayedGame(3, 7, 60);
    REQUIRE_FALSE(lcn::IsOver(mid.current()));
    CHECK_FALSE(lt::ReplayAllowed(true, mid, Kinds({kP, kP, kE})));  // two people: one would see the other's cards
    CHECK_FALSE(lt::ReplayAllowed(true, mid, Kinds({kP, kP, kP})));
    CHECK(lt::ReplayAllowed(true, mid, Kinds({kE, kP, kE})));
    CHECK(lt::ReplayAllowed(true, mid, Kinds({kE, kE, kE})));
    CHECK_FALSE(lt::ReplayAllowed(false, mid, Kinds({kE, kE, kE})));  // no game on the table
    const lcn::Session over = PlayedGame(3, 7);
    REQUIRE(lcn::IsOver(over.current()));
    CHECK(lt::ReplayAllowed(true, over, Kinds({kP, kP, kP})));
}

TEST_CASE("lcn replay: after the game everything is open, during it one person's view or the public one") {
    const lcn::Session over = PlayedGame(4, 11);
    const int i = FaceDownMoment(over);
    REQUIRE(i > 0);
    for (int index : {0, i, over.num_moves() / 2, over.num_moves()}) {
        const lcn::View v = lt::ShownView(over, Kinds({kP, kP, kP, kP}), index);
        CHECK(v.state == over.state(index));  // hands, face-down orders, decks: the whole state
        CHECK(std::none_of(v.unknown.begin(), v.unknown.end(), [](bool u) { return u; }));
    }
    CHECK(lt::ShownView(over, {}, -5).state == over.state(0));  // clamped
    CHECK(lt::ShownView(over, {}, 1 << 20).state == over.current());

    const lcn::Session mid = PlayedGame(4, 11, i + 5);
    REQUIRE_FALSE(lcn::IsOver(mid.current()));
    CHECK(lt::ShownView(mid, Kinds({kE, kE, kP, kE}), i) == lcn::ViewFor(mid.state(i), 2));
    CHECK(lt::ShownView(mid, Kinds({kE, kE, kE, kE}), i) == lcn::ViewFor(mid.state(i), lcn::kNoSeat));
    CHECK_FALSE(lt::ShownView(mid, Kinds({kE, kE, kE, kE}), i).state == mid.state(i));  // a face-down order hidden
}

TEST_CASE(
    "lcn replay: a turn is a seat's run of actions with its chance rolls, a round stops where the round changes") {
    for (std::uint64_t seed : {3u, 5u, 8u}) {
        const lcn::Session s = PlayedGame(3 + static_cast<int>(seed % 3), seed);
        const int n = s.num_moves();
        for (const std::vector<int>& stops : {lt::TurnStops(s), lt::RoundStops(s)}) {
            REQUIRE(stops.size() >= 2);
            CHECK(stops.front() == 0);
            CHECK(stops.back() == n);
            CHECK(std::is_sorted(stops.begin(), stops.end()));
            CHECK(std::adjacent_find(stops.begin(), stops.end()) == stops.end());
        }
        const std::vector<int> turns = lt::TurnStops(s);
        lcn::Seat last = lcn::kNoSeat;
        for (int i = 0; i < n; ++i) {
            const lcn::Seat seat = s.move(i).seat;
            const bool starts = seat != lcn::kNoSeat && seat != last && last != lcn::kNoSeat;
            CHECK_MESSAGE((starts || i == 0) == std::binary_search(turns.begin(), turns.end(), i), "move ", i);
            if (seat != lcn::kNoSeat) last = seat;
        }
        const std::vector<int> rounds = lt::RoundStops(s);
        CHECK(rounds.size() == static_cast<std::size_t>(s.current().round) + 1);  // the deal, each new round, the end
        for (int i = 1; i < n; ++i)
            CHECK((s.state(i).round != s.state(i - 1).round) == std::binary_search(rounds.begin(), rounds.end(), i));
    }
}

TEST_CASE("lcn replay: stepping by stops stays at the ends (ui/replay_steps.h, shared with Famiglia)") {
    const std::vector<int> stops{0, 4, 9, 12};
    CHECK(shell::ui::StepStop(stops, 0, -1) == 0);
    CHECK(shell::ui::StepStop(stops, 5, -1) == 4);
    CHECK(shell::ui::StepStop(stops, 4, -1) == 0);
    CHECK(shell::ui::StepStop(stops, 4, 1) == 9);
    CHECK(shell::ui::StepStop(stops, 12, 1) == 12);
    CHECK(shell::ui::StopAtOrBefore(stops, 8) == 1);
    CHECK(shell::ui::IndexAtStop(stops, 7) == 12);
    CHECK(shell::ui::IndexAtStop({}, 2) == 0);
}

TEST_CASE("lcn replay: the cards an action touched are outlined") {
    // Built by hand: the fields moves.h gives each kind.
    lcn::Move order;
    order.kind = lcn::MoveKind::kOrder, order.seat = 1, order.a = 7, order.b = 12;
    CHECK(lt::OutlineOf(order) == lt::Outline{1, 1u << 7, 0});
    lcn::Move purchase;
    purchase.kind = lcn::MoveKind::kPurchase, purchase.seat = 0, purchase.a = 2, purchase.b = 33;
    CHECK(lt::OutlineOf(purchase) == lt::Outline{0, 1u << 2, std::uint64_t{1} << 33});
    lcn::Move target;
    target.kind = lcn::MoveKind::kTarget, target.seat = 2, target.a = 20, target.flag = true;
    CHECK(lt::OutlineOf(target) == lt::Outline{2, 1u << 20, 0});
    target.flag = false;
    CHECK(lt::OutlineOf(target) == lt::Outline{2, 0, std::uint64_t{1} << 20});
    lcn::Move use;
    use.kind = lcn::MoveKind::kUse, use.seat = 0, use.count = 2, use.list[0] = 3, use.list[1] = 5;
    CHECK(lt::OutlineOf(use).businesses == ((std::uint64_t{1} << 3) | (std::uint64_t{1} << 5)));
    lcn::Move trade;
    trade.kind = lcn::MoveKind::kTrade, trade.seat = 0, trade.other = 1, trade.count = 2;
    trade.items[0] = {0, lcn::TradeVerb::kGive, 9, 1, 0};    // a gangster
    trade.items[1] = {1, lcn::TradeVerb::kPay, 0xFF, 0, 3};  // money: no card
    CHECK(lt::OutlineOf(trade) == lt::Outline{0, 1u << 9, 0});
    lcn::Move roll;
    roll.kind = lcn::MoveKind::kRoll, roll.count = 2, roll.list[0] = 3, roll.list[1] = 6;
    CHECK(lt::OutlineOf(roll) == lt::Outline{});  // dice are no cards
    lcn::Move play;
    play.kind = lcn::MoveKind::kPlay, play.seat = 1, play.a = 0, play.b = lcn::kNoGangster;
    CHECK(lt::OutlineOf(play) == lt::Outline{1, 0, 0});
}

TEST_CASE("lcn story: money (cash + laundered) at the deal and after every round") {
    const lcn::Session s = PlayedGame(5, 13);
    const std::vector<lt::SeatMoney> money = lt::MoneyByRound(s);
    const std::vector<int> rounds = lt::RoundStops(s);
    REQUIRE(money.size() == rounds.size());
    for (std::size_t k = 0; k < money.size(); ++k) {
        const lcn::State& at = s.state(rounds[k]);
        for (int p = 0; p < 5; ++p) {
            const lcn::Player& pl = at.player[static_cast<std::size_t>(p)];
            CHECK(money[k][static_cast<std::size_t>(p)] == pl.cash + pl.laundered);
        }
    }
    CHECK(money.back() == lt::MoneyOf(s.current()));
    CHECK(money.front() == lt::MoneyOf(s.state(0)));
}

TEST_CASE("lcn story: the three biggest swings are the actions that moved most money, largest first") {
    for (std::uint64_t seed : {2u, 17u}) {
        const lcn::Session s = PlayedGame(4, seed);
        auto moved = [&](int i) {
            const lt::SeatMoney a = lt::MoneyOf(s.state(i)), b = lt::MoneyOf(s.state(i + 1));
            int size = 0;
            for (std::size_t p = 0; p < a.size(); ++p) size += std::abs(b[p] - a[p]);
            return size;
        };
        // Three as the story shows, and twelve, where equal sizes (ties) are sure to occur.
        int ties = 0;
        for (int n : {3, 12}) {
            const std::vector<lt::Swing> swings = lt::BiggestSwings(s, n);
            REQUIRE(swings.size() == static_cast<std::size_t>(n));
            for (std::size_t k = 0; k < swings.size(); ++k) {
                CHECK(swings[k].size == moved(swings[k].move));
                CHECK(swings[k].size > 0);
                if (k > 0) {
                    CHECK(swings[k - 1].size >= swings[k].size);
                    if (swings[k - 1].size == swings[k].size) {
                        CHECK(swings[k - 1].move < swings[k].move);
                        ++ties;
                    }
                }
            }
            // Nothing left out moved more than the smallest listed (nor as much, earlier); the final payout (the
            // action that ends the game) is no swing.
            REQUIRE(moved(s.num_moves() - 1) > swings.front().size);
            for (int i = 0; i + 1 < s.num_moves(); ++i) {
                if (std::any_of(swings.begin(), swings.end(), [&](const lt::Swing& w) { return w.move == i; }))
                    continue;
                CHECK(moved(i) <= swings.back().size);
                if (moved(i) == swings.back().size) {
                    CHECK(i > swings.back().move);
                    ++ties;
                }
            }
        }
        CHECK(ties > 0);  // the tie order was put to the test
        CHECK(lt::BiggestSwings(s, 0).empty());
        CHECK(lt::BiggestSwings(s, 1).front() == lt::BiggestSwings(s, 3).front());
    }
}

TEST_CASE("lcn replay: the controls are touch targets inside the screen, apart, under the table") {
    struct Size {
        float w, h;
    };
    for (Size z : {Size{360, 640}, Size{390, 844}, Size{800, 600}, Size{1280, 800}, Size{2560, 1440}}) {
        for (int lines = 0; lines <= 5; ++lines) {
            CAPTURE(z.w);
            CAPTURE(z.h);
            CAPTURE(lines);
            const lt::ReplayPanel r = lt::PlaceReplayPanel(z.w, z.h, lines);
            auto inside = [&](const shell::ui::Box& b) {
                return b.min.x >= 0 && b.max.x <= z.w && b.min.y >= r.table_h && b.max.y <= z.h + 0.01f;
            };
            auto apart = [](const shell::ui::Box& a, const shell::ui::Box& b) {
                return a.max.x <= b.min.x || b.max.x <= a.min.x || a.max.y <= b.min.y || b.max.y <= a.min.y;
            };
            CHECK(r.table_h >= z.h * 0.45f);
            std::vector<shell::ui::Box> boxes(r.steps.begin(), r.steps.end());
            boxes.push_back(r.back);
            for (const shell::ui::Box& b : boxes) {
                CHECK(b.h() >= 44);
                CHECK(b.w() >= 44);
            }
            boxes.push_back(r.slider);
            boxes.push_back(r.status);
            if (lines > 0) {
                boxes.push_back(r.hands);
                CHECK(r.hands.h() >= 15.0f * static_cast<float>(lines));
            }
            for (std::size_t a = 0; a < boxes.size(); ++a) {
                CHECK(inside(boxes[a]));
                for (std::size_t b = a + 1; b < boxes.size(); ++b) CHECK(apart(boxes[a], boxes[b]));
            }
        }
    }
}
