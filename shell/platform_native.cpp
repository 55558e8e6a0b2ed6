// shell/platform_native.cpp — platform.h for a desktop window (the web twin is
// platform_web.cpp): argv, stderr and environment variables.
#include "platform.h"

#include <SDL.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace fam::platform {

void BeforeSdlInit() {}

void AfterWindowCreated(SDL_Window* /*window*/) {}

std::string StartupLink(int argc, char** argv) { return argc > 1 ? std::string(argv[1]) : std::string(); }

void ShowFatalError(const std::string& message) {
    std::fprintf(stderr, "famiglia: %s\n", message.c_str());
    SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Famiglia", message.c_str(), nullptr);
}

// SDL reports focus changes of a desktop window itself (SDL_WINDOWEVENT_FOCUS_LOST).
bool TakeFocusLost() { return false; }

bool TestHookEnabled() {
    const char* value = std::getenv("FAMIGLIA_TEST");
    return value != nullptr && std::strcmp(value, "1") == 0;
}

void PublishTestInfo(const TestInfo& info) {
    // Natively the hook prints the first frame only, for scripts that start the app headless.
    if (info.frames == 1) {
        std::printf("famiglia-test: first frame %dx%d\n", info.framebuffer_width, info.framebuffer_height);
        std::fflush(stdout);
    }
}

std::string PreferredLanguage() {
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = std::getenv(name);
        if (value != nullptr && *value != '\0') return value;
    }
    return {};
}

void FirstFrameShown() {}

}  // namespace fam::platform
