// shell/games/lacosanostra/table_view.cpp — the table's frame: the start screen or the public table. The public
// table (bands per family, centre with the market, status line) is drawn ONLY from the public view
// lcn::ViewFor(state, kNoSeat): what it cannot hold, the screen cannot show.
#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>
#include <optional>

#include "games/lacosanostra/table_internal.h"
#include "imgui.h"
#include "ui/palette.h"

namespace fam::games::lacosanostra {

namespace {

using namespace ui::palette;
using lcn::Seat;
using ui::ButtonKind;
using ui::MakeRect;
using ui::Rect;

std::string K(int thousands) { return "$" + std::to_string(thousands) + "k"; }

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
        const bool in_play = gp.status == lcn::GangsterStatus::kActive || gp.status == lcn::GangsterStatus::kDeactivated;
        if (in_play && gp.owner == p) b.gangsters.push_back(static_cast<lcn::GangsterId>(g));
    }
    for (int id = 0; id < lcn::kNumBusinesses; ++id) {
        const lcn::BusinessPlace& bp = s.businesses[static_cast<std::size_t>(id)];
        if (bp.zone == lcn::BusinessZone::kDisplay && bp.holder == p) b.businesses.push_back(static_cast<lcn::BusinessId>(id));
    }
    return b;
}

// The facts of a family's header in one line: cash, laundered, hand sizes, deal markers, monopolies, kills.
std::string FactsLine(const FrameCtx& c, const lcn::View& v, int p) {
    const lcn::Player& pl = v.state.player[static_cast<std::size_t>(p)];
    std::string out = K(pl.cash) + "  " + c.Say(W::kLaundered) + " " + K(pl.laundered);
    out += "  " + std::string(c.Say(W::kOrdersInHand)) + " " + std::to_string(v.order_hand_size[static_cast<std::size_t>(p)]);
    out += "  " + std::string(c.Say(W::kInfluenceInHand)) + " " +
           std::to_string(v.influence_hand_size[static_cast<std::size_t>(p)]);
    out += "  " + std::string(c.Say(W::kMarkers)) + " " + std::to_string(pl.markers_in_supply);
    constexpr lcn::BusinessType kMonopolyType[] = {lcn::BusinessType::kPimp, lcn::BusinessType::kDrugDealer,
                                                   lcn::BusinessType::kMoneyLender};
    for (int m = 0; m < lcn::kNumMonopolies; ++m) {
        if (v.state.monopoly_holder[static_cast<std::size_t>(m)] == p)
            out += std::string("  M:") + lcn::TypeData(kMonopolyType[m]).code;
    }
    int killed = 0;
    for (const lcn::GangsterPlace& gp : v.state.gangsters) killed += gp.status == lcn::GangsterStatus::kKilled && gp.killer == p;
    if (killed > 0) out += "  " + std::string(c.Say(W::kKilled)) + " " + std::to_string(killed);
    return out;
}

void DrawHeaderName(FrameCtx& c, const lcn::View& v, int p, ImVec2 pos, float size, float width) {
    const lcn::Family f = FamilyOfSeat(v.state, p);
    DrawFamilyBadge(c.dl, c.fonts, ImVec2(pos.x + size * 0.5f, pos.y + size * 0.5f), size, f);
    std::string name = SeatName(c.game, c.t.lang, p);
    if (v.state.start_player == p) name += "  (1)";  // the start player card
    const float fs = ui::FitTextSize(c.fonts.body, std::min(20.0f, size * 0.62f), 11, name.c_str(), width - size - 8);
    ui::DrawText(c.dl, c.fonts.body, fs, ImVec2(pos.x + size + 8, pos.y + (size - fs) * 0.5f - 1), kText, name.c_str());
}

void DrawStrip(FrameCtx& c, const lcn::View& v, int p, const ui::Box& band, bool acting) {
    const Rect r = ToRect(band);
    c.dl->AddRectFilled(ImVec2(r.min.x + 2, r.min.y + 2), ImVec2(r.max.x - 2, r.max.y - 2), kZone, 6);
    if (c.ui.Item("band:" + std::to_string(p), Rect{ImVec2(r.min.x + 2, r.min.y + 2), ImVec2(r.max.x - 2, r.max.y - 2)}))
        c.t.focus_seat = p;
    if (acting) c.dl->AddRect(ImVec2(r.min.x + 2, r.min.y + 2), ImVec2(r.max.x - 2, r.max.y - 2), kSky, 6, 0, 2.0f);
    const BandCards cards = CardsOf(v.state, p);
    const float badge = 30;
    DrawHeaderName(c, v, p, ImVec2(r.min.x + 8, r.min.y + (r.h() - badge) * 0.5f), badge, r.w() * 0.42f);
    const std::string facts = FactsLine(c, v, p);
    const float x = r.min.x + 8 + r.w() * 0.42f;
    const float fs = ui::FitTextSize(c.fonts.body, 13, 9, facts.c_str(), r.max.x - 8 - x);
    c.dl->PushClipRect(r.min, r.max, true);
    ui::DrawText(c.dl, c.fonts.body, fs, ImVec2(x, r.min.y + (r.h() - fs) * 0.5f), kMuted, facts.c_str());
    c.dl->PopClipRect();
}

void DrawBand(FrameCtx& c, const lcn::View& v, int p, const ui::Box& band, bool portrait, bool acting) {
    const Rect r = ToRect(band);
    const lcn::Family f = FamilyOfSeat(v.state, p);
    c.dl->AddRectFilled(ImVec2(r.min.x + 2, r.min.y + 2), ImVec2(r.max.x - 2, r.max.y - 2), kZone, 6);
    c.dl->AddRectFilled(ImVec2(r.min.x + 2, r.min.y + 2), ImVec2(r.min.x + 6, r.max.y - 2), FamilyColour(f), 2);
    if (acting) c.dl->AddRect(ImVec2(r.min.x + 2, r.min.y + 2), ImVec2(r.max.x - 2, r.max.y - 2), kSky, 6, 0, 2.0f);
    c.ui.Mark("band:" + std::to_string(p), r);
    const BandCards cards = CardsOf(v.state, p);
    const BandPlacement bp = PlaceBand(ui::Box{{band.min.x + 6, band.min.y}, band.max}, cards.size(), portrait);
    const Rect hr = ToRect(bp.header);
    const std::string facts = FactsLine(c, v, p);
    if (portrait) {
        const float badge = std::min(30.0f, hr.h());
        DrawHeaderName(c, v, p, hr.min, badge, hr.w() * 0.45f);
        const float x = hr.min.x + hr.w() * 0.45f;
        c.dl->PushClipRect(hr.min, hr.max, true);
        ui::DrawText(c.dl, c.fonts.body, 12, ImVec2(x, hr.min.y + 2), kMuted, facts.c_str(), hr.max.x - x);
        c.dl->PopClipRect();
    } else {
        const float badge = std::clamp(hr.h() * 0.3f, 20.0f, 36.0f);
        DrawHeaderName(c, v, p, hr.min, badge, hr.w());
        c.dl->PushClipRect(hr.min, hr.max, true);
        const float fs = std::clamp(hr.h() * 0.12f, 11.0f, 15.0f);
        ui::DrawText(c.dl, c.fonts.body, fs, ImVec2(hr.min.x, hr.min.y + badge + 4), kMuted, facts.c_str(), hr.w());
        c.dl->PopClipRect();
    }
    int i = 0;
    for (lcn::GangsterId g : cards.gangsters) {
        const ui::Box b = BandItem(bp, i++);
        c.ui.Mark("gangster:" + lcn::GangsterCode(g), ToRect(b));
        DrawGangster(c.dl, c.fonts, b, v.state, g, kMarkNormal);
    }
    for (lcn::BusinessId id : cards.businesses) {
        const ui::Box b = BandItem(bp, i++);
        c.ui.Mark("business:" + lcn::BusinessCode(id), ToRect(b));
        DrawBusiness(c.dl, c.fonts, b, v.state, id, kMarkNormal);
    }
}

void DrawCentre(FrameCtx& c, const lcn::View& v, const TableLayout& lay) {
    const Rect r = ToRect(lay.centre);
    c.dl->AddRectFilled(ImVec2(r.min.x + 2, r.min.y + 2), ImVec2(r.max.x - 2, r.max.y - 2), kZone, 6);
    const CentrePlacement cp = PlaceCentre(lay.centre, lay.side);
    const lcn::State& s = v.state;
    const std::string round = std::string(c.Say(W::kRound)) + " " + RoundNumeral(s.round) + " · " + PhaseWord(c.t.lang, s);
    const std::string decks = std::string(c.Say(W::kOrderDeck)) + " " +
                              std::to_string(s.order_deck_size[static_cast<std::size_t>(std::clamp(s.round - 1, 0, 3))]) +
                              " · " + c.Say(W::kBusinessDeck) + " " + std::to_string(s.business_deck_size) + " · " +
                              c.Say(W::kInfluenceDeck) + " " + std::to_string(s.influence_deck_size);
    const Seat acting = ActingSeat(s);
    const std::string turn = acting == lcn::kNoSeat ? std::string() : ui::Fmt(c.Say(W::kTurnOf), {SeatName(c.game, c.t.lang, acting)});
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
        c.ui.Mark("market:" + lcn::BusinessCode(id), ToRect(b));
        DrawBusiness(c.dl, c.fonts, b, s, id, kMarkNormal);
    }
}

void DrawTopBar(FrameCtx& c, const lcn::View& v, const TableLayout& lay) {
    const Rect r = ToRect(lay.top_bar);
    const lcn::State& s = v.state;
    const Seat acting = ActingSeat(s);
    std::string line = std::string(RoundNumeral(s.round)) + " · " + PhaseWord(c.t.lang, s);
    if (acting != lcn::kNoSeat) line += " · " + ui::Fmt(c.Say(W::kTurnOf), {SeatName(c.game, c.t.lang, acting)});
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
    if (c.ui.Button("button:menu", ToRect(bar.menu), c.Say(W::kMenu))) {
        c.t.overlay = Overlay::kStart;
        c.t.scroll = 0;
    }
}

void DrawPublicTable(FrameCtx& c) {
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const lcn::View v = lcn::ViewFor(c.game.state, lcn::kNoSeat);  // the public view: the only source below
    const Seat acting = ActingSeat(v.state);
    const int focus = c.t.focus_seat >= 0 ? c.t.focus_seat : acting == lcn::kNoSeat ? 0 : acting;
    const TableLayout lay = ComputeTableLayout(ds.x, ds.y, v.state.players, focus, c.t.compact);
    DrawTopBar(c, v, lay);
    DrawCentre(c, v, lay);
    for (int p = 0; p < v.state.players; ++p) {
        const auto i = static_cast<std::size_t>(p);
        if (lay.strip[i]) {
            DrawStrip(c, v, p, lay.bands[i], p == acting);
        } else {
            DrawBand(c, v, p, lay.bands[i], lay.portrait, p == acting);
        }
    }
    DrawBottomBar(c, lay);
}

std::string TestJson(const FrameCtx& c) {
    using Json = nlohmann::ordered_json;
    Json j;
    j["screen"] = c.t.overlay == Overlay::kStart ? "start" : "table";
    j["lang"] = ui::LangCode(c.t.lang);
    Json& seats = j["seats"] = Json::array();
    if (c.game.started) {
        const lcn::State& s = c.game.state;
        for (int p = 0; p < s.players; ++p) {
            const lcn::FamilyData& fd = lcn::FamilyInfo(FamilyOfSeat(s, p));
            seats.push_back({{"name", SeatName(c.game, c.t.lang, p)},
                             {"family", fd.name},
                             {"letter", std::string(1, fd.letter)}});
        }
        j["round"] = s.round;
        j["acting"] = ActingSeat(s) == lcn::kNoSeat ? -1 : ActingSeat(s);
    }
    return j.dump();
}

}  // namespace

void ScrollInput(TableUi& t, const Rect& view, float content_h) {
    const ImGuiIO& io = ImGui::GetIO();
    if (view.Contains(io.MousePos)) {
        t.scroll -= io.MouseWheel * 48.0f;
        if (ImGui::IsMouseDragging(ImGuiMouseButton_Left, 4.0f)) t.scroll -= io.MouseDelta.y;
    }
    t.scroll = std::clamp(t.scroll, 0.0f, std::max(0.0f, content_h - view.h()));
}

std::string SeatName(const TableGame& game, ui::Lang lang, int seat) {
    if (seat < 0 || seat >= lcn::kMaxPlayers) return {};
    const std::string& n = game.names[static_cast<std::size_t>(seat)];
    return n.empty() ? ui::Fmt(Word(lang, W::kPlayerN), {std::to_string(seat + 1)}) : n;
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
    common::Result<lcn::State> s = lcn::NewGame(setup);
    if (!s) return s.error();
    game.started = true;
    game.setup = setup;
    game.names = {};
    for (int p = 0; p < n.players; ++p) game.names[static_cast<std::size_t>(p)] = n.names[static_cast<std::size_t>(p)];
    game.state = *s;
    ++game.change_count;
    ++game.game_number;
    t.overlay = Overlay::kNone;
    t.focus_seat = -1;
    t.scroll = 0;
    return {};
}

void TableFrame(TableUi& t, TableGame& game, ui::FrameEnv& env) {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ui::Ui u(t.focus, env.test_items, env.body, env.title);
    FrameCtx c{t, game, u, env, nullptr, Fonts{env.body, env.title}};
    if (!game.started) t.overlay = Overlay::kStart;

    ImGui::SetNextWindowPos(vp->Pos);
    ImGui::SetNextWindowSize(vp->Size);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0);
    ImGui::PushStyleColor(ImGuiCol_WindowBg, kBackground);
    constexpr ImGuiWindowFlags kTableFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                             ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
                                             ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoScrollWithMouse;
    ImGui::Begin("##lcn-table", nullptr, kTableFlags);
    ImGui::PopStyleColor();
    ImGui::PopStyleVar(2);
    c.dl = ImGui::GetWindowDrawList();
    if (t.overlay == Overlay::kStart) {
        DrawStartScreen(c);
    } else {
        DrawPublicTable(c);
    }
    ImGui::End();
    u.End();
    if (env.test_items) t.test_json = TestJson(c);
}

}  // namespace fam::games::lacosanostra
