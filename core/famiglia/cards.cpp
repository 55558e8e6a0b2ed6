#include "famiglia/cards.h"

namespace fam {

namespace {
constexpr char kLetters[kNumFamilies] = {'A', 'B', 'F', 'M'};
}

char FamilyLetter(Family f) { return kLetters[static_cast<int>(f)]; }

std::string CardCode(CardType t) {
    if (t >= kNumTypes) return "??";
    return std::string{FamilyLetter(FamilyOf(t)), static_cast<char>('0' + RankOf(t))};
}

std::optional<CardType> ParseCard(std::string_view code) {
    if (code.size() != 2 || code[1] < '0' || code[1] > '4') return std::nullopt;
    for (int f = 0; f < kNumFamilies; ++f) {
        if (code[0] == kLetters[f]) return MakeCard(static_cast<Family>(f), code[1] - '0');
    }
    return std::nullopt;
}

int TotalCards(const Counts& c) {
    int n = 0;
    for (auto k : c) n += k;
    return n;
}

int TotalVictoryPoints(const Counts& c) {
    int vp = 0;
    for (int t = 0; t < kNumTypes; ++t) vp += c[static_cast<std::size_t>(t)] * VictoryPoints(static_cast<CardType>(t));
    return vp;
}

}  // namespace fam
