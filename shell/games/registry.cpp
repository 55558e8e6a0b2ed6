// shell/games/registry.cpp — see registry.h.
#include "games/registry.h"

#include <array>

#include "games/famiglia/module.h"

namespace fam::games {

namespace {
constexpr std::array kGames = {
    RegisteredGame{famiglia::kId, "Famiglia", &famiglia::MakeModule},
};
// Remove an entry when its module registers above (core/lacosanostra/ is being written).
constexpr std::array kPlanned = {
    PlannedGame{"lacosanostra", "La Cosa Nostra"},
};
}  // namespace

std::span<const RegisteredGame> RegisteredGames() { return kGames; }
std::span<const PlannedGame> PlannedGames() { return kPlanned; }

const RegisteredGame* FindGame(std::string_view id) {
    for (const RegisteredGame& g : kGames) {
        if (id == g.id) return &g;
    }
    return nullptr;
}

}  // namespace fam::games
