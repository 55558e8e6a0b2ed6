// Property tests (STYLE.md §5.12, OpenSpiel's RandomSimTest): 10,000 seeded games with the random playout
// policy, checking after every action that the rules' invariants hold, that the legal list is sorted,
// unique and fully applicable, that illegal actions are refused, that texts and positions round-trip, and
// that scores equal the printed VP of the cards owned.
#include <set>

#include "support/positions.h"

using namespace fam;
using namespace fam::test;

namespace {

constexpr int kMaxTurns = 110;     // at most 52 takes with a pass between each
constexpr int kMaxActions = 2000;

// Scores recomputed from §1.2's pattern rather than the VP table: T(rank), or T(rank + 1) for red.
int ExpectedScore(const State& s, int p) {
    int vp = 0;
    for (int t = 0; t < kNumTypes; ++t) {
        const auto card = static_cast<CardType>(t);
        const int n = RankOf(card) + (FamilyOf(card) == Family::kFamiglia ? 1 : 0);
        vp += (s.hand[static_cast<std::size_t>(p)][card] + s.area[static_cast<std::size_t>(p)][card]) * n * (n + 1) / 2;
    }
    return vp;
}

// Any syntactically valid action, legal or not.
Move RandomMove(Rng& rng) {
    auto card = [&] { return static_cast<CardType>(rng.Below(kNumTypes)); };
    switch (rng.Below(6)) {
        case 0: return Move::Refresh(card());
        case 1: return Move::Accountant(card());
        case 2: return Move::Swap(card(), card());
        case 3: return Move::Brute(card(), card(), static_cast<int>(rng.Below(5)));
        case 4: return rng.Below(3) == 0 ? Move::Take(card()) : Move::Take(card(), card(), card());
        default: return Move::Pass();
    }
}

void PlayAndCheck(std::uint64_t first_seed, int games) {
    MoveList legal;
    for (std::uint64_t seed = first_seed; seed < first_seed + static_cast<std::uint64_t>(games); ++seed) {
        CAPTURE(seed);
        State s = NewGame(seed, Rules{.new_cards_only = seed % 4 == 0});
        Rng policy = Rng::Stream(seed, 1000), probe = Rng::Stream(seed, 2000);
        std::string record;
        int turns = 1, actions = 0;
        while (!s.over) {
            if (AtTurnStart(s)) {
                auto back = ParsePosition(PositionToJson(s));
                REQUIRE_MESSAGE(back.ok(), back.error());
                REQUIRE_MESSAGE(*back == s, "position round trip differs after: " << record);
            }
            LegalMoves(s, legal);
            REQUIRE(!legal.empty());
            std::set<std::string> texts;
            std::string previous;
            for (const Move& m : legal) {
                const std::string text = ToString(m);
                REQUIRE_MESSAGE(previous < text, "legal list not sorted or not unique: '" << previous << "' then '" << text << "'");
                previous = text;
                auto parsed = ParseMove(text);
                REQUIRE(parsed.ok());
                REQUIRE(*parsed == m);
                REQUIRE_MESSAGE(IllegalReason(s, m).empty(), "listed but refused: " << text << ": " << IllegalReason(s, m));
                texts.insert(text);
            }
            for (int probes = 0; probes < 8; ++probes) {
                const Move m = RandomMove(probe);
                const bool listed = texts.count(ToString(m)) > 0;
                REQUIRE_MESSAGE(IllegalReason(s, m).empty() == listed,
                                "'" << ToString(m) << "' listed=" << listed << " reason='" << IllegalReason(s, m) << "' after: " << record);
            }
            const Move m = RandomPlayoutMove(legal, policy);
            const int mover = s.to_move;
            State applied = *Apply(s, m);
            ApplyLegal(s, m);
            REQUIRE(applied == s);
            record += ToString(m) + "; ";
            ++actions;
            if (!s.over && s.to_move != mover) ++turns;
            const std::string broken = CheckInvariants(s);
            REQUIRE_MESSAGE(broken.empty(), broken << " after: " << record);
            REQUIRE(Score(s, 0) == ExpectedScore(s, 0));
            REQUIRE(Score(s, 1) == ExpectedScore(s, 1));
            REQUIRE(turns <= kMaxTurns);
            REQUIRE(actions <= kMaxActions);
        }
        LegalMoves(s, legal);
        CHECK(legal.empty());
        CHECK(CurrentStep(s) == Step::kOver);
        const Outcome o = GameOutcome(s);
        CHECK(o.scores[0] + o.scores[1] <= 175);
        if (o.scores[0] != o.scores[1]) CHECK(o.winner == (o.scores[0] > o.scores[1] ? 0 : 1));
    }
}

}  // namespace

TEST_SUITE("conformance") {
// Four slices so that CTest can run them in parallel.
TEST_CASE("conformance: random games from seed 1-2500") { PlayAndCheck(1, 2500); }
TEST_CASE("conformance: random games from seed 2501-5000") { PlayAndCheck(2501, 2500); }
TEST_CASE("conformance: random games from seed 5001-7500") { PlayAndCheck(5001, 2500); }
TEST_CASE("conformance: random games from seed 7501-10000") { PlayAndCheck(7501, 2500); }
}
