// shell/games/lacosanostra/cards/card_details_draw.cpp — the box with a card's details (card_texts.h) over the table,
// by the card under the pointer: opened by a hover or a long press (card_peek.h). It shows only what the screen's view
// holds (c.view), so a shared screen never names a face-down order.
#include <algorithm>
#include <cmath>

#include "games/lacosanostra/cards/symbols.h"
#include "games/lacosanostra/play/next_step.h"
#include "games/lacosanostra/table/table_internal.h"
#include "imgui.h"
#include "ui/palette.h"

namespace shell::games::lacosanostra {

namespace {

using namespace ui::palette;

constexpr float kTitleSize = 17, kLineSize = 14, kPad = 10, kLineGap = 3, kSymbol = 22;

void DrawBox(FrameCtx& c, const CardDetails& d, CardRef ref, const ui::Rect& card) {
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const float w = std::min(360.0f, ds.x - 16), text_w = w - 2 * kPad;
    // A business or influence card's symbol at the title's right, as on the card.
    const bool symbol = ref.kind == CardKind::kBusiness || ref.kind == CardKind::kInfluence;
    const float title_w = symbol ? text_w - kSymbol - 6 : text_w;
    float h = 2 * kPad +
              std::max(ui::TextSize(c.fonts.title, kTitleSize, d.title.c_str(), title_w).y, symbol ? kSymbol : 0.0f) +
              4;
    for (const std::string& line : d.lines)
        h += ui::TextSize(c.fonts.body, kLineSize, line.c_str(), text_w).y + kLineGap;
    // Beside the card when it fits, else under it, else over it; always on screen.
    float x = card.max.x + 8, y = card.min.y;
    if (x + w > ds.x - 8) x = card.min.x - 8 - w;
    if (x < 8) {
        x = std::clamp(card.centre().x - w * 0.5f, 8.0f, std::max(8.0f, ds.x - 8 - w));
        y = card.max.y + 8 + h <= ds.y - 8 ? card.max.y + 8 : card.min.y - 8 - h;
    }
    y = std::clamp(y, 8.0f, std::max(8.0f, ds.y - 8 - h));
    const ImVec2 min(std::floor(x), std::floor(y));
    c.dl->AddRectFilled(min, ImVec2(min.x + w, min.y + h), IM_COL32(24, 27, 32, 245), 8);
    c.dl->AddRect(min, ImVec2(min.x + w, min.y + h), kSky, 8, 0, 1.5f);
    float ty = min.y + kPad;
    ui::DrawText(c.dl, c.fonts.title, kTitleSize, ImVec2(min.x + kPad, ty), kText, d.title.c_str(), title_w);
    const ImVec2 sc(min.x + w - kPad - kSymbol * 0.5f, ty + kSymbol * 0.5f);
    if (ref.kind == CardKind::kBusiness && ref.id >= 0 && ref.id < lcn::kNumBusinesses)
        DrawBusinessSymbol(c.dl, lcn::TypeOf(static_cast<lcn::BusinessId>(ref.id)), sc, kSymbol, kText);
    if (ref.kind == CardKind::kInfluence)
        DrawInfluenceSymbol(c.dl, static_cast<lcn::Influence>(ref.id), sc, kSymbol, kText);
    ty += std::max(ui::TextSize(c.fonts.title, kTitleSize, d.title.c_str(), title_w).y, symbol ? kSymbol : 0.0f) + 4;
    for (const std::string& line : d.lines) {
        ui::DrawText(c.dl, c.fonts.body, kLineSize, ImVec2(min.x + kPad, ty), kMuted, line.c_str(), text_w);
        ty += ui::TextSize(c.fonts.body, kLineSize, line.c_str(), text_w).y + kLineGap;
    }
}

}  // namespace

void SayRefused(FrameCtx& c, CardRef card) {
    const Seat viewer = VisibleSeat(c.screen);
    const Seat seat = viewer != kNoSeat ? viewer : ActingSeat(c.game.state());
    c.t.refusal = RefusedTapLine(c.t.settings.lang, c.game.state(), c.choices, c.t.gesture.pick, seat, card);
    c.t.refusal_moves = c.game.session.num_moves();
}

bool DrawCardDetails(FrameCtx& c) {
    const ImGuiIO& io = ImGui::GetIO();
    PeekInput in;
    const ui::Rect* spot = nullptr;
    for (int i = 0; i < c.card_spots; ++i) {
        const ui::Rect& r = c.card_rect[static_cast<std::size_t>(i)];
        if (r.Contains(io.MousePos) && r.min.y >= c.reach.min.y && r.max.y <= c.reach.max.y) {
            in.under = c.card_spot[static_cast<std::size_t>(i)];
            spot = &r;
        }
    }
    in.down = io.MouseDown[0];
    in.moved = io.MouseDelta.x != 0 || io.MouseDelta.y != 0;
    const ImVec2 drag = ImGui::GetMouseDragDelta(ImGuiMouseButton_Left, 0.0f);
    in.drag = std::sqrt(drag.x * drag.x + drag.y * drag.y);
    // A hover's rest and a long press are a person's gestures, timed in real seconds: under the browser tests' fast
    // clock (timescale=25) a long press would be 20 ms, and a click whose release reached the page a frame late
    // became a long press whose tap was swallowed (a 4-person test game went differently from run to run).
    in.now = c.now / static_cast<double>(std::max(1.0f, c.env.clock_rate));
    const PeekOutput out = c.t.peek.Update(in);
    if (out.redraw) c.env.wants_redraw = true;
    if (out.show && !(in.under == out.show)) {  // pinned details: by their card, wherever the pointer is
        spot = nullptr;
        for (int i = 0; i < c.card_spots; ++i)
            if (c.card_spot[static_cast<std::size_t>(i)] == *out.show) spot = &c.card_rect[static_cast<std::size_t>(i)];
    }
    if (out.show && spot != nullptr) {
        const CardDetails d = DetailsOnScreen(c.t.settings.lang, c.view.state, VisibleSeat(c.screen), *out.show);
        DrawBox(c, d, *out.show, *spot);
        c.card_details.push_back(d.title);
        c.card_details.insert(c.card_details.end(), d.lines.begin(), d.lines.end());
        c.details_card = *out.show;
    }
    // A tap on a card that takes none opens its details (the next press closes them) and says why it takes none
    // (next_step.h), on the status bar (table_draw.cpp).
    if (ImGui::IsMouseReleased(ImGuiMouseButton_Left) && !out.swallow_tap && !c.tapped && in.under &&
        in.drag <= kPressSlop && c.game.started) {
        c.t.peek.Pin(*in.under);
        c.env.wants_redraw = true;
        SayRefused(c, *in.under);
    }
    if (c.tapped) c.t.refusal.clear();
    return out.swallow_tap;
}

}  // namespace shell::games::lacosanostra
