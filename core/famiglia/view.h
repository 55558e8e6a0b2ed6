// What one seat may know (docs/architecture.md §8, docs/famiglia-rules.md decision 7): everything but the order of the
// draw pile and the generator state. Hands are deducible by both players (§4 item 19), so they are part of the view.
// The cards everyone saw slid under the pile in the second pass stay known at the bottom, in order.
// Bots read only a View; search bots turn it back into full states with Determinize.
#pragma once

#include "common/rng.h"
#include "famiglia/state.h"

namespace fam {

struct View {
    int seat = 0;
    // The public state: the unknown part of the draw pile is listed in card order (its order is not
    // information) and the reshuffle generator is zero.
    State state;
    bool operator==(const View&) const = default;
};

View ViewFor(const State& s, int seat);

// Cards of the draw pile whose place is unknown to the players (the pile minus its known bottom).
Counts UnknownDeckCounts(const View& v);

// A full state consistent with the view: the unknown part of the pile shuffled with `rng`, and a fresh
// generator for a future reshuffle. Search bots sample many of these.
State Determinize(const View& v, Rng& rng);

}  // namespace fam
