// shell/games/famiglia/daily/daily_state.h — the deal of the day at the table (core/famiglia/daily.h has the deal and
// the Expert's game): which day is today, opening today's deal, remembering the finished daily game, computing the
// Expert's result across frames, and the words of the end screen and the share text. No ImGui (the native tests
// link it); daily_ui.cpp draws the menu entry and the end screen's part.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "famiglia/daily.h"
#include "famiglia/session.h"
#include "games/famiglia/names.h"
#include "ui/lang.h"

namespace shell::games::famiglia {

struct DailyUi {
    std::optional<Date> fixed_today;  // the page option date= (test pages only): the day taken as today
    bool requested = false;           // daily=1 or a host command asked for today's deal: opened at the next frame
    std::optional<Date> opened;       // the day of the daily deal opened last (a game running past midnight stays it)
    // The last finished daily game, kept in the settings as "daily <date> <link> <expert>" (a reload shows it), and
    // the Expert's result on its deal once computed (a returning page shows it at once): scores, winner and tie
    // break as "90:44:0:0", absent in values stored before it was kept.
    std::optional<Date> stored_date;
    std::string stored_link;
    std::optional<Outcome> stored_expert;
    DailyExpertGame expert;     // the Expert's game on the deal shown
    double copied_at = -1;      // ImGui time of the last Copy (the button says "Copied" for a while)
    double expert_busy_ms = 0;  // time spent on the Expert's game so far (the test hook reports it)
};

// The UTC calendar date now (or the fixed test date).
Date Today(const DailyUi& d);

// The day whose daily deal `s` is (today's or the one opened last), if it is one.
std::optional<Date> DailyDateOf(const DailyUi& d, const Session& s);

// Shows today's deal in `s`: the finished daily game of today if one is remembered, the daily game already in `s`,
// else the deal freshly dealt. The caller shows the session afterwards (ShowGame).
void OpenDaily(DailyUi& d, Session& s);

// Once per frame: remembers a finished daily game and works on the Expert's game for about `budget_ms`. True while
// the Expert's game is still being computed (the page keeps drawing frames).
bool DailyStep(DailyUi& d, const Session& s, double budget_ms);

// The words: "You won 52:38" (the person's view), "the Expert, same deal and seat: 90:44", and the text to share,
// "Famiglia daily 2026-11-24: won 52:38 - Expert 90:44 <address>" (scores only: nothing of the deal), the
// address (when given) the page's with kDailyPageQuery, which opens the deal of the day (shown on screen without
// it: the box has room for the scores only).
std::string DailyResultLine(Lang lang, const Outcome& you, int person_seat);
std::string DailyExpertLine(Lang lang, const DailyExpertGame& expert);
std::string DailyShareText(Lang lang, const Date& date, const Outcome& you, const Outcome& expert, int person_seat,
                           std::string_view address = {});
// Page options that open the deal of the day, whatever game comes first on the page.
inline constexpr const char* kDailyPageQuery = "game=famiglia&daily=1";

// The settings' value "<date> <link>[ <expert>]": "" when valid, else why not (a real date, a share link of that
// day's daily game, finished; the Expert's result, if there, in range).
std::string CheckDailyValue(std::string_view value);
std::string DailyValue(const DailyUi& d);                 // "" when nothing is remembered
void ReadDailyValue(DailyUi& d, std::string_view value);  // a value CheckDailyValue accepted, or ""

// The test hook's "daily" object: the day, whether the game shown is its deal, the Expert's progress and result,
// the share text (with `address`, as copied).
nlohmann::ordered_json DailyTestJson(const DailyUi& d, const Session& s, Lang lang, std::string_view address);

}  // namespace shell::games::famiglia
