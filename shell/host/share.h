// shell/host/share.h — everything that crosses the page's boundaries, as text parsed and written in C++
// (STYLE.md §5.10: JavaScript only moves strings): the page's URL options (?embed=1&lang=de&level=expert
// &variant=new-cards-only&seed=42&origin=https://example.org), the settings and statistics kept in
// localStorage, the messages a host page may send to an embedded game and the events it gets back, and the
// notices shown when any of it is unusable. The game itself travels as a core record or link
// (core/famiglia/link.h). No ImGui and no Emscripten here, so tests/share_test.cpp links it natively;
// shell/host/share_ui.cpp draws the notices and the link panel, shell/platform_web.cpp moves the strings.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "famiglia/game.h"
#include "famiglia/session.h"

namespace fam::share {

// ---- [SECTION] page options (the URL query) ---------------------------------------------------------
struct PageOptions {
    bool embed = false;                     // embed=1: only the table and a small menu
    std::string lang;                       // lang=en|de ("" = not given)
    std::optional<SeatKind> opponent;       // level=beginner|easy|normal|expert, or person (two players)
    std::optional<bool> new_cards_only;     // variant=standard|new-cards-only
    std::optional<std::uint64_t> seed;      // seed=<decimal>: the first game deals this seed
    std::string origin;                     // origin=<scheme://host[:port]>: the only host origin accepted
    std::vector<std::string> ignored;       // "name=value" of each parameter not understood
};
// `query` is location.search as the page has it ("?a=1&b=2"; percent-encoding and '+' allowed).
PageOptions ParsePageOptions(std::string_view query);

// ---- [SECTION] settings and statistics in localStorage ----------------------------------------------
inline constexpr const char* kGameKey = "famiglia.game";          // core record text (link.h)
inline constexpr const char* kSettingsKey = "famiglia.settings";  // EncodePreferences
inline constexpr const char* kStatsKey = "famiglia.stats";        // EncodeStats

struct Preferences {
    std::string lang;                  // "en", "de", or "" to follow the browser
    bool show_other_hand = true;       // hot-seat: hands shown (else the hand-off screen)
    bool fast_computer = false;
    bool confirm_takes = true;
    bool vs_computer = true;           // the next new game: against the computer, or two people
    SeatKind level = SeatKind::kNormal;
    bool new_cards_only = false;
    int first = kRandomFirst;          // who begins the next game: kRandomFirst, 0 or 1
    bool operator==(const Preferences&) const = default;
};
// "famiglia-settings/1" and one "key value" line each (any order; a missing key keeps its default).
std::string EncodePreferences(const Preferences& p);
Result<Preferences> DecodePreferences(std::string_view text);

struct LevelStats {
    int played = 0, won = 0, shared = 0;   // won/shared: by the person at this device
    bool operator==(const LevelStats&) const = default;
};
struct Stats {
    // Indexed by the opponent's SeatKind; [kPerson] counts games between two people (played only).
    std::array<LevelStats, kNumSeatKinds> by_opponent{};
    bool operator==(const Stats&) const = default;
};
// "famiglia-stats/1" and one line "<opponent> <played> <won> <shared>" per opponent with games.
std::string EncodeStats(const Stats& s);
Result<Stats> DecodeStats(std::string_view text);
// Adds a finished game with these seats; false (nothing counted) if no seat is a person.
bool CountGame(Stats& stats, const std::array<SeatKind, 2>& seats, const Outcome& outcome);

// ---- [SECTION] embedding: commands from the host page, events to it ---------------------------------
struct HostCommand {
    enum class Kind : std::uint8_t { kNewGame, kStatus } kind = Kind::kStatus;
    std::optional<SeatKind> opponent;      // new-game options, each optional
    std::optional<bool> new_cards_only;
    std::optional<std::uint64_t> seed;
    std::string lang;
};
inline constexpr std::size_t kMaxHostMessage = 4096;
// `data` is the message as JSON text (the page stringifies objects), `origin` the sender's origin and
// `allowed` the page option `origin` ("" = any host). Anything that does not validate is refused with
// a reason and must not be acted on. Accepted:
//   {"type": "famiglia:new-game", "level": "expert", "variant": "new-cards-only", "seed": "42", "lang": "de"}
//   {"type": "famiglia:status"}
Result<HostCommand> ParseHostCommand(std::string_view origin, std::string_view data, std::string_view allowed);

// Events (JSON objects as text) posted to the host page; all carry "type": "famiglia:<name>".
std::string ReadyEvent(const char* version);                          // famiglia:ready
std::string NewGameEvent(const Session& s);                           // famiglia:new-game (seats, variant, seed)
std::string TurnEvent(const Session& s, int move_index);              // famiglia:turn (the turn that move ended)
std::string GameOverEvent(const Session& s);                          // famiglia:game-over (scores, winner)
std::string StatusEvent(const Session& s);                            // famiglia:status (answer to the command)
std::string RejectedEvent(std::string_view reason);                   // famiglia:rejected

// ---- [SECTION] notices and link texts, English and German --------------------------------------------
enum class Say : std::uint8_t {
    kLinkRefused, kSavedGameRefused, kSettingsRefused, kStatsRefused, kStorageUnavailable, kStorageFull,
    kOptionIgnored, kDetails, kOk, kLinkButton, kShareTitle, kCopyLink, kLinkCopied, kCopyManually, kLinkSpoiler,
    kStatistics, kStatsLine, kStatsTwoPlayers, kStatsNone, kCount
};
// The sentence in `lang` ("de" German, anything else English); {0} placeholders as in Fmt.
const char* Sentence(std::string_view lang, Say what);

}  // namespace fam::share
