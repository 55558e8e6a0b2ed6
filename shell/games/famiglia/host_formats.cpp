// shell/games/famiglia/host_formats.cpp — see host_formats.h. JSON goes through nlohmann-json without
// exceptions (the web build has none).
#include "games/famiglia/host_formats.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <vector>

#include "common/text.h"
#include "games/famiglia/daily/daily_state.h"
#include "games/famiglia/texts/texts.h"

namespace shell::games::famiglia {

namespace {

using OrderedJson = nlohmann::ordered_json;
using ui::LangCode;
using ui::ParseLang;

std::optional<bool> ParseVariant(std::string_view v) {
    if (v == "standard") return false;
    if (v == "new-cards-only") return true;
    return std::nullopt;
}

const char* TieBreakName(TieBreak t) {
    switch (t) {
        case TieBreak::kNone: return "none";
        case TieBreak::kHighestCard: return "highest-card";
        case TieBreak::kSortedCards: return "sorted-cards";
        case TieBreak::kShared: return "shared";
    }
    return "none";
}

// The parts of every game event: seats, variant, seed (as a string: a 64-bit seed does not fit a JS number).
void AddGame(OrderedJson& j, const Session& s) {
    j["seats"] = OrderedJson::array({SeatKindName(s.seat(0)), SeatKindName(s.seat(1))});
    j["variant"] = s.rules().new_cards_only ? "new-cards-only" : "standard";
    j["seed"] = std::to_string(s.seed());
}

void AddScores(OrderedJson& j, const State& state) {
    const Outcome o = OutcomeOf(state);
    j["scores"] = OrderedJson::array({o.scores[0], o.scores[1]});
}

}  // namespace

// ---- [SECTION] options of a new game ---------------------------------------------------------------------

std::optional<common::Reason> ReadOption(NewGameOptions& o, std::string_view name, std::string_view value) {
    // Every refusal here is an option or a value this game does not know.
    const auto refuse = [](std::string why) {
        return common::Reason{common::ReasonKind::kNotAnOption, std::move(why)};
    };
    if (name == "level") {
        o.opponent = ParseSeatKind(value);
        if (!o.opponent) return refuse("\"level\" must be person, beginner, easy, normal or expert");
    } else if (name == "variant") {
        o.new_cards_only = ParseVariant(value);
        if (!o.new_cards_only) return refuse("\"variant\" must be standard or new-cards-only");
    } else if (name == "seed") {
        o.seed = ParseSeed(value);
        if (!o.seed) return refuse("\"seed\" must be a whole number from 0 to 18446744073709551615 (as a string)");
    } else if (name == "daily") {
        o.daily = value == "1";
        if (!o.daily) return refuse("\"daily\" must be 1");
    } else if (name == "date") {
        const Result<Date> d = ParseDate(value);
        if (!d) return refuse("\"date\": " + d.error());
        o.date = *d;
    } else {
        return refuse("unknown option \"" + std::string(name.substr(0, 40)) + "\"");
    }
    return std::nullopt;
}

// ---- [SECTION] settings ------------------------------------------------------------------------------

namespace {
constexpr std::string_view kSettingsTag = "famiglia-settings/1";
constexpr std::string_view kStatsTag = "famiglia-stats/1";
}  // namespace

std::string EncodePreferences(const Preferences& p) {
    std::string out = std::string(kSettingsTag) + "\n";
    out += std::string("lang ") + (p.lang ? LangCode(*p.lang) : "auto") + "\n";
    out += std::string("other-hand ") + (p.show_other_hand ? "shown" : "hidden") + "\n";
    out += std::string("computer-speed ") + (p.fast_computer ? "fast" : "normal") + "\n";
    out += std::string("confirm-takes ") + (p.confirm_takes ? "on" : "off") + "\n";
    out += std::string("opponent ") + (p.vs_computer ? SeatKindName(p.level) : "person") + "\n";
    out += std::string("level ") + SeatKindName(p.level) + "\n";
    out += std::string("variant ") + (p.new_cards_only ? "new-cards-only" : "standard") + "\n";
    out += std::string("first ") + (p.first == 0 ? "first-seat" : p.first == 1 ? "second-seat" : "random") + "\n";
    if (!p.daily.empty()) out += "daily " + p.daily + "\n";
    return out;
}

Result<Preferences> DecodePreferences(std::string_view text) {
    using R = Result<Preferences>;
    auto lines = common::TaggedLines(text, kSettingsTag, 16384);  // room for the daily game's link
    if (!lines) return R::Error("settings: " + lines.error());
    Preferences p;
    std::vector<std::string_view> seen;
    for (std::string_view line : *lines) {
        const std::size_t space = line.find(' ');
        const std::string_view key = line.substr(0, space);
        const std::string_view value = space == std::string_view::npos ? std::string_view() : line.substr(space + 1);
        for (std::string_view k : seen) {
            if (k == key) return R::Error("settings: '" + std::string(key) + "' appears twice");
        }
        seen.push_back(key);
        auto flag = [&](const char* yes, const char* no, bool& out) {
            if (value == yes)
                out = true;
            else if (value == no)
                out = false;
            else
                return false;
            return true;
        };
        bool ok = false;
        if (key == "lang") {
            p.lang = value == "auto" ? std::nullopt : ParseLang(value);
            ok = value == "auto" || (p.lang && value == LangCode(*p.lang));
        } else if (key == "other-hand") {
            ok = flag("shown", "hidden", p.show_other_hand);
        } else if (key == "computer-speed") {
            ok = flag("fast", "normal", p.fast_computer);
        } else if (key == "confirm-takes") {
            ok = flag("on", "off", p.confirm_takes);
        } else if (key == "opponent") {
            const auto kind = ParseSeatKind(value);
            ok = kind.has_value();
            p.vs_computer = ok && IsComputer(*kind);
        } else if (key == "level") {
            const auto kind = ParseSeatKind(value);
            ok = kind.has_value() && IsComputer(*kind);
            if (ok) p.level = *kind;
        } else if (key == "variant") {
            const auto v = ParseVariant(value);
            ok = v.has_value();
            if (ok) p.new_cards_only = *v;
        } else if (key == "first") {
            ok = value == "random" || value == "first-seat" || value == "second-seat";
            p.first = value == "first-seat" ? 0 : value == "second-seat" ? 1 : kRandomFirst;
        } else if (key == "daily") {
            const std::string why = CheckDailyValue(value);
            if (!why.empty()) return R::Error("settings: " + why);
            p.daily = std::string(value);
            ok = true;
        }
        if (!ok) return R::Error("settings: cannot read '" + std::string(line.substr(0, 60)) + "'");
    }
    return p;
}

// ---- [SECTION] statistics ----------------------------------------------------------------------------

std::string EncodeStats(const Stats& s) {
    std::string out = std::string(kStatsTag) + "\n";
    for (int k = 0; k < kNumSeatKinds; ++k) {
        const LevelStats& l = s.by_opponent[static_cast<std::size_t>(k)];
        if (l.played == 0) continue;
        out += std::string(SeatKindName(static_cast<SeatKind>(k))) + " " + std::to_string(l.played) + " " +
               std::to_string(l.won) + " " + std::to_string(l.shared) + "\n";
    }
    return out;
}

Result<Stats> DecodeStats(std::string_view text) {
    using R = Result<Stats>;
    auto lines = common::TaggedLines(text, kStatsTag, 4096);
    if (!lines) return R::Error("statistics: " + lines.error());
    Stats s;
    std::array<bool, kNumSeatKinds> seen{};
    for (std::string_view line : *lines) {
        std::string_view name;
        std::array<int, 3> n{};
        // The opponent as an index (kNumSeatKinds when unreadable).
        const auto kind = common::ReadCountLine(line, name, n.data(), n.size())
                              ? ParseSeatKind(name).value_or(SeatKind{kNumSeatKinds})
                              : SeatKind{kNumSeatKinds};
        const auto k = static_cast<std::size_t>(kind);
        const int played = n[0], won = n[1], shared = n[2];
        if (k >= seen.size() || played <= 0 || seen[k] || won + shared > played ||
            (kind == SeatKind::kPerson && won + shared != 0)) {
            return R::Error("statistics: cannot read '" + std::string(line.substr(0, 60)) + "'");
        }
        seen[k] = true;
        s.by_opponent[k] = {played, won, shared};
    }
    return s;
}

bool CountGame(Stats& stats, const std::array<SeatKind, 2>& seats, const Outcome& outcome) {
    const bool person0 = !IsComputer(seats[0]), person1 = !IsComputer(seats[1]);
    if (!person0 && !person1) return false;
    if (person0 && person1) {
        ++stats.by_opponent[static_cast<std::size_t>(SeatKind::kPerson)].played;
        return true;
    }
    const int me = person0 ? 0 : 1;
    LevelStats& l = stats.by_opponent[static_cast<std::size_t>(seats[static_cast<std::size_t>(1 - me)])];
    ++l.played;
    if (outcome.winner == me) ++l.won;
    if (outcome.winner < 0) ++l.shared;
    return true;
}

std::vector<std::string> StatsLines(ui::Lang lang, const Stats& stats) {
    std::vector<std::string> lines;
    for (int k = 0; k < kNumSeatKinds; ++k) {
        const LevelStats& l = stats.by_opponent[static_cast<std::size_t>(k)];
        if (l.played == 0) continue;
        if (k == 0) {
            lines.push_back(ui::Fmt(Text(lang, T::kStatsTwoPlayers), {std::to_string(l.played)}));
            continue;
        }
        const T names[] = {T::kLevelBeginner, T::kLevelEasy, T::kLevelNormal, T::kLevelExpert};
        lines.push_back(ui::Fmt(Text(lang, T::kStatsLine),
                                {Text(lang, names[k - 1]), std::to_string(l.played), std::to_string(l.won)}));
    }
    if (lines.empty()) lines.push_back(Text(lang, T::kStatsNone));
    return lines;
}

// ---- [SECTION] event payloads -------------------------------------------------------------------------

HostEvent NewGameEvent(const Session& s) {
    OrderedJson j;
    AddGame(j, s);
    j["first"] = s.state(0).first;
    return {"new-game", std::move(j)};
}

HostEvent TurnEvent(const Session& s, int move_index) {
    OrderedJson j;
    j["player"] = s.state(move_index).to_move;
    j["action"] = ToString(s.move(move_index));
    j["actions"] = move_index + 1;
    const State& after = s.state(move_index + 1);
    AddScores(j, after);
    j["next"] = after.over ? OrderedJson(nullptr) : OrderedJson(after.to_move);
    return {"turn", std::move(j)};
}

HostEvent GameOverEvent(const Session& s) {
    OrderedJson j;
    AddGame(j, s);
    const Outcome o = OutcomeOf(s.current());
    j["scores"] = OrderedJson::array({o.scores[0], o.scores[1]});
    j["winner"] = o.winner >= 0 ? OrderedJson(o.winner) : OrderedJson(nullptr);
    j["tieBreak"] = TieBreakName(o.tie_break);
    j["actions"] = s.num_moves();
    return {"game-over", std::move(j)};
}

OrderedJson StatusPayload(const Session& s) {
    OrderedJson j;
    AddGame(j, s);
    AddScores(j, s.current());
    j["over"] = s.current().over;
    j["toMove"] = s.current().over ? OrderedJson(nullptr) : OrderedJson(s.current().to_move);
    j["actions"] = s.num_moves();
    return j;
}

}  // namespace shell::games::famiglia
