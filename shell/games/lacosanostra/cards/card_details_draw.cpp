// shell/games/lacosanostra/cards/card_details_draw.cpp — the box with a card's details (card_texts.h) over the table,
// by the card under the pointer: opened by a hover or a long press (card_peek.h). It shows only what the screen's view
// holds (c.view), so a shared screen never names a face-down order.
#include "games/lacosanostra/cards/symbols.h"
#include "games/lacosanostra/play/next_step.h"
#include "games/lacosanostra/table/table_internal.h"
#include "imgui.h"
#include "ui/details_box.h"
#include "ui/palette.h"

namespace shell::games::lacosanostra {

namespace {

constexpr float kSymbol = 22;

// The box of ui/details_box.h, with a business or influence card's symbol at the title's right, as on the card.
void DrawBox(FrameCtx& c, const CardDetails& d, CardRef ref, const ui::Rect& card) {
    const bool symbol = ref.kind == CardKind::kBusiness || ref.kind == CardKind::kInfluence;
    const ui::Rect box =
        ui::DrawDetailsBox(c.dl, c.fonts.title, c.fonts.body, d.title, d.lines, card, symbol ? kSymbol : 0);
    const ImVec2 sc(box.max.x - ui::kDetailsPad - kSymbol * 0.5f, box.min.y + ui::kDetailsPad + kSymbol * 0.5f);
    if (ref.kind == CardKind::kBusiness && ref.id >= 0 && ref.id < lcn::kNumBusinesses)
        DrawBusinessSymbol(c.dl, lcn::TypeOf(static_cast<lcn::BusinessId>(ref.id)), sc, kSymbol, ui::palette::kText);
    if (ref.kind == CardKind::kInfluence)
        DrawInfluenceSymbol(c.dl, static_cast<lcn::Influence>(ref.id), sc, kSymbol, ui::palette::kText);
}

}  // namespace

void OpenRefusedCard(FrameCtx& c, CardRef card) {
    c.t.peek.Pin(card);
    c.env.wants_redraw = true;
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
    static_cast<ui::PeekPointer&>(in) = ui::ReadPointer(c.env.clock_rate);
    const PeekOutput out = c.t.peek.Update(in);
    if (out.redraw) c.env.wants_redraw = true;
    // Pinned details stand by their card, wherever the pointer is; details whose card the screen no longer draws (a
    // computer's move took it, a narrower layout folded its band) close: else the next press would only close
    // details no one sees.
    const bool by_card = out.show && !(in.under == out.show);
    if (by_card) spot = nullptr;
    bool pinned_drawn = false;
    for (int i = 0; i < c.card_spots; ++i) {
        const CardRef drawn = c.card_spot[static_cast<std::size_t>(i)];
        if (by_card && drawn == *out.show) spot = &c.card_rect[static_cast<std::size_t>(i)];
        if (drawn == c.t.peek.pinned()) pinned_drawn = true;
    }
    if (!pinned_drawn) c.t.peek.Unpin();
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
        OpenRefusedCard(c, *in.under);
    }
    if (c.tapped) {  // a move by a tap, a key or the mirror: the details of before close
        c.t.refusal.clear();
        c.t.peek.Unpin();
    }
    return out.swallow_tap;
}

}  // namespace shell::games::lacosanostra
