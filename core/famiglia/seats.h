// Who plays a seat: a person or the computer at one of four levels. Shared by the session (core), share
// links, saved games and the UI; the bots map the computer levels to their budgets.
#pragma once

#include <cstdint>

namespace fam {

enum class SeatKind : std::uint8_t { kPerson = 0, kBeginner = 1, kEasy = 2, kNormal = 3, kExpert = 4 };
inline constexpr int kNumSeatKinds = 5;

constexpr bool IsComputer(SeatKind k) { return k != SeatKind::kPerson; }

}  // namespace fam
