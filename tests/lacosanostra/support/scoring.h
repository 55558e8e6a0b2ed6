// The final scoring of docs/lacosanostra-rules.md §4.3 FINAL_PAYOUT and R13, written again from the rules for the
// tests, independently of core/lacosanostra/scoring.cpp (a second implementation to compare against).
#pragma once

#include <array>
#include <cstdint>

#include "lacosanostra/game.h"

namespace lcn::test {

// §4.3 PAYDAY 1: incomes of own active businesses + $5k per monopoly card held.
int SpecIncome(const State& s, Seat p);
// What the final payout adds for each seat, read from the table at the end of round IV's action phase:
// 2 x income (monopolies included), $15k to the unique seat with the most active gangsters, the violence
// bonus (1 victim: strength x 2; 2: total x 4; 3+: total x 6), the business bonus (option) not doubled.
std::array<std::int32_t, kMaxPlayers> SpecFinalPayout(const State& s);
// R13: prices of own businesses in the display (active or not) + prices of own bought gangsters in play.
int SpecDisplayValue(const State& s, Seat p);
// The outcome of a finished game whose final payout is already in the cash: money = cash + 2 x laundered,
// most money wins, then the display value, then a shared win.
Outcome SpecOutcome(const State& s);

}  // namespace lcn::test
