// La Cosa Nostra games as text: share links (the URL fragment, "v2.N...") and saved games
// ("lacosanostra-record/1"), as Famiglia's famiglia/link.h (the link in record_link.cpp, the replay and the
// record text in record.cpp). docs/architecture.md §6: both forms are produced and parsed here, never in JavaScript.
// Decoding validates the whole text and REPLAYS every action through the core once (rules.h Apply); the
// result carries the replayed states, so Session::Load (session.h) commits it without a second replay.
// A bad text is refused with a one-line English reason naming the field, the line or the action number, and its
// kind (common/result.h: a newer edition's text, an action the rules refuse, players outside 3..5, else damaged);
// nothing half-applies.
//
// ANYONE CAN DECODE A LINK OR A RECORD, AND BOTH REVEAL EVERY SECRET: the seed deals the decks, and the
// actions hold every face-down order. The UI says so where it offers them.
//
// CHANGE LOG (newest first; a new format gets a new version, and every older version keeps decoding):
//   2026-11-27  seat kind 3, "expert" (seats.h): the same revision 1 / record/2; a kind is only
//               appended, so every older link and save reads exactly as before (an older page refuses a link
//               with an Expert seat: "unknown seat kind").
//   2026-11-27  link payload revision 1 and record lacosanostra-record/2 (issues 23, 24): they add who sits
//               where (seats.h) and the deal talk (talk.h), which the moves cannot imply (a declined offer
//               plays no move). A game of people without talk is still written as revision 0 / record/1,
//               byte for byte as before, so older pages open it; older links and saves decode as before and
//               open with people at every seat and no talk. Before, the shell saved a game with computer seats as
//               one line "lacosanostra-seats person,normal,easy" (seats.h ParseSeatKindList) before a record/1:
//               DecodeRecord reads such a save as it was (line numbers count from its record; "save: the seats are
//               given twice" before a record/2, "save: the seats line names more seats than the game has").
//   2026-11-23  link v2 'N' payload revision 0 and record lacosanostra-record/1: first versions.
//
// [SECTION] Share link -- the envelope (alphabet, check, length, obfuscation) is common/link_envelope.h:
//   "v2." + game tag 'N' (common/game_tags.h) + 3 check + 2 length characters + obfuscated payload.
//   The payload is a bit string, most significant bit first, cut into 6-bit symbols (the last one padded
//   with zero bits). Unsigned numbers "varint" are 5 data bits per group, least significant group first,
//   each group followed by a "more follows" bit, canonical (no trailing zero group). Fields:
//     revision     4 bits, 0 or 1 (a later payload layout gets another number; this edition refuses others)
//     players      3 bits, 3..5
//     options      10 bits, Options in the order of lacosanostra-notation §4 (short_game first)
//     families     3 bits per seat: int(Family) of seat 0, 1, ...
//     start        3 bits: the start seat
//     seed         varint (at most 64 bits)
//     names        per seat: 5 bits byte length (0..20), then 8 bits per UTF-8 byte
//     seats        revision 1 only: 3 bits per seat, int(SeatKind) (seats.h)
//     actions      varint count, then each action: 5 bits MoveKind, 3 bits seat (7 = none), then the
//                  fields its kind uses (moves.h), in this order and width:
//                    buy: a business(6)                 choose/rob/trap/recruit/look: a gangster(5)
//                    discard: flag(1) a order-or-influence(7)   launder/stake: amount varint
//                    lawyer: a business(6) b gangster(5)   name: other seat(3)
//                    order: a gangster(5) b order(7)     play: a influence(3) b gangster(5) flag(1)
//                    purchase: a gangster(5) b business(6)   reroll: a business(6) amount varint
//                    target: a card(6) flag(1)           use: count(3) then business(6) each
//                    roll: count(3) then die(3) each     trade: other seat(3) count(3) then per item
//                      by_other(1) verb(2) card(6) gangster(1) amount varint
//                  A card field of all one bits means "none" (0xFF). Kind 31 is unused: the encoder writes it
//                  for a move it cannot code (never one of a real game), so such a link is refused.
//     talk         revision 1 only, after the actions: varint count, then each line: varint at_move minus the
//                  previous line's (the first: minus 0), 1 bit kind (0 offer, 1 answer), 3 bits from, 3 bits to,
//                  the trade as an action (3 bits seat, then the trade fields above); an answer adds 1 bit
//                  person, 2 bits TradeReason (accept is reason == kAccepted), offered and wanted as zigzag
//                  varints, 8 bits card (0xFF none).
//   Actions are coded by their own fields, never by an index into a legal-move list (docs/code-style.md §4): a
//   rules change can only make an old link fail at a named action, never turn it into another game.
//   Decoding order: envelope (link_envelope.h), game tag, structure, names and setup, then the replay.
//
// [SECTION] Record text, lacosanostra-record/1 -- the save format, one item per line, "\n" after every line
//   (the last included), single spaces, no comments. Only name lines may hold non-ASCII bytes (UTF-8):
//     lacosanostra-record/1
//     players 4                     3..5
//     seed 1234567                  decimal, 0 .. 2^64-1, no leading zeros
//     options politician_round1     the names (notation §4) of the options that are ON, in §4 order;
//                                   "options" alone when none is
//     families Y R G B              the family letter of each seat, seat 0 first
//     start 2                       the start seat, 0-based
//     name Anna                     one line per seat, seat 0 first: "name " + the name, or "name" when empty
//     actions 2                     the number of action lines that follow
//     Y accept                      the actions in docs/lacosanostra-notation.md text, one per line
//     R accept
//   lacosanostra-record/2 is the same with two additions:
//     seats person normal easy      after the names: the kind of each seat (seats.h names), seat 0 first
//     talk 2                        after the actions: the number of talk lines that follow, each
//     3 offer G Y Y trade G / ...     at_move, offer|answer, the from and to seat letters, then the trade's text
//     3 answer Y G person not-interested 0 0 - Y trade G / ...
//                                     an answer puts before the trade: person|computer, the reason (accepted,
//                                     too-little, invalid, not-interested), offered, wanted (decimal $k, may be
//                                     negative) and the card (its rules.h Ref number, or - for none)
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/link_envelope.h"
#include "common/result.h"
#include "lacosanostra/moves.h"
#include "lacosanostra/rules.h"
#include "lacosanostra/seats.h"
#include "lacosanostra/state.h"
#include "lacosanostra/talk.h"

namespace lcn {

// Seat names: 0..20 bytes of UTF-8, no control characters, no space at either end. Empty means "the UI
// names the seat" (by its family, say). Entries of seats >= players are empty.
inline constexpr std::size_t kMaxNameBytes = 20;
using SeatNames = std::array<std::string, kMaxPlayers>;
// Why `name` cannot be a seat name ("the name is longer than 20 bytes"), or empty when it can.
std::string SeatNameProblem(std::string_view name);

// One game from its start: everything a link or a save holds. `setup` is RESOLVED: explicit families and
// start seat (never kDealFamilies / kRandomStart), so NewGame(setup) deals exactly the game that was played.
struct GameRecord {
    Setup setup;
    SeatNames names;
    std::vector<Move> moves;
    SeatKinds seats{};           // seats >= players are people
    std::vector<DealTalk> talk;  // in the order it was said (at_move never decreases)
    bool operator==(const GameRecord&) const = default;
};

// A record that replayed: only ReplayRecord (and the decoders through it) makes one, so its states are
// always states[0] = NewGame(record.setup) and states[i + 1] = Apply(states[i], record.moves[i]).
class ReplayedGame {
public:
    const GameRecord& record() const { return record_; }
    const std::vector<State>& states() const { return states_; }  // moves().size() + 1 entries
    // For Session::Load: hands over the states (the object is spent afterwards).
    std::vector<State> TakeStates() { return std::move(states_); }
    ReplayedGame(ReplayedGame&&) = default;
    ReplayedGame& operator=(ReplayedGame&&) = default;

private:
    friend Result<ReplayedGame> ReplayRecord(GameRecord record);
    friend Result<ReplayedGame> DecodeRecord(std::string_view text);  // parses each action in its state
    ReplayedGame(GameRecord record, std::vector<State> states);
    GameRecord record_;
    std::vector<State> states_;
};

inline constexpr int kLinkPayloadRevision = 1;   // the newest payload layout (EncodeLink writes 0 when it can)
inline constexpr int kRecordVersion = 2;         // the newest record version (EncodeRecord writes 1 when it can)
inline constexpr int kMaxRecordActions = 20000;  // far above any real game (see the tests' longest playout)
inline constexpr int kMaxRecordTalk = 20000;     // lines of talk: each pause speaks a few at most
inline constexpr std::size_t kMaxRecordLength = 1024 * 1024;
// Whether the record needs revision 1 / record/2: a computer seat or a line of talk.
bool NeedsSeatsAndTalk(const GameRecord& record);

// Validates the setup (resolved), the names, the seats, every move (replaying once) and every line of talk in the
// state it was said in; refuses with the first fault: "seat 2: the name ...", "action 17 'Y order Y2 O1-07' is not
// legal: ...", "talk 3: the seats are not two players".
Result<ReplayedGame> ReplayRecord(GameRecord record);

// The share link (URL fragment without '#'). Precondition: the record replays (as every record from
// Session::Record or a decoder does).
std::string EncodeLink(const GameRecord& record);
// Opens, validates and replays; another game's link is refused by name ("this link is for Famiglia").
Result<ReplayedGame> DecodeLink(std::string_view link);

// The save text (lacosanostra-record/1), byte for byte what DecodeRecord accepts.
std::string EncodeRecord(const GameRecord& record);
Result<ReplayedGame> DecodeRecord(std::string_view text);

}  // namespace lcn
