// shell/ui/focus.h — the keyboard focus of the item registry (widgets.h), kept across frames as part of a
// game's UI state. Apart from widgets.h so that UI state headers stay free of ImGui (and testable natively).
#pragma once

#include <string>

namespace shell::ui {

// Kept across frames (part of the UI state).
struct FocusState {
    std::string focused;    // id of the focused item; empty when none
    bool keyboard = false;  // the focus ring shows only after a key was used
    int top_layer = 0;      // the highest layer that registered items last frame
    bool activate = false;  // Enter/Space pressed: the focused item fires this frame
};

}  // namespace shell::ui
