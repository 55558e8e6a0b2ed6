// Game records as text: share links (the URL fragment) and saved games (local storage, bug reports).
// docs/architecture.md §6: both forms are parsed and produced here, never in JavaScript; decoding validates the
// whole text and REPLAYS every action through the core (rules.h Apply), so a decoded record is always a
// real game, and a bad text is refused with a one-line reason (nothing half-applies). The decoders hand
// over the replay with the record (ReplayedGame), and Session::Load (session.h) commits it as it is: a
// game is replayed once when it is opened. The shell only moves strings (web/library.js, platform_web.cpp).
//
// CHANGE LOG (newest first; a new format gets a new version, and every older version keeps decoding):
//   2026-11-23  link v2 ("v2.F"): the v1 payload in the tagged envelope of common/link_envelope.h, which
//               names the game ('F', common/game_tags.h); EncodeLink writes v2. v1 links still decode,
//               exactly as before (tests/famiglia/core/data/golden_games). Another game's v2 link is refused by name
//               ("this link is for La Cosa Nostra").
//   2026-11-22  link v1 ("v1.") and record famiglia-record/1: first versions.
//
// [SECTION] Share link, versions 1 and 2 -- the envelope (alphabet, check, length, obfuscation) is
//   common/link_envelope.h: "v1." + 3 check + 2 length characters + obfuscated payload (untagged), or
//   "v2." + game tag 'F' + 3 check + 2 length characters + obfuscated payload. Both carry the same payload.
//   The payload is a sequence of 6-bit symbols:
//     flags      1 symbol: bit 0 new_cards_only, bit 1 start player; bits 2-5 are 0 (reserved)
//     seats      1 symbol: 5 * seat0 + seat1 (SeatKind values 0..4)
//     seed       varint: 5 data bits per symbol, least significant first, bit 5 = "more follows";
//                canonical (no trailing zero group), at most 64 bits
//     actions    one code per action, 1 to 3 symbols (below), up to the end of the payload
//   Action codes (card types t = 5 * family + rank, families A B F M = 0 1 2 3):
//     0                 pass
//     1..20             refresh t                 (1 + t)
//     21..40            take t                    (21 + t)
//     41..44            accountant A1..A4         (40 + rank)
//     45..51  + 1 sym   swap x y                  c = 20x + y,            prefix 45 + c/64, then c%64
//     52..56  + 1 sym   brute Bk t v (k 1-4, v<4) c = 80(k-1) + 4t + v,  prefix 52 + c/64, then c%64
//     57..58  + 2 sym   take t x y                c = 400t + 20x + y,     prefix 57 + c/4096, then c/64%64, c%64
//     59..63            unused (an action outside these ranges is never legal, so none is needed)
//   ANYONE CAN DECODE A LINK, AND A LINK REVEALS THE DECK ORDER (the seed deals it), so it spoils the rest
//     of the game for whoever decodes it; the UI says so where it offers the link.
//   Decoding order: size, version, characters; then the length ("cut short", "extra characters"); then
//   the check ("changed or damaged"); then the game tag (v2); then the structure (only a crafted link gets
//   this far with a fault); then the replay (the first illegal action is named by its number). A real game
//   needs < 1,800 payload symbols (about 120 turns of at most 14 symbols, plus at most 120 refreshes), so
//   4096 is no limit.
//
//   Trade-off of the action codes: v1 codes each action by ITSELF (kind and cards), not by its index in
//   the sorted legal list. An index would be shorter (about one symbol per action, none when the action
//   is forced), but it silently means a different action whenever a rules fix changes a legal list, and
//   docs/code-style.md §4 forbids integer action ids in links. Self-describing codes cost about 1.6 symbols per
//   action (a whole game ~150-250 characters, far below the 2,000 limit) and a rules change can only make
//   an old link fail at a named action, never turn it into another game.
//   v1 and v2 are "seed links" (docs/architecture.md §6): the deal is re-created from the seed, so they are tied to
//   the generator and shuffle of rng.h and the deal of rules.cpp NewGame. If those ever change, keep the
//   old ones for v1/v2 and add a new envelope version (e.g. a deal link with explicit chance outcomes) to
//   DecodeLink's dispatch.
//
// [SECTION] Record text, famiglia-record/1 -- the save format (docs/architecture.md §6), one item per line, "\n"
//   after every line (the last included), no other whitespace, no comments:
//     famiglia-record/1
//     variant standard            | variant new-cards-only
//     seats person expert         seat 0 then seat 1: person, beginner, easy, normal, expert
//     seed 1234567                decimal, 0 .. 2^64-1, no leading zeros
//     first 0                     the start player, 0 or 1
//     actions 2                   the number of action lines that follow
//     refresh B3                  the actions in docs/famiglia-notation.md text, one per line
//     pass
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/link_envelope.h"
#include "common/result.h"
#include "famiglia/rules.h"
#include "famiglia/seats.h"
#include "famiglia/state.h"

namespace fam {

// One game from its start: everything a link or a save holds, as La Cosa Nostra's GameRecord: the setup, who
// sits where and the actions. `setup` is RESOLVED: its start player is 0 or 1 (already drawn when the game asked
// for kRandomFirst), so NewGame(setup) deals exactly the game that was played. Only decoders and Session::Record
// build these for others, so `moves` is normally a legal sequence from NewGame(setup).
struct GameRecord {
    Setup setup{.seed = 0, .first = 0};
    std::array<SeatKind, 2> seats{SeatKind::kPerson, SeatKind::kPerson};
    std::vector<Move> moves;  // the actions played, in order

    bool operator==(const GameRecord&) const = default;
};

inline constexpr int kLinkVersion = common::kTaggedLinkVersion;  // the version EncodeLink writes
inline constexpr int kRecordVersion = 1;                         // the version EncodeRecord writes
inline constexpr int kMaxRecordActions = 2000;                   // a game has ~100; no game can have 1,000 (see above)
using common::kMaxLinkLength;
inline constexpr std::size_t kMaxRecordLength = 256 * 1024;

class ReplayedGame;
namespace detail {
// ReplayRecord, also telling which action failed (`failed` = its 0-based index, or moves.size()), for the
// record decoder's line numbers.
Result<ReplayedGame> Replay(GameRecord record, std::size_t& failed);
}  // namespace detail

// A record with the replay that proved it a real game: states()[0] = NewGame(setup),
// states()[i + 1] = Apply(states()[i], moves[i]). Only ReplayRecord and the decoders make one, so whoever holds
// one holds a validated game: Session::Load commits it without replaying it again.
class ReplayedGame {
public:
    const GameRecord& record() const { return record_; }
    const std::vector<State>& states() const { return states_; }  // moves.size() + 1 states

private:
    friend Result<ReplayedGame> detail::Replay(GameRecord record, std::size_t& failed);
    ReplayedGame(GameRecord record, std::vector<State> states)
        : record_(std::move(record)), states_(std::move(states)) {}
    GameRecord record_;
    std::vector<State> states_;
};

// The share link (URL fragment without '#'). Precondition: `record.moves` replays (as every record from
// Session::Record or a decoder does); a move outside the code tables is written as an unused code, so the
// link is refused when decoded rather than meaning something else.
std::string EncodeLink(const GameRecord& record);
// Validates and replays (v1 and v2); on failure a one-line English reason and its kind (common/result.h): a newer
// edition's link, an action the rules refuse, else damaged. DecodeRecord's kinds are the same, and a seats line
// naming other than two seats is of kind kPlayers.
Result<ReplayedGame> DecodeLink(std::string_view link);

// The save text (famiglia-record/1), byte for byte what DecodeRecord accepts.
std::string EncodeRecord(const GameRecord& record);
Result<ReplayedGame> DecodeRecord(std::string_view text);

// Replays a record from its start. Refused at the first illegal action, named by its number (1-based) and
// text, or when the start player, a seat or the number of actions is out of range.
Result<ReplayedGame> ReplayRecord(GameRecord record);

// A seed as records, URL parameters and the UI write it: decimal 0 .. 2^64-1, no sign, no leading zeros
// (common::ParseDecimal; other numbers use that directly).
std::optional<std::uint64_t> ParseSeed(std::string_view text);

// Seat names, as in records and URL parameters: "person", "beginner", "easy", "normal", "expert".
const char* SeatKindName(SeatKind kind);
std::optional<SeatKind> ParseSeatKind(std::string_view name);

namespace detail {
// For tests and the fuzzer: a v1 link around plain payload symbols (each 0..63; flags, seats, seed,
// actions as above) with the right length, check and obfuscation, so that decoding reaches the structure.
// (The tagged form of the same payload: common::SealLink('F', payload).)
std::string SealLinkV1(std::vector<std::uint8_t> payload);
// For tests and the fuzzer: the game as a v1 link, as EncodeLink wrote it before v2 (a v1 link that
// decodes re-encodes to exactly itself).
std::string EncodeLinkV1(const GameRecord& record);
}  // namespace detail

}  // namespace fam
