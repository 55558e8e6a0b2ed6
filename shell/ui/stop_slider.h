// shell/ui/stop_slider.h — the replay's slider over stops (ui/replay_steps.h), shared by both games: a track with
// a tick per stop while they stay apart, the knob at `pos`, the label above the track.
#pragma once

#include "ui/widgets.h"

namespace shell::ui {

// Draws the slider in `r` (`last` + 1 stops) and returns the position a click or drag chose, else
// -1.
int StopSlider(Ui& ui, ImDrawList* dl, const Rect& r, const char* id, int last, int pos, const char* label);

}  // namespace shell::ui
