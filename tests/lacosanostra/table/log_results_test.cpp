// The log states results (log_results.h): money moved per family, the card an attack hit and what became of it, a
// job dropped for a missing business, an unnamed attack discarded unused (rules.h D3), payday income.
#include <doctest/doctest.h>
#include <string>

#include "common/rng.h"
#include "games/lacosanostra/deals/offers.h"
#include "games/lacosanostra/texts/log_results.h"
#include "games/lacosanostra/texts/sentences.h"
#include "support/sessions.h"
#include "support/table.h"

namespace shell::games::lacosanostra::test {
namespace {

const SeatNames kNames = {"Anna", "Ben", "Cleo", "", ""};

lcn::State Start() {
    return lcn::test::Build(R"({"players": {"Y": {"cash": 10}, "G": {"cash": 10}},
                                "cursor": {"turn": "Y", "assignments_left": 1}})");
}
lcn::Move Roll() {
    lcn::Move m;
    m.kind = lcn::MoveKind::kRoll;
    return m;
}

TEST_CASE("a theft's roll: the money each family gained or lost") {
    const lcn::State before = Start();
    lcn::State after = before;
    after.player[0].cash += 5;
    after.player[1].cash -= 5;
    CHECK(ResultWords(Lang::kEnglish, before, Roll(), after, kNames) == ". Money: Anna +$5,000, Ben -$5,000");
    CHECK(ResultWords(Lang::kGerman, before, Roll(), after, kNames) == ". Geld: Anna +5.000 $, Ben -5.000 $");
    lcn::Move trade;
    trade.kind = lcn::MoveKind::kTrade;  // the trade's own sentence says its money
    CHECK(ResultWords(Lang::kEnglish, before, trade, after, kNames).empty());
}

TEST_CASE("an attack's roll names the card it hit and what became of it") {
    const lcn::State before = Start();
    const lcn::GangsterId g2 = *lcn::ParseGangster("G2");
    const lcn::BusinessId zu1 = *lcn::ParseBusiness("ZU1"), ws1 = *lcn::ParseBusiness("WS1");
    lcn::State after = before;
    after.gangsters[g2].status = lcn::GangsterStatus::kKilled;
    CHECK(ResultWords(Lang::kEnglish, before, Roll(), after, kNames) == ". Lenny DiMaggio (G2) is killed");
    after = before;
    after.businesses[zu1].deactivated = true;
    CHECK(ResultWords(Lang::kEnglish, before, Roll(), after, kNames) == ". Pimp of Cleo is deactivated");
    CHECK(ResultWords(Lang::kGerman, before, Roll(), after, kNames) == ". Zuhälter von Cleo ist deaktiviert");
    after = before;
    after.businesses[zu1].holder = 0;  // Poach
    CHECK(ResultWords(Lang::kEnglish, before, Roll(), after, kNames) == ". Pimp of Cleo now belongs to Anna");
    after = before;
    after.businesses[ws1].zone = lcn::BusinessZone::kDeck;  // Arson
    CHECK(ResultWords(Lang::kEnglish, before, Roll(), after, kNames) == ". Garage of Cleo is destroyed");
}

TEST_CASE("payday: each family's income apart from the money of the move that ended the round (rules.h D21)") {
    // A job paying $9,000 closes the action phase, then every family gets its start income (Y, G, R: $7,000 each).
    lcn::State before = Start();
    before.step = lcn::Step::kRoll;
    lcn::State after = before;
    after.round = 2;
    after.step = lcn::Step::kDrawCheck;
    after.player[0].cash += 9 + 7;
    after.player[1].cash += 7;
    after.player[2].cash += 7;
    after.gangsters[0].status = lcn::GangsterStatus::kDeactivated;  // the new round's changes are no news
    CHECK(ResultWords(Lang::kEnglish, before, Roll(), after, kNames) ==
          ". Money: Anna +$9,000. Payday: Anna +$7,000, Ben +$7,000, Cleo +$7,000");
}

TEST_CASE("an attack revealed without a target is discarded unused, and the log says so (rules.h D3)") {
    const lcn::State s = lcn::test::Build(R"({"round": 1, "step": "before_reveal",
        "gangsters": {"Y2": "order O1-14"}, "cursor": {"turn": "Y", "chosen": "Y2"}})");
    lcn::Move reveal;
    reveal.kind = lcn::MoveKind::kReveal;
    reveal.seat = 0;
    const lcn::Move applied = lcn::AsApplied(s, reveal);
    REQUIRE(applied.kind == lcn::MoveKind::kAbort);
    lcn::State after = s;
    REQUIRE(lcn::ApplyInPlace(after, applied).ok());
    // The last assignment of the round: payday follows in the same move.
    CHECK(ResultWords(Lang::kEnglish, s, applied, after, kNames) ==
          ". The order is discarded unused, face down. Payday: Anna +$7,000, Ben +$7,000, Cleo +$7,000");
}

TEST_CASE("a revealed job whose businesses are missing is dropped, and the log says why") {
    // Yellow (GV1 PZ1 AF1) reveals Escort Service, which needs a Pimp.
    const lcn::State s = lcn::test::Build(R"({"round": 1, "step": "before_reveal",
        "gangsters": {"Y2": "order O1-05"}, "cursor": {"turn": "Y", "chosen": "Y2"}})");
    lcn::Move reveal;
    reveal.kind = lcn::MoveKind::kReveal;
    reveal.seat = 0;
    lcn::State after = s;
    REQUIRE(lcn::ApplyInPlace(after, reveal).ok());
    CHECK(ResultWords(Lang::kEnglish, s, reveal, after, kNames) ==
          ". The job is dropped: a business it needs is missing. Payday: Anna +$7,000, Ben +$7,000, Cleo +$7,000");
}

TEST_CASE("a Notarzt window's status line names the card about to be hit (§2.6 Notarzt)") {
    lcn::State s = Start();
    CHECK(DoctorWindowLine(Lang::kEnglish, s, kNames).empty());
    s.step = lcn::Step::kDoctorWindow;
    s.cur.harm = lcn::Harm::kKill;
    s.cur.harm_to_gangster = true;
    s.cur.harm_card = *lcn::ParseGangster("G2");
    CHECK(DoctorWindowLine(Lang::kEnglish, s, kNames) ==
          "Lenny DiMaggio (G2) is about to be killed: anyone with an Emergency Doctor may claim now");
    s.cur.harm = lcn::Harm::kDeactivate;
    s.cur.harm_to_gangster = false;
    s.cur.harm_card = *lcn::ParseBusiness("ZU1");
    CHECK(DoctorWindowLine(Lang::kGerman, s, kNames) ==
          "Zuhälter von Cleo soll deaktiviert werden: wer einen Notarzt hat, kann sich jetzt melden");
    CHECK(StatusLine(Lang::kGerman, s, kNames) == DoctorWindowLine(Lang::kGerman, s, kNames));
}

TEST_CASE("the log leaves out a plain 'goes on' that states nothing (offers.h TableLog)") {
    int continues = 0, with_results = 0;
    for (int game = 0; game < 3; ++game) {
        lcn::Setup setup;
        setup.players = 4;
        setup.seed = 2600 + static_cast<std::uint64_t>(game);
        lcn::Session session;
        REQUIRE(session.NewGame(setup, {}) == "");
        common::Rng policy(setup.seed);
        lcn::test::PlayOn(session, policy, 20000);
        const std::vector<std::string> log = TableLog(Lang::kEnglish, session, {}, 0);
        for (const std::string& line : log) {
            const std::size_t at = line.find(" goes on");
            if (at == std::string::npos) continue;
            CHECK(at + 8 < line.size());  // "Blundetto goes on. Money: ..." only
            ++with_results;
        }
        for (int i = 0; i < session.num_moves(); ++i) continues += session.move(i).kind == lcn::MoveKind::kContinue;
    }
    CHECK(continues > with_results);  // the games had plain ones to leave out
    CHECK(with_results > 0);
}

}  // namespace
}  // namespace shell::games::lacosanostra::test
