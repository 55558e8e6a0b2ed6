// shell/games/lacosanostra/table_layout.h — the public table's geometry as a pure function of the canvas size
// (CSS pixels) and a few counts: the top bar, the centre (round, phase, market, decks), one band per family,
// the log and the bottom bar. No ImGui here, so tests/lacosanostra/table/ checks the 44 px touch targets
// natively at phone to desktop sizes. table_view.cpp draws into these boxes.
//
// Shapes: portrait (a phone): the focused family's band large, the others as one strip each (tap to focus
// one), the log as a sheet; landscape: every band the same height, the centre as a strip above them, and on a
// wide screen a right-hand column with the centre and the log.
#pragma once

#include <array>
#include <vector>

#include "lacosanostra/cards.h"
#include "lacosanostra/state.h"
#include "ui/geometry.h"

namespace shell::games::lacosanostra {

using ui::Box;
using ui::MakeBox;
using ui::Point;

inline constexpr float kTouch = 44;  // the smallest touch target, CSS px (DESIGN.md "Layouts")

struct TableLayout {
    bool portrait = false;
    bool side = false;  // a right-hand column holds the centre and the log
    float pad = 8;
    Box top_bar;  // the status line (and Menu on a wide screen)
    Box centre;   // round, phase, decks, whose turn, the market
    std::array<Box, lcn::kMaxPlayers> bands{};
    std::array<bool, lcn::kMaxPlayers> strip{};  // drawn as a compact strip (portrait, not focused)
    Box log;                                     // the log in the side column (empty: the log is a sheet)
    Box bottom_bar;                              // Menu, Log, Deal, Undo (under the log with a side column)
};
// `focus`: the seat whose band is large in portrait (the acting family, or one tapped). `bottom_bar`: false on
// screens without the bar's buttons (private screens), whose panel below takes the room. When the focused band
// would be short (a phone with a panel under the table), the other families share one row of strips.
TableLayout ComputeTableLayout(float w, float h, int players, int focus, bool compact, bool bottom_bar = true);

// The `focus` of ComputeTableLayout: a band tapped open (`tapped`, -1: none) while no move was played since
// (`tapped_at` moves then, `moves` now: it was opened to reach a target in another family, and the seat's next
// pick is usually among his own cards, which a folded band would hide on a phone); else the private seat's own
// band (`own`), else the acting family's (`acting`), else the first. Seats are lcn::kNoSeat when there is none.
int FocusedBand(int tapped, int tapped_at, int moves, lcn::Seat own, lcn::Seat acting);

// Inside a band: the header (name, cash, laundered, hand sizes, markers) and the cards, in rows.
struct BandPlacement {
    Box header;
    Box cards;
    float cw = 0, ch = 0, gap = 4;
    int per_row = 1;
};
// `items`: gangsters in play + businesses on display (+ killed gangsters kept), in that order.
BandPlacement PlaceBand(const Box& band, int items, bool portrait);
Box BandItem(const BandPlacement& p, int i);

// The centre: a line of facts (round, phase, decks) and the four market cards.
struct CentrePlacement {
    Box info;
    std::array<Box, lcn::kMarketSize> market{};
};
CentrePlacement PlaceCentre(const Box& centre, bool tall);

// Buttons of the given widths flowed into rows of `row_h` across [x, x + w], left to right (a button wider than w
// gets the whole row). Returns one box per button; `height` receives the rows' total height.
std::vector<Box> FlowButtons(const std::vector<float>& widths, float x, float y, float w, float row_h, float gap,
                             float& height);

// A band's facts ("$2k", "Laundered $0k", "Deal markers 5", ...) in lines of at most `width`: the line each fact
// goes on, in order, with `gap` between facts on a line. A fact is never split across lines (a wrap between words
// would read "Deal" / "markers 5"); one wider than `width` gets a line of its own.
std::vector<int> FactLines(const std::vector<float>& fact_widths, float gap, float width);

// The bottom bar's four buttons.
struct BottomBar {
    Box menu, log, deal, undo;
};
BottomBar PlaceBottomBar(const Box& bar);

}  // namespace shell::games::lacosanostra
