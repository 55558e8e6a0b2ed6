// The properties every La Cosa Nostra state must have, checked by the random-simulation test after every action
// (cheap ones always, costly ones on a sample). Each check reports through doctest with the state's JSON.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "lacosanostra/game.h"

namespace lcn::test {

// How often the costly checks run: 1 in `deep` actions checks the move list (order, round trip of every text,
// every move applies, probed illegal moves are refused without a change), 1 in `positions` the position text
// round trip and the views of every seat. Measured (GCC 12 -O3, per 2,500 games, CPU): 3 players 7.5 s,
// 5 players 12.4 s, about 118 s for all 30,000 games; CheckInvariants after every action is ~6 us of it.
struct SimulationSample {
    int deep = 64;
    int positions = 512;
};

struct SimulationTotals {
    std::int64_t games = 0;
    std::int64_t actions = 0;
    std::int64_t deep_checks = 0;
    std::int64_t probes_refused = 0;
    std::int64_t trades_accepted = 0;
    std::int64_t views_compared = 0;
    std::int64_t payouts_checked = 0;  // games whose last move moved no money: payout recomputed (§4.3)
};

// Plays one random game from NewGame(setup) to the end with the playout policy of lacosanostra/playout.h
// (its trades included), checking the properties. Returns false after the first failed check.
bool PlayCheckedGame(const Setup& setup, std::uint64_t policy_seed, const SimulationSample& sample,
                     SimulationTotals& totals);

// A copy of `s` in which everything seat `v` cannot see is scrambled (hidden order cards permuted among their
// places within each round, deck orders shuffled, other seats' influence hands re-dealt with the deck, the
// generator replaced) while the public part stays: ViewFor(result, v) must equal ViewFor(s, v).
State ScrambleHidden(const State& s, Seat v, std::uint64_t seed);

}  // namespace lcn::test
