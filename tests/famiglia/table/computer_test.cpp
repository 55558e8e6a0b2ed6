// The app's computer seat (shell/games/famiglia/computer/computer.h): thinking spread over frames gives the moves of
// the blocking bot that tools/tournament measures, a decided move is held until it is taken, and a view that changes
// under it (undo, a new game) starts a new decision.
#include <doctest/doctest.h>

#include "famiglia/game.h"
#include "games/famiglia/computer/computer.h"

using namespace fam;
using shell::games::famiglia::ComputerPlayer;

namespace {

// The move the measured bot makes: BotPlayer seeded as the app seeds it, given all the work it wants.
struct MeasuredBot {
    BotPlayer bot;
    MeasuredBot(SeatKind level, std::uint64_t game_seed)
        : bot(DefaultBotConfig(*BotLevelFor(level)), shell::games::famiglia::ComputerBotSeed(game_seed)) {}
    Move Decide(const View& view) {
        Move m{};
        while (!bot.Poll(view, 1 << 20, m)) {}
        return m;
    }
};

Move ThinkUntilReady(ComputerPlayer& player, const View& view, SeatKind level, std::uint64_t seed, int& calls) {
    calls = 0;
    while (!player.Think(view, level, seed)) ++calls;
    return player.Take();
}

}  // namespace

TEST_SUITE("computer seat") {
    TEST_CASE("the computer seat plays the moves of the bot the tournament measures, to the end of the game") {
        for (std::uint64_t seed : {3u, 8u}) {
            const SeatKind levels[2] = {SeatKind::kNormal, SeatKind::kEasy};
            ComputerPlayer seats[2];
            MeasuredBot measured[2] = {MeasuredBot(levels[0], seed), MeasuredBot(levels[1], seed)};
            State s = NewGame(seed);
            int moves = 0;
            while (!s.over) {
                const int p = s.to_move;
                const View view = ViewFor(s, p);
                int calls = 0;
                const Move m = ThinkUntilReady(seats[p], view, levels[p], seed, calls);
                CHECK(m == measured[p].Decide(view));
                REQUIRE(IllegalReason(s, m).empty());
                ApplyLegal(s, m);
                ++moves;
                REQUIRE(moves < 400);
            }
            CHECK(moves > 20);
        }
    }

    TEST_CASE("an Expert decision spread over many frames equals the blocking decision, the answer waits to be taken") {
        const std::uint64_t seed = 12;
        State s = NewGame(seed);
        // A few moves in, so the decision is not trivial.
        MoveList legal;
        Rng policy = Rng::Stream(seed, 99);
        for (int i = 0; i < 6 && !s.over; ++i) {
            LegalMoves(s, legal);
            ApplyLegal(s, RandomPlayoutMove(legal, policy));
        }
        const View view = ViewFor(s, s.to_move);
        ComputerPlayer player;
        CHECK_FALSE(player.busy());
        CHECK(player.progress() == 0.0);
        int frames = 0;
        double last_progress = 0;
        while (!player.Think(view, SeatKind::kExpert, seed)) {
            ++frames;
            CHECK(player.thinking());
            CHECK(player.progress() >= last_progress);
            CHECK(player.progress() <= 1.0);
            last_progress = player.progress();
        }
        CHECK(frames >= 1);  // 12 ms per frame: an Expert decision takes several (about 50 ms natively)
        CHECK(player.busy());
        CHECK_FALSE(player.thinking());
        CHECK(player.progress() == 1.0);
        CHECK(player.Think(view, SeatKind::kExpert, seed));  // held while the table waits for its pace
        const shell::games::famiglia::DecisionTiming timing = player.last_timing();
        CHECK(timing.wall_ms >= timing.busy_ms);
        CHECK(timing.busy_ms >= timing.longest_ms);
        CHECK(timing.longest_ms > 0);
        const Move m = player.Take();
        CHECK_FALSE(player.busy());
        MeasuredBot measured(SeatKind::kExpert, seed);
        CHECK(m == measured.Decide(view));
    }

    TEST_CASE("a view that changes while the computer thinks (undo, a new game) starts a new decision") {
        const std::uint64_t seed = 5;
        const State a = NewGame(seed);
        const State b = NewGame(seed + 1);
        ComputerPlayer player;
        player.Think(ViewFor(a, a.to_move), SeatKind::kExpert, seed);  // one frame's work on game a
        int calls = 0;
        const View view_b = ViewFor(b, b.to_move);
        const Move m = ThinkUntilReady(player, view_b, SeatKind::kExpert, seed, calls);
        CHECK(IllegalReason(b, m).empty());
        MeasuredBot measured(SeatKind::kExpert, seed);
        CHECK(m == measured.Decide(view_b));
        // A ready answer for one view is not handed out for another.
        ComputerPlayer held;
        ThinkUntilReady(held, ViewFor(a, a.to_move), SeatKind::kNormal, seed, calls);
        CHECK_FALSE(held.busy());
        while (!held.Think(ViewFor(a, a.to_move), SeatKind::kNormal, seed)) {}
        const Move for_b = ThinkUntilReady(held, view_b, SeatKind::kNormal, seed, calls);
        MeasuredBot normal(SeatKind::kNormal, seed);
        CHECK(for_b == normal.Decide(view_b));
    }

}  // TEST_SUITE
