// shell/games/famiglia/replay/replay_model.h — the replay of a game, decided without drawing: which moment of the
// Session's history is shown (an index into it, never a second game), from which seat, what may be shown, and
// how steps, the turn slider and log lines map to indices. No ImGui: tests/famiglia/table/replay_test.cpp checks it.
//
// Index i shows session.state(i): the moment after the session's move i - 1 (before move i); 0 is the deal and
// num_moves() the game as it stands. Each index after 0 is named by the action that led to it ("turn 7 of 31,
// action 3 of 4"), so a tap on log line i (which tells move i - 1) shows exactly that line's action done.
//
// What may be shown (docs/famiglia-rules.md decision 7: hands are deducible, so they are part of a seat's View; only
// the draw pile's order is secret):
//   - game over: everything, on request ("all open"): the full state, the draw pile's order at each moment;
//   - game in progress: a seat's View (view.h) only, never the draw pile's order; against the computer only
//     the person's seat; hot-seat with hands shown either seat (both hands are on the table anyway);
//   - hot-seat with hidden hands, game in progress: no replay (docs/table-design.md hand-off rule 1: the screen is
//   public,
//     and a replay behind the hand-off rules would show nothing the players do not see on the table).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "famiglia/session.h"
#include "games/famiglia/names.h"
#include "games/famiglia/table/table_layout.h"

namespace shell::games::famiglia {

enum class Overlay : std::uint8_t;  // table_ui.h

// The replay's UI state (a member of TableUi): where in the history, and the viewing choice.
struct ReplayUi {
    bool open = false;
    int index = 0;          // session.state(index) is shown
    int seat = 0;           // the seat drawn at the bottom
    bool all_open = false;  // game over only: both hands and the draw pile's order
    // Where "Back to game" returns: the overlay and the table's viewer when the replay was opened.
    Overlay back_overlay{};
    int back_viewer = 0;
    std::uint64_t game_number = 0;  // the replay closes when the session holds another game
};

// The replay may be opened now (see the rules above). `hands_hidden`: the hot-seat setting "other hand hidden".
bool ReplayAvailable(const Session& s, bool hands_hidden);
// The seats whose view may be chosen, and whether "all open" may be.
bool ReplaySeatAllowed(const Session& s, int seat);
bool ReplayAllOpenAllowed(const Session& s);

// The state of a new replay at `index` (clamped to [0, num_moves()]): seen from `viewer` where allowed (else
// the person's seat), all open when the game is over.
ReplayUi StartReplay(const Session& s, int index, int viewer);
// Keeps `r` within what `s` allows now (index in range, allowed seat, all open only after the game): called
// every frame, so no choice made earlier can show more than the rules above.
void ClampReplay(const Session& s, ReplayUi& r);

// What the table draws at the replay's index. `deck_order_shown`: the draw pile is listed in its real order
// (all open); otherwise `state` is ViewFor(state(index), seat).state, whose pile hides its order.
struct ReplayShown {
    State state;
    int seat = 0;
    bool deck_order_shown = false;
};
ReplayShown ShownState(const Session& s, const ReplayUi& r);

// Where index i stands, for the status line: the action that led to it, counted in its turn.
struct ReplayPlace {
    int turn = 0;          // the turn of move i - 1 (1-based); 0 at the deal (index 0)
    int turns = 0;         // turns with at least one action in the history
    int action = 0;        // move i - 1's place in its turn (1-based); 0 at the deal
    int turn_actions = 0;  // actions of that turn in the history (the turn in progress: so far)
    bool at_deal = false;
    bool at_end = false;  // i == num_moves() and the game is over
};
ReplayPlace PlaceOf(const Session& s, int index);

// Turn stops: 0, the index after every take or pass (the end of a turn), and num_moves(); ascending, unique.
// The slider runs over them: stop k is "after turn k" (the last one may be a turn in progress).
std::vector<int> TurnStops(const Session& s);
int SliderPosition(const std::vector<int>& stops, int index);    // the last stop at or before `index`
int IndexAtSlider(const std::vector<int>& stops, int position);  // clamped

// Stepping, clamped to [0, num_moves()]: one action, or to the next / previous turn stop.
int StepAction(const Session& s, int index, int delta);
int StepTurn(const Session& s, int index, int delta);

// Log line `line` (line 0 is the deal, line i tells move i - 1): the index that shows it done.
int IndexForLogLine(const Session& s, int line);

// ---- Geometry ---------------------------------------------------------------------------------------------

// The replay's screen: the table (ComputeLayout of `table_h`), the replay's title band (the table's top bar,
// when the layout has one), the status box and the controls: a bottom panel where the table has a bottom bar,
// else the right-hand column. Buttons are at least 44 px tall, except Back in the title band (its height).
struct ReplayScreen {
    float table_h = 0;  // the height given to ComputeLayout
    Layout table;
    Box title, back;  // title band (Back at its right); in the column layout, Back sits in the column
    Box panel;        // the controls' background
    Box prev_turn, prev_action, next_action, next_turn;
    Box slider;
    Box seat[2], all_open, log;
    Box keys_text;  // the keys, in the column only (a keyboard is likely there); empty otherwise
    Box pile_text;  // the draw pile's order (all open), in the column only; empty otherwise
};
ReplayScreen PlaceReplayScreen(float w, float h, int street_cards, bool compact);

}  // namespace shell::games::famiglia
