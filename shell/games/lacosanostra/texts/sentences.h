// shell/games/lacosanostra/texts/sentences.h — the sentences of the La Cosa Nostra table in English and German, built
// from the words of texts.h: the status line per step, the hand-off title, the public log sentence of a move, the
// dice in words, deals and offers, the refusals from their codes and the scoring rows. No ImGui, so tests link it.
//
// Secrets: the log sentence of a move is built from public facts only (who acted, which gangster, revealed cards,
// money on the table): "Anna gave Y3 an order", never which order; a claim answered with nothing is "Anna
// declined", like any other "no". tests/lacosanostra/table/texts_test.cpp checks that every sentence is the same
// when computed from the public views with the move's hidden card blanked.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "games/lacosanostra/texts/texts.h"

namespace shell::games::lacosanostra {

// What the table waits for, in one line: "Anna plans an assignment".
std::string StatusLine(Lang lang, const lcn::State& s, const SeatNames& names);

// The headline over the table on `screen`: the status line, except on a private screen whose steps are over ("Anna
// is done"): the next player is named only once that screen is closed (hot-seat).
std::string ScreenHeadline(Lang lang, const lcn::State& s, const SeatNames& names, const Screen& screen);

// The status line while a computer decides (its private steps run behind the public table): "Blue is thinking".
std::string ThinkingLine(Lang lang, const lcn::State& s, const SeatNames& names, Seat seat);

// A computer's answer to a deal in one line (deal.h AskComputer): "Blue declines: $2,000 is too little for the
// Lawyer", "Blue accepts the deal".
std::string VerdictLine(Lang lang, const lcn::State& s, const SeatNames& names, Seat seat, const lcn::TradeVerdict& v);

// A computer's deal offer in one line (offers.h), from the receiver's side: "Blue offers Anna one use of his Casino
// for $2,000", "Blue offers Anna $2,000 for one use of Anna's Casino", else what the receiver gives and gets.
// `you`: said to the receiver ("Blue offers you ..."), for the solo person's own panel.
std::string OfferLine(Lang lang, const lcn::State& s, const SeatNames& names, Seat from, Seat to,
                      const lcn::Move& trade, bool you = false);
// A person's "no" to an offer: "Anna declines the offer".
std::string OfferDeclinedLine(Lang lang, const lcn::State& s, const SeatNames& names, Seat seat);

// The hand-off screen: "Pass the device to Anna" (what for: HandOffReason, texts.h).
std::string HandOffTitle(Lang lang, const lcn::State& s, const SeatNames& names, Seat seat);

// The label of a tappable thing that is drawn as a button (buttons, claims, seats, amounts, dice, use sets, the
// device steps: name, Done / Hide, "Anna: my cards", Back); empty for cards (they are drawn, not labelled).
std::string ChoiceLabel(Lang lang, const lcn::State& s, const SeatNames& names, const Choice& c);

// Physical dice: what the roller types now, "Die 2 of 3: tap the number it shows. Typed: 5", or "Typed: 2 3 5"
// once all are typed (the confirmation is a choice); empty when no physical roll waits (flow.h DiceToType).
std::string DiceTypingLine(Lang lang, const lcn::State& s, const Device& d);

// The public log sentence of `m`, applied to `before` giving `after`.
std::string LogLine(Lang lang, const lcn::State& before, const lcn::Move& m, const lcn::State& after,
                    const SeatNames& names);

// A move not yet made, as advice to the seat that would make it (the Hint): "Give R3 an order", "Gib R3 einen
// Auftrag"; "" for a roll. `after` is the position the move leads to (a price paid is read from it).
std::string AdviceLine(Lang lang, const lcn::State& before, const lcn::Move& m, const lcn::State& after,
                       const SeatNames& names);

// The dice of the current roll in words, for the dice panel ("3 dice, 4 or more: 2 successes: the job pays
// $9,000"); empty when no dice lie on the table.
std::string DiceWords(Lang lang, const lcn::State& s);

// A trade in words, frozen for both parties: "Anna gives: $3,000 and Y4 / Ben gives: one use of Casino" (a deal
// marker is listed with the side whose card it lies on: that side grants the use). With `you` one of its seats:
// "You give: ... / You get: ...".
std::string TradeSummary(Lang lang, const lcn::State& s, const lcn::Move& trade, const SeatNames& names,
                         Seat you = kNoSeat);

// ---- The scoring screen (lcn::FinalBreakdown, lcn::OutcomeOf)
enum class ScoreRowKind : std::uint8_t {
    kCash,           // cash before the final payout
    kIncome,         // 2 x the income of the active businesses
    kMonopolies,     // 2 x $5,000 per monopoly
    kMostGangsters,  // $15,000 to the unique seat with the most active gangsters
    kViolence,       // the violence bonus
    kBusinessBonus,  // option business_bonus only
    kLaundered,      // laundered money, counted twice
    kTotal,          // the sum of the rows above: the final money
    kDisplayValue,   // only when the top money is tied: the tie-break value (R13), not part of the total
};
struct ScoreRow {
    ScoreRowKind kind = ScoreRowKind::kCash;
    std::string label;   // "Violence bonus"
    std::string detail;  // how the amount comes about, may be empty: "2 gangsters killed: total strength 5 x $4,000"
    std::string amount;  // "$20,000"
    std::int32_t money = 0;  // the amount in $1,000
};
// The breakdown of `seat`'s final money, one row per part, the total last (then the tie-break value when it
// decided). Every seat of a game gets the same rows in the same order, so they can be drawn as a table. Meant for
// the game's end; before it, the rows are the projection of lcn::FinalBreakdown. Empty for a seat not at the table.
std::vector<ScoreRow> ScoreRows(Lang lang, const lcn::State& s, Seat seat);
// Who won, in one line: "Anna wins", "Shared win: Anna, Ben", with the tie-break when the display value decided.
std::string ScoreVerdict(Lang lang, const lcn::State& s, const SeatNames& names);

// A refusal worded in `lang`: English is the core's RefusalText; German comes from this file's table. Empty only
// for kNone.
std::string RefusalSentence(Lang lang, const lcn::Refusal& r);

}  // namespace shell::games::lacosanostra
