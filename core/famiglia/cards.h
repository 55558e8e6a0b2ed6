// Card types, the deck composition and the victory-point table of Famiglia.
// Rules: docs/famiglia-rules.md §1 (deck, VP table as data), notation: docs/famiglia-notation.md "Cards".
// Physical cards with the same code are interchangeable, so the whole core works on the 20 card *types*
// (family x rank) and keeps every zone as counts per type.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace fam {

// Families in the byte order of their notation letters (A < B < F < M), so that iterating card types in
// index order visits card codes in byte order: legal-action lists come out sorted without a sort.
enum class Family : std::uint8_t { kAccountants = 0, kBrutes = 1, kFamiglia = 2, kMercenaries = 3 };

inline constexpr int kNumFamilies = 4;
inline constexpr int kNumRanks = 5;  // ranks 0..4
inline constexpr int kNumTypes = kNumFamilies * kNumRanks;
inline constexpr int kNumCards = 60;
inline constexpr int kStreetSize = 6;  // cards dealt into the Street at setup and by a refill

using CardType = std::uint8_t;  // family * kNumRanks + rank
inline constexpr CardType kNoCard = 0xFF;

// Count of cards per type: every zone of the game is one of these.
using Counts = std::array<std::uint8_t, kNumTypes>;

constexpr CardType MakeCard(Family f, int rank) {
    return static_cast<CardType>(static_cast<int>(f) * kNumRanks + rank);
}
constexpr Family FamilyOf(CardType t) { return static_cast<Family>(t / kNumRanks); }
constexpr int RankOf(CardType t) { return t % kNumRanks; }

// Copies of each rank in one family (§1.1): five 0s, four 1s, three 2s, two 3s, one 4.
inline constexpr std::array<int, kNumRanks> kCopiesPerRank = {5, 4, 3, 2, 1};
constexpr int CopiesInGame(CardType t) { return kCopiesPerRank[static_cast<std::size_t>(RankOf(t))]; }

// Victory points printed on the cards (§1.2). The one place this table lives.
inline constexpr std::array<std::array<int, kNumRanks>, kNumFamilies> kVictoryPoints = {{
    {0, 1, 3, 6, 10},   // Accountants (blue)
    {0, 1, 3, 6, 10},   // Brutes (yellow)
    {1, 3, 6, 10, 15},  // La Famiglia (red)
    {0, 1, 3, 6, 10},   // Mercenaries (green)
}};
constexpr int VictoryPoints(CardType t) { return kVictoryPoints[t / kNumRanks][static_cast<std::size_t>(RankOf(t))]; }

char FamilyLetter(Family f);
std::string CardCode(CardType t);                          // "F4"
std::optional<CardType> ParseCard(std::string_view code);  // exactly "F4", "A0", ...

int TotalCards(const Counts& c);
int TotalVictoryPoints(const Counts& c);

}  // namespace fam
