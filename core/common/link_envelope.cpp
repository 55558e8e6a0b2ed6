// The link envelope (format: link_envelope.h).
#include "common/link_envelope.h"

#include <charconv>

#include "common/rng.h"
#include "common/text.h"

namespace common {

namespace {

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr std::uint64_t kObfuscationKey = 0x46616D696C696131ULL;  // "Familia1": kept for every game
constexpr std::size_t kCheckSymbols = 3;
constexpr std::size_t kLengthSymbols = 2;

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

// 18 bits over the version, the tag (tagged links only) and every payload symbol (Mix is a bijection: any
// single change shows).
std::uint32_t Check(int version, char tag, const std::vector<std::uint8_t>& payload) {
    std::uint64_t h = Mix(0x636865636B763100ULL + static_cast<std::uint64_t>(version));
    if (tag != 0) h = Mix(h ^ (static_cast<std::uint64_t>(static_cast<unsigned char>(tag)) << 16));
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

}  // namespace

std::string SealLink(char tag, std::vector<std::uint8_t> payload) {
    const int version = tag == 0 ? kUntaggedLinkVersion : kTaggedLinkVersion;
    const std::uint32_t check = Check(version, tag, payload);
    Obfuscate(payload, check, +1);
    std::string out = "v" + std::to_string(version) + ".";
    if (tag != 0) out += tag;
    for (int shift = 12; shift >= 0; shift -= 6) out += kAlphabet[(check >> shift) & 63];
    const std::size_t length = payload.size() & kMaxLinkPayload;
    out += kAlphabet[length / 64];
    out += kAlphabet[length % 64];
    for (std::uint8_t sym : payload) out += kAlphabet[sym];
    return out;
}

Result<OpenedLink> OpenLink(std::string_view link, std::string_view reader) {
    using R = Result<OpenedLink>;
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
    if (digits[0] == '0') return R::Error("unknown link version " + Quote(link.substr(0, end)));
    const std::optional<std::uint64_t> version = ParseDecimal(digits, kNewestLinkVersion);
    if (!version) {
        return R::Error("the link has format version " + Quote(digits) + ", newer than this edition of " +
                            std::string(reader) + " reads (up to v" + std::to_string(kNewestLinkVersion) +
                            "): update the page",
                        ReasonKind::kNewerEdition);
    }
    if (end >= link.size() || link[end] != '.') return R::Error("the version of the link must be followed by '.'");
    OpenedLink opened;
    opened.version = static_cast<int>(*version);
    const std::size_t body_start = end + 1;
    const std::string_view body = link.substr(body_start);
    std::vector<std::uint8_t> symbols;
    for (std::size_t i = 0; i < body.size(); ++i) {
        const int v = SymbolValue(body[i]);
        if (v < 0) {
            const auto byte = static_cast<unsigned char>(body[i]);
            const std::string shown =
                byte >= 32 && byte < 127 ? Quote(body.substr(i, 1)) : "byte " + std::to_string(byte);
            return R::Error("the link contains " + shown + " at position " + std::to_string(body_start + i + 1) +
                            ", which links never use");
        }
        symbols.push_back(static_cast<std::uint8_t>(v));
    }
    const std::size_t tag_symbols = opened.version == kTaggedLinkVersion ? 1 : 0;
    const std::size_t head = tag_symbols + kCheckSymbols + kLengthSymbols;
    if (symbols.size() < head) return R::Error("the link is cut short (it ends inside its check characters)");
    if (tag_symbols) opened.tag = body[0];
    const std::uint8_t* h = symbols.data() + tag_symbols;
    const std::uint32_t check = (h[0] << 12u) | (h[1] << 6u) | h[2];
    const std::size_t length = h[3] * 64u + h[4];
    opened.payload.assign(symbols.begin() + static_cast<std::ptrdiff_t>(head), symbols.end());
    if (opened.payload.size() < length) {
        return R::Error("the link is cut short: " + std::to_string(length - opened.payload.size()) +
                        " of its characters are missing");
    }
    if (opened.payload.size() > length) {
        return R::Error("the link has " + std::to_string(opened.payload.size() - length) +
                        " characters too many at its end");
    }
    Obfuscate(opened.payload, check, -1);
    if (Check(opened.version, opened.tag, opened.payload) != check) {
        return R::Error("the link has been changed or damaged (its check characters do not match)");
    }
    return opened;
}

char LinkTag(std::string_view link) {
    if (link.substr(0, 3) == "v1.") return static_cast<char>(GameTag::kFamiglia);
    if (link.substr(0, 3) == "v2." && link.size() > 3) return link[3];
    return 0;
}

Reason ForeignLinkReason(char tag) {
    // The check covers the tag, so an unknown one was sealed by an edition that knows its game: a newer one.
    const std::optional<std::string_view> name = GameName(tag);
    if (name) return {ReasonKind::kDamaged, "this link is for " + std::string(*name)};
    return {ReasonKind::kNewerEdition, "this link is for a game this edition does not know (update the page)"};
}

}  // namespace common
