// shell/games/famiglia/computer/computer.cpp — see computer.h.
#include "games/famiglia/computer/computer.h"

#include <algorithm>
#include <chrono>

namespace shell::games::famiglia {

namespace {
// Thinking time per frame: small slices (in the bots' units, about a microsecond of native work each) until
// this much wall time has passed, so a frame keeps its budget on any machine, native or WebAssembly.
constexpr std::int64_t kUnitsPerSlice = 1500;
constexpr double kBudgetPerFrameMs = 12;

double NowMs() {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
}  // namespace

bool ComputerPlayer::Think(const View& view, SeatKind level, std::uint64_t game_seed) {
    if (busy_ && ready_ && view == view_) return true;
    const double start = NowMs();
    if (!has_bot_ || level != level_ || game_seed != seed_) {
        // One bot per seat level and game: the seed of a decision is DecisionSeed(bot seed, view).
        bot_ = BotPlayer(DefaultBotConfig(BotLevelFor(level).value_or(BotLevel::kNormal)), ComputerBotSeed(game_seed));
        level_ = level;
        seed_ = game_seed;
        has_bot_ = true;
        busy_ = false;
    }
    if (!busy_ || !(view == view_)) {
        busy_ = true;
        ready_ = false;
        view_ = view;
        started_ms_ = start;
        current_ = {};
    }
    Move move{};
    bool done = false;
    do {
        done = bot_.Poll(view, kUnitsPerSlice, move);
    } while (!done && NowMs() - start < kBudgetPerFrameMs);
    const double spent = NowMs() - start;
    current_.busy_ms += spent;
    current_.longest_ms = std::max(current_.longest_ms, spent);
    if (!done) return false;
    current_.wall_ms = NowMs() - started_ms_;
    current_.from_plan = bot_.LastFromPlan();
    last_ = current_;
    move_ = move;
    ready_ = true;
    return true;
}

double ComputerPlayer::progress() const {
    if (!busy_) return 0;
    return ready_ ? 1.0 : bot_.Progress();
}

Move ComputerPlayer::Take() {
    busy_ = ready_ = false;
    return move_;
}

std::uint64_t ComputerBotSeed(std::uint64_t game_seed) { return Rng::Stream(game_seed, 7).Next(); }

}  // namespace shell::games::famiglia
