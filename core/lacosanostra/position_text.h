// Shared by the position printer and parser (position_json.cpp, position_parse.cpp): the names of
// docs/lacosanostra-notation.md §4 that are not card codes. Internal to core/lacosanostra.
#pragma once

#include <array>

#include "lacosanostra/state.h"

namespace lcn::detail {

// A member added to the State must be printed and parsed too (and documented in notation §4): these sizes
// stop the build until position_json.cpp and position_parse.cpp are updated with it.
static_assert(sizeof(Cursor) == 64 && sizeof(Player) == 32 && sizeof(OrderPlace) == 4 && sizeof(BusinessPlace) == 9 &&
                  sizeof(GangsterPlace) == 6 && sizeof(Options) == 10 && sizeof(Robbery) == 4 && sizeof(State) == 1288,
              "State changed: update the position printer/parser and docs/lacosanostra-notation.md, then these sizes");

inline constexpr const char* kPositionFormat = "lacosanostra-position/1";
inline constexpr const char* kViewFormat = "lacosanostra-view/1";
inline constexpr const char* kLayOutMarket = "lay out";  // "market" of a start before the layout (D55)

inline constexpr std::array<const char*, 10> kOptionNames = {
    "short_game",    "double_planning",   "spy_any_time",        "wild",         "business_bonus", "beginners",
    "robbery_chain", "politician_round1", "first_game_families", "physical_dice"};
// The Options member of each name above, in the same order.
inline constexpr std::array<bool Options::*, 10> kOptionMembers = {
    &Options::short_game,          &Options::double_planning, &Options::spy_any_time,  &Options::wild,
    &Options::business_bonus,      &Options::beginners,       &Options::robbery_chain, &Options::politician_round1,
    &Options::first_game_families, &Options::physical_dice};

inline constexpr std::array<const char*, 5> kStatusNames = {"unused", "aside", "active", "deactivated", "killed"};
inline constexpr std::array<const char*, 5> kRollForNames = {nullptr, "order", "trap", "robbery", "return_fire"};
inline constexpr std::array<const char*, 3> kHarmNames = {nullptr, "kill", "deactivate"};
inline constexpr std::array<const char*, 3> kMonopolyNames = {"prostitution", "drugs", "lending"};
// Attachment bits and their influence codes, in code byte order (AB HL MP SA).
inline constexpr std::array<std::pair<AttachBit, Influence>, 4> kAttachments = {
    {{kAttachDistraction, Influence::kDistraction},
     {kAttachHenchman, Influence::kHenchman},
     {kAttachMachineGun, Influence::kMachineGun},
     {kAttachSaboteur, Influence::kSaboteur}}};

// The cursor's `target` is a gangster for the attacks on gangsters (Attentat, Drive-By, Autobombe), else a
// business: decided by the revealed order on the chosen gangster.
inline bool TargetIsGangster(const State& s) {
    const GangsterId g = s.cur.chosen;
    if (g >= kNumGangsters || s.gangsters[g].assignment != Assignment::kOrder || s.gangsters[g].card >= kNumOrders)
        return false;
    const Effect e = Order(s.gangsters[g].card).effect;
    return e == Effect::kAssassination || e == Effect::kDriveBy || e == Effect::kCarBomb;
}

}  // namespace lcn::detail
