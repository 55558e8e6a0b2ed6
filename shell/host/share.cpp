// shell/host/share.cpp — page options, stored settings and statistics, host messages and events, notices
// (see share.h). JSON goes through nlohmann-json without exceptions (the web build has none): every value
// is type-checked before it is read.
#include "host/share.h"

#include <charconv>
#include <nlohmann/json.hpp>

#include "common/json_text.h"
#include "common/link_envelope.h"
#include "ui/phrase.h"

namespace shell::host {

namespace {

using Json = nlohmann::ordered_json;

using ui::ParseLang;

// scheme://host[:port], as the browser writes event.origin (lower-case, no path, no trailing slash).
bool IsOrigin(std::string_view v) {
    std::size_t start = 0;
    if (v.rfind("https://", 0) == 0) {
        start = 8;
    } else if (v.rfind("http://", 0) == 0) {
        start = 7;
    } else {
        return false;
    }
    if (start == v.size() || v.size() > 200) return false;
    bool port = false;
    for (std::size_t i = start; i < v.size(); ++i) {
        const char c = v[i];
        if (c == ':' && !port && i > start && i + 1 < v.size()) {
            port = true;
        } else if (port ? (c < '0' || c > '9')
                        : !((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '[' ||
                            c == ']')) {
            return false;
        }
    }
    return true;
}

// Percent-decoding of a query component ('+' is a space); nullopt for a malformed escape.
std::optional<std::string> Unescape(std::string_view s) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '+') {
            out += ' ';
        } else if (s[i] == '%') {
            auto hex = [](char c) {
                return c >= '0' && c <= '9'   ? c - '0'
                       : c >= 'a' && c <= 'f' ? c - 'a' + 10
                       : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                              : -1;
            };
            if (i + 2 >= s.size() || hex(s[i + 1]) < 0 || hex(s[i + 2]) < 0) return std::nullopt;
            out += static_cast<char>(hex(s[i + 1]) * 16 + hex(s[i + 2]));
            i += 2;
        } else {
            out += s[i];
        }
    }
    return out;
}

// timescale=N and picturegap=N: a whole number 1..max in plain decimal (no sign, no leading zero).
bool ParseWholeUpTo(std::string_view v, int max, int& out) {
    if (v.empty() || v.size() > 4 || v[0] == '0') return false;
    int n = 0;
    const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
    if (ec != std::errc() || end != v.data() + v.size() || n < 1 || n > max) return false;
    out = n;
    return true;
}

// deals=N: a whole number of 1 to 12 digits in plain decimal (no sign, no leading zero but "0" itself).
bool ParseDealStream(std::string_view v, std::optional<std::uint64_t>& stream) {
    if (v.empty() || v.size() > 12 || (v[0] == '0' && v.size() > 1)) return false;
    std::uint64_t n = 0;
    const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
    if (ec != std::errc() || end != v.data() + v.size()) return false;
    stream = n;
    return true;
}

}  // namespace

// ---- [SECTION] page options --------------------------------------------------------------------------

PageOptions ParsePageOptions(std::string_view query) {
    PageOptions o;
    std::vector<std::string> test_items;  // the test options as written, for the notice when test=1 is missing
    if (!query.empty() && query[0] == '?') query.remove_prefix(1);
    while (!query.empty()) {
        const std::size_t amp = query.find('&');
        const std::string_view item = query.substr(0, amp);
        query = amp == std::string_view::npos ? std::string_view() : query.substr(amp + 1);
        if (item.empty()) continue;
        const std::size_t eq = item.find('=');
        const auto name = Unescape(item.substr(0, eq));
        const auto value = Unescape(eq == std::string_view::npos ? std::string_view() : item.substr(eq + 1));
        bool ok = name && value;
        if (ok && *name == "embed") {
            ok = *value == "1" || *value == "0" || value->empty();
            o.embed = *value != "0";
        } else if (ok && *name == "lang") {
            o.lang = ParseLang(*value);
            ok = o.lang.has_value();
        } else if (ok && *name == "origin") {
            ok = IsOrigin(*value);
            if (ok) o.origin = *value;
        } else if (ok && *name == "game") {
            o.game = *value;  // the app checks it against the registered games (games/registry.h)
        } else if (ok && *name == "test") {
            o.test = *value == "1";  // the page's test hook (web/shell.html reads it)
        } else if (ok && *name == "timescale") {
            ok = ParseWholeUpTo(*value, 100, o.clock_rate);
            if (ok) test_items.emplace_back(item.substr(0, 80));
        } else if (ok && *name == "picturegap") {
            ok = ParseWholeUpTo(*value, 1000, o.picture_gap_ms);
            if (ok) test_items.emplace_back(item.substr(0, 80));
        } else if (ok && *name == "deals") {
            ok = ParseDealStream(*value, o.deals);
            if (ok) test_items.emplace_back(item.substr(0, 80));
        } else if (ok) {
            o.game_items.push_back({*name, *value, std::string(item.substr(0, 80))});
        }
        if (!ok) o.ignored.emplace_back(item.substr(0, 80));
    }
    // A faster clock, fixed deals and skipped pictures are for the browser tests only: a player's page never runs
    // its delays short, never deals the same games as another's and shows every picture.
    if (!test_items.empty() && !o.test) {
        o.clock_rate = 1;
        o.picture_gap_ms = 0;
        o.deals.reset();
        for (std::string& item : test_items) o.ignored.push_back(std::move(item));
    }
    return o;
}

std::unique_ptr<games::GameOptions> TakeGameOptions(PageOptions& o, const games::GameOptionReader& game) {
    std::unique_ptr<games::GameOptions> options = game.NewOptions();
    for (PageOptions::GameItem& item : o.game_items) {
        if (std::optional<common::Reason> why = options->Read(item.name, item.value)) {
            o.ignored_why.resize(o.ignored.size());
            o.ignored_why.push_back(std::move(why));
            o.ignored.push_back(std::move(item.text));
        }
    }
    o.game_items.clear();
    return options;
}

std::string StorageKey(const games::GameOptionReader& game, const char* what) {
    return std::string(game.id()) + "." + what;
}

SavedGameOpening OpenSavedGame(games::GameModule& game, const std::optional<std::string>& stored) {
    SavedGameOpening out;
    if (!stored || stored->empty()) return out;
    out.why = game.Open(*stored, games::OpenReason::kSavedGame);
    if (!out.why) {
        out.outcome = SavedGameOpening::Outcome::kOpened;
        return out;
    }
    out.outcome = SavedGameOpening::Outcome::kRefused;
    // Kept first, then emptied: a storage that takes only the first write still holds the text somewhere.
    out.writes = {{StorageKey(game, "game-refused"), *stored}, {StorageKey(game, "game"), std::string()}};
    return out;
}

// ---- [SECTION] start-up ------------------------------------------------------------------------------

bool StartsNewGame(bool refused, bool embed, bool embed_starts, bool any_options) {
    return !refused && ((embed && embed_starts) || any_options);
}

// ---- [SECTION] which game, and the address of a link -------------------------------------------------

const games::RegisteredGame* ChooseGame(std::span<const games::RegisteredGame> offered, std::string_view game_option,
                                        std::string_view startup_link) {
    const char tag = common::LinkTag(startup_link);
    for (const games::RegisteredGame& g : offered) {
        if (tag != 0 && static_cast<char>(g.tag) == tag) return &g;
    }
    for (const games::RegisteredGame& g : offered) {
        if (game_option == g.id) return &g;
    }
    return nullptr;
}

std::string LinkAddress(std::string_view page, std::optional<ui::Lang> lang, std::string_view link,
                        std::string_view query) {
    if (page.empty() || (link.empty() && query.empty())) return std::string(link);
    std::string out(page);
    if (!query.empty()) out.append("?").append(query);
    if (lang) out.append(query.empty() ? "?" : "&").append("lang=").append(ui::LangCode(*lang));
    if (!link.empty()) out.append("#").append(link);
    return out;
}

// ---- [SECTION] host commands and events --------------------------------------------------------------

Result<HostCommand> ParseHostCommand(std::string_view origin, std::string_view data, std::string_view allowed,
                                     const games::GameOptionReader& game) {
    using R = Result<HostCommand>;
    if (!allowed.empty() && origin != allowed)
        return R::Error("messages are accepted from " + std::string(allowed) + " only");
    if (data.size() > kMaxHostMessage) return R::Error("the message is too large");
    const Json j = common::ParseJson(data);
    if (j.is_discarded() || !j.is_object()) return R::Error("the message is not a JSON object");
    const auto type = j.find("type");
    if (type == j.end() || !type->is_string()) return R::Error("the message has no \"type\"");
    const std::string& name = type->get_ref<const std::string&>();
    const std::string prefix = std::string(game.id()) + ":";
    HostCommand c;
    if (name == prefix + "status") {
        c.kind = HostCommand::Kind::kStatus;
        if (j.size() != 1) return R::Error(name + " takes no options");
        return c;
    }
    if (name != prefix + "new-game") {
        return R::Error("unknown message type (" + prefix + "new-game, " + prefix + "status)");
    }
    c.kind = HostCommand::Kind::kNewGame;
    c.options = game.NewOptions();
    for (auto it = j.begin(); it != j.end(); ++it) {
        const std::string& key = it.key();
        const Json& v = it.value();
        if (key == "type") continue;
        if (key == "lang") {
            if (v.is_string()) c.lang = ParseLang(v.get_ref<const std::string&>());
            if (!c.lang) return R::Error("\"lang\" must be en or de");
            continue;
        }
        // The game reads texts: a string as it is, a whole number in decimal (a seed may come as a number),
        // anything else as its JSON text (which no option accepts).
        std::string value = v.is_string()            ? v.get<std::string>()
                            : v.is_number_unsigned() ? std::to_string(v.get<std::uint64_t>())
                                                     : v.dump();
        if (std::optional<common::Reason> why = c.options->Read(key, value)) return R::Error(std::move(*why));
    }
    return c;
}

std::string EventText(const games::GameOptionReader& game, const games::HostEvent& event) {
    Json j;
    j["type"] = std::string(game.id()) + ":" + event.name;
    for (auto it = event.payload.begin(); it != event.payload.end(); ++it) j[it.key()] = it.value();
    return j.dump();
}

std::string ReadyEvent(const games::GameOptionReader& game, const char* version) {
    const std::string prefix = std::string(game.id()) + ":";
    Json payload;
    payload["version"] = version;
    payload["commands"] = Json::array({prefix + "new-game", prefix + "status"});
    return EventText(game, {"ready", std::move(payload)});
}

std::string RejectedEvent(const games::GameOptionReader& game, std::string_view reason) {
    Json payload;
    payload["reason"] = std::string(reason);
    return EventText(game, {"rejected", std::move(payload)});
}

// ---- [SECTION] sentences -----------------------------------------------------------------------------

namespace {
// Latin-1 only (the font atlas holds Basic Latin and Latin-1), UTF-8 encoded.
constexpr auto kRows = ui::Keyed<ui::Phrase<Say>>({
    {Say::kLinkRefused, "This link could not be opened; here are your last choices for a new game.",
     "Dieser Link lässt sich nicht öffnen; hier ist deine letzte Wahl für ein neues Spiel."},
    {Say::kSavedGameRefused, "The saved game could not be restored; here are your last choices for a new game.",
     "Das gespeicherte Spiel ließ sich nicht wiederherstellen; hier ist deine letzte Wahl für ein neues Spiel."},
    {Say::kSettingsRefused, "The saved settings could not be read; the defaults apply.",
     "Die gespeicherten Einstellungen ließen sich nicht lesen; es gelten die Voreinstellungen."},
    {Say::kStatsRefused, "The saved statistics could not be read and start again from zero.",
     "Die gespeicherte Statistik ließ sich nicht lesen und beginnt wieder bei null."},
    {Say::kStorageUnavailable,
     "This browser does not let the page store anything here, so the game, the settings and the statistics "
     "will not survive a reload.",
     "Dieser Browser lässt die Seite hier nichts speichern: Spiel, Einstellungen und Statistik "
     "überstehen kein Neuladen."},
    {Say::kStorageFull, "The browser's storage for this page is full, so the game could not be saved.",
     "Der Speicher des Browsers für diese Seite ist voll, darum ließ sich das Spiel nicht speichern."},
    {Say::kOptionIgnored, "The page address has an option that could not be used; it was ignored: {0}",
     "Die Seitenadresse enthält eine Option, die nicht passt; sie wurde ignoriert: {0}"},
    {Say::kShareTitle, "Link to this game", "Link zu diesem Spiel"},
    {Say::kCopyLink, "Copy link", "Link kopieren"},
    {Say::kLinkCopied, "The link is copied.", "Der Link ist kopiert."},
    {Say::kCopyManually, "Copy this link:", "Diesen Link kopieren:"},
    {Say::kLinkSpoiler,
     "The link opens this game at this point. Anyone who opens it can also work out the order of the draw "
     "pile.",
     "Der Link öffnet dieses Spiel an dieser Stelle. Wer ihn öffnet, kann auch die "
     "Reihenfolge des Nachziehstapels herausfinden."},
    {Say::kStatistics, "Statistics", "Statistik"},
    {Say::kGameNotAvailable, "{0} is not available here yet, so this page opens {1}.",
     "{0} gibt es hier noch nicht, darum öffnet diese Seite {1}."},
    {Say::kAskedGameWaits,
     "You have a game in progress, so it stays open. This address asks for a new game (seed {0}): start it "
     "here, and the game in progress ends.",
     "Du hast ein laufendes Spiel, darum bleibt es offen. Diese Adresse verlangt ein neues Spiel (Seed {0}): "
     "Hier startet es, und das laufende Spiel endet."},
    {Say::kStartAskedGame, "Start the new game", "Neues Spiel starten"},
});
}  // namespace

const char* Sentence(ui::Lang lang, Say what) { return ui::Pick(kRows, lang, what); }

}  // namespace shell::host
