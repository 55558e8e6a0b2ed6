// Games the table tests (flow, solo, menu) start and play forward: a new game by seed, and random moves without
// claims (so windows are left by their controller) up to a moment a test asks for.
#pragma once

#include <doctest/doctest.h>
#include <functional>

#include "common/rng.h"
#include "lacosanostra/game.h"

namespace shell::games::lacosanostra::test {

inline lcn::State NewGame(int players, std::uint64_t seed, lcn::Options options = {}) {
    lcn::Setup setup;
    setup.players = players;
    setup.seed = seed;
    setup.options = options;
    auto game = lcn::NewGame(setup);
    REQUIRE(game.ok());
    return *game;
}

// Plays random moves (never a claim) until `stop` holds; false when the game ended first.
inline bool PlayUntil(lcn::State& s, std::uint64_t seed, const std::function<bool(const lcn::State&)>& stop) {
    common::Rng rng(seed);
    lcn::MoveList legal;
    while (!lcn::IsOver(s)) {
        if (stop(s)) return true;
        lcn::Move m;
        if (lcn::CurrentActor(s).kind == lcn::ActorKind::kChance) {
            m = lcn::DefaultRoll(s);
        } else {
            lcn::LegalMoves(s, legal);
            lcn::MoveList calm;
            for (const lcn::Move& x : legal)
                if (x.kind != lcn::MoveKind::kClaim) calm.push_back(x);
            REQUIRE(!calm.empty());
            m = calm[rng.Below(static_cast<std::uint32_t>(calm.size()))];
        }
        REQUIRE(lcn::ApplyInPlace(s, m).ok());
    }
    return false;
}

}  // namespace shell::games::lacosanostra::test
