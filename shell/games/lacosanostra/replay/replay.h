// shell/games/lacosanostra/replay/replay.h — the replay's entry points for the table (table_view.cpp), the menu
// (start_screen.cpp) and the scoring screen (scoring_screen.cpp). The replay is an index into the Session's history
// (replay_model.h); replay_view.cpp draws that moment on the table and the story of the game. It never applies or
// undoes an action: "Back" returns to the screen it was opened from.
#pragma once

#include <nlohmann/json.hpp>

#include "games/lacosanostra/table/table_internal.h"

namespace shell::games::lacosanostra {

// Opens the replay at `index` (clamped) when replay_model.h allows it; "Back" returns to the overlay open now.
void OpenReplay(TableUi& t, const TableGame& game, int index);
// Closes a replay of another game or one no longer allowed (called every frame).
void KeepReplayValid(TableUi& t, const TableGame& game);
// The replay's screen: the table at the index, the controls, the keys.
void DrawReplay(FrameCtx& c);
// The menu's line: a Replay button, or why there is none now. Returns the height used.
float DrawReplayEntry(FrameCtx& c, float x, float y, float w);
// The scoring screen's story: the money chart and the three biggest swings (each opens the replay there).
// Returns the height used.
float DrawStory(FrameCtx& c, float x, float y, float w);
// The test hook's "replay" object: the index, the stops, the outline and the state shown.
void ReplayJson(const FrameCtx& c, nlohmann::ordered_json& j);

}  // namespace shell::games::lacosanostra
