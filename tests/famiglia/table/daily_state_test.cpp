// The deal of the day at the table (shell/games/famiglia/daily/daily_state.h, ImGui-free): opening today's deal,
// keeping a daily game in progress, remembering the finished one in the settings (malformed stored values are refused
// with a reason, never a crash), the page option and host command, and the share text, which holds scores only.
#include <algorithm>
#include <doctest/doctest.h>

#include "famiglia/game.h"
#include "games/famiglia/daily/daily_state.h"
#include "games/famiglia/host_formats.h"
#include "host/share.h"

using namespace fam;
using namespace shell::ui;
using namespace shell::games::famiglia;

namespace {

Date D(const char* text) { return *ParseDate(text); }

// Plays `s` to its end with the Easy bot in both seats (fast), as a person would finish it.
void PlayToEnd(Session& s) {
    Rng rng(5);
    int guard = 0;
    while (!s.current().over && guard++ < 2000) {
        const Move m = ChooseMove(ViewFor(s.current(), s.current().to_move), DefaultBotConfig(BotLevel::kEasy), rng);
        REQUIRE(s.Apply(m).ok());
    }
    REQUIRE(s.current().over);
}

// Opens the deal of 2026-11-24 in `s`, plays it to its end and lets `d` remember it (the Expert's game started).
void FinishDaily(DailyUi& d, Session& s) {
    d.fixed_today = D("2026-11-24");
    OpenDaily(d, s);
    PlayToEnd(s);
    DailyStep(d, s, 0);
}

}  // namespace

TEST_SUITE("daily deal at the table") {
    TEST_CASE("opening today's deal deals it, keeps it in progress, and reopens the finished one") {
        DailyUi d;
        d.fixed_today = D("2026-11-24");
        CHECK(DateText(Today(d)) == "2026-11-24");
        Session s;
        s.NewGame(Setup{.seed = 77}, Seats{SeatKind::kPerson, SeatKind::kEasy});
        CHECK_FALSE(DailyDateOf(d, s));
        OpenDaily(d, s);
        REQUIRE(DailyDateOf(d, s) == D("2026-11-24"));
        CHECK(IsDailyGame(s, D("2026-11-24")));
        // A move, then the daily deal asked for again (a reload with daily=1): the game goes on, not dealt anew.
        MoveList legal;
        LegalMoves(s.current(), legal);
        REQUIRE(s.Apply(legal[legal.size() - 1]).ok());
        const int moves = s.num_moves();
        OpenDaily(d, s);
        CHECK(s.num_moves() == moves);

        PlayToEnd(s);
        CHECK(DailyValue(d).empty());
        DailyStep(d, s, 0);  // remembers the finished game (and starts the Expert's game)
        CHECK(d.stored_date == D("2026-11-24"));
        const std::string value = DailyValue(d);
        CHECK(value.rfind("2026-11-24 ", 0) == 0);
        CHECK(CheckDailyValue(value).empty());
        const GameRecord finished = s.Record();

        // Another game, then today's deal again: the finished daily game comes back, not a new deal.
        s.NewGame(Setup{.seed = 5}, Seats{SeatKind::kPerson, SeatKind::kExpert});
        OpenDaily(d, s);
        CHECK(s.current().over);
        CHECK(s.Record().moves == finished.moves);
        // The next day deals that day's deal.
        d.fixed_today = D("2026-11-25");
        OpenDaily(d, s);
        CHECK(IsDailyGame(s, D("2026-11-25")));
        CHECK(s.num_moves() == 0);
    }

    TEST_CASE("the Expert's result is kept with the finished daily game: a returning page shows it at once") {
        DailyUi d;
        Session s;
        FinishDaily(d, s);
        const std::string before_expert = DailyValue(d);  // the game is kept at once, the Expert's result once known
        CHECK(std::count(before_expert.begin(), before_expert.end(), ' ') == 1);
        while (DailyStep(d, s, 50)) {}
        const Outcome& expert = d.expert.outcome();
        const std::string value = DailyValue(d);
        CHECK(value == before_expert + " " + std::to_string(expert.scores[0]) + ":" + std::to_string(expert.scores[1]) +
                           ":" + std::to_string(expert.winner) + ":" + std::to_string(int(expert.tie_break)));
        CHECK(CheckDailyValue(value).empty());

        // A returning page (the settings read back): the finished game and the Expert's result, nothing computed.
        DailyUi back;
        back.fixed_today = d.fixed_today;
        ReadDailyValue(back, value);
        Session shown;
        OpenDaily(back, shown);
        CHECK(shown.current().over);
        CHECK_FALSE(DailyStep(back, shown, 50));
        CHECK(back.expert.Done());
        CHECK(back.expert_busy_ms == 0);
        CHECK(back.expert.outcome().scores == expert.scores);
        CHECK(back.expert.outcome().winner == expert.winner);
        CHECK(DailyExpertLine(Lang::kEnglish, back.expert) == "The Expert with the same cards in your seat: 90:44");
        CHECK(DailyValue(back) == value);

        // A value stored before the result was kept: the Expert's game is computed, then kept.
        DailyUi old;
        old.fixed_today = d.fixed_today;
        ReadDailyValue(old, before_expert);
        CHECK(DailyValue(old) == before_expert);
        OpenDaily(old, shown);
        CHECK(DailyStep(old, shown, 0));
        while (DailyStep(old, shown, 50)) {}
        CHECK(DailyValue(old) == value);
    }

    TEST_CASE("the Expert's game runs in frames of a few milliseconds and ends with the golden result") {
        DailyUi d;
        d.fixed_today = D("2026-11-24");
        Session s;
        OpenDaily(d, s);
        int frames = 0;
        while (DailyStep(d, s, 2)) ++frames;
        CHECK(frames > 5);
        CHECK(d.expert.Done());
        CHECK(d.expert.outcome().scores ==
              std::array<int, 2>{90, 44});  // as tests/famiglia/core/daily_test.cpp pins it
        CHECK(DailyExpertLine(Lang::kEnglish, d.expert) == "The Expert with the same cards in your seat: 90:44");
        CHECK(DailyExpertLine(Lang::kGerman, d.expert) == "Der Experte mit denselben Karten auf deinem Platz: 90:44");
        CHECK(d.expert_busy_ms > 0);
    }

    TEST_CASE("the result and share texts hold the scores and the date, no card of the deal") {
        Outcome you;
        you.scores = {52, 38};
        you.winner = 0;
        Outcome expert;
        expert.scores = {57, 31};
        expert.winner = 0;
        const Date date = D("2026-11-24");
        CHECK(DailyShareText(Lang::kEnglish, date, you, expert, 0) ==
              "Famiglia daily 2026-11-24: won 52:38 - Expert 57:31");
        CHECK(DailyShareText(Lang::kGerman, date, you, expert, 0) ==
              "Famiglia Spiel des Tages 2026-11-24: gewonnen 52:38 - Experte 57:31");
        CHECK(DailyResultLine(Lang::kEnglish, you, 0) == "You won 52:38");
        // Copied with the address that opens the deal of the day (a link a person gets must open).
        CHECK(DailyShareText(
                  Lang::kEnglish, date, you, expert, 0,
                  shell::host::LinkAddress("https://your.site/index.html", std::nullopt, "", kDailyPageQuery)) ==
              "Famiglia daily 2026-11-24: won 52:38 - Expert 57:31 https://your.site/index.html?game=famiglia&daily=1");
        // ... which the page reads as Famiglia's deal of the day, every option understood.
        shell::host::PageOptions page = shell::host::ParsePageOptions(std::string("?") + kDailyPageQuery);
        CHECK(page.game == shell::games::famiglia::kId);
        const auto daily = shell::host::TakeGameOptions(page, shell::games::famiglia::OptionReader());
        CHECK(page.ignored.empty());
        CHECK(daily->items() == shell::games::GameOptions::Items{{"daily", "1"}});
        you.winner = 1;
        you.scores = {30, 41};
        CHECK(DailyShareText(Lang::kEnglish, date, you, expert, 0) ==
              "Famiglia daily 2026-11-24: lost 30:41 - Expert 57:31");
        CHECK(DailyResultLine(Lang::kGerman, you, 0) == "Du hast 30:41 verloren");
        you.winner = -1;
        CHECK(DailyResultLine(Lang::kEnglish, you, 0) == "You shared the win 30:41");
        // No card code (a family letter followed by a rank) anywhere in the share text.
        const std::string text = DailyShareText(Lang::kEnglish, date, you, expert, 0);
        for (std::size_t i = 0; i + 1 < text.size(); ++i) {
            const bool family = text[i] == 'A' || text[i] == 'B' || text[i] == 'F' || text[i] == 'M';
            CHECK_FALSE((family && text[i + 1] >= '0' && text[i + 1] <= '4'));
        }
    }

    TEST_CASE("stored daily values: malformed ones are refused with a reason, the settings with them too") {
        DailyUi d;
        Session s;
        FinishDaily(d, s);
        const std::string good = DailyValue(d);
        const std::string link = good.substr(11);
        Session unfinished;
        DailyUi fresh;  // nothing remembered: the deal is dealt anew
        fresh.fixed_today = d.fixed_today;
        OpenDaily(fresh, unfinished);
        REQUIRE_FALSE(unfinished.current().over);
        Session other;
        other.NewGame(Setup{.seed = 3}, Seats{SeatKind::kPerson, SeatKind::kNormal});
        PlayToEnd(other);
        const std::string bad[] = {
            "",
            "2026-11-24",
            "2026-11-24 ",
            "2026-02-30 " + link,
            "yesterday " + link,
            "2026-11-25 " + link,  // another day's deal
            "2026-11-24 " + link.substr(0, 20),
            "2026-11-24 " + link + "x",
            "2026-11-24 " + EncodeLink(unfinished.Record()),  // not finished
            "2026-11-24 " + EncodeLink(other.Record()),       // not the daily deal
            std::string("2026-11-24 \x01\xff", 13),
            "2026-11-24 " + link + " ",  // the Expert's result: four numbers in range
            "2026-11-24 " + link + " 90:44",
            "2026-11-24 " + link + " 90:44:0:9",
            "2026-11-24 " + link + " 90:44:2:0",
            "2026-11-24 " + link + " 90:44:0:0x",
            "2026-11-24 " + link + " 90:44:0:0 1",
            "2026-11-24 " + link + " -1:44:0:0",
        };
        for (const std::string& value : bad) {
            CAPTURE(value);
            const std::string why = CheckDailyValue(value);
            CHECK_FALSE(why.empty());
            CHECK(why.rfind("daily: ", 0) == 0);
            const Result<shell::games::famiglia::Preferences> p =
                shell::games::famiglia::DecodePreferences("famiglia-settings/1\nlevel easy\ndaily " + value + "\n");
            CHECK_FALSE(p.ok());
        }
        // The settings keep a good value and give it back.
        shell::games::famiglia::Preferences p;
        p.daily = good;
        const Result<shell::games::famiglia::Preferences> back =
            shell::games::famiglia::DecodePreferences(shell::games::famiglia::EncodePreferences(p));
        REQUIRE(back.ok());
        CHECK(back->daily == good);
        DailyUi read;
        ReadDailyValue(read, back->daily);
        CHECK(read.stored_date == D("2026-11-24"));
        CHECK(DailyValue(read) == good);
        ReadDailyValue(read, "");
        CHECK(DailyValue(read).empty());
        CHECK(good.size() < 16384);
    }

    TEST_CASE("the page option and the host command daily=1, and date=") {
        using shell::games::famiglia::NewGameOptions;
        using shell::games::famiglia::ReadOption;
        NewGameOptions o;
        const auto why = [&o](std::string_view name, std::string_view value) {
            const std::optional<common::Reason> r = ReadOption(o, name, value);
            return r ? r->text : std::string();
        };
        CHECK(why("daily", "1").empty());
        CHECK(o.daily);
        CHECK(why("daily", "yes") == "\"daily\" must be 1");
        CHECK(why("daily", "") == "\"daily\" must be 1");
        CHECK(why("date", "2028-02-29").empty());
        CHECK(o.date == D("2028-02-29"));
        CHECK(why("date", "2027-02-29") == "\"date\": no such day: '2027-02-29'");
        const shell::games::famiglia::OptionReader reader;
        const Result<shell::host::HostCommand> c = shell::host::ParseHostCommand(
            "https://fan.example", R"({"type":"famiglia:new-game","daily":1})", "", reader);
        REQUIRE(c.ok());
        CHECK(c->options->items() == shell::games::GameOptions::Items{{"daily", "1"}});
        CHECK_FALSE(shell::host::ParseHostCommand("https://fan.example", R"({"type":"famiglia:new-game","daily":true})",
                                                  "", reader)
                        .ok());
        shell::host::PageOptions page = shell::host::ParsePageOptions("?daily=1&date=2026-11-24&test=1");
        CHECK(shell::host::TakeGameOptions(page, reader)->items() ==
              shell::games::GameOptions::Items{{"daily", "1"}, {"date", "2026-11-24"}});
        page = shell::host::ParsePageOptions("?daily=2");
        CHECK(shell::host::TakeGameOptions(page, reader)->empty());
        CHECK(page.ignored == std::vector<std::string>{"daily=2"});
    }
}
