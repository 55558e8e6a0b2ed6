// shell/games/lacosanostra/choices.cpp — the taps of each screen (choices.h).
#include "games/lacosanostra/choices.h"

namespace fam::games::lacosanostra {

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
        case MoveKind::kReveal: out[0] = Press(Button::kReveal); return 1;
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

void MovesOfScreen(const lcn::State& s, const Screen& sc, MoveList& out) {
    out.clear();
    if (sc.kind == ScreenKind::kHandOff || sc.kind == ScreenKind::kScoring) return;
    MoveList legal;
    lcn::LegalMoves(s, legal);
    if (sc.kind == ScreenKind::kPublic) {
        const lcn::Actor actor = lcn::CurrentActor(s);
        if (actor.kind == lcn::ActorKind::kChance) {
            out.push_back(lcn::DefaultRoll(s));
            return;
        }
        for (const Move& m : legal)
            if (!PlayedPrivately(m)) out.push_back(m);
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

std::vector<Choice> ChoicesFor(const lcn::State& s, const Device& d, Pick pick, std::int64_t now_ms) {
    std::vector<Choice> out;
    const Screen sc = ScreenFor(s, d);
    if (sc.kind == ScreenKind::kScoring) return out;
    if (sc.kind == ScreenKind::kHandOff) {
        const bool ready = d.shown == sc && now_ms - d.shown_ms >= kGateDelayMs;
        out.push_back({Of(Thing::kUnlock, sc.seat), Effect::kUnlock, {}, ready, sc.seat});
    }

    MoveList moves;
    MovesOfScreen(s, sc, moves);
    MoveList legal;  // the numbering of UseSet / Dice taps
    lcn::LegalMoves(s, legal);
    const bool window_wait = IsWindow(s.step) && !(d.shown == sc && WindowMinimumPassed(d, now_ms));
    for (const Move& m : moves) {
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

    if (sc.kind == ScreenKind::kPrivate)
        out.push_back({Of(Thing::kDone, sc.done ? 1 : 0), Effect::kDone, {}, true, sc.seat});
    if (PeekOffered(s, d)) {
        for (Seat p = 0; p < s.players; ++p) out.push_back({Of(Thing::kPeek, p), Effect::kPeek, {}, true, p});
    }
    return out;
}

const Choice* FindChoice(const std::vector<Choice>& choices, Tap tap) {
    for (const Choice& c : choices)
        if (c.tap == tap) return &c;
    return nullptr;
}

}  // namespace fam::games::lacosanostra
