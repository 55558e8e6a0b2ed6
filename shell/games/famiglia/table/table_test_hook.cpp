// shell/games/famiglia/table/table_test_hook.cpp — the test hook's "game" object (?test=1, docs/testing.md): the
// screen, the seats, the moves, the state as the viewer sees it, the computer's decisions, the replay and the deal of
// the day. table_view.cpp asks for it once a frame, after drawing.
#include <nlohmann/json.hpp>

#include "common/json_text.h"
#include "games/famiglia/guide/guide.h"
#include "games/famiglia/replay/replay.h"
#include "games/famiglia/table/table_internal.h"
#include "host/share.h"

namespace shell::games::famiglia {

namespace {

const char* ScreenName(Overlay o) {
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

}  // namespace

std::string TestJson(const FrameCtx& c) {
    using Json = nlohmann::ordered_json;
    Json j;
    const ReplayUi& replay = c.g.replay;
    j["screen"] = c.g.handoff                                    ? "handoff"
                  : replay.open && c.g.overlay == Overlay::kNone ? "replay"
                                                                 : ScreenName(c.g.overlay);
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
    j["replay_available"] = CanOpenReplay(c.g, c.game);
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
    // The guided first game (guide/guide.h): on, its step (the moves played on its script), the step count, whether
    // the step is the person's and the tap it asks for.
    const int step = c.g.guide ? GuideIndex(c.s) : -1;
    const GuidePlan& plan = TheGuidePlan();
    j["guide"] = {{"on", c.g.guide},
                  {"step", step},
                  {"steps", plan.moves.size()},
                  {"person", step >= 0 && step < static_cast<int>(plan.person.size()) &&
                                 plan.person[static_cast<std::size_t>(step)]},
                  {"expected", c.g.guide ? ExpectedTap(plan, step, c.g) : std::string()},
                  {"words", GuideStripText(c.g, c.s)},
                  {"note", c.g.note}};
    // The rules sheet's examples drawn whole in this frame, by name ("F2", "take F3 F2 M3"), in CSS pixels.
    Json& examples = j["rules_examples"] = Json::array();
    for (const auto& [name, r] : c.examples_shown)
        examples.push_back({{"name", name}, {"x", r.min.x}, {"y", r.min.y}, {"w", r.w()}, {"h", r.h()}});
    j["details"] = c.details ? Json(CardCode(c.details->card)) : Json();  // the open details' card code, or null
    j["daily"] = DailyTestJson(c.g.daily, c.s, c.lang, host::PageLinkAddress({}, kDailyPageQuery));
    return j.dump();
}

}  // namespace shell::games::famiglia
