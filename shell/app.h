// shell/app.h — the app's model and UI entry point. main.cpp owns SDL, GL and the loop and
// calls Frame(App&) between ImGui::NewFrame() and ImGui::Render(); everything the player
// sees is drawn from App there. The game table goes to shell/games/famiglia/ and is called from
// Frame (STYLE.md 5.9: App = Session + UiState + settings).
#pragma once

#include <string>
#include <vector>

#include "games/famiglia/game_ui.h"
#include "famiglia/session.h"
#include "ui/fonts.h"
#include "platform.h"
#include "host/share_ui.h"

namespace fam {

struct App {
    std::string startup_link;  // the URL fragment / argv[1], parsed by core later
    Fonts fonts;
    Session session;           // the game (core/famiglia/session.h)
    ui::GameUi game;           // the table's UI state (shell/games/famiglia/game_ui.h)
    share::ShareUi share;      // links, the saved game, embedding (share_ui.h)
    bool game_ready = false;   // InitGameUi ran (language from the browser or LANG)
    bool show_demo = false;    // ImGui's demo window, behind the debug menu

    // Set by Frame while something animates, so the loop keeps drawing; otherwise the loop
    // sleeps until the next input event.
    bool wants_redraw = false;

    // Filled by Frame when the test hook is on (platform::TestHookEnabled): rectangles of
    // named things, published as window.famigliaTest.items for the browser tests.
    bool test_hook = false;
    std::vector<platform::TestItem> test_items;
    const std::string* test_game_json = nullptr;  // the table's state for the tests (JSON object)
    const std::string* test_share_json = nullptr; // link, notices, storage for the tests (JSON object)
};

// Draws one frame of UI.
void Frame(App& app);

}  // namespace fam
