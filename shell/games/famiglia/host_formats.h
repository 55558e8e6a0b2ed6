// shell/games/famiglia/host_formats.h — Famiglia's side of the host layer, as text (no ImGui, so
// tests/host/share_test.cpp links it natively): the options of a new game (page options `level=`, `variant=`,
// `seed=` and the same fields of a host command), the settings and statistics kept in localStorage, and the
// payloads of the events posted to a host page. The host layer (shell/host) adds the event types and moves
// the strings; the module (module.cpp) applies them to the table.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/game_tags.h"
#include "famiglia/daily.h"
#include "famiglia/game.h"
#include "famiglia/session.h"
#include "games/famiglia/names.h"
#include "games/game_module.h"
#include "ui/lang.h"

namespace shell::games::famiglia {

// Its row in the table of games (core/common/game_tags.h): id, link tag, name.
inline constexpr const common::GameEntry& kGame = common::Game(common::GameTag::kFamiglia);
inline constexpr const char* kId = kGame.id;

// ---- [SECTION] options of a new game ---------------------------------------------------------------------
struct NewGameOptions {
    std::optional<SeatKind> opponent;    // level=beginner|easy|normal|expert, or person (two players)
    std::optional<bool> new_cards_only;  // variant=standard|new-cards-only
    std::optional<std::uint64_t> seed;   // seed=<decimal 0..2^64-1>: the game deals this seed
    bool daily = false;                  // daily=1: today's deal (daily_state.h) instead of a new game
    std::optional<Date> date;            // date=YYYY-MM-DD (test pages only, module.cpp): the day taken as today
};
// Reads one option into `o`: nothing when understood, else why not.
std::optional<common::Reason> ReadOption(NewGameOptions& o, std::string_view name, std::string_view value);

// The ImGui-free option reader of Famiglia (the module adds that date= needs a test page).
struct OptionReader final : TypedOptionReader<NewGameOptions, &ReadOption> {
    OptionReader() : TypedOptionReader(kId) {}
};

// ---- [SECTION] settings and statistics in localStorage ----------------------------------------------
struct Preferences {
    std::optional<ui::Lang> lang;  // none: follow the browser
    bool show_other_hand = true;   // hot-seat: hands shown (else the hand-off screen)
    bool fast_computer = false;
    bool confirm_takes = true;
    bool vs_computer = true;  // the next new game: against the computer, or two people
    SeatKind level = SeatKind::kNormal;
    bool new_cards_only = false;
    int first = kRandomFirst;  // who begins the next game: kRandomFirst, 0 or 1
    std::string daily;         // the last finished daily game, "<date> <link>" (daily_state.h), or ""
    bool operator==(const Preferences&) const = default;
};
// "famiglia-settings/1" and one "key value" line each (any order; a missing key keeps its default).
std::string EncodePreferences(const Preferences& p);
Result<Preferences> DecodePreferences(std::string_view text);

struct LevelStats {
    int played = 0, won = 0, shared = 0;  // won/shared: by the person at this device
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
// The statistics as the link panel lists them, in `lang`: a line per opponent with games ("Easy: 3 games, 1 won"),
// or that there are none yet.
std::vector<std::string> StatsLines(ui::Lang lang, const Stats& stats);

// ---- [SECTION] event payloads (the host adds "type": "famiglia:<name>") ------------------------------------
HostEvent NewGameEvent(const Session& s);                // new-game (seats, variant, seed, first)
HostEvent TurnEvent(const Session& s, int move_index);   // turn (the turn that move ended)
HostEvent GameOverEvent(const Session& s);               // game-over (scores, winner)
nlohmann::ordered_json StatusPayload(const Session& s);  // the answer to famiglia:status

}  // namespace shell::games::famiglia
