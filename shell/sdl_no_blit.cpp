// shell/sdl_no_blit.cpp — the page links with -Wl,--wrap=SDL_ConvertSurface (shell/CMakeLists.txt), and this is
// the wrapper. The one caller left in the page is SDL's Emscripten driver making a colour cursor from a
// surface, which the app never does (ImGui asks for system cursors only); the real conversion would link all of
// SDL's software blitters, 116 KB of the page's code. A colour cursor fails cleanly instead: SDL reports the error
// and the system cursor stays.
#include <SDL.h>

extern "C" SDL_Surface* __wrap_SDL_ConvertSurface(SDL_Surface*, const SDL_PixelFormat*, Uint32) {
    SDL_SetError("this page converts no surfaces (shell/sdl_no_blit.cpp)");
    return nullptr;
}
