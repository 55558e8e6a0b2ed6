// shell/games/lacosanostra/card_draw.h — La Cosa Nostra's cards drawn with ImDrawList, our own flat art (no
// publisher art): a family's colour (Okabe-Ito, colour-blind safe) always with its letter, gangsters with their
// strength large, businesses with their type code and income large, orders with difficulty and payouts, a
// plain card back for a face-down order. Used by the table, the private screens and the dialogs.
#pragma once

#include <cstdint>

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
};

struct Fonts {
    ImFont* body = nullptr;
    ImFont* title = nullptr;
};

// A round badge with the family's letter, `size` across (the family is never told by colour alone).
void DrawFamilyBadge(ImDrawList* dl, const Fonts& f, ImVec2 centre, float size, lcn::Family family);

// A gangster as the public view shows him: `g` in `s` (a View's state). Strength large (current, the printed
// one small when an influence card changes it), what lies on him along the bottom.
// An order face up on him (revealed, or seen by this screen's seat) is named in `lang`.
void DrawGangster(ImDrawList* dl, const Fonts& f, const ui::Box& b, const lcn::State& s, lcn::GangsterId g,
                  unsigned marks, ui::Lang lang);
// A business card: type code and income large, its category, deal markers as coloured dots with letters.
void DrawBusiness(ImDrawList* dl, const Fonts& f, const ui::Box& b, const lcn::State& s, lcn::BusinessId id,
                  unsigned marks);
// An order card face up: difficulty, title, payouts, and the codes of the businesses a job needs (else its code).
void DrawOrder(ImDrawList* dl, const Fonts& f, const ui::Box& b, lcn::OrderId o, unsigned marks);
// A face-down card (a hidden order, a deck).
void DrawCardBack(ImDrawList* dl, const ui::Box& b);

}  // namespace shell::games::lacosanostra
