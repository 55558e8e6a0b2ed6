// Share links and record texts (formats and change log: link.h).
//  [SECTION] helpers: seat names, quoting, replay
//  [SECTION] link v1: symbols, action codes, check and obfuscation, encoder, decoder
//  [SECTION] link dispatch by version
//  [SECTION] record text famiglia-record/1
#include "famiglia/link.h"

#include <charconv>
#include <string>

#include "famiglia/notation.h"
#include "common/rng.h"

namespace fam {

namespace {

// A new Rules field must get a place in both formats (and a new version): this stops the build until then.
static_assert(sizeof(Rules) == 1, "Rules changed: extend the link and record formats (link.h change log)");

// ---- [SECTION] helpers ----------------------------------------------------------------------------------

constexpr std::array<const char*, kNumSeatKinds> kSeatNames = {"person", "beginner", "easy", "normal", "expert"};

std::string Quoted(std::string_view s) {
    std::string out = "'";
    for (char ch : s.substr(0, 40)) out += (ch >= 32 && ch < 127) ? ch : '?';
    if (s.size() > 40) out += "...";
    return out + "'";
}

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

namespace {

// ReplayRecord, also telling which action failed (`failed` = its 0-based index, or moves.size()).
Result<std::vector<State>> Replay(const GameRecord& record, std::size_t& failed) {
    using R = Result<std::vector<State>>;
    failed = record.moves.size();
    if (record.first != 0 && record.first != 1) return R::Error("the start player must be 0 or 1");
    for (SeatKind seat : record.seats) {
        if (static_cast<int>(seat) >= kNumSeatKinds) return R::Error("unknown seat kind");
    }
    if (record.moves.size() > static_cast<std::size_t>(kMaxRecordActions)) {
        return R::Error("more than " + std::to_string(kMaxRecordActions) + " actions");
    }
    std::vector<State> states;
    states.reserve(record.moves.size() + 1);
    states.push_back(NewGame(record.seed, record.rules, record.first));
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        Result<State> next = Apply(states.back(), record.moves[i]);
        if (!next) {
            failed = i;
            return R::Error("action " + std::to_string(i + 1) + " '" + ToString(record.moves[i]) +
                            "' is not legal: " + next.error());
        }
        states.push_back(std::move(next).value());
    }
    return states;
}

}  // namespace

Result<std::vector<State>> ReplayRecord(const GameRecord& record) {
    std::size_t failed = 0;
    return Replay(record, failed);
}

namespace {

// ---- [SECTION] link v1 ----------------------------------------------------------------------------------

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr std::uint64_t kObfuscationKey = 0x46616D696C696131ULL;  // "Familia1"
constexpr int kCheckSymbols = 3;
constexpr int kLengthSymbols = 2;
constexpr std::size_t kMaxPayloadV1 = 4095;

int SymbolValue(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '-') return 62;
    if (c == '_') return 63;
    return -1;
}

std::uint64_t Mix(std::uint64_t z) {  // the SplitMix64 finaliser, a bijection
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// 18 bits over the version and every payload symbol (Mix is a bijection: any single change shows).
std::uint32_t Check(int version, const std::vector<std::uint8_t>& payload) {
    std::uint64_t h = Mix(0x636865636B763100ULL + static_cast<std::uint64_t>(version));
    for (std::uint8_t sym : payload) h = Mix(h ^ sym);
    h = Mix(h ^ (static_cast<std::uint64_t>(payload.size()) << 8));
    return static_cast<std::uint32_t>(h >> 46);
}

// The obfuscation keystream: one 6-bit value per payload symbol, keyed by the check.
void Obfuscate(std::vector<std::uint8_t>& payload, std::uint32_t check, int sign) {
    Rng keys = Rng::Stream(kObfuscationKey, check);
    for (std::uint8_t& sym : payload) {
        const int key = static_cast<int>(keys.Next() >> 58);
        sym = static_cast<std::uint8_t>((sym + sign * key + 64) & 63);
    }
}

constexpr int kCodePass = 0, kCodeRefresh = 1, kCodeFreeTake = 21, kCodeAccountant = 40;
constexpr int kCodeSwap = 45, kCodeBrute = 52, kCodeTake = 57, kCodeUnused = 63;
constexpr int kSwapCodes = kNumTypes * kNumTypes;               // 400
constexpr int kBruteCodes = 4 * kNumTypes * 4;                  // 320
constexpr int kTakeCodes = kNumTypes * kNumTypes * kNumTypes;   // 8000

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

std::string detail::SealLinkV1(std::vector<std::uint8_t> payload) {
    for (std::uint8_t& sym : payload) sym &= 63;
    const std::uint32_t check = Check(1, payload);
    Obfuscate(payload, check, +1);
    std::string out = "v1.";
    for (int shift = 12; shift >= 0; shift -= 6) out += kAlphabet[(check >> shift) & 63];
    // A payload over 4095 symbols cannot come from a real game (link.h); its length wraps and it is refused.
    const std::size_t length = payload.size() & kMaxPayloadV1;
    out += kAlphabet[length / 64];
    out += kAlphabet[length % 64];
    for (std::uint8_t sym : payload) out += kAlphabet[sym];
    return out;
}

namespace {

std::string EncodeLinkV1(const GameRecord& r) {
    std::vector<std::uint8_t> payload;
    payload.push_back(static_cast<std::uint8_t>((r.rules.new_cards_only ? 1 : 0) | (r.first == 1 ? 2 : 0)));
    payload.push_back(static_cast<std::uint8_t>(kNumSeatKinds * static_cast<int>(r.seats[0]) + static_cast<int>(r.seats[1])));
    PutVarint(payload, r.seed);
    for (const Move& m : r.moves) PutMove(payload, m);
    return detail::SealLinkV1(std::move(payload));
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
        return Move::Brute(MakeCard(Family::kBrutes, 1 + c / (4 * kNumTypes)),
                           static_cast<CardType>(c / 4 % kNumTypes), c % 4);
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

// `body` follows "v1." at `offset` in the link (for positions in messages).
Result<GameRecord> DecodeLinkV1(std::string_view body, std::size_t offset) {
    using R = Result<GameRecord>;
    std::vector<std::uint8_t> symbols;
    for (std::size_t i = 0; i < body.size(); ++i) {
        const int v = SymbolValue(body[i]);
        if (v < 0) {
            const auto byte = static_cast<unsigned char>(body[i]);
            const std::string shown = byte >= 32 && byte < 127 ? Quoted(body.substr(i, 1)) : "byte " + std::to_string(byte);
            return R::Error("the link contains " + shown + " at position " + std::to_string(offset + i + 1) +
                            ", which links never use");
        }
        symbols.push_back(static_cast<std::uint8_t>(v));
    }
    const std::size_t head = kCheckSymbols + kLengthSymbols;
    if (symbols.size() < head) return R::Error("the link is cut short (it ends inside its check characters)");
    const std::uint32_t check = (symbols[0] << 12u) | (symbols[1] << 6u) | symbols[2];
    const std::size_t length = symbols[3] * 64u + symbols[4];
    std::vector<std::uint8_t> payload(symbols.begin() + static_cast<std::ptrdiff_t>(head), symbols.end());
    if (payload.size() < length) {
        return R::Error("the link is cut short: " + std::to_string(length - payload.size()) +
                        " of its characters are missing");
    }
    if (payload.size() > length) {
        return R::Error("the link has " + std::to_string(payload.size() - length) +
                        " characters too many at its end");
    }
    Obfuscate(payload, check, -1);
    if (Check(1, payload) != check) {
        return R::Error("the link has been changed or damaged (its check characters do not match)");
    }
    SymbolReader in(payload);
    GameRecord record;
    const int flags = in.Next();
    const int seats = in.Next();
    if (seats < 0) return R::Error("the link ends before its seats");
    if (flags & ~3) return R::Error("the link uses options this edition does not know");
    record.rules.new_cards_only = (flags & 1) != 0;
    record.first = (flags >> 1) & 1;
    if (seats >= kNumSeatKinds * kNumSeatKinds) return R::Error("unknown seats in the link");
    record.seats = {static_cast<SeatKind>(seats / kNumSeatKinds), static_cast<SeatKind>(seats % kNumSeatKinds)};
    Result<std::uint64_t> seed = ReadSeedVarint(in);
    if (!seed) return R::Error(seed.error());
    record.seed = *seed;
    while (!in.AtEnd()) {
        if (record.moves.size() == static_cast<std::size_t>(kMaxRecordActions)) {
            return R::Error("the link holds more than " + std::to_string(kMaxRecordActions) + " actions");
        }
        Result<Move> m = ReadMove(in);
        if (!m) return R::Error("action " + std::to_string(record.moves.size() + 1) + ": " + m.error());
        record.moves.push_back(*m);
    }
    if (auto states = ReplayRecord(record); !states) return R::Error(states.error());
    return record;
}

}  // namespace

// ---- [SECTION] link dispatch by version -----------------------------------------------------------------

std::string EncodeLink(const GameRecord& record) { return EncodeLinkV1(record); }

Result<GameRecord> DecodeLink(std::string_view link) {
    using R = Result<GameRecord>;
    if (link.empty()) return R::Error("the link is empty");
    if (link.size() > kMaxLinkLength) {
        return R::Error("the link is too long (" + std::to_string(link.size()) + " characters; at most " +
                        std::to_string(kMaxLinkLength) + ")");
    }
    // "v" + version number without leading zeros + "."; the version decides everything after the '.'.
    std::size_t end = 1;
    while (end < link.size() && link[end] >= '0' && link[end] <= '9') ++end;
    const std::string_view digits = link.substr(1, end - 1);
    if (link[0] != 'v' || digits.empty()) return R::Error("the link does not start with a version such as 'v1.'");
    if (digits[0] == '0') return R::Error("unknown link version " + Quoted(link.substr(0, end)));
    int version = 0;
    if (digits.size() <= 4) std::from_chars(digits.data(), digits.data() + digits.size(), version);
    if (digits.size() > 4 || version > kLinkVersion) {
        return R::Error("the link has format version " + Quoted(digits) + ", newer than this edition of Famiglia " +
                        "reads (up to v" + std::to_string(kLinkVersion) + "): update the page");
    }
    if (end >= link.size() || link[end] != '.') return R::Error("the version of the link must be followed by '.'");
    const std::size_t body = end + 1;
    switch (version) {
        case 1: return DecodeLinkV1(link.substr(body), body);
        // case 2: return DecodeLinkV2(link.substr(body), body);   (every version keeps its decoder)
        default: break;
    }
    return R::Error("unknown link version " + Quoted(digits));
}

// ---- [SECTION] record text famiglia-record/1 ------------------------------------------------------------

namespace {

constexpr std::string_view kRecordTag = "famiglia-record/";

}  // namespace

std::optional<std::uint64_t> ParseSeed(std::string_view text) {
    if (text.empty() || text.size() > 20 || (text.size() > 1 && text[0] == '0')) return std::nullopt;
    std::uint64_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return v;
}

std::string EncodeRecord(const GameRecord& r) {
    std::string out = std::string(kRecordTag) + std::to_string(kRecordVersion) + "\n";
    out += std::string("variant ") + (r.rules.new_cards_only ? "new-cards-only" : "standard") + "\n";
    out += std::string("seats ") + SeatKindName(r.seats[0]) + " " + SeatKindName(r.seats[1]) + "\n";
    out += "seed " + std::to_string(r.seed) + "\n";
    out += "first " + std::to_string(r.first) + "\n";
    out += "actions " + std::to_string(r.moves.size()) + "\n";
    for (const Move& m : r.moves) out += ToString(m) + "\n";
    return out;
}

Result<GameRecord> DecodeRecord(std::string_view text) {
    using R = Result<GameRecord>;
    if (text.empty()) return R::Error("the saved game is empty");
    if (text.size() > kMaxRecordLength) return R::Error("the saved game is too large");
    if (text.substr(0, kRecordTag.size()) != kRecordTag) {
        return R::Error("line 1: this is not a Famiglia record (it must start with 'famiglia-record/1')");
    }
    // Split into lines; every line ends with "\n".
    std::vector<std::string_view> lines;
    for (std::size_t start = 0; start < text.size();) {
        const std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) {
            return R::Error("the saved game is cut short: line " + std::to_string(lines.size() + 1) +
                            " does not end with a line break");
        }
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    auto at = [&](std::size_t i, const std::string& what) {
        return R::Error("line " + std::to_string(i + 1) + ": " + what);
    };
    for (std::size_t i = 0; i < lines.size(); ++i) {
        for (char c : lines[i]) {
            if (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) >= 127) {
                return at(i, "contains a control character or a non-ASCII byte");
            }
        }
    }
    const std::string_view version_text = lines[0].substr(kRecordTag.size());
    const std::optional<std::uint64_t> version = ParseSeed(version_text);
    if (!version) return at(0, "bad format version " + Quoted(version_text));
    if (*version > static_cast<std::uint64_t>(kRecordVersion)) {
        return at(0, "format version " + std::to_string(*version) + " is newer than this edition of Famiglia reads (up to " +
                         std::to_string(kRecordVersion) + ")");
    }
    if (*version != 1) return at(0, "unknown format version " + std::to_string(*version));
    // The header: "key value" lines in a fixed order.
    constexpr std::array<std::string_view, 5> kKeys = {"variant", "seats", "seed", "first", "actions"};
    std::array<std::string_view, kKeys.size()> values;
    for (std::size_t k = 0; k < kKeys.size(); ++k) {
        const std::size_t i = k + 1;
        if (i >= lines.size()) return R::Error("the saved game is cut short: line " + std::to_string(i + 1) + " ('" + std::string(kKeys[k]) + " ...') is missing");
        const std::string_view line = lines[i];
        if (line.substr(0, kKeys[k].size() + 1) != std::string(kKeys[k]) + " ") {
            return at(i, "expected '" + std::string(kKeys[k]) + " ...', found " + Quoted(line));
        }
        values[k] = line.substr(kKeys[k].size() + 1);
    }
    GameRecord record;
    if (values[0] == "new-cards-only") {
        record.rules.new_cards_only = true;
    } else if (values[0] != "standard") {
        return at(1, "unknown variant " + Quoted(values[0]) + " (standard or new-cards-only)");
    }
    const std::size_t space = values[1].find(' ');
    const auto seat0 = ParseSeatKind(values[1].substr(0, space));
    const auto seat1 = space == std::string_view::npos ? std::nullopt : ParseSeatKind(values[1].substr(space + 1));
    if (!seat0 || !seat1) return at(2, "seats must be two of person, beginner, easy, normal, expert");
    record.seats = {*seat0, *seat1};
    const auto seed = ParseSeed(values[2]);
    if (!seed) return at(3, "the seed must be a whole number from 0 to 18446744073709551615, without leading zeros");
    record.seed = *seed;
    if (values[3] != "0" && values[3] != "1") return at(4, "the start player must be 0 or 1");
    record.first = values[3][0] - '0';
    const auto count = ParseSeed(values[4]);
    if (!count || *count > static_cast<std::uint64_t>(kMaxRecordActions)) {
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
    if (auto states = Replay(record, failed); !states) return at(kFirstActionLine + failed, states.error());
    return record;
}

}  // namespace fam
