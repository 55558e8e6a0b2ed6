// What was said at a La Cosa Nostra table about deals (docs/lacosanostra-rules.md §4.5 "Deals"): offers and answers,
// kept structured so the log words them in any language and links and saves (link.h) carry them. A declined offer
// leaves no move, so the record's moves cannot imply the talk: it is carried beside them.
// The shell speaks (shell/games/lacosanostra/deals/offers.h) and words (texts.h TalkLine) them; the core only checks
// that a carried line is well-formed (TalkProblem), never that it was said.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "lacosanostra/bots.h"
#include "lacosanostra/moves.h"
#include "lacosanostra/state.h"

namespace lcn {

// An answer's `verdict` is the computer's (EvaluateTrade) or, for a person, kAccepted or a plain no.
enum class TalkKind : std::uint8_t { kOffer, kAnswer };
struct DealTalk {
    int at_move = 0;  // said when this many moves had been played (the log puts it before move `at_move`)
    TalkKind kind = TalkKind::kOffer;
    Seat from = kNoSeat;  // kOffer: the speaker; kAnswer: the seat that answers
    Seat to = kNoSeat;    // kOffer: the seat offered to; kAnswer: the speaker it answers
    Move trade{};
    bool person = false;  // kAnswer: a person's tap (not a computer's valuation)
    TradeVerdict verdict{};
    bool operator==(const DealTalk&) const = default;
};

// The answer to the offer `offer` said when `at_move` moves had been played: from the seat offered to, to the
// speaker, about the same trade; `person` for a person's tap (a yes or a plain no), else a computer's valuation.
DealTalk AnswerTo(const DealTalk& offer, int at_move, bool person, const TradeVerdict& verdict);

// Why `talk` cannot be a line of a game whose state was `s` when it was said, or empty when it can: seats of the
// game and distinct, a kTrade move between them whose text reads back as itself (notation), an answer's verdict
// in range (an offer carries none, a person's answer is a yes or a plain no).
std::string TalkProblem(const State& s, const DealTalk& talk);

}  // namespace lcn
