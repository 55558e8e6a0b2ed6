// shell/games/famiglia/analysis/analysis_view.cpp — see analysis_view.h.
#include "games/famiglia/analysis/analysis_view.h"

#include <chrono>
#include <nlohmann/json.hpp>

#include "famiglia/notation.h"
#include "ui/lang.h"

namespace shell::games::famiglia {

namespace {
// Like the computer seat (computer.cpp): small slices until the frame's share of wall time is used. One
// playout to the end of the game is the largest piece (a few thousand units, a few milliseconds).
constexpr std::int64_t kUnitsPerSlice = 1500;

double NowMs() {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

int Percent(double chance) { return static_cast<int>(chance * 100 + 0.5); }
// A margin is not rounded away: 0.3 points show as 1.
int PercentUp(double margin) {
    const int p = static_cast<int>(margin * 100);
    return p < margin * 100 ? p + 1 : p;
}
}  // namespace

void StartAnalysis(AnalysisUi& a, const Session& s, int player) {
    AnalysisConfig config;
    config.player = player;
    config.seed = s.seed();  // the same game gives the same analysis on every device
    a.analysis.Start(s, config);
    a.player = player;
    a.running = !a.analysis.Done();
    a.game_number = s.game_number();
    a.moves = s.num_moves();
    a.started_ms = NowMs();
    a.wall_ms = a.busy_ms = 0;
}

int OwnAnalysisSeat(const Session& s, int viewer) {
    if (s.PersonAgainstComputer()) return IsComputer(s.seat(0)) ? 1 : 0;
    return viewer == 1 ? 1 : 0;
}

void OpenAnalysis(AnalysisUi& a, const Session& s, int viewer) {
    if (!AnalysisFits(a, s)) StartAnalysis(a, s, OwnAnalysisSeat(s, viewer));
}

bool StepAnalysis(AnalysisUi& a, const Session& s, double budget_ms) {
    if (a.running && !AnalysisFits(a, s)) a.running = false;
    if (!a.running) return false;
    const double start = NowMs();
    while (!a.analysis.Step(kUnitsPerSlice) && NowMs() - start < budget_ms) {}
    const double now = NowMs();
    a.busy_ms += now - start;
    a.wall_ms = now - a.started_ms;
    a.running = !a.analysis.Done();
    return a.running;
}

void CancelAnalysis(AnalysisUi& a) { a.running = false; }

bool AnalysisFits(const AnalysisUi& a, const Session& s) {
    return a.analysis.Started() && a.game_number == s.game_number() && a.moves == s.num_moves();
}

std::vector<GraphPoint> GraphPoints(const std::vector<DecisionResult>& results, int decisions) {
    std::vector<GraphPoint> out;
    const float n = static_cast<float>(decisions > 0 ? decisions : 1);
    for (std::size_t k = 0; k < results.size() && static_cast<int>(k) < decisions; ++k) {
        out.push_back({static_cast<float>(k) / n, static_cast<float>(results[k].chance_best)});
        out.push_back({static_cast<float>(k + 1) / n, static_cast<float>(results[k].chance_played)});
    }
    return out;
}

std::string PlanText(const TurnPlan& plan) {
    std::string text;
    for (int i = 0; i < plan.size; ++i) text += (i ? "; " : "") + ToString(plan[i]);
    return text;
}

std::vector<CostRow> CostRows(const std::vector<DecisionResult>& results, int decisions) {
    std::vector<CostRow> out;
    const float n = static_cast<float>(decisions > 0 ? decisions : 1);
    for (int i : CostliestDecisions(results)) {
        const DecisionResult& r = results[static_cast<std::size_t>(i)];
        CostRow row;
        row.move = r.span.first_move;
        row.turn = r.span.turn + 1;
        row.played = PlanText(r.played);
        row.preferred = PlanText(r.preferred);
        row.played_pct = Percent(r.chance_played);
        row.best_pct = Percent(r.chance_best);
        row.cost_points = Percent(r.Cost());
        row.margin_points = PercentUp(r.margin);
        row.x = static_cast<float>(i + 1) / n;
        out.push_back(row);
    }
    return out;
}

std::string CostRowText(Lang lang, const CostRow& row) {
    return Fmt(Text(lang, T::kAnalysisRow),
               {std::to_string(row.turn), row.played, std::to_string(row.played_pct), row.preferred,
                std::to_string(row.best_pct), std::to_string(row.cost_points), std::to_string(row.margin_points)});
}

std::string AnalysisJson(const AnalysisUi& a, const Session& s) {
    using Json = nlohmann::ordered_json;
    Json j;
    const bool fits = AnalysisFits(a, s);
    j["player"] = a.player;
    j["running"] = fits && a.running;
    j["done"] = fits && a.analysis.Done();
    j["progress"] = fits ? a.analysis.Progress() : 0.0;
    const int decisions = fits ? static_cast<int>(a.analysis.Decisions().size()) : 0;
    j["decisions"] = decisions;
    j["analysed"] = fits ? static_cast<int>(a.analysis.Results().size()) : 0;
    j["wall_ms"] = fits ? a.wall_ms : 0.0;
    j["busy_ms"] = fits ? a.busy_ms : 0.0;
    Json& points = j["points"] = Json::array();
    Json& top = j["top"] = Json::array();
    if (fits) {
        for (const GraphPoint& p : GraphPoints(a.analysis.Results(), decisions)) points.push_back({p.x, p.y});
        if (a.analysis.Done()) {
            for (const CostRow& r : CostRows(a.analysis.Results(), decisions)) {
                top.push_back({{"move", r.move},
                               {"turn", r.turn},
                               {"played", r.played},
                               {"preferred", r.preferred},
                               {"played_pct", r.played_pct},
                               {"best_pct", r.best_pct},
                               {"cost_points", r.cost_points},
                               {"margin_points", r.margin_points}});
            }
        }
    }
    return j.dump();
}

}  // namespace shell::games::famiglia
