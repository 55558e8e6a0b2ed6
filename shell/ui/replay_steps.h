// shell/ui/replay_steps.h — stepping through a game's history by stops, shared by both games' replays (no ImGui, so
// their native tests use it). An index i shows the moment after the history's action i - 1; "stops" are ascending,
// unique indices (0 first, the last index last) such as the end of every turn or round, and the slider runs over
// them: position k is stop k.
#pragma once

#include <algorithm>
#include <vector>

namespace shell::ui {

// The slider's position for `index`: the last stop at or before it.
inline int StopAtOrBefore(const std::vector<int>& stops, int index) {
    const auto after = std::upper_bound(stops.begin(), stops.end(), index);
    return std::max(0, static_cast<int>(after - stops.begin()) - 1);
}

// The index at slider position `position` (clamped); 0 without stops.
inline int IndexAtStop(const std::vector<int>& stops, int position) {
    if (stops.empty()) return 0;
    return stops[static_cast<std::size_t>(std::clamp(position, 0, static_cast<int>(stops.size()) - 1))];
}

// The next stop after `index` (delta > 0) or the one before it (delta < 0), staying at the ends; `index` when 0.
inline int StepStop(const std::vector<int>& stops, int index, int delta) {
    if (stops.empty() || delta == 0) return index;
    if (delta > 0) {
        const auto next = std::upper_bound(stops.begin(), stops.end(), index);
        return next == stops.end() ? stops.back() : *next;
    }
    const auto at = std::lower_bound(stops.begin(), stops.end(), index);
    return at == stops.begin() ? stops.front() : *(at - 1);
}

}  // namespace shell::ui
