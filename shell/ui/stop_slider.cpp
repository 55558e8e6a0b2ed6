// shell/ui/stop_slider.cpp — see stop_slider.h.
#include "ui/stop_slider.h"

#include <algorithm>
#include <cmath>

#include "ui/palette.h"

namespace shell::ui {

int StopSlider(Ui& ui, ImDrawList* dl, const Rect& r, const char* id, int last, int pos, const char* label) {
    using namespace palette;
    const float x0 = r.min.x + 14, x1 = r.max.x - 14, cy = r.max.y - 12;
    auto x_of = [&](int k) {
        return last <= 0 ? x0 : x0 + (x1 - x0) * static_cast<float>(k) / static_cast<float>(last);
    };
    const bool clicked = ui.Item(id, r, kItemNoFocus);
    int chosen = -1;
    if ((clicked || ImGui::IsItemActive()) && last > 0) {
        const float t = std::clamp((ImGui::GetIO().MousePos.x - x0) / (x1 - x0), 0.0f, 1.0f);
        pos = chosen = static_cast<int>(std::lround(t * static_cast<float>(last)));
    }
    dl->AddRectFilled(ImVec2(x0, cy - 3), ImVec2(x1, cy + 3), IM_COL32(58, 64, 72, 255), 3);
    dl->AddRectFilled(ImVec2(x0, cy - 3), ImVec2(x_of(pos), cy + 3), kSky, 3);
    if (last > 0 && (x1 - x0) / static_cast<float>(last) >= 5) {
        for (int k = 0; k <= last; ++k)
            dl->AddLine(ImVec2(x_of(k), cy + 5), ImVec2(x_of(k), cy + 9), IM_COL32(255, 255, 255, 70));
    }
    dl->AddCircleFilled(ImVec2(x_of(pos), cy), 11, kText, 20);
    DrawText(dl, ui.body(), 11, ImVec2(x0, r.min.y - 1), kMuted, label);
    return chosen;
}

}  // namespace shell::ui
