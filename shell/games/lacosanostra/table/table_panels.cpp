// shell/games/lacosanostra/table/table_panels.cpp — the screens around the table: the panel under it (the dice, the
// private seat's hand, and every tap that is not a card on the table: buttons, claims, names, amounts, peeks,
// Done, the hint's row). The other screens around the table are handoff_screen.cpp, scoring_screen.cpp and
// log_sheet.cpp.
#include <algorithm>
#include <cmath>
#include <set>

#include "games/lacosanostra/cards/symbols.h"
#include "games/lacosanostra/play/next_step.h"
#include "games/lacosanostra/replay/replay.h"
#include "games/lacosanostra/table/table_internal.h"
#include "games/lacosanostra/texts/card_codes.h"
#include "imgui.h"
#include "ui/palette.h"

namespace shell::games::lacosanostra {

namespace {

using namespace ui::palette;
using lcn::Seat;
using ui::ButtonKind;
using ui::MakeRect;
using ui::Rect;

constexpr float kGap = 6;
constexpr float kPad = 8;
constexpr float kDiceRow = 64;
// The hand's cards (table_layout.h HandCardSize: the canvas's height bounds them).
float HandCardW(float width) { return HandCardSize(width, ImGui::GetIO().DisplaySize.y).x; }
float HandCardH(float width) { return HandCardSize(width, ImGui::GetIO().DisplaySize.y).y; }

// A button of the panel: the tap, its words, its look, its width.
struct PanelButton {
    Tap tap;
    std::string label;
    ButtonKind kind = ButtonKind::kNormal;
    Seat badge = kNoSeat;  // a claim or peek button shows the seat's family badge
    float w = 0;
    bool joined = false;      // on the row of the button before it (a caption's badges: table_layout.h FlowButtons)
    bool opens_hand = false;  // shows a phone's folded hand (HandFolded)
};

bool OnTable(const lcn::State& s, Tap tap) {
    if (tap.thing == Thing::kGangster) {
        const lcn::GangsterStatus st = s.gangsters[tap.id].status;
        return st == lcn::GangsterStatus::kActive || st == lcn::GangsterStatus::kDeactivated;
    }
    if (tap.thing == Thing::kBusiness) {
        const lcn::BusinessZone z = s.businesses[tap.id].zone;
        return z == lcn::BusinessZone::kDisplay || z == lcn::BusinessZone::kMarket;
    }
    return false;
}

// "my cards": the words of "{0}: my cards" without a name.
std::string MyCards(const FrameCtx& c) {
    std::string words = ui::Fmt(Text(c.t.settings.lang, T::kMyCards), {""});
    if (words.rfind(": ", 0) == 0) words.erase(0, 2);
    return words;
}

// The private seat's hand: its order cards and influence cards by type (from its own view).
struct HandCard {
    Tap tap;
    int count = 1;
};
std::vector<HandCard> Hand(const FrameCtx& c) {
    std::vector<HandCard> out;
    const Seat seat = VisibleSeat(c.screen);
    if (seat == kNoSeat) return out;
    const lcn::State& s = c.view.state;
    for (int o = 0; o < lcn::kNumOrders; ++o) {
        const lcn::OrderPlace& op = s.orders[static_cast<std::size_t>(o)];
        if (!c.view.unknown[static_cast<std::size_t>(o)] && op.zone == lcn::OrderZone::kHand && op.holder == seat)
            out.push_back({{Thing::kOrder, static_cast<std::uint16_t>(o)}, 1});
    }
    for (int k = 0; k < lcn::kNumInfluenceTypes; ++k) {
        const int n = s.player[seat].influence[static_cast<std::size_t>(k)];
        if (n > 0) out.push_back({{Thing::kInfluence, static_cast<std::uint16_t>(k)}, n});
    }
    return out;
}

// A solo person's hand on a phone's public table while the step takes none of its cards (a computer's turn, its
// dice, a claim window): folded to a "my cards" button, so the families' bands keep the height (a 360x640 table under
// the dice and a row of readable cards drew its band's cards at 7 px). A tap shows it until the next move.
bool HandFolded(const FrameCtx& c, const std::vector<HandCard>& hand) {
    if (hand.empty() || !PagedHand(ImGui::GetIO().DisplaySize.x) || c.screen.kind != ScreenKind::kPublic ||
        c.t.hand_open_at == c.game.session.num_moves())
        return false;
    for (const HandCard& card : hand)
        if (const Choice* ch = ChoiceOf(c, card.tap); ch != nullptr && ch->enabled) return false;
    return true;
}

// The buttons of this screen's panel, in the order of the choices (the amount stepper is drawn apart).
std::vector<PanelButton> Buttons(const FrameCtx& c) {
    std::vector<PanelButton> out;
    if (HandFolded(c, Hand(c))) {
        PanelButton open;
        open.label = MyCards(c);
        open.opens_hand = true;
        open.w = ui::TextSize(c.fonts.body, 16, open.label.c_str()).x + 28;
        out.push_back(std::move(open));
    }
    const lcn::State& s = c.game.state();
    for (const Choice& ch : c.choices) {
        PanelButton b;
        b.tap = ch.tap;
        switch (ch.tap.thing) {
            case Thing::kButton: {
                const auto id = static_cast<Button>(ch.tap.id);
                b.kind = id == Button::kRoll || id == Button::kContinue || id == Button::kReveal ||
                                 id == Button::kAccept || id == Button::kRevealUnnamed
                             ? ButtonKind::kPrimary
                             : ButtonKind::kNormal;
                break;
            }
            case Thing::kSeat:
            case Thing::kClaim: b.badge = static_cast<Seat>(ch.tap.id); break;
            case Thing::kPeek: {  // compact: "My cards" once, then one badge button per seat
                if (out.empty() || out.back().tap.thing != Thing::kPeek) {
                    PanelButton caption;
                    caption.label = MyCards(c);
                    caption.w = ui::TextSize(c.fonts.body, 15, caption.label.c_str()).x + 8;
                    out.push_back(std::move(caption));  // tap kNone: drawn as text
                }
                b.badge = static_cast<Seat>(ch.tap.id), b.kind = ButtonKind::kQuiet, b.w = 52, b.joined = true;
                out.push_back(std::move(b));
                continue;
            }
            case Thing::kUnpick: b.kind = ButtonKind::kQuiet; break;
            case Thing::kDone: b.kind = ch.tap.id != 0 ? ButtonKind::kPrimary : ButtonKind::kQuiet; break;
            case Thing::kDice: b.kind = ButtonKind::kPrimary; break;  // confirms the typed dice
            case Thing::kDieErase: b.kind = ButtonKind::kQuiet; break;
            case Thing::kDieValue: continue;  // the row of die faces (DrawDieValues)
            case Thing::kOffer: b.kind = ch.tap.id == 1 ? ButtonKind::kPrimary : ButtonKind::kNormal; break;
            case Thing::kUseSet:
            case Thing::kDie:
            case Thing::kMarket: break;
            case Thing::kGangster: {  // a gangster aside (recruiting): not on the table
                if (OnTable(s, ch.tap)) continue;
                const auto g = static_cast<lcn::GangsterId>(ch.tap.id);
                b.label = std::string(c.Say(W::kRecruit)) + " " + lcn::GangsterCode(g) + " (" +
                          std::to_string(lcn::Gangster(g).strength) + ", " +
                          Money(c.t.settings.lang, lcn::Gangster(g).price) + ")";
                break;
            }
            case Thing::kBusiness: {  // a card of the business deck (Beziehungen): not on the table
                if (OnTable(s, ch.tap)) continue;
                const auto id = static_cast<lcn::BusinessId>(ch.tap.id);
                b.label = BusinessName(c.t.settings.lang, id) + " (" + Money(c.t.settings.lang, lcn::Price(id)) + ")";
                break;
            }
            default: continue;  // cards of the hand, amounts, the hand-off's own button: drawn elsewhere
        }
        if (b.label.empty())
            b.label =
                WithEndsTurn(c.t.settings.lang, s, ch, ChoiceLabel(c.t.settings.lang, s, c.game.session.names(), ch));
        b.w = std::max(88.0f, ui::TextSize(c.fonts.body, 16, b.label.c_str()).x + 28 + (b.badge != kNoSeat ? 30 : 0));
        out.push_back(std::move(b));
    }
    return out;
}

// The amounts offered (stake, launder), ascending; empty when none.
std::vector<int> Amounts(const FrameCtx& c, bool& launder) {
    std::set<int> a;
    for (const Choice& ch : c.choices) {
        if (ch.tap.thing != Thing::kAmount) continue;
        a.insert(ch.tap.id);
        launder = ch.move.kind == lcn::MoveKind::kLaunder;
    }
    return {a.begin(), a.end()};
}

std::vector<float> Widths(const std::vector<PanelButton>& b) {
    std::vector<float> w;
    for (const PanelButton& x : b) w.push_back(x.w);
    return w;
}
ui::Flags Joined(const std::vector<PanelButton>& b) {
    ui::Flags j;
    for (const PanelButton& x : b) j.push_back(x.joined);
    return j;
}

}  // namespace

void DrawDie(ImDrawList* dl, const Rect& r, int value, bool success) {
    dl->AddRectFilled(r.min, r.max, success ? IM_COL32(240, 240, 235, 255) : IM_COL32(120, 124, 130, 255), 8);
    const ImU32 pip = IM_COL32(20, 22, 26, 255);
    const float cx = r.centre().x, cy = r.centre().y, d = r.w() * 0.26f, pr = r.w() * 0.09f;
    auto at = [&](float dx, float dy) { dl->AddCircleFilled(ImVec2(cx + dx * d, cy + dy * d), pr, pip, 12); };
    if (value % 2 == 1) at(0, 0);
    if (value >= 2) at(-1, -1), at(1, 1);
    if (value >= 4) at(1, -1), at(-1, 1);
    if (value == 6) at(-1, 0), at(1, 0);
}

namespace {

// The dice of the last roll, one by one (0.4 s apart), the target number and the successes in words.
void DrawDice(FrameCtx& c, const Rect& r) {
    const ShownRoll& roll = c.t.roll;
    const int shown = std::clamp(static_cast<int>((c.now - roll.time) / 0.4) + 1, 0, roll.count);
    float x = r.min.x;
    if (roll.roller != kNoSeat && roll.roller < c.view.state.players) {
        DrawFamilyBadge(c.dl, c.fonts, ImVec2(x + 16, r.centre().y), 30, c.view.state.player[roll.roller].family);
        x += 38;
    }
    const float size = DiceSize(r.max.x - x, r.h() - 8, roll.count);
    int successes = 0;
    for (int i = 0; i < shown; ++i) {
        const int v = roll.dice[static_cast<std::size_t>(i)];
        successes += v >= roll.target;
        DrawDie(c.dl, MakeRect(x, r.centre().y - size * 0.5f, size, size), v, v >= roll.target);
        x += size + 6;
    }
    x += (size + 6) * static_cast<float>(roll.count - shown) + 8;
    // The flow's sentence while the dice lie on the table ("2 successes: the job pays $9,000"), else the count.
    std::string words = ui::Fmt(c.Say(W::kTargetNumber), {std::to_string(roll.target)});
    if (shown == roll.count) {
        const std::string sentence = DiceWords(c.t.settings.lang, c.game.state());
        words = !sentence.empty() ? sentence
                : successes == 1
                    ? words + " · " + Text(c.t.settings.lang, T::kDiceOneSuccess)
                    : words + " · " + ui::Fmt(Text(c.t.settings.lang, T::kDiceSuccesses), {std::to_string(successes)});
    }
    // On as many lines as the row holds before the words shrink below 10 px (a phone's "3 successes" stays whole).
    const FittedTitle fit = FitStatus(words, "", r.max.x - x, r.h() - 4, FontMeasure{c.fonts.body}).line;
    float y = r.centre().y - static_cast<float>(fit.lines.size()) * fit.size * 0.5f;
    for (const std::string& l : fit.lines) {
        ui::DrawText(c.dl, c.fonts.body, fit.size, ImVec2(x, y), kText, l.c_str());
        y += fit.size;
    }
}

// Physical dice: the line saying which die to type, and the six faces to tap for it (44 px or more each).
constexpr float kTypingLine = 26;
float DieValueSize(float width) { return std::min(56.0f, (width - 2 * kPad - 5 * kGap) / 6); }

float DiceTypingHeight(const FrameCtx& c, float width) {
    if (DiceTypingLine(c.t.settings.lang, c.game.state(), c.t.device).empty()) return 0;
    const bool values = ChoiceOf(c, {Thing::kDieValue, 1}) != nullptr;
    return kTypingLine + (values ? DieValueSize(width) + kGap : 0);
}

void DrawDiceTyping(FrameCtx& c, float x, float y, float width) {
    const std::string line = DiceTypingLine(c.t.settings.lang, c.game.state(), c.t.device);
    const float fs = ui::FitTextSize(c.fonts.body, 17, 12, line.c_str(), width - 2 * kPad);
    ui::DrawText(c.dl, c.fonts.body, fs, ImVec2(x + kPad, y + (kTypingLine - fs) * 0.5f - 2), kText, line.c_str());
    y += kTypingLine;
    const float size = DieValueSize(width);
    for (std::uint16_t v = 1; v <= 6; ++v) {
        const Rect r = MakeRect(x + kPad + static_cast<float>(v - 1) * (size + kGap), y, size, size);
        if (!TapArea(c, {Thing::kDieValue, v}, r)) continue;
        DrawDie(c.dl, r, v, true);
        if (c.ui.hovered()) c.dl->AddRect(r.min, r.max, kSky, 8, 0, 2.5f);
    }
}

// A computer's open deal offer, in words over its Accept / Decline buttons (offers.h); empty when none is shown.
std::string OfferWords(const FrameCtx& c) {
    if (ChoiceOf(c, {Thing::kOffer, 0}) == nullptr) return {};
    const std::optional<DealOffer> open = c.t.computers.deals().Open(c.game.state());
    if (!open) return {};
    // Solo: the panel speaks to its one person ("Blue offers you ..."); with several people it names the receiver.
    const bool you = SoloPerson(c.t.device.kinds, c.game.state().players) == open->to;
    return OfferLine(c.t.settings.lang, c.game.state(), c.game.session.names(), open->from, open->to, open->trade, you);
}
constexpr float kOfferFont = 16;

float HandHeight(const FrameCtx& c, float width) {
    const std::vector<HandCard> hand = Hand(c);
    if (hand.empty() || HandFolded(c, hand)) return 0;
    if (PagedHand(width)) return HandCardH(width) + kGap;
    const int per_row = std::max(1, static_cast<int>((width - 2 * kPad + kGap) / (HandCardW(width) + kGap)));
    const int rows = (static_cast<int>(hand.size()) + per_row - 1) / per_row;
    return static_cast<float>(rows) * (HandCardH(width) + kGap);
}

}  // namespace

void DrawInfluenceCard(FrameCtx& c, const ui::Box& b, lcn::Influence t, int count, unsigned marks) {
    const Rect r = ToRect(b);
    c.dl->AddRectFilled(r.min, r.max, IM_COL32(40, 70, 96, 255), 6);
    c.dl->AddRect(r.min, r.max, (marks & kMarkTappable) ? kSky : IM_COL32(86, 180, 233, 140), 6, 0,
                  (marks & kMarkTappable) ? 2.5f : 1.5f);
    if (marks & kMarkSelected)
        c.dl->AddRect(ImVec2(r.min.x - 3, r.min.y - 3), ImVec2(r.max.x + 3, r.max.y + 3), kWhite, 8, 0, 3);
    // The kind's symbol and code side by side in the upper half, the name under them.
    const char* code = InfluenceKindCode(c.t.settings.lang, t);
    const float cs = ui::FitTextSize(c.fonts.title, 24, 10, code, r.w() * 0.5f);
    const float sym = cs * 0.85f, code_w = ui::TextSize(c.fonts.title, cs, code).x;
    const float left = r.centre().x - (sym + cs * 0.2f + code_w) * 0.5f, mid = r.min.y + r.h() * 0.3f;
    DrawInfluenceSymbol(c.dl, t, ImVec2(left + sym * 0.5f, mid), sym, kText);
    ui::DrawText(c.dl, c.fonts.title, cs, ImVec2(left + sym + cs * 0.2f, mid - cs * 0.5f), kText, code);
    // The name at 10 px or more: on two lines, or left out on a card too small (table_layout.h FitCardLabel).
    const FontMeasure measure{c.fonts.body};
    const CardLabel label = FitCardLabel(InfluenceName(c.t.settings.lang, t), r.w() - 6, 13, measure);
    float ly = r.min.y + r.h() * 0.675f - static_cast<float>(label.lines.size()) * (label.size + 1) * 0.5f;
    for (const std::string& line : label.lines) {
        ui::DrawTextCentred(c.dl, c.fonts.body, label.size, MakeRect(r.min.x, ly, r.w(), label.size + 2), kMuted,
                            line.c_str());
        ly += label.size + 1;
    }
    if (count > 1) {
        const std::string n = "x" + std::to_string(count);
        ui::DrawText(c.dl, c.fonts.body, 13, ImVec2(r.max.x - 24, r.max.y - 18), kWhite, n.c_str());
    }
}

namespace {

// A job in the hand: a mark at its top right saying whether this seat can do it now (card_texts.h JobCoveredNow),
// filled green when it can, an open red ring when not (told by shape, not by colour alone).
void DrawJobCover(FrameCtx& c, const ui::Box& b, lcn::OrderId o) {
    if (lcn::Order(o).num_required == 0) return;
    const ImVec2 centre(b.max.x - 9, b.min.y + 9);
    if (JobCoveredNow(c.view.state, VisibleSeat(c.screen), o)) {
        c.dl->AddCircleFilled(centre, 5.5f, IM_COL32(120, 200, 120, 255), 12);
    } else {
        c.dl->AddCircle(centre, 5, IM_COL32(230, 90, 70, 255), 12, 2.0f);
    }
}

// The page of a phone's hand that holds card `i`.
int PageOf(std::size_t i) { return static_cast<int>(i) / (kHandSlots - 1); }

// The page a phone's hand shows: the guide's card's always (its tap is asked for); else the one turned to, or at a
// new screen the first holding a card the step takes (a claim's reaction card).
int ShownPage(const FrameCtx& c, const std::vector<HandCard>& hand) {
    int first = -1;
    for (std::size_t i = 0; i < hand.size(); ++i) {
        if (hand[i].tap == c.guide_tap) return PageOf(i);
        const Choice* ch = ChoiceOf(c, hand[i].tap);
        if (first < 0 && ch != nullptr && ch->enabled) first = PageOf(i);
    }
    return c.t.hand_page >= 0 ? c.t.hand_page : std::max(0, first);
}

void DrawHand(FrameCtx& c, float x, float y, float width) {
    std::vector<HandCard> hand = Hand(c);
    const float cw = HandCardW(width), ch = HandCardH(width);
    int per_row = std::max(1, static_cast<int>((width - 2 * kPad + kGap) / (cw + kGap)));
    if (PagedHand(width)) {  // one row: a page of the hand, and the tile that turns it
        int& page = c.t.hand_page;
        const HandPage shown = PageOfHand(static_cast<int>(hand.size()), ShownPage(c, hand));
        page = shown.page;
        hand = std::vector<HandCard>(hand.begin() + shown.first, hand.begin() + shown.first + shown.shown);
        per_row = kHandSlots;
        const std::string turn = std::to_string(shown.page + 1) + "/" + std::to_string(shown.pages) + " ›";
        if (shown.pages > 1 &&
            c.ui.Button("hand:more", MakeRect(x + kPad + (kHandSlots - 1) * (cw + kGap), y, cw, ch), turn.c_str()))
            ++page;
    }
    for (std::size_t i = 0; i < hand.size(); ++i) {
        const int row = static_cast<int>(i) / per_row, col = static_cast<int>(i) % per_row;
        const ui::Box b = MakeBox(x + kPad + static_cast<float>(col) * (cw + kGap),
                                  y + static_cast<float>(row) * (ch + kGap), cw, ch);
        const Tap tap = hand[i].tap;
        const CardRef card{tap.thing == Thing::kOrder ? CardKind::kOrder : CardKind::kInfluence, tap.id};
        const bool tappable = CardArea(c, tap, card, ToRect(b));
        const unsigned marks = (tappable ? kMarkTappable : 0u) | (c.t.gesture.pick == tap ? kMarkSelected : 0u);
        NoteCard(c, card, ToRect(b));
        if (tap.thing == Thing::kOrder) {
            DrawOrder(c.dl, c.fonts, b, static_cast<lcn::OrderId>(tap.id), marks, c.t.settings.lang);
            DrawJobCover(c, b, static_cast<lcn::OrderId>(tap.id));
            c.face_up_orders.push_back(lcn::OrderCode(static_cast<lcn::OrderId>(tap.id)));
        } else {
            DrawInfluenceCard(c, b, static_cast<lcn::Influence>(tap.id), hand[i].count, marks);
            c.influence_drawn.push_back(lcn::InfluenceCode(static_cast<lcn::Influence>(tap.id)));
        }
    }
}

}  // namespace

// The Hint's row (hint.h) at the panel's foot: its button, then its progress bar and Cancel, then its words. None
// where no hint may be asked (another seat decides, or the screen is shared).
std::string HintWords(const FrameCtx& c) {
    const Hint& h = c.t.hint;
    return h.ready() ? HintLine(c.t.settings.lang, c.game.state(), c.game.session.names(), h.move(), h.stats())
                     : std::string();
}

float HintHeight(const FrameCtx& c, float width) {
    if (HintSeat(c.game.state(), c.t.device) == kNoSeat) return 0;
    if (!c.t.hint.ready()) return kTouch;
    return ui::TextSize(c.fonts.body, kOfferFont, HintWords(c).c_str(), width - 2 * kPad).y;
}

void DrawHintRow(FrameCtx& c, float x, float y, float width) {
    Hint& h = c.t.hint;
    const Seat seat = HintSeat(c.game.state(), c.t.device);
    if (seat == kNoSeat) return;
    if (h.ready()) {
        ui::DrawText(c.dl, c.fonts.body, kOfferFont, ImVec2(x, y), kSky, HintWords(c).c_str(), width);
        return;
    }
    if (!h.thinking()) {
        if (c.ui.Button("button:hint", MakeRect(x, y, 140, kTouch), Text(c.t.settings.lang, T::kHint)) &&
            h.Ask(c.game.state(), c.t.device, c.game.session.setup().seed, c.game.session.num_moves()))
            c.t.hints.push_back({c.game.session.num_moves(), seat});
        return;
    }
    const float cancel_w = 140;
    const float bar_w = std::max(40.0f, width - cancel_w - kGap);
    const std::string line = HintProgressLine(c.t.settings.lang, h.progress());
    const float fs = ui::FitTextSize(c.fonts.body, 14, 11, line.c_str(), bar_w);
    ui::DrawText(c.dl, c.fonts.body, fs, ImVec2(x, y + 2), kText, line.c_str());
    const ImVec2 bar_min(x, y + kTouch - 14);
    c.dl->AddRectFilled(bar_min, ImVec2(x + bar_w, y + kTouch - 4), IM_COL32(60, 66, 74, 255), 4);
    c.dl->AddRectFilled(
        bar_min, ImVec2(x + ui::ProgressWidth(bar_w, std::clamp(h.progress(), 0.04, 1.0)), y + kTouch - 4), kSky, 4);
    if (c.ui.Button("button:hint-cancel", MakeRect(x + bar_w + kGap, y, cancel_w, kTouch), c.Say(ui::Common::kCancel)))
        h.Cancel();
}

float PanelHeight(FrameCtx& c, float width) {
    float h = 2 * kPad;
    if (c.t.roll.count > 0) h += kDiceRow + kGap;
    if (const float typing = DiceTypingHeight(c, width); typing > 0) h += typing + kGap;
    const float hand = HandHeight(c, width);
    if (hand > 0) h += hand + kGap;
    bool launder = false;
    if (!Amounts(c, launder).empty()) h += kTouch + kGap;
    if (const std::string offer = OfferWords(c); !offer.empty())
        h += ui::TextSize(c.fonts.body, kOfferFont, offer.c_str(), width - 2 * kPad).y + kGap;
    float rows = 0;
    const std::vector<PanelButton> buttons = Buttons(c);
    FlowButtons(Widths(buttons), kPad, 0, width - 2 * kPad, kTouch, kGap, rows, Joined(buttons));
    if (const float hint = HintHeight(c, width); hint > 0) h += hint + kGap;
    return h + rows;
}

void DrawPanel(FrameCtx& c, const Rect& r) {
    c.dl->AddRectFilled(r.min, r.max, IM_COL32(32, 36, 42, 255));
    float y = r.min.y + kPad;
    if (c.t.roll.count > 0) {
        DrawDice(c, MakeRect(r.min.x + kPad, y, r.w() - 2 * kPad, kDiceRow));
        y += kDiceRow + kGap;
    }
    if (const float typing = DiceTypingHeight(c, r.w()); typing > 0) {
        DrawDiceTyping(c, r.min.x, y, r.w());
        y += typing + kGap;
    }
    const float hand = HandHeight(c, r.w());
    if (hand > 0) {
        DrawHand(c, r.min.x, y, r.w());
        y += hand + kGap;
    }
    bool launder = false;
    const std::vector<int> amounts = Amounts(c, launder);
    if (!amounts.empty()) {  // a stepper over the amounts offered, and the button that plays the one shown
        int& a = c.t.gesture.amount;
        if (std::find(amounts.begin(), amounts.end(), a) == amounts.end()) a = amounts.front();
        const auto it = std::find(amounts.begin(), amounts.end(), a);
        const float x = r.min.x + kPad;
        if (c.ui.Button("amount:less", MakeRect(x, y, kTouch, kTouch), "-", ButtonKind::kNormal,
                        it == amounts.begin() ? ui::kItemDisabled : ui::kItemNormal))
            a = *(it - 1);
        const std::string label =
            std::string(c.Say(launder ? W::kLaunder : W::kStake)) + " " + Money(c.t.settings.lang, a);
        TapButton(c, {Thing::kAmount, static_cast<std::uint16_t>(a)}, MakeRect(x + kTouch + kGap, y, 180, kTouch),
                  label.c_str(), ButtonKind::kPrimary);
        if (c.ui.Button("amount:more", MakeRect(x + kTouch + 2 * kGap + 180, y, kTouch, kTouch), "+",
                        ButtonKind::kNormal, it + 1 == amounts.end() ? ui::kItemDisabled : ui::kItemNormal))
            a = *(it + 1);
        y += kTouch + kGap;
    }
    if (const std::string offer = OfferWords(c); !offer.empty()) {
        ui::DrawText(c.dl, c.fonts.body, kOfferFont, ImVec2(r.min.x + kPad, y), kSky, offer.c_str(), r.w() - 2 * kPad);
        y += ui::TextSize(c.fonts.body, kOfferFont, offer.c_str(), r.w() - 2 * kPad).y + kGap;
    }
    const std::vector<PanelButton> buttons = Buttons(c);
    float rows = 0;
    const std::vector<ui::Box> boxes =
        FlowButtons(Widths(buttons), r.min.x + kPad, y, r.w() - 2 * kPad, kTouch, kGap, rows, Joined(buttons));
    for (std::size_t i = 0; i < buttons.size(); ++i) {
        const PanelButton& b = buttons[i];
        const Rect br = ToRect(boxes[i]);
        if (b.opens_hand) {
            if (c.ui.Button("hand:open", br, b.label.c_str())) c.t.hand_open_at = c.game.session.num_moves();
            continue;
        }
        if (b.tap.thing == Thing::kNone) {  // a caption before a group of badge buttons
            ui::DrawText(c.dl, c.fonts.body, 15, ImVec2(br.min.x, br.centre().y - 9), kMuted, b.label.c_str());
            continue;
        }
        TapButton(c, b.tap, br, b.badge != kNoSeat && !b.label.empty() ? ("    " + b.label).c_str() : b.label.c_str(),
                  b.kind);
        if (b.badge != kNoSeat && b.badge < c.view.state.players) {
            const float bx = b.label.empty() ? br.centre().x : br.min.x + 20;
            DrawFamilyBadge(c.dl, c.fonts, ImVec2(bx, br.centre().y), 26, c.view.state.player[b.badge].family);
        }
    }
    if (HintHeight(c, r.w()) > 0) DrawHintRow(c, r.min.x + kPad, y + rows + kGap, r.w() - 2 * kPad);
}

}  // namespace shell::games::lacosanostra
