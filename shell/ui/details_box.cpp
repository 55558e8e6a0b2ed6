// shell/ui/details_box.cpp — see details_box.h.
#include "ui/details_box.h"

#include <algorithm>
#include <cmath>

#include "ui/mirror.h"
#include "ui/palette.h"

namespace shell::ui {

namespace {

constexpr float kTitleSize = 17, kLineSize = 14, kLineGap = 3;

}  // namespace

PeekPointer ReadPointer(float clock_rate) {
    const ImGuiIO& io = ImGui::GetIO();
    const ImVec2 drag = ImGui::GetMouseDragDelta(ImGuiMouseButton_Left, 0.0f);
    return {io.MouseDown[0], io.MouseDelta.x != 0 || io.MouseDelta.y != 0, std::sqrt(drag.x * drag.x + drag.y * drag.y),
            ImGui::GetTime() / static_cast<double>(std::max(1.0f, clock_rate))};
}

Rect DrawDetailsBox(ImDrawList* dl, ImFont* title_font, ImFont* body_font, const std::string& title,
                    const std::vector<std::string>& lines, const Rect& card, float corner) {
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const float w = std::min(360.0f, ds.x - 16), text_w = w - 2 * kDetailsPad;
    const float title_w = corner > 0 ? text_w - corner - 6 : text_w;
    const float title_h = std::max(TextSize(title_font, kTitleSize, title.c_str(), title_w).y, corner) + 4;
    float h = 2 * kDetailsPad + title_h;
    for (const std::string& line : lines) h += TextSize(body_font, kLineSize, line.c_str(), text_w).y + kLineGap;
    float x = card.max.x + 8, y = card.min.y;
    if (x + w > ds.x - 8) x = card.min.x - 8 - w;
    if (x < 8) {
        x = std::clamp(card.centre().x - w * 0.5f, 8.0f, std::max(8.0f, ds.x - 8 - w));
        y = card.max.y + 8 + h <= ds.y - 8 ? card.max.y + 8 : card.min.y - 8 - h;
    }
    y = std::clamp(y, 8.0f, std::max(8.0f, ds.y - 8 - h));
    const Rect box = MakeRect(std::floor(x), std::floor(y), w, h);
    dl->AddRectFilled(box.min, box.max, IM_COL32(24, 27, 32, 245), 8);
    dl->AddRect(box.min, box.max, palette::kSky, 8, 0, 1.5f);
    float ty = box.min.y + kDetailsPad;
    MirrorSay(title);  // a screen reader hears the box as the screen shows it
    for (const std::string& line : lines) MirrorSay(line);
    DrawText(dl, title_font, kTitleSize, ImVec2(box.min.x + kDetailsPad, ty), palette::kText, title.c_str(), title_w);
    ty += title_h;
    for (const std::string& line : lines) {
        DrawText(dl, body_font, kLineSize, ImVec2(box.min.x + kDetailsPad, ty), palette::kMuted, line.c_str(), text_w);
        ty += TextSize(body_font, kLineSize, line.c_str(), text_w).y + kLineGap;
    }
    return box;
}

}  // namespace shell::ui
