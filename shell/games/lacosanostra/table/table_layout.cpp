// shell/games/lacosanostra/table/table_layout.cpp — see table_layout.h.
#include "games/lacosanostra/table/table_layout.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <utility>

#include "games/lacosanostra/texts/texts.h"
#include "lacosanostra/rules.h"

namespace shell::games::lacosanostra {

namespace {

constexpr float kStrip = 48;           // a family's compact strip (portrait)
constexpr float kTopBar = 44;          // the status line
constexpr float kBottomBar = 56;       // four buttons of 44 px and a margin
constexpr float kInfoLine = 24;        // the centre's line of facts
constexpr float kCardAspect = 0.82f;   // width / height of a card on the table
constexpr float kShortBandCard = 60;   // a band card lower than this may be square
constexpr float kMarketAspect = 1.4f;  // market cards lie wide: code, income, price
constexpr float kShortBand = 200;      // a focused band shorter than this gets the others' strips in one row
constexpr float kFoldBand = 72;        // landscape bands shorter than this fold into one row of strips

// Market cards in one row across `w`, at most 120 wide, as tall as the aspect gives (at least a touch target), and
// on a short canvas (`h`) no taller than a tenth of it: an 800x600 embed's families need the height more.
float MarketRowHeight(float w, float pad, float h) {
    const float cw = std::min(120.0f, (w - 2 * pad - 3 * 6.0f) / 4.0f);
    return std::max(kTouch, std::min(cw / kMarketAspect, h * 0.1f));
}

// The families other than `focus` as one row of strips (seat order) from `y`, the focused band under it down to
// `bottom`: where every band would be too short for 11 px text (a phone, an embed with a hand under its table).
void FoldBands(TableLayout& l, float w, float y, float bottom, int players, int focus) {
    const float cell = w / static_cast<float>(players - 1);
    l.strips_in_row = true;
    float x = 0;
    for (int s = 0; s < players; ++s) {
        const auto i = static_cast<std::size_t>(s);
        l.strip[i] = s != focus;
        if (l.strip[i]) l.bands[i] = MakeBox(x, y, cell, kStrip), x += cell;
    }
    l.bands[static_cast<std::size_t>(focus)] = MakeBox(0, y + kStrip, w, std::max(kStrip, bottom - y - kStrip));
}

}  // namespace

float PanelWidth(float w, float h, bool compact) {
    const TableLayout l = ComputeTableLayout(w, h, lcn::kMinPlayers, 0, compact);
    return l.side ? l.top_bar.w() : w;
}

bool InfoBeside(float centre_w) { return centre_w - 16 - 4 * 126 >= 200; }

TableLayout ComputeTableLayout(float w, float screen_h, int players, int focus, bool compact, bool bottom_bar,
                               float panel) {
    TableLayout l = ComputeTableLayout(w, screen_h - panel, players, focus, compact, bottom_bar);
    // The bar stands still whatever the panel's height (dice rolled and put away, choices offered): at the
    // screen's foot under the panel, or right under the side column's centre. It used to stand on the panel, and
    // a tap on Menu while computers rolled dice hit where it had been: the Menu seemed to ignore taps.
    const float table_h = screen_h - panel;
    if (l.side) {
        // The side column's centre as on the whole screen (its padding follows the height), so the bar under it
        // does not move by half a pixel either.
        const TableLayout whole = ComputeTableLayout(w, screen_h, players, focus, compact, bottom_bar);
        if (whole.side) l.centre = whole.centre;
        l.bottom_bar = MakeBox(l.log.min.x, l.centre.max.y, l.log.w(), kBottomBar);
        l.log = MakeBox(l.log.min.x, l.centre.max.y + kBottomBar, l.log.w(), screen_h - l.centre.max.y - kBottomBar);
        l.panel = MakeBox(0, table_h, l.top_bar.w(), panel);
        return l;
    }
    l.panel = MakeBox(0, l.bottom_bar.min.y, w, panel);
    l.bottom_bar = MakeBox(0, screen_h - l.bottom_bar.h(), w, l.bottom_bar.h());
    return l;
}

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
        const float centre = kInfoLine + MarketRowHeight(w, l.pad, h) + 2 * l.pad;
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
        FoldBands(l, w, y, h - bar, players, focus);
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
        // The line of facts beside the market where the width leaves it room (an 800x600 embed), else above it.
        const float centre =
            (InfoBeside(w) ? 0 : kInfoLine) + MarketRowHeight(std::min(w, 560.0f), l.pad, h) + 2 * l.pad;
        l.centre = MakeBox(0, y, w, centre), y += centre;
        l.bottom_bar = MakeBox(0, h - kBottomBar, w, kBottomBar);
        bottom = h - kBottomBar;
    }
    const float bh = (bottom - y) / np;
    if (bh < kFoldBand) {
        FoldBands(l, main_w, y, bottom, players, focus);
        return l;
    }
    for (int s = 0; s < players; ++s) {
        l.bands[static_cast<std::size_t>(s)] = MakeBox(0, y + bh * static_cast<float>(s), main_w, bh);
    }
    return l;
}

namespace {

// The cards of a band in p.cards: the number of rows that gives the largest cards (none taller than 150 px).
void PlaceCards(BandPlacement& p, int items) {
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
}

}  // namespace

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
    PlaceCards(p, items);
    if (!portrait && p.ch < kShortBandCard) {
        // Cards bounded by a short band's height (an embed's five families) grow as wide as they are tall where the
        // width allows, so a business's symbol, code and income stay 10 px or more.
        const float per_row = static_cast<float>(p.per_row);
        p.cw = std::floor(std::max(p.cw, std::min(p.ch, (p.cards.w() - p.gap * (per_row - 1)) / per_row)));
    }
    if (!portrait) {
        // Cards bounded by the band's height leave width over: the header takes it (up to 45% of the band), so the
        // name, the level and the facts get fewer lines at a larger size (a short embed's bands).
        const float used = static_cast<float>(std::min(std::max(1, items), p.per_row)) * (p.cw + p.gap) - p.gap;
        const float spare = p.cards.w() - used;
        const float header = std::min(p.header.w() + std::max(0.0f, spare), std::max(p.header.w(), inner.w() * 0.45f));
        p.header = MakeBox(inner.min.x, inner.min.y, header, inner.h());
        p.cards = MakeBox(inner.min.x + header + 6, inner.min.y, std::max(0.0f, inner.w() - header - 6), inner.h());
    }
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
    const bool beside = !tall && InfoBeside(centre.w());
    const float info = tall ? 3 * kInfoLine : beside ? 0 : kInfoLine;
    c.info = MakeBox(inner.min.x, inner.min.y, inner.w(), info);
    if (beside) c.info = MakeBox(inner.min.x + 4 * 126, inner.min.y, inner.w() - 4 * 126, inner.h());
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
                             float& height, const ui::Flags& joined) {
    std::vector<Box> out;
    float cx = x, cy = y;
    const auto with_previous = [&](std::size_t i) { return i < joined.size() && joined[i]; };
    for (std::size_t i = 0; i < widths.size(); ++i) {
        const float bw = std::min(widths[i], w);
        std::size_t end = i + 1;  // the group starting here: its width
        float group = bw;
        for (; !with_previous(i) && end < widths.size() && with_previous(end); ++end) group += gap + widths[end];
        const bool whole = end > i + 1 && group <= w;  // a group that fits a row wraps as one
        if (cx > x && (cx + bw > x + w || (whole && cx + group > x + w))) {
            // A group's last piece would be alone on the next row: the piece before it goes there too.
            const bool last = with_previous(i) && !with_previous(i + 1);
            if (last && out.back().min.x > x && out.back().w() + gap + bw <= w) {
                out.back() = MakeBox(x, cy + row_h + gap, out.back().w(), row_h);
                cx = out.back().max.x + gap;
            } else {
                cx = x;
            }
            cy += row_h + gap;
        }
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

int FocusedBand(int tapped, int tapped_at, int moves, lcn::Seat own, lcn::Seat acting, unsigned targets) {
    if (tapped >= 0 && tapped_at == moves) return tapped;
    const int seat = own != lcn::kNoSeat ? own : acting == lcn::kNoSeat ? 0 : acting;
    return targets == 0 || (targets >> seat & 1u) != 0 ? seat : std::countr_zero(targets);
}

void GrowTopBar(TableLayout& l, float extra) {
    const auto down = [extra](Box& b) {
        if (b.h() > 0 || b.w() > 0) b = MakeBox(b.min.x, b.min.y + extra, b.w(), b.h());
    };
    down(l.centre);
    for (Box& b : l.bands) down(b);
    down(l.log);
    down(l.bottom_bar);
    down(l.panel);
    l.top_bar = MakeBox(l.top_bar.min.x, l.top_bar.min.y, l.top_bar.w(), l.top_bar.h() + extra);
}

ActionAim AimOf(const lcn::State& s) {
    ActionAim aim;
    if (lcn::IsOver(s)) return aim;  // elsewhere the cursor is fresh outside an action turn: no name, no target
    const lcn::Cursor& c = s.cur;
    if (c.named < s.players && c.named != c.turn) aim.seat = c.named;
    const lcn::GangsterId g = c.chosen;
    if (c.target == 0xFF || g >= lcn::kNumGangsters || !c.revealed ||
        s.gangsters[g].assignment != lcn::Assignment::kOrder || s.gangsters[g].card >= lcn::kNumOrders)
        return aim;
    // The target's kind follows the revealed order (as the core reads cur.target): attacks on gangsters name one.
    const lcn::Effect e = lcn::Order(s.gangsters[g].card).effect;
    if (e == lcn::Effect::kAssassination || e == lcn::Effect::kDriveBy || e == lcn::Effect::kCarBomb) {
        if (c.target < lcn::kNumGangsters) aim.gangster = c.target;
    } else if (c.target < lcn::kNumBusinesses) {
        aim.business = c.target;
    }
    return aim;
}

namespace {

// The largest size from `max_size` down to `min_size` (1 px steps) at which `text` fits `width`; min_size if none.
float FitSize(const std::string& text, float max_size, float min_size, float width, const Measure& measure) {
    float size = max_size;
    while (size > min_size && measure(text, size) > width) size = std::max(min_size, size - 1);
    return size;
}

// `text` cut to `width` at `size` with "..." (whole when it fits).
std::string Cut(std::string text, float size, float width, const Measure& measure) {
    if (measure(text, size) <= width) return text;
    while (!text.empty() && measure(text + "...", size) > width) {
        unsigned char last = 0;
        do {  // one whole UTF-8 character: its continuation bytes, then its first byte
            last = static_cast<unsigned char>(text.back());
            text.pop_back();
        } while (!text.empty() && (last & 0xC0) == 0x80);
    }
    return text + "...";
}

}  // namespace

FittedFacts FitFacts(const std::vector<std::string>& facts, float width, float height, float max_size,
                     const Measure& measure) {
    FittedFacts out;
    for (float size = std::max(max_size, kMinFacts);; size -= 1) {
        out.size = std::max(size, kMinFacts);
        std::vector<float> widths;
        for (const std::string& f : facts) widths.push_back(measure(f, out.size));
        const std::vector<int> lines = FactLines(widths, measure("  ", out.size), width);
        out.text.clear();
        for (std::size_t i = 0; i < facts.size(); ++i) {
            if (i > 0) out.text += lines[i] != lines[i - 1] ? "\n" : "  ";
            out.text += facts[i];
        }
        const float rows = lines.empty() ? 0.0f : static_cast<float>(lines.back() + 1);
        if (rows * out.size <= height || out.size <= kMinFacts) return out;
    }
}

SeatLabel FitSeatLabel(const std::string& name, const std::string& level, float max_size, float width,
                       const Measure& measure) {
    SeatLabel l;
    const std::string one = level.empty() ? name : name + "  [" + level + "]";
    l.size = FitSize(one, max_size, kMinLabel, width, measure);
    if (level.empty() && measure(name, l.size) > width) {
        // A person's name too long for one line (a typed name on a narrow band): on two, broken after the
        // last space that fits, else after the last whole character that fits; only what two lines cannot hold is
        // cut.
        std::size_t fit = 0, space = std::string::npos;
        for (std::size_t i = 1; i <= name.size(); ++i) {
            if (i < name.size() && (static_cast<unsigned char>(name[i]) & 0xC0) == 0x80) continue;
            if (measure(name.substr(0, i), l.size) > width) break;
            fit = i;
            if (i < name.size() && name[i] == ' ') space = i;
        }
        const std::size_t at = space != std::string::npos ? space : fit;
        l.first = name.substr(0, at);
        l.second_size = l.size;
        l.second = Cut(name.substr(at < name.size() && name[at] == ' ' ? at + 1 : at), l.size, width, measure);
        return l;
    }
    if (measure(one, l.size) <= width || level.empty()) {
        l.first = Cut(one, l.size, width, measure);
        return l;
    }
    l.size = FitSize(name, max_size, kMinLabel, width, measure);
    l.first = Cut(name, l.size, width, measure);
    l.second_size = FitSize(level, std::min(l.size, 13.0f), kMinLabel, width, measure);
    l.second = Cut(level, l.second_size, width, measure);
    return l;
}

Point HandCardSize(float width, float height) {
    if (PagedHand(width)) {
        const float w = std::floor((width - 16 - (kHandSlots - 1) * 6.0f) / kHandSlots);
        return {w, std::floor(w * 1.4f)};
    }
    // Titles at 11 px or more from 600 px high (a shorter canvas keeps its height for the families; bands too short
    // fold, ComputeTableLayout).
    const float most = std::min(110.0f, height * 0.135f);
    const float w = std::clamp((width - 16) / 6 - 6, 48.0f, std::max(48.0f, most));
    return {std::floor(w), std::floor(w * 1.4f)};
}

HandPage PageOfHand(int cards, int page) {
    HandPage p;
    if (cards <= kHandSlots) {
        p.shown = cards;
        return p;
    }
    const int per_page = kHandSlots - 1;
    p.pages = (cards + per_page - 1) / per_page;
    p.page = (page % p.pages + p.pages) % p.pages;
    p.first = p.page * per_page;
    p.shown = std::min(per_page, cards - p.first);
    return p;
}

float OrderTextSize(float card_h) { return std::clamp(card_h * 0.1f, 9.0f, 12.0f); }

FittedTitle FitTitle(std::string_view title, float width, float max_size, float min_size, const Measure& measure) {
    FittedTitle t;
    for (t.size = max_size;; t.size = std::max(min_size, t.size - 1)) {
        t.lines = TitleLines(title, width, t.size, measure);
        bool fits = true;
        for (const std::string& line : t.lines) fits = fits && measure(line, t.size) <= width;
        if (fits || t.size <= min_size) return t;
    }
}

std::vector<std::string> TitleLines(std::string_view title, float width, float size, const Measure& measure) {
    std::vector<std::string> lines;
    std::string line;
    const auto flush = [&] {
        if (!line.empty()) lines.push_back(line);
        line.clear();
    };
    while (!title.empty()) {
        const std::size_t space = title.find(' ');
        const std::string_view word = title.substr(0, space);
        title = space == std::string_view::npos ? std::string_view() : title.substr(space + 1);
        if (word.empty()) continue;
        const std::string whole = WithoutBreaks(word);
        if (!line.empty() && measure(line + " " + whole, size) <= width) {
            line += " " + whole;
            continue;
        }
        flush();
        if (measure(whole, size) <= width || word.find_first_of("|-") == std::string_view::npos) {
            line = whole;
            continue;
        }
        // Too wide alone: its parts (up to a '|', or a hyphen kept), as many a line as fit with the hyphen.
        std::string_view rest = word;
        while (!rest.empty()) {
            const std::size_t bar = std::min(rest.find_first_of("|-"), rest.size() - 1);
            const std::string_view part = rest.substr(0, rest[bar] == '|' ? bar : bar + 1);
            rest = rest.substr(bar + 1);
            const std::string joined = line + std::string(part);
            if (line.empty() || measure(rest.empty() || joined.back() == '-' ? joined : joined + "-", size) <= width) {
                line = joined;
            } else {
                lines.push_back(line.back() == '-' ? line : line + "-");  // "Drive-By-" keeps its own hyphen
                line = std::string(part);
            }
        }
    }
    flush();
    return lines;
}

FittedStatus FitStatus(std::string_view line, std::string_view hint, float width, float height,
                       const Measure& measure) {
    FittedStatus f;
    const auto fits = [&](const FittedTitle& t) {
        for (const std::string& l : t.lines)
            if (measure(l, t.size) > width) return false;
        return true;
    };
    const float top = hint.empty() ? 18 : 16, gap = hint.empty() ? 0 : 1;
    for (int k = 0;; ++k) {
        f.line.size = std::max(kMinStatus, top - static_cast<float>(k));
        f.hint.size = std::max(kMinStatus, 14 - static_cast<float>(k));
        f.line.lines = TitleLines(line, width, f.line.size, measure);
        f.hint.lines = hint.empty() ? std::vector<std::string>{} : TitleLines(hint, width, f.hint.size, measure);
        const float h = static_cast<float>(f.line.lines.size()) * f.line.size +
                        static_cast<float>(f.hint.lines.size()) * f.hint.size + gap;
        if ((h <= height && fits(f.line) && fits(f.hint)) || (f.line.size <= kMinStatus && f.hint.size <= kMinStatus))
            return f;
    }
}

float DiceSize(float width, float height, int count) {
    return std::min(height, width * 0.6f / static_cast<float>(std::max(1, count)) - 6);
}

OrderHead PlaceOrderHead(const std::vector<std::string>& codes, std::string_view diff, float w, float h, float max_size,
                         const Measure& body, const Measure& title) {
    OrderHead head;
    const float first_w = w - 20;  // beside the cover mark at the top right
    std::string one;
    for (const std::string& code : codes) one += (one.empty() ? "" : " ") + code;
    head.diff_size = std::min(h * 0.26f, w * 0.4f);
    head.diff_centre = {w * 0.5f, h * 0.3f};
    head.title_top = h * 0.46f;
    const float start = std::max(kMinCardText, max_size);
    head.code_size = FitSize(one, start, kMinCardText, first_w, body);
    head.row_step = head.code_size;
    if (body(one, head.code_size) <= first_w || codes.size() < 2) {
        head.rows = {one};
        return head;
    }
    // Rows: the difficulty at the right edge between the first row and the title, the codes left of it.
    head.code_size = kMinCardText;
    head.row_step = kMinCardText;  // capitals only: a line's height would leave a gap
    const float band_top = kHeadTop + head.row_step;
    head.diff_size = std::min(head.diff_size, (head.title_top - band_top) * 0.8f);
    const float diff_w = title(diff, head.diff_size);
    head.diff_centre = {w - 4 - diff_w * 0.5f, (band_top + head.title_top) * 0.5f};
    const float rest_w = w - 8 - diff_w - 3;
    for (const std::string& code : codes) {
        const float room = head.rows.size() <= 1 ? first_w : rest_w;
        if (!head.rows.empty() && body(head.rows.back() + " " + code, head.code_size) <= room) {
            head.rows.back() += " " + code;
        } else {
            head.rows.push_back(code);
        }
    }
    const float rows_bottom = kHeadTop + static_cast<float>(head.rows.size()) * head.row_step;
    head.title_top = std::max(head.title_top, rows_bottom + 1);
    return head;
}

CardLabel FitCardLabel(const std::string& name, float width, float max_size, const Measure& measure) {
    CardLabel label;
    label.size = FitSize(name, std::max(kMinCardText, max_size), kMinCardText, width, measure);
    const bool one = measure(name, label.size) <= width;
    // Two lines, broken at the first space (every long name has at most one), when one line is under 11 px and they
    // are larger.
    const std::size_t at = name.find(' ');
    if (at != std::string::npos) {
        std::string a = name.substr(0, at), b = name.substr(at + 1);
        const float size = std::min(FitSize(a, std::max(kMinCardText, max_size), label.size, width, measure),
                                    FitSize(b, std::max(kMinCardText, max_size), label.size, width, measure));
        if ((!one || (label.size < kMinLabel && size > label.size)) &&
            std::max(measure(a, size), measure(b, size)) <= width) {
            label.size = size;
            label.lines = {std::move(a), std::move(b)};
            return label;
        }
    }
    if (one) label.lines = {name};
    return label;
}

}  // namespace shell::games::lacosanostra
