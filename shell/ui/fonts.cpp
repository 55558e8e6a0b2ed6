// shell/ui/fonts.cpp — see fonts.h. The font bytes come from the generated font_dejavu_sans.cpp: DejaVu Sans
// subset to the app's characters (shell/cmake/font_subset.cmake, embedded by shell/cmake/embed_binary.cmake).
#include "ui/fonts.h"

#include <cmath>

#include "imgui.h"
#include "imgui_internal.h"  // ImFontAtlasGetBuilderForStbTruetype

namespace shell::assets {
extern const unsigned char kDejaVuSans[];
extern const unsigned int kDejaVuSans_size;
}  // namespace shell::assets

namespace shell::ui {
namespace {

// The characters of assets/fonts/glyph_ranges.txt, the same list the embedded font was subset to
// (shell/cmake/font_subset.cmake). Zero-terminated pairs, as ImGui wants.
constexpr ImWchar kGlyphRanges[] = {
#include "glyph_ranges.inc"
    0,
};

ImFont* AddFont(float size_px, float pixel_ratio) {
    ImFontConfig config;
    config.FontDataOwnedByAtlas = false;  // the bytes are static, compiled in
    config.OversampleH = 2;
    config.OversampleV = 1;
    config.PixelSnapH = false;
    // ImGui takes a non-const pointer but never writes when it does not own the data.
    void* data = const_cast<unsigned char*>(assets::kDejaVuSans);
    return ImGui::GetIO().Fonts->AddFontFromMemoryTTF(data, static_cast<int>(assets::kDejaVuSans_size),
                                                      std::round(size_px * pixel_ratio), &config, kGlyphRanges);
}

}  // namespace

bool UpdateFonts(Fonts& fonts, float pixel_ratio) {
    if (!(pixel_ratio > 0.0f)) pixel_ratio = 1.0f;
    if (std::fabs(pixel_ratio - fonts.pixel_ratio) < 0.01f) return false;
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    fonts.body = AddFont(17.0f, pixel_ratio);
    fonts.title = AddFont(30.0f, pixel_ratio);
    // What ImFontAtlas::Build() does once fonts are added, without Build()'s fallback to ImGui's own font for an
    // empty atlas, which the app never has: that fallback linked ProggyClean's 12 KB of data into the page.
    ImFontAtlasGetBuilderForStbTruetype()->FontBuilder_Build(io.Fonts);
    io.FontDefault = fonts.body;
    io.FontGlobalScale = 1.0f / pixel_ratio;
    fonts.pixel_ratio = pixel_ratio;
    return true;
}

}  // namespace shell::ui
