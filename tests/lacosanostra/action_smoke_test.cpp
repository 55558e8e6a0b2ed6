// Quick checks of the action phase while it is built (the main La Cosa Nostra tests are lacosanostra_tests):
// seeded random playouts of 3, 4 and 5 players through every phase, with CheckInvariants after every action,
// every chosen legal move accepted by Apply, and the game reaching its end.
#include <doctest/doctest.h>

#include <string>

#include "lacosanostra/game.h"

namespace lcn {
namespace {

struct PlayoutStats {
    long actions = 0;
    long reveals = 0;
    long claims_answered = 0;
    long steps_seen[static_cast<int>(Step::kOver) + 1] = {};
};

// Plays one game to its end with uniformly random flow moves (chance: the generator's proposal). Returns
// false (with a message) at the first problem.
bool PlayOut(const Setup& setup, PlayoutStats& stats, std::string& problem) {
    Result<State> game = NewGame(setup);
    if (!game.ok()) {
        problem = "NewGame refused";
        return false;
    }
    State s = game.value();
    common::Rng pick(setup.seed * 7919 + 13);
    MoveList moves;
    for (int guard = 0; guard < 200000 && !IsOver(s); ++guard) {
        ++stats.steps_seen[static_cast<int>(s.step)];
        const Actor actor = CurrentActor(s);
        Move m;
        if (actor.kind == ActorKind::kChance) {
            m = DefaultRoll(s);
        } else {
            LegalMoves(s, moves);
            if (moves.empty()) {
                problem = std::string("no legal move at step ") + StepName(s.step);
                return false;
            }
            m = moves[static_cast<int>(pick.Below(static_cast<std::uint32_t>(moves.size())))];
        }
        if (m.kind == MoveKind::kReveal) ++stats.reveals;
        if (s.step == Step::kClaim && m.kind != MoveKind::kDecline) ++stats.claims_answered;
        const State before = s;
        const Refusal r = Apply(s, m);
        if (!r.ok()) {
            problem = "refused " + ToString(before, m) + ": " + RefusalText(r) + " at " + StepName(before.step);
            return false;
        }
        ++stats.actions;
        const std::string broken = CheckInvariants(s);
        if (!broken.empty()) {
            problem = "after " + ToString(before, m) + " (" + StepName(before.step) + "): " + broken;
            return false;
        }
    }
    if (!IsOver(s)) {
        problem = "no end after 200000 actions";
        return false;
    }
    return true;
}

void PlayMany(int players, int games) {
    PlayoutStats stats;
    for (int g = 0; g < games; ++g) {
        Setup setup;
        setup.players = players;
        setup.seed = static_cast<std::uint64_t>(1000 * players + g);
        setup.options.robbery_chain = g % 3 == 0;
        setup.options.physical_dice = false;
        std::string problem;
        INFO("players " << players << " seed " << setup.seed);
        REQUIRE_MESSAGE(PlayOut(setup, stats, problem), problem);
    }
    // The action phase's steps are all reached (a test that cannot fail is a defect: these counts show the
    // playouts went through the paths they are meant to check).
    CHECK(stats.reveals > 0);
    CHECK(stats.steps_seen[static_cast<int>(Step::kRoll)] > 0);
    CHECK(stats.steps_seen[static_cast<int>(Step::kTrapBefore)] > 0);
    CHECK(stats.steps_seen[static_cast<int>(Step::kRobberyWindow)] > 0);
    CHECK(stats.steps_seen[static_cast<int>(Step::kDoctorWindow)] > 0);
    CHECK(stats.steps_seen[static_cast<int>(Step::kPurchase)] > 0);
    std::string seen;
    for (int st = 0; st <= static_cast<int>(Step::kOver); ++st)
        seen += std::string(StepName(static_cast<Step>(st))) + "=" + std::to_string(stats.steps_seen[st]) + " ";
    MESSAGE(seen);
    MESSAGE(players << " players: " << stats.actions << " actions in " << games << " games, "
                    << stats.claims_answered << " claims answered with a card");
}

TEST_CASE("action smoke: random playouts of 3 players keep every invariant") { PlayMany(3, 300); }
TEST_CASE("action smoke: random playouts of 4 players keep every invariant") { PlayMany(4, 300); }
TEST_CASE("action smoke: random playouts of 5 players keep every invariant") { PlayMany(5, 300); }

}  // namespace
}  // namespace lcn
