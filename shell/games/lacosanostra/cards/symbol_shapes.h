// shell/games/lacosanostra/cards/symbol_shapes.h — which small picture stands for which business and influence kind,
// and each picture as a few strokes on a 32-unit grid (our own drawing: no font, no image). Data only, no ImGui, so
// tests check that every kind has its own picture; symbols.h draws them.
#pragma once

#include <cstdint>

#include "lacosanostra/game.h"

namespace shell::games::lacosanostra {

enum class CardSymbol : std::uint8_t {
    kHeart,        // Pimp
    kSyringe,      // Drug Dealer
    kPercent,      // Money Lender (interest)
    kScales,       // Lawyer
    kTemple,       // Politician (the seat of government)
    kStar,         // Cop (a sheriff's star)
    kCar,          // Garage
    kBricks,       // Building Firm
    kBin,          // Waste Management
    kCocktail,     // Night Club
    kDie,          // Casino
    kSpeech,       // Snitch (talks)
    kEye,          // Spy (looks)
    kCross,        // Emergency Doctor
    kPerson,       // Henchman
    kBomb,         // Saboteur
    kGun,          // Machine Gun
    kSpiral,       // Distraction (dazed)
    kFastForward,  // Schemer (acts now, or skips)
    kCount,
};
inline constexpr int kNumCardSymbols = static_cast<int>(CardSymbol::kCount);

CardSymbol BusinessSymbol(lcn::BusinessType t);
CardSymbol InfluenceSymbol(lcn::Influence t);

// One stroke on a grid of 32 units across the symbol, centre (0, 0), y down: coordinates -16..16.
enum class StrokeOp : std::uint8_t {
    kLine,   // (x0, y0) to (x1, y1), the symbol's line width
    kShape,  // a filled convex polygon of 4 points (a triangle repeats its last point)
    kBlock,  // a filled rectangle, corners (x0, y0) and (x1, y1)
    kFrame,  // a rounded rectangle's outline, corners (x0, y0) and (x1, y1)
    kDisc,   // a filled circle: centre (x0, y0), radius v[2]
    kRing,   // a circle's outline: centre (x0, y0), radius v[2]
    kArc,    // an arc: centre (x0, y0), radius v[2], from angle v[3] to v[4] in 32ths of a turn (0 = right, y down)
};
struct Stroke {
    StrokeOp op;
    std::int8_t v[8];
};
struct SymbolShape {
    const Stroke* strokes;
    int count;
};

// The strokes of a symbol; no strokes for a value outside the enum.
SymbolShape ShapeOf(CardSymbol s);

}  // namespace shell::games::lacosanostra
