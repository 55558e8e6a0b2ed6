#include "famiglia/invariants.h"

#include "famiglia/rules.h"

namespace fam {

std::string CheckInvariants(const State& s) {
    // Conservation: all 60 cards, each in exactly one zone.
    for (int ti = 0; ti < kNumTypes; ++ti) {
        const auto t = static_cast<CardType>(ti);
        const int in_zones =
            s.hand[0][t] + s.hand[1][t] + s.area[0][t] + s.area[1][t] + s.street[t] + s.discard[t] + DeckCounts(s)[t];
        if (in_zones != CopiesInGame(t)) {
            return "card conservation: " + std::to_string(in_zones) + " " + CardCode(t) + " in play, the game has " +
                   std::to_string(CopiesInGame(t));
        }
        if (s.street_new[t] > s.street[t]) return "more new " + CardCode(t) + " than in the Street";
        if (s.swap_locked_area[t] > s.area[s.to_move][t] || s.swap_locked_hand[t] > s.hand[s.to_move][t])
            return "a card locked by the Accountant has left its zone";
        if (RankOf(t) == 0 && s.discard[t]) return "a 0 on the discard pile";
        if (RankOf(t) == 0 && s.second_pass && DeckCounts(s)[t]) return "a 0 in the second deck";
    }
    for (int i = s.deck_size; i < kNumCards; ++i) {
        if (s.deck[static_cast<std::size_t>(i)] != 0) return "garbage beyond the draw pile";
    }
    if (s.second_pass && TotalCards(s.discard)) return "a discard pile in the second pass";
    if (!s.second_pass && s.deck_size == 0 && TotalCards(s.discard)) return "an empty first deck was not reshuffled";
    if ((s.deck_size == 0) != (s.turns_left != kNotTriggered) && !s.over)
        return "the end trigger and the empty draw pile disagree";
    if (s.turns_left > 2) return "more than two turns left after the end trigger";
    if (s.deck_known_bottom > s.deck_size) return "the known bottom is larger than the pile";
    if (s.pass_streak > 2 || (s.pass_streak == 2 && !s.over)) return "two consecutive passes did not end the game";
    if (s.over != (s.phase == Step::kOver)) return "game-over flag and phase disagree";
    if (!s.over && TotalCards(s.street) == 0 && s.deck_size > 0) return "an empty Street was not refilled";
    if (s.brute_target != kNoCard && (s.brute_target >= kNumTypes || s.brute_value >= RankOf(s.brute_target)))
        return "a Brute reduction out of range";
    if (Score(s, 0) + Score(s, 1) > 175) return "scores above the game's 175 VP";
    return {};
}

}  // namespace fam
