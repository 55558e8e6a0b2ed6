// shell/games/registry.cpp — see registry.h.
#include "games/registry.h"

#include <array>

#include "games/famiglia/module.h"
#include "games/lacosanostra/module.h"

namespace fam::games {

namespace {
constexpr std::array kGames = {
    RegisteredGame{famiglia::kId, "Famiglia", &famiglia::MakeModule},
    RegisteredGame{lacosanostra::kId, "La Cosa Nostra", &lacosanostra::MakeModule},
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

}  // namespace fam::games
