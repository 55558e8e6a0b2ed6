// Games the table tests (flow, solo, menu) start and play forward: a new game by seed, and random moves without
// claims (so windows are left by their controller) up to a moment a test asks for.
#pragma once

#include <cstdint>
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

// Plays `games` random games (3-5 players, seeds from `first_seed` on) and hands every move to
// `visit(before, move, after)`.
template <typename Visit>
void RandomMoves(int games, std::uint64_t first_seed, Visit visit) {
    for (int game = 0; game < games; ++game) {
        lcn::Setup setup;
        setup.players = 3 + game % 3;
        setup.seed = first_seed + static_cast<std::uint64_t>(game);
        auto start = lcn::NewGame(setup);
        REQUIRE(start.ok());
        lcn::State s = *start;
        common::Rng rng(setup.seed);
        lcn::MoveList legal;
        while (!lcn::IsOver(s)) {
            lcn::Move m;
            if (lcn::CurrentActor(s).kind == lcn::ActorKind::kChance) {
                m = lcn::DefaultRoll(s);
            } else {
                lcn::LegalMoves(s, legal);
                REQUIRE(!legal.empty());
                m = legal[rng.Below(static_cast<std::uint32_t>(legal.size()))];
            }
            const lcn::State before = s;
            REQUIRE(lcn::ApplyInPlace(s, m).ok());
            visit(before, m, s);
        }
    }
}

}  // namespace shell::games::lacosanostra::test
