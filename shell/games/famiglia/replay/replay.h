// shell/games/famiglia/replay/replay.h — the replay's public entry points, for the end screen, the log sheet, the menu
// and other screens (the Expert's analysis jumps to a turn with OpenReplay). The replay is an index into the
// Session's history plus a viewing choice (replay_model.h); the table draws that moment (replay_view.cpp).
// It never applies or undoes an action: "Back to game" returns to the screen it was opened from.
#pragma once

#include "famiglia/session.h"
#include "games/famiglia/names.h"
#include "games/famiglia/table/table_ui.h"

namespace shell::games::famiglia {

// The replay may be opened now (a game is on the table and the secrecy rules of replay_model.h allow it).
bool CanOpenReplay(const TableUi& g, const TableGame& game);

// Opens the replay showing session.state(move_index) (the moment before move `move_index`, after move
// `move_index` - 1; clamped to [0, num_moves()]), seen from the table's viewer where allowed. Does nothing
// when CanOpenReplay is false. "Back to game" returns to the overlay open now (the log sheet and the menu
// return to the table).
void OpenReplay(TableUi& g, const TableGame& game, int move_index);

// Leaves the replay: back to the screen and viewer it was opened from.
void CloseReplay(TableUi& g);

}  // namespace shell::games::famiglia
