// shell/games/lacosanostra/play/flow.h — the pass-the-device protocol of the La Cosa Nostra table
// (docs/lacosanostra-rules.md §6, docs/table-design.md "Hand-offs: rules learned from other games' bugs") as a pure
// function of the game state and a small UI state, the Device. No ImGui: tests/lacosanostra/table/ checks it natively.
//
// What the device shows (ScreenFor):
//  - kScoring once the game is over;
//  - kPrivate(seat) only after that seat tapped its name on kHandOff(seat) (Device::unlocked): never a private
//    screen without a hand-off first;
//  - kHandOff(seat) when a private step waits for a seat that has not unlocked the device: the step's owner
//    (PrivateOwner), or a seat that asked to see its own cards outside its steps ("My cards", Device::peek);
//  - kPublic otherwise (public steps, open-claim windows, chance rolls).
// Private steps: kDrawCheck, kPlanning, kLook, kWildWindow, kClaim, kHandLimit. Everything else is public.
//
// Consecutive private steps of one seat share one gate (rule 10): after a move, a seat that still owns the next
// step keeps the device unlocked. When its private steps are over, its screen shows only "Done - pass the device"
// (Device::done_pending) with its own view after the move (e.g. the card its spy saw); TapDone hides it. The
// drawing code reads ViewFor(state, VisibleSeat(screen)): the public view everywhere but on kPrivate.
//
// Solo: exactly one person at the table, any number of computers (SoloPerson). No other person is at the
// device, so nothing needs hiding from anyone: no hand-off, no peek, no "Done"; every screen draws the person's own
// view (Screen::viewer), so the hand, the plans and what the person has seen stay on the table. The person's private
// steps are kPrivate screens without a gate; all else is kPublic. The computers still decide from their View only
// (computer.h). With two or more people nothing of this applies: viewer stays kNoSeat.
//
// Times are milliseconds of any monotonic clock the caller owns (tests pass a fake one). Sync() records when the
// screen changed; a gate ignores taps for kGateDelayMs after it appears (rule 3), and a window's "Continue" (and
// the due seat's direct choice in kPreTurn) waits kWindowMinMs, the same whether or not anyone can react (rule 5).
#pragma once

#include <array>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string_view>

#include "lacosanostra/game.h"
#include "lacosanostra/seats.h"

namespace shell::games::lacosanostra {

using lcn::kNoSeat;
using lcn::Seat;

inline constexpr std::int64_t kGateDelayMs = 700;   // taps on a fresh hand-off screen are ignored (stray taps)
inline constexpr std::int64_t kWindowMinMs = 1500;  // an open-claim window stays at least this long

enum class ScreenKind : std::uint8_t { kPublic, kHandOff, kPrivate, kScoring };

// Why a seat gets a private screen (the hand-off names the step: which step is public knowledge).
enum class PrivateReason : std::uint8_t {
    kNone,
    kDrawCheck,   // look at the new draw: accept, or object to an all-attack draw
    kPlanning,    // assign orders / purchases, play influence cards
    kLook,        // the second look of a Spion / Anwalt
    kWildWindow,  // option wild: play planning influence cards, then pass
    kClaim,       // answer a claim in an open window: play a card or decline
    kHandLimit,   // payday: discard down to the limit
    kDone,        // the seat's private steps are over: it reads its own view (the card its spy saw) and taps Done
    kPeek,        // "peek at my own orders", asked for by the seat (its hand plays and side moves live here too)
};

struct Screen {
    ScreenKind kind = ScreenKind::kPublic;
    Seat seat = kNoSeat;  // kHandOff / kPrivate: whose; else kNoSeat
    PrivateReason reason = PrivateReason::kNone;
    bool done = false;  // kPrivate: the seat's private steps are over, only "Done - pass the device" is left
    lcn::Step step = lcn::Step::kOver;  // the game's step (two windows in a row are two screens: each waits)
    Seat viewer = kNoSeat;              // solo: the person, whose own view every screen draws; else kNoSeat
    bool operator==(const Screen&) const = default;
};

// Who sits at a seat: a person, or a computer player at a level (computer.h runs them). A computer seat never gets
// a hand-off or a private screen: its private steps run behind the public table (ScreenFor shows kPublic), it cannot
// ask to peek, and the choices (choices.h) never offer a person a computer's move (its claim, its Continue as a
// window's controller, its roll); computer.h plays them.
// The kinds and their names are the core's (lacosanostra/seats.h), since links and saves carry them.
using lcn::kSeatKindNames;
using lcn::ParseSeatKind;
using lcn::SeatKind;
using lcn::SeatKindName;
using lcn::SeatKinds;

// Physical dice (option physical_dice): the values the roller has typed so far, die by die, for the roll on the
// table (choices.h: one tap per die, then a confirmation).
struct TypedDice {
    std::array<std::uint8_t, lcn::kMaxDice> values{};
    std::uint8_t count = 0;
    bool operator==(const TypedDice&) const = default;
};

// The small UI state of the device. Value type; a new game or a loaded game starts with Device{} (public).
struct Device {
    Seat unlocked = kNoSeat;    // the seat that tapped its name and sees its private screen; kNoSeat: locked
    Seat peek = kNoSeat;        // a seat that asked to see its own cards ("My cards"), until its Done
    bool done_pending = false;  // the unlocked seat's private steps are over: only "Done" is left
    std::uint16_t gates = 0;    // hand-offs passed so far (the first one explains itself, rule 11)
    Screen shown{};             // the screen of the last Sync
    std::int64_t shown_ms = 0;  // when `shown` appeared
    TypedDice dice{};           // physical dice typed for the current roll; cleared by every move
    SeatKinds kinds{};          // who sits at each seat (kept by Reset; a new game sets it)
    bool operator==(const Device&) const = default;
};

// The seat whose private step the state waits for (kDrawCheck, kPlanning, kLook, kWildWindow, kClaim,
// kHandLimit), or kNoSeat for a public step, a window, a roll, the end.
Seat PrivateOwner(const lcn::State& s);
PrivateReason PrivateReasonOf(lcn::Step step);  // kNone for a public step

Screen ScreenFor(const lcn::State& s, const Device& d);
// Whether a computer sits at `seat` (false for kNoSeat).
bool IsComputer(const Device& d, Seat seat);
// The seat that decides the current step at the table: the acting seat, a window's controller, the roller of a
// chance roll (s.cur.roller; a Polizist's re-roll: the turn's seat); kNoSeat at the end.
Seat DecidingSeat(const lcn::State& s);
// The seat of a move as the table sees it: the move's seat; for a roll (chance or physical dice), the roller.
Seat MoverOf(const lcn::State& s, const lcn::Move& m);
// The seat whose view the screen may draw: screen.seat on kPrivate, else the solo person or kNoSeat (the public view).
inline Seat VisibleSeat(const Screen& sc) { return sc.kind == ScreenKind::kPrivate ? sc.seat : sc.viewer; }
// Whether the table's bar (Menu, Log, Deal, Undo) is drawn: the public table, and every screen of a solo game.
inline bool TableBarShown(const Screen& sc) { return sc.kind == ScreenKind::kPublic || sc.viewer != kNoSeat; }

// The one person of a solo table (exactly one person among the `players` seats), else kNoSeat (two or more people,
// or computers only).
Seat SoloPerson(const SeatKinds& kinds, int players);
// Whether the open-claim window (kPreTurn, kTrapBefore, kTrapAfter, kRobberyWindow, kDoctorWindow) needs `seat`'s
// decision: its claim would let it play a card (the claim's answers offer more than decline), or it has a move
// other than Continue (the due seat's choice in pre_turn, a look). False on any other step. Reads the seat's own
// cards: for the solo person only, who alone sees them (a window with people looks the same whatever anyone holds).
bool WindowNeedsSeat(const lcn::State& s, Seat seat);
// A window with a person who may still claim in it: its controller's Continue waits the window's minimum. With
// people: any person; solo: the person only when the window needs the person.
bool PersonMayClaim(const lcn::State& s, const Device& d);

// ---- transitions (each ends with Sync)
// Records the time the screen changed. Call once per frame (cheap) and after every change of state or device.
void Sync(const lcn::State& s, Device& d, std::int64_t now_ms);
// The named seat's button on its hand-off screen. False (nothing changes) on any other screen, for another seat,
// or within kGateDelayMs of the gate appearing.
bool TapHandOff(const lcn::State& s, Device& d, Seat seat, std::int64_t now_ms);
// "Done - pass the device" / "Hide" on a private screen: locks the device (a step still owned by the seat shows
// its gate again). Also call it when the tab is hidden (rule 4). False when the screen is not private.
bool TapDone(const lcn::State& s, Device& d, std::int64_t now_ms);
// "Peek at my own orders": any seat, from the public table or a hand-off screen (device locked), game not over,
// no other peek waiting.
bool PeekOffered(const lcn::State& s, const Device& d);
bool RequestPeek(const lcn::State& s, Device& d, Seat seat, std::int64_t now_ms);
// After every move applied to the game (flow, side move, trade; after undo call Reset instead): keeps one gate for
// consecutive private steps of one seat (or its peek), and otherwise ends the unlocked seat's private steps with a
// pending "Done". A look always happens on the looker's own screen (choices.h), so it reads the card there.
void AfterMove(const lcn::State& after, Device& d, std::int64_t now_ms);
// After undo, load or a new game: back to the public table (rule 4: a resumed game starts hidden).
void Reset(const lcn::State& s, Device& d, std::int64_t now_ms);

// ---- physical dice (option physical_dice): the roller types the dice one by one, then confirms the roll
// How many dice the roll on the table needs from the roller (kRoll: the roll's dice; kRerollDie: the one die a
// Polizist re-rolls); 0 when no physical roll waits (no option, not a roll node, or the game is over).
int DiceToType(const lcn::State& s);
// The value 1..6 of the next die. False (nothing changes) when no physical roll waits, all its dice are typed, or
// the value is out of range.
bool TypeDie(const lcn::State& s, Device& d, int value);
// Takes back the last typed value. False when none is typed.
bool EraseDie(Device& d);
// The roll of the typed dice once all of them are typed, in ascending order as LegalMoves lists it (the order of
// physical dice on the table means nothing; "reroll PZ D" then counts in this order). A move with count 0 before.
lcn::Move TypedRoll(const lcn::State& s, const Device& d);

// Whether the window's controller may close it (and the due seat choose directly) yet.
bool WindowMinimumPassed(const Device& d, std::int64_t now_ms);
// Trades may be composed now: a safe point (lcn::IsSafePoint) with the device locked (public or hand-off screen).
bool DealOffered(const lcn::State& s, const Device& d);

}  // namespace shell::games::lacosanostra
