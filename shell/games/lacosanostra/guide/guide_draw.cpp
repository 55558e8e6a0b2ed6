// shell/games/lacosanostra/guide/guide_draw.cpp — the guide's strip between the table and the panel (the step's text,
// "Step 3 of 12", "Skip the guide") and the highlight of the tap it asks for. Only draws: guide.h decides.
#include <algorithm>
#include <string>

#include "games/lacosanostra/guide/guide.h"
#include "games/lacosanostra/table/table_internal.h"
#include "imgui.h"
#include "ui/palette.h"

namespace shell::games::lacosanostra {

namespace {

using namespace ui::palette;
using ui::MakeRect;

constexpr float kPad = 8, kFont = 14, kSkipW = 112;
constexpr ImU32 kGuideGold = IM_COL32(240, 200, 80, 255);

int StepOf(const FrameCtx& c) {
    const GuidePlan& plan = TheGuidePlan();
    const int i = GuideIndex(plan, c.game.session);
    return i < 0 ? static_cast<int>(plan.moves.size()) : i;
}

std::string StripText(const FrameCtx& c) {
    const GuidePlan& plan = TheGuidePlan();
    const int i = StepOf(c);
    const std::string head = ui::Fmt(GuideLabelText(c.t.settings.lang, GuideLabel::kStepOf),
                                     {std::to_string(std::min(PersonStepsBefore(plan, i) + 1, PersonSteps(plan))),
                                      std::to_string(PersonSteps(plan))});
    return head + " " + GuideWords(c.t.settings.lang, TextAt(TheGuideScript(), i));
}

}  // namespace

float GuideHeight(FrameCtx& c, float width) {
    if (!c.t.guide) return 0;
    const std::string text = StripText(c);
    return std::max(44.0f, ui::TextSize(c.fonts.body, kFont, text.c_str(), width - kSkipW - 3 * kPad).y + 2 * kPad);
}

void DrawGuide(FrameCtx& c, const ui::Rect& r) {
    if (!c.t.guide) return;
    if (c.guide_rect) {  // the tap the step asks for, outlined in gold over the table's own outline
        const ui::Rect& g = *c.guide_rect;
        c.dl->AddRect(ImVec2(g.min.x - 3, g.min.y - 3), ImVec2(g.max.x + 3, g.max.y + 3), kGuideGold, 6, 0, 3.5f);
    }
    if (r.h() <= 0) return;
    c.dl->AddRectFilled(r.min, r.max, IM_COL32(52, 46, 24, 255));
    c.dl->AddLine(r.min, ImVec2(r.max.x, r.min.y), kGuideGold, 2);
    const std::string text = StripText(c);
    ui::DrawText(c.dl, c.fonts.body, kFont, ImVec2(r.min.x + kPad, r.min.y + kPad), kText, text.c_str(),
                 r.w() - kSkipW - 3 * kPad);
    const bool over = StepOf(c) >= static_cast<int>(TheGuidePlan().moves.size());
    const ui::Rect skip = MakeRect(r.max.x - kSkipW - kPad, r.min.y + (r.h() - 40) * 0.5f, kSkipW, 40);
    if (c.ui.Button("button:guide-skip", skip,
                    GuideLabelText(c.t.settings.lang, over ? GuideLabel::kPlayOn : GuideLabel::kSkip),
                    over ? ui::ButtonKind::kPrimary : ui::ButtonKind::kQuiet, ui::kItemNormal, 13)) {
        c.t.guide = false;  // a normal game from here: the computers play on as Normal
        c.t.refusal.clear();
    }
}

float GuideEntry(FrameCtx& c, float x, float y, float w) {
    const ui::Rect r = MakeRect(x, y, w, 44);
    if (c.ui.Button("button:guide", r, GuideLabelText(c.t.settings.lang, GuideLabel::kLearn), ui::ButtonKind::kPrimary,
                    Reach(c, r))) {
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
