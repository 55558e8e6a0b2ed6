// shell/games/famiglia/analysis/analysis_view.h — the "Analyse" screen after a game without ImGui: running the
// Expert's analysis (core/famiglia/analysis.h) in slices per frame, and what the screen shows: the win-chance
// graph's points, the three costliest decisions as rows of text, and the test hook's object. Drawing is in
// analysis_draw.cpp.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "famiglia/analysis.h"
#include "famiglia/session.h"
#include "games/famiglia/names.h"
#include "games/famiglia/texts/texts.h"

namespace shell::games::famiglia {

// The analysis of the game on the screen (part of TableUi). It belongs to one game: a new game or a load
// (Session::game_number) makes it stale, and the screen offers a fresh start.
struct AnalysisUi {
    GameAnalysis analysis;
    int player = 0;
    bool running = false;  // started, not finished, not cancelled
    std::uint64_t game_number = 0;
    int moves = 0;  // the session's moves when it started
    // Timing of the run, for the test hook: wall time from the start to the end, and the time spent working.
    double started_ms = 0, wall_ms = 0, busy_ms = 0;
};

void StartAnalysis(AnalysisUi& a, const Session& s, int player);
// The "Analyse" button: the sheet opens on the analysis of the person's own decisions, started at once (against
// the computer the person's seat, else `viewer`, the seat at the bottom of the screen); the other seat is one tap
// away. An analysis of this game already there (running, finished or cancelled) is kept.
int OwnAnalysisSeat(const Session& s, int viewer);
void OpenAnalysis(AnalysisUi& a, const Session& s, int viewer);
// Work per frame while the analysis runs: more than the computer's 12 ms (a frame then draws at about 40 per
// second on a fast machine, and the analysis gets most of the time), well under the 50 ms of a long task.
inline constexpr double kAnalysisFrameMs = 20;

// One frame's share of the work: slices until `budget_ms` of wall time passed. Returns true while running.
// An analysis of another game (a new game, a load, a move since) stops instead.
bool StepAnalysis(AnalysisUi& a, const Session& s, double budget_ms);
void CancelAnalysis(AnalysisUi& a);  // stops; the decisions analysed so far stay
// Results that belong to the session's game as it is now (not a previous game's).
bool AnalysisFits(const AnalysisUi& a, const Session& s);

// The graph: per decision, the chance before it (the Expert's best plan) and after it (the plan played), at
// x = k / n and (k + 1) / n for decision k of n; y is the chance, 0..1.
struct GraphPoint {
    float x = 0, y = 0;
    bool operator==(const GraphPoint&) const = default;
};
std::vector<GraphPoint> GraphPoints(const std::vector<DecisionResult>& results, int decisions);

// One of the three costliest decisions (beyond their margin of error: CostliestDecisions), ready to show.
struct CostRow {
    int move = 0;                   // index of the decision's first action (the replay jumps there)
    int turn = 0;                   // the player's turn, from 1
    std::string played, preferred;  // notation: "take A1 A0 M1; pass"
    int played_pct = 0, best_pct = 0;
    int cost_points = 0;    // percentage points, rounded
    int margin_points = 0;  // its margin of error (about 95%), percentage points rounded up
    float x = 0;            // where the decision lies on the graph (its "after" point)
};
std::vector<CostRow> CostRows(const std::vector<DecisionResult>& results, int decisions);
std::string CostRowText(Lang lang, const CostRow& row);  // one sentence
std::string PlanText(const TurnPlan& plan);

// The test hook's `analysis` object: {player, running, done, progress, decisions, analysed, wall_ms, busy_ms,
// points, top}.
std::string AnalysisJson(const AnalysisUi& a, const Session& s);

}  // namespace shell::games::famiglia
