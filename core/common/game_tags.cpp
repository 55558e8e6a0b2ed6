#include "common/game_tags.h"

namespace common {

std::optional<std::string_view> GameName(char tag) {
    const GameEntry* g = GameByTag(tag);
    if (g == nullptr) return std::nullopt;
    return g->name;
}

}  // namespace common
