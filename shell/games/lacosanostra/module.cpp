// shell/games/lacosanostra/module.cpp — see module.h.
#include "games/lacosanostra/module.h"

#include "games/lacosanostra/host_events.h"

namespace shell::games::lacosanostra {

// ---- [SECTION] the game, as SessionModule reads it ----------------------------------------------------------

void LaCosaNostraGame::Show(Table& t, lcn::ReplayedGame game) {
    // The seats and the talk come back with the game (a link's or save's, or an old save's seats line), and the
    // current pause remembers what was said in it (ShowGame).
    t.game.session.Load(std::move(game));
    t.game.started = true;
    t.ui.guide = false;      // a guided game's link or save opens a normal game at its position (guide.h)
    ShowGame(t.ui, t.game);  // a resumed game starts on the public table (hand-off rule 4)
}

void LaCosaNostraGame::ApplyChoices(Table& t, const Choices& o) {
    if (o.players) t.ui.next.players = *o.players;
    if (o.seats) t.ui.next.kinds = *o.seats;
    if (o.options) t.ui.next.options = *o.options;
}

void LaCosaNostraGame::TurnEvents(const Table& t, int move, std::vector<HostEvent>& out) {
    const lcn::Session& s = t.game.session;
    out.push_back(TurnEvent(t.ui.settings.lang, s.state(move), s.move(move), s.state(move + 1), s.names(), move));
}

HostEvent LaCosaNostraGame::GameOverEvent(const Table& t) {
    return lacosanostra::GameOverEvent(t.ui.settings.lang, t.game.state(), t.game.session.names());
}

nlohmann::ordered_json LaCosaNostraGame::Status(const Table& t) {
    // Always an object: the host reads fields with value(), which needs one (a null would throw, i.e. abort).
    if (!t.game.started) return nlohmann::ordered_json::object();
    return StatusOf(t.game.state(), t.game.session.seats(), t.game.session.names(), t.game.session.num_moves());
}

// ---- [SECTION] the module: frame, settings, statistics -----------------------------------------------------

void LaCosaNostraModule::StartUp(ui::Lang lang, bool compact) {
    table_.ui.settings.lang = lang;
    table_.ui.compact = compact;
    table_.ui.overlay = Overlay::kStart;
}

std::string LaCosaNostraModule::settings_text() const {
    Preferences p;
    p.lang = table_.ui.settings.lang;
    p.players = table_.ui.next.players;
    p.options = table_.ui.next.options;
    p.speed = table_.ui.next.speed;
    return EncodePreferences(p);
}

std::string LaCosaNostraModule::OpenSettings(std::string_view text) {
    common::Result<Preferences> r = DecodePreferences(text);
    if (!r) return r.error();
    if (r->lang) table_.ui.settings.lang = *r->lang;
    table_.ui.next.players = r->players;
    table_.ui.next.options = r->options;
    table_.ui.next.speed = r->speed;
    return {};
}

std::string LaCosaNostraModule::OpenStats(std::string_view text) {
    common::Result<Stats> r = DecodeStats(text);
    if (!r) return r.error();
    stats_ = *r;
    return {};
}

bool LaCosaNostraModule::TakeLinkRequest() {
    if (!table_.ui.share_requested) return false;
    table_.ui.share_requested = false;
    return true;
}

std::unique_ptr<GameModule> MakeModule() { return std::make_unique<LaCosaNostraModule>(); }

}  // namespace shell::games::lacosanostra
