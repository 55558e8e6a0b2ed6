// shell/games/famiglia/cards/card_marks.h — how the table draws a card besides its face: first the marks, which tell
// the game (card_draw.cpp draws them; the rules sheet's legend explains each, table/rules_sheet.h CardMarks), then
// what only the page needs (keyboard focus, an empty cell). No ImGui, so the native tests read the marks.
#pragma once

namespace shell::games::famiglia {

enum CardFlags : unsigned {
    kCardNormal = 0,
    // The marks, one bit each, in the legend's order.
    kCardLastMove = 1u << 0,  // part of the other player's last move (purple outline)
    kCardHint = 1u << 1,      // suggested (pulsing blue outline)
    kCardPayer = 1u << 2,     // would pay for the take being chosen (blue outline)
    kCardSelected = 1u << 3,  // lifted, with a white outline
    kCardNew = 1u << 4,       // drawn into the Street this turn (a blue dot; the variant sets them apart as "new")
    kCardDimmed = 1u << 5,    // not usable now (darkened, never hidden)
    kCardMarksEnd = 1u << 6,  // every bit below is a mark
    kCardFocused = 1u << 6,   // keyboard focus
    kCardEmpty = 1u << 7,     // an empty grid cell: only a faint outline
};

}  // namespace shell::games::famiglia
