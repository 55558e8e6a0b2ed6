// shell/games/famiglia/cards/card_draw.h — cards drawn with ImDrawList (no publisher art): the family colour
// (Okabe-Ito, colour-blind safe) and the family glyph (rose, ledger, fist, banknote) so families are told
// apart without colour, the rank large, the victory points small, the card code in the corner.
// Used by table_zones.cpp, rich_text.cpp and dialogs.cpp for every card on the table, in the log and in the dialogs.
#pragma once

#include "famiglia/game.h"
#include "games/famiglia/cards/card_marks.h"
#include "games/famiglia/names.h"
#include "imgui.h"

namespace shell::games::famiglia {

struct CardLook {
    CardType card = kNoCard;
    int count = 1;   // > 1: a count badge ("x3")
    int value = -1;  // >= 0 and below the rank: a Brute's reduction (rank struck through)
    unsigned flags = kCardNormal;
    float time = 0;  // seconds, for the pulsing hint
};

ImU32 FamilyColour(Family f, float alpha = 1.0f);
ImU32 FamilyTextColour(Family f);  // dark on yellow, white elsewhere

// Draws the family's glyph centred at `c`, `size` across, in `col`.
void DrawGlyph(ImDrawList* dl, Family f, ImVec2 c, float size, ImU32 col);

// Draws a card into [min, max]. Layout adapts to the rectangle (tall Street cards, wide grid cells).
// `font` is a large font (scaled down as needed); `small` a body font.
void DrawCard(ImDrawList* dl, ImVec2 min, ImVec2 max, const CardLook& look, ImFont* font, ImFont* small,
              const char* vp_text);

// A face-down card (the draw pile, the hand-off screen).
void DrawCardBack(ImDrawList* dl, ImVec2 min, ImVec2 max);

}  // namespace shell::games::famiglia
