// Killing, deactivating and destroying (docs/lacosanostra-rules.md §4.5 "Deactivated cards", "Killed/destroyed"; R4,
// R11, R19, R23, R24, D13, D14, D23), the Notarzt window and the Drive-By return fire (R1, R25).
#include "lacosanostra/action_flow.h"

namespace lcn::detail {

namespace {

void DiscardAttachment(State& s, GangsterPlace& gp, AttachBit bit, Influence type) {
    if (gp.attached & bit) ++s.influence_discard[static_cast<int>(type)];
}

bool IsBusinessman(BusinessId b) { return TypeData(TypeOf(b)).category == BusinessCategory::kBusinessman; }

void ApplyHarm(State& s) {
    const ::lcn::Harm harm = s.cur.harm;
    const std::uint8_t card = s.cur.harm_card;
    s.cur.harm = ::lcn::Harm::kNone;
    if (harm == ::lcn::Harm::kNone) return;
    if (s.cur.harm_to_gangster) {
        ClearGangster(s, card);
        GangsterPlace& gp = s.gangsters[card];
        if (harm == ::lcn::Harm::kKill) {
            gp.status = GangsterStatus::kKilled;
            gp.killer = s.cur.harm_by;  // kept for the violence bonus (R3, R1: trapper / return fire too)
        } else {
            gp.status = GangsterStatus::kDeactivated;
        }
        return;
    }
    BusinessPlace& bp = s.businesses[card];
    if (harm == ::lcn::Harm::kKill) {
        bp.deactivated = false;
        bp.ability_used = false;
        PutUnderBusinessDeck(s, card);  // D14; markers return
    } else {
        bp.deactivated = true;
        ReturnMarkers(s, card);
    }
    RecomputeMonopolies(s);
}

}  // namespace

void ClearGangster(State& s, GangsterId g) {
    GangsterPlace& gp = s.gangsters[g];
    const Assignment a = gp.assignment;
    const std::uint8_t card = gp.card;
    gp.assignment = Assignment::kNone;
    gp.card = 0xFF;
    if (a == Assignment::kOrder) {
        // R19, R23: face down and unrevealed; only the card being executed is already face up.
        if (IsExecutingRevealed(s, g))
            DiscardOrderFaceUp(s, card);
        else
            DiscardOrderFaceDown(s, card);
    } else if (a == Assignment::kPurchase) {
        PutUnderBusinessDeck(s, card);  // R11, D23: markers on it return
    }
    // Handlanger/Saboteur go with the order they modify (RB 759, 771); Maschinenpistole/Ablenkung stay on
    // the card until the round ends whatever befalls him (RB 785, 801; D50): the payday discards them.
    DiscardAttachment(s, gp, kAttachHenchman, Influence::kHenchman);
    DiscardAttachment(s, gp, kAttachSaboteur, Influence::kSaboteur);
    gp.attached = static_cast<std::uint8_t>(gp.attached & (kAttachMachineGun | kAttachDistraction));
}

void InflictHarm(State& s, ::lcn::Harm harm, bool to_gangster, std::uint8_t card, Seat by) {
    s.cur.harm = harm;
    s.cur.harm_to_gangster = to_gangster;
    s.cur.harm_card = card;
    s.cur.harm_by = by;
    // D13, R4: the Notarzt protects gangsters and businessmen, never companies.
    if (to_gangster || IsBusinessman(card)) {
        OpenWindow(s, Step::kDoctorWindow);
        return;
    }
    ApplyHarm(s);
    ContinueAfterHarm(s);
}

void DowngradeHarm(State& s) {
    if (s.cur.harm == ::lcn::Harm::kKill) {
        s.cur.harm = ::lcn::Harm::kDeactivate;
        OpenWindow(s, Step::kDoctorWindow);  // R24: a second Notarzt may cancel the deactivation
        return;
    }
    s.cur.harm = ::lcn::Harm::kNone;
    ContinueAfterHarm(s);
}

void CloseDoctorWindow(State& s) {
    ApplyHarm(s);
    ContinueAfterHarm(s);
}

// The harm came from the chosen order itself (attack, return fire, a Falle against it) or, while a $ job
// is being executed, from a Falle against a Raub of it.
void ContinueAfterHarm(State& s) {
    s.cur.harm_card = 0xFF;
    s.cur.harm_by = kNoSeat;
    s.cur.harm_to_gangster = false;
    const GangsterPlace& gp = s.gangsters[s.cur.chosen];
    const bool job = gp.assignment == Assignment::kOrder && Order(gp.card).kind == OrderKind::kJob;
    if (job)
        FinishRobbery(s);
    else
        FinishOrder(s);
}

void PoachBusiness(State& s, BusinessId b, Seat to) {
    ReturnMarkers(s, b);  // RB: deal markers on a poached businessman go home
    s.businesses[b].holder = to;
    RecomputeMonopolies(s);
}

// ---------------------------------------------------------------- Drive-By return fire (R1, R25)
void LegalReturnFire(const State& s, MoveList& out) {
    Move m;
    m.seat = s.cur.roller;
    m.kind = MoveKind::kFire;
    out.push_back(m);
    m.kind = MoveKind::kHold;
    out.push_back(m);
}

Refusal ApplyReturnFire(State& s, const Move& m) {
    if (m.seat != s.cur.roller) return {RefusalCode::kNotYourTurn, SeatRef(m.seat)};
    if (m.kind == MoveKind::kFire)
        StartReturnFire(s);
    else if (m.kind == MoveKind::kHold)
        FinishOrder(s);
    else
        return {RefusalCode::kWrongStep, SeatRef(m.seat)};
    return {};
}

void AfterReturnFire(State& s, int successes) {
    if (successes >= 2)
        InflictHarm(s, ::lcn::Harm::kKill, true, s.cur.chosen, s.cur.named);
    else
        FinishOrder(s);
}

}  // namespace lcn::detail
