// shell/page_link_wraps.cpp — the page links with -Wl,--wrap=SDL_ConvertSurface, SDL_RLESurface, SDL_UnRLESurface,
// eglGetProcAddress, sscanf, SDL's gesture hooks, SDL_GameControllerOpen, strtod, vsnprintf, vfprintf, the Emscripten
// driver's window framebuffer and its fullscreen and pointer-lock calls (shell/CMakeLists.txt): these are the wrappers.
// The one caller of the conversion left in the page is SDL's Emscripten driver making a colour cursor from a surface,
// which the app never does (ImGui asks for system cursors only); the real conversion would link all of SDL's software
// blitters, 116 KB of the page's code. A colour cursor fails cleanly instead: SDL reports the error and the system
// cursor stays.
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

// musl's strtod reads any decimal exactly with 128-bit long double arithmetic and a big-number fallback; the page's
// only reader is nlohmann::json's number lexer (host messages, stored texts, the test hook's JSON), and the JSON it
// reads holds no number with more than 15 significant digits or a decimal exponent beyond 22. For those this
// reading is exact too (Clinger's fast path: the digits and the power of ten are exact doubles, so one rounding);
// longer numbers come out within a few units in the last place. No "inf", "nan" or hexadecimal floats (JSON has
// none): such text reads nothing (`*end` = `text`, 0).
#include <cctype>

extern "C" double __wrap_strtod(const char* text, char** end) {
    static constexpr double kPow10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    const char* p = text;
    while (std::isspace(static_cast<unsigned char>(*p))) ++p;
    const bool negative = *p == '-';
    if (*p == '-' || *p == '+') ++p;
    unsigned long long digits = 0;
    int exponent = 0, significant = 0;
    bool any = false;
    for (bool fraction = false;; ++p) {
        if (*p == '.' && !fraction) {
            fraction = true;
            continue;
        }
        if (!std::isdigit(static_cast<unsigned char>(*p))) break;
        any = true;
        if (significant < 19) {
            digits = digits * 10 + static_cast<unsigned>(*p - '0');
            significant += digits != 0 ? 1 : 0;
            exponent -= fraction ? 1 : 0;
        } else {
            exponent += fraction ? 0 : 1;
        }
    }
    if (!any) {
        if (end != nullptr) *end = const_cast<char*>(text);
        return 0;
    }
    if (*p == 'e' || *p == 'E') {
        const char* q = p + 1;
        const bool minus = *q == '-';
        if (*q == '-' || *q == '+') ++q;
        if (std::isdigit(static_cast<unsigned char>(*q))) {
            int e = 0;
            for (; std::isdigit(static_cast<unsigned char>(*q)); ++q) e = e < 10000 ? e * 10 + (*q - '0') : e;
            exponent += minus ? -e : e;
            p = q;
        }
    }
    if (end != nullptr) *end = const_cast<char*>(p);
    for (; digits != 0 && digits % 10 == 0; digits /= 10) ++exponent;  // "2.50" is 25e-1: exact while it fits
    double value = static_cast<double>(digits);
    for (; exponent > 22 && value != 0; exponent -= 22) value *= 1e22;   // on to infinity
    for (; exponent < -22 && value != 0; exponent += 22) value /= 1e22;  // on to zero
    if (value != 0) value = exponent >= 0 ? value * kPow10[exponent] : value / kPow10[-exponent];
    return negative ? -value : value;
}

// SDL's Emscripten driver gives every window a software framebuffer on demand (SDL_GetWindowSurface, which the app
// never calls: it draws with WebGL only). The real one copied pixels to a 2D canvas context with a JavaScript block
// in the glue, the wasm side of it and SDL_CreateRGBSurface. Asking for one fails cleanly now, as on a driver
// without framebuffers; no surface is ever made, so there is none to update or free. The first parameter is
// SDL's internal video device, which the wrappers never read.
extern "C" int __wrap_Emscripten_CreateWindowFramebuffer(void*, SDL_Window*, Uint32*, void**, int*) {
    return SDL_SetError("this page has no window framebuffers (shell/page_link_wraps.cpp)");
}
extern "C" int __wrap_Emscripten_UpdateWindowFramebuffer(void*, SDL_Window*, const SDL_Rect*, int) {
    return SDL_SetError("this page has no window framebuffers (shell/page_link_wraps.cpp)");
}
extern "C" void __wrap_Emscripten_DestroyWindowFramebuffer(void*, SDL_Window*) {}

// SDL's Emscripten driver enters fullscreen and locks the pointer only when the app asks (SDL_SetWindowFullscreen,
// relative mouse mode), and the app never does; the page has no fullscreen button either. Still the driver's calls
// linked Emscripten's fullscreen and pointer-lock JavaScript (soft fullscreen, canvas restyling, their change
// events). Requests now report "not supported", and the change events, which only those requests could cause, get
// no listener.
#include <emscripten/html5.h>

extern "C" EMSCRIPTEN_RESULT __wrap_emscripten_request_fullscreen_strategy(const char*, EM_BOOL,
                                                                           const EmscriptenFullscreenStrategy*) {
    return EMSCRIPTEN_RESULT_NOT_SUPPORTED;
}
extern "C" EMSCRIPTEN_RESULT __wrap_emscripten_exit_fullscreen() { return EMSCRIPTEN_RESULT_NOT_SUPPORTED; }
extern "C" EMSCRIPTEN_RESULT __wrap_emscripten_set_fullscreenchange_callback_on_thread(
    const char*, void*, EM_BOOL, em_fullscreenchange_callback_func, pthread_t) {
    return EMSCRIPTEN_RESULT_NOT_SUPPORTED;
}
extern "C" EMSCRIPTEN_RESULT __wrap_emscripten_request_pointerlock(const char*, EM_BOOL) {
    return EMSCRIPTEN_RESULT_NOT_SUPPORTED;
}
extern "C" EMSCRIPTEN_RESULT __wrap_emscripten_exit_pointerlock() { return EMSCRIPTEN_RESULT_NOT_SUPPORTED; }
extern "C" EMSCRIPTEN_RESULT __wrap_emscripten_set_pointerlockchange_callback_on_thread(
    const char*, void*, EM_BOOL, em_pointerlockchange_callback_func, pthread_t) {
    return EMSCRIPTEN_RESULT_NOT_SUPPORTED;
}

// musl's printf carries a floating-point formatter (fmt_fp, with its own multi-word decimal expansion) for %e, %f, %g
// and %a. Nothing the page runs formats a float: the only such formats in the page are ImGui's table settings
// (imgui.ini, which the page never writes) and SDL's event and mouse-scale logging (only with SDL's debug hints). So
// every printf of the page goes to Emscripten's integer-only variants, which leave the formatter out. A format that
// would convert a float is written as it stands instead: the integer-only printf would call a formatter that is not
// there.
#include <algorithm>
#include <cstdarg>
#include <cstdio>

extern "C" int vsniprintf(char*, std::size_t, const char*, std::va_list);
extern "C" int vfiprintf(std::FILE*, const char*, std::va_list);

namespace {

bool ConvertsFloat(const char* format) {
    for (const char* p = std::strchr(format, '%'); p != nullptr; p = std::strchr(p, '%')) {
        p += 1 + std::strspn(p + 1, "-+ #0123456789.*hljztL");  // flags, width, precision, length
        if (*p == '\0') return false;
        if (std::strchr("eEfFgGaA", *p) != nullptr) return true;
        ++p;  // the conversion, or the second % of "%%"
    }
    return false;
}

}  // namespace

extern "C" int __wrap_vsnprintf(char* out, std::size_t size, const char* format, std::va_list args) {
    if (!ConvertsFloat(format)) return vsniprintf(out, size, format, args);
    const std::size_t length = std::strlen(format);
    if (size > 0) {
        const std::size_t kept = std::min(length, size - 1);
        std::memcpy(out, format, kept);
        out[kept] = '\0';
    }
    return static_cast<int>(length);
}
extern "C" int __wrap_vfprintf(std::FILE* file, const char* format, std::va_list args) {
    return ConvertsFloat(format) ? std::fputs(format, file) : vfiprintf(file, format, args);
}
