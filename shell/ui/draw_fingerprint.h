// shell/ui/draw_fingerprint.h — a fingerprint of a frame's picture (Dear ImGui's draw data and the framebuffer's
// size), so the loop can skip handing an unchanged picture to the GPU.
//
// Why: the loop draws a few frames after every input and every frame while the app works (a computer's turn, the
// Expert's daily game); most of those draw the same picture as the frame before (the pointer rests, only the
// work goes on). Submitting it again costs the browser a whole compositor frame (on a software GPU about 60 ms
// at 1280x800, three times that on a phone-sized canvas at pixel ratio 3) for no visible change; the canvas keeps
// its last picture when a frame issues no GL call.
#pragma once

#include <cstdint>

struct ImDrawData;

namespace shell::ui {

// A 64-bit FNV-1a-style hash of every vertex, index and draw command (clip rectangle, texture, offsets) of `data` and
// the framebuffer size. Equal pictures give equal fingerprints; different ones almost surely differ.
std::uint64_t DrawFingerprint(const ImDrawData& data, int fb_width, int fb_height);

}  // namespace shell::ui
