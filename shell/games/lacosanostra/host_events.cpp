// shell/games/lacosanostra/host_events.cpp — see host_events.h.
#include "games/lacosanostra/host_events.h"

#include "games/lacosanostra/host_formats.h"
#include "games/lacosanostra/texts/sentences.h"
#include "lacosanostra/view.h"

namespace shell::games::lacosanostra {

using Json = nlohmann::ordered_json;

namespace {
// The state as the whole table sees it: built from this alone, an event cannot carry a secret.
lcn::State Public(const lcn::State& s) { return lcn::ViewFor(s, lcn::kNoSeat).state; }
}  // namespace

Json StatusOf(const lcn::State& full, const SeatKinds& kinds, const SeatNames& names, int actions) {
    const lcn::State s = Public(full);
    // Whole arrays first: a reference into an ordered_json object dangles once another key is added.
    Json seats = Json::array(), who = Json::array(), on = Json::array();
    for (Seat p = 0; p < s.players; ++p) {
        seats.push_back(SeatKindName(kinds[p]));
        who.push_back(NameOf(s, names, p));
    }
    for (const OptionSwitch& sw : kOptionSwitches)
        if (s.options.*sw.field) on.push_back(sw.key);
    Json j;
    j["players"] = s.players;
    j["seats"] = std::move(seats);
    j["names"] = std::move(who);
    j["options"] = std::move(on);
    j["round"] = s.round;
    j["actions"] = actions;
    j["over"] = lcn::IsOver(s);
    return j;
}

HostEvent TurnEvent(Lang lang, const lcn::State& full_before, const lcn::Move& m, const lcn::State& full_after,
                    const SeatNames& names, int index) {
    const lcn::State before = Public(full_before), after = Public(full_after);
    Json money = Json::array();
    for (Seat p = 0; p < after.players; ++p)
        money.push_back({{"cash", after.player[p].cash}, {"laundered", after.player[p].laundered}});
    Json j;
    j["seat"] = m.seat < after.players ? Json(m.seat) : Json();  // null: a roll of the dice by no one
    j["action"] = LogLine(lang, before, m, after, names);
    j["round"] = after.round;
    j["actions"] = index + 1;
    j["money"] = std::move(money);
    return {"turn", std::move(j)};
}

HostEvent GameOverEvent(Lang lang, const lcn::State& full, const SeatNames& names) {
    const lcn::State s = Public(full);
    const lcn::Outcome o = lcn::OutcomeOf(s);
    Json scores = Json::array(), winners = Json::array();
    for (Seat p = 0; p < s.players; ++p) {
        Json rows = Json::array();
        for (const ScoreRow& r : ScoreRows(lang, s, p))
            rows.push_back({{"label", r.label}, {"detail", r.detail}, {"amount", r.amount}, {"money", r.money}});
        scores.push_back({{"name", NameOf(s, names, p)}, {"total", o.money[p]}, {"rows", std::move(rows)}});
        if (o.winners >> p & 1) winners.push_back(p);
    }
    Json j;
    j["scores"] = std::move(scores);
    j["winners"] = std::move(winners);
    j["verdict"] = ScoreVerdict(lang, s, names);
    return {"game-over", std::move(j)};
}

}  // namespace shell::games::lacosanostra
