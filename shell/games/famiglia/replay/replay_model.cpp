// shell/games/famiglia/replay/replay_model.cpp — see replay_model.h.
#include "games/famiglia/replay/replay_model.h"

#include <algorithm>

#include "famiglia/view.h"
#include "ui/replay_steps.h"

namespace shell::games::famiglia {

namespace {

int ClampIndex(const Session& s, int index) { return std::clamp(index, 0, s.num_moves()); }

bool Over(const Session& s) { return s.current().over; }

// The person's seat in a game against the computer.
int PersonSeat(const Session& s) { return IsComputer(s.seat(0)) ? 1 : 0; }

}  // namespace

bool ReplayAvailable(const Session& s, bool hands_hidden) {
    // The table's own rule for a face-down hand (HandHidden in table_model.h).
    return !hands_hidden || Over(s) || s.PersonAgainstComputer();
}

bool ReplaySeatAllowed(const Session& s, int seat) {
    if (seat != 0 && seat != 1) return false;
    if (Over(s) || !s.PersonAgainstComputer()) return true;
    return seat == PersonSeat(s);
}

bool ReplayAllOpenAllowed(const Session& s) { return Over(s); }

ReplayUi StartReplay(const Session& s, int index, int viewer) {
    ReplayUi r;
    r.open = true;
    r.index = ClampIndex(s, index);
    r.seat = viewer;
    r.all_open = ReplayAllOpenAllowed(s);
    r.game_number = s.game_number();
    ClampReplay(s, r);
    return r;
}

void ClampReplay(const Session& s, ReplayUi& r) {
    r.index = ClampIndex(s, r.index);
    if (!ReplaySeatAllowed(s, r.seat)) r.seat = s.PersonAgainstComputer() ? PersonSeat(s) : 0;
    if (!ReplayAllOpenAllowed(s)) r.all_open = false;
}

ReplayShown ShownState(const Session& s, const ReplayUi& r) {
    ReplayShown shown;
    const int index = ClampIndex(s, r.index);
    // Checked again here, not only in ClampReplay: nothing the caller left in `r` opens the pile early.
    const bool all_open = r.all_open && ReplayAllOpenAllowed(s);
    shown.seat = ReplaySeatAllowed(s, r.seat) ? r.seat : (s.PersonAgainstComputer() ? PersonSeat(s) : 0);
    shown.deck_order_shown = all_open;
    shown.state = all_open ? s.state(index) : ViewFor(s.state(index), shown.seat).state;
    return shown;
}

ReplayPlace PlaceOf(const Session& s, int index) {
    ReplayPlace p;
    index = ClampIndex(s, index);
    const int n = s.num_moves();
    int turn = 1, turn_start = 0;
    for (int i = 0; i < n; ++i) {
        if (i == index - 1) p.turn = turn, p.action = i - turn_start + 1;
        if (turn == p.turn) p.turn_actions = i - turn_start + 1;  // to the turn's end (or the history's)
        p.turns = turn;
        if (s.move(i).EndsTurn()) ++turn, turn_start = i + 1;
    }
    p.at_deal = index == 0;
    p.at_end = index == n && Over(s);
    return p;
}

std::vector<int> TurnStops(const Session& s) {
    std::vector<int> stops{0};
    for (int i = 0; i < s.num_moves(); ++i) {
        if (s.move(i).EndsTurn()) stops.push_back(i + 1);
    }
    if (stops.back() != s.num_moves()) stops.push_back(s.num_moves());
    return stops;
}

int SliderPosition(const std::vector<int>& stops, int index) { return ui::StopAtOrBefore(stops, index); }

int IndexAtSlider(const std::vector<int>& stops, int position) { return ui::IndexAtStop(stops, position); }

int StepAction(const Session& s, int index, int delta) { return ClampIndex(s, ClampIndex(s, index) + delta); }

int StepTurn(const Session& s, int index, int delta) { return ui::StepStop(TurnStops(s), ClampIndex(s, index), delta); }

int IndexForLogLine(const Session& s, int line) { return ClampIndex(s, line); }

ReplayScreen PlaceReplayScreen(float w, float h, int street_cards, bool compact) {
    ReplayScreen r;
    // A short screen (a small phone) keeps the buttons touch-sized and gives the table the rest of the room.
    const bool short_screen = h < 700;
    const float gap = short_screen ? 4.0f : 6.0f, row_h = 44, slider_h = short_screen ? 32.0f : 40.0f;
    const Layout full = ComputeLayout(w, h, street_cards, compact);
    // Rows of the controls: steps, slider, seats (and Log).
    auto rows = [&](float x, float y, float cw) {
        const float bw = (cw - 3 * gap) / 4;
        r.prev_turn = MakeBox(x, y, bw, row_h);
        r.prev_action = MakeBox(x + (bw + gap), y, bw, row_h);
        r.next_action = MakeBox(x + 2 * (bw + gap), y, bw, row_h);
        r.next_turn = MakeBox(x + 3 * (bw + gap), y, bw, row_h);
        y += row_h + gap;
        r.slider = MakeBox(x, y, cw, slider_h);
        y += slider_h + gap;
        r.seat[0] = MakeBox(x, y, bw, row_h);
        r.seat[1] = MakeBox(x + (bw + gap), y, bw, row_h);
        r.all_open = MakeBox(x + 2 * (bw + gap), y, bw, row_h);
        r.log = MakeBox(x + 3 * (bw + gap), y, bw, row_h);
        return y + row_h;
    };
    if (full.side) {
        r.table_h = h;
        r.table = full;
        r.panel = full.side_col;
        const float x = r.panel.min.x + 14, cw = r.panel.w() - 28;
        r.title = MakeBox(x, 14, cw, 52);
        r.back = MakeBox(x, 72, cw, 48);
        const float end = rows(x, 72 + 48 + 18, cw);
        r.keys_text = MakeBox(x, end + 10, cw, 36);
        r.pile_text = MakeBox(x, end + 56, cw, std::max(0.0f, h - end - 70));
        return r;
    }
    // The bottom bar's place grows into a panel of three rows; the table gets the rest.
    const float panel_h = gap + row_h + gap + slider_h + gap + row_h + gap;
    const float bar_h = full.bottom_bar.h();
    r.table_h = std::max(h * 0.5f, h - (panel_h - bar_h));
    r.table = ComputeLayout(w, r.table_h, street_cards, compact);
    r.panel = MakeBox(0, r.table_h - bar_h, w, h - (r.table_h - bar_h));
    rows(gap, r.panel.min.y + gap, w - 2 * gap);
    r.title = r.table.top_bar;
    const float back_w = std::min(170.0f, w * 0.4f);
    r.back = MakeBox(r.title.max.x - back_w - 4, r.title.min.y + 2, back_w, std::max(0.0f, r.title.h() - 4));
    return r;
}

}  // namespace shell::games::famiglia
