// Games with computer seats (computer.h) driven through the same choices as the hot-seat games: one person and
// computers, and computers only, for 3, 4 and 5 players. After every tap and every computer move the protocol's
// properties hold (driver.h CheckScreen), including: never a hand-off or private screen of a computer seat, and
// never a computer's move, claim or cards offered to a person.
#include <doctest/doctest.h>

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
