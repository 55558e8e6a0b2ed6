// The text forms of docs/famiglia-notation.md: actions, positions (famiglia-position/1) and the tool's state output
// (famiglia-state/1). Every consumer (CLI, UI log, tests, links) uses these functions, never its own parser.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "common/result.h"
#include "common/text.h"
#include "famiglia/rules.h"

namespace fam {

std::string ToString(const Move& m);            // "take F3 F2 M3"
Result<Move> ParseMove(std::string_view text);  // strict: lower-case words, single spaces
// Splits "A; B; C" (docs/famiglia-notation.md command-line form). Blank entries (e.g. a trailing ";") are refused.
Result<std::vector<Move>> ParseMoveList(std::string_view text);
// The same list one entry at a time, for callers that apply each action before reading the next (so the
// first failing action is the one reported, malformed or illegal): the entries with the white space around
// them trimmed, in order (none for a blank text; an entry may be blank), and entry `number` (from 1) parsed
// with an error that names it: "action 2 'take F9': 'F9' is not a card code ...".
using common::SplitMoveList;  // "A; B; C" -> trimmed entries (common/text.h)
Result<Move> ParseMoveListEntry(int number, std::string_view entry);

// "'X9' is not a card code (...)": the reason for a word that is no card code, in actions and positions.
std::string NotACardCode(std::string_view word);

// Positions: the game at the start of a turn. Printing requires AtTurnStart(s).
inline constexpr const char* kPositionFormat = "famiglia-position/1";
std::string PositionToJson(const State& s, int indent = 2);
// Validates (position_parse.cpp) everything docs/famiglia-notation.md lists (format, 60 cards, indices, ...) and the
// game's own invariants (invariants.h; §5.1: no 0 on the discard pile, none in the second deck, §5.5: no empty first
// deck beside a discard pile, ...). Nothing is guessed: every field of docs/famiglia-notation.md's example is required
// except "rng", a key given twice is refused, and so is a list with more cards than the game has.
Result<State> ParsePosition(std::string_view json);

// The play tool's output object (docs/famiglia-notation.md "Command-line tool").
std::string StateToJson(const State& s, int indent = 2);

}  // namespace fam
