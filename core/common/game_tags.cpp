#include "common/game_tags.h"

namespace common {

std::optional<std::string_view> GameName(char tag) {
    switch (static_cast<GameTag>(tag)) {
        case GameTag::kFamiglia: return "Famiglia";
        case GameTag::kLaCosaNostra: return "La Cosa Nostra";
    }
    return std::nullopt;
}

}  // namespace common
