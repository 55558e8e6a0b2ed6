// shell/games/famiglia/module.cpp — see module.h.
#include "games/famiglia/module.h"

#include "host/share.h"  // the statistics sentences of the link panel
#include "imgui.h"
#include "platform.h"

namespace shell::games::famiglia {

std::string FamigliaModule::CheckOption(std::string_view name, std::string_view value) const {
    // A day other than today is for the browser tests only: a player's page always deals today's deal.
    if (name == "date" && !platform::TestHookEnabled()) return "\"date\" needs test=1";
    return OptionReader().CheckOption(name, value);
}

void FamigliaModule::StartUp(ui::Lang lang, bool compact) {
    InitGameUi(game_, lang);
    game_.compact = compact;
}

void FamigliaModule::Frame(ui::FrameEnv& env) {
    if (game_.daily.requested) {  // daily=1 with a link or a saved game opened first (module.h ApplyOptions)
        game_.daily.requested = false;
        OpenDaily(game_.daily, session_);
        ShowLoadedGame(game_, ImGui::GetTime());
    }
    GameFrame(game_, session_, env);
}

std::string FamigliaModule::link() const { return EncodeLink(session_.Record()); }
std::string FamigliaModule::save_text() const { return EncodeRecord(session_.Record()); }

std::string FamigliaModule::Open(std::string_view text, OpenReason reason) {
    // Validate, then commit: the decoder replays the game once, and the session takes that replay.
    Result<ReplayedGame> game = reason == OpenReason::kLink ? DecodeLink(text) : DecodeRecord(text);
    if (!game) return game.error();
    session_.Load(*game);
    ShowLoadedGame(game_, ImGui::GetTime());
    return {};
}

namespace {
NewGameOptions Read(const GameOptions& options) {
    NewGameOptions o;
    for (const auto& [name, value] : options) ReadOption(o, name, value);  // checked by CheckOption before
    return o;
}
}  // namespace

void FamigliaModule::ApplyOptions(const GameOptions& options) {
    const NewGameOptions o = Read(options);
    if (o.opponent) {
        game_.next_vs_computer = IsComputer(*o.opponent);
        if (game_.next_vs_computer) game_.next_level = *o.opponent;
    }
    if (o.new_cards_only) game_.next_variant = *o.new_cards_only;
    if (o.date) game_.daily.fixed_today = *o.date;  // accepted by CheckOption on test pages only
    // Today's deal opens at the next frame, after the host opened a link or the saved game (which may be it).
    if (o.daily) game_.daily.requested = true;
}

void FamigliaModule::NewGame(const GameOptions& options) {
    ApplyOptions(options);
    if (Read(options).daily) {
        game_.daily.requested = false;
        OpenDaily(game_.daily, session_);
        ShowLoadedGame(game_, ImGui::GetTime());
        return;
    }
    StartNextGame(game_, session_, Read(options).seed, ImGui::GetTime());
}

std::string FamigliaModule::settings_text() const {
    Preferences p;
    p.lang = game_.settings.lang;
    p.show_other_hand = game_.settings.show_other_hand;
    p.fast_computer = game_.settings.fast_computer;
    p.confirm_takes = game_.settings.confirm_takes;
    p.vs_computer = game_.next_vs_computer;
    p.level = game_.next_level;
    p.new_cards_only = game_.next_variant;
    p.first = game_.next_first;
    p.daily = DailyValue(game_.daily);
    return EncodePreferences(p);
}

std::string FamigliaModule::OpenSettings(std::string_view text) {
    Result<Preferences> r = DecodePreferences(text);
    if (!r) return r.error();
    const Preferences& p = *r;
    if (p.lang) game_.settings.lang = *p.lang;
    game_.settings.show_other_hand = p.show_other_hand;
    game_.settings.fast_computer = p.fast_computer;
    game_.settings.confirm_takes = p.confirm_takes;
    game_.next_vs_computer = p.vs_computer;
    game_.next_level = p.level;
    game_.next_variant = p.new_cards_only;
    game_.next_first = p.first;
    ReadDailyValue(game_.daily, p.daily);
    return {};
}

std::string FamigliaModule::OpenStats(std::string_view text) {
    Result<Stats> r = DecodeStats(text);
    if (!r) return r.error();
    stats_ = *r;
    return {};
}

std::vector<std::string> FamigliaModule::StatsLines() const {
    using host::Say;
    const ui::Lang lang = game_.settings.lang;
    std::vector<std::string> lines;
    for (int k = 0; k < kNumSeatKinds; ++k) {
        const LevelStats& l = stats_.by_opponent[static_cast<std::size_t>(k)];
        if (l.played == 0) continue;
        if (k == 0) {
            lines.push_back(ui::Fmt(host::Sentence(lang, Say::kStatsTwoPlayers), {std::to_string(l.played)}));
            continue;
        }
        const T names[] = {T::kLevelBeginner, T::kLevelEasy, T::kLevelNormal, T::kLevelExpert};
        lines.push_back(ui::Fmt(host::Sentence(lang, Say::kStatsLine),
                                {Text(lang, names[k - 1]), std::to_string(l.played), std::to_string(l.won)}));
    }
    if (lines.empty()) lines.push_back(host::Sentence(lang, Say::kStatsNone));
    return lines;
}

void FamigliaModule::TakeEvents(std::vector<HostEvent>& out) {
    if (!game_.game_started) return;
    if (session_.game_number() != reported_game_) {
        // Another game (new or opened): it is the news, its earlier turns and a reached end are not.
        reported_game_ = session_.game_number();
        reported_ = session_.num_moves();
        over_reported_ = session_.current().over;
        out.push_back(NewGameEvent(session_));
    }
    for (int i = std::min(reported_, session_.num_moves()); i < session_.num_moves(); ++i) {
        if (session_.move(i).EndsTurn()) out.push_back(TurnEvent(session_, i));
    }
    reported_ = session_.num_moves();
    if (session_.current().over && !over_reported_) {
        over_reported_ = true;
        CountGame(stats_, session_.seats(), OutcomeOf(session_.current()));
        out.push_back(GameOverEvent(session_));
    }
}

bool FamigliaModule::TakeLinkRequest() {
    if (!game_.share_requested) return false;
    game_.share_requested = false;
    if (game_.overlay == Overlay::kMenu) game_.overlay = Overlay::kNone;  // back to the table afterwards
    return true;
}

std::unique_ptr<GameModule> MakeModule() { return std::make_unique<FamigliaModule>(); }

}  // namespace shell::games::famiglia
