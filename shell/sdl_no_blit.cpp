// shell/sdl_no_blit.cpp — the page links with -Wl,--wrap=SDL_ConvertSurface, SDL_RLESurface and SDL_UnRLESurface
// (shell/CMakeLists.txt), and these are the wrappers. The one caller left in the page is SDL's Emscripten driver making
// a colour cursor from a surface, which the app never does (ImGui asks for system cursors only); the real conversion
// would link all of SDL's software blitters, 116 KB of the page's code. A colour cursor fails cleanly instead: SDL
// reports the error and the system cursor stays.
#include <SDL.h>

extern "C" SDL_Surface* __wrap_SDL_ConvertSurface(SDL_Surface*, const SDL_PixelFormat*, Uint32) {
    SDL_SetError("this page converts no surfaces (shell/sdl_no_blit.cpp)");
    return nullptr;
}

// SDL run-length encodes a surface with the RLEACCEL flag when it is unlocked or first blitted, and decodes it
// when it is locked or freed. The page has no such surface (it draws with WebGL only), and the encoder, the
// decoder and their blitters were 17 KB of the page's code. SDL treats a failed encoding as "not encoded" and
// keeps the plain surface, so no surface ever carries the flag and decoding has nothing to do.
extern "C" int __wrap_SDL_RLESurface(SDL_Surface*) { return SDL_SetError("this page encodes no surfaces"); }
extern "C" void __wrap_SDL_UnRLESurface(SDL_Surface*, int) {}
