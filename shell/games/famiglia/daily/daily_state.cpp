// shell/games/famiglia/daily/daily_state.cpp — see daily_state.h.
#include "games/famiglia/daily/daily_state.h"

#include <charconv>
#include <chrono>

#include "famiglia/link.h"
#include "games/famiglia/texts/texts.h"

namespace shell::games::famiglia {

namespace {

constexpr std::int64_t kUnitsPerSlice = 1500;  // as the computer seat's slices (computer.cpp)

double NowMs() {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

std::string ScoreText(const Outcome& o, int seat) {
    return std::to_string(o.scores[static_cast<std::size_t>(seat)]) + ":" +
           std::to_string(o.scores[static_cast<std::size_t>(1 - seat)]);
}

std::string ExpertText(const Outcome& o) {
    return std::to_string(o.scores[0]) + ":" + std::to_string(o.scores[1]) + ":" + std::to_string(o.winner) + ":" +
           std::to_string(static_cast<int>(o.tie_break));
}

// "90:44:0:0" (ExpertText): nullopt unless four numbers in range.
std::optional<Outcome> ParseExpertText(std::string_view text) {
    int n[4] = {};
    const int low[4] = {0, 0, -1, 0}, high[4] = {999, 999, 1, static_cast<int>(TieBreak::kShared)};
    for (int i = 0; i < 4; ++i) {
        const std::size_t end = i < 3 ? text.find(':') : text.size();
        if (end == std::string_view::npos) return std::nullopt;
        const std::string_view part = text.substr(0, end);
        const auto [ptr, ec] = std::from_chars(part.data(), part.data() + part.size(), n[i]);
        if (ec != std::errc() || ptr != part.data() + part.size() || part.empty() || n[i] < low[i] || n[i] > high[i]) {
            return std::nullopt;
        }
        text.remove_prefix(i < 3 ? end + 1 : end);
    }
    Outcome o;
    o.scores = {n[0], n[1]};
    o.winner = n[2];
    o.tie_break = static_cast<TieBreak>(n[3]);
    return o;
}

// A stored value "<date> <link>[ <expert>]" in its fields, the link not yet decoded: nullopt with `why` set when
// the date or the Expert's result is malformed or a field is missing.
struct DailyFields {
    Date date;
    std::string_view link;
    std::optional<Outcome> expert;
};
std::optional<DailyFields> SplitDailyValue(std::string_view value, std::string& why) {
    const std::size_t space = value.find(' ');
    if (space == std::string_view::npos) {
        why = "daily: no date and link";
        return std::nullopt;
    }
    const Result<Date> d = ParseDate(value.substr(0, space));
    if (!d) {
        why = "daily: " + d.error();
        return std::nullopt;
    }
    DailyFields f{*d, value.substr(space + 1), std::nullopt};
    if (const std::size_t second = f.link.find(' '); second != std::string_view::npos) {
        f.expert = ParseExpertText(f.link.substr(second + 1));
        if (!f.expert) {
            why = "daily: the Expert's result is not scores, winner and tie break";
            return std::nullopt;
        }
        f.link = f.link.substr(0, second);
    }
    return f;
}

// The finished daily game of `date` in `link`: nullopt with `why` set when it is not one.
std::optional<ReplayedGame> DecodeDailyGame(const Date& date, std::string_view link, std::string& why) {
    Result<ReplayedGame> game = DecodeLink(link);
    if (!game) {
        why = "daily: " + game.error();
        return std::nullopt;
    }
    Session s;
    s.Load(*game);
    if (!IsDailyGame(s, date) || !s.current().over) {
        why = "daily: not the finished daily game of " + DateText(date);
        return std::nullopt;
    }
    return std::move(game).value();
}

}  // namespace

Date Today(const DailyUi& d) {
    if (d.fixed_today) return *d.fixed_today;
    const auto ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch());
    return DateFromUnixMs(static_cast<double>(ms.count()));
}

std::optional<Date> DailyDateOf(const DailyUi& d, const Session& s) {
    const Date today = Today(d);
    if (IsDailyGame(s, today)) return today;
    if (d.opened && IsDailyGame(s, *d.opened)) return d.opened;
    return std::nullopt;
}

void OpenDaily(DailyUi& d, Session& s) {
    const Date today = Today(d);
    d.opened = today;
    if (IsDailyGame(s, today) && s.current().over) return;  // its end is on the table already
    if (d.stored_date == today) {
        std::string why;
        if (std::optional<ReplayedGame> game = DecodeDailyGame(today, d.stored_link, why)) {
            s.Load(*game);
            return;
        }
    }
    if (IsDailyGame(s, today)) return;  // the daily game in progress goes on
    const DailyDeal deal = DailyDealFor(today);
    s.NewGame(Setup{.seed = deal.seed, .rules = deal.rules, .first = deal.first}, deal.seats());
}

bool DailyStep(DailyUi& d, const Session& s, double budget_ms) {
    const std::optional<Date> date = DailyDateOf(d, s);
    if (!date) return false;
    const bool expert_on_date = d.expert.started() && d.expert.deal().date == *date;
    if (s.current().over && d.stored_date != date) {
        d.stored_date = date;
        d.stored_link = EncodeLink(s.Record());
        d.stored_expert.reset();
    }
    if (!expert_on_date) {
        d.expert_busy_ms = 0;
        if (d.stored_date == date && d.stored_expert) {
            d.expert.StartDone(DailyDealFor(*date), *d.stored_expert);
        } else {
            d.expert.Start(DailyDealFor(*date));
        }
    }
    if (!d.expert.Done()) {
        const double start = NowMs();
        do {
            d.expert.Step(kUnitsPerSlice);
        } while (!d.expert.Done() && NowMs() - start < budget_ms);
        d.expert_busy_ms += NowMs() - start;
    }
    // Kept with the finished game once known, so a returning page need not compute it again.
    if (d.expert.Done() && d.stored_date == date && !d.stored_expert) d.stored_expert = d.expert.outcome();
    return !d.expert.Done();
}

std::string DailyResultLine(Lang lang, const Outcome& you, int person_seat) {
    const T t = you.winner == person_seat ? T::kDailyYouWon : you.winner < 0 ? T::kDailyYouShared : T::kDailyYouLost;
    const std::string mine = std::to_string(you.scores[static_cast<std::size_t>(person_seat)]);
    const std::string theirs = std::to_string(you.scores[static_cast<std::size_t>(1 - person_seat)]);
    return Fmt(Text(lang, t), {mine, theirs});
}

std::string DailyExpertLine(Lang lang, const DailyExpertGame& expert) {
    if (!expert.Done()) {
        return Fmt(Text(lang, T::kDailyExpertPlaying), {std::to_string(static_cast<int>(expert.Progress() * 100))});
    }
    const int seat = expert.deal().person_seat;
    const Outcome& o = expert.outcome();
    return Fmt(Text(lang, T::kDailyExpertResult), {std::to_string(o.scores[static_cast<std::size_t>(seat)]),
                                                   std::to_string(o.scores[static_cast<std::size_t>(1 - seat)])});
}

std::string DailyShareText(Lang lang, const Date& date, const Outcome& you, const Outcome& expert, int person_seat,
                           std::string_view address) {
    const T how = you.winner == person_seat ? T::kDailyShareWon
                  : you.winner < 0          ? T::kDailyShareShared
                                            : T::kDailyShareLost;
    std::string text =
        Fmt(Text(lang, T::kDailyShareText),
            {DateText(date), Text(lang, how), ScoreText(you, person_seat), ScoreText(expert, person_seat)});
    if (!address.empty()) text.append(" ").append(address);
    return text;
}

std::string CheckDailyValue(std::string_view value) {
    std::string why;
    const std::optional<DailyFields> f = SplitDailyValue(value, why);
    if (f) DecodeDailyGame(f->date, f->link, why);
    return why;
}

std::string DailyValue(const DailyUi& d) {
    if (!d.stored_date || d.stored_link.empty()) return {};
    std::string value = DateText(*d.stored_date) + " " + d.stored_link;
    if (d.stored_expert) value += " " + ExpertText(*d.stored_expert);
    return value;
}

void ReadDailyValue(DailyUi& d, std::string_view value) {
    std::string why;
    const std::optional<DailyFields> f = SplitDailyValue(value, why);
    d.stored_date = f ? std::optional<Date>(f->date) : std::nullopt;
    d.stored_link = f ? std::string(f->link) : std::string();
    d.stored_expert = f ? f->expert : std::nullopt;
}

nlohmann::ordered_json DailyTestJson(const DailyUi& d, const Session& s, Lang lang, std::string_view address) {
    nlohmann::ordered_json j;
    const std::optional<Date> date = DailyDateOf(d, s);
    j["today"] = DateText(Today(d));
    j["date"] = date ? DateText(*date) : std::string();
    j["stored"] = d.stored_date ? DateText(*d.stored_date) : std::string();
    j["expert_progress"] = d.expert.started() ? d.expert.Progress() : 0.0;
    j["expert_done"] = d.expert.Done();
    j["expert_busy_ms"] = d.expert_busy_ms;
    j["expert_scores"] =
        d.expert.Done() ? nlohmann::ordered_json::array({d.expert.outcome().scores[0], d.expert.outcome().scores[1]})
                        : nlohmann::ordered_json::array();
    const bool finished = date && s.current().over && d.expert.Done();
    j["share"] = finished ? DailyShareText(lang, *date, OutcomeOf(s.current()), d.expert.outcome(),
                                           DailyDealFor(*date).person_seat, address)
                          : std::string();
    return j;
}

}  // namespace shell::games::famiglia
