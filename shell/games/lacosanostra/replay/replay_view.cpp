// shell/games/lacosanostra/replay/replay_view.cpp — the replay's entry points (replay.h) and its drawing: the table at
// the index (table_draw.cpp, from the view replay_model.h allows, the action's cards outlined), the place and the
// action that led there, the steps, the slider, Back, the hands, and the keys; and the story on the scoring screen.
// What index and view are allowed is replay_model.h's.
#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "games/lacosanostra/replay/replay.h"
#include "games/lacosanostra/texts/card_codes.h"
#include "imgui.h"
#include "ui/palette.h"
#include "ui/replay_steps.h"
#include "ui/stop_slider.h"

namespace shell::games::lacosanostra {

namespace {

using namespace ui::palette;
using ui::MakeRect;
using ui::Rect;

// No key repeat: one press is one step.
bool KeyPressed(ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), false); }

int ClampIndex(const lcn::Session& s, int index) { return std::clamp(index, 0, s.num_moves()); }

void CloseReplay(TableUi& t) {
    t.overlay = t.replay.back;
    t.replay = ReplayUi{};
}

// The log sentence of move `i`, and the dice on the table after it.
std::string ActionWords(const FrameCtx& c, int i) {
    const lcn::Session& s = c.game.session;
    const std::string dice = DiceWords(c.t.settings.lang, s.state(i + 1));
    return LogLine(c.t.settings.lang, s.state(i), s.move(i), s.state(i + 1), s.names()) +
           (dice.empty() ? "" : "  " + dice);
}

// A seat's hand in codes: "O1-03 O2-11 · SN SN HM", influence cards in the table's codes of `shown` (card_codes.h),
// or the notation's ("IF IF HL") for the test hook's data when `shown` is empty.
std::string HandText(const lcn::State& s, int p, std::optional<ui::Lang> shown) {
    std::string out;
    for (int o = 0; o < lcn::kNumOrders; ++o) {
        const lcn::OrderPlace& op = s.orders[static_cast<std::size_t>(o)];
        if (op.zone == lcn::OrderZone::kHand && op.holder == p)
            out += (out.empty() ? "" : " ") + lcn::OrderCode(static_cast<lcn::OrderId>(o));
    }
    out += "  ·";
    for (int k = 0; k < lcn::kNumInfluenceTypes; ++k) {
        for (int n = 0; n < s.player[static_cast<std::size_t>(p)].influence[static_cast<std::size_t>(k)]; ++n)
            out += std::string(" ") + (shown ? InfluenceKindCode(*shown, static_cast<lcn::Influence>(k))
                                             : lcn::InfluenceCode(static_cast<lcn::Influence>(k)));
    }
    return out;
}

void DrawHands(FrameCtx& c, const Rect& r) {
    const lcn::View& v = c.view;
    const bool all = lcn::IsOver(c.game.state());
    float y = r.min.y;
    c.dl->PushClipRect(r.min, r.max, true);
    for (int p = 0; p < v.state.players; ++p) {
        if (!all && p != v.seat) continue;
        DrawFamilyBadge(c.dl, c.fonts, ImVec2(r.min.x + 7, y + 7), 14, FamilyOfSeat(v.state, p));
        const std::string line = HandText(v.state, p, c.t.settings.lang);  // the badge names the family
        const float fs = ui::FitTextSize(c.fonts.body, 13, 9, line.c_str(), r.w() - 20);
        ui::DrawText(c.dl, c.fonts.body, fs, ImVec2(r.min.x + 18, y), kText, line.c_str());
        y += 15;
    }
    c.dl->PopClipRect();
}

void DrawControls(FrameCtx& c, const ReplayPanel& rp) {
    const lcn::Session& s = c.game.session;
    int& index = c.t.replay.index;
    const int n = s.num_moves();
    const std::vector<int> turns = TurnStops(s), rounds = RoundStops(s);
    const int targets[6] = {ui::StepStop(rounds, index, -1), ui::StepStop(turns, index, -1), index - 1, index + 1,
                            ui::StepStop(turns, index, 1),   ui::StepStop(rounds, index, 1)};
    static constexpr const char* kIds[6] = {"button:replay-prev-round", "button:replay-prev-turn",
                                            "button:replay-prev",       "button:replay-next",
                                            "button:replay-next-turn",  "button:replay-next-round"};
    const int was = index;
    for (int k = 0; k < 6; ++k) {
        const bool on = k < 3 ? was > 0 : was < n;
        if (c.ui.Button(kIds[k], ToRect(rp.steps[static_cast<std::size_t>(k)]),
                        Text(c.t.settings.lang, Offset(T::kReplayStepRoundBack, k)),
                        k == 3 ? ui::ButtonKind::kPrimary : ui::ButtonKind::kNormal,
                        on ? ui::kItemNoFocus : ui::kItemDisabled))
            index = ClampIndex(s, targets[k]);
    }
    const int last = static_cast<int>(turns.size()) - 1, pos = ui::StopAtOrBefore(turns, was);
    const std::string label = Tr(c.t.settings.lang, T::kReplayAfterTurn, {std::to_string(pos), std::to_string(last)});
    const int chosen = ui::StopSlider(c.ui, c.dl, ToRect(rp.slider), "replay:slider", last, pos, label.c_str());
    if (chosen >= 0) index = ui::IndexAtStop(turns, chosen);
}

void ReplayKeys(FrameCtx& c) {
    const lcn::Session& s = c.game.session;
    int& i = c.t.replay.index;
    const bool shift = ImGui::GetIO().KeyShift;
    const std::vector<int> turns = TurnStops(s), rounds = RoundStops(s);
    if (KeyPressed(ImGuiKey_LeftArrow)) i = shift ? ui::StepStop(turns, i, -1) : i - 1;
    if (KeyPressed(ImGuiKey_RightArrow)) i = shift ? ui::StepStop(turns, i, 1) : i + 1;
    if (KeyPressed(ImGuiKey_UpArrow)) i = ui::StepStop(turns, i, -1);
    if (KeyPressed(ImGuiKey_DownArrow)) i = ui::StepStop(turns, i, 1);
    if (KeyPressed(ImGuiKey_PageUp)) i = ui::StepStop(rounds, i, -1);
    if (KeyPressed(ImGuiKey_PageDown)) i = ui::StepStop(rounds, i, 1);
    if (KeyPressed(ImGuiKey_Home)) i = 0;
    if (KeyPressed(ImGuiKey_End)) i = s.num_moves();
    i = ClampIndex(s, i);
    if (KeyPressed(ImGuiKey_Escape)) CloseReplay(c.t);
}

}  // namespace

void OpenReplay(TableUi& t, const TableGame& game, int index) {
    if (!ReplayAllowed(game.started, game.session, game.session.seats())) return;
    t.replay = ReplayUi{true, ClampIndex(game.session, index), t.overlay, game.session.game_number()};
    t.overlay = Overlay::kReplay;
    t.gesture.pick = {};
    t.focus_seat = -1;
}

void KeepReplayValid(TableUi& t, const TableGame& game) {
    if (t.overlay != Overlay::kReplay) return;
    if (!t.replay.open || t.replay.game_number != game.session.game_number() ||
        !ReplayAllowed(game.started, game.session, game.session.seats())) {
        t.overlay = Overlay::kNone;
        t.replay = ReplayUi{};
        return;
    }
    t.replay.index = ClampIndex(game.session, t.replay.index);
}

void DrawReplay(FrameCtx& c) {
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const lcn::Session& s = c.game.session;
    ReplayKeys(c);
    if (c.t.overlay != Overlay::kReplay) return;  // Escape
    const int index = c.t.replay.index;
    c.choices.clear();  // the replayed table takes no tap
    c.view = ShownView(s, s.seats(), index);
    c.screen = Screen{};
    c.screen.kind = ScreenKind::kScoring;  // no bar buttons, no private seat
    const Outline outline = index > 0 ? OutlineOf(s.move(index - 1)) : Outline{};
    const bool over = lcn::IsOver(s.current());
    const ReplayPanel rp = PlaceReplayPanel(ds.x, ds.y, over ? c.view.state.players : c.view.seat != lcn::kNoSeat);
    // The log column tells the game up to the index (its newest lines: the column shows what fits).
    std::vector<std::string> log;
    for (int i = std::max(0, index - 40); i < index; ++i) log.push_back(ActionWords(c, i));
    std::swap(log, c.t.cache.log);
    c.outline = &outline;
    DrawTable(c, rp.table_h);
    c.outline = nullptr;
    std::swap(log, c.t.cache.log);

    c.dl->AddRectFilled(ToVec(rp.panel.min), ToVec(rp.panel.max), kZone);
    const Rect st = ToRect(rp.status);
    c.dl->PushClipRect(st.min, st.max, true);
    const std::string place =
        index == 0 ? Text(c.t.settings.lang, T::kReplayDeal)
                   : Tr(c.t.settings.lang, T::kReplayPlace,
                        {RoundNumeral(s.state(index).round), std::to_string(index), std::to_string(s.num_moves())});
    ui::DrawText(c.dl, c.fonts.title, 15, st.min, kText, place.c_str());
    if (index > 0) {
        const std::string led = ActionWords(c, index - 1);
        const float fs = ui::FitTextSize(c.fonts.body, 14, 10, led.c_str(), st.w());
        ui::DrawText(c.dl, c.fonts.body, fs, ImVec2(st.min.x, st.min.y + 20), kAccent, led.c_str());
    }
    c.dl->PopClipRect();
    DrawControls(c, rp);
    DrawHands(c, ToRect(rp.hands));
    if (c.ui.Button("button:replay-back", ToRect(rp.back), Text(c.t.settings.lang, T::kBack), ui::ButtonKind::kQuiet,
                    ui::kItemNoFocus))
        CloseReplay(c.t);
    if (c.t.replay.index != index || c.t.overlay != Overlay::kReplay) c.env.wants_redraw = true;
}

float DrawReplayEntry(FrameCtx& c, float x, float y, float w) {
    if (!c.game.started) return 0;
    const lcn::Session& s = c.game.session;
    if (ReplayAllowed(true, s, s.seats())) {
        const Rect r = MakeRect(x, y, std::min(w, 320.0f), kTouch);
        if (c.ui.Button("button:replay", r, Text(c.t.settings.lang, T::kReplay), ui::ButtonKind::kNormal, Reach(c, r)))
            OpenReplay(c.t, c.game, lcn::IsOver(s.current()) ? 0 : s.num_moves());
        return kTouch + 12;
    }
    const char* why = Text(c.t.settings.lang, T::kReplayRefused);
    const ImVec2 ts = ui::TextSize(c.fonts.body, 14, why, w);
    ui::DrawText(c.dl, c.fonts.body, 14, ImVec2(x, y), kMuted, why, w);
    c.ui.Mark("replay:refused", MakeRect(x, y, w, ts.y));
    return ts.y + 12;
}

float DrawStory(FrameCtx& c, float x, float y, float w) {
    const lcn::Session& s = c.game.session;
    const lcn::State& end = s.current();
    const float y0 = y;
    const char* title = Text(c.t.settings.lang, T::kStory);
    ui::DrawText(c.dl, c.fonts.body, 15, ImVec2(x, y), kText, title, w);
    y += ui::TextSize(c.fonts.body, 15, title, w).y + 8;
    // The chart: one line per family, a point per round, $0 at the foot.
    const std::vector<SeatMoney> money = MoneyByRound(s);
    int top = 1;
    for (const SeatMoney& m : money)
        for (int p = 0; p < end.players; ++p) top = std::max(top, m[static_cast<std::size_t>(p)]);
    const float ch = std::clamp(w * 0.3f, 110.0f, 170.0f);
    const float cw = std::min(w, 640.0f);
    const Rect box = MakeRect(x + 40, y + 8, cw - 64, ch);
    c.dl->AddRectFilled(ImVec2(x, y), ImVec2(x + cw, box.max.y + 22), kZone, 6);
    // The scale's top inside the chart's corner: the language's full amount is wider than the margin left of it.
    const std::string top_label = ui::Money(c.t.settings.lang, top), zero = ui::Money(c.t.settings.lang, 0);
    ui::DrawText(c.dl, c.fonts.body, 12, ImVec2(box.min.x + 4, box.min.y - 2), kMuted, top_label.c_str());
    ui::DrawText(c.dl, c.fonts.body, 12, ImVec2(x + 6, box.max.y - 12), kMuted, zero.c_str());
    c.dl->AddLine(ImVec2(box.min.x, box.max.y), box.max, IM_COL32(90, 96, 104, 255));
    const int last = std::max(1, static_cast<int>(money.size()) - 1);
    auto at = [&](int k, int v) {
        return ImVec2(box.min.x + box.w() * static_cast<float>(k) / static_cast<float>(last),
                      box.max.y - box.h() * static_cast<float>(v) / static_cast<float>(top));
    };
    const std::vector<int> stops = RoundStops(s);
    for (int k = 1; k < static_cast<int>(money.size()); ++k) {
        const char* label = RoundNumeral(s.state(stops[static_cast<std::size_t>(k)] - 1).round);
        ui::DrawText(c.dl, c.fonts.body, 12, ImVec2(at(k, 0).x - 8, box.max.y + 4), kMuted, label);
    }
    std::array<float, lcn::kMaxPlayers> ends{};  // the lines' last heights, to label them apart
    for (int p = 0; p < end.players; ++p) {
        std::vector<ImVec2> points;
        for (std::size_t k = 0; k < money.size(); ++k)
            points.push_back(at(static_cast<int>(k), money[k][static_cast<std::size_t>(p)]));
        c.dl->AddPolyline(points.data(), static_cast<int>(points.size()), FamilyColour(FamilyOfSeat(end, p)), 0, 2.5f);
        ends[static_cast<std::size_t>(p)] = points.back().y;
    }
    // The family's letter beside each line's end (never told by colour alone), the lower of two that meet pushed
    // down until none overlap.
    const auto n = static_cast<std::size_t>(end.players);
    for (std::size_t pass = 0; pass < n; ++pass) {
        for (std::size_t a = 0; a < n; ++a) {
            for (std::size_t b = a + 1; b < n; ++b) {
                if (std::abs(ends[b] - ends[a]) >= 17) continue;
                const bool b_lower = ends[b] >= ends[a];
                (b_lower ? ends[b] : ends[a]) = (b_lower ? ends[a] : ends[b]) + 17;
            }
        }
    }
    for (int p = 0; p < end.players; ++p)
        DrawFamilyBadge(c.dl, c.fonts, ImVec2(box.max.x + 12, ends[static_cast<std::size_t>(p)]), 16,
                        FamilyOfSeat(end, p));
    c.ui.Mark("story:chart", MakeRect(x, y, cw, box.max.y + 22 - y));
    y = box.max.y + 30;
    // The three biggest swings: each opens the replay with that action done.
    int k = 0;
    for (const Swing& sw : BiggestSwings(s, 3)) {
        const std::string head = Tr(c.t.settings.lang, T::kStorySwing,
                                    {RoundNumeral(s.state(sw.move).round), ui::Money(c.t.settings.lang, sw.size)});
        const std::string words = ActionWords(c, sw.move);
        // The action's words wrapped whole under the heading (a long payday line on a phone takes three lines).
        const float words_h = ui::TextSize(c.fonts.body, 13, words.c_str(), cw - 16).y;
        const Rect r = MakeRect(x, y, cw, std::max(kTouch + 4, 30 + words_h));
        if (c.ui.Item("story:swing:" + std::to_string(k++), r, Reach(c, r), (head + "\n" + words).c_str()))
            OpenReplay(c.t, c.game, sw.move + 1);
        c.dl->AddRectFilled(r.min, r.max, c.ui.hovered() ? IM_COL32(52, 58, 66, 255) : IM_COL32(40, 45, 52, 255), 6);
        ui::DrawText(c.dl, c.fonts.body, 13, ImVec2(r.min.x + 8, r.min.y + 5), kSky, head.c_str());
        ui::DrawText(c.dl, c.fonts.body, 13, ImVec2(r.min.x + 8, r.min.y + 25), kText, words.c_str(), cw - 16);
        y += r.h() + 6;
    }
    return y - y0;
}

void ReplayJson(const FrameCtx& c, nlohmann::ordered_json& j) {
    using Json = nlohmann::ordered_json;
    const lcn::Session& s = c.game.session;
    auto list = [](const std::vector<int>& v) {
        Json out = Json::array();
        for (int x : v) out.push_back(x);
        return out;
    };
    if (lcn::IsOver(s.current())) {
        std::vector<int> money, swings;
        for (const SeatMoney& m : MoneyByRound(s)) money.insert(money.end(), m.begin(), m.end());
        for (const Swing& sw : BiggestSwings(s, 3)) swings.insert(swings.end(), {sw.move, sw.size});
        j["story"] = {{"money", list(money)}, {"swings", list(swings)}};
    }
    if (c.t.overlay != Overlay::kReplay) return;
    const int index = c.t.replay.index;
    Json& r = j["replay"];
    r["index"] = index;
    r["turn_stops"] = list(TurnStops(s));
    r["round_stops"] = list(RoundStops(s));
    Json& actions = r["actions"] = Json::array();
    for (int i = 0; i < s.num_moves(); ++i) actions.push_back(lcn::ToString(s.state(i), s.move(i)));
    const Outline o = index > 0 ? OutlineOf(s.move(index - 1)) : Outline{};
    r["outline"] = o.seat == lcn::kNoSeat ? -1 : o.seat;
    // The state shown, a line per seat ("Y cash laundered markers;hand · influence;businesses") and per gangster
    // in play ("Y1 status order +purchase"), to compare with the command-line tool's position.
    const lcn::View v = ShownView(s, s.seats(), index);
    r["seat"] = v.seat == lcn::kNoSeat ? -1 : v.seat;
    r["round"] = v.state.round;
    std::string text;
    for (int p = 0; p < v.state.players; ++p) {
        const lcn::Player& pl = v.state.player[static_cast<std::size_t>(p)];
        text += std::string(1, lcn::FamilyInfo(pl.family).letter) + " " + std::to_string(pl.cash) + " " +
                std::to_string(pl.laundered) + " " + std::to_string(pl.markers_in_supply) + ";";
        text += HandText(v.state, p, std::nullopt) + ";";
        for (int b = 0; b < lcn::kNumBusinesses; ++b) {
            const lcn::BusinessPlace& bp = v.state.businesses[static_cast<std::size_t>(b)];
            if (bp.zone == lcn::BusinessZone::kDisplay && bp.holder == p)
                text += " " + lcn::BusinessCode(static_cast<lcn::BusinessId>(b));
        }
        text += "\n";
    }
    for (int g = 0; g < lcn::kNumGangsters; ++g) {
        const lcn::GangsterPlace& gp = v.state.gangsters[static_cast<std::size_t>(g)];
        if (gp.status == lcn::GangsterStatus::kUnused) continue;
        text += lcn::GangsterCode(static_cast<lcn::GangsterId>(g)) + " " + std::to_string(static_cast<int>(gp.status));
        if (gp.assignment == lcn::Assignment::kOrder)
            text += " " + (gp.card < lcn::kNumOrders ? lcn::OrderCode(gp.card) : std::string("?"));
        if (gp.assignment == lcn::Assignment::kPurchase) text += " +" + lcn::BusinessCode(gp.card);
        text += "\n";
    }
    r["shown"] = text;
}

}  // namespace shell::games::lacosanostra
