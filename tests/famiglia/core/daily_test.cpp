// The deal of the day (core/famiglia/daily.h): the derivation from the date is pinned by golden values (a change
// of derivation changes every past day's deal and must fail here), dates are validated, and the Expert's
// comparison game is deterministic and independent of how it is sliced.
#include <doctest/doctest.h>
#include <string>

#include "famiglia/daily.h"
#include "famiglia/game.h"
#include "games/famiglia/computer/computer.h"

using namespace fam;

namespace {

// The Street as dealt, in card order, then the top three of the draw pile: what a player sees of the deal.
std::string Dealt(const State& s) {
    std::string out;
    for (int t = 0; t < kNumTypes; ++t) {
        for (int k = 0; k < s.street[static_cast<std::size_t>(t)]; ++k) out += CardCode(static_cast<CardType>(t)) + " ";
    }
    out += "|";
    for (int i = 0; i < 3; ++i) out += " " + CardCode(s.deck[static_cast<std::size_t>(s.deck_size - 1 - i)]);
    return out;
}

DailyDeal DealOf(const char* text) {
    const Result<Date> d = ParseDate(text);
    REQUIRE(d.ok());
    return DailyDealFor(*d);
}

}  // namespace

TEST_SUITE("daily deal") {
    TEST_CASE("the daily deal of a date is pinned: seed, start player, seats and the first cards dealt") {
        struct Golden {
            const char* date;
            std::uint64_t seed;
            int first;
            std::uint64_t expert_seed;
            const char* dealt;
        };
        const Golden golden[] = {
            // Checked by hand against the derivation of daily.h in a separate Python script.
            {"2026-11-24", 201113082624u, 1, 11530047238573878909u, "A2 A3 F2 F3 F4 M2 | F2 A2 B3"},
            {"2027-01-01", 800694150022u, 0, 16212533309612656158u, "A2 B1 B4 F0 F1 F4 | M0 B1 F2"},
            {"2028-02-29", 96163540046u, 1, 5562526908639687207u, "A0 B0 B4 F0 M1 M3 | A3 M3 F3"},
        };
        for (const Golden& g : golden) {
            CAPTURE(g.date);
            const DailyDeal deal = DealOf(g.date);
            CHECK(DateText(deal.date) == g.date);
            CHECK(deal.seed == g.seed);
            CHECK(deal.first == g.first);
            CHECK(deal.expert_seed == g.expert_seed);
            CHECK(deal.person_seat == 0);
            CHECK(deal.seats() == Seats{SeatKind::kPerson, SeatKind::kNormal});
            CHECK(deal.rules == Rules{});
            // The page's computer seat uses this bot seed for a game of this seed: the same opponent.
            CHECK(deal.computer_bot_seed == shell::games::famiglia::ComputerBotSeed(deal.seed));
            CHECK(Dealt(NewGame(deal.seed, deal.rules, deal.first)) == g.dealt);
        }
    }

    TEST_CASE("bad dates are refused with a reason that names them") {
        const char* bad[] = {"",           "2026-11-2",  "2026-11-240", "2026/11/24",   "2026-13-01",
                             "2026-00-10", "2026-11-31", "2027-02-29",  "1900-02-28",   "1999-12-31",
                             "20x6-11-24", "2026-1a-24", "+026-11-24",  "2026-11-24\n", "-2026-11-2"};
        for (const char* text : bad) {
            CAPTURE(text);
            const Result<Date> d = ParseDate(text);
            CHECK_FALSE(d.ok());
            CHECK_FALSE(d.error().empty());
            CHECK(d.error().find('\n') == std::string::npos);
        }
        CHECK(ParseDate("2026-13-01").error() == "no such month: '2026-13-01'");
        CHECK(ParseDate("2027-02-29").error() == "no such day: '2027-02-29'");
        CHECK(ParseDate("tomorrow").error() == "not a date as YYYY-MM-DD: 'tomorrow'");
        // Leap years of the Gregorian calendar, and the ends of the range.
        CHECK(ParseDate("2000-02-29").ok());
        CHECK(ParseDate("2028-02-29").ok());
        CHECK_FALSE(ParseDate("2100-02-29").ok());
        CHECK(ParseDate("9999-12-31").ok());
        CHECK(ParseDate("2000-01-01").ok());
    }

    TEST_CASE("the UTC date of a time in milliseconds, as the browser's clock gives it") {
        CHECK(DateText(DateFromUnixMs(1795478400000.0)) == "2026-11-24");  // 2026-11-24T00:00:00Z
        CHECK(DateText(DateFromUnixMs(1795564799999.0)) == "2026-11-24");  // 23:59:59.999
        CHECK(DateText(DateFromUnixMs(1795564800000.0)) == "2026-11-25");
        CHECK(DateText(DateFromUnixMs(1835395200000.0)) == "2028-02-29");
        CHECK(DateText(DateFromUnixMs(951782400000.0)) == "2000-02-29");
        CHECK(DateText(DateFromUnixMs(0)) == "2000-01-01");  // before the range: its first day
        CHECK(DateText(DateFromUnixMs(-5)) == "2000-01-01");
        CHECK(DateText(DateFromUnixMs(1e300)) == "9999-12-31");
        // Every day of 2000-2100 round-trips through the text and the parser.
        double ms = 946684800000.0 + 43200000.0;  // noon of 2000-01-01
        Date previous{};
        for (int i = 0; i < 36890; ++i, ms += 86400000.0) {
            const Date d = DateFromUnixMs(ms);
            if (i > 0) REQUIRE(previous < d);
            const Result<Date> back = ParseDate(DateText(d));
            REQUIRE(back.ok());
            REQUIRE(*back == d);
            previous = d;
        }
        CHECK(DateText(previous) == "2100-12-31");
    }

    TEST_CASE("a session dealt as the daily deal is recognised as that day's game, others are not") {
        const DailyDeal deal = DealOf("2026-11-24");
        Session s;
        s.NewGame(Setup{.seed = deal.seed, .rules = deal.rules, .first = deal.first}, deal.seats());
        CHECK(IsDailyGame(s, deal.date));
        CHECK_FALSE(IsDailyGame(s, *ParseDate("2026-11-25")));
        s.NewGame(Setup{.seed = deal.seed, .rules = deal.rules, .first = 1 - deal.first}, deal.seats());
        CHECK_FALSE(IsDailyGame(s, deal.date));
        s.NewGame(Setup{.seed = deal.seed, .rules = Rules{.new_cards_only = true}, .first = deal.first}, deal.seats());
        CHECK_FALSE(IsDailyGame(s, deal.date));
        s.NewGame(Setup{.seed = deal.seed, .rules = deal.rules, .first = deal.first},
                  Seats{SeatKind::kPerson, SeatKind::kExpert});
        CHECK_FALSE(IsDailyGame(s, deal.date));
        // The share link of the daily game opens the same deal: the record carries seed, seats and start player.
        s.NewGame(Setup{.seed = deal.seed, .rules = deal.rules, .first = deal.first}, deal.seats());
        Session opened;
        const Result<ReplayedGame> link = DecodeLink(EncodeLink(s.Record()));
        REQUIRE(link.ok());
        opened.Load(*link);
        CHECK(IsDailyGame(opened, deal.date));
    }

    TEST_CASE("the Expert's game on the daily deal is pinned and the same however it is sliced") {
        const DailyDeal deal = DealOf("2026-11-24");
        const Outcome golden = PlayDailyExpert(deal);  // in the largest slices
        // The page shows this for 2026-11-24 too (tests/browser/famiglia/fam_daily.test.mjs): the same game in
        // WebAssembly.
        CHECK(golden.scores[0] == 90);
        CHECK(golden.scores[1] == 44);
        CHECK(golden.winner == 0);

        DailyExpertGame sliced;
        CHECK(sliced.Progress() == 0.0);
        sliced.Start(deal);
        double last = 0;
        int steps = 0;
        while (!sliced.Step(700)) {
            ++steps;
            CHECK(sliced.Progress() >= 0.0);
            CHECK(sliced.Progress() < 1.0);
            last = sliced.Progress();
        }
        CHECK(steps > 100);
        CHECK(last > 0.5);
        CHECK(sliced.outcome().scores == golden.scores);
        CHECK(sliced.outcome().winner == golden.winner);
        CHECK(sliced.Progress() == 1.0);
        CHECK(sliced.actions() > 40);
    }
}
