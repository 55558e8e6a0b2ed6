// shell/ui/draw_fingerprint.cpp — see draw_fingerprint.h.
#include "ui/draw_fingerprint.h"

#include <cstddef>
#include <cstring>

#include "imgui.h"

namespace shell::ui {

namespace {

// FNV-1a's step over 64-bit words instead of bytes: a frame has some hundred kilobytes of vertices.
void Mix(std::uint64_t& h, const void* p, std::size_t n) {
    const auto* b = static_cast<const unsigned char*>(p);
    std::size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        std::uint64_t w;
        std::memcpy(&w, b + i, 8);
        h = (h ^ w) * 1099511628211ull;
    }
    for (; i < n; ++i) h = (h ^ b[i]) * 1099511628211ull;
}

}  // namespace

std::uint64_t DrawFingerprint(const ImDrawData& data, int fb_width, int fb_height) {
    std::uint64_t h = 1469598103934665603ull;
    const int size[2] = {fb_width, fb_height};
    Mix(h, size, sizeof size);
    for (int l = 0; l < data.CmdListsCount; ++l) {
        const ImDrawList& list = *data.CmdLists[l];
        Mix(h, list.VtxBuffer.Data, static_cast<std::size_t>(list.VtxBuffer.Size) * sizeof(ImDrawVert));
        Mix(h, list.IdxBuffer.Data, static_cast<std::size_t>(list.IdxBuffer.Size) * sizeof(ImDrawIdx));
        // A command's clip rectangle, texture, offsets and element count: the fields before its callback.
        for (const ImDrawCmd& cmd : list.CmdBuffer) Mix(h, &cmd, offsetof(ImDrawCmd, UserCallback));
    }
    return h;
}

}  // namespace shell::ui
