// shell/games/lacosanostra/table/table_internal.h — what the drawing files share (this folder's, and those of the
// other folders: cards/card_details_draw.cpp, deals/deal_sheet.cpp, guide/*_draw, *_sheet, *_view, *_table.cpp,
// replay/replay_view.cpp): the frame context and the tap helper. Not for the ImGui-free files.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "games/lacosanostra/cards/card_draw.h"
#include "games/lacosanostra/cards/card_texts.h"
#include "games/lacosanostra/table/table_layout.h"
#include "games/lacosanostra/table/table_ui.h"
#include "games/lacosanostra/texts/screen_texts.h"
#include "games/lacosanostra/texts/sentences.h"
#include "ui/mirror.h"
#include "ui/widgets.h"
#include "ui/words.h"

namespace shell::games::lacosanostra {

struct FrameCtx {
    TableUi& t;
    TableGame& game;
    ui::Ui& ui;
    ui::FrameEnv& env;
    ImDrawList* dl = nullptr;
    Fonts fonts{};
    ui::Rect reach{ImVec2(-1e9f, -1e9f), ImVec2(1e9f, 1e9f)};  // where items take taps (a scrolled sheet's view)
    double now = 0;                                            // ImGui time, seconds
    std::int64_t now_ms = 0;
    Screen screen{};
    lcn::View view{};                            // what this screen may show: the public view, or the private seat's
    std::vector<Choice> choices{};               // the taps of this screen (choices.h)
    std::optional<Choice> tapped{};              // the tap of this frame, carried out after drawing
    std::vector<std::string> face_up_orders{};   // order cards drawn face up this frame (test hook)
    std::vector<std::string> influence_drawn{};  // influence cards of a hand drawn this frame (test hook)
    const Outline* outline = nullptr;            // the replay: the cards and seat of the action shown done
    std::string headline{};                      // the top bar's line as drawn (test hook)
    std::vector<std::string> aimed{};            // the items drawn as the action's target (test hook)
    std::array<CardRef, 128> card_spot{};  // the cards drawn this frame, for their details (fixed: no vector code)
    std::array<ui::Rect, 128> card_rect{};
    int card_spots = 0;
    std::vector<std::string> card_details{};  // the details shown this frame (test hook)
    std::optional<CardRef> details_card{};    // the card whose details are open this frame (test hook)
    std::vector<std::string> sheet_text{};    // the titles (and rules paragraphs) a sheet drew this frame (test hook)
    Tap guide_tap{};                          // the guide's next tap (guide.h), highlighted where it is drawn
    std::optional<ui::Rect> guide_rect{};     // where it was drawn this frame
    const char* Say(W w) const { return Word(t.settings.lang, w); }
    const char* Say(ui::Common w) const { return ui::CommonWord(t.settings.lang, w); }
};

inline ImVec2 ToVec(ui::Point p) { return ImVec2(p.x, p.y); }
inline ui::Rect ToRect(const ui::Box& b) { return {ToVec(b.min), ToVec(b.max)}; }
inline ui::Box ToBox(const ui::Rect& r) { return {{r.min.x, r.min.y}, {r.max.x, r.max.y}}; }

inline lcn::Family FamilyOfSeat(const lcn::State& s, int seat) {
    return s.player[static_cast<std::size_t>(seat)].family;
}
// The seat the table waits for: a seat, a window's controller, the roller of a chance roll (his band is the one
// shown large on a phone while his dice roll); kNoSeat at the end.
inline Seat ActingSeat(const lcn::State& s) { return DecidingSeat(s); }

// table_input.cpp: carries out the tapped choice after the frame's drawing (a move through the session, a pick,
// a hand-off, an answer to a computer's offer); the computer seats' moves go through it too.
void Perform(FrameCtx& c, const Choice& ch);
// Plays a trade both parties agreed to (offers.h), as any move, and speaks its talk into the log.
void PlayAgreed(FrameCtx& c, const SpokenOffer& spoken);
// table_test_hook.cpp: the test hook's "game" object for this frame; `settled`: nothing this frame did made what it
// drew out of date.
std::string TestJson(const FrameCtx& c, bool settled);

// The choice of this screen for `tap`, or nullptr.
const Choice* ChoiceOf(const FrameCtx& c, Tap tap);
// Registers `r` for the tap when the screen offers it (disabled while the choice waits); true when it is
// offered (the caller outlines it). A tap is carried out after the frame's drawing.
bool TapArea(FrameCtx& c, Tap tap, const ui::Rect& r);
// A card's tap area (TapArea, true) or, when the screen offers no tap on it, an item left out of the Tab order: the
// page's mirror names it all the same (a screen reader reads the hand and the table as drawn), the key Y reaches the
// hand's, and Enter on it says why it takes no tap, as a tap on it does.
bool CardArea(FrameCtx& c, Tap tap, CardRef card, const ui::Rect& r);
// A button for the tap (label given); false when the screen does not offer it (nothing drawn).
bool TapButton(FrameCtx& c, Tap tap, const ui::Rect& r, const char* label,
               ui::ButtonKind kind = ui::ButtonKind::kNormal);

// The item flags of `r` in a scrolled sheet: an item outside the sheet's view (c.reach) is drawn but takes no tap,
// so a tap on the sheet's foot bar cannot reach a row scrolled under it.
inline unsigned Reach(const FrameCtx& c, const ui::Rect& r, bool enabled = true) {
    return enabled && r.min.y >= c.reach.min.y && r.max.y <= c.reach.max.y ? ui::kItemNormal : ui::kItemDisabled;
}

// The name shown for a seat (texts.h: the family's name when none was given).
inline std::string NameOf(const FrameCtx& c, int seat) {
    return NameOf(c.game.state(), c.game.session.names(), static_cast<Seat>(seat));
}

// A card drawn at `r` whose details may open (card_peek.h); the last one drawn at a point wins.
inline void NoteCard(FrameCtx& c, CardRef card, const ui::Rect& r) {
    if (c.card_spots >= static_cast<int>(c.card_spot.size())) return;
    c.card_spot[static_cast<std::size_t>(c.card_spots)] = card;
    c.card_rect[static_cast<std::size_t>(c.card_spots++)] = r;
}
// card_details_draw.cpp: the details of the card under the pointer (hover or long press), drawn over the table; true
// when a long press ended this frame (its release is no tap).
bool DrawCardDetails(FrameCtx& c);
// A tap, Enter or the mirror's button on `card` that takes no tap now: opens its details (the next press or Escape
// closes them) and says on the status line why (next_step.h RefusedTapLine), until the next move.
void OpenRefusedCard(FrameCtx& c, CardRef card);

// table_draw.cpp: the Menu button (menu.h OpenMenu: a private screen is locked before the menu shows); its size
// in a corner (a hand-off, a private screen's top bar).
inline constexpr float kMenuW = 88, kMenuH = 36;
void MenuButton(FrameCtx& c, const ui::Rect& r);
// table_draw.cpp: the table (bands, centre, top bar) from c.view inside `height` pixels, which also hold a panel
// `panel` tall under the table (table_layout.h); returns the panel's place.
ui::Rect DrawTable(FrameCtx& c, float height, float panel = 0);
// table_panels.cpp
float PanelHeight(FrameCtx& c, float width);  // the action/hand panel under the table
void DrawPanel(FrameCtx& c, const ui::Rect& r);
void DrawHandOff(FrameCtx& c);                                   // handoff_screen.cpp
void DrawScoring(FrameCtx& c);                                   // scoring_screen.cpp
void DrawLogSheet(FrameCtx& c);                                  // log_sheet.cpp: the log as a sheet (phones)
void DrawDealSheet(FrameCtx& c);                                 // the deal sheet over the public table
void DrawRulesSheet(FrameCtx& c);                                // rules_sheet.cpp: the rules reference
void DrawCardsView(FrameCtx& c);                                 // cards_view.cpp: every card of the game
void DrawAnyCard(FrameCtx& c, CardRef card, const ui::Rect& r);  // cards_view.cpp: a card as the table draws it
// table_panels.cpp: a die showing `value` (white when a success), an influence card as in a hand (`count` copies).
void DrawDie(ImDrawList* dl, const ui::Rect& r, int value, bool success);
void DrawInfluenceCard(FrameCtx& c, const ui::Box& b, lcn::Influence t, int count, unsigned marks);
// Opens the rules sheet or the cards view over what is shown; their Close returns there.
inline void OpenSheet(TableUi& t, Overlay sheet) {
    (sheet == Overlay::kCards ? t.cards_back : t.rules_back) = t.overlay;
    t.overlay = sheet;
    t.scroll = 0;
    t.card_open = -1;
}
void DrawStartScreen(FrameCtx& c);  // start_screen.cpp

// guide_table.cpp: the guided first game at the table (guide.h). GuidePrepare before drawing (leaves the guide when
// the game left its script, sets c.guide_tap); GuideTurn plays the script's next move that is not the person's (or
// speaks its offer), true when it acted; GuideFilter refuses a tap that is not the step's, with the reason.
void GuidePrepare(FrameCtx& c);
bool GuideLeads(const FrameCtx& c);  // the guide is on and its script not over: it plays the computers' moves
bool GuideTurn(FrameCtx& c);
void GuideFilter(FrameCtx& c);
// guide_draw.cpp: the guide's box (the step's text, "Skip the guide") and the highlight of its tap; the start
// screen's and the menu's "Learn to play" button at (x, y), returning its height.
float GuideHeight(FrameCtx& c, float width);  // 0 without a guide
void DrawGuide(FrameCtx& c, const ui::Rect& r);
float GuideEntry(FrameCtx& c, float x, float y, float w);

}  // namespace shell::games::lacosanostra
