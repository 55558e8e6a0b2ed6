// Seat names, the replay, and the record texts lacosanostra-record/1 and /2 (formats: link.h; the link:
// record_link.cpp).
#include <array>
#include <iterator>
#include <optional>
#include <utility>
#include <vector>

#include "common/text.h"
#include "lacosanostra/link.h"
#include "lacosanostra/notation.h"
#include "lacosanostra/position_text.h"

namespace lcn {

namespace {

using common::Quote;

// A new Options member must get a place in both formats (and a new version): this stops the build until then.
static_assert(sizeof(Options) == 10 && detail::kOptionNames.size() == 10,
              "Options changed: extend the link and record formats (link.h change log)");

// The length of the UTF-8 sequence starting at text[i] (1..4), or 0 when it is not a valid one: no overlong
// form, no surrogate, nothing above U+10FFFF.
std::size_t Utf8SequenceLength(std::string_view text, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned lead = byte(i);
    if (lead < 0x80) return 1;
    std::size_t length = 0;
    unsigned min = 0;
    unsigned code = 0;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2, min = 0x80, code = lead & 0x1F;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3, min = 0x800, code = lead & 0x0F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4, min = 0x10000, code = lead & 0x07;
    } else {
        return 0;
    }
    if (i + length > text.size()) return 0;
    for (std::size_t k = 1; k < length; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80) return 0;
        code = (code << 6) | (byte(i + k) & 0x3F);
    }
    if (code < min || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return 0;
    if (code >= 0x80 && code <= 0x9F) return 0;  // C1 control characters
    return length;
}

}  // namespace

std::string SeatNameProblem(std::string_view name) {
    if (name.size() > kMaxNameBytes) {
        return "the name is longer than " + std::to_string(kMaxNameBytes) + " bytes";
    }
    for (std::size_t i = 0; i < name.size();) {
        const std::size_t length = Utf8SequenceLength(name, i);
        if (length == 0) return "the name is not valid UTF-8";
        if (length == 1 && (static_cast<unsigned char>(name[i]) < 32 || name[i] == 127)) {
            return "the name contains a control character";
        }
        i += length;
    }
    if (!name.empty() && (name.front() == ' ' || name.back() == ' ')) return "the name starts or ends with a space";
    return {};
}

ReplayedGame::ReplayedGame(GameRecord record, std::vector<State> states)
    : record_(std::move(record)), states_(std::move(states)) {}

namespace {

// The first state of `record` once its setup is resolved and its names are valid (families of seats beyond the
// player count are set to kDealFamilies, as Session::NewGame writes them).
Result<State> Opening(GameRecord& record) {
    using R = Result<State>;
    Setup& setup = record.setup;
    if (setup.players < kMinPlayers || setup.players > kMaxPlayers) {
        return R::Error("players: " + std::to_string(setup.players) + " is not 3, 4 or 5",
                        common::ReasonKind::kPlayers);
    }
    const auto players = static_cast<std::size_t>(setup.players);
    for (std::size_t p = 0; p < setup.families.size(); ++p) {
        if (p >= players) {
            setup.families[p] = kDealFamilies;
        } else if (setup.families[p] == kDealFamilies) {
            return R::Error("families: seat " + std::to_string(p) + " has no family (a record names every one)");
        }
    }
    if (setup.start_player == kRandomStart) return R::Error("start: a record names the start seat");
    for (std::size_t p = 0; p < record.names.size(); ++p) {
        if (p >= players) {
            if (!record.names[p].empty()) return R::Error("names: seat " + std::to_string(p) + " does not exist");
        } else if (std::string problem = SeatNameProblem(record.names[p]); !problem.empty()) {
            return R::Error("names: seat " + std::to_string(p) + ": " + problem);
        }
    }
    for (std::size_t p = 0; p < record.seats.size(); ++p) {
        const auto kind = static_cast<int>(record.seats[p]);
        if (kind >= kNumSeatKinds) return R::Error("seats: seat " + std::to_string(p) + " has an unknown kind");
        if (p >= players && kind != 0) return R::Error("seats: seat " + std::to_string(p) + " does not exist");
    }
    return NewGame(setup);
}

// Why the talk of a replayed record is not the talk of that game ("talk 3: ..."), or empty.
std::string TalkFault(const GameRecord& record, const std::vector<State>& states) {
    if (record.talk.size() > static_cast<std::size_t>(kMaxRecordTalk))
        return "more than " + std::to_string(kMaxRecordTalk) + " lines of talk";
    int previous = 0;
    for (std::size_t k = 0; k < record.talk.size(); ++k) {
        const DealTalk& talk = record.talk[k];
        const std::string which = "talk " + std::to_string(k + 1) + ": ";
        if (talk.at_move < previous || static_cast<std::size_t>(talk.at_move) >= states.size())
            return which + "it is said at move " + std::to_string(talk.at_move) + ", out of order or after the game";
        previous = talk.at_move;
        if (std::string problem = TalkProblem(states[static_cast<std::size_t>(talk.at_move)], talk); !problem.empty())
            return which + problem;
    }
    return {};
}

// "action 17 'Y order Y2 O1-07' is not legal: the gangster already holds an assignment"
std::string IllegalAction(std::size_t index, const State& s, const Move& m, const Refusal& refusal) {
    return "action " + std::to_string(index + 1) + " " + Quote(ToString(s, m)) +
           " is not legal: " + RefusalText(refusal);
}

}  // namespace

Result<ReplayedGame> ReplayRecord(GameRecord record) {
    using R = Result<ReplayedGame>;
    if (record.moves.size() > static_cast<std::size_t>(kMaxRecordActions)) {
        return R::Error("more than " + std::to_string(kMaxRecordActions) + " actions");
    }
    Result<State> opening = Opening(record);
    if (!opening) return R::Error(opening);
    std::vector<State> states;
    states.reserve(record.moves.size() + 1);
    states.push_back(*opening);
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        State next = states.back();
        record.moves[i] = AsApplied(next, record.moves[i]);  // an old save's aborting `reveal` (rules.h D3)
        const Refusal refusal = ApplyInPlace(next, record.moves[i]);
        if (!refusal.ok())
            return R::Error(IllegalAction(i, states.back(), record.moves[i], refusal),
                            common::ReasonKind::kIllegalMove);
        states.push_back(next);
    }
    if (std::string fault = TalkFault(record, states); !fault.empty()) return R::Error(fault);
    return ReplayedGame(std::move(record), std::move(states));
}

Result<SeatKinds> ParseSeatKindList(std::string_view text, int& count) {
    using R = Result<SeatKinds>;
    SeatKinds kinds{};
    int n = 0;
    std::string_view rest = text;
    while (true) {
        const std::size_t comma = rest.find(',');
        const std::string_view item = rest.substr(0, comma);
        const std::optional<SeatKind> kind = ParseSeatKind(item);
        if (!kind)
            return R::Error("\"seats\": \"" + std::string(item.substr(0, 20)) +
                            "\" is not person, easy, normal or expert");
        if (n == kMaxPlayers) return R::Error("\"seats\" names 3 to 5 seats", common::ReasonKind::kPlayers);
        kinds[static_cast<std::size_t>(n++)] = *kind;
        if (comma == std::string_view::npos) break;
        rest = rest.substr(comma + 1);
    }
    if (n < kMinPlayers) return R::Error("\"seats\" names 3 to 5 seats", common::ReasonKind::kPlayers);
    count = n;
    return kinds;
}

bool NeedsSeatsAndTalk(const GameRecord& record) {
    for (SeatKind kind : record.seats)
        if (kind != SeatKind::kPerson) return true;
    return !record.talk.empty();
}

// ---- record text lacosanostra-record/1 --------------------------------------------------------------------

namespace {
constexpr std::string_view kSeatsLineTag = "lacosanostra-seats ";
}  // namespace

namespace {

constexpr std::string_view kRecordTag = "lacosanostra-record/";

// No control character; bytes above ASCII only where names may hold UTF-8 (checked by SeatNameProblem).
bool PlainLine(std::string_view line, bool utf8_allowed) {
    for (char c : line) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 32 || byte == 127 || (byte >= 128 && !utf8_allowed)) return false;
    }
    return true;
}

std::string OptionsLine(const Options& options) {
    std::string line = "options";
    for (std::size_t i = 0; i < detail::kOptionNames.size(); ++i) {
        if (options.*detail::kOptionMembers[i]) line += std::string(" ") + detail::kOptionNames[i];
    }
    return line;
}

// The words after "options" (each an option name, in notation §4 order, no repeats), or the reason.
Result<Options> ParseOptions(std::string_view words) {
    Options options;
    for (std::size_t i = 0; i < detail::kOptionMembers.size(); ++i) options.*detail::kOptionMembers[i] = false;
    std::size_t next = 0;  // options must come in §4 order: the index after the last one read
    while (!words.empty()) {
        if (words[0] != ' ') return Result<Options>::Error("options: separate the names by single spaces");
        words.remove_prefix(1);
        const std::size_t end = words.find(' ');
        const std::string_view name = words.substr(0, end);
        words = end == std::string_view::npos ? std::string_view{} : words.substr(end);
        std::size_t i = 0;
        while (i < detail::kOptionNames.size() && name != detail::kOptionNames[i]) ++i;
        if (i == detail::kOptionNames.size()) return Result<Options>::Error("options: unknown option " + Quote(name));
        if (i < next) return Result<Options>::Error("options: write them in the order of the notation, once each");
        options.*detail::kOptionMembers[i] = true;
        next = i + 1;
    }
    return options;
}

constexpr const char* kReasonNames[] = {"accepted", "too-little", "invalid", "not-interested"};  // TradeReason order

std::string Signed(std::int32_t v) { return std::to_string(v); }
std::optional<std::int32_t> ParseSigned(std::string_view text) {
    const bool minus = !text.empty() && text[0] == '-';
    const std::optional<std::uint64_t> u = common::ParseDecimal(minus ? text.substr(1) : text, 0x7FFFFFFF);
    if (!u || (minus && *u == 0)) return std::nullopt;
    return minus ? -static_cast<std::int32_t>(*u) : static_cast<std::int32_t>(*u);
}

// "3 answer Y G computer too-little 2 5 105 Y trade G / ..." (link.h [SECTION] Record text).
std::string TalkText(const State& s, const DealTalk& t) {
    std::string line = std::to_string(t.at_move) + (t.kind == TalkKind::kOffer ? " offer " : " answer ");
    line += SeatLetterOf(s.player[t.from].family);
    line += ' ';
    line += SeatLetterOf(s.player[t.to].family);
    if (t.kind == TalkKind::kAnswer) {
        const TradeVerdict& v = t.verdict;
        line += t.person ? " person " : " computer ";
        line += kReasonNames[static_cast<std::size_t>(v.reason)];
        line += " " + Signed(v.offered) + " " + Signed(v.wanted) + " ";
        line += v.card == 0xFF ? std::string("-") : std::to_string(v.card);
    }
    return line + " " + ToString(s, t.trade);
}

// A talk line (TalkText) in the states of its game; one reason for any fault of its words before the trade.
Result<DealTalk> ParseTalk(std::string_view line, const std::vector<State>& states) {
    using R = Result<DealTalk>;
    std::array<std::string_view, 9> w{};  // at, kind, from, to [, by, reason, offered, wanted, card]
    std::size_t n = 0;
    for (std::size_t space; n < (n > 1 && w[1] == "answer" ? 9u : 4u); ++n, line.remove_prefix(space + 1)) {
        space = line.find(' ');
        if (space == std::string_view::npos) break;
        w[n] = line.substr(0, space);
    }
    DealTalk t;
    const std::optional<std::uint64_t> at = common::ParseDecimal(w[0], states.size() - 1);
    const State& s = states[at ? static_cast<std::size_t>(*at) : 0];
    t.at_move = static_cast<int>(at.value_or(0));
    t.kind = w[1] == "answer" ? TalkKind::kAnswer : TalkKind::kOffer;
    const auto seat = [&](std::string_view letter) {
        const std::optional<Family> f = letter.size() == 1 ? ParseFamilyLetter(letter[0]) : std::nullopt;
        return f ? FamilySeat(s, *f) : kNoSeat;
    };
    t.from = seat(w[2]);
    t.to = seat(w[3]);
    std::size_t reason = 0;
    std::optional<std::int32_t> offered = 0, wanted = 0;
    std::optional<std::uint64_t> card = 0xFF;
    if (t.kind == TalkKind::kAnswer) {
        t.person = w[4] == "person";
        while (reason < std::size(kReasonNames) && w[5] != kReasonNames[reason]) ++reason;
        offered = ParseSigned(w[6]);
        wanted = ParseSigned(w[7]);
        if (w[8] != "-") card = common::ParseDecimal(w[8], 254);
        t.verdict = {reason == 0, static_cast<TradeReason>(reason), offered.value_or(0), wanted.value_or(0),
                     static_cast<std::uint8_t>(card.value_or(0))};
    }
    if (!at || (w[1] != "offer" && t.kind != TalkKind::kAnswer) || t.from == kNoSeat || t.to == kNoSeat ||
        (t.kind == TalkKind::kAnswer &&
         ((!t.person && w[4] != "computer") || reason == std::size(kReasonNames) || !offered || !wanted || !card))) {
        return R::Error(
            "write it as: move offer|answer seat seat [person|computer reason offered wanted card|-] "
            "trade");
    }
    Result<Move> m = ParseMove(s, line);
    if (!m) return R::Error(m.error());
    if (ToString(s, *m) != line) return R::Error("write the trade as " + Quote(ToString(s, *m)));
    t.trade = *m;
    if (std::string problem = TalkProblem(s, t); !problem.empty()) return R::Error(problem);
    return t;
}

}  // namespace

std::string EncodeRecord(const GameRecord& r) {
    const bool v2 = NeedsSeatsAndTalk(r);
    std::string out = std::string(kRecordTag) + (v2 ? "2" : "1") + "\n";
    out += "players " + std::to_string(r.setup.players) + "\n";
    out += "seed " + std::to_string(r.setup.seed) + "\n";
    out += OptionsLine(r.setup.options) + "\n";
    out += "families";
    for (int p = 0; p < r.setup.players && p < kMaxPlayers; ++p) {
        out += ' ';
        out += SeatLetterOf(static_cast<Family>(r.setup.families[static_cast<std::size_t>(p)]));
    }
    out += "\nstart " + std::to_string(r.setup.start_player) + "\n";
    for (int p = 0; p < r.setup.players && p < kMaxPlayers; ++p) {
        const std::string& name = r.names[static_cast<std::size_t>(p)];
        out += name.empty() ? "name\n" : "name " + name + "\n";
    }
    if (v2) {
        out += "seats";
        for (int p = 0; p < r.setup.players && p < kMaxPlayers; ++p)
            out += std::string(" ") + SeatKindName(r.seats[static_cast<std::size_t>(p)]);
        out += "\n";
    }
    out += "actions " + std::to_string(r.moves.size()) + "\n";
    Result<State> opening = NewGame(r.setup);
    if (!opening) return out;  // precondition broken (not a replayable record): no action can be written
    // The talk is written after the actions, each line in the state it was said in, gathered on the way.
    State s = *opening;
    std::string talk = "talk " + std::to_string(r.talk.size()) + "\n";
    std::size_t k = 0;
    for (std::size_t i = 0;; ++i) {
        for (; k < r.talk.size() && r.talk[k].at_move == static_cast<int>(i); ++k)
            talk += TalkText(s, r.talk[k]) + "\n";
        if (i == r.moves.size()) break;
        out += ToString(s, r.moves[i]) + "\n";
        (void)ApplyInPlace(s, r.moves[i]);
    }
    return v2 ? out + talk : out;
}

Result<ReplayedGame> DecodeRecord(std::string_view text) {
    using R = Result<ReplayedGame>;
    if (text.empty()) return R::Error("the saved game is empty");
    if (text.size() > kMaxRecordLength) return R::Error("the saved game is too large");
    // An old save's seats line (link.h change log, 2026-11-27) before its record/1; line numbers below count from
    // the record, as they did when the shell split the line off.
    std::optional<SeatKinds> seats_line;
    if (text.substr(0, kSeatsLineTag.size()) == kSeatsLineTag) {
        const std::size_t eol = text.find('\n');
        if (eol == std::string_view::npos) return R::Error("save: the seats line does not end with a line break");
        int named = 0;
        Result<SeatKinds> kinds =
            ParseSeatKindList(text.substr(kSeatsLineTag.size(), eol - kSeatsLineTag.size()), named);
        if (!kinds) return R::Error(kinds, "save: ");
        seats_line = *kinds;
        text = text.substr(eol + 1);
    }
    if (text.substr(0, kRecordTag.size()) != kRecordTag) {
        if (text.substr(0, 16) == "famiglia-record/") return R::Error("line 1: this saved game is for Famiglia");
        return R::Error("line 1: this is not a La Cosa Nostra record (it must start with 'lacosanostra-record/1')");
    }
    std::vector<std::string_view> lines;
    if (!common::SplitLines(text, lines)) {
        return R::Error("the saved game is cut short: line " + std::to_string(lines.size() + 1) +
                        " does not end with a line break");
    }
    auto at = [](std::size_t i, const std::string& what, common::ReasonKind kind = common::ReasonKind::kDamaged) {
        return R::Error("line " + std::to_string(i + 1) + ": " + what, kind);
    };
    if (!PlainLine(lines[0], false)) return at(0, "contains a control character or a non-ASCII byte");
    const std::string_view version_text = lines[0].substr(kRecordTag.size());
    const std::optional<std::uint64_t> version = common::ParseDecimal(version_text);
    if (!version) return at(0, "bad format version " + Quote(version_text));
    if (*version > static_cast<std::uint64_t>(kRecordVersion)) {
        return at(0,
                  "format version " + std::to_string(*version) +
                      " is newer than this edition of La Cosa Nostra reads (up to " + std::to_string(kRecordVersion) +
                      ")",
                  common::ReasonKind::kNewerEdition);
    }
    if (*version != 1 && *version != 2) return at(0, "unknown format version " + std::to_string(*version));
    const bool v2 = *version == 2;

    // The header lines in order: expect(key) checks line i and sets `value` to the text after "key " (empty for a
    // bare "key"); the caller reads it and moves i on.
    std::size_t i = 1;
    std::string_view value;
    auto expect = [&](std::string_view key) -> std::optional<R> {
        if (i >= lines.size()) {
            return R::Error("the saved game is cut short: line " + std::to_string(i + 1) + " ('" + std::string(key) +
                            " ...') is missing");
        }
        const std::string_view line = lines[i];
        if (!PlainLine(line, key == "name")) return at(i, "contains a control character or a non-ASCII byte");
        if (line.substr(0, key.size()) != key || (line.size() > key.size() && line[key.size()] != ' ')) {
            return at(i, "expected '" + std::string(key) + " ...', found " + Quote(line));
        }
        value = line.size() > key.size() ? line.substr(key.size() + 1) : std::string_view{};
        return std::nullopt;
    };

    GameRecord record;
    if (auto e = expect("players")) return std::move(*e);
    const auto players = common::ParseDecimal(value, kMaxPlayers);
    if (!players || *players < static_cast<std::uint64_t>(kMinPlayers))
        return at(i, "players must be 3, 4 or 5", common::ReasonKind::kPlayers);
    record.setup.players = static_cast<int>(*players);
    ++i;
    if (auto e = expect("seed")) return std::move(*e);
    const auto seed = common::ParseDecimal(value);
    if (!seed) return at(i, "the seed must be a whole number from 0 to 18446744073709551615, without leading zeros");
    record.setup.seed = *seed;
    ++i;
    if (auto e = expect("options")) return std::move(*e);
    Result<Options> options = ParseOptions(lines[i].substr(7));  // " name name": after "options"
    if (!options) return at(i, options.error());
    record.setup.options = *options;
    ++i;
    if (auto e = expect("families")) return std::move(*e);
    const std::size_t families_line = i;
    if (value.size() != static_cast<std::size_t>(2 * record.setup.players - 1)) {
        return at(i, "families: give the family letter of each of the " + std::to_string(record.setup.players) +
                         " seats, separated by single spaces");
    }
    for (std::size_t p = 0; p < static_cast<std::size_t>(record.setup.players); ++p) {
        const std::optional<Family> family = ParseFamilyLetter(value[2 * p]);
        if (!family || (p > 0 && value[2 * p - 1] != ' ')) {
            return at(i, "families: seat " + std::to_string(p) + " has no family letter (Y G R V B)");
        }
        record.setup.families[p] = static_cast<int>(*family);
    }
    ++i;
    if (auto e = expect("start")) return std::move(*e);
    const auto start = common::ParseDecimal(value, static_cast<std::uint64_t>(record.setup.players - 1));
    if (!start) return at(i, "the start seat must be 0 to " + std::to_string(record.setup.players - 1));
    record.setup.start_player = static_cast<int>(*start);
    ++i;
    for (std::size_t p = 0; p < static_cast<std::size_t>(record.setup.players); ++p, ++i) {
        if (auto e = expect("name")) return std::move(*e);
        if (lines[i].size() == 5) return at(i, "write an empty name as 'name' alone");
        if (std::string problem = SeatNameProblem(value); !problem.empty()) return at(i, problem);
        record.names[p] = std::string(value);
    }
    if (v2) {
        if (auto e = expect("seats")) return std::move(*e);
        std::string_view rest = value;
        for (std::size_t p = 0; p < static_cast<std::size_t>(record.setup.players); ++p) {
            const std::size_t space = rest.find(' ');
            const std::optional<SeatKind> kind = ParseSeatKind(rest.substr(0, space));
            if (!kind || (space == std::string_view::npos) != (p + 1 == static_cast<std::size_t>(record.setup.players)))
                return at(i, "seats: give the kind of each of the " + std::to_string(record.setup.players) +
                                 " seats (person, easy, normal, expert), separated by single spaces");
            record.seats[p] = *kind;
            rest = space == std::string_view::npos ? std::string_view{} : rest.substr(space + 1);
        }
        ++i;
    }
    if (auto e = expect("actions")) return std::move(*e);
    const auto count = common::ParseDecimal(value, kMaxRecordActions);
    if (!count) {
        return at(i, "the number of actions must be a whole number up to " + std::to_string(kMaxRecordActions));
    }
    const std::size_t first_action_line = ++i;
    const std::size_t end_of_actions = first_action_line + static_cast<std::size_t>(*count);
    const std::size_t listed = lines.size() - first_action_line;
    if (listed < *count) {
        return R::Error("the saved game is cut short: it lists " + std::to_string(listed) + " of its " +
                        std::to_string(*count) + " actions");
    }
    if (listed > *count && !v2) return at(end_of_actions, "unexpected line after the last action");
    for (std::size_t k = first_action_line; k < lines.size(); ++k) {
        if (!PlainLine(lines[k], false)) return at(k, "contains a control character or a non-ASCII byte");
    }
    // record/2: "talk N" and N lines after the actions, then the end.
    std::size_t first_talk_line = lines.size();
    if (v2) {
        i = end_of_actions;
        if (auto e = expect("talk")) return std::move(*e);
        const auto talk_count = common::ParseDecimal(value, kMaxRecordTalk);
        if (!talk_count)
            return at(i, "the number of lines of talk must be a whole number up to " + std::to_string(kMaxRecordTalk));
        first_talk_line = i + 1;
        const std::size_t said = lines.size() - first_talk_line;
        if (said < *talk_count) {
            return R::Error("the saved game is cut short: it lists " + std::to_string(said) + " of its " +
                            std::to_string(*talk_count) + " lines of talk");
        }
        if (said > *talk_count)
            return at(first_talk_line + static_cast<std::size_t>(*talk_count), "unexpected line after the last talk");
    }

    // The setup and names, then each action parsed in the state it is played in: one replay.
    Result<State> opening = Opening(record);
    if (!opening)
        return at(families_line, opening.error(),
                  opening.reason().kind);  // the rest was checked above: only families remain
    std::vector<State> states;
    states.reserve(static_cast<std::size_t>(*count) + 1);
    states.push_back(*opening);
    for (std::size_t k = first_action_line; k < end_of_actions; ++k) {
        const State& before = states.back();
        const std::size_t index = k - first_action_line;
        Result<Move> m = ParseMove(before, lines[k]);
        if (!m) return at(k, "action " + std::to_string(index + 1) + ": " + m.error());
        if (ToString(before, *m) != lines[k]) {  // the parser is strict today; this keeps records canonical if not
            return at(k, "action " + std::to_string(index + 1) + ": write it as " + Quote(ToString(before, *m)));
        }
        State next = before;
        const Move applied = AsApplied(before, *m);  // an old save's aborting `reveal` is that abort (rules.h D3)
        const Refusal refusal = ApplyInPlace(next, applied);
        if (!refusal.ok())
            return at(k, IllegalAction(index, before, applied, refusal), common::ReasonKind::kIllegalMove);
        record.moves.push_back(applied);
        states.push_back(next);
    }
    for (std::size_t k = first_talk_line; k < lines.size(); ++k) {
        Result<DealTalk> talk = ParseTalk(lines[k], states);
        if (!talk) return at(k, "talk " + std::to_string(k - first_talk_line + 1) + ": " + talk.error());
        if (!record.talk.empty() && talk->at_move < record.talk.back().at_move)
            return at(k, "talk " + std::to_string(k - first_talk_line + 1) + ": said before the line above it");
        record.talk.push_back(*talk);
    }
    // One game, one text: a game of people without talk is written as record/1 (EncodeRecord).
    if (v2 && !NeedsSeatsAndTalk(record))
        return at(0, "a record/2 without a computer seat or talk is written as lacosanostra-record/1");
    if (seats_line) {
        if (v2) return R::Error("save: the seats are given twice");
        for (std::size_t p = static_cast<std::size_t>(record.setup.players); p < seats_line->size(); ++p)
            if ((*seats_line)[p] != SeatKind::kPerson)
                return R::Error("save: the seats line names more seats than the game has");
        record.seats = *seats_line;
    }
    return ReplayedGame(std::move(record), std::move(states));
}

}  // namespace lcn
