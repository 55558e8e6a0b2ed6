// The rules engine. Section references are to docs/famiglia-rules.md.
//  [SECTION] helpers: zones, drawing, reshuffle, end trigger
//  [SECTION] turn flow: start and end of a turn
//  [SECTION] legality: one predicate per action kind, shared by LegalMoves and RefusalOf
//  [SECTION] applying actions
//  [SECTION] scoring
#include "famiglia/rules.h"

#include <algorithm>
#include <cstring>
#include <functional>
#include <vector>

#include "common/rng.h"

namespace fam {

namespace {

constexpr CardType kAccountant1 = MakeCard(Family::kAccountants, 1);
constexpr CardType kAccountant4 = MakeCard(Family::kAccountants, 4);
constexpr CardType kBrute1 = MakeCard(Family::kBrutes, 1);
constexpr CardType kBrute4 = MakeCard(Family::kBrutes, 4);
constexpr int kNoValue = -1;

std::size_t I(CardType t) { return t; }

// ---------------------------------------------------------------------------------------------------------
// [SECTION] helpers: zones, drawing, reshuffle, end trigger

bool Restricted(const State& s) { return s.new_cards_only && s.added_this_turn; }

// Copies of Street type t that count as value v in this turn's take.
int CopiesWithValue(const State& s, CardType t, int v) {
    const int c = s.street[I(t)];
    if (c == 0) return 0;
    if (t == s.brute_target) {
        if (v == s.brute_value) return 1;
        return v == RankOf(t) ? c - 1 : 0;
    }
    return v == RankOf(t) ? c : 0;
}

// Whether a take may target a copy of t with value v (§5.3 A4, §5.6). With the variant, the copy must be
// new; the Brute's copy is whichever makes the take possible (the copies are the same card for the game).
bool CanTarget(const State& s, CardType t, int v) {
    const int copies = CopiesWithValue(s, t, v);
    if (copies == 0) return false;
    if (!Restricted(s)) return true;
    const int fresh = s.street_new[I(t)];
    if (t == s.brute_target && v != s.brute_value) return std::min(fresh, copies) >= 1;
    return fresh >= 1;
}

void RemoveFromStreet(State& s, CardType t) {
    --s.street[I(t)];
    // Of identical copies, the old one leaves first: keeps the most choice under the variant.
    s.street_new[I(t)] = std::min(s.street_new[I(t)], s.street[I(t)]);
}

void DrawOne(State& s) {
    const CardType t = s.deck[s.deck_size - 1u];
    s.deck[--s.deck_size] = 0;
    s.deck_known_bottom = std::min(s.deck_known_bottom, s.deck_size);
    ++s.street[I(t)];
    ++s.street_new[I(t)];
    s.added_this_turn = true;
}

// §5.5: the first time the draw pile is empty, the discard pile becomes the new draw pile, shuffled with
// the generator stored in the state (so Apply stays a pure function of state and action).
void Reshuffle(State& s) {
    s.deck_size = 0;
    for (int t = 0; t < kNumTypes; ++t) {
        for (int k = 0; k < s.discard[I(static_cast<CardType>(t))]; ++k)
            s.deck[s.deck_size++] = static_cast<CardType>(t);
    }
    Rng rng(s.rng);
    rng.Shuffle(s.deck.data(), s.deck_size);
    s.rng = rng.state();
    s.discard = {};
    s.second_pass = true;
    s.deck_known_bottom = 0;
}

bool CanReshuffle(const State& s) { return !s.second_pass && TotalCards(s.discard) > 0; }

// Draws up to `count` cards into the Street. In the first pass an empty pile is reshuffled at once, also
// mid-draw (§2.7, §4 items 11 and 12). Returns whether the reshuffle happened.
bool DrawIntoStreet(State& s, int count) {
    bool reshuffled = false;
    for (int i = 0; i < count; ++i) {
        if (s.deck_size == 0) {
            if (!CanReshuffle(s)) break;
            Reshuffle(s);
            reshuffled = true;
        }
        DrawOne(s);
    }
    if (s.deck_size == 0 && CanReshuffle(s)) {
        Reshuffle(s);
        reshuffled = true;
    }
    return reshuffled;
}

// §5.7: the trigger turn is the current one, or the next one when the end-of-turn refill emptied the pile
// (§2.6). The game ends after the second player's turn of the round holding the trigger turn.
void TriggerEnd(State& s, bool belongs_to_next_turn) {
    if (s.turns_left != kNotTriggered) return;
    const int trigger_player = belongs_to_next_turn ? 1 - s.to_move : s.to_move;
    s.turns_left = trigger_player == s.first ? 2 : 1;
}

bool HasAny(const Counts& c, CardType lo, CardType hi) {
    for (CardType t = lo; t <= hi; ++t) {
        if (c[I(t)]) return true;
    }
    return false;
}

bool StreetHasLowerable(const State& s) {
    for (int t = 0; t < kNumTypes; ++t) {
        if (s.street[I(static_cast<CardType>(t))] && RankOf(static_cast<CardType>(t)) >= 1) return true;
    }
    return false;
}

// ---------------------------------------------------------------------------------------------------------
// [SECTION] turn flow

// Once a later step is played, the Accountant's locks mean nothing any more: they go, so that the locked
// cards can be paid or played like any other.
void CloseAccountantStep(State& s) {
    s.swaps_left = 0;
    s.swap_locked_area = {};
    s.swap_locked_hand = {};
}

void StartTurn(State& s) {
    s.phase = Step::kRefresh;
    s.actions_this_turn = 0;
    s.refreshes_left = s.second_pass ? 1 : kUnlimited;
    s.added_this_turn = false;
    CloseAccountantStep(s);
    s.brute_target = kNoCard;
    s.brute_value = 0;
    s.street_new = {};
}

void FinishGame(State& s) {
    s.over = true;
    s.phase = Step::kOver;
    s.brute_target = kNoCard;
    s.brute_value = 0;
}

// §5.3 END_TURN: refill an empty Street (§4 item 8), count down the last turns, hand over.
void EndTurn(State& s) {
    s.brute_target = kNoCard;
    s.brute_value = 0;
    if (s.turns_left != kNotTriggered) {
        if (--s.turns_left == 0) {
            FinishGame(s);
            return;
        }
    } else if (TotalCards(s.street) == 0 && s.deck_size > 0) {
        DrawIntoStreet(s, kStreetSize);
        if (s.deck_size == 0) TriggerEnd(s, /*belongs_to_next_turn=*/true);
    }
    s.to_move = static_cast<std::uint8_t>(1 - s.to_move);
    StartTurn(s);
}

// ---------------------------------------------------------------------------------------------------------
// [SECTION] legality

bool CanRefresh(const State& s) {
    return !s.over && s.phase == Step::kRefresh && s.refreshes_left > 0 && s.deck_size > 0 && !StreetHasZero(s) &&
           TotalCards(s.street) > 0;
}

bool AccountantOpen(const State& s) { return !s.over && s.phase <= Step::kAccountant; }
bool SwapOpen(const State& s) { return !s.over && s.phase == Step::kSwap && s.swaps_left > 0; }
bool BruteOpen(const State& s) { return !s.over && s.phase <= Step::kBrute; }

int Movable(const Counts& zone, const Counts& locked, CardType t) { return zone[I(t)] - locked[I(t)]; }

// The value a paid take of `target` with hand cards x, y would use, or kNoValue if the pair cannot pay for
// any value (§2.1-2.3, §5.3 A4): one genuine card (target family, rank v-1), the other genuine or a
// Mercenary joker of rank >= v. At most one value fits a given pair (proof: rules_take_test).
int PairValue(CardType target, CardType x, CardType y) {
    const Family f = FamilyOf(target);
    auto fits = [&](CardType genuine, CardType other) -> int {
        if (FamilyOf(genuine) != f) return kNoValue;
        const int v = RankOf(genuine) + 1;
        if (v > RankOf(target)) return kNoValue;  // a take never pays more than the printed rank asks
        const bool other_ok = other == genuine || (FamilyOf(other) == Family::kMercenaries && RankOf(other) >= v);
        return other_ok ? v : kNoValue;
    };
    const int vx = fits(x, y);
    return vx != kNoValue ? vx : fits(y, x);
}

bool HandHolds(const Counts& hand, CardType x, CardType y) {
    return x == y ? hand[I(x)] >= 2 : hand[I(x)] >= 1 && hand[I(y)] >= 1;
}

using RC = RefusalCode;

Refusal Refuse(RefusalCode code, CardType a = kNoCard, CardType b = kNoCard, int n0 = 0, int n1 = 0) {
    return Refusal{code, {a, b}, {n0, n1}, false};
}

Refusal RefreshRefusal(const State& s, CardType t) {
    if (s.phase != Step::kRefresh) return Refuse(RC::kRefreshClosed);
    if (s.deck_size == 0) return Refuse(RC::kDrawPileEmpty);
    if (StreetHasZero(s)) return Refuse(RC::kZeroInStreet);
    if (s.refreshes_left == 0) return Refuse(RC::kOneRefreshPerTurn);
    if (s.street[I(t)] == 0) return Refuse(RC::kNotInStreet, t);
    return {};
}

Refusal AccountantRefusal(const State& s, CardType c) {
    if (FamilyOf(c) != Family::kAccountants) return Refuse(RC::kNotAnAccountant, c);
    if (RankOf(c) == 0) return Refuse(RC::kNoAbility, c);
    if (!AccountantOpen(s)) return Refuse(RC::kAccountantClosed);
    if (s.hand[s.to_move][I(c)] == 0) return Refuse(RC::kNotInHand, c);
    return {};
}

Refusal SwapRefusal(const State& s, CardType x, CardType y) {
    if (s.phase < Step::kSwap) return Refuse(RC::kSwapNeedsAccountant);
    if (s.phase > Step::kSwap) return Refuse(RC::kSwapClosed);
    if (s.swaps_left == 0) return Refuse(RC::kNoSwapsLeft);
    const std::size_t p = s.to_move;
    if (s.area[p][I(x)] == 0) return Refuse(RC::kNotInArea, x);
    if (Movable(s.area[p], s.swap_locked_area, x) <= 0) return Refuse(RC::kAreaCardLocked, x);
    if (s.hand[p][I(y)] == 0) return Refuse(RC::kNotInHand, y);
    if (Movable(s.hand[p], s.swap_locked_hand, y) <= 0) return Refuse(RC::kHandCardLocked, y);
    return {};
}

Refusal BruteRefusal(const State& s, CardType c, CardType t, int v) {
    if (FamilyOf(c) != Family::kBrutes) return Refuse(RC::kNotABrute, c);
    if (RankOf(c) == 0) return Refuse(RC::kNoAbility, c);
    if (!BruteOpen(s)) return Refuse(RC::kBruteClosed);
    if (s.hand[s.to_move][I(c)] == 0) return Refuse(RC::kNotInHand, c);
    if (s.street[I(t)] == 0) return Refuse(RC::kNotInStreet, t);
    const int p = RankOf(t);
    if (p == 0) return Refuse(RC::kRankZeroTarget, t);
    if (v >= p) return Refuse(RC::kValueNotBelowRank, t, kNoCard, p);
    if (p - v > RankOf(c)) return Refuse(RC::kBruteTooWeak, c, t, RankOf(c), std::max(0, p - RankOf(c)));
    return {};
}

Refusal TakeRefusal(const State& s, const Move& m) {
    const CardType t = m.a;
    if (s.street[I(t)] == 0) return Refuse(RC::kNotInStreet, t);
    const std::size_t p = s.to_move;
    if (m.IsFreeTake()) {
        if (CopiesWithValue(s, t, 0) == 0) return Refuse(RC::kNotFree, t, kNoCard, RankOf(t));
        if (!CanTarget(s, t, 0)) return Refuse(RC::kNewCardsOnly, t);
        return {};
    }
    const CardType x = m.b, y = m.c;
    if (!HandHolds(s.hand[p], x, y)) return x == y ? Refuse(RC::kNeedTwo, x) : Refuse(RC::kNeedPair, x, y);
    const int v = PairValue(t, x, y);
    std::array<int, 2> values{};
    const int nvalues = StreetValues(s, t, values);
    if (v == kNoValue || CopiesWithValue(s, t, v) == 0) {
        const int want = values[static_cast<std::size_t>(nvalues - 1)];
        Refusal r =
            want == 0 ? Refuse(RC::kPairTakeFree, t) : Refuse(RC::kPairNeeds, t, MakeCard(FamilyOf(t), want - 1), want);
        r.two_jokers = FamilyOf(x) == Family::kMercenaries && FamilyOf(y) == Family::kMercenaries &&
                       FamilyOf(t) != Family::kMercenaries;
        return r;
    }
    if (!CanTarget(s, t, v)) return Refuse(RC::kNewCardsOnly, t);
    return {};
}

// ---------------------------------------------------------------------------------------------------------
// [SECTION] applying actions (each assumes legality was checked)

void DoRefresh(State& s, CardType t) {
    const bool was_second = s.second_pass;
    RemoveFromStreet(s, t);
    if (!was_second) {
        ++s.discard[I(t)];
    } else {
        // §5.3 second pass: the card slides face down under the pile, in everyone's view.
        std::memmove(s.deck.data() + 1, s.deck.data(), s.deck_size);
        s.deck[0] = t;
        ++s.deck_size;
        ++s.deck_known_bottom;
    }
    const bool reshuffled = DrawIntoStreet(s, RankOf(t));
    if (s.deck_size == 0) TriggerEnd(s, /*belongs_to_next_turn=*/false);
    if (was_second) {
        s.refreshes_left = 0;
    } else if (reshuffled) {
        s.refreshes_left = 1;  // §2.7: one more step, second-pass style
    }
}

void DoTake(State& s, const Move& m) {
    const std::size_t p = s.to_move;
    CloseAccountantStep(s);
    RemoveFromStreet(s, m.a);
    ++s.hand[p][I(m.a)];
    if (!m.IsFreeTake()) {
        --s.hand[p][I(m.b)];
        ++s.area[p][I(m.b)];  // the first-named payer goes to the play area, the other stays in hand
    }
    s.pass_streak = 0;
    EndTurn(s);
}

}  // namespace

const char* StepName(Step s) {
    switch (s) {
        case Step::kRefresh: return "refresh";
        case Step::kAccountant: return "accountant";
        case Step::kSwap: return "swap";
        case Step::kBrute: return "brute";
        case Step::kTake: return "take";
        case Step::kOver: return "over";
    }
    return "?";
}

bool StreetHasZero(const State& s) {
    for (int f = 0; f < kNumFamilies; ++f) {
        if (s.street[I(MakeCard(static_cast<Family>(f), 0))]) return true;
    }
    return false;
}

bool AtTurnStart(const State& s) { return !s.over && s.actions_this_turn == 0; }

Counts DeckCounts(const State& s) {
    Counts c{};
    for (int i = 0; i < s.deck_size; ++i) ++c[I(s.deck[static_cast<std::size_t>(i)])];
    return c;
}

int StreetValues(const State& s, CardType t, std::array<int, 2>& values) {
    int n = 0;
    if (t == s.brute_target) values[static_cast<std::size_t>(n++)] = s.brute_value;
    if (CopiesWithValue(s, t, RankOf(t)) > 0) values[static_cast<std::size_t>(n++)] = RankOf(t);
    return n;
}

Result<State> NewGame(const Setup& setup) {
    if (setup.first != 0 && setup.first != 1 && setup.first != kRandomFirst)
        return Result<State>::Error("the start player must be 0 or 1, not " + std::to_string(setup.first));
    return NewGame(setup.seed, setup.rules, setup.first);
}

State NewGame(std::uint64_t seed, const Rules& rules, int first) {
    State s;
    s.new_cards_only = rules.new_cards_only;
    for (int f = 0; f < kNumFamilies; ++f) {
        const CardType zero = MakeCard(static_cast<Family>(f), 0);
        s.hand[0][I(zero)] = 1;  // the two starting sets (§1.1, §5.2)
        s.hand[1][I(zero)] = 1;
    }
    for (int t = 0; t < kNumTypes; ++t) {
        const int copies = CopiesInGame(static_cast<CardType>(t)) - (RankOf(static_cast<CardType>(t)) == 0 ? 2 : 0);
        for (int k = 0; k < copies; ++k) s.deck[s.deck_size++] = static_cast<CardType>(t);
    }
    Rng deal = Rng::Stream(seed, 0);
    deal.Shuffle(s.deck.data(), s.deck_size);
    if (first == kRandomFirst) {
        Rng pick = Rng::Stream(seed, 1);
        first = static_cast<int>(pick.Below(2));
    }
    s.first = static_cast<std::uint8_t>(first);
    s.to_move = s.first;
    s.rng = Rng::Stream(seed, 2).state();
    for (int i = 0; i < kStreetSize; ++i) DrawOne(s);
    StartTurn(s);
    return s;
}

Step CurrentStep(const State& s) {
    if (s.over) return Step::kOver;
    if (CanRefresh(s)) return Step::kRefresh;
    const Counts& hand = s.hand[s.to_move];
    if (AccountantOpen(s) && HasAny(hand, kAccountant1, kAccountant4)) return Step::kAccountant;
    if (SwapOpen(s)) {
        for (int x = 0; x < kNumTypes; ++x) {
            if (Movable(s.area[s.to_move], s.swap_locked_area, static_cast<CardType>(x)) > 0) {
                for (int y = 0; y < kNumTypes; ++y) {
                    if (Movable(hand, s.swap_locked_hand, static_cast<CardType>(y)) > 0) return Step::kSwap;
                }
                break;
            }
        }
    }
    if (BruteOpen(s) && HasAny(hand, kBrute1, kBrute4) && StreetHasLowerable(s)) return Step::kBrute;
    return Step::kTake;
}

void LegalMoves(const State& s, MoveList& out) {
    out.clear();
    if (s.over) return;
    const std::size_t p = s.to_move;
    const Counts& hand = s.hand[p];

    if (AccountantOpen(s)) {
        for (CardType c = kAccountant1; c <= kAccountant4; ++c) {
            if (hand[I(c)]) out.push_back(Move::Accountant(c));
        }
    }
    if (BruteOpen(s)) {
        for (CardType c = kBrute1; c <= kBrute4; ++c) {
            if (!hand[I(c)]) continue;
            for (CardType t = 0; t < kNumTypes; ++t) {
                const int rank = RankOf(t);
                if (!s.street[I(t)] || rank == 0) continue;
                for (int v = std::max(0, rank - RankOf(c)); v < rank; ++v) out.push_back(Move::Brute(c, t, v));
            }
        }
    }
    out.push_back(Move::Pass());
    if (CanRefresh(s)) {
        for (CardType t = 0; t < kNumTypes; ++t) {
            if (s.street[I(t)]) out.push_back(Move::Refresh(t));
        }
    }
    if (SwapOpen(s)) {
        for (CardType x = 0; x < kNumTypes; ++x) {
            if (Movable(s.area[p], s.swap_locked_area, x) <= 0) continue;
            for (CardType y = 0; y < kNumTypes; ++y) {
                if (Movable(hand, s.swap_locked_hand, y) > 0) out.push_back(Move::Swap(x, y));
            }
        }
    }
    for (CardType t = 0; t < kNumTypes; ++t) {
        if (!s.street[I(t)]) continue;
        std::array<int, 2> values{};
        const int nvalues = StreetValues(s, t, values);
        const int first_paid = out.size();
        int paid_values = 0;
        for (int i = 0; i < nvalues; ++i) {
            const int v = values[static_cast<std::size_t>(i)];
            if (!CanTarget(s, t, v)) continue;
            if (v == 0) {
                out.push_back(Move::Take(t));
                continue;
            }
            // Every pair needs the genuine card (one joker at most, §2.2): without it there is no take.
            const CardType genuine = MakeCard(FamilyOf(t), v - 1);
            if (!hand[I(genuine)]) continue;
            ++paid_values;
            // Payers: the genuine card and the Mercenary jokers that outrank v, in card-code order.
            std::array<CardType, 5> payers{};
            int n = 0;
            bool genuine_placed = false;
            for (int r = v; r <= 4; ++r) {
                const CardType joker = MakeCard(Family::kMercenaries, r);
                if (!genuine_placed && genuine < joker) {
                    payers[static_cast<std::size_t>(n++)] = genuine;
                    genuine_placed = true;
                }
                payers[static_cast<std::size_t>(n++)] = joker;
            }
            if (!genuine_placed) payers[static_cast<std::size_t>(n++)] = genuine;
            for (int i1 = 0; i1 < n; ++i1) {
                const CardType x = payers[static_cast<std::size_t>(i1)];
                for (int i2 = 0; i2 < n; ++i2) {
                    const CardType y = payers[static_cast<std::size_t>(i2)];
                    if (x != genuine && y != genuine) continue;  // one joker at most (§2.2)
                    if (HandHolds(hand, x, y)) out.push_back(Move::Take(t, x, y));
                }
            }
        }
        if (paid_values == 2) {
            std::sort(out.begin() + first_paid, out.end(), [](const Move& l, const Move& r) {
                if (l.IsFreeTake() != r.IsFreeTake()) return l.IsFreeTake();
                return l.b != r.b ? l.b < r.b : l.c < r.c;
            });
        }
    }
}

Refusal RefusalOf(const State& s, const Move& m) {
    if (s.over) return Refuse(RC::kGameOver);
    auto bad_card = [](CardType t) { return t >= kNumTypes; };
    switch (m.kind) {
        case MoveKind::kPass: return {};
        case MoveKind::kRefresh:
            if (bad_card(m.a)) return Refuse(RC::kNotACard);
            return RefreshRefusal(s, m.a);
        case MoveKind::kAccountant:
            if (bad_card(m.a)) return Refuse(RC::kNotACard);
            return AccountantRefusal(s, m.a);
        case MoveKind::kSwap:
            if (bad_card(m.a) || bad_card(m.b)) return Refuse(RC::kNotACard);
            return SwapRefusal(s, m.a, m.b);
        case MoveKind::kBrute:
            if (bad_card(m.a) || bad_card(m.b)) return Refuse(RC::kNotACard);
            return BruteRefusal(s, m.a, m.b, m.value);
        case MoveKind::kTake:
            if (bad_card(m.a) || (m.b == kNoCard) != (m.c == kNoCard)) return Refuse(RC::kNotACard);
            if (!m.IsFreeTake() && (bad_card(m.b) || bad_card(m.c))) return Refuse(RC::kNotACard);
            return TakeRefusal(s, m);
    }
    return Refuse(RC::kUnknownAction);
}

std::string IllegalReason(const State& s, const Move& m) { return RefusalText(RefusalOf(s, m)); }

void ApplyLegal(State& s, const Move& m) {
    const std::size_t p = s.to_move;
    ++s.actions_this_turn;
    switch (m.kind) {
        case MoveKind::kRefresh: DoRefresh(s, m.a); break;
        case MoveKind::kAccountant:
            --s.hand[p][I(m.a)];
            ++s.area[p][I(m.a)];
            ++s.swap_locked_area[I(m.a)];
            s.swaps_left = static_cast<std::uint8_t>(RankOf(m.a));
            s.phase = Step::kSwap;
            break;
        case MoveKind::kSwap:
            --s.area[p][I(m.a)];
            ++s.hand[p][I(m.a)];
            ++s.swap_locked_hand[I(m.a)];
            --s.hand[p][I(m.b)];
            ++s.area[p][I(m.b)];
            ++s.swap_locked_area[I(m.b)];
            --s.swaps_left;
            break;
        case MoveKind::kBrute:
            --s.hand[p][I(m.a)];
            ++s.area[p][I(m.a)];
            s.brute_target = m.b;
            s.brute_value = m.value;
            s.phase = Step::kTake;
            CloseAccountantStep(s);
            break;
        case MoveKind::kTake: DoTake(s, m); break;
        case MoveKind::kPass:
            // §2.9: two passes in directly consecutive turns end the game at once (§4 item 17).
            if (++s.pass_streak == 2) {
                FinishGame(s);
            } else {
                EndTurn(s);
            }
            break;
    }
}

Result<State> Apply(const State& s, const Move& m) {
    const Refusal refusal = RefusalOf(s, m);
    if (refusal.refused()) return Result<State>::Error(RefusalText(refusal));
    State next = s;
    ApplyLegal(next, m);
    return next;
}

Refusal ApplyInPlace(State& s, const Move& m) {
    const Refusal refusal = RefusalOf(s, m);
    if (!refusal.refused()) ApplyLegal(s, m);
    return refusal;
}

// ---------------------------------------------------------------------------------------------------------
// [SECTION] scoring

int Score(const State& s, int player) {
    return TotalVictoryPoints(s.hand[static_cast<std::size_t>(player)]) +
           TotalVictoryPoints(s.area[static_cast<std::size_t>(player)]);
}

Outcome OutcomeOf(const State& s) {
    Outcome o;
    o.scores = {Score(s, 0), Score(s, 1)};
    if (o.scores[0] != o.scores[1]) {
        o.winner = o.scores[0] > o.scores[1] ? 0 : 1;
        return o;
    }
    // Tie: card VPs sorted descending; the first entry is the single highest card (§2.10), the rest the
    // house rule (§4 item 18). A longer list with equal prefix has extra 0-VP cards and ranks higher.
    std::array<std::vector<int>, 2> vps;
    for (std::size_t p = 0; p < 2; ++p) {
        for (int t = kNumTypes - 1; t >= 0; --t) {
            const CardType card = static_cast<CardType>(t);
            vps[p].insert(vps[p].end(), s.hand[p][card] + s.area[p][card], VictoryPoints(card));
        }
        std::sort(vps[p].begin(), vps[p].end(), std::greater<>());
    }
    if (vps[0] != vps[1]) {
        const auto diff = std::mismatch(vps[0].begin(), vps[0].end(), vps[1].begin(), vps[1].end());
        o.winner = std::lexicographical_compare(vps[1].begin(), vps[1].end(), vps[0].begin(), vps[0].end()) ? 0 : 1;
        o.tie_break = diff.first == vps[0].begin() ? TieBreak::kHighestCard : TieBreak::kSortedCards;
        return o;
    }
    o.tie_break = TieBreak::kShared;
    return o;
}

}  // namespace fam
