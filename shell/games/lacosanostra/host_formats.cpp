// shell/games/lacosanostra/host_formats.cpp — see host_formats.h.
#include "games/lacosanostra/host_formats.h"

#include <vector>

#include "common/text.h"
#include "ui/phrase.h"
#include "ui/words.h"

namespace shell::games::lacosanostra {

namespace {
constexpr std::string_view kSettingsTag = "lacosanostra-settings/1";
constexpr std::size_t kMaxSettingsBytes = 4096;
}  // namespace

// ---- [SECTION] options of a new game ---------------------------------------------------------------------

namespace {
using common::Reason;
using common::ReasonKind;

std::optional<Reason> ReadOneOption(NewGameOptions& o, std::string_view name, std::string_view value) {
    if (name == "players") {
        const auto n = common::ParseDecimal(value, lcn::kMaxPlayers);
        if (n && *n >= static_cast<std::uint64_t>(lcn::kMinPlayers)) {
            o.players = static_cast<int>(*n);
            return std::nullopt;
        }
        return Reason{ReasonKind::kPlayers, "\"players\" must be 3, 4 or 5"};
    }
    if (name == "seed") {
        o.seed = common::ParseDecimal(value);
        if (o.seed) return std::nullopt;
        return Reason{ReasonKind::kNotAnOption,
                      "\"seed\" must be a whole number from 0 to 18446744073709551615 (as a string)"};
    }
    if (name == "seats") {
        // Comma-separated seat kinds, one per player; a computer-only table is a demo game.
        int n = 0;
        common::Result<SeatKinds> kinds = lcn::ParseSeatKindList(value, n);
        // A kind it does not know is an option value this page does not know; too few or many is kPlayers.
        if (!kinds)
            return Reason{kinds.reason().kind == ReasonKind::kPlayers ? ReasonKind::kPlayers : ReasonKind::kNotAnOption,
                          kinds.error()};
        o.seats = *kinds;
        o.seat_count = n;
        return std::nullopt;
    }
    if (name == "options") {
        // Every switch named at most once; an empty value turns every option off.
        lcn::Options chosen{};
        for (const OptionSwitch& sw : kOptionSwitches) chosen.*sw.field = false;
        std::string_view rest = value;
        while (!value.empty()) {
            const std::size_t comma = rest.find(',');
            const std::string_view item = rest.substr(0, comma);
            const OptionSwitch* found = nullptr;
            for (const OptionSwitch& sw : kOptionSwitches) found = item == sw.key ? &sw : found;
            if (!found || chosen.*found->field)
                return Reason{ReasonKind::kNotAnOption, "\"options\": \"" + std::string(item.substr(0, 20)) +
                                                            "\" is not an option or comes twice"};
            chosen.*found->field = true;
            if (comma == std::string_view::npos) break;
            rest = rest.substr(comma + 1);
        }
        o.options = chosen;
        return std::nullopt;
    }
    return Reason{ReasonKind::kNotAnOption, "unknown option \"" + std::string(name.substr(0, 40)) + "\""};
}

}  // namespace

const char* ReasonWords(ui::Lang lang, common::ReasonKind kind) {
    if (const char* shared = ui::SharedReasonWords(lang, kind)) return shared;
    const bool german = lang == ui::Lang::kGerman;
    if (kind == common::ReasonKind::kPlayers)
        return german ? "La Cosa Nostra ist für 3 bis 5 Personen." : "La Cosa Nostra is for 3 to 5 players.";
    return german ? "La Cosa Nostra kennt diese Option oder diesen Wert nicht."
                  : "La Cosa Nostra does not know this option or this value.";
}

std::optional<common::Reason> ReadOption(NewGameOptions& o, std::string_view name, std::string_view value) {
    std::optional<common::Reason> why = ReadOneOption(o, name, value);
    // `seats` sets the number of players, whatever `players` says before or after it.
    if (o.seats) o.players = o.seat_count;
    return why;
}

// ---- [SECTION] settings ------------------------------------------------------------------------------

std::string EncodePreferences(const Preferences& p) {
    std::string out = std::string(kSettingsTag) + "\n";
    out += std::string("lang ") + (p.lang ? ui::LangCode(*p.lang) : "auto") + "\n";
    out += "players " + std::to_string(p.players) + "\n";
    out += std::string("speed ") + std::string(SpeedName(p.speed)) + "\n";
    for (const OptionSwitch& sw : kOptionSwitches) {
        out += std::string(sw.key) + (p.options.*sw.field ? " on" : " off") + "\n";
    }
    return out;
}

common::Result<Preferences> DecodePreferences(std::string_view text) {
    using R = common::Result<Preferences>;
    const auto lines = common::TaggedLines(text, kSettingsTag, kMaxSettingsBytes);
    if (!lines) return R::Error("settings: " + lines.error());
    Preferences p;
    std::vector<std::string_view> seen;
    for (std::size_t i = 0; i < lines->size(); ++i) {
        const std::string_view line = (*lines)[i];
        const std::size_t space = line.find(' ');
        const std::string_view key = line.substr(0, space);
        const std::string_view value = space == std::string_view::npos ? std::string_view() : line.substr(space + 1);
        for (std::string_view k : seen) {
            if (k == key) return R::Error("settings: " + common::Quote(key) + " appears twice");
        }
        seen.push_back(key);
        bool ok = false;
        if (key == "lang") {
            p.lang = value == "auto" ? std::nullopt : ui::ParseLang(value);
            ok = value == "auto" || (p.lang && value == ui::LangCode(*p.lang));
        } else if (key == "players") {
            NewGameOptions o;
            ok = !ReadOption(o, "players", value);
            if (ok) p.players = *o.players;
        } else if (key == "speed") {
            const std::optional<Speed> speed = ParseSpeed(value);
            ok = speed.has_value();
            if (ok) p.speed = *speed;
        } else {
            for (const OptionSwitch& sw : kOptionSwitches) {
                if (key != sw.key) continue;
                ok = value == "on" || value == "off";
                p.options.*sw.field = value == "on";
            }
        }
        if (!ok)
            return R::Error("settings: line " + std::to_string(i + 2) + " " + common::Quote(line) +
                            " is not understood");
    }
    return p;
}

}  // namespace shell::games::lacosanostra
