// shell/games/famiglia/table/table_zones.cpp — draws the zones of the table: the players' hands and play areas as
// 4 x 5 grids (or the other player as one strip), the Street and the piles, and keeps their cards and the one tapped
// for card_details_draw.cpp. Where things go is table_layout.h's; how each card is shown, table_model.h's.
#include <algorithm>

#include "games/famiglia/table/table_internal.h"
#include "ui/palette.h"

namespace shell::games::famiglia {

using ui::DrawText;
using ui::DrawTextCentred;
using ui::FitTextSize;
using ui::kItemNoFocus;
using ui::kItemNormal;
using ui::MakeRect;
using ui::Rect;
using ui::TextSize;

namespace {

using namespace ui::palette;

// Families in table order: one grid row each.
constexpr Family kRowOrder[kNumFamilies] = {Family::kFamiglia, Family::kAccountants, Family::kBrutes,
                                            Family::kMercenaries};

std::size_t I(CardType t) { return t; }
std::size_t P(int p) { return static_cast<std::size_t>(p); }

void ZoneBackground(FrameCtx& c, const Box& r) {
    const float p = c.lay.pad * 0.5f;
    c.dl->AddRectFilled(ImVec2(r.min.x + p, r.min.y + p), ImVec2(r.max.x - p, r.max.y - p), kZone, 10.0f);
}

// A row of label text at the top of a zone: "Computer  23 VP   Hand  Play area".
void ZoneLabel(FrameCtx& c, ImVec2 pos, const std::string& text, ImU32 col = kMuted, float size = 15) {
    DrawText(c.dl, c.ui.body(), size, pos, col, text.c_str());
}

unsigned LookFlags(const CardState& s) {
    unsigned flags = kCardNormal;
    if (s.dimmed) flags |= kCardDimmed;
    if (s.selected) flags |= kCardSelected;
    if (s.payer) flags |= kCardPayer;
    if (s.last_move) flags |= kCardLastMove;
    if (s.hint) flags |= kCardHint;
    return flags;
}

// The other player's cards of a zone as the mirror says them: "Play area: F3, F3, A1" (the Speech names the codes).
void SayCards(FrameCtx& c, Zone zone, const Counts& cards) {
    std::string words = c.Tr(zone == Zone::kHand ? T::kHand : T::kPlayArea) + std::string(":");
    const char* gap = " ";
    for (const Family f : kRowOrder) {
        for (int rank = 0; rank < kNumRanks; ++rank) {
            for (int k = 0; k < cards[I(MakeCard(f, rank))]; ++k)
                words += gap + CardCode(MakeCard(f, rank)), gap = ", ";
        }
    }
    c.ui.Text(zone == Zone::kHand ? "other:hand" : "other:area", words + (*gap == ' ' ? " 0" : ""));
}

void DrawGrid(FrameCtx& c, int seat, Zone zone, Point origin, const GridGeometry& geo, const Usable& usable) {
    const bool own = seat == c.me;
    const Counts& cards = zone == Zone::kHand ? c.st.hand[P(seat)] : c.st.area[P(seat)];
    if (!own) SayCards(c, zone, cards);
    for (int row = 0; row < kNumFamilies; ++row) {
        for (int rank = 0; rank < kNumRanks; ++rank) {
            const CardType t = MakeCard(kRowOrder[row], rank);
            Rect r = ToRect(GridCell(origin, geo, row, rank));
            CardLook look;
            look.card = t;
            look.count = cards[I(t)];
            look.time = c.now;
            if (look.count == 0) {
                look.flags = kCardEmpty;
                DrawCard(c.dl, r.min, r.max, look, c.ui.title(), c.ui.body(), nullptr);
                continue;
            }
            const CardState state = GridCardState(c, usable, c.hl, seat, zone, t);
            look.flags |= LookFlags(state);
            if (state.selected) r.min.y -= 4, r.max.y -= 4;
            const CardSpot spot{t, zone, seat};
            if (own) {
                const std::string id = std::string(zone == Zone::kHand ? "hand:" : "area:") + CardCode(t);
                const bool active = state.usable && c.my_turn;
                if (c.ui.Item(id, r, active ? kItemNormal : kItemNoFocus)) c.tapped = spot;
                if (c.ui.focused()) look.flags |= kCardFocused;
                if (c.ui.hovered() && active) r.min.y -= 2, r.max.y -= 2;
            }
            AddCardSpot(c, spot, r);
            DrawCardAt(c, r, look);
        }
    }
}

// Portrait: the other player as one strip (cards in hand, play area, their latest action); tap for the grids.
void DrawSeatStrip(FrameCtx& c, const Box& zone, const Box& inner, const std::string& head, bool turn, int seat) {
    std::string line = CardsInHandText(c, TotalCards(c.st.hand[P(seat)])) + "  ·  " + c.Tr(T::kPlayArea) + ": " +
                       std::to_string(TotalCards(c.st.area[P(seat)]));
    c.ui.Text("other:strip", line);
    line += "   ▸";
    const float hx = inner.min.x + (turn ? 16.0f : 0.0f) + TextSize(c.ui.body(), 16, head.c_str()).x + 14;
    ZoneLabel(c, ImVec2(hx, inner.min.y + 2), line, kMuted,
              FitTextSize(c.ui.body(), 14, 10, line.c_str(), inner.max.x - hx));
    const float line2_y = inner.min.y + 22 + 1;
    if (c.hl.any()) {  // the last action of the other player's turn (the log has the whole turn)
        const std::string& last = c.g.cache.log[static_cast<std::size_t>(c.hl.last)];
        c.dl->PushClipRect(ToVec(inner.min), ToVec(inner.max), true);
        ZoneLabel(c, ImVec2(inner.min.x, line2_y), last, kAccent,
                  FitTextSize(c.ui.body(), 13, 10, last.c_str(), inner.w()));
        c.dl->PopClipRect();
    }
    if (c.ui.Item("opponent:expand", ToRect(zone), kItemNormal)) c.g.overlay = Overlay::kOpponent;
}

// ---- Piles and Street -----------------------------------------------------------------------------------

// A row of small discard cards next to the pile while the pointer is over it.
void DrawDiscardPreview(FrameCtx& c, const Rect& d) {
    ImDrawList* fg = ImGui::GetForegroundDrawList();
    const float cw = 40, ch = 30;
    int n = 0;
    for (CardType t = 0; t < kNumTypes; ++t) n += c.st.discard[I(t)] ? 1 : 0;
    // As many per row as the window has room for to the right of the pile (a narrow iframe wraps them).
    const ImVec2 o(d.max.x + 8, d.min.y);
    const float room = ImGui::GetIO().DisplaySize.x - o.x - 8;
    const int per_row = std::clamp(static_cast<int>((room - 8) / (cw + 4)), 1, n);
    const int rows = (n + per_row - 1) / per_row;
    const float tw = static_cast<float>(per_row) * (cw + 4) + 4;
    fg->AddRectFilled(o, ImVec2(o.x + tw, o.y + static_cast<float>(rows) * (ch + 4) + 4), IM_COL32(20, 22, 26, 240), 6);
    ImDrawList* saved = c.dl;
    c.dl = fg;
    int k = 0;
    for (CardType t = 0; t < kNumTypes; ++t) {
        if (!c.st.discard[I(t)]) continue;
        CardLook look;
        look.card = t;
        look.count = c.st.discard[I(t)];
        const float x = o.x + 4 + static_cast<float>(k % per_row) * (cw + 4);
        const float y0 = o.y + 4 + static_cast<float>(k / per_row) * (ch + 4);
        DrawCardAt(c, MakeRect(x, y0, cw, ch), look);
        ++k;
    }
    c.dl = saved;
}

void DrawPiles(FrameCtx& c, const Rect& r, bool inline_text) {
    const std::string deck = Fmt(c.Tr(c.st.deck_size == 1 ? T::kOneCard : T::kCards), {std::to_string(c.st.deck_size)});
    const char* pass = c.Tr(c.st.second_pass ? T::kSecondPass : T::kFirstPass);
    const int discard_n = TotalCards(c.st.discard);
    std::string discard = std::string(c.Tr(T::kDiscardPile)) + ": " + std::to_string(discard_n);
    if (inline_text) {  // portrait: one line of text, the discard part tappable
        const std::string left = std::string(c.Tr(T::kDrawPile)) + ": " + deck + " (" + pass + ")";
        discard += " ▸";
        // One size for the line, small enough that the tappable discard part stays on screen.
        const float fs = FitTextSize(c.ui.body(), 14, 10, (left + "    " + discard).c_str(), r.w());
        ZoneLabel(c, r.min, left, kText, fs);
        const float x = r.min.x + TextSize(c.ui.body(), fs, left.c_str()).x + fs;
        const Rect d = MakeRect(x - 6, r.min.y - 12, TextSize(c.ui.body(), fs, discard.c_str()).x + 12, 44);
        ZoneLabel(c, ImVec2(x, r.min.y), discard, kMuted, fs);
        if (c.ui.Item("pile:discard", d, kItemNoFocus)) c.g.overlay = Overlay::kDiscard;
        return;
    }
    // Landscape: the draw pile as a card back with its count, the discard pile below it.
    const float bw = std::min(r.w(), (r.h() - 44) * 0.5f * 0.72f / 0.72f);
    const Rect back = MakeRect(r.min.x + (r.w() - bw) * 0.5f, r.min.y, bw, (r.h() - 48) * 0.55f);
    DrawCardBack(c.dl, back.min, back.max);
    const std::string count = std::to_string(c.st.deck_size);
    const ImVec2 cc = back.centre();
    c.dl->AddCircleFilled(cc, 17, IM_COL32(20, 22, 26, 235), 20);
    DrawTextCentred(c.dl, c.ui.title(), 20, back, IM_COL32(255, 255, 255, 255), count.c_str());
    float y = back.max.y + 3;
    const float fs = FitTextSize(c.ui.body(), 13, 10, c.Tr(T::kDrawPile), r.w());
    DrawTextCentred(c.dl, c.ui.body(), fs, MakeRect(r.min.x, y, r.w(), 16), kMuted, c.Tr(T::kDrawPile));
    DrawTextCentred(c.dl, c.ui.body(), 13, MakeRect(r.min.x, y + 16, r.w(), 16), kText, pass);
    y += 38;
    const Rect d = MakeRect(r.min.x, y, r.w(), std::max(44.0f, r.max.y - y));
    c.dl->AddRect(ImVec2(d.min.x + 4, d.min.y + 2), ImVec2(d.max.x - 4, d.max.y - 2), IM_COL32(255, 255, 255, 60), 6, 0,
                  1);
    const float ds = FitTextSize(c.ui.body(), 13, 10, c.Tr(T::kDiscardPile), r.w() - 10);
    DrawTextCentred(c.dl, c.ui.body(), ds, MakeRect(d.min.x, d.min.y + 2, d.w(), d.h() * 0.5f), kMuted,
                    c.Tr(T::kDiscardPile));
    DrawTextCentred(c.dl, c.ui.body(), 16, MakeRect(d.min.x, d.min.y + d.h() * 0.45f, d.w(), d.h() * 0.5f), kText,
                    std::to_string(discard_n).c_str());
    if (c.ui.Item("pile:discard", d, kItemNoFocus)) c.g.overlay = Overlay::kDiscard;
    if (c.ui.hovered() && discard_n > 0) DrawDiscardPreview(c, d);
}

// The variant's tag on each new card: only these may be taken.
void DrawNewTag(FrameCtx& c, const Rect& r, float cw, float ch) {
    const char* tag = c.Tr(T::kNewCards);
    const float ts = std::clamp(cw * 0.16f, 9.0f, 13.0f);
    const ImVec2 tsz = TextSize(c.ui.body(), ts, tag);
    const Rect pill = MakeRect(r.centre().x - tsz.x * 0.5f - 4, r.max.y - tsz.y - ch * 0.2f, tsz.x + 8, tsz.y + 2);
    c.dl->AddRectFilled(pill.min, pill.max, kSky, 4);
    DrawTextCentred(c.dl, c.ui.body(), ts, pill, kDark, tag);
}

}  // namespace

void DrawSeat(FrameCtx& c, int seat, const Box& zone, const Usable& usable, bool compact_other) {
    ZoneBackground(c, zone);
    const bool own = seat == c.me;
    const bool turn = !c.st.over && c.st.to_move == seat;
    const SeatPlacement place = PlaceSeat(zone, c.lay.pad, own, c.lay.portrait);
    const Box& inner = place.inner;
    // Name and score, with a marker for the player to move.
    const std::string head = ScoreLine(c, seat);
    if (turn) c.dl->AddCircleFilled(ImVec2(inner.min.x + 5, inner.min.y + 10), 5, kSky);
    ZoneLabel(c, ImVec2(inner.min.x + (turn ? 16.0f : 0.0f), inner.min.y + 1), head, turn ? kText : kMuted, 16);
    c.ui.Text("score:", head);
    if (compact_other) {
        DrawSeatStrip(c, zone, inner, head, turn, seat);
        return;
    }
    if (own && c.lay.portrait) {
        DrawGrid(c, seat, Zone::kHand, place.hand_origin, place.hand, usable);
        ZoneLabel(c, ToVec(place.area_label), c.Tr(T::kPlayArea), kMuted, 14);
        DrawGrid(c, seat, Zone::kArea, place.area_origin, place.area, usable);
        return;
    }
    const bool hide_hand = HandHidden(c, seat);
    ZoneLabel(c, ToVec(place.hand_label), hide_hand ? "" : c.Tr(T::kHand), kMuted, 13);
    if (hide_hand) {
        const Box& back = place.hidden_hand;
        DrawCardBack(c.dl, ToVec(back.min), ToVec(back.max));
        const std::string count = CardsInHandText(c, TotalCards(c.st.hand[P(seat)]));
        ZoneLabel(c, ImVec2(back.max.x + 10, back.min.y + 4), count, kText, 16);
        c.ui.Text("other:hand", count);
    } else {
        DrawGrid(c, seat, Zone::kHand, place.hand_origin, place.hand, usable);
    }
    ZoneLabel(c, ToVec(place.area_label), c.Tr(T::kPlayArea), kMuted, 13);
    DrawGrid(c, seat, Zone::kArea, place.area_origin, place.area, usable);
}

void DrawSeatGrids(FrameCtx& c, int seat, const Rect& r) {
    const bool portrait = c.lay.portrait;
    c.lay.portrait = false;  // side by side, as in landscape
    DrawSeat(c, seat, ToBox(r), ComputeUsable(c.g.cache.legal), false);
    c.lay.portrait = portrait;
}

void DrawStreet(FrameCtx& c, const Usable& usable) {
    ZoneBackground(c, c.lay.street);
    const StreetPlacement place = PlaceStreet(c.lay.street, c.lay.pad, c.lay.portrait);
    DrawPiles(c, ToRect(place.piles), place.piles_inline);
    if (!place.piles_inline) ZoneLabel(c, ToVec(place.label), c.Tr(T::kStreet), kMuted, 13);
    const std::vector<StreetCard> cards = StreetCards(c.st);
    const int n = static_cast<int>(cards.size());
    if (n == 0) return;
    const bool set_apart = NewCardsSetApart(c.st, cards);
    const StreetRows geo = PlaceStreetCards(place.cards, n, set_apart);
    const float cw = geo.fit.cw, ch = geo.ch();
    for (int i = 0; i < n; ++i) {
        const StreetCard& sc = cards[static_cast<std::size_t>(i)];
        Rect r = ToRect(StreetCardBox(geo, i, sc.is_new));
        if (set_apart && sc.is_new && (i == 0 || !cards[static_cast<std::size_t>(i - 1)].is_new)) {
            const float lx = r.min.x - geo.apart() * 0.5f;
            c.dl->AddLine(ImVec2(lx, r.min.y), ImVec2(lx, r.min.y + ch), kSky, 2.0f);
        }
        const CardState state = StreetCardState(c, usable, c.hl, sc);
        CardLook look;
        look.card = sc.t;
        look.value = sc.value;
        look.time = c.now;
        look.flags |= LookFlags(state);
        if (sc.is_new && !set_apart) look.flags |= kCardNew;  // its blue dot (set apart: the "new" tag)
        if (state.selected) r.min.y -= 5, r.max.y -= 5;
        const bool active = state.usable && c.my_turn;
        const std::string id = "street:" + CardCode(sc.t) + (sc.copy ? "#" + std::to_string(sc.copy + 1) : "");
        const CardSpot spot{sc.t, Zone::kStreet, -1, sc.copy};
        if (c.ui.Item(id, r, active && sc.copy == 0 ? kItemNormal : kItemNoFocus)) c.tapped = spot;
        if (c.ui.focused()) look.flags |= kCardFocused;
        if (c.ui.hovered() && active) r.min.y -= 3, r.max.y -= 3;
        AddCardSpot(c, spot, r);
        DrawCardAt(c, r, look);
        if (sc.is_new && set_apart) DrawNewTag(c, r, cw, ch);
    }
}

}  // namespace shell::games::famiglia
