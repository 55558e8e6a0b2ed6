// The engine's internal seams: one legal-move generator and one apply function per Step (state.h), plus the
// few operations that several phases share. rules.cpp dispatches on State::step to these; nothing outside
// core/lacosanostra includes this header.
//
// Ownership (so the phases can be written side by side):
//   setup_draw.cpp, planning.cpp, payday.cpp, scoring.cpp, table_ops.cpp  - the "phases" engineer
//   action*.cpp, windows.cpp, dice.cpp, trade.cpp, harm.cpp               - the "action phase" engineer
// Contract of every LegalX: append the legal flow moves of that step for CurrentActor (any order and
// duplicates allowed: rules.cpp sorts by canonical text and removes duplicates). Contract of every ApplyX:
// validate `m` (its kind is one the step accepts; rules.cpp has already checked the step and the actor) and
// either return a Refusal leaving `s` unchanged, or apply it fully (including every automatic follow-up up
// to the next decision) and return {}.
#pragma once

#include "lacosanostra/moves.h"
#include "lacosanostra/rules.h"
#include "lacosanostra/state.h"

namespace lcn::detail {

// ---- per step (state.h Step), phases engineer
void LegalDrawCheck(const State& s, MoveList& out);
Refusal ApplyDrawCheck(State& s, const Move& m);
void LegalPlanning(const State& s, MoveList& out);
Refusal ApplyPlanning(State& s, const Move& m);
// After a trade (R12, D44): a planning turn seat who gave away his last idle gangster is skipped (R17).
void SkipPlanningTurnWithoutAssignment(State& s);
void LegalLook(const State& s, MoveList& out);  // shared by planning and action (Spion/Anwalt 2nd look)
Refusal ApplyLook(State& s, const Move& m);
void LegalWildWindow(const State& s, MoveList& out);
Refusal ApplyWildWindow(State& s, const Move& m);
void LegalRecruit(const State& s, MoveList& out);
Refusal ApplyRecruit(State& s, const Move& m);
void LegalHandLimit(const State& s, MoveList& out);
Refusal ApplyHandLimit(State& s, const Move& m);

// Own-turn Informant / Spion / Anwalt (planning turn, or action turn before the reveal): `lawyer B G` of seat p
// (LegalLawyerLooks), `play IF G`, `play IF market` (with_market), `play SP G` (LegalSpyPlays), each in
// canonical order. Shared by planning and the action phase.
void LegalLawyerLooks(const State& s, Seat p, MoveList& out);
void LegalSpyPlays(const State& s, Seat p, bool with_market, MoveList& out);
Refusal ApplySpyPlay(State& s, const Move& m);  // kPlay IF/SP or kLawyer; refuses anything else
// Out-of-turn plays of the options spy_any_time / wild (rules.h SideMoves); Apply routes them here.
void LegalSideMoves(const State& s, Seat p, MoveList& out);
Refusal ApplySideMove(State& s, const Move& m);

// ---- per step, action phase engineer
void LegalPreTurn(const State& s, MoveList& out);
// kPreTurn: the due seat may begin his own turn (no queued Intrigant turn waits, he did not skip himself).
bool DueSeatMayBegin(const State& s);
Refusal ApplyPreTurn(State& s, const Move& m);
void LegalClaim(const State& s, MoveList& out);
Refusal ApplyClaim(State& s, const Move& m);
void LegalChoose(const State& s, MoveList& out);
Refusal ApplyChoose(State& s, const Move& m);
void LegalPurchase(const State& s, MoveList& out);
Refusal ApplyPurchase(State& s, const Move& m);
void LegalBeforeReveal(const State& s, MoveList& out);
Refusal ApplyBeforeReveal(State& s, const Move& m);
void LegalTargetCard(const State& s, MoveList& out);
Refusal ApplyTargetCard(State& s, const Move& m);
void LegalJobMarkers(const State& s, MoveList& out);
Refusal ApplyJobMarkers(State& s, const Move& m);
void LegalStake(const State& s, MoveList& out);
Refusal ApplyStake(State& s, const Move& m);
void LegalWindow(const State& s, MoveList& out);  // kTrapBefore, kTrapAfter, kRobberyWindow, kDoctorWindow
Refusal ApplyWindow(State& s, const Move& m);
void LegalRoll(const State& s, MoveList& out);  // kRoll and kRerollDie (physical dice only; Chance has none)
Refusal ApplyRoll(State& s, const Move& m);
void LegalReroll(const State& s, MoveList& out);
Refusal ApplyReroll(State& s, const Move& m);
void LegalReturnFire(const State& s, MoveList& out);
Refusal ApplyReturnFire(State& s, const Move& m);
void LegalBuyDecision(const State& s, MoveList& out);
Refusal ApplyBuyDecision(State& s, const Move& m);
void LegalLaunder(const State& s, MoveList& out);
Refusal ApplyLaunder(State& s, const Move& m);
Refusal ApplyTrade(State& s, const Move& m);  // at any safe point (D15)
// Why the cursor cannot carry the current action-phase step (nullptr: it can): what each step needs, e.g. a
// chosen gangster holding an order, the die a Polizist re-rolls. For CheckInvariants (hand-written positions).
const char* ActionCursorProblem(const State& s);

// ---- hand-overs between the phases
void BeginRound(State& s);        // phases: deactivated cards back, draw, first draw check (round 1: NewGame)
void BeginPlanning(State& s);     // phases
void BeginActionPhase(State& s);  // action: called by planning when no idle gangster is left
void EndActionPhase(State& s);    // phases: payday (rounds < last) or the final payout and kOver

// ---- money of payday and the final payout (payday.cpp, scoring.cpp)
inline constexpr std::int32_t kBusinessBonus = 5;        // RB 550
inline constexpr std::int32_t kMostGangstersBonus = 15;  // RB 401
std::int32_t BusinessIncomeOf(const State& s, Seat p);   // own active businesses
int MonopoliesHeld(const State& s, Seat p);
std::int32_t IncomeOf(const State& s, Seat p);  // own active businesses + $5k per monopoly held
// The seat with the unique highest of `value` among seats 0..players-1; kNoSeat on a tie ("nicht bei Gleichstand").
Seat UniqueTop(const State& s, const std::array<std::int32_t, kMaxPlayers>& value);
Seat BusinessBonusSeat(const State& s);  // option business_bonus: the unique top income, else kNoSeat
void PayBusinessBonus(State& s);         // $5k to BusinessBonusSeat
// The parts of the final payout (rules.h ScoreParts) without cash, laundered and total; FinalPayout pays them.
ScoreBreakdown PayoutParts(const State& s);
std::int32_t PayoutOf(const ScoreParts& parts);  // income + monopolies + most gangsters + violence + business bonus
void FinalPayout(State& s);                      // §4.3 FINAL_PAYOUT into the players' cash
// Violence bonus (RB 403-409) on the printed strengths of the opponents' gangsters seat p killed ($k), and
// the same from the count of victims and their total strength (the bots' marginal bonus of one more kill,
// without copying the State: it was the hottest line of the Expert's playouts).
std::int32_t ViolenceBonus(const State& s, Seat p);
std::int32_t ViolenceFor(int victims, int victims_strength);

// ---- shared table operations (table_ops.cpp / harm.cpp); every one keeps the invariants of state.h
void RecomputeMonopolies(State& s);  // §4.5, after every change of a business's owner/state
void RefillMarket(State& s);         // top of the business deck into empty market slots (D10)
// RB 102 at setup: four cards from the deck top, no two identical, at most one company; a card that does not
// fit goes under the deck (setup_draw.cpp; also a position's "market": "lay out", D55).
void DealMarket(State& s);
void DiscardOrderFaceDown(State& s, OrderId o);
void DiscardOrderFaceUp(State& s, OrderId o);
void PutUnderBusinessDeck(State& s, BusinessId b);  // markers on it return to their owners
void TakeFromDeck(State& s, BusinessId b);          // out of the business deck, the rest closing up (action_effects)
void ReturnMarkers(State& s, BusinessId b);
void ClearGangster(State& s, GangsterId g);               // his assignment discarded (order face down, purchase under
                                                          // the deck), Handlanger/Saboteur discarded (harm.cpp, D50)
void DrawInfluence(State& s, Seat p, int count);          // reshuffles the discard when the deck runs out (R8)
std::uint32_t NextRandom(State& s, std::uint32_t below);  // the state generator (state.rng), one draw
void ShuffleBusinessDeck(State& s);                       // with the state generator (R20 after a deck search)
// The byte order of the card codes (rules.cpp, the order of MoveOrderKey): generators that emit their moves in
// this order spare LegalMoves the sort.
const std::array<GangsterId, kNumGangsters>& GangstersInCodeOrder();
const std::array<Influence, kNumInfluenceTypes>& InfluenceInCodeOrder();
const std::array<Family, kNumFamilies>& FamiliesInCodeOrder();  // by seat letter; gangsters follow it (below)
std::uint8_t BusinessCodeRank(BusinessId b);
// The rank of a family's seat letter among the five; gangster codes sort by it, then by slot, so
// GangstersInCodeOrder()[FamilyCodeRank(f) * kGangstersPerFamily + slot] == MakeGangster(f, slot).
std::uint8_t FamilyCodeRank(Family f);
// Appends a move of `kind` by `seat` with every other field at its default (moves.h) and returns it, for the
// caller to set the fields its kind uses. It is copied from a constant blank move, whose bytes the compiler
// stores straight from registers, and the fields are written in the list. A local template move instead is
// split into its fields by GCC and rebuilt on the stack for every copy (byte stores, then wide loads of them: a
// store-forwarding stall per move), which made GCC's move generators slower than clang's.
inline Move& PushMove(MoveList& out, MoveKind kind, Seat seat) {
    static constexpr Move kBlank{};
    Move& added = out.push_back(kBlank);
    added.kind = kind;
    added.seat = seat;
    return added;
}
// PushMove with the card fields a and b.
inline void PushCardMove(MoveList& out, MoveKind kind, Seat seat, std::uint8_t a, std::uint8_t b) {
    Move& added = PushMove(out, kind, seat);
    added.a = a;
    added.b = b;
}

// Whether a gangster's place satisfies `test`, looking at seat p's own family first: his gangsters are there
// unless traded (R12), so a search for one of them mostly ends within six places.
template <typename Test>
bool AnyGangster(const State& s, Seat p, Test test) {
    const int first = p < s.players ? MakeGangster(s.player[p].family, 0) : 0;
    for (int g = first; g < kNumGangsters; ++g) {
        if (test(s.gangsters[static_cast<std::size_t>(g)])) return true;
    }
    for (int g = 0; g < first; ++g) {
        if (test(s.gangsters[static_cast<std::size_t>(g)])) return true;
    }
    return false;
}

// The seats in the byte order of their letters (the first byte of every move text but `roll`).
struct SeatOrder {
    std::array<Seat, kMaxPlayers> seat{};
    int count = 0;
    const Seat* begin() const { return seat.data(); }
    const Seat* end() const { return seat.data() + count; }
};
SeatOrder SeatsInLetterOrder(const State& s);
inline Seat NextSeat(const State& s, Seat p) { return static_cast<Seat>((p + 1) % s.players); }
std::int32_t PayFromBank(State& s, Seat p, std::int32_t amount);          // bank_balance bookkeeping (I4)
std::int32_t PayToBank(State& s, Seat p, std::int32_t amount);            // at most the cash he has; returns paid
std::int32_t PaySeat(State& s, Seat from, Seat to, std::int32_t amount);  // at most the cash he has

}  // namespace lcn::detail
