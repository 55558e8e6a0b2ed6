// shell/games/famiglia/table_internal.h — what table_view.cpp and dialogs.cpp share: the frame context, the
// layout and a few drawing helpers. Not for other files.
#pragma once

#include <string>
#include <vector>

#include "games/famiglia/card_draw.h"
#include "games/famiglia/game_ui.h"

namespace fam::ui {

struct Layout {
    bool portrait = false;
    bool side = false;        // a right-hand column for controls and log
    bool compact_opp = false; // the other player as one strip (tap for the grids)
    float pad = 10;
    Rect top_bar, opp, street, status, own, side_col, bottom_bar;
};

// Everything one frame needs, built once at its start.
struct Ctx {
    GameUi& g;
    Session& s;
    Ui& ui;
    FrameEnv& env;
    const State& st;
    Lang lang;
    int me;              // the seat drawn at the bottom
    bool my_turn;        // a person at this device may act now
    float now;
    ImDrawList* dl = nullptr;
    Layout lay;
    // Cards of the other player's latest turn, outlined on the table.
    Counts hl_hand[2]{}, hl_area[2]{}, hl_street{};
    int hl_first = 0, hl_last = 0;  // that turn's actions: moves [hl_first, hl_last)

    const char* Tr(T t) const { return Text(lang, t); }
};

std::string SeatName(const Ctx& c, int seat);
bool SeatIsYou(const Ctx& c, int seat);   // the second-person "you" of a game against the computer
std::string VpText(Lang lang, CardType t);

// Applies `m` if (and only if) it is in the core's legal list of the current state.
bool PlayLegal(Ctx& c, const Move& m);
void ClearGestures(GameUi& g);
void RequestPass(Ctx& c);   // pass, or the confirmation when it would end the game
// The legal takes and refreshes of Street card `t`, in the core's order.
std::vector<Move> StreetWays(const Ctx& c, CardType t);
// A seat's hand and play area as grids inside `r` (the portrait "opponent" sheet).
void DrawSeatGrids(Ctx& c, int seat, const Rect& r);
void StartNewGame(Ctx& c);

// Word-wrapped text in which card codes are coloured and show the card on hover. Returns the height used.
float DrawRichText(Ctx& c, ImFont* font, float size, ImVec2 pos, float width, const std::string& text, ImU32 col,
                   bool draw = true);
// The largest size from `size` down to 11, in half steps, at which `text` wrapped to `width` is at most
// `height` tall (11 if none is): long sentences get smaller rather than run into what is below them.
float FitRichTextSize(Ctx& c, ImFont* font, float size, float width, float height, const std::string& text);

// A card at `r` with its VP text.
void DrawCardAt(Ctx& c, const Rect& r, const CardLook& look);
// The sheet panel behind dialogs: dims the table, returns the panel rectangle.
Rect BeginSheet(Ctx& c, const char* window_id, float want_w, float want_h, bool opaque = false);
void EndSheet();

void DrawDialogs(Ctx& c);     // dialogs.cpp: whichever overlay is open
void DrawSideControls(Ctx& c, const Rect& r, bool compact);  // table_view.cpp

}  // namespace fam::ui
