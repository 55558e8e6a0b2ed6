// shell/games/lacosanostra/table/table_layout.h — the public table's geometry as a pure function of the canvas size
// (CSS pixels) and a few counts: the top bar, the centre (round, phase, market, decks), one band per family,
// the log and the bottom bar. No ImGui here, so tests/lacosanostra/table/ checks the 44 px touch targets
// natively at phone to desktop sizes. table_view.cpp draws into these boxes.
//
// Shapes: portrait (a phone): the focused family's band large, the others as one strip each (tap to focus
// one), the log as a sheet; landscape: every band the same height, the centre as a strip above them, and on a
// wide screen a right-hand column with the centre and the log. Bands too short for their text (a phone's panel, an
// embed's five families over a hand) fold: the others' strips in one row, the focused band under it.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "lacosanostra/cards.h"
#include "lacosanostra/state.h"
#include "ui/flags.h"
#include "ui/geometry.h"

namespace shell::games::lacosanostra {

using ui::Box;
using ui::MakeBox;
using ui::Point;

inline constexpr float kTouch = 44;  // the smallest touch target, CSS px (docs/table-design.md "Layouts")

struct TableLayout {
    bool portrait = false;
    bool side = false;  // a right-hand column holds the centre and the log
    float pad = 8;
    Box top_bar;  // the status line (and Menu on a wide screen)
    Box centre;   // round, phase, decks, whose turn, the market
    std::array<Box, lcn::kMaxPlayers> bands{};
    std::array<bool, lcn::kMaxPlayers> strip{};  // drawn as a compact strip (portrait, not focused)
    bool strips_in_row = false;                  // the strips share one row, each a narrow cell
    Box log;                                     // the log in the side column (empty: the log is a sheet)
    Box bottom_bar;                              // Menu, Log, Deal, Undo (under the log with a side column)
    Box panel;                                   // the panel's place (the overload with a panel)
};
// `focus`: the seat whose band is large in portrait (the acting family, or one tapped). `bottom_bar`: false on
// screens without the bar's buttons (private screens), whose panel below takes the room. When the focused band
// would be short (a phone with a panel under the table), the other families share one row of strips.
TableLayout ComputeTableLayout(float w, float h, int players, int focus, bool compact, bool bottom_bar = true);
// The same on a screen `screen_h` tall whose foot holds a panel `panel` tall under the table: the bottom bar keeps
// its place whatever the panel's height (under the panel; with a side column, under the centre). A side column runs
// to the screen's foot beside the panel, so the log keeps its height (a tall panel, a hand in two rows over a claim
// window's buttons, once left the log no room for a line).
TableLayout ComputeTableLayout(float w, float screen_h, int players, int focus, bool compact, bool bottom_bar,
                               float panel);
// The panel's width on a `w` x `h` canvas: the bands' column beside a side column, else the whole width.
float PanelWidth(float w, float h, bool compact);

// The `focus` of ComputeTableLayout: a band tapped open (`tapped`, -1: none) while no move was played since
// (`tapped_at` moves then, `moves` now: it was opened to reach a target in another family, and the seat's next
// pick is usually among his own cards, which a folded band would hide on a phone); else the private seat's own
// band (`own`), else the acting family's (`acting`), else the first; but when that band holds none of the step's
// targets and another does (`targets`, one bit per seat: next_step.h TargetBands), the first such band, so a
// phone draws what the step asks to tap. Seats are lcn::kNoSeat when there is none.
int FocusedBand(int tapped, int tapped_at, int moves, lcn::Seat own, lcn::Seat acting, unsigned targets = 0);

// A portrait layout's top bar `extra` px taller, the rest moved down (laid out for a canvas `extra` shorter): a
// phone's status line that needs more than two lines of 11 px.
inline constexpr float kTallerTopBar = 14;
void GrowTopBar(TableLayout& l, float extra);

// Inside a band: the header (name, cash, laundered, hand sizes, markers) and the cards, in rows.
struct BandPlacement {
    Box header;
    Box cards;
    float cw = 0, ch = 0, gap = 4;
    int per_row = 1;
};
// `items`: gangsters in play + businesses on display (+ killed gangsters kept), in that order.
BandPlacement PlaceBand(const Box& band, int items, bool portrait);
Box BandItem(const BandPlacement& p, int i);

// The centre: a line of facts (round, phase, decks) and the four market cards.
struct CentrePlacement {
    Box info;
    std::array<Box, lcn::kMarketSize> market{};
};
CentrePlacement PlaceCentre(const Box& centre, bool tall);
// Whether a centre strip `centre_w` wide has room for its line of facts right of the market (two lines there).
bool InfoBeside(float centre_w);

// Buttons of the given widths flowed into rows of `row_h` across [x, x + w], left to right (a button wider than w
// gets the whole row). Returns one box per button; `height` receives the rows' total height. `joined[i]`: button i
// stays with the one before it (a caption's badges): such a group starts a new row when it fits one but not the rest
// of this row, and one too wide for a row never leaves its last piece alone on a row.
std::vector<Box> FlowButtons(const std::vector<float>& widths, float x, float y, float w, float row_h, float gap,
                             float& height, const ui::Flags& joined = {});

// A band's facts ("$2k", "Laundered $0k", "Deal markers 5", ...) in lines of at most `width`: the line each fact
// goes on, in order, with `gap` between facts on a line. A fact is never split across lines (a wrap between words
// would read "Deal" / "markers 5"); one wider than `width` gets a line of its own.
std::vector<int> FactLines(const std::vector<float>& fact_widths, float gap, float width);

// The bottom bar's four buttons.
struct BottomBar {
    Box menu, log, deal, undo;
};
BottomBar PlaceBottomBar(const Box& bar);

// ---- the table shows the action

// The aim's ring around a family badge `badge` across when the family is the action's named target (card_draw.h
// DrawCrossHair: a 2.5 px ring, its ticks pointing in): its radius, and how far it reaches from the badge's centre.
// The texts beside and under a badge (its label 8 px right of it, the facts 4 px under it, a phone cell's cash)
// stay out of that reach: the ring once reached over a band's cash.
inline float AimRadius(float badge) { return badge * 0.5f + 2.5f; }
inline float AimReach(float badge) { return AimRadius(badge) + 1.25f; }
// A phone's cell in a row of strips, `h` tall: the badge (`badge` across, its centre `badge_y` from the top) over the
// cash, whose text `cash_size` tall starts `cash_top` from the top.
struct StripCell {
    float badge_y = 13, badge = 20, cash_top = 0;
};
inline StripCell PlaceStripCell(float h, float cash_size) { return {13, 20, h - cash_size - 4}; }

// What the action under way aims at, for the table to mark: the named player (his band) and the target card, a
// gangster or a business. All public: the name is said aloud before the reveal, the card chosen in the open.
struct ActionAim {
    lcn::Seat seat = lcn::kNoSeat;
    lcn::GangsterId gangster = lcn::kNoGangster;
    lcn::BusinessId business = lcn::kNoBusiness;
};
ActionAim AimOf(const lcn::State& s);

// ---- readable at every size: the text sizes the table draws with, decided here so tests pin them.

// A text's width at a size, px: the font's measure (tests pass an estimate). Refers to a callable that outlives
// the call it is passed to (no std::function: its type erasure cost the page bytes).
class Measure {
public:
    template <class F>
    Measure(const F& f)  // NOLINT(google-explicit-constructor): a lambda passes as it is
        : f_(&f), call_([](const void* g, std::string_view t, float size) -> float {
              return (*static_cast<const F*>(g))(t, size);
          }) {}
    float operator()(std::string_view text, float size) const { return call_(f_, text, size); }

private:
    const void* f_;
    float (*call_)(const void*, std::string_view, float);
};

inline constexpr float kMinLabel = 11;  // the smallest name or level on a band

// The family badge beside the label in a landscape band's header `header_h` tall (smaller in a short band, so the
// facts keep two lines under it).
inline float BandBadge(float header_h) {
    return header_h * 0.3f < 16 ? 16 : header_h * 0.3f > 36 ? 36 : header_h * 0.3f;
}
// The largest label size beside a badge `badge` across.
inline float LabelSize(float badge) {
    return badge * 0.62f > 20 ? 20 : badge * 0.62f < kMinLabel ? kMinLabel : badge * 0.62f;
}

// The label of a seat's band: its name (with the start player's "(1)") and, for a computer, its level. On one line
// at the largest size up to `max_size` that fits `width`, not below kMinLabel; else the level goes to a second line
// (`second`, at `second_size`); a person's name too long even alone takes both lines, a computer's name is cut with
// "..." (never clipped mid-letter), as is what two lines cannot hold.
struct SeatLabel {
    std::string first, second;
    float size = kMinLabel, second_size = kMinLabel;
};
// A landscape band's facts under its label in `width` x `height`: the largest size from `max_size` down to
// kMinFacts at which their lines (FactLines, two spaces between facts) fit the height; at kMinFacts when none does.
inline constexpr float kMinFacts = 10;
struct FittedFacts {
    float size = kMinFacts;
    std::string text;  // the facts with "\n" between lines
};
FittedFacts FitFacts(const std::vector<std::string>& facts, float width, float height, float max_size,
                     const Measure& measure);
SeatLabel FitSeatLabel(const std::string& name, const std::string& level, float max_size, float width,
                       const Measure& measure);

// The hand's cards in the panel under the table of a `width` x `height` canvas: wide enough for titles and payouts
// at 11 px or more (a desktop's canvas height bounds them, so a short embed keeps its table; a phone's width holds
// kHandSlots of them, PagedHand).
Point HandCardSize(float width, float height);
// A phone's hand is one row of kHandSlots that pages: readable cards for a whole hand would take the table's height.
inline constexpr int kHandSlots = 4;
inline bool PagedHand(float width) { return width < 560; }
// The page `page` (any number: taken round the pages) of a paged hand of `cards`: all of them when they fit the
// slots, else one card fewer a page and, in the last slot, the tile that turns to the next page (from the last back
// to the first).
struct HandPage {
    int first = 0, shown = 0, page = 0, pages = 1;
};
HandPage PageOfHand(int cards, int page);
// The text of an order card `card_h` tall (its code and payouts; the title's largest size), px.
float OrderTextSize(float card_h);
// A card title at `size` in lines no wider than `width`: broken between
// words, and inside a word after a hyphen or at a '|' (ending the line with '-') when the word alone is wider; a '|'
// never shows.
std::vector<std::string> TitleLines(std::string_view title, float width, float size, const Measure& measure);
// A card title at the largest size from `max_size` down to `min_size` (1 px steps) at which every line of
// TitleLines fits `width` (at min_size when none does; the card clips).
struct FittedTitle {
    float size = 0;
    std::vector<std::string> lines;
};
FittedTitle FitTitle(std::string_view title, float width, float max_size, float min_size, const Measure& measure);

// The status line: its headline over the next-step hint ("" for none) in the top bar `width` x
// `height`, each broken into lines (TitleLines) at the largest sizes, headline from 18 (16 over a hint) and hint
// from 14 down to kMinStatus in step, at which every line fits the width and all lines, one size tall each, the
// height; at kMinStatus when none does. A phone's "Dice 5 5 3 (3 or more): 3 successes" wraps, never cut.
inline constexpr float kMinStatus = 10;
struct FittedStatus {
    FittedTitle line, hint;
};
FittedStatus FitStatus(std::string_view line, std::string_view hint, float width, float height, const Measure& measure);
// The panel's dice row `width` x `height` (badge excluded) with `count` dice: the dice's size, leaving the words of
// the roll at least 40% of the width.
float DiceSize(float width, float height, int count);

// ---- small cards: codes and names at 10 px or more on a phone's 56 px hand card.

inline constexpr float kMinCardText = 10;  // the smallest code or name on a card

// The head of an order card `w` x `h` (from its top left): the codes of the businesses a job needs (else the card's
// code) and its difficulty. The codes on one row beside the job's cover mark at the largest size from `max_size`
// down to kMinCardText that fits, the difficulty large in the middle; when they do not fit (a job needing 3+
// businesses on a phone), rows at kMinCardText, the first beside the mark and the next ones left of the
// difficulty, which moves to the right edge; the title starts under the last row.
struct OrderHead {
    std::vector<std::string> rows;  // codes joined by a space, one string a row, from y = kHeadTop
    float code_size = kMinCardText, row_step = kMinCardText;
    Point diff_centre;
    float diff_size = 0;
    float title_top = 0;
};
inline constexpr float kHeadTop = 3;
OrderHead PlaceOrderHead(const std::vector<std::string>& codes, std::string_view diff, float w, float h, float max_size,
                         const Measure& body, const Measure& title);

// The name under an influence card's code and symbol, `width` wide: one line at the largest size from `max_size`
// down to kMinCardText that fits, or two lines broken at the first space where one line would be under 11 px and
// they fit a larger size (at kMinCardText or more), else none (the code and the symbol above it name the kind; the
// card's details have the name).
struct CardLabel {
    std::vector<std::string> lines;
    float size = kMinCardText;
};
CardLabel FitCardLabel(const std::string& name, float width, float max_size, const Measure& measure);

}  // namespace shell::games::lacosanostra
