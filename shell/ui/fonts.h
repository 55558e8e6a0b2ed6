// shell/ui/fonts.h — the embedded DejaVu Sans (generated at build time from Debian's
// fonts-dejavu-core by cmake/embed_binary.cmake), rasterised for the screen's pixel ratio.
#pragma once

struct ImFont;

namespace shell::ui {

struct Fonts {
    ImFont* body = nullptr;   // running text, 17 CSS px
    ImFont* title = nullptr;  // headings, 30 CSS px
    float pixel_ratio = 0;    // framebuffer pixels per window unit the atlas was built for
};

// (Re)builds the ImGui font atlas when pixel_ratio differs from the one it was built for
// (first frame, moving to another screen, browser zoom). Text stays crisp: glyphs are
// rasterised at size * pixel_ratio and drawn at 1 / pixel_ratio. Returns true if rebuilt;
// the caller must then recreate the renderer's font texture.
bool UpdateFonts(Fonts& fonts, float pixel_ratio);

}  // namespace shell::ui
