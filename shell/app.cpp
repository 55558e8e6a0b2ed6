// shell/app.cpp — StartUp and Frame (app.h): the active game module fills the window; the host layer (links,
// the saved game, embedding: share_ui.h) works around it.
#include "app.h"

#include "games/fresh_deal.h"
#include "games/registry.h"

namespace shell {

void StartUp(App& app) {
    host::PageOptions options = host::ParsePageOptions(platform::PageQuery());
    const games::RegisteredGame& first = games::RegisteredGames().front();
    const games::RegisteredGame* chosen = host::ChooseGame(games::RegisteredGames(), options.game, app.startup_link);
    const bool by_link = chosen != nullptr && options.game != chosen->id;  // the link's tag, not game=, chose
    if (chosen == nullptr) chosen = &first;
    if (!options.game.empty() && games::FindGame(options.game) == nullptr) {
        bool planned = false;
        for (const games::PlannedGame& p : games::PlannedGames()) {
            if (options.game != p.id) continue;
            host::Tell(app.share, host::Say::kGameNotAvailable, {}, p.name, chosen->name);
            planned = true;
        }
        if (!planned) options.ignored.insert(options.ignored.begin(), "game=" + options.game.substr(0, 75));
    }
    // The link named another game than the address: the address follows, so a reload (the link is gone from
    // it by then) restores the linked game's save instead of opening the other game.
    if (by_link && (chosen != &first || !options.game.empty())) platform::SetPageGame(chosen->id);
    app.clock_rate = static_cast<float>(options.clock_rate);
    app.picture_gap_ms = options.picture_gap_ms;
    games::UseDealStream(options.deals);
    app.game = chosen->make();
    app.game->StartUp(ui::ParseLang(platform::PreferredLanguage()).value_or(ui::Lang::kEnglish), options.embed);
    host::StartUp(app.share, std::move(options), *app.game, app.startup_link);
}

namespace {

// The player chose another game on a start screen: the page's address names it (a reload keeps it), and the
// app starts again around that game's module, with its own stored settings and saved game.
void SwitchGame(App& app) {
    platform::SetPageGame(app.next_game);
    app.next_game.clear();
    app.startup_link.clear();
    app.share = host::ShareUi{};
    StartUp(app);
}

// The page's mirror follows the frame; the page rebuilds it only when its text changed.
void ShowMirror(App& app) {
    ui::SetActiveMirror(nullptr);
    ui::DropMirrorPress();
    std::vector<std::string> ids;
    std::string text = ui::MirrorText(app.mirror, app.game->speech(), ui::LangCode(app.game->lang()), ids);
    if (text == app.mirror_shown) return;
    platform::ShowMirror(text, ids);
    app.mirror_shown = std::move(text);
}

}  // namespace

void Frame(App& app) {
    if (!app.next_game.empty()) SwitchGame(app);
    app.test_items.clear();
    if (app.test_hook) {
        app.text_tally.Clear();
        ui::SetActiveTextTally(&app.text_tally);
    }
    app.mirror.Clear();
    ui::SetActiveMirror(&app.mirror);
    if (platform::TakePageHidden()) app.game->PageHidden();
    host::BeforeFrame(app.share, *app.game);
    ui::FrameEnv env;
    env.body = app.fonts.body;
    env.title = app.fonts.title;
    env.test_items = app.test_hook ? &app.test_items : nullptr;
    env.clock_rate = app.clock_rate;
    for (const games::RegisteredGame& g : games::RegisteredGames()) {
        if (std::string_view(g.id) != app.game->id())
            env.other_games.push_back({g.id, games::OtherGameLabel(app.game->lang(), g)});
    }
    env.top = host::NoticeHeight(app.share, *app.game, env);
    app.game->Frame(env);
    app.wants_redraw = env.wants_redraw;
    // A La Cosa Nostra link opened in a tab titled "Famiglia" would misname the game in the tab bar and in
    // bookmarks; the title follows the game and the language, also after a switch or a language button.
    if (const games::RegisteredGame* shown = games::FindGame(app.game->id())) {
        std::string title = games::PageTitle(app.game->lang(), *shown);
        if (title != app.page_title) {
            platform::SetPageTitle(title);
            app.page_title = std::move(title);
        }
    }
    if (!env.switch_game.empty() && games::FindGame(env.switch_game) != nullptr) {
        app.next_game = env.switch_game;
        app.wants_redraw = true;
    }
    host::Draw(app.share, *app.game, env);
    host::AfterFrame(app.share, *app.game, app.test_hook);
    ShowMirror(app);
    app.test_game_json = app.test_hook ? &app.game->test_json() : nullptr;
    app.test_share_json = app.test_hook ? &app.share.test_json : nullptr;
    if (app.test_hook) {
        ui::SetActiveTextTally(nullptr);
        app.test_text_json = ui::TextJson(app.text_tally.Finish());
    }
}

}  // namespace shell
