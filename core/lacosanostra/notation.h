// The text forms of docs/lacosanostra-notation.md: actions, positions (lacosanostra-position/1) and views
// (lacosanostra-view/1). Every consumer (UI log, links, tests, tools) uses these, never its own parser.
//
// Action texts start with the acting seat's LETTER (its family's colour), while a Move holds seat INDICES:
// the seat -> family mapping lives in the State, so every action function takes the game it belongs to.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "common/result.h"
#include "common/text.h"
#include "lacosanostra/moves.h"
#include "lacosanostra/state.h"
#include "lacosanostra/view.h"

namespace lcn {

std::string ToString(const State& s, const Move& m);            // "Y order Y2 O1-07"
Result<Move> ParseMove(const State& s, std::string_view text);  // strict: the exact grammar, single spaces
Result<std::vector<Move>> ParseMoveList(const State& s, std::string_view text);  // "A; B; C"
// The entries of an action list ("A; B; C" -> "A", "B", "C"; surrounding blanks trimmed, empty text -> none),
// for callers that parse and apply one action at a time.
using common::SplitMoveList;  // "A; B; C" -> trimmed entries (common/text.h)

std::string PositionToJson(const State& s, int indent = 2);
Result<State> ParsePosition(std::string_view json);  // validates format and CheckInvariants
std::string ViewToJson(const View& v, int indent = 2);
// The play tool's output object (notation §6, lacosanostra-state/1), as Famiglia's StateToJson.
std::string StateToJson(const State& s, int indent = 2);

// The option names of a position's "options" object (notation §4): sets option `name` to `value`; false for an
// unknown name.
bool SetOption(Options& options, std::string_view name, bool value);

// Step names of docs/lacosanostra-notation.md §3 ("planning"), and back.
const char* StepName(Step step);
bool ParseStepName(std::string_view name, Step& out);

}  // namespace lcn
