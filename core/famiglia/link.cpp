// Share links and record texts (formats and change log: link.h; the envelope: common/link_envelope.h).
//  [SECTION] helpers: seat names, replay (ReplayedGame)
//  [SECTION] link payload (v1 and v2): action codes, encoder, decoder
//  [SECTION] link dispatch by version and game tag
//  [SECTION] record text famiglia-record/1
#include "famiglia/link.h"

#include <string>

#include "common/link_envelope.h"
#include "common/text.h"
#include "famiglia/notation.h"

namespace fam {

namespace {

// A new Rules field must get a place in both formats (and a new version): this stops the build until then.
static_assert(sizeof(Rules) == 1, "Rules changed: extend the link and record formats (link.h change log)");

// ---- [SECTION] helpers ----------------------------------------------------------------------------------

using common::Quote;

constexpr std::array<const char*, kNumSeatKinds> kSeatNames = {"person", "beginner", "easy", "normal", "expert"};
constexpr char kFamigliaTag = static_cast<char>(common::GameTag::kFamiglia);

}  // namespace

const char* SeatKindName(SeatKind kind) {
    const auto i = static_cast<std::size_t>(kind);
    return i < kSeatNames.size() ? kSeatNames[i] : "?";
}

std::optional<SeatKind> ParseSeatKind(std::string_view name) {
    for (std::size_t i = 0; i < kSeatNames.size(); ++i) {
        if (name == kSeatNames[i]) return static_cast<SeatKind>(i);
    }
    return std::nullopt;
}

Result<ReplayedGame> detail::Replay(GameRecord record, std::size_t& failed) {
    using R = Result<ReplayedGame>;
    failed = record.moves.size();
    if (record.setup.first != 0 && record.setup.first != 1) return R::Error("the start player must be 0 or 1");
    for (SeatKind seat : record.seats) {
        if (static_cast<int>(seat) >= kNumSeatKinds) return R::Error("unknown seat kind");
    }
    if (record.moves.size() > static_cast<std::size_t>(kMaxRecordActions)) {
        return R::Error("more than " + std::to_string(kMaxRecordActions) + " actions");
    }
    std::vector<State> states;
    states.reserve(record.moves.size() + 1);
    states.push_back(NewGame(record.setup).value());
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        Result<State> next = Apply(states.back(), record.moves[i]);
        if (!next) {
            failed = i;
            return R::Error("action " + std::to_string(i + 1) + " '" + ToString(record.moves[i]) +
                                "' is not legal: " + next.error(),
                            common::ReasonKind::kIllegalMove);
        }
        states.push_back(std::move(next).value());
    }
    return ReplayedGame(std::move(record), std::move(states));
}

Result<ReplayedGame> ReplayRecord(GameRecord record) {
    std::size_t failed = 0;
    return detail::Replay(std::move(record), failed);
}

namespace {

// ---- [SECTION] link payload (v1 and v2) ----------------------------------------------------------------

constexpr int kCodePass = 0, kCodeRefresh = 1, kCodeFreeTake = 21, kCodeAccountant = 40;
constexpr int kCodeSwap = 45, kCodeBrute = 52, kCodeTake = 57, kCodeUnused = 63;
constexpr int kSwapCodes = kNumTypes * kNumTypes;              // 400
constexpr int kBruteCodes = 4 * kNumTypes * 4;                 // 320
constexpr int kTakeCodes = kNumTypes * kNumTypes * kNumTypes;  // 8000

bool IsType(CardType t) { return t < kNumTypes; }

void PutVarint(std::vector<std::uint8_t>& out, std::uint64_t v) {
    do {
        const auto group = static_cast<std::uint8_t>(v & 31);
        v >>= 5;
        out.push_back(static_cast<std::uint8_t>(group | (v ? 32 : 0)));
    } while (v);
}

void PutMove(std::vector<std::uint8_t>& out, const Move& m) {
    auto put = [&](int sym) { out.push_back(static_cast<std::uint8_t>(sym)); };
    switch (m.kind) {
        case MoveKind::kPass: put(kCodePass); return;
        case MoveKind::kRefresh:
            if (IsType(m.a)) return put(kCodeRefresh + m.a);
            break;
        case MoveKind::kAccountant:
            if (IsType(m.a) && FamilyOf(m.a) == Family::kAccountants && RankOf(m.a) >= 1) {
                return put(kCodeAccountant + RankOf(m.a));
            }
            break;
        case MoveKind::kSwap:
            if (IsType(m.a) && IsType(m.b)) {
                const int c = kNumTypes * m.a + m.b;
                put(kCodeSwap + c / 64);
                return put(c % 64);
            }
            break;
        case MoveKind::kBrute:
            if (IsType(m.a) && FamilyOf(m.a) == Family::kBrutes && RankOf(m.a) >= 1 && IsType(m.b) && m.value < 4) {
                const int c = 4 * kNumTypes * (RankOf(m.a) - 1) + 4 * m.b + m.value;
                put(kCodeBrute + c / 64);
                return put(c % 64);
            }
            break;
        case MoveKind::kTake:
            if (m.IsFreeTake() && IsType(m.a)) return put(kCodeFreeTake + m.a);
            if (IsType(m.a) && IsType(m.b) && IsType(m.c)) {
                const int c = kNumTypes * kNumTypes * m.a + kNumTypes * m.b + m.c;
                put(kCodeTake + c / 4096);
                put(c / 64 % 64);
                return put(c % 64);
            }
            break;
    }
    put(kCodeUnused);  // never legal, so never produced by a real game: the decoder refuses it
}

}  // namespace

namespace {

// The payload of links v1 and v2 (link.h): the same symbols, only the envelope differs.
std::vector<std::uint8_t> EncodePayload(const GameRecord& r) {
    std::vector<std::uint8_t> payload;
    payload.push_back(static_cast<std::uint8_t>((r.setup.rules.new_cards_only ? 1 : 0) | (r.setup.first == 1 ? 2 : 0)));
    payload.push_back(
        static_cast<std::uint8_t>(kNumSeatKinds * static_cast<int>(r.seats[0]) + static_cast<int>(r.seats[1])));
    PutVarint(payload, r.setup.seed);
    for (const Move& m : r.moves) PutMove(payload, m);
    return payload;
}

// Reads the plain payload symbols; every read past the end is a structural fault reported by the caller.
class SymbolReader {
public:
    explicit SymbolReader(const std::vector<std::uint8_t>& symbols) : symbols_(symbols) {}
    bool AtEnd() const { return pos_ >= symbols_.size(); }
    std::size_t pos() const { return pos_; }
    int Next() { return AtEnd() ? -1 : symbols_[pos_++]; }

private:
    const std::vector<std::uint8_t>& symbols_;
    std::size_t pos_ = 0;
};

Result<std::uint64_t> ReadSeedVarint(SymbolReader& in) {
    using R = Result<std::uint64_t>;
    std::uint64_t value = 0;
    for (int shift = 0;; shift += 5) {
        const int sym = in.Next();
        if (sym < 0) return R::Error("the link ends inside the seed");
        const auto group = static_cast<std::uint64_t>(sym & 31);
        if (shift >= 64 || (shift == 60 && group > 15)) return R::Error("the seed is larger than 64 bits");
        value |= group << shift;
        if (!(sym & 32)) {
            if (group == 0 && shift > 0) return R::Error("the seed is not written in its shortest form");
            return value;
        }
    }
}

Result<Move> ReadMove(SymbolReader& in) {
    using R = Result<Move>;
    const int code = in.Next();
    auto follow = [&](int count) {
        int value = 0;
        for (int i = 0; i < count; ++i) {
            const int sym = in.Next();
            if (sym < 0) return -1;
            value = value * 64 + sym;
        }
        return value;
    };
    if (code == kCodePass) return Move::Pass();
    if (code < kCodeFreeTake) return Move::Refresh(static_cast<CardType>(code - kCodeRefresh));
    if (code <= kCodeAccountant) return Move::Take(static_cast<CardType>(code - kCodeFreeTake));
    if (code < kCodeSwap) return Move::Accountant(MakeCard(Family::kAccountants, code - kCodeAccountant));
    if (code < kCodeTake) {
        const bool swap = code < kCodeBrute;
        const int low = follow(1);
        if (low < 0) return R::Error("the last action is incomplete");
        const int c = (code - (swap ? kCodeSwap : kCodeBrute)) * 64 + low;
        if (swap) {
            if (c >= kSwapCodes) return R::Error("unknown swap code");
            return Move::Swap(static_cast<CardType>(c / kNumTypes), static_cast<CardType>(c % kNumTypes));
        }
        if (c >= kBruteCodes) return R::Error("unknown Brute code");
        return Move::Brute(MakeCard(Family::kBrutes, 1 + c / (4 * kNumTypes)), static_cast<CardType>(c / 4 % kNumTypes),
                           c % 4);
    }
    if (code < kCodeTake + 2) {
        const int low = follow(2);
        if (low < 0) return R::Error("the last action is incomplete");
        const int c = (code - kCodeTake) * 4096 + low;
        if (c >= kTakeCodes) return R::Error("unknown take code");
        return Move::Take(static_cast<CardType>(c / (kNumTypes * kNumTypes)),
                          static_cast<CardType>(c / kNumTypes % kNumTypes), static_cast<CardType>(c % kNumTypes));
    }
    return R::Error("unknown action code " + std::to_string(code));
}

Result<ReplayedGame> DecodePayload(const std::vector<std::uint8_t>& payload) {
    using R = Result<ReplayedGame>;
    SymbolReader in(payload);
    GameRecord record;
    const int flags = in.Next();
    const int seats = in.Next();
    if (seats < 0) return R::Error("the link ends before its seats");
    if (flags & ~3)
        return R::Error("the link uses options this edition does not know", common::ReasonKind::kNewerEdition);
    record.setup.rules.new_cards_only = (flags & 1) != 0;
    record.setup.first = (flags >> 1) & 1;
    if (seats >= kNumSeatKinds * kNumSeatKinds) return R::Error("unknown seats in the link");
    record.seats = {static_cast<SeatKind>(seats / kNumSeatKinds), static_cast<SeatKind>(seats % kNumSeatKinds)};
    Result<std::uint64_t> seed = ReadSeedVarint(in);
    if (!seed) return R::Error(seed);
    record.setup.seed = *seed;
    while (!in.AtEnd()) {
        if (record.moves.size() == static_cast<std::size_t>(kMaxRecordActions)) {
            return R::Error("the link holds more than " + std::to_string(kMaxRecordActions) + " actions");
        }
        Result<Move> m = ReadMove(in);
        if (!m) return R::Error(m, "action " + std::to_string(record.moves.size() + 1) + ": ");
        record.moves.push_back(*m);
    }
    return ReplayRecord(std::move(record));
}

}  // namespace

// ---- [SECTION] link dispatch by version and game tag -----------------------------------------------------

std::string EncodeLink(const GameRecord& record) { return common::SealLink(kFamigliaTag, EncodePayload(record)); }

std::string detail::SealLinkV1(std::vector<std::uint8_t> payload) { return common::SealLink(0, std::move(payload)); }

std::string detail::EncodeLinkV1(const GameRecord& record) { return SealLinkV1(EncodePayload(record)); }

Result<ReplayedGame> DecodeLink(std::string_view link) {
    Result<common::OpenedLink> opened = common::OpenLink(link, "Famiglia");
    if (!opened) return Result<ReplayedGame>::Error(opened);
    // v1 links are untagged: they were only ever written by Famiglia.
    if (opened->version == common::kTaggedLinkVersion && opened->tag != kFamigliaTag) {
        return Result<ReplayedGame>::Error(common::ForeignLinkReason(opened->tag));
    }
    return DecodePayload(opened->payload);
}

// ---- [SECTION] record text famiglia-record/1 ------------------------------------------------------------

namespace {

constexpr std::string_view kRecordTag = "famiglia-record/";

}  // namespace

std::optional<std::uint64_t> ParseSeed(std::string_view text) { return common::ParseDecimal(text); }

std::string EncodeRecord(const GameRecord& r) {
    std::string out = std::string(kRecordTag) + std::to_string(kRecordVersion) + "\n";
    out += std::string("variant ") + (r.setup.rules.new_cards_only ? "new-cards-only" : "standard") + "\n";
    out += std::string("seats ") + SeatKindName(r.seats[0]) + " " + SeatKindName(r.seats[1]) + "\n";
    out += "seed " + std::to_string(r.setup.seed) + "\n";
    out += "first " + std::to_string(r.setup.first) + "\n";
    out += "actions " + std::to_string(r.moves.size()) + "\n";
    for (const Move& m : r.moves) out += ToString(m) + "\n";
    return out;
}

Result<ReplayedGame> DecodeRecord(std::string_view text) {
    using R = Result<ReplayedGame>;
    if (text.empty()) return R::Error("the saved game is empty");
    if (text.size() > kMaxRecordLength) return R::Error("the saved game is too large");
    if (text.substr(0, kRecordTag.size()) != kRecordTag) {
        return R::Error("line 1: this is not a Famiglia record (it must start with 'famiglia-record/1')");
    }
    std::vector<std::string_view> lines;
    if (!common::SplitLines(text, lines)) {
        return R::Error("the saved game is cut short: line " + std::to_string(lines.size() + 1) +
                        " does not end with a line break");
    }
    auto at = [&](std::size_t i, const std::string& what, common::ReasonKind kind = common::ReasonKind::kDamaged) {
        return R::Error("line " + std::to_string(i + 1) + ": " + what, kind);
    };
    for (std::size_t i = 0; i < lines.size(); ++i) {
        for (char c : lines[i]) {
            if (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) >= 127) {
                return at(i, "contains a control character or a non-ASCII byte");
            }
        }
    }
    const std::string_view version_text = lines[0].substr(kRecordTag.size());
    const std::optional<std::uint64_t> version = common::ParseDecimal(version_text);
    if (!version) return at(0, "bad format version " + Quote(version_text));
    if (*version > static_cast<std::uint64_t>(kRecordVersion)) {
        return at(0,
                  "format version " + std::to_string(*version) +
                      " is newer than this edition of Famiglia reads (up to " + std::to_string(kRecordVersion) + ")",
                  common::ReasonKind::kNewerEdition);
    }
    if (*version != 1) return at(0, "unknown format version " + std::to_string(*version));
    // The header: "key value" lines in a fixed order.
    constexpr std::array<std::string_view, 5> kKeys = {"variant", "seats", "seed", "first", "actions"};
    std::array<std::string_view, kKeys.size()> values;
    for (std::size_t k = 0; k < kKeys.size(); ++k) {
        const std::size_t i = k + 1;
        if (i >= lines.size()) {
            return R::Error("the saved game is cut short: line " + std::to_string(i + 1) + " ('" +
                            std::string(kKeys[k]) + " ...') is missing");
        }
        const std::string_view line = lines[i];
        if (line.substr(0, kKeys[k].size() + 1) != std::string(kKeys[k]) + " ") {
            return at(i, "expected '" + std::string(kKeys[k]) + " ...', found " + Quote(line));
        }
        values[k] = line.substr(kKeys[k].size() + 1);
    }
    GameRecord record;
    if (values[0] == "new-cards-only") {
        record.setup.rules.new_cards_only = true;
    } else if (values[0] != "standard") {
        return at(1, "unknown variant " + Quote(values[0]) + " (standard or new-cards-only)");
    }
    const std::size_t space = values[1].find(' ');
    const auto seat0 = ParseSeatKind(values[1].substr(0, space));
    const auto seat1 = space == std::string_view::npos ? std::nullopt : ParseSeatKind(values[1].substr(space + 1));
    if (!seat0 || !seat1) {
        // Famiglia is for two: a line naming another number of seats is told as such.
        const bool two = space != std::string_view::npos && values[1].find(' ', space + 1) == std::string_view::npos;
        return at(2, "seats must be two of person, beginner, easy, normal, expert",
                  two ? common::ReasonKind::kDamaged : common::ReasonKind::kPlayers);
    }
    record.seats = {*seat0, *seat1};
    const auto seed = ParseSeed(values[2]);
    if (!seed) return at(3, "the seed must be a whole number from 0 to 18446744073709551615, without leading zeros");
    record.setup.seed = *seed;
    if (values[3] != "0" && values[3] != "1") return at(4, "the start player must be 0 or 1");
    record.setup.first = values[3][0] - '0';
    const auto count = common::ParseDecimal(values[4], kMaxRecordActions);
    if (!count) {
        return at(5, "the number of actions must be a whole number up to " + std::to_string(kMaxRecordActions));
    }
    constexpr std::size_t kFirstActionLine = 1 + kKeys.size();
    const std::size_t listed = lines.size() - kFirstActionLine;
    if (listed < *count) {
        return R::Error("the saved game is cut short: it lists " + std::to_string(listed) + " of its " +
                        std::to_string(*count) + " actions");
    }
    if (listed > *count) {
        return at(kFirstActionLine + static_cast<std::size_t>(*count), "unexpected line after the last action");
    }
    for (std::size_t i = kFirstActionLine; i < lines.size(); ++i) {
        Result<Move> m = ParseMove(lines[i]);
        if (!m) return at(i, m.error());
        if (ToString(*m) != lines[i]) return at(i, "write the action as '" + ToString(*m) + "'");
        record.moves.push_back(*m);
    }
    std::size_t failed = 0;
    Result<ReplayedGame> game = detail::Replay(std::move(record), failed);
    if (!game) return at(kFirstActionLine + failed, game.error(), game.reason().kind);
    return game;
}

}  // namespace fam
