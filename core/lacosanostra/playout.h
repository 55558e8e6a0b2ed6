// The random-playout policy of La Cosa Nostra, used by `lacosanostra simulate`, the benchmark and the random
// property tests. Deterministic from the Rng it is given (common::Rng: the same games natively and in wasm).
//
// A uniformly random legal move would rarely finish a game that exercises the cards: every open-claim window
// would be claimed by someone, reveals would be aborted half the time and attacks would go unnamed. So:
//  - Chance nodes: the roll the state generator proposes (DefaultRoll).
//  - Open-claim windows (trap_before, trap_after, robbery_window, doctor_window): the controller's `continue`
//    3 times in 4, else a uniformly random seat's `claim`. pre_turn: the due seat's own moves (`choose`,
//    `continue`) 3 times in 4, else a claim.
//  - claim (answering a claim): a card (`play IT`, `trap G`, `rob G`, `play NA`) 3 times in 4 when one is
//    legal, else `decline`.
//  - before_reveal: an unnamed order names a random player (not `none`) 4 times in 5 when it can; otherwise
//    `reveal` 9 times in 10, `abort` 1 in 10 (renaming after a name only through that 1 in 10 too).
//  - purchase: `pay` 9 times in 10 when legal. buy_decision: a `buy` 3 times in 4 when legal.
//  - draw_check: `object` 1 time in 4 when legal (re-deals terminate: each uses the generator, D18).
//  - every other step (planning, looks, targets, markers, stakes, laundering, recruiting, hand limit, ...):
//    uniform among the legal moves.
//  - Trades: before a flow move at a safe point (IsSafePoint), 1 time in 16 a random trade is proposed: one
//    item (pay 1..3, give an own business or idle gangster, mark or unmark a card of the other party), and 1 time
//    in 3 a second item: the other party pays 1..3 for it. It is applied only if Apply accepts it (a refused
//    proposal changes nothing), so trades are exercised, valid or not, without steering the game.
//  - Side moves (options spy_any_time / wild): before a flow move, 1 time in 8 a random seat makes a uniformly
//    random one of its SideMoves, if it has any.
#pragma once

#include <array>

#include "common/rng.h"
#include "lacosanostra/moves.h"
#include "lacosanostra/state.h"

namespace lcn {

inline constexpr int kTradeOneIn = 16;
inline constexpr int kSideMoveOneIn = 8;

// The policy's flow move for `s` (not over). `legal` is scratch space (filled with LegalMoves).
Move RandomPlayoutMove(const State& s, MoveList& legal, Rng& rng);

// A random trade proposal between two seats, in canonical form (may still be refused by Apply).
Move RandomTrade(const State& s, Rng& rng);

// One step of a playout: maybe a trade (applied when Apply accepts it), then the policy's flow move
// (ApplyLegal), after a side move under the options spy_any_time / wild. `applied` receives the moves in the
// order they were applied; returns their number (1 to 3).
inline constexpr int kMaxPlayoutStepMoves = 3;
int PlayoutStep(State& s, Rng& rng, MoveList& legal, std::array<Move, kMaxPlayoutStepMoves>& applied);

}  // namespace lcn
