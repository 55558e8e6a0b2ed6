// shell/ui/guide_strip.cpp — the guide kit's strip and frame (guide_strip.h).
#include "ui/guide_strip.h"

#include <algorithm>

namespace shell::ui {

namespace {

using W = GuideWord;

constexpr float kPad = 8, kFont = 14, kButtonH = 40, kGap = 6;
constexpr float kBackW = 76, kLeaveW = 84, kSkipW = 120;
constexpr float kButtonsW = kBackW + kLeaveW + kSkipW + 2 * kGap;
constexpr ImU32 kGold = IM_COL32(240, 200, 80, 255);

// Narrow strips put the buttons under the words, wide ones beside them.
bool Wide(float width) { return width >= 640; }

std::string Line(const GuideStrip& s) {
    const int shown = std::min(s.step + 1, std::max(s.steps, 1));
    return Fmt(GuideWordText(s.lang, W::kStepOf), {std::to_string(shown), std::to_string(s.steps)}) + " " + s.text;
}

float TextWidth(float width) { return Wide(width) ? width - kButtonsW - 3 * kPad : width - 2 * kPad; }

}  // namespace

float GuideStripHeight(ImFont* font, float width, const GuideStrip& strip) {
    const float text = TextSize(font, kFont, Line(strip).c_str(), TextWidth(width)).y;
    return Wide(width) ? std::max(kButtonH, text) + 2 * kPad : text + kButtonH + 3 * kPad;
}

GuideAction DrawGuideStrip(Ui& ui, ImDrawList* dl, ImFont* font, const Rect& r, const GuideStrip& strip) {
    if (r.h() <= 0) return GuideAction::kNone;
    dl->AddRectFilled(r.min, r.max, IM_COL32(52, 46, 24, 255));
    dl->AddLine(r.min, ImVec2(r.max.x, r.min.y), kGold, 2);
    DrawText(dl, font, kFont, ImVec2(r.min.x + kPad, r.min.y + kPad), IM_COL32(232, 234, 237, 255), Line(strip).c_str(),
             TextWidth(r.w()));
    const float y = Wide(r.w()) ? r.min.y + (r.h() - kButtonH) * 0.5f : r.max.y - kPad - kButtonH;
    float x = r.max.x - kPad - kButtonsW;
    GuideAction action = GuideAction::kNone;
    if (ui.Button("button:guide-back", MakeRect(x, y, kBackW, kButtonH), GuideWordText(strip.lang, W::kBack),
                  ButtonKind::kQuiet, strip.can_back ? kItemNormal : kItemDisabled, 13))
        action = GuideAction::kBack;
    x += kBackW + kGap;
    if (ui.Button("button:guide-leave", MakeRect(x, y, kLeaveW, kButtonH), GuideWordText(strip.lang, W::kLeave),
                  ButtonKind::kQuiet, kItemNormal, 13))
        action = GuideAction::kLeave;
    x += kLeaveW + kGap;
    if (ui.Button("button:guide-skip", MakeRect(x, y, kSkipW, kButtonH),
                  GuideWordText(strip.lang, strip.over ? W::kPlayOn : W::kSkip),
                  strip.over ? ButtonKind::kPrimary : ButtonKind::kQuiet, kItemNormal, 13))
        action = GuideAction::kSkip;
    return action;
}

void FrameGuideTarget(ImDrawList* dl, const Rect& g) {
    dl->AddRect(ImVec2(g.min.x - 3, g.min.y - 3), ImVec2(g.max.x + 3, g.max.y + 3), kGold, 6, 0, 3.5f);
}

}  // namespace shell::ui
