// shell/games/famiglia/table/menu_sheet.cpp — the menu over the table, also the start screen: the next game's seats,
// variant and first player, the language and settings, the deal of the day, rules, link, replay and Close.
// DrawDialogs (dialogs.cpp) opens it for Overlay::kMenu.
#include <algorithm>
#include <cmath>

#include "games/famiglia/daily/daily_ui.h"
#include "games/famiglia/host_formats.h"
#include "games/famiglia/replay/replay.h"
#include "games/famiglia/table/table_internal.h"
#include "host/share.h"
#include "ui/layer.h"
#include "ui/palette.h"

namespace shell::games::famiglia {

using ui::BeginLayer;
using ui::ButtonKind;
using ui::DrawText;
using ui::DrawTextCentred;
using ui::EndLayer;
using ui::FitTextSize;
using ui::kItemDisabled;
using ui::kItemNoFocus;
using ui::kItemNormal;
using ui::MakeRect;
using ui::Rect;
using ui::Stack;

namespace {

using namespace ui::palette;

const char* OnOff(const FrameCtx& c, bool on) { return c.Tr(on ? T::kOn : T::kOff); }

}  // namespace

void DrawMenu(FrameCtx& c) {
    TableUi& g = c.g;
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const float top = c.env.top;  // below the host's notice
    const float rh = std::clamp((ds.y - top - 162) / 13.2f, 40.0f, 50.0f), gap = 6;
    const float want_h = 132 + rh * 10.2f + gap * 10;
    Rect p = BeginSheet(c, "##menu", 540, want_h, false, top);
    const bool scrolls = p.h() < want_h;
    if (scrolls) {
        // What does not fit below the notice scrolls; the window's clip keeps a row scrolled out of the sheet
        // from taking taps.
        ImGui::PushClipRect(p.min, p.max, true);
        ui::ScrollInput(g.menu_scroll, p, want_h);
        p = MakeRect(p.min.x, p.min.y - g.menu_scroll, p.w(), want_h);
    }
    c.ui.Mark("title-window", p);  // the start screen's panel (the smoke test looks for it)
    float y = p.min.y + 14;
    DrawText(c.dl, c.ui.title(), 30, ImVec2(p.min.x + 16, y), kText, "Famiglia");
    // Language: always at hand, top right.
    const float lw = 52;
    const bool english = c.ui.Button("button:lang-en", MakeRect(p.max.x - 16 - lw * 2 - gap, y, lw, 40), "EN",
                                     c.lang == Lang::kEnglish ? ButtonKind::kSelected : ButtonKind::kNormal);
    c.ui.Pressed(c.lang == Lang::kEnglish);
    if (english) g.settings.lang = Lang::kEnglish;
    const bool german = c.ui.Button("button:lang-de", MakeRect(p.max.x - 16 - lw, y, lw, 40), "DE",
                                    c.lang == Lang::kGerman ? ButtonKind::kSelected : ButtonKind::kNormal);
    c.ui.Pressed(c.lang == Lang::kGerman);
    if (german) g.settings.lang = Lang::kGerman;
    y += 50;
    const float x = p.min.x + 16, w = p.w() - 32;
    // The page's other games (the start screen offers every game; FrameEnv::switch_game).
    for (const ui::FrameEnv::OtherGame& other : c.env.other_games) {
        const std::string label = other.label + "  \u25B8";
        if (c.ui.Button("button:game-" + other.id, MakeRect(x, y, w, rh * 0.9f), label.c_str(), ButtonKind::kQuiet)) {
            c.env.switch_game = other.id;
        }
        y += rh * 0.9f + gap;
    }
    // "Learn to play" (guide/guide.h) and the deal of the day share a row: the menu fits 800x600 as it was.
    const float half = (w - gap) / 2;
    GuideEntry(c, x, y, half, rh * 0.9f);
    DrawDailyMenuEntry(c, x + half + gap, y, half, rh * 0.9f);
    y += rh * 0.9f + gap;
    DrawText(c.dl, c.ui.body(), 14, ImVec2(x, y), kMuted, c.Tr(Common::kNewGame));
    y += 20;
    if (c.ui.Button("button:new-vs-computer", MakeRect(x, y, w, rh), c.Tr(T::kVsComputer), ButtonKind::kPrimary)) {
        g.next.vs_computer = true;
        StartNewGame(c);
    }
    y += rh + gap;
    // The computer's level, as a row of four.
    const SeatKind levels[4] = {SeatKind::kBeginner, SeatKind::kEasy, SeatKind::kNormal, SeatKind::kExpert};
    const T level_names[4] = {T::kLevelBeginner, T::kLevelEasy, T::kLevelNormal, T::kLevelExpert};
    const char* level_ids[4] = {"button:level-beginner", "button:level-easy", "button:level-normal",
                                "button:level-expert"};
    const float lvw = (w - gap * 3) / 4;
    for (int i = 0; i < 4; ++i) {
        const bool chosen = g.next.level == levels[i];
        const bool tapped =
            c.ui.Button(level_ids[i], MakeRect(x + static_cast<float>(i) * (lvw + gap), y, lvw, rh * 0.9f),
                        c.Tr(level_names[i]), chosen ? ButtonKind::kSelected : ButtonKind::kQuiet);
        c.ui.Pressed(chosen);
        if (tapped) g.next.level = levels[i];
    }
    y += rh * 0.9f + gap;
    if (c.ui.Button("button:new-two-players", MakeRect(x, y, w, rh), c.Tr(T::kTwoPlayers), ButtonKind::kPrimary)) {
        g.next.vs_computer = false;
        StartNewGame(c);
    }
    y += rh + gap;
    const std::string variant = std::string(c.Tr(T::kVariantNewCards)) + ": " + OnOff(c, g.next.variant);
    if (c.ui.Button("button:variant", MakeRect(x, y, w, rh * 0.9f), variant.c_str(), ButtonKind::kQuiet)) {
        g.next.variant = !g.next.variant;
    }
    y += rh * 0.9f + gap;
    // Who begins (docs/famiglia-rules.md §4 item 20: drawn at random unless chosen): random, seat 1, seat 2, random,
    // ...
    const T begins = g.next.first == 0   ? T::kBeginsFirstSeat
                     : g.next.first == 1 ? T::kBeginsSecondSeat
                                         : T::kBeginsRandom;
    const std::string first = std::string(c.Tr(T::kWhoBegins)) + ": " + c.Tr(begins);
    if (c.ui.Button("button:first", MakeRect(x, y, w, rh * 0.9f), first.c_str(), ButtonKind::kQuiet)) {
        g.next.first = g.next.first == kRandomFirst ? 0 : g.next.first == 0 ? 1 : kRandomFirst;
    }
    y += rh * 0.9f + gap + 6;
    DrawText(c.dl, c.ui.body(), 14, ImVec2(x, y), kMuted, c.Tr(T::kSettings));
    y += 20;
    const std::string hand =
        std::string(c.Tr(T::kOpponentHand)) + ": " + c.Tr(g.settings.show_other_hand ? T::kShown : T::kHidden);
    if (c.ui.Button("button:other-hand", MakeRect(x, y, w, rh * 0.9f), hand.c_str(), ButtonKind::kQuiet)) {
        g.settings.show_other_hand = !g.settings.show_other_hand;
    }
    y += rh * 0.9f + gap;
    const std::string speed =
        std::string(c.Tr(T::kComputerSpeed)) + ": " + c.Tr(g.settings.fast_computer ? T::kSpeedFast : T::kSpeedNormal);
    if (c.ui.Button("button:speed", MakeRect(x, y, w, rh * 0.9f), speed.c_str(), ButtonKind::kQuiet)) {
        g.settings.fast_computer = !g.settings.fast_computer;
    }
    y += rh * 0.9f + gap;
    const std::string confirm = std::string(c.Tr(T::kConfirmTakes)) + ": " + OnOff(c, g.settings.confirm_takes);
    if (c.ui.Button("button:confirm-takes", MakeRect(x, y, w, rh * 0.9f), confirm.c_str(), ButtonKind::kQuiet)) {
        g.settings.confirm_takes = !g.settings.confirm_takes;
    }
    y += rh * 0.9f + gap + 6;
    // Rules, the link to this game (shell/host/share_ui.cpp opens its panel) and Close.
    const float quarter = (w - gap * 3) / 4;
    if (c.ui.Button("button:rules", MakeRect(x, y, quarter, rh), c.Tr(Common::kRules)))
        g.overlay = Overlay::kRules, g.scroll = 0;
    if (c.ui.Button("button:share", MakeRect(x + quarter + gap, y, quarter, rh), c.Tr(Common::kLink),
                    ButtonKind::kNormal, c.game.started ? kItemNormal : kItemDisabled)) {
        g.share_requested = true;
    }
    // The replay of the game on the table (a finished game from its deal, one in progress from now). Where the
    // secrecy rules forbid it (hot-seat with hidden hands), the status line says why.
    if (c.ui.Button("button:replay", MakeRect(x + 2 * (quarter + gap), y, quarter, rh), c.Tr(T::kReplay),
                    ButtonKind::kNormal, c.game.started ? kItemNormal : kItemDisabled)) {
        if (CanOpenReplay(g, c.game)) {
            OpenReplay(g, c.game, c.s.current().over ? 0 : c.s.num_moves());
        } else {
            g.overlay = Overlay::kNone;
            g.note = c.Tr(T::kReplayUnavailable);
        }
    }
    if (c.ui.Button("button:close-menu", MakeRect(x + 3 * (quarter + gap), y, quarter, rh), c.Tr(Common::kClose),
                    ButtonKind::kNormal, c.game.started ? kItemNormal : kItemDisabled)) {
        g.overlay = Overlay::kNone;
    }
    if (scrolls) ImGui::PopClipRect();
    EndSheet();
}

}  // namespace shell::games::famiglia
