// shell/games/lacosanostra/computer/pace.h — how fast the computers' acts follow each other at the table, so people can
// follow them. The speed is a setting (the start screen and the menu; kept with the settings, host_formats.h) and
// holds with people at the table as in a computer-only game.
//
// Each act of a computer is shown after a pause since the last act and since the screen appeared: a move on the
// public table the whole pause, a computer's private step a third of it (only its log line shows), a window's
// Continue half of it (nothing happens but the window closing). The thinking runs during the pause (computer.h),
// so a decision thought out within its pause costs the person no extra wait.
//
// A person kept waiting through a long run of computer acts (at five players, four computers' turns one after
// another) sees the rest of the run at the fast pace: the first acts after the person's own come at the chosen
// pace, so the person sees what answered them, and the log and the marks of the last moves keep every act. The
// slow pace keeps every pause whole (a first game, a demonstration), and a table of computers alone has nobody
// waiting. Once the wait has lasted twice that long, the pauses are half the fast ones.
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

// The pause before an act of `kind`, in milliseconds of the table's clock, when a person has been waiting
// `person_waited_ms` for the computers (since the person last could act; 0 when nobody waits).
std::int64_t PauseMs(Speed speed, ActKind kind, std::int64_t person_waited_ms = 0);

// How long a person waits at the chosen pace before the rest of a run of computer acts comes at the fast pace
// (and twice this long before it comes at half the fast pace).
std::int64_t CatchUpAfterMs(Speed speed);

}  // namespace shell::games::lacosanostra
