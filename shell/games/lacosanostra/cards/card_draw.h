// shell/games/lacosanostra/cards/card_draw.h — La Cosa Nostra's cards drawn with ImDrawList, our own flat art (no
// publisher art): a family's colour (Okabe-Ito, colour-blind safe) always with its letter, gangsters with their
// strength large, businesses with their type code and income large, orders with difficulty and payouts, a
// plain card back for a face-down order. Used by the table, the private screens and the dialogs.
#pragma once

#include <cfloat>
#include <cstdint>
#include <string_view>

#include "imgui.h"
#include "lacosanostra/game.h"
#include "ui/geometry.h"
#include "ui/lang.h"

namespace shell::games::lacosanostra {

ImU32 FamilyColour(lcn::Family f, float alpha = 1.0f);
ImU32 FamilyInk(lcn::Family f);  // dark on yellow, white elsewhere

enum CardMarks : unsigned {
    kMarkNormal = 0,
    kMarkDimmed = 1u << 0,    // not usable now, or deactivated
    kMarkSelected = 1u << 1,  // picked (lifted, outlined)
    kMarkTappable = 1u << 2,  // a tap does something now (sky outline)
    kMarkAimed = 1u << 3,     // the target of the action under way (vermillion outline and a cross-hair)
};
inline constexpr ImU32 kAimColour = IM_COL32(0xD5, 0x5E, 0x00, 255);  // Okabe-Ito vermillion, always with a shape

// A text's width in `font` (table_layout.h Measure).
struct FontMeasure {
    ImFont* font;
    float operator()(std::string_view t, float size) const {
        return font->CalcTextSizeA(size, FLT_MAX, 0.0f, t.data(), t.data() + t.size()).x;
    }
};

struct Fonts {
    ImFont* body = nullptr;
    ImFont* title = nullptr;
};

// The aim's cross-hair: a ring of `radius` at `centre` with four ticks pointing in from it (the action's target,
// kMarkAimed).
void DrawCrossHair(ImDrawList* dl, ImVec2 centre, float radius);

// A round badge with the family's letter, `size` across (the family is never told by colour alone).
void DrawFamilyBadge(ImDrawList* dl, const Fonts& f, ImVec2 centre, float size, lcn::Family family);

// A gangster as the public view shows him: `g` in `s` (a View's state). Strength large (current, the printed
// one small when an influence card changes it), what lies on him along the bottom.
// An order face up on him (revealed, or seen by this screen's seat) is named in `lang`.
void DrawGangster(ImDrawList* dl, const Fonts& f, const ui::Box& b, const lcn::State& s, lcn::GangsterId g,
                  unsigned marks, ui::Lang lang);
// A business card: type code and income large, its category, deal markers as coloured dots with letters.
void DrawBusiness(ImDrawList* dl, const Fonts& f, const ui::Box& b, const lcn::State& s, lcn::BusinessId id,
                  unsigned marks, ui::Lang lang);
// An order card face up: difficulty, title and payouts in `lang` (private screens, revealed cards), and the codes of
// the businesses a job needs (else its code); its text at OrderTextSize (table_layout.h).
void DrawOrder(ImDrawList* dl, const Fonts& f, const ui::Box& b, lcn::OrderId o, unsigned marks, ui::Lang lang);
// A face-down card (a hidden order, a deck).
void DrawCardBack(ImDrawList* dl, const ui::Box& b);

}  // namespace shell::games::lacosanostra
