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

namespace shell {

class WebGlRenderer {
public:
    // The shader program, buffers and vertex layout. Asks nothing back from WebGL: a compile or link status
    // query would wait for the GPU process to compile (~50 ms of the start on a software GPU), so the link is
    // checked by the first Render, once the font atlas and the first layout have given it the time.
    void Init();
    // From ImGui's font atlas, as a one-channel texture (its alpha; the shader makes the glyphs white): a
    // quarter of the RGBA upload. Again after the fonts were rebuilt.
    void CreateFontTexture();
    void DestroyFontTexture();
    // Draws into the default framebuffer of `fb_width` x `fb_height` pixels; leaves the scissor test off, so
    // the next frame's glClear clears everything. False, drawing nothing, when the shader program failed to
    // link (WebGL refused it).
    bool Render(const ImDrawData* data, int fb_width, int fb_height);

private:
    bool Link();  // once: the link status and uniform locations

    GLuint program_ = 0, vao_ = 0, vertices_ = 0, indices_ = 0, font_ = 0;
    GLint texture_location_ = -1, projection_location_ = -1;
    enum class Linked { kUnknown, kYes, kNo } linked_ = Linked::kUnknown;
};

}  // namespace shell
