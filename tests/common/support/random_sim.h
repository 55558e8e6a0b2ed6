// The shared random-simulation test (OpenSpiel's RandomSimTest; docs/architecture.md §12) for any game that
// satisfies common::RulesApi (core/common/rules_api.h). Every game instantiates it, e.g.
//     RandomSimTest<fam::FamigliaRules>({.first_seed = 1, .games = 2500});
// For seeded games with the game's playout policy it checks, at every decision:
//   - the legal list is non-empty (until the end);
//   - a copy of the state equals the original;
//   - the invariants hold after every action; the game ends within the limits; then Legal is empty;
// and at every `deep_every`-th decision (1: every one):
//   - the legal list is sorted by text and unique; every listed move is accepted by Refusal and Apply, and
//     its text parses back to it;
//   - probed moves (RandomMove, and ExtraProbes where the game has them) are refused exactly when unlisted
//     (extra probes: refused exactly when Apply fails, and accepted ones keep the invariants);
// and at every `positions_every`-th decision:
//   - the position text, where the game defines one, parses back to the same state;
//   - views leak nothing: re-drawing what a seat cannot see (HideUnseen) leaves that seat's view unchanged.
// The checks that need no test framework are common/sim_checks.h's, which the games' `simulate` tools run too.
// `check` (optional) adds game-specific checks after each action: (before, move, after, number of the action
// in its game, from 1) -> "" or what failed.
#pragma once

#include <algorithm>
#include <cstdint>
#include <doctest/doctest.h>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "common/rules_api.h"
#include "common/sim_checks.h"

namespace test_support {

template <typename G>
struct RandomSim {
    std::uint64_t first_seed = 1;
    int games = 100;
    int probes = 8;           // RandomMove probes per decision
    int max_actions = 2000;   // a game that runs longer fails
    int deep_every = 1;       // the legal-list checks and probes at every n-th decision of a game (from the first)
    int positions_every = 1;  // the position and view checks likewise
    std::function<int(std::uint64_t seed)> variant = [](std::uint64_t seed) {
        return static_cast<int>(seed % static_cast<std::uint64_t>(G::kNumVariants));
    };
    std::function<std::string(const typename G::State&, const typename G::Move&, const typename G::State&, int)> check;
};

template <common::RulesApi G>
void RandomSimTest(const RandomSim<G>& sim) {
    using State = typename G::State;
    using Move = typename G::Move;
    for (std::uint64_t seed = sim.first_seed; seed < sim.first_seed + static_cast<std::uint64_t>(sim.games); ++seed) {
        CAPTURE(seed);
        State s = G::NewGame(seed, sim.variant(seed));
        common::Rng policy = common::Rng::Stream(seed, 1000), probe = common::Rng::Stream(seed, 2000);
        common::Rng hide = common::Rng::Stream(seed, 3000);
        std::string record;  // the actions so far, for failure messages
        REQUIRE_MESSAGE(G::CheckInvariants(s).empty(), G::CheckInvariants(s));
        int actions = 0;
        while (!G::IsOver(s)) {
            if (actions % sim.positions_every == 0) {
                const std::string position = common::PositionCheck<G>(s);
                REQUIRE_MESSAGE(position.empty(), position << " after: " << record);
                for (int seat = 0; seat < G::NumSeats(s); ++seat) {
                    REQUIRE_MESSAGE(G::ViewFor(G::HideUnseen(s, seat, hide), seat) == G::ViewFor(s, seat),
                                    "seat " << seat << "'s view changed with what it cannot see, after: " << record);
                }
            }
            const State copy = s;
            REQUIRE(copy == s);
            const std::vector<Move> legal = G::Legal(s);
            REQUIRE(!legal.empty());
            // The listed moves: sorted, unique, round trips, all accepted; probes: refused exactly when unlisted.
            const bool deep = actions % sim.deep_every == 0;
            if (deep) {
                std::vector<std::string> texts;
                const std::string order = common::LegalListCheck<G>(s, legal, &texts);
                REQUIRE_MESSAGE(order.empty(), order);
                for (std::size_t i = 0; i < legal.size(); ++i) {
                    const Move& m = legal[i];
                    const std::string& text = texts[i];
                    auto parsed = G::ParseMove(s, text);
                    REQUIRE_MESSAGE(parsed.ok(), parsed.error());
                    REQUIRE(*parsed == m);
                    REQUIRE_MESSAGE(G::Refusal(s, m).empty(),
                                    "listed but refused: " << text << ": " << G::Refusal(s, m));
                }
                for (int i = 0; i < sim.probes; ++i) {
                    const Move m = G::RandomMove(s, probe);
                    const std::string text = G::MoveText(s, m);
                    const bool listed = std::binary_search(texts.begin(), texts.end(), text);
                    REQUIRE_MESSAGE(G::Refusal(s, m).empty() == listed, "'" << text << "' listed=" << listed
                                                                            << " reason='" << G::Refusal(s, m)
                                                                            << "' after: " << record);
                }
                if constexpr (common::HasExtraProbes<G>) {
                    for (const Move& m : G::ExtraProbes(s, probe)) {
                        const std::string why = G::Refusal(s, m);
                        auto applied = G::Apply(s, m);
                        REQUIRE_MESSAGE(applied.ok() == why.empty(), "'" << G::MoveText(s, m) << "': " << why);
                        if (applied.ok()) REQUIRE_MESSAGE(G::CheckInvariants(*applied).empty(), G::MoveText(s, m));
                    }
                }
            }
            const Move m = G::PlayoutMove(s, legal, policy);
            auto next = G::Apply(s, m);
            REQUIRE_MESSAGE(next.ok(), next.error());
            record += G::MoveText(s, m) + "; ";
            ++actions;
            // Deep decisions also read the played move's text back (a trade is in no legal list).
            const std::string broken = deep ? common::ActionCheck<G>(s, m, *next) : G::CheckInvariants(*next);
            REQUIRE_MESSAGE(broken.empty(), broken << " after: " << record);
            if (sim.check) {
                const std::string failed = sim.check(s, m, *next, actions);
                REQUIRE_MESSAGE(failed.empty(), failed << " after: " << record);
            }
            s = *next;
            REQUIRE(actions <= sim.max_actions);
        }
        CHECK(G::Legal(s).empty());
    }
}

}  // namespace test_support
