// shell/games/famiglia/table/dialogs.cpp — everything drawn over the table but the menu (menu_sheet.cpp): the chooser
// of a Street card's ways, the Brute's value stepper, the pass confirmation, the hand-off screen, the end screen, the
// rules reference, the log sheet, the discard pile and the opponent's cards. Every game action here is an element of
// the legal list (StreetWays, BruteValues) and goes through PlayChosen, that is the PlayLegal gate (table_input.h);
// what the sheets say comes from table_model.h and table_status.h.
#include <algorithm>
#include <cmath>

#include "games/famiglia/daily/daily_ui.h"
#include "games/famiglia/host_formats.h"
#include "games/famiglia/replay/replay.h"
#include "games/famiglia/table/rules_sheet.h"
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

std::size_t I(CardType t) { return t; }

// A full-screen window of layer 1 over the table; a click outside the panel can cancel it.
struct Sheet {
    Rect panel;
    bool open = false;
};

// A title at the top of a panel; returns the y below it.
float PanelTitle(FrameCtx& c, const Rect& p, const std::string& text, float size = 24) {
    const float fs = FitTextSize(c.ui.title(), size, 14, text.c_str(), p.w() - 32);
    DrawText(c.dl, c.ui.title(), fs, ImVec2(p.min.x + 16, p.min.y + 14), kText, text.c_str());
    ui::MirrorSay(text);
    return p.min.y + 14 + fs + 12;
}

// ---- Choosers -------------------------------------------------------------------------------------------

// A panel of option buttons (one per legal action) and Cancel. Options fill one or two columns.
void OptionsPanel(FrameCtx& c, const std::string& title, const std::vector<Move>& options,
                  const std::vector<std::string>& labels) {
    TableUi& g = c.g;
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const int n = static_cast<int>(options.size());
    const bool two_cols = n > 4 && ds.x >= 700;
    const int rows = two_cols ? (n + 1) / 2 : n;
    // Every option and Cancel stay on screen: on a short screen with many ways the buttons get lower.
    const float gap = 8;
    const float bh = std::clamp((ds.y - 16 - 80) / static_cast<float>(rows + 1) - gap, 32.0f, 46.0f);
    const Rect p =
        BeginSheet(c, "##choice", two_cols ? 760.0f : 480.0f, 70 + static_cast<float>(rows + 1) * (bh + gap) + 10);
    // A tap beside the panel cancels, as Cancel does.
    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && !p.Contains(ImGui::GetIO().MousePos)) {
        ClearGestures(g);
        EndSheet();
        return;
    }
    float y = PanelTitle(c, p, title, 20);
    const float x = p.min.x + 16, w = p.w() - 32;
    const float cw = two_cols ? (w - gap) * 0.5f : w;
    g.gesture.hovered_choice_valid = false;
    for (int i = 0; i < n; ++i) {
        const int col = two_cols ? i % 2 : 0, row = two_cols ? i / 2 : i;
        const Rect r =
            MakeRect(x + static_cast<float>(col) * (cw + gap), y + static_cast<float>(row) * (bh + gap), cw, bh);
        const Move& m = options[static_cast<std::size_t>(i)];
        if (c.ui.Button("choice:" + ToString(m), r, labels[static_cast<std::size_t>(i)].c_str(),
                        m.kind == MoveKind::kRefresh ? ButtonKind::kNormal : ButtonKind::kPrimary)) {
            PlayChosen(c, m);
        }
        const bool still_open = g.overlay == Overlay::kChoice || g.overlay == Overlay::kBruteValue;
        if (still_open && (c.ui.hovered() || c.ui.focused()))
            g.gesture.hovered_choice = m, g.gesture.hovered_choice_valid = true;
    }
    y += static_cast<float>(rows) * (bh + gap);
    if (c.ui.Button("button:cancel", MakeRect(p.max.x - 16 - 160, y, 160, bh), c.Tr(T::kCancel), ButtonKind::kQuiet)) {
        ClearGestures(g);
    }
    EndSheet();
}

void DrawChoice(FrameCtx& c) {
    const std::vector<Move> ways = StreetWays(c.g.cache.legal, c.g.gesture.chooser_card);
    if (ways.empty()) {  // the state changed under the chooser
        ClearGestures(c.g);
        return;
    }
    std::vector<std::string> labels;
    for (const Move& m : ways) labels.push_back(WayLabel(c, m));
    OptionsPanel(c, Fmt(c.Tr(T::kStatusChooseTake), {CardCode(c.g.gesture.chooser_card)}), ways, labels);
}

void DrawBruteValue(FrameCtx& c) {
    const std::vector<Move> options = BruteValues(c.g.cache.legal, c.g.gesture.brute, c.g.gesture.chooser_card);
    if (options.empty()) {
        ClearGestures(c.g);
        return;
    }
    std::vector<std::string> labels;
    for (const Move& m : options) labels.push_back(Fmt(c.Tr(T::kNewValue), {std::to_string(m.value)}));
    OptionsPanel(c, Fmt(c.Tr(T::kBruteLower), {CardCode(c.g.gesture.brute), CardCode(c.g.gesture.chooser_card)}),
                 options, labels);
}

void DrawPassConfirm(FrameCtx& c) {
    Result<State> after = Apply(c.st, Move::Pass());
    if (!after) {
        ClearGestures(c.g);
        return;
    }
    const std::string text = PassEndsText(c, *after);
    const float width = std::min(520.0f, ImGui::GetIO().DisplaySize.x - 16) - 32;
    const float text_h = DrawRichText(c, c.ui.body(), 16, ImVec2(0, 0), width, text, kText, false);
    const Rect p = BeginSheet(c, "##pass", 520, 90 + text_h + 70);
    float y = PanelTitle(c, p, c.Tr(T::kPassEndsTitle), 22);
    y += DrawRichText(c, c.ui.body(), 16, ImVec2(p.min.x + 16, y), p.w() - 32, text, kText) + 14;
    const float gap = 8, bw = (p.w() - 32 - gap) * 0.5f;
    if (c.ui.Button("button:pass-confirm", MakeRect(p.min.x + 16, y, bw, 48), c.Tr(T::kPassAnyway),
                    ButtonKind::kPrimary)) {
        PlayChosen(c, Move::Pass());
    }
    if (c.ui.Button("button:cancel", MakeRect(p.min.x + 16 + bw + gap, y, bw, 48), c.Tr(T::kCancel)))
        ClearGestures(c.g);
    EndSheet();
}

// ---- Hand-off and end screen ----------------------------------------------------------------------------

void DrawHandoff(FrameCtx& c) {
    const int next = c.st.to_move;
    const Rect p = BeginSheet(c, "##handoff", 100000, 100000, true);
    const float cw = std::min(p.w() * 0.3f, 150.0f);
    const Rect back = MakeRect(p.centre().x - cw * 0.5f, p.min.y + p.h() * 0.12f, cw, cw / 0.72f);
    DrawCardBack(c.dl, back.min, back.max);
    float y = back.max.y + 24;
    const std::string title = Fmt(c.Tr(T::kHandOffTitle), {SeatName(c, next)});
    const float ts = FitTextSize(c.ui.title(), 28, 16, title.c_str(), p.w() - 32);
    DrawTextCentred(c.dl, c.ui.title(), ts, MakeRect(p.min.x, y, p.w(), ts + 6), kText, title.c_str());
    ui::MirrorSay(title, true);  // the device changes hands now
    y += ts + 18;
    const std::string scores = ScoreLine(c, 0) + "  ·  " + ScoreLine(c, 1);
    DrawTextCentred(c.dl, c.ui.body(), 17, MakeRect(p.min.x, y, p.w(), 22), kMuted, scores.c_str());
    y += 34;
    if (c.s.num_moves() > 0) {
        // The other player's whole turn (log line i + 1 tells move i).
        int first = c.s.num_moves();
        while (first > 0 && c.s.state(first - 1).to_move != next) --first;
        const std::string last = Fmt(c.Tr(T::kHandOffLastMove), {MovesInWords(c.g, first, c.s.num_moves())});
        const float w = std::min(p.w() - 32, 560.0f);
        const float size = FitRichTextSize(c, c.ui.body(), 16, w, p.max.y - 80 - y, last);
        y += DrawRichText(c, c.ui.body(), size, ImVec2(p.centre().x - w * 0.5f, y), w, last, kAccent) + 16;
        ui::MirrorSay(last);
    }
    // The menu stays at hand (language, settings, a new game); no card of either hand is shown through it.
    if (c.ui.Button("button:menu", MakeRect(p.max.x - 16 - 100, p.min.y + 12, 100, 44), c.Tr(Common::kMenu),
                    ButtonKind::kQuiet)) {
        c.g.overlay = Overlay::kMenu;
    }
    const Rect tap = MakeRect(p.centre().x - 140, std::min(y + 10, p.max.y - 70), 280, 52);
    if (c.ui.Button("button:handoff", tap, c.Tr(T::kHandOffTap), ButtonKind::kPrimary)) {
        c.g.viewer = next;
        c.g.handoff = false;
    }
    EndSheet();
}

void DrawEnd(FrameCtx& c) {
    TableUi& g = c.g;
    const Outcome o = OutcomeOf(c.st);
    const std::string title = EndTitle(c, o);
    const std::string tie = TieBreakText(c, o.tie_break);
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const float row_h = ds.y < 700 ? 26.0f : 30.0f;
    const float pw = std::min(560.0f, ds.x - 16);
    const float tie_h =
        tie.empty() ? 0 : DrawRichText(c, c.ui.body(), 15, ImVec2(0, 0), pw - 32, tie, kText, false) + 8;
    const float daily_h = DailyEndHeight(c);
    const Rect p = BeginSheet(c, "##end", 560, 70 + row_h * 7 + tie_h + 16 + 52 * 3 + 24 + daily_h);
    float y = PanelTitle(c, p, title, 26);
    // Score table: one row per family (hand + play area), the total and the best card.
    const float x = p.min.x + 16, w = p.w() - 32;
    const float col0 = w * 0.38f, colw = (w - col0) * 0.5f;
    for (int seat = 0; seat < 2; ++seat) {
        const std::string name = SeatName(c, seat);
        const float fs = FitTextSize(c.ui.body(), 16, 11, name.c_str(), colw - 4);
        DrawText(c.dl, c.ui.body(), fs, ImVec2(x + col0 + static_cast<float>(seat) * colw, y), kText, name.c_str());
    }
    y += row_h;
    const Family order[4] = {Family::kFamiglia, Family::kAccountants, Family::kBrutes, Family::kMercenaries};
    for (Family f : order) {
        DrawGlyph(c.dl, f, ImVec2(x + 10, y + row_h * 0.4f), 16, FamilyColour(f));
        DrawText(c.dl, c.ui.body(), 15, ImVec2(x + 24, y), kMuted, FamilyName(c.lang, f));
        std::string said = FamilyName(c.lang, f);  // the row as a screen reader hears it: "Brutes: You 6, Computer 3"
        for (int seat = 0; seat < 2; ++seat) {
            const int hand = FamilyPoints(c.st.hand[static_cast<std::size_t>(seat)], f);
            const int area = FamilyPoints(c.st.area[static_cast<std::size_t>(seat)], f);
            const std::string cell =
                std::to_string(hand + area) + "  (" + std::to_string(hand) + " + " + std::to_string(area) + ")";
            DrawText(c.dl, c.ui.body(), 15, ImVec2(x + col0 + static_cast<float>(seat) * colw, y), kText, cell.c_str());
            said += (seat == 0 ? ": " : ", ") + SeatName(c, seat) + " " + std::to_string(hand + area);
        }
        ui::MirrorSay(said);
        y += row_h;
    }
    DrawText(c.dl, c.ui.body(), 12, ImVec2(x + 24, y), kMuted,
             (std::string(c.Tr(T::kHand)) + " + " + c.Tr(T::kPlayArea)).c_str());
    y += row_h * 0.7f;
    c.dl->AddLine(ImVec2(x, y - 4), ImVec2(x + w, y - 4), IM_COL32(255, 255, 255, 50));
    DrawText(c.dl, c.ui.body(), 16, ImVec2(x, y), kText, c.Tr(T::kTotal));
    std::string total = c.Tr(T::kTotal);
    for (int seat = 0; seat < 2; ++seat) {
        const std::string score = std::to_string(o.scores[static_cast<std::size_t>(seat)]);
        DrawText(c.dl, c.ui.title(), 20, ImVec2(x + col0 + static_cast<float>(seat) * colw, y - 2), kText,
                 score.c_str());
        total += (seat == 0 ? ": " : ", ") + SeatName(c, seat) + " " + score;
    }
    ui::MirrorSay(total);
    y += row_h;
    DrawText(c.dl, c.ui.body(), 15, ImVec2(x, y), kMuted, c.Tr(T::kHighestCard));
    for (int seat = 0; seat < 2; ++seat) {
        const CardType best = HighestCard(c.st, seat);
        if (best == kNoCard) continue;
        const std::string s = CardCode(best) + " (" + VpText(c.lang, best) + ")";
        DrawRichText(c, c.ui.body(), 15, ImVec2(x + col0 + static_cast<float>(seat) * colw, y), colw, s, kText);
    }
    y += row_h + 4;
    if (!tie.empty()) y += DrawRichText(c, c.ui.body(), 15, ImVec2(x, y), w, tie, kAccent) + 8;
    DrawDailyEnd(c, x, y, w);
    y += daily_h;
    const float gap = 8;
    if (c.ui.Button("button:play-again", MakeRect(x, y, w, 50), c.Tr(T::kPlayAgain), ButtonKind::kPrimary)) {
        ChooseSameSetup(g, c.s);
        StartNewGame(c);
    }
    y += 50 + gap;
    const float third = (w - gap * 2) / 3;
    if (c.ui.Button("button:new-game", MakeRect(x, y, third, 46), c.Tr(Common::kNewGame))) g.overlay = Overlay::kMenu;
    if (c.ui.Button("button:share", MakeRect(x + third + gap, y, third, 46), c.Tr(Common::kLink))) {
        g.share_requested = true;  // the link to this game: shell/host/share_ui.cpp
    }
    if (c.ui.Button("button:show-table", MakeRect(x + 2 * (third + gap), y, third, 46), c.Tr(T::kShowTable)))
        g.overlay = Overlay::kNone;
    y += 46 + gap;
    const float half = (w - gap) * 0.5f;
    if (c.ui.Button("button:replay", MakeRect(x, y, half, 46), c.Tr(T::kReplay))) OpenReplay(g, c.game, 0);
    DrawAnalyseButton(c, MakeRect(x + half + gap, y, half, 46));
    EndSheet();
}

// ---- Reference sheets -----------------------------------------------------------------------------------

// A scrolling sheet: `body` draws at (x, y) with width w and returns its height. Asked to open at a place (`open_at`;
// `at`: how far into the body it lies, which the body sets as it draws), it draws the body unseen first to learn that.
template <typename Body>
void ScrollSheet(FrameCtx& c, const char* id, const std::string& title, Body body, bool* open_at = nullptr,
                 const float* at = nullptr) {
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const Rect p = BeginSheet(c, id, 640, ds.y - 24);
    const float y0 = PanelTitle(c, p, title, 22);
    const Rect view{ImVec2(p.min.x + 16, y0), ImVec2(p.max.x - 16, p.max.y - 68)};
    if (open_at && *open_at) {
        *open_at = false;
        c.dl->PushClipRect(view.min, view.min, true);
        body(view.min.x, view.min.y, view.w());
        c.dl->PopClipRect();
        c.g.scroll = *at;
    }
    c.dl->PushClipRect(view.min, view.max, true);
    const float h = body(view.min.x, view.min.y - c.g.scroll, view.w());
    c.dl->PopClipRect();
    ui::ScrollInput(c.g.scroll, view, h);
    if (h > view.h()) {  // a scroll bar that shows where we are
        const float frac = view.h() / h, top = c.g.scroll / h;
        c.dl->AddRectFilled(ImVec2(p.max.x - 10, view.min.y + view.h() * top),
                            ImVec2(p.max.x - 6, view.min.y + view.h() * (top + frac)), IM_COL32(255, 255, 255, 80), 2);
    }
    if (c.ui.Button("button:close", MakeRect(p.max.x - 16 - 160, p.max.y - 58, 160, 46), c.Tr(Common::kClose))) {
        c.g.overlay = c.game.started ? Overlay::kNone : Overlay::kMenu;
    }
    EndSheet();
}

// One example of the rules sheet: its cards (a "+" between the hand cards, an arrow to the Street card they act on)
// and its caption beside them, or below them where the sheet is too narrow for the caption beside. Returns its height.
float DrawExample(FrameCtx& c, const RulesExample& e, float x, float y, float w) {
    const float cw = 48, ch = 66, sign = 22, fs = 15;
    const std::vector<ExampleCard> cards = ExampleCards(e);
    float px = x;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (i > 0) {
            DrawTextCentred(c.dl, c.ui.title(), 20, MakeRect(px, y, sign, ch), kMuted,
                            i + 1 == cards.size() ? "→" : "+");
            px += sign;
        }
        CardLook look;
        look.card = cards[i].card;
        look.value = cards[i].value;
        DrawCardAt(c, MakeRect(px, y, cw, ch), look);
        px += cw;
    }
    const std::string caption = ExampleCaption(c.lang, e);
    const bool beside = x + w - px >= 180;
    const float tx = beside ? px + 12 : x, tw = x + w - tx;
    const float th = DrawRichText(c, c.ui.body(), fs, ImVec2(0, 0), tw, caption, kText, false);
    const float ty = beside ? y + std::max(0.0f, (ch - th) * 0.5f) : y + ch + 6;
    DrawRichText(c, c.ui.body(), fs, ImVec2(tx, ty), tw, caption, kText);
    const float h = std::max(ty + th, y + ch) - y + 8;
    const Rect box = MakeRect(x, y, w, h);
    if (box.min.y >= c.dl->GetClipRectMin().y && box.max.y <= c.dl->GetClipRectMax().y)
        c.examples_shown.emplace_back(ExampleName(e), box);
    return h;
}

// One mark of the legend: a card that carries it (the hint's pulse held still) and its words. Returns its height.
float DrawMark(FrameCtx& c, const CardMark& mark, float x, float y, float w) {
    const float cw = 48, ch = 34, fs = 15;
    CardLook look;
    look.card = MakeCard(Family::kFamiglia, 2);
    look.flags = mark.flag;
    DrawCardAt(c, MakeRect(x + 3, y + 3, cw, ch), look);
    const char* words = c.Tr(mark.words);
    const float tw = w - cw - 18;
    const float th = DrawRichText(c, c.ui.body(), fs, ImVec2(0, 0), tw, words, kText, false);
    DrawRichText(c, c.ui.body(), fs, ImVec2(x + cw + 18, y + 3 + std::max(0.0f, (ch - th) * 0.5f)), tw, words, kText);
    return std::max(th, ch) + 12;
}

void DrawRules(FrameCtx& c) {
    const std::vector<RulesLine> lines = RulesLines(c.lang);
    const std::size_t legend = LegendLine(lines);
    float legend_y = 0;
    const auto body = [&](float x, float y, float w) {
        float h = 0;
        // Paragraph by paragraph, headings muted, the drawn examples and marks where the text has them.
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const RulesLine& line = lines[i];
            if (i == legend) legend_y = h;
            const float top = h;
            if (line.example >= 0) {
                h += DrawExample(c, RulesExamples()[static_cast<std::size_t>(line.example)], x, y + h, w);
            } else if (line.mark >= 0) {
                h += DrawMark(c, CardMarks()[static_cast<std::size_t>(line.mark)], x, y + h, w);
            } else if (line.text.empty()) {
                h += 8;
            } else {
                h += DrawRichText(c, c.ui.body(), line.heading ? 14.0f : 16.0f, ImVec2(x, y + h), w, line.text,
                                  line.heading ? kAccent : kText) +
                     2;
            }
            const Rect box = MakeRect(x, y + top, w, h - top);
            if (*line.shown && box.min.y >= c.dl->GetClipRectMin().y && box.max.y <= c.dl->GetClipRectMax().y)
                c.examples_shown.emplace_back(line.shown, box);
        }
        // The victory-point table, from the core's data (cards.h).
        h += 6;
        const float cw = std::min(56.0f, (w - 120 - 4 * 4) / 5), ch = cw * 0.75f;  // five cards, four gaps
        for (int r = 0; r < kNumRanks; ++r) {
            DrawTextCentred(c.dl, c.ui.body(), 14, MakeRect(x + 120 + static_cast<float>(r) * (cw + 4), y + h, cw, 18),
                            kMuted, std::to_string(r).c_str());
        }
        h += 20;
        const Family order[4] = {Family::kFamiglia, Family::kAccountants, Family::kBrutes, Family::kMercenaries};
        for (Family f : order) {
            DrawText(c.dl, c.ui.body(), 14, ImVec2(x, y + h + ch * 0.3f), kText, FamilyName(c.lang, f));
            for (int r = 0; r < kNumRanks; ++r) {
                CardLook look;
                look.card = MakeCard(f, r);
                DrawCardAt(c, MakeRect(x + 120 + static_cast<float>(r) * (cw + 4), y + h, cw, ch), look);
            }
            h += ch + 4;
        }
        return h + 10;
    };
    ScrollSheet(c, "##rules", c.Tr(Common::kRules), body, &c.g.rules_legend, &legend_y);
}

// A tap on a line shows that moment in the replay (replay.h); in the replay, the line shown is marked.
void DrawLogSheet(FrameCtx& c) {
    const bool jump = CanOpenReplay(c.g, c.game);
    ScrollSheet(c, "##log", c.Tr(T::kLog), [&](float x, float y, float w) {
        const float clip_top = c.dl->GetClipRectMin().y, clip_bottom = c.dl->GetClipRectMax().y;
        // A drag scrolls the sheet: its release over a line is no tap.
        const bool dragged = ImGui::GetIO().MouseDragMaxDistanceSqr[0] > 36;
        float h = 0;
        for (std::size_t i = 0; i < c.g.cache.log.size(); ++i) {
            const std::string& line = c.g.cache.log[i];
            const bool shown = c.g.replay.open && static_cast<int>(i) == c.g.replay.index;
            const float lh = DrawRichText(c, c.ui.body(), 15, ImVec2(x, y + h), w, line, shown ? kAccent : kText) + 6;
            // Only the visible part of a line takes taps (the sheet scrolls under its clip rectangle).
            const float top = std::max(y + h - 3, clip_top), bottom = std::min(y + h + lh - 3, clip_bottom);
            if (jump && bottom > top && !dragged &&
                c.ui.Item("log:line-" + std::to_string(i), Rect{ImVec2(x, top), ImVec2(x + w, bottom)}, kItemNoFocus)) {
                OpenReplay(c.g, c.game, IndexForLogLine(c.s, static_cast<int>(i)));
                c.g.overlay = Overlay::kNone;
            }
            h += lh;
        }
        return h;
    });
}

void DrawCardsSheet(FrameCtx& c, const char* id, const std::string& title, const Counts& cards) {
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const float cw = 56, ch = 42, gap = 6;
    const float pw = std::min(560.0f, ds.x - 16);
    const int per_row = std::max(1, static_cast<int>((pw - 32 + gap) / (cw + gap)));
    int n = 0;
    for (auto k : cards) n += k ? 1 : 0;
    const int rows = std::max(1, (n + per_row - 1) / per_row);
    const Rect p = BeginSheet(c, id, 560, 70 + static_cast<float>(rows) * (ch + gap) + 70);
    const float y = PanelTitle(c, p, title, 20);
    int i = 0;
    for (CardType t = 0; t < kNumTypes; ++t) {
        if (!cards[I(t)]) continue;
        CardLook look;
        look.card = t;
        look.count = cards[I(t)];
        DrawCardAt(c,
                   MakeRect(p.min.x + 16 + static_cast<float>(i % per_row) * (cw + gap),
                            y + static_cast<float>(i / per_row) * (ch + gap), cw, ch),
                   look);
        ++i;
    }
    if (c.ui.Button("button:close", MakeRect(p.max.x - 16 - 160, p.max.y - 58, 160, 46), c.Tr(Common::kClose)))
        c.g.overlay = Overlay::kNone;
    EndSheet();
}

void DrawOpponentSheet(FrameCtx& c) {
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const Rect p = BeginSheet(c, "##opponent", 700, std::min(ds.y - 24, 360.0f));
    DrawSeatGrids(c, 1 - c.me, Rect{p.min, ImVec2(p.max.x, p.max.y - 60)});
    if (c.ui.Button("button:close", MakeRect(p.max.x - 16 - 160, p.max.y - 56, 160, 46), c.Tr(Common::kClose)))
        c.g.overlay = Overlay::kNone;
    EndSheet();
}

}  // namespace

Rect BeginSheet(FrameCtx& c, const char* window_id, float want_w, float want_h, bool opaque, float top) {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    c.dl = BeginLayer(window_id, {Stack::kFront, opaque ? kBackground : ui::palette::kShade});
    c.ui.SetLayer(1);
    const float w = std::min(want_w, vp->Size.x - 16), h = std::min(want_h, vp->Size.y - top - 16);
    const Rect p = MakeRect(vp->Pos.x + (vp->Size.x - w) * 0.5f, vp->Pos.y + top + (vp->Size.y - top - h) * 0.5f, w, h);
    if (!opaque) c.dl->AddRectFilled(p.min, p.max, kPanel, 12);
    return p;
}

void EndSheet() { EndLayer(); }

void DrawDialogs(FrameCtx& c) {
    TableUi& g = c.g;
    if (g.handoff && c.game.started && g.overlay != Overlay::kMenu && g.overlay != Overlay::kRules) {
        DrawHandoff(c);
        return;
    }
    switch (g.overlay) {
        case Overlay::kNone: break;
        case Overlay::kMenu: DrawMenu(c); break;
        case Overlay::kChoice: DrawChoice(c); break;
        case Overlay::kBruteValue: DrawBruteValue(c); break;
        case Overlay::kPassConfirm: DrawPassConfirm(c); break;
        case Overlay::kEnd: DrawEnd(c); break;
        case Overlay::kRules: DrawRules(c); break;
        case Overlay::kLog: DrawLogSheet(c); break;
        case Overlay::kDiscard:
            DrawCardsSheet(c, "##discard",
                           std::string(c.Tr(T::kDiscardPile)) + ": " + std::to_string(TotalCards(c.st.discard)),
                           c.st.discard);
            break;
        case Overlay::kOpponent: DrawOpponentSheet(c); break;
        case Overlay::kAnalysis: DrawAnalysis(c); break;
    }
}

}  // namespace shell::games::famiglia
