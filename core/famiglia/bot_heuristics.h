// Internals of the bots (bots.h): what a hand can take, the evaluation of the position at the end of a turn,
// and the greedy policy (the Easy bot, and the Expert's playouts). docs/famiglia-rules.md §6.1-6.3.
// Everything here works on full States; the bots call it on views or on determinized states, and it never
// reads the order of the draw pile (only its size and, through pools, its composition).
#pragma once

#include <array>
#include <cstdint>

#include "common/rng.h"
#include "famiglia/rules.h"
#include "famiglia/state.h"

namespace fam::detail {

// Can `hand` pay for a card of family f at value v >= 1 (§5.3 A4): a genuine card (f, v-1) plus a second
// genuine one or a Mercenary joker of rank >= v.
bool CanPay(const Counts& hand, Family f, int v);

// Cards not owned by anybody (Street, draw pile, discard pile): what is left to win.
Counts Pool(const State& s);

// The best card `player` could take in a turn that starts with this Street: directly, after one of their
// Brutes, or after an Accountant brings back the missing payers. Cards are compared by `value` (per type;
// nullptr: victory points). vp is -1 when nothing can be taken.
struct Gain {
    int vp = -1;
    double value = -1;
    CardType card = kNoCard;
};
using CardValues = std::array<double, kNumTypes>;
Gain BestGain(const Counts& hand, const Counts& area, const Counts& street, const CardValues* value = nullptr);

// Whether `player` leads: would win if the game ended now (totals, then the tie-breaks).
bool Leads(const State& s, int player);

// The weights of the Normal bot's evaluation, in victory points (defaults tuned with famiglia_tournament).
struct EvalWeights {
    double threat = 0.85;     // the opponent's best take next turn
    double reply = 0.35;      // my best take after it
    double refill = 4.0;      // value of the best take from an unseen fresh Street
    double dig = 2.0;         // no 0 in the Street (first pass): the opponent may refresh and dig
    double pot = 0.3;         // per victory point of the pool the hand can reach
    double zero = 1.0;        // a 0 in hand (the only way to grow a hand, §6.1)
    double merc = 0.8;        // per rank of a Mercenary in hand (a joker that stays)
    double brute = 0.7;       // per rank of a Brute in hand
    double acct = 0.3;        // per rank of an Accountant in hand, when the play area holds cards
    double phase_cards = 40;  // tool values fade when fewer cards than this are left to win
};
// Parses "name=value,name=value" over the defaults; false on an unknown name (for tools).
bool ParseEvalWeights(const char* text, EvalWeights& w);

// The Normal bot's evaluation of a state at the end of `me`'s turn (the opponent to move, or over), in
// victory points from me's side. `street_unknown`: the Street was just refilled from the draw pile, whose
// order the bot does not know, so its contents must not be used.
double EvaluateTurnEnd(const State& s, int me, bool street_unknown, const EvalWeights& w);

// The greedy policy: one atomic action for the player to move. `legal` is LegalMoves(s). With
// noise_permille > 0 a random take (or refresh) replaces the best one that often (playout diversity).
Move GreedyMove(const State& s, const MoveList& legal, Rng& rng, int noise_permille);

// How much the mover would miss a card of type t from their hand (0 = nothing; higher = keep it).
double KeepValue(const State& s, CardType t);

}  // namespace fam::detail
