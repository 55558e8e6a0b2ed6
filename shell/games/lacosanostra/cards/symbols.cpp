// shell/games/lacosanostra/cards/symbols.cpp — see symbols.h.
#include "games/lacosanostra/cards/symbols.h"

#include <algorithm>

namespace shell::games::lacosanostra {

void DrawSymbol(ImDrawList* dl, CardSymbol symbol, ImVec2 centre, float size, ImU32 colour) {
    const SymbolShape shape = ShapeOf(symbol);
    const float unit = size / 32.0f;
    const float width = std::max(1.2f, size * 0.09f);
    auto at = [&](const Stroke& s, int i) { return ImVec2(centre.x + s.v[i] * unit, centre.y + s.v[i + 1] * unit); };
    for (int k = 0; k < shape.count; ++k) {
        const Stroke& s = shape.strokes[k];
        switch (s.op) {
            case StrokeOp::kLine: dl->AddLine(at(s, 0), at(s, 2), colour, width); break;
            case StrokeOp::kShape: dl->AddQuadFilled(at(s, 0), at(s, 2), at(s, 4), at(s, 6), colour); break;
            case StrokeOp::kBlock: dl->AddRectFilled(at(s, 0), at(s, 2), colour); break;
            case StrokeOp::kFrame: dl->AddRect(at(s, 0), at(s, 2), colour, size * 0.12f, 0, width); break;
            case StrokeOp::kDisc: dl->AddCircleFilled(at(s, 0), s.v[2] * unit, colour, 16); break;
            case StrokeOp::kRing: dl->AddCircle(at(s, 0), s.v[2] * unit, colour, 16, width); break;
            case StrokeOp::kArc: {
                constexpr float kStep = 6.2831853f / 32.0f;
                dl->PathArcTo(at(s, 0), s.v[2] * unit, s.v[3] * kStep, s.v[4] * kStep, 12);
                dl->PathStroke(colour, 0, width);
                break;
            }
        }
    }
}

void DrawBusinessSymbol(ImDrawList* dl, lcn::BusinessType kind, ImVec2 centre, float size, ImU32 colour) {
    DrawSymbol(dl, BusinessSymbol(kind), centre, size, colour);
}

void DrawInfluenceSymbol(ImDrawList* dl, lcn::Influence kind, ImVec2 centre, float size, ImU32 colour) {
    DrawSymbol(dl, InfluenceSymbol(kind), centre, size, colour);
}

}  // namespace shell::games::lacosanostra
