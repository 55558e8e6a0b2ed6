// Probes for the rules API (rules_api.h) and the property tests: moves to try on a state, legal or not, and the
// state with what one seat cannot see scrambled. They live in the core, as Famiglia's do (its view.h Determinize
// and rules_api.h RandomMove), so that each core's rules_api.h is complete without the tests.
#pragma once

#include <cstdint>

#include "common/rng.h"
#include "lacosanostra/moves.h"
#include "lacosanostra/rules.h"
#include "lacosanostra/state.h"

namespace lcn {

// A move Apply may accept although LegalMoves does not list it: trades (validated by Apply), side moves of the
// options, any dice at a roll node.
bool AcceptableOffList(const State& s, const Move& m);

// A legal move of `s` with one field changed at random, also to out-of-range ids: mostly a field its kind uses,
// else an unused one (Apply must refuse a move whose unused fields are not at their defaults).
Move MutatedMove(const Move& legal, Rng& rng, const State& s);

// Any trade at all, canonical or not, valid or not: Apply must refuse it cleanly or keep the invariants.
Move ProbeTrade(const State& s, Rng& rng);

// Another seat's or a mutated legal move of `s`, in the form its text stands for; a listed move where that
// form does not exist or Apply may accept it unlisted (trades, side moves, dice).
Move CanonicalProbe(const State& s, Rng& rng);

// A copy of `s` in which everything seat `v` cannot see is scrambled (hidden order cards permuted among their
// places within each round, deck orders shuffled, other seats' influence hands re-dealt with the deck, the
// generator replaced) while the public part stays: ViewFor(result, v) must equal ViewFor(s, v).
State ScrambleHidden(const State& s, Seat v, std::uint64_t seed);

}  // namespace lcn
