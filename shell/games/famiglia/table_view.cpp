// shell/games/famiglia/table_view.cpp — the table's frame and entry points: starting and showing games, the
// computer seat (paced for the eye, its action through the same PlayLegal gate as a tap), the keys, and the
// test hook's state. Each frame: caches and viewer (table_model.h), geometry (table_layout.h), the zones
// (table_zones.cpp), the controls (table_controls.cpp), the dialogs (dialogs.cpp), then the keys
// (table_input.h).
#include <algorithm>
#include <nlohmann/json.hpp>

#include "common/json_text.h"
#include "games/famiglia/replay.h"
#include "games/famiglia/table_internal.h"
#include "games/fresh_deal.h"
#include "host/share.h"
#include "ui/layer.h"
#include "ui/palette.h"

namespace shell::games::famiglia {

using ui::BeginLayer;
using ui::EndLayer;
using ui::Stack;
using ui::Ui;

namespace {

using namespace ui::palette;

const char* OverlayName(Overlay o) {
    switch (o) {
        case Overlay::kNone: return "table";
        case Overlay::kMenu: return "menu";
        case Overlay::kChoice: return "choice";
        case Overlay::kBruteValue: return "brute-value";
        case Overlay::kPassConfirm: return "pass-confirm";
        case Overlay::kEnd: return "end";
        case Overlay::kRules: return "rules";
        case Overlay::kLog: return "log";
        case Overlay::kDiscard: return "discard";
        case Overlay::kOpponent: return "opponent";
        case Overlay::kAnalysis: return "analysis";
    }
    return "?";
}

double ComputerDelay(const GameUi& g) { return g.settings.fast_computer ? 0.25 : 0.8; }

void RecordDecision(GameUi& g, int move_number, const DecisionTiming& timing) {
    auto& log = g.computer_timings;
    // Undo may have taken back moves the computer decided before.
    while (!log.empty() && log.back().first >= move_number) log.pop_back();
    log.emplace_back(move_number, timing);
}

void RunComputer(Ctx& c) {
    GameUi& g = c.g;
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
    if (PlayLegal(c.s, g.legal, m) && c.env.test_items)
        RecordDecision(g, c.s.num_moves() - 1, g.computer.last_timing());
    g.next_computer_time = c.now + ComputerDelay(g);
}

std::string TestJson(const Ctx& c) {
    using Json = nlohmann::ordered_json;
    Json j;
    const ReplayUi& replay = c.g.replay;
    j["screen"] = c.g.handoff                                    ? "handoff"
                  : replay.open && c.g.overlay == Overlay::kNone ? "replay"
                                                                 : OverlayName(c.g.overlay);
    j["viewer"] = c.me;
    j["my_turn"] = c.my_turn;
    j["lang"] = LangCode(c.lang);
    j["seats"] = Json::array({SeatKindName(c.s.seat(0)), SeatKindName(c.s.seat(1))});
    j["focus"] = c.g.focus.keyboard ? c.g.focus.focused : std::string();
    j["can_undo"] = c.s.CanUndo();
    j["hint"] = c.g.hint_valid ? ToString(c.g.hint) : std::string();
    j["hint_thinking"] = c.g.hint_advice.thinking();
    j["hint_progress"] = c.g.hint_advice.progress();
    Json& moves = j["moves"] = Json::array();
    for (int i = 0; i < c.s.num_moves(); ++i) moves.push_back(ToString(c.s.move(i)));
    Json& computer = j["computer"];
    computer["thinking"] = c.g.computer.thinking();
    computer["progress"] = c.g.computer.progress();
    Json& decisions = computer["decisions"] = Json::array();
    for (const auto& [move, t] : c.g.computer_timings) {
        if (move >= c.s.num_moves()) continue;
        decisions.push_back({{"move", move},
                             {"wall_ms", t.wall_ms},
                             {"busy_ms", t.busy_ms},
                             {"longest_ms", t.longest_ms},
                             {"from_plan", t.from_plan}});
    }
    // The replay's state is drawn as it is (its View or, all open, the whole state); the table's through the View.
    const State shown = replay.open ? c.st : ViewFor(c.st, c.me).state;
    j["state"] = common::ParseJson(StateToJson(shown, 0));
    j["analysis"] = common::ParseJson(AnalysisJson(c.g.analysis, c.s));
    j["replay_available"] = CanOpenReplay(c.g, c.s);
    if (replay.open) {
        const ReplayPlace place = PlaceOf(c.s, replay.index);
        const std::vector<int> stops = TurnStops(c.s);
        j["replay"] = {{"index", replay.index},
                       {"turn", place.turn},
                       {"turns", place.turns},
                       {"action", place.action},
                       {"turn_actions", place.turn_actions},
                       {"seat", c.me},
                       {"all_open", replay.all_open},
                       {"deck_order_shown", ShownState(c.s, replay).deck_order_shown},
                       {"slider", SliderPosition(stops, replay.index)},
                       {"slider_stops", stops}};
    } else {
        j["replay"] = nullptr;
    }
    j["daily"] = DailyTestJson(c.g.daily, c.s, c.lang, host::PageLinkAddress({}, kDailyPageQuery));
    return j.dump();
}

}  // namespace

void StartNewGame(Ctx& c) { StartNextGame(c.g, c.s, std::nullopt, c.now); }

void StartNextGame(GameUi& g, Session& session, std::optional<std::uint64_t> seed, double now) {
    const Seats seats =
        g.next_vs_computer ? Seats{SeatKind::kPerson, g.next_level} : Seats{SeatKind::kPerson, SeatKind::kPerson};
    session.NewGame(Setup{.seed = seed ? *seed : FreshDealSeed(),
                          .rules = Rules{.new_cards_only = g.next_variant},
                          .first = g.next_first},
                    seats);
    ShowLoadedGame(g, now);
}

void ShowLoadedGame(GameUi& g, double now) {
    ClearGestures(g);
    g.swap_closed = false;
    g.computer.Cancel();
    g.computer_timings.clear();
    g.game_started = true;
    g.overlay = Overlay::kNone;
    g.viewer = 0;
    g.handoff = false;
    g.next_computer_time = now + 0.6;
}

void InitGameUi(GameUi& g, Lang lang) {
    g.settings.lang = lang;
    g.overlay = Overlay::kMenu;
    g.game_started = false;
}

void GameFrame(GameUi& g, Session& session, FrameEnv& env) {
    const ImGuiIO& io = ImGui::GetIO();
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    RefreshCaches(g, session);
    UpdateViewer(g, session);
    KeepReplayValid(g, session);
    if (session.current().over && g.seen_over_change != session.change_count()) {
        g.seen_over_change = session.change_count();  // the end screen opens once per finished game
        if (g.overlay == Overlay::kNone) g.overlay = Overlay::kEnd;
    }

    Ui ui(g.focus, env.test_items, env.body, env.title);
    // The replay draws a moment of the history (replay_model.h); never acted on.
    const bool replay = g.replay.open;
    const ReplayShown shown = replay ? ShownState(session, g.replay) : ReplayShown{};
    const State st = replay ? shown.state : session.current();  // a copy: an action applied below must not move it
    const int me = replay ? shown.seat : g.viewer;
    const bool my_turn =
        !replay && g.game_started && !st.over && st.to_move == me && !IsComputer(session.seat(me)) && !g.handoff;
    Ctx c{{g, session, st, g.settings.lang, me, my_turn},
          ui,
          env,
          static_cast<float>(ImGui::GetTime()),
          nullptr,
          Layout{},
          Highlights{}};
    ReplayScreen replay_screen;
    if (replay) {
        replay_screen = PlaceReplayScreen(vp->Size.x, vp->Size.y, TotalCards(st.street), g.compact);
        c.lay = replay_screen.table;
        c.hl = MovesHighlights(session, g.replay.index - 1, g.replay.index);  // the action that led here
    } else {
        c.lay = ComputeLayout(vp->Size.x, vp->Size.y, TotalCards(st.street), g.compact);
        c.hl = LastTurnHighlights(c);
    }
    if (g.game_started) RunComputer(c);
    // The Expert's hint, a frame's share as the computer's (the page keeps drawing; Cancel stops it).
    if (StepHint(c, kHintFrameMs)) env.wants_redraw = true;
    if (StepAnalysis(g.analysis, session, kAnalysisFrameMs))
        env.wants_redraw = true;  // the Expert's analysis, a frame's share
    // The Expert's daily game: 8 ms a frame while the person plays, 40 ms while the end screen waits for it.
    if (g.game_started && DailyStep(g.daily, session, g.overlay == Overlay::kEnd ? 40 : 8)) env.wants_redraw = true;

    c.dl = BeginLayer("##table", {Stack::kBottom, kBackground});
    ui.SetLayer(0);
    if (!g.handoff) {
        const Usable usable = ComputeUsable(g.legal);
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
        }
    }
    EndLayer();

    DrawDialogs(c);

    // Keys of the table (only when no dialog is up): U undo, P pass, H hint, Esc cancels a gesture.
    if (!ImGui::GetIO().WantTextInput) {
        if (replay && g.overlay == Overlay::kNone && !g.handoff) {
            ReplayKeys(c);  // arrows, Home, End; Esc goes back to the game
        } else {
            if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) OnEscape(g);
            if (g.overlay == Overlay::kNone && !g.handoff && !replay) {
                for (ImWchar ch : io.InputQueueCharacters) OnTableKey(c, ch);
            }
        }
    }
    ui.End();
    // A change made in this frame is drawn in the next one; a hint pulses.
    if (session.change_count() != g.seen_change || g.hint_valid) env.wants_redraw = true;
    if (env.test_items) g.test_json = TestJson(c);
}

}  // namespace shell::games::famiglia
