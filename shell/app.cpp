// shell/app.cpp — Frame(App&): the game table (shell/games/famiglia/game_ui.h) fills the window; links,
// the saved game and embedding (share_ui.h) work around it; the ImGui demo stays behind
// App::show_demo for debugging.
#include "app.h"

#include "imgui.h"

namespace fam {

void Frame(App& app) {
    app.test_items.clear();
    app.wants_redraw = false;
    if (!app.game_ready) {
        ui::InitGameUi(app.game, platform::PreferredLanguage());
        share::StartUp(app);  // settings, saved game, startup link, page options
        app.game_ready = true;
    }
    share::BeforeFrame(app);
    ui::FrameEnv env;
    env.body = app.fonts.body;
    env.title = app.fonts.title;
    env.test_items = app.test_hook ? &app.test_items : nullptr;
    ui::GameFrame(app.game, app.session, env);
    app.wants_redraw = env.wants_redraw;
    share::Draw(app);
    share::AfterFrame(app);
    app.test_game_json = app.test_hook ? &app.game.test_json : nullptr;
    app.test_share_json = app.test_hook ? &app.share.test_json : nullptr;
    if (app.show_demo) {
        ImGui::ShowDemoWindow(&app.show_demo);
        app.wants_redraw = true;  // the demo animates
    }
}

}  // namespace fam
