// shell/games/famiglia/table/table_status.cpp — see table_status.h.
#include "games/famiglia/table/table_status.h"

#include <vector>

namespace shell::games::famiglia {

namespace {

std::string OutcomeSentence(const Scene& sc, const Outcome& o, T would, T would_you) {
    const std::string a = std::to_string(o.scores[static_cast<std::size_t>(sc.me)]);
    const std::string b = std::to_string(o.scores[static_cast<std::size_t>(1 - sc.me)]);
    if (o.winner < 0) return Fmt(sc.Tr(T::kWouldShare), {"", a, b});
    const std::string w = std::to_string(o.scores[static_cast<std::size_t>(o.winner)]);
    const std::string l = std::to_string(o.scores[static_cast<std::size_t>(1 - o.winner)]);
    std::string sentence =
        SeatIsYou(sc, o.winner) ? Fmt(sc.Tr(would_you), {"", w, l}) : Fmt(sc.Tr(would), {SeatName(sc, o.winner), w, l});
    const std::string tie = TieBreakText(sc, o.tie_break);
    return tie.empty() ? sentence : sentence + " " + tie;
}

}  // namespace

std::string VpText(Lang lang, CardType t) { return Fmt(Text(lang, T::kVp), {std::to_string(VictoryPoints(t))}); }

std::string CardsInHandText(const Scene& sc, int n) {
    return n == 1 ? std::string(sc.Tr(T::kOneCardInHand)) : Fmt(sc.Tr(T::kCardsInHand), {std::to_string(n)});
}

std::string ScoreLine(const Scene& sc, int seat) {
    return SeatName(sc, seat) + "  " + Fmt(sc.Tr(T::kVp), {std::to_string(Score(sc.st, seat))});
}

std::string TurnTitle(const Scene& sc) {
    if (sc.st.over) return sc.Tr(T::kGameOverTitle);
    if (SeatIsYou(sc, sc.st.to_move)) return sc.Tr(T::kYourTurn);
    return Fmt(sc.Tr(T::kTheirTurn), {SeatName(sc, sc.st.to_move)});
}

std::string LastRoundText(const Scene& sc) {
    return sc.st.turns_left == 1 ? std::string(sc.Tr(T::kLastTurn)) + "."
                                 : Fmt(sc.Tr(T::kLastTurns), {std::to_string(sc.st.turns_left)}) + ".";
}

std::string TakeSummary(const Scene& sc) {
    std::vector<std::string> parts;
    CardType last_target = kNoCard;
    int targets = 0;
    const bool german = sc.lang == Lang::kGerman;
    for (const Move& m : sc.g.cache.legal) {
        if (m.kind != MoveKind::kTake || m.a == last_target) continue;
        last_target = m.a;
        ++targets;
        if (parts.size() < 3) {
            parts.push_back(m.IsFreeTake() ? Fmt(german ? "{0} kostenlos" : "{0} for free", {CardCode(m.a)})
                                           : Fmt(german ? "{0} mit {1} + {2}" : "{0} with {1} + {2}",
                                                 {CardCode(m.a), CardCode(m.b), CardCode(m.c)}));
        }
    }
    // "pass" only once nothing else can change the hand or the Street this turn.
    if (targets == 0) return sc.Tr(CurrentStep(sc.st) == Step::kTake ? T::kStatusTakeNone : T::kStatusTakeNoneYet);
    std::string list;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0)
            list += (i + 1 == parts.size() && targets == static_cast<int>(parts.size()))
                        ? std::string(" ") + sc.Tr(T::kOr) + " "
                        : ", ";
        list += parts[i];
    }
    if (targets > static_cast<int>(parts.size())) list += std::string(", ") + sc.Tr(T::kAndMore);
    return std::string(sc.Tr(T::kStatusTake)) + " " + Fmt(sc.Tr(T::kStatusCanTake), {list});
}

std::string StatusText(const Scene& sc, bool side_column) {
    const TableUi& g = sc.g;
    const State& st = sc.st;
    if (st.over) return sc.Tr(T::kStatusGameOver);
    if (!sc.my_turn) {
        return IsComputer(sc.s.seat(st.to_move)) ? sc.Tr(T::kStatusWaitComputer)
                                                 : Fmt(sc.Tr(T::kTheirTurn), {SeatName(sc, st.to_move)});
    }
    if (g.hint_advice.thinking())
        return Fmt(sc.Tr(T::kHintThinking), {std::to_string(static_cast<int>(g.hint_advice.progress() * 100))});
    if (!g.note.empty()) return g.note;
    if (g.gesture.brute != kNoCard) return Fmt(sc.Tr(T::kStatusPickBruteTarget), {CardCode(g.gesture.brute)});
    if (g.gesture.swap_area != kNoCard) return Fmt(sc.Tr(T::kStatusPickSwapHand), {CardCode(g.gesture.swap_area)});
    if (g.gesture.swap_hand != kNoCard) return Fmt(sc.Tr(T::kStatusPickSwapArea), {CardCode(g.gesture.swap_hand)});
    std::string text;
    switch (CurrentStep(st)) {
        case Step::kRefresh: text = sc.Tr(st.second_pass ? T::kStatusRefreshUnder : T::kStatusRefresh); break;
        case Step::kAccountant: text = sc.Tr(T::kStatusAccountant); break;
        case Step::kSwap:
            if (SwapMode(sc))
                text = Fmt(sc.Tr(T::kStatusSwap), {Fmt(sc.Tr(T::kSwapsLeft), {std::to_string(st.swaps_left)})});
            break;
        case Step::kBrute: text = sc.Tr(T::kStatusBrute); break;
        default: break;
    }
    if (!text.empty()) text += " ";
    text += TakeSummary(sc);
    if (st.pass_streak >= 1) text += std::string(" ") + sc.Tr(T::kStatusEndsGame);
    if (!side_column && st.turns_left != kNotTriggered)
        text = LastRoundText(sc) + " " + text;  // the side column says it
    return text;
}

std::string WayLabel(const Scene& sc, const Move& m) {
    if (m.kind == MoveKind::kRefresh) {
        return Fmt(sc.Tr(sc.st.second_pass ? T::kRefreshDraws : T::kRefreshCard),
                   {CardCode(m.a), std::to_string(RankOf(m.a))});
    }
    if (m.IsFreeTake()) return Fmt(sc.Tr(T::kTakeFree), {CardCode(m.a)});
    return Fmt(sc.Tr(T::kTakeWith), {CardCode(m.a), CardCode(m.b), CardCode(m.c)});
}

std::string TieBreakText(const Scene& sc, TieBreak tie_break) {
    switch (tie_break) {
        case TieBreak::kNone: return "";
        case TieBreak::kHighestCard: return sc.Tr(T::kTieHighest);
        case TieBreak::kSortedCards: return std::string(sc.Tr(T::kTieSorted)) + " " + sc.Tr(T::kHouseRule);
        case TieBreak::kShared: return std::string(sc.Tr(T::kTieShared)) + " " + sc.Tr(T::kHouseRule);
    }
    return "";
}

std::string PassEndsText(const Scene& sc, const State& after) {
    const T why = sc.st.pass_streak >= 1 ? T::kPassEndsText : T::kPassEndsLastTurnText;
    return Fmt(sc.Tr(why), {OutcomeSentence(sc, OutcomeOf(after), T::kWouldWin, T::kWouldWinYou)});
}

std::string EndTitle(const Scene& sc, const Outcome& o) {
    std::string title;
    if (o.winner < 0) {
        title = sc.Tr(T::kSharedWin);
    } else if (SeatIsYou(sc, o.winner)) {
        title = sc.Tr(T::kYouWin);
    } else if (IsComputer(sc.s.seat(o.winner)) && !IsComputer(sc.s.seat(1 - o.winner))) {
        title = sc.Tr(T::kYouLose);
    } else {
        title = Fmt(sc.Tr(T::kWins), {SeatName(sc, o.winner)});
    }
    return title + "  " + std::to_string(o.scores[0]) + " : " + std::to_string(o.scores[1]);
}

CardDetails DetailsOf(const Scene& sc, const CardSpot& spot) {
    constexpr T kAbility[kNumFamilies] = {T::kRulesExAccountants, T::kRulesExBrutes, T::kRulesExFamiglia,
                                          T::kRulesExMercenaries};  // in Family's order
    const CardType t = spot.card;
    const bool hand = spot.zone == Zone::kHand, own = spot.seat == sc.me;
    // Red cards and 0s have no ability (docs/famiglia-rules.md §4 item 7): a 0 names its family's and says so.
    const std::string ability = sc.Tr(kAbility[static_cast<int>(FamilyOf(t))]);
    const bool zero_without = RankOf(t) == 0 && FamilyOf(t) != Family::kFamiglia;
    CardDetails d{Fmt(sc.Tr(T::kSpokenCard), {FamilyName(sc.lang, FamilyOf(t)), std::to_string(RankOf(t))}),
                  {zero_without ? Fmt(sc.Tr(T::kDetailsZeroNoAbility), {ability}) : ability}};
    const std::string where = spot.zone == Zone::kStreet ? sc.Tr(T::kStreet)
                              : own                      ? sc.Tr(hand ? T::kSpokenYourHand : T::kSpokenYourArea)
                                    : SeatName(sc, spot.seat) + ": " + sc.Tr(hand ? T::kHand : T::kPlayArea);
    d.lines.push_back(where + " · " + VpText(sc.lang, t));
    if (!sc.my_turn || !(own || spot.zone == Zone::kStreet)) return d;
    const Usable usable = ComputeUsable(sc.g.cache.legal);
    if (spot.zone == Zone::kStreet && !usable.street[t]) d.lines.push_back(WhyNotNote(sc.lang, WhyNoTake(sc.st, t)));
    if (hand && !usable.hand[t]) d.lines.push_back(WhyNotHandCard(sc, t));
    if (spot.zone == Zone::kArea && !usable.area[t]) d.lines.push_back(WhyNotNote(sc.lang, WhyNotAreaCard(sc.st, t)));
    return d;
}

}  // namespace shell::games::famiglia
