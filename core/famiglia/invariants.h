// Self-checks of a State that hold after every action of every game (docs/famiglia-rules.md §5.1, §5.5, §5.7).
// The property tests and `famiglia simulate` run them after each action; a failure names the broken rule.
// ParsePosition (notation.h) checks a position with the same invariants, and words the ones a position can
// break for whoever wrote it.
#pragma once

#include <string>

#include "famiglia/state.h"

namespace fam {

// The invariants, in the order they are checked (the first broken one is reported).
enum class Invariant : std::uint8_t {
    kHolds,                   // every invariant holds
    kCardCount,               // `card`: its copies in all zones are not the game's
    kNewBeyondStreet,         // `card`: more copies counted as new than lie in the Street
    kLockedCardMoved,         // `card`: locked by the Accountant, but no longer in its zone
    kGarbageBeyondDeck,       // an unused entry of the draw pile is not 0
    kDiscardInSecondPass,     // a discard pile in the second pass
    kZeroDiscarded,           // `card`: a rank-0 card on the discard pile
    kZeroInSecondDeck,        // `card`: a rank-0 card in the second deck
    kFirstDeckNotReshuffled,  // an empty first deck beside a discard pile (§5.5)
    kPileEmptyNotTriggered,   // an empty draw pile, and the end of the game not triggered (§5.7)
    kTriggeredPileNotEmpty,   // the end of the game triggered, and the draw pile not empty
    kTooManyTurnsLeft,        // more than two turns left after the end trigger
    kTurnsLeftWrong,          // turns_left is not 2 on the start player's turn and 1 on the other's
    kStreetNotRefilled,       // an empty Street beside a draw pile
    kKnownBottomTooLarge,     // more known cards at the bottom than the pile holds
    kKnownBottomFirstPass,    // known cards at the bottom in the first pass (only refreshes of the second slide under)
    kPassesDidNotEnd,         // two consecutive passes did not end the game
    kOverFlagMismatch,        // the game-over flag and the phase disagree
    kBruteOutOfRange,         // a Brute reduction out of range
    kScoresTooHigh,           // scores above the game's 175 VP
};

struct BrokenInvariant {
    Invariant which = Invariant::kHolds;
    CardType card = kNoCard;  // the card type it concerns, where the comment above names one
};

// The first broken invariant of `s`, or kHolds.
BrokenInvariant FindBrokenInvariant(const State& s);

// Empty when every invariant holds, else the first broken one in words.
std::string CheckInvariants(const State& s);

}  // namespace fam
