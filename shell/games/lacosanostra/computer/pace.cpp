// shell/games/lacosanostra/computer/pace.cpp — see pace.h.
#include "games/lacosanostra/computer/pace.h"

#include <limits>

namespace shell::games::lacosanostra {

namespace {

// The pause of a public act. Normal: long enough to read a one-line log entry and see the card move (a person
// follows a computer's turn of reveal, roll and result in about two seconds); slow for a first game or a
// demonstration; fast for a player who reads the log afterwards.
std::int64_t PublicPauseMs(Speed speed) {
    switch (speed) {
        case Speed::kSlow: return 1200;
        case Speed::kNormal: return 550;
        case Speed::kFast: return 200;
    }
    return 550;
}

}  // namespace

std::string_view SpeedName(Speed speed) {
    switch (speed) {
        case Speed::kSlow: return "slow";
        case Speed::kNormal: return "normal";
        case Speed::kFast: return "fast";
    }
    return "normal";
}

std::optional<Speed> ParseSpeed(std::string_view name) {
    for (Speed s : {Speed::kSlow, Speed::kNormal, Speed::kFast})
        if (SpeedName(s) == name) return s;
    return std::nullopt;
}

std::int64_t CatchUpAfterMs(Speed speed) {
    // Two public acts at the chosen pace: the answer to the person's move and what follows it.
    return speed == Speed::kSlow ? std::numeric_limits<std::int64_t>::max() : 2 * PublicPauseMs(speed);
}

std::int64_t PauseMs(Speed speed, ActKind kind, std::int64_t person_waited_ms) {
    const std::int64_t catch_up = CatchUpAfterMs(speed);
    if (person_waited_ms >= catch_up) speed = Speed::kFast;
    // Twice as long and still waiting: a whole round of other seats' turns, which the person reads in the log and
    // the marks of the last moves rather than act by act; half the fast pause keeps each act on screen a moment.
    const bool long_wait = catch_up < std::numeric_limits<std::int64_t>::max() / 2 && person_waited_ms >= 2 * catch_up;
    const std::int64_t pause = PublicPauseMs(speed) / (long_wait ? 2 : 1);
    switch (kind) {
        case ActKind::kPublic: return pause;
        case ActKind::kPrivate: return pause / 3;
        case ActKind::kCloseWindow: return pause / 2;
    }
    return pause;
}

}  // namespace shell::games::lacosanostra
