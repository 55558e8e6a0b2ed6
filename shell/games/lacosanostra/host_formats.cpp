// shell/games/lacosanostra/host_formats.cpp — see host_formats.h.
#include "games/lacosanostra/host_formats.h"

#include <vector>

#include "common/text.h"

namespace fam::games::lacosanostra {

namespace {
constexpr std::string_view kSettingsTag = "lacosanostra-settings/1";
constexpr std::size_t kMaxSettingsBytes = 4096;
}  // namespace

// ---- [SECTION] options of a new game ---------------------------------------------------------------------

std::string ReadOption(NewGameOptions& o, std::string_view name, std::string_view value) {
    if (name == "players") {
        const auto n = common::ParseDecimal(value, lcn::kMaxPlayers);
        if (n && *n >= static_cast<std::uint64_t>(lcn::kMinPlayers)) {
            o.players = static_cast<int>(*n);
            return "";
        }
        return "\"players\" must be 3, 4 or 5";
    }
    if (name == "seed") {
        o.seed = common::ParseDecimal(value);
        return o.seed ? "" : "\"seed\" must be a whole number from 0 to 18446744073709551615 (as a string)";
    }
    if (name == "seats") {
        // Comma-separated seat kinds, one per player; a computer-only table is a demo game.
        SeatKinds kinds{};
        int n = 0;
        std::string_view rest = value;
        while (true) {
            const std::size_t comma = rest.find(',');
            const std::string_view item = rest.substr(0, comma);
            const std::optional<SeatKind> kind = ParseSeatKind(item);
            if (!kind) return "\"seats\": \"" + std::string(item.substr(0, 20)) + "\" is not person, easy or normal";
            if (n == lcn::kMaxPlayers) return "\"seats\" names 3 to 5 seats";
            kinds[static_cast<std::size_t>(n++)] = *kind;
            if (comma == std::string_view::npos) break;
            rest = rest.substr(comma + 1);
        }
        if (n < lcn::kMinPlayers) return "\"seats\" names 3 to 5 seats";
        o.seats = kinds;
        o.seat_count = n;
        o.players = n;
        return "";
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
                return "\"options\": \"" + std::string(item.substr(0, 20)) + "\" is not an option or comes twice";
            chosen.*found->field = true;
            if (comma == std::string_view::npos) break;
            rest = rest.substr(comma + 1);
        }
        o.options = chosen;
        return "";
    }
    return "unknown option \"" + std::string(name.substr(0, 40)) + "\"";
}

NewGameOptions ReadOptions(const GameOptions& options) {
    NewGameOptions o;
    for (const auto& [name, value] : options) ReadOption(o, name, value);
    // `seats` implies the number of players, whatever `players` says.
    if (o.seats) o.players = o.seat_count;
    return o;
}

std::string OptionReader::CheckOption(std::string_view name, std::string_view value) const {
    NewGameOptions scratch;
    return ReadOption(scratch, name, value);
}

// ---- [SECTION] seat kinds in a saved game ---

namespace {
constexpr std::string_view kSeatsTag = "lacosanostra-seats ";
}

common::Result<SeatedText> SplitSeats(std::string_view text) {
    using R = common::Result<SeatedText>;
    SeatedText out;
    if (text.substr(0, kSeatsTag.size()) != kSeatsTag) {
        out.record = text;
        return out;
    }
    const std::size_t eol = text.find('\n');
    if (eol == std::string_view::npos) return R::Error("save: the seats line does not end with a line break");
    NewGameOptions o;
    const std::string why = ReadOption(o, "seats", text.substr(kSeatsTag.size(), eol - kSeatsTag.size()));
    if (!why.empty()) return R::Error("save: " + why);
    out.kinds = *o.seats;
    out.record = text.substr(eol + 1);
    return out;
}

bool SeatsFit(const SeatKinds& kinds, int players) {
    for (int p = players; p < lcn::kMaxPlayers; ++p)
        if (kinds[static_cast<std::size_t>(p)] != SeatKind::kPerson) return false;
    return true;
}

lcn::GameRecord TableRecord(lcn::GameRecord record, const SeatKinds& kinds, const std::vector<lcn::DealTalk>& talk) {
    for (std::size_t p = 0; p < kinds.size(); ++p)
        record.seats[p] = static_cast<int>(p) < record.setup.players ? kinds[p] : SeatKind::kPerson;
    // Talk of moves taken back is gone from the table already; this keeps the record a replayable one regardless.
    for (const lcn::DealTalk& t : talk)
        if (t.at_move <= static_cast<int>(record.moves.size())) record.talk.push_back(t);
    return record;
}

common::Result<OpenedGame> OpenGameText(std::string_view text, bool link) {
    using R = common::Result<OpenedGame>;
    if (link) {
        common::Result<lcn::ReplayedGame> r = lcn::DecodeLink(text);
        if (!r) return R::Error(r.error());
        const SeatKinds kinds = r->record().seats;
        return OpenedGame{std::move(r).value(), kinds};
    }
    common::Result<SeatedText> seated = SplitSeats(text);
    if (!seated) return R::Error(seated.error());
    const bool line = seated->record.size() != text.size();
    common::Result<lcn::ReplayedGame> r = lcn::DecodeRecord(seated->record);
    if (!r) return R::Error(r.error());
    if (line && lcn::NeedsSeatsAndTalk(r->record())) return R::Error("save: the seats are given twice");
    if (!SeatsFit(seated->kinds, r->record().setup.players))
        return R::Error("save: the seats line names more seats than the game has");
    const SeatKinds kinds = line ? seated->kinds : r->record().seats;
    return OpenedGame{std::move(r).value(), kinds};
}

// ---- [SECTION] settings ------------------------------------------------------------------------------

std::string EncodePreferences(const Preferences& p) {
    std::string out = std::string(kSettingsTag) + "\n";
    out += std::string("lang ") + (p.lang ? ui::LangCode(*p.lang) : "auto") + "\n";
    out += "players " + std::to_string(p.players) + "\n";
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
            ok = ReadOption(o, "players", value).empty();
            if (ok) p.players = *o.players;
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

}  // namespace fam::games::lacosanostra
