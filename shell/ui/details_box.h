// shell/ui/details_box.h — the box with a card's details over a table, both games' (when it opens: ui/card_peek.h): a
// title and lines of words, beside the card when it fits, else under it, else over it; always on screen. And the
// pointer the peek reads, from ImGui.
#pragma once

#include <string>
#include <vector>

#include "imgui.h"
#include "ui/card_peek.h"
#include "ui/widgets.h"

namespace shell::ui {

inline constexpr float kDetailsPad = 10;  // px from the box's edge to its words

// This frame's pointer for the peek (card_peek.h). A hover's rest and a long press are a person's gestures, timed in
// real seconds: ImGui's clock runs `clock_rate` times faster under the browser tests (timescale=25), where a long press
// would be 20 ms, and a click whose release reached the page a frame late became a long press whose tap was swallowed.
PeekPointer ReadPointer(float clock_rate);

// Draws the box by the card drawn at `card`, with a square of `corner` px kept free at the title's right (a card's
// symbol, drawn there by the caller). Returns the box.
Rect DrawDetailsBox(ImDrawList* dl, ImFont* title_font, ImFont* body_font, const std::string& title,
                    const std::vector<std::string>& lines, const Rect& card, float corner = 0);

}  // namespace shell::ui
