// shell/games/lacosanostra/table/handoff_screen.cpp — the hand-off screen (flow.h): whose private turn comes, "Pass the
// device to ...", the tap that shows the seat's screen; the family's colour at the top and the Menu.
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

void DrawHandOff(FrameCtx& c) {
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const Seat seat = c.screen.seat;
    const lcn::State& s = c.game.state();
    const lcn::SeatNames& names = c.game.session.names();
    const lcn::Family f = s.player[seat].family;
    const float w = std::min(ds.x - 32, 520.0f), x = (ds.x - w) * 0.5f;
    c.dl->AddRectFilled(ImVec2(0, 0), ImVec2(ds.x, 10), FamilyColour(f));
    MenuButton(c, MakeRect(ds.x - kMenuW - 12, 18, kMenuW, kMenuH));
    float y = std::max(24.0f, ds.y * 0.06f);
    DrawFamilyBadge(c.dl, c.fonts, ImVec2(ds.x * 0.5f, y + 32), 64, f);
    y += 76;
    const std::string title = HandOffTitle(c.t.settings.lang, s, names, seat);
    const float fs = ui::FitTextSize(c.fonts.title, 28, 16, title.c_str(), w);
    // A long typed name on a phone: two centred lines, broken at the last space that lets both fit, not cut off.
    std::size_t cut = std::string::npos;
    for (std::size_t at = title.rfind(' ');
         ui::TextSize(c.fonts.title, fs, title.c_str()).x > w && at != std::string::npos;
         at = at > 0 ? title.rfind(' ', at - 1) : std::string::npos) {
        if (ui::TextSize(c.fonts.title, fs, title.substr(0, at).c_str()).x <= w &&
            ui::TextSize(c.fonts.title, fs, title.substr(at + 1).c_str()).x <= w) {
            cut = at;
            break;
        }
    }
    const std::string first = title.substr(0, cut), second = cut == std::string::npos ? "" : title.substr(cut + 1);
    const float ls = second.empty() ? fs
                                    : std::min(ui::FitTextSize(c.fonts.title, 28, 16, first.c_str(), w),
                                               ui::FitTextSize(c.fonts.title, 28, 16, second.c_str(), w));
    for (const std::string* line : {&first, &second}) {
        if (line->empty()) continue;
        ui::DrawTextCentred(c.dl, c.fonts.title, ls, MakeRect(x, y, w, ls + 8), kText, line->c_str());
        y += ls + (line == &first && !second.empty() ? 4 : 14);
    }
    const std::string step = HandOffReason(c.t.settings.lang, c.screen.reason);
    ui::MirrorSay(title, true);  // the device changes hands now
    ui::MirrorSay(step);
    const float ss = ui::FitTextSize(c.fonts.body, 16, 11, step.c_str(), w);
    ui::DrawTextCentred(c.dl, c.fonts.body, ss, MakeRect(x, y, w, 22), kMuted, step.c_str());
    y += 30;
    // The button sits high on the screen, away from where "Done" was (the panel's foot): a stray tap carried
    // over from the previous seat cannot land on it, and it ignores taps for its first 0.7 s (flow.h).
    const Rect button = MakeRect(x, std::max(y, ds.y * 0.34f), w, 88);
    const Choice* unlock = ChoiceOf(c, {Thing::kUnlock, seat});
    if (unlock != nullptr) {
        const std::string label = "      " + ChoiceLabel(c.t.settings.lang, s, names, *unlock);
        TapButton(c, unlock->tap, button, label.c_str(), ButtonKind::kPrimary);
        // The badge where the label leaves it room (as the button sizes it, ui/widgets.cpp): a long typed name on a
        // phone would run under it, and the large badge above names the family anyway.
        const float size = ui::FitTextSize(c.fonts.body, 18, 11, label.c_str(), w - 10);
        if (w - ui::TextSize(c.fonts.body, size, label.c_str()).x >= 2 * 56)
            DrawFamilyBadge(c.dl, c.fonts, ImVec2(button.min.x + 34, button.centre().y), 40, f);
    }
    y = button.max.y + 14;
    const std::string tap = ui::Fmt(Text(c.t.settings.lang, T::kHandOffTap), {NameOf(c, seat)});
    ui::DrawText(c.dl, c.fonts.body, 15, ImVec2(x, y), kText, tap.c_str(), w);
    y += ui::TextSize(c.fonts.body, 15, tap.c_str(), w).y + 8;
    ui::DrawText(c.dl, c.fonts.body, 15, ImVec2(x, y), kText, Text(c.t.settings.lang, T::kHandOffLookAway), w);
    y += 28;
    if (c.t.device.gates == 0)
        ui::DrawText(c.dl, c.fonts.body, 14, ImVec2(x, y), kMuted, Text(c.t.settings.lang, T::kFirstGate), w);
}

}  // namespace shell::games::lacosanostra
