// shell/games/famiglia/table_internal.h — what the table's drawing files share (table_view.cpp, table_zones.cpp,
// table_controls.cpp, rich_text.cpp, dialogs.cpp): the frame context and a few drawing helpers. Not for other
// files. What to show is decided in table_model.h / table_status.h, what a tap does in table_input.h, where
// things go in table_layout.h.
#pragma once

#include <string>
#include <vector>

#include "games/famiglia/card_draw.h"
#include "games/famiglia/game_ui.h"
#include "games/famiglia/names.h"
#include "games/famiglia/table_input.h"
#include "games/famiglia/table_layout.h"
#include "games/famiglia/table_model.h"
#include "games/famiglia/table_status.h"
#include "ui/widgets.h"

namespace shell::games::famiglia {

using ui::Rect;
using ui::Ui;

// Everything one frame needs, built once at its start: the Scene (the game, the viewer, the UI state) and
// what drawing adds to it.
struct Ctx : Scene {
    Ui& ui;
    FrameEnv& env;
    float now;
    ImDrawList* dl = nullptr;
    Layout lay;
    Highlights hl;  // the other player's latest turn, outlined on the table
};

inline ImVec2 ToVec(Point p) { return ImVec2(p.x, p.y); }
inline Rect ToRect(const Box& b) { return {ToVec(b.min), ToVec(b.max)}; }
inline Box ToBox(const Rect& r) { return {{r.min.x, r.min.y}, {r.max.x, r.max.y}}; }

void StartNewGame(Ctx& c);

// table_zones.cpp: the players' zones, the Street and the piles.
void DrawSeat(Ctx& c, int seat, const Box& zone, const Usable& usable, bool compact_other);
void DrawStreet(Ctx& c, const Usable& usable);
// A seat's hand and play area as grids inside `r` (the portrait "opponent" sheet).
void DrawSeatGrids(Ctx& c, int seat, const Rect& r);

// table_controls.cpp: the status line, the top bar and the buttons (bottom bar or right-hand column).
void DrawStatus(Ctx& c);
void DrawTopBar(Ctx& c);
void DrawControls(Ctx& c);

// rich_text.cpp. Word-wrapped text in which card codes are coloured and show the card on hover. Returns the
// height used.
float DrawRichText(Ctx& c, ImFont* font, float size, ImVec2 pos, float width, const std::string& text, ImU32 col,
                   bool draw = true);
// The largest size from `size` down to 11, in half steps, at which `text` wrapped to `width` is at most
// `height` tall (11 if none is): long sentences get smaller rather than run into what is below them.
float FitRichTextSize(Ctx& c, ImFont* font, float size, float width, float height, const std::string& text);
// A card at `r` with its VP text.
void DrawCardAt(Ctx& c, const Rect& r, const CardLook& look);

// dialogs.cpp. The sheet panel behind dialogs: dims the table, returns the panel rectangle.
Rect BeginSheet(Ctx& c, const char* window_id, float want_w, float want_h, bool opaque = false);
void EndSheet();
void DrawDialogs(Ctx& c);  // whichever overlay is open

// analysis_draw.cpp: the "Analyse" button of the end screen and the analysis sheet.
void DrawAnalyseButton(Ctx& c, const Rect& r);
void DrawAnalysis(Ctx& c);

// replay_view.cpp (entry points for other screens: replay.h). Ends the replay when the session holds another
// game or the replay is no longer allowed, else keeps its choices within the rules (every frame).
void KeepReplayValid(GameUi& g, const Session& s);
// The replay's title band, status box and controls (the table itself is drawn from ShownState), and its keys.
void DrawReplay(Ctx& c, const ReplayScreen& screen);
void ReplayKeys(Ctx& c);

}  // namespace shell::games::famiglia
