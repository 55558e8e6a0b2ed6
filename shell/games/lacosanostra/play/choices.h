// shell/games/lacosanostra/play/choices.h — what each tap means on the screen the device shows (flow.h), from the
// rules' LegalMoves: every tappable thing (gangster, order card, influence card, business, seat, button, die,
// amount) and what tapping it does: make a Move, pick it as the first of two taps (a gangster, then the order card
// or market business it gets), or a device step (unlock, done, peek). No ImGui: the drawing code draws the things
// and calls the module on a tap; nothing here applies a move.
//
// Every move is a path of one or two taps (PathOf):
//   order G O: gangster G, then order O      purchase G B: gangster G, then business B
//   play X G: influence X, then gangster G   play IF market: influence IF, then the market
//   play IT / play NA: influence X           lawyer AW G: business AW, then gangster G
//   reroll PZ D: business PZ, then die D     choose/rob/trap/recruit/look G: gangster G
//   target C: that gangster or business      buy B: business B        discard O / X: that card
//   name P: seat P; name none: a button      claim: the claiming seat's claim button
//   stake/launder N: amount N                use B..: one button per legal set (UseSet, numbered in list order)
//   roll: a button (chance: the generator's roll, DefaultRoll); with physical dice the roller types the dice
//         one by one (kDieValue 1..6 per die, kDieErase takes one back, flow.h TypeDie), then confirms the roll
//         (kDice, the typed dice in ascending order): 6 buttons, not one per outcome (252 for five dice)
//   reveal: a button; with no player named a second one confirms it (rules.h D3: an unnamed attack's reveal is
//         the face-down abort). The question is asked for every card alike, so it tells the table nothing.
//   every other move: a button named by its verb (accept, object, abort, continue, ...).
//
// Secrets: a public or hand-off screen offers no move that uses a card from a hand (play, order, discard) nor an
// Anwalt look: the current seat plays them from its own private screen ("My cards", a peek, which also offers the
// side moves of the options spy_any_time / wild). So the public screen looks the same whatever anyone holds.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "games/lacosanostra/play/flow.h"
#include "lacosanostra/game.h"

namespace shell::games::lacosanostra {

enum class Thing : std::uint8_t {
    kNone,
    kGangster,   // id = GangsterId
    kOrder,      // id = OrderId (a card in the seat's own hand: private screens only)
    kInfluence,  // id = Influence (own hand: private screens only)
    kBusiness,   // id = BusinessId (market, display, purchase card, or the deck in a Beziehungen search)
    kMarket,     // the market as a whole (Informant market exchange)
    kSeat,       // id = seat (name a target player)
    kClaim,      // id = seat: that seat's claim button in an open-claim window
    kDie,        // id = 1-based die index (Polizist re-roll)
    kAmount,     // id = amount in $1,000 (stake, launder)
    kUseSet,     // id = index of the `use` move among the legal `use` moves (list order)
    kDice,       // id = index of the `roll` move among the legal rolls (physical dice: confirms the typed dice)
    kButton,     // id = Button
    // device steps (not moves)
    kUnlock,  // id = seat: the big name button of a hand-off screen
    kDone,    // id 1: "Done - pass the device" (private screen, steps over); id 0: "Hide" (step still open);
              // id 2: "Done - hide my cards" (a peek: nothing to pass on)
    kPeek,    // id = seat: "My cards" of that seat (public table or hand-off screen)
    kUnpick,  // drop the first tap of a two-tap gesture
    // physical dice (not moves until the roll is confirmed with kDice)
    kDieValue,  // id = 1..6: the value of the next die (Effect::kTypeDie)
    kDieErase,  // take back the last typed value (Effect::kEraseDie)
    // a computer's deal offered to a person at a negotiation pause (offers.h; not from ChoicesFor)
    kOffer,  // id 1: Accept, id 0: Decline
};

enum class Button : std::uint8_t {
    kAccept,
    kObject,
    kReveal,
    kAbort,
    kContinue,
    kDecline,
    kPass,
    kPay,
    kKeep,
    kFire,
    kHold,
    kRoll,
    kNameNone,
    kRevealUnnamed,  // confirms a Reveal with no player named (rules.h D3: an attack is then aborted)
};

struct Tap {
    Thing thing = Thing::kNone;
    std::uint16_t id = 0;
    bool operator==(const Tap&) const = default;
};

enum class Effect : std::uint8_t {
    kMove,          // `move` is complete: the module plays it (then flow AfterMove)
    kPick,          // the first tap of a two-tap gesture: the module stores it as the Pick
    kUnlock,        // TapHandOff(seat)
    kDone,          // TapDone
    kPeek,          // RequestPeek(seat)
    kUnpick,        // clear the Pick
    kTypeDie,       // TypeDie(s, device, tap.id)
    kEraseDie,      // EraseDie(device)
    kAcceptOffer,   // offers.h AnswerOpen(accept): `move` is the trade it plays
    kDeclineOffer,  // offers.h AnswerOpen(decline)
};

struct Choice {
    Tap tap;
    Effect effect = Effect::kMove;
    lcn::Move move{};     // kMove: the move; kPick: the first move the pick leads to (for hints)
    bool enabled = true;  // false: drawn, not tappable yet (a gate within its delay, Continue before the minimum)
    Seat seat = kNoSeat;  // who acts: the move's seat, the unlocking / peeking seat
    bool operator==(const Choice&) const = default;
};

// The first tap of a two-tap gesture (Thing::kNone: none). Kept by the module; cleared after every move and
// whenever the screen changes.
using Pick = Tap;

// The choices of the screen ScreenFor(s, d) shows, given the pick. With a pick: the second taps that complete a
// move with it, plus kUnpick. Without: every first tap. Device steps as listed in flow.h (kUnlock on hand-offs,
// kDone on private screens, kPeek per seat on public and hand-off screens). Order: as the moves are listed. A
// physical roll offers, instead of its moves, the typing of flow.h: the values 1..6 while dice remain to type, then
// the confirmation (kDice), with kDieErase once a value is typed.
// In an open-claim window a person's moves other than claims wait: with people at the table the window's minimum
// (flow.h kWindowMinMs, so every person can claim); solo only until every computer has answered the window
// (`computers_answered`, computer.h Due), since no other person needs the time.
std::vector<Choice> ChoicesFor(const lcn::State& s, const Device& d, Pick pick, std::int64_t now_ms,
                               bool computers_answered = true);

// The taps of a move (1 or 2). `legal` is the list the move was taken from (numbering of UseSet and Dice).
int PathOf(const lcn::State& s, const lcn::Move& m, const lcn::MoveList& legal, Tap out[2]);

// A move made from its seat's own screen only: it uses a card from the hand (play, order, discard), or the
// Anwalt's look (`lawyer`), whose open targets depend on what the seat has already seen (D25).
bool PlayedPrivately(const lcn::Move& m);

// The moves a screen offers before grouping into taps: private step: the owner's LegalMoves; private peek of a
// seat: its hand plays among LegalMoves (when it is the actor) and its SideMoves; public: LegalMoves without hand
// plays (Chance: DefaultRoll); scoring and hand-off: none.
void MovesOfScreen(const lcn::State& s, const Screen& sc, lcn::MoveList& out);

// Finds the choice for a tap, or nullptr.
const Choice* FindChoice(const std::vector<Choice>& choices, Tap tap);

// The stable test id of a tap ("gangster:Y3", "button:reveal", "claim:2", "unlock:1", ...); "?" only for a tap
// no screen makes (a button id out of range).
std::string TapId(Tap tap);

}  // namespace shell::games::lacosanostra
