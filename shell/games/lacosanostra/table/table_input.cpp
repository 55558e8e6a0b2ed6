// shell/games/lacosanostra/table/table_input.cpp — taps to acts: the items a screen's choices register, and carrying
// out the chosen one after the frame's drawing (a move through the session, a hand-off, a pick).
#include <algorithm>
#include <string>

#include "games/lacosanostra/table/table_internal.h"
#include "imgui.h"

namespace shell::games::lacosanostra {

namespace {

using ui::ButtonKind;
using ui::Rect;

// The roll a move makes, for the dice panel (dice are public).
void NoteRoll(TableUi& t, const lcn::State& before, const lcn::Move& m, const lcn::State& after, double now) {
    using lcn::Step;
    if (m.kind == lcn::MoveKind::kRoll) {
        ShownRoll r;
        r.target = before.cur.target_number;
        r.roller = before.cur.roller;
        r.time = now;
        if (before.step == Step::kRerollDie) {  // one die again: the others stay as they were
            r.count = before.cur.num_dice;
            r.dice = before.cur.dice;
            const int die = before.cur.reroll_die - 1;
            if (die >= 0 && die < r.count && m.count > 0) r.dice[static_cast<std::size_t>(die)] = m.list[0];
        } else {
            r.count = std::min<int>(m.count, lcn::kMaxDice);
            r.dice = m.list;
        }
        t.roll = r;
        return;
    }
    // A new turn or phase puts the dice away.
    const bool fresh = after.step == Step::kPreTurn || after.step == Step::kChoose || after.step == Step::kPlanning ||
                       after.step == Step::kDrawCheck || after.step == Step::kRecruit || after.step == Step::kOver;
    if (fresh) t.roll = ShownRoll{};
}

}  // namespace

// Plays a trade both parties agreed to (offers.h), as any move: then flow AfterMove.
void PlayAgreed(FrameCtx& c, const SpokenOffer& spoken) {
    TableUi& t = c.t;
    for (const DealTalk& line : spoken.talk) c.game.session.Say(line);
    if (spoken.play && c.game.session.Apply(*spoken.play).ok()) AfterMove(c.game.state(), t.device, c.now_ms);
}

void Perform(FrameCtx& c, const Choice& ch) {
    TableUi& t = c.t;
    lcn::Session& session = c.game.session;
    switch (ch.effect) {
        case Effect::kAcceptOffer:
        case Effect::kDeclineOffer:
            PlayAgreed(c, AnswerOpen(session.current(), t.computers.deals(), ch.effect == Effect::kAcceptOffer,
                                     session.num_moves()));
            return;
        case Effect::kMove: {
            const lcn::State before = session.current();
            if (!session.Apply(ch.move).ok()) return;  // cannot happen: every choice comes from LegalMoves
            AfterMove(session.current(), t.device, c.now_ms);
            NoteRoll(t, before, ch.move, session.current(), c.now);
            t.gesture.pick = {};
            t.gesture.amount = 0;
            return;
        }
        case Effect::kPick:  // a new question: a band opened before it gives way to the one its targets lie in
            t.gesture.pick = ch.tap;
            t.focus_seat = -1;
            return;
        case Effect::kUnpick: t.gesture.pick = {}; return;
        case Effect::kUnlock: TapHandOff(session.current(), t.device, ch.seat, c.now_ms); return;
        case Effect::kDone:
            TapDone(session.current(), t.device, c.now_ms);
            t.gesture.pick = {};
            return;
        case Effect::kPeek: RequestPeek(session.current(), t.device, ch.seat, c.now_ms); return;
        case Effect::kTypeDie: TypeDie(session.current(), t.device, ch.tap.id); return;
        case Effect::kEraseDie: EraseDie(t.device); return;
    }
}

const Choice* ChoiceOf(const FrameCtx& c, Tap tap) { return FindChoice(c.choices, tap); }

bool TapArea(FrameCtx& c, Tap tap, const Rect& r) {
    const Choice* ch = ChoiceOf(c, tap);
    if (ch == nullptr) return false;
    if (c.guide_tap.thing != Thing::kNone && tap == c.guide_tap) c.guide_rect = r;
    if (c.ui.Item(TapId(tap), r, ch->enabled ? ui::kItemNormal : ui::kItemDisabled)) c.tapped = *ch;
    return true;
}

bool CardArea(FrameCtx& c, Tap tap, CardRef card, const Rect& r) {
    if (TapArea(c, tap, r)) return true;
    // Enter or the mirror's button on it; a tap on it in DrawCardDetails.
    if (c.ui.Item(TapId(tap), r, ui::kItemNoFocus) && c.ui.focused()) OpenRefusedCard(c, card);
    return false;
}

bool TapButton(FrameCtx& c, Tap tap, const Rect& r, const char* label, ButtonKind kind) {
    const Choice* ch = ChoiceOf(c, tap);
    if (ch == nullptr) return false;
    if (c.guide_tap.thing != Thing::kNone && tap == c.guide_tap) c.guide_rect = r;
    if (c.ui.Button(TapId(tap), r, label, kind, ch->enabled ? ui::kItemNormal : ui::kItemDisabled)) c.tapped = *ch;
    return true;
}

}  // namespace shell::games::lacosanostra
