// The deal of the day: see daily.h (the derivation is written out there).
#include "famiglia/daily.h"

#include <algorithm>

#include "common/text.h"
#include "famiglia/view.h"

namespace fam {

namespace {

constexpr int kMinYear = 2000, kMaxYear = 9999;
constexpr std::uint64_t kSeedModulus = 1000000000000ull;  // at most 12 digits, like the page's fresh deals
constexpr int kMaxActions = 4000;                         // far above any real game: a guard, never reached

bool IsLeap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

int DaysIn(int year, int month) {
    constexpr int kDays[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return month == 2 && IsLeap(year) ? 29 : kDays[month - 1];
}

std::uint64_t Fnv1a64(std::string_view bytes) {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (const char c : bytes) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001b3ULL;
    }
    return h;
}

// The value of a text of decimal digits only (the caller fixes its length).
std::optional<int> Digits(std::string_view text) {
    int v = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        v = v * 10 + (c - '0');
    }
    return v;
}

}  // namespace

Result<Date> ParseDate(std::string_view text) {
    const std::string quoted = common::Quote(text);
    if (text.size() != 10 || text[4] != '-' || text[7] != '-')
        return Result<Date>::Error("not a date as YYYY-MM-DD: " + quoted);
    const std::optional<int> y = Digits(text.substr(0, 4)), m = Digits(text.substr(5, 2)),
                             d = Digits(text.substr(8, 2));
    if (!y || !m || !d) return Result<Date>::Error("not a date as YYYY-MM-DD: " + quoted);
    if (*y < kMinYear) return Result<Date>::Error("a date from 2000-01-01 on, not " + quoted);
    if (*m < 1 || *m > 12) return Result<Date>::Error("no such month: " + quoted);
    if (*d < 1 || *d > DaysIn(*y, *m)) return Result<Date>::Error("no such day: " + quoted);
    return Date{*y, *m, *d};
}

std::string DateText(const Date& d) {
    const auto two = [](int v) {
        return std::string(1, static_cast<char>('0' + v / 10)) + static_cast<char>('0' + v % 10);
    };
    return std::to_string(d.year) + "-" + two(d.month) + "-" + two(d.day);
}

Date DateFromUnixMs(double ms) {
    // Days since 1970-01-01, then the civil date (H. Hinnant's days_from_civil inverse), in integers only.
    if (!(ms >= 946684800000.0)) return Date{};  // before 2000-01-01, or not a number
    if (ms > 253402300799000.0) return Date{kMaxYear, 12, 31};
    const auto days = static_cast<std::int64_t>(ms / 86400000.0);
    const std::int64_t z = days + 719468;
    const std::int64_t era = z / 146097;
    const std::int64_t doe = z - era * 146097;
    const std::int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const std::int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const std::int64_t mp = (5 * doy + 2) / 153;
    const auto day = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
    const auto month = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
    const auto year = static_cast<int>(yoe + era * 400 + (month <= 2 ? 1 : 0));
    return Date{year, month, day};
}

Seats DailyDeal::seats() const {
    Seats s{SeatKind::kNormal, SeatKind::kNormal};
    s[static_cast<std::size_t>(person_seat)] = SeatKind::kPerson;
    return s;
}

DailyDeal DailyDealFor(const Date& d) {
    const std::uint64_t h = Fnv1a64("famiglia-daily-" + DateText(d));
    DailyDeal deal;
    deal.date = d;
    deal.seed = Rng::Stream(h, 0).Next() % kSeedModulus;
    Rng first = Rng::Stream(h, 1);
    deal.first = static_cast<int>(first.Below(2));
    deal.person_seat = 0;
    deal.expert_seed = Rng::Stream(h, 2).Next();
    deal.computer_bot_seed = Rng::Stream(deal.seed, 7).Next();
    return deal;
}

bool IsDailyGame(const Session& session, const Date& d) {
    const DailyDeal deal = DailyDealFor(d);
    return session.rules() == deal.rules && session.seats() == deal.seats() && session.seed() == deal.seed &&
           session.state(0).first == deal.first;
}

void DailyExpertGame::Start(const DailyDeal& deal) {
    deal_ = deal;
    state_ = NewGame(Setup{.seed = deal.seed, .rules = deal.rules, .first = deal.first}).value();
    const int expert = deal.person_seat, normal = 1 - deal.person_seat;
    BotConfig expert_config = DefaultBotConfig(BotLevel::kExpert);
    expert_config.budget = kDailyExpertBudget;
    bots_[static_cast<std::size_t>(expert)] = BotPlayer(expert_config, deal.expert_seed);
    bots_[static_cast<std::size_t>(normal)] = BotPlayer(DefaultBotConfig(BotLevel::kNormal), deal.computer_bot_seed);
    outcome_ = {};
    actions_ = 0;
    first_pass_deck_ = std::max<int>(1, state_.deck_size);
    second_pass_deck_ = 0;
    started_ = true;
    done_ = false;
}

void DailyExpertGame::StartDone(const DailyDeal& deal, const Outcome& known) {
    Start(deal);
    outcome_ = known;
    done_ = true;
}

bool DailyExpertGame::Step(std::int64_t units) {
    if (done_ || !started_) return done_;
    const int p = state_.to_move;
    Move m{};
    if (bots_[static_cast<std::size_t>(p)].Poll(ViewFor(state_, p), units, m)) {
        ApplyLegal(state_, m);  // a bot answers one of LegalMoves
        ++actions_;
        if (state_.second_pass && second_pass_deck_ == 0) second_pass_deck_ = std::max<int>(1, state_.deck_size);
        if (state_.over || actions_ >= kMaxActions) {
            outcome_ = OutcomeOf(state_);
            done_ = true;
        }
    }
    return done_;
}

double DailyExpertGame::Progress() const {
    if (done_) return 1.0;
    if (!started_) return 0.0;
    // Half for each pass through the pile; the second pass may grow (cards slid under), so it is clamped.
    const double first = 1.0 - static_cast<double>(state_.second_pass ? 0 : state_.deck_size) / first_pass_deck_;
    double second = 0;
    if (state_.second_pass) second = 1.0 - static_cast<double>(state_.deck_size) / second_pass_deck_;
    return std::clamp(0.5 * first + 0.5 * std::clamp(second, 0.0, 1.0), 0.0, 0.99);
}

Outcome PlayDailyExpert(const DailyDeal& deal) {
    DailyExpertGame game;
    game.Start(deal);
    while (!game.Step(1 << 20)) {}
    return game.outcome();
}

}  // namespace fam
