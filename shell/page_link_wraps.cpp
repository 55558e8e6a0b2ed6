// shell/page_link_wraps.cpp — the page links with -Wl,--wrap=SDL_ConvertSurface, SDL_RLESurface, SDL_UnRLESurface,
// eglGetProcAddress, sscanf, SDL's gesture hooks and SDL_GameControllerOpen (shell/CMakeLists.txt), and these are
// the wrappers. The one caller of the conversion
// left in the page is SDL's Emscripten driver making a colour cursor from a surface, which the app never does (ImGui
// asks for system cursors only); the real conversion would link all of SDL's software blitters, 116 KB of the page's
// code. A colour cursor fails cleanly instead: SDL reports the error and the system cursor stays.
#include <SDL.h>

extern "C" SDL_Surface* __wrap_SDL_ConvertSurface(SDL_Surface*, const SDL_PixelFormat*, Uint32) {
    SDL_SetError("this page converts no surfaces (shell/page_link_wraps.cpp)");
    return nullptr;
}

// SDL run-length encodes a surface with the RLEACCEL flag when it is unlocked or first blitted, and decodes it
// when it is locked or freed. The page has no such surface (it draws with WebGL only), and the encoder, the
// decoder and their blitters were 17 KB of the page's code. SDL treats a failed encoding as "not encoded" and
// keeps the plain surface, so no surface ever carries the flag and decoding has nothing to do.
extern "C" int __wrap_SDL_RLESurface(SDL_Surface*) { return SDL_SetError("this page encodes no surfaces"); }
extern "C" void __wrap_SDL_UnRLESurface(SDL_Surface*, int) {}

// SDL's Emscripten driver looks GL functions up by name through eglGetProcAddress, and Emscripten's
// eglGetProcAddress knows every WebGL function: it linked all of them, a table of 300 names in the code and 300
// JavaScript functions in the glue (-14.2 KB gzip). SDL asks only for these four (SDL_GL_GetAttribute and
// SDL_GL_ExtensionSupported, shell/CMakeLists.txt wraps the lookup); the app calls GL directly and asks for none.
#include <GLES3/gl3.h>
#include <cstring>

extern "C" void* __wrap_eglGetProcAddress(const char* name) {
    if (std::strcmp(name, "glGetString") == 0) return reinterpret_cast<void*>(&glGetString);
    if (std::strcmp(name, "glGetStringi") == 0) return reinterpret_cast<void*>(&glGetStringi);
    if (std::strcmp(name, "glGetIntegerv") == 0) return reinterpret_cast<void*>(&glGetIntegerv);
    if (std::strcmp(name, "glGetError") == 0) return reinterpret_cast<void*>(&glGetError);
    return nullptr;
}

// ImGui's only sscanf calls read imgui.ini lines (window and table settings). The page loads no settings
// (io.IniFilename is null, and nothing calls LoadIniSettingsFromMemory), so musl's scanf was dead code in the page
// (-1.9 KB gzip). Should a later ImGui widget parse typed numbers with sscanf, the page stops loudly here rather
// than misread them.
#include <cstdlib>

extern "C" int __wrap_sscanf(const char*, const char*, ...) { std::abort(); }

// SDL's gesture recogniser ($1 gestures and pinch/rotate events) watches every touch; nothing in the app or ImGui's
// backend reads SDL_DOLLARGESTURE or SDL_MULTIGESTURE (touches arrive as SDL's mouse events), and it linked double
// sin/cos. Touches now make no gesture events; SDL_AddTouch still succeeds.
extern "C" int __wrap_SDL_GestureAddTouch(SDL_TouchID) { return 0; }
extern "C" int __wrap_SDL_GestureDelTouch(SDL_TouchID) { return 0; }
extern "C" void __wrap_SDL_GestureProcessEvent(SDL_Event*) {}
extern "C" void __wrap_SDL_GestureQuit() {}

// ImGui's SDL backend opens a game controller only with ImGuiConfigFlags_NavEnableGamepad, which the app never sets;
// the call still linked SDL's controller mapping database (a table of mapping strings) and its parser.
extern "C" SDL_GameController* __wrap_SDL_GameControllerOpen(int) {
    SDL_SetError("this page opens no game controllers (shell/page_link_wraps.cpp)");
    return nullptr;
}
