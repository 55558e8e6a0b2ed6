// shell/games/lacosanostra/table/table_draw.cpp — drawing the table: the bands per family, the centre with the market,
// the bars and the log column. Drawn ONLY from the public view lcn::ViewFor(state, kNoSeat) or the private
// seat's own: what it cannot hold, the screen cannot show.
#include <algorithm>
#include <cfloat>
#include <string>
#include <vector>

#include "games/lacosanostra/play/next_step.h"
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

// The cards of seat p's band: his gangsters in play, then his businesses on display.
struct BandCards {
    std::vector<lcn::GangsterId> gangsters;
    std::vector<lcn::BusinessId> businesses;
    int size() const { return static_cast<int>(gangsters.size() + businesses.size()); }
};
BandCards CardsOf(const lcn::State& s, int p) {
    BandCards b;
    for (int g = 0; g < lcn::kNumGangsters; ++g) {
        const lcn::GangsterPlace& gp = s.gangsters[static_cast<std::size_t>(g)];
        const bool in_play =
            gp.status == lcn::GangsterStatus::kActive || gp.status == lcn::GangsterStatus::kDeactivated;
        if (in_play && gp.owner == p) b.gangsters.push_back(static_cast<lcn::GangsterId>(g));
    }
    for (int id = 0; id < lcn::kNumBusinesses; ++id) {
        const lcn::BusinessPlace& bp = s.businesses[static_cast<std::size_t>(id)];
        if (bp.zone == lcn::BusinessZone::kDisplay && bp.holder == p)
            b.businesses.push_back(static_cast<lcn::BusinessId>(id));
    }
    return b;
}

// The facts of a family's header in one line: cash, laundered, hand sizes, deal markers, monopolies, kills.
// A family's public facts, one text each: cash, laundered, hand sizes, deal markers, monopolies, kills.
std::vector<std::string> Facts(const FrameCtx& c, const lcn::View& v, int p) {
    const lcn::Player& pl = v.state.player[static_cast<std::size_t>(p)];
    std::vector<std::string> out{ui::Money(c.t.settings.lang, pl.cash),
                                 std::string(c.Say(W::kLaundered)) + " " + ui::Money(c.t.settings.lang, pl.laundered)};
    out.push_back(std::string(c.Say(W::kOrders)) + " " +
                  std::to_string(v.order_hand_size[static_cast<std::size_t>(p)]));
    out.push_back(std::string(c.Say(W::kInfluence)) + " " +
                  std::to_string(v.influence_hand_size[static_cast<std::size_t>(p)]));
    out.push_back(std::string(c.Say(W::kMarkers)) + " " + std::to_string(pl.markers_in_supply));
    constexpr lcn::BusinessType kMonopolyType[] = {lcn::BusinessType::kPimp, lcn::BusinessType::kDrugDealer,
                                                   lcn::BusinessType::kMoneyLender};
    for (int m = 0; m < lcn::kNumMonopolies; ++m) {
        if (v.state.monopoly_holder[static_cast<std::size_t>(m)] == p)
            out.push_back(std::string("M:") + BusinessKindCode(c.t.settings.lang, kMonopolyType[m]));
    }
    int killed = 0;
    for (const lcn::GangsterPlace& gp : v.state.gangsters)
        killed += gp.status == lcn::GangsterStatus::kKilled && gp.killer == p;
    if (killed > 0) out.push_back(std::string(c.Say(W::kKilled)) + " " + std::to_string(killed));
    return out;
}

// The heading the page's mirror says seat p's band under (as its gangsters', spoken.h).
std::string FamilyHeading(const FrameCtx& c, int p) {
    return Tr(c.t.settings.lang, T::kSpokenFamily, {lcn::FamilyInfo(FamilyOfSeat(c.view.state, p)).name});
}

// The facts in `width` x `height` at the largest size up to `max_size` (table_layout.h FitFacts: broken between
// facts only, 10 px at the least); the mirror says the lines the height holds, the others are clipped away.
FittedFacts FactsIn(const FrameCtx& c, const lcn::View& v, int p, float width, float height, float max_size) {
    const FittedFacts facts = FitFacts(Facts(c, v, p), width, height, max_size, FontMeasure{c.fonts.body});
    std::string said;
    int lines = std::max(1, static_cast<int>(height / facts.size));
    for (const char ch : facts.text) {
        if (ch == '\n' && --lines == 0) break;
        said += ch == '\n' ? ' ' : ch;
    }
    c.ui.Text("band:" + std::to_string(p) + ":facts", said, FamilyHeading(c, p));
    return facts;
}

// The height of `facts` drawn.
float FactsHeight(const FittedFacts& facts) {
    return static_cast<float>(std::count(facts.text.begin(), facts.text.end(), '\n') + 1) * facts.size;
}

// A family badge `size` across at `centre`, and around it a cross-hair when the family is the action's named target
// (a shape, so the mark is not told by colour alone).
void DrawBadge(FrameCtx& c, int p, ImVec2 centre, float size) {
    DrawFamilyBadge(c.dl, c.fonts, centre, size, FamilyOfSeat(c.view.state, p));
    if (AimOf(c.view.state).seat == p) DrawCrossHair(c.dl, centre, AimRadius(size));
}

// The badge and the seat's label (table_layout.h FitSeatLabel: a computer's level on a second line when the name and
// it do not fit one); returns the height used from pos.y.
float DrawHeaderName(FrameCtx& c, const lcn::View& v, int p, ImVec2 pos, float size, float width) {
    DrawBadge(c, p, ImVec2(pos.x + size * 0.5f, pos.y + size * 0.5f), size);
    std::string name = NameOf(c, p);
    if (v.state.start_player == p) name += "  (1)";  // the start player card
    const std::string level = IsComputer(c.t.device, static_cast<Seat>(p))
                                  ? ComputerMark(c.t.settings.lang, c.t.device.kinds[static_cast<std::size_t>(p)])
                                  : "";
    ImFont* font = c.fonts.body;
    const SeatLabel label = FitSeatLabel(name, level, LabelSize(size), width - size - 8, FontMeasure{font});
    c.ui.Text("band:" + std::to_string(p) + ":name", label.first + " " + label.second, FamilyHeading(c, p));
    const float x = pos.x + size + 8;
    const float text_h = label.size + (label.second.empty() ? 0 : label.second_size + 1);
    const float y = pos.y + std::max(0.0f, (size - text_h) * 0.5f) - 1;
    ui::DrawText(c.dl, font, label.size, ImVec2(x, y), kText, label.first.c_str());
    if (!label.second.empty())
        ui::DrawText(c.dl, font, label.second_size, ImVec2(x, y + label.size + 1), level.empty() ? kText : kMuted,
                     label.second.c_str());  // a long name's second line, or the computer's level
    return std::max(size, text_h);
}

void DrawStrip(FrameCtx& c, int p, const ui::Box& band, bool acting, bool in_row) {
    const lcn::View& v = c.view;
    const Rect r{ImVec2(band.min.x + 2, band.min.y + 2), ImVec2(band.max.x - 2, band.max.y - 2)};
    c.dl->AddRectFilled(r.min, r.max, kZone, 6);
    const std::string cash = ui::Money(c.t.settings.lang, v.state.player[static_cast<std::size_t>(p)].cash);
    // Its words for the mirror, as the strip shows them: whose band, and the cash.
    const std::string said = FamilyHeading(c, p) + ", " + cash;
    if (c.ui.Item("band:" + std::to_string(p), r, ui::kItemNormal, said.c_str())) {
        c.t.focus_seat = p;
        c.t.focus_moves = c.game.session.num_moves();
    }
    if (acting) c.dl->AddRect(r.min, r.max, kSky, 6, 0, 2.0f);
    const float badge = 30;
    if (in_row) {  // one of a row of strips: the badge and the cash (and the name where it fits), 11 px or more
        if (r.w() < 120) {  // a phone's cell: the badge over the cash
            const float fs = ui::FitTextSize(c.fonts.body, 13, 11, cash.c_str(), r.w() - 4);
            const StripCell cell = PlaceStripCell(r.h(), fs);
            DrawBadge(c, p, ImVec2(r.centre().x, r.min.y + cell.badge_y), cell.badge);
            ui::DrawText(
                c.dl, c.fonts.body, fs,
                ImVec2(r.centre().x - ui::TextSize(c.fonts.body, fs, cash.c_str()).x * 0.5f, r.min.y + cell.cash_top),
                kText, cash.c_str());
            return;
        }
        DrawBadge(c, p, ImVec2(r.min.x + 6 + badge * 0.5f, r.centre().y), badge);
        const std::string named = cash + "  " + NameOf(c, p);
        const bool fits = ui::TextSize(c.fonts.body, 14, named.c_str()).x <= r.w() - 18 - badge;
        ui::DrawText(c.dl, c.fonts.body, 14, ImVec2(r.min.x + 12 + badge, r.centre().y - 8), kText,
                     (fits ? named : cash).c_str());
        return;
    }
    DrawHeaderName(c, v, p, ImVec2(r.min.x + 6, r.min.y + (r.h() - badge) * 0.5f), badge, r.w() * 0.42f);
    // The facts on as many lines as the strip's height takes at 12 px or less, broken between facts.
    const float x = r.min.x + 6 + r.w() * 0.42f, room = r.max.x - 6 - x;
    const FittedFacts facts = FactsIn(c, v, p, room, r.h() - 4, 12);
    c.dl->PushClipRect(r.min, r.max, true);
    ui::DrawText(c.dl, c.fonts.body, facts.size, ImVec2(x, r.min.y + (r.h() - FactsHeight(facts)) * 0.5f), kMuted,
                 facts.text.c_str());
    c.dl->PopClipRect();
}

// The order card on a gangster, when this screen may show it face up (revealed, or the private seat's own).
void NoteFaceUp(FrameCtx& c, lcn::GangsterId g) {
    const lcn::GangsterPlace& gp = c.view.state.gangsters[g];
    if (gp.assignment == lcn::Assignment::kOrder && gp.card < lcn::kNumOrders)
        c.face_up_orders.push_back(lcn::OrderCode(gp.card));
}

// The replay outlines the cards the action shown touched.
bool Outlined(const FrameCtx& c, const Tap& tap) {
    if (!c.outline) return false;
    if (tap.thing == Thing::kGangster) return (c.outline->gangsters >> tap.id & 1u) != 0;
    return tap.thing == Thing::kBusiness && (c.outline->businesses >> tap.id & 1u) != 0;
}

// Whether `tap` is the target card of the action under way (table_layout.h AimOf); noted for the test hook.
bool Aimed(FrameCtx& c, const Tap& tap, const std::string& id) {
    const ActionAim aim = AimOf(c.view.state);
    const bool aimed = (tap.thing == Thing::kGangster && tap.id == aim.gangster) ||
                       (tap.thing == Thing::kBusiness && tap.id == aim.business);
    if (aimed) c.aimed.push_back(id);
    return aimed;
}

// A band card's area (CardArea: the mirror says it under its family's heading, a business too) and the marks it is
// drawn with.
unsigned BandCardMarks(FrameCtx& c, const Tap& tap, const std::string& id, const ui::Box& b, int p) {
    const bool gangster = tap.thing == Thing::kGangster;
    const bool tappable = CardArea(c, tap, {gangster ? CardKind::kGangster : CardKind::kBusiness, tap.id}, ToRect(b));
    ui::MirrorArea(id, FamilyHeading(c, p));
    return (tappable ? kMarkTappable : 0u) | (c.t.gesture.pick == tap || Outlined(c, tap) ? kMarkSelected : 0u) |
           (Aimed(c, tap, id) ? kMarkAimed : 0u);
}

// The named player's band: an outline in the aim's colour (and the cross-hair on its badge, DrawBadge).
void DrawAimedBand(FrameCtx& c, int p, const Rect& r) {
    if (AimOf(c.view.state).seat != p) return;
    c.aimed.push_back("band:" + std::to_string(p));
    c.dl->AddRect(ImVec2(r.min.x - 1, r.min.y - 1), ImVec2(r.max.x + 1, r.max.y + 1), kAimColour, 7, 0, 3.0f);
}

void DrawBand(FrameCtx& c, int p, const ui::Box& band, bool portrait, bool acting) {
    const lcn::View& v = c.view;
    const Rect r{ImVec2(band.min.x + 2, band.min.y + 2), ImVec2(band.max.x - 2, band.max.y - 2)};
    const lcn::Family f = FamilyOfSeat(v.state, p);
    c.dl->AddRectFilled(r.min, r.max, kZone, 6);
    c.dl->AddRectFilled(r.min, ImVec2(r.min.x + 4, r.max.y), FamilyColour(f), 2);
    if (acting) c.dl->AddRect(r.min, r.max, kSky, 6, 0, 2.0f);
    c.ui.Mark("band:" + std::to_string(p), r);
    const BandCards cards = CardsOf(v.state, p);
    const BandPlacement bp = PlaceBand(ui::Box{{band.min.x + 6, band.min.y}, band.max}, cards.size(), portrait);
    const Rect hr = ToRect(bp.header);
    if (portrait) {
        const float badge = std::min(30.0f, hr.h());
        DrawHeaderName(c, v, p, hr.min, badge, hr.w() * 0.45f);
        const float x = hr.min.x + hr.w() * 0.45f;
        const FittedFacts facts = FactsIn(c, v, p, hr.max.x - x, hr.h() - 2, 12);
        c.dl->PushClipRect(hr.min, hr.max, true);
        ui::DrawText(c.dl, c.fonts.body, facts.size, ImVec2(x, hr.min.y + 2), kMuted, facts.text.c_str(), hr.max.x - x);
        c.dl->PopClipRect();
    } else {
        const float badge = BandBadge(hr.h());
        const float name_h = DrawHeaderName(c, v, p, hr.min, badge, hr.w());
        c.dl->PushClipRect(hr.min, hr.max, true);
        // The largest size, from the usual one down to 10 px, at which every line of facts fits under the name.
        const FittedFacts facts =
            FactsIn(c, v, p, hr.w(), hr.h() - name_h - 4, std::clamp(hr.h() * 0.12f, 11.0f, 15.0f));
        ui::DrawText(c.dl, c.fonts.body, facts.size, ImVec2(hr.min.x, hr.min.y + name_h + 4), kMuted,
                     facts.text.c_str(), hr.w());
        c.dl->PopClipRect();
    }
    int i = 0;
    for (lcn::GangsterId g : cards.gangsters) {
        const ui::Box b = BandItem(bp, i++);
        DrawGangster(c.dl, c.fonts, b, v.state, g,
                     BandCardMarks(c, {Thing::kGangster, g}, "gangster:" + lcn::GangsterCode(g), b, p),
                     c.t.settings.lang);
        NoteCard(c, {CardKind::kGangster, g}, ToRect(b));
        NoteFaceUp(c, g);
    }
    for (lcn::BusinessId id : cards.businesses) {
        const ui::Box b = BandItem(bp, i++);
        DrawBusiness(c.dl, c.fonts, b, v.state, id,
                     BandCardMarks(c, {Thing::kBusiness, id}, "business:" + lcn::BusinessCode(id), b, p),
                     c.t.settings.lang);
        NoteCard(c, {CardKind::kBusiness, id}, ToRect(b));
    }
}

// The seat the table shows acting: ActingSeat, but on a private screen whose steps are over still that screen's seat
// (hot-seat: the next player is named only once it is closed).
Seat ShownActingSeat(const FrameCtx& c) {
    if (c.screen.kind == ScreenKind::kPrivate && c.screen.done) return c.screen.seat;
    return ActingSeat(c.view.state);
}

void DrawCentre(FrameCtx& c, const TableLayout& lay) {
    const lcn::View& v = c.view;
    const Rect r = ToRect(lay.centre);
    c.dl->AddRectFilled(ImVec2(r.min.x + 2, r.min.y + 2), ImVec2(r.max.x - 2, r.max.y - 2), kZone, 6);
    const CentrePlacement cp = PlaceCentre(lay.centre, lay.side);
    const lcn::State& s = v.state;
    const std::string round =
        std::string(c.Say(W::kRound)) + " " + RoundNumeral(s.round) + " · " + PhaseWord(c.t.settings.lang, s);
    const std::string decks =
        std::string(c.Say(W::kOrders)) + " " +
        std::to_string(s.order_deck_size[static_cast<std::size_t>(std::clamp(s.round - 1, 0, 3))]) + " · " +
        c.Say(W::kBusinesses) + " " + std::to_string(s.business_deck_size) + " · " + c.Say(W::kInfluence) + " " +
        std::to_string(s.influence_deck_size);
    const Seat acting = ShownActingSeat(c);
    const std::string turn = acting == lcn::kNoSeat ? std::string() : ui::Fmt(c.Say(W::kTurnOf), {NameOf(c, acting)});
    ui::MirrorSay(round);
    const Rect ir = ToRect(cp.info);
    if (lay.side) {
        ui::DrawText(c.dl, c.fonts.body, 17, ImVec2(ir.min.x, ir.min.y), kText, round.c_str());
        ui::DrawText(c.dl, c.fonts.body, 14, ImVec2(ir.min.x, ir.min.y + 24), kMuted, decks.c_str(), ir.w());
        ui::DrawText(c.dl, c.fonts.body, 15, ImVec2(ir.min.x, ir.min.y + 48), kSky, turn.c_str());
    } else {
        // One line when it fits at 11 px, else the round and the decks each on a line of their own.
        const std::string line = round + "  ·  " + decks;
        if (ui::TextSize(c.fonts.body, 11, line.c_str()).x <= ir.w()) {
            const float fs = ui::FitTextSize(c.fonts.body, 14, 11, line.c_str(), ir.w());
            ui::DrawText(c.dl, c.fonts.body, fs, ImVec2(ir.min.x, ir.min.y + 2), kMuted, line.c_str());
        } else {
            ui::DrawText(c.dl, c.fonts.body, 11, ImVec2(ir.min.x, ir.min.y), kMuted, round.c_str());
            ui::DrawText(c.dl, c.fonts.body, 11, ImVec2(ir.min.x, ir.min.y + 13), kMuted, decks.c_str(), ir.w());
        }
    }
    for (int k = 0; k < lcn::kMarketSize; ++k) {
        const lcn::BusinessId id = s.market[static_cast<std::size_t>(k)];
        const ui::Box b = cp.market[static_cast<std::size_t>(k)];
        if (id >= lcn::kNumBusinesses) {
            c.dl->AddRect(ToVec(b.min), ToVec(b.max), IM_COL32(80, 86, 94, 255), 6);
            continue;
        }
        const bool tappable = CardArea(c, {Thing::kBusiness, id}, {CardKind::kBusiness, id}, ToRect(b));
        DrawBusiness(
            c.dl, c.fonts, b, s, id,
            (tappable ? kMarkTappable : kMarkNormal) | (Outlined(c, {Thing::kBusiness, id}) ? kMarkSelected : 0u),
            c.t.settings.lang);
        NoteCard(c, {CardKind::kBusiness, id}, ToRect(b));
    }
}

// The status line's words and the room for them in the top bar `r`: the headline (who thinks, a question, or the
// screen's) and under it what to tap next or why the last tap did nothing. `folded`: the bands holding targets that
// are strips (next_step.h WithFoldedTargets names one).
struct StatusWords {
    std::string line, hint;
    bool refused = false, asking = false;
    Seat searching = kNoSeat, acting = kNoSeat;
    float x = 0, right = 0;  // the words' left and the bar's buttons' left
};
StatusWords StatusOf(FrameCtx& c, const Rect& r, unsigned folded) {
    StatusWords w;
    const lcn::State& s = c.view.state;
    // While an Expert thinks (its search takes a moment), the line says who, with the bar below showing how far;
    // a computer's private step runs behind the table, and its line says only that it thinks. An Expert thinks as
    // long in every window it is asked in, whatever it holds (expert.h even work), so naming it tells nothing.
    const Seat thinker = c.t.computers.waiting() == ComputerWait::kThinking ? c.t.computers.thinking() : kNoSeat;
    w.searching = thinker != kNoSeat && c.t.device.kinds[thinker] == SeatKind::kExpert ? thinker : kNoSeat;
    const Seat hidden = w.searching != kNoSeat ? w.searching : PrivateOwner(s);
    w.acting = w.searching != kNoSeat ? w.searching : ShownActingSeat(c);
    // A Reveal with nobody named waits for its confirmation (choices.h): the line asks the question.
    w.asking = c.t.gesture.pick == Tap{Thing::kButton, static_cast<std::uint16_t>(Button::kReveal)};
    w.line = IsComputer(c.t.device, hidden) ? ThinkingLine(c.t.settings.lang, s, c.game.session.names(), hidden)
             : w.asking                     ? Text(c.t.settings.lang, T::kRevealUnnamedAsk)
                                            : ScreenHeadline(c.t.settings.lang, s, c.game.session.names(), c.screen);
    // Under it, what to tap next, or why the last tap on a card did nothing (next_step.h) until the next move or tap.
    if (c.t.refusal_moves != c.game.session.num_moves()) c.t.refusal.clear();
    w.refused = !c.t.refusal.empty();
    w.hint = w.refused ? c.t.refusal
             : w.asking || c.outline || IsComputer(c.t.device, hidden)
                 ? std::string()
                 : WithFoldedTargets(
                       c.t.settings.lang, s, c.game.session.names(),
                       GuideLeads(c)
                           ? GuidedTapLine(c.t.settings.lang, c.game.state(), c.choices, c.t.gesture.pick, c.guide_tap)
                           : NextTapLine(c.t.settings.lang, c.game.state(), c.choices, c.t.gesture.pick),
                       folded);
    w.x = r.min.x + 10 + (w.acting != lcn::kNoSeat ? 36 : 0);
    w.right = r.max.x - (TableBarShown(c.screen) ? 0 : kMenuW + 8) - 48;  // a private screen's Menu, and the "?"
    return w;
}

// The status line's words fitted to the top bar `height` tall (table_layout.h FitStatus).
FittedStatus FitWords(const FrameCtx& c, const StatusWords& w, float height) {
    return FitStatus(w.line, w.hint, w.right - w.x - 8, height - 2, FontMeasure{c.fonts.body});
}

void DrawTopBar(FrameCtx& c, const TableLayout& lay, const StatusWords& w) {
    const Rect r = ToRect(lay.top_bar);
    const lcn::State& s = c.view.state;
    c.headline = w.line;
    ui::MirrorSay(w.line);
    if (!w.hint.empty()) ui::MirrorSay(w.hint, w.refused);  // what to tap next, or why a tap did nothing
    if (w.acting != lcn::kNoSeat)
        DrawFamilyBadge(c.dl, c.fonts, ImVec2(r.min.x + 24, r.min.y + r.h() * 0.5f), 28, FamilyOfSeat(s, w.acting));
    if (!TableBarShown(c.screen))  // a private screen has no bar: its Menu stands up here
        MenuButton(c, MakeRect(r.max.x - kMenuW - 4, r.min.y + (r.h() - kMenuH) * 0.5f, kMenuW, kMenuH));
    // The marks and codes explained one tap away: the table shows them without words (rules_content.h LegendBlock).
    if (c.ui.Button("button:legend", MakeRect(w.right + 2, r.min.y, 44, r.h()), "?")) {
        OpenSheet(c.t, Overlay::kRules);
        c.t.rules_legend = true;
    }
    // How far the Expert's search is (computer.h progress): a bar along the top bar's foot, over a dim track.
    if (w.searching != kNoSeat) {
        const float bw = ui::ProgressWidth(r.w(), std::clamp(c.t.computers.progress(), 0.04, 1.0));
        c.dl->AddRectFilled(ImVec2(r.min.x, r.max.y - 5), ImVec2(r.max.x, r.max.y), IM_COL32(60, 66, 76, 255));
        c.dl->AddRectFilled(ImVec2(r.min.x, r.max.y - 5), ImVec2(r.min.x + bw, r.max.y), kSky);
    }
    // Headline and hint wrap onto more lines before they shrink below 10 px (table_layout.h FitStatus: phones).
    const FittedStatus fit = FitWords(c, w, r.h());
    const float text_h = static_cast<float>(fit.line.lines.size()) * fit.line.size +
                         static_cast<float>(fit.hint.lines.size()) * fit.hint.size;
    float y = r.min.y + std::max(1.0f, (r.h() - text_h - (w.hint.empty() ? 0 : 1)) * 0.5f);
    c.dl->PushClipRect(ToVec(lay.top_bar.min), ToVec(lay.top_bar.max), true);
    for (const std::string& l : fit.line.lines) {
        ui::DrawText(c.dl, c.fonts.body, fit.line.size, ImVec2(w.x, y), kText, l.c_str());
        y += fit.line.size;
    }
    y += 1;
    for (const std::string& l : fit.hint.lines) {
        ui::DrawText(c.dl, c.fonts.body, fit.hint.size, ImVec2(w.x, y), w.refused ? IM_COL32(240, 160, 90, 255) : kSky,
                     l.c_str());
        y += fit.hint.size;
    }
    c.dl->PopClipRect();
}

void DrawBottomBar(FrameCtx& c, const TableLayout& lay) {
    const BottomBar bar = PlaceBottomBar(lay.bottom_bar);
    c.dl->AddRectFilled(ToVec(lay.bottom_bar.min), ToVec(lay.bottom_bar.max), kZone);
    if (!TableBarShown(c.screen)) return;  // Log, Deal only on a shared table (a private screen's Menu: the top bar)
    MenuButton(c, ToRect(bar.menu));
    if (lay.log.h() <= 0 && c.ui.Button("button:log", ToRect(bar.log), c.Say(W::kLog))) {
        c.t.overlay = Overlay::kLog;
        c.t.scroll = 0;
    }
    // The guide's deal comes as a computer's offer (guide.h): a trade of one's own would leave its script.
    if (!c.t.guide && DealOffered(c.game.state(), c.t.device) &&
        c.ui.Button("button:deal", ToRect(bar.deal), Text(c.t.settings.lang, T::kDealTitle))) {
        c.t.overlay = Overlay::kDeal;
    }
    if (c.game.session.CanUndo() && c.ui.Button("button:undo", ToRect(bar.undo), c.Say(W::kUndo))) c.t.undo = true;
}

// The log in the side column (wide screens), newest line at the bottom.
void DrawLogColumn(FrameCtx& c, const ui::Box& box) {
    if (box.h() <= 0) return;
    const Rect r{ImVec2(box.min.x + 8, box.min.y + 4), ImVec2(box.max.x - 8, box.max.y - 4)};
    c.dl->AddRectFilled(r.min, r.max, kZone, 6);
    ui::DrawText(c.dl, c.fonts.body, 14, ImVec2(r.min.x + 8, r.min.y + 6), kMuted, c.Say(W::kLog));
    // Scrolled back by the wheel or a drag inside it (the newest line stays at the bottom while not scrolled).
    const Rect view{ImVec2(r.min.x, r.min.y + 26), r.max};
    float content = 0;
    for (const std::string& line : c.t.cache.log)
        content += ui::TextSize(c.fonts.body, 14, line.c_str(), r.w() - 16).y + 4;
    const ImGuiIO& io = ImGui::GetIO();
    if (view.Contains(io.MousePos)) {
        c.t.log_scroll += io.MouseWheel * 48.0f;
        if (ImGui::IsMouseDragging(ImGuiMouseButton_Left, 4.0f)) c.t.log_scroll += io.MouseDelta.y;
    }
    c.t.log_scroll = std::clamp(c.t.log_scroll, 0.0f, std::max(0.0f, content - view.h() + 6));
    if (!c.t.cache.log.empty()) ui::MirrorSay(c.t.cache.log.back());  // a screen reader hears each new public act
    c.ui.Mark("log", view);
    ui::NoteScrolledView(view);
    c.dl->PushClipRect(view.min, view.max, true);
    float y = r.max.y - 6 + c.t.log_scroll;
    for (auto it = c.t.cache.log.rbegin(); it != c.t.cache.log.rend() && y > r.min.y + 26; ++it) {
        const ImVec2 ts = ui::TextSize(c.fonts.body, 14, it->c_str(), r.w() - 16);
        y -= ts.y + 4;
        if (y > r.max.y) continue;                         // below the view: scrolled back past it
        if (y < view.min.y && c.t.log_scroll == 0) break;  // newest lines only whole: no line half under the title
        ui::DrawText(c.dl, c.fonts.body, 14, ImVec2(r.min.x + 8, y), it == c.t.cache.log.rbegin() ? kText : kMuted,
                     it->c_str(), r.w() - 16);
    }
    c.dl->PopClipRect();
}

}  // namespace

void MenuButton(FrameCtx& c, const Rect& r) {
    if (!c.ui.Button("button:menu", r, c.Say(ui::Common::kMenu))) return;
    c.t.overlay = OpenMenu(c.game.state(), c.t.device, c.now_ms);
    c.t.scroll = 0;
    c.t.gesture.pick = {};
}

ui::Rect DrawTable(FrameCtx& c, float height, float panel) {
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const Seat acting = c.outline ? c.outline->seat : ShownActingSeat(c);
    const Seat own = VisibleSeat(c.screen);
    const unsigned targets = TargetBands(c.view.state, c.choices);
    const int focus = FocusedBand(c.t.focus_seat, c.t.focus_moves, c.game.session.num_moves(), own, acting, targets);
    const auto layout = [&](float top_bar) {
        TableLayout l = ComputeTableLayout(ds.x, height - top_bar, c.view.state.players, focus, c.t.compact,
                                           TableBarShown(c.screen), panel);
        GrowTopBar(l, top_bar);
        return l;
    };
    const auto folded_in = [&](const TableLayout& l) {
        unsigned folded = 0;
        for (int p = 0; p < c.view.state.players; ++p) folded |= l.strip[static_cast<std::size_t>(p)] ? 1u << p : 0u;
        return folded;
    };
    TableLayout lay = layout(0);
    unsigned folded = folded_in(lay);
    StatusWords words = StatusOf(c, ToRect(lay.top_bar), targets & folded);
    // A phone's status line too long for the bar at 11 px gets a taller bar (two lines of each, not four at 10 px).
    const FittedStatus fit = FitWords(c, words, lay.top_bar.h());
    if (lay.portrait && (fit.line.size < kMinLabel || (!words.hint.empty() && fit.hint.size < kMinLabel))) {
        lay = layout(kTallerTopBar);
        folded = folded_in(lay);
        words = StatusOf(c, ToRect(lay.top_bar), targets & folded);
    }
    DrawTopBar(c, lay, words);
    DrawCentre(c, lay);
    for (int p = 0; p < c.view.state.players; ++p) {
        const auto i = static_cast<std::size_t>(p);
        if (lay.strip[i]) {
            DrawStrip(c, p, lay.bands[i], p == acting, lay.strips_in_row);
        } else {
            DrawBand(c, p, lay.bands[i], lay.portrait, p == acting);
        }
        DrawAimedBand(c, p, ToRect(lay.bands[i]));
    }
    DrawLogColumn(c, lay.log);
    DrawBottomBar(c, lay);
    return ToRect(lay.panel);
}

}  // namespace shell::games::lacosanostra
