// shell/webgl_renderer.h — draws Dear ImGui's draw data with WebGL 2 (the browser build).
//
// Why not imgui_impl_opengl3 on the web: that backend backs up and restores about twenty pieces of GL state
// every frame with glGetIntegerv / glIsEnabled. In WebGL each of those is a synchronous getParameter that
// waits for the GPU process to finish the work queued so far; measured in Chromium (tools/bot_timing.mjs, a
// CPU profile of a game), two thirds of the page's main-thread time went there and frames took 100-270 ms
// (Dear ImGui pull request #6085 reports the same). The app owns the whole GL context, so this renderer
// sets the state it needs each frame and reads nothing back. The native build keeps the stock backend,
// where those queries are cheap driver calls.
#pragma once

#include <GLES3/gl3.h>

struct ImDrawData;

namespace fam {

class WebGlRenderer {
public:
    bool Init();               // the shader program, buffers and vertex layout; false if WebGL refuses
    void CreateFontTexture();  // from ImGui's font atlas; again after the fonts were rebuilt
    void DestroyFontTexture();
    // Draws into the default framebuffer of `fb_width` x `fb_height` pixels; leaves the scissor test off, so
    // the next frame's glClear clears everything.
    void Render(const ImDrawData* data, int fb_width, int fb_height);

private:
    GLuint program_ = 0, vao_ = 0, vertices_ = 0, indices_ = 0, font_ = 0;
    GLint texture_location_ = -1, projection_location_ = -1;
};

}  // namespace fam
