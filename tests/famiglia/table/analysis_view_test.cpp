// The analysis screen without drawing (shell/games/famiglia/analysis/analysis_view.h): the graph's points, the rows of
// the three costliest decisions and their sentences in both languages, running in slices, cancelling, a new
// game making the old analysis stale, and the test hook's object.
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "famiglia/game.h"
#include "games/famiglia/analysis/analysis_view.h"

using namespace fam;
using namespace shell::ui;
using namespace shell::games::famiglia;

namespace {

DecisionResult Decision(int first_move, int turn, double best, double played, const char* played_move,
                        const char* preferred_move, double margin = 0.05) {
    DecisionResult r;
    r.margin = margin;
    r.span = {0, turn, first_move, 1};
    r.chance_best = best;
    r.chance_played = played;
    r.played.push_back(*ParseMove(played_move));
    r.preferred.push_back(*ParseMove(preferred_move));
    return r;
}

// A short game of the Normal bot against itself: a person (seat 0) against the Normal computer.
Session ShortGame() {
    Session s;
    s.NewGame(Setup{.seed = 21, .first = 0}, {SeatKind::kPerson, SeatKind::kNormal});
    Rng rng(4);
    for (int i = 0; i < 24 && !s.current().over; ++i)
        s.Apply(ChooseMove(ViewFor(s.current(), s.current().to_move), DefaultBotConfig(BotLevel::kNormal), rng));
    return s;
}

}  // namespace

TEST_SUITE("famiglia analysis screen") {
    TEST_CASE("the graph has a before and an after point per analysed decision, across the width") {
        const std::vector<DecisionResult> r = {Decision(0, 0, 0.5, 0.5, "pass", "pass"),
                                               Decision(2, 1, 0.75, 0.25, "take A0", "take F0")};
        const auto points = GraphPoints(r, 4);  // two of four decisions analysed so far
        REQUIRE(points.size() == 4);
        CHECK(points[0] == GraphPoint{0.0f, 0.5f});
        CHECK(points[1] == GraphPoint{0.25f, 0.5f});
        CHECK(points[2] == GraphPoint{0.25f, 0.75f});
        CHECK(points[3] == GraphPoint{0.5f, 0.25f});
        CHECK(GraphPoints(r, 2).back().x == 1.0f);
        CHECK(GraphPoints({}, 0).empty());
    }

    TEST_CASE("the costliest rows: at most three, costliest first, with turn, plans, chances and the difference") {
        const std::vector<DecisionResult> r = {
            Decision(0, 0, 0.5, 0.5, "pass", "pass"),
            Decision(3, 1, 0.8, 0.3, "take A0", "take F0"),
            Decision(7, 2, 0.6, 0.5, "refresh B2", "take M1"),
            Decision(9, 3, 0.9, 0.2, "pass", "take B1"),
            Decision(12, 4, 0.4, 0.38, "take B0", "take M0"),
            Decision(14, 5, 0.8, 0.2, "take B0", "take M0", 0.61),  // the costliest, but within its margin
        };
        const auto rows = CostRows(r, 6);
        REQUIRE(rows.size() == 3);
        CHECK(rows[0].move == 9);
        CHECK(rows[0].turn == 4);
        CHECK(rows[0].played == "pass");
        CHECK(rows[0].preferred == "take B1");
        CHECK(rows[0].played_pct == 20);
        CHECK(rows[0].best_pct == 90);
        CHECK(rows[0].cost_points == 70);
        CHECK(rows[0].margin_points == 5);
        CHECK(rows[0].x == doctest::Approx(4.0 / 6));
        CHECK(rows[1].move == 3);
        CHECK(rows[2].move == 7);
        CHECK(CostRowText(Lang::kEnglish, rows[0]) ==
              "Turn 4: played pass (20%). The Expert: take B1 (90%), 70 ± 5 percentage points more.");
        CHECK(CostRowText(Lang::kGerman, rows[0]) ==
              "Zug 4: gespielt pass (20%). Der Experte: take B1 (90%), 70 ± 5 Prozentpunkte mehr.");
        TurnPlan two;
        two.push_back(*ParseMove("brute B2 M3 1"));
        two.push_back(*ParseMove("take M3 M0 M2"));
        CHECK(PlanText(two) == "brute B2 M3 1; take M3 M0 M2");
    }

    TEST_CASE("Analyse starts at once on the person's own decisions, the other seat one tap away") {
        const Session s = ShortGame();  // a person at seat 0 against the computer
        AnalysisUi a;
        OpenAnalysis(a, s, 1);  // the viewer does not matter against the computer
        CHECK(a.player == 0);
        CHECK(a.running);
        const auto hook = nlohmann::json::parse(AnalysisJson(a, s));
        CHECK(hook["running"] == true);  // the sheet's first frame shows the run and its progress
        CHECK(hook["decisions"].get<int>() > 0);
        // Opening the sheet again keeps the run (or its results); a seat's button starts the other side.
        StepAnalysis(a, s, 1);
        const double progress = a.analysis.Progress();
        OpenAnalysis(a, s, 0);
        CHECK(a.analysis.Progress() == progress);
        StartAnalysis(a, s, 1);
        CHECK(a.player == 1);
        OpenAnalysis(a, s, 0);
        CHECK(a.player == 1);

        Session computer_first;
        computer_first.NewGame(Setup{.seed = 21, .first = 0}, {SeatKind::kNormal, SeatKind::kPerson});
        CHECK(OwnAnalysisSeat(computer_first, 0) == 1);
        Session hot_seat;
        hot_seat.NewGame(Setup{.seed = 21, .first = 0}, {SeatKind::kPerson, SeatKind::kPerson});
        CHECK(OwnAnalysisSeat(hot_seat, 0) == 0);
        CHECK(OwnAnalysisSeat(hot_seat, 1) == 1);
    }

    TEST_CASE("the screen's analysis runs in frame slices to the end, can be cancelled, and belongs to one game") {
        Session s = ShortGame();
        AnalysisUi a;
        CHECK(!AnalysisFits(a, s));
        StartAnalysis(a, s, 1);
        CHECK(AnalysisFits(a, s));
        CHECK(a.running);
        CHECK(a.player == 1);
        int frames = 0;
        double last = 0;
        while (StepAnalysis(a, s, 2)) {
            ++frames;
            CHECK(a.analysis.Progress() >= last);
            last = a.analysis.Progress();
        }
        CHECK(frames > 1);  // more than one frame: the page keeps drawing in between
        CHECK(a.analysis.Done());
        CHECK(a.analysis.Results().size() == a.analysis.Decisions().size());
        for (const DecisionResult& r : a.analysis.Results()) CHECK(r.span.player == 1);
        const auto hook = nlohmann::json::parse(AnalysisJson(a, s));
        CHECK(hook["done"] == true);
        CHECK(hook["running"] == false);
        CHECK(hook["progress"] == 1.0);
        CHECK(hook["points"].size() == 2 * a.analysis.Results().size());
        CHECK(hook["top"].size() == CostRows(a.analysis.Results(), hook["decisions"].get<int>()).size());

        // Cancelling stops the work; what was analysed stays.
        StartAnalysis(a, s, 0);
        StepAnalysis(a, s, 1);
        CancelAnalysis(a);
        const std::size_t kept = a.analysis.Results().size();
        CHECK(!StepAnalysis(a, s, 50));
        CHECK(a.analysis.Results().size() == kept);
        CHECK(nlohmann::json::parse(AnalysisJson(a, s))["running"] == false);

        // Another move or another game: the analysis no longer fits and the hook shows none.
        Rng rng(1);
        REQUIRE(!s.current().over);
        CHECK(s.Apply(ChooseMove(ViewFor(s.current(), s.current().to_move), DefaultBotConfig(BotLevel::kNormal), rng))
                  .ok());
        CHECK(!AnalysisFits(a, s));
        CHECK(nlohmann::json::parse(AnalysisJson(a, s))["points"].empty());
        // A run of the old game stops once the game moved on.
        AnalysisUi old;
        StartAnalysis(old, ShortGame(), 0);
        CHECK(old.running);
        CHECK(!StepAnalysis(old, s, 50));
        CHECK(!old.running);
        CHECK(old.analysis.Results().empty());
    }
}
