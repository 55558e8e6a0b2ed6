// shell/famiglia/computer.cpp — see computer.h.
#include "famiglia/computer.h"

namespace fam::ui {

namespace {
// Work per frame, in the bots' units (about a microsecond of native work; WebAssembly is slower), so a
// frame keeps its budget while the Expert searches.
constexpr std::int64_t kUnitsPerFrame = 6000;
}  // namespace

void ComputerPlayer::Begin(const View& view, SeatKind level, std::uint64_t seed) {
    const BotConfig config = DefaultBotConfig(BotLevelFor(level).value_or(BotLevel::kNormal));
    thinker_.Start(view, config, DecisionSeed(seed, view));
    active_ = true;
}

bool ComputerPlayer::Think() { return active_ && (thinker_.Done() || thinker_.Step(kUnitsPerFrame)); }

Move ComputerPlayer::Take() {
    active_ = false;
    return thinker_.Result();
}

Hint HintFor(const View& view) { return SuggestMove(view); }

}  // namespace fam::ui
