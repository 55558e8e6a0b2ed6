// shell/games/lacosanostra/table_view.cpp — the table's frame: the start screen or the public table. The public
// table (bands per family, centre with the market, status line) is drawn ONLY from the public view
// lcn::ViewFor(state, kNoSeat): what it cannot hold, the screen cannot show.
#include <algorithm>
#include <cfloat>
#include <chrono>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "games/lacosanostra/table_internal.h"
#include "imgui.h"
#include "ui/layer.h"
#include "ui/palette.h"

namespace fam::games::lacosanostra {

namespace {

using namespace ui::palette;
using lcn::Seat;
using ui::ButtonKind;
using ui::MakeRect;
using ui::Rect;

lcn::Family FamilyOfSeat(const lcn::State& s, int seat) { return s.player[static_cast<std::size_t>(seat)].family; }

// The seat the table waits for: a seat, a window's controller; kNoSeat for chance and the end.
Seat ActingSeat(const lcn::State& s) {
    const lcn::Actor a = lcn::CurrentActor(s);
    return a.kind == lcn::ActorKind::kSeat || a.kind == lcn::ActorKind::kTable ? a.seat : lcn::kNoSeat;
}

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
        const bool tappable = TapArea(c, {Thing::kGangster, g}, ToRect(b));
        if (!tappable) c.ui.Mark("gangster:" + lcn::GangsterCode(g), ToRect(b));
        const bool picked = c.t.pick == Tap{Thing::kGangster, g};
        DrawGangster(c.dl, c.fonts, b, v.state, g, (tappable ? kMarkTappable : 0u) | (picked ? kMarkSelected : 0u));
        NoteFaceUp(c, g);
    }
    for (lcn::BusinessId id : cards.businesses) {
        const ui::Box b = BandItem(bp, i++);
        const bool tappable = TapArea(c, {Thing::kBusiness, id}, ToRect(b));
        if (!tappable) c.ui.Mark("business:" + lcn::BusinessCode(id), ToRect(b));
        const bool picked = c.t.pick == Tap{Thing::kBusiness, id};
        DrawBusiness(c.dl, c.fonts, b, v.state, id, (tappable ? kMarkTappable : 0u) | (picked ? kMarkSelected : 0u));
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
        DrawBusiness(c.dl, c.fonts, b, s, id, tappable ? kMarkTappable : kMarkNormal);
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
    const float fs = ui::FitTextSize(c.fonts.body, 18, 11, line.c_str(), r.max.x - x - 8);
    ui::DrawText(c.dl, c.fonts.body, fs, ImVec2(x, r.min.y + (r.h() - fs) * 0.5f), kText, line.c_str());
}

void DrawBottomBar(FrameCtx& c, const TableLayout& lay) {
    const BottomBar bar = PlaceBottomBar(lay.bottom_bar);
    c.dl->AddRectFilled(ToVec(lay.bottom_bar.min), ToVec(lay.bottom_bar.max), kZone);
    if (c.screen.kind != ScreenKind::kPublic) return;  // Menu, Log, Deal only on the public table
    if (c.ui.Button("button:menu", ToRect(bar.menu), c.Say(ui::Common::kMenu))) {
        c.t.overlay = Overlay::kStart;
        c.t.scroll = 0;
    }
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

void DrawTable(FrameCtx& c, float height) {
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const Seat acting = ActingSeat(c.view.state);
    const Seat own = VisibleSeat(c.screen);
    // Portrait: the band tapped on this screen large (a target in another family); else the private seat's own,
    // else the acting family.
    const int focus = c.t.focus_seat >= 0      ? c.t.focus_seat
                      : own != lcn::kNoSeat    ? own
                      : acting == lcn::kNoSeat ? 0
                                               : acting;
    const TableLayout lay = ComputeTableLayout(ds.x, height, c.view.state.players, focus, c.t.compact,
                                               c.screen.kind == ScreenKind::kPublic);
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

namespace {

const char* ScreenName(const FrameCtx& c) {
    if (c.t.overlay == Overlay::kStart) return "start";
    if (c.t.overlay == Overlay::kRules) return "rules";
    switch (c.screen.kind) {
        case ScreenKind::kPublic: return "public";
        case ScreenKind::kHandOff: return "handoff";
        case ScreenKind::kPrivate: return "private";
        case ScreenKind::kScoring: return "scoring";
    }
    return "?";
}

const char* EffectName(Effect e) {
    switch (e) {
        case Effect::kMove: return "move";
        case Effect::kPick: return "pick";
        case Effect::kUnlock: return "unlock";
        case Effect::kDone: return "done";
        case Effect::kPeek: return "peek";
        case Effect::kUnpick: return "unpick";
        case Effect::kTypeDie: return "type-die";
        case Effect::kEraseDie: return "erase-die";
        case Effect::kAcceptOffer: return "accept-offer";
        case Effect::kDeclineOffer: return "decline-offer";
    }
    return "?";
}

// The test hook's "game" object: the screen, who holds the device, the taps offered to the holder (each with
// its item id and, for moves, the action text), the order cards drawn face up and the influence cards of a hand
// drawn (no one else's secret may be among them on a hand-off or another seat's screen).
// `settled`: nothing this frame did (a tap, a computer's move) made what it drew out of date; a test reads the
// actions and items only from a settled frame (an unsettled one is followed by a frame drawn from the change).
std::string TestJson(const FrameCtx& c, bool settled) {
    using Json = nlohmann::ordered_json;
    Json j;
    j["screen"] = ScreenName(c);
    j["lang"] = ui::LangCode(c.t.lang);
    j["settled"] = settled;
    j["deal_note"] = c.t.deal_note;                                    // the deal sheet's last answer or refusal
    j["log_last"] = c.t.log.empty() ? std::string() : c.t.log.back();  // the public log's last line
    Json& seats = j["seats"] = Json::array();
    if (!c.game.started) return j.dump();
    const lcn::State& s = c.game.state();
    for (int p = 0; p < s.players; ++p) {
        const lcn::FamilyData& fd = lcn::FamilyInfo(FamilyOfSeat(s, p));
        seats.push_back({{"name", NameOf(c, p)},
                         {"family", fd.name},
                         {"letter", std::string(1, fd.letter)},
                         {"kind", SeatKindName(c.t.device.kinds[static_cast<std::size_t>(p)])}});
    }
    j["round"] = s.round;
    j["over"] = lcn::IsOver(s);
    const Seat computer = c.t.computers.Due(s, c.t.device);  // the computer whose decision is due (-1: none)
    j["computer"] = computer == kNoSeat ? -1 : static_cast<int>(computer);
    const Seat acting = ActingSeat(s);
    j["acting"] = acting == lcn::kNoSeat ? -1 : acting;
    // Who holds the device: the private seat, the seat a hand-off asks for, else the table (-1).
    j["holder"] = c.screen.seat == lcn::kNoSeat ? -1 : c.screen.seat;
    j["done"] = c.screen.done;
    j["gates"] = c.t.device.gates;
    const lcn::Session& session = c.game.session;
    const int played = session.num_moves();
    j["moves"] = played;  // the last move in notation: a deal's trade, a claim's card
    j["last_move"] = played > 0 ? lcn::ToString(session.state(played - 1), session.move(played - 1)) : std::string();
    j["pick"] = c.t.pick.thing == Thing::kNone ? std::string() : TapId(c.t.pick);
    Json& actions = j["actions"] = Json::array();
    if (c.t.overlay != Overlay::kStart) {
        for (const Choice& ch : c.choices) {
            Json a;
            a["id"] = TapId(ch.tap);
            a["effect"] = EffectName(ch.effect);
            const bool has_move =
                ch.effect == Effect::kMove || ch.effect == Effect::kPick || ch.effect == Effect::kAcceptOffer;
            a["move"] = has_move ? lcn::ToString(s, ch.move) : "";
            a["enabled"] = ch.enabled;
            actions.push_back(std::move(a));
        }
    }
    j["face_up_orders"] = c.face_up_orders;
    j["influence_drawn"] = c.influence_drawn;
    j["roll"] = Json::array();
    for (int i = 0; i < c.t.roll.count; ++i) j["roll"].push_back(c.t.roll.dice[static_cast<std::size_t>(i)]);
    return j.dump();
}

// The roll a move makes, for the dice panel (dice are public).
void NoteRoll(TableUi& t, const lcn::State& before, const lcn::Move& m, const lcn::State& after, double now) {
    using lcn::Step;
    if (m.kind == lcn::MoveKind::kRoll) {
        ShownRoll r;
        r.target = before.cur.target_number;
        r.roller = before.cur.roller;
        r.time = now;
        if (before.step == Step::kRerollDie) {  // one die again: the others stay as they were
            r.count = before.cur.num_dice;
            r.dice = before.cur.dice;
            const int die = before.cur.reroll_die - 1;
            if (die >= 0 && die < r.count && m.count > 0) r.dice[static_cast<std::size_t>(die)] = m.list[0];
        } else {
            r.count = std::min<int>(m.count, lcn::kMaxDice);
            r.dice = m.list;
        }
        t.roll = r;
        return;
    }
    // A new turn or phase puts the dice away.
    const bool fresh = after.step == Step::kPreTurn || after.step == Step::kChoose || after.step == Step::kPlanning ||
                       after.step == Step::kDrawCheck || after.step == Step::kRecruit || after.step == Step::kOver;
    if (fresh) t.roll = ShownRoll{};
}

// Plays a trade both parties agreed to (offers.h), as any move: then flow AfterMove.
void PlayAgreed(FrameCtx& c, const SpokenOffer& spoken) {
    TableUi& t = c.t;
    t.talk.insert(t.talk.end(), spoken.talk.begin(), spoken.talk.end());
    if (spoken.play && c.game.session.Play(*spoken.play).ok()) AfterMove(c.game.state(), t.device, c.now_ms);
}

void Perform(FrameCtx& c, const Choice& ch) {
    TableUi& t = c.t;
    lcn::Session& session = c.game.session;
    switch (ch.effect) {
        case Effect::kAcceptOffer:
        case Effect::kDeclineOffer:
            PlayAgreed(c, AnswerOpen(session.current(), t.computers.deals(), ch.effect == Effect::kAcceptOffer,
                                     session.num_moves()));
            return;
        case Effect::kMove: {
            const lcn::State before = session.current();
            if (!session.Play(ch.move).ok()) return;  // cannot happen: every choice comes from LegalMoves
            AfterMove(session.current(), t.device, c.now_ms);
            NoteRoll(t, before, ch.move, session.current(), c.now);
            t.pick = {};
            t.amount = 0;
            return;
        }
        case Effect::kPick: t.pick = ch.tap; return;
        case Effect::kUnpick: t.pick = {}; return;
        case Effect::kUnlock: TapHandOff(session.current(), t.device, ch.seat, c.now_ms); return;
        case Effect::kDone:
            TapDone(session.current(), t.device, c.now_ms);
            t.pick = {};
            return;
        case Effect::kPeek: RequestPeek(session.current(), t.device, ch.seat, c.now_ms); return;
        case Effect::kTypeDie: TypeDie(session.current(), t.device, ch.tap.id); return;
        case Effect::kEraseDie: EraseDie(t.device); return;
    }
}

// A computer's share of the frame (computer.h): a few ms of thinking, and its move once ready and paced. Not while
// a sheet covers the table (the start screen, the log, the rules, a deal being composed) or a tap was made. True when
// a computer acted (a move or a deal spoken): the frame drawn before it is stale.
bool ComputerTurn(FrameCtx& c) {
    TableUi& t = c.t;
    if (!c.game.started || c.tapped || t.overlay != Overlay::kNone) return false;
    constexpr double kBudgetPerFrameMs = 6;
    const lcn::State& s = c.game.state();
    const ComputerAct act =
        t.computers.Frame(s, t.device, t.next.speed, c.game.session.setup().seed, c.now_ms, kBudgetPerFrameMs);
    if (act.offer) {
        PlayAgreed(c, Speak(s, t.device, *act.offer, c.game.session.num_moves()));
        return true;
    }
    if (!act.move) return false;
    const std::optional<lcn::Move>& m = act.move;
    Choice played;
    played.move = *m;
    played.seat = m->seat;
    const int before = c.game.session.num_moves();
    Perform(c, played);
    // Refused by the rules (a bot defect): the decision starts over rather than stalling on a stale move.
    if (c.game.session.num_moves() == before) t.computers.Cancel();
    return true;
}

// The public log in the table's language: appended move by move, the deals' talk woven in before the move it
// preceded; rebuilt after an undo, a load, a change of language or new talk.
void UpdateLog(TableUi& t, const TableGame& game) {
    const lcn::Session& s = game.session;
    const bool same = t.logged_game == s.game_number() && t.logged_lang == t.lang && t.logged_moves <= s.num_moves() &&
                      t.logged_talk == t.talk.size();
    if (!same) t.log.clear();
    // New moves only, or everything again with the talk woven in (new talk rebuilds the log).
    const std::vector<std::string> lines =
        same ? TableLog(t.lang, s, {}, t.logged_moves) : TableLog(t.lang, s, t.talk, 0);
    t.log.insert(t.log.end(), lines.begin(), lines.end());
    t.logged_game = s.game_number();
    t.logged_lang = t.lang;
    t.logged_moves = s.num_moves();
    t.logged_talk = t.talk.size();
}

}  // namespace

std::string TapId(Tap tap) {
    const std::string n = std::to_string(tap.id);
    switch (tap.thing) {
        case Thing::kNone: return "none";
        case Thing::kGangster: return "gangster:" + lcn::GangsterCode(static_cast<lcn::GangsterId>(tap.id));
        case Thing::kOrder: return "order:" + lcn::OrderCode(static_cast<lcn::OrderId>(tap.id));
        case Thing::kInfluence:
            return std::string("influence:") + lcn::InfluenceCode(static_cast<lcn::Influence>(tap.id));
        case Thing::kBusiness: return "business:" + lcn::BusinessCode(static_cast<lcn::BusinessId>(tap.id));
        case Thing::kMarket: return "market";
        case Thing::kSeat: return "seat:" + n;
        case Thing::kClaim: return "claim:" + n;
        case Thing::kDie: return "die:" + n;
        case Thing::kAmount: return "amount:" + n;
        case Thing::kUseSet: return "use:" + n;
        case Thing::kDice: return "dice:" + n;
        case Thing::kButton: {
            constexpr const char* kVerbs[] = {"accept", "object", "reveal", "abort", "continue", "decline",  "pass",
                                              "pay",    "keep",   "fire",   "hold",  "roll",     "name-none"};
            return std::string("button:") + (tap.id < std::size(kVerbs) ? kVerbs[tap.id] : "?");
        }
        case Thing::kUnlock: return "unlock:" + n;
        case Thing::kDone: return "button:done";
        case Thing::kPeek: return "peek:" + n;
        case Thing::kUnpick: return "button:unpick";
        case Thing::kDieValue: return "die-value:" + n;
        case Thing::kDieErase: return "button:erase-die";
        case Thing::kOffer: return tap.id == 1 ? "offer:accept" : "offer:decline";
    }
    return "?";
}

const Choice* ChoiceOf(const FrameCtx& c, Tap tap) { return FindChoice(c.choices, tap); }

bool TapArea(FrameCtx& c, Tap tap, const Rect& r) {
    const Choice* ch = ChoiceOf(c, tap);
    if (ch == nullptr) return false;
    if (c.ui.Item(TapId(tap), r, ch->enabled ? ui::kItemNormal : ui::kItemDisabled)) c.tapped = *ch;
    return true;
}

bool TapButton(FrameCtx& c, Tap tap, const Rect& r, const char* label, ButtonKind kind) {
    const Choice* ch = ChoiceOf(c, tap);
    if (ch == nullptr) return false;
    if (c.ui.Button(TapId(tap), r, label, kind, ch->enabled ? ui::kItemNormal : ui::kItemDisabled)) c.tapped = *ch;
    return true;
}

void ScrollInput(TableUi& t, const Rect& view, float content_h) {
    const ImGuiIO& io = ImGui::GetIO();
    if (view.Contains(io.MousePos)) {
        t.scroll -= io.MouseWheel * 48.0f;
        if (ImGui::IsMouseDragging(ImGuiMouseButton_Left, 4.0f)) t.scroll -= io.MouseDelta.y;
    }
    t.scroll = std::clamp(t.scroll, 0.0f, std::max(0.0f, content_h - view.h()));
}

std::string StartGame(TableUi& t, TableGame& game, std::optional<std::uint64_t> seed) {
    const StartChoices& n = t.next;
    lcn::Setup setup;
    setup.players = n.players;
    setup.options = n.options;
    setup.start_player = n.start_player < n.players ? n.start_player : lcn::kRandomStart;
    for (int s = 0; s < lcn::kMaxPlayers; ++s) {
        setup.families[static_cast<std::size_t>(s)] =
            n.deal_families || s >= n.players ? lcn::kDealFamilies : n.families[static_cast<std::size_t>(s)];
    }
    if (!seed) {  // a fresh deal: at most 12 digits, so a seed read aloud or typed into ?seed= stays short
        const auto ticks = static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
        seed = common::Rng::Stream(ticks, ++t.seed_counter).Next() % 1000000000000ull;
    }
    setup.seed = *seed;
    lcn::SeatNames names{};
    for (int p = 0; p < n.players; ++p) names[static_cast<std::size_t>(p)] = n.names[static_cast<std::size_t>(p)];
    if (std::string why = game.session.Start(setup, names); !why.empty()) return why;
    game.started = true;
    game.kinds = SeatKinds{};
    for (int p = 0; p < n.players; ++p) game.kinds[static_cast<std::size_t>(p)] = n.kinds[static_cast<std::size_t>(p)];
    ShowGame(t, game);
    return {};
}

void ShowGame(TableUi& t, const TableGame& game) {
    t.overlay = Overlay::kNone;
    t.focus_seat = -1;
    t.scroll = 0;
    t.pick = {};
    t.roll = {};
    CloseDeal(t.deal);
    t.computers.Cancel();
    // Another game's talk goes; talk said at or after the current move is undone with it (the pause's deals are
    // spoken again).
    if (t.logged_game != game.session.game_number()) t.talk.clear();
    const int moves = game.session.num_moves();
    std::erase_if(t.talk, [&](const DealTalk& x) { return x.at_move >= moves; });
    t.device.kinds = game.kinds;
    Reset(game.state(), t.device, static_cast<std::int64_t>(ImGui::GetTime() * 1000.0));
}

void HideDevice(TableUi& t, const TableGame& game) {
    if (!game.started) return;
    if (TapDone(game.state(), t.device, static_cast<std::int64_t>(ImGui::GetTime() * 1000.0))) t.pick = {};
}

void TableFrame(TableUi& t, TableGame& game, ui::FrameEnv& env) {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ui::Ui u(t.focus, env.test_items, env.body, env.title);
    FrameCtx c{t, game, u, env};
    c.fonts = Fonts{env.body, env.title};
    c.now = ImGui::GetTime();
    c.now_ms = static_cast<std::int64_t>(c.now * 1000.0);
    if (!game.started && t.overlay != Overlay::kRules) t.overlay = Overlay::kStart;
    if (game.started) {
        const Screen before = t.device.shown;
        Sync(game.state(), t.device, c.now_ms);
        c.screen = ScreenFor(game.state(), t.device);
        if (!(c.screen == before)) {  // a first tap or an opened strip never survives a change of screen
            t.pick = {};
            t.focus_seat = -1;
        }
        // A band opened to reach a target in another family closes once the move is played: the seat's next pick
        // is usually among its own cards (on a phone a folded band hides its items).
        if (t.focus_moves != game.session.num_moves()) t.focus_seat = -1;
        // A computer's open deal offer first (its words stand over the panel's buttons): the person it waits for
        // answers with one tap, or ignores it and goes on.
        c.choices = OfferChoices(game.state(), t.device, t.computers.deals());
        for (const Choice& ch : ChoicesFor(game.state(), t.device, t.pick, c.now_ms)) c.choices.push_back(ch);
        // The only views drawn: the public one, or the private seat's own on its unlocked screen.
        c.view = lcn::ViewFor(game.state(), VisibleSeat(c.screen));
        UpdateLog(t, game);
    }
    // What this frame draws from, to tell the test hook whether it is still so after the frame (`settled`).
    const int moves_drawn = game.session.num_moves();
    const Device device_drawn = t.device;
    const DealSheet deal_drawn = t.deal;
    const Overlay overlay_drawn = t.overlay;

    c.dl = ui::BeginLayer("##lcn-table", {ui::Stack::kBottom, kBackground});
    if (t.overlay == Overlay::kStart) {
        DrawStartScreen(c);
    } else if (t.overlay == Overlay::kRules) {
        DrawRulesSheet(c);
    } else if (t.overlay == Overlay::kLog) {
        DrawLogSheet(c);
    } else if (c.screen.kind == ScreenKind::kHandOff) {
        DrawHandOff(c);  // nothing of the table behind it
    } else if (c.screen.kind == ScreenKind::kScoring) {
        DrawScoring(c);
    } else {
        const float panel = PanelHeight(c, vp->Size.x);
        DrawTable(c, vp->Size.y - panel);
        DrawPanel(c, MakeRect(0, vp->Size.y - panel, vp->Size.x, panel));
    }
    ui::EndLayer();
    if (t.overlay == Overlay::kDeal && c.screen.kind == ScreenKind::kPublic) DrawDealSheet(c);
    u.End();
    if (c.tapped) Perform(c, *c.tapped);
    const bool computer_acted = ComputerTurn(c);
    if (t.undo) {
        t.undo = false;
        if (game.session.Undo()) ShowGame(t, game);
    }
    // A frame whose drawing a tap or a computer's act (a move or a spoken offer) made out of date is followed by one
    // drawn from the change (else a computer's last act before a rest stayed undrawn until the next input: a person's
    // turn showed "Blue is thinking" with no taps until the mouse moved).
    const bool settled = !c.tapped && !computer_acted && game.session.num_moves() == moves_drawn &&
                         t.device == device_drawn && t.deal == deal_drawn && t.overlay == overlay_drawn;
    // Gates and windows open their buttons after a delay, and dice appear one by one: keep drawing meanwhile.
    bool waiting = false;
    for (const Choice& ch : c.choices) waiting = waiting || !ch.enabled;
    if (waiting || !settled || t.computers.Due(game.state(), t.device) != kNoSeat ||
        (t.roll.count > 0 && c.now - t.roll.time < 0.4 * t.roll.count + 0.2))
        env.wants_redraw = true;
    if (env.test_items) t.test_json = TestJson(c, settled);
}

}  // namespace fam::games::lacosanostra
