// The Expert's game analysis (analysis.h): it slices a game into the player's decisions, finds the
// clearly wrong turn of a constructed endgame and ranks it first, hardly blames good play, and is
// deterministic, the same in slices as in one go, honest in its progress and blind to what the player could
// not see. Budgets are small so the file runs in seconds.
#include <string>
#include <vector>

#include "famiglia/game.h"
#include "support/positions.h"

using namespace fam;
using namespace fam::test;

namespace {

constexpr std::int64_t kTestBudget = 20000;  // work units per decision

// A game as the analysis reads it: states[i] before moves[i].
struct Line {
    std::vector<State> states;
    std::vector<Move> moves;
    explicit Line(const State& start) { states.push_back(start); }
    const State& now() const { return states.back(); }
    void Apply(const Move& m) {
        const std::string why = IllegalReason(now(), m);
        REQUIRE_MESSAGE(why.empty(), "'" << ToString(m) << "': " << why);
        moves.push_back(m);
        State next = now();
        ApplyLegal(next, m);
        states.push_back(next);
    }
    void Play(const std::string& actions) {
        auto list = ParseMoveList(actions);
        REQUIRE_MESSAGE(list.ok(), list.error());
        for (const Move& m : *list) Apply(m);
    }
    // The Normal bot plays both seats (or `seat` only, as long as it is to move) until the game ends.
    void PlayNormal(std::uint64_t seed, int seat = kBothPlayers) {
        Rng rng(seed);
        while (!now().over && (seat == kBothPlayers || now().to_move == seat))
            Apply(ChooseMove(ViewFor(now(), now().to_move), DefaultBotConfig(BotLevel::kNormal), rng));
    }
};

std::vector<DecisionResult> Analyse(const Line& line, int player, std::int64_t budget = kTestBudget,
                                    std::uint64_t seed = 1) {
    GameAnalysis a;
    a.Start(line.states, line.moves, {player, budget, seed});
    a.Step(INT64_MAX);
    REQUIRE(a.Done());
    return a.Results();
}

std::string PlanText(const TurnPlan& plan) {
    std::string text;
    for (int i = 0; i < plan.size; ++i) text += (i ? "; " : "") + ToString(plan[i]);
    return text;
}

// Endgame 1: two known cards left to draw, and player 0 is one point behind. A free F0 lies in the Street
// beside an F1 (and a 0, so nobody may refresh): taking the F0 makes the pair that takes the F1 next turn
// and wins; taking the free A0 instead leaves the F0 to the opponent, and the game is lost.
State FreeFamigliaZero() {
    TestPosition g;
    g.hands = {"A0 B0 F0 M0", "B0 M0"};
    g.areas = {"F4 F3 F3 F2 F2 F2 A4 B3 A2", ""};
    g.street = "F0 F1 A0 B3 A3 M3";
    g.deck_top = "M2 B2";
    g.second_pass = true;
    g.rest = "area1";
    State s = Build(g);
    s.deck_known_bottom = s.deck_size;
    REQUIRE(Score(s, 1) - Score(s, 0) == 1);
    return s;
}

// Endgame 2: player 0 leads by 6. The draw pile is six cards everyone saw slid under it, among them the F4.
// Taking the Street's last card (the A1) refills the Street from that pile, and the opponent, holding two
// F3s, takes the F4 (15 points) in the last turn and wins; passing keeps the F4 buried and wins.
State WinningStreetHandedOver() {
    TestPosition g;
    g.hands = {"A0 B0 F0 M0 M1", "B0 F0 F3 F3 M0"};
    g.areas = {"A4 B4 M4 F2 F2 F2 A3 B3 M3 F1 A1", ""};
    g.street = "A1";
    g.deck_top = "M2 F4 B3 A3 B2 A2";
    g.second_pass = true;
    g.rest = "area1";
    State s = Build(g);
    s.deck_known_bottom = s.deck_size;  // every card of the pile is known, in order
    REQUIRE(CheckInvariants(s).empty());
    REQUIRE(Score(s, 0) - Score(s, 1) == 6);
    return s;
}

// What the player could not know, changed in every state: the order of the draw pile above its known bottom
// and the generator of a future reshuffle.
std::vector<State> ScrambleHidden(std::vector<State> states, std::uint64_t seed) {
    Rng rng(seed);
    for (State& s : states) {
        const std::uint32_t known = s.deck_known_bottom;
        rng.Shuffle(s.deck.data() + known, static_cast<std::uint32_t>(s.deck_size) - known);
        s.rng = rng.Next();
    }
    return states;
}

// The first moves of a Normal-vs-Normal game: a partway game with a hidden draw pile.
Line PartwayGame(std::uint64_t seed, int moves) {
    Line line(NewGame(seed, {}, 0));
    Rng rng(seed);
    while (!line.now().over && static_cast<int>(line.moves.size()) < moves)
        line.Apply(ChooseMove(ViewFor(line.now(), line.now().to_move), DefaultBotConfig(BotLevel::kNormal), rng));
    return line;
}

}  // namespace

TEST_SUITE("analysis") {
    TEST_CASE("a turn is sliced at each refresh, and the turn in progress and illegal records are left out") {
        Line line(NewGame(3, {}, 0));
        // Turns until player 0 refreshes at least once in a turn.
        line.PlayNormal(3);
        const std::vector<DecisionSpan> all = SliceDecisions(line.states, line.moves, kBothPlayers);
        int covered = 0;
        std::array<int, 2> turns{0, 0};
        for (const DecisionSpan& d : all) {
            CHECK(d.first_move == covered);  // consecutive, no gaps: every action belongs to one decision
            CHECK(d.turn == turns[static_cast<std::size_t>(d.player)]);
            const Move& last = line.moves[static_cast<std::size_t>(d.first_move + d.num_moves - 1)];
            CHECK((last.EndsTurn() || (last.kind == MoveKind::kRefresh && d.num_moves == 1)));
            if (last.EndsTurn()) ++turns[static_cast<std::size_t>(d.player)];
            covered += d.num_moves;
        }
        CHECK(covered == static_cast<int>(line.moves.size()));
        int refreshes = 0;
        for (const Move& m : line.moves) refreshes += m.kind == MoveKind::kRefresh;
        CHECK(refreshes > 0);  // the game exercises the split
        const std::vector<DecisionSpan> mine = SliceDecisions(line.states, line.moves, 1);
        for (const DecisionSpan& d : mine) CHECK(d.player == 1);
        CHECK(mine.size() + SliceDecisions(line.states, line.moves, 0).size() == all.size());

        // A turn in progress (its take not played yet) is not a decision yet.
        Line partway(FreeFamigliaZero());
        partway.Play("take A0");
        partway.Apply(Move::Pass());
        CHECK(SliceDecisions(partway.states, partway.moves, 0).size() == 1);
        // An action the rules refuse ends the slicing there, and nothing crashes.
        std::vector<Move> bad = line.moves;
        bad[2] = Move::Take(*ParseCard("F4"));
        CHECK(SliceDecisions(line.states, bad, kBothPlayers).size() <= 2);
        GameAnalysis a;
        a.Start(line.states, bad, {kBothPlayers, 500, 1});
        CHECK(a.Step(INT64_MAX));
        std::vector<State> short_states(line.states.begin(), line.states.begin() + 3);
        CHECK(SliceDecisions(short_states, line.moves, kBothPlayers).size() <= 3);
    }

    TEST_CASE("passing up a free F0 needed for a pair is the costliest turn, and the Expert takes it") {
        Line line(FreeFamigliaZero());
        line.Play("take A0");  // the mistake
        line.PlayNormal(5);
        REQUIRE(line.now().over);
        const auto results = Analyse(line, 0);
        REQUIRE(results.size() >= 2);
        const auto top = CostliestDecisions(results);
        REQUIRE(!top.empty());
        const DecisionResult& worst = results[static_cast<std::size_t>(top[0])];
        CHECK(worst.span.first_move == 0);
        CHECK(worst.Differs());
        CHECK(PlanText(worst.preferred) == "take F0");
        CHECK(worst.chance_best > 0.9);
        CHECK(worst.Cost() > 0.5);
        CHECK(worst.playouts > 0);
    }

    TEST_CASE("a take that hands the opponent a winning Street is the costliest turn") {
        Line line(WinningStreetHandedOver());
        line.Play("take A1 A0 M1");  // empties the Street: the refill shows the F4
        line.PlayNormal(5);
        REQUIRE(line.now().over);
        CHECK(OutcomeOf(line.now()).winner == 1);
        const auto results = Analyse(line, 0);
        const auto top = CostliestDecisions(results);
        REQUIRE(!top.empty());
        const DecisionResult& worst = results[static_cast<std::size_t>(top[0])];
        CHECK(worst.span.first_move == 0);
        CHECK(worst.Differs());
        CHECK(worst.chance_played < 0.1);
        CHECK(worst.Cost() > 0.5);
        CHECK(worst.preferred[0].kind != MoveKind::kTake);
    }

    TEST_CASE("good play costs little: the line the analysis prefers is blamed for nothing") {
        // Both endgames, player 0 following the Expert (playouts to the end) and the opponent the Normal bot.
        for (const State& start : {FreeFamigliaZero(), WinningStreetHandedOver()}) {
            Line line(start);
            Rng rng(9);
            BotConfig expert = DefaultBotConfig(BotLevel::kExpert);
            expert.horizon = -1;
            expert.budget = 40000;
            while (!line.now().over) {
                const View v = ViewFor(line.now(), line.now().to_move);
                line.Apply(ChooseMove(v, v.seat == 0 ? expert : DefaultBotConfig(BotLevel::kNormal), rng));
            }
            CHECK(OutcomeOf(line.now()).winner == 0);
            for (const DecisionResult& r : Analyse(line, 0)) {
                CAPTURE(PlanText(r.played));
                CHECK(r.Cost() < 0.1);
                CHECK(r.chance_played > 0.9);
                CHECK(r.Differs() == (r.Cost() > 0));  // a plan as good as the Expert's is not called different
            }
        }
    }

    TEST_CASE("the hint and the analysis agree: every hint taken, no decision is blamed") {
        // Player 0 asks for the hint (the Expert's advice with the game's seed) at each decision and plays its
        // whole plan, as the table's hint offers it action by action; the Normal bot plays player 1.
        constexpr std::uint64_t kGameSeed = 31;
        constexpr std::int64_t kBudget = 4000;
        Line line(NewGame(kGameSeed, {}, 0));
        Rng rng(2);
        std::vector<TurnPlan> hints;
        while (!line.now().over) {
            const View v = ViewFor(line.now(), line.now().to_move);
            if (v.seat == 1) {
                line.Apply(ChooseMove(v, DefaultBotConfig(BotLevel::kNormal), rng));
                continue;
            }
            const Hint h = SuggestMove(v, kGameSeed, kBudget);
            hints.push_back(h.plan);
            for (int i = 0; i < h.plan.size; ++i) line.Apply(h.plan[i]);
        }
        const auto results = Analyse(line, 0, kBudget, kGameSeed);
        REQUIRE(results.size() == hints.size());
        for (std::size_t i = 0; i < results.size(); ++i) {
            CAPTURE(PlanText(results[i].played));
            CHECK(PlanText(results[i].played) == PlanText(hints[i]));
            CHECK(PlanText(results[i].preferred) == PlanText(hints[i]));
            CHECK(results[i].Cost() == 0);
            CHECK(results[i].margin == 0);  // nothing estimated: the played plan is the advice's
        }
        CHECK(CostliestDecisions(results).empty());
        // The same position and seed give the same advice in slices as at once (the table's hint is sliced).
        const View v = ViewFor(line.states[0], 0);
        ExpertAdvice sliced;
        sliced.Start(v, kGameSeed, kBudget);
        int pieces = 0;
        while (!sliced.Step(300)) ++pieces;
        CHECK(pieces > 1);
        CHECK(PlanText(sliced.Plan()) == PlanText(hints[0]));
        CHECK(sliced.Progress() == 1);
    }

    TEST_CASE("a played plan that differs is compared on fresh samples, with a margin of error") {
        Line line(FreeFamigliaZero());
        line.Play("take A0");  // the mistake
        line.PlayNormal(5);
        const auto results = Analyse(line, 0);
        const DecisionResult& first = results[0];
        CHECK(first.Differs());
        CHECK(first.margin < first.Cost());  // a clear mistake: beyond its margin
        CHECK(first.playouts >= 2);
        // Normal play against the advice: some decisions differ by less than their noise, some by more.
        const auto partway = Analyse(PartwayGame(14, 60), kBothPlayers, 6000);
        int compared = 0, noisy = 0, beyond = 0;
        for (const DecisionResult& r : partway) {
            beyond += r.Cost() > 0 && r.Cost() > r.margin;
            if (r.margin == 0) continue;
            ++compared;
            noisy += r.Cost() <= r.margin;
            CHECK(r.playouts >= 2);
            // Twice the standard error of n paired differences in -1..1 is at most 2 / sqrt(n - 1).
            CHECK(r.margin * r.margin * (r.playouts - 1) <= 4.0 + 1e-9);
        }
        CHECK(compared > 0);
        CHECK(noisy > 0);
        const auto top = CostliestDecisions(partway, 100);
        for (int i : top)
            CHECK(partway[static_cast<std::size_t>(i)].Cost() > partway[static_cast<std::size_t>(i)].margin);
        CHECK(static_cast<int>(top.size()) == beyond);
        CHECK(beyond < static_cast<int>(partway.size()));
    }

    TEST_CASE("the analysis is deterministic, and the seed is what varies it") {
        const Line line = PartwayGame(11, 40);
        const auto a = Analyse(line, kBothPlayers, 3000, 5);
        const auto b = Analyse(line, kBothPlayers, 3000, 5);
        REQUIRE(!a.empty());
        CHECK(a == b);
        const auto c = Analyse(line, kBothPlayers, 3000, 6);
        CHECK(!(a == c));
    }

    TEST_CASE("thinking in slices gives the one-step answer, with progress growing to 1") {
        const Line line = PartwayGame(12, 30);
        const auto whole = Analyse(line, 1, 3000);
        GameAnalysis a;
        CHECK(a.Progress() == 0);
        a.Start(line.states, line.moves, {1, 3000, 1});
        double last = a.Progress();
        CHECK(last == 0);
        int steps = 0;
        std::size_t seen = 0;
        while (!a.Step(700)) {
            ++steps;
            CHECK(a.Progress() >= last);
            CHECK(a.Progress() < 1);
            last = a.Progress();
            CHECK(a.Results().size() >= seen);  // results grow one finished decision at a time
            seen = a.Results().size();
        }
        CHECK(a.Progress() == 1);
        CHECK(steps > static_cast<int>(whole.size()));
        CHECK(a.Results() == whole);
        CHECK(a.largest_piece() < 10000);
    }

    TEST_CASE("no peeking: scrambling the hidden draw order changes nothing") {
        const Line line = PartwayGame(13, 40);
        const auto seen = Analyse(line, kBothPlayers, 3000);
        for (std::uint64_t k = 1; k <= 2; ++k) {
            GameAnalysis a;
            a.Start(ScrambleHidden(line.states, k), line.moves, {kBothPlayers, 3000, 1});
            a.Step(INT64_MAX);
            CHECK(a.Results() == seen);
        }
        // The scramble does change the states (the test would be empty otherwise).
        CHECK(!(ScrambleHidden(line.states, 1) == line.states));
    }

    TEST_CASE("the costliest decisions: at most three, costliest first, none free of cost or within its margin") {
        std::vector<DecisionResult> r(6);
        const double best[] = {0.5, 0.9, 0.75, 0.7, 0.5, 0.9}, played[] = {0.5, 0.25, 0.5, 0.125, 0.375, 0.1};
        const double margin[] = {0, 0.1, 0.2, 0.3, 0.1, 0.8};  // the last: the costliest, but within its margin
        for (int i = 0; i < 6; ++i) {
            r[static_cast<std::size_t>(i)].chance_best = best[i];
            r[static_cast<std::size_t>(i)].chance_played = played[i];
            r[static_cast<std::size_t>(i)].margin = margin[i];
        }
        CHECK(CostliestDecisions(r) == std::vector<int>{1, 3, 2});
        CHECK(CostliestDecisions(r, 1) == std::vector<int>{1});
        r[2].margin = 0.25;  // a cost of 0.25 is not beyond a margin of 0.25
        CHECK(CostliestDecisions(r) == std::vector<int>{1, 3, 4});
        r.resize(1);
        CHECK(CostliestDecisions(r).empty());
        CHECK(CostliestDecisions({}).empty());
    }
}
