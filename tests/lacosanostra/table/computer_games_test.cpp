// Games with computer seats (computer.h) driven through the same choices as the hot-seat games: one person and
// computers, and computers only, for 3, 4 and 5 players. After every tap and every computer move the protocol's
// properties hold (driver.h CheckScreen), including: never a hand-off or private screen of a computer seat, and
// never a computer's move, claim or cards offered to a person.
#include <algorithm>
#include <doctest/doctest.h>
#include <limits>

#include "driver.h"
#include "games/lacosanostra/texts/sentences.h"

namespace shell::games::lacosanostra::test {
namespace {

void PlayGames(int players, const SeatKinds& kinds, int games, std::uint64_t seed0) {
    Driver totals{lcn::State{}};
    for (int game = 0; game < games; ++game) {
        lcn::Setup setup;
        setup.players = players;
        setup.seed = seed0 + static_cast<std::uint64_t>(game);
        setup.options.physical_dice = game % 4 == 3;  // a computer's physical roll is the table's
        const std::string problem = PlayRandomGame(setup, setup.seed ^ 0xC0ull, &totals, kinds);
        INFO("players " << players << ", game " << game << ", seed " << setup.seed);
        REQUIRE(problem == "");
    }
    MESSAGE(players << " players: " << games << " games, " << totals.moves << " moves, " << totals.computer_moves
                    << " by computers, " << totals.taps - totals.computer_moves << " taps by people");
    CHECK(totals.computer_moves > 0);
}

using K = SeatKind;

TEST_CASE("one person and computers play whole games: 3 players") {
    PlayGames(3, Kinds({K::kPerson, K::kNormal, K::kEasy}), 6, 9100);
}
TEST_CASE("one person and computers play whole games: 4 players") {
    PlayGames(4, Kinds({K::kNormal, K::kPerson, K::kEasy, K::kNormal}), 6, 9200);
}
TEST_CASE("one person and computers play whole games: 5 players") {
    PlayGames(5, Kinds({K::kEasy, K::kEasy, K::kNormal, K::kPerson, K::kNormal}), 4, 9300);
}
TEST_CASE("two people and one computer play whole games") {
    PlayGames(3, Kinds({K::kPerson, K::kPerson, K::kNormal}), 6, 9400);
}
TEST_CASE("computers alone play whole games (a demo): 3, 4 and 5 players") {
    PlayGames(3, Kinds({K::kNormal, K::kEasy, K::kNormal}), 4, 9500);
    PlayGames(4, Kinds({K::kEasy, K::kNormal, K::kEasy, K::kNormal}), 4, 9600);
    PlayGames(5, Kinds({K::kNormal, K::kNormal, K::kEasy, K::kEasy, K::kNormal}), 3, 9700);
}

TEST_CASE("a computer's private step runs behind the public table and it cannot peek") {
    lcn::Setup setup;
    setup.players = 3;
    setup.seed = 42;
    auto game = lcn::NewGame(setup);
    REQUIRE(game);
    const lcn::State& s = *game;
    const Seat owner = PrivateOwner(s);
    REQUIRE(owner != kNoSeat);  // the game opens with a private step (the draw check)
    Device d;
    Reset(s, d, 0);
    CHECK(ScreenFor(s, d).kind == ScreenKind::kHandOff);  // a person at that seat: the hand-off
    d.kinds[owner] = SeatKind::kEasy;
    Reset(s, d, 0);
    CHECK(ScreenFor(s, d) == Screen{ScreenKind::kPublic, kNoSeat, PrivateReason::kNone, false, s.step});
    CHECK_FALSE(RequestPeek(s, d, owner, 5000));
    Computers c;
    CHECK(c.Due(s, d) == owner);
    // Bounded slices: a frame with a tiny budget returns, and the move comes only after the pause.
    std::optional<lcn::Move> m;
    std::int64_t now = 0;
    for (int frame = 0; frame < 100000 && !m; ++frame) {
        now += 16;
        m = c.Frame(s, d, Speed::kNormal, setup.seed, now, 0.1).move;
    }
    REQUIRE(m);
    CHECK(m->seat == owner);
    CHECK(now >= PauseMs(Speed::kNormal, ActKind::kPrivate));
    lcn::State after = s;
    CHECK(lcn::ApplyInPlace(after, *m).ok());
}

TEST_CASE("seat kind names round-trip, and the speed scales every pause, with people at the table too") {
    for (K k : {K::kPerson, K::kEasy, K::kNormal, K::kExpert}) CHECK(ParseSeatKind(SeatKindName(k)) == k);
    CHECK_FALSE(ParseSeatKind("wizard"));
    CHECK_FALSE(BotLevelOf(K::kPerson));
    for (ActKind kind : {ActKind::kPublic, ActKind::kPrivate, ActKind::kCloseWindow}) {
        CHECK(PauseMs(Speed::kFast, kind) < PauseMs(Speed::kNormal, kind));
        CHECK(PauseMs(Speed::kNormal, kind) < PauseMs(Speed::kSlow, kind));
    }
    // A private step shows only its log line, a window's Continue only the window closing: shorter than a move.
    CHECK(PauseMs(Speed::kNormal, ActKind::kPrivate) < PauseMs(Speed::kNormal, ActKind::kCloseWindow));
    CHECK(PauseMs(Speed::kNormal, ActKind::kCloseWindow) < PauseMs(Speed::kNormal, ActKind::kPublic));
    CHECK(PauseMs(kDefaultSpeed, ActKind::kPublic) == 550);  // the real pause (browser tests scale the clock)
    for (Speed s : {Speed::kSlow, Speed::kNormal, Speed::kFast}) CHECK(ParseSpeed(SpeedName(s)) == s);
    CHECK_FALSE(ParseSpeed("warp"));
}

TEST_CASE("a person kept waiting sees the rest of the computers' run at the fast pace, then quicker, never slow") {
    for (ActKind kind : {ActKind::kPublic, ActKind::kPrivate, ActKind::kCloseWindow}) {
        const std::int64_t after = CatchUpAfterMs(Speed::kNormal);
        CHECK(PauseMs(Speed::kNormal, kind, 0) == PauseMs(Speed::kNormal, kind));
        CHECK(PauseMs(Speed::kNormal, kind, after - 1) == PauseMs(Speed::kNormal, kind));
        CHECK(PauseMs(Speed::kNormal, kind, after) == PauseMs(Speed::kFast, kind));
        CHECK(PauseMs(Speed::kNormal, kind, 2 * after - 1) == PauseMs(Speed::kFast, kind));
        // A whole round of other seats' turns: half the fast pause, never nothing.
        CHECK(PauseMs(Speed::kNormal, kind, 2 * after) == PauseMs(Speed::kFast, kind) / 2);
        CHECK(PauseMs(Speed::kNormal, kind, 3'600'000) > 0);
        CHECK(PauseMs(Speed::kSlow, kind, 3'600'000) == PauseMs(Speed::kSlow, kind));
        const std::int64_t fast_after = CatchUpAfterMs(Speed::kFast);
        CHECK(PauseMs(Speed::kFast, kind, 2 * fast_after - 1) == PauseMs(Speed::kFast, kind));
        CHECK(PauseMs(Speed::kFast, kind, 2 * fast_after) == PauseMs(Speed::kFast, kind) / 2);
    }
    // The answer to the person's move and the act after it come at the chosen pace.
    CHECK(CatchUpAfterMs(Speed::kNormal) >= 2 * PauseMs(Speed::kNormal, ActKind::kPublic));
}

// The gaps between a game's computer acts one after another, in milliseconds of the table's clock, and the longest
// run of computer acts a person waited through (from the person's last tap to the run's last act), at `speed`.
struct Gaps {
    std::int64_t shortest = std::numeric_limits<std::int64_t>::max();
    std::int64_t longest_run = 0;
    int longest_run_acts = 0;
    int acts = 0;
    int quick = 0;  // acts sooner than the normal pace's shortest pause
};

Gaps PlayAndTime(const SeatKinds& kinds, int players, Speed speed, std::uint64_t seed) {
    lcn::Setup setup;
    setup.players = players;
    setup.seed = seed;
    auto game = lcn::NewGame(setup);
    REQUIRE(game);
    Driver t(*game);
    t.d.kinds = kinds;
    t.speed = speed;
    t.game_seed = seed;
    Reset(t.s, t.d, t.now);
    common::Rng rng(seed ^ 0xC0ull);
    Gaps g;
    std::int64_t last_act = t.now, run_start = t.now;  // a game that opens with computer acts: a run from the start
    int run_acts = 0;
    for (int step = 0; step < 20000 && !lcn::IsOver(t.s) && t.problem.empty(); ++step) {
        if (t.computers.Due(t.s, t.d) != kNoSeat) {
            if (t.ComputerAct()) {
                // The pause runs from the last computer act (a person's tap is not one: the answer to it may come
                // at once), so only the gaps within a run count.
                if (run_acts > 0) {
                    g.shortest = std::min(g.shortest, t.now - last_act);
                    g.quick += t.now - last_act < PauseMs(Speed::kNormal, ActKind::kPrivate) ? 1 : 0;
                }
                last_act = t.now;
                ++g.acts;
                ++run_acts;
                if (t.now - run_start > g.longest_run) {
                    g.longest_run = t.now - run_start;
                    g.longest_run_acts = run_acts;
                }
            }
            continue;
        }
        // The page draws a frame in which the person can act before the person's tap (the computers see it).
        t.computers.Frame(t.s, t.d, speed, seed, t.now, 2.0);
        REQUIRE(t.RandomTap(rng));
        run_start = t.now;
        run_acts = 0;
    }
    REQUIRE(t.problem == "");
    return g;
}

TEST_CASE(
    "the pace a person waits through is the chosen one first, then fast, and computers alone keep the chosen one") {
    const SeatKinds solo = Kinds({K::kPerson, K::kEasy, K::kEasy, K::kEasy, K::kEasy});
    const Gaps normal = PlayAndTime(solo, 5, Speed::kNormal, 9800);
    MESSAGE("normal pace, 5 players: " << normal.acts << " computer acts, " << normal.quick
                                       << " of them at the fast pace; the longest run " << normal.longest_run
                                       << " ms of the table's clock, " << normal.longest_run_acts << " acts");
    CHECK(normal.acts > 100);
    CHECK(normal.quick > 0);  // at the normal pace throughout, no act would come sooner than its shortest pause

    // Computers alone: nobody waits, every act keeps at least the chosen pace's shortest pause.
    const Gaps alone = PlayAndTime(Kinds({K::kEasy, K::kEasy, K::kEasy, K::kEasy, K::kEasy}), 5, Speed::kNormal, 9801);
    CHECK(alone.acts > 100);
    CHECK(alone.shortest >= PauseMs(Speed::kNormal, ActKind::kPrivate));
    // The slow pace keeps every pause whole, with a person at the table too.
    const Gaps slow = PlayAndTime(solo, 5, Speed::kSlow, 9802);
    CHECK(slow.shortest >= PauseMs(Speed::kSlow, ActKind::kPrivate));
}

}  // namespace
}  // namespace shell::games::lacosanostra::test

namespace shell::games::lacosanostra::test {
namespace {

TEST_CASE("the status line while a computer thinks, in both languages") {
    lcn::Setup setup;
    setup.players = 3;
    setup.seed = 1;
    auto game = lcn::NewGame(setup);
    REQUIRE(game);
    SeatNames names{};
    names[1] = "Anna";
    CHECK(ThinkingLine(Lang::kEnglish, *game, names, 1) == "Anna is thinking");
    CHECK(ThinkingLine(Lang::kGerman, *game, names, 1) == "Anna überlegt");
}

}  // namespace
}  // namespace shell::games::lacosanostra::test
