// shell/games/lacosanostra/table/table_test_hook.cpp — the table's test hook (?test=1): what a frame showed and
// offered, as the browser tests read it.
#include <nlohmann/json.hpp>
#include <string>

#include "games/lacosanostra/guide/guide.h"
#include "games/lacosanostra/replay/replay.h"
#include "games/lacosanostra/table/table_internal.h"

namespace shell::games::lacosanostra {

namespace {

using lcn::Seat;

const char* ScreenName(const FrameCtx& c) {
    if (c.t.overlay == Overlay::kStart) return "start";
    if (c.t.overlay == Overlay::kRules) return "rules";
    if (c.t.overlay == Overlay::kCards) return "cards";
    if (c.t.overlay == Overlay::kReplay) return "replay";
    switch (c.screen.kind) {
        case ScreenKind::kPublic: return "public";
        case ScreenKind::kHandOff: return "handoff";
        case ScreenKind::kPrivate: return "private";
        case ScreenKind::kScoring: return "scoring";
    }
    return "?";
}

const char* EffectName(Effect e) {
    switch (e) {
        case Effect::kMove: return "move";
        case Effect::kPick: return "pick";
        case Effect::kUnlock: return "unlock";
        case Effect::kDone: return "done";
        case Effect::kPeek: return "peek";
        case Effect::kUnpick: return "unpick";
        case Effect::kTypeDie: return "type-die";
        case Effect::kEraseDie: return "erase-die";
        case Effect::kAcceptOffer: return "accept-offer";
        case Effect::kDeclineOffer: return "decline-offer";
    }
    return "?";
}

// A card's code in the notation ("Y3", "ZU2", "O1-07", "IF"): the code a test names a card by.
std::string CodeOf(CardRef card) {
    switch (card.kind) {
        case CardKind::kOrder: return lcn::OrderCode(static_cast<lcn::OrderId>(card.id));
        case CardKind::kBusiness: return lcn::BusinessCode(static_cast<lcn::BusinessId>(card.id));
        case CardKind::kGangster: return lcn::GangsterCode(static_cast<lcn::GangsterId>(card.id));
        case CardKind::kInfluence: return lcn::InfluenceCode(static_cast<lcn::Influence>(card.id));
    }
    return "?";
}

}  // namespace

// The test hook's "game" object: the screen, who holds the device, the taps offered to the holder (each with
// its item id and, for moves, the action text), the order cards drawn face up and the influence cards of a hand
// drawn (no one else's secret may be among them on a hand-off or another seat's screen).
// `settled`: nothing this frame did (a tap, a computer's move) made what it drew out of date; a test reads the
// actions and items only from a settled frame (an unsettled one is followed by a frame drawn from the change).
std::string TestJson(const FrameCtx& c, bool settled) {
    using Json = nlohmann::ordered_json;
    Json j;
    j["screen"] = ScreenName(c);
    j["lang"] = ui::LangCode(c.t.settings.lang);
    j["settled"] = settled;
    j["deal_note"] = c.t.deal_note;  // the deal sheet's last answer or refusal
    j["log_last"] = c.t.cache.log.empty() ? std::string() : c.t.cache.log.back();  // the public log's last line
    j["log_lines"] = c.t.cache.log.size();
    j["log_scroll"] = static_cast<int>(c.t.log_scroll);  // px the log column is scrolled back from its newest line
    j["sheet_text"] = c.sheet_text;                      // the titles the rules sheet or the cards view drew
    j["scroll"] = static_cast<int>(c.t.scroll);          // px a sheet is scrolled
    j["card_details"] = c.card_details;                  // (also before a game: the cards view's open card)
    j["details"] = c.details_card ? Json(CodeOf(*c.details_card)) : Json();  // the open details' card code, or null
    Json& seats = j["seats"] = Json::array();
    if (!c.game.started) {
        j["names"] = c.t.next.names;  // the start screen's name fields
        return j.dump();
    }
    const lcn::State& s = c.game.state();
    for (int p = 0; p < s.players; ++p) {
        const lcn::FamilyData& fd = lcn::FamilyInfo(FamilyOfSeat(s, p));
        seats.push_back({{"name", NameOf(c, p)},
                         {"family", fd.name},
                         {"letter", std::string(1, fd.letter)},
                         {"kind", SeatKindName(c.t.device.kinds[static_cast<std::size_t>(p)])}});
    }
    j["round"] = s.round;
    j["over"] = lcn::IsOver(s);
    if (lcn::IsOver(s)) {  // the scoring screen's amounts per seat and its verdict, as drawn
        Json scores = Json::array();
        for (Seat p = 0; p < s.players; ++p) {
            Json amounts = Json::array();
            for (const ScoreRow& r : ScoreRows(c.t.settings.lang, s, p)) amounts.push_back(r.amount);
            scores.push_back(std::move(amounts));
        }
        j["scores"] = std::move(scores);
        j["verdict"] = ScoreVerdict(c.t.settings.lang, s, c.game.session.names());
    }
    const Seat computer = c.t.computers.Due(s, c.t.device);  // the computer whose decision is due (-1: none)
    j["computer"] = computer == kNoSeat ? -1 : static_cast<int>(computer);
    const Seat acting = ActingSeat(s);
    j["acting"] = acting == lcn::kNoSeat ? -1 : acting;
    // Who holds the device: the private seat, the seat a hand-off asks for, else the table (-1).
    j["holder"] = c.screen.seat == lcn::kNoSeat ? -1 : c.screen.seat;
    j["done"] = c.screen.done;
    j["viewer"] = c.screen.viewer == lcn::kNoSeat ? -1 : c.screen.viewer;  // solo: the person whose view is drawn
    j["gates"] = c.t.device.gates;
    const lcn::Session& session = c.game.session;
    const int played = session.num_moves();
    j["moves"] = played;  // the last move in notation: a deal's trade, a claim's card
    j["last_move"] = played > 0 ? lcn::ToString(session.state(played - 1), session.move(played - 1)) : std::string();
    j["pick"] = c.t.gesture.pick.thing == Thing::kNone ? std::string() : TapId(c.t.gesture.pick);
    Json& actions = j["actions"] = Json::array();
    if (c.t.overlay != Overlay::kStart) {
        for (const Choice& ch : c.choices) {
            Json a;
            a["id"] = TapId(ch.tap);
            a["effect"] = EffectName(ch.effect);
            const bool has_move =
                ch.effect == Effect::kMove || ch.effect == Effect::kPick || ch.effect == Effect::kAcceptOffer;
            a["move"] = has_move ? lcn::ToString(s, ch.move) : "";
            a["enabled"] = ch.enabled;
            actions.push_back(std::move(a));
        }
    }
    j["headline"] = c.headline;  // the top bar's line
    j["aimed"] = c.aimed;        // the band and card drawn as the action's target
    j["roller"] = s.step == lcn::Step::kRoll && s.cur.roller != lcn::kNoSeat ? static_cast<int>(s.cur.roller) : -1;
    j["named"] = s.cur.named != lcn::kNoSeat && s.cur.named != s.cur.turn && !lcn::IsOver(s) ? s.cur.named : -1;
    // The Hint (hint.h): the seat it may be asked for on this screen (-1: none), its progress and its words.
    const Seat hint_seat = HintSeat(s, c.t.device);
    Json& hint = j["hint"];
    hint["seat"] = hint_seat == kNoSeat ? -1 : static_cast<int>(hint_seat);
    hint["thinking"] = c.t.hint.thinking();
    hint["progress"] = c.t.hint.progress();
    hint["text"] = c.t.hint.ready() ? HintLine(c.t.settings.lang, s, session.names(), c.t.hint.move(), c.t.hint.stats())
                                    : std::string();
    j["computer_progress"] = c.t.computers.progress();
    // tools/bot_timing.mjs: the decisions thought out so far, and the last one's time inside the slices (ms).
    j["computer_decisions"] = c.t.computers.decisions();
    j["computer_busy_ms"] = c.t.computers.last_busy_ms();
    j["computer_wait"] = ComputerWaitName(c.t.computers.waiting());  // what the last computer frame waited for
    j["face_up_orders"] = c.face_up_orders;
    j["influence_drawn"] = c.influence_drawn;
    j["card_details"] = c.card_details;  // the opened card's title and lines (card_details_draw.cpp)
    j["refusal"] = c.t.refusal;          // why the last tap on a card did nothing (next_step.h)
    // The guided first game (guide.h): on, its step (the moves played on its script), the step count, whether the
    // step is the person's, the tap it asks for (its item id) and the strip's text key.
    Json& guide = j["guide"];
    const GuidePlan& plan = TheGuidePlan();
    const int step = c.t.guide ? GuideIndex(plan, session) : -1;
    guide["on"] = c.t.guide;
    guide["step"] = step;
    guide["steps"] = plan.moves.size();
    guide["person"] = PersonStep(plan, step);
    guide["expected"] = c.guide_tap.thing == Thing::kNone ? std::string() : TapId(c.guide_tap);
    guide["text"] = c.t.guide ? static_cast<int>(TextAt(TheGuideScript(), step)) : 0;
    ReplayJson(c, j);
    j["roll"] = Json::array();
    for (int i = 0; i < c.t.roll.count; ++i) j["roll"].push_back(c.t.roll.dice[static_cast<std::size_t>(i)]);
    return j.dump();
}

}  // namespace shell::games::lacosanostra
