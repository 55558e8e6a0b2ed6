// shell/games/lacosanostra/host_formats.h — La Cosa Nostra's side of the host layer, as text (no ImGui, so the
// native tests link it): the words of a refused link, save or option, the options of a new game (page options
// `players=3|4|5`, `seed=`, `seats=`, `options=` and the same fields of a host command) and the settings kept in
// localStorage ("lacosanostra.settings"). `lang=` is the host's.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/game_tags.h"
#include "common/result.h"
#include "games/game_module.h"
#include "games/lacosanostra/computer/pace.h"
#include "games/lacosanostra/play/flow.h"
#include "lacosanostra/game.h"
#include "lacosanostra/link.h"
#include "ui/lang.h"

namespace shell::games::lacosanostra {

// Its row in the table of games (core/common/game_tags.h): id, link tag, name.
inline constexpr const common::GameEntry& kGame = common::Game(common::GameTag::kLaCosaNostra);
inline constexpr const char* kId = kGame.id;

// ---- [SECTION] options of a new game ---------------------------------------------------------------------
struct NewGameOptions {
    std::optional<int> players;         // players=3|4|5
    std::optional<std::uint64_t> seed;  // seed=<decimal 0..2^64-1>: the game deals this seed
    std::optional<SeatKinds> seats;     // seats=person,normal,easy: who sits where (3-5 names; sets players)
    int seat_count = 0;                 // how many `seats` named (`players` follows it, in any order)
    // options=short-game,wild: the rule options of the new game, by their kOptionSwitches keys; every switch not
    // named is off ("" = none). Not given: the table's own choices stay.
    std::optional<lcn::Options> options;
};
// Reads one option into `o`: nothing when understood, else why not (its kind and one line of English).
std::optional<common::Reason> ReadOption(NewGameOptions& o, std::string_view name, std::string_view value);

struct OptionReader final : TypedOptionReader<NewGameOptions, &ReadOption> {
    OptionReader() : TypedOptionReader(kId) {}
};

// What a player is told of a refused link, saved game or page option, by the reason's kind (GameModule::ReasonWords).
const char* ReasonWords(ui::Lang lang, common::ReasonKind kind);

// ---- [SECTION] settings in localStorage ------------------------------------------------------------------
// The choices of the start screen that a table keeps for its next game, and the language.
struct Preferences {
    std::optional<ui::Lang> lang;  // none: follow the browser
    int players = 4;
    lcn::Options options{};
    Speed speed = kDefaultSpeed;  // the computers' pace; settings written before it was kept read as the default
    bool operator==(const Preferences&) const = default;
};
// "lacosanostra-settings/1" and one "key value" line each (any order; a missing key keeps its default).
std::string EncodePreferences(const Preferences& p);
common::Result<Preferences> DecodePreferences(std::string_view text);

// The option switches of lcn::Options by their stable names (settings keys, the test hook, the start screen).
struct OptionSwitch {
    const char* key;  // "short-game"
    bool lcn::Options::*field;
};
inline constexpr OptionSwitch kOptionSwitches[] = {
    {"short-game", &lcn::Options::short_game},
    {"double-planning", &lcn::Options::double_planning},
    {"spy-any-time", &lcn::Options::spy_any_time},
    {"wild", &lcn::Options::wild},
    {"business-bonus", &lcn::Options::business_bonus},
    {"beginners", &lcn::Options::beginners},
    {"robbery-chain", &lcn::Options::robbery_chain},
    {"politician-round-1", &lcn::Options::politician_round1},
    {"first-game-families", &lcn::Options::first_game_families},
    {"physical-dice", &lcn::Options::physical_dice},
};

}  // namespace shell::games::lacosanostra
