// What a revealed order does (docs/lacosanostra-rules.md §2.2, §2.3, §4.3 steps 5-8): requirement check of a job,
// the concrete target of an attack (R9, R22, D3), the attack effects, and the "other" orders: Unschlagbares
// Angebot / Beziehungen (R2, R20), Geldwäsche and Pferderennen (D12), Geburtstagsfeier.
#include "lacosanostra/action_flow.h"

namespace lcn::detail {

namespace {

enum class TargetKind : std::uint8_t { kPlayer, kBusinessman, kCompany, kGangster };

TargetKind TargetOf(Effect e) {
    switch (e) {
        case Effect::kBeatUpBusinessman:
        case Effect::kKillBusinessman:
        case Effect::kPoach: return TargetKind::kBusinessman;
        case Effect::kVandalism:
        case Effect::kArson: return TargetKind::kCompany;
        case Effect::kAssassination:
        case Effect::kDriveBy:
        case Effect::kCarBomb: return TargetKind::kGangster;
        default: return TargetKind::kPlayer;
    }
}

// R9: deactivated cards do not exist and cannot be targeted.
bool IsTarget(const State& s, TargetKind kind, Seat victim, std::uint8_t card) {
    if (kind == TargetKind::kGangster) {
        return card < kNumGangsters && OwnerOf(s, card) == victim &&
               s.gangsters[card].status == GangsterStatus::kActive;
    }
    if (card >= kNumBusinesses) return false;
    const BusinessPlace& bp = s.businesses[card];
    const BusinessCategory want =
        kind == TargetKind::kBusinessman ? BusinessCategory::kBusinessman : BusinessCategory::kCompany;
    return bp.zone == BusinessZone::kDisplay && bp.holder == victim && !bp.deactivated &&
           TypeData(TypeOf(card)).category == want;
}

int CardLimit(TargetKind kind) { return kind == TargetKind::kGangster ? kNumGangsters : kNumBusinesses; }

std::int32_t Amount(const OrderData& o, int successes) {
    return successes >= 2 ? o.amount2 : (successes == 1 ? o.amount1 : 0);
}

// ---- buying with Unschlagbares Angebot / Beziehungen
bool SearchesDeck(const State& s) { return ExecutingOrder(s).effect == Effect::kConnections; }

std::int32_t RolledPrice(const State& s, BusinessId b) {
    const OrderData& o = ExecutingOrder(s);
    std::int32_t price = Price(b);
    if (o.effect == Effect::kUnbeatableOffer)
        price = s.cur.successes >= 2 ? price / 2 : price - o.amount1;
    else if (s.cur.successes >= 2)
        price -= o.amount2;
    return price < 0 ? 0 : price;
}

int MarketSlot(const State& s, BusinessId b) {
    for (int i = 0; i < kMarketSize; ++i)
        if (s.market[static_cast<std::size_t>(i)] == b) return i;
    return -1;
}

bool Buyable(const State& s, BusinessId b) {
    if (b >= kNumBusinesses) return false;
    const BusinessZone z = s.businesses[b].zone;
    const bool there = z == BusinessZone::kMarket || (z == BusinessZone::kDeck && SearchesDeck(s));
    return there && s.player[s.cur.turn].cash >= RolledPrice(s, b);
}

}  // namespace

void TakeFromDeck(State& s, BusinessId b) {
    int n = 0;
    for (int i = 0; i < s.business_deck_size; ++i)
        if (s.business_deck[static_cast<std::size_t>(i)] != b)
            s.business_deck[static_cast<std::size_t>(n++)] = s.business_deck[static_cast<std::size_t>(i)];
    s.business_deck[static_cast<std::size_t>(n)] = 0;
    s.business_deck_size = static_cast<std::uint8_t>(n);
}

void AfterReveal(State& s) {
    const OrderData& o = ExecutingOrder(s);
    switch (o.kind) {
        case OrderKind::kReaction:  // D40: its `reveal` is an abort (RevealAborts); a safe end all the same
            FinishOrder(s);
            return;
        case OrderKind::kJob:
            switch (JobCover(s, s.cur.turn, ExecutingOrderId(s))) {
                case Cover::kUnmet: FinishOrder(s); return;  // RB 323, 329: markers stay where they are
                case Cover::kChoice: s.step = Step::kJobMarkers; return;
                case Cover::kExact:
                    ConsumeForcedMarkers(s, s.cur.turn, ExecutingOrderId(s));  // R5: used whatever the roll
                    StartOrderRoll(s);
                    return;
            }
            return;
        case OrderKind::kAttack: {
            const Seat victim = s.cur.named;
            if (victim == kNoSeat || victim == s.cur.turn) {  // D3: its `reveal` is an abort; a safe end all the same
                FinishOrder(s);
                return;
            }
            const TargetKind kind = TargetOf(o.effect);
            if (kind == TargetKind::kPlayer) {
                AfterTarget(s);
                return;
            }
            int count = 0;
            std::uint8_t only = 0xFF;
            for (int c = 0; c < CardLimit(kind); ++c) {
                if (!IsTarget(s, kind, victim, static_cast<std::uint8_t>(c))) continue;
                ++count;
                only = static_cast<std::uint8_t>(c);
            }
            if (count == 0)
                FinishOrder(s);  // R22
            else if (count > 1)
                s.step = Step::kTargetCard;
            else {
                s.cur.target = only;
                AfterTarget(s);
            }
            return;
        }
        case OrderKind::kOther:
            if (o.effect == Effect::kHorseRace)
                s.step = Step::kStake;  // the stake is announced first (RB)
            else
                StartOrderRoll(s);
            return;
    }
}

void AfterTarget(State& s) { OpenWindow(s, Step::kTrapBefore); }

// ---------------------------------------------------------------- kTargetCard
void LegalTargetCard(const State& s, MoveList& out) {
    const TargetKind kind = TargetOf(ExecutingOrder(s).effect);
    Move m;
    m.kind = MoveKind::kTarget;
    m.seat = s.cur.turn;
    m.flag = kind == TargetKind::kGangster;
    for (int c = 0; c < CardLimit(kind); ++c) {
        if (!IsTarget(s, kind, s.cur.named, static_cast<std::uint8_t>(c))) continue;
        m.a = static_cast<std::uint8_t>(c);
        out.push_back(m);
    }
}

Refusal ApplyTargetCard(State& s, const Move& m) {
    if (m.kind != MoveKind::kTarget) return {RefusalCode::kWrongStep, SeatRef(m.seat)};
    if (m.seat != s.cur.turn) return {RefusalCode::kNotYourTurn, SeatRef(m.seat)};
    const TargetKind kind = TargetOf(ExecutingOrder(s).effect);
    if (m.flag != (kind == TargetKind::kGangster) || !IsTarget(s, kind, s.cur.named, m.a))
        return {RefusalCode::kInvalidTarget, m.flag ? GangsterRef(m.a) : BusinessRef(m.a)};
    s.cur.target = m.a;
    AfterTarget(s);
    return {};
}

// ---------------------------------------------------------------- attack effects
void ResolveAttack(State& s) {
    if (s.cur.attack_foiled) {
        FinishOrder(s);
        return;
    }
    const OrderData& o = ExecutingOrder(s);
    const int n = s.cur.successes;
    const Seat by = s.cur.turn;
    const std::uint8_t t = s.cur.target;
    using H = ::lcn::Harm;
    const H two_one_kill = n >= 2 ? H::kKill : (n == 1 ? H::kDeactivate : H::kNone);
    H harm = H::kNone;
    bool gangster = false;
    switch (o.effect) {
        case Effect::kBeatUpBusinessman:
        case Effect::kVandalism: harm = n >= 1 ? H::kDeactivate : H::kNone; break;
        case Effect::kArson:
        case Effect::kKillBusinessman: harm = two_one_kill; break;
        case Effect::kCarBomb:
            harm = two_one_kill;
            gangster = true;
            break;
        case Effect::kAssassination:
            harm = n >= 2 ? H::kKill : H::kNone;
            gangster = true;
            break;
        case Effect::kDriveBy:
            if (n == 0) {  // R1: the victim may shoot back
                s.cur.roller = s.cur.named;
                s.step = Step::kReturnFire;
                return;
            }
            harm = n >= 2 ? H::kKill : H::kNone;
            gangster = true;
            break;
        case Effect::kPropertyDamage: PayToBank(s, s.cur.named, Amount(o, n)); break;  // D12: all he has if less
        case Effect::kTheft: PaySeat(s, s.cur.named, by, Amount(o, n)); break;
        case Effect::kPoach:
            if (n >= 2) PoachBusiness(s, t, by);
            break;
        default: break;
    }
    if (harm != H::kNone) {
        InflictHarm(s, harm, gangster, t, by);
        return;
    }
    FinishOrder(s);
}

// ---------------------------------------------------------------- other orders
void ResolveOther(State& s) {
    const OrderData& o = ExecutingOrder(s);
    const int n = s.cur.successes;
    switch (o.effect) {
        case Effect::kUnbeatableOffer:
        case Effect::kConnections:
            if (n >= 1) {
                s.step = Step::kBuyDecision;  // R20: rolled first, now buy or pass
                return;
            }
            break;
        case Effect::kLaundering:
            if (n >= 1) {
                s.step = Step::kLaunder;
                return;
            }
            break;
        case Effect::kBirthday:
            for (Seat q = 0; q < s.players; ++q)
                if (q != s.cur.turn) PaySeat(s, q, s.cur.turn, Amount(o, n));
            break;
        case Effect::kHorseRace:  // D12: 1+ successes double the stake, 0 lose it
            if (n >= 1)
                PayFromBank(s, s.cur.turn, s.cur.stake);
            else
                PayToBank(s, s.cur.turn, s.cur.stake);
            break;
        default: break;
    }
    FinishOrder(s);
}

// ---------------------------------------------------------------- kStake, kLaunder (D12)
namespace {
void AddAmounts(const State& s, MoveKind kind, std::int32_t cap, MoveList& out) {
    const std::int32_t cash = s.player[s.cur.turn].cash;
    const std::int32_t top = cash < cap ? cash : cap;
    Move m;
    m.kind = kind;
    m.seat = s.cur.turn;
    for (std::int32_t n = 0; n <= top; ++n) {
        m.amount = static_cast<std::int16_t>(n);
        out.push_back(m);
    }
}

Refusal CheckAmount(const State& s, const Move& m, MoveKind kind, std::int32_t cap) {
    if (m.kind != kind) return {RefusalCode::kWrongStep, SeatRef(m.seat)};
    if (m.seat != s.cur.turn) return {RefusalCode::kNotYourTurn, SeatRef(m.seat)};
    if (m.amount < 0 || m.amount > cap) return {RefusalCode::kAmountOutOfRange, 0xFF, m.amount};
    if (m.amount > s.player[m.seat].cash) return {RefusalCode::kNotEnoughCash, 0xFF, m.amount};
    return {};
}

std::int32_t LaunderCap(const State& s) { return Amount(ExecutingOrder(s), s.cur.successes); }
}  // namespace

void LegalStake(const State& s, MoveList& out) { AddAmounts(s, MoveKind::kStake, ExecutingOrder(s).amount2, out); }

Refusal ApplyStake(State& s, const Move& m) {
    const Refusal r = CheckAmount(s, m, MoveKind::kStake, ExecutingOrder(s).amount2);
    if (!r.ok()) return r;
    s.cur.stake = m.amount;
    StartOrderRoll(s);
    return {};
}

void LegalLaunder(const State& s, MoveList& out) { AddAmounts(s, MoveKind::kLaunder, LaunderCap(s), out); }

Refusal ApplyLaunder(State& s, const Move& m) {
    const Refusal r = CheckAmount(s, m, MoveKind::kLaunder, LaunderCap(s));
    if (!r.ok()) return r;
    s.player[m.seat].cash -= m.amount;  // under the boss: cash + laundered is unchanged (I4)
    s.player[m.seat].laundered += m.amount;
    FinishOrder(s);
    return {};
}

// ---------------------------------------------------------------- kBuyDecision (R2, R20)
void LegalBuyDecision(const State& s, MoveList& out) {
    Move m;
    m.seat = s.cur.turn;
    m.kind = MoveKind::kPass;
    out.push_back(m);
    m.kind = MoveKind::kBuy;
    for (BusinessId b = 0; b < kNumBusinesses; ++b) {
        if (!Buyable(s, b)) continue;
        m.a = b;
        out.push_back(m);
    }
}

Refusal ApplyBuyDecision(State& s, const Move& m) {
    if (m.seat != s.cur.turn) return {RefusalCode::kNotYourTurn, SeatRef(m.seat)};
    if (m.kind == MoveKind::kPass) {
        FinishOrder(s);
        return {};
    }
    if (m.kind != MoveKind::kBuy) return {RefusalCode::kWrongStep, SeatRef(m.seat)};
    if (m.a >= kNumBusinesses) return {RefusalCode::kNoSuchCard, BusinessRef(m.a)};
    const BusinessZone zone = s.businesses[m.a].zone;
    if (zone != BusinessZone::kMarket && !(zone == BusinessZone::kDeck && SearchesDeck(s)))
        return {RefusalCode::kNotInMarket, BusinessRef(m.a)};
    const std::int32_t price = RolledPrice(s, m.a);
    if (s.player[m.seat].cash < price) return {RefusalCode::kNotEnoughCash, BusinessRef(m.a), price};
    PayToBank(s, m.seat, price);
    if (zone == BusinessZone::kMarket) {
        s.market[static_cast<std::size_t>(MarketSlot(s, m.a))] = kNoBusiness;
    } else {
        TakeFromDeck(s, m.a);
        ShuffleBusinessDeck(s);  // R20: the searched deck is reshuffled before any other draw
    }
    BusinessPlace& bp = s.businesses[m.a];
    bp.zone = BusinessZone::kDisplay;
    bp.holder = m.seat;
    RefillMarket(s);  // R20: a market card bought is replaced at once
    RecomputeMonopolies(s);
    FinishOrder(s);
    return {};
}

}  // namespace lcn::detail
