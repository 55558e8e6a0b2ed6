// shell/platform_native.cpp — platform.h for a desktop window (the web twin is
// platform_web.cpp): argv, stderr and environment variables.
#include <SDL.h>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "platform.h"

namespace shell::platform {

void BeforeSdlInit() {}

namespace {
SDL_Window* g_window = nullptr;  // for SetPageTitle
}  // namespace

void AfterWindowCreated(SDL_Window* window) { g_window = window; }

void SetPageTitle(const std::string& title) {
    if (g_window != nullptr) SDL_SetWindowTitle(g_window, title.c_str());
}

std::string StartupLink(int argc, char** argv) { return argc > 1 ? std::string(argv[1]) : std::string(); }

void ShowFatalError(const std::string& message) {
    std::fprintf(stderr, "famiglia: %s\n", message.c_str());
    SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Famiglia", message.c_str(), nullptr);
}

// SDL reports focus changes of a desktop window itself (SDL_WINDOWEVENT_FOCUS_LOST).
bool TakeFocusLost() { return false; }

// A desktop window has no tab to switch away from; a minimised window keeps its screen.
bool TakePageHidden() { return false; }

namespace {

std::string Env(const char* name) {
    const char* value = std::getenv(name);
    return value != nullptr ? value : "";
}

// The project's setting `name`: $TABLETOP_<name>, else its older name $FAMIGLIA_<name> (from when the project was
// Famiglia alone), still read so that existing scripts keep working.
std::string ProjectEnv(const std::string& name) {
    const char* value = std::getenv(("TABLETOP_" + name).c_str());
    return value != nullptr ? value : Env(("FAMIGLIA_" + name).c_str());
}

}  // namespace

bool TestHookEnabled() { return ProjectEnv("TEST") == "1"; }

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

void MarkStartUp(const char* /*phase*/) {}

float ExpectedPixelRatio() { return 1.0f; }

namespace {

int g_copy_outcome = 0;

// Where "localStorage" lives natively: $TABLETOP_STORAGE_DIR, else $XDG_DATA_HOME/famiglia, else
// ~/.local/share/famiglia (the folders of the first, Famiglia-only edition, so its saves stay found); empty (no
// storage) without any of them.
std::filesystem::path StorageDir() {
    if (const std::string dir = ProjectEnv("STORAGE_DIR"); !dir.empty()) return dir;
    if (!Env("XDG_DATA_HOME").empty()) return std::filesystem::path(Env("XDG_DATA_HOME")) / "famiglia";
    if (!Env("HOME").empty()) return std::filesystem::path(Env("HOME")) / ".local" / "share" / "famiglia";
    return {};
}

}  // namespace

std::string PageQuery() { return ProjectEnv("QUERY"); }

std::string PageAddress() { return {}; }

void ForgetStartupLink() {}

void SetPageGame(const std::string& id) {
    // Keeps lang=, embed=, origin= and test= like the page does; the rest belonged to the other game.
    std::string query = "?game=" + id;
    const std::string old = ProjectEnv("QUERY");
    for (const char* name : {"lang=", "embed=", "origin=", "test="}) {
        const std::size_t at = old.find(name);
        if (at == std::string::npos || (at > 0 && old[at - 1] != '?' && old[at - 1] != '&')) continue;
        query += "&" + old.substr(at, old.find('&', at) - at);
    }
    setenv("TABLETOP_QUERY", query.c_str(), 1);
}

Storage StorageRead(const char* key, std::string& value, bool& found) {
    found = false;
    value.clear();
    const std::filesystem::path dir = StorageDir();
    if (dir.empty()) return Storage::kUnavailable;
    std::ifstream in(dir / key, std::ios::binary);
    if (!in) return Storage::kOk;
    std::ostringstream text;
    text << in.rdbuf();
    value = text.str();
    found = true;
    return Storage::kOk;
}

Storage StorageWrite(const char* key, const std::string& value) {
    const std::filesystem::path dir = StorageDir();
    std::error_code error;
    if (dir.empty() || (std::filesystem::create_directories(dir, error), error)) return Storage::kUnavailable;
    std::ofstream out(dir / key, std::ios::binary | std::ios::trunc);
    out << value;
    return out.good() ? Storage::kOk : Storage::kFull;
}

void CopyText(const std::string& text, const std::string& label, const std::string& /*close*/) {
    if (SDL_SetClipboardText(text.c_str()) == 0) {
        g_copy_outcome = 1;
    } else {
        std::printf("%s %s\n", label.c_str(), text.c_str());
        g_copy_outcome = 2;
    }
}

int TakeCopyOutcome() {
    const int outcome = g_copy_outcome;
    g_copy_outcome = 0;
    return outcome;
}

bool IsEmbedded() { return false; }

bool TakeHostMessage(std::string& /*origin*/, std::string& /*data*/) { return false; }

void PostToHost(const std::string& /*json*/, const std::string& /*target_origin*/) {}

void ShowMirror(const std::string& /*text*/, const std::vector<std::string>& /*ids*/) {}

bool TakeWakeUp() { return g_copy_outcome != 0; }

bool PageTextFields() { return false; }
bool TextField(float, float, float, float, std::size_t, std::string&) { return false; }
void EndTextFields() {}

}  // namespace shell::platform
