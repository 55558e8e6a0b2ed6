// shell/games/lacosanostra/play/choices.cpp — the taps of each screen (choices.h).
#include "games/lacosanostra/play/choices.h"

#include "lacosanostra/cards.h"

namespace shell::games::lacosanostra {

using lcn::Move;
using lcn::MoveKind;
using lcn::MoveList;
using lcn::Step;

bool PlayedPrivately(const Move& m) {
    return m.kind == MoveKind::kPlay || m.kind == MoveKind::kOrder || m.kind == MoveKind::kDiscard ||
           m.kind == MoveKind::kLawyer;
}

namespace {

Tap Of(Thing t, int id) { return {t, static_cast<std::uint16_t>(id)}; }
Tap Press(Button b) { return Of(Thing::kButton, static_cast<int>(b)); }

// The position of `m` among the moves of `legal` of the same kind (UseSet / Dice numbering).
int IndexAmongKind(const MoveList& legal, const Move& m) {
    int index = 0;
    for (const Move& x : legal) {
        if (x == m) return index;
        if (x.kind == m.kind) ++index;
    }
    return index;
}

bool IsWindow(Step step) {
    return step == Step::kPreTurn || step == Step::kTrapBefore || step == Step::kTrapAfter ||
           step == Step::kRobberyWindow || step == Step::kDoctorWindow;
}

// The typing of a physical roll (flow.h TypeDie): a value per die while dice remain, then the confirmation of
// the typed roll; taking back the last value once one is typed.
void AddDiceTyping(const lcn::State& s, const Device& d, const MoveList& legal, int dice, std::vector<Choice>& out) {
    const Seat roller = lcn::CurrentActor(s).seat;
    if (d.dice.count < dice) {
        for (int v = 1; v <= 6; ++v) out.push_back({Of(Thing::kDieValue, v), Effect::kTypeDie, {}, true, roller});
    } else {
        const Move roll = TypedRoll(s, d);
        Tap path[2];
        if (roll.count > 0 && PathOf(s, roll, legal, path) == 1)
            out.push_back({path[0], Effect::kMove, roll, true, roller});
    }
    if (d.dice.count > 0) out.push_back({Of(Thing::kDieErase, 0), Effect::kEraseDie, {}, true, roller});
}

}  // namespace

int PathOf(const lcn::State& s, const Move& m, const MoveList& legal, Tap out[2]) {
    switch (m.kind) {
        case MoveKind::kAbort: out[0] = Press(Button::kAbort); return 1;
        case MoveKind::kAccept: out[0] = Press(Button::kAccept); return 1;
        case MoveKind::kContinue: out[0] = Press(Button::kContinue); return 1;
        case MoveKind::kDecline: out[0] = Press(Button::kDecline); return 1;
        case MoveKind::kFire: out[0] = Press(Button::kFire); return 1;
        case MoveKind::kHold: out[0] = Press(Button::kHold); return 1;
        case MoveKind::kKeep: out[0] = Press(Button::kKeep); return 1;
        case MoveKind::kObject: out[0] = Press(Button::kObject); return 1;
        case MoveKind::kPass: out[0] = Press(Button::kPass); return 1;
        case MoveKind::kPay: out[0] = Press(Button::kPay); return 1;
        case MoveKind::kReveal:
            out[0] = Press(Button::kReveal);
            if (s.cur.named != kNoSeat) return 1;
            out[1] = Press(Button::kRevealUnnamed);
            return 2;
        case MoveKind::kClaim: out[0] = Of(Thing::kClaim, m.seat); return 1;
        case MoveKind::kBuy: out[0] = Of(Thing::kBusiness, m.a); return 1;
        case MoveKind::kChoose:
        case MoveKind::kRob:
        case MoveKind::kTrap:
        case MoveKind::kRecruit:
        case MoveKind::kLook: out[0] = Of(Thing::kGangster, m.a); return 1;
        case MoveKind::kDiscard: out[0] = Of(m.flag ? Thing::kInfluence : Thing::kOrder, m.a); return 1;
        case MoveKind::kLaunder:
        case MoveKind::kStake: out[0] = Of(Thing::kAmount, m.amount); return 1;
        case MoveKind::kName:
            out[0] = m.other == kNoSeat ? Press(Button::kNameNone) : Of(Thing::kSeat, m.other);
            return 1;
        case MoveKind::kTarget: out[0] = Of(m.flag ? Thing::kGangster : Thing::kBusiness, m.a); return 1;
        case MoveKind::kUse: out[0] = Of(Thing::kUseSet, IndexAmongKind(legal, m)); return 1;
        case MoveKind::kRoll:
            if (s.options.physical_dice) {
                out[0] = Of(Thing::kDice, IndexAmongKind(legal, m));
            } else {
                out[0] = Press(Button::kRoll);
            }
            return 1;
        case MoveKind::kOrder:
            out[0] = Of(Thing::kGangster, m.a);
            out[1] = Of(Thing::kOrder, m.b);
            return 2;
        case MoveKind::kPurchase:
            out[0] = Of(Thing::kGangster, m.a);
            out[1] = Of(Thing::kBusiness, m.b);
            return 2;
        case MoveKind::kLawyer:
            out[0] = Of(Thing::kBusiness, m.a);
            out[1] = Of(Thing::kGangster, m.b);
            return 2;
        case MoveKind::kReroll:
            out[0] = Of(Thing::kBusiness, m.a);
            out[1] = Of(Thing::kDie, m.amount);
            return 2;
        case MoveKind::kPlay:
            out[0] = Of(Thing::kInfluence, m.a);
            if (m.flag) {
                out[1] = Of(Thing::kMarket, 0);
                return 2;
            }
            if (m.b == lcn::kNoGangster) return 1;
            out[1] = Of(Thing::kGangster, m.b);
            return 2;
        case MoveKind::kTrade: break;  // never listed: the deal sheet composes trades (deal.h)
    }
    return 0;
}

namespace {

// Whether a screen offers moves at all (hand-off and scoring screens offer none): only then are they listed.
bool OffersMoves(const Screen& sc) { return sc.kind != ScreenKind::kHandOff && sc.kind != ScreenKind::kScoring; }

// MovesOfScreen from the state's LegalMoves, listed once by the caller.
void ScreenMoves(const lcn::State& s, const Screen& sc, const MoveList& legal, MoveList& out) {
    out.clear();
    if (!OffersMoves(sc)) return;
    if (sc.kind == ScreenKind::kPublic) {
        const lcn::Actor actor = lcn::CurrentActor(s);
        if (actor.kind == lcn::ActorKind::kChance) {
            out.push_back(lcn::DefaultRoll(s));
            return;
        }
        for (const Move& m : legal)
            if (!PlayedPrivately(m) || m.seat == sc.viewer) out.push_back(m);
        if (sc.viewer == kNoSeat) return;
        // Solo: the person's side moves (options spy_any_time / wild) are on the table too, not behind a peek.
        MoveList side;
        lcn::SideMoves(s, sc.viewer, side);
        for (const Move& m : side)
            if (!out.full()) out.push_back(m);
        return;
    }
    if (sc.done) {
        // A peek of the acting seat: its hand plays of the current (public) step, then its side moves.
        if (sc.reason != PrivateReason::kPeek) return;
        for (const Move& m : legal)
            if (PlayedPrivately(m) && m.seat == sc.seat && !out.full()) out.push_back(m);
        MoveList side;
        lcn::SideMoves(s, sc.seat, side);
        for (const Move& m : side)
            if (!out.full()) out.push_back(m);
        return;
    }
    for (const Move& m : legal)
        if (m.seat == sc.seat) out.push_back(m);
}

}  // namespace

void MovesOfScreen(const lcn::State& s, const Screen& sc, MoveList& out) {
    MoveList legal;
    if (OffersMoves(sc)) lcn::LegalMoves(s, legal);
    ScreenMoves(s, sc, legal, out);
}

std::vector<Choice> ChoicesFor(const lcn::State& s, const Device& d, Pick pick, std::int64_t now_ms,
                               bool computers_answered) {
    std::vector<Choice> out;
    const Screen sc = ScreenFor(s, d);
    if (sc.kind == ScreenKind::kScoring) return out;
    if (sc.kind == ScreenKind::kHandOff) {
        const bool ready = d.shown == sc && now_ms - d.shown_ms >= kGateDelayMs;
        out.push_back({Of(Thing::kUnlock, sc.seat), Effect::kUnlock, {}, ready, sc.seat});
    }

    // Listed once per call: the screen's moves are taken from it, and it numbers the UseSet / Dice taps.
    MoveList legal;
    if (OffersMoves(sc)) lcn::LegalMoves(s, legal);
    MoveList moves;
    ScreenMoves(s, sc, legal, moves);
    const bool window_wait =
        IsWindow(s.step) &&
        (sc.viewer != kNoSeat ? !computers_answered : !(d.shown == sc && WindowMinimumPassed(d, now_ms)));
    // A computer's roll, claim or Continue is its own (computer.h): a person is never offered it.
    const int typed_dice = sc.kind == ScreenKind::kPublic && !IsComputer(d, DecidingSeat(s)) ? DiceToType(s) : 0;
    if (typed_dice > 0 && pick.thing == Thing::kNone) AddDiceTyping(s, d, legal, typed_dice, out);
    // Solo: a window the person cannot act in passes by itself (computer.h), so it offers the person nothing.
    const bool solo_pass = sc.viewer != kNoSeat && IsWindow(s.step) && !WindowNeedsSeat(s, sc.viewer);
    for (const Move& m : moves) {
        if (typed_dice > 0 && m.kind == MoveKind::kRoll) continue;  // typed die by die instead
        if (solo_pass && m.seat == sc.viewer) continue;
        if (IsComputer(d, MoverOf(s, m))) continue;
        Tap path[2];
        const int n = PathOf(s, m, legal, path);
        if (n == 0) continue;
        Choice c;
        c.move = m;
        c.seat = m.seat;
        c.enabled = !(window_wait && m.kind != MoveKind::kClaim);
        if (pick.thing == Thing::kNone) {
            c.tap = path[0];
            c.effect = n == 1 ? Effect::kMove : Effect::kPick;
        } else {
            if (n != 2 || path[0] != pick) continue;
            c.tap = path[1];
        }
        if (FindChoice(out, c.tap) == nullptr) out.push_back(c);
    }
    if (pick.thing != Thing::kNone) out.push_back({Of(Thing::kUnpick, 0), Effect::kUnpick});

    if (sc.kind == ScreenKind::kPrivate && sc.viewer == kNoSeat)
        out.push_back({Of(Thing::kDone, sc.reason == PrivateReason::kPeek ? 2
                                        : sc.done                         ? 1
                                                                          : 0),
                       Effect::kDone,
                       {},
                       true,
                       sc.seat});
    if (PeekOffered(s, d)) {
        for (Seat p = 0; p < s.players; ++p)
            if (!IsComputer(d, p)) out.push_back({Of(Thing::kPeek, p), Effect::kPeek, {}, true, p});
    }
    return out;
}

const Choice* FindChoice(const std::vector<Choice>& choices, Tap tap) {
    for (const Choice& c : choices)
        if (c.tap == tap) return &c;
    return nullptr;
}

namespace {

// A switch, not a list: a new button without its verb is a compiler warning, not "button:?".
const char* ButtonVerb(Button b) {
    switch (b) {
        case Button::kAccept: return "accept";
        case Button::kObject: return "object";
        case Button::kReveal: return "reveal";
        case Button::kAbort: return "abort";
        case Button::kContinue: return "continue";
        case Button::kDecline: return "decline";
        case Button::kPass: return "pass";
        case Button::kPay: return "pay";
        case Button::kKeep: return "keep";
        case Button::kFire: return "fire";
        case Button::kHold: return "hold";
        case Button::kRoll: return "roll";
        case Button::kNameNone: return "name-none";
        case Button::kRevealUnnamed: return "reveal-unnamed";
    }
    return "?";
}

}  // namespace

std::string TapId(Tap tap) {
    const std::string n = std::to_string(tap.id);
    switch (tap.thing) {
        case Thing::kNone: return "none";
        case Thing::kGangster: return "gangster:" + lcn::GangsterCode(static_cast<lcn::GangsterId>(tap.id));
        case Thing::kOrder: return "order:" + lcn::OrderCode(static_cast<lcn::OrderId>(tap.id));
        case Thing::kInfluence:
            return std::string("influence:") + lcn::InfluenceCode(static_cast<lcn::Influence>(tap.id));
        case Thing::kBusiness: return "business:" + lcn::BusinessCode(static_cast<lcn::BusinessId>(tap.id));
        case Thing::kMarket: return "market";
        case Thing::kSeat: return "seat:" + n;
        case Thing::kClaim: return "claim:" + n;
        case Thing::kDie: return "die:" + n;
        case Thing::kAmount: return "amount:" + n;
        case Thing::kUseSet: return "use:" + n;
        case Thing::kDice: return "dice:" + n;
        case Thing::kButton: return std::string("button:") + ButtonVerb(static_cast<Button>(tap.id));
        case Thing::kUnlock: return "unlock:" + n;
        case Thing::kDone: return "button:done";
        case Thing::kPeek: return "peek:" + n;
        case Thing::kUnpick: return "button:unpick";
        case Thing::kDieValue: return "die-value:" + n;
        case Thing::kDieErase: return "button:erase-die";
        case Thing::kOffer: return tap.id == 1 ? "offer:accept" : "offer:decline";
    }
    return "?";
}

}  // namespace shell::games::lacosanostra
