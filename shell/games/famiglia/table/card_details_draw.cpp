// shell/games/famiglia/table/card_details_draw.cpp — the frame's card under the pointer and its tap (table_input.h
// PointCards), and the box with a card's details (table_status.h DetailsOf, ui/details_box.h) by the card: opened by a
// resting mouse, a long press or a tap on a card without a move.
#include <optional>

#include "games/famiglia/table/table_internal.h"
#include "ui/details_box.h"
#include "ui/layer.h"

namespace shell::games::famiglia {

void DrawCardDetails(FrameCtx& c) {
    const ImGuiIO& io = ImGui::GetIO();
    const bool table = c.g.overlay == Overlay::kNone && !c.g.handoff;  // a dialog covers the cards
    ui::PeekInput<CardSpot> in;
    for (int i = 0; table && i < c.card_spots; ++i)
        if (c.card_rect[static_cast<std::size_t>(i)].Contains(io.MousePos))
            in.under = c.card_spot[static_cast<std::size_t>(i)];
    static_cast<ui::PeekPointer&>(in) = ui::ReadPointer(c.env.clock_rate);
    // The other player's cards are no items: a tap on one is seen here.
    std::optional<CardSpot> tapped = c.tapped;
    if (!tapped && in.under && in.under->zone != Zone::kStreet && in.under->seat != c.me &&
        ImGui::IsMouseReleased(ImGuiMouseButton_Left) && in.drag <= ui::kPressSlop)
        tapped = in.under;
    const ui::PeekOutput<CardSpot> out = PointCards(c, in, tapped);
    if (out.redraw || tapped) c.env.wants_redraw = true;
    const Rect* spot = nullptr;
    for (int i = 0; out.show && table && i < c.card_spots; ++i)
        if (c.card_spot[static_cast<std::size_t>(i)] == *out.show) spot = &c.card_rect[static_cast<std::size_t>(i)];
    const bool pinned = c.g.peek.pinned().has_value();
    if (spot == nullptr) {
        if (pinned) c.g.peek.Unpin();  // its card is gone (a move took it, a dialog opened)
        return;
    }
    c.details = out.show;
    const CardDetails d = DetailsOf(c, *out.show);
    // Pinned details stand in a layer over the whole window: the press that closes them reaches nothing under it (it
    // never plays a move). The replay plays none: there the press also does what it was for (the next step).
    const bool shield = pinned && !c.g.replay.open;
    ImDrawList* dl = shield ? ui::BeginLayer("##details", {ui::Stack::kFront}) : ImGui::GetForegroundDrawList();
    ui::DrawDetailsBox(dl, c.ui.title(), c.ui.body(), d.title, d.lines, *spot);
    if (shield) ui::EndLayer();
}

}  // namespace shell::games::famiglia
