// The action phase's turn structure (docs/lacosanostra-rules.md §4.3 ACTION steps 1-4 and 9): the rotation, the
// Intrigant window before each turn (R21, D6, D7), choosing an assignment, purchase orders (D11), the
// negotiation pause before the reveal (D3, D22) and the cleanup after an order.
#include "lacosanostra/action_flow.h"

namespace lcn::detail {

namespace {

constexpr std::uint8_t Bit(Seat p) { return static_cast<std::uint8_t>(1u << p); }

bool IsAssigned(const State& s, GangsterId g) {
    const GangsterPlace& gp = s.gangsters[g];
    return gp.status == GangsterStatus::kActive && gp.assignment != Assignment::kNone;
}

// Own active gangster with an assignment (choose, D19/D40: reaction cards included).
bool IsOwnAssigned(const State& s, Seat p, GangsterId g) {
    return g < kNumGangsters && OwnerOf(s, g) == p && IsAssigned(s, g);
}

// In code order, as LegalMoves lists them: families by letter, then slots (FamilyCodeRank).
void AddAssignedChoices(const State& s, Seat p, MoveList& out) {
    for (Family f : FamiliesInCodeOrder()) {
        const GangsterId first = MakeGangster(f, 0);
        const GangsterPlace* gp = &s.gangsters[first];
        for (int slot = 0; slot < kGangstersPerFamily; ++slot, ++gp) {  // IsOwnAssigned, for an id in range
            if (gp->owner != p || gp->status != GangsterStatus::kActive || gp->assignment == Assignment::kNone)
                continue;
            PushCardMove(out, MoveKind::kChoose, p, static_cast<GangsterId>(first + slot), 0xFF);
        }
    }
}

// Forget everything about the finished turn; the rotation (due, queue, skip) stays.
// The cursor is reset from a constant and the kept fields are put back: GCC builds a fresh local cursor on the
// stack and copies it (narrow stores, then wide loads of them: a store-forwarding stall), as with PushMove.
void ResetTurnFields(State& s) {
    static constexpr Cursor kFresh{};
    const Seat due = s.cur.due, turn = s.cur.turn;
    const std::uint8_t intrigant_queue = s.cur.intrigant_queue;
    const bool skip_due = s.cur.skip_due;
    s.cur = kFresh;
    s.cur.due = due;
    s.cur.turn = turn;
    s.cur.intrigant_queue = intrigant_queue;
    s.cur.skip_due = skip_due;
}

// The pre-turn window before the first seat from `cur.due` (inclusive) that still has an assignment; the
// phase ends when nobody has one. Queued Intrigant turns come first (RB 817: then play goes on with the seat
// that was due): while one is pending the due seat keeps the window even if he has nothing left himself.
void OpenPreTurn(State& s) {
    for (Seat q = 0; q < s.players && s.cur.intrigant_queue != 0; ++q)
        if (!HasAssignment(s, q)) s.cur.intrigant_queue = static_cast<std::uint8_t>(s.cur.intrigant_queue & ~Bit(q));
    Seat p = s.cur.due;
    for (int i = 0; i < s.players && s.cur.intrigant_queue == 0 && !HasAssignment(s, p); ++i) {
        p = NextSeat(s, p);
        s.cur.skip_due = false;  // only the due seat's own Intrigant skips him
    }
    if (s.cur.intrigant_queue == 0 && !HasAssignment(s, p)) {
        s.cur = Cursor{};
        EndActionPhase(s);
        return;
    }
    s.cur.due = p;
    s.cur.turn = p;
    ResetTurnFields(s);
    s.step = Step::kPreTurn;
    s.cur.window = Step::kPreTurn;
}

void EndTurn(State& s) {
    // An Intrigant turn leaves the due seat due (the window reopens before him); a regular turn passes on.
    if (s.cur.turn == s.cur.due) s.cur.due = NextSeat(s, s.cur.due);
    OpenPreTurn(s);
}

void Choose(State& s, GangsterId g) {
    s.cur.chosen = g;
    s.cur.named = kNoSeat;
    s.cur.revealed = false;
    s.step = s.gangsters[g].assignment == Assignment::kPurchase ? Step::kPurchase : Step::kBeforeReveal;
}

// D6: `continue` runs the first queued Intrigant turn (seat order from the start player); with the queue
// empty a self-skip passes the turn on; queued seats without assignments left lose their turn.
void RunQueueOrSkip(State& s) {
    for (int i = 0; i < s.players; ++i) {
        const Seat p = static_cast<Seat>((s.start_player + i) % s.players);
        if ((s.cur.intrigant_queue & Bit(p)) == 0) continue;
        s.cur.intrigant_queue = static_cast<std::uint8_t>(s.cur.intrigant_queue & ~Bit(p));
        if (!HasAssignment(s, p)) continue;
        s.cur.turn = p;
        s.cur.window = Step::kOver;
        s.step = Step::kChoose;
        return;
    }
    if (s.cur.skip_due) {
        s.cur.skip_due = false;
        s.cur.due = NextSeat(s, s.cur.due);
    }
    OpenPreTurn(s);
}

// The chosen gangster's assignment leaves him; Handlanger/Saboteur leave with it (§4.3 step 9).
void ClearAssignment(State& s, GangsterId g) {
    s.gangsters[g].assignment = Assignment::kNone;
    s.gangsters[g].card = 0xFF;
    DiscardOrderAttachments(s, g);
}

}  // namespace

bool HasAssignment(const State& s, Seat p) {
    return AnyGangster(s, p, [p](const GangsterPlace& gp) {  // IsOwnAssigned
        return gp.owner == p && gp.status == GangsterStatus::kActive && gp.assignment != Assignment::kNone;
    });
}

bool DueSeatMayBegin(const State& s) { return s.cur.intrigant_queue == 0 && !s.cur.skip_due; }

bool IsExecutingRevealed(const State& s, GangsterId g) { return s.cur.revealed && s.cur.chosen == g; }

OrderId ExecutingOrderId(const State& s) { return s.gangsters[s.cur.chosen].card; }
const OrderData& ExecutingOrder(const State& s) { return Order(ExecutingOrderId(s)); }

void DiscardOrderAttachments(State& s, GangsterId g) {
    GangsterPlace& gp = s.gangsters[g];
    if (gp.attached & kAttachHenchman) ++s.influence_discard[static_cast<int>(Influence::kHenchman)];
    if (gp.attached & kAttachSaboteur) ++s.influence_discard[static_cast<int>(Influence::kSaboteur)];
    gp.attached = static_cast<std::uint8_t>(gp.attached & ~(kAttachHenchman | kAttachSaboteur));
}

void FinishOrder(State& s) {
    const GangsterId g = s.cur.chosen;
    GangsterPlace& gp = s.gangsters[g];
    // The gangster may have died during his own order (Falle, return fire): ClearGangster already did this.
    if (gp.status == GangsterStatus::kActive && gp.assignment == Assignment::kOrder) {
        const OrderId o = gp.card;
        ClearAssignment(s, g);
        if (s.cur.revealed)
            DiscardOrderFaceUp(s, o);
        else
            DiscardOrderFaceDown(s, o);
    }
    // Monopolies were recomputed where a business changed (harm, poach, buy): nothing to do here.
    ResetTurnFields(s);
    EndTurn(s);
}

void BeginActionPhase(State& s) {
    s.cur = Cursor{};
    s.cur.due = s.start_player;
    OpenPreTurn(s);
}

// ---------------------------------------------------------------- kPreTurn
// In canonical order (seat letters; "choose" < "claim" < "continue"), so LegalMoves's sort finds it sorted.
// The due seat's looks before he chooses (D45) depend on his hand: the whole table reads this list, so they are
// his SideMoves (LegalSideMoves), and ApplyPreTurn takes them.
void LegalPreTurn(const State& s, MoveList& out) {
    const bool chooses = DueSeatMayBegin(s);
    for (Seat p : SeatsInLetterOrder(s)) {
        if (p == s.cur.due && chooses) AddAssignedChoices(s, p, out);
        if (!(s.cur.claimed & Bit(p))) PushMove(out, MoveKind::kClaim, p);
        if (p == s.cur.due && !chooses) PushMove(out, MoveKind::kContinue, p);
    }
}

Refusal ApplyPreTurn(State& s, const Move& m) {
    if (m.seat >= s.players) return {RefusalCode::kNotYourTurn, SeatRef(m.seat)};
    switch (m.kind) {
        case MoveKind::kClaim:
            if (s.cur.claimed & Bit(m.seat)) return {RefusalCode::kAlreadyClaimed, SeatRef(m.seat)};
            s.cur.claimed = static_cast<std::uint8_t>(s.cur.claimed | Bit(m.seat));
            s.cur.claimant = m.seat;
            s.step = Step::kClaim;
            return {};
        case MoveKind::kChoose:
            if (m.seat != s.cur.due) return {RefusalCode::kNotYourTurn, SeatRef(m.seat)};
            if (s.cur.intrigant_queue != 0 || s.cur.skip_due) return {RefusalCode::kWrongStep, SeatRef(m.seat)};
            if (!IsOwnAssigned(s, m.seat, m.a)) return {RefusalCode::kNoAssignment, GangsterRef(m.a)};
            s.cur.turn = m.seat;
            s.cur.window = Step::kOver;
            s.cur.claimed = 0;
            Choose(s, m.a);
            return {};
        case MoveKind::kPlay:
        case MoveKind::kLawyer: {  // D45: a look or market exchange begins his turn, then he chooses (kChoose)
            if (m.seat != s.cur.due) return {RefusalCode::kNotYourTurn, SeatRef(m.seat)};
            if (!DueSeatMayBegin(s)) return {RefusalCode::kWrongStep, SeatRef(m.seat)};
            const Cursor before = s.cur;
            s.cur.turn = m.seat;
            s.cur.window = Step::kOver;
            s.cur.claimed = 0;
            s.step = Step::kChoose;
            const Refusal refusal = ApplySpyPlay(s, m);
            if (!refusal.ok()) {
                s.cur = before;
                s.step = Step::kPreTurn;
            }
            return refusal;
        }
        case MoveKind::kContinue:
            if (m.seat != s.cur.due) return {RefusalCode::kNotYourTurn, SeatRef(m.seat)};
            if (s.cur.intrigant_queue == 0 && !s.cur.skip_due) return {RefusalCode::kWrongStep, SeatRef(m.seat)};
            s.cur.claimed = 0;
            RunQueueOrSkip(s);
            return {};
        default: return {RefusalCode::kWrongStep, SeatRef(m.seat)};
    }
}

// ---------------------------------------------------------------- kChoose (an Intrigant turn, or a turn begun
// with a look, D45). Informant, Spion and the Anwalt on one's own action turn before the reveal (RB 716, 731, 833;
// §4.3).
// In canonical order (choose < lawyer < play, each in code order): LegalMoves does not sort it.
void LegalChoose(const State& s, MoveList& out) {
    AddAssignedChoices(s, s.cur.turn, out);
    LegalLawyerLooks(s, s.cur.turn, out);
    LegalSpyPlays(s, s.cur.turn, true, out);
}

Refusal ApplyChoose(State& s, const Move& m) {
    if (m.seat != s.cur.turn) return {RefusalCode::kNotYourTurn, SeatRef(m.seat)};
    if (m.kind == MoveKind::kPlay || m.kind == MoveKind::kLawyer) return ApplySpyPlay(s, m);
    if (m.kind != MoveKind::kChoose) return {RefusalCode::kWrongStep, SeatRef(m.seat)};
    if (!IsOwnAssigned(s, m.seat, m.a)) return {RefusalCode::kNoAssignment, GangsterRef(m.a)};
    Choose(s, m.a);
    return {};
}

// ---------------------------------------------------------------- kPurchase (D11)
// In canonical order (abort < pay): LegalMoves does not sort it.
void LegalPurchase(const State& s, MoveList& out) {
    const Seat p = s.cur.turn;
    PushMove(out, MoveKind::kAbort, p);
    if (s.player[p].cash >= Price(s.gangsters[s.cur.chosen].card)) PushMove(out, MoveKind::kPay, p);
}

Refusal ApplyPurchase(State& s, const Move& m) {
    if (m.seat != s.cur.turn) return {RefusalCode::kNotYourTurn, SeatRef(m.seat)};
    const GangsterId g = s.cur.chosen;
    const BusinessId b = s.gangsters[g].card;
    if (m.kind == MoveKind::kPay) {
        if (s.player[m.seat].cash < Price(b)) return {RefusalCode::kNotEnoughCash, BusinessRef(b), Price(b)};
        ClearAssignment(s, g);
        PayToBank(s, m.seat, Price(b));
        BusinessPlace& bp = s.businesses[b];
        bp.zone = BusinessZone::kDisplay;  // deal markers on the card stay on it (a voluntary change, D11)
        bp.holder = m.seat;
        bp.deactivated = false;
        RecomputeMonopolies(s);
    } else if (m.kind == MoveKind::kAbort) {
        ClearAssignment(s, g);
        PutUnderBusinessDeck(s, b);  // from a gangster: no display changes, monopolies stay
    } else {
        return {RefusalCode::kWrongStep, SeatRef(m.seat)};
    }
    ResetTurnFields(s);
    EndTurn(s);
    return {};
}

// ---------------------------------------------------------------- kBeforeReveal (D3, D22, D40)
// The same moves whatever the hidden card is, so the public move list tells the table nothing about it. A `reveal`
// that cannot execute the card (RevealAborts) is the abort of step 2a: the card stays secret.
// In canonical order (abort < lawyer < name < play < reveal; names by seat letter, "none" last).
void LegalBeforeReveal(const State& s, MoveList& out) {
    const Seat p = s.cur.turn;
    PushMove(out, MoveKind::kAbort, p);
    LegalLawyerLooks(s, p, out);
    for (Seat q : SeatsInLetterOrder(s)) {
        if (q == p || q == s.cur.named) continue;
        PushMove(out, MoveKind::kName, p).other = q;
    }
    if (s.cur.named != kNoSeat) PushMove(out, MoveKind::kName, p);  // "name none": other = kNoSeat
    LegalSpyPlays(s, p, true, out);
    PushMove(out, MoveKind::kReveal, p);
}

Refusal ApplyBeforeReveal(State& s, const Move& m) {
    if (m.seat != s.cur.turn) return {RefusalCode::kNotYourTurn, SeatRef(m.seat)};
    switch (m.kind) {
        case MoveKind::kName:
            if (m.other == s.cur.named) return {RefusalCode::kInvalidTarget, SeatRef(m.other)};
            if (m.other != kNoSeat && (m.other >= s.players || m.other == m.seat))
                return {RefusalCode::kOpponentRequired, SeatRef(m.other)};
            s.cur.named = m.other;
            return {};
        case MoveKind::kAbort:  // face down, unrevealed: nobody learns what it was (§4.3 step 2a)
            FinishOrder(s);
            return {};
        case MoveKind::kReveal:
            if (RevealAborts(s)) {  // D3, D40: face down, unrevealed, exactly as `abort`
                FinishOrder(s);
                return {};
            }
            s.cur.revealed = true;
            s.orders[ExecutingOrderId(s)].seen_by = 0;  // face up now: everybody sees it
            AfterReveal(s);
            return {};
        case MoveKind::kPlay:
        case MoveKind::kLawyer: return ApplySpyPlay(s, m);
        default: return {RefusalCode::kWrongStep, SeatRef(m.seat)};
    }
}

}  // namespace lcn::detail

namespace lcn {

bool RevealAborts(const State& s) {
    if (s.step != Step::kBeforeReveal || s.cur.chosen >= kNumGangsters) return false;
    const GangsterPlace& gp = s.gangsters[s.cur.chosen];
    if (gp.assignment != Assignment::kOrder || gp.card >= kNumOrders) return false;
    const OrderKind kind = Order(gp.card).kind;
    if (kind == OrderKind::kReaction) return true;  // RB 465: never executed on its owner's own turn
    return kind == OrderKind::kAttack && (s.cur.named == kNoSeat || s.cur.named == s.cur.turn);  // RB 277
}

Move AsApplied(const State& s, const Move& m) {
    if (m.kind != MoveKind::kReveal || m.seat != s.cur.turn || !RevealAborts(s)) return m;
    Move abort = m;
    abort.kind = MoveKind::kAbort;
    return abort;
}

}  // namespace lcn
