// shell/host/share.h — everything that crosses the page's boundaries, as text parsed and written in C++
// (docs/architecture.md §10: JavaScript only moves strings): the page's URL options (?embed=1&lang=de&game=famiglia
// &origin=https://example.org, and the game's own such as level=expert), the localStorage keys of a game,
// the messages a host page may send to an embedded game and the events it gets back, and the notices shown
// when any of it is unusable. The game's own texts (options, settings, statistics, event payloads, its
// record or link) come from the game through games/game_module.h. No ImGui and no Emscripten here, so
// tests/host/share_test.cpp links it natively; shell/host/share_ui.cpp draws the notices and the link panel,
// shell/platform_web.cpp moves the strings.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/result.h"
#include "games/game_module.h"
#include "games/registry.h"
#include "ui/lang.h"

namespace shell::host {

using common::Result;

// ---- [SECTION] page options (the URL query) ---------------------------------------------------------
struct PageOptions {
    bool embed = false;            // embed=1: only the table and a small menu
    std::optional<ui::Lang> lang;  // lang=en|de
    std::string origin;            // origin=<scheme://host[:port]>: the only host origin accepted
    std::string game;              // game=<id> ("" = not given: the first registered game)
    bool test = false;             // test=1: the page publishes its test hook (web/shell.html reads it too)
    // timescale=N (1..100, only with test=1): the app's clock runs N times faster (main.cpp scales ImGui's
    // DeltaTime), so a browser test waits the same delays in the same order, only shorter. 1 = real time.
    int clock_rate = 1;
    // picturegap=N (1..1000, only with test=1): while the page is busy it draws a changed picture at most every N ms
    // of real time, and always the one it comes to rest on (ui/picture_pacing.h). 0 = every changed picture.
    int picture_gap_ms = 0;
    // deals=N (a whole number of at most 12 digits, only with test=1): fresh deals come from a stream of N, not the
    // clock (games/fresh_deal.h), so a browser test's games deal the same on every run.
    std::optional<std::uint64_t> deals;
    // Every other parameter, for the game to read (GameOptions::Read): name, value and the
    // item as written (for the notice when the game does not understand it).
    struct GameItem {
        std::string name, value, text;
    };
    std::vector<GameItem> game_items;
    std::vector<std::string> ignored;  // "name=value" of each parameter not understood here
    // The game's reason for each of `ignored` its game refused, by index; nothing for the others.
    std::vector<std::optional<common::Reason>> ignored_why;
};
// `query` is location.search as the page has it ("?a=1&b=2"; percent-encoding and '+' allowed).
PageOptions ParsePageOptions(std::string_view query);
// The game's options among them, read once by `game`: those it accepts; the others are added to `ignored`.
std::unique_ptr<games::GameOptions> TakeGameOptions(PageOptions& o, const games::GameOptionReader& game);

// ---- [SECTION] start-up: what the page opens -------------------------------------------------------
// Whether start-up begins a new game at once when no link or saved game was opened. Never after a refused link
// or save: the start screen shows the last choices beside the notice. Else when the address holds a game option
// or `embed` and the game starts one when embedded (`embed_starts`, GameModule::EmbedStartsGame).
bool StartsNewGame(bool refused, bool embed, bool embed_starts, bool any_options);

// ---- [SECTION] which game, and the address of a link -------------------------------------------------
// The game the page opens among `offered`: the one the startup link names by its tag (core/common/
// link_envelope.h LinkTag), else the one game= names, else nullptr (the app opens the first and says why game=
// was not used). The tag wins over game=: a link opens its game whatever the address around it says.
const games::RegisteredGame* ChooseGame(std::span<const games::RegisteredGame> offered, std::string_view game_option,
                                        std::string_view startup_link);

// The address that opens `link` (a URL fragment) for anyone: the page as it was loaded (`page`: scheme, host
// and path, no query or fragment; in an iframe the game page's own), the language the page was asked for
// (lang=, so a friend reads the game in the language it was shared in), '#' and the link. Not game=: the link's
// tag names its game. Not embed=, origin=, the test options or a game's new-game options: the friend opens
// the game on its own page, and the link holds the whole game. `query` adds options for an address without a
// link ("game=famiglia&daily=1"). No page (natively): the link alone; neither link nor query: "".
std::string LinkAddress(std::string_view page, std::optional<ui::Lang> lang, std::string_view link,
                        std::string_view query = {});
// LinkAddress for this page (platform.h PageAddress, the lang= of PageQuery); in host/share_ui.cpp, since it
// asks the page.
std::string PageLinkAddress(std::string_view link, std::string_view query = {});

// ---- [SECTION] storage ---------------------------------------------------------------------------------
// localStorage keys of a game: "<id>.game" (its record), "<id>.settings", "<id>.stats", "<id>.game-refused" (the
// last saved game the game refused, OpenSavedGame).
std::string StorageKey(const games::GameOptionReader& game, const char* what);

// The saved game at start-up, the same for every game: `stored` is the text under "<id>.game" (nullopt when there
// is none or storage is refused; "" is what a refused save leaves behind and counts as none), opened in `game`
// (GameModule::Open). A refused save is told once: it is set aside under "<id>.game-refused" (kept for a bug
// report, never opened) and "<id>.game" is left empty, so a reload opens cleanly instead of telling it again. An
// opened save stays where it is.
struct SavedGameOpening {
    enum class Outcome : std::uint8_t { kNone, kOpened, kRefused } outcome = Outcome::kNone;
    std::optional<common::Reason> why;                        // the game's reason, when refused
    std::vector<std::pair<std::string, std::string>> writes;  // storage key and text, in order
};
SavedGameOpening OpenSavedGame(games::GameModule& game, const std::optional<std::string>& stored);

// ---- [SECTION] embedding: commands from the host page, events to it ---------------------------------
struct HostCommand {
    enum class Kind : std::uint8_t { kNewGame, kStatus } kind = Kind::kStatus;
    std::optional<ui::Lang> lang;
    std::unique_ptr<games::GameOptions> options;  // the game's new-game options, read by the game (kNewGame)
};
inline constexpr std::size_t kMaxHostMessage = 4096;
// `data` is the message as JSON text (the page stringifies objects), `origin` the sender's origin and
// `allowed` the page option `origin` ("" = any host). Anything that does not validate is refused with
// a reason and must not be acted on. Accepted (for the game with id "famiglia"):
//   {"type": "famiglia:new-game", "level": "expert", "variant": "new-cards-only", "seed": "42", "lang": "de"}
//   {"type": "famiglia:status"}
Result<HostCommand> ParseHostCommand(std::string_view origin, std::string_view data, std::string_view allowed,
                                     const games::GameOptionReader& game);

// Events (JSON objects as text) posted to the host page; all carry "type": "<id>:<name>" first.
std::string EventText(const games::GameOptionReader& game, const games::HostEvent& event);
std::string ReadyEvent(const games::GameOptionReader& game, const char* version);         // <id>:ready
std::string RejectedEvent(const games::GameOptionReader& game, std::string_view reason);  // <id>:rejected

// ---- [SECTION] notices and link texts, English and German --------------------------------------------
enum class Say : std::uint8_t {
    kLinkRefused,
    kSavedGameRefused,
    kSettingsRefused,
    kStatsRefused,
    kStorageUnavailable,
    kStorageFull,
    kOptionIgnored,
    kShareTitle,
    kCopyLink,
    kLinkCopied,
    kCopyManually,
    kLinkSpoiler,
    kStatistics,
    kGameNotAvailable,
    kAskedGameWaits,
    kStartAskedGame,
    kCount
};
// The sentence in `lang`; {0} placeholders as in Fmt. Why a game refused a link, a save or an option is the game's
// to word (GameModule::ReasonWords): these sentences name no game's rules.
const char* Sentence(ui::Lang lang, Say what);

}  // namespace shell::host
