// shell/games/lacosanostra/play/flow.cpp — the pass-the-device protocol (flow.h).
#include "games/lacosanostra/play/flow.h"

#include <algorithm>

namespace shell::games::lacosanostra {

using lcn::Step;

PrivateReason PrivateReasonOf(Step step) {
    switch (step) {
        case Step::kDrawCheck: return PrivateReason::kDrawCheck;
        case Step::kPlanning: return PrivateReason::kPlanning;
        case Step::kLook: return PrivateReason::kLook;
        case Step::kWildWindow: return PrivateReason::kWildWindow;
        case Step::kClaim: return PrivateReason::kClaim;
        case Step::kHandLimit: return PrivateReason::kHandLimit;
        default: return PrivateReason::kNone;
    }
}

Seat PrivateOwner(const lcn::State& s) {
    if (PrivateReasonOf(s.step) == PrivateReason::kNone) return kNoSeat;
    const lcn::Actor a = lcn::CurrentActor(s);
    if (a.kind != lcn::ActorKind::kSeat || a.seat >= s.players) return kNoSeat;
    return a.seat;
}

bool IsComputer(const Device& d, Seat seat) { return seat < lcn::kMaxPlayers && d.kinds[seat] != SeatKind::kPerson; }

Seat DecidingSeat(const lcn::State& s) {
    const lcn::Actor a = lcn::CurrentActor(s);
    if (a.kind == lcn::ActorKind::kSeat || a.kind == lcn::ActorKind::kTable) return a.seat;
    if (a.kind == lcn::ActorKind::kChance) return s.step == Step::kRoll ? s.cur.roller : s.cur.turn;
    return kNoSeat;
}

Seat MoverOf(const lcn::State& s, const lcn::Move& m) {
    if (m.kind == lcn::MoveKind::kRoll) return DecidingSeat(s);  // a roll's move names no seat
    return m.seat;
}

Seat SoloPerson(const SeatKinds& kinds, int players) {
    Seat person = kNoSeat;
    for (int p = 0; p < players && p < lcn::kMaxPlayers; ++p) {
        if (kinds[static_cast<std::size_t>(p)] != SeatKind::kPerson) continue;
        if (person != kNoSeat) return kNoSeat;  // a second person: the hot-seat protocol
        person = static_cast<Seat>(p);
    }
    return person;
}

namespace {

bool IsWindowStep(Step step) {
    return step == Step::kPreTurn || step == Step::kTrapBefore || step == Step::kTrapAfter ||
           step == Step::kRobberyWindow || step == Step::kDoctorWindow;
}

}  // namespace

bool WindowNeedsSeat(const lcn::State& s, Seat seat) {
    if (!IsWindowStep(s.step) || seat >= s.players) return false;
    lcn::MoveList legal;
    lcn::LegalMoves(s, legal);
    for (const lcn::Move& m : legal) {
        if (m.seat != seat || m.kind == lcn::MoveKind::kContinue) continue;
        if (m.kind != lcn::MoveKind::kClaim) return true;  // pre_turn's choice, a look: the seat's own decision
        lcn::State claimed = s;
        if (!lcn::ApplyInPlace(claimed, m).ok()) continue;
        lcn::MoveList answers;
        lcn::LegalMoves(claimed, answers);
        for (const lcn::Move& a : answers)
            if (a.seat == seat && a.kind != lcn::MoveKind::kDecline) return true;
    }
    return false;
}

bool PersonMayClaim(const lcn::State& s, const Device& d) {
    const Seat solo = SoloPerson(d.kinds, s.players);
    if (solo != kNoSeat) return WindowNeedsSeat(s, solo);
    for (Seat p = 0; p < s.players; ++p)
        if (!IsComputer(d, p)) return true;
    return false;
}

namespace {

bool ValidSeat(const lcn::State& s, Seat seat) { return seat < s.players; }

// The device is unlocked for a seat that may still see its private screen: it owns the step, asked to peek, or
// has only "Done" left. Anything else is a stale device (a state changed without AfterMove): shown locked.
bool UnlockHolds(const lcn::State& s, const Device& d) {
    if (!ValidSeat(s, d.unlocked)) return false;
    return d.done_pending || d.peek == d.unlocked || PrivateOwner(s) == d.unlocked;
}

Screen ScreenOf(const lcn::State& s, const Device& d) {
    if (lcn::IsOver(s)) return {ScreenKind::kScoring};
    if (const Seat solo = SoloPerson(d.kinds, s.players); solo != kNoSeat) {  // no gate: nobody to hide from
        Screen sc;
        if (PrivateOwner(s) == solo) sc = {ScreenKind::kPrivate, solo, PrivateReasonOf(s.step)};
        sc.viewer = solo;
        return sc;
    }
    // A computer's private step runs behind the public table.
    const Seat owner = IsComputer(d, PrivateOwner(s)) ? kNoSeat : PrivateOwner(s);
    if (UnlockHolds(s, d)) {
        Screen sc{ScreenKind::kPrivate, d.unlocked};
        if (owner == d.unlocked && !d.done_pending) {
            sc.reason = PrivateReasonOf(s.step);
        } else if (d.peek == d.unlocked && !d.done_pending) {
            sc.reason = PrivateReason::kPeek;
        } else {
            sc.reason = PrivateReason::kDone;  // only "Done": the seat reads its own view after its last step
        }
        // A peek ends with Done unless the seat also owns the current step.
        sc.done = d.done_pending || (owner != d.unlocked);
        return sc;
    }
    if (ValidSeat(s, d.peek)) return {ScreenKind::kHandOff, d.peek, PrivateReason::kPeek};
    if (owner != kNoSeat) return {ScreenKind::kHandOff, owner, PrivateReasonOf(s.step)};
    return {ScreenKind::kPublic};
}

}  // namespace

Screen ScreenFor(const lcn::State& s, const Device& d) {
    Screen sc = ScreenOf(s, d);
    sc.step = s.step;
    return sc;
}

void Sync(const lcn::State& s, Device& d, std::int64_t now_ms) {
    const Screen sc = ScreenFor(s, d);
    if (sc != d.shown) {
        d.shown = sc;
        d.shown_ms = now_ms;
    }
}

bool TapHandOff(const lcn::State& s, Device& d, Seat seat, std::int64_t now_ms) {
    Sync(s, d, now_ms);
    if (d.shown.kind != ScreenKind::kHandOff || d.shown.seat != seat) return false;
    if (now_ms - d.shown_ms < kGateDelayMs) return false;
    d.unlocked = seat;
    d.done_pending = false;
    if (d.gates < 0xFFFF) ++d.gates;
    Sync(s, d, now_ms);
    return true;
}

bool TapDone(const lcn::State& s, Device& d, std::int64_t now_ms) {
    Sync(s, d, now_ms);
    if (d.shown.kind != ScreenKind::kPrivate) return false;
    if (d.peek == d.unlocked) d.peek = kNoSeat;
    d.unlocked = kNoSeat;
    d.done_pending = false;
    Sync(s, d, now_ms);
    return true;
}

bool PeekOffered(const lcn::State& s, const Device& d) {
    const Screen sc = ScreenFor(s, d);
    if (sc.viewer != kNoSeat) return false;  // solo: the person's cards are on the table already
    return (sc.kind == ScreenKind::kPublic || sc.kind == ScreenKind::kHandOff) && !ValidSeat(s, d.peek);
}

bool RequestPeek(const lcn::State& s, Device& d, Seat seat, std::int64_t now_ms) {
    Sync(s, d, now_ms);
    if (!ValidSeat(s, seat) || IsComputer(d, seat) || !PeekOffered(s, d)) return false;
    d.peek = seat;
    Sync(s, d, now_ms);
    return true;
}

void AfterMove(const lcn::State& after, Device& d, std::int64_t now_ms) {
    d.dice = {};  // typed for the roll just made, or for a roll that no longer waits
    if (lcn::IsOver(after)) {
        Reset(after, d, now_ms);
        return;
    }
    const Seat owner = PrivateOwner(after);
    if (ValidSeat(after, d.unlocked)) {
        // Rule 10: the same seat's next private step (or its peek) goes on behind the same gate.
        const bool continues = owner == d.unlocked || d.peek == d.unlocked;
        if (!continues) d.done_pending = true;
    } else {
        d.unlocked = kNoSeat;
        d.done_pending = false;
    }
    Sync(after, d, now_ms);
}

void Reset(const lcn::State& s, Device& d, std::int64_t now_ms) {
    const std::uint16_t gates = d.gates;
    const SeatKinds kinds = d.kinds;
    d = Device{};
    d.gates = gates;
    d.kinds = kinds;
    d.shown = ScreenFor(s, d);
    d.shown_ms = now_ms;
}

int DiceToType(const lcn::State& s) {
    if (!s.options.physical_dice || lcn::IsOver(s)) return 0;
    if (s.step == Step::kRerollDie) return 1;
    if (s.step == Step::kRoll) return s.cur.num_dice <= lcn::kMaxDice ? s.cur.num_dice : 0;
    return 0;
}

bool TypeDie(const lcn::State& s, Device& d, int value) {
    if (value < 1 || value > 6 || d.dice.count >= DiceToType(s)) return false;
    d.dice.values[d.dice.count] = static_cast<std::uint8_t>(value);
    ++d.dice.count;
    return true;
}

bool EraseDie(Device& d) {
    if (d.dice.count == 0) return false;
    --d.dice.count;
    d.dice.values[d.dice.count] = 0;
    return true;
}

lcn::Move TypedRoll(const lcn::State& s, const Device& d) {
    lcn::Move m;
    m.kind = lcn::MoveKind::kRoll;
    const int n = DiceToType(s);
    if (n == 0 || d.dice.count != n) return m;
    m.list = d.dice.values;
    std::sort(m.list.begin(), m.list.begin() + n);
    m.count = static_cast<std::uint8_t>(n);
    return m;
}

bool WindowMinimumPassed(const Device& d, std::int64_t now_ms) { return now_ms - d.shown_ms >= kWindowMinMs; }

bool DealOffered(const lcn::State& s, const Device& d) {
    if (!lcn::IsSafePoint(s)) return false;
    const Screen sc = ScreenFor(s, d);
    return sc.kind == ScreenKind::kPublic || sc.kind == ScreenKind::kHandOff || sc.viewer != kNoSeat;
}

}  // namespace shell::games::lacosanostra
