// shell/games/lacosanostra/replay/replay_model.h — the replay of a La Cosa Nostra game and the story of it,
// decided without drawing: which moment of the Session's history is shown (an index into it,
// never a second game), what may be shown of it, how steps by action, turn and round move the index, which cards
// the action that led there touched, and each family's money round by round. No ImGui: tests/lacosanostra/table/
// replay_test.cpp checks it; replay_view.cpp draws it.
//
// Index i shows session.state(i): the moment after move i - 1; 0 is the deal, num_moves() the game as it stands.
// What may be shown (docs/table-design.md hand-off rule 1: the screen is public):
//   - game over: everything (hands, face-down orders, dice): nothing is secret any more;
//   - in progress with one person and computers: that person's view, which a person at the table sees anyway;
//     with computers only: the public view;
//   - in progress with two or more people: no replay, it would show one person's secrets to the others.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "lacosanostra/seats.h"
#include "lacosanostra/session.h"
#include "lacosanostra/view.h"
#include "ui/geometry.h"

namespace shell::games::lacosanostra {

enum class Overlay : std::uint8_t;  // table_ui.h

struct ReplayUi {
    bool open = false;
    int index = 0;
    Overlay back{};                 // the overlay "Back" returns to (the menu, or none: the scoring screen)
    std::uint64_t game_number = 0;  // the replay closes when the session holds another game
};

// Whether the replay may open: a game on the table, and it is over or has at most one person.
bool ReplayAllowed(bool started, const lcn::Session& s, const lcn::SeatKinds& kinds);

// What is shown at `index` (clamped): the whole state after the game, else the view of the rules above.
lcn::View ShownView(const lcn::Session& s, const lcn::SeatKinds& kinds, int index);

// Stops (ui/replay_steps.h) at the start of every turn and every round, and the end. A turn is a seat's run of
// actions: it ends where the next action is another seat's (chance rolls belong to the turn they follow).
std::vector<int> TurnStops(const lcn::Session& s);
std::vector<int> RoundStops(const lcn::Session& s);

// The cards and the seat the action touched, outlined on the table: bit g of `gangsters`, bit b of `businesses`.
struct Outline {
    lcn::Seat seat = lcn::kNoSeat;
    std::uint32_t gangsters = 0;
    std::uint64_t businesses = 0;
    bool operator==(const Outline&) const = default;
};
Outline OutlineOf(const lcn::Move& m);

// The replay's screen of `w` x `h`: the table above, the controls below: the place and the action that led there
// (`status`), the steps (« round, « turn, < action, action >, turn », round »), the slider with Back beside it,
// and `hand_lines` lines for the hands (beside the controls from 700 px wide, so a short screen keeps its table).
// Buttons are 44 px tall.
struct ReplayPanel {
    float table_h = 0;
    ui::Box panel, status, slider, back, hands;
    std::array<ui::Box, 6> steps;
};
ReplayPanel PlaceReplayPanel(float w, float h, int hand_lines);

// ---- The story of the game (the scoring screen)
using SeatMoney = std::array<int, lcn::kMaxPlayers>;  // $k per seat: cash + laundered
SeatMoney MoneyOf(const lcn::State& s);
// The money at the deal and after every round (the moment the next round begins, and the end).
std::vector<SeatMoney> MoneyByRound(const lcn::Session& s);
// The actions that moved money most: the sum over seats of |money after - money before|, largest first, the
// earlier first on a tie; at most `n`, none that moved nothing, and not the action that ends the game (its change is
// the final payout, the scoring). `move` is the action's index (the replay shows it done at index move + 1).
struct Swing {
    int move = 0;
    int size = 0;
    bool operator==(const Swing&) const = default;
};
std::vector<Swing> BiggestSwings(const lcn::Session& s, int n);

}  // namespace shell::games::lacosanostra
