// shell/games/lacosanostra/play/menu.h — the sheets over the table (menu, rules, log, deal) and how the menu opens and
// closes from any screen, without ImGui so tests/lacosanostra/table/ checks it natively.
//
// The menu (the start screen, with Rules and Link) opens from every screen: the public table, a hand-off, a private
// screen. The menu is a shared screen, so opening it from a private screen locks the device first (flow.h TapDone,
// as Hide does): the hand stays hidden behind the menu, and closing the menu shows the seat's hand-off again (or the
// public table when its private steps were over). From a hand-off nothing is unlocked, so closing returns to it.
#pragma once

#include <cstdint>

#include "games/lacosanostra/play/flow.h"

namespace shell::games::lacosanostra {

enum class Overlay : std::uint8_t { kNone, kStart, kLog, kDeal, kRules, kReplay, kCards };

// Opens the menu over the game in progress (locking a private screen first). Returns the overlay to show.
Overlay OpenMenu(const lcn::State& s, Device& d, std::int64_t now_ms);

// What Esc does: an open sheet closes (the rules and the cards view back to `back`, where they were opened from; the
// menu, the log and the deal sheet back to the table; before the first game the menu stays), and with no sheet open
// the menu opens (OpenMenu).
Overlay AfterEscape(Overlay open, bool started, const lcn::State& s, Device& d, std::int64_t now_ms,
                    Overlay back = Overlay::kStart);

// How the rules are reached from what is shown (from every screen): they are shown, a Rules button
// stands on it (the menu, the deal sheet, the final scores), the Menu button leads to them (table, hand-off,
// private screen, dice), or the sheet's Close returns to such a screen first (the log, the replay).
enum class RulesRoute : std::uint8_t { kShown, kRulesButton, kMenuButton, kCloseFirst };
RulesRoute RouteToRules(Overlay open, bool started, ScreenKind screen);

}  // namespace shell::games::lacosanostra
