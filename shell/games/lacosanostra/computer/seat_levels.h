// shell/games/lacosanostra/computer/seat_levels.h — what each kind of computer seat plays like: its bot level, its
// answer to a trade, the deals it proposes, its thinker's slice. No ImGui. The computer seats (computer.h), the deal
// sheet (deal.h), the spoken offers (offers.h) and the hint (hint.h) all ask here, so none of them includes another to
// learn a level: the arrows go one way (docs/architecture.md §9).
#pragma once

#include <array>
#include <optional>

#include "games/lacosanostra/play/flow.h"
#include "lacosanostra/bots.h"
#include "lacosanostra/expert.h"

namespace shell::games::lacosanostra {

std::optional<lcn::BotLevel> BotLevelOf(SeatKind kind);  // nullopt for a person; the Expert's Normal for kExpert

// A computer's answer to a trade it is party to, by its level: the Expert's (expert.h) or Normal's and Easy's
// (bots.h). Both return only what the rules accept.
lcn::TradeVerdict JudgeTrade(SeatKind kind, const lcn::View& view, const lcn::Move& trade);
// The deals a computer turn seat proposes at its negotiation pause: Normal's or the Expert's; Easy none.
int ProposeDealsOf(SeatKind kind, const lcn::View& view, std::array<lcn::Move, lcn::kMaxTradeItems>& out);

// Work units per Step() of a thinker: a few microseconds each natively (a Normal score, or one move of an Expert
// playout), so one slice stays well under a millisecond even in WebAssembly; slices repeat until the frame's budget
// is spent. Expert slices are smaller: its unit is a whole table decision of a playout.
int UnitsPerSlice(SeatKind kind);

}  // namespace shell::games::lacosanostra
