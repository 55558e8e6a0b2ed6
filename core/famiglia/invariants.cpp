#include "famiglia/invariants.h"

#include "famiglia/rules.h"

namespace fam {

namespace {

int CopiesInZones(const State& s, CardType t) {
    return s.hand[0][t] + s.hand[1][t] + s.area[0][t] + s.area[1][t] + s.street[t] + s.discard[t] + DeckCounts(s)[t];
}

}  // namespace

BrokenInvariant FindBrokenInvariant(const State& s) {
    using I = Invariant;
    const auto broken = [](Invariant which, CardType card = kNoCard) { return BrokenInvariant{which, card}; };
    // Conservation: all 60 cards, each in exactly one zone; and the Street's and the Accountant's marks.
    for (int ti = 0; ti < kNumTypes; ++ti) {
        const auto t = static_cast<CardType>(ti);
        if (CopiesInZones(s, t) != CopiesInGame(t)) return broken(I::kCardCount, t);
        if (s.street_new[t] > s.street[t]) return broken(I::kNewBeyondStreet, t);
        if (s.swap_locked_area[t] > s.area[s.to_move][t] || s.swap_locked_hand[t] > s.hand[s.to_move][t])
            return broken(I::kLockedCardMoved, t);
    }
    for (int i = s.deck_size; i < kNumCards; ++i) {
        if (s.deck[static_cast<std::size_t>(i)] != 0) return broken(I::kGarbageBeyondDeck);
    }
    // The piles (§5.1, §5.5): only cards of rank 1 or more are discarded, and the discard pile becomes the
    // second deck as soon as the first runs out.
    if (s.second_pass && TotalCards(s.discard)) return broken(I::kDiscardInSecondPass);
    for (int ti = 0; ti < kNumTypes; ++ti) {
        const auto t = static_cast<CardType>(ti);
        if (RankOf(t) == 0 && s.discard[t]) return broken(I::kZeroDiscarded, t);
        if (RankOf(t) == 0 && s.second_pass && DeckCounts(s)[t]) return broken(I::kZeroInSecondDeck, t);
    }
    if (!s.second_pass && s.deck_size == 0 && TotalCards(s.discard)) return broken(I::kFirstDeckNotReshuffled);
    // The end of the game (§5.7): triggered when the pile runs out; the game ends after the second player's turn.
    if (!s.over && s.deck_size == 0 && s.turns_left == kNotTriggered) return broken(I::kPileEmptyNotTriggered);
    if (!s.over && s.deck_size > 0 && s.turns_left != kNotTriggered) return broken(I::kTriggeredPileNotEmpty);
    if (s.turns_left > 2) return broken(I::kTooManyTurnsLeft);
    if (!s.over && s.turns_left != kNotTriggered && s.turns_left != (s.to_move == s.first ? 2 : 1))
        return broken(I::kTurnsLeftWrong);
    if (!s.over && TotalCards(s.street) == 0 && s.deck_size > 0) return broken(I::kStreetNotRefilled);
    if (s.deck_known_bottom > s.deck_size) return broken(I::kKnownBottomTooLarge);
    if (!s.second_pass && s.deck_known_bottom > 0) return broken(I::kKnownBottomFirstPass);
    if (s.pass_streak > 2 || (s.pass_streak == 2 && !s.over)) return broken(I::kPassesDidNotEnd);
    if (s.over != (s.phase == Step::kOver)) return broken(I::kOverFlagMismatch);
    if (s.brute_target != kNoCard && (s.brute_target >= kNumTypes || s.brute_value >= RankOf(s.brute_target)))
        return broken(I::kBruteOutOfRange);
    if (Score(s, 0) + Score(s, 1) > 175) return broken(I::kScoresTooHigh);
    return {};
}

std::string CheckInvariants(const State& s) {
    const BrokenInvariant b = FindBrokenInvariant(s);
    const std::string card = b.card == kNoCard ? std::string() : CardCode(b.card);
    switch (b.which) {
        case Invariant::kHolds: return {};
        case Invariant::kCardCount:
            return "card conservation: " + std::to_string(CopiesInZones(s, b.card)) + " " + card +
                   " in play, the game has " + std::to_string(CopiesInGame(b.card));
        case Invariant::kNewBeyondStreet: return "more new " + card + " than in the Street";
        case Invariant::kLockedCardMoved: return "a card locked by the Accountant has left its zone";
        case Invariant::kGarbageBeyondDeck: return "garbage beyond the draw pile";
        case Invariant::kDiscardInSecondPass: return "a discard pile in the second pass";
        case Invariant::kZeroDiscarded: return "a 0 on the discard pile";
        case Invariant::kZeroInSecondDeck: return "a 0 in the second deck";
        case Invariant::kFirstDeckNotReshuffled: return "an empty first deck was not reshuffled";
        case Invariant::kPileEmptyNotTriggered:
        case Invariant::kTriggeredPileNotEmpty: return "the end trigger and the empty draw pile disagree";
        case Invariant::kTooManyTurnsLeft: return "more than two turns left after the end trigger";
        case Invariant::kTurnsLeftWrong: return "turns_left does not count the turns to the end of the round";
        case Invariant::kStreetNotRefilled: return "an empty Street was not refilled";
        case Invariant::kKnownBottomTooLarge: return "the known bottom is larger than the pile";
        case Invariant::kKnownBottomFirstPass: return "a known bottom in the first pass";
        case Invariant::kPassesDidNotEnd: return "two consecutive passes did not end the game";
        case Invariant::kOverFlagMismatch: return "game-over flag and phase disagree";
        case Invariant::kBruteOutOfRange: return "a Brute reduction out of range";
        case Invariant::kScoresTooHigh: return "scores above the game's 175 VP";
    }
    return "unknown invariant";
}

}  // namespace fam
