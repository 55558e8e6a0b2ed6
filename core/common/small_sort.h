// A stable insertion sort for short lists (a few hundred items at most), in place of std::stable_sort where code
// size matters more than asymptotics: libc++ instantiates stable_sort's merge and buffer code once per comparator,
// about 3 KB of WebAssembly each, and the page carries every instantiation (the Expert's search sorts with two). The
// order it gives is stable_sort's exactly (a stable sort's result is unique), so decisions do not change.
#pragma once

#include <utility>

namespace common {

template <class It, class Less>
void SmallStableSort(It first, It last, Less less) {
    if (first == last) return;
    for (It i = first + 1; i != last; ++i) {
        auto value = std::move(*i);
        It j = i;
        for (; j != first && less(value, *(j - 1)); --j) *j = std::move(*(j - 1));
        *j = std::move(value);
    }
}

}  // namespace common
