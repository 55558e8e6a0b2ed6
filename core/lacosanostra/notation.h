// The text forms of docs/lacosanostra-notation.md: actions, positions (lacosanostra-position/1) and views
// (lacosanostra-view/1). Every consumer (UI log, links, tests, tools) uses these, never its own parser.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "common/result.h"
#include "lacosanostra/moves.h"
#include "lacosanostra/state.h"
#include "lacosanostra/view.h"

namespace lcn {

std::string ToString(const Move& m);                    // "Y order Y2 O1-07"
Result<Move> ParseMove(std::string_view text);          // strict: the exact grammar, single spaces
Result<std::vector<Move>> ParseMoveList(std::string_view text);  // "A; B; C"

std::string PositionToJson(const State& s, int indent = 2);
Result<State> ParsePosition(std::string_view json);     // validates format and CheckInvariants
std::string ViewToJson(const View& v, int indent = 2);

}  // namespace lcn
