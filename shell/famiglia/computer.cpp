// shell/famiglia/computer.cpp — see computer.h.
#include "famiglia/computer.h"

namespace fam::ui {

void ComputerPlayer::Begin(const View& view, SeatKind level, std::uint64_t seed) {
    view_ = view;
    level_ = level;
    rng_ = Rng::Stream(seed, 0xB07);
    active_ = true;
    ready_ = false;
}

bool ComputerPlayer::Think() {
    if (!active_) return false;
    if (!ready_) {
        // The simplest bot: a random legal action (never `pass` while something else is legal). The bots'
        // BotThinker replaces this block: thinker.Step(slice); ready_ = thinker.Done().
        MoveList legal;
        LegalMoves(view_.state, legal);
        if (legal.empty()) return false;
        chosen_ = RandomPlayoutMove(legal, rng_);
        ready_ = true;
    }
    return ready_;
}

Move ComputerPlayer::Take() {
    active_ = false;
    ready_ = false;
    return chosen_;
}

std::optional<Move> HintFor(const View& /*view*/) { return std::nullopt; }

}  // namespace fam::ui
