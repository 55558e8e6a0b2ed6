// shell/games/lacosanostra/table/scoring_screen.cpp — the scoring screen at the end of the game: a card per seat with
// its rows (sentences.h ScoreRows), the winner marked, and the ways on: replay, a new game, the start screen.
#include <algorithm>
#include <cmath>

#include "games/lacosanostra/replay/replay.h"
#include "games/lacosanostra/table/table_internal.h"
#include "imgui.h"
#include "ui/mirror.h"
#include "ui/palette.h"

namespace shell::games::lacosanostra {

using namespace ui::palette;
using lcn::Seat;
using ui::ButtonKind;
using ui::MakeRect;
using ui::Rect;

namespace {
constexpr float kGap = 6, kPad = 8;  // as the panel's (table_panels.cpp)

// The scoring screen: one card per family with its breakdown (texts.h ScoreRows), as many side by side as fit
// (every card lists the same rows in the same order, so cards side by side read as a table); it scrolls, the two
// buttons stay at the foot.
constexpr float kScoreCardMin = 300;  // a row's label and amount side by side, the detail under them
constexpr float kScoreLabel = 15, kScoreDetail = 13, kScoreHeader = 44;

float ScoreRowHeight(const FrameCtx& c, const ScoreRow& row, float cw) {
    const float amount = ui::TextSize(c.fonts.body, 16, row.amount.c_str()).x;
    float h = ui::TextSize(c.fonts.body, kScoreLabel, row.label.c_str(), cw - 2 * kPad - amount - 12).y + 6;
    if (!row.detail.empty()) h += ui::TextSize(c.fonts.body, kScoreDetail, row.detail.c_str(), cw - 2 * kPad).y + 2;
    return h + (row.kind == ScoreRowKind::kTotal ? 8 : 4);
}

float ScoreCardHeight(const FrameCtx& c, const std::vector<ScoreRow>& rows, float cw) {
    float h = kScoreHeader + kPad;
    for (const ScoreRow& row : rows) h += ScoreRowHeight(c, row, cw);
    return h;
}

void DrawScoreCard(FrameCtx& c, int p, const std::vector<ScoreRow>& rows, const Rect& r, bool winner) {
    const lcn::State& s = c.view.state;
    c.dl->AddRectFilled(r.min, r.max, kZone, 6);
    if (winner) c.dl->AddRect(r.min, r.max, kSky, 6, 0, 2.5f);
    DrawFamilyBadge(c.dl, c.fonts, ImVec2(r.min.x + kPad + 16, r.min.y + kScoreHeader * 0.5f), 32,
                    s.player[static_cast<std::size_t>(p)].family);
    const std::string name = NameOf(c, p);
    const float fs = ui::FitTextSize(c.fonts.title, 20, 12, name.c_str(), r.w() - 2 * kPad - 44);
    ui::DrawText(c.dl, c.fonts.title, fs, ImVec2(r.min.x + kPad + 40, r.min.y + (kScoreHeader - fs) * 0.5f - 2),
                 winner ? kSky : kText, name.c_str());
    float y = r.min.y + kScoreHeader;
    int said = 0;
    for (const ScoreRow& row : rows) {
        const bool total = row.kind == ScoreRowKind::kTotal;
        const ImU32 ink = row.kind == ScoreRowKind::kDisplayValue ? kMuted : kText;
        if (total) {
            c.dl->AddLine(ImVec2(r.min.x + kPad, y + 1), ImVec2(r.max.x - kPad, y + 1), kMuted, 1.0f);
            y += 5;
        }
        // A card per family's heading in the mirror, its rows as drawn.
        c.ui.Text("score:" + std::to_string(p) + ":" + std::to_string(said++), row.label + " " + row.amount, name);
        const float amount_w = ui::TextSize(c.fonts.body, 16, row.amount.c_str()).x;
        ui::DrawText(c.dl, total ? c.fonts.title : c.fonts.body, 16, ImVec2(r.max.x - kPad - amount_w, y),
                     total && winner ? kSky : ink, row.amount.c_str());
        const float label_w = r.w() - 2 * kPad - amount_w - 12;
        ui::DrawText(c.dl, c.fonts.body, kScoreLabel, ImVec2(r.min.x + kPad, y + 1), ink, row.label.c_str(), label_w);
        y += ui::TextSize(c.fonts.body, kScoreLabel, row.label.c_str(), label_w).y + 6;
        if (!row.detail.empty()) {
            ui::DrawText(c.dl, c.fonts.body, kScoreDetail, ImVec2(r.min.x + kPad, y - 2), kMuted, row.detail.c_str(),
                         r.w() - 2 * kPad);
            y += ui::TextSize(c.fonts.body, kScoreDetail, row.detail.c_str(), r.w() - 2 * kPad).y + 2;
        }
        y += total ? 3 : 4;
    }
}

}  // namespace

void DrawScoring(FrameCtx& c) {
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const lcn::State& s = c.view.state;
    const lcn::Outcome o = lcn::OutcomeOf(s);
    const Lang lang = c.t.settings.lang;
    const float w = std::min(ds.x - 2 * kPad, 1800.0f), x = (ds.x - w) * 0.5f;
    const float foot = ds.y - kTouch - 2 * kPad;
    const Rect view = MakeRect(x, 0, w, foot - kGap);
    // As many cards side by side as fit, then balanced over the rows (five at 1280 px: 3 + 2, not 4 + 1).
    const int players = std::max(1, static_cast<int>(s.players));
    const int fit = std::clamp(static_cast<int>((w + kGap) / (kScoreCardMin + kGap)), 1, players);
    const int card_rows = (players + fit - 1) / fit;
    const int cols = (players + card_rows - 1) / card_rows;
    const float cw = (w - kGap * static_cast<float>(cols - 1)) / static_cast<float>(cols);

    c.dl->PushClipRect(view.min, view.max, true);
    float y = view.min.y + 12 - c.t.scroll;
    const float y0 = y;
    ui::DrawText(c.dl, c.fonts.title, 26, ImVec2(x, y), kText, Text(lang, T::kScoreTitle));
    y += 38;
    const std::string verdict = ScoreVerdict(lang, s, c.game.session.names());
    ui::DrawText(c.dl, c.fonts.body, 19, ImVec2(x, y), kSky, verdict.c_str(), w);
    ui::MirrorSay(verdict);
    y += ui::TextSize(c.fonts.body, 19, verdict.c_str(), w).y + 12;
    for (int first = 0; first < s.players; first += cols) {  // a row of cards shares the tallest card's height
        std::vector<std::vector<ScoreRow>> rows;
        float h = 0;
        for (int p = first; p < std::min(first + cols, static_cast<int>(s.players)); ++p) {
            rows.push_back(ScoreRows(lang, s, static_cast<Seat>(p)));
            h = std::max(h, ScoreCardHeight(c, rows.back(), cw));
        }
        for (std::size_t k = 0; k < rows.size(); ++k) {
            const int p = first + static_cast<int>(k);
            const Rect card = MakeRect(x + static_cast<float>(k) * (cw + kGap), y, cw, h);
            DrawScoreCard(c, p, rows[k], card, (o.winners >> p & 1u) != 0);
            c.ui.Mark("score:" + std::to_string(p), card);
        }
        y += h + kGap;
    }
    c.reach = view;
    y += DrawStory(c, x, y + 8, w) + 8;
    c.dl->PopClipRect();
    ui::ScrollInput(c.t.scroll, view, y - y0 + 12);
    // The rules at the end too (menu.h RouteToRules), in the corner the hand-off's Menu takes.
    if (RouteToRules(c.t.overlay, c.game.started, c.screen.kind) == RulesRoute::kRulesButton &&
        c.ui.Button("button:rules", MakeRect(ds.x - kMenuW - 12, 12, kMenuW, kMenuH), c.Say(ui::Common::kRules)))
        OpenSheet(c.t, Overlay::kRules);

    const float bw = std::min((w - 2 * kGap) / 3, 320.0f), bx = (ds.x - 3 * bw - 2 * kGap) * 0.5f;
    if (c.ui.Button("button:replay", MakeRect(bx + 2 * (bw + kGap), foot, bw, kTouch), Text(lang, T::kReplay)))
        OpenReplay(c.t, c.game, 0);
    if (c.ui.Button("button:play-again", MakeRect(bx, foot, bw, kTouch), c.Say(W::kPlayAgain), ButtonKind::kPrimary)) {
        // The same table again with a fresh deal: players, names and options of this game.
        NextGame& n = c.t.next;
        const lcn::Setup& setup = c.game.session.setup();
        n.players = setup.players;
        n.options = setup.options;
        for (int p = 0; p < lcn::kMaxPlayers; ++p)
            n.names[static_cast<std::size_t>(p)] = c.game.session.names()[static_cast<std::size_t>(p)];
        c.t.note = StartGame(c.t, c.game, std::nullopt);
    }
    if (c.ui.Button("button:new-game", MakeRect(bx + bw + kGap, foot, bw, kTouch), c.Say(ui::Common::kNewGame))) {
        c.t.overlay = Overlay::kStart;
        c.t.scroll = 0;
    }
}

}  // namespace shell::games::lacosanostra
