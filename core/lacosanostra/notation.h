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
#include "lacosanostra/moves.h"
#include "lacosanostra/state.h"
#include "lacosanostra/view.h"

namespace lcn {

std::string ToString(const State& s, const Move& m);                    // "Y order Y2 O1-07"
Result<Move> ParseMove(const State& s, std::string_view text);          // strict: the exact grammar, single spaces
Result<std::vector<Move>> ParseMoveList(const State& s, std::string_view text);  // "A; B; C"
// The entries of an action list ("A; B; C" -> "A", "B", "C"; surrounding blanks trimmed, empty text -> none),
// for callers that parse and apply one action at a time.
std::vector<std::string_view> SplitMoveList(std::string_view text);

// The canonical text without heap: writes at most kMaxMoveText bytes (no terminating zero), returns the length.
inline constexpr int kMaxMoveText = 112;   // a six-item trade is the longest text (<= 99 bytes)
int WriteMove(const State& s, const Move& m, char* out);
// <0, 0, >0 exactly as the byte order of ToString(s, a) and ToString(s, b) (the order of LegalMoves). Fast path:
// different seats or kinds are decided without writing the texts (the MoveKind enum is in verb byte order).
int CompareMoves(const State& s, const Move& a, const Move& b);

std::string PositionToJson(const State& s, int indent = 2);
Result<State> ParsePosition(std::string_view json);     // validates format and CheckInvariants
std::string ViewToJson(const View& v, int indent = 2);

// Step names of docs/lacosanostra-notation.md §3 ("planning"), and back.
const char* StepName(Step step);
bool ParseStepName(std::string_view name, Step& out);

}  // namespace lcn
