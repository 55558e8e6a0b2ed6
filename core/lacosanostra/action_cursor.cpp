// What the action phase's steps need from the cursor (state.h Cursor), as a check for hand-written positions:
// CheckInvariants calls it, so ParsePosition refuses a position whose step the engine could not continue
// (e.g. before_reveal without a chosen gangster holding an order, reroll_die without the die to re-roll).
#include "lacosanostra/action_flow.h"

namespace lcn::detail {

namespace {

bool IsSeat(const State& s, Seat p) { return p < s.players; }

// The chosen gangster holds the turn seat's order (revealed or not as `revealed` says).
const char* ExecutingProblem(const State& s, bool revealed) {
    const Cursor& c = s.cur;
    if (c.chosen >= kNumGangsters) return "no chosen gangster";
    const GangsterPlace& g = s.gangsters[c.chosen];
    if (g.status != GangsterStatus::kActive || g.assignment != Assignment::kOrder || g.card >= kNumOrders)
        return "the chosen gangster holds no order";
    if (OwnerOf(s, c.chosen) != c.turn) return "the chosen gangster is not the turn seat's";
    if (c.revealed != revealed) return revealed ? "the chosen order is not revealed" : "the chosen order is revealed";
    return nullptr;
}

const char* ExecutingEffect(bool ok) { return ok ? nullptr : "the chosen order does not lead to this step"; }

const char* StepProblem(const State& s, Step step) {
    const Cursor& c = s.cur;
    const char* p = nullptr;
    switch (step) {
        case Step::kPreTurn: return nullptr;
        case Step::kChoose: return nullptr;
        case Step::kPurchase:
            if (c.chosen >= kNumGangsters || s.gangsters[c.chosen].assignment != Assignment::kPurchase ||
                s.gangsters[c.chosen].card >= kNumBusinesses || OwnerOf(s, c.chosen) != c.turn)
                return "the chosen gangster holds no purchase card of the turn seat";
            return nullptr;
        case Step::kBeforeReveal: return ExecutingProblem(s, false);
        case Step::kTargetCard:
            if ((p = ExecutingProblem(s, true)) != nullptr) return p;
            if (!IsSeat(s, c.named) || c.named == c.turn) return "no named opponent";
            return ExecutingEffect(ExecutingOrder(s).kind == OrderKind::kAttack);
        case Step::kJobMarkers:
        case Step::kRobberyWindow:
            if ((p = ExecutingProblem(s, true)) != nullptr) return p;
            return ExecutingEffect(ExecutingOrder(s).kind == OrderKind::kJob);
        case Step::kStake:
            if ((p = ExecutingProblem(s, true)) != nullptr) return p;
            return ExecutingEffect(ExecutingOrder(s).effect == Effect::kHorseRace);
        case Step::kLaunder:
            if ((p = ExecutingProblem(s, true)) != nullptr) return p;
            return ExecutingEffect(ExecutingOrder(s).effect == Effect::kLaundering);
        case Step::kBuyDecision:
            if ((p = ExecutingProblem(s, true)) != nullptr) return p;
            return ExecutingEffect(ExecutingOrder(s).effect == Effect::kUnbeatableOffer ||
                                   ExecutingOrder(s).effect == Effect::kConnections);
        case Step::kReroll:
        case Step::kRerollDie:
            if ((p = ExecutingProblem(s, true)) != nullptr) return p;
            if (ExecutingOrder(s).kind != OrderKind::kJob || c.roll_for != RollFor::kOrder)
                return "a re-roll needs a job's roll";
            if (c.num_dice < 1 || c.num_dice > kMaxDice) return "no dice to re-roll";
            if (step == Step::kRerollDie && (c.reroll_die < 1 || c.reroll_die > c.num_dice)) return "no die to re-roll";
            return nullptr;
        case Step::kTrapBefore:
        case Step::kTrapAfter:
            if ((p = ExecutingProblem(s, true)) != nullptr) return p;
            if (ExecutingOrder(s).kind == OrderKind::kJob) {
                if (c.num_robberies < 1) return "a trap window of a job needs a Raub";
                if (c.robberies[c.num_robberies - 1].gangster >= kNumGangsters) return "the Raub has no gangster";
                return nullptr;
            }
            if (!IsSeat(s, c.named) || c.named == c.turn) return "no named opponent";
            return ExecutingEffect(ExecutingOrder(s).kind == OrderKind::kAttack);
        case Step::kRoll:
            if (c.num_dice < 1 || c.num_dice > kMaxDice || c.target_number < 1 || c.target_number > 6)
                return "a roll needs 1 to 6 dice and a target number 1 to 6";
            if (!IsSeat(s, c.roller) || c.roller_gangster >= kNumGangsters) return "a roll needs its roller";
            switch (c.roll_for) {
                case RollFor::kNone: return "a roll needs its purpose";
                case RollFor::kOrder: return ExecutingProblem(s, true);
                case RollFor::kTrap:
                    if (c.trap_gangster >= kNumGangsters || !IsSeat(s, c.trapper))
                        return "a Falle roll needs the trapper";
                    return StepProblem(s, Step::kTrapAfter);  // the attack it answers
                case RollFor::kRobbery: return StepProblem(s, Step::kTrapBefore);
                case RollFor::kReturnFire: return StepProblem(s, Step::kReturnFire);
            }
            return nullptr;
        case Step::kReturnFire:
            if (c.chosen >= kNumGangsters || c.target >= kNumGangsters || !IsSeat(s, c.named))
                return "return fire needs the attacker and the victim";
            return nullptr;
        case Step::kDoctorWindow:
            if (c.harm == Harm::kNone) return "a doctor window needs a harm";
            if (c.harm_card >= (c.harm_to_gangster ? kNumGangsters : kNumBusinesses))
                return "the harmed card is out of range";
            if (c.chosen >= kNumGangsters) return "no chosen gangster";
            return nullptr;
        default: return nullptr;  // not an action-phase step
    }
}

}  // namespace

const char* ActionCursorProblem(const State& s) {
    if (s.step != Step::kClaim) return StepProblem(s, s.step);
    switch (s.cur.window) {
        case Step::kPreTurn:
        case Step::kTrapBefore:
        case Step::kTrapAfter:
        case Step::kRobberyWindow:
        case Step::kDoctorWindow: return StepProblem(s, s.cur.window);
        default: return "a claim needs an open-claim window";
    }
}

}  // namespace lcn::detail
