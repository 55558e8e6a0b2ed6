// shell/ui/layer.h — the one way a screen opens its ImGui window: the tables, the dialogs and sheets over them,
// the host layer's link panel and notices. Each is a layer: a window without ImGui's decorations, padding or
// saved settings, that draws on its own draw list and leaves the keyboard to ui::Ui's focus ring.
#pragma once

#include <cstdint>

#include "imgui.h"
#include "ui/widgets.h"

namespace shell::ui {

// Where a layer stands among the windows of the frame.
enum class Stack : std::uint8_t {
    kBottom,  // a table: stays behind every other window, even when clicked
    kAbove,   // over the windows begun before it in the frame, without taking the window focus (a sheet over the table)
    kFront,   // takes the window focus and the front every frame: dialogs, the link panel, notices
};

struct LayerLook {
    Stack stack = Stack::kFront;
    ImU32 background = 0;  // ImGui's fill of the window; 0 draws none
    // ImGui's 1 px window border, which also clips the layer's drawing 1 px inside its rectangle (the notice).
    bool border = false;
    // ImGui's own arrow-key navigation among the layer's items, as La Cosa Nostra's deal sheet has always had;
    // every other layer leaves the keys to ui::Ui alone.
    bool imgui_nav = false;
};

// A table's background: the colour main.cpp clears each frame with (palette::kBackground), so the layer draws no
// fill of its own. Filling the whole screen again cost a software WebGL (SwiftShader, a phone without a GPU driver)
// a screen of blended pixels a frame: about two fifths of a table's pixel work.
inline constexpr ImU32 kClearedBackground = 0;

// Begins the layer `name` ("##table") over `r`, or over the whole window; returns its draw list. End with EndLayer.
ImDrawList* BeginLayer(const char* name, const Rect& r, const LayerLook& look);
ImDrawList* BeginLayer(const char* name, const LayerLook& look);
void EndLayer();

}  // namespace shell::ui
