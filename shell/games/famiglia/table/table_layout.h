// shell/games/famiglia/table/table_layout.h — the table's geometry: every zone, grid cell, Street card and button
// rectangle as a pure function of the canvas size (CSS pixels) and a few facts (cards in the Street, swapping).
// No ImGui here: plain points and boxes, so tests/famiglia/table/table_layout_test.cpp checks the touch-target sizes
// natively. table_zones.cpp and table_controls.cpp draw into these rectangles.
#pragma once

#include "games/famiglia/names.h"
#include "ui/geometry.h"

namespace shell::games::famiglia {

// The zones of the table. Boxes a shape does not have stay empty (zero size).
struct Layout {
    bool portrait = false;
    bool side = false;         // a right-hand column for controls and log
    bool compact_opp = false;  // the other player as one strip (tap for the grids)
    float pad = 10;
    Box top_bar, opp, street, status, own, side_col, bottom_bar;
};

// `street_cards`: how many cards lie in the Street (the portrait Street is as tall as its rows need).
// `compact` (the page's embed mode): never the right-hand column; menu and log sit in the bottom bar.
Layout ComputeLayout(float w, float h, int street_cards, bool compact);

// The content of a zone (hands, play areas, the Street): inside its background, which is inset by pad / 2.
Box ZoneInner(const Box& zone, float pad);

// A 4 x 5 grid of cells: one row per family, one column per rank.
struct GridGeometry {
    float cw = 0, ch = 0, gap = 0;
    float width() const;
    float height() const;
};
// The largest grid of wide cells (aspect about 1.35) that fits w x h.
GridGeometry FitGrid(float w, float h, float max_ch);
Box GridCell(Point origin, const GridGeometry& geo, int row, int rank);

// A seat's zone drawn as grids: the name line, the hand grid and the play-area grid.
struct SeatPlacement {
    Box inner;
    Point hand_label, area_label;  // the labels above the grids
    Point hand_origin, area_origin;
    GridGeometry hand, area;
    Box hidden_hand;  // the card back that stands for a hidden hand (landscape)
};
// `own`: the seat at the bottom (a larger hand); `portrait`: hand above play area, else side by side.
SeatPlacement PlaceSeat(const Box& zone, float pad, bool own, bool portrait);

// The Street's cards: tall (aspect 0.72), as large as fit `w` x `h`, wrapping into rows when that helps.
struct StreetFit {
    float cw = 0, gap = 4;
    int rows = 1;
    float height() const;
};
// `set_apart`: the variant's new cards stand after a gap of three.
StreetFit FitStreet(float w, float h, int n, bool set_apart);

// The Street zone: the piles (one line of text in portrait, a column in landscape) and the cards' area.
struct StreetPlacement {
    bool piles_inline = false;
    Box piles;
    Point label;  // "Street" (landscape only)
    Box cards;
};
StreetPlacement PlaceStreet(const Box& zone, float pad, bool portrait);

// The Street's `n` cards laid out in `area`.
struct StreetRows {
    Box area;
    StreetFit fit;
    int per_row = 1;
    bool set_apart = false;
    float ch() const { return fit.cw / 0.72f; }
    float apart() const { return set_apart ? fit.gap * 3 : 0; }  // the gap before the new cards
};
StreetRows PlaceStreetCards(const Box& area, int n, bool set_apart);
Box StreetCardBox(const StreetRows& rows, int i, bool is_new);

// The bottom bar (portrait, narrow or embedded): Menu, Log, Undo, Hint (or the results), Pass; while swapping
// Menu, Undo, Done swapping (two slots, so its label fits a phone), Pass. Unused slots stay empty.
struct BottomBar {
    Box menu, log, undo, hint, done_swapping, pass;
};
BottomBar PlaceBottomBar(const Box& bar, bool swapping);

// The step bar's widths: four steps and the "?" that opens the legend (the bar is its button). The open step gets
// the room for its name; the others keep theirs where one fits (`names_w`: each step's "1 Refresh" ... at 11 px), and
// where none does (a phone, the side column) they shrink to their numbers and leave the open step the rest.
struct StepBar {
    float wide = 0, narrow = 0;                   // the open step's segment, each other one's
    static constexpr float kGap = 4, kHelp = 20;  // between the segments; the "?" at the end
};
StepBar FitStepBar(float w, const float (&names_w)[4], int open);

// The right-hand column: title, thinking row, steps, scores, the buttons and the log.
struct SideColumn {
    float x = 0, w = 0;
    float title_y = 0, thinking_y = 0;
    Box thinking_bar, steps;
    float score_y[2]{};      // the seat at the bottom first
    float last_round_y = 0;  // when `last_round` (the game's last turns)
    Box pass, undo, hint, done_swapping, menu, rules, open_log, log;
};
SideColumn PlaceSideColumn(const Box& col, bool last_round, bool swapping);

}  // namespace shell::games::famiglia
