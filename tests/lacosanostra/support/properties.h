// The La Cosa Nostra checks of the random-simulation property test beyond the shared ones of
// tests/common/support/random_sim.h (which runs them through the core's adapter lacosanostra/rules_api.h): probed
// illegal moves are refused with the state unchanged, bad dice are refused, and the final payout and outcome equal the
// rules' formula. Each check reports through doctest with the state's JSON.
#pragma once

#include <cstdint>
#include <string>

#include "lacosanostra/game.h"
#include "lacosanostra/probes.h"

namespace lcn::test {

// How often the costly checks run: 1 in `deep` actions the move list (the shared checks: order, round trip
// of every text, every move applies, probes; and the probes below), 1 in `positions` the position text round
// trip and the views of every seat. Measured (GCC 12 -O3, CPU): 4.9 s for 2,500 games of 3 players.
struct SimulationSample {
    int deep = 64;
    int positions = 512;
};

struct SimulationTotals {
    std::int64_t games = 0;
    std::int64_t actions = 0;
    std::int64_t deep_checks = 0;
    std::int64_t probes_refused = 0;
    std::int64_t trades_accepted = 0;  // random trades of the probes that Apply accepted
    std::int64_t payouts_checked = 0;  // games whose last move moved no money: payout recomputed (§4.3)
    std::int64_t outcomes_checked = 0;
};

// The checks after each action of a game (random_sim.h `check`): `before`, the move, `after`, the action's
// number in its game from 1. Empty, or what failed (the details are reported through doctest).
class LcnChecks {
public:
    LcnChecks(const SimulationSample& sample, SimulationTotals& totals) : sample_(sample), totals_(totals) {}
    std::string operator()(const State& before, const Move& m, const State& after, int action);

private:
    struct TextPool {  // texts seen in earlier move lists (of any step): probed later as moves of "another step"
        std::array<std::string, 256> texts;
        std::size_t size = 0, next = 0;
        void Add(std::string t);
    };
    bool Probes(const State& s);
    SimulationSample sample_;
    SimulationTotals& totals_;
    TextPool pool_;
    Rng rng_{0};
};

}  // namespace lcn::test
