// shell/platform.h — the few things that differ between the browser and a desktop window.
// platform_web.cpp implements them with the JavaScript glue in web/library.js (and the
// page web/shell.html); platform_native.cpp with argv, stderr and environment variables.
// Everything else in shell/ is the same code on both.
#pragma once

#include <string>
#include <vector>

struct SDL_Window;

namespace fam::platform {

// Called before SDL_Init: hints such as the keyboard element on the web.
void BeforeSdlInit();

// Called once the window exists: focus and blur handling on the web.
void AfterWindowCreated(SDL_Window* window);

// The startup link: the page's location.hash on the web (passed as argv[1] by web/pre.js),
// argv[1] natively. Empty if none.
std::string StartupLink(int argc, char** argv);

// Shows a message the player can read (on the page, or on stderr and in a message box),
// for errors that stop the app, such as a missing WebGL 2 context.
void ShowFatalError(const std::string& message);

// True when the browser or keyboard focus left the app since the last call: the caller then
// clears held keys and modifiers, so none stays stuck after switching tabs or windows.
bool TakeFocusLost();

// ---- Test hook ----------------------------------------------------------------------------
// With ?test=1 in the page URL (natively: FAMIGLIA_TEST=1), the app publishes what it draws
// as window.famigliaTest = {frames, framebuffer: {width, height}, dpr, keys: {ctrl, shift,
// alt, super}, items: [{id, x, y, w, h}]}, so browser tests can wait for a frame, check that
// no modifier key is stuck, and find things to click. Items are rectangles in CSS pixels,
// relative to the canvas.
struct TestItem {
    std::string id;
    float x = 0, y = 0, w = 0, h = 0;
};
struct TestInfo {
    unsigned frames = 0;  // frames rendered so far
    int framebuffer_width = 0, framebuffer_height = 0;
    float dpr = 1.0f;     // framebuffer pixels per CSS pixel
    bool ctrl = false, shift = false, alt = false, super = false;  // modifiers ImGui sees held
    const std::vector<TestItem>* items = nullptr;
    const std::string* game_json = nullptr;  // published as "game": the table's screen and state
};
bool TestHookEnabled();
void PublishTestInfo(const TestInfo& info);

// The player's preferred language as a locale string: navigator.language on the web ("de-DE"),
// the LANG environment variable natively ("de_DE.UTF-8"). Empty if unknown.
std::string PreferredLanguage();

// Called after the first frame is on screen: the page hides its loading state.
void FirstFrameShown();

}  // namespace fam::platform
