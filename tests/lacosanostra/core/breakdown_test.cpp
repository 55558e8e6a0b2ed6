// FinalBreakdown (rules.h): the final payout of §4.3 FINAL_PAYOUT part by part, on hand-written last turns whose
// parts are computed here by hand from the rules' formula (docs/lacosanostra-rules.md §4.3). Over random games,
// support/properties.cpp checks that the parts add up to the rules' payout and to OutcomeOf's money.
#include <string>

#include "support/scoring.h"
#include "support/table.h"

using namespace lcn;
using namespace lcn::test;

namespace {

// Round IV, Yellow's last assignment: a Gas Station Hold-up (O1-03) that fails on a 1, so the game ends with the
// final payout and no other money moves. `extra`: the position's other keys; `idle`: the start gangsters' status.
State LastTurn(const std::string& extra, const char* options = "{}", const char* idle = "deactivated") {
    std::string text = R"({"round": 4, "start_player": "Y", "idle": ")";
    text += idle;
    text += R"(", "options": )";
    text += options;
    text += ", ";
    text += extra;
    text += R"(, "cursor": {"turn": "Y", "assignments_left": 1}})";
    return Build(text);
}

State Finish(const State& last) { return Play(last, "Y order Y1 O1-03; Y choose Y1; Y reveal; roll 1"); }

std::int32_t Sum(const ScoreParts& x) {
    return x.cash + x.income + x.monopolies + x.most_gangsters + x.violence + x.business_bonus + x.laundered;
}

// Yellow: GV1 + AF1 (income 6), $5k laundered, the only active gangster. Red: ZU1 PO1 WS1 ZU3 (income 9 and the
// Zuhälter monopoly), killed G2 and G3 (strength 2 + 3). Green: its start businesses (income 7).
constexpr const char* kTable = R"("players": {"Y": {"hand": "O1-03", "businesses": "GV1 AF1", "laundered": 5},
    "R": {"businesses": "ZU1 PO1 WS1 ZU3"}},
    "gangsters": {"Y1": "active", "G2": "killed R", "G3": "killed R"})";

}  // namespace

TEST_SUITE("lcn final breakdown") {
    TEST_CASE("§4.3 FinalBreakdown: double income, monopolies x2, most gangsters, violence, laundered x2") {
        const State s = Finish(LastTurn(kTable));
        REQUIRE(IsOver(s));
        const ScoreBreakdown b = FinalBreakdown(s);
        const ScoreParts& y = b.seat[SeatOf(s, 'Y')];
        CHECK(y.cash == 2);
        CHECK(y.income == 2 * 6);
        CHECK(y.monopolies == 0);
        CHECK(y.monopolies_held == 0);
        CHECK(y.active_gangsters == 1);
        CHECK(y.most_gangsters == 15);
        CHECK(y.violence == 0);
        CHECK(y.victims == 0);
        CHECK(y.business_bonus == 0);
        CHECK(y.laundered == 2 * 5);
        CHECK(y.total == 2 + 12 + 15 + 10);
        const ScoreParts& g = b.seat[SeatOf(s, 'G')];
        CHECK(g.income == 2 * 7);
        CHECK(g.most_gangsters == 0);
        CHECK(g.total == 2 + 14);
        const ScoreParts& r = b.seat[SeatOf(s, 'R')];
        CHECK(r.income == 2 * 9);
        CHECK(r.monopolies_held == 1);
        CHECK(r.monopolies == 2 * 5);
        CHECK(r.victims == 2);
        CHECK(r.victims_strength == 2 + 3);
        CHECK(r.violence == (2 + 3) * 4);  // two victims: total strength x $4,000
        CHECK(r.total == 2 + 18 + 10 + 20);
        const Outcome o = OutcomeOf(s);
        for (Seat p = 0; p < s.players; ++p) {
            CHECK(b.seat[p].total == o.money[p]);
            CHECK(Sum(b.seat[p]) == b.seat[p].total);
        }
        for (Seat p = s.players; p < kMaxPlayers; ++p) CHECK(b.seat[p] == ScoreParts{});
    }

    TEST_CASE("§4.3 FinalBreakdown: the business bonus is its own part, not doubled") {
        const State s = Finish(LastTurn(kTable, R"({"business_bonus": true})"));
        REQUIRE(IsOver(s));
        const ScoreBreakdown b = FinalBreakdown(s);
        CHECK(b.seat[SeatOf(s, 'R')].business_bonus == 5);  // income 14 beats 6 and 7
        CHECK(b.seat[SeatOf(s, 'R')].total == 2 + 18 + 10 + 20 + 5);
        CHECK(b.seat[SeatOf(s, 'Y')].business_bonus == 0);
        CHECK(b.seat[SeatOf(s, 'R')].total == OutcomeOf(s).money[SeatOf(s, 'R')]);
    }

    TEST_CASE("§4.3 FinalBreakdown: violence bonus x2 for one victim, x6 for three") {
        const char* market = R"("players": {"Y": {"hand": "O1-03", "businesses": ""}, "G": {"businesses": ""},
            "R": {"businesses": ""}}, "market": "ZU2 ZU3 ZU4 ZU5", )";
        const State one = Finish(LastTurn(std::string(market) + R"("gangsters": {"Y1": "active", "G3": "killed Y"})"));
        const ScoreParts& y1 = FinalBreakdown(one).seat[SeatOf(one, 'Y')];
        CHECK(y1.victims == 1);
        CHECK(y1.violence == 3 * 2);
        CHECK(y1.income == 0);
        const State three = Finish(LastTurn(std::string(market) + R"("gangsters": {"Y1": "active", "G3": "killed Y",
            "R2": "killed Y", "R3": "killed Y"})"));
        const ScoreParts& y3 = FinalBreakdown(three).seat[SeatOf(three, 'Y')];
        CHECK(y3.victims == 3);
        CHECK(y3.victims_strength == 3 + 2 + 3);
        CHECK(y3.violence == (3 + 2 + 3) * 6);
        CHECK(y3.total == 2 + 48 + 15);
    }

    TEST_CASE("§4.3 FinalBreakdown: no most-gangsters bonus on a tie, a deactivated business earns nothing") {
        // Every start gangster active: 3 each (the projection of the last planning turn: the same parts).
        const State s = LastTurn(R"("players": {"Y": {"hand": "O1-03", "businesses": "GV1 AF1"}},
            "business": {"GV1": "deactivated"})",
                                 "{}", "active");
        const ScoreBreakdown b = FinalBreakdown(s);
        for (Seat p = 0; p < s.players; ++p) {
            CHECK(b.seat[p].active_gangsters == 3);
            CHECK(b.seat[p].most_gangsters == 0);
        }
        CHECK(b.seat[SeatOf(s, 'Y')].income == 2 * Income(*ParseBusiness("AF1")));
    }

    TEST_CASE("FinalBreakdown before the end: the payout the table would get now, from the cash in hand") {
        const State last = LastTurn(kTable);
        const ScoreBreakdown projected = FinalBreakdown(last);
        for (Seat p = 0; p < last.players; ++p) CHECK(projected.seat[p].cash == last.player[p].cash);
        // The failed job moves no money: the projection is exactly what the final payout then pays.
        const State over = Finish(last);
        CHECK(FinalBreakdown(over) == projected);
        for (Seat p = 0; p < over.players; ++p) {
            const ScoreParts& x = projected.seat[p];
            CHECK(over.player[p].cash == x.cash + x.income + x.monopolies + x.most_gangsters + x.violence);
        }
    }
}
