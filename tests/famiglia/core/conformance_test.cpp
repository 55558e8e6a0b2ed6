// Property tests (docs/architecture.md §12, OpenSpiel's RandomSimTest): 10,000 seeded games with the random playout
// policy through the shared random-simulation test (tests/common/support/random_sim.h: legal lists sorted, unique
// and fully applicable, probed illegal actions refused, texts and positions round-trip, invariants after
// every action, views leak nothing, copies equal), plus Famiglia's own checks: Apply equals the fast path
// ApplyLegal, scores equal the printed VP of the cards owned, the turn limit, and the outcome at the end.
#include "famiglia/rules_api.h"
#include "support/positions.h"
#include "support/random_sim.h"

using namespace fam;
using namespace fam::test;

namespace {

constexpr int kMaxTurns = 110;  // at most 52 takes with a pass between each
constexpr int kMaxActions = 2000;

// Scores recomputed from §1.2's pattern rather than the VP table: T(rank), or T(rank + 1) for red.
int ExpectedScore(const State& s, int p) {
    int vp = 0;
    for (int t = 0; t < kNumTypes; ++t) {
        const auto card = static_cast<CardType>(t);
        const int n = RankOf(card) + (FamilyOf(card) == Family::kFamiglia ? 1 : 0);
        const auto player = static_cast<std::size_t>(p);
        vp += (s.hand[player][card] + s.area[player][card]) * n * (n + 1) / 2;
    }
    return vp;
}

// Famiglia's checks after each action (random_sim.h `check`).
std::string FamigliaChecks(const State& before, const Move& m, const State& after, int action, int& turns) {
    if (action == 1) turns = 1;
    if (!after.over && after.to_move != before.to_move) ++turns;
    State fast = before;
    ApplyLegal(fast, m);
    if (!(fast == after)) return "ApplyLegal differs from Apply";
    for (int p = 0; p < 2; ++p) {
        if (Score(after, p) != ExpectedScore(after, p)) return "score of player " + std::to_string(p) + " is wrong";
    }
    if (turns > kMaxTurns) return "more than " + std::to_string(kMaxTurns) + " turns";
    if (after.over) {
        if (CurrentStep(after) != Step::kOver) return "the game is over but the step is not 'over'";
        const Outcome o = OutcomeOf(after);
        if (o.scores[0] + o.scores[1] > 175) return "more VP than the deck holds";
        if (o.scores[0] != o.scores[1] && o.winner != (o.scores[0] > o.scores[1] ? 0 : 1)) return "wrong winner";
    }
    return {};
}

void PlayAndCheck(std::uint64_t first_seed, int games) {
    int turns = 0;
    test_support::RandomSimTest<FamigliaRules>({
        .first_seed = first_seed,
        .games = games,
        .probes = 8,
        .max_actions = kMaxActions,
        .variant = [](std::uint64_t seed) { return seed % 4 == 0 ? 1 : 0; },
        .check = [&](const State& before, const Move& m, const State& after,
                     int action) { return FamigliaChecks(before, m, after, action, turns); },
    });
}

}  // namespace

TEST_SUITE("conformance") {
    // Four slices so that CTest can run them in parallel.
    TEST_CASE("conformance: random games from seed 1-2500") { PlayAndCheck(1, 2500); }
    TEST_CASE("conformance: random games from seed 2501-5000") { PlayAndCheck(2501, 2500); }
    TEST_CASE("conformance: random games from seed 5001-7500") { PlayAndCheck(5001, 2500); }
    TEST_CASE("conformance: random games from seed 7501-10000") { PlayAndCheck(7501, 2500); }
}
