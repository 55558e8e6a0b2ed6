// The English refusal sentences (refusal.h). They are the CLI's and the records' text: byte for byte as
// before refusals became data (tests/cli and tests/famiglia/core/rules_refusals_test.cpp check them).
#include "famiglia/refusal.h"

namespace fam {

bool BruteReachOpenEnded(const Refusal& r) { return r.numbers[1] < RankOf(r.cards[1]) - 1; }
bool MercenaryMayPay(const Refusal& r) { return r.numbers[0] <= 3; }

std::string RefusalText(const Refusal& r) {
    const std::string c0 = r.cards[0] == kNoCard ? std::string() : CardCode(r.cards[0]);
    const std::string c1 = r.cards[1] == kNoCard ? std::string() : CardCode(r.cards[1]);
    const std::string n0 = std::to_string(r.numbers[0]);
    const std::string n1 = std::to_string(r.numbers[1]);
    const std::string mismatch =
        std::string("the pair does not match") + (r.two_jokers ? " (only one Mercenary may be a joker)" : "") + ": ";
    switch (r.code) {
        case RefusalCode::kNone: return {};
        case RefusalCode::kGameOver: return "the game is over";
        case RefusalCode::kNotACard: return "not a card";
        case RefusalCode::kUnknownAction: return "unknown action";
        case RefusalCode::kRefreshClosed:
            return "step 1 (refresh) is closed: a later step was already played this turn";
        case RefusalCode::kDrawPileEmpty: return "refresh is not possible: the draw pile is empty";
        case RefusalCode::kZeroInStreet: return "refresh is only allowed while no 0 lies in the Street";
        case RefusalCode::kOneRefreshPerTurn:
            return "only one refresh is allowed per turn in the second deck pass (or after the reshuffle)";
        case RefusalCode::kNotInStreet: return "there is no " + c0 + " in the Street";
        case RefusalCode::kNotAnAccountant: return c0 + " is not an Accountant";
        case RefusalCode::kNoAbility: return c0 + " has no ability (rank 0)";
        case RefusalCode::kAccountantClosed:
            return "step 2 (Accountant) is closed: an Accountant, Brute or later step was already played this turn";
        case RefusalCode::kNotInHand: return "you have no " + c0 + " in your hand";
        case RefusalCode::kSwapNeedsAccountant: return "swap needs an Accountant played this turn first";
        case RefusalCode::kSwapClosed:
            return "step 2 (Accountant) is closed: a later step was already played this turn";
        case RefusalCode::kNoSwapsLeft: return "no swaps left: the Accountant's rank allows no more";
        case RefusalCode::kNotInArea: return "there is no " + c0 + " in your play area";
        case RefusalCode::kAreaCardLocked:
            return c0 + " cannot move: the Accountant just played and cards it already moved stay where they are";
        case RefusalCode::kHandCardLocked: return c0 + " cannot move: it was just brought back by this Accountant";
        case RefusalCode::kNotABrute: return c0 + " is not a Brute";
        case RefusalCode::kBruteClosed:
            return "step 3 (Brute) is closed: a Brute was already played or the turn is over";
        case RefusalCode::kRankZeroTarget: return c0 + " has rank 0 and cannot be lowered";
        case RefusalCode::kValueNotBelowRank: return "the new value must be below " + c0 + "'s rank " + n0;
        case RefusalCode::kBruteTooWeak:
            return c0 + " lowers by at most " + n0 + ": " + c1 + " can go to " + n1 +
                   (BruteReachOpenEnded(r) ? " or more" : "");
        case RefusalCode::kNewCardsOnly:
            return "new cards only: you refreshed this turn, so you may only take a card drawn by the refresh, and "
                   "no new " +
                   c0 + " fits";
        case RefusalCode::kNotFree:
            return c0 + " has value " + n0 + ": only a card of value 0 is taken for free; name two cards to pay";
        case RefusalCode::kNeedTwo: return "you need two " + c0 + " in your hand";
        case RefusalCode::kNeedPair: return "you need " + c0 + " and " + c1 + " in your hand";
        case RefusalCode::kPairTakeFree: return mismatch + c0 + " has value 0 now: take it with 'take " + c0 + "'";
        case RefusalCode::kPairNeeds:
            return mismatch + c0 + " (value " + n0 + ") needs " + c1 + " plus another " + c1 +
                   (MercenaryMayPay(r) ? " or a Mercenary of rank " + n0 + " or more" : std::string());
        case RefusalCode::kCount: break;
    }
    return "unknown refusal";
}

}  // namespace fam
