// The play tool's output object, lacosanostra-state/1 (docs/lacosanostra-notation.md §6): the position with who
// acts, the legal and side moves, the roll to make and, at the end, the money and the winners.
#include "common/json_text.h"
#include "lacosanostra/notation.h"
#include "lacosanostra/rules.h"

namespace lcn {

namespace {
using Json = nlohmann::ordered_json;
}  // namespace

std::string StateToJson(const State& s, int indent) {
    Json j;
    j["format"] = "lacosanostra-state/1";
    j["round"] = s.round;
    j["step"] = StepName(s.step);
    const Actor actor = CurrentActor(s);
    Json who;
    auto letter = [&](Seat p) {
        return p < s.players ? Json(std::string(1, SeatLetterOf(s.player[p].family))) : Json(nullptr);
    };
    switch (actor.kind) {
        case ActorKind::kSeat:
            who["kind"] = "seat";
            who["seat"] = letter(actor.seat);
            break;
        case ActorKind::kTable:
            who["kind"] = "table";
            who["controller"] = letter(actor.seat);
            break;
        case ActorKind::kChance: who["kind"] = "chance"; break;
        case ActorKind::kNobody: who["kind"] = "nobody"; break;
    }
    j["actor"] = who;
    j["safe_point"] = IsSafePoint(s);
    j["game_over"] = IsOver(s);
    if (s.step == Step::kRoll || s.step == Step::kRerollDie) {
        const Move proposed = DefaultRoll(s);
        Json roll;
        roll["dice"] = proposed.count;
        roll["proposed"] = ToString(s, proposed);
        roll["how"] = "send 'roll' and " + std::to_string(proposed.count) + " die value(s) 1-6 in roll order" +
                      (s.options.physical_dice ? " (the roller's dice)" : "; 'proposed' is the generator's roll");
        j["roll"] = roll;
        j["legal"] = Json::array();
    } else {
        MoveList legal;
        LegalMoves(s, legal);
        Json list = Json::array();
        for (const Move& m : legal) list.push_back(ToString(s, m));
        j["legal"] = list;
    }
    Json side = Json::object();
    for (Seat p = 0; p < s.players; ++p) {
        MoveList moves;
        SideMoves(s, p, moves);
        if (moves.empty()) continue;
        Json list = Json::array();
        for (const Move& m : moves) list.push_back(ToString(s, m));
        side[letter(p).get<std::string>()] = list;
    }
    if (!side.empty()) j["side"] = side;
    if (IsOver(s)) {
        const Outcome o = OutcomeOf(s);
        Json money, winners = Json::array();
        for (Seat p = 0; p < s.players; ++p) {
            money[letter(p).get<std::string>()] = o.money[p];
            if (o.winners >> p & 1u) winners.push_back(letter(p));
        }
        static const char* const kTieBreaks[] = {nullptr, "display_value", "shared"};
        const char* tie = kTieBreaks[static_cast<int>(o.tie_break)];
        j["money"] = money;
        j["winners"] = winners;
        j["tie_break"] = tie ? Json(tie) : Json(nullptr);
    }
    j["position"] = Json::parse(PositionToJson(s, 0), nullptr, /*allow_exceptions=*/false);  // our own output
    return common::Dump(j, indent);
}

}  // namespace lcn
