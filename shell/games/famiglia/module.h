// shell/games/famiglia/module.h — Famiglia as a game module: the session half is SessionModule<FamigliaGame>
// (games/session_module.h); this module adds the table's frame, the settings, the statistics and the status.
#pragma once

#include <memory>

#include "famiglia/session.h"
#include "games/famiglia/host_formats.h"
#include "games/famiglia/table/table_ui.h"
#include "games/famiglia/texts/spoken.h"
#include "games/session_module.h"

namespace shell::games::famiglia {

// The game, as SessionModule reads it (session_module.h; defined in module.cpp).
struct FamigliaGame : CoreLinks<&fam::EncodeLink, &fam::EncodeRecord, &fam::DecodeLink, &fam::DecodeRecord> {
    static constexpr const char* kId = famiglia::kId;
    struct Table {
        TableGame game;
        TableUi ui;
    };
    using Choices = NewGameOptions;
    static std::optional<common::Reason> ReadOption(Choices& o, std::string_view name, std::string_view value);
    static const char* ReasonWords(ui::Lang lang, common::ReasonKind kind) { return famiglia::ReasonWords(lang, kind); }
    static const Session& SessionOf(const Table& t) { return t.game.session; }
    static bool Started(const Table& t) { return t.game.started; }
    static bool IsOver(const Table& t) { return t.game.session.current().over; }
    static GameRecord Record(const Table& t) { return t.game.session.Record(); }
    static void Show(Table& t, ReplayedGame game);
    static void ApplyChoices(Table& t, const Choices& o);
    static void StartGame(Table& t, const Choices& o);
    static HostEvent NewGameEvent(const Table& t) { return famiglia::NewGameEvent(t.game.session); }
    static void TurnEvents(const Table& t, int move, std::vector<HostEvent>& out);
    static HostEvent GameOverEvent(const Table& t) { return famiglia::GameOverEvent(t.game.session); }
};

class FamigliaModule final : public SessionModule<FamigliaGame> {
public:
    void StartUp(ui::Lang lang, bool compact) override;
    void Frame(ui::FrameEnv& env) override;
    ui::Lang lang() const override { return table_.ui.settings.lang; }
    void set_lang(ui::Lang lang) override { table_.ui.settings.lang = lang; }
    const ui::Speech& speech() const override {
        speech_.set_lang(lang());
        return speech_;
    }

    std::string settings_text() const override;
    std::string OpenSettings(std::string_view text) override;
    std::string stats_text() const override { return EncodeStats(stats_); }
    std::string OpenStats(std::string_view text) override;
    std::vector<std::string> StatsLines() const override { return famiglia::StatsLines(lang(), stats_); }

    nlohmann::ordered_json Status() const override { return StatusPayload(table_.game.session); }
    bool TakeLinkRequest() override;
    const std::string& test_json() const override { return table_.ui.cache.test_json; }

private:
    void GameEnded() override {
        CountGame(stats_, table_.game.session.seats(), OutcomeOf(table_.game.session.current()));
    }

    Stats stats_;
    mutable FamigliaSpeech speech_{Lang::kEnglish};
};

std::unique_ptr<GameModule> MakeModule();

}  // namespace shell::games::famiglia
