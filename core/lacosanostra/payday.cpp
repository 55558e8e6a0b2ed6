// Payday (docs/lacosanostra-rules.md §4.3 PAYDAY, D21): income and the business bonus, recruiting in turn order, the
// hand limit (R30), the end of the round (R26 and the round-end discards), the start player moving on.
#include <cstddef>

#include "lacosanostra/steps.h"

namespace lcn::detail {
namespace {

// The seat `ordinal` places after the start player (turn order of payday).
Seat InTurnOrder(const State& s, int ordinal) { return static_cast<Seat>((s.start_player + ordinal) % s.players); }
int OrdinalOf(const State& s, Seat p) { return (p + s.players - s.start_player) % s.players; }

bool CanRecruit(const State& s, Seat p, GangsterId g) {
    return g < kNumGangsters && OwnerOf(s, g) == p && s.gangsters[g].status == GangsterStatus::kAside &&
           Gangster(g).price <= s.player[p].cash;
}

// D21/D30: a seat with a gangster aside gets a recruit turn (recruit or pass), whether he can pay or not.
bool HasRecruit(const State& s, Seat p) {
    for (int slot = kStartGangsters; slot < kGangstersPerFamily; ++slot) {
        if (s.gangsters[MakeGangster(s.player[p].family, slot)].status == GangsterStatus::kAside) return true;
    }
    return false;
}

bool OverHandLimit(const State& s, Seat p) {
    return OrdersInHand(s, p) > kHandLimitCards || InfluenceInHand(s, p) > kHandLimitCards;
}

// Attachments leave at the round's end: Maschinenpistole / Ablenkung by their text, Handlanger / Saboteur
// whose order never came (R26).
void DiscardAttachments(State& s) {
    constexpr std::array<std::pair<AttachBit, Influence>, 4> kBits = {{
        {kAttachHenchman, Influence::kHenchman},
        {kAttachSaboteur, Influence::kSaboteur},
        {kAttachMachineGun, Influence::kMachineGun},
        {kAttachDistraction, Influence::kDistraction},
    }};
    for (GangsterPlace& g : s.gangsters) {
        for (const auto& [bit, type] : kBits) {
            if (g.attached & bit) ++s.influence_discard[static_cast<std::size_t>(type)];
        }
        g.attached = 0;
    }
}

void EndRound(State& s) {
    DiscardAttachments(s);
    s.cur = Cursor{};
    s.start_player = NextSeat(s, s.start_player);  // RB 375
    ++s.round;
    BeginRound(s);
}

// The hand-limit walk from turn-order position `ordinal` on.
void HandLimitFrom(State& s, int ordinal) {
    for (int i = ordinal; i < s.players; ++i) {
        if (!OverHandLimit(s, InTurnOrder(s, i))) continue;
        s.step = Step::kHandLimit;
        s.cur.turn = InTurnOrder(s, i);
        return;
    }
    EndRound(s);
}

// The recruiting walk from turn-order position `ordinal` on.
void RecruitFrom(State& s, int ordinal) {
    for (int i = ordinal; i < s.players; ++i) {
        if (!HasRecruit(s, InTurnOrder(s, i))) continue;
        s.step = Step::kRecruit;
        s.cur.turn = InTurnOrder(s, i);
        return;
    }
    HandLimitFrom(s, 0);
}

}  // namespace

std::int32_t BusinessIncomeOf(const State& s, Seat p) {
    std::int32_t income = 0;
    for (BusinessId b = 0; b < kNumBusinesses; ++b) {
        const BusinessPlace& place = s.businesses[b];
        if (place.zone == BusinessZone::kDisplay && place.holder == p && !place.deactivated) income += Income(b);
    }
    return income;
}

int MonopoliesHeld(const State& s, Seat p) {
    int held = 0;
    for (Seat holder : s.monopoly_holder) held += holder == p ? 1 : 0;
    return held;
}

std::int32_t IncomeOf(const State& s, Seat p) {
    return BusinessIncomeOf(s, p) + kMonopolyIncome * MonopoliesHeld(s, p);
}

Seat UniqueTop(const State& s, const std::array<std::int32_t, kMaxPlayers>& value) {
    Seat best = kNoSeat;
    std::int32_t top = 0;
    bool tie = false;
    for (Seat p = 0; p < s.players && p < kMaxPlayers; ++p) {
        if (best == kNoSeat || value[p] > top) {
            best = p;
            top = value[p];
            tie = false;
        } else if (value[p] == top) {
            tie = true;
        }
    }
    return tie ? kNoSeat : best;
}

Seat BusinessBonusSeat(const State& s) {
    if (!s.options.business_bonus) return kNoSeat;
    std::array<std::int32_t, kMaxPlayers> income{};
    for (Seat p = 0; p < s.players && p < kMaxPlayers; ++p) income[p] = IncomeOf(s, p);
    return UniqueTop(s, income);  // "Bei Gleichstand gibt es keinen Bonus" (RB 550)
}

void PayBusinessBonus(State& s) {
    const Seat earner = BusinessBonusSeat(s);
    if (earner != kNoSeat) PayFromBank(s, earner, kBusinessBonus);
}

void EndActionPhase(State& s) {
    s.cur = Cursor{};
    if (s.round >= LastRound(s)) {
        FinalPayout(s);
        s.step = Step::kOver;
        return;
    }
    std::array<std::int32_t, kMaxPlayers> income{};
    for (Seat p = 0; p < s.players; ++p) income[p] = IncomeOf(s, p);
    for (Seat p = 0; p < s.players; ++p) PayFromBank(s, p, income[p]);
    PayBusinessBonus(s);
    RecruitFrom(s, 0);
}

// In canonical order (pass < recruit; the seat's own family, slots ascending): LegalMoves does not sort it.
void LegalRecruit(const State& s, MoveList& out) {
    const Seat p = s.cur.turn;
    PushMove(out, MoveKind::kPass, p);
    for (int slot = kStartGangsters; slot < kGangstersPerFamily; ++slot) {
        const GangsterId g = MakeGangster(s.player[p].family, slot);
        if (CanRecruit(s, p, g)) PushMove(out, MoveKind::kRecruit, p).a = g;
    }
}

Refusal ApplyRecruit(State& s, const Move& m) {
    if (m.kind == MoveKind::kRecruit) {
        if (m.a >= kNumGangsters) return {RefusalCode::kNoSuchCard};
        if (OwnerOf(s, m.a) != m.seat) return {RefusalCode::kOwnGangsterRequired, RefGangster(m.a)};
        if (s.gangsters[m.a].status != GangsterStatus::kAside) return {RefusalCode::kNoSuchCard, RefGangster(m.a)};
        if (Gangster(m.a).price > s.player[m.seat].cash) {
            return {RefusalCode::kNotEnoughCash, RefGangster(m.a), Gangster(m.a).price};
        }
        PayToBank(s, m.seat, Gangster(m.a).price);
        s.gangsters[m.a].status = GangsterStatus::kActive;
    } else if (m.kind != MoveKind::kPass) {
        return {RefusalCode::kWrongStep};
    }
    RecruitFrom(s, OrdinalOf(s, m.seat) + 1);
    return {};
}

void LegalHandLimit(const State& s, MoveList& out) {
    const Seat p = s.cur.turn;
    std::array<OrderId, kNumOrders> hand;
    const int hand_size = OrdersInHand(s, p, hand);
    if (hand_size > kHandLimitCards) {
        for (int i = 0; i < hand_size; ++i) PushMove(out, MoveKind::kDiscard, p).a = hand[static_cast<std::size_t>(i)];
    }
    if (InfluenceInHand(s, p) > kHandLimitCards) {
        for (std::uint8_t t = 0; t < kNumInfluenceTypes; ++t) {
            if (s.player[p].influence[t] == 0) continue;
            Move& m = PushMove(out, MoveKind::kDiscard, p);
            m.a = t;
            m.flag = true;
        }
    }
}

Refusal ApplyHandLimit(State& s, const Move& m) {
    if (m.kind != MoveKind::kDiscard) return {RefusalCode::kWrongStep};
    const Seat p = m.seat;
    if (m.flag) {
        if (m.a >= kNumInfluenceTypes || s.player[p].influence[m.a] == 0) {
            return {RefusalCode::kNotInHand,
                    m.a < kNumInfluenceTypes ? RefInfluence(static_cast<Influence>(m.a)) : std::uint8_t{0xFF}};
        }
        if (InfluenceInHand(s, p) <= kHandLimitCards)
            return {RefusalCode::kHandLimitReached, RefInfluence(static_cast<Influence>(m.a))};
        --s.player[p].influence[m.a];
        ++s.influence_discard[m.a];  // R30
    } else {
        if (m.a >= kNumOrders || s.orders[m.a].zone != OrderZone::kHand || s.orders[m.a].holder != p) {
            return {RefusalCode::kNotInHand, m.a < kNumOrders ? RefOrder(m.a) : std::uint8_t{0xFF}};
        }
        if (OrdersInHand(s, p) <= kHandLimitCards) return {RefusalCode::kHandLimitReached, RefOrder(m.a)};
        DiscardOrderFaceDown(s, m.a);  // R30
    }
    if (!OverHandLimit(s, p)) HandLimitFrom(s, OrdinalOf(s, p) + 1);
    return {};
}

}  // namespace lcn::detail
