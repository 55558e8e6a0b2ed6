// shell/games/lacosanostra/cards/symbols.h — the small picture of each business and influence kind (symbol_shapes.h
// says which), drawn with ImDrawList lines, circles and polygons in one colour. Readable from 12 px up; the table's
// cards, the card details, the hand and the rules sheet use them.
#pragma once

#include "games/lacosanostra/cards/symbol_shapes.h"
#include "imgui.h"
#include "lacosanostra/game.h"

namespace shell::games::lacosanostra {

// The symbol fills a square `size` px across centred on `centre`.
void DrawSymbol(ImDrawList* dl, CardSymbol symbol, ImVec2 centre, float size, ImU32 colour);
void DrawBusinessSymbol(ImDrawList* dl, lcn::BusinessType kind, ImVec2 centre, float size, ImU32 colour);
void DrawInfluenceSymbol(ImDrawList* dl, lcn::Influence kind, ImVec2 centre, float size, ImU32 colour);

}  // namespace shell::games::lacosanostra
