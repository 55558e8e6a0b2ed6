// shell/games/registry.h — the games this page offers, by id (the page option `game=<id>`). The first one is
// the default, so every URL without `game=` (and without a link that names its game) opens it. A game is its
// row in the table of games (core/common/game_tags.h: id, link tag, name) plus its module, registered here by
// that id.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "common/game_tags.h"
#include "games/game_module.h"
#include "ui/lang.h"

namespace shell::games {

struct RegisteredGame {
    const char* id;       // as in game=<id>, the storage keys and the host events
    common::GameTag tag;  // as in its share links
    const char* name;     // as shown to players
    std::unique_ptr<GameModule> (*make)();
};
std::span<const RegisteredGame> RegisteredGames();

// Games of this product whose module is not written yet: `game=<id>` then tells the player so and opens the
// default game (instead of calling the option not understood).
struct PlannedGame {
    const char* id;
    const char* name;
};
std::span<const PlannedGame> PlannedGames();

// The registered game with this id, or nullptr.
const RegisteredGame* FindGame(std::string_view id);

// The start screens offer the other games (FrameEnv::switch_game): the button's words, e.g. "Other game:
// La Cosa Nostra" / "Anderes Spiel: La Cosa Nostra".
std::string OtherGameLabel(ui::Lang lang, const RegisteredGame& other);

// The browser tab's title: the game on screen and what this edition is, "La Cosa Nostra — unofficial fan edition".
std::string PageTitle(ui::Lang lang, const RegisteredGame& game);

}  // namespace shell::games
