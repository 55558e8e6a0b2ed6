// Session (core/famiglia/session.h): history, undo policy, change counter, replayability.
#include <doctest/doctest.h>
#include <functional>

#include "famiglia/game.h"

namespace fam {
namespace {

constexpr Seats kTwoPeople{SeatKind::kPerson, SeatKind::kPerson};

// Plays random legal actions (the playout policy) until `stop` holds for the legal list, or the game ends.
// Returns whether `stop` was met.
bool PlayUntil(Session& session, Rng& rng, const std::function<bool(const MoveList&)>& stop) {
    MoveList legal;
    for (int guard = 0; guard < 2000; ++guard) {
        LegalMoves(session.current(), legal);
        if (legal.empty()) return false;
        if (stop(legal)) return true;
        REQUIRE(session.Apply(RandomPlayoutMove(legal, rng)).ok());
    }
    return false;
}

const Move* Find(const MoveList& legal, MoveKind kind) {
    for (const Move& m : legal) {
        if (m.kind == kind) return &m;
    }
    return nullptr;
}

std::function<bool(const MoveList&)> Offers(MoveKind kind) {
    return [kind](const MoveList& legal) { return Find(legal, kind) != nullptr; };
}

}  // namespace

TEST_SUITE("session") {
    TEST_CASE("a new game is the core's new game, with nothing to undo") {
        Session s;
        const std::uint64_t before = s.change_count();
        s.NewGame(Setup{.seed = 42, .rules = Rules{.new_cards_only = true}, .first = 1},
                  {SeatKind::kPerson, SeatKind::kNormal});
        CHECK(s.change_count() > before);
        CHECK(s.current() == NewGame(42, Rules{.new_cards_only = true}, 1));
        CHECK(s.num_moves() == 0);
        CHECK(s.seed() == 42);
        CHECK(s.seat(1) == SeatKind::kNormal);
        CHECK(s.rules().new_cards_only);
        CHECK_FALSE(s.CanUndo());
        CHECK_FALSE(s.CanRedo());
        CHECK(s.TurnStartIndex() == 0);
    }

    TEST_CASE("the game number grows with every new game and load, never with moves, undo or seats") {
        Session s;
        const std::uint64_t start = s.game_number();
        Rng rng(3);
        REQUIRE(PlayUntil(s, rng, [](const MoveList&) { return false; }) == false);
        s.SetSeat(0, SeatKind::kExpert);
        CHECK(s.game_number() == start);
        const GameRecord played = s.Record();
        s.NewGame(Setup{.seed = 7}, kTwoPeople);
        CHECK(s.game_number() == start + 1);
        CHECK(s.Load(played).empty());
        CHECK(s.game_number() == start + 2);
        GameRecord bad = played;
        bad.setup.first = 5;
        CHECK(!s.Load(bad).empty());
        CHECK(s.game_number() == start + 2);  // a refused load changes nothing
    }

    TEST_CASE("one person against the computer: exactly one seat is a computer") {
        Session s;
        CHECK(!s.PersonAgainstComputer());
        s.SetSeat(1, SeatKind::kBeginner);
        CHECK(s.PersonAgainstComputer());
        s.SetSeat(0, SeatKind::kExpert);
        CHECK(!s.PersonAgainstComputer());
    }

    TEST_CASE("only a take or a pass ends a turn") {
        CHECK(Move{MoveKind::kTake}.EndsTurn());
        CHECK(Move{MoveKind::kPass}.EndsTurn());
        for (MoveKind k : {MoveKind::kAccountant, MoveKind::kBrute, MoveKind::kRefresh, MoveKind::kSwap}) {
            CHECK(!Move{k}.EndsTurn());
        }
    }

    TEST_CASE("an illegal action is refused with the core's reason and changes nothing") {
        Session s;
        s.NewGame(Setup{.seed = 7, .first = 0}, kTwoPeople);
        const State before = s.current();
        const std::uint64_t count = s.change_count();
        const Move bad =
            Move::Take(MakeCard(Family::kFamiglia, 4), MakeCard(Family::kFamiglia, 3), MakeCard(Family::kFamiglia, 3));
        const std::string reason = RefusalText(s.Apply(bad));
        CHECK(reason == IllegalReason(before, bad));
        CHECK_FALSE(reason.empty());
        CHECK(s.current() == before);
        CHECK(s.change_count() == count);
        CHECK(s.num_moves() == 0);
    }

    TEST_CASE("every recorded state is the replay of the moves before it, to the end of the game") {
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            CAPTURE(seed);
            Session s;
            s.NewGame(Setup{.seed = seed}, kTwoPeople);
            Rng rng = Rng::Stream(seed, 99);
            PlayUntil(s, rng, [](const MoveList&) { return false; });
            CHECK(s.current().over);
            for (int i = 0; i < s.num_moves(); ++i) {
                Result<State> next = Apply(s.state(i), s.move(i));
                REQUIRE(next.ok());
                CHECK(*next == s.state(i + 1));
            }
            CHECK_FALSE(s.CanUndo());  // the game is over
        }
    }

    TEST_CASE("undo takes back an Accountant and its swaps one at a time, redo re-applies, Apply drops the redo tail") {
        Session s;
        Rng rng(3);
        bool found = false;
        for (std::uint64_t seed = 1; seed < 200 && !found; ++seed) {
            s.NewGame(Setup{.seed = seed}, kTwoPeople);
            found = PlayUntil(s, rng, Offers(MoveKind::kAccountant));
        }
        REQUIRE(found);
        MoveList legal;
        LegalMoves(s.current(), legal);
        const State start = s.current();
        const int start_moves = s.num_moves();
        CHECK_FALSE(s.CanUndo());  // nothing played this turn yet
        REQUIRE(s.Apply(*Find(legal, MoveKind::kAccountant)).ok());
        const State after_accountant = s.current();
        LegalMoves(s.current(), legal);
        if (const Move* swap = Find(legal, MoveKind::kSwap)) {
            REQUIRE(s.Apply(*swap).ok());
            CHECK(s.TurnStartIndex() == start_moves);
            REQUIRE(s.CanUndo());
            CHECK(s.Undo());
            CHECK(s.current() == after_accountant);
        }
        REQUIRE(s.CanUndo());
        const std::uint64_t count = s.change_count();
        CHECK(s.Undo());
        CHECK(s.change_count() > count);
        CHECK(s.current() == start);
        CHECK(s.num_moves() == start_moves);
        CHECK_FALSE(s.CanUndo());  // never back into the other player's turn
        REQUIRE(s.CanRedo());
        CHECK(s.Redo());
        CHECK(s.current() == after_accountant);
        CHECK(s.Undo());
        REQUIRE(s.Apply(Move::Pass()).ok());
        CHECK_FALSE(s.CanRedo());  // the redo tail is gone
        CHECK_FALSE(s.CanUndo());  // a pass ends the turn
    }

    TEST_CASE("undo stops at a refresh: the revealed cards stay revealed") {
        Session s;
        Rng rng(5);
        bool found = false;
        for (std::uint64_t seed = 1; seed < 200 && !found; ++seed) {
            s.NewGame(Setup{.seed = seed}, kTwoPeople);
            found = PlayUntil(s, rng, Offers(MoveKind::kRefresh));
        }
        REQUIRE(found);
        MoveList legal;
        LegalMoves(s.current(), legal);
        REQUIRE(s.Apply(*Find(legal, MoveKind::kRefresh)).ok());
        CHECK_FALSE(s.CanUndo());
        CHECK_FALSE(s.Undo());
        // A Brute after the refresh can still be taken back, but only as far as the refresh.
        LegalMoves(s.current(), legal);
        if (const Move* brute = Find(legal, MoveKind::kBrute); brute && CurrentStep(s.current()) != Step::kRefresh) {
            const State after_refresh = s.current();
            REQUIRE(s.Apply(*brute).ok());
            CHECK(s.Undo());
            CHECK(s.current() == after_refresh);
            CHECK_FALSE(s.CanUndo());
        }
    }

    TEST_CASE("a take ends the turn and cannot be undone") {
        Session s;
        Rng rng(11);
        s.NewGame(Setup{.seed = 9}, kTwoPeople);
        REQUIRE(PlayUntil(s, rng, Offers(MoveKind::kTake)));
        MoveList legal;
        LegalMoves(s.current(), legal);
        const int mover = s.current().to_move;
        REQUIRE(s.Apply(*Find(legal, MoveKind::kTake)).ok());
        CHECK(s.current().to_move != mover);
        CHECK_FALSE(s.CanUndo());
        CHECK(s.TurnStartIndex() == s.num_moves());
    }

    TEST_CASE("no undo on a computer's turn, seats can change mid-game") {
        Session s;
        Rng rng(13);
        bool found = false;
        for (std::uint64_t seed = 1; seed < 200 && !found; ++seed) {
            s.NewGame(Setup{.seed = seed, .first = 0}, {SeatKind::kPerson, SeatKind::kEasy});
            found = PlayUntil(s, rng, [&](const MoveList& legal) {
                return s.current().to_move == 1 && Find(legal, MoveKind::kBrute) != nullptr;
            });
        }
        REQUIRE(found);
        CHECK(s.ComputerToMove());
        MoveList legal;
        LegalMoves(s.current(), legal);
        REQUIRE(s.Apply(*Find(legal, MoveKind::kBrute)).ok());
        CHECK_FALSE(s.CanUndo());
        const std::uint64_t count = s.change_count();
        s.SetSeat(1, SeatKind::kPerson);
        CHECK(s.change_count() > count);
        CHECK_FALSE(s.ComputerToMove());
        CHECK(s.CanUndo());
    }

    TEST_CASE("the game number grows with every new game and load, and never with actions, undo or seats") {
        Session s;
        const std::uint64_t first_game = s.game_number();
        Rng rng = Rng::Stream(5, 0);
        PlayUntil(s, rng, [&](const MoveList&) { return s.num_moves() >= 12; });
        s.SetSeat(1, SeatKind::kEasy);
        s.Undo();
        s.Redo();
        CHECK(s.game_number() == first_game);
        const GameRecord record = s.Record();
        s.NewGame(Setup{.seed = 9}, kTwoPeople);
        CHECK(s.game_number() == first_game + 1);
        const std::uint64_t changes = s.change_count();
        REQUIRE(s.Load(record).empty());
        CHECK(s.game_number() == first_game + 2);
        CHECK(s.change_count() > changes);
        // A refused load changes nothing, not even the game number.
        GameRecord broken = record;
        broken.moves.insert(broken.moves.begin(), Move::Take(MakeCard(Family::kFamiglia, 4)));
        CHECK_FALSE(s.Load(broken).empty());
        CHECK(s.game_number() == first_game + 2);
    }

}  // TEST_SUITE

}  // namespace fam
