// shell/games/lacosanostra/host_formats.h — La Cosa Nostra's side of the host layer, as text (no ImGui, so the
// native tests link it): the options of a new game (page options `players=3|4|5`, `seed=`, `seats=`, `options=` and
// the same fields of a host command) and the settings kept in localStorage ("lacosanostra.settings"). `lang=` is the
// host's.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/game_tags.h"
#include "common/result.h"
#include "games/game_module.h"
#include "games/lacosanostra/flow.h"
#include "lacosanostra/game.h"
#include "lacosanostra/link.h"
#include "lacosanostra/talk.h"
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
    int seat_count = 0;                 // how many `seats` named
    // options=short-game,wild: the rule options of the new game, by their kOptionSwitches keys; every switch not
    // named is off ("" = none). Not given: the table's own choices stay.
    std::optional<lcn::Options> options;
};
// Reads one option into `o`: "" when understood, else why not (one line of English).
std::string ReadOption(NewGameOptions& o, std::string_view name, std::string_view value);
// Reads options already accepted by ReadOption (the host checked each with CheckOption).
NewGameOptions ReadOptions(const GameOptions& options);

class OptionReader : public GameOptionReader {
public:
    const char* id() const override { return kId; }
    std::string CheckOption(std::string_view name, std::string_view value) const override;
};

// ---- [SECTION] seat kinds and talk in links and saves ------------------------------------------------------
// Since 2026-11-27 the core record carries who sits where and the deal talk (lacosanostra/link.h: link revision 1,
// lacosanostra-record/2). Before, a save with a computer seat was one shell line "lacosanostra-seats
// person,normal,easy" (one kind per player) before a lacosanostra-record/1, and a link carried no kinds: such texts
// still open exactly so.
// The game as links and saves carry it: the session's record with the table's seats and the talk said so far.
lcn::GameRecord TableRecord(lcn::GameRecord session_record, const SeatKinds& kinds,
                            const std::vector<lcn::DealTalk>& talk);
struct OpenedGame {
    lcn::ReplayedGame game;  // its record's talk is the table's talk
    SeatKinds kinds{};       // the record's seats, or an old save's seats line
};
// Opens a link (`link`) or a save; a one-line English reason when it cannot.
common::Result<OpenedGame> OpenGameText(std::string_view text, bool link);
struct SeatedText {
    SeatKinds kinds{};
    std::string_view record;  // the rest of the text
};
// Splits the seats line off; refuses a malformed one. `players` is not checked here (the record says it):
// CheckSeatCount does, after the record was read.
common::Result<SeatedText> SplitSeats(std::string_view text);
// Whether the seats line named no seat beyond `players` (a bare record names none).
bool SeatsFit(const SeatKinds& kinds, int players);

// ---- [SECTION] settings in localStorage ------------------------------------------------------------------
// The choices of the start screen that a table keeps for its next game, and the language.
struct Preferences {
    std::optional<ui::Lang> lang;  // none: follow the browser
    int players = 4;
    lcn::Options options{};
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
