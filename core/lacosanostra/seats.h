// Who sits at a La Cosa Nostra seat, as links and saves carry it (link.h): a person, or a computer player at a level
// (the shell's computer.h runs them). Famiglia's famiglia/seats.h is the same idea for its two seats.
// The numbers are part of the link format (3 bits per seat) and the names part of the record format: a new level is
// appended at the end, never inserted.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string_view>

#include "common/result.h"
#include "lacosanostra/state.h"

namespace lcn {

enum class SeatKind : std::uint8_t { kPerson, kEasy, kNormal, kExpert };  // kExpert: expert.h
using SeatKinds = std::array<SeatKind, kMaxPlayers>;
// The stable names of the kinds (records, page option `seats=`, the test hook), in enum order.
inline constexpr const char* kSeatKindNames[] = {"person", "easy", "normal", "expert"};
inline constexpr int kNumSeatKinds = static_cast<int>(std::size(kSeatKindNames));
inline const char* SeatKindName(SeatKind kind) {
    const auto i = static_cast<std::size_t>(kind);
    return i < std::size(kSeatKindNames) ? kSeatKindNames[i] : "person";
}
inline std::optional<SeatKind> ParseSeatKind(std::string_view name) {
    for (std::size_t i = 0; i < std::size(kSeatKindNames); ++i)
        if (name == kSeatKindNames[i]) return static_cast<SeatKind>(i);
    return std::nullopt;
}

// A comma-separated list of 3 to 5 kinds ("person,normal,easy"), as the page option `seats=` and the seats line of
// an old save (link.h change log) write it; `count` gets how many it names (the seats after them are people). On
// failure one line of English about "seats".
common::Result<SeatKinds> ParseSeatKindList(std::string_view text, int& count);

}  // namespace lcn
