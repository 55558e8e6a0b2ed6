#include "famiglia/view.h"

#include <algorithm>

namespace fam {

View ViewFor(const State& s, int seat) {
    View v;
    v.seat = seat;
    v.state = s;
    // deck[0 .. known) is the known bottom; the rest, up to the top, is hidden.
    std::sort(v.state.deck.begin() + s.deck_known_bottom, v.state.deck.begin() + s.deck_size);
    v.state.rng = 0;
    return v;
}

Counts UnknownDeckCounts(const View& v) {
    Counts c{};
    for (int i = v.state.deck_known_bottom; i < v.state.deck_size; ++i) ++c[v.state.deck[static_cast<std::size_t>(i)]];
    return c;
}

State Determinize(const View& v, Rng& rng) {
    State s = v.state;
    const std::uint32_t known = s.deck_known_bottom;
    rng.Shuffle(s.deck.data() + known, static_cast<std::uint32_t>(s.deck_size) - known);
    s.rng = rng.Next();
    return s;
}

}  // namespace fam
