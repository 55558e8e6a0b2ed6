// Open-claim windows (docs/lacosanostra-rules.md §6 "Interrupting reactions", D4, D5): every seat may claim once per
// window whatever it holds, then answers privately (kClaim) with a card or `decline`; only the window's
// controller sends `continue`. The Falle (R3, R25) is resolved here as well.
#include "lacosanostra/action_flow.h"

namespace lcn::detail {

namespace {

constexpr std::uint8_t Bit(Seat p) { return static_cast<std::uint8_t>(1u << p); }

Seat Controller(const State& s) { return s.cur.window == Step::kPreTurn ? s.cur.due : s.cur.turn; }

bool InfluenceAllowed(const State& s) { return !(s.options.beginners && s.round == 1); }

bool HoldsInfluence(const State& s, Seat p, Influence t) {
    return InfluenceAllowed(s) && s.player[p].influence[static_cast<int>(t)] > 0;
}

void PlayInfluence(State& s, Seat p, Influence t) {
    --s.player[p].influence[static_cast<int>(t)];
    ++s.influence_discard[static_cast<int>(t)];
}

// D7: an Intrigant turn executes or aborts an existing assignment; the due seat skips himself once.
bool MayIntrigue(const State& s, Seat p) {
    if (!HoldsInfluence(s, p, Influence::kSchemer) || !HasAssignment(s, p)) return false;
    if (p == s.cur.due) return !s.cur.skip_due;
    return (s.cur.intrigant_queue & Bit(p)) == 0;
}

bool OwnReaction(const State& s, Seat p, GangsterId g, Effect e) {
    if (g >= kNumGangsters || OwnerOf(s, g) != p) return false;
    const GangsterPlace& gp = s.gangsters[g];
    return gp.status == GangsterStatus::kActive && gp.assignment == Assignment::kOrder && Order(gp.card).effect == e;
}

void AddGangsterAnswers(const State& s, Seat p, MoveKind kind, bool (*allowed)(const State&, Seat, GangsterId),
                        MoveList& out) {
    for (GangsterId g = 0; g < kNumGangsters; ++g) {
        if (allowed(s, p, g)) PushMove(out, kind, p).a = g;
    }
}

// The attack goes on after its trap_before window (no Falle, or a Falle without success): its roll.
void StartAttackRoll(State& s) {
    if (RobberyInProgress(s)) {
        const Robbery& r = s.cur.robberies[s.cur.num_robberies - 1];
        StartReactionRoll(s, RollFor::kRobbery, r.robber, r.gangster);
    } else {
        StartOrderRoll(s);
    }
}

// After the attack's roll and its trap_after window.
void ResolveAfterTrapAfter(State& s) {
    if (RobberyInProgress(s))
        FinishRobbery(s);
    else
        ResolveAttack(s);
}

void CloseWindow(State& s) {
    const Step w = s.cur.window;
    s.cur.claimed = 0;
    switch (w) {
        case Step::kTrapBefore: StartAttackRoll(s); return;
        case Step::kTrapAfter: ResolveAfterTrapAfter(s); return;
        case Step::kRobberyWindow: CloseRobberyWindow(s); return;
        case Step::kDoctorWindow: CloseDoctorWindow(s); return;
        default: return;
    }
}

void BackToWindow(State& s) {
    s.cur.claimant = kNoSeat;
    s.step = s.cur.window;
}

}  // namespace

void OpenWindow(State& s, Step window) {
    s.step = window;
    s.cur.window = window;
    s.cur.claimed = 0;
    s.cur.claimant = kNoSeat;
}

Seat AttackedSeat(const State& s) {
    if (!RobberyInProgress(s)) return s.cur.named;
    const int n = s.cur.num_robberies;
    return n >= 2 ? s.cur.robberies[static_cast<std::size_t>(n - 2)].robber : s.cur.turn;
}

GangsterId AttackerGangster(const State& s) {
    return RobberyInProgress(s) ? s.cur.robberies[s.cur.num_robberies - 1].gangster : s.cur.chosen;
}

// Only the attacked seat, one Falle per attack (D41; return fire is no attack card and opens no window, R25).
bool MayTrap(const State& s, Seat trapper, GangsterId g) {
    return trapper == AttackedSeat(s) && s.cur.trapper == kNoSeat && OwnReaction(s, trapper, g, Effect::kTrap);
}

// R3: 1 success foils the attack; 2+ also kill the attacking gangster (the trapper keeps him).
void AfterTrapRoll(State& s, int successes) {
    if (s.gangsters[s.cur.trap_gangster].status == GangsterStatus::kActive)
        DiscardOrderAttachments(s, s.cur.trap_gangster);
    const bool robbery = RobberyInProgress(s);
    if (successes >= 1) {
        if (robbery)
            s.cur.robberies[s.cur.num_robberies - 1].foiled = true;
        else
            s.cur.attack_foiled = true;
    }
    if (successes >= 2) {
        InflictHarm(s, ::lcn::Harm::kKill, true, AttackerGangster(s), s.cur.trapper);
        return;
    }
    if (successes == 1) {
        if (robbery)
            FinishRobbery(s);
        else
            FinishOrder(s);
        return;
    }
    if (s.cur.window == Step::kTrapBefore)
        StartAttackRoll(s);
    else
        ResolveAfterTrapAfter(s);
}

// ---------------------------------------------------------------- the windows
// In canonical order (seat letters; "claim" < "continue"), so LegalMoves's sort finds it sorted.
void LegalWindow(const State& s, MoveList& out) {
    const Seat controller = Controller(s);
    for (Seat p : SeatsInLetterOrder(s)) {
        if (!(s.cur.claimed & Bit(p))) PushMove(out, MoveKind::kClaim, p);
        if (p == controller) PushMove(out, MoveKind::kContinue, p);
    }
}

Refusal ApplyWindow(State& s, const Move& m) {
    if (m.seat >= s.players) return {RefusalCode::kNotYourTurn, SeatRef(m.seat)};
    if (m.kind == MoveKind::kClaim) {
        if (s.cur.claimed & Bit(m.seat)) return {RefusalCode::kAlreadyClaimed, SeatRef(m.seat)};
        s.cur.claimed = static_cast<std::uint8_t>(s.cur.claimed | Bit(m.seat));
        s.cur.claimant = m.seat;
        s.step = Step::kClaim;
        return {};
    }
    if (m.kind != MoveKind::kContinue) return {RefusalCode::kWrongStep, SeatRef(m.seat)};
    if (m.seat != Controller(s)) return {RefusalCode::kNotYourTurn, SeatRef(m.seat)};
    CloseWindow(s);
    return {};
}

// ---------------------------------------------------------------- kClaim: the claimant's private answer
void LegalClaim(const State& s, MoveList& out) {
    const Seat p = s.cur.claimant;
    PushMove(out, MoveKind::kDecline, p);
    switch (s.cur.window) {
        case Step::kPreTurn:
            if (MayIntrigue(s, p)) PushMove(out, MoveKind::kPlay, p).a = static_cast<std::uint8_t>(Influence::kSchemer);
            return;
        case Step::kTrapBefore:
        case Step::kTrapAfter: AddGangsterAnswers(s, p, MoveKind::kTrap, MayTrap, out); return;
        case Step::kRobberyWindow: AddGangsterAnswers(s, p, MoveKind::kRob, MayRob, out); return;
        case Step::kDoctorWindow:
            if (HoldsInfluence(s, p, Influence::kDoctor))
                PushMove(out, MoveKind::kPlay, p).a = static_cast<std::uint8_t>(Influence::kDoctor);
            return;
        default: return;
    }
}

Refusal ApplyClaim(State& s, const Move& m) {
    const Seat p = s.cur.claimant;
    if (m.seat != p) return {RefusalCode::kNotYourTurn, SeatRef(m.seat)};
    const Step w = s.cur.window;
    switch (m.kind) {
        case MoveKind::kDecline: BackToWindow(s); return {};
        case MoveKind::kPlay: {
            const bool intrigant = w == Step::kPreTurn && m.a == static_cast<std::uint8_t>(Influence::kSchemer);
            const bool doctor = w == Step::kDoctorWindow && m.a == static_cast<std::uint8_t>(Influence::kDoctor);
            if ((!intrigant && !doctor) || m.b != kNoGangster || m.flag)
                return {RefusalCode::kWrongStep, InfluenceRef(m.a)};
            if (!InfluenceAllowed(s)) return {RefusalCode::kOptionOff, InfluenceRef(m.a)};
            if (m.a >= kNumInfluenceTypes || s.player[p].influence[m.a] == 0)
                return {RefusalCode::kNotInHand, InfluenceRef(m.a)};
            if (intrigant) {
                if (!MayIntrigue(s, p)) return {RefusalCode::kNoAssignment, SeatRef(p)};
                PlayInfluence(s, p, Influence::kSchemer);
                if (p == s.cur.due)
                    s.cur.skip_due = true;
                else
                    s.cur.intrigant_queue = static_cast<std::uint8_t>(s.cur.intrigant_queue | Bit(p));
                BackToWindow(s);
                return {};
            }
            PlayInfluence(s, p, Influence::kDoctor);
            s.cur.claimant = kNoSeat;
            DowngradeHarm(s);
            return {};
        }
        case MoveKind::kTrap: {
            // A Falle answers an attack only: no other window is about one.
            if (w != Step::kTrapBefore && w != Step::kTrapAfter) return {RefusalCode::kNotAttack, GangsterRef(m.a)};
            if (p != AttackedSeat(s)) return {RefusalCode::kNotAttacked, SeatRef(p)};
            if (!MayTrap(s, p, m.a)) return {RefusalCode::kNoReactionCard, GangsterRef(m.a)};
            const OrderId card = s.gangsters[m.a].card;
            s.gangsters[m.a].assignment = Assignment::kNone;  // revealed and spent; Handlanger stays for the roll
            s.gangsters[m.a].card = 0xFF;
            DiscardOrderFaceUp(s, card);
            s.cur.trapper = p;
            s.cur.trap_gangster = m.a;
            s.cur.claimant = kNoSeat;
            StartReactionRoll(s, RollFor::kTrap, p, m.a);
            return {};
        }
        case MoveKind::kRob:
            if (w != Step::kRobberyWindow) return {RefusalCode::kWrongStep, SeatRef(m.seat)};
            if (!MayRob(s, p, m.a)) return {RefusalCode::kNoReactionCard, GangsterRef(m.a)};
            s.cur.claimant = kNoSeat;
            StartRobbery(s, p, m.a);  // D5: the first robber closes the window
            return {};
        default: return {RefusalCode::kWrongStep, SeatRef(m.seat)};
    }
}

}  // namespace lcn::detail
