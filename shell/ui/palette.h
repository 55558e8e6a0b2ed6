// shell/ui/palette.h — the colours of the table, its dialogs and the cards (one place, so every screen
// agrees). Accents come from the Okabe-Ito palette, like the family colours in card_draw.cpp.
#pragma once

#include "imgui.h"

namespace shell::ui::palette {

inline constexpr ImU32 kBackground = IM_COL32(27, 31, 36, 255);  // #1b1f24, the page and GL clear colour
inline constexpr ImU32 kZone = IM_COL32(34, 39, 46, 255);        // a player's or the Street's panel
inline constexpr ImU32 kPanel = IM_COL32(38, 43, 50, 252);       // dialogs, the link panel
inline constexpr ImU32 kShade = IM_COL32(10, 12, 14, 150);       // the table dimmed under a dialog
inline constexpr ImU32 kNotice = IM_COL32(92, 56, 18, 250);      // amber: a notice about links, storage, options
inline constexpr ImU32 kText = IM_COL32(232, 234, 237, 255);
inline constexpr ImU32 kMuted = IM_COL32(160, 166, 174, 255);
inline constexpr ImU32 kDark = IM_COL32(20, 22, 26, 255);  // ink on yellow, badges
inline constexpr ImU32 kWhite = IM_COL32(255, 255, 255, 255);
inline constexpr ImU32 kAccent = IM_COL32(204, 121, 167, 255);  // reddish purple: the other player's last move
inline constexpr ImU32 kSky = IM_COL32(86, 180, 233, 255);      // sky blue: the open step, hints, payers

}  // namespace shell::ui::palette
