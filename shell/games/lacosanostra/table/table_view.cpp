// shell/games/lacosanostra/table/table_view.cpp — the table's frame: which screen it draws (the start screen, a sheet,
// a hand-off, the scoring, the table and its panel), the computer seats' share of the frame, the public log, and
// starting or showing a game. Drawing the table is table_draw.cpp, carrying out taps table_input.cpp, the test
// hook table_test_hook.cpp.
#include <optional>
#include <string>
#include <vector>

#include "games/fresh_deal.h"
#include "games/lacosanostra/replay/replay.h"
#include "games/lacosanostra/table/table_internal.h"
#include "imgui.h"
#include "ui/layer.h"
#include "ui/palette.h"

namespace shell::games::lacosanostra {

namespace {

using namespace ui::palette;
using ui::MakeRect;

// The thinking in one frame (a computer's decision or the Hint): at 60 frames a second a frame has 16.7 ms, the
// table draws in about 3 of them, and a slice may run over its budget by up to about a millisecond, so 11 ms keeps
// every frame within its 16.7 ms on a desktop. It was 6 ms, which left most of each frame idle: a person waited
// almost three times the search's work for a computer's move.
constexpr double kThinkingPerFrameMs = 11;

// A computer's share of the frame (computer.h): a few ms of thinking, and its move once ready and paced. Not while
// a sheet covers the table (the start screen, the log, the rules, a deal being composed) or a tap was made. True when
// a computer acted (a move or a deal spoken): the frame drawn before it is stale.
bool ComputerTurn(FrameCtx& c) {
    TableUi& t = c.t;
    if (!c.game.started || c.tapped || t.overlay != Overlay::kNone) return false;
    if (GuideLeads(c)) return GuideTurn(c);  // the guide plays the computers' scripted moves
    const lcn::State& s = c.game.state();
    // The person's Hint has the frame's thinking to itself (the computers then only think ahead, which can wait).
    const double budget = t.hint.thinking() ? 0.0 : kThinkingPerFrameMs;
    const ComputerAct act = t.computers.Frame(s, t.device, t.next.speed, c.game.session.setup().seed, c.now_ms, budget,
                                              MovesWaited(c.game.session, t.device));
    if (act.offer) {
        PlayAgreed(c, Speak(s, t.device, *act.offer, c.game.session.num_moves()));
        return true;
    }
    if (!act.move) return false;
    const std::optional<lcn::Move>& m = act.move;
    Choice played;
    played.move = *m;
    played.seat = m->seat;
    const int before = c.game.session.num_moves();
    Perform(c, played);
    // Refused by the rules (a bot defect): the decision starts over rather than stalling on a stale move.
    if (c.game.session.num_moves() == before) t.computers.Cancel();
    return true;
}

// The Hint's share of the frame (hint.h): forgotten when the position moved on, else a few ms of the Expert's
// thinking. True while it thinks (the frame after must be drawn).
bool HintTurn(FrameCtx& c) {
    TableUi& t = c.t;
    if (!c.game.started) return false;
    t.hint.KeepValid(c.game.state(), t.device, c.game.session.num_moves());
    if (!t.hint.thinking() || t.overlay != Overlay::kNone) return false;
    t.hint.Frame(kThinkingPerFrameMs);
    return true;
}

// The public log in the table's language: appended move by move, the deals' talk woven in before the move it
// preceded; rebuilt after an undo, a load, a change of language or new talk.
void UpdateLog(TableUi& t, const TableGame& game) {
    const lcn::Session& s = game.session;
    const bool same = t.cache.logged_game == s.game_number() && t.cache.logged_lang == t.settings.lang &&
                      t.cache.logged_moves <= s.num_moves() && t.cache.logged_talk == s.talk().size() &&
                      t.cache.logged_hints == t.hints.size();
    if (!same) t.cache.log.clear();
    // New moves only, or everything again with the talk and the hints woven in (new talk rebuilds the log).
    const std::vector<std::string> lines = same ? TableLog(t.settings.lang, s, {}, t.cache.logged_moves)
                                                : TableLog(t.settings.lang, s, s.talk(), 0, t.hints);
    t.cache.log.insert(t.cache.log.end(), lines.begin(), lines.end());
    t.cache.logged_game = s.game_number();
    t.cache.logged_lang = t.settings.lang;
    t.cache.logged_moves = s.num_moves();
    t.cache.logged_talk = s.talk().size();
    t.cache.logged_hints = t.hints.size();
}

}  // namespace

std::string StartGame(TableUi& t, TableGame& game, std::optional<std::uint64_t> seed) {
    const NextGame& n = t.next;
    lcn::Setup setup;
    setup.players = n.players;
    setup.options = n.options;
    setup.start_player = n.start_player < n.players ? n.start_player : lcn::kRandomStart;
    for (int s = 0; s < lcn::kMaxPlayers; ++s) {
        setup.families[static_cast<std::size_t>(s)] =
            n.deal_families || s >= n.players ? lcn::kDealFamilies : n.families[static_cast<std::size_t>(s)];
    }
    setup.seed = seed ? *seed : FreshDealSeed();
    lcn::SeatNames names{};
    for (int p = 0; p < n.players; ++p) names[static_cast<std::size_t>(p)] = n.names[static_cast<std::size_t>(p)];
    if (std::string why = game.session.NewGame(setup, names, n.kinds); !why.empty()) return why;
    t.guide = false;
    game.started = true;
    ShowGame(t, game);
    return {};
}

void ShowGame(TableUi& t, const TableGame& game) {
    t.overlay = Overlay::kNone;
    t.focus_seat = -1;
    t.scroll = 0;
    t.gesture.pick = {};
    t.roll = {};
    CloseDeal(t.deal);
    t.computers.Cancel();
    // Another game's hints go; hints asked at or after the current move are undone with it (as the session's talk).
    if (t.cache.logged_game != game.session.game_number()) t.hints.clear();
    const int moves = game.session.num_moves();
    std::erase_if(t.hints, [&](const HintNote& x) { return x.at_move >= moves; });
    t.hint.Cancel();
    t.device.kinds = game.session.seats();
    Reset(game.state(), t.device, static_cast<std::int64_t>(ImGui::GetTime() * 1000.0));
    // What was said this round stays said.
    RestorePause(game.session, t.device, game.session.talk(), t.computers.deals());
}

void HideDevice(TableUi& t, const TableGame& game) {
    if (!game.started) return;
    if (TapDone(game.state(), t.device, static_cast<std::int64_t>(ImGui::GetTime() * 1000.0))) t.gesture.pick = {};
}

void TableFrame(TableUi& t, TableGame& game, ui::FrameEnv& env) {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ui::Ui u(t.focus, env.test_items, env.body, env.title);
    u.SetHand({"order:", "influence:"});
    FrameCtx c{t, game, u, env};
    c.fonts = Fonts{env.body, env.title};
    c.now = ImGui::GetTime();
    c.now_ms = static_cast<std::int64_t>(c.now * 1000.0);
    if (!game.started && t.overlay != Overlay::kRules && t.overlay != Overlay::kCards) t.overlay = Overlay::kStart;
    KeepReplayValid(t, game);
    if (game.started) {
        const Screen before = t.device.shown;
        Sync(game.state(), t.device, c.now_ms);
        c.screen = ScreenFor(game.state(), t.device);
        if (!(c.screen == before)) {  // a first tap or an opened strip never survives a change of screen
            t.gesture.pick = {};
            t.focus_seat = -1;
            t.hand_page = -1;
        }
        // A computer's open deal offer first (its words stand over the panel's buttons): the person it waits for
        // answers with one tap, or ignores it and goes on.
        c.choices = OfferChoices(game.state(), t.device, t.computers.deals());
        // Solo, a window waits for the computers' answers (choices.h); in the guide they are scripted, never asked.
        const Seat due = t.computers.Due(game.state(), t.device);
        const bool answered = GuideLeads(c) || due == kNoSeat || !IsComputer(t.device, due);
        for (const Choice& ch : ChoicesFor(game.state(), t.device, t.gesture.pick, c.now_ms, answered))
            c.choices.push_back(ch);
        // The only views drawn: the public one, or the private seat's own on its unlocked screen.
        c.view = lcn::ViewFor(game.state(), VisibleSeat(c.screen));
        UpdateLog(t, game);
        GuidePrepare(c);
    }
    // What this frame draws from, to tell the test hook whether it is still so after the frame (`settled`).
    const int moves_drawn = game.session.num_moves();
    const Device device_drawn = t.device;
    const DealSheet deal_drawn = t.deal;
    const Overlay overlay_drawn = t.overlay;

    c.dl = ui::BeginLayer("##lcn-table", {ui::Stack::kBottom, ui::kClearedBackground});
    bool table_drawn = false;
    if (t.overlay == Overlay::kReplay) {
        DrawReplay(c);
    } else if (t.overlay == Overlay::kStart) {
        DrawStartScreen(c);
    } else if (t.overlay == Overlay::kRules) {
        DrawRulesSheet(c);
    } else if (t.overlay == Overlay::kCards) {
        DrawCardsView(c);
    } else if (t.overlay == Overlay::kLog) {
        DrawLogSheet(c);
    } else if (c.screen.kind == ScreenKind::kHandOff) {
        DrawHandOff(c);  // nothing of the table behind it
    } else if (c.screen.kind == ScreenKind::kScoring) {
        DrawScoring(c);
    } else {
        const float width = PanelWidth(vp->Size.x, vp->Size.y, t.compact);  // beside a side column: the bands'
        const float panel = PanelHeight(c, width);
        const float guide = GuideHeight(c, width);  // the guide's strip between the table and the panel
        const ui::Rect below = DrawTable(c, vp->Size.y, guide + panel);
        DrawPanel(c, MakeRect(below.min.x, below.min.y + guide, below.w(), panel));
        DrawGuide(c, MakeRect(below.min.x, below.min.y, below.w(), guide));
        if (DrawCardDetails(c)) c.tapped.reset();  // a long press opened details: its release is no tap
        table_drawn = true;
    }
    // Another screen stands over the table: a card's pinned details close, so Escape and the next press act on it.
    if (!table_drawn) t.peek.Unpin();
    ui::EndLayer();
    if (t.overlay == Overlay::kDeal && TableBarShown(c.screen)) DrawDealSheet(c);
    u.End();
    // The replay took this frame's Escape itself (replay_view.cpp), back to where it was opened.
    const bool escape = overlay_drawn != Overlay::kReplay && !ImGui::GetIO().WantTextInput &&
                        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
    if (escape && t.peek.pinned()) {
        t.peek.Unpin();  // a card's details close first
    } else if (escape) {
        const Overlay open = t.overlay;
        const Overlay back = open == Overlay::kCards ? t.cards_back : t.rules_back;
        t.overlay = AfterEscape(open, game.started, game.state(), t.device, c.now_ms, back);
        if (open == Overlay::kDeal) CloseDeal(t.deal);
        if (t.overlay != open) t.scroll = 0;
        t.gesture.pick = {};
    }
    GuideFilter(c);
    if (c.tapped) Perform(c, *c.tapped);
    const bool computer_acted = ComputerTurn(c);
    const bool hint_thinking = HintTurn(c);
    if (t.undo) {
        t.undo = false;
        if (game.session.Undo()) ShowGame(t, game);
    }
    // A frame whose drawing a tap or a computer's act (a move or a spoken offer) made out of date is followed by one
    // drawn from the change (else a computer's last act before a rest stayed undrawn until the next input: a person's
    // turn showed "Blue is thinking" with no taps until the mouse moved).
    const bool settled = !c.tapped && !computer_acted && game.session.num_moves() == moves_drawn &&
                         t.device == device_drawn && t.deal == deal_drawn && t.overlay == overlay_drawn;
    // Gates and windows open their buttons after a delay, and dice appear one by one: keep drawing meanwhile.
    bool waiting = false;
    for (const Choice& ch : c.choices) waiting = waiting || !ch.enabled;
    if (waiting || !settled || hint_thinking || t.computers.Due(game.state(), t.device) != kNoSeat ||
        t.computers.thinking_ahead() || (t.roll.count > 0 && c.now - t.roll.time < 0.4 * t.roll.count + 0.2))
        env.wants_redraw = true;
    if (env.test_items) t.cache.test_json = TestJson(c, settled);
}

}  // namespace shell::games::lacosanostra
