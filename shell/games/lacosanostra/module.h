// shell/games/lacosanostra/module.h — La Cosa Nostra as a game module (games/game_module.h): the game at the
// table, the table's UI state and the statistics, behind the interface the host layer uses.
#pragma once

#include <memory>

#include "games/game_module.h"
#include "games/lacosanostra/host_formats.h"
#include "games/lacosanostra/statistics.h"
#include "games/lacosanostra/table_ui.h"

namespace fam::games::lacosanostra {

class LaCosaNostraModule final : public GameModule {
public:
    const char* id() const override { return kId; }
    std::string CheckOption(std::string_view name, std::string_view value) const override;

    void StartUp(ui::Lang lang, bool compact) override;
    void Frame(ui::FrameEnv& env) override;
    void PageHidden() override { HideDevice(ui_, game_); }
    ui::Lang lang() const override { return ui_.lang; }
    void set_lang(ui::Lang lang) override { ui_.lang = lang; }

    bool started() const override { return game_.started; }
    std::uint64_t change_count() const override { return game_.session.change_count(); }
    std::uint64_t game_number() const override { return game_.session.game_number(); }
    std::string link() const override;
    std::string save_text() const override;
    std::string Open(std::string_view text, OpenReason reason) override;
    void ApplyOptions(const GameOptions& options) override;
    void NewGame(const GameOptions& options) override;

    std::string settings_text() const override;
    std::string OpenSettings(std::string_view text) override;
    std::string stats_text() const override { return EncodeStats(stats_.stats); }
    std::string OpenStats(std::string_view text) override;
    std::vector<std::string> StatsLines() const override { return lacosanostra::StatsLines(ui_.lang, stats_.stats); }

    void TakeEvents(std::vector<HostEvent>& out) override;
    nlohmann::ordered_json Status() const override;
    bool TakeLinkRequest() override;
    const std::string& test_json() const override { return ui_.test_json; }

private:
    TableGame game_;
    TableUi ui_;
    std::uint64_t reported_game_ = 0;  // the game the host was told of (new-game event)
    int reported_ = 0;                 // its actions the host was told of (turn events)
    bool over_reported_ = false;       // its end was told (game-over event)
    StatsKeeper stats_;
};

std::unique_ptr<GameModule> MakeModule();

}  // namespace fam::games::lacosanostra
