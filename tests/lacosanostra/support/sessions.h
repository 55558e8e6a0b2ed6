// Games played through lcn::Session (session.h) by the random playout policy (playout.h), for the session, link
// and record tests.
#pragma once

#include <cstdint>
#include <functional>

#include "lacosanostra/game.h"
#include "lacosanostra/playout.h"

namespace lcn::test {

// The options of game number `game`: option row game % 10 (lacosanostra/rules_api.h OptionsOfRow), as the simulation
// test; row 0 plays spy_any_time in every other such game.
Options OptionsForGame(int game, int players);

// Plays `session`'s game on by the playout policy (PlayoutStep, with its trades and side moves), every action
// through Session::Apply, for at most `max_moves` actions or to the end. A refused action fails the test.
void PlayOn(Session& session, Rng& policy, int max_moves);

// Plays on by the policy until a legal flow move of the current state satisfies `want` (checked before every
// policy step); then `found` is that move, the session stands before it, and the result is true. False when the
// game ends (or `max_moves` pass) first.
using MoveWanted = std::function<bool(const State&, const Move&)>;
bool PlayUntil(Session& session, Rng& policy, const MoveWanted& want, Move& found, int max_moves = 20000);

}  // namespace lcn::test
