// shell/games/lacosanostra/table_layout.cpp — see table_layout.h.
#include "games/lacosanostra/table_layout.h"

#include <algorithm>
#include <cmath>

namespace shell::games::lacosanostra {

namespace {

constexpr float kStrip = 48;           // a family's compact strip (portrait)
constexpr float kTopBar = 44;          // the status line
constexpr float kBottomBar = 56;       // four buttons of 44 px and a margin
constexpr float kInfoLine = 24;        // the centre's line of facts
constexpr float kCardAspect = 0.82f;   // width / height of a card on the table
constexpr float kMarketAspect = 1.4f;  // market cards lie wide: code, income, price
constexpr float kShortBand = 200;      // a focused band shorter than this gets the others' strips in one row

// Market cards in one row across `w`, at most 120 wide, as tall as the aspect gives (at least a touch target).
float MarketRowHeight(float w, float pad) {
    const float cw = std::min(120.0f, (w - 2 * pad - 3 * 6.0f) / 4.0f);
    return std::max(kTouch, cw / kMarketAspect);
}

}  // namespace

TableLayout ComputeTableLayout(float w, float h, int players, int focus, bool compact, bool bottom_bar) {
    TableLayout l;
    players = std::clamp(players, lcn::kMinPlayers, lcn::kMaxPlayers);
    focus = std::clamp(focus, 0, players - 1);
    l.portrait = w < h * 0.95f || w < 560;
    l.pad = std::clamp(std::min(w, h) * 0.012f, 4.0f, 12.0f);
    const float np = static_cast<float>(players);
    if (l.portrait) {
        float y = 0;
        l.top_bar = MakeBox(0, y, w, kTopBar), y += kTopBar;
        const float centre = kInfoLine + MarketRowHeight(w, l.pad) + 2 * l.pad;
        l.centre = MakeBox(0, y, w, centre), y += centre;
        const float bar = bottom_bar ? kBottomBar : 0;
        l.bottom_bar = MakeBox(0, h - bar, w, bar);
        const float stacked = h - bar - y - (np - 1) * kStrip;
        if (stacked >= kShortBand) {  // one strip per family above and below the focused band, in seat order
            for (int s = 0; s < players; ++s) {
                const auto i = static_cast<std::size_t>(s);
                l.strip[i] = s != focus;
                const float bh = l.strip[i] ? kStrip : stacked;
                l.bands[i] = MakeBox(0, y, w, bh), y += bh;
            }
            return l;
        }
        // Short: the others share one row of strips (seat order), the focused band below it.
        const float cell = w / (np - 1);
        float x = 0;
        for (int s = 0; s < players; ++s) {
            const auto i = static_cast<std::size_t>(s);
            l.strip[i] = s != focus;
            if (l.strip[i]) l.bands[i] = MakeBox(x, y, cell, kStrip), x += cell;
        }
        l.bands[static_cast<std::size_t>(focus)] = MakeBox(0, y + kStrip, w, std::max(kStrip, h - bar - y - kStrip));
        return l;
    }
    l.side = w >= 1000 && !compact;
    float main_w = w, y = 0;
    l.top_bar = MakeBox(0, 0, l.side ? w - std::clamp(w * 0.26f, 280.0f, 420.0f) : w, kTopBar);
    y = kTopBar;
    float bottom = h;
    if (l.side) {
        const float side_w = w - l.top_bar.w();
        main_w = l.top_bar.w();
        // The side column: centre (facts, market 2 x 2) on top, the buttons at the foot, the log between.
        const float cw = (side_w - 2 * l.pad - 6) / 2;
        const float centre = 3 * kInfoLine + 2 * std::max(kTouch, cw / kMarketAspect) + 6 + 2 * l.pad;
        l.centre = MakeBox(main_w, 0, side_w, centre);
        l.log = MakeBox(main_w, centre, side_w, h - centre - kBottomBar);
        l.bottom_bar = MakeBox(main_w, h - kBottomBar, side_w, kBottomBar);
    } else {
        const float centre = kInfoLine + MarketRowHeight(std::min(w, 560.0f), l.pad) + 2 * l.pad;
        l.centre = MakeBox(0, y, w, centre), y += centre;
        l.bottom_bar = MakeBox(0, h - kBottomBar, w, kBottomBar);
        bottom = h - kBottomBar;
    }
    const float bh = (bottom - y) / np;
    for (int s = 0; s < players; ++s) {
        l.bands[static_cast<std::size_t>(s)] = MakeBox(0, y + bh * static_cast<float>(s), main_w, bh);
    }
    return l;
}

BandPlacement PlaceBand(const Box& band, int items, bool portrait) {
    BandPlacement p;
    const float pad = 4;
    const Box inner{{band.min.x + pad, band.min.y + pad}, {band.max.x - pad, band.max.y - pad}};
    if (portrait) {
        const float header = std::min(40.0f, inner.h() * 0.3f);
        p.header = MakeBox(inner.min.x, inner.min.y, inner.w(), header);
        p.cards = MakeBox(inner.min.x, inner.min.y + header + 2, inner.w(), std::max(0.0f, inner.h() - header - 2));
    } else {
        const float header = std::clamp(band.w() * 0.16f, 120.0f, 230.0f);
        p.header = MakeBox(inner.min.x, inner.min.y, header, inner.h());
        p.cards = MakeBox(inner.min.x + header + 6, inner.min.y, std::max(0.0f, inner.w() - header - 6), inner.h());
    }
    // The number of rows that gives the largest cards (none taller than 150 px).
    const int n = std::max(1, items);
    float best_w = 0;
    for (int rows = 1; rows <= n; ++rows) {
        const int per_row = (n + rows - 1) / rows;
        const float ch = (p.cards.h() - p.gap * static_cast<float>(rows - 1)) / static_cast<float>(rows);
        const float cw =
            std::min({(p.cards.w() - p.gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row),
                      ch * kCardAspect, 150 * kCardAspect});
        if (cw > best_w + 0.01f) {
            best_w = cw;
            p.per_row = per_row;
        }
    }
    p.cw = std::floor(std::max(0.0f, best_w));
    p.ch = std::floor(p.cw / kCardAspect);
    return p;
}

Box BandItem(const BandPlacement& p, int i) {
    const int row = i / p.per_row, col = i % p.per_row;
    return MakeBox(p.cards.min.x + static_cast<float>(col) * (p.cw + p.gap),
                   p.cards.min.y + static_cast<float>(row) * (p.ch + p.gap), p.cw, p.ch);
}

CentrePlacement PlaceCentre(const Box& centre, bool tall) {
    CentrePlacement c;
    const float pad = 8, gap = 6;
    const Box inner{{centre.min.x + pad, centre.min.y + pad}, {centre.max.x - pad, centre.max.y - pad}};
    const float info = tall ? 3 * kInfoLine : kInfoLine;
    c.info = MakeBox(inner.min.x, inner.min.y, inner.w(), info);
    const float top = inner.min.y + info;
    const float avail_h = inner.max.y - top;
    if (tall) {  // 2 x 2
        const float cw = (inner.w() - gap) / 2, ch = (avail_h - gap) / 2;
        for (int k = 0; k < lcn::kMarketSize; ++k) {
            c.market[static_cast<std::size_t>(k)] = MakeBox(inner.min.x + static_cast<float>(k % 2) * (cw + gap),
                                                            top + static_cast<float>(k / 2) * (ch + gap), cw, ch);
        }
        return c;
    }
    const float cw = std::min(120.0f, (inner.w() - 3 * gap) / 4);
    for (int k = 0; k < lcn::kMarketSize; ++k) {
        c.market[static_cast<std::size_t>(k)] =
            MakeBox(inner.min.x + static_cast<float>(k) * (cw + gap), top, cw, avail_h);
    }
    return c;
}

std::vector<Box> FlowButtons(const std::vector<float>& widths, float x, float y, float w, float row_h, float gap,
                             float& height) {
    std::vector<Box> out;
    float cx = x, cy = y;
    for (float bw : widths) {
        bw = std::min(bw, w);
        if (cx > x && cx + bw > x + w) cx = x, cy += row_h + gap;
        out.push_back(MakeBox(cx, cy, bw, row_h));
        cx += bw + gap;
    }
    height = out.empty() ? 0 : cy + row_h - y;
    return out;
}

BottomBar PlaceBottomBar(const Box& bar) {
    BottomBar b;
    const float pad = 6, gap = 6;
    const float bw = (bar.w() - 2 * pad - 3 * gap) / 4, bh = bar.h() - 2 * pad;
    Box* slots[] = {&b.menu, &b.log, &b.deal, &b.undo};
    for (int k = 0; k < 4; ++k) {
        *slots[k] = MakeBox(bar.min.x + pad + static_cast<float>(k) * (bw + gap), bar.min.y + pad, bw, bh);
    }
    return b;
}

std::vector<int> FactLines(const std::vector<float>& fact_widths, float gap, float width) {
    std::vector<int> lines;
    int line = 0;
    float used = 0;  // width taken on the current line
    for (float w : fact_widths) {
        if (!lines.empty() && used + gap + w > width) {
            ++line;
            used = 0;
        }
        used += (used > 0 ? gap : 0) + w;
        lines.push_back(line);
    }
    return lines;
}

int FocusedBand(int tapped, int tapped_at, int moves, lcn::Seat own, lcn::Seat acting) {
    if (tapped >= 0 && tapped_at == moves) return tapped;
    if (own != lcn::kNoSeat) return own;
    return acting == lcn::kNoSeat ? 0 : acting;
}

}  // namespace shell::games::lacosanostra
