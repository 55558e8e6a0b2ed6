// shell/host/share_ui.h — the app's side of share links, the saved game and embedding:
//   StartUp     once: reads the page options, the stored settings, statistics and game, and opens the
//               startup link (the URL fragment) — or tells the player, in their language, what could not
//               be used and why, above the start screen with the last choices;
//   BeforeFrame every frame: commands from an embedding page, the outcome of a copy;
//   NoticeHeight every frame, before the game's: the height the notices take at the top (FrameEnv::top);
//   Draw        the notices and the link panel (copy link, the spoiler warning, statistics), over the table;
//   AfterFrame  every frame: saves what changed, counts finished games, posts events to the host page.
// The host layer works through the active game's GameModule (games/game_module.h) and platform.h only; it
// never sees App or a game's own headers. Texts and formats: share.h (page options, host messages) and the
// game's module (its options, settings, statistics, record and link). Strings reach the page through
// platform.h; web/library.js only moves them.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/game_module.h"
#include "host/share.h"
#include "ui/widgets.h"

namespace shell::host {

struct ShareUi {
    PageOptions options;
    bool embedded = false;  // in a frame of another page: events go to it

    // Storage: what was last written (to write only changes) and what went wrong (told once each).
    std::string written_game, written_settings, written_stats;
    bool storage_refused = false, told_refused = false, told_full = false;

    // Notices for the player, shown together in one banner at the top until dismissed.
    struct Notice {
        Say what;
        std::string arg, arg2;  // fill {0} and {1} of the sentence
        std::string details;    // the precise reason (English, from the core; the test hook's only)
        // The kind of the game's reason, shown below in the game's words (GameModule::ReasonWords); none: nothing.
        std::optional<common::ReasonKind> why;
        bool offers_asked_game = false;  // with a button that starts `asked_game`
    };
    std::vector<Notice> notices;

    // A new game the page address asked for (a seed) while a game in progress was kept; started on request.
    std::unique_ptr<games::GameOptions> asked_game;
    bool start_asked_game = false;

    std::uint64_t seen_change = ~0ull;  // the game's change count when the link and the save were refreshed

    // The link panel.
    bool panel_open = false;
    std::string link;      // EncodeLink of the game (the URL fragment), refreshed on every change
    std::string address;   // the address a person opens it by (LinkAddress): what the panel shows and copies
    int copy_outcome = 0;  // 1 copied, 2 shown for copying by hand
    ui::FocusState focus;

    std::string test_json;  // window.gameTest.share (?test=1)
};

// `options`: the page options (ParsePageOptions; the app picked `game` by them); `startup_link`: the URL
// fragment (natively argv[1]).
void StartUp(ShareUi& sh, PageOptions options, games::GameModule& game, const std::string& startup_link);
void Tell(ShareUi& sh, Say what, std::string details = {}, std::string arg = {}, std::string arg2 = {},
          std::optional<common::ReasonKind> why = std::nullopt);
void BeforeFrame(ShareUi& sh, games::GameModule& game);
float NoticeHeight(const ShareUi& sh, const games::GameModule& game, const ui::FrameEnv& env);
void Draw(ShareUi& sh, const games::GameModule& game, ui::FrameEnv& env);
void AfterFrame(ShareUi& sh, games::GameModule& game, bool test_hook);

}  // namespace shell::host
