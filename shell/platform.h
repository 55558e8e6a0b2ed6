// shell/platform.h — the few things that differ between the browser and a desktop window.
// platform_web.cpp implements them with the JavaScript glue in web/library.js (and the
// page web/shell.html); platform_native.cpp with argv, stderr and environment variables.
// Everything else in shell/ is the same code on both.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

struct SDL_Window;

namespace shell::platform {

// Called before SDL_Init: hints such as the keyboard element on the web, how the GL context is made.
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

// True once after the page became hidden (document visibilitychange: another tab, a minimised window), so a
// game hides what only one player may see before anyone looks again (docs/table-design.md hand-off rule 4). Natively
// never. The loop draws a frame as soon as the page runs again, which takes it.
bool TakePageHidden();

// ---- Test hook ----------------------------------------------------------------------------
// With ?test=1 in the page URL (natively: TABLETOP_TEST=1), the app publishes what it draws
// as window.gameTest = {frames, resting, framebuffer: {width, height}, dpr, keys: {ctrl, shift,
// alt, super}, items: [{id, x, y, w, h}], text: {smallest_px, cut, cuts, small}}, so browser tests can wait for a
// frame, check that no modifier key is stuck, find things to click and check that no label is cut or too small
// (ui/text_audit.h). Items are rectangles in CSS pixels, relative to the canvas.
struct TestItem {
    std::string id;
    float x = 0, y = 0, w = 0, h = 0;
};
struct TestInfo {
    unsigned frames = 0;    // frames laid out so far
    unsigned pictures = 0;  // of those, the frames that changed the picture (the others were not drawn again)
    bool resting = false;   // no further frame is due: the picture stays until the next input or event
    int framebuffer_width = 0, framebuffer_height = 0;
    float dpr = 1.0f;                                              // framebuffer pixels per CSS pixel
    bool ctrl = false, shift = false, alt = false, super = false;  // modifiers ImGui sees held
    const std::vector<TestItem>* items = nullptr;
    const std::string* game_json = nullptr;   // published as "game": the table's screen and state
    const char* game_id = "";                 // published as "game.id": the active game ("famiglia")
    const std::string* share_json = nullptr;  // published as "share": link, notices, storage (share_ui.cpp)
    const std::string* text_json = nullptr;   // published as "text": the frame's smallest and cut text (text_audit.h)
};
bool TestHookEnabled();
void PublishTestInfo(const TestInfo& info);

// The player's preferred language as a locale string: navigator.language on the web ("de-DE"),
// the LANG environment variable natively ("de_DE.UTF-8"). Empty if unknown.
std::string PreferredLanguage();

// Called after the first frame is on screen: the page hides its loading state.
void FirstFrameShown();

// The window's pixel ratio (framebuffer pixels per window unit) as far as it is known before the window is open,
// for building the font atlas early: devicePixelRatio on the web; 1 natively, where only the window tells.
float ExpectedPixelRatio();

// Notes that start-up reached `phase` ("sdl-ready"): a User Timing mark "famiglia:<phase>" on the web, which
// tools/page_timing.mjs reads; nothing natively.
void MarkStartUp(const char* phase);

// ---- Text fields typed in the page's own <input> -------------------------------------------------------
// A phone opens its keyboard only for a focused DOM input, focused inside the tap's event handler; ImGui's
// InputText has none. So on the web a tap on a text field opens the page's <input> over it (web/library.js), and
// what is typed there comes back through TextField. True on the web; natively ImGui's InputText takes the keys.
bool PageTextFields();
// Registers a text field of this frame (CSS pixels relative to the canvas); true when the page's input changed
// `text` (cut to `max_bytes` at a character's end). Fields are told apart by the order of the calls.
bool TextField(float x, float y, float w, float h, std::size_t max_bytes, std::string& text);
// After each frame: hands this frame's fields to the page (none: its input closes).
void EndTextFields();

// ---- The document mirror for screen readers (ui/mirror.h) ---------------------------------------------------------
// Hands the page the mirror's text (ui::MirrorText) and its buttons' item ids, for the presses the page's buttons
// send back (ui::QueueMirrorPress, which wakes the loop). Natively nothing: a desktop window has no document.
void ShowMirror(const std::string& text, const std::vector<std::string>& ids);

// ---- Links, storage and embedding (shell/host/share_ui.cpp; the texts are parsed in C++, share.h) --------
// The page's query string, location.search ("?embed=1&lang=de"); natively $TABLETOP_QUERY.
std::string PageQuery();
// The page's own address without query and fragment ("https://your.site/games/index.html"; in an iframe the
// game page's, not the host's): links are given to people as this address plus the fragment (share.h
// LinkAddress). Natively "" (a link there is the fragment alone, given as argv[1]).
std::string PageAddress();
// Takes the startup link out of the address bar once it was read (a reload then restores the saved game,
// which has moved on, instead of reopening the link's position). Natively nothing.
void ForgetStartupLink();
// The player chose another game on a start screen, or a link named another game than game= did: the address
// bar gets `game=<id>` (keeping lang, embed, origin and test, dropping the other game's new-game options), so
// PageQuery and a reload open that game.
// Natively $TABLETOP_QUERY is changed the same way.
void SetPageGame(const std::string& id);
// The browser tab's title (document.title); natively the window's.
void SetPageTitle(const std::string& title);

// localStorage (natively: files in $TABLETOP_STORAGE_DIR, or none). Reading or writing may fail: the
// browser refuses storage (private mode, a sandboxed iframe) or the quota is full.
enum class Storage { kOk, kFull, kUnavailable };
Storage StorageRead(const char* key, std::string& value, bool& found);
Storage StorageWrite(const char* key, const std::string& value);

// Copies `text` to the clipboard (call it while handling the click). When the browser refuses, the page
// shows a text field with the text selected, labelled `label`, closed by `close`. TakeCopyOutcome
// reports once how it ended: 1 copied, 2 shown for copying by hand; 0 while nothing new.
void CopyText(const std::string& text, const std::string& label, const std::string& close);
int TakeCopyOutcome();

// Embedding: whether the page runs in a frame of another page; the messages that page sent (origin and
// the message as JSON text, queued by the page script, never interpreted there); and posting an event
// (JSON text) to it, to `target_origin` or to any origin when empty.
bool IsEmbedded();
bool TakeHostMessage(std::string& origin, std::string& data);
void PostToHost(const std::string& json, const std::string& target_origin);

// True once after the page queued something for the app (a copy outcome, a host message) while it
// rested: the main loop then draws a frame, in which the app takes it.
bool TakeWakeUp();

}  // namespace shell::platform
