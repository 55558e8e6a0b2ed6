// shell/games/lacosanostra/statistics.cpp — see statistics.h. The text is framed like Famiglia's statistics
// (shell/games/famiglia/host_formats.cpp): a tag line, then one line per kind, every line ending with "\n".
#include "games/lacosanostra/statistics.h"

#include <cstddef>

#include "common/text.h"
#include "games/lacosanostra/texts/screen_texts.h"
#include "lacosanostra/rules.h"
#include "ui/money.h"

namespace shell::games::lacosanostra {

namespace {

constexpr std::string_view kStatsTag = "lacosanostra-stats/1";
constexpr int kMaxCount = 999'999'999;  // 9 digits, as the text keeps them (common::ReadCountLine)

bool Add(int& count, int more) {
    if (count > kMaxCount - more) return false;
    count += more;
    return true;
}

}  // namespace

std::string EncodeStats(const Stats& s) {
    std::string out = std::string(kStatsTag) + "\n";
    for (std::size_t k = 0; k < s.by_kind.size(); ++k) {
        const KindStats& c = s.by_kind[k];
        if (c.games == 0) continue;
        out += ui::Fmt("{0} {1} {2} {3} {4}\n", {lcn::kSeatKindNames[k], std::to_string(c.games), std::to_string(c.won),
                                                 std::to_string(c.seats), std::to_string(c.money)});
    }
    return out;
}

common::Result<Stats> DecodeStats(std::string_view text) {
    using R = common::Result<Stats>;
    const auto lines = common::TaggedLines(text, kStatsTag, 4096);
    if (!lines) return R::Error("statistics: " + lines.error());
    Stats s;
    std::array<bool, lcn::kNumSeatKinds> seen{};
    for (std::string_view line : *lines) {
        std::string_view name;
        std::array<int, 4> n{};
        const auto kind =
            common::ReadCountLine(line, name, n.data(), n.size()) ? lcn::ParseSeatKind(name) : std::nullopt;
        const auto k = static_cast<std::size_t>(kind.value_or(lcn::SeatKind{}));
        const KindStats c{n[0], n[1], n[2], n[3]};
        // What counting can write: a game adds one to `games`, at most one to `won` and 1..kMaxPlayers to `seats`
        // (the final money is at least 0: cash and laundered money never go below 0, invariant I8).
        if (!kind || seen[k] || c.games <= 0 || c.won > c.games || c.seats < c.games ||
            (c.seats + lcn::kMaxPlayers - 1) / lcn::kMaxPlayers > c.games)
            return R::Error("statistics: cannot read '" + std::string(line.substr(0, 60)) + "'");
        seen[k] = true;
        s.by_kind[k] = c;
    }
    return s;
}

bool CountGame(Stats& stats, const lcn::SeatKinds& kinds, const lcn::State& over) {
    const lcn::Outcome outcome = lcn::OutcomeOf(over);
    Stats next = stats;
    std::array<bool, lcn::kNumSeatKinds> present{}, won{};
    for (int p = 0; p < over.players && p < lcn::kMaxPlayers; ++p) {
        const auto k = static_cast<std::size_t>(kinds[static_cast<std::size_t>(p)]);
        if (k >= next.by_kind.size()) return false;
        present[k] = true;
        won[k] = won[k] || ((outcome.winners >> p) & 1) != 0;
        if (!Add(next.by_kind[k].seats, 1) || !Add(next.by_kind[k].money, outcome.money[static_cast<std::size_t>(p)]))
            return false;
    }
    for (std::size_t k = 0; k < next.by_kind.size(); ++k) {
        if (present[k] && !Add(next.by_kind[k].games, 1)) return false;
        if (won[k] && !Add(next.by_kind[k].won, 1)) return false;
    }
    stats = next;
    return true;
}

std::vector<std::string> StatsLines(ui::Lang lang, const Stats& stats) {
    const bool de = lang == ui::Lang::kGerman;
    std::vector<std::string> lines;
    for (std::size_t k = 0; k < stats.by_kind.size(); ++k) {
        const KindStats& c = stats.by_kind[k];
        if (c.games == 0) continue;
        const int average = (c.money + c.seats / 2) / c.seats;  // c.seats >= c.games > 0 (DecodeStats, CountGame)
        // The kinds' words on the start screen follow lcn::SeatKind's order; the Expert's came later (screen_texts.h).
        const W kind = static_cast<lcn::SeatKind>(k) == lcn::SeatKind::kExpert
                           ? W::kSeatExpert
                           : static_cast<W>(static_cast<int>(W::kSeatPerson) + static_cast<int>(k));
        lines.push_back(
            ui::Fmt(de ? "{0} ({1} Spiele, {2} gewonnen, im Schnitt {3})" : "{0} ({1} games, {2} won, average {3})",
                    {Word(lang, kind), std::to_string(c.games), std::to_string(c.won), ui::Money(lang, average)}));
    }
    if (lines.empty()) lines.push_back(de ? "Noch keine beendeten Spiele." : "No finished games yet.");
    return lines;
}

}  // namespace shell::games::lacosanostra
