// shell/games/famiglia/table/table_view.cpp — the table's frame and entry points: starting and showing games, the
// computer seat (paced for the eye, its action through the same PlayLegal gate as a tap), the keys; the test hook's
// state comes from table_test_hook.cpp. Each frame: caches and viewer (table_model.h), geometry (table_layout.h), the
// zones (table_zones.cpp), the controls (table_controls.cpp), the tap on a card and its details
// (card_details_draw.cpp), the dialogs (dialogs.cpp), then the keys (table_input.h).
#include <algorithm>

#include "games/famiglia/replay/replay.h"
#include "games/famiglia/table/table_internal.h"
#include "games/fresh_deal.h"
#include "ui/layer.h"
#include "ui/palette.h"

namespace shell::games::famiglia {

using ui::BeginLayer;
using ui::EndLayer;
using ui::Stack;
using ui::Ui;

namespace {

using namespace ui::palette;

double ComputerDelay(const TableUi& g) { return g.settings.fast_computer ? 0.25 : 0.8; }

void RecordDecision(TableUi& g, int move_number, const DecisionTiming& timing) {
    auto& log = g.computer_timings;
    // Undo may have taken back moves the computer decided before.
    while (!log.empty() && log.back().first >= move_number) log.pop_back();
    log.emplace_back(move_number, timing);
}

void RunComputer(FrameCtx& c) {
    TableUi& g = c.g;
    if (!c.s.ComputerToMove()) {
        g.computer.Cancel();
        return;
    }
    c.env.wants_redraw = true;
    if (g.overlay == Overlay::kMenu || g.overlay == Overlay::kRules || g.handoff || g.replay.open) return;  // paused
    const int seat = c.st.to_move;
    if (!g.computer.busy()) {
        g.next_computer_time = std::max(g.next_computer_time, static_cast<double>(c.now) + ComputerDelay(g) * 0.5);
    }
    if (!g.computer.Think(ViewFor(c.st, seat), c.s.seat(seat), c.s.seed()) || c.now < g.next_computer_time) return;
    const Move m = g.computer.Take();
    // The bot's choice goes through the same gate as a person's tap.
    if (PlayLegal(c.s, g.cache.legal, m) && c.env.test_items)
        RecordDecision(g, c.s.num_moves() - 1, g.computer.last_timing());
    g.next_computer_time = c.now + ComputerDelay(g);
}

}  // namespace

void StartNewGame(FrameCtx& c) { StartGame(c.g, c.game, std::nullopt, c.now); }

void StartGame(TableUi& g, TableGame& game, std::optional<std::uint64_t> seed, double now) {
    Session& session = game.session;
    const Seats seats =
        g.next.vs_computer ? Seats{SeatKind::kPerson, g.next.level} : Seats{SeatKind::kPerson, SeatKind::kPerson};
    session.NewGame(Setup{.seed = seed ? *seed : FreshDealSeed(),
                          .rules = Rules{.new_cards_only = g.next.variant},
                          .first = g.next.first},
                    seats);
    ShowGame(g, game, now);
}

void ShowGame(TableUi& g, TableGame& game, double now) {
    ClearGestures(g);
    g.gesture.swap_closed = false;
    g.computer.Cancel();
    g.computer_timings.clear();
    game.started = true;
    g.overlay = Overlay::kNone;
    g.viewer = 0;
    g.handoff = false;
    g.guide = false;  // a guided game's link or save opens a normal game at its position (guide/guide.h)
    g.next_computer_time = now + 0.6;
}

void InitTableUi(TableUi& g, Lang lang) {
    g.settings.lang = lang;
    g.overlay = Overlay::kMenu;
}

void TableFrame(TableUi& g, TableGame& game, FrameEnv& env) {
    Session& session = game.session;
    const ImGuiIO& io = ImGui::GetIO();
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    RefreshCaches(g, session);
    UpdateViewer(g, session);
    KeepReplayValid(g, game);
    if (session.current().over && g.cache.seen_over_change != session.change_count()) {
        g.cache.seen_over_change = session.change_count();  // the end screen opens once per finished game
        if (g.overlay == Overlay::kNone) g.overlay = Overlay::kEnd;
    }

    Ui ui(g.focus, env.test_items, env.body, env.title);
    ui.SetHand({"hand:"});
    ui::GuideGate gate;  // while the guide leads: the tap it asks for (ui/guide_strip.h)
    if (!g.replay.open) GuidePrepare(g, session, gate);
    if (g.guide) ui.SetGate(&gate);
    const float strip = g.replay.open ? 0 : GuideStripHeight(g, session, env.body, vp->Size.x);
    // The replay draws a moment of the history (replay_model.h); never acted on.
    const bool replay = g.replay.open;
    const ReplayShown shown = replay ? ShownState(session, g.replay) : ReplayShown{};
    const State st = replay ? shown.state : session.current();  // a copy: an action applied below must not move it
    const int me = replay ? shown.seat : g.viewer;
    const bool my_turn =
        !replay && game.started && !st.over && st.to_move == me && !IsComputer(session.seat(me)) && !g.handoff;
    FrameCtx c{{g, session, st, g.settings.lang, me, my_turn}, game,    ui,       env,
               static_cast<float>(ImGui::GetTime()),           nullptr, Layout{}, Highlights{}};
    ReplayScreen replay_screen;
    if (replay) {
        replay_screen = PlaceReplayScreen(vp->Size.x, vp->Size.y, TotalCards(st.street), g.compact);
        c.lay = replay_screen.table;
        c.hl = MovesHighlights(session, g.replay.index - 1, g.replay.index);  // the action that led here
    } else {
        c.lay = ComputeLayout(vp->Size.x, vp->Size.y - strip, TotalCards(st.street), g.compact);
        c.hl = LastTurnHighlights(c);
    }
    if (game.started) {
        if (GuideLeads(g, session)) {
            GuideTurn(c);  // the guide plays the computer's scripted moves
        } else {
            RunComputer(c);
        }
    }
    // The Expert's hint, a frame's share as the computer's (the page keeps drawing; Cancel stops it).
    if (StepHint(c, kHintFrameMs)) env.wants_redraw = true;
    if (StepAnalysis(g.analysis, session, kAnalysisFrameMs))
        env.wants_redraw = true;  // the Expert's analysis, a frame's share
    // The Expert's daily game: 8 ms a frame while the person plays, 40 ms while the end screen waits for it.
    if (game.started && DailyStep(g.daily, session, g.overlay == Overlay::kEnd ? 40 : 8)) env.wants_redraw = true;

    c.dl = BeginLayer("##table", {Stack::kBottom, ui::kClearedBackground});
    ui.SetLayer(0);
    if (!g.handoff) {
        const Usable usable = ComputeUsable(g.cache.legal);
        const int other = 1 - me;
        DrawSeat(c, other, c.lay.opp, usable, c.lay.portrait || c.lay.compact_opp);
        DrawStreet(c, usable);
        if (!replay) DrawStatus(c);
        DrawSeat(c, me, c.lay.own, usable, false);
        if (replay) {
            DrawReplay(c, replay_screen);
        } else {
            DrawTopBar(c);
            DrawControls(c);
            DrawGuideStrip(c, ui::MakeRect(0, vp->Size.y - strip, vp->Size.x, strip));
        }
    }
    EndLayer();
    DrawCardDetails(c);  // before the dialogs: a tap on a Street card opens its chooser

    DrawDialogs(c);
    GuideAfter(c, gate);

    // Keys of the table (only when no dialog is up): U undo, P pass, H hint, Esc cancels a gesture.
    if (!ImGui::GetIO().WantTextInput) {
        if (replay && g.overlay == Overlay::kNone && !g.handoff) {
            ReplayKeys(c);  // arrows, Home, End; Esc goes back to the game
        } else {
            if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) OnEscape(g, game.started);
            if (g.overlay == Overlay::kNone && !g.handoff && !replay && !GuideLeads(g, session)) {
                for (ImWchar ch : io.InputQueueCharacters) OnTableKey(c, ch);
            }
        }
    }
    ui.End();
    // A change made in this frame is drawn in the next one; a hint pulses.
    if (session.change_count() != g.cache.seen_change || g.hint_valid) env.wants_redraw = true;
    if (env.test_items) g.cache.test_json = TestJson(c);
}

}  // namespace shell::games::famiglia
