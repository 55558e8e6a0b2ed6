// shell/games/lacosanostra/guide/guide_draw.cpp — the guide's strip between the table and the panel (the step's text,
// "Guide 3/12", Back, Leave, "Skip the guide") and the highlight of the tap it asks for, both the shell's guide kit
// (ui/guide_strip.h). Only draws: guide.h decides.
#include <algorithm>
#include <string>

#include "games/lacosanostra/guide/guide.h"
#include "games/lacosanostra/table/table_internal.h"
#include "imgui.h"
#include "ui/guide_strip.h"

namespace shell::games::lacosanostra {

namespace {

using ui::MakeRect;

int StepOf(const FrameCtx& c) {
    const GuidePlan& plan = TheGuidePlan();
    const int i = GuideIndex(plan, c.game.session);
    return i < 0 ? static_cast<int>(plan.moves.size()) : i;
}

ui::GuideStrip StripOf(const FrameCtx& c) {
    const GuidePlan& plan = TheGuidePlan();
    const int i = StepOf(c);
    ui::GuideStrip strip;
    strip.lang = c.t.settings.lang;
    strip.text = GuideWords(strip.lang, TextAt(TheGuideScript(), i));
    strip.step = PersonStepsBefore(plan, i);
    strip.steps = PersonSteps(plan);
    strip.over = i >= static_cast<int>(plan.moves.size());
    strip.can_back = c.t.gesture.pick.thing != Thing::kNone || GuideBackStep(plan, i) >= 0;
    return strip;
}

}  // namespace

float GuideHeight(FrameCtx& c, float width) {
    return c.t.guide ? ui::GuideStripHeight(c.fonts.body, width, StripOf(c)) : 0;
}

void DrawGuide(FrameCtx& c, const ui::Rect& r) {
    if (!c.t.guide) return;
    if (c.guide_rect) ui::FrameGuideTarget(c.dl, *c.guide_rect);  // over the table's own outline
    switch (ui::DrawGuideStrip(c.ui, c.dl, c.fonts.body, r, StripOf(c))) {
        case ui::GuideAction::kNone: break;
        case ui::GuideAction::kBack:
            if (c.t.gesture.pick.thing != Thing::kNone) {
                c.t.gesture.pick = {};  // the step's first tap goes back by itself
            } else if (const int back = GuideBackStep(TheGuidePlan(), StepOf(c)); back >= 0) {
                lcn::SeatNames names{};
                names[0] = c.t.next.names[0];
                RewindGuide(c.game.session, names, back);  // the deal again, the script up to the step before
                ShowGame(c.t, c.game);
                c.t.guide = true;
            }
            c.t.refusal.clear();
            break;
        case ui::GuideAction::kLeave:  // to the start screen
            c.t.guide = false;
            c.game.started = false;
            c.t.refusal.clear();
            break;
        case ui::GuideAction::kSkip:  // a normal game from here: the computers play on as Normal
            c.t.guide = false;
            c.t.refusal.clear();
            break;
    }
}

float GuideEntry(FrameCtx& c, float x, float y, float w) {
    const ui::Rect r = MakeRect(x, y, w, 44);
    if (c.ui.Button("button:guide", r, ui::GuideWordText(c.t.settings.lang, ui::GuideWord::kLearn),
                    ui::ButtonKind::kPrimary, Reach(c, r))) {
        lcn::SeatNames names{};
        names[0] = c.t.next.names[0];
        if (std::string why = StartGuide(c.game.session, names); !why.empty()) {
            c.t.note = why;
        } else {
            c.game.started = true;
            ShowGame(c.t, c.game);
            c.t.guide = true;
        }
    }
    return 44 + 8;
}

}  // namespace shell::games::lacosanostra
