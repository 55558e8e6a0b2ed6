// shell/games/lacosanostra/cards/symbol_shapes.cpp — see symbol_shapes.h. Each picture is drawn to be told apart at 12
// px: filled silhouettes where it can, lines only where a silhouette would be a blob.
#include "games/lacosanostra/cards/symbol_shapes.h"

#include <array>

namespace shell::games::lacosanostra {

namespace {

using O = StrokeOp;

constexpr Stroke kHeart[] = {
    {O::kDisc, {-6, -4, 7}}, {O::kDisc, {6, -4, 7}}, {O::kShape, {-13, -2, 13, -2, 0, 13, 0, 13}}};
constexpr Stroke kSyringe[] = {{O::kFrame, {-8, -5, 8, 5}},
                               {O::kBlock, {-8, -5, 0, 5}},
                               {O::kLine, {-8, 0, -14, 0}},
                               {O::kLine, {-14, -6, -14, 6}},
                               {O::kLine, {8, 0, 15, 0}}};
constexpr Stroke kPercent[] = {{O::kRing, {-7, -8, 4}}, {O::kRing, {7, 8, 4}}, {O::kLine, {10, -13, -10, 13}}};
constexpr Stroke kScales[] = {{O::kLine, {0, -13, 0, 12}},
                              {O::kLine, {-7, 13, 7, 13}},
                              {O::kLine, {-12, -9, 12, -9}},
                              {O::kShape, {-11, -9, -5, 3, -16, 3, -16, 3}},
                              {O::kShape, {11, -9, 16, 3, 5, 3, 5, 3}}};
constexpr Stroke kTemple[] = {{O::kShape, {-15, -6, 0, -15, 15, -6, 15, -6}},
                              {O::kBlock, {-12, -4, -8, 9}},
                              {O::kBlock, {-2, -4, 2, 9}},
                              {O::kBlock, {8, -4, 12, 9}},
                              {O::kBlock, {-15, 11, 15, 15}}};
constexpr Stroke kStar[] = {{O::kShape, {0, -15, 13, 8, -13, 8, -13, 8}},
                            {O::kShape, {0, 15, -13, -8, 13, -8, 13, -8}}};
constexpr Stroke kCar[] = {{O::kBlock, {-15, -2, 15, 7}},
                           {O::kShape, {-9, -2, -5, -10, 6, -10, 10, -2}},
                           {O::kDisc, {-8, 8, 4}},
                           {O::kDisc, {8, 8, 4}}};
constexpr Stroke kBricks[] = {{O::kBlock, {-15, -15, -2, -7}}, {O::kBlock, {1, -15, 15, -7}},
                              {O::kBlock, {-15, -4, -9, 4}},   {O::kBlock, {-6, -4, 6, 4}},
                              {O::kBlock, {9, -4, 15, 4}},     {O::kBlock, {-15, 7, -2, 15}},
                              {O::kBlock, {1, 7, 15, 15}}};
constexpr Stroke kBin[] = {
    {O::kBlock, {-13, -11, 13, -8}}, {O::kBlock, {-4, -14, 4, -11}}, {O::kShape, {-11, -6, 11, -6, 8, 14, -8, 14}}};
constexpr Stroke kCocktail[] = {
    {O::kShape, {-13, -12, 13, -12, 0, 2, 0, 2}}, {O::kLine, {0, 2, 0, 12}}, {O::kLine, {-7, 13, 7, 13}}};
constexpr Stroke kDie[] = {
    {O::kFrame, {-13, -13, 13, 13}}, {O::kDisc, {-6, -6, 3}}, {O::kDisc, {0, 0, 3}}, {O::kDisc, {6, 6, 3}}};
constexpr Stroke kSpeech[] = {{O::kFrame, {-15, -12, 15, 6}},
                              {O::kShape, {-8, 6, -2, 6, -10, 14, -10, 14}},
                              {O::kDisc, {-7, -3, 2}},
                              {O::kDisc, {0, -3, 2}},
                              {O::kDisc, {7, -3, 2}}};
constexpr Stroke kEye[] = {{O::kArc, {0, 10, 17, 19, 29}}, {O::kArc, {0, -10, 17, 3, 13}}, {O::kDisc, {0, 0, 5}}};
constexpr Stroke kCross[] = {{O::kBlock, {-5, -14, 5, 14}}, {O::kBlock, {-14, -5, 14, 5}}};
constexpr Stroke kPerson[] = {{O::kDisc, {0, -8, 6}}, {O::kShape, {-8, 1, 8, 1, 13, 14, -13, 14}}};
constexpr Stroke kBomb[] = {{O::kDisc, {-3, 4, 10}},
                            {O::kShape, {2, -8, 6, -12, 10, -8, 6, -4}},
                            {O::kLine, {8, -10, 11, -13}},
                            {O::kLine, {11, -16, 16, -11}},
                            {O::kLine, {11, -11, 16, -16}}};
constexpr Stroke kGun[] = {{O::kBlock, {-8, -6, 10, 0}},
                           {O::kLine, {10, -3, 16, -3}},
                           {O::kShape, {-15, -4, -8, -6, -8, 0, -15, 4}},
                           {O::kShape, {-5, 0, -1, 0, -3, 9, -7, 9}},
                           {O::kDisc, {5, 4, 4}}};
constexpr Stroke kSpiral[] = {{O::kArc, {0, 0, 12, 16, 32}},
                              {O::kArc, {3, 0, 9, 0, 16}},
                              {O::kArc, {0, 0, 6, 16, 32}},
                              {O::kArc, {3, 0, 3, 0, 16}}};
constexpr Stroke kFastForward[] = {{O::kShape, {-15, -10, 0, 0, -15, 10, -15, 10}},
                                   {O::kShape, {0, -10, 15, 0, 0, 10, 0, 10}}};

template <std::size_t N>
constexpr SymbolShape Shape(const Stroke (&s)[N]) {
    return {s, static_cast<int>(N)};
}

// In the order of enum CardSymbol.
constexpr std::array<SymbolShape, kNumCardSymbols> kShapes = {
    Shape(kHeart),  Shape(kSyringe), Shape(kPercent),  Shape(kScales), Shape(kTemple),     Shape(kStar), Shape(kCar),
    Shape(kBricks), Shape(kBin),     Shape(kCocktail), Shape(kDie),    Shape(kSpeech),     Shape(kEye),  Shape(kCross),
    Shape(kPerson), Shape(kBomb),    Shape(kGun),      Shape(kSpiral), Shape(kFastForward)};

// In the order of enum lcn::BusinessType, then of enum lcn::Influence.
constexpr std::array<CardSymbol, lcn::kNumBusinessTypes> kBusinessSymbols = {
    CardSymbol::kHeart,  CardSymbol::kSyringe,  CardSymbol::kPercent, CardSymbol::kScales,
    CardSymbol::kTemple, CardSymbol::kStar,     CardSymbol::kCar,     CardSymbol::kBricks,
    CardSymbol::kBin,    CardSymbol::kCocktail, CardSymbol::kDie};
constexpr std::array<CardSymbol, lcn::kNumInfluenceTypes> kInfluenceSymbols = {
    CardSymbol::kSpeech, CardSymbol::kEye, CardSymbol::kCross,  CardSymbol::kPerson,
    CardSymbol::kBomb,   CardSymbol::kGun, CardSymbol::kSpiral, CardSymbol::kFastForward};

}  // namespace

CardSymbol BusinessSymbol(lcn::BusinessType t) {
    const auto i = static_cast<std::size_t>(t);
    return i < kBusinessSymbols.size() ? kBusinessSymbols[i] : CardSymbol::kCount;
}

CardSymbol InfluenceSymbol(lcn::Influence t) {
    const auto i = static_cast<std::size_t>(t);
    return i < kInfluenceSymbols.size() ? kInfluenceSymbols[i] : CardSymbol::kCount;
}

SymbolShape ShapeOf(CardSymbol s) {
    const auto i = static_cast<std::size_t>(s);
    return i < kShapes.size() ? kShapes[i] : SymbolShape{nullptr, 0};
}

}  // namespace shell::games::lacosanostra
