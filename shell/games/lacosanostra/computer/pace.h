// shell/games/lacosanostra/computer/pace.h — how fast the computers' acts follow each other at the table, so people can
// follow them. The speed is a setting (the start screen and the menu; kept with the settings, host_formats.h) and
// holds with people at the table as in a computer-only game.
//
// Each act of a computer is shown after a pause since the last act and since the screen appeared: a move on the
// public table the whole pause, a computer's private step a third of it (only its log line shows), a window's
// Continue half of it (nothing happens but the window closing). The thinking runs during the pause (computer.h),
// so a decision thought out within its pause costs the person no extra wait.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace shell::games::lacosanostra {

enum class Speed : std::uint8_t { kSlow, kNormal, kFast };
inline constexpr Speed kDefaultSpeed = Speed::kNormal;

std::string_view SpeedName(Speed speed);  // "slow", "normal", "fast": settings and the test hook
std::optional<Speed> ParseSpeed(std::string_view name);

// What a computer's act is, for its pause.
enum class ActKind : std::uint8_t {
    kPublic,       // a move on the public table, a deal spoken
    kPrivate,      // a computer's private step (planning, a look, the hand limit): only its log line shows
    kCloseWindow,  // a window's controller lets it close (Continue): nothing else happens
};

// The pause before an act of `kind`, in milliseconds of the table's clock.
std::int64_t PauseMs(Speed speed, ActKind kind);

}  // namespace shell::games::lacosanostra
