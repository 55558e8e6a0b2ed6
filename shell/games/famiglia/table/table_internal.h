// shell/games/famiglia/table/table_internal.h — what the table's drawing files share (table_view.cpp, table_zones.cpp,
// table_controls.cpp, dialogs.cpp, menu_sheet.cpp, table_test_hook.cpp; cards/rich_text.cpp, analysis/, daily/,
// replay/replay_view.cpp): the frame context and a few drawing helpers. Not for other
// files. What to show is decided in table_model.h / table_status.h, what a tap does in table_input.h, where
// things go in table_layout.h.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "games/famiglia/cards/card_draw.h"
#include "games/famiglia/names.h"
#include "games/famiglia/table/table_input.h"
#include "games/famiglia/table/table_layout.h"
#include "games/famiglia/table/table_model.h"
#include "games/famiglia/table/table_status.h"
#include "games/famiglia/table/table_ui.h"
#include "ui/guide_strip.h"
#include "ui/mirror.h"
#include "ui/widgets.h"

namespace shell::games::famiglia {

using ui::Rect;
using ui::Ui;

// Everything one frame needs, built once at its start: the Scene (the game, the viewer, the UI state) and
// what drawing adds to it.
struct FrameCtx : Scene {
    TableGame& game;  // its session is Scene::s
    Ui& ui;
    FrameEnv& env;
    float now;
    ImDrawList* dl = nullptr;
    Layout lay;
    Highlights hl;  // the other player's latest turn, outlined on the table
    // The rules sheet's examples drawn whole in this frame, by name (rules_sheet.h ExampleName) and box: the test
    // hook's "rules_examples".
    std::vector<std::pair<std::string, Rect>> examples_shown{};
    std::optional<CardSpot> tapped{};  // the card tapped in this frame, carried out after drawing (DrawCardDetails)
    std::array<CardSpot, 128> card_spot{};  // the cards drawn this frame, for their details (fixed: no vector code)
    std::array<Rect, 128> card_rect{};
    int card_spots = 0;
    std::optional<CardSpot> details{};  // the card whose details are open this frame (test hook)
};

inline ImVec2 ToVec(Point p) { return ImVec2(p.x, p.y); }
inline Rect ToRect(const Box& b) { return {ToVec(b.min), ToVec(b.max)}; }
inline Box ToBox(const Rect& r) { return {{r.min.x, r.min.y}, {r.max.x, r.max.y}}; }

void StartNewGame(FrameCtx& c);
// table_test_hook.cpp: the test hook's "game" object for this frame (docs/testing.md).
std::string TestJson(const FrameCtx& c);

// table_zones.cpp: the players' zones, the Street and the piles.
void DrawSeat(FrameCtx& c, int seat, const Box& zone, const Usable& usable, bool compact_other);
void DrawStreet(FrameCtx& c, const Usable& usable);
// A seat's hand and play area as grids inside `r` (the portrait "opponent" sheet).
void DrawSeatGrids(FrameCtx& c, int seat, const Rect& r);

// A card drawn at `r` whose details may open; the last one drawn at a point wins.
inline void AddCardSpot(FrameCtx& c, const CardSpot& spot, const Rect& r) {
    if (c.card_spots >= static_cast<int>(c.card_spot.size())) return;
    c.card_spot[static_cast<std::size_t>(c.card_spots)] = spot;
    c.card_rect[static_cast<std::size_t>(c.card_spots++)] = r;
}
// card_details_draw.cpp, after the table's zones: the tap of this frame (c.tapped, or a tap on the other player's
// cards, which are no items) and the details of the card a hover, a long press or that tap opened (table_input.h
// PointCards).
void DrawCardDetails(FrameCtx& c);

// table_controls.cpp: the status line, the top bar and the buttons (bottom bar or right-hand column).
void DrawStatus(FrameCtx& c);
void DrawTopBar(FrameCtx& c);
void DrawControls(FrameCtx& c);

// rich_text.cpp. Word-wrapped text in which card codes are coloured and show the card on hover. Returns the
// height used.
float DrawRichText(FrameCtx& c, ImFont* font, float size, ImVec2 pos, float width, const std::string& text, ImU32 col,
                   bool draw = true);
// The largest size from `size` down to 11, in half steps, at which `text` wrapped to `width` is at most
// `height` tall (11 if none is): long sentences get smaller rather than run into what is below them.
float FitRichTextSize(FrameCtx& c, ImFont* font, float size, float width, float height, const std::string& text);
// A card at `r` with its VP text.
void DrawCardAt(FrameCtx& c, const Rect& r, const CardLook& look);

// dialogs.cpp. The sheet panel behind dialogs: dims the table, returns the panel rectangle.
Rect BeginSheet(FrameCtx& c, const char* window_id, float want_w, float want_h, bool opaque = false, float top = 0);
void EndSheet();
void DrawDialogs(FrameCtx& c);  // whichever overlay is open
// menu_sheet.cpp: the menu, also the start screen.
void DrawMenu(FrameCtx& c);

// guide/guide_table.cpp: the guided first game (guide/guide.h) on the table. GuidePrepare before drawing (leaves the
// guide when the game left its script; sets the gate's tap), GuideTurn plays the computer's scripted move while the
// guide leads, DrawGuideStrip draws the strip inside `r` (GuideStripHeight tall, 0 without a guide), GuideAfter after
// the dialogs says why a tap was refused and frames the step's tap; GuideEntry is "Learn to play" (returns h).
bool GuideLeads(const TableUi& g, const Session& s);
void GuidePrepare(TableUi& g, const Session& s, ui::GuideGate& gate);
float GuideStripHeight(const TableUi& g, const Session& s, ImFont* font, float width);
std::string GuideStripText(const TableUi& g, const Session& s);  // the step's words ("" without a guide)
bool GuideTurn(FrameCtx& c);
void DrawGuideStrip(FrameCtx& c, const Rect& r);
void GuideAfter(FrameCtx& c, ui::GuideGate& gate);
float GuideEntry(FrameCtx& c, float x, float y, float w, float h);

// analysis_draw.cpp: the "Analyse" button of the end screen and the analysis sheet.
void DrawAnalyseButton(FrameCtx& c, const Rect& r);
void DrawAnalysis(FrameCtx& c);

// replay_view.cpp (entry points for other screens: replay.h). Ends the replay when the session holds another
// game or the replay is no longer allowed, else keeps its choices within the rules (every frame).
void KeepReplayValid(TableUi& g, const TableGame& game);
// The replay's title band, status box and controls (the table itself is drawn from ShownState), and its keys.
void DrawReplay(FrameCtx& c, const ReplayScreen& screen);
void ReplayKeys(FrameCtx& c);

}  // namespace shell::games::famiglia
