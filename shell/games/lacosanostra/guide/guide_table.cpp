// shell/games/lacosanostra/guide/guide_table.cpp — the guided first game at the table (guide.h): the script's moves
// that are not the person's are played like a computer's, paced the same; a tap that is not the step's is refused with
// the reason, on the status line like any refused tap (next_step.h).
#include "games/lacosanostra/guide/guide.h"
#include "games/lacosanostra/table/table_internal.h"

namespace shell::games::lacosanostra {

void GuidePrepare(FrameCtx& c) {
    if (!c.t.guide) return;
    const GuidePlan& plan = TheGuidePlan();
    const int i = GuideIndex(plan, c.game.session);
    if (i < 0) {  // the game left the script (cannot happen by taps): it goes on as a normal game
        c.t.guide = false;
        return;
    }
    c.guide_tap = ExpectedTap(plan, i, c.t.gesture.pick);
    // The offer's buttons stand only while it is open: before that nothing is highlighted.
    if (c.guide_tap.thing == Thing::kOffer && ChoiceOf(c, c.guide_tap) == nullptr) c.guide_tap = {};
}

bool GuideLeads(const FrameCtx& c) {
    const GuidePlan& plan = TheGuidePlan();
    const int i = c.t.guide ? GuideIndex(plan, c.game.session) : -1;
    return i >= 0 && i < static_cast<int>(plan.moves.size());
}

bool GuideTurn(FrameCtx& c) {
    TableUi& t = c.t;
    const GuidePlan& plan = TheGuidePlan();
    const int i = GuideIndex(plan, c.game.session);
    if (i < 0 || i >= static_cast<int>(plan.moves.size())) return false;
    const lcn::State& s = c.game.state();
    // A computer's pace at the chosen speed (pace.h), after the last act and the screen's change.
    const std::int64_t pause = PauseMs(t.next.speed, ActKind::kPublic);
    if (c.now_ms - t.device.shown_ms < pause || c.now_ms - t.guide_act_ms < pause) {
        c.env.wants_redraw = true;  // the pause runs out without input
        return false;
    }
    if (PersonStep(plan, i)) {
        const std::optional<DealOffer> offer = GuideOffer(plan, i);
        if (!offer || t.computers.deals().Open(s)) return false;
        t.computers.deals().Spoken(s, t.device, *offer);  // the seller speaks it; the person answers with a tap
        const SpokenOffer spoken = Speak(s, t.device, *offer, c.game.session.num_moves());
        for (const DealTalk& line : spoken.talk) c.game.session.Say(line);
        t.guide_act_ms = c.now_ms;
        return true;
    }
    Choice played;
    played.move = plan.moves[static_cast<std::size_t>(i)];
    played.seat = played.move.seat;
    t.guide_act_ms = c.now_ms;
    Perform(c, played);
    return true;
}

void GuideFilter(FrameCtx& c) {
    if (!c.t.guide || !c.tapped) return;
    const GuidePlan& plan = TheGuidePlan();
    const int i = GuideIndex(plan, c.game.session);
    if (i < 0 || i >= static_cast<int>(plan.moves.size())) return;  // after the script every tap is the person's
    const GuideRefusalKind why = GuideRefusalOf(plan, i, c.t.gesture.pick, *c.tapped);
    if (why == GuideRefusalKind::kNone) return;
    c.t.refusal = GuideRefusal(c.t.settings.lang, why);
    c.t.refusal_moves = c.game.session.num_moves();
    c.tapped.reset();
}

}  // namespace shell::games::lacosanostra
