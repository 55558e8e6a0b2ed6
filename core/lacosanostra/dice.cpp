// Dice (docs/lacosanostra-rules.md §4.3 step 6): roll nodes (D16, D17), target numbers with every modifier (R14, R18,
// RB 435, RB 771) and the Polizist re-rolls of $ jobs (D9).
#include "lacosanostra/action_flow.h"

namespace lcn::detail {

namespace {

constexpr int kMinTarget = 1;  // R14
constexpr int kMaxTarget = 6;  // RB 771

int Clamp(int target) { return target < kMinTarget ? kMinTarget : (target > kMaxTarget ? kMaxTarget : target); }

int CountSuccesses(const State& s) {
    int n = 0;
    for (int i = 0; i < s.cur.num_dice; ++i)
        if (s.cur.dice[static_cast<std::size_t>(i)] >= s.cur.target_number) ++n;
    return n;
}

bool UsableCop(const State& s, Seat p, BusinessId b) {
    const BusinessPlace& bp = s.businesses[b];
    return TypeOf(b) == BusinessType::kCop && bp.zone == BusinessZone::kDisplay && bp.holder == p && !bp.deactivated &&
           !bp.ability_used;
}

// D9, D42: the owner of a $ job may re-roll while he has an unused active Polizist and a die failed.
bool RerollOffered(const State& s) {
    if (s.cur.roll_for != RollFor::kOrder || ExecutingOrder(s).kind != OrderKind::kJob) return false;
    if (CountSuccesses(s) == s.cur.num_dice) return false;
    for (BusinessId b = 0; b < kNumBusinesses; ++b)
        if (UsableCop(s, s.cur.turn, b)) return true;
    return false;
}

void AfterDice(State& s) {
    const int successes = CountSuccesses(s);
    switch (s.cur.roll_for) {
        case RollFor::kOrder:
            s.cur.successes = static_cast<std::uint8_t>(successes);
            if (RerollOffered(s))
                s.step = Step::kReroll;
            else
                AfterOrderRoll(s);
            return;
        case RollFor::kTrap: AfterTrapRoll(s, successes); return;
        case RollFor::kRobbery: AfterRobberyRoll(s, successes); return;
        case RollFor::kReturnFire: AfterReturnFire(s, successes); return;
        case RollFor::kNone: return;
    }
}

std::uint8_t ReactionDifficulty(Effect e) {
    for (OrderId o = 0; o < kNumOrders; ++o)
        if (Order(o).effect == e) return Order(o).difficulty;
    return kMaxTarget;
}

// Physical dice (D17): every outcome up to the order of the dice, non-decreasing (at most 252 for 5 dice).
void AddRolls(MoveList& out, Move& m, int index, int from) {
    if (index == m.count) {
        if (!out.full()) out.push_back(m);
        return;
    }
    for (int v = from; v <= 6; ++v) {
        m.list[static_cast<std::size_t>(index)] = static_cast<std::uint8_t>(v);
        AddRolls(out, m, index + 1, v);
    }
}

}  // namespace

int OrderTargetNumber(const State& s, int difficulty, GangsterId roller, GangsterId victim) {
    int target = difficulty;
    if (difficulty == kVictimStrength) {
        // RB 435: +1 while the victim still holds a face-down order (reactions too), not for a purchase card.
        target = Strength(s, victim) + (s.gangsters[victim].assignment == Assignment::kOrder ? 1 : 0);
    }
    const std::uint8_t attached = s.gangsters[roller].attached;
    if (attached & kAttachHenchman) --target;
    if (attached & kAttachSaboteur) ++target;  // R18: also on Attentat / Drive-By
    return Clamp(target);
}

void StartRoll(State& s, RollFor what, Seat roller, GangsterId g, int dice, int target) {
    s.cur.roll_for = what;
    s.cur.roller = roller;
    s.cur.roller_gangster = g;
    s.cur.num_dice = static_cast<std::uint8_t>(dice);
    s.cur.target_number = static_cast<std::uint8_t>(target);
    s.cur.dice = {};
    s.cur.reroll_die = 0;
    s.step = Step::kRoll;
}

void StartOrderRoll(State& s) {
    const GangsterId g = s.cur.chosen;
    const OrderData& o = ExecutingOrder(s);
    StartRoll(s, RollFor::kOrder, s.cur.turn, g, Strength(s, g), OrderTargetNumber(s, o.difficulty, g, s.cur.target));
}

void StartReactionRoll(State& s, RollFor what, Seat roller, GangsterId g) {
    const Effect e = what == RollFor::kTrap ? Effect::kTrap : Effect::kRobbery;
    StartRoll(s, what, roller, g, Strength(s, g), OrderTargetNumber(s, ReactionDifficulty(e), g, kNoGangster));
}

// R1: the victim rolls his strength against the attacker's current strength; no +1 (the Drive-By being
// resolved is no order held), no Handlanger/Saboteur (they modify orders, not return fire).
void StartReturnFire(State& s) {
    const GangsterId victim = s.cur.target;
    StartRoll(s, RollFor::kReturnFire, s.cur.named, victim, Strength(s, victim), Clamp(Strength(s, s.cur.chosen)));
}

void AfterOrderRoll(State& s) {
    switch (ExecutingOrder(s).kind) {
        case OrderKind::kJob: AfterJobRoll(s); return;
        case OrderKind::kAttack:
            if (s.cur.trapper == kNoSeat)
                OpenWindow(s, Step::kTrapAfter);
            else
                ResolveAttack(s);
            return;
        case OrderKind::kOther: ResolveOther(s); return;
        case OrderKind::kReaction: FinishOrder(s); return;  // never revealed on its owner's turn (D40)
    }
}

// ---------------------------------------------------------------- kRoll / kRerollDie
void LegalRoll(const State& s, MoveList& out) {
    if (!s.options.physical_dice) return;
    Move m;
    m.kind = MoveKind::kRoll;
    m.count = s.step == Step::kRerollDie ? 1 : s.cur.num_dice;
    AddRolls(out, m, 0, 1);
}

Refusal ApplyRoll(State& s, const Move& m) {
    if (m.kind != MoveKind::kRoll) return {RefusalCode::kWrongStep, SeatRef(m.seat)};
    const int want = s.step == Step::kRerollDie ? 1 : s.cur.num_dice;
    if (s.step == Step::kRerollDie && (s.cur.reroll_die < 1 || s.cur.reroll_die > s.cur.num_dice))
        return {RefusalCode::kWrongStep};  // a position without the die to re-roll (ActionCursorProblem)
    if (m.count != want) return {RefusalCode::kWrongDiceCount, 0xFF, m.count};
    for (int i = 0; i < m.count; ++i) {
        const int v = m.list[static_cast<std::size_t>(i)];
        if (v < 1 || v > 6) return {RefusalCode::kAmountOutOfRange, 0xFF, v};
    }
    for (int i = 0; i < want; ++i) NextRandom(s, 6);  // D16: one draw per die, whatever the values given
    if (s.step == Step::kRerollDie) {
        s.cur.dice[static_cast<std::size_t>(s.cur.reroll_die - 1)] = m.list[0];
        s.cur.reroll_die = 0;
    } else {
        for (int i = 0; i < want; ++i) s.cur.dice[static_cast<std::size_t>(i)] = m.list[static_cast<std::size_t>(i)];
    }
    AfterDice(s);
    return {};
}

// ---------------------------------------------------------------- kReroll (D9)
void LegalReroll(const State& s, MoveList& out) {
    const Seat p = s.cur.turn;
    Move m;
    m.seat = p;
    m.kind = MoveKind::kKeep;
    out.push_back(m);
    m.kind = MoveKind::kReroll;
    for (BusinessId b = 0; b < kNumBusinesses; ++b) {
        if (!UsableCop(s, p, b)) continue;
        m.a = b;
        for (int d = 1; d <= s.cur.num_dice; ++d) {
            m.amount = static_cast<std::int16_t>(d);
            out.push_back(m);
        }
    }
}

Refusal ApplyReroll(State& s, const Move& m) {
    if (m.seat != s.cur.turn) return {RefusalCode::kNotYourTurn, SeatRef(m.seat)};
    if (m.kind == MoveKind::kKeep) {
        AfterOrderRoll(s);
        return {};
    }
    if (m.kind != MoveKind::kReroll) return {RefusalCode::kWrongStep, SeatRef(m.seat)};
    if (m.a >= kNumBusinesses || TypeOf(m.a) != BusinessType::kCop) return {RefusalCode::kNoSuchCard, BusinessRef(m.a)};
    if (s.businesses[m.a].ability_used) return {RefusalCode::kAbilityUsed, BusinessRef(m.a)};
    if (!UsableCop(s, m.seat, m.a)) return {RefusalCode::kNotYourCard, BusinessRef(m.a)};
    if (m.amount < 1 || m.amount > s.cur.num_dice) return {RefusalCode::kAmountOutOfRange, 0xFF, m.amount};
    s.businesses[m.a].ability_used = true;
    s.cur.reroll_die = static_cast<std::uint8_t>(m.amount);
    s.step = Step::kRerollDie;
    return {};
}

}  // namespace lcn::detail
