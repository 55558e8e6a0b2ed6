// shell/games/lacosanostra/module.h — La Cosa Nostra as a game module: the session half is
// SessionModule<LaCosaNostraGame> (games/session_module.h); this module adds the table's frame, the settings, the
// statistics (statistics.h) and the status.
#pragma once

#include <memory>

#include "games/lacosanostra/host_formats.h"
#include "games/lacosanostra/statistics.h"
#include "games/lacosanostra/table/table_ui.h"
#include "games/lacosanostra/texts/spoken.h"
#include "games/session_module.h"
#include "lacosanostra/link.h"

namespace shell::games::lacosanostra {

// The game, as SessionModule reads it (session_module.h; defined in module.cpp).
struct LaCosaNostraGame : CoreLinks<&lcn::EncodeLink, &lcn::EncodeRecord, &lcn::DecodeLink, &lcn::DecodeRecord> {
    static constexpr const char* kId = lacosanostra::kId;
    struct Table {
        TableGame game;
        TableUi ui;
    };
    using Choices = NewGameOptions;
    static std::optional<common::Reason> ReadOption(Choices& o, std::string_view name, std::string_view value) {
        return lacosanostra::ReadOption(o, name, value);
    }
    static const char* ReasonWords(ui::Lang lang, common::ReasonKind kind) {
        return lacosanostra::ReasonWords(lang, kind);
    }
    static const lcn::Session& SessionOf(const Table& t) { return t.game.session; }
    static bool Started(const Table& t) { return t.game.started; }
    static bool IsOver(const Table& t) { return lcn::IsOver(t.game.state()); }
    static lcn::GameRecord Record(const Table& t) { return t.game.session.Record(); }
    static void Show(Table& t, lcn::ReplayedGame game);
    static void ApplyChoices(Table& t, const Choices& o);
    static void StartGame(Table& t, const Choices& o) { t.ui.note = lacosanostra::StartGame(t.ui, t.game, o.seed); }
    static HostEvent NewGameEvent(const Table& t) { return {"new-game", Status(t)}; }
    static void TurnEvents(const Table& t, int move, std::vector<HostEvent>& out);
    static HostEvent GameOverEvent(const Table& t);
    static nlohmann::ordered_json Status(const Table& t);
};

class LaCosaNostraModule final : public SessionModule<LaCosaNostraGame> {
public:
    void StartUp(ui::Lang lang, bool compact) override;
    void Frame(ui::FrameEnv& env) override { TableFrame(table_.ui, table_.game, env); }
    bool Idle(double budget_ms) override { return table_.game.started && table_.ui.computers.Idle(budget_ms); }
    void PageHidden() override { HideDevice(table_.ui, table_.game); }
    ui::Lang lang() const override { return table_.ui.settings.lang; }
    void set_lang(ui::Lang lang) override { table_.ui.settings.lang = lang; }
    const ui::Speech& speech() const override {
        speech_.set_lang(lang());
        return speech_;
    }
    // Embedded without seats: the start screen, not a game of people only (most play alone against computers).
    bool EmbedStartsGame() const override { return false; }

    std::string settings_text() const override;
    std::string OpenSettings(std::string_view text) override;
    std::string stats_text() const override { return EncodeStats(stats_); }
    std::string OpenStats(std::string_view text) override;
    std::vector<std::string> StatsLines() const override {
        return lacosanostra::StatsLines(table_.ui.settings.lang, stats_);
    }

    nlohmann::ordered_json Status() const override { return LaCosaNostraGame::Status(table_); }
    bool TakeLinkRequest() override;
    const std::string& test_json() const override { return table_.ui.cache.test_json; }

private:
    // Before the game-over event, which makes the host store the statistics.
    void GameEnded() override { CountGame(stats_, table_.game.session.seats(), table_.game.state()); }

    Stats stats_;
    mutable LaCosaNostraSpeech speech_{ui::Lang::kEnglish};
};

std::unique_ptr<GameModule> MakeModule();

}  // namespace shell::games::lacosanostra
