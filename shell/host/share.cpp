// shell/host/share.cpp — page options, stored settings and statistics, host messages and events, notices
// (see share.h). JSON goes through nlohmann-json without exceptions (the web build has none): every value
// is type-checked before it is read.
#include "host/share.h"

#include <charconv>
#include <nlohmann/json.hpp>

#include "common/text.h"

namespace fam::share {

namespace {

using Json = nlohmann::json;
using OrderedJson = nlohmann::ordered_json;

// A count in stored statistics: at most 9 digits.
std::optional<int> ParseCount(std::string_view text) {
    const auto v = common::ParseDecimal(text, 999'999'999);
    return v ? std::optional<int>(static_cast<int>(*v)) : std::nullopt;
}

// "en", "de", "de-DE", "DE_at" -> "en" / "de"; anything else -> "".
std::string ParseLang(std::string_view v) {
    if (v.size() < 2 || (v.size() > 2 && v[2] != '-' && v[2] != '_')) return {};
    const char a = static_cast<char>(v[0] | 0x20), b = static_cast<char>(v[1] | 0x20);
    if (a == 'd' && b == 'e') return "de";
    if (a == 'e' && b == 'n') return "en";
    return {};
}

std::optional<bool> ParseVariant(std::string_view v) {
    if (v == "standard") return false;
    if (v == "new-cards-only") return true;
    return std::nullopt;
}

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
                return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
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

const char* TieBreakName(TieBreak t) {
    switch (t) {
        case TieBreak::kNone: return "none";
        case TieBreak::kHighestCard: return "highest-card";
        case TieBreak::kSortedCards: return "sorted-cards";
        case TieBreak::kShared: return "shared";
    }
    return "none";
}

OrderedJson Event(const char* type) {
    OrderedJson j;
    j["type"] = std::string("famiglia:") + type;
    return j;
}

// The parts of every game event: seats, variant, seed (as a string: a 64-bit seed does not fit a JS number).
void AddGame(OrderedJson& j, const Session& s) {
    j["seats"] = OrderedJson::array({SeatKindName(s.seat(0)), SeatKindName(s.seat(1))});
    j["variant"] = s.rules().new_cards_only ? "new-cards-only" : "standard";
    j["seed"] = std::to_string(s.seed());
}

void AddScores(OrderedJson& j, const State& state) {
    const Outcome o = GameOutcome(state);
    j["scores"] = OrderedJson::array({o.scores[0], o.scores[1]});
}

}  // namespace

// ---- [SECTION] page options --------------------------------------------------------------------------

PageOptions ParsePageOptions(std::string_view query) {
    PageOptions o;
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
            ok = !o.lang.empty();
        } else if (ok && *name == "level") {
            o.opponent = ParseSeatKind(*value);
            ok = o.opponent.has_value();
        } else if (ok && *name == "variant") {
            o.new_cards_only = ParseVariant(*value);
            ok = o.new_cards_only.has_value();
        } else if (ok && *name == "seed") {
            o.seed = ParseSeed(*value);
            ok = o.seed.has_value();
        } else if (ok && *name == "origin") {
            ok = IsOrigin(*value);
            if (ok) o.origin = *value;
        } else if (ok && *name == "test") {
            // the page's test hook (web/shell.html reads it)
        } else {
            ok = false;
        }
        if (!ok) o.ignored.emplace_back(item.substr(0, 80));
    }
    return o;
}

// ---- [SECTION] settings ------------------------------------------------------------------------------

namespace {
constexpr std::string_view kSettingsTag = "famiglia-settings/1";
constexpr std::string_view kStatsTag = "famiglia-stats/1";

// Splits "tag\nline\nline\n" into lines after checking the tag; every line must end with "\n".
Result<std::vector<std::string_view>> Lines(std::string_view text, std::string_view tag, std::size_t max_bytes) {
    using R = Result<std::vector<std::string_view>>;
    if (text.size() > max_bytes) return R::Error("too large");
    std::vector<std::string_view> lines;
    if (!common::SplitLines(text, lines)) return R::Error("the text does not end with a line break");
    if (lines.empty() || lines[0] != tag) return R::Error("it does not start with '" + std::string(tag) + "'");
    lines.erase(lines.begin());
    return lines;
}
}  // namespace

std::string EncodePreferences(const Preferences& p) {
    std::string out = std::string(kSettingsTag) + "\n";
    out += "lang " + (p.lang.empty() ? std::string("auto") : p.lang) + "\n";
    out += std::string("other-hand ") + (p.show_other_hand ? "shown" : "hidden") + "\n";
    out += std::string("computer-speed ") + (p.fast_computer ? "fast" : "normal") + "\n";
    out += std::string("confirm-takes ") + (p.confirm_takes ? "on" : "off") + "\n";
    out += std::string("opponent ") + (p.vs_computer ? SeatKindName(p.level) : "person") + "\n";
    out += std::string("level ") + SeatKindName(p.level) + "\n";
    out += std::string("variant ") + (p.new_cards_only ? "new-cards-only" : "standard") + "\n";
    out += std::string("first ") + (p.first == 0 ? "first-seat" : p.first == 1 ? "second-seat" : "random") + "\n";
    return out;
}

Result<Preferences> DecodePreferences(std::string_view text) {
    using R = Result<Preferences>;
    auto lines = Lines(text, kSettingsTag, 4096);
    if (!lines) return R::Error("settings: " + lines.error());
    Preferences p;
    std::vector<std::string_view> seen;
    for (std::string_view line : *lines) {
        const std::size_t space = line.find(' ');
        const std::string_view key = line.substr(0, space);
        const std::string_view value = space == std::string_view::npos ? std::string_view() : line.substr(space + 1);
        for (std::string_view k : seen) {
            if (k == key) return R::Error("settings: '" + std::string(key) + "' appears twice");
        }
        seen.push_back(key);
        auto flag = [&](const char* yes, const char* no, bool& out) {
            if (value == yes) out = true;
            else if (value == no) out = false;
            else return false;
            return true;
        };
        bool ok = false;
        if (key == "lang") {
            p.lang = value == "auto" ? std::string() : ParseLang(value);
            ok = value == "auto" || value == p.lang;
        } else if (key == "other-hand") {
            ok = flag("shown", "hidden", p.show_other_hand);
        } else if (key == "computer-speed") {
            ok = flag("fast", "normal", p.fast_computer);
        } else if (key == "confirm-takes") {
            ok = flag("on", "off", p.confirm_takes);
        } else if (key == "opponent") {
            const auto kind = ParseSeatKind(value);
            ok = kind.has_value();
            p.vs_computer = ok && IsComputer(*kind);
        } else if (key == "level") {
            const auto kind = ParseSeatKind(value);
            ok = kind.has_value() && IsComputer(*kind);
            if (ok) p.level = *kind;
        } else if (key == "variant") {
            const auto v = ParseVariant(value);
            ok = v.has_value();
            if (ok) p.new_cards_only = *v;
        } else if (key == "first") {
            ok = value == "random" || value == "first-seat" || value == "second-seat";
            p.first = value == "first-seat" ? 0 : value == "second-seat" ? 1 : kRandomFirst;
        }
        if (!ok) return R::Error("settings: cannot read '" + std::string(line.substr(0, 60)) + "'");
    }
    return p;
}

// ---- [SECTION] statistics ----------------------------------------------------------------------------

std::string EncodeStats(const Stats& s) {
    std::string out = std::string(kStatsTag) + "\n";
    for (int k = 0; k < kNumSeatKinds; ++k) {
        const LevelStats& l = s.by_opponent[static_cast<std::size_t>(k)];
        if (l.played == 0) continue;
        out += std::string(SeatKindName(static_cast<SeatKind>(k))) + " " + std::to_string(l.played) + " " +
               std::to_string(l.won) + " " + std::to_string(l.shared) + "\n";
    }
    return out;
}

Result<Stats> DecodeStats(std::string_view text) {
    using R = Result<Stats>;
    auto lines = Lines(text, kStatsTag, 4096);
    if (!lines) return R::Error("statistics: " + lines.error());
    Stats s;
    std::array<bool, kNumSeatKinds> seen{};
    for (std::string_view line : *lines) {
        std::array<std::string_view, 4> words;
        std::size_t n = 0, start = 0;
        while (n < words.size() && start <= line.size()) {
            const std::size_t end = std::min(line.find(' ', start), line.size());
            words[n++] = line.substr(start, end - start);
            start = end + 1;
        }
        // The opponent as an index (kNumSeatKinds when unreadable), the three counts as -1 when unreadable.
        const auto kind = n == 4 && start > line.size() ? ParseSeatKind(words[0]).value_or(SeatKind{kNumSeatKinds})
                                                        : SeatKind{kNumSeatKinds};
        const auto k = static_cast<std::size_t>(kind);
        const int played = ParseCount(words[1]).value_or(-1), won = ParseCount(words[2]).value_or(-1),
                  shared = ParseCount(words[3]).value_or(-1);
        if (k >= seen.size() || played <= 0 || won < 0 || shared < 0 || seen[k] || won + shared > played ||
            (kind == SeatKind::kPerson && won + shared != 0)) {
            return R::Error("statistics: cannot read '" + std::string(line.substr(0, 60)) + "'");
        }
        seen[k] = true;
        s.by_opponent[k] = {played, won, shared};
    }
    return s;
}

bool CountGame(Stats& stats, const std::array<SeatKind, 2>& seats, const Outcome& outcome) {
    const bool person0 = !IsComputer(seats[0]), person1 = !IsComputer(seats[1]);
    if (!person0 && !person1) return false;
    if (person0 && person1) {
        ++stats.by_opponent[static_cast<std::size_t>(SeatKind::kPerson)].played;
        return true;
    }
    const int me = person0 ? 0 : 1;
    LevelStats& l = stats.by_opponent[static_cast<std::size_t>(seats[static_cast<std::size_t>(1 - me)])];
    ++l.played;
    if (outcome.winner == me) ++l.won;
    if (outcome.winner < 0) ++l.shared;
    return true;
}

// ---- [SECTION] host commands and events --------------------------------------------------------------

Result<HostCommand> ParseHostCommand(std::string_view origin, std::string_view data, std::string_view allowed) {
    using R = Result<HostCommand>;
    if (!allowed.empty() && origin != allowed) return R::Error("messages are accepted from " + std::string(allowed) + " only");
    if (data.size() > kMaxHostMessage) return R::Error("the message is too large");
    const Json j = Json::parse(data.begin(), data.end(), nullptr, /*allow_exceptions=*/false);
    if (j.is_discarded() || !j.is_object()) return R::Error("the message is not a JSON object");
    const auto type = j.find("type");
    if (type == j.end() || !type->is_string()) return R::Error("the message has no \"type\"");
    const std::string& name = type->get_ref<const std::string&>();
    HostCommand c;
    if (name == "famiglia:status") {
        c.kind = HostCommand::Kind::kStatus;
        if (j.size() != 1) return R::Error("famiglia:status takes no options");
        return c;
    }
    if (name != "famiglia:new-game") return R::Error("unknown message type (famiglia:new-game, famiglia:status)");
    c.kind = HostCommand::Kind::kNewGame;
    for (auto it = j.begin(); it != j.end(); ++it) {
        const std::string& key = it.key();
        const Json& v = it.value();
        if (key == "type") continue;
        if (key == "level") {
            if (v.is_string()) c.opponent = ParseSeatKind(v.get_ref<const std::string&>());
            if (!c.opponent) return R::Error("\"level\" must be person, beginner, easy, normal or expert");
        } else if (key == "variant") {
            if (v.is_string()) c.new_cards_only = ParseVariant(v.get_ref<const std::string&>());
            if (!c.new_cards_only) return R::Error("\"variant\" must be standard or new-cards-only");
        } else if (key == "seed") {
            if (v.is_string()) c.seed = ParseSeed(v.get_ref<const std::string&>());
            if (v.is_number_unsigned()) c.seed = v.get<std::uint64_t>();
            if (!c.seed) return R::Error("\"seed\" must be a whole number from 0 to 18446744073709551615 (as a string)");
        } else if (key == "lang") {
            if (v.is_string()) c.lang = ParseLang(v.get_ref<const std::string&>());
            if (c.lang.empty()) return R::Error("\"lang\" must be en or de");
        } else {
            return R::Error("unknown option \"" + key.substr(0, 40) + "\"");
        }
    }
    return c;
}

std::string ReadyEvent(const char* version) {
    OrderedJson j = Event("ready");
    j["version"] = version;
    j["commands"] = OrderedJson::array({"famiglia:new-game", "famiglia:status"});
    return j.dump();
}

std::string NewGameEvent(const Session& s) {
    OrderedJson j = Event("new-game");
    AddGame(j, s);
    j["first"] = s.state(0).first;
    return j.dump();
}

std::string TurnEvent(const Session& s, int move_index) {
    OrderedJson j = Event("turn");
    j["player"] = s.state(move_index).to_move;
    j["action"] = ToString(s.move(move_index));
    j["actions"] = move_index + 1;
    const State& after = s.state(move_index + 1);
    AddScores(j, after);
    j["next"] = after.over ? OrderedJson(nullptr) : OrderedJson(after.to_move);
    return j.dump();
}

std::string GameOverEvent(const Session& s) {
    OrderedJson j = Event("game-over");
    AddGame(j, s);
    const Outcome o = GameOutcome(s.current());
    j["scores"] = OrderedJson::array({o.scores[0], o.scores[1]});
    j["winner"] = o.winner >= 0 ? OrderedJson(o.winner) : OrderedJson(nullptr);
    j["tieBreak"] = TieBreakName(o.tie_break);
    j["actions"] = s.num_moves();
    return j.dump();
}

std::string StatusEvent(const Session& s) {
    OrderedJson j = Event("status");
    AddGame(j, s);
    AddScores(j, s.current());
    j["over"] = s.current().over;
    j["toMove"] = s.current().over ? OrderedJson(nullptr) : OrderedJson(s.current().to_move);
    j["actions"] = s.num_moves();
    return j.dump();
}

std::string RejectedEvent(std::string_view reason) {
    OrderedJson j = Event("rejected");
    j["reason"] = std::string(reason);
    return j.dump();
}

// ---- [SECTION] sentences -----------------------------------------------------------------------------

namespace {
struct Row {
    Say key;
    const char* en;
    const char* de;
};
// Latin-1 only (the font atlas holds Basic Latin and Latin-1), UTF-8 encoded.
constexpr Row kRows[] = {
    {Say::kLinkRefused, "This link could not be opened, so a new game has started.",
     "Dieser Link l\xC3\xA4sst sich nicht \xC3\xB6" "ffnen, darum beginnt ein neues Spiel."},
    {Say::kSavedGameRefused, "The saved game could not be restored, so a new game has started.",
     "Das gespeicherte Spiel lie\xC3\x9F sich nicht wiederherstellen, darum beginnt ein neues Spiel."},
    {Say::kSettingsRefused, "The saved settings could not be read; the defaults apply.",
     "Die gespeicherten Einstellungen lie\xC3\x9F" "en sich nicht lesen; es gelten die Voreinstellungen."},
    {Say::kStatsRefused, "The saved statistics could not be read and start again from zero.",
     "Die gespeicherte Statistik lie\xC3\x9F sich nicht lesen und beginnt wieder bei null."},
    {Say::kStorageUnavailable,
     "This browser does not let the page store anything here, so the game, the settings and the statistics "
     "will not survive a reload.",
     "Dieser Browser l\xC3\xA4sst die Seite hier nichts speichern: Spiel, Einstellungen und Statistik "
     "\xC3\xBC" "berstehen kein Neuladen."},
    {Say::kStorageFull, "The browser's storage for this page is full, so the game could not be saved.",
     "Der Speicher des Browsers f\xC3\xBCr diese Seite ist voll, darum lie\xC3\x9F sich das Spiel nicht speichern."},
    {Say::kOptionIgnored, "The page address has an option that is not understood; it was ignored: {0}",
     "Die Seitenadresse enth\xC3\xA4lt eine unbekannte Option; sie wurde ignoriert: {0}"},
    {Say::kDetails, "Details: {0}", "Details (englisch): {0}"},
    {Say::kOk, "OK", "OK"},
    {Say::kLinkButton, "Link", "Link"},
    {Say::kShareTitle, "Link to this game", "Link zu diesem Spiel"},
    {Say::kCopyLink, "Copy link", "Link kopieren"},
    {Say::kLinkCopied, "The link is copied.", "Der Link ist kopiert."},
    {Say::kCopyManually, "Copy this link:", "Diesen Link kopieren:"},
    {Say::kLinkSpoiler,
     "The link opens this game at this point. Anyone who opens it can also work out the order of the draw "
     "pile.",
     "Der Link \xC3\xB6" "ffnet dieses Spiel an dieser Stelle. Wer ihn \xC3\xB6" "ffnet, kann auch die "
     "Reihenfolge des Nachziehstapels herausfinden."},
    {Say::kStatistics, "Statistics", "Statistik"},
    {Say::kStatsLine, "{0}: {1} games, {2} won", "{0}: {1} Spiele, {2} gewonnen"},
    {Say::kStatsTwoPlayers, "Two players: {0} games", "Zwei Personen: {0} Spiele"},
    {Say::kStatsNone, "No finished games yet.", "Noch keine beendeten Spiele."},
};
constexpr bool RowsInOrder() {
    for (std::size_t i = 0; i < sizeof(kRows) / sizeof(kRows[0]); ++i) {
        if (static_cast<std::size_t>(kRows[i].key) != i) return false;
    }
    return sizeof(kRows) / sizeof(kRows[0]) == static_cast<std::size_t>(Say::kCount);
}
static_assert(RowsInOrder(), "one row per sentence, in the order of Say");
}  // namespace

const char* Sentence(std::string_view lang, Say what) {
    const Row& row = kRows[static_cast<std::size_t>(what)];
    return lang == "de" ? row.de : row.en;
}

}  // namespace fam::share
