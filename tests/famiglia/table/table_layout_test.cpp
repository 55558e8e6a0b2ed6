// The table's geometry (shell/games/famiglia/table/table_layout.h) as the browser lays it out, in CSS pixels: touch
// targets of at least 44 x 44 px on phones (docs/table-design.md), zones that tile the screen, cards inside their
// zones.
#include <doctest/doctest.h>
#include <string>

#include "games/famiglia/table/table_layout.h"

using namespace fam;
using namespace shell::ui;
using namespace shell::games::famiglia;

namespace {

struct Size {
    float w, h;
};
// Phones held upright: the two the browser tests use, and the most common others.
constexpr Size kPhones[] = {{360, 640}, {390, 844}, {375, 667}, {412, 915}, {360, 780}};
// Taller than 16:9: there the own hand has room for touch-sized rows (see the known gap below).
constexpr Size kTallPhones[] = {{390, 844}, {412, 915}, {360, 780}};
constexpr Size kShortPhones[] = {{360, 640}, {375, 667}};
constexpr float kTouch = 44;

std::string Name(Size s) { return std::to_string(static_cast<int>(s.w)) + "x" + std::to_string(static_cast<int>(s.h)); }

bool Inside(const Box& inner, const Box& outer) {
    return inner.min.x >= outer.min.x && inner.min.y >= outer.min.y && inner.max.x <= outer.max.x &&
           inner.max.y <= outer.max.y;
}

// The own hand's cells as table_zones.cpp places them.
SeatPlacement OwnSeat(const Layout& l) { return PlaceSeat(l.own, l.pad, true, l.portrait); }

}  // namespace

TEST_SUITE("table layout") {
    TEST_CASE("tall phones upright: every cell of the own hand is a touch target of 44 x 44 px or more") {
        for (Size size : kTallPhones) {
            for (int street = 3; street <= 10; ++street) {
                const Layout l = ComputeLayout(size.w, size.h, street, false);
                INFO(Name(size) << " with " << street << " Street cards");
                REQUIRE(l.portrait);
                const SeatPlacement own = OwnSeat(l);
                CHECK(own.hand.cw >= kTouch);
                CHECK(own.hand.ch >= kTouch);
            }
        }
    }

    // Known gap, kept as it is (the table must not change while it is being split): on 16:9 phones the Street and
    // status line leave the own hand rows of 28-42 px. This test fails once the hand gets its 44 px rows there;
    // then move these sizes to kTallPhones.
    TEST_CASE("known gap: on 360x640 and 375x667 the own hand's rows are under 44 px" * doctest::should_fail()) {
        for (Size size : kShortPhones) {
            for (int street = 3; street <= 10; ++street) {
                INFO(Name(size) << " with " << street << " Street cards");
                CHECK(OwnSeat(ComputeLayout(size.w, size.h, street, false)).hand.ch >= kTouch);
            }
        }
    }

    TEST_CASE("phones upright: the own grids are wide touch targets and end above the bottom bar's buttons") {
        for (Size size : kPhones) {
            for (int street = 3; street <= 10; ++street) {
                const Layout l = ComputeLayout(size.w, size.h, street, false);
                INFO(Name(size) << " with " << street << " Street cards");
                const SeatPlacement own = OwnSeat(l);
                CHECK(own.hand.cw >= kTouch);
                CHECK(own.area.cw >= kTouch);
                const Box last_hand = GridCell(own.hand_origin, own.hand, 3, 4);
                const Box last_area = GridCell(own.area_origin, own.area, 3, 4);
                CHECK(Inside(last_hand, l.own));
                CHECK(last_hand.max.y <= own.area_origin.y);
                // The play area ends inside the zone's background, clear of the bottom bar and its margin (its rows
                // may be fitted to end exactly there: allow float rounding).
                CHECK(last_area.max.x <= own.inner.max.x);
                CHECK(last_area.max.y <= own.inner.max.y + 0.01f);
            }
        }
    }

    TEST_CASE("phones upright: every Street card is a touch target of 44 x 44 px or more, inside the Street") {
        for (Size size : kPhones) {
            for (int n = 1; n <= 12; ++n) {
                const Layout l = ComputeLayout(size.w, size.h, n, false);
                INFO(Name(size) << " with " << n << " Street cards");
                const StreetPlacement street = PlaceStreet(l.street, l.pad, l.portrait);
                const StreetRows rows = PlaceStreetCards(street.cards, n, false);
                for (int i = 0; i < n; ++i) {
                    const Box card = StreetCardBox(rows, i, false);
                    CHECK(card.w() >= kTouch);
                    CHECK(card.h() >= kTouch);
                    CHECK(Inside(card, l.street));
                }
            }
        }
    }

    TEST_CASE("phones upright: the bottom bar's buttons are 44 px or more each way, with and without swapping") {
        for (Size size : kPhones) {
            const Layout l = ComputeLayout(size.w, size.h, 6, false);
            INFO(Name(size));
            for (bool swapping : {false, true}) {
                const BottomBar bar = PlaceBottomBar(l.bottom_bar, swapping);
                const Box shown[] = {bar.menu, swapping ? bar.done_swapping : bar.log, bar.undo,
                                     swapping ? bar.done_swapping : bar.hint, bar.pass};
                for (const Box& b : shown) {
                    CHECK(b.w() >= kTouch);
                    CHECK(b.h() >= kTouch);
                    CHECK(Inside(b, l.bottom_bar));
                }
                // Side by side, left to right, without overlapping.
                CHECK(bar.menu.max.x <= bar.undo.min.x);
                CHECK((swapping ? bar.done_swapping : bar.hint).max.x <= bar.pass.min.x);
                CHECK((swapping ? bar.log.w() : bar.done_swapping.w()) == 0);  // only one of the two is there
            }
        }
    }

    TEST_CASE("the zones tile the screen from top to bottom without gaps or overlaps") {
        const Size sizes[] = {{360, 640}, {390, 844}, {800, 600}, {1280, 800}, {1920, 1080}, {640, 360}};
        for (Size size : sizes) {
            for (bool compact : {false, true}) {
                const Layout l = ComputeLayout(size.w, size.h, 6, compact);
                INFO(Name(size) << (compact ? " embedded" : ""));
                const Box column[] = {l.top_bar, l.opp, l.street, l.status, l.own};
                float y = 0;
                for (const Box& b : column) {
                    if (b.h() == 0) continue;
                    CHECK(b.min.y == doctest::Approx(y));
                    CHECK(b.h() > 0);
                    y = b.max.y;
                }
                CHECK(y == doctest::Approx(l.side ? size.h : size.h - l.bottom_bar.h()));
                CHECK(l.own.h() > 0);
                if (l.side) CHECK(l.side_col.min.x == doctest::Approx(l.own.max.x));
            }
        }
    }

    TEST_CASE("the right-hand column appears on wide screens only, never in the embed mode, phones are portrait") {
        CHECK(ComputeLayout(1280, 800, 6, false).side);
        CHECK_FALSE(ComputeLayout(1280, 800, 6, true).side);
        CHECK_FALSE(ComputeLayout(900, 700, 6, false).side);
        CHECK(ComputeLayout(390, 844, 6, false).portrait);
        CHECK_FALSE(ComputeLayout(1280, 800, 6, false).portrait);
        // A short window gives the other player one strip.
        CHECK(ComputeLayout(1280, 600, 6, false).compact_opp);
        CHECK_FALSE(ComputeLayout(1920, 1080, 6, false).compact_opp);
    }

    TEST_CASE("the side column's buttons do not overlap and stay above its log, swapping adds a row") {
        const Layout l = ComputeLayout(1280, 800, 6, false);
        for (bool last_round : {false, true}) {
            for (bool swapping : {false, true}) {
                const SideColumn col = PlaceSideColumn(l.side_col, last_round, swapping);
                CHECK(col.pass.max.y <= col.undo.min.y);
                CHECK(col.undo.max.x <= col.hint.min.x);
                CHECK(col.undo.max.y <= (swapping ? col.done_swapping.min.y : col.menu.min.y));
                CHECK(col.menu.max.y <= col.open_log.min.y);
                CHECK(col.open_log.max.y <= col.log.min.y);
                CHECK(col.log.h() > 0);
                CHECK(Inside(col.pass, l.side_col));
                // Every button a finger may aim at (a tablet held sideways gets this column) is 44 px high.
                for (const Box& b : {col.pass, col.undo, col.hint, col.menu, col.rules, col.open_log}) {
                    CHECK(b.h() >= kTouch);
                    CHECK(b.w() >= kTouch);
                }
                if (swapping) CHECK(col.done_swapping.h() >= kTouch);
            }
        }
        // The last-turns line and the swap row each push the buttons below them down.
        CHECK(PlaceSideColumn(l.side_col, true, false).pass.min.y >
              PlaceSideColumn(l.side_col, false, false).pass.min.y);
        CHECK(PlaceSideColumn(l.side_col, false, true).menu.min.y >
              PlaceSideColumn(l.side_col, false, false).menu.min.y);
    }

    TEST_CASE("the step bar leaves the open step the room the other steps cannot use for their names") {
        // The steps' names at 11 px, about as wide as the German ones ("2 Buchhalter" 64 px).
        const float names_w[4] = {72, 64, 52, 110};
        const auto whole = [](const StepBar& b, float w) {
            return b.wide + 3 * b.narrow + 4 * StepBar::kGap + StepBar::kHelp == doctest::Approx(w);
        };
        // A phone's bar (187 px at 360x640): no other name fits, the others show their numbers only.
        const StepBar phone = FitStepBar(187, names_w, 1);
        CHECK(whole(phone, 187));
        CHECK(phone.narrow == 24);
        CHECK(phone.wide >= names_w[1] + 6);  // the open step named whole, the "?" beside it
        // An 800x600 bar (400 px): a name of the others fits ("3 Brutaler"), they keep their share of the room.
        const StepBar wide = FitStepBar(400, names_w, 3);
        CHECK(whole(wide, 400));
        CHECK(wide.narrow >= names_w[2] + 6);
        CHECK(wide.wide == doctest::Approx(0.4f * (400 - StepBar::kHelp - 4 * StepBar::kGap)));
    }

    TEST_CASE("the variant's new cards stand apart after a gap, in the same row") {
        const StreetRows rows = PlaceStreetCards(MakeBox(0, 0, 600, 150), 5, true);
        const Box old_card = StreetCardBox(rows, 2, false), new_card = StreetCardBox(rows, 3, true);
        CHECK(new_card.min.y == old_card.min.y);
        CHECK(new_card.min.x - old_card.max.x == doctest::Approx(rows.fit.gap * 4));
        const StreetRows together = PlaceStreetCards(MakeBox(0, 0, 600, 150), 5, false);
        CHECK(StreetCardBox(together, 3, false).min.x - StreetCardBox(together, 2, false).max.x ==
              doctest::Approx(together.fit.gap));
    }

}  // TEST_SUITE
