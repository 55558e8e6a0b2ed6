// shell/games/famiglia/analysis/analysis_draw.cpp — drawing the analysis by the Expert: the end screen's
// "Analyse" button and the sheet with the player choice, the progress bar, the win-chance graph and the three
// costliest decisions. What to show comes from analysis_view.h; the work runs in TableFrame (table_view.cpp).
#include <algorithm>
#include <string>

#include "games/famiglia/replay/replay.h"
#include "games/famiglia/table/table_internal.h"
#include "ui/palette.h"

namespace shell::games::famiglia {

using ui::ButtonKind;
using ui::DrawText;
using ui::DrawTextCentred;
using ui::FitTextSize;
using ui::MakeRect;
using ui::ProgressWidth;
using ui::Rect;

using namespace ui::palette;

namespace {

// The graph: 0, 50 and 100% lines, the chosen player's chance before and after each decision, and the three
// costliest decisions marked with their rank.
void DrawGraph(FrameCtx& c, const Rect& r, const std::vector<GraphPoint>& points, const std::vector<CostRow>& rows) {
    c.dl->AddRectFilled(r.min, r.max, kZone, 6);
    const float lx = r.min.x + 40, rx = r.max.x - 10, ty = r.min.y + 10, by = r.max.y - 10;
    auto at = [&](float x, float y) { return ImVec2(lx + (rx - lx) * x, by - (by - ty) * y); };
    for (int k = 0; k <= 2; ++k) {
        const float y = static_cast<float>(k) * 0.5f;
        c.dl->AddLine(at(0, y), at(1, y), IM_COL32(255, 255, 255, k == 1 ? 60 : 30));
        const std::string label = std::to_string(k * 50) + "%";
        DrawText(c.dl, c.ui.body(), 12, ImVec2(r.min.x + 4, at(0, y).y - 7), kMuted, label.c_str());
    }
    for (std::size_t i = 1; i < points.size(); ++i) {
        c.dl->AddLine(at(points[i - 1].x, points[i - 1].y), at(points[i].x, points[i].y), kSky, 2.0f);
    }
    int rank = 1;
    for (const CostRow& row : rows) {
        const float y = static_cast<float>(row.played_pct) / 100.0f;
        const ImVec2 p = at(row.x, y);
        c.dl->AddCircleFilled(p, 9, kAccent);
        DrawTextCentred(c.dl, c.ui.body(), 12, Rect{ImVec2(p.x - 9, p.y - 9), ImVec2(p.x + 9, p.y + 9)}, kDark,
                        std::to_string(rank++).c_str());
    }
}

}  // namespace

void DrawAnalyseButton(FrameCtx& c, const Rect& r) {
    if (c.ui.Button("button:analyse", r, c.Tr(T::kAnalyse))) {
        c.g.overlay = Overlay::kAnalysis;
        OpenAnalysis(c.g.analysis, c.s, c.me);  // its progress shows in the sheet's first frame
    }
}

void DrawAnalysis(FrameCtx& c) {
    TableUi& g = c.g;
    AnalysisUi& a = g.analysis;
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const Rect p = BeginSheet(c, "##analysis", 640, ds.y - 24);
    const float x = p.min.x + 16, w = p.w() - 32, gap = 8;
    const bool small = p.h() < 560;
    const float fs = FitTextSize(c.ui.title(), 22, 14, c.Tr(T::kAnalysisTitle), w);
    DrawText(c.dl, c.ui.title(), fs, ImVec2(x, p.min.y + 12), kText, c.Tr(T::kAnalysisTitle));
    float y = p.min.y + 12 + fs + 8;

    // Whose decisions: one button per seat (the selected one is the analysed player).
    const bool fits = AnalysisFits(a, c.s);
    if (!fits) {
        y += DrawRichText(c, c.ui.body(), 15, ImVec2(x, y), w, c.Tr(T::kAnalysisChoose), kMuted) + 6;
    }
    const float half = (w - gap) * 0.5f;
    for (int seat = 0; seat < 2; ++seat) {
        const std::string name = SeatName(c, seat);
        const ButtonKind kind = fits && a.player == seat ? ButtonKind::kSelected : ButtonKind::kNormal;
        if (c.ui.Button("button:analyse-" + std::to_string(seat),
                        MakeRect(x + static_cast<float>(seat) * (half + gap), y, half, 44), name.c_str(), kind)) {
            StartAnalysis(a, c.s, seat);
        }
    }
    y += 44 + gap + 4;

    const float close_y = p.max.y - 16 - 46;
    if (fits) {
        const std::string name = SeatName(c, a.player);
        const std::vector<DecisionResult>& results = a.analysis.Results();
        const int decisions = static_cast<int>(a.analysis.Decisions().size());
        if (a.running) {
            const std::string line =
                Fmt(c.Tr(T::kAnalysing), {name, std::to_string(static_cast<int>(a.analysis.Progress() * 100))});
            y += DrawRichText(c, c.ui.body(), 15, ImVec2(x, y), w, line, kText) + 4;
            const Rect bar = MakeRect(x, y, w, 12);
            c.ui.Mark("analysis:progress", bar);
            c.dl->AddRectFilled(bar.min, bar.max, kZone, 6);
            c.dl->AddRectFilled(bar.min, ImVec2(bar.min.x + ProgressWidth(w, a.analysis.Progress()), bar.max.y), kSky,
                                6);
            y += 12 + gap;
        } else {
            const std::string title = Fmt(c.Tr(T::kAnalysisGraph), {name});
            y += DrawRichText(c, c.ui.body(), 15, ImVec2(x, y), w, title, kText) + 4;
        }
        const std::vector<CostRow> rows = a.running ? std::vector<CostRow>{} : CostRows(results, decisions);
        const float graph_h = small ? 110.0f : 170.0f;
        const Rect graph = MakeRect(x, y, w, graph_h);
        c.ui.Mark("analysis:graph", graph);
        DrawGraph(c, graph, GraphPoints(results, decisions), rows);
        y += graph_h + gap;

        if (!a.running) {
            y += DrawRichText(c, c.ui.body(), 15, ImVec2(x, y), w,
                              c.Tr(rows.empty() ? T::kAnalysisNone : T::kAnalysisTop), kText) +
                 4;
            const float row_size = small ? 13.0f : 14.0f;
            for (std::size_t i = 0; i < rows.size(); ++i) {
                const std::string text = std::to_string(i + 1) + ". " + CostRowText(c.lang, rows[i]);
                const float th = DrawRichText(c, c.ui.body(), row_size, ImVec2(0, 0), w - 16, text, kText, false);
                const Rect item = MakeRect(x, y, w, std::max(44.0f, th + 12));
                // The replay opens at the decision; its "Back to game" returns to this sheet.
                if (c.ui.Item("analysis:top-" + std::to_string(i), item)) OpenReplay(g, c.game, rows[i].move);
                c.dl->AddRectFilled(item.min, item.max, kZone, 6);
                if (c.ui.hovered() || c.ui.focused()) c.dl->AddRect(item.min, item.max, kSky, 6, 0, 2);
                DrawRichText(c, c.ui.body(), row_size, ImVec2(x + 8, y + 6), w - 16, text, kText);
                y += item.h() + 6;
            }
            if (y + 40 < close_y) DrawRichText(c, c.ui.body(), 12, ImVec2(x, y + 2), w, c.Tr(T::kAnalysisNote), kMuted);
        }
    }

    // Cancel while it runs (the results so far stay on the graph); Close otherwise.
    if (a.running) {
        if (c.ui.Button("button:analysis-cancel", MakeRect(x, close_y, w, 46), c.Tr(T::kCancel))) CancelAnalysis(a);
    } else if (c.ui.Button("button:analysis-close", MakeRect(x, close_y, w, 46), c.Tr(Common::kClose))) {
        g.overlay = c.st.over ? Overlay::kEnd : Overlay::kNone;
    }
    EndSheet();
}

}  // namespace shell::games::famiglia
