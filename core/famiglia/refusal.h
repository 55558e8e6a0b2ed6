// Why an action is refused, as data: a code plus the cards and numbers its sentence needs. The rules decide
// (rules.h RefusalOf); the core words the English (RefusalText here: the CLI, records and links print it);
// the shell words every language from the code (shell/games/famiglia/texts/texts.h), never from the English.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "famiglia/cards.h"

namespace fam {

// Add a code at the end of its group and give it an English sentence (refusal.cpp) and a German one
// (texts.cpp): tests/famiglia/table/refusal_texts_test.cpp fails on any code without both.
enum class RefusalCode : std::uint8_t {
    kNone,  // legal
    kGameOver,
    kNotACard,
    kUnknownAction,
    // refresh
    kRefreshClosed,  // a later step was played this turn
    kDrawPileEmpty,
    kZeroInStreet,
    kOneRefreshPerTurn,  // second deck pass
    kNotInStreet,        // cards[0]
    // Accountant and swap
    kNotAnAccountant,  // cards[0]
    kNoAbility,        // cards[0] has rank 0
    kAccountantClosed,
    kNotInHand,  // cards[0]
    kSwapNeedsAccountant,
    kSwapClosed,
    kNoSwapsLeft,
    kNotInArea,       // cards[0]
    kAreaCardLocked,  // cards[0]
    kHandCardLocked,  // cards[0]
    // Brute
    kNotABrute,  // cards[0]
    kBruteClosed,
    kRankZeroTarget,     // cards[0]
    kValueNotBelowRank,  // cards[0] has rank numbers[0]
    kBruteTooWeak,       // Brute cards[0] lowers cards[1] by at most numbers[0], to numbers[1] (or more)
    // take
    kNewCardsOnly,  // cards[0] is not a new card that fits
    kNotFree,       // cards[0] has value numbers[0]
    kNeedTwo,       // two cards[0]
    kNeedPair,      // cards[0] and cards[1]
    kPairTakeFree,  // the pair does not fit: cards[0] has value 0 now
    kPairNeeds,     // the pair does not fit: cards[0] (value numbers[0]) needs cards[1] plus a second one
    kCount
};

struct Refusal {
    RefusalCode code = RefusalCode::kNone;
    std::array<CardType, 2> cards{kNoCard, kNoCard};
    std::array<int, 2> numbers{0, 0};
    bool two_jokers = false;  // kPairTakeFree, kPairNeeds: the pair offered two Mercenaries as jokers

    bool refused() const { return code != RefusalCode::kNone; }
    bool ok() const { return code == RefusalCode::kNone; }  // as La Cosa Nostra's Refusal
    bool operator==(const Refusal&) const = default;
};

// The English sentence (empty for kNone), e.g. "there is no F4 in the Street".
std::string RefusalText(const Refusal& r);

// kBruteTooWeak: the lowest value the Brute reaches is not 1 below the printed rank ("or more" applies).
bool BruteReachOpenEnded(const Refusal& r);
// kPairNeeds: a Mercenary can stand in for the second card (values up to 3).
bool MercenaryMayPay(const Refusal& r);

}  // namespace fam
