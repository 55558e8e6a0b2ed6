// Internals of the bots (bots.h): what a hand can take, the evaluation of the position at the end of a turn,
// and the greedy policy (the Easy bot, and the Expert's playouts). famiglia.md §6.1-6.3.
// Everything here works on full States; the bots call it on views or on determinized states, and it never
// reads the order of the draw pile (only its size and, through pools, its composition).
#pragma once

#include <array>
#include <cstdint>

#include "famiglia/rng.h"
#include "famiglia/rules.h"
#include "famiglia/state.h"

namespace fam::detail {

// Can `hand` pay for a card of family f at value v >= 1 (§5.3 A4): a genuine card (f, v-1) plus a second
// genuine one or a Mercenary joker of rank >= v.
bool CanPay(const Counts& hand, Family f, int v);

// Cards not owned by anybody (Street, draw pile, discard pile): what is left to win.
Counts Pool(const State& s);

// The best card `player` could take in a turn that starts with this Street: directly, after one of their
// Brutes, or after an Accountant brings back the missing payers. vp is -1 when nothing can be taken.
struct Gain {
    int vp = -1;
    CardType card = kNoCard;
};
Gain BestGain(const Counts& hand, const Counts& area, const Counts& street);

// Whether `player` leads: would win if the game ended now (totals, then the tie-breaks).
bool Leads(const State& s, int player);

// The Normal bot's evaluation of a state at the end of `me`'s turn (the opponent to move, or over), in
// victory points from me's side. `street_unknown`: the Street was just refilled from the draw pile, whose
// order the bot does not know, so its contents must not be used.
double EvaluateTurnEnd(const State& s, int me, bool street_unknown);

// The greedy policy: one atomic action for the player to move. `legal` is LegalMoves(s). With
// noise_permille > 0 a random take (or refresh) replaces the best one that often (playout diversity).
Move GreedyMove(const State& s, const MoveList& legal, Rng& rng, int noise_permille);

// How much the mover would miss a card of type t from their hand (0 = nothing; higher = keep it).
double KeepValue(const State& s, CardType t);

}  // namespace fam::detail
