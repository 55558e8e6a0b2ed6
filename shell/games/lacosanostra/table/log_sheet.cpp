// shell/games/lacosanostra/table/log_sheet.cpp — the public log as a sheet over the table (phones, narrow windows):
// every sentence, newest last, scrolled with ScrollInput.
#include <algorithm>
#include <cmath>

#include "games/lacosanostra/replay/replay.h"
#include "games/lacosanostra/table/table_internal.h"
#include "imgui.h"
#include "ui/palette.h"

namespace shell::games::lacosanostra {

using namespace ui::palette;
using lcn::Seat;
using ui::ButtonKind;
using ui::MakeRect;
using ui::Rect;

// The log as a sheet over the table: every public sentence, newest last, scrolled to the end when it opens.
void DrawLogSheet(FrameCtx& c) {
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const float w = std::min(ds.x - 16, 640.0f), x = (ds.x - w) * 0.5f;
    const Rect view = MakeRect(x, 16, w, ds.y - 16 - 72);
    float content = 0;
    for (const std::string& line : c.t.cache.log) content += ui::TextSize(c.fonts.body, 15, line.c_str(), w - 16).y + 6;
    ui::ScrollInput(c.t.scroll, view, content);
    c.dl->PushClipRect(view.min, view.max, true);
    float y = view.min.y - c.t.scroll;
    int k = 0;
    for (const std::string& line : c.t.cache.log) {
        const float h = ui::TextSize(c.fonts.body, 15, line.c_str(), w - 16).y;
        ui::DrawText(c.dl, c.fonts.body, 15, ImVec2(x + 8, y), kText, line.c_str(), w - 16);
        // The mirror reads the lines the view shows (Page Up reads back), under the sheet's name.
        if (y + h > view.min.y && y < view.max.y) c.ui.Text("log:" + std::to_string(k), line, c.Say(W::kLog));
        ++k;
        y += h + 6;
    }
    c.dl->PopClipRect();
    if (c.ui.Button("button:close", MakeRect(x, ds.y - 60, w, kTouch), c.Say(ui::Common::kClose)))
        c.t.overlay = Overlay::kNone;
}

}  // namespace shell::games::lacosanostra
