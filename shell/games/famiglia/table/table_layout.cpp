// shell/games/famiglia/table/table_layout.cpp — see table_layout.h.
#include "games/famiglia/table/table_layout.h"

#include <algorithm>

#include "famiglia/cards.h"

namespace shell::games::famiglia {

Layout ComputeLayout(float w, float h, int street_cards, bool compact) {
    Layout l;
    l.portrait = w < h * 0.95f || w < 560;
    l.pad = std::clamp(std::min(w, h) * 0.015f, 6.0f, 14.0f);
    if (l.portrait) {
        const float top = 40, opp = 54, bottom = 60;
        // Rows of at most five cards (six when they fit in one row), each at most 80 wide.
        const int n = std::max(1, street_cards);
        const int per_row = n <= 6 ? n : 5;
        const int rows = (n + per_row - 1) / per_row;
        const float cw =
            std::min(80.0f, (w - 2 * l.pad - 8 - 4.0f * static_cast<float>(per_row - 1)) / static_cast<float>(per_row));
        const float want = 24 + 2 * l.pad + static_cast<float>(rows) * (cw / 0.72f + 4);
        const float status = std::clamp(h * 0.1f, 58.0f, 84.0f);
        // The own hand keeps touch-sized cells (44 px rows) and a play area below it.
        const float own_min = 22 + 4 * 44 + 3 * 6 + 2 * l.pad + 18 + 4 * 24 + 3 * 6;
        // Takes start with a tap on a Street card: on a short screen the Street keeps touch-sized cards (44 px
        // wide, in its rows) and the own grids give up the height.
        const float touch_floor = std::min(h * 0.36f, 24 + 2 * l.pad + static_cast<float>(rows) * (44 / 0.72f + 4));
        const float floor = std::max(100.0f, touch_floor);
        float street =
            std::clamp(want, floor, std::max(floor, std::min(h * 0.36f, h - top - opp - status - bottom - own_min)));
        // No empty band under the cards: the zone shrinks to the rows the Street drawing will use.
        const float label = 24, sides = 2 * (l.pad + 4);
        const StreetFit fit = FitStreet(w - sides, street - 2 * l.pad - label, n, false);
        street = std::min(street, label + 2 * l.pad + fit.height() + 6);
        float y = 0;
        l.top_bar = MakeBox(0, y, w, top), y += top;
        l.opp = MakeBox(0, y, w, opp), y += opp;
        l.street = MakeBox(0, y, w, street), y += street;
        l.status = MakeBox(0, y, w, status), y += status;
        l.own = MakeBox(0, y, w, h - bottom - y);
        l.bottom_bar = MakeBox(0, h - bottom, w, bottom);
        l.compact_opp = true;
        return l;
    }
    l.side = w >= 1000 && !compact;
    float main_w = w, main_h = h, y = 0;
    if (l.side) {
        const float side_w = std::clamp(w * 0.24f, 270.0f, 400.0f);
        main_w = w - side_w;
        l.side_col = MakeBox(main_w, 0, side_w, h);
    } else {
        const float top = 38, bottom = 58;
        l.top_bar = MakeBox(0, 0, w, top);
        l.bottom_bar = MakeBox(0, h - bottom, w, bottom);
        y = top;
        main_h = h - top - bottom;
    }
    // A short window gives the other player one strip (tap to see the grids), like the portrait layout.
    const bool compact_opp = main_h < 620;
    const float opp = compact_opp ? 54.0f : main_h * 0.25f;
    const float street = main_h * (compact_opp ? 0.3f : 0.28f), status = std::clamp(main_h * 0.14f, 64.0f, 86.0f);
    l.compact_opp = compact_opp;
    l.opp = MakeBox(0, y, main_w, opp), y += opp;
    l.street = MakeBox(0, y, main_w, street), y += street;
    l.status = MakeBox(0, y, main_w, status), y += status;
    l.own = MakeBox(0, y, main_w, (l.side ? h : h - l.bottom_bar.h()) - y);
    return l;
}

Box ZoneInner(const Box& zone, float pad) {
    return {{zone.min.x + pad + 4, zone.min.y + pad}, {zone.max.x - pad - 4, zone.max.y - pad}};
}

// ---- Grids ----------------------------------------------------------------------------------------------

float GridGeometry::width() const { return cw * kNumRanks + gap * (kNumRanks - 1); }
float GridGeometry::height() const { return ch * kNumFamilies + gap * (kNumFamilies - 1); }

GridGeometry FitGrid(float w, float h, float max_ch) {
    GridGeometry g;
    g.gap = std::clamp(std::min(w, h) * 0.02f, 3.0f, 8.0f);
    const float ch_by_h = (h - g.gap * 3) / 4;
    const float cw_by_w = (w - g.gap * 4) / 5;
    g.ch = std::min({ch_by_h, cw_by_w / 1.2f, max_ch});
    // Short cells get small faces laid out side by side (card_draw.cpp): they may be wider, which makes
    // them easier to tap.
    g.cw = std::min(cw_by_w, g.ch * (g.ch < 40 ? 2.2f : 1.5f));
    g.ch = std::max(g.ch, 8.0f);
    g.cw = std::max(g.cw, 10.0f);
    return g;
}

Box GridCell(Point origin, const GridGeometry& geo, int row, int rank) {
    return MakeBox(origin.x + static_cast<float>(rank) * (geo.cw + geo.gap),
                   origin.y + static_cast<float>(row) * (geo.ch + geo.gap), geo.cw, geo.ch);
}

SeatPlacement PlaceSeat(const Box& zone, float pad, bool own, bool portrait) {
    SeatPlacement s;
    s.inner = ZoneInner(zone, pad);
    const float label_h = 22;
    const float grid_top = s.inner.min.y + label_h + 2;
    const float avail_h = s.inner.max.y - grid_top;
    if (own && portrait) {
        // Hand grid above, the play area as a second, shorter grid below it.
        const float area_h = avail_h * 0.36f;
        s.hand = FitGrid(s.inner.w(), avail_h - area_h - 18, 64);
        s.area = FitGrid(s.inner.w(), area_h, 40);
        s.area.cw = s.hand.cw;
        s.area.gap = s.hand.gap;
        const float x0 = s.inner.min.x + (s.inner.w() - s.hand.width()) * 0.5f;
        s.hand_origin = {x0, grid_top};
        const float ay = grid_top + s.hand.height() + 4;
        s.area_label = {s.inner.min.x, ay};
        s.area_origin = {x0, ay + 18};
        // The hand's gap and the label make the play area taller than it was fitted for: its rows give up what
        // it needs to end inside the zone's background (never in the bottom bar's margin).
        s.area.ch = std::min(s.area.ch, (s.inner.max.y - s.area_origin.y - 3 * s.area.gap) / 4);
        return s;
    }
    // Landscape: hand grid and play-area grid side by side, the hand larger for the own seat.
    const float gap_between = 18;
    const float hand_share = own ? 0.58f : 0.5f;
    const float hand_w = (s.inner.w() - gap_between) * hand_share;
    s.hand = FitGrid(hand_w, avail_h - 16, own ? 70 : 44);
    s.area = FitGrid(s.inner.w() - gap_between - s.hand.width(), avail_h - 16, own ? 52 : 44);
    const float hx = s.inner.min.x;
    s.hand_label = {hx, grid_top - 2};
    s.hand_origin = {hx, grid_top + 14};
    s.hidden_hand = MakeBox(hx, grid_top + 14, std::min(s.hand.height() * 0.7f, s.hand.width()), s.hand.height());
    const float ax = hx + s.hand.width() + gap_between;
    s.area_label = {ax, grid_top - 2};
    s.area_origin = {ax, grid_top + 14};
    return s;
}

// ---- The Street -----------------------------------------------------------------------------------------

float StreetFit::height() const { return static_cast<float>(rows) * (cw / 0.72f) + gap * static_cast<float>(rows - 1); }

StreetFit FitStreet(float w, float h, int n, bool set_apart) {
    StreetFit best;
    best.gap = std::clamp(w * 0.012f, 4.0f, 12.0f);
    const float extra = set_apart ? best.gap * 3 : 0;
    for (int rows = 1; rows <= 4; ++rows) {
        const int per_row = (std::max(n, 1) + rows - 1) / rows;
        const float w_by_width = (w - extra - best.gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
        const float h_each = (h - best.gap * static_cast<float>(rows - 1)) / static_cast<float>(rows);
        const float cw = std::min({w_by_width, h_each * 0.72f, 130.0f});
        if (cw > best.cw + 0.5f) best.cw = cw, best.rows = rows;
    }
    return best;
}

StreetPlacement PlaceStreet(const Box& zone, float pad, bool portrait) {
    StreetPlacement s;
    const Box inner = ZoneInner(zone, pad);
    s.cards = inner;
    s.piles_inline = portrait;
    if (portrait) {
        s.piles = MakeBox(inner.min.x, inner.min.y + 2, inner.w(), 18);
        s.cards.min.y += 24;
    } else {
        const float pile_w = std::clamp(inner.h() * 0.5f, 78.0f, 120.0f);  // "Nachziehstapel" at 11 px
        s.piles = MakeBox(inner.min.x, inner.min.y + 4, pile_w, inner.h() - 4);
        s.cards.min.x += pile_w + 14;
        s.label = {s.cards.min.x, inner.min.y};
        s.cards.min.y += 18;
    }
    return s;
}

StreetRows PlaceStreetCards(const Box& area, int n, bool set_apart) {
    StreetRows s;
    s.area = area;
    s.set_apart = set_apart;
    s.fit = FitStreet(area.w(), area.h(), n, set_apart);
    s.per_row = std::max(1, (n + s.fit.rows - 1) / s.fit.rows);
    return s;
}

Box StreetCardBox(const StreetRows& s, int i, bool is_new) {
    const int row = i / s.per_row, col = i % s.per_row;
    float x = s.area.min.x + static_cast<float>(col) * (s.fit.cw + s.fit.gap);
    if (s.set_apart && is_new) x += s.apart();
    const float y = s.area.min.y + static_cast<float>(row) * (s.ch() + s.fit.gap);
    return MakeBox(x, y, s.fit.cw, s.ch());
}

// ---- Controls -------------------------------------------------------------------------------------------

BottomBar PlaceBottomBar(const Box& r, bool swapping) {
    BottomBar b;
    const float gap = 6, h = std::min(48.0f, r.h() - 10);
    const float y = r.min.y + (r.h() - h) * 0.5f;
    constexpr int n = 4;
    const float pass_w = std::max(r.w() * 0.26f, 80.0f);
    const float w = (r.w() - 2 * gap - pass_w - gap * static_cast<float>(n)) / static_cast<float>(n);
    float x = r.min.x + gap;
    b.menu = MakeBox(x, y, w, h);
    x += w + gap;
    if (!swapping) {
        b.log = MakeBox(x, y, w, h);
        x += w + gap;
    }
    b.undo = MakeBox(x, y, w, h);
    x += w + gap;
    if (swapping) {
        b.done_swapping = MakeBox(x, y, 2 * w + gap, h);
    } else {
        b.hint = MakeBox(x, y, w, h);
    }
    b.pass = MakeBox(r.max.x - gap - pass_w, y, pass_w, h);
    return b;
}

StepBar FitStepBar(float w, const float (&names_w)[4], int open) {
    StepBar b;
    const float room = w - StepBar::kHelp - StepBar::kGap * 4;
    b.wide = room * 0.4f;
    b.narrow = (room - b.wide) / 3;
    bool names = false;
    for (int i = 0; i < 4; ++i) names |= i != open && names_w[i] <= b.narrow - 6;
    if (!names) b.narrow = 24, b.wide = room - b.narrow * 3;
    return b;
}

SideColumn PlaceSideColumn(const Box& r, bool last_round, bool swapping) {
    SideColumn s;
    const float pad = 14;
    float y = r.min.y + pad;
    s.x = r.min.x + pad;
    s.w = r.w() - 2 * pad;
    const float x = s.x, w = s.w;
    s.title_y = y;
    y += 32;
    // The thinking row is always reserved, so that no button moves while a person aims at it.
    s.thinking_y = y;
    s.thinking_bar = MakeBox(x, y + 19, w, 4);
    y += 28;
    s.steps = MakeBox(x, y, w, 30);
    y += 40;
    for (float& score_y : s.score_y) score_y = y, y += 32;
    if (last_round) {
        s.last_round_y = y;
        y += 22;
    }
    y += 6;
    const float bh = 46, gap = 8;
    s.pass = MakeBox(x, y, w, bh);
    y += bh + gap;
    const float half = (w - gap) * 0.5f;
    s.undo = MakeBox(x, y, half, bh);
    s.hint = MakeBox(x + half + gap, y, half, bh);
    y += bh + gap;
    if (swapping) {
        s.done_swapping = MakeBox(x, y, w, bh);
        y += bh + gap;
    }
    s.menu = MakeBox(x, y, half, bh);
    s.rules = MakeBox(x + half + gap, y, half, bh);
    y += bh + gap + 4;
    s.open_log = MakeBox(x, y, std::min(w, 120.0f), 44);  // a touch target too (tablets get this column)
    y += 50;
    s.log = {{x, y}, {x + w, r.max.y - pad}};
    return s;
}

}  // namespace shell::games::famiglia
