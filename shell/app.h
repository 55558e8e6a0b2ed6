// shell/app.h — the app: the platform pieces (fonts, the test hook), the host layer (shell/host: page options,
// storage, links, embedding, notices) and one active game module (shell/games/game_module.h). main.cpp owns
// SDL, GL and the loop; it calls StartUp(App&) once and then Frame(App&) between ImGui::NewFrame() and
// ImGui::Render(). The host layer and the game talk only through the GameModule interface.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "games/game_module.h"
#include "host/share_ui.h"
#include "platform.h"
#include "ui/fonts.h"
#include "ui/mirror.h"
#include "ui/text_audit.h"

namespace shell {

struct App {
    std::string startup_link;  // the URL fragment / argv[1], opened by the game module at start-up
    ui::Fonts fonts;
    std::unique_ptr<games::GameModule> game;  // the active game, chosen by the link's tag or game=
    host::ShareUi share;                      // links, the saved game, embedding (share_ui.h)
    std::string next_game;                    // another game chosen on a start screen: opened before the next frame
    std::string page_title;                   // the tab's title as last set (games::PageTitle)

    // Set by Frame while something animates, so the loop keeps drawing; otherwise the loop
    // sleeps until the next input event.
    bool wants_redraw = false;

    // Whether the test hook is on (platform::TestHookEnabled, page option test=1).
    bool test_hook = false;
    // How many times faster than real time the app's clock runs (page option timescale=, browser tests only);
    // main.cpp scales ImGui's DeltaTime by it, so every ImGui::GetTime() delay shrinks alike.
    float clock_rate = 1.0f;
    // The least ms between two pictures while the page is busy (page option picturegap=, browser tests only;
    // ui/picture_pacing.h); 0 = every changed picture.
    int picture_gap_ms = 0;
    // Filled by Frame when the test hook is on: rectangles of named things, published as
    // window.gameTest.items for the browser tests.
    std::vector<platform::TestItem> test_items;
    const std::string* test_game_json = nullptr;   // the game's state for the tests (JSON object)
    const std::string* test_share_json = nullptr;  // link, notices, storage for the tests (JSON object)
    ui::Mirror mirror;                             // the frame's document mirror for screen readers (ui/mirror.h)
    std::string mirror_shown;                      // its text as the page last got it
    ui::TextTally text_tally;                      // the frame's text sizes and cuts (ui/text_audit.h)
    std::string test_text_json;                    // its result for the tests (JSON object)
};

// Once, after ImGui is set up and before the first frame: picks the game (the startup link's tag, else the page
// option game=: host::ChooseGame), reads the page options, the stored settings, statistics and game, and opens
// the startup link.
void StartUp(App& app);

// Draws one frame of UI.
void Frame(App& app);

}  // namespace shell
