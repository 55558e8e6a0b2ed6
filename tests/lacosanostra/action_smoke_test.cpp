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
    long trades = 0;
    long reveals = 0;
    long claims_answered = 0;
    long steps_seen[static_cast<int>(Step::kOver) + 1] = {};
};

// A random one-item trade between two seats (lower seat first, as the notation's canonical form wants):
// lay a marker on, or withdraw one from, the other party's card, give a business, or pay cash. Often valid,
// sometimes not (deactivated card, no marker left): both outcomes are checked by the caller.
Move RandomTrade(const State& s, common::Rng& pick) {
    Move m;
    m.kind = MoveKind::kTrade;
    const Seat a = static_cast<Seat>(pick.Below(s.players));
    const Seat b = static_cast<Seat>((a + 1 + pick.Below(static_cast<std::uint32_t>(s.players - 1))) % s.players);
    m.seat = a < b ? a : b;
    m.other = a < b ? b : a;
    m.count = 1;
    TradeItem& item = m.items[0];
    item.by_other = static_cast<std::uint8_t>(pick.Below(2));
    const Seat doer = item.by_other ? m.other : m.seat;
    const Seat receiver = item.by_other ? m.seat : m.other;
    const std::uint32_t verb = pick.Below(4);
    if (verb == 0) {
        item.verb = TradeVerb::kPay;
        item.amount = static_cast<std::uint16_t>(1 + pick.Below(3));
        return m;
    }
    item.verb = verb == 1 ? TradeVerb::kGive : (verb == 2 ? TradeVerb::kMark : TradeVerb::kUnmark);
    const Seat owner = item.verb == TradeVerb::kGive ? doer : receiver;
    for (int tries = 0; tries < 40; ++tries) {
        const BusinessId c = static_cast<BusinessId>(pick.Below(kNumBusinesses));
        const BusinessPlace& bp = s.businesses[c];
        if ((bp.zone == BusinessZone::kDisplay && bp.holder == owner) ||
            (bp.zone == BusinessZone::kOnGangster && OwnerOf(s, bp.holder) == owner)) {
            item.card = c;
            return m;
        }
    }
    item.verb = TradeVerb::kPay;
    item.amount = 1;
    return m;
}

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
        if (IsSafePoint(s) && pick.Below(8) == 0) {
            const Move trade = RandomTrade(s, pick);
            const State before = s;
            const Refusal r = Apply(s, trade);
            if (!r.ok() && !(s == before)) {
                problem = "refused trade changed the state: " + ToString(before, trade);
                return false;
            }
            if (r.ok()) {
                ++stats.trades;
                const std::string broken = CheckInvariants(s);
                if (!broken.empty()) {
                    problem = "after " + ToString(before, trade) + ": " + broken;
                    return false;
                }
            }
        }
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
                    << stats.claims_answered << " claims answered with a card, " << stats.trades << " trades");
    CHECK(stats.trades > 0);
    CHECK(stats.steps_seen[static_cast<int>(Step::kJobMarkers)] > 0);
}

TEST_CASE("action smoke: random playouts of 3 players keep every invariant") { PlayMany(3, 300); }
TEST_CASE("action smoke: random playouts of 4 players keep every invariant") { PlayMany(4, 300); }
TEST_CASE("action smoke: random playouts of 5 players keep every invariant") { PlayMany(5, 300); }

}  // namespace
}  // namespace lcn
