// The envelope of every share link, whatever the game (the URL fragment without '#'):
//     "v" + version + "." [+ game tag] + 3 check + 2 length characters + the obfuscated payload
// It turns a game's payload (6-bit symbols, the game's own format) into URL-safe text and back, and
// refuses every damaged or foreign text with a one-line English reason before a game reads any of it (of the kind
// ReasonKind::kNewerEdition for a version this edition does not read, else kDamaged).
//   Alphabet: base64url (A-Z a-z 0-9 - _, values 0..63); '.' ends the version; '~' is unused (reserved).
//   Versions: 1 = untagged (Famiglia's first links: it has no tag character, so every v1 link stays
//             byte-identical and keeps opening as before); 2 = tagged: one character of game_tags.h after
//             the '.', covered by the check. Every new link is a tagged one.
//   Check: 18 bits of a hash of (version, tag, payload), as 3 symbols, most significant first.
//   Length: the number of payload symbols (< 4096), as 2 symbols: a shorter payload is "cut short".
//   Obfuscation: each payload symbol is added (mod 64) to a keystream drawn from Rng::Stream(key, check).
//     This only stops casual reading: ANYONE CAN DECODE A LINK. The check changes with every symbol, so
//     two links of one game look unrelated.
//   Opening order: size, version; characters; the length ("cut short", "extra characters"); then the
//   check ("changed or damaged"). The game then checks the tag, the structure and replays.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/game_tags.h"
#include "common/result.h"

namespace common {

inline constexpr int kUntaggedLinkVersion = 1;
inline constexpr int kTaggedLinkVersion = 2;
inline constexpr int kNewestLinkVersion = kTaggedLinkVersion;
inline constexpr std::size_t kMaxLinkLength = 8192;
inline constexpr std::size_t kMaxLinkPayload = 4095;

// A link's content once its envelope checked out.
struct OpenedLink {
    int version = 0;
    char tag = 0;                       // the game tag character; 0 for an untagged (v1) link
    std::vector<std::uint8_t> payload;  // plain symbols, 0..63
};

// A link around `payload` (each symbol 0..63): tagged (version 2) with `tag`, or untagged (version 1) when
// `tag` is 0. A payload over kMaxLinkPayload symbols cannot come from a real game; its length wraps and
// the link is refused when opened.
std::string SealLink(char tag, std::vector<std::uint8_t> payload);

// Checks the envelope; `reader` names the edition in the "newer version" message ("Famiglia").
Result<OpenedLink> OpenLink(std::string_view link, std::string_view reader);

// The game a link names, read before any check: the page opens the link in that game, whose decoder then checks
// everything. The tag character of a "v2.<tag>…" link; Famiglia's tag for a "v1.…" link (its first links, which
// carry no tag); 0 for any other text.
char LinkTag(std::string_view link);

// Why a game refuses a link with another game's `tag`: "this link is for La Cosa Nostra" (not this game's format), or,
// for a tag no game of this edition uses, "this link is for a game this edition does not know" (a newer edition's).
Reason ForeignLinkReason(char tag);

}  // namespace common
