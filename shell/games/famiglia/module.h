// shell/games/famiglia/module.h — Famiglia as a game module (games/game_module.h): the Session (the game), the
// table's UI state (game_ui.h) and the statistics, behind the interface the host layer uses.
#pragma once

#include <memory>

#include "famiglia/session.h"
#include "games/famiglia/game_ui.h"
#include "games/famiglia/host_formats.h"
#include "games/famiglia/names.h"
#include "games/game_module.h"

namespace shell::games::famiglia {

class FamigliaModule final : public GameModule {
public:
    const char* id() const override { return kId; }
    std::string CheckOption(std::string_view name, std::string_view value) const override;

    void StartUp(ui::Lang lang, bool compact) override;
    void Frame(ui::FrameEnv& env) override;
    ui::Lang lang() const override { return game_.settings.lang; }
    void set_lang(ui::Lang lang) override { game_.settings.lang = lang; }

    bool started() const override { return game_.game_started; }
    std::uint64_t change_count() const override { return session_.change_count(); }
    std::uint64_t game_number() const override { return session_.game_number(); }
    std::string link() const override;
    std::string save_text() const override;
    std::string Open(std::string_view text, OpenReason reason) override;
    void ApplyOptions(const GameOptions& options) override;
    void NewGame(const GameOptions& options) override;

    std::string settings_text() const override;
    std::string OpenSettings(std::string_view text) override;
    std::string stats_text() const override { return EncodeStats(stats_); }
    std::string OpenStats(std::string_view text) override;
    std::vector<std::string> StatsLines() const override;

    void TakeEvents(std::vector<HostEvent>& out) override;
    nlohmann::ordered_json Status() const override { return StatusPayload(session_); }
    bool TakeLinkRequest() override;
    const std::string& test_json() const override { return game_.test_json; }

private:
    Session session_;
    GameUi game_;
    Stats stats_;
    // What the host was told: the game (by number), its turns (actions up to `reported_`), its end.
    std::uint64_t reported_game_ = 0;
    int reported_ = 0;
    bool over_reported_ = true;
};

std::unique_ptr<GameModule> MakeModule();

}  // namespace shell::games::famiglia
