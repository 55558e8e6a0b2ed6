// The random playout policy used by `simulate`, the property tests and the benchmark: uniform among the
// legal actions other than `pass`, and `pass` only when nothing else is legal. (Uniform choice including
// `pass` ends almost every game after about ten actions by two passes, so it would test almost nothing.)
#pragma once

#include "common/rng.h"
#include "famiglia/state.h"

namespace fam {

// `legal` must be the non-empty result of LegalMoves (a MoveList, or the same moves in a std::vector).
template <typename MoveSequence>
Move RandomPlayoutMove(const MoveSequence& legal, Rng& rng) {
    const int size = static_cast<int>(legal.size());
    int pass_index = 0;
    while (legal[pass_index].kind != MoveKind::kPass) ++pass_index;  // present in every non-empty list
    if (size == 1) return legal[0];
    int pick = static_cast<int>(rng.Below(static_cast<std::uint32_t>(size - 1)));
    if (pick >= pass_index) ++pick;
    return legal[pick];
}

}  // namespace fam
