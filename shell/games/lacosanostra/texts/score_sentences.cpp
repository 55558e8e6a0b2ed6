// shell/games/lacosanostra/texts/score_sentences.cpp — the scoring screen's words (sentences.h ScoreRows,
// ScoreVerdict): a row per part of a seat's final money (lcn::FinalBreakdown) with its detail, and who won
// (lcn::OutcomeOf).
#include <string>
#include <utility>
#include <vector>

#include "games/lacosanostra/texts/sentences.h"
#include "ui/phrase.h"

namespace shell::games::lacosanostra {

using lcn::State;

namespace {

// Whether `seat` shares the most active gangsters with another seat, so that no one got the $15,000.
bool TiedForMostGangsters(const State& s, const lcn::ScoreBreakdown& b, Seat seat) {
    int most = 0;
    for (Seat p = 0; p < s.players && p < lcn::kMaxPlayers; ++p) {
        if (b.seat[p].most_gangsters > 0) return false;
        if (b.seat[p].active_gangsters > most) most = b.seat[p].active_gangsters;
    }
    return b.seat[seat].active_gangsters == most;
}

std::string ViolenceDetail(Lang lang, const lcn::ScoreParts& x) {
    if (x.victims == 0 || x.victims_strength == 0) return Text(lang, T::kScoreNoVictim);
    const std::string per_point = Money(lang, x.violence / x.victims_strength);
    if (x.victims == 1) return Tr(lang, T::kScoreOneVictim, {std::to_string(x.victims_strength), per_point});
    return Tr(lang, T::kScoreVictims, {std::to_string(x.victims), std::to_string(x.victims_strength), per_point});
}

// "2 x $6,000" for a doubled part, empty when there is nothing to double.
std::string Twice(Lang lang, std::int32_t doubled) {
    return doubled == 0 ? std::string() : Tr(lang, T::kScoreTwice, {Money(lang, doubled / 2)});
}

}  // namespace

std::vector<ScoreRow> ScoreRows(Lang lang, const State& s, Seat seat) {
    std::vector<ScoreRow> rows;
    if (seat >= s.players || seat >= lcn::kMaxPlayers) return rows;
    const lcn::ScoreBreakdown all = lcn::FinalBreakdown(s);
    const lcn::ScoreParts& x = all.seat[seat];
    auto add = [&](ScoreRowKind kind, T label, std::int32_t money, std::string detail) {
        rows.push_back({kind, Text(lang, label), std::move(detail), Money(lang, money), money});
    };
    add(ScoreRowKind::kCash, T::kScoreCash, x.cash, {});
    add(ScoreRowKind::kIncome, T::kScoreIncome, x.income, Twice(lang, x.income));
    add(ScoreRowKind::kMonopolies, T::kScoreMonopolies, x.monopolies, Twice(lang, x.monopolies));
    const T gangsters = TiedForMostGangsters(s, all, seat) ? T::kScoreTied : T::kScoreActiveGangsters;
    add(ScoreRowKind::kMostGangsters, T::kScoreMostGangsters, x.most_gangsters,
        Tr(lang, gangsters, {std::to_string(x.active_gangsters)}));
    add(ScoreRowKind::kViolence, T::kScoreViolence, x.violence, ViolenceDetail(lang, x));
    if (s.options.business_bonus) {
        add(ScoreRowKind::kBusinessBonus, T::kScoreBusinessBonus, x.business_bonus,
            x.business_bonus > 0 ? Text(lang, T::kScoreTopIncome) : "");
    }
    add(ScoreRowKind::kLaundered, T::kScoreLaundered, x.laundered, Twice(lang, x.laundered));
    add(ScoreRowKind::kTotal, T::kScoreTotal, x.total, {});
    const lcn::Outcome outcome = lcn::OutcomeOf(s);
    if (outcome.tie_break != lcn::TieBreak::kNone)
        add(ScoreRowKind::kDisplayValue, T::kScoreDisplayValue, outcome.display_value[seat], {});
    return rows;
}

std::string ScoreVerdict(Lang lang, const State& s, const SeatNames& names) {
    const lcn::Outcome outcome = lcn::OutcomeOf(s);
    std::string who;
    int winners = 0;
    for (Seat p = 0; p < s.players; ++p) {
        if ((outcome.winners >> p & 1u) == 0) continue;
        if (winners++ > 0) who += ", ";
        who += NameOf(s, names, p);
    }
    std::string line = Tr(lang, winners > 1 ? T::kScoreSharedWin : T::kScoreWinner, {who});
    if (outcome.tie_break == lcn::TieBreak::kDisplayValue) line += ". " + std::string(Text(lang, T::kScoreTieBreak));
    return line;
}

}  // namespace shell::games::lacosanostra
