// The registry of games, as share links name them (link_envelope.h): one tag character per game, fixed
// forever once links with it exist. A decoder given another game's link names that game in its refusal.
#pragma once

#include <optional>
#include <string_view>

namespace common {

enum class GameTag : char {
    kFamiglia = 'F',
    kLaCosaNostra = 'N',
};

// The game's name as players know it ("Famiglia", "La Cosa Nostra"); nullopt for a tag no game uses.
std::optional<std::string_view> GameName(char tag);

}  // namespace common
