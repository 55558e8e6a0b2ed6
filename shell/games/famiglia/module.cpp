// shell/games/famiglia/module.cpp — see module.h.
#include "games/famiglia/module.h"

#include "imgui.h"
#include "platform.h"

namespace shell::games::famiglia {

// ---- [SECTION] the game, as SessionModule reads it ----------------------------------------------------------

std::optional<common::Reason> FamigliaGame::ReadOption(Choices& o, std::string_view name, std::string_view value) {
    // A day other than today is for the browser tests only: a player's page always deals today's deal.
    if (name == "date" && !platform::TestHookEnabled())
        return common::Reason{common::ReasonKind::kNotAnOption, "\"date\" needs test=1"};
    return famiglia::ReadOption(o, name, value);
}

void FamigliaGame::Show(Table& t, ReplayedGame game) {
    t.game.session.Load(std::move(game));  // the decoder's replay, taken as it is
    ShowGame(t.ui, t.game, ImGui::GetTime());
}

void FamigliaGame::ApplyChoices(Table& t, const Choices& o) {
    TableUi& g = t.ui;
    if (o.opponent) {
        g.next.vs_computer = IsComputer(*o.opponent);
        if (g.next.vs_computer) g.next.level = *o.opponent;
    }
    if (o.new_cards_only) g.next.variant = *o.new_cards_only;
    if (o.date) g.daily.fixed_today = *o.date;  // accepted on test pages only (ReadOption)
    // Today's deal opens at the next frame, after the host opened a link or the saved game (which may be it).
    if (o.daily) g.daily.requested = true;
}

void FamigliaGame::StartGame(Table& t, const Choices& o) {
    if (o.daily) {
        t.ui.daily.requested = false;
        OpenDaily(t.ui.daily, t.game.session);
        ShowGame(t.ui, t.game, ImGui::GetTime());
        return;
    }
    famiglia::StartGame(t.ui, t.game, o.seed, ImGui::GetTime());
}

void FamigliaGame::TurnEvents(const Table& t, int move, std::vector<HostEvent>& out) {
    if (t.game.session.move(move).EndsTurn()) out.push_back(TurnEvent(t.game.session, move));
}

// ---- [SECTION] the module: frame, settings, statistics -----------------------------------------------------

void FamigliaModule::StartUp(ui::Lang lang, bool compact) {
    InitTableUi(table_.ui, lang);
    table_.ui.compact = compact;
}

void FamigliaModule::Frame(ui::FrameEnv& env) {
    TableUi& g = table_.ui;
    if (g.daily.requested) {  // daily=1 with a link or a saved game opened first (ApplyChoices)
        g.daily.requested = false;
        OpenDaily(g.daily, table_.game.session);
        ShowGame(g, table_.game, ImGui::GetTime());
    }
    TableFrame(g, table_.game, env);
}

std::string FamigliaModule::settings_text() const {
    const TableUi& g = table_.ui;
    Preferences p;
    p.lang = g.settings.lang;
    p.show_other_hand = g.settings.show_other_hand;
    p.fast_computer = g.settings.fast_computer;
    p.confirm_takes = g.settings.confirm_takes;
    p.vs_computer = g.next.vs_computer;
    p.level = g.next.level;
    p.new_cards_only = g.next.variant;
    p.first = g.next.first;
    p.daily = DailyValue(g.daily);
    return EncodePreferences(p);
}

std::string FamigliaModule::OpenSettings(std::string_view text) {
    Result<Preferences> r = DecodePreferences(text);
    if (!r) return r.error();
    const Preferences& p = *r;
    TableUi& g = table_.ui;
    if (p.lang) g.settings.lang = *p.lang;
    g.settings.show_other_hand = p.show_other_hand;
    g.settings.fast_computer = p.fast_computer;
    g.settings.confirm_takes = p.confirm_takes;
    g.next.vs_computer = p.vs_computer;
    g.next.level = p.level;
    g.next.variant = p.new_cards_only;
    g.next.first = p.first;
    ReadDailyValue(g.daily, p.daily);
    return {};
}

std::string FamigliaModule::OpenStats(std::string_view text) {
    Result<Stats> r = DecodeStats(text);
    if (!r) return r.error();
    stats_ = *r;
    return {};
}

bool FamigliaModule::TakeLinkRequest() {
    TableUi& g = table_.ui;
    if (!g.share_requested) return false;
    g.share_requested = false;
    if (g.overlay == Overlay::kMenu) g.overlay = Overlay::kNone;  // back to the table afterwards
    return true;
}

std::unique_ptr<GameModule> MakeModule() { return std::make_unique<FamigliaModule>(); }

}  // namespace shell::games::famiglia
