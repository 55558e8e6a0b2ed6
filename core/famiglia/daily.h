// The deal of the day: one game per calendar date (UTC), the same for everyone and fixed forever, and
// the Expert's result on it, which every page computes alike.
//
// Derivation (frozen: tests/famiglia/core/daily_test.cpp pins it; changing it changes every past day's deal):
//   key    = the bytes of "famiglia-daily-YYYY-MM-DD" (the date as ParseDate reads it, zero-padded)
//   h      = FNV-1a 64 of key (offset 0xcbf29ce484222325, prime 0x100000001b3)
//   seed   = Rng::Stream(h, 0).Next() % 10^12   the game's seed (NewGame), short enough to read aloud
//   first  = Rng::Stream(h, 1).Below(2)         who begins (0 or 1)
//   expert = Rng::Stream(h, 2).Next()           the Expert's bot seed in the comparison game
//   rules  = default rules (no variant); the person sits at seat 0 against the Normal computer at seat 1, as in
//            every game of the page (who begins comes from the date instead), and that computer's bot seed is
//            Rng::Stream(seed, 7).Next(), the app's ComputerBotSeed(seed), so a reload or a share link of the
//            daily game meets the same opponent.
// The comparison game: the Expert (budget kDailyExpertBudget, seed `expert`) in the person's seat against that
// Normal bot, from the same deal. Integer work units and IEEE double arithmetic without libm make it the same
// game natively and in WebAssembly.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "common/result.h"
#include "famiglia/bots.h"
#include "famiglia/rules.h"
#include "famiglia/session.h"

namespace fam {

struct Date {
    int year = 2000, month = 1, day = 1;
    bool operator==(const Date&) const = default;
    bool operator<(const Date& o) const {
        return year != o.year ? year < o.year : month != o.month ? month < o.month : day < o.day;
    }
};

// "YYYY-MM-DD", a real calendar date (Gregorian leap years) from 2000-01-01 to 9999-12-31; anything else is
// refused with a one-line reason naming the text.
Result<Date> ParseDate(std::string_view text);
std::string DateText(const Date& d);  // "2026-11-24"
// The UTC calendar date of a time in milliseconds since 1970-01-01 (the browser's Date.now()); dates before
// 2000 come out as 2000-01-01.
Date DateFromUnixMs(double ms);

struct DailyDeal {
    Date date;
    std::uint64_t seed = 0;               // NewGame's seed
    int first = 0;                        // start player
    int person_seat = 0;                  // always 0 (see above)
    std::uint64_t computer_bot_seed = 0;  // the Normal computer's bot seed
    std::uint64_t expert_seed = 0;        // the Expert's bot seed in the comparison game
    Rules rules;                          // default rules
    fam::Seats seats() const;             // person and Normal computer
};
DailyDeal DailyDealFor(const Date& d);

// True when `session` plays the deal of `d` (rules, seats, seed and start player all match): a reloaded or
// linked game is then the daily game of that date.
bool IsDailyGame(const Session& session, const Date& d);

// Work units per Expert decision in the comparison game: the Expert opponent's own budget, so it is the Expert
// the page offers (a unit is about a microsecond of native work; the whole game's time: docs/embedding.md "The deal of
// the day").
inline constexpr std::int64_t kDailyExpertBudget = kExpertBudget;

// The comparison game, played in slices so the page never freezes: Start(), then Step(units) once or more per
// frame until it returns true, then outcome(). The outcome does not depend on how the work is sliced.
class DailyExpertGame {
public:
    void Start(const DailyDeal& deal);
    // Done at once with `known`, the outcome computed for `deal` earlier (the page remembers it with the finished
    // daily game, so a returning page shows it without playing the Expert's game again).
    void StartDone(const DailyDeal& deal, const Outcome& known);
    // About `units` work units (at least one piece of work, or one move of a plan); returns Done().
    bool Step(std::int64_t units);
    bool Done() const { return done_; }
    bool started() const { return started_; }
    // 0..1, an estimate from the cards drawn (the game's length is not known ahead); 1 once Done().
    double Progress() const;
    const Outcome& outcome() const { return outcome_; }  // once Done()
    int actions() const { return actions_; }
    const DailyDeal& deal() const { return deal_; }

private:
    DailyDeal deal_;
    State state_{};
    std::array<BotPlayer, 2> bots_;
    Outcome outcome_;
    int actions_ = 0;
    int first_pass_deck_ = 1, second_pass_deck_ = 0;
    bool started_ = false, done_ = false;
};

// The whole comparison game at once (tests, tools).
Outcome PlayDailyExpert(const DailyDeal& deal);

}  // namespace fam
