// La Cosa Nostra's events for an embedding page (shell/games/lacosanostra/host_events.h): what they say, and that
// they say nothing no one at the table may see (docs/table-design.md: secrets stay secret; the rules' §6 "Hidden
// hands").
#include <doctest/doctest.h>

#include "games/lacosanostra/host_events.h"
#include "games/lacosanostra/texts/sentences.h"
#include "lacosanostra/probes.h"
#include "support/sessions.h"

namespace shell::games::lacosanostra::test {
namespace {

using Json = nlohmann::ordered_json;

// A whole game of `players` by the playout policy (trades and side moves included), options of row `game`.
lcn::Session WholeGame(int players, int game) {
    lcn::Setup setup;
    setup.players = players;
    setup.seed = 7700 + static_cast<std::uint64_t>(game);
    setup.options = lcn::test::OptionsForGame(game, players);
    lcn::Session s;
    SeatNames names{};
    names[0] = "Anna";
    REQUIRE(s.NewGame(setup, names) == "");
    common::Rng policy(setup.seed ^ 0x5Eull);
    lcn::test::PlayOn(s, policy, 20000);
    REQUIRE(lcn::IsOver(s.current()));
    return s;
}

// `m` with its hidden part (the order card placed face down, the card discarded at the hand limit) replaced.
lcn::Move ScrambleMove(lcn::Move m, common::Rng& rng) {
    if (m.kind == lcn::MoveKind::kOrder) m.b = static_cast<std::uint8_t>(rng.Below(lcn::kNumOrders));
    if (m.kind == lcn::MoveKind::kDiscard) m.a = static_cast<std::uint8_t>(rng.Below(m.flag ? 8 : lcn::kNumOrders));
    return m;
}

Json Payload(const HostEvent& e) { return e.payload; }

// Fairness of the embedding API: the host page is one more onlooker of the shared screen, so every event is a
// function of the public table. Everything no seat may see is scrambled (lcn::ScrambleHidden with kNoSeat: hidden
// order cards, deck orders, influence hands, the generator that is the seed's trace; the move's hidden card too):
// every event must stay the same, byte for byte.
TEST_CASE("lcn host events: scrambling what no one at the table sees changes no event (turn, status, game-over)") {
    int turns = 0, changed = 0, games = 0;
    for (int players = 3; players <= 5; ++players) {
        for (int game = 0; game < 4; ++game) {
            const lcn::Session s = WholeGame(players, game + players * 10);
            ++games;
            common::Rng rng(static_cast<std::uint64_t>(game * 31 + players));
            for (int i = 0; i < s.num_moves(); ++i) {
                const Json turn =
                    Payload(TurnEvent(Lang::kEnglish, s.state(i), s.move(i), s.state(i + 1), s.names(), i));
                const Json status = StatusOf(s.state(i), SeatKinds{}, s.names(), i);
                const std::uint64_t k = rng.Next();
                const lcn::State b = lcn::ScrambleHidden(s.state(i), lcn::kNoSeat, k);
                const lcn::State a = lcn::ScrambleHidden(s.state(i + 1), lcn::kNoSeat, k + 1);
                const lcn::Move m = ScrambleMove(s.move(i), rng);
                changed += !(b == s.state(i)) || !(m == s.move(i));
                INFO(players << " players, game " << game << ", move " << i << ": " << turn.dump());
                REQUIRE(Payload(TurnEvent(Lang::kEnglish, b, m, a, s.names(), i)) == turn);
                REQUIRE(StatusOf(b, SeatKinds{}, s.names(), i) == status);
                ++turns;
            }
            const Json over = Payload(GameOverEvent(Lang::kGerman, s.current(), s.names()));
            CHECK(Payload(GameOverEvent(Lang::kGerman, lcn::ScrambleHidden(s.current(), lcn::kNoSeat, 3), s.names())) ==
                  over);
        }
    }
    MESSAGE(games << " games, " << turns << " turns compared, " << changed << " with a scrambled secret");
    CHECK(changed > turns / 2);
}

TEST_CASE("lcn host events: a turn is the acting seat, the public log line, the round and everyone's money") {
    const lcn::Session s = WholeGame(4, 41);
    int reveals = 0;
    for (int i = 0; i < s.num_moves(); ++i) {
        const lcn::State &before = s.state(i), &after = s.state(i + 1);
        const Json j = Payload(TurnEvent(Lang::kGerman, before, s.move(i), after, s.names(), i));
        if (s.move(i).seat == lcn::kNoSeat)
            REQUIRE(j["seat"].is_null());  // the table's generator rolled
        else
            REQUIRE(j["seat"] == s.move(i).seat);
        // The very sentence the table's log shows, although built from the public view only.
        REQUIRE(j["action"] == LogLine(Lang::kGerman, before, s.move(i), after, s.names()));
        REQUIRE(j["round"] == after.round);
        REQUIRE(j["actions"] == i + 1);
        REQUIRE(j["money"].size() == 4);
        for (Seat p = 0; p < 4; ++p) {
            REQUIRE(j["money"][p]["cash"] == after.player[p].cash);
            REQUIRE(j["money"][p]["laundered"] == after.player[p].laundered);
        }
        reveals += s.move(i).kind == lcn::MoveKind::kReveal;
    }
    CHECK(reveals > 0);  // a revealed order is named in the log: it is public from then on
    int by_anna = 0;     // seat 0's given name; the others are called by their families
    for (int i = 0; i < s.num_moves(); ++i) {
        if (s.move(i).seat != 0 || s.move(i).kind == lcn::MoveKind::kTrade) continue;
        const Json j = Payload(TurnEvent(Lang::kEnglish, s.state(i), s.move(i), s.state(i + 1), s.names(), i));
        REQUIRE(j["action"].get<std::string>().rfind("Anna", 0) == 0);
        ++by_anna;
    }
    CHECK(by_anna > 0);
}

TEST_CASE("lcn host events: status names players, seats, names and the options on, never the seed") {
    lcn::Setup setup;
    setup.players = 3;
    setup.seed = 123456789;
    setup.options.short_game = true;
    setup.options.wild = true;
    lcn::Session s;
    SeatNames names{};
    names[1] = "Ben";
    REQUIRE(s.NewGame(setup, names) == "");
    SeatKinds kinds{};
    kinds[2] = SeatKind::kEasy;
    const Json j = StatusOf(s.current(), kinds, s.names(), 0);
    CHECK(j["players"] == 3);
    CHECK(j["seats"] == Json::array({"person", "person", "easy"}));
    CHECK(j["names"][1] == "Ben");
    CHECK(j["options"] == Json::array({"short-game", "wild", "politician-round-1"}));
    CHECK(j["round"] == 1);
    CHECK(j["actions"] == 0);
    CHECK(j["over"] == false);
    CHECK(j.dump().find("123456789") == std::string::npos);
    CHECK(j.find("seed") == j.end());
}

TEST_CASE("lcn host events: game-over gives the scoring screen's rows, totals, winners and verdict") {
    const lcn::Session s = WholeGame(3, 7);
    const lcn::State& end = s.current();
    const lcn::Outcome o = lcn::OutcomeOf(end);
    const Json j = Payload(GameOverEvent(Lang::kEnglish, end, s.names()));
    REQUIRE(j["scores"].size() == 3);
    int winners = 0;
    for (Seat p = 0; p < 3; ++p) {
        const std::vector<ScoreRow> rows = ScoreRows(Lang::kEnglish, end, p);
        const Json& seat = j["scores"][p];
        CHECK(seat["name"] == NameOf(end, s.names(), p));
        CHECK(seat["total"] == o.money[p]);
        REQUIRE(seat["rows"].size() == rows.size());
        for (std::size_t r = 0; r < rows.size(); ++r) {
            CHECK(seat["rows"][r]["label"] == rows[r].label);
            CHECK(seat["rows"][r]["detail"] == rows[r].detail);
            CHECK(seat["rows"][r]["amount"] == rows[r].amount);
            CHECK(seat["rows"][r]["money"] == rows[r].money);
        }
        winners += (o.winners >> p) & 1;
    }
    CHECK(j["winners"].size() == static_cast<std::size_t>(winners));
    CHECK(winners > 0);
    CHECK(j["verdict"] == ScoreVerdict(Lang::kEnglish, end, s.names()));
}

}  // namespace
}  // namespace shell::games::lacosanostra::test
