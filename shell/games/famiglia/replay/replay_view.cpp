// shell/games/famiglia/replay/replay_view.cpp — the replay's entry points (replay.h) and its drawing: the title band,
// the status box (where in the game, the action that led here, the draw pile's order when all is open) and the
// controls (steps, the turn slider, the viewing choice, the log), plus the keys. The table itself is drawn by
// table_view.cpp from ShownState; what index, seat and view are allowed is replay_model.h's.
#include <algorithm>
#include <cmath>

#include "games/famiglia/replay/replay.h"
#include "games/famiglia/table/table_internal.h"
#include "ui/palette.h"
#include "ui/stop_slider.h"

namespace shell::games::famiglia {

using ui::ButtonKind;
using ui::DrawText;
using ui::FitTextSize;
using ui::kItemDisabled;
using ui::kItemNoFocus;
using ui::Rect;

namespace {

using namespace ui::palette;

// No key repeat: one press is one step, however long a slow frame keeps the key down (the slider runs fast).
bool KeyPressed(ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), false); }

// "Replay: turn 7 of 31, action 3 of 4", or the deal.
std::string PlaceText(const FrameCtx& c) {
    const ReplayPlace p = PlaceOf(c.s, c.g.replay.index);
    if (p.at_deal) return c.Tr(T::kReplayDeal);
    return Fmt(c.Tr(T::kReplayPlace), {std::to_string(p.turn), std::to_string(p.turns), std::to_string(p.action),
                                       std::to_string(p.turn_actions)});
}

// The log sentence of the action that led to the index shown (log line i tells move i - 1).
std::string LedHereText(const FrameCtx& c) {
    const std::size_t line = static_cast<std::size_t>(c.g.replay.index);
    return line < c.g.cache.log.size() ? c.g.cache.log[line] : std::string();
}

// The draw pile, top first (only when all is open).
std::string PileOrderText(const FrameCtx& c) {
    std::string cards;
    for (int i = c.st.deck_size - 1; i >= 0; --i)
        cards += (cards.empty() ? "" : " ") + CardCode(c.st.deck[static_cast<std::size_t>(i)]);
    return Fmt(c.Tr(T::kReplayDrawOrder), {cards.empty() ? "-" : cards});
}

// What may be seen: everything after the game (all open), else one seat's view.
std::string SecrecyNote(const FrameCtx& c) {
    if (c.g.replay.all_open) return c.Tr(T::kReplayAllShown);
    if (!c.s.current().over) return c.Tr(T::kReplayPileHidden);
    return std::string(c.Tr(T::kReplaySeenBy)) + ": " + SeatName(c, c.me);
}

void DrawSlider(FrameCtx& c, const Rect& r) {
    ReplayUi& rp = c.g.replay;
    const std::vector<int> stops = TurnStops(c.s);
    const int last = static_cast<int>(stops.size()) - 1;
    const int pos = SliderPosition(stops, rp.index);
    const std::string label = Fmt(c.Tr(T::kReplayAfterTurn), {std::to_string(pos), std::to_string(last)});
    const int chosen = ui::StopSlider(c.ui, c.dl, r, "replay:slider", last, pos, label.c_str());
    if (chosen >= 0) rp.index = IndexAtSlider(stops, chosen);
}

void DrawControlsOf(FrameCtx& c, const ReplayScreen& rs) {
    ReplayUi& rp = c.g.replay;
    const int n = c.s.num_moves();
    if (c.ui.Button("button:replay-prev-turn", ToRect(rs.prev_turn), c.Tr(T::kReplayPrevTurn), ButtonKind::kNormal,
                    rp.index > 0 ? kItemNoFocus : kItemDisabled))
        rp.index = StepTurn(c.s, rp.index, -1);
    if (c.ui.Button("button:replay-prev", ToRect(rs.prev_action), c.Tr(T::kReplayPrevAction), ButtonKind::kNormal,
                    rp.index > 0 ? kItemNoFocus : kItemDisabled))
        rp.index = StepAction(c.s, rp.index, -1);
    if (c.ui.Button("button:replay-next", ToRect(rs.next_action), c.Tr(T::kReplayNextAction), ButtonKind::kPrimary,
                    rp.index < n ? kItemNoFocus : kItemDisabled))
        rp.index = StepAction(c.s, rp.index, 1);
    if (c.ui.Button("button:replay-next-turn", ToRect(rs.next_turn), c.Tr(T::kReplayNextTurn), ButtonKind::kNormal,
                    rp.index < n ? kItemNoFocus : kItemDisabled))
        rp.index = StepTurn(c.s, rp.index, 1);
    DrawSlider(c, ToRect(rs.slider));
    for (int seat = 0; seat < 2; ++seat) {
        const bool chosen = !rp.all_open && rp.seat == seat;
        const std::string label = SeatName(c, seat);
        if (c.ui.Button("button:replay-seat-" + std::to_string(seat + 1), ToRect(rs.seat[seat]), label.c_str(),
                        chosen ? ButtonKind::kSelected : ButtonKind::kQuiet,
                        ReplaySeatAllowed(c.s, seat) ? kItemNoFocus : kItemDisabled)) {
            rp.seat = seat, rp.all_open = false;
        }
    }
    if (c.ui.Button("button:replay-all-open", ToRect(rs.all_open), c.Tr(T::kReplayAllOpen),
                    rp.all_open ? ButtonKind::kSelected : ButtonKind::kQuiet,
                    ReplayAllOpenAllowed(c.s) ? kItemNoFocus : kItemDisabled)) {
        rp.all_open = true;
    }
    if (c.ui.Button("button:log", ToRect(rs.log), c.Tr(T::kLog), ButtonKind::kQuiet, kItemNoFocus)) OpenLog(c.g);
}

// The status box: where we are, the action that led here, and (all open, no column) the pile's order. Drawn
// inside the box: what does not fit at the smallest size is cut rather than drawn over the hand below.
void DrawReplayStatus(FrameCtx& c, const ReplayScreen& rs) {
    const Rect r = ToRect(c.lay.status);
    const float pad = c.lay.pad + 4, w = r.w() - 2 * pad;
    c.dl->PushClipRect(r.min, r.max, true);
    const std::string place = PlaceText(c);
    const float ps = FitTextSize(c.ui.title(), c.lay.portrait ? 15.0f : 16.0f, 11, place.c_str(), w);
    DrawText(c.dl, c.ui.title(), ps, ImVec2(r.min.x + pad, r.min.y + 3), kText, place.c_str());
    float y = r.min.y + 3 + ps + 3;
    const bool pile = c.g.replay.all_open && rs.pile_text.max.y <= rs.pile_text.min.y;
    // With the pile's order below it, the sentence gets one line's height (or two on a roomy box).
    const float sentence_room = pile ? std::max(18.0f, (r.max.y - y) * 0.4f) : r.max.y - y - 2;
    const std::string led = LedHereText(c);
    if (!led.empty()) {
        const float fit = FitRichTextSize(c, c.ui.body(), 14.5f, w, sentence_room, led);
        y += DrawRichText(c, c.ui.body(), fit, ImVec2(r.min.x + pad, y), w, led, kAccent) + 2;
    }
    if (pile) {
        const std::string order = PileOrderText(c);
        const float fit = FitRichTextSize(c, c.ui.body(), 13, w, r.max.y - y - 1, order);
        DrawRichText(c, c.ui.body(), fit, ImVec2(r.min.x + pad, y), w, order, kText);
    }
    c.dl->PopClipRect();
}

}  // namespace

bool CanOpenReplay(const TableUi& g, const TableGame& game) {
    return game.started && ReplayAvailable(game.session, !g.settings.show_other_hand);
}

void OpenReplay(TableUi& g, const TableGame& game, int move_index) {
    if (!CanOpenReplay(g, game)) return;
    const Session& s = game.session;
    if (g.replay.open && g.replay.game_number == s.game_number()) {  // already open (a log line): move only
        g.replay.index = std::clamp(move_index, 0, s.num_moves());
        return;
    }
    ClearGestures(g);
    g.hint_valid = false;
    g.note.clear();
    const Overlay back = g.overlay == Overlay::kLog || g.overlay == Overlay::kMenu ? Overlay::kNone : g.overlay;
    g.replay = StartReplay(s, move_index, g.viewer);
    g.replay.back_overlay = back;
    g.replay.back_viewer = g.viewer;
    g.overlay = Overlay::kNone;
}

void CloseReplay(TableUi& g) {
    if (!g.replay.open) return;
    g.overlay = g.replay.back_overlay;
    g.viewer = g.replay.back_viewer;
    g.replay = ReplayUi{};
}

void KeepReplayValid(TableUi& g, const TableGame& game) {
    if (!g.replay.open) return;
    const Session& s = game.session;
    // Another game (a new deal, a link) or a secrecy setting that now forbids it: the replay ends.
    if (g.replay.game_number != s.game_number() || !CanOpenReplay(g, game)) {
        g.replay = ReplayUi{};
        if (g.overlay == Overlay::kLog) g.overlay = Overlay::kNone;
        return;
    }
    ClampReplay(s, g.replay);
}

void DrawReplay(FrameCtx& c, const ReplayScreen& rs) {
    // Title band: "Replay", what may be seen, Back.
    const Rect title = ToRect(rs.title);
    if (title.h() > 0) {
        c.dl->AddRectFilled(ToVec(c.lay.top_bar.min), ToVec(c.lay.top_bar.max), IM_COL32(31, 35, 41, 255));
        const float room = title.w() - rs.back.w() - c.lay.pad * 2 - 8;
        const float ts = std::min(18.0f, title.h() * 0.48f);
        DrawText(c.dl, c.ui.title(), ts, ImVec2(title.min.x + c.lay.pad + 4, title.min.y + 2), kText, c.Tr(T::kReplay));
        const std::string note = SecrecyNote(c);
        // Never under Back: at its smallest size a long note is cut at the button.
        c.dl->PushClipRect(title.min, ImVec2(title.min.x + c.lay.pad + 4 + room, title.max.y), true);
        DrawText(c.dl, c.ui.body(), FitTextSize(c.ui.body(), 12, 9, note.c_str(), room),
                 ImVec2(title.min.x + c.lay.pad + 4, title.min.y + ts + 4), c.g.replay.all_open ? kAccent : kMuted,
                 note.c_str());
        c.dl->PopClipRect();
    }
    const Rect panel = ToRect(rs.panel);
    c.dl->AddRectFilled(panel.min, panel.max, IM_COL32(31, 35, 41, 255));
    if (c.lay.side) {
        DrawText(c.dl, c.ui.title(), 24, ToVec(rs.title.min), kText, c.Tr(T::kReplay));
        DrawText(c.dl, c.ui.body(), 14, ImVec2(rs.title.min.x, rs.title.min.y + 30),
                 c.g.replay.all_open ? kAccent : kMuted, SecrecyNote(c).c_str());
    }
    if (c.ui.Button("button:replay-back", ToRect(rs.back), c.Tr(T::kReplayBack), ButtonKind::kPrimary, kItemNoFocus)) {
        CloseReplay(c.g);
        return;
    }
    DrawReplayStatus(c, rs);
    DrawControlsOf(c, rs);
    if (rs.keys_text.max.y > rs.keys_text.min.y) {
        const Rect kr = ToRect(rs.keys_text);
        DrawText(c.dl, c.ui.body(), 13, kr.min, kMuted, c.Tr(T::kReplayKeys), kr.w());
    }
    if (c.g.replay.all_open && rs.pile_text.max.y > rs.pile_text.min.y) {
        const Rect pr = ToRect(rs.pile_text);
        DrawRichText(c, c.ui.body(), FitRichTextSize(c, c.ui.body(), 15, pr.w(), pr.h(), PileOrderText(c)), pr.min,
                     pr.w(), PileOrderText(c), kText);
    }
}

void ReplayKeys(FrameCtx& c) {
    ReplayUi& rp = c.g.replay;
    const bool shift = ImGui::GetIO().KeyShift;
    if (KeyPressed(ImGuiKey_LeftArrow)) rp.index = shift ? StepTurn(c.s, rp.index, -1) : StepAction(c.s, rp.index, -1);
    if (KeyPressed(ImGuiKey_RightArrow)) rp.index = shift ? StepTurn(c.s, rp.index, 1) : StepAction(c.s, rp.index, 1);
    if (KeyPressed(ImGuiKey_UpArrow)) rp.index = StepTurn(c.s, rp.index, -1);
    if (KeyPressed(ImGuiKey_DownArrow)) rp.index = StepTurn(c.s, rp.index, 1);
    if (KeyPressed(ImGuiKey_Home)) rp.index = 0;
    if (KeyPressed(ImGuiKey_End)) rp.index = c.s.num_moves();
    if (KeyPressed(ImGuiKey_Escape)) CloseReplay(c.g);
}

}  // namespace shell::games::famiglia
