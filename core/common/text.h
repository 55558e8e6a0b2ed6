// Small text helpers shared by the games' parsers and formats: quoting user input in messages, splitting
// line-framed texts ("tag\nline\n...\n": records, settings, statistics) and strict decimal numbers.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/result.h"

namespace common {

// `s` in single quotes for an error message: at most 40 characters ("..." after them), every byte outside
// printable ASCII shown as '?', so a message stays one line whatever the input held.
std::string Quote(std::string_view s);

// Splits a text in which every line ends with "\n" (the last included) into its lines, without the breaks.
// False when the text does not end with "\n": `lines` then holds the complete lines before the unfinished
// one (so the unfinished line is number lines.size() + 1).
bool SplitLines(std::string_view text, std::vector<std::string_view>& lines);

// The lines of a framed text after its tag line (settings, statistics): the reason ("too large", "the text does not
// end with a line break", "it does not start with '<tag>'") when it is longer than `max_bytes` or not framed so.
Result<std::vector<std::string_view>> TaggedLines(std::string_view text, std::string_view tag, std::size_t max_bytes);

// A line of stored statistics, "<name> <count> ... <count>" one space apart, each count as ParseDecimal reads it and at
// most 999,999,999: sets `name` and the `n` counts. False for anything else (other spacing, more or fewer counts).
bool ReadCountLine(std::string_view line, std::string_view& name, int* counts, std::size_t n);

// A whole number in decimal as the formats write it: digits only (no sign, no space), no leading zeros,
// at most `max`. Anything else is nullopt.
std::optional<std::uint64_t> ParseDecimal(std::string_view text, std::uint64_t max = UINT64_MAX);

// The entries of an action list "A; B; C" (both games' notation), each trimmed of blanks; an empty or blank
// text has no entries, and an empty entry between two ';' is kept (the parser reports it by number).
std::vector<std::string_view> SplitMoveList(std::string_view text);

}  // namespace common
