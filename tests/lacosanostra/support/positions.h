// Positions of seeded random games, for tests that check a property at many moments of real play (the bots' and
// the Expert's tests).
#pragma once

#include <array>
#include <cstdint>
#include <doctest/doctest.h>
#include <vector>

#include "lacosanostra/game.h"
#include "lacosanostra/playout.h"

namespace lcn::test {

// Every `every`-th position of `games` games (playout.h's policy, trades and all): game g is dealt from seed
// `first_seed + g` and played with Rng(g * rng_step + rng_offset), so each test keeps the sample it was written for.
inline std::vector<State> PlayoutPositions(int players, int games, int every, std::uint64_t first_seed,
                                           std::uint64_t rng_step, std::uint64_t rng_offset) {
    std::vector<State> out;
    MoveList legal;
    std::array<Move, kMaxPlayoutStepMoves> applied;
    for (int g = 0; g < games; ++g) {
        Setup setup;
        setup.players = players;
        setup.seed = first_seed + static_cast<std::uint64_t>(g);
        auto game = NewGame(setup);
        REQUIRE(game.ok());
        State s = *game;
        Rng rng(static_cast<std::uint64_t>(g) * rng_step + rng_offset);
        for (int n = 0; !IsOver(s) && n < 5000; ++n) {
            if (n % every == 0) out.push_back(s);
            PlayoutStep(s, rng, legal, applied);
        }
    }
    return out;
}

}  // namespace lcn::test
