// shell/platform_web.cpp — platform.h for the browser. Calls the JavaScript functions of
// web/library.js (declared in the first block below); the page web/shell.html provides
// the callbacks they forward to.
#include "platform.h"

#include <SDL.h>
#include <emscripten/html5.h>

#include <cstdio>
#include <cstdlib>
#include <string>

// ---- JavaScript functions C++ calls (web/library.js) ---------------------------------------
extern "C" {
void famiglia_show_error(const char* message);
void famiglia_first_frame(void);
int famiglia_test_hook_enabled(void);
void famiglia_publish_test_info(const char* json);
char* famiglia_preferred_language(void);  // malloc'ed; the caller frees it
}

// ---- C++ functions JavaScript calls ---------------------------------------------------------
// (none yet besides main; list them here and in the export list of shell/CMakeLists.txt)

namespace fam::platform {
namespace {

bool g_focus_lost = false;

EM_BOOL OnCanvasBlur(int /*event_type*/, const EmscriptenFocusEvent* /*event*/, void* /*data*/) {
    // SDL resets its keyboard on a window blur only; the canvas can lose focus to another
    // element of the (host) page while the window keeps it.
    SDL_ResetKeyboard();
    g_focus_lost = true;
    return EM_FALSE;
}

void AppendJsonString(std::string& out, const std::string& text) {
    out += '"';
    for (char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            char buffer[8];
            std::snprintf(buffer, sizeof buffer, "\\u%04x", static_cast<unsigned>(c));
            out += buffer;
        } else {
            out += c;
        }
    }
    out += '"';
}

void AppendNumber(std::string& out, double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f", value);
    out += buffer;
}

}  // namespace

void BeforeSdlInit() {
    // Keys go to the canvas only when it has focus, so an embedding page keeps its keyboard.
    SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
}

void AfterWindowCreated(SDL_Window* /*window*/) {
    emscripten_set_blur_callback("#canvas", nullptr, EM_FALSE, OnCanvasBlur);
}

std::string StartupLink(int argc, char** argv) { return argc > 1 ? std::string(argv[1]) : std::string(); }

void ShowFatalError(const std::string& message) { famiglia_show_error(message.c_str()); }

bool TakeFocusLost() {
    bool lost = g_focus_lost;
    g_focus_lost = false;
    return lost;
}

bool TestHookEnabled() { return famiglia_test_hook_enabled() != 0; }

void PublishTestInfo(const TestInfo& info) {
    std::string json = "{\"frames\":" + std::to_string(info.frames);
    json += ",\"framebuffer\":{\"width\":" + std::to_string(info.framebuffer_width);
    json += ",\"height\":" + std::to_string(info.framebuffer_height) + "},\"dpr\":";
    AppendNumber(json, static_cast<double>(info.dpr));
    json += std::string(",\"keys\":{\"ctrl\":") + (info.ctrl ? "true" : "false");
    json += std::string(",\"shift\":") + (info.shift ? "true" : "false");
    json += std::string(",\"alt\":") + (info.alt ? "true" : "false");
    json += std::string(",\"super\":") + (info.super ? "true" : "false") + "}";
    json += ",\"items\":[";
    if (info.items != nullptr) {
        bool first = true;
        for (const TestItem& item : *info.items) {
            json += first ? "{\"id\":" : ",{\"id\":";
            first = false;
            AppendJsonString(json, item.id);
            json += ",\"x\":";
            AppendNumber(json, static_cast<double>(item.x));
            json += ",\"y\":";
            AppendNumber(json, static_cast<double>(item.y));
            json += ",\"w\":";
            AppendNumber(json, static_cast<double>(item.w));
            json += ",\"h\":";
            AppendNumber(json, static_cast<double>(item.h));
            json += '}';
        }
    }
    json += "]";
    if (info.game_json != nullptr && !info.game_json->empty()) json += ",\"game\":" + *info.game_json;
    json += "}";
    famiglia_publish_test_info(json.c_str());
}

std::string PreferredLanguage() {
    char* text = famiglia_preferred_language();
    std::string out = text != nullptr ? text : "";
    std::free(text);
    return out;
}

void FirstFrameShown() { famiglia_first_frame(); }

}  // namespace fam::platform
