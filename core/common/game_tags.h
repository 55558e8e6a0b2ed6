// The table of games, as share links and the page name them: one row per game with its id (the page option
// `game=<id>`, storage keys and host events use it), its tag (one character after "v2." in a share link,
// link_envelope.h; fixed forever once links with it exist) and its name as players know it. The shell's
// registry (shell/games/registry.*) adds each game's module to its row by id; a decoder given another game's
// link names that game in its refusal, and the page opens a link by its tag.
#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace common {

enum class GameTag : char {
    kFamiglia = 'F',
    kLaCosaNostra = 'N',
};

struct GameEntry {
    const char* id;  // "lacosanostra"
    GameTag tag;
    const char* name;  // "La Cosa Nostra"
};

inline constexpr std::array<GameEntry, 2> kGames = {{
    {"famiglia", GameTag::kFamiglia, "Famiglia"},
    {"lacosanostra", GameTag::kLaCosaNostra, "La Cosa Nostra"},
}};

// The row of the game with this tag character or id; nullptr for none.
constexpr const GameEntry* GameByTag(char tag) {
    for (const GameEntry& g : kGames) {
        if (static_cast<char>(g.tag) == tag) return &g;
    }
    return nullptr;
}
constexpr const GameEntry* GameById(std::string_view id) {
    for (const GameEntry& g : kGames) {
        if (std::string_view(g.id) == id) return &g;
    }
    return nullptr;
}
// The row of a tag of the enum, at compile time (a tag without a row does not compile).
constexpr const GameEntry& Game(GameTag tag) { return *GameByTag(static_cast<char>(tag)); }

// The game's name as players know it ("Famiglia", "La Cosa Nostra"); nullopt for a tag no game uses.
std::optional<std::string_view> GameName(char tag);

}  // namespace common
