// The menu from every screen (menu.h): opening it from a private screen locks the device, so the
// menu, a shared screen, never stands over a hand and closing it shows the hand-off again; Esc closes sheets and
// otherwise opens the menu.
#include <doctest/doctest.h>

#include "games/lacosanostra/play/flow.h"
#include "games/lacosanostra/play/menu.h"
#include "table_games.h"

namespace shell::games::lacosanostra::test {
namespace {

// A 3-person hot-seat game at its first private step, unlocked by its owner.
struct Unlocked {
    lcn::State s = NewGame(3, 11);
    Device d;
    Seat seat = kNoSeat;
    Unlocked() {
        Reset(s, d, 1000);
        seat = ScreenFor(s, d).seat;
        REQUIRE(TapHandOff(s, d, seat, 1000 + kGateDelayMs));
        REQUIRE(ScreenFor(s, d).kind == ScreenKind::kPrivate);
    }
};

TEST_CASE("the menu opened from a private screen hides it, and closing the menu shows the seat's hand-off") {
    Unlocked u;
    CHECK(OpenMenu(u.s, u.d, 5000) == Overlay::kStart);
    const Screen behind = ScreenFor(u.s, u.d);
    CHECK(behind.kind == ScreenKind::kHandOff);  // the step still waits for the seat: its gate, not its hand
    CHECK(behind.seat == u.seat);
    CHECK(VisibleSeat(behind) == kNoSeat);
}

TEST_CASE("the menu opened from a hand-off or the public table changes nothing behind it") {
    const lcn::State s = NewGame(3, 11);
    Device d;
    Reset(s, d, 1000);
    const Device before = d;
    CHECK(OpenMenu(s, d, 5000) == Overlay::kStart);
    CHECK(d == before);
}

TEST_CASE("Esc closes the open sheet, else opens the menu (locking a private screen)") {
    Unlocked u;
    const auto esc = [&](Overlay o, bool started) { return AfterEscape(o, started, u.s, u.d, 5000); };
    CHECK(esc(Overlay::kRules, true) == Overlay::kStart);  // the rules open from the menu: back to it
    CHECK(esc(Overlay::kLog, true) == Overlay::kNone);
    CHECK(esc(Overlay::kDeal, true) == Overlay::kNone);
    CHECK(esc(Overlay::kStart, false) == Overlay::kStart);  // no game yet: the start screen stays
    REQUIRE(ScreenFor(u.s, u.d).kind == ScreenKind::kPrivate);
    CHECK(esc(Overlay::kStart, true) == Overlay::kNone);
    REQUIRE(ScreenFor(u.s, u.d).kind == ScreenKind::kPrivate);
    CHECK(esc(Overlay::kNone, true) == Overlay::kStart);
    CHECK(ScreenFor(u.s, u.d).kind == ScreenKind::kHandOff);
}

TEST_CASE("the rules and the cards view close back to where they were opened (the deal sheet, the rules)") {
    Unlocked u;
    CHECK(AfterEscape(Overlay::kRules, true, u.s, u.d, 5000, Overlay::kDeal) == Overlay::kDeal);
    CHECK(AfterEscape(Overlay::kRules, true, u.s, u.d, 5000, Overlay::kNone) == Overlay::kNone);  // the final score
    CHECK(AfterEscape(Overlay::kCards, true, u.s, u.d, 5000, Overlay::kRules) == Overlay::kRules);
    CHECK(AfterEscape(Overlay::kCards, false, u.s, u.d, 5000, Overlay::kStart) == Overlay::kStart);
}

// The rules are reachable from every screen of every flow state.
TEST_CASE("the rules are one tap away on every screen, or shown, or behind the sheet's Close") {
    constexpr ScreenKind kScreens[] = {ScreenKind::kPublic, ScreenKind::kHandOff, ScreenKind::kPrivate,
                                       ScreenKind::kScoring};
    for (ScreenKind screen : kScreens) {
        // The table's own screens (the dice roll on the public table): Menu, then Rules; the end: Rules itself.
        CHECK(RouteToRules(Overlay::kNone, true, screen) ==
              (screen == ScreenKind::kScoring ? RulesRoute::kRulesButton : RulesRoute::kMenuButton));
        CHECK(RouteToRules(Overlay::kStart, true, screen) == RulesRoute::kRulesButton);  // the menu
        CHECK(RouteToRules(Overlay::kDeal, true, screen) == RulesRoute::kRulesButton);   // the deal sheet
        CHECK(RouteToRules(Overlay::kRules, true, screen) == RulesRoute::kShown);
        CHECK(RouteToRules(Overlay::kCards, true, screen) == RulesRoute::kShown);
        CHECK(RouteToRules(Overlay::kLog, true, screen) == RulesRoute::kCloseFirst);  // its Close shows the table
        CHECK(RouteToRules(Overlay::kReplay, true, screen) == RulesRoute::kCloseFirst);
    }
    CHECK(RouteToRules(Overlay::kStart, false, ScreenKind::kPublic) == RulesRoute::kRulesButton);  // before a game
}

}  // namespace
}  // namespace shell::games::lacosanostra::test
