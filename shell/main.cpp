// shell/main.cpp — SDL2, OpenGL 3 core / WebGL 2 (OpenGL ES 3) and Dear ImGui setup and the
// main loop, in the order of ImGui's SDL2/OpenGL3 example. The UI itself is Frame(App&) in
// app.cpp; what differs on the web is behind platform.h.
//
// Idle: a frame is rendered only after an input or window event, for a few frames after
// it (ImGui settles layouts over two frames), or while Frame asks for more (animation).
// Otherwise nothing is drawn: natively the loop sleeps in SDL_WaitEventTimeout; on the web
// the requestAnimationFrame callback returns at once and the canvas keeps its picture.
#include <SDL.h>
#include <algorithm>
#include <cfloat>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "app.h"
#include "imgui.h"
#include "imgui_impl_sdl.h"
#include "platform.h"
#include "tabletop_version.h"
#include "ui/draw_fingerprint.h"
#include "ui/fonts.h"
#include "ui/palette.h"
#include "ui/picture_pacing.h"
#include "ui/pointer_trickle.h"

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#include <emscripten.h>
#include <emscripten/eventloop.h>

#include "webgl_renderer.h"  // ImGui's OpenGL3 backend reads GL state back every frame: slow in WebGL
#else
#include <SDL_opengl.h>

#include "imgui_impl_opengl3.h"
#endif

namespace {

// Frames drawn after the last event: ImGui may need a second frame to lay out new windows,
// a third keeps hover states exact after the pointer stops.
constexpr int kFramesAfterEvent = 3;

struct Host {
    SDL_Window* window = nullptr;
    SDL_GLContext gl = nullptr;
#ifdef __EMSCRIPTEN__
    shell::WebGlRenderer renderer;
#endif
    shell::App app;
    bool running = true;
    bool cannot_draw = false;  // the renderer failed (and said so): no more frames
    int frames_to_draw = kFramesAfterEvent;
    unsigned frames_drawn = 0;        // frames laid out (the test hook's "frames")
    unsigned pictures_drawn = 0;      // of those, frames whose picture went to the GPU (ui/draw_fingerprint.h)
    std::uint64_t last_picture = 0;   // the fingerprint of the picture on the canvas; 0 before the first or when owed
    shell::ui::PicturePacing pacing;  // which changed pictures are drawn (page option picturegap=, tests only)
    bool idle_running = false;        // the game's work between frames is scheduled (WebStep)
    std::vector<SDL_Event> held;      // events a frame left for the next ones (ui/pointer_trickle.h)
    shell::ui::PointerTrickle pointer;
};

// Whether this frame takes `event` (ui/pointer_trickle.h), as a move or a left-button change where it happened.
bool TakeEvent(shell::ui::PointerTrickle& pointer, const SDL_Event& event) {
    using Kind = shell::ui::PointerTrickle::Kind;
    const auto at = [&](Kind kind, int x, int y) {
        return pointer.Take(kind, static_cast<float>(x), static_cast<float>(y));
    };
    if (event.type == SDL_MOUSEMOTION) return at(Kind::kMove, event.motion.x, event.motion.y);
    const bool button = event.type == SDL_MOUSEBUTTONDOWN || event.type == SDL_MOUSEBUTTONUP;
    if (!button || event.button.button != SDL_BUTTON_LEFT) return at(Kind::kOther, 0, 0);
    return at(event.type == SDL_MOUSEBUTTONDOWN ? Kind::kLeftDown : Kind::kLeftUp, event.button.x, event.button.y);
}

// Handles the queued events this frame takes (at most one left-button change); returns true if there was any,
// handled or held for the next frame.
bool HandleEvents(Host& host) {
    SDL_Event event;
    while (SDL_PollEvent(&event)) host.held.push_back(event);
    bool any = !host.held.empty();
    host.pointer.NextFrame();
    std::size_t taken = 0;
    for (; taken < host.held.size(); ++taken) {
        event = host.held[taken];
        if (!TakeEvent(host.pointer, event)) break;
        ImGui_ImplSDL2_ProcessEvent(&event);
        if (event.type == SDL_QUIT) host.running = false;
        if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE &&
            event.window.windowID == SDL_GetWindowID(host.window)) {
            host.running = false;
        }
    }
    host.held.erase(host.held.begin(), host.held.begin() + static_cast<std::ptrdiff_t>(taken));
    if (shell::platform::TakeWakeUp()) any = true;  // the page queued something for the app
    if (shell::platform::TakeFocusLost()) {
        ImGui::GetIO().AddFocusEvent(false);  // clears held keys and modifiers in ImGui
        any = true;
    }
    return any;
}

// Hands the frame's draw data to the GPU; sets cannot_draw when WebGL refused the shaders.
void Render(Host& host, int drawable_w, int drawable_h) {
    glViewport(0, 0, drawable_w, drawable_h);
    // The tables draw no background of their own (ui::kClearedBackground): this clear is it.
    const ImVec4 bg = ImGui::ColorConvertU32ToFloat4(shell::ui::palette::kBackground);
    glClearColor(bg.x, bg.y, bg.z, bg.w);
    glClear(GL_COLOR_BUFFER_BIT);
#ifdef __EMSCRIPTEN__
    if (!host.renderer.Render(ImGui::GetDrawData(), drawable_w, drawable_h)) {
        shell::platform::ShowFatalError("This browser cannot compile the game's WebGL 2 shaders.");
        host.cannot_draw = true;
    }
#else
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
#endif
    SDL_GL_SwapWindow(host.window);
}

void DrawFrame(Host& host) {
    const bool first = host.frames_drawn == 0;
    if (first) shell::platform::MarkStartUp("first-frame-started");
    int window_w = 0, window_h = 0, drawable_w = 0, drawable_h = 0;
    SDL_GetWindowSize(host.window, &window_w, &window_h);
    SDL_GL_GetDrawableSize(host.window, &drawable_w, &drawable_h);
    const float pixel_ratio = window_w > 0 ? static_cast<float>(drawable_w) / static_cast<float>(window_w) : 1.0f;
    if (shell::ui::UpdateFonts(host.app.fonts, pixel_ratio)) {
        if (first) shell::platform::MarkStartUp("font-atlas-rebuilt");
#ifdef __EMSCRIPTEN__
        host.renderer.DestroyFontTexture();
        host.renderer.CreateFontTexture();
#else
        ImGui_ImplOpenGL3_DestroyFontsTexture();
        ImGui_ImplOpenGL3_CreateFontsTexture();
#endif
        host.last_picture = 0;  // the same vertices may now sample other glyphs
    }

#ifndef __EMSCRIPTEN__
    ImGui_ImplOpenGL3_NewFrame();
#endif
    ImGui_ImplSDL2_NewFrame();
    // The backend read SDL's state, which may be ahead of the events this frame took (ui/pointer_trickle.h). It sets
    // no position while the window has no input focus: that stays so.
    ImGuiIO& io = ImGui::GetIO();
    if (host.pointer.known() && io.MousePos.x > -FLT_MAX) io.MousePos = ImVec2(host.pointer.x(), host.pointer.y());
    io.MouseDown[0] = host.pointer.down();
    // The clock rate is 1 but in browser tests (page option timescale=); a held key repeats at a person's pace even
    // then, so a key a test holds for a few frames presses once.
    io.DeltaTime *= host.app.clock_rate;
    io.KeyRepeatDelay = 0.275f * host.app.clock_rate;
    io.KeyRepeatRate = 0.05f * host.app.clock_rate;
    ImGui::NewFrame();
    if (first) shell::platform::MarkStartUp("first-new-frame");
    shell::Frame(host.app);
    shell::platform::EndTextFields();
    ImGui::Render();
    if (first) shell::platform::MarkStartUp("first-layout-done");

    // An unchanged picture is not drawn again: the canvas keeps it (ui/draw_fingerprint.h). A changed one the pacing
    // skips is owed (last_picture 0), so the next frame draws even if its picture is the same.
    const std::uint64_t picture = shell::ui::DrawFingerprint(*ImGui::GetDrawData(), drawable_w, drawable_h);
    const bool changed = picture != host.last_picture || picture == 0;
    const bool resting_after = host.frames_to_draw == 0 && !host.app.wants_redraw;
    const bool draw = changed && host.pacing.Due(static_cast<double>(SDL_GetTicks64()), resting_after);
    host.last_picture = changed && !draw ? 0 : picture;
    if (draw) {
        ++host.pictures_drawn;
        Render(host, drawable_w, drawable_h);
        if (host.cannot_draw) return;
    }

    ++host.frames_drawn;
    if (host.frames_drawn == 1) shell::platform::FirstFrameShown();
    if (host.app.test_hook) {
        shell::platform::TestInfo info;
        info.frames = host.frames_drawn;
        info.pictures = host.pictures_drawn;
        info.resting = host.frames_to_draw == 0 && !host.app.wants_redraw;
        info.framebuffer_width = drawable_w;
        info.framebuffer_height = drawable_h;
        info.dpr = pixel_ratio;
        info.ctrl = io.KeyCtrl;
        info.shift = io.KeyShift;
        info.alt = io.KeyAlt;
        info.super = io.KeySuper;
        info.items = &host.app.test_items;
        info.game_json = host.app.test_game_json;
        info.game_id = host.app.game->id();
        info.share_json = host.app.test_share_json;
        info.text_json = &host.app.test_text_json;
        shell::platform::PublishTestInfo(info);
    }
}

// One turn of the loop; `wait` lets the native build sleep until an event arrives.
void Step(Host& host, bool wait) {
    if (host.cannot_draw) return;
    bool had_events = HandleEvents(host);
    if (!had_events && wait && host.frames_to_draw == 0 && !host.app.wants_redraw) {
        if (SDL_WaitEventTimeout(nullptr, 500) != 0) had_events = HandleEvents(host);
    }
    if (had_events) host.frames_to_draw = kFramesAfterEvent;
    if (host.frames_to_draw == 0 && !host.app.wants_redraw) return;
    host.frames_to_draw = std::max(0, host.frames_to_draw - 1);
    DrawFrame(host);
}

#ifdef __EMSCRIPTEN__
// The game's work between frames (game_module.h Idle), in tasks of a few ms between animation frames while any is
// left: setImmediate's tasks (postMessage, not clamped like setTimeout), so a frame never waits more than one.
constexpr double kIdleTaskMs = 6;
EM_BOOL IdleStep(void* data) {
    Host& host = *static_cast<Host*>(data);
    host.idle_running = !host.cannot_draw && host.app.game && host.app.game->Idle(kIdleTaskMs);
    return host.idle_running;
}

void WebStep(void* data) {
    Host& host = *static_cast<Host*>(data);
    Step(host, false);
    if (!host.idle_running && host.app.game && host.app.game->Idle(0)) {
        host.idle_running = true;
        emscripten_set_immediate_loop(IdleStep, &host);
    }
}
#endif

// The start in two halves. First what needs no GL context: ImGui, the app and its saved game, the font atlas.
// On the web that runs while the GPU process still builds the WebGL context the page asked for (web/shell.html):
// the first GL call that waits for it (sizing the canvas) comes only after.
void StartWithoutGl(Host& host) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;  // no imgui.ini: layout comes from code, the web has no files
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    ImGui::StyleColorsDark();
    ImGuiStyle& style = ImGui::GetStyle();
    style.WindowRounding = 8.0f;
    style.FrameRounding = 4.0f;
    style.WindowPadding = ImVec2(18.0f, 14.0f);
    style.ItemSpacing = ImVec2(8.0f, 7.0f);
    host.app.test_hook = shell::platform::TestHookEnabled();
    shell::StartUp(host.app);
    host.pacing = shell::ui::PicturePacing(host.app.picture_gap_ms);
    shell::platform::MarkStartUp("app-started");
    // DrawFrame rebuilds the atlas if the window's pixel ratio turns out otherwise.
    shell::ui::UpdateFonts(host.app.fonts, shell::platform::ExpectedPixelRatio());
    shell::platform::MarkStartUp("font-atlas-built");
}

bool Init(Host& host) {
    shell::platform::BeforeSdlInit();
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0) {
        shell::platform::ShowFatalError(std::string("Could not start the graphics system: ") + SDL_GetError());
        return false;
    }
    shell::platform::MarkStartUp("sdl-ready");
    StartWithoutGl(host);
#ifdef __EMSCRIPTEN__
    const char* glsl_version = "#version 300 es";  // WebGL 2
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
#else
    const char* glsl_version = "#version 150";  // OpenGL 3.2 core
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 2);
#endif
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
    SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);

    const auto flags =
        static_cast<SDL_WindowFlags>(SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    host.window =
        SDL_CreateWindow(shell::kProductName, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800, flags);
    if (host.window == nullptr) {
        shell::platform::ShowFatalError(std::string("Could not open a window: ") + SDL_GetError());
        return false;
    }
    host.gl = SDL_GL_CreateContext(host.window);
    if (host.gl == nullptr) {
        shell::platform::ShowFatalError(std::string("This browser or computer cannot draw with WebGL 2 / OpenGL 3 (") +
                                        SDL_GetError() + ").");
        return false;
    }
    SDL_GL_MakeCurrent(host.window, host.gl);
    SDL_GL_SetSwapInterval(1);
    shell::platform::AfterWindowCreated(host.window);
    shell::platform::MarkStartUp("gl-context-made");

    ImGui_ImplSDL2_InitForOpenGL(host.window, host.gl);
#ifdef __EMSCRIPTEN__
    (void)glsl_version;
    host.renderer.Init();  // its shaders are checked by the first Render
    host.renderer.CreateFontTexture();
#else
    ImGui_ImplOpenGL3_Init(glsl_version);  // makes the font texture at its first NewFrame
#endif
    shell::platform::MarkStartUp("renderer-ready");
    return true;
}

#ifndef __EMSCRIPTEN__
void Shutdown(Host& host) {
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    SDL_GL_DeleteContext(host.gl);
    SDL_DestroyWindow(host.window);
    SDL_Quit();
}
#endif

}  // namespace

int main(int argc, char** argv) {
    // On the web the loop outlives main(), so the host lives for the whole program.
    static Host host;
    shell::platform::MarkStartUp("main-entered");
    host.app.startup_link = shell::platform::StartupLink(argc, argv);
    if (!Init(host)) return 1;
#ifdef __EMSCRIPTEN__
    Step(host, false);  // the first frame now rather than at the next animation frame
    shell::platform::MarkStartUp("main-loop-set");
    emscripten_set_main_loop_arg(WebStep, &host, 0, true);
#else
    while (host.running) Step(host, true);
    Shutdown(host);
#endif
    return 0;
}
