// shell/games/lacosanostra/computer/seat_levels.cpp — see seat_levels.h.
#include "games/lacosanostra/computer/seat_levels.h"

namespace shell::games::lacosanostra {

std::optional<lcn::BotLevel> BotLevelOf(SeatKind kind) {
    switch (kind) {
        case SeatKind::kPerson: return std::nullopt;
        case SeatKind::kEasy: return lcn::BotLevel::kEasy;
        case SeatKind::kNormal:
        case SeatKind::kExpert: return lcn::BotLevel::kNormal;
    }
    return std::nullopt;
}

lcn::TradeVerdict JudgeTrade(SeatKind kind, const lcn::View& view, const lcn::Move& trade) {
    return kind == SeatKind::kExpert ? lcn::ExpertEvaluateTrade(view, trade) : lcn::EvaluateTrade(view, trade);
}

int ProposeDealsOf(SeatKind kind, const lcn::View& view, std::array<lcn::Move, lcn::kMaxTradeItems>& out) {
    if (kind == SeatKind::kExpert) return lcn::ExpertProposeDeals(view, out);
    if (kind == SeatKind::kNormal) return lcn::ProposeDeals(view, out);
    out = {};
    return 0;
}

int UnitsPerSlice(SeatKind kind) { return kind == SeatKind::kExpert ? 32 : 64; }

}  // namespace shell::games::lacosanostra
