// shell/games/famiglia/daily/daily_ui.h — drawing the deal of the day (daily_state.h decides what): its entry in the
// menu and its part of the end screen, the player's result next to the Expert's, and the text to share with Copy.
#pragma once

#include "games/famiglia/names.h"
#include "games/famiglia/table/table_internal.h"

namespace shell::games::famiglia {

// The menu's "Deal of the day" button at (x, y), `h` tall; opens today's deal (OpenDaily).
void DrawDailyMenuEntry(FrameCtx& c, float x, float y, float w, float h);

// The end screen's daily part: its height (0 when the game shown is no daily deal), and drawing it at (x, y).
float DailyEndHeight(const FrameCtx& c);
void DrawDailyEnd(FrameCtx& c, float x, float y, float w);

}  // namespace shell::games::famiglia
