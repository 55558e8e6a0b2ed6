// shell/games/registry.cpp — see registry.h.
#include "games/registry.h"

#include <array>

#include "games/famiglia/module.h"
#include "games/lacosanostra/module.h"

namespace shell::games {

namespace {

// A game's row of core/common/game_tags.h with its module: the id, tag and name are written there only.
constexpr RegisteredGame Register(std::string_view id, std::unique_ptr<GameModule> (*make)()) {
    const common::GameEntry& g = *common::GameById(id);  // an id without a row does not compile
    return {g.id, g.tag, g.name, make};
}

constexpr std::array kGames = {
    Register(famiglia::kId, &famiglia::MakeModule),
    Register(lacosanostra::kId, &lacosanostra::MakeModule),
};
// Remove an entry when its module registers above. None is planned now.
constexpr std::array<PlannedGame, 0> kPlanned = {};
}  // namespace

std::span<const RegisteredGame> RegisteredGames() { return kGames; }
std::span<const PlannedGame> PlannedGames() { return kPlanned; }

const RegisteredGame* FindGame(std::string_view id) {
    for (const RegisteredGame& g : kGames) {
        if (id == g.id) return &g;
    }
    return nullptr;
}

std::string OtherGameLabel(ui::Lang lang, const RegisteredGame& other) {
    return std::string(lang == ui::Lang::kGerman ? "Anderes Spiel: " : "Other game: ") + other.name;
}

std::string PageTitle(ui::Lang lang, const RegisteredGame& game) {
    return std::string(game.name) +
           (lang == ui::Lang::kGerman ? " — inoffizielle Fan-Ausgabe" : " — unofficial fan edition");
}

}  // namespace shell::games
