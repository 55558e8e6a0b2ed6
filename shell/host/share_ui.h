// shell/host/share_ui.h — the app's side of share links, the saved game and embedding (issue #6):
//   StartUp     once: reads the page options, the stored settings, statistics and game, and opens the
//               startup link (the URL fragment) — or tells the player, in their language, what could not
//               be used and starts a normal new game;
//   BeforeFrame every frame: commands from an embedding page, the outcome of a copy;
//   Draw        the notices and the link panel (copy link, the spoiler warning, statistics), over the table;
//   AfterFrame  every frame: saves what changed, counts finished games, posts events to the host page.
// Texts and formats: share.h (page options, settings, statistics, host messages) and core link.h (the game).
// Strings reach the page through platform.h; web/library.js only moves them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ui/widgets.h"
#include "host/share.h"

namespace fam {
struct App;
}

namespace fam::share {

struct ShareUi {
    PageOptions options;
    bool embedded = false;            // in a frame of another page: events go to it

    // Storage: what was last written (to write only changes) and what went wrong (told once each).
    Stats stats;
    std::string written_game, written_settings, written_stats;
    bool storage_refused = false, told_refused = false, told_full = false;

    // Notices for the player, shown one at a time at the top until dismissed.
    struct Notice {
        Say what;
        std::string arg;              // fills {0} of the sentence
        std::string details;          // the precise reason (English, from the core), may be empty
    };
    std::vector<Notice> notices;

    // The game as last seen: new games, finished turns and the end are found by comparing with it.
    GameRecord seen;
    bool seen_valid = false;
    int reported = 0;                 // actions whose turn ends were reported to the host
    bool over_handled = true;         // the end of the current game was counted (or it was loaded over)
    std::uint64_t seen_change = ~0ull;

    // The link panel.
    bool panel_open = false;
    std::string link;                 // EncodeLink of the game, refreshed on every change
    int copy_outcome = 0;             // 1 copied, 2 shown for copying by hand
    ui::FocusState focus;

    std::string test_json;            // window.famigliaTest.share (?test=1)
};

void StartUp(App& app);
void BeforeFrame(App& app);
void Draw(App& app);
void AfterFrame(App& app);

}  // namespace fam::share
