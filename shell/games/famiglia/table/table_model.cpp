// shell/games/famiglia/table/table_model.cpp — see table_model.h.
#include "games/famiglia/table/table_model.h"

#include <algorithm>
#include <array>

namespace shell::games::famiglia {

namespace {

std::size_t I(CardType t) { return t; }
std::size_t P(int p) { return static_cast<std::size_t>(p); }

template <typename Pred>
bool LegalHas(const MoveList& legal, Pred pred) {
    return std::any_of(legal.begin(), legal.end(), pred);
}

// Whether the hint's action uses hand card (or play-area card) t.
bool HintUses(const Scene& sc, Zone zone, CardType t) {
    if (!sc.g.hint_valid || !sc.my_turn) return false;
    const Move& m = sc.g.hint;
    const bool hand = zone == Zone::kHand;
    switch (m.kind) {
        case MoveKind::kAccountant:
        case MoveKind::kBrute: return hand && m.a == t;
        case MoveKind::kSwap: return hand ? m.b == t : m.a == t;
        case MoveKind::kTake: return hand && !m.IsFreeTake() && (m.b == t || m.c == t);
        default: return false;
    }
}

}  // namespace

// ---- Seats and caches -----------------------------------------------------------------------------------

std::string SeatName(const Session& s, Lang lang, int seat) {
    if (s.PersonAgainstComputer()) return Text(lang, IsComputer(s.seat(seat)) ? T::kComputer : T::kYou);
    if (IsComputer(s.seat(seat))) return Fmt("{0} {1}", {Text(lang, T::kComputer), std::to_string(seat + 1)});
    return Text(lang, seat == 0 ? T::kPlayer1 : T::kPlayer2);
}

std::string SeatName(const Scene& sc, int seat) { return SeatName(sc.s, sc.lang, seat); }

bool SeatIsYou(const Scene& sc, int seat) { return sc.s.PersonAgainstComputer() && !IsComputer(sc.s.seat(seat)); }

bool HandHidden(const Scene& sc, int seat) {
    // A replay is only open where both hands may be seen (replay_model.h).
    return seat != sc.me && !sc.g.settings.show_other_hand && !sc.s.PersonAgainstComputer() && !sc.st.over &&
           !sc.g.replay.open;
}

bool ComputerBusy(const Scene& sc) { return !sc.st.over && !sc.my_turn && sc.g.computer.busy(); }

void RefreshCaches(TableUi& g, const Session& s) {
    if (g.cache.seen_change == s.change_count() && g.cache.seen_lang == g.settings.lang) return;
    if (g.cache.seen_change != s.change_count()) g.note.clear(), g.hint_valid = false;
    g.cache.seen_change = s.change_count();
    g.cache.seen_lang = g.settings.lang;
    const Lang lang = g.settings.lang;
    LegalMoves(s.current(), g.cache.legal);
    g.cache.log.clear();
    const int first = s.state(0).to_move;
    const bool you_begin = s.PersonAgainstComputer() && !IsComputer(s.seat(first));
    g.cache.log.push_back(Fmt(Text(lang, you_begin ? T::kLogNewGameYou : T::kLogNewGame), {SeatName(s, lang, first)}));
    for (int i = 0; i < s.num_moves(); ++i) {
        const int p = s.state(i).to_move;
        g.cache.log.push_back(DescribeMove(lang, s.state(i), s.move(i), s.state(i + 1), SeatName(s, lang, p),
                                           s.PersonAgainstComputer() && !IsComputer(s.seat(p))));
    }
}

void UpdateViewer(TableUi& g, const Session& s) {
    const State& st = s.current();
    if (s.PersonAgainstComputer()) {
        g.viewer = IsComputer(s.seat(0)) ? 1 : 0;
        g.handoff = false;
        return;
    }
    if (st.over || IsComputer(s.seat(st.to_move)) || st.to_move == g.viewer) return;
    if (g.settings.show_other_hand) {
        g.viewer = st.to_move;
    } else {
        g.handoff = true;
    }
}

std::string MovesInWords(const TableUi& g, int first, int last) {
    std::string words;
    for (int i = first; i < last; ++i) {
        const std::size_t line = static_cast<std::size_t>(i + 1);
        if (line < g.cache.log.size()) words += (words.empty() ? "" : " ") + g.cache.log[line];
    }
    return words;
}

// ---- Highlights and usable cards ------------------------------------------------------------------------

Highlights LastTurnHighlights(const Scene& sc) {
    const Session& s = sc.s;
    const int start = s.TurnStartIndex();
    int first = start, last = s.num_moves();
    if (sc.st.over || sc.st.to_move == sc.me) {
        last = start;
        first = start;
        while (first > 0 && !s.move(first - 1).EndsTurn()) --first;
        if (first > 0 && first == last) {  // the previous turn was a single take or pass
            --first;
            while (first > 0 && !s.move(first - 1).EndsTurn()) --first;
        }
    }
    if (first >= last || s.state(first).to_move == sc.me) return Highlights{};
    return MovesHighlights(s, first, last);
}

Highlights MovesHighlights(const Session& s, int first, int last) {
    Highlights hl;
    first = std::max(first, 0), last = std::min(last, s.num_moves());
    if (first >= last) return hl;
    hl.first = first;
    hl.last = last;
    for (int i = first; i < last; ++i) {
        const Move& m = s.move(i);
        const State& before = s.state(i);
        const State& after = s.state(i + 1);
        const std::size_t p = P(before.to_move);
        switch (m.kind) {
            case MoveKind::kTake:
                hl.hand[p][I(m.a)] = 1;
                if (!m.IsFreeTake()) hl.area[p][I(m.b)] = 1;
                break;
            case MoveKind::kRefresh:
                for (std::size_t t = 0; t < hl.street.size(); ++t) {
                    if (after.street[t] > before.street[t] - (t == m.a ? 1 : 0)) hl.street[t] = 1;
                }
                break;
            case MoveKind::kAccountant: hl.area[p][I(m.a)] = 1; break;
            case MoveKind::kSwap:
                hl.hand[p][I(m.a)] = 1;
                hl.area[p][I(m.b)] = 1;
                break;
            case MoveKind::kBrute:
                hl.area[p][I(m.a)] = 1;
                hl.street[I(m.b)] = 1;
                break;
            case MoveKind::kPass: break;
        }
    }
    return hl;
}

Usable ComputeUsable(const MoveList& legal) {
    Usable u;
    for (const Move& m : legal) {
        switch (m.kind) {
            case MoveKind::kAccountant: u.hand[I(m.a)] = 1; break;
            case MoveKind::kBrute:
                u.hand[I(m.a)] = 1;
                u.street[I(m.b)] = 1;
                break;
            case MoveKind::kSwap:
                u.area[I(m.a)] = 1;
                u.hand[I(m.b)] = 1;
                break;
            case MoveKind::kRefresh: u.street[I(m.a)] = 1; break;
            case MoveKind::kTake:
                u.street[I(m.a)] = 1;
                u.take = true;
                if (!m.IsFreeTake()) u.hand[I(m.b)] = u.hand[I(m.c)] = 1;
                break;
            case MoveKind::kPass: break;
        }
    }
    return u;
}

bool SwapMode(const Scene& sc) {
    return sc.my_turn && sc.st.phase == Step::kSwap && sc.st.swaps_left > 0 && !sc.g.gesture.swap_closed &&
           LegalHas(sc.g.cache.legal, [](const Move& m) { return m.kind == MoveKind::kSwap; });
}

CardState GridCardState(const Scene& sc, const Usable& usable, const Highlights& hl, int seat, Zone zone, CardType t) {
    const TableUi& g = sc.g;
    const bool own = seat == sc.me, hand = zone == Zone::kHand;
    CardState s;
    if (own && sc.my_turn) {
        s.usable = hand ? usable.hand[I(t)] != 0 : usable.area[I(t)] != 0;
        // Swapping, before either half is picked: only hand cards that can be swapped in.
        if (hand && SwapMode(sc) && g.gesture.swap_area == kNoCard && g.gesture.swap_hand == kNoCard) {
            s.usable = s.usable &&
                       LegalHas(g.cache.legal, [&](const Move& m) { return m.kind == MoveKind::kSwap && m.b == t; });
        }
        s.dimmed = !s.usable;
        // In the take step the hand only pays: dimming every card that pays for nothing greys out most of it,
        // which reads as "disabled". It is dimmed only while a Street card's ways are offered, down to its payers.
        if (hand && CurrentStep(sc.st) == Step::kTake) {
            s.dimmed = g.overlay == Overlay::kChoice && !LegalHas(g.cache.legal, [&](const Move& m) {
                           return m.kind == MoveKind::kTake && m.a == g.gesture.chooser_card && (m.b == t || m.c == t);
                       });
        }
        s.selected = hand ? g.gesture.brute == t || g.gesture.swap_hand == t || g.gesture.payer_focus == t
                          : g.gesture.swap_area == t;
        s.payer = hand && g.gesture.hovered_choice_valid && g.gesture.hovered_choice.kind == MoveKind::kTake &&
                  (g.gesture.hovered_choice.b == t || g.gesture.hovered_choice.c == t);
    }
    s.last_move = (hand ? hl.hand[P(seat)] : hl.area[P(seat)])[I(t)] != 0;
    s.hint = own && HintUses(sc, zone, t);
    return s;
}

std::vector<StreetCard> StreetCards(const State& st) {
    std::vector<StreetCard> out;
    for (CardType t = 0; t < kNumTypes; ++t) {
        int fresh = st.street_new[I(t)];
        for (int k = 0; k < st.street[I(t)]; ++k) {
            const bool lowered = t == st.brute_target && k == 0;
            out.push_back({t, lowered ? st.brute_value : -1, fresh > 0, k});
            if (fresh > 0) --fresh;
        }
    }
    // In the variant, the cards a refresh drew this turn are set apart (after the others).
    if (st.new_cards_only) std::stable_partition(out.begin(), out.end(), [](const StreetCard& s) { return !s.is_new; });
    return out;
}

bool NewCardsSetApart(const State& st, const std::vector<StreetCard>& cards) {
    return st.new_cards_only && std::any_of(cards.begin(), cards.end(), [](const StreetCard& s) { return s.is_new; });
}

CardState StreetCardState(const Scene& sc, const Usable& usable, const Highlights& hl, const StreetCard& card) {
    const TableUi& g = sc.g;
    const CardType t = card.t;
    CardState s;
    s.usable = usable.street[I(t)] != 0;
    if (g.gesture.brute != kNoCard) {  // a Brute waits for its target
        s.usable = LegalHas(g.cache.legal, [&](const Move& m) {
            return m.kind == MoveKind::kBrute && m.a == g.gesture.brute && m.b == t;
        });
    }
    if (g.gesture.payer_focus != kNoCard) {
        s.payer = LegalHas(g.cache.legal, [&](const Move& m) {
            return m.kind == MoveKind::kTake && m.a == t &&
                   (m.b == g.gesture.payer_focus || m.c == g.gesture.payer_focus);
        });
    }
    s.dimmed = sc.my_turn && !s.usable;
    s.last_move = hl.street[I(t)] != 0;
    const Move& h = g.hint;
    s.hint = g.hint_valid && sc.my_turn && card.copy == 0 &&
             (h.kind == MoveKind::kBrute ? h.b == t
                                         : (h.kind == MoveKind::kTake || h.kind == MoveKind::kRefresh) && h.a == t);
    s.selected = g.gesture.chooser_card == t && (g.overlay == Overlay::kChoice || g.overlay == Overlay::kBruteValue);
    return s;
}

// ---- Ways and reasons -----------------------------------------------------------------------------------

std::vector<Move> StreetWays(const MoveList& legal, CardType t) {
    std::vector<Move> out;
    for (const Move& m : legal) {
        if ((m.kind == MoveKind::kTake || m.kind == MoveKind::kRefresh) && m.a == t) out.push_back(m);
    }
    return out;
}

std::vector<Move> BruteValues(const MoveList& legal, CardType brute, CardType target) {
    std::vector<Move> out;
    for (const Move& m : legal) {
        if (m.kind == MoveKind::kBrute && m.a == brute && m.b == target) out.push_back(m);
    }
    // Highest value first: the smallest reduction reads first, like a stepper going down.
    std::reverse(out.begin(), out.end());
    return out;
}

// The core's reason for the most telling candidate: a pair the hand actually holds (so the answer is about the
// pair's fit, not about missing cards).
Refusal WhyNoTake(const State& st, CardType t) {
    std::array<int, 2> values{};
    const int n = StreetValues(st, t, values);
    const int v = values[static_cast<std::size_t>(n - 1)];
    if (v == 0) return RefusalOf(st, Move::Take(t));
    const Counts& hand = st.hand[P(st.to_move)];
    CardType x = kNoCard, y = kNoCard;
    const CardType genuine = MakeCard(FamilyOf(t), v - 1);
    if (hand[I(genuine)]) x = genuine;
    for (CardType k = 0; k < kNumTypes && y == kNoCard; ++k) {
        if (hand[I(k)] == 0) continue;
        if (x == kNoCard) x = k;
        if (k != x || hand[I(k)] >= 2) y = k;
    }
    if (x == kNoCard || y == kNoCard) x = y = genuine;
    return RefusalOf(st, Move::Take(t, x, y));
}

std::string WhyNotHandCard(const Scene& sc, CardType t) {
    const State& st = sc.st;
    if (FamilyOf(t) == Family::kAccountants && RankOf(t) > 0)
        return WhyNotNote(sc.lang, RefusalOf(st, Move::Accountant(t)));
    if (FamilyOf(t) == Family::kBrutes && RankOf(t) > 0) {
        CardType target = kNoCard;
        for (CardType k = 0; k < kNumTypes; ++k) {
            if (st.street[I(k)] && RankOf(k) > 0) target = k;
        }
        const bool step_open = static_cast<int>(CurrentStep(st)) <= static_cast<int>(Step::kBrute);
        if (target == kNoCard && step_open) return sc.Tr(T::kNoBruteTarget);
        return WhyNotNote(sc.lang, RefusalOf(st, Move::Brute(t, target == kNoCard ? t : target, 0)));
    }
    return Fmt(sc.Tr(T::kNoActionWithCard), {CardCode(t)});
}

Refusal WhyNotAreaCard(const State& st, CardType t) {
    // The core says why this card cannot move now (no Accountant yet, locked, step closed...).
    CardType any_hand = t;
    for (CardType k = 0; k < kNumTypes; ++k) {
        if (st.hand[P(st.to_move)][I(k)]) any_hand = k;
    }
    return RefusalOf(st, Move::Swap(t, any_hand));
}

std::string WhyNotNote(Lang lang, const Refusal& refusal) {
    return Fmt(Text(lang, T::kWhyNot), {RefusalSentence(lang, refusal)});
}

// ---- Steps and scores -----------------------------------------------------------------------------------

int StepIndex(const State& st) {
    const Step now = CurrentStep(st);
    if (now == Step::kRefresh) return 0;
    if (now == Step::kAccountant || now == Step::kSwap) return 1;
    return now == Step::kBrute ? 2 : 3;
}

T StepName(int step) {
    constexpr T kNames[4] = {T::kStepRefresh, T::kStepAccountant, T::kStepBrute, T::kStepTake};
    return kNames[static_cast<std::size_t>(step)];
}

int FamilyPoints(const Counts& cards, Family f) {
    int points = 0;
    for (int r = 0; r < kNumRanks; ++r) {
        const CardType t = MakeCard(f, r);
        points += cards[I(t)] * VictoryPoints(t);
    }
    return points;
}

CardType HighestCard(const State& st, int seat) {
    CardType best = kNoCard;
    for (CardType t = 0; t < kNumTypes; ++t) {
        const int have = st.hand[P(seat)][I(t)] + st.area[P(seat)][I(t)];
        if (have && (best == kNoCard || VictoryPoints(t) > VictoryPoints(best))) best = t;
    }
    return best;
}

}  // namespace shell::games::famiglia
