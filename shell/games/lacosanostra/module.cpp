// shell/games/lacosanostra/module.cpp — see module.h.
#include "games/lacosanostra/module.h"

#include <algorithm>

#include "games/lacosanostra/host_events.h"
#include "lacosanostra/link.h"

namespace fam::games::lacosanostra {

std::string LaCosaNostraModule::CheckOption(std::string_view name, std::string_view value) const {
    return OptionReader().CheckOption(name, value);
}

void LaCosaNostraModule::StartUp(ui::Lang lang, bool compact) {
    ui_.lang = lang;
    ui_.compact = compact;
    ui_.overlay = Overlay::kStart;
}

void LaCosaNostraModule::Frame(ui::FrameEnv& env) { TableFrame(ui_, game_, env); }

std::string LaCosaNostraModule::link() const {
    return game_.started ? lcn::EncodeLink(TableRecord(game_.session.Record(), game_.kinds, ui_.talk)) : std::string();
}
std::string LaCosaNostraModule::save_text() const {
    return game_.started ? lcn::EncodeRecord(TableRecord(game_.session.Record(), game_.kinds, ui_.talk))
                         : std::string();
}

std::string LaCosaNostraModule::Open(std::string_view text, OpenReason reason) {
    common::Result<OpenedGame> r = OpenGameText(text, reason == OpenReason::kLink);
    if (!r) return r.error();
    OpenedGame opened = std::move(r).value();
    std::vector<DealTalk> talk = opened.game.record().talk;
    game_.session.Load(std::move(opened.game));
    game_.kinds = opened.kinds;
    game_.started = true;
    ShowGame(ui_, game_);  // a resumed game starts on the public table (hand-off rule 4)
    // The talk comes back with the game, and the current pause remembers what was said in it.
    ui_.talk = std::move(talk);
    RestorePause(game_.state(), ui_.device, ui_.talk, game_.session.num_moves(), ui_.computers.deals());
    return {};
}

void LaCosaNostraModule::ApplyOptions(const GameOptions& options) {
    const NewGameOptions o = ReadOptions(options);
    if (o.players) ui_.next.players = *o.players;
    if (o.seats) ui_.next.kinds = *o.seats;
    if (o.options) ui_.next.options = *o.options;
}

void LaCosaNostraModule::NewGame(const GameOptions& options) {
    ApplyOptions(options);
    ui_.note = StartGame(ui_, game_, ReadOptions(options).seed);
}

std::string LaCosaNostraModule::settings_text() const {
    Preferences p;
    p.lang = ui_.lang;
    p.players = ui_.next.players;
    p.options = ui_.next.options;
    return EncodePreferences(p);
}

std::string LaCosaNostraModule::OpenSettings(std::string_view text) {
    common::Result<Preferences> r = DecodePreferences(text);
    if (!r) return r.error();
    if (r->lang) ui_.lang = *r->lang;
    ui_.next.players = r->players;
    ui_.next.options = r->options;
    return {};
}

std::string LaCosaNostraModule::OpenStats(std::string_view text) {
    common::Result<Stats> r = DecodeStats(text);
    if (!r) return r.error();
    stats_.stats = *r;
    return {};
}

void LaCosaNostraModule::TakeEvents(std::vector<HostEvent>& out) {
    if (!game_.started) return;
    const lcn::Session& s = game_.session;
    stats_.Observe(s.game_number(), s.current(), game_.kinds);  // before the game-over event, which stores them
    if (s.game_number() != reported_game_) {
        // Another game (new or opened): it is the news, its earlier turns and a reached end are not.
        reported_game_ = s.game_number();
        reported_ = s.num_moves();
        over_reported_ = lcn::IsOver(s.current());
        out.push_back({"new-game", Status()});
    }
    for (int i = std::min(reported_, s.num_moves()); i < s.num_moves(); ++i)
        out.push_back(TurnEvent(ui_.lang, s.state(i), s.move(i), s.state(i + 1), s.names(), i));
    reported_ = s.num_moves();
    if (lcn::IsOver(s.current()) && !over_reported_) {
        over_reported_ = true;
        out.push_back(GameOverEvent(ui_.lang, s.current(), s.names()));
    }
}

nlohmann::ordered_json LaCosaNostraModule::Status() const {
    // Always an object: the host reads fields with value(), which needs one (a null would throw, i.e. abort).
    if (!game_.started) return nlohmann::ordered_json::object();
    return StatusOf(game_.state(), game_.kinds, game_.session.names(), game_.session.num_moves());
}

bool LaCosaNostraModule::TakeLinkRequest() {
    if (!ui_.share_requested) return false;
    ui_.share_requested = false;
    return true;
}

std::unique_ptr<GameModule> MakeModule() { return std::make_unique<LaCosaNostraModule>(); }

}  // namespace fam::games::lacosanostra
