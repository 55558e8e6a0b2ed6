// shell/games/lacosanostra/table_draw.cpp — drawing the table: the bands per family, the centre with the market,
// the bars and the log column. Drawn ONLY from the public view lcn::ViewFor(state, kNoSeat) or the private
// seat's own: what it cannot hold, the screen cannot show.
#include <algorithm>
#include <cfloat>
#include <string>
#include <vector>

#include "games/lacosanostra/table_internal.h"
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
    std::vector<std::string> out{ui::ShortMoney(pl.cash),
                                 std::string(c.Say(W::kLaundered)) + " " + ui::ShortMoney(pl.laundered)};
    out.push_back(std::string(c.Say(W::kOrders)) + " " +
                  std::to_string(v.order_hand_size[static_cast<std::size_t>(p)]));
    out.push_back(std::string(c.Say(W::kInfluence)) + " " +
                  std::to_string(v.influence_hand_size[static_cast<std::size_t>(p)]));
    out.push_back(std::string(c.Say(W::kMarkers)) + " " + std::to_string(pl.markers_in_supply));
    constexpr lcn::BusinessType kMonopolyType[] = {lcn::BusinessType::kPimp, lcn::BusinessType::kDrugDealer,
                                                   lcn::BusinessType::kMoneyLender};
    for (int m = 0; m < lcn::kNumMonopolies; ++m) {
        if (v.state.monopoly_holder[static_cast<std::size_t>(m)] == p)
            out.push_back(std::string("M:") + lcn::TypeData(kMonopolyType[m]).code);
    }
    int killed = 0;
    for (const lcn::GangsterPlace& gp : v.state.gangsters)
        killed += gp.status == lcn::GangsterStatus::kKilled && gp.killer == p;
    if (killed > 0) out.push_back(std::string(c.Say(W::kKilled)) + " " + std::to_string(killed));
    return out;
}

// The facts on one line, two spaces apart.
std::string FactsLine(const FrameCtx& c, const lcn::View& v, int p) {
    std::string out;
    for (const std::string& f : Facts(c, v, p)) out += (out.empty() ? "" : "  ") + f;
    return out;
}

// The facts in lines of at most `width` at font size `fs`, broken between facts only (table_layout.h FactLines).
std::string FactsLines(const FrameCtx& c, const lcn::View& v, int p, float fs, float width) {
    const std::vector<std::string> facts = Facts(c, v, p);
    std::vector<float> widths;
    for (const std::string& f : facts) widths.push_back(c.fonts.body->CalcTextSizeA(fs, FLT_MAX, 0, f.c_str()).x);
    const float gap = c.fonts.body->CalcTextSizeA(fs, FLT_MAX, 0, "  ").x;
    const std::vector<int> lines = FactLines(widths, gap, width);
    std::string out;
    for (std::size_t i = 0; i < facts.size(); ++i) {
        if (i > 0) out += lines[i] != lines[i - 1] ? "\n" : "  ";
        out += facts[i];
    }
    return out;
}

void DrawHeaderName(FrameCtx& c, const lcn::View& v, int p, ImVec2 pos, float size, float width) {
    const lcn::Family f = FamilyOfSeat(v.state, p);
    DrawFamilyBadge(c.dl, c.fonts, ImVec2(pos.x + size * 0.5f, pos.y + size * 0.5f), size, f);
    std::string name = NameOf(c, p);
    if (v.state.start_player == p) name += "  (1)";  // the start player card
    if (IsComputer(c.t.device, static_cast<Seat>(p)))
        name += std::string("  [") + ComputerMark(c.t.lang, c.t.device.kinds[static_cast<std::size_t>(p)]) + "]";
    const float fs = ui::FitTextSize(c.fonts.body, std::min(20.0f, size * 0.62f), 11, name.c_str(), width - size - 8);
    // Clipped to its width: a name too long even at the smallest size never runs into the facts beside it.
    c.dl->PushClipRect(pos, ImVec2(pos.x + width, pos.y + size), true);
    ui::DrawText(c.dl, c.fonts.body, fs, ImVec2(pos.x + size + 8, pos.y + (size - fs) * 0.5f - 1), kText, name.c_str());
    c.dl->PopClipRect();
}

void DrawStrip(FrameCtx& c, int p, const ui::Box& band, bool acting) {
    const lcn::View& v = c.view;
    const Rect r{ImVec2(band.min.x + 2, band.min.y + 2), ImVec2(band.max.x - 2, band.max.y - 2)};
    c.dl->AddRectFilled(r.min, r.max, kZone, 6);
    if (c.ui.Item("band:" + std::to_string(p), r)) {
        c.t.focus_seat = p;
        c.t.focus_moves = c.game.session.num_moves();
    }
    if (acting) c.dl->AddRect(r.min, r.max, kSky, 6, 0, 2.0f);
    const float badge = 30;
    if (r.w() < 200) {  // one of a row of strips: the badge and the cash
        DrawFamilyBadge(c.dl, c.fonts, ImVec2(r.min.x + 6 + badge * 0.5f, r.centre().y), badge,
                        FamilyOfSeat(v.state, p));
        const std::string cash = ui::ShortMoney(v.state.player[static_cast<std::size_t>(p)].cash);
        ui::DrawText(c.dl, c.fonts.body, 14, ImVec2(r.min.x + 12 + badge, r.centre().y - 8), kText, cash.c_str());
        return;
    }
    DrawHeaderName(c, v, p, ImVec2(r.min.x + 6, r.min.y + (r.h() - badge) * 0.5f), badge, r.w() * 0.42f);
    // The facts on as many lines as the strip's height takes at 12 px, broken between facts, else smaller on one.
    const float x = r.min.x + 6 + r.w() * 0.42f, room = r.max.x - 6 - x;
    constexpr float kFactSize = 12;
    std::string facts = FactsLines(c, v, p, kFactSize, room);
    float fs = kFactSize;
    const auto lines = static_cast<float>(std::count(facts.begin(), facts.end(), '\n') + 1);
    if (lines * kFactSize > r.h() - 4) {
        facts = FactsLine(c, v, p);
        fs = ui::FitTextSize(c.fonts.body, 13, 9, facts.c_str(), room);
    }
    const float height = facts.find('\n') == std::string::npos ? fs : lines * fs;
    c.dl->PushClipRect(r.min, r.max, true);
    ui::DrawText(c.dl, c.fonts.body, fs, ImVec2(x, r.min.y + (r.h() - height) * 0.5f), kMuted, facts.c_str());
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

// A band card's tap area (or, when it takes no tap, its mark for the test hook) and the marks it is drawn with.
unsigned BandCardMarks(FrameCtx& c, const Tap& tap, const std::string& id, const ui::Box& b) {
    const bool tappable = TapArea(c, tap, ToRect(b));
    if (!tappable) c.ui.Mark(id, ToRect(b));
    return (tappable ? kMarkTappable : 0u) | (c.t.pick == tap || Outlined(c, tap) ? kMarkSelected : 0u);
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
        const std::string facts = FactsLines(c, v, p, 12, hr.max.x - x);
        c.dl->PushClipRect(hr.min, hr.max, true);
        ui::DrawText(c.dl, c.fonts.body, 12, ImVec2(x, hr.min.y + 2), kMuted, facts.c_str(), hr.max.x - x);
        c.dl->PopClipRect();
    } else {
        const float badge = std::clamp(hr.h() * 0.3f, 20.0f, 36.0f);
        DrawHeaderName(c, v, p, hr.min, badge, hr.w());
        c.dl->PushClipRect(hr.min, hr.max, true);
        // The largest size, from the usual one down to 9 px, at which every line of facts fits under the name.
        const float room = hr.h() - badge - 4;
        float fs = std::clamp(hr.h() * 0.12f, 11.0f, 15.0f);
        std::string facts = FactsLines(c, v, p, fs, hr.w());
        while (fs > 9 && static_cast<float>(std::count(facts.begin(), facts.end(), '\n') + 1) * fs > room) {
            fs -= 1;
            facts = FactsLines(c, v, p, fs, hr.w());
        }
        ui::DrawText(c.dl, c.fonts.body, fs, ImVec2(hr.min.x, hr.min.y + badge + 4), kMuted, facts.c_str(), hr.w());
        c.dl->PopClipRect();
    }
    int i = 0;
    for (lcn::GangsterId g : cards.gangsters) {
        const ui::Box b = BandItem(bp, i++);
        DrawGangster(c.dl, c.fonts, b, v.state, g,
                     BandCardMarks(c, {Thing::kGangster, g}, "gangster:" + lcn::GangsterCode(g), b));
        NoteFaceUp(c, g);
    }
    for (lcn::BusinessId id : cards.businesses) {
        const ui::Box b = BandItem(bp, i++);
        DrawBusiness(c.dl, c.fonts, b, v.state, id,
                     BandCardMarks(c, {Thing::kBusiness, id}, "business:" + lcn::BusinessCode(id), b));
    }
}

void DrawCentre(FrameCtx& c, const TableLayout& lay) {
    const lcn::View& v = c.view;
    const Rect r = ToRect(lay.centre);
    c.dl->AddRectFilled(ImVec2(r.min.x + 2, r.min.y + 2), ImVec2(r.max.x - 2, r.max.y - 2), kZone, 6);
    const CentrePlacement cp = PlaceCentre(lay.centre, lay.side);
    const lcn::State& s = v.state;
    const std::string round =
        std::string(c.Say(W::kRound)) + " " + RoundNumeral(s.round) + " · " + PhaseWord(c.t.lang, s);
    const std::string decks =
        std::string(c.Say(W::kOrders)) + " " +
        std::to_string(s.order_deck_size[static_cast<std::size_t>(std::clamp(s.round - 1, 0, 3))]) + " · " +
        c.Say(W::kBusinesses) + " " + std::to_string(s.business_deck_size) + " · " + c.Say(W::kInfluence) + " " +
        std::to_string(s.influence_deck_size);
    const Seat acting = ActingSeat(s);
    const std::string turn = acting == lcn::kNoSeat ? std::string() : ui::Fmt(c.Say(W::kTurnOf), {NameOf(c, acting)});
    const Rect ir = ToRect(cp.info);
    if (lay.side) {
        ui::DrawText(c.dl, c.fonts.body, 17, ImVec2(ir.min.x, ir.min.y), kText, round.c_str());
        ui::DrawText(c.dl, c.fonts.body, 14, ImVec2(ir.min.x, ir.min.y + 24), kMuted, decks.c_str(), ir.w());
        ui::DrawText(c.dl, c.fonts.body, 15, ImVec2(ir.min.x, ir.min.y + 48), kSky, turn.c_str());
    } else {
        const std::string line = round + "  ·  " + decks;
        const float fs = ui::FitTextSize(c.fonts.body, 14, 9, line.c_str(), ir.w());
        ui::DrawText(c.dl, c.fonts.body, fs, ImVec2(ir.min.x, ir.min.y + 2), kMuted, line.c_str());
    }
    for (int k = 0; k < lcn::kMarketSize; ++k) {
        const lcn::BusinessId id = s.market[static_cast<std::size_t>(k)];
        const ui::Box b = cp.market[static_cast<std::size_t>(k)];
        if (id >= lcn::kNumBusinesses) {
            c.dl->AddRect(ToVec(b.min), ToVec(b.max), IM_COL32(80, 86, 94, 255), 6);
            continue;
        }
        const bool tappable = TapArea(c, {Thing::kBusiness, id}, ToRect(b));
        if (!tappable) c.ui.Mark("market:" + lcn::BusinessCode(id), ToRect(b));
        DrawBusiness(
            c.dl, c.fonts, b, s, id,
            (tappable ? kMarkTappable : kMarkNormal) | (Outlined(c, {Thing::kBusiness, id}) ? kMarkSelected : 0u));
    }
}

void DrawTopBar(FrameCtx& c, const TableLayout& lay) {
    const Rect r = ToRect(lay.top_bar);
    const lcn::State& s = c.view.state;
    const Seat acting = ActingSeat(s);
    // A computer's private step runs behind the table: the line says only that it thinks.
    const Seat hidden = PrivateOwner(s);
    // A Reveal with nobody named waits for its confirmation (choices.h): the line asks the question.
    const bool asking = c.t.pick == Tap{Thing::kButton, static_cast<std::uint16_t>(Button::kReveal)};
    const std::string line = IsComputer(c.t.device, hidden) ? ThinkingLine(c.t.lang, s, c.game.session.names(), hidden)
                             : asking                       ? Text(c.t.lang, T::kRevealUnnamedAsk)
                                                            : StatusLine(c.t.lang, s, c.game.session.names());
    float x = r.min.x + 10;
    if (acting != lcn::kNoSeat) {
        DrawFamilyBadge(c.dl, c.fonts, ImVec2(x + 14, r.min.y + r.h() * 0.5f), 28, FamilyOfSeat(s, acting));
        x += 36;
    }
    float right = r.max.x;
    if (!TableBarShown(c.screen)) {  // a private screen has no bar: its Menu stands up here
        right -= kMenuW + 8;
        MenuButton(c, MakeRect(right + 4, r.min.y + (r.h() - kMenuH) * 0.5f, kMenuW, kMenuH));
    }
    const float fs = ui::FitTextSize(c.fonts.body, 18, 11, line.c_str(), right - x - 8);
    ui::DrawText(c.dl, c.fonts.body, fs, ImVec2(x, r.min.y + (r.h() - fs) * 0.5f), kText, line.c_str());
    // An Expert's search takes a while: a thin bar along the bar's foot shows how far it is (computer.h progress).
    const Seat thinking = c.t.computers.thinking();
    if (thinking != kNoSeat && c.t.device.kinds[thinking] == SeatKind::kExpert) {
        const float w = ui::ProgressWidth(r.w(), std::clamp(c.t.computers.progress(), 0.04, 1.0));
        c.dl->AddRectFilled(ImVec2(r.min.x, r.max.y - 3), ImVec2(r.min.x + w, r.max.y), kSky);
    }
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
    if (DealOffered(c.game.state(), c.t.device) &&
        c.ui.Button("button:deal", ToRect(bar.deal), Text(c.t.lang, T::kDealTitle))) {
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
    c.dl->PushClipRect(ImVec2(r.min.x, r.min.y + 26), r.max, true);
    float y = r.max.y - 6;
    for (auto it = c.t.log.rbegin(); it != c.t.log.rend() && y > r.min.y + 26; ++it) {
        const ImVec2 ts = ui::TextSize(c.fonts.body, 14, it->c_str(), r.w() - 16);
        y -= ts.y + 4;
        ui::DrawText(c.dl, c.fonts.body, 14, ImVec2(r.min.x + 8, y), it == c.t.log.rbegin() ? kText : kMuted,
                     it->c_str(), r.w() - 16);
    }
    c.dl->PopClipRect();
}

}  // namespace

void MenuButton(FrameCtx& c, const Rect& r) {
    if (!c.ui.Button("button:menu", r, c.Say(ui::Common::kMenu))) return;
    c.t.overlay = OpenMenu(c.game.state(), c.t.device, c.now_ms);
    c.t.scroll = 0;
    c.t.pick = {};
}

void DrawTable(FrameCtx& c, float height) {
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const Seat acting = c.outline ? c.outline->seat : ActingSeat(c.view.state);
    const Seat own = VisibleSeat(c.screen);
    const int focus = FocusedBand(c.t.focus_seat, c.t.focus_moves, c.game.session.num_moves(), own, acting);
    const TableLayout lay =
        ComputeTableLayout(ds.x, height, c.view.state.players, focus, c.t.compact, TableBarShown(c.screen));
    DrawTopBar(c, lay);
    DrawCentre(c, lay);
    for (int p = 0; p < c.view.state.players; ++p) {
        const auto i = static_cast<std::size_t>(p);
        if (lay.strip[i]) {
            DrawStrip(c, p, lay.bands[i], p == acting);
        } else {
            DrawBand(c, p, lay.bands[i], lay.portrait, p == acting);
        }
    }
    DrawLogColumn(c, lay.log);
    DrawBottomBar(c, lay);
}

}  // namespace shell::games::lacosanostra
