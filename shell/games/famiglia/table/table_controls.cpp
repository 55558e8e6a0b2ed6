// shell/games/famiglia/table/table_controls.cpp — draws the status line, the top bar (turn title, thinking bar, steps)
// and the buttons: a bottom bar on narrow screens and in the embed mode, else the right-hand column with the
// scores and the log. Buttons call table_input.h; rectangles come from table_layout.h.
#include <algorithm>

#include "games/famiglia/table/table_internal.h"
#include "ui/palette.h"

namespace shell::games::famiglia {

using ui::ButtonKind;
using ui::DrawText;
using ui::DrawTextCentred;
using ui::FitTextSize;
using ui::kItemDisabled;
using ui::kItemNoFocus;
using ui::kItemNormal;
using ui::MakeRect;
using ui::ProgressWidth;
using ui::Rect;
using ui::TextSize;

namespace {

using namespace ui::palette;

// A bar that fills as the computer thinks.
void DrawThinkingBar(FrameCtx& c, const Rect& r) {
    c.dl->AddRectFilled(r.min, r.max, IM_COL32(58, 64, 72, 255), r.h() * 0.5f);
    const float fill = ProgressWidth(r.w(), std::clamp(c.g.computer.progress(), 0.04, 1.0));
    c.dl->AddRectFilled(r.min, ImVec2(r.min.x + fill, r.max.y), kSky, r.h() * 0.5f);
}

// The steps of a turn, the open one lit, and a "?": a tap on the bar opens the rules sheet at its legend of the table,
// which names every step (a phone's bar names only the open one) and explains the marks on the cards.
void DrawStepIndicator(FrameCtx& c, const Rect& r) {
    if (c.st.over) return;  // the title says the game is over
    // The bar and a little above and below it: a touch target 44 px tall.
    const float reach = std::max(0.0f, 22 - r.h() * 0.5f);
    // The mirror says it by the "?" it ends in, as La Cosa Nostra's legend button.
    if (c.ui.Item("button:legend", Rect{ImVec2(r.min.x, r.min.y - reach), ImVec2(r.max.x, r.max.y + reach)},
                  kItemNormal, "?")) {
        c.g.overlay = Overlay::kRules;
        c.g.rules_legend = true;
    }
    const bool ring = c.ui.focused();
    const int current = StepIndex(c.st);
    std::string names[4];
    float names_w[4];
    for (int i = 0; i < 4; ++i) {
        names[i] = std::to_string(i + 1) + " " + c.Tr(StepName(i));
        names_w[i] = TextSize(c.ui.body(), 11.0f, names[i].c_str()).x;
    }
    const StepBar bar = FitStepBar(r.w(), names_w, current);
    float x = r.min.x;
    for (int i = 0; i < 4; ++i) {
        const bool on = i == current;
        const Rect p = MakeRect(x, r.min.y, on ? bar.wide : bar.narrow, r.h());
        x += p.w() + StepBar::kGap;
        c.dl->AddRectFilled(p.min, p.max,
                            on ? kSky : (i < current ? IM_COL32(44, 49, 56, 255) : IM_COL32(58, 64, 72, 255)), 6);
        std::string label = names[i];
        // Whole words at 11 px at least: the name, else the short one (Take), else the number alone.
        if (names_w[i] > p.w() - 6) {
            label = on && i == 3 ? "4 " + std::string(c.Tr(T::kStepTakeShort)) : std::to_string(i + 1);
        }
        if (TextSize(c.ui.body(), 11.0f, label.c_str()).x > p.w() - 6) label = std::to_string(i + 1);
        const float fs = FitTextSize(c.ui.body(), 14, 11, label.c_str(), p.w() - 6);
        DrawTextCentred(c.dl, c.ui.body(), fs, p, on ? IM_COL32(15, 18, 22, 255) : (i < current ? kMuted : kText),
                        label.c_str());
    }
    DrawTextCentred(c.dl, c.ui.title(), 17, MakeRect(x, r.min.y, r.max.x - x, r.h()), kSky, "?");
    if (ring) c.dl->AddRect(ImVec2(r.min.x - 3, r.min.y - 3), ImVec2(r.max.x + 3, r.max.y + 3), kWhite, 8, 0, 2);
}

// Pass, Undo and Hint (or the results once the game is over): the same buttons in the bar and the column.
void PassButton(FrameCtx& c, const Box& b) {
    if (c.ui.Button("button:pass", ToRect(b), c.Tr(T::kPass), ButtonKind::kPrimary,
                    c.my_turn ? kItemNormal : kItemDisabled)) {
        RequestPass(c);
    }
}

void UndoButton(FrameCtx& c, const Box& b) {
    if (c.ui.Button("button:undo", ToRect(b), c.Tr(T::kUndo), ButtonKind::kNormal,
                    c.s.CanUndo() && c.my_turn ? kItemNormal : kItemDisabled)) {
        UndoOwnAction(c.g, c.s);
    }
}

// While the Expert thinks about a hint, the Hint button is its Cancel, filling as the thinking goes on.
void HintOrResultsButton(FrameCtx& c, const Box& b) {
    if (c.g.hint_advice.thinking()) {
        const Rect r = ToRect(b);
        if (c.ui.Button("button:hint-cancel", r, c.Tr(T::kCancel))) CancelHint(c.g);
        const Rect bar = MakeRect(r.min.x + 6, r.max.y - 7, r.w() - 12, 3);
        c.ui.Mark("hint:progress", bar);
        c.dl->AddRectFilled(bar.min, bar.max, IM_COL32(58, 64, 72, 255), 1.5f);
        c.dl->AddRectFilled(bar.min, ImVec2(bar.min.x + ProgressWidth(bar.w(), c.g.hint_advice.progress()), bar.max.y),
                            kSky, 1.5f);
    } else if (c.st.over) {
        if (c.ui.Button("button:results", ToRect(b), c.Tr(T::kGameOverTitle))) c.g.overlay = Overlay::kEnd;
    } else if (c.ui.Button("button:hint", ToRect(b), c.Tr(T::kHint), ButtonKind::kNormal,
                           c.my_turn ? kItemNormal : kItemDisabled)) {
        ShowHint(c);
    }
}

void DrawBottomBar(FrameCtx& c, const Box& r) {
    TableUi& g = c.g;
    const bool swap = SwapMode(c);
    const BottomBar bar = PlaceBottomBar(r, swap);
    if (c.ui.Button("button:menu", ToRect(bar.menu), c.Tr(Common::kMenu))) g.overlay = Overlay::kMenu;
    if (!swap && c.ui.Button("button:log", ToRect(bar.log), c.Tr(T::kLog))) OpenLog(g);
    UndoButton(c, bar.undo);
    if (swap && g.hint_advice.thinking()) {
        HintOrResultsButton(c, bar.done_swapping);  // the hint's Cancel (H asked it: the bar has no Hint button here)
    } else if (swap) {
        if (c.ui.Button("button:done-swapping", ToRect(bar.done_swapping), c.Tr(T::kDoneSwapping))) CloseSwapping(g);
    } else {
        HintOrResultsButton(c, bar.hint);
    }
    PassButton(c, bar.pass);
}

void DrawSideColumn(FrameCtx& c, const Box& r) {
    TableUi& g = c.g;
    const bool swap = SwapMode(c);
    const bool last_round = c.st.turns_left != kNotTriggered && !c.st.over;
    const SideColumn col = PlaceSideColumn(r, last_round, swap);
    const float x = col.x, w = col.w;
    c.dl->AddRectFilled(ToVec(r.min), ToVec(r.max), IM_COL32(31, 35, 41, 255));
    const std::string title = TurnTitle(c);
    DrawText(c.dl, c.ui.title(), 24, ImVec2(x, col.title_y), kText, title.c_str());
    if (ComputerBusy(c)) {
        DrawText(c.dl, c.ui.body(), 14, ImVec2(x, col.thinking_y), kMuted, c.Tr(T::kComputerThinking));
        DrawThinkingBar(c, ToRect(col.thinking_bar));
    }
    DrawStepIndicator(c, ToRect(col.steps));
    const int seats[2] = {c.me, 1 - c.me};
    for (int i = 0; i < 2; ++i) {
        const float y = col.score_y[i];
        const std::string name = SeatName(c, seats[i]);
        DrawText(c.dl, c.ui.body(), 17, ImVec2(x, y + 4), kText, name.c_str());
        const std::string score = Fmt(c.Tr(T::kVp), {std::to_string(Score(c.st, seats[i]))});
        const ImVec2 ts = TextSize(c.ui.title(), 24, score.c_str());
        DrawText(c.dl, c.ui.title(), 24, ImVec2(x + w - ts.x, y), kText, score.c_str());
    }
    if (last_round) DrawText(c.dl, c.ui.body(), 14, ImVec2(x, col.last_round_y), kAccent, LastRoundText(c).c_str());
    PassButton(c, col.pass);
    UndoButton(c, col.undo);
    HintOrResultsButton(c, col.hint);
    if (swap && c.ui.Button("button:done-swapping", ToRect(col.done_swapping), c.Tr(T::kDoneSwapping)))
        CloseSwapping(g);
    if (c.ui.Button("button:menu", ToRect(col.menu), c.Tr(Common::kMenu), ButtonKind::kQuiet))
        g.overlay = Overlay::kMenu;
    if (c.ui.Button("button:rules", ToRect(col.rules), c.Tr(Common::kRules), ButtonKind::kQuiet))
        g.overlay = Overlay::kRules, g.scroll = 0;
    // The log: the latest sentences at the bottom, as many as fit whole (a line cut at the top read as the button's).
    // A click (or Enter on the button) opens the whole log as a sheet that scrolls.
    const std::string log_label = std::string(c.Tr(T::kLog)) + "  ▸";
    if (c.ui.Button("button:open-log", ToRect(col.open_log), log_label.c_str(), ButtonKind::kQuiet, kItemNormal, 13))
        OpenLog(g);
    const Rect log_r = ToRect(col.log);
    if (c.ui.Item("log:open", log_r, kItemNoFocus)) OpenLog(g);
    c.dl->PushClipRect(log_r.min, log_r.max, true);
    float ly = log_r.max.y;
    for (int i = static_cast<int>(g.cache.log.size()) - 1; i >= 0 && ly > log_r.min.y; --i) {
        const std::string& line = g.cache.log[static_cast<std::size_t>(i)];
        const float h = DrawRichText(c, c.ui.body(), 14, ImVec2(x, 0), w, line, kText, false);
        if (ly - h - 6 < log_r.min.y) break;
        ly -= h + 6;
        const bool recent = i > c.hl.first && i <= c.hl.last;
        DrawRichText(c, c.ui.body(), 14, ImVec2(x, ly), w, line,
                     recent ? kAccent : (i == static_cast<int>(g.cache.log.size()) - 1 ? kText : kMuted));
    }
    c.dl->PopClipRect();
}

}  // namespace

void DrawStatus(FrameCtx& c) {
    const Rect r = ToRect(c.lay.status);
    const float pad = c.lay.pad + 4;
    const float size = c.lay.portrait || r.h() < 80 ? 14.5f : 16.0f;
    float y = r.min.y + 4;
    if (c.my_turn && c.hl.any() && !c.lay.compact_opp) {  // else the strip above says it
        // The other player's last turn in words (the table outlines its cards).
        const std::string last = MovesInWords(c.g, c.hl.first, c.hl.last);
        y += DrawRichText(c, c.ui.body(), 13.5f, ImVec2(r.min.x + pad, y), r.w() - 2 * pad, last, kAccent);
        ui::MirrorSay(last);
    }
    // Long sentences (German, several take options) get smaller rather than run into the hand below.
    const std::string status = StatusText(c, c.lay.side);
    const float fit = FitRichTextSize(c, c.ui.body(), size, r.w() - 2 * pad, r.max.y - y - 2, status);
    DrawRichText(c, c.ui.body(), fit, ImVec2(r.min.x + pad, y), r.w() - 2 * pad, status, kText);
    // A refusal's reason answers a tap: said at once.
    ui::MirrorSay(status, c.my_turn && !c.g.note.empty());
}

void DrawTopBar(FrameCtx& c) {
    const Rect tb = ToRect(c.lay.top_bar);
    if (tb.h() <= 0) return;
    const std::string title = TurnTitle(c);
    const float title_size = c.lay.portrait ? 19.0f : 20.0f;
    DrawText(c.dl, c.ui.title(), title_size, ImVec2(tb.min.x + c.lay.pad + 4, tb.min.y + 8), kText, title.c_str());
    const float sw = std::min(tb.w() * (c.lay.portrait ? 0.52f : 0.5f), 420.0f);
    if (ComputerBusy(c)) {
        const float bar_w = std::min(TextSize(c.ui.title(), title_size, title.c_str()).x, tb.w() - sw - 3 * c.lay.pad);
        DrawThinkingBar(c, MakeRect(tb.min.x + c.lay.pad + 4, tb.min.y + title_size + 12, bar_w, 3));
    }
    DrawStepIndicator(c, MakeRect(tb.max.x - sw - c.lay.pad, tb.min.y + 6, sw, tb.h() - 10));
}

void DrawControls(FrameCtx& c) {
    if (c.lay.side) DrawSideColumn(c, c.lay.side_col);
    if (c.lay.bottom_bar.h() > 0) DrawBottomBar(c, c.lay.bottom_bar);
}

}  // namespace shell::games::famiglia
