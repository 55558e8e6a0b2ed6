// The random playout policy used by `simulate`, the property tests and the benchmark: uniform among the
// legal actions other than `pass`, and `pass` only when nothing else is legal. (Uniform choice including
// `pass` ends almost every game after about ten actions by two passes, so it would test almost nothing.)
#pragma once

#include "common/rng.h"
#include "famiglia/state.h"

namespace fam {

// `legal` must be the non-empty result of LegalMoves.
inline Move RandomPlayoutMove(const MoveList& legal, Rng& rng) {
    int pass_index = 0;
    while (legal[pass_index].kind != MoveKind::kPass) ++pass_index;  // present in every non-empty list
    if (legal.size() == 1) return legal[0];
    int pick = static_cast<int>(rng.Below(static_cast<std::uint32_t>(legal.size() - 1)));
    if (pick >= pass_index) ++pick;
    return legal[pick];
}

}  // namespace fam
