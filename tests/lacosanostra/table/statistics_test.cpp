// La Cosa Nostra's statistics (shell/games/lacosanostra/statistics.h): what a finished game adds per seat kind, the
// stored text and its refusals (kept and validated like Famiglia's), and that a game counts once.
#include <doctest/doctest.h>

#include "games/lacosanostra/statistics.h"
#include "lacosanostra/rules.h"
#include "support/sessions.h"

namespace shell::games::lacosanostra::test {
namespace {

using lcn::SeatKind;

// A whole game of `players` by the playout policy.
lcn::Session WholeGame(int players, std::uint64_t seed) {
    lcn::Setup setup;
    setup.players = players;
    setup.seed = seed;
    lcn::Session s;
    REQUIRE(s.NewGame(setup, {}) == "");
    common::Rng policy(seed ^ 0x5Eull);
    lcn::test::PlayOn(s, policy, 20000);
    REQUIRE(lcn::IsOver(s.current()));
    return s;
}

lcn::SeatKinds Seats(std::initializer_list<SeatKind> list) {
    lcn::SeatKinds k{};
    std::size_t i = 0;
    for (SeatKind x : list) k[i++] = x;
    return k;
}

const KindStats& Of(const Stats& s, SeatKind k) { return s.by_kind[static_cast<std::size_t>(k)]; }

TEST_CASE("lcn statistics: a finished game adds games, wins, seats and final money per seat kind") {
    const lcn::Session game = WholeGame(4, 31);
    const lcn::Outcome o = lcn::OutcomeOf(game.current());
    const lcn::SeatKinds kinds = Seats({SeatKind::kPerson, SeatKind::kEasy, SeatKind::kNormal, SeatKind::kEasy});
    Stats s;
    REQUIRE(CountGame(s, kinds, game.current()));
    auto won = [&](int p) { return ((o.winners >> p) & 1) != 0 ? 1 : 0; };
    CHECK(Of(s, SeatKind::kPerson) == KindStats{1, won(0), 1, o.money[0]});
    CHECK(Of(s, SeatKind::kNormal) == KindStats{1, won(2), 1, o.money[2]});
    // Two easy seats: one game, won if either won, both seats' money.
    CHECK(Of(s, SeatKind::kEasy) == KindStats{1, std::max(won(1), won(3)), 2, o.money[1] + o.money[3]});
    // Seats past the players are not counted (the table keeps them as people).
    const lcn::Session three = WholeGame(3, 32);
    REQUIRE(CountGame(s, Seats({SeatKind::kNormal, SeatKind::kNormal, SeatKind::kNormal}), three.current()));
    CHECK(Of(s, SeatKind::kPerson).games == 1);
    CHECK(Of(s, SeatKind::kNormal).games == 2);
    CHECK(Of(s, SeatKind::kNormal).seats == 4);
    // Every game has a winner, so the kinds' wins add up to at least the games.
    CHECK(Of(s, SeatKind::kPerson).won + Of(s, SeatKind::kEasy).won + Of(s, SeatKind::kNormal).won >= 2);
}

TEST_CASE("lcn statistics: the stored text round-trips and the panel shows the average money per seat") {
    Stats s;
    s.by_kind[0] = {3, 1, 3, 95};   // person: 3 games, 1 won, 3 seats, $95k: average $32k (31.67 rounded)
    s.by_kind[2] = {2, 1, 4, 100};  // normal: two seats a game
    const std::string text = EncodeStats(s);
    CHECK(text == "lacosanostra-stats/1\nperson 3 1 3 95\nnormal 2 1 4 100\n");
    CHECK(DecodeStats(text).value() == s);
    CHECK(DecodeStats("lacosanostra-stats/1\n").value() == Stats{});
    // The kinds in any order.
    CHECK(DecodeStats("lacosanostra-stats/1\nnormal 2 1 4 100\nperson 3 1 3 95\n").value() == s);
    CHECK(StatsLines(ui::Lang::kEnglish, s) ==
          std::vector<std::string>{"Person (3 games, 1 won, average $32,000)",
                                   "Computer: normal (2 games, 1 won, average $25,000)"});
    CHECK(StatsLines(ui::Lang::kGerman, s)[0] == "Mensch (3 Spiele, 1 gewonnen, im Schnitt 32.000 $)");
    CHECK(StatsLines(ui::Lang::kEnglish, Stats{}) == std::vector<std::string>{"No finished games yet."});
    // Counting a real game and storing it gives the same figures back.
    Stats counted;
    REQUIRE(
        CountGame(counted, Seats({SeatKind::kPerson, SeatKind::kEasy, SeatKind::kEasy}), WholeGame(3, 33).current()));
    CHECK(DecodeStats(EncodeStats(counted)).value() == counted);
}

TEST_CASE("lcn statistics: a malformed stored text is refused with the line that cannot be read") {
    const std::string tag = "lacosanostra-stats/1\n";
    auto why = [&](const std::string& body) {
        const common::Result<Stats> r = DecodeStats(tag + body);
        return r ? std::string("accepted") : r.error();
    };
    CHECK(why("person 3 4 3 10\n") == "statistics: cannot read 'person 3 4 3 10'");  // won > games
    CHECK(why("person 3 1 2 10\n") == "statistics: cannot read 'person 3 1 2 10'");  // seats < games
    CHECK(why("easy 1 0 6 10\n") == "statistics: cannot read 'easy 1 0 6 10'");      // > 5 seats a game
    CHECK(why("easy 0 0 0 0\n") == "statistics: cannot read 'easy 0 0 0 0'");        // no games
    CHECK(why("easy 1 0 1 -5\n") == "statistics: cannot read 'easy 1 0 1 -5'");      // negative money
    CHECK(why("easy 1 0 1\n") == "statistics: cannot read 'easy 1 0 1'");            // a count missing
    CHECK(why("easy 1 0 1 5 9\n") == "statistics: cannot read 'easy 1 0 1 5 9'");    // one too many
    CHECK(why("easy 01 0 1 5\n") == "statistics: cannot read 'easy 01 0 1 5'");      // not as written
    CHECK(why("easy 1  0 1 5\n") == "statistics: cannot read 'easy 1  0 1 5'");
    CHECK(why("easy 1 0 1 5 \n") == "statistics: cannot read 'easy 1 0 1 5 '");
    CHECK(why("wizard 1 0 1 5\n") == "statistics: cannot read 'wizard 1 0 1 5'");
    CHECK(why("easy 1 0 1 5\nperson 1 1 1 9\neasy 1 0 1 5\n") ==
          "statistics: cannot read 'easy 1 0 1 5'");  // a kind twice
    CHECK(why("easy 1 0 1 9999999999\n") == "statistics: cannot read 'easy 1 0 1 9999999999'");
    CHECK(why("\n") == "statistics: cannot read ''");
    CHECK(DecodeStats("lacosanostra-stats/1").error() == "statistics: the text does not end with a line break");
    CHECK(DecodeStats("famiglia-stats/1\n").error() == "statistics: it does not start with 'lacosanostra-stats/1'");
    CHECK(DecodeStats("").error() == "statistics: it does not start with 'lacosanostra-stats/1'");
    CHECK(DecodeStats(tag + std::string(5000, 'x') + "\n").error() == "statistics: too large");
    // The largest counts the text keeps are read; a count that would pass them stops counting, so what is
    // written can always be read again.
    Stats full = DecodeStats(tag + "person 999999999 0 999999999 999999999\n").value();
    const Stats before = full;
    CHECK_FALSE(
        CountGame(full, Seats({SeatKind::kPerson, SeatKind::kEasy, SeatKind::kEasy}), WholeGame(3, 34).current()));
    CHECK(full == before);
}

}  // namespace
}  // namespace shell::games::lacosanostra::test
