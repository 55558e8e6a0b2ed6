// shell/platform_web.cpp — platform.h for the browser. Calls the JavaScript functions of
// web/library.js (declared in the first block below); the page web/shell.html provides
// the callbacks they forward to.
#include <SDL.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <emscripten/em_macros.h>
#include <emscripten/html5.h>
#include <nlohmann/json.hpp>
#include <string>

#include "common/json_text.h"
#include "platform.h"
#include "ui/mirror.h"

// ---- JavaScript functions C++ calls (web/library.js) ---------------------------------------
extern "C" {
void tabletop_show_error(const char* message);
void tabletop_first_frame(void);
void tabletop_mark(const char* phase);
void tabletop_webgl_extensions_on_request(void);
int tabletop_test_hook_enabled(void);
void tabletop_publish_test_info(const char* json);
char* tabletop_preferred_language(void);  // malloc'ed; the caller frees it
char* tabletop_page_query(void);          // malloc'ed
char* tabletop_page_address(void);        // malloc'ed
void tabletop_forget_startup_link(void);
void tabletop_set_page_game(const char* id);
void tabletop_set_page_title(const char* title);
char* tabletop_storage_read(const char* key, int* status);       // malloc'ed or null; status 0 ok, 2 refused
int tabletop_storage_write(const char* key, const char* value);  // 0 ok, 1 full, 2 refused
void tabletop_copy_text(const char* text, const char* label, const char* close);
int tabletop_take_copy_outcome(void);
int tabletop_embed_init(void);
char* tabletop_take_host_message(void);  // malloc'ed "origin\ndata", or null
void tabletop_post_to_host(const char* json, const char* target_origin);
int tabletop_take_wake_up(void);
void tabletop_watch_visibility(void);
int tabletop_take_page_hidden(void);
void tabletop_text_fields(const char* json);
char* tabletop_take_typed(void);  // malloc'ed "field\ntext", or null
void tabletop_mirror(const char* text);
}

// ---- C++ functions JavaScript calls ---------------------------------------------------------
// (besides main; list them here and in the export list of shell/CMakeLists.txt)
namespace {
std::vector<std::string> g_mirror_ids;  // the item ids of the mirror's buttons, in the page's order
}  // namespace

// A button of the page's mirror was pressed (activate 1) or got the focus (0); the page wakes the loop.
extern "C" EMSCRIPTEN_KEEPALIVE void tabletop_mirror_press(int index, int activate) {
    shell::ui::QueueMirrorPress(g_mirror_ids, index, activate != 0);
}

namespace shell::platform {
namespace {

bool g_focus_lost = false;

// This frame's text fields for the page, and what its input typed into which (taken at the first field).
nlohmann::ordered_json g_fields = nlohmann::ordered_json::array();
std::string g_fields_sent;
int g_typed_field = -1;
std::string g_typed;

EM_BOOL OnCanvasBlur(int /*event_type*/, const EmscriptenFocusEvent* /*event*/, void* /*data*/) {
    // SDL resets its keyboard on a window blur only; the canvas can lose focus to another
    // element of the (host) page while the window keeps it.
    SDL_ResetKeyboard();
    g_focus_lost = true;
    return EM_FALSE;
}

// Takes ownership of a malloc'ed string from web/library.js.
std::string Adopt(char* text) {
    std::string out = text != nullptr ? text : "";
    std::free(text);
    return out;
}

// CSS pixels to two decimals: the tests need no more, and the hook's JSON stays short.
double Rounded(float value) { return std::round(static_cast<double>(value) * 100.0) / 100.0; }

// A part of the test hook (the game's, the text tally's, the share's) read back as JSON. A part that is none made the
// whole hook none: the page's JSON.parse threw inside the frame, and no frame was drawn after it. It reads as a string
// that says so instead, which the page logs as an error (web/library.js) for the tests to report.
nlohmann::ordered_json HookPart(const std::string& text) {
    nlohmann::ordered_json part = common::ParseJson(text);
    if (part.is_discarded()) return "not JSON: " + text.substr(0, 200);
    return part;
}

}  // namespace

void BeforeSdlInit() {
    // Keys go to the canvas only when it has focus, so an embedding page keeps its keyboard.
    SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
    tabletop_webgl_extensions_on_request();
}

void AfterWindowCreated(SDL_Window* /*window*/) {
    emscripten_set_blur_callback("#canvas", nullptr, EM_FALSE, OnCanvasBlur);
    tabletop_watch_visibility();
}

std::string StartupLink(int argc, char** argv) { return argc > 1 ? std::string(argv[1]) : std::string(); }

void ShowFatalError(const std::string& message) { tabletop_show_error(message.c_str()); }

bool TakeFocusLost() {
    bool lost = g_focus_lost;
    g_focus_lost = false;
    return lost;
}

bool TakePageHidden() { return tabletop_take_page_hidden() != 0; }

bool TestHookEnabled() { return tabletop_test_hook_enabled() != 0; }

void PublishTestInfo(const TestInfo& info) {
    using Json = nlohmann::ordered_json;
    Json j;
    j["frames"] = info.frames;
    j["pictures"] = info.pictures;
    j["resting"] = info.resting;
    j["framebuffer"] = {{"width", info.framebuffer_width}, {"height", info.framebuffer_height}};
    j["dpr"] = Rounded(info.dpr);
    j["keys"] = {{"ctrl", info.ctrl}, {"shift", info.shift}, {"alt", info.alt}, {"super", info.super}};
    Json& items = j["items"] = Json::array();
    if (info.items != nullptr) {
        for (const TestItem& item : *info.items) {
            items.push_back({{"id", item.id},
                             {"x", Rounded(item.x)},
                             {"y", Rounded(item.y)},
                             {"w", Rounded(item.w)},
                             {"h", Rounded(item.h)}});
        }
    }
    if (info.game_json != nullptr && !info.game_json->empty()) {
        Json game = HookPart(*info.game_json);
        if (game.is_object()) game["id"] = info.game_id;
        j["game"] = std::move(game);
    }
    if (info.text_json != nullptr && !info.text_json->empty()) j["text"] = HookPart(*info.text_json);
    if (info.share_json != nullptr && !info.share_json->empty()) j["share"] = HookPart(*info.share_json);
    // Bytes that are no UTF-8 (a part cut short above) become U+FFFD: the strict default aborts without exceptions.
    tabletop_publish_test_info(j.dump(-1, ' ', false, Json::error_handler_t::replace).c_str());
}

std::string PreferredLanguage() { return Adopt(tabletop_preferred_language()); }

void FirstFrameShown() { tabletop_first_frame(); }

void MarkStartUp(const char* phase) { tabletop_mark(phase); }

float ExpectedPixelRatio() { return static_cast<float>(emscripten_get_device_pixel_ratio()); }

std::string PageQuery() { return Adopt(tabletop_page_query()); }

std::string PageAddress() { return Adopt(tabletop_page_address()); }

void ForgetStartupLink() { tabletop_forget_startup_link(); }

void SetPageGame(const std::string& id) { tabletop_set_page_game(id.c_str()); }

void SetPageTitle(const std::string& title) { tabletop_set_page_title(title.c_str()); }

Storage StorageRead(const char* key, std::string& value, bool& found) {
    int status = 0;
    char* text = tabletop_storage_read(key, &status);
    found = text != nullptr;
    value = Adopt(text);
    return status == 0 ? Storage::kOk : Storage::kUnavailable;
}

Storage StorageWrite(const char* key, const std::string& value) {
    switch (tabletop_storage_write(key, value.c_str())) {
        case 0: return Storage::kOk;
        case 1: return Storage::kFull;
        default: return Storage::kUnavailable;
    }
}

void CopyText(const std::string& text, const std::string& label, const std::string& close) {
    tabletop_copy_text(text.c_str(), label.c_str(), close.c_str());
}

int TakeCopyOutcome() { return tabletop_take_copy_outcome(); }

bool IsEmbedded() { return tabletop_embed_init() != 0; }

bool TakeHostMessage(std::string& origin, std::string& data) {
    char* text = tabletop_take_host_message();
    if (text == nullptr) return false;
    const std::string message = Adopt(text);
    const std::size_t split = message.find('\n');
    origin = message.substr(0, split);
    data = split == std::string::npos ? std::string() : message.substr(split + 1);
    return true;
}

void PostToHost(const std::string& json, const std::string& target_origin) {
    tabletop_post_to_host(json.c_str(), target_origin.c_str());
}

bool TakeWakeUp() { return tabletop_take_wake_up() != 0; }

void ShowMirror(const std::string& text, const std::vector<std::string>& ids) {
    g_mirror_ids = ids;
    tabletop_mirror(text.c_str());
}

bool PageTextFields() { return true; }

bool TextField(float x, float y, float w, float h, std::size_t max_bytes, std::string& text) {
    const int field = static_cast<int>(g_fields.size());
    if (field == 0) {
        const std::string typed = Adopt(tabletop_take_typed());
        const std::size_t split = typed.find('\n');
        g_typed_field = split == std::string::npos ? -1 : std::atoi(typed.c_str());
        g_typed = split == std::string::npos ? std::string() : typed.substr(split + 1);
    }
    const bool changed = field == g_typed_field;
    if (changed) {
        std::size_t n = std::min(g_typed.size(), max_bytes);
        while (n > 0 && n < g_typed.size() && (static_cast<unsigned char>(g_typed[n]) & 0xC0) == 0x80) --n;
        text = g_typed.substr(0, n);
    }
    g_fields.push_back({Rounded(x), Rounded(y), Rounded(w), Rounded(h), max_bytes, text});
    return changed;
}

void EndTextFields() {
    std::string json = g_fields.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
    if (json != g_fields_sent) tabletop_text_fields(json.c_str());
    g_fields_sent = std::move(json);
    g_fields = nlohmann::ordered_json::array();
}

}  // namespace shell::platform
