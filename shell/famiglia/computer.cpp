// shell/famiglia/computer.cpp — see computer.h.
#include "famiglia/computer.h"

#include <chrono>

namespace fam::ui {

namespace {
// Thinking time per frame: small slices (in the bots' units, about a microsecond of native work each) until
// this much wall time has passed, so a frame keeps its budget on any machine, native or WebAssembly.
constexpr std::int64_t kUnitsPerSlice = 1500;
constexpr auto kBudgetPerFrame = std::chrono::milliseconds(12);
}  // namespace

void ComputerPlayer::Begin(const View& view, SeatKind level, std::uint64_t seed) {
    const BotConfig config = DefaultBotConfig(BotLevelFor(level).value_or(BotLevel::kNormal));
    thinker_.Start(view, config, DecisionSeed(seed, view));
    active_ = true;
}

bool ComputerPlayer::Think() {
    if (!active_) return false;
    const auto deadline = std::chrono::steady_clock::now() + kBudgetPerFrame;
    while (!thinker_.Done() && std::chrono::steady_clock::now() < deadline) thinker_.Step(kUnitsPerSlice);
    return thinker_.Done();
}

Move ComputerPlayer::Take() {
    active_ = false;
    return thinker_.Result();
}

Hint HintFor(const View& view) { return SuggestMove(view); }

}  // namespace fam::ui
