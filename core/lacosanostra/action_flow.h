// The action phase's internal seams (docs/lacosanostra-rules.md §4.3 ACTION, §4.4, §4.5): how the files of the action
// phase hand an executing order to each other. Nothing outside action*.cpp, windows.cpp, dice.cpp, harm.cpp
// and trade.cpp includes this header.
//
// Who acts in each step of the action phase (CurrentActor, rules.cpp):
//   kPreTurn                                         the table; controller cur.due
//   kTrapBefore, kTrapAfter, kRobberyWindow, kDoctorWindow   the table; controller cur.turn
//   kClaim                                           seat cur.claimant
//   kChoose kPurchase kBeforeReveal kTargetCard kJobMarkers kStake kReroll kBuyDecision kLaunder   seat cur.turn
//   kRoll, kRerollDie                                chance (option physical_dice: seat cur.roller)
//   kReturnFire                                      seat cur.roller (the Drive-By victim's owner)
// The number of dice of a roll node is cur.num_dice (kRoll) or 1 (kRerollDie): DefaultRoll needs nothing else.
//
// The flow of one executed order (the continuation after each window or roll is derived from the cursor, so
// nested windows need no stack): choose -> purchase | before_reveal -> reveal ->
//   job:    requirements [job_markers] -> roll [reroll] -> robbery window -> (Raub: trap_before -> roll
//           -> trap_after -> [doctor]) -> payout -> cleanup
//   attack: [target_card] -> trap_before -> roll -> trap_after -> effect [doctor | return_fire -> roll
//           -> doctor] -> cleanup      (a Falle: roll -> [doctor] -> cleanup or back into the attack)
//   other:  [stake] -> roll -> buy_decision | launder | payment -> cleanup
#pragma once

#include "lacosanostra/steps.h"

namespace lcn::detail {

// ---- action.cpp: rotation and cleanup
bool HasAssignment(const State& s, Seat p);
bool IsExecutingRevealed(const State& s, GangsterId g);  // g is the chosen gangster and his card is face up
void FinishOrder(State& s);  // cleanup of the executing order (§4.3 step 9), then the next turn
void DiscardOrderAttachments(State& s, GangsterId g);  // Handlanger/Saboteur leave with the order
const OrderData& ExecutingOrder(const State& s);       // the chosen gangster's order (valid until cleanup)
OrderId ExecutingOrderId(const State& s);

// ---- action_jobs.cpp: requirements, deal markers, payout, Raub
enum class Cover : std::uint8_t { kUnmet, kExact, kChoice };
Cover JobCover(const State& s, Seat p, OrderId job);       // kExact: the markers to use are forced
void ConsumeForcedMarkers(State& s, Seat p, OrderId job);  // kExact only
void AfterJobRoll(State& s);                               // robbery window or cleanup
void StartRobbery(State& s, Seat robber, GangsterId g);
bool MayRob(const State& s, Seat robber, GangsterId g);  // the claimant's answer `rob G`
void AfterRobberyRoll(State& s, int successes);          // the Raub's roll (the job's successes stay in cur.successes)
void FinishRobbery(State& s);                            // chain or payout, then cleanup
void CloseRobberyWindow(State& s);                       // `continue`: no (more) Raub, the job pays
bool RobberyInProgress(const State& s);  // the attack being resolved is the last Raub, not the chosen order

// ---- action_effects.cpp: attack targets and effects, other orders
void AfterReveal(State& s);
void AfterTarget(State& s);    // trap_before window of the attack
void ResolveAttack(State& s);  // after the roll and the trap_after window
void ResolveOther(State& s);   // after the roll of an "other" order

// ---- windows.cpp
void OpenWindow(State& s, Step window);
Seat AttackedSeat(const State& s);  // the seat the attack in progress is aimed at
GangsterId AttackerGangster(const State& s);
bool MayTrap(const State& s, Seat trapper, GangsterId g);
void AfterTrapRoll(State& s, int successes);

// ---- dice.cpp
void StartRoll(State& s, RollFor what, Seat roller, GangsterId g, int dice, int target);
void StartOrderRoll(State& s);  // the chosen order's roll (dice and target number with every modifier)
void StartReactionRoll(State& s, RollFor what, Seat roller, GangsterId g);  // Falle / Raub (difficulty of the card)
void StartReturnFire(State& s);
void AfterOrderRoll(State& s);  // after the last re-roll of an order's roll

// ---- harm.cpp
// A kill or deactivation of gangster or business `card` caused by seat `by`: gangsters and businessmen get
// the Notarzt window (D13), companies are harmed at once. Then the flow continues (ContinueAfterHarm).
void InflictHarm(State& s, ::lcn::Harm harm, bool to_gangster, std::uint8_t card, Seat by);
void ContinueAfterHarm(State& s);
void CloseDoctorWindow(State& s);  // `continue`: the harm happens
void DowngradeHarm(State& s);      // a Notarzt: kill -> deactivate -> nothing
void AfterReturnFire(State& s, int successes);
void PoachBusiness(State& s, BusinessId b, Seat to);

// ---- refusal fields in the Ref numbering of rules.h (0xFF for anything out of range)
inline std::uint8_t SeatRef(Seat p) { return p < kMaxPlayers ? RefSeat(p) : std::uint8_t{0xFF}; }
inline std::uint8_t GangsterRef(std::uint8_t g) { return g < kNumGangsters ? RefGangster(g) : std::uint8_t{0xFF}; }
inline std::uint8_t BusinessRef(std::uint8_t b) { return b < kNumBusinesses ? RefBusiness(b) : std::uint8_t{0xFF}; }
inline std::uint8_t InfluenceRef(std::uint8_t t) {
    return t < kNumInfluenceTypes ? RefInfluence(static_cast<Influence>(t)) : std::uint8_t{0xFF};
}

}  // namespace lcn::detail
