// The public table's geometry (shell/games/lacosanostra/table/table_layout.h): every tappable thing is at least a
// 44 px touch target, nothing leaves the screen, and bands do not overlap, at phone to desktop sizes.
#include <algorithm>
#include <cstdint>
#include <doctest/doctest.h>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "games/lacosanostra/guide/guide.h"
#include "games/lacosanostra/play/next_step.h"
#include "games/lacosanostra/table/table_layout.h"
#include "games/lacosanostra/texts/card_codes.h"
#include "games/lacosanostra/texts/sentences.h"
#include "games/lacosanostra/texts/texts.h"
#include "support/table.h"
#include "ui/flags.h"

namespace lt = shell::games::lacosanostra;

namespace {

struct Size {
    float w, h;
};
constexpr Size kSizes[] = {{360, 640}, {390, 844}, {800, 600}, {1280, 800}, {2560, 1440}};

bool Inside(const lt::Box& b, float w, float h) {
    return b.min.x >= -0.01f && b.min.y >= -0.01f && b.max.x <= w + 0.01f && b.max.y <= h + 0.01f;
}
bool Touchable(const lt::Box& b) { return b.w() >= lt::kTouch && b.h() >= lt::kTouch; }
std::string Name(Size s, int players) {
    return std::to_string(static_cast<int>(s.w)) + "x" + std::to_string(static_cast<int>(s.h)) + " " +
           std::to_string(players) + "p";
}

// The cards a band must hold at a touch size: a heavy but reachable position (all six gangsters, and more
// businesses than any family starts with). 800x600 with five bands is the tightest case.
int HeavyBand(Size s) { return s.w <= 800 ? 13 : 14; }

}  // namespace

TEST_CASE("lcn layout: band cards, market cards and buttons are touch targets at every size") {
    for (Size s : kSizes) {
        for (int players = 3; players <= 5; ++players) {
            CAPTURE(Name(s, players));
            const lt::TableLayout l = lt::ComputeTableLayout(s.w, s.h, players, 1, false);
            for (int p = 0; p < players; ++p) {
                const lt::Box& band = l.bands[static_cast<std::size_t>(p)];
                CHECK(Inside(band, s.w, s.h));
                if (l.strip[static_cast<std::size_t>(p)]) {
                    CHECK(Touchable(band));  // a strip is tapped to open it
                    continue;
                }
                const lt::BandPlacement bp = lt::PlaceBand(band, HeavyBand(s), l.portrait);
                for (int i = 0; i < HeavyBand(s); ++i) {
                    const lt::Box card = lt::BandItem(bp, i);
                    CHECK(Touchable(card));
                    CHECK(Inside(card, band.max.x, band.max.y));
                    CHECK(card.min.y >= band.min.y);
                }
            }
            const lt::CentrePlacement cp = lt::PlaceCentre(l.centre, l.side);
            for (const lt::Box& m : cp.market) {
                CHECK(Touchable(m));
                CHECK(Inside(m, s.w, s.h));
            }
            const lt::BottomBar bar = lt::PlaceBottomBar(l.bottom_bar);
            for (const lt::Box* b : {&bar.menu, &bar.log, &bar.deal, &bar.undo}) {
                CHECK(Touchable(*b));
                CHECK(Inside(*b, s.w, s.h));
            }
        }
    }
}

TEST_CASE("lcn layout: bands follow each other in seat order without overlap, above the bottom bar") {
    for (Size s : kSizes) {
        for (int players = 3; players <= 5; ++players) {
            CAPTURE(Name(s, players));
            const lt::TableLayout l = lt::ComputeTableLayout(s.w, s.h, players, 0, false);
            for (int p = 1; p < players; ++p) {
                CHECK(l.bands[static_cast<std::size_t>(p)].min.y >=
                      l.bands[static_cast<std::size_t>(p - 1)].max.y - 0.01f);
            }
            const lt::Box& last = l.bands[static_cast<std::size_t>(players - 1)];
            if (!l.side) CHECK(last.max.y <= l.bottom_bar.min.y + 0.01f);
            CHECK(l.centre.h() > 0);
        }
    }
}

TEST_CASE("lcn layout: a phone shows the focused family large and the others as strips") {
    const lt::TableLayout l = lt::ComputeTableLayout(360, 640, 5, 3, false);
    CHECK(l.portrait);
    for (int p = 0; p < 5; ++p) CHECK(l.strip[static_cast<std::size_t>(p)] == (p != 3));
    CHECK_FALSE(l.strips_in_row);  // one strip a row, across the screen
    CHECK(l.bands[3].h() > 3 * l.bands[0].h());
    // A desktop shows every family the same size, and a side column for the centre and the log.
    const lt::TableLayout d = lt::ComputeTableLayout(1280, 800, 5, 3, false);
    CHECK_FALSE(d.portrait);
    CHECK(d.side);
    for (int p = 0; p < 5; ++p) CHECK_FALSE(d.strip[static_cast<std::size_t>(p)]);
    CHECK(d.log.h() > 100);
    // Embedded (compact): no side column.
    CHECK_FALSE(lt::ComputeTableLayout(1280, 800, 5, 3, true).side);
}

TEST_CASE("lcn layout: a band opened for a target folds again once a move is played") {
    // Seat 2's private screen (own 2) on a phone: he taps family 0's strip to reach a target there (at move 40).
    CHECK(lt::FocusedBand(0, 40, 40, 2, 2) == 0);
    // The move on that target is played: his own band is large again for his next pick (people3 in the browser
    // tests looped on Done for 4,000 taps when it stayed folded).
    CHECK(lt::FocusedBand(0, 40, 41, 2, 2) == 2);
    // Nothing tapped: the private seat's own band, else the acting family, else the first.
    CHECK(lt::FocusedBand(-1, 0, 41, 2, 1) == 2);
    CHECK(lt::FocusedBand(-1, 0, 41, lcn::kNoSeat, 1) == 1);
    CHECK(lt::FocusedBand(-1, 0, 41, lcn::kNoSeat, lcn::kNoSeat) == 0);
}

namespace {

// DiMaggio (G, seat 1) plans on his own screen with an Informant and a Saboteur in hand; Blundetto's Y2 holds a
// face-down order. On a phone his own band is the large one, the others are strips.
struct TargetsInOtherBands {
    lcn::State s = lcn::test::Build(
        R"({"players": {"G": {"hand": "O1-02", "influence": "IF SA"}}, "gangsters": {"Y2": "order O1-10"},)"
        R"( "cursor": {"turn": "G", "assignments_left": 1}})");
    lt::Device d;
    std::int64_t now = lt::kGateDelayMs;
    TargetsInOtherBands() {
        lt::Reset(s, d, 0);
        REQUIRE(lt::TapHandOff(s, d, 1, now));
        REQUIRE(lt::ScreenFor(s, d).kind == lt::ScreenKind::kPrivate);
    }
    std::vector<lt::Choice> After(lcn::Influence card) const {
        return lt::ChoicesFor(s, d, {lt::Thing::kInfluence, static_cast<std::uint16_t>(card)}, now);
    }
};

}  // namespace

TEST_CASE("lcn layout: a step whose targets lie in another family's band opens that band") {
    const TargetsInOtherBands t;
    // First taps: his own gangsters (and hand cards): his own band stays open.
    const std::vector<lt::Choice> first = lt::ChoicesFor(t.s, t.d, {}, t.now);
    CHECK(lt::TargetBands(t.s, first) == 0b010u);
    CHECK(lt::FocusedBand(-1, 0, 0, 1, 1, lt::TargetBands(t.s, first)) == 1);
    // The Informant: a look at Y2 (Blundetto's band, folded on a phone) or the market, which is always drawn.
    const std::vector<lt::Choice> look = t.After(lcn::Influence::kInformant);
    CHECK(lt::TargetBands(t.s, look) == 0b001u);
    CHECK(lt::FocusedBand(-1, 0, 0, 1, 1, lt::TargetBands(t.s, look)) == 0);
    CHECK(lt::NextTapLine(lt::Lang::kEnglish, t.s, look, {lt::Thing::kInfluence, 0}) ==
          "Now tap a gangster or the market");
    // The Saboteur: any other family's active gangster, in two bands; the first opens, the line names the other.
    const std::vector<lt::Choice> sabotage = t.After(lcn::Influence::kSaboteur);
    const unsigned bands = lt::TargetBands(t.s, sabotage);
    CHECK(bands == 0b101u);
    const int open = lt::FocusedBand(-1, 0, 0, 1, 1, bands);
    CHECK(open == 0);
    const unsigned folded = bands & ~(1u << open);
    CHECK(lt::WithFoldedTargets(lt::Lang::kEnglish, t.s, {}, "Now tap the gangster it is for", folded) ==
          "Now tap the gangster it is for, or tap Calmuti's band");
    CHECK(lt::WithFoldedTargets(lt::Lang::kGerman, t.s, {}, "X", folded) == "X, oder die Leiste von Calmuti tippen");
    CHECK(lt::WithFoldedTargets(lt::Lang::kEnglish, t.s, {}, "X", 0) == "X");  // nothing folded: the line alone
    // A band the person taps after the pick wins (he looks around before choosing), and the line names the targets'.
    CHECK(lt::FocusedBand(1, 0, 0, 1, 1, bands) == 1);
    // Targets in the band that would be open anyway keep it open (a Handlanger on his own gangster or another's).
    CHECK(lt::FocusedBand(-1, 0, 0, 1, 1, 0b011u) == 1);
    // No targets in a band (dice, buttons, the market only): the band it was.
    CHECK(lt::FocusedBand(-1, 0, 0, lcn::kNoSeat, 2, 0) == 2);
}

TEST_CASE("lcn layout: a band with more cards than fit shrinks them rather than leaving the band") {
    const lt::BandPlacement bp = lt::PlaceBand(lt::MakeBox(0, 0, 400, 100), 30, false);
    const lt::Box last = lt::BandItem(bp, 29);
    CHECK(last.max.x <= 400.01f);
    CHECK(last.max.y <= 100.01f);
}

TEST_CASE("lcn layout: flowed buttons wrap inside their width and keep the touch height") {
    float h = 0;
    const std::vector<float> widths = {120, 200, 90, 300, 50};
    const std::vector<lt::Box> b = lt::FlowButtons(widths, 10, 100, 340, 44, 6, h);
    REQUIRE(b.size() == widths.size());
    for (const lt::Box& x : b) {
        CHECK(x.min.x >= 10);
        CHECK(x.max.x <= 350.01f);
        CHECK(x.h() == 44);
    }
    CHECK(b[1].min.y == 100);  // 120 + 6 + 200 fit one row of 340
    CHECK(b[2].min.y == 150);  // 90 more does not
    CHECK(b[3].min.y == 200);
    CHECK(b[4].min.y == 250);  // 300 + 6 + 50 does not
    CHECK(h == 194);
    CHECK(lt::FlowButtons({400}, 0, 0, 300, 44, 6, h)[0].w() == 300);  // wider than the row: the whole row
}

// The rows each piece of `b` starts on, from `y` 0 in rows of 44 + 6.
std::vector<int> RowsOf(const std::vector<lt::Box>& b) {
    std::vector<int> rows;
    for (const lt::Box& x : b) rows.push_back(static_cast<int>(x.min.y / 50));
    return rows;
}

TEST_CASE("lcn layout: a caption's badges wrap with it and never leave one alone on a row") {
    // The react row at 360x640 (a 344 px panel): three claims, then "my cards" and a badge per seat. Flowed one by one,
    // the badges broke after the first and left one letter on the last row.
    float h = 0;
    const std::vector<float> react = {183, 183, 183, 80, 52, 52, 52};
    const shell::ui::Flags badges = {false, false, false, false, true, true, true};
    const std::vector<lt::Box> b = lt::FlowButtons(react, 0, 0, 344, 44, 6, h, badges);
    CHECK(RowsOf(b) == std::vector<int>{0, 1, 2, 3, 3, 3, 3});  // the whole group on the row after the last claim
    for (const lt::Box& x : b) CHECK(x.max.x <= 344.01f);
    CHECK(h == 194);
    // A group wider than a row breaks, but its last badge keeps the one before it company.
    const std::vector<float> wide = {183, 116, 60, 60, 60, 60, 60, 60};
    const shell::ui::Flags six = {false, false, true, true, true, true, true, true};
    const std::vector<lt::Box> w = lt::FlowButtons(wide, 0, 0, 344, 44, 6, h, six);
    CHECK(RowsOf(w) == std::vector<int>{0, 0, 1, 1, 1, 1, 2, 2});
    for (const lt::Box& x : w) CHECK(x.max.x <= 344.01f);
    CHECK(w[6].min.x == 0);
    CHECK(w[7].min.x == 66);
    // Without groups the flow is as before.
    CHECK(RowsOf(lt::FlowButtons(react, 0, 0, 344, 44, 6, h)) == std::vector<int>{0, 1, 2, 2, 2, 3, 3});
}

TEST_CASE("lcn layout: a phone's private screen (a panel under the table, no bottom bar) keeps touch-sized cards") {
    // 360x640 with a hand panel of about 230 px leaves the table 410 px; five families.
    const lt::TableLayout l = lt::ComputeTableLayout(360, 410, 5, 2, false, false);
    CHECK(l.bottom_bar.h() == 0);
    CHECK(l.strips_in_row);
    for (int p = 0; p < 5; ++p) {
        const lt::Box& b = l.bands[static_cast<std::size_t>(p)];
        CHECK(Inside(b, 360, 410));
        if (p != 2) {
            CHECK(l.strip[static_cast<std::size_t>(p)]);
            CHECK(Touchable(b));
            CHECK(b.min.y == l.bands[0].min.y);  // one row
        }
    }
    const lt::BandPlacement bp = lt::PlaceBand(l.bands[2], 10, true);  // six gangsters, four businesses
    for (int i = 0; i < 10; ++i) CHECK(Touchable(lt::BandItem(bp, i)));
    // With room to spare the strips stay one per family, in seat order.
    const lt::TableLayout tall = lt::ComputeTableLayout(360, 640, 5, 2, false, true);
    CHECK(tall.bands[1].min.y > tall.bands[0].min.y);
}

TEST_CASE("lcn layout: a band's facts break between facts, never inside one") {
    using Lines = std::vector<int>;
    // "$2k" (30), "Laundered $0k" (100), "Orders 2" (60), "Influence 2" (80), "Deal markers 5" (110); gap 10.
    const std::vector<float> facts{30, 100, 60, 80, 110};
    CHECK(lt::FactLines(facts, 10, 1000) == Lines{0, 0, 0, 0, 0});  // all on one line
    CHECK(lt::FactLines(facts, 10, 160) == Lines{0, 0, 1, 1, 2});   // 30+10+100; 60+10+80; 110
    CHECK(lt::FactLines(facts, 10, 140) == Lines{0, 0, 1, 2, 3});   // 30+10+100 = 140 fits exactly
    CHECK(lt::FactLines(facts, 10, 139) == Lines{0, 1, 2, 3, 4});
    CHECK(lt::FactLines(facts, 10, 50) == Lines{0, 1, 2, 3, 4});  // too narrow: one fact per line, none split
    CHECK(lt::FactLines({}, 10, 100).empty());
}

// ---- Readable at every size. The font's widths are estimated at 0.6 of the size per character
// (DejaVu Sans, the page's font, averages about 0.55 for mixed text; capitals are wider, so the margin is thin).
namespace {

const auto Estimate = [](std::string_view text, float size) {
    float chars = 0;
    for (unsigned char ch : text) chars += (ch & 0xC0) != 0x80;  // UTF-8: one per character
    return chars * 0.6f * size;
};

// The header of seat p's landscape band with `items` cards (table_draw.cpp DrawBand: the band inset by 6 on the left).
lt::Box Header(const lt::TableLayout& l, int p, int items) {
    const lt::Box& band = l.bands[static_cast<std::size_t>(p)];
    return lt::PlaceBand(lt::Box{{band.min.x + 6, band.min.y}, band.max}, items, false).header;
}

// Typical facts of a band in both languages (table_draw.cpp Facts), the longer German ones last.
const std::vector<std::vector<std::string>> kFacts = {
    {"$12,000", "Laundered $8,000", "Orders 4", "Influence 2", "Deal markers 5", "M:GV"},
    {"12.000 $", "Gewaschen 8.000 $", "Aufträge 4", "Einfluss 2", "Deal-Marker 5", "M:GV"},
};

}  // namespace

TEST_CASE("lcn layout: seat labels are whole at 1280x800, a computer's level on a line of its own") {
    for (float table_h : {800.0f, 580.0f}) {  // the public table; a hand's panel under it
        for (int players = 3; players <= 5; ++players) {
            CAPTURE(players);
            CAPTURE(table_h);
            const lt::TableLayout l = lt::ComputeTableLayout(1280, table_h, players, 0, false);
            for (int items : {6, 9, 12}) {
                const lt::Box h = Header(l, 0, items);
                const float badge = lt::BandBadge(h.h());
                const float width = h.w() - badge - 8;  // DrawHeaderName
                for (const char* level : {"computer, normal", "Computer, leicht"}) {
                    const lt::SeatLabel label =
                        lt::FitSeatLabel("Blundetto  (1)", level, lt::LabelSize(badge), width, Estimate);
                    CAPTURE(label.first);
                    CHECK(label.first.find("Blundetto  (1)") == 0);
                    CHECK(label.first.find("...") == std::string::npos);
                    CHECK(Estimate(label.first, label.size) <= width);
                    CHECK(label.size >= 11);
                    const std::string shown = label.first + label.second;
                    CHECK(shown.find(level) != std::string::npos);  // the level whole, on one line or the next
                    if (!label.second.empty()) {
                        CHECK(Estimate(label.second, label.second_size) <= width);
                        CHECK(label.second_size >= 11);
                    }
                }
            }
        }
    }
    // Too long even alone: cut with "...", never clipped mid-letter (whole UTF-8 characters).
    const lt::SeatLabel cut = lt::FitSeatLabel("Großmütterchen Übermorgen", "Computer, normal", 14, 60, Estimate);
    CHECK(cut.first.size() > 3);
    CHECK(cut.first.substr(cut.first.size() - 3) == "...");
    CHECK(Estimate(cut.first, cut.size) <= 60);
    CHECK((static_cast<unsigned char>(cut.first[cut.first.size() - 4]) & 0xC0) != 0xC0);
}

TEST_CASE("lcn layout: a person's typed name too long for one line takes two, cut only beyond them") {
    const lt::SeatLabel two = lt::FitSeatLabel("Großmütterchen Übermorgen", "", 14, 110, Estimate);
    CHECK(two.first == "Großmütterchen");  // broken at the space
    CHECK(two.second == "Übermorgen");
    CHECK(Estimate(two.first, two.size) <= 110);
    const lt::SeatLabel ws = lt::FitSeatLabel("WWWWWWWWWWWWWWWWWWWW", "", 14, 80, Estimate);  // no space: by letters
    CHECK(ws.first + ws.second == "WWWWWWWWWWWWWWWWWWWW");
    CHECK(Estimate(ws.first, ws.size) <= 80);
    CHECK(Estimate(ws.second, ws.second_size) <= 80);
    const lt::SeatLabel narrow = lt::FitSeatLabel("Großmütterchen Übermorgen", "", 14, 60, Estimate);
    CHECK(narrow.first.find("...") == std::string::npos);
    CHECK(narrow.second.substr(narrow.second.size() - 3) == "...");  // what two lines cannot hold
    CHECK(Estimate(narrow.second, narrow.second_size) <= 60);
}

TEST_CASE("lcn layout: an 800x600 embed's family panels keep their facts at 10 px or more") {
    // Embedded (compact: no side column) at 800x600, the table above a hand's panel (solo: about 170 px) or alone.
    for (float table_h : {600.0f, 430.0f}) {
        for (int players = 3; players <= 5; ++players) {
            const lt::TableLayout l = lt::ComputeTableLayout(800, table_h, players, 0, true);
            for (int items : {6, 9}) {
                for (const std::vector<std::string>& facts : kFacts) {
                    CAPTURE(players);
                    CAPTURE(table_h);
                    CAPTURE(items);
                    const lt::Box h = Header(l, 0, items);
                    const float badge = lt::BandBadge(h.h());
                    const lt::SeatLabel label = lt::FitSeatLabel("Blundetto  (1)", "Computer, normal",
                                                                 lt::LabelSize(badge), h.w() - badge - 8, Estimate);
                    const float name_h =
                        std::max(badge, label.size + (label.second.empty() ? 0 : label.second_size + 1));
                    const lt::FittedFacts fitted = lt::FitFacts(facts, h.w(), h.h() - name_h - 4, 15, Estimate);
                    CAPTURE(fitted.text);
                    CHECK(fitted.size >= 10);
                    const auto lines = static_cast<float>(std::count(fitted.text.begin(), fitted.text.end(), '\n') + 1);
                    CHECK(lines * fitted.size <= h.h() - name_h - 4);  // under the label, inside the band
                }
            }
        }
    }
}

TEST_CASE("lcn layout: an 800x600 embed over a hand folds five families into a row of strips and one band") {
    // A person's game: the hand's panel (about 190 px) under the table. Five bands of 45 px drew 7 px codes.
    const lt::TableLayout l = lt::ComputeTableLayout(800, 600, 5, 2, true, true, 190);
    CHECK_FALSE(l.portrait);
    for (int p = 0; p < 5; ++p) {
        const lt::Box& b = l.bands[static_cast<std::size_t>(p)];
        CHECK(Inside(b, 800, l.panel.min.y));
        CHECK(l.strip[static_cast<std::size_t>(p)] == (p != 2));
        if (p != 2) CHECK(b.min.y == l.bands[0].min.y);  // one row, above the focused band
        if (p != 2) CHECK(b.w() >= 190);                 // cash and name at 14 px
    }
    CHECK(l.bands[2].h() >= 150);
    CHECK(l.bands[2].w() == 800);
    // The centre's facts stand beside its market: the width right of it was empty.
    const lt::CentrePlacement cp = lt::PlaceCentre(l.centre, l.side);
    CHECK(cp.info.min.x >= cp.market[3].max.x);
    CHECK(cp.info.w() >= 200);
    // Without the hand, and with three families over it, every family keeps its band.
    for (const auto& [players, panel] : {std::pair{5, 0.0f}, std::pair{3, 190.0f}}) {
        CAPTURE(players);
        const lt::TableLayout open = lt::ComputeTableLayout(800, 600, players, 0, true, true, panel);
        for (int p = 0; p < players; ++p) CHECK_FALSE(open.strip[static_cast<std::size_t>(p)]);
    }
}

TEST_CASE("lcn layout: a band's header takes the width its cards leave over") {
    // A short band's cards are bounded by its height: the rest of the width goes to the header, up to 45%.
    const lt::BandPlacement p = lt::PlaceBand(lt::MakeBox(0, 0, 800, 56), 6, false);
    CHECK(p.header.w() > 300);
    CHECK(p.header.w() <= 0.45f * 792 + 0.01f);
    CHECK(p.cards.min.x >= p.header.max.x);
    CHECK(lt::BandItem(p, 5).max.x <= 800);
    // A tall band's cards fill the width: the header keeps its usual share (16%, and the few px the cards' whole
    // pixel sizes leave).
    const lt::BandPlacement tall = lt::PlaceBand(lt::MakeBox(0, 0, 930, 250), 7, false);
    CHECK(tall.header.w() >= 930 * 0.16f);
    CHECK(tall.header.w() < 930 * 0.16f + 8);
}

TEST_CASE("lcn layout: order cards in every hand carry text of 11 px or more") {
    for (lt::Point size :
         {lt::Point{360, 640}, lt::Point{390, 844}, lt::Point{800, 600}, lt::Point{1280, 800}, lt::Point{1920, 1080}}) {
        const lt::Point card = lt::HandCardSize(size.x, size.y);
        CAPTURE(card.x);
        CHECK(lt::OrderTextSize(card.y) >= 11);
        // The widest payouts, one amount a line when both do not fit one (card_draw.cpp DrawOrder).
        CHECK(Estimate("$30,000 /", lt::OrderTextSize(card.y)) <= card.x - 8);
        CHECK(Estimate("30.000 $ /", lt::OrderTextSize(card.y)) <= card.x - 8);
    }
    // A phone's row holds its slots, each as wide as an 800x600 embed's card (whose titles are whole at 11 px).
    for (float width : {360.0f, 390.0f}) {
        CAPTURE(width);
        CHECK(lt::PagedHand(width));
        const lt::Point card = lt::HandCardSize(width, 640);
        CHECK(16 + lt::kHandSlots * card.x + (lt::kHandSlots - 1) * 6 <= width);
        CHECK(card.x >= lt::HandCardSize(800, 600).x);
    }
    CHECK_FALSE(lt::PagedHand(800));
}

TEST_CASE("lcn layout: a phone's hand pages through every card, the last slot turning the page") {
    // As many cards as the slots: one page, no tile.
    const lt::HandPage four = lt::PageOfHand(lt::kHandSlots, 5);
    CHECK(four.pages == 1);
    CHECK(four.first == 0);
    CHECK(four.shown == lt::kHandSlots);
    for (int cards = lt::kHandSlots + 1; cards <= 14; ++cards) {
        CAPTURE(cards);
        std::vector<int> seen(static_cast<std::size_t>(cards), 0);
        const int pages = lt::PageOfHand(cards, 0).pages;
        for (int page = 0; page < 2 * pages; ++page) {  // the tile turns past the last page back to the first
            const lt::HandPage p = lt::PageOfHand(cards, page);
            CHECK(p.page == page % pages);
            CHECK(p.pages == pages);
            CHECK(p.shown >= 1);
            CHECK(p.shown <= lt::kHandSlots - 1);  // the last slot is the tile's
            for (int i = p.first; i < p.first + p.shown; ++i) seen[static_cast<std::size_t>(i)] += page < pages;
        }
        for (int n : seen) CHECK(n == 1);  // every card on exactly one page
    }
    CHECK(lt::PageOfHand(7, -1).page == 2);  // one page back from the first: the last
}

TEST_CASE("lcn layout: the bottom bar stands still while the panel under the table grows and shrinks") {
    // Computers roll dice (a 70 px row in the panel) and put them away at the next turn: a tap on Menu aimed at
    // the bar before the roll met the bar after it 70 px away and went unseen (one tap in ten, 390x844).
    for (Size s : kSizes) {
        for (int players = 3; players <= 5; ++players) {
            CAPTURE(Name(s, players));
            const lt::TableLayout bare = lt::ComputeTableLayout(s.w, s.h, players, 0, false, true, 0);
            for (float panel : {70.0f, 180.0f}) {
                CAPTURE(panel);
                const lt::TableLayout l = lt::ComputeTableLayout(s.w, s.h, players, 0, false, true, panel);
                CHECK(l.bottom_bar.min.x == bare.bottom_bar.min.x);
                CHECK(l.bottom_bar.min.y == bare.bottom_bar.min.y);
                CHECK(l.bottom_bar.w() == bare.bottom_bar.w());
                CHECK(l.bottom_bar.h() == bare.bottom_bar.h());
                CHECK(Inside(l.bottom_bar, s.w, s.h));
                // The panel has its height, under every band, and shares no pixel with the bar or the log.
                CHECK(l.panel.h() == doctest::Approx(panel));
                CHECK(Inside(l.panel, s.w, s.h));
                for (int p = 0; p < players; ++p)
                    CHECK(l.bands[static_cast<std::size_t>(p)].max.y <= l.panel.min.y + 0.01f);
                const bool apart = l.panel.max.y <= l.bottom_bar.min.y + 0.01f ||
                                   l.bottom_bar.max.y <= l.panel.min.y + 0.01f ||
                                   l.panel.max.x <= l.bottom_bar.min.x + 0.01f;
                CHECK(apart);
                if (l.side) {  // the side column beside the panel, down to the foot
                    CHECK(l.log.min.y >= l.bottom_bar.max.y - 0.01f);
                    CHECK(l.panel.max.x <= l.log.min.x + 0.01f);
                    CHECK(l.panel.w() == doctest::Approx(lt::PanelWidth(s.w, s.h, false)));
                } else {
                    CHECK(l.log.max.y <= l.panel.min.y + 0.01f);
                    CHECK(l.panel.w() == doctest::Approx(lt::PanelWidth(s.w, s.h, false)));
                }
            }
        }
    }
}

TEST_CASE("lcn layout: a side column's log keeps its height whatever the panel under the bands") {
    // A solo person's hand in two rows over a claim window's buttons made a panel of 300 px and more across the whole
    // width: the log between the bar and the panel was left 13 px, no line. The log now runs beside the panel.
    for (lt::Point size : {lt::Point{1280, 800}, lt::Point{1024, 768}, lt::Point{1920, 1080}}) {
        for (int players = 3; players <= 5; ++players) {
            CAPTURE(size.x);
            CAPTURE(players);
            const lt::TableLayout bare = lt::ComputeTableLayout(size.x, size.y, players, 0, false, true, 0);
            REQUIRE(bare.side);
            for (float panel : {120.0f, 320.0f, 420.0f}) {
                CAPTURE(panel);
                const lt::TableLayout l = lt::ComputeTableLayout(size.x, size.y, players, 0, false, true, panel);
                CHECK(l.log.h() == doctest::Approx(bare.log.h()));
                CHECK(l.log.h() >= 200);  // ten lines of 14 px and the title
                CHECK(l.log.max.y <= size.y + 0.01f);
                CHECK(l.panel.max.x <= l.log.min.x + 0.01f);
            }
        }
    }
}

// ---- At 390x844 the status line and the panel's dice line were cut ("Dice 5 5 3 ... 3 succ"). Every
// headline and next-step line of the guided game, and the words of every roll in it, in English and German.
TEST_CASE("lcn layout: a phone's status line and dice words wrap at 10 px or more, never cut") {
    namespace l = shell::games::lacosanostra;
    const l::GuidePlan& plan = l::TheGuidePlan();
    REQUIRE(plan.problem == "");
    // table_draw.cpp DrawTopBar at 390 px: 10 px margin, the 36 px family badge, 8 px at the right; 44 px tall.
    const float status_w = 390 - 10 - 36 - 8, status_h = 44 - 2;
    // table_panels.cpp DrawDice in the 390 px panel (8 px padding each side): the 38 px badge, then the dice.
    const float row_w = 390 - 16 - 38, row_h = 64;
    const float die = l::DiceSize(row_w, row_h - 8, 3);
    CHECK(die >= 32);
    const float words_w = row_w - 3 * (die + 6) - 8;
    int rolls = 0, wrapped = 0;
    for (const l::Lang lang : {l::Lang::kEnglish, l::Lang::kGerman}) {
        for (const lcn::State& s : plan.states) {
            l::Device d;
            d.kinds = l::TheGuideScript().kinds;
            l::Reset(s, d, 0);
            l::Sync(s, d, 1'000'000);
            const l::Screen screen = l::ScreenFor(s, d);
            const std::string line = l::ScreenHeadline(lang, s, {}, screen);
            const std::string hint = l::NextTapLine(lang, s, l::ChoicesFor(s, d, {}, 1'000'000), {});
            const l::FittedStatus fit = l::FitStatus(line, hint, status_w, status_h, Estimate);
            INFO(line << " / " << hint);
            CHECK(fit.line.size >= 10);
            CHECK(fit.hint.size >= 10);
            float h = hint.empty() ? 0 : 1;
            for (const std::string& x : fit.line.lines) {
                CHECK(Estimate(x, fit.line.size) <= status_w);
                h += fit.line.size;
            }
            for (const std::string& x : fit.hint.lines) {
                CHECK(Estimate(x, fit.hint.size) <= status_w);
                h += fit.hint.size;
            }
            CHECK(h <= status_h);
            const std::string words = l::DiceWords(lang, s);
            if (words.empty() || s.cur.num_dice > 3) continue;
            ++rolls;
            const lt::FittedTitle dice = l::FitStatus(words, "", words_w, row_h - 4, Estimate).line;
            INFO(words);
            CHECK(dice.size >= 10);
            CHECK(static_cast<float>(dice.lines.size()) * dice.size <= row_h - 4);
            for (const std::string& x : dice.lines) CHECK(Estimate(x, dice.size) <= words_w);
            wrapped += dice.lines.size() > 1;
        }
    }
    CHECK(rolls > 0);
    CHECK(wrapped > 0);  // one line would have been cut: the case of the screenshot
    // A desktop's short headline stays one line at its full size.
    const lt::FittedStatus wide = lt::FitStatus("Blue is thinking", "", 900, 42, Estimate);
    CHECK(wide.line.size == 18);
    CHECK(wide.line.lines.size() == 1);
}

TEST_CASE("lcn layout: a job's codes stay at 10 px or more on a phone's hand card, in rows") {
    // 390x844 (56 px cards), the 800x600 embed, a desktop: every order's head as card_draw.cpp DrawOrder draws it.
    for (lt::Point screen : {lt::Point{390, 844}, lt::Point{800, 600}, lt::Point{1280, 800}}) {
        const lt::Point card = lt::HandCardSize(screen.x, screen.y);
        for (shell::ui::Lang lang : {shell::ui::Lang::kEnglish, shell::ui::Lang::kGerman}) {
            for (int o = 0; o < lcn::kNumOrders; ++o) {
                const lcn::OrderData& d = lcn::Order(static_cast<lcn::OrderId>(o));
                std::vector<std::string> codes;
                for (int i = 0; i < d.num_required; ++i)
                    codes.emplace_back(lt::BusinessKindCode(lang, d.required[static_cast<std::size_t>(i)]));
                if (codes.empty()) codes.push_back(lcn::OrderCode(static_cast<lcn::OrderId>(o)));
                const std::string diff = d.difficulty == lcn::kVictimStrength ? "S+" : "4+";
                const lt::OrderHead head =
                    lt::PlaceOrderHead(codes, diff, card.x, card.y, lt::OrderTextSize(card.y), Estimate, Estimate);
                CAPTURE(screen.x);
                CAPTURE(o);
                CHECK(head.code_size >= 10);
                REQUIRE_FALSE(head.rows.empty());
                std::string joined;
                for (const std::string& row : head.rows) joined += (joined.empty() ? "" : " ") + row;
                std::string all;
                for (const std::string& code : codes) all += (all.empty() ? "" : " ") + code;
                CHECK(joined == all);                                          // every code, in the card's order
                CHECK(Estimate(head.rows[0], head.code_size) <= card.x - 20);  // beside the cover mark
                const float diff_left = head.diff_centre.x - Estimate(diff, head.diff_size) * 0.5f;
                for (std::size_t i = 1; i < head.rows.size(); ++i)  // left of the difficulty
                    CHECK(4 + Estimate(head.rows[i], head.code_size) <= diff_left);
                CHECK(lt::kHeadTop + static_cast<float>(head.rows.size()) * head.row_step <= head.title_top);
                CHECK(head.diff_size >= 12);
                CHECK(head.title_top < card.y * 0.6f);               // room for the title and the payouts below
                if (screen.x >= 1280) CHECK(head.rows.size() == 1);  // a desktop's card: one row, the old layout
            }
        }
    }
    // A card 56 px wide (a phone's hand had them): "PI DD ML" does not fit beside the mark at 10 px, so it takes two
    // rows.
    const lt::Point phone{56, 78};
    const lt::OrderHead three = lt::PlaceOrderHead({"PI", "DD", "ML"}, "4+", phone.x, phone.y, 9, Estimate, Estimate);
    CHECK(three.rows == std::vector<std::string>{"PI DD", "ML"});
    CHECK(three.code_size == 10);
    CHECK(three.diff_centre.x > phone.x * 0.5f);  // moved to the right edge
}

TEST_CASE("lcn layout: an influence card's name is 10 px or more, on two lines or left to the code") {
    for (float card_w : {56.0f, 60.0f, 108.0f}) {
        for (shell::ui::Lang lang : {shell::ui::Lang::kEnglish, shell::ui::Lang::kGerman}) {
            for (int t = 0; t < lcn::kNumInfluenceTypes; ++t) {
                const std::string name = lt::InfluenceName(lang, static_cast<lcn::Influence>(t));
                const lt::CardLabel label = lt::FitCardLabel(name, card_w - 6, 13, Estimate);
                CAPTURE(name);
                CHECK(label.size >= 10);
                CHECK(label.lines.size() <= 2);
                std::string joined;
                for (const std::string& line : label.lines) {
                    CHECK(Estimate(line, label.size) <= card_w - 6);
                    joined += (joined.empty() ? "" : " ") + line;
                }
                CHECK((label.lines.empty() || joined == name));  // whole or not at all
                // A desktop's hand: on one line (a long German word at 10 px), or on two at 11 px or more.
                if (card_w >= 108) CHECK((label.lines.size() == 1 || label.size >= 11));
            }
        }
    }
    CHECK(lt::FitCardLabel("Emergency Doctor", 54, 13, Estimate).lines ==
          std::vector<std::string>{"Emergency", "Doctor"});
    CHECK(lt::FitCardLabel("Emergency Doctor", 50, 13, Estimate).lines.empty());  // the code and symbol say it
    // Two lines at 11 px or more rather than one at 10 (an 800x600 hand's 81 px card).
    const lt::CardLabel doctor = lt::FitCardLabel("Emergency Doctor", 75, 13, Estimate);
    CHECK(doctor.lines == std::vector<std::string>{"Emergency", "Doctor"});
    CHECK(doctor.size >= 11);
    const lt::CardLabel spy = lt::FitCardLabel("Spy", 50, 13, Estimate);
    CHECK(spy.lines == std::vector<std::string>{"Spy"});
    CHECK(spy.size == 13);
}

TEST_CASE("lcn layout: the aim's ring around a family badge covers none of the texts beside or under it") {
    // table_draw.cpp: a band's label 8 px right of its badge, its facts 4 px under the label (which is at least the
    // badge tall), the cash of a wide strip 6 px right of it; the ring once reached over the cash under the badge.
    for (float badge = 16; badge <= 36; badge += 1) {
        CAPTURE(badge);
        CHECK(lt::AimReach(badge) <= badge * 0.5f + 4);
        CHECK(lt::AimRadius(badge) > badge * 0.5f);  // around the badge, not over its letter
    }
    // A phone's cell (a strip 48 px tall, inset 2 px): the cash under the badge at every size it is fitted to.
    for (float cash = 11; cash <= 13; cash += 1) {
        const lt::StripCell cell = lt::PlaceStripCell(44, cash);
        CAPTURE(cash);
        CHECK(cell.badge_y + lt::AimReach(cell.badge) <= cell.cash_top);
        CHECK(cell.badge_y - lt::AimReach(cell.badge) >= -2);  // inside the strip (the cell is inset 2 px)
        CHECK(cell.cash_top + cash <= 44);
    }
}

TEST_CASE("lcn layout: a phone's status line too long for two lines of each gets a taller bar, not 10 px") {
    // 360x640, five families, a person's panel: the bar's words 258 px wide (the badge, the "?").
    const std::string line = "Before DiMaggio's turn: anyone with a Schemer may claim now";
    const std::string hint = "Now tap a gangster or the market, or tap DiMaggio's band";
    CHECK(lt::FitStatus(line, hint, 258, 44 - 2, Estimate).hint.size < 11);
    const lt::FittedStatus taller = lt::FitStatus(line, hint, 258, 44 + lt::kTallerTopBar - 2, Estimate);
    CHECK(taller.line.size >= 11);
    CHECK(taller.hint.size >= 11);
    // The taller bar moves the rest down; the bottom bar stays at the foot, the panel under the bands.
    const lt::TableLayout bare = lt::ComputeTableLayout(360, 640, 5, 0, false, true, 200);
    lt::TableLayout l = lt::ComputeTableLayout(360, 640 - lt::kTallerTopBar, 5, 0, false, true, 200);
    lt::GrowTopBar(l, lt::kTallerTopBar);
    CHECK(l.top_bar.h() == doctest::Approx(44 + lt::kTallerTopBar));
    CHECK(l.centre.min.y == doctest::Approx(l.top_bar.max.y));
    CHECK(l.bottom_bar.min.y == doctest::Approx(bare.bottom_bar.min.y));
    CHECK(l.panel.min.y == doctest::Approx(bare.panel.min.y));
    for (int p = 0; p < 5; ++p) {
        CHECK(l.bands[static_cast<std::size_t>(p)].min.y >= l.centre.max.y - 0.01f);
        CHECK(l.bands[static_cast<std::size_t>(p)].max.y <= l.panel.min.y + 0.01f);
    }
}
