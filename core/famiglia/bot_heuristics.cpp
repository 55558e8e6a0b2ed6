// Hand analysis, the end-of-turn evaluation and the greedy policy of the bots (bot_heuristics.h).
//  [SECTION] what a hand can take
//  [SECTION] evaluation (Normal)
//  [SECTION] greedy policy (Easy, Expert playouts)
#include "famiglia/bot_heuristics.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>

namespace fam::detail {

namespace {

std::size_t I(CardType t) { return t; }
CardType Card(Family f, int rank) { return MakeCard(f, rank); }
CardType Merc(int rank) { return MakeCard(Family::kMercenaries, rank); }
CardType BruteCard(int rank) { return MakeCard(Family::kBrutes, rank); }
CardType AccountantCard(int rank) { return MakeCard(Family::kAccountants, rank); }

constexpr double kNever = -1e9;

// Fewest cards an Accountant must bring back from `area` so that `hand` (the Accountant already played)
// can pay for (f, v); -1 if it cannot. Each card brought back needs a hand card to go down in exchange,
// and that card must not be one of the payers.
int RetrievalsToPay(const Counts& hand, const Counts& area, Family f, int v, int budget) {
    const CardType g = Card(f, v - 1);
    const int hand_total = TotalCards(hand);
    int best = -1;
    auto consider = [&](int cost, int payers_in_hand) {
        if (cost > budget || hand_total - payers_in_hand < cost) return;
        if (best < 0 || cost < best) best = cost;
    };
    // Genuine pair.
    const int have = std::min<int>(hand[I(g)], 2);
    if (area[I(g)] >= 2 - have) consider(2 - have, have);
    // Genuine card plus a Mercenary joker of rank >= v.
    const int g_cost = hand[I(g)] ? 0 : (area[I(g)] ? 1 : 99);
    for (int r = v; r <= 4; ++r) {
        const CardType m = Merc(r);
        const int m_cost = hand[I(m)] ? 0 : (area[I(m)] ? 1 : 99);
        const int cost = g_cost + m_cost;
        if (cost < 99) consider(cost, 2 - cost);
    }
    return best;
}

// Whether the hand reaches Street card t with a Brute (the Brute leaves the hand first).
bool BruteReaches(const Counts& hand, CardType t) {
    const int p = RankOf(t);
    for (int b = 1; b <= 4; ++b) {
        if (!hand[I(BruteCard(b))]) continue;
        if (p <= b) return true;  // lowered to 0: free
        Counts h = hand;
        --h[I(BruteCard(b))];
        for (int v = p - b; v < p; ++v) {
            if (CanPay(h, FamilyOf(t), v)) return true;
        }
    }
    return false;
}

bool DirectlyTakes(const Counts& hand, CardType t) { return RankOf(t) == 0 || CanPay(hand, FamilyOf(t), RankOf(t)); }

bool AccountantReaches(const Counts& hand, const Counts& area, CardType t) {
    for (int a = 1; a <= 4; ++a) {
        const CardType acc = AccountantCard(a);
        if (!hand[I(acc)]) continue;
        Counts h = hand;
        --h[I(acc)];
        if (RetrievalsToPay(h, area, FamilyOf(t), RankOf(t), a) >= 0) return true;
        // Bring back a Brute and use it at once.
        if (TotalCards(h) == 0) continue;
        for (int b = 1; b <= 4; ++b) {
            const CardType brute = BruteCard(b);
            if (!area[I(brute)]) continue;
            Counts hb = h;
            ++hb[I(brute)];
            if (BruteReaches(hb, t)) return true;
        }
    }
    return false;
}

int Owned(const State& s, int p, CardType t) {
    return s.hand[static_cast<std::size_t>(p)][I(t)] + s.area[static_cast<std::size_t>(p)][I(t)];
}

}  // namespace

// ---------------------------------------------------------------------------------------------------------
// [SECTION] what a hand can take

bool CanPay(const Counts& hand, Family f, int v) {
    const CardType g = Card(f, v - 1);
    if (hand[I(g)] >= 2) return true;
    if (hand[I(g)] == 0) return false;
    for (int r = v; r <= 4; ++r) {
        if (hand[I(Merc(r))]) return true;  // rank r >= v > v - 1: never the genuine card itself
    }
    return false;
}

Counts Pool(const State& s) {
    Counts pool = s.street;
    for (int i = 0; i < s.deck_size; ++i) ++pool[I(s.deck[static_cast<std::size_t>(i)])];
    for (int t = 0; t < kNumTypes; ++t)
        pool[static_cast<std::size_t>(t)] =
            static_cast<std::uint8_t>(pool[static_cast<std::size_t>(t)] + s.discard[static_cast<std::size_t>(t)]);
    return pool;
}

Gain BestGain(const Counts& hand, const Counts& area, const Counts& street, const CardValues* value) {
    Gain best;
    for (int t = kNumTypes - 1; t >= 0; --t) {
        const CardType card = static_cast<CardType>(t);
        if (!street[I(card)]) continue;
        const double v = value ? (*value)[I(card)] : VictoryPoints(card);
        if (v <= best.value) continue;
        if (DirectlyTakes(hand, card) || BruteReaches(hand, card) || AccountantReaches(hand, area, card)) {
            best.vp = VictoryPoints(card);
            best.value = v;
            best.card = card;
        }
    }
    return best;
}

bool Leads(const State& s, int player) {
    const int mine = Score(s, player), theirs = Score(s, 1 - player);
    if (mine != theirs) return mine > theirs;
    return OutcomeOf(s).winner == player;
}

// ---------------------------------------------------------------------------------------------------------
// [SECTION] evaluation (Normal)

namespace {

constexpr double kEndgameBonus = 500.0;  // a result that is sure
constexpr double kSharedPenalty = 50.0;  // a shared win, against playing on

// What owning each card type in hand is worth to a player: its victory points plus, while enough cards are
// left to win, what it does for the hand (§6.1 active-hand economy, §6.2).
CardValues HandValues(const EvalWeights& w, int pool_cards) {
    const double phase = std::min(1.0, pool_cards / w.phase_cards);
    CardValues v{};
    for (int t = 0; t < kNumTypes; ++t) {
        const CardType card = static_cast<CardType>(t);
        const int r = RankOf(card);
        double tool = 0;
        if (r == 0) {
            tool = w.zero;
        } else if (FamilyOf(card) == Family::kMercenaries) {
            tool = w.merc * r;
        } else if (FamilyOf(card) == Family::kBrutes) {
            tool = w.brute * r;
        } else if (FamilyOf(card) == Family::kAccountants) {
            tool = w.acct * r;
        }
        v[I(card)] = VictoryPoints(card) + phase * tool;
    }
    return v;
}

// What a hand can still reach from the cards left, in victory points: every card it can pay for (payers
// and jokers can be used again and again), plus for each Brute (used once) the best card only a Brute
// brings within reach.
double Reach(const Counts& hand, const Counts& pool) {
    double pot = 0;
    int brutes = 0;
    for (int b = 1; b <= 4; ++b) brutes += hand[I(BruteCard(b))];
    std::array<int, 8> brute_only{};  // the best few, descending
    for (int t = 0; t < kNumTypes; ++t) {
        const CardType card = static_cast<CardType>(t);
        if (!pool[I(card)] || RankOf(card) == 0) continue;
        if (CanPay(hand, FamilyOf(card), RankOf(card))) {
            pot += pool[I(card)] * VictoryPoints(card);
        } else if (brutes > 0 && BruteReaches(hand, card)) {
            for (int k = 0; k < pool[I(card)]; ++k) {
                int v = VictoryPoints(card);
                for (int& slot : brute_only) {
                    if (v > slot) std::swap(v, slot);
                }
            }
        }
    }
    for (int i = 0; i < std::min(brutes, 8); ++i) pot += brute_only[static_cast<std::size_t>(i)];
    return pot;
}

// A player's holdings: victory points of everything owned plus the tool value of the hand (an Accountant
// counts only while the play area holds something to bring back).
double Holdings(const State& s, int p, const CardValues& value) {
    const Counts& hand = s.hand[static_cast<std::size_t>(p)];
    const Counts& area = s.area[static_cast<std::size_t>(p)];
    const bool area_empty = TotalCards(area) == 0;
    double h = 0;
    for (int t = 0; t < kNumTypes; ++t) {
        const CardType card = static_cast<CardType>(t);
        const bool idle_accountant = area_empty && FamilyOf(card) == Family::kAccountants;
        h += hand[I(card)] * (idle_accountant ? VictoryPoints(card) : value[I(card)]) +
             area[I(card)] * VictoryPoints(card);
    }
    return h;
}

double SureResult(double margin) {
    if (margin > 0) return kEndgameBonus + margin;
    if (margin < 0) return -kEndgameBonus + margin;
    return margin;
}

}  // namespace

bool ParseEvalWeights(const char* text, EvalWeights& w) {
    struct Field {
        const char* name;
        double EvalWeights::*member;
    };
    static constexpr Field kFields[] = {
        {"threat", &EvalWeights::threat}, {"reply", &EvalWeights::reply},
        {"refill", &EvalWeights::refill}, {"dig", &EvalWeights::dig},
        {"pot", &EvalWeights::pot},       {"zero", &EvalWeights::zero},
        {"merc", &EvalWeights::merc},     {"brute", &EvalWeights::brute},
        {"acct", &EvalWeights::acct},     {"phase_cards", &EvalWeights::phase_cards},
    };
    std::string all = text;
    for (std::size_t pos = 0; pos < all.size();) {
        const std::size_t comma = std::min(all.find(',', pos), all.size());
        const std::string item = all.substr(pos, comma - pos);
        const std::size_t eq = item.find('=');
        if (eq == std::string::npos) return false;
        bool found = false;
        for (const Field& f : kFields) {
            if (item.compare(0, eq, f.name) == 0 && std::strlen(f.name) == eq) {
                w.*(f.member) = std::strtod(item.c_str() + eq + 1, nullptr);
                found = true;
            }
        }
        if (!found) return false;
        pos = comma + 1;
    }
    return true;
}

double EvaluateTurnEnd(const State& s, int me, bool street_unknown, const EvalWeights& w) {
    const int opp = 1 - me;
    const double d = Score(s, me) - Score(s, opp);
    if (s.over) {
        const int winner = OutcomeOf(s).winner;
        // A shared win (e.g. two passes at 1-1) is better than a loss, but a game is worth playing on.
        return (winner == me ? 2 * kEndgameBonus : winner == opp ? -2 * kEndgameBonus : -kSharedPenalty) + d;
    }
    const std::size_t om = static_cast<std::size_t>(opp), mm = static_cast<std::size_t>(me);
    const Counts pool = Pool(s);
    const CardValues value = HandValues(w, TotalCards(pool));
    Gain threat;
    double threat_value = 0, threat_vp = 0;
    bool opp_can_take = true;
    if (street_unknown) {
        threat_value = threat_vp = w.refill;
    } else {
        threat = BestGain(s.hand[om], s.area[om], s.street, &value);
        threat_value = std::max(0.0, threat.value);
        threat_vp = std::max(0, threat.vp);
        opp_can_take = threat.vp >= 0;
        const bool can_dig = !s.second_pass && s.deck_size > 0 && !StreetHasZero(s) && TotalCards(s.street) > 0;
        if (can_dig) {
            threat_value = std::max(threat_value, w.dig);
            opp_can_take = true;
        }
    }
    // §6.1 the early-end weapon: after my pass, a leading opponent ends the game; one who cannot take
    // anything must pass and so ends it for me.
    if (s.pass_streak == 1) {
        if (Leads(s, opp)) return SureResult(-1 - std::max(0.0, -d));
        if (!opp_can_take) return Leads(s, me) ? SureResult(d > 0 ? d : 1) : -kSharedPenalty;  // they must pass
    }
    double reply_value = w.refill, reply_vp = w.refill;
    if (!street_unknown) {
        Counts street = s.street;
        if (threat.card != kNoCard) --street[I(threat.card)];
        if (TotalCards(street) > 0 || s.deck_size == 0) {
            const Gain g = BestGain(s.hand[mm], s.area[mm], street, &value);
            reply_value = std::max(0.0, g.value);
            reply_vp = std::max(0, g.vp);
        }
    }
    if (s.turns_left == 1) return SureResult(d - threat_vp);
    if (s.turns_left == 2) return SureResult(d - threat_vp + reply_vp);
    return Holdings(s, me, value) - Holdings(s, opp, value) - w.threat * threat_value + w.reply * reply_value +
           w.pot * (Reach(s.hand[mm], pool) - Reach(s.hand[om], pool));
}

// ---------------------------------------------------------------------------------------------------------
// [SECTION] greedy policy

double KeepValue(const State& s, CardType t) {
    const int r = RankOf(t);
    double v = 0;
    if (r == 0) v += 0.8;
    switch (FamilyOf(t)) {
        case Family::kBrutes:
            if (r) v += 1.0 + r;
            break;
        case Family::kMercenaries:
            if (r) v += 1.0 + r;
            break;
        case Family::kAccountants:
            if (r) v += 0.5 + 0.6 * r;
            break;
        case Family::kFamiglia: break;
    }
    // As the genuine payer for the next rank of its family.
    if (r < 4) {
        const CardType next = Card(FamilyOf(t), r + 1);
        if (s.street[I(next)]) v += 1.5;
        const int elsewhere = CopiesInGame(next) - Owned(s, 0, next) - Owned(s, 1, next) - s.street[I(next)];
        v += 0.25 * std::min(elsewhere, 2) * (1 + VictoryPoints(next) / 5.0);
    }
    return v;
}

namespace {

constexpr double kFreeTakeBonus = 0.7;  // a free take grows the hand by one card
constexpr double kRefreshBelow = 3.0;   // refresh when the best take is worth less than this
constexpr double kBruteCost = 0.5;      // plus 0.5 per rank

double TakeScore(const State& s, const Move& m) {
    double score = VictoryPoints(m.a);
    if (m.IsFreeTake()) return score + kFreeTakeBonus;
    return score - 0.15 * KeepValue(s, m.b);  // m.b goes to the play area
}

double BruteScore(const State& s, const Move& m) {
    const Counts& hand = s.hand[s.to_move];
    Counts h = hand;
    --h[I(m.a)];
    double score;
    if (m.value == 0) {
        score = VictoryPoints(m.b) + kFreeTakeBonus;
    } else if (CanPay(h, FamilyOf(m.b), m.value)) {
        score = VictoryPoints(m.b) - 0.3;
    } else {
        return kNever;
    }
    return score - kBruteCost - 0.5 * RankOf(m.a);
}

// Which Street card to refresh away: one I cannot take, drawing many cards, preferably one the opponent
// could take.
double RefreshScore(const State& s, CardType t) {
    const int me = s.to_move, opp = 1 - me;
    const Counts& mine = s.hand[static_cast<std::size_t>(me)];
    const Counts& theirs = s.hand[static_cast<std::size_t>(opp)];
    double score = RankOf(t) - 0.2 * VictoryPoints(t);
    if (DirectlyTakes(mine, t) || BruteReaches(mine, t)) score -= 100;
    if (DirectlyTakes(theirs, t) || BruteReaches(theirs, t)) score += 0.6 * VictoryPoints(t);
    return score;
}

// Value of playing Accountant `acc` now: the better take it enables plus the cards it brings back.
double AccountantScore(const State& s, CardType acc, double best_now) {
    const std::size_t p = s.to_move;
    Counts hand = s.hand[p];
    --hand[I(acc)];
    const Counts& area = s.area[p];
    const int budget = RankOf(acc);
    double enable = 0;
    for (int t = 0; t < kNumTypes; ++t) {
        const CardType card = static_cast<CardType>(t);
        if (!s.street[I(card)] || VictoryPoints(card) <= best_now) continue;
        if (DirectlyTakes(hand, card)) continue;
        if (RetrievalsToPay(hand, area, FamilyOf(card), RankOf(card), budget) >= 0)
            enable = std::max(enable, VictoryPoints(card) - best_now);
    }
    // Recycling: the best area cards against the worst hand cards, pair by pair.
    std::array<double, kNumCards> ups{}, downs{};
    int nu = 0, nd = 0;
    for (int t = 0; t < kNumTypes; ++t) {
        const CardType card = static_cast<CardType>(t);
        for (int k = 0; k < area[I(card)] && nu < kNumCards; ++k)
            ups[static_cast<std::size_t>(nu++)] = KeepValue(s, card);
        for (int k = 0; k < hand[I(card)] && nd < kNumCards; ++k)
            downs[static_cast<std::size_t>(nd++)] = KeepValue(s, card);
    }
    std::sort(ups.begin(), ups.begin() + nu, std::greater<>());
    std::sort(downs.begin(), downs.begin() + nd);
    double recycle = 0;
    for (int i = 0; i < std::min({budget, nu, nd}); ++i)
        recycle += std::max(0.0, ups[static_cast<std::size_t>(i)] - downs[static_cast<std::size_t>(i)]);
    return enable + 0.5 * recycle - KeepValue(s, acc);
}

// Value of a swap: what comes back minus what goes down, plus a better take it enables.
double SwapScore(const State& s, const Move& m, double best_now) {
    const std::size_t p = s.to_move;
    Counts hand = s.hand[p];
    ++hand[I(m.a)];
    --hand[I(m.b)];
    double enable = 0;
    for (int t = 0; t < kNumTypes; ++t) {
        const CardType card = static_cast<CardType>(t);
        if (!s.street[I(card)] || VictoryPoints(card) <= best_now) continue;
        if (DirectlyTakes(hand, card) || BruteReaches(hand, card))
            enable = std::max(enable, VictoryPoints(card) - best_now);
    }
    return enable + KeepValue(s, m.a) - KeepValue(s, m.b);
}

}  // namespace

Move GreedyMove(const State& s, const MoveList& legal, Rng& rng, int noise_permille) {
    if (legal.size() == 1) return legal[0];
    const int me = s.to_move;
    // §6.1: the opponent just passed and I lead: passing ends the game with my win.
    if (s.pass_streak == 1 && Leads(s, me)) return Move::Pass();

    double best_take = kNever, best_brute = kNever, best_acc = kNever, best_swap = kNever, best_refresh = kNever;
    int take_i = -1, brute_i = -1, acc_i = -1, swap_i = -1, refresh_i = -1, num_takes = 0, num_refresh = 0;
    for (int i = 0; i < legal.size(); ++i) {
        const Move& m = legal[i];
        if (m.kind == MoveKind::kTake) {
            ++num_takes;
            const double sc = TakeScore(s, m);
            if (sc > best_take) best_take = sc, take_i = i;
        } else if (m.kind == MoveKind::kBrute) {
            const double sc = BruteScore(s, m);
            if (sc > best_brute) best_brute = sc, brute_i = i;
        } else if (m.kind == MoveKind::kRefresh) {
            ++num_refresh;
            const double sc = RefreshScore(s, m.a);
            if (sc > best_refresh) best_refresh = sc, refresh_i = i;
        }
    }
    const double best_now = std::max(best_take, best_brute);
    if (noise_permille > 0 && static_cast<int>(rng.Below(1000)) < noise_permille) {
        const int n = num_takes + num_refresh;
        if (n > 0) {
            int pick = static_cast<int>(rng.Below(static_cast<std::uint32_t>(n)));
            for (int i = 0; i < legal.size(); ++i) {
                const MoveKind k = legal[i].kind;
                if ((k == MoveKind::kTake || k == MoveKind::kRefresh) && pick-- == 0) return legal[i];
            }
        }
    }
    if (refresh_i >= 0 && best_now < kRefreshBelow) return legal[refresh_i];
    for (int i = 0; i < legal.size(); ++i) {
        const Move& m = legal[i];
        if (m.kind == MoveKind::kAccountant) {
            const double sc = AccountantScore(s, m.a, std::max(0.0, best_now));
            if (sc > best_acc) best_acc = sc, acc_i = i;
        } else if (m.kind == MoveKind::kSwap) {
            const double sc = SwapScore(s, m, std::max(0.0, best_now));
            if (sc > best_swap) best_swap = sc, swap_i = i;
        }
    }
    if (acc_i >= 0 && best_acc > 1.0) return legal[acc_i];
    if (swap_i >= 0 && best_swap > 0.5) return legal[swap_i];
    if (brute_i >= 0 && best_brute > best_take + 0.5) return legal[brute_i];
    if (take_i >= 0) return legal[take_i];
    return Move::Pass();
}

}  // namespace fam::detail
