// The atomic actions of La Cosa Nostra (docs/lacosanostra-notation.md "Actions"): one Move per decision of
// docs/lacosanostra-rules.md §4 and §6. A Move is a small value; its canonical text is the notation, and every text
// except `roll` starts with the acting seat's letter, so a log line says who did it.
//
// Who may send which move: see rules.h (CurrentActor, LegalMoves, SideMoves, IsSafePoint).
//  - Flow moves belong to the current actor (a seat; the whole table in an open-claim window; Chance).
//  - Side moves are accepted from any seat at a safe point: trades, and with the options spy_any_time / wild
//    out-of-turn influence plays. Trades are NOT enumerated (unbounded parameters): Apply validates them.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "common/fixed_list.h"
#include "lacosanostra/cards.h"
#include "lacosanostra/state.h"

namespace lcn {

// Kinds in the byte order of their verbs (the text after the seat letter), `roll` last.
enum class MoveKind : std::uint8_t {
    kAbort,     // S abort                     drop the chosen assignment before the reveal (face down / under deck)
    kAccept,    // S accept                    draw check: keep the draw
    kBuy,       // S buy B                     Unschlagbares Angebot / Beziehungen: buy card B at the rolled price
    kChoose,    // S choose G                  pick the gangster whose assignment is executed
    kClaim,     // S claim                     open-claim window: ask for the device (any seat, once per window)
    kContinue,  // S continue                  close the window (its controller) / run a queued Intrigant turn
    kDecline,   // S decline                   after a claim: play nothing (looks like any other "no")
    kDiscard,   // S discard O1-07 | S discard IF   payday hand limit, one card
    kFire,      // S fire                      Drive-By return fire
    kHold,      // S hold                      no return fire
    kKeep,      // S keep                      no (more) Polizist re-rolls
    kLaunder,   // S launder N                 Geldwäsche: move N ($k) of own cash to the safe, 0..cap
    kLawyer,    // S lawyer AW1 G              Anwalt ability: first of two looks at face-down orders
    kLook,      // S look G                    the second look of a Spion / Anwalt
    kName,      // S name P | S name none      name (or change, or drop) the target player before the reveal
    kObject,    // S object                    draw check: object to an all-attack draw (RB 168)
    kOrder,     // S order G O1-07             planning: order card face down on own idle gangster
    kPass,      // S pass                      decline an optional choice (buy, recruit, wild window)
    kPay,       // S pay                       pay the chosen purchase card
    kPlay,      // S play IF G | S play IF market | S play SP G | S play HL G | SA | MP | AB G | S play IT | S play NA
    kPurchase,  // S purchase G ZU3            planning: market card face up on own idle gangster
    kRecruit,   // S recruit G                 payday: buy one remaining gangster
    kReroll,    // S reroll PZ1 D              Polizist PZ1 re-rolls die D (1-based) of the $ job
    kReveal,    // S reveal                    turn the chosen order face up (ends the negotiation pause)
    kRob,       // S rob G                     after a claim: reveal the Raub planned on own gangster G
    kStake,     // S stake N                   Pferderennen stake ($k, 0..20, at most own cash)
    kTarget,    // S target C                  concrete target card (business or gangster code)
    kTrade,     // S trade P / item / item ... both parties confirmed (see TradeItem)
    kTrap,      // S trap G                    after a claim: reveal the Falle planned on own gangster G
    kUse,       // S use B1 B2 ...             the businesses whose deal markers the job consumes
    kRoll,      // roll d1 d2 ...              chance node (or the roller with physical dice)
};

// One element of a trade. `by_other` = false: done by the proposing seat (the move's `seat`), true: by the
// counterparty (`other`). Verbs: pay N ($k to the other party), give C (business or idle gangster to the other
// party), mark B (place one own deal marker on the other party's business or purchase card B), unmark B
// (withdraw one own deal marker from the other party's card B).
enum class TradeVerb : std::uint8_t { kGive, kMark, kPay, kUnmark };  // byte order of the verbs
struct TradeItem {
    std::uint8_t by_other = 0;  // 0 / 1
    TradeVerb verb = TradeVerb::kPay;
    std::uint8_t card = 0xFF;   // BusinessId (give/mark/unmark) or GangsterId (give, flagged by `gangster`)
    std::uint8_t gangster = 0;  // 1 when `card` is a GangsterId
    std::uint16_t amount = 0;   // pay
    bool operator==(const TradeItem&) const = default;
};

// Field use per kind (unused fields keep their defaults, so `==` and the text agree):
//   order: a = gangster, b = order        purchase: a = gangster, b = business
//   choose/rob/trap/recruit/look: a = gangster
//   play: a = Influence, b = gangster (kNoGangster for IT, NA), flag = market (IF market)
//   lawyer: a = business (Anwalt), b = gangster     reroll: a = business (Polizist), amount = die index 1..n
//   target: a = card, flag = the card is a gangster  buy: a = business   discard: a = order, or Influence with flag
//   name: other = seat or kNoSeat (none)  stake/launder: amount  use: list = businesses  roll: list = dice
//   trade: other = counterparty, items
struct Move {
    MoveKind kind = MoveKind::kPass;
    Seat seat = kNoSeat;      // acting seat (kNoSeat for a Chance roll)
    Seat other = kNoSeat;     // name P / trade counterparty
    std::uint8_t a = 0xFF;    // primary card: gangster, order, business; Influence for play/discard
    std::uint8_t b = 0xFF;    // secondary card: order (order G O), business (purchase G B), gangster (play X G)
    bool flag = false;        // see the table above
    std::int16_t amount = 0;  // launder / stake / die index (reroll)
    std::uint8_t count = 0;   // used entries of `list` (dice of a roll, businesses of `use`) or of `items`
    std::array<std::uint8_t, kMaxDice> list{};
    std::array<TradeItem, kMaxTradeItems> items{};
    bool operator==(const Move&) const = default;
};

// The legal flow moves of a state, sorted by canonical text (byte order) and unique; no heap.
// Bound: planning has at most 8 orders x 6 idle gangsters + 4 x 6 purchases + 4 x 30 attachments + 25 Informant
// + 24 Spion + 3 x 24 Anwalt < 320; every other step is far smaller.
using MoveList = common::FixedList<Move, 400>;

}  // namespace lcn
