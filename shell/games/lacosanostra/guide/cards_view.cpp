// shell/games/lacosanostra/guide/cards_view.cpp — "All cards": every distinct card of the game
// (rules_content.h CardsViewEntries) drawn as on the table, with its kind and first facts; a tap opens its full
// details (card_texts.h DetailsOf), a tap anywhere closes them. It scrolls by wheel and drag.
#include <algorithm>
#include <string>
#include <vector>

#include "games/lacosanostra/guide/rules_content.h"
#include "games/lacosanostra/table/table_internal.h"
#include "imgui.h"
#include "ui/palette.h"

namespace shell::games::lacosanostra {

namespace {

using namespace ui::palette;
using ui::MakeRect;
using ui::Rect;

constexpr float kCardW = 60, kCardH = 84, kTileMinW = 330, kGap = 10, kBody = 13, kTitle = 15;
constexpr std::size_t kTileLines = 3;  // the kind and the first facts; the rest on a tap

}  // namespace

void DrawAnyCard(FrameCtx& c, CardRef card, const Rect& r) {
    static const lcn::State blank{};  // a card as printed: no marker, no order on it
    const ui::Box b = ToBox(r);
    switch (card.kind) {
        case CardKind::kOrder:
            DrawOrder(c.dl, c.fonts, b, static_cast<lcn::OrderId>(card.id), kMarkNormal, c.t.settings.lang);
            break;
        case CardKind::kBusiness:
            DrawBusiness(c.dl, c.fonts, b, blank, static_cast<lcn::BusinessId>(card.id), kMarkNormal,
                         c.t.settings.lang);
            break;
        case CardKind::kGangster:
            DrawGangster(c.dl, c.fonts, b, blank, static_cast<lcn::GangsterId>(card.id), kMarkNormal,
                         c.t.settings.lang);
            break;
        case CardKind::kInfluence: DrawInfluenceCard(c, b, static_cast<lcn::Influence>(card.id), 1, kMarkNormal); break;
    }
}

namespace {

std::string Copies(int n) { return n > 1 ? "x" + std::to_string(n) : std::string(); }

// The open card over the list: large, with every line of its details.
void DrawOpenCard(FrameCtx& c, const CardEntry& e, const Rect& area) {
    const CardDetails d = DetailsOf(c.t.settings.lang, e.card);
    const float w = std::min(area.w() - 16, 460.0f), tw = w - 24;
    const float cw = std::min(120.0f, (area.h() - 40) * 0.3f), ch = cw * 1.4f;
    float h = 12 + ch + 10 + ui::TextSize(c.fonts.title, kTitle + 3, d.title.c_str(), tw).y + 6;
    for (const std::string& line : d.lines) h += ui::TextSize(c.fonts.body, kBody + 2, line.c_str(), tw).y + 4;
    h = std::min(h + 10, area.h() - 16);
    const ImVec2 min(area.centre().x - w * 0.5f, std::max(area.min.y + 8, area.centre().y - h * 0.5f));
    c.dl->AddRectFilled(area.min, area.max, IM_COL32(10, 12, 14, 200));
    c.dl->AddRectFilled(min, ImVec2(min.x + w, min.y + h), IM_COL32(24, 27, 32, 250), 10);
    c.dl->AddRect(min, ImVec2(min.x + w, min.y + h), kSky, 10, 0, 1.5f);
    c.dl->PushClipRect(min, ImVec2(min.x + w, min.y + h), true);
    DrawAnyCard(c, e.card, MakeRect(min.x + 12, min.y + 12, cw, ch));
    const std::string copies = Copies(e.copies);
    ui::DrawText(c.dl, c.fonts.title, 22, ImVec2(min.x + 24 + cw, min.y + 12), kMuted, copies.c_str());
    float y = min.y + 12 + ch + 10;
    ui::DrawText(c.dl, c.fonts.title, kTitle + 3, ImVec2(min.x + 12, y), kText, d.title.c_str(), tw);
    y += ui::TextSize(c.fonts.title, kTitle + 3, d.title.c_str(), tw).y + 6;
    for (const std::string& line : d.lines) {
        ui::DrawText(c.dl, c.fonts.body, kBody + 2, ImVec2(min.x + 12, y), kText, line.c_str(), tw);
        y += ui::TextSize(c.fonts.body, kBody + 2, line.c_str(), tw).y + 4;
    }
    c.dl->PopClipRect();
    c.card_details.push_back(d.title);
    c.card_details.insert(c.card_details.end(), d.lines.begin(), d.lines.end());
}

}  // namespace

void DrawCardsView(FrameCtx& c) {
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const float w = std::min(ds.x - 24, 1100.0f), x = (ds.x - w) * 0.5f, bar = 64;
    const Rect view = MakeRect(0, 0, ds.x, ds.y - bar);
    static const std::vector<CardEntry> entries = CardsViewEntries();  // the same for every frame and language
    const bool open = c.t.card_open >= 0 && c.t.card_open < static_cast<int>(entries.size());
    c.reach = open ? MakeRect(0, 0, 0, 0) : view;  // the open card takes every tap (one closes it)
    const int cols = std::max(1, static_cast<int>((w + kGap) / (kTileMinW + kGap)));
    const float tile_w = (w - kGap * static_cast<float>(cols - 1)) / static_cast<float>(cols);
    const float text_w = tile_w - kCardW - 10;
    c.dl->PushClipRect(view.min, view.max, true);
    float y = 12 - c.t.scroll;
    const float y0 = y;
    ui::DrawText(c.dl, c.fonts.title, 26, ImVec2(x, y), kText, c.Say(W::kAllCards));
    y += 36;
    std::size_t i = 0;
    while (i < entries.size()) {
        // A group's heading, then its cards, `cols` to a row (a row never spans two groups).
        const std::string heading = CardGroupHeading(c.t.settings.lang, entries, i);
        if (!heading.empty()) {
            ui::DrawText(c.dl, c.fonts.title, kTitle + 2, ImVec2(x, y + 6), kSky, heading.c_str());
            y += 32;
        }
        std::size_t end = i + 1;
        while (end < entries.size() && end - i < static_cast<std::size_t>(cols) &&
               CardGroupHeading(c.t.settings.lang, entries, end).empty())
            ++end;
        const bool visible = y + kCardH + 40 > view.min.y && y < view.max.y;
        float row_h = kCardH;
        for (std::size_t k = i; k < end; ++k) {
            const CardDetails d = DetailsOf(c.t.settings.lang, entries[k].card);
            const std::string title = d.title + (entries[k].copies > 1 ? "  " + Copies(entries[k].copies) : "");
            float h = ui::TextSize(c.fonts.title, kTitle, title.c_str(), text_w).y + 3;
            for (std::size_t l = 0; l < std::min(kTileLines, d.lines.size()); ++l)
                h += ui::TextSize(c.fonts.body, kBody, d.lines[l].c_str(), text_w).y + 2;
            row_h = std::max(row_h, h);
            if (!visible) continue;
            const float tx = x + static_cast<float>(k - i) * (tile_w + kGap);
            const Rect tile = MakeRect(tx, y, tile_w, row_h);
            const Rect hit = MakeRect(tx, y, tile_w, std::max(kCardH, h));
            if (c.ui.Item("card:" + std::to_string(k), hit, Reach(c, hit))) c.t.card_open = static_cast<int>(k);
            DrawAnyCard(c, entries[k].card, MakeRect(tx, y, kCardW, kCardH));
            float ty = tile.min.y;
            ui::DrawText(c.dl, c.fonts.title, kTitle, ImVec2(tx + kCardW + 10, ty), kText, title.c_str(), text_w);
            ty += ui::TextSize(c.fonts.title, kTitle, title.c_str(), text_w).y + 3;
            for (std::size_t l = 0; l < std::min(kTileLines, d.lines.size()); ++l) {
                ui::DrawText(c.dl, c.fonts.body, kBody, ImVec2(tx + kCardW + 10, ty), kMuted, d.lines[l].c_str(),
                             text_w);
                ty += ui::TextSize(c.fonts.body, kBody, d.lines[l].c_str(), text_w).y + 2;
            }
            if (y >= view.min.y && y + kCardH <= view.max.y) c.sheet_text.push_back(d.title);
        }
        y += row_h + kGap;
        i = end;
    }
    c.dl->PopClipRect();
    if (open) {
        DrawOpenCard(c, entries[static_cast<std::size_t>(c.t.card_open)], view);
        if (ImGui::IsMouseReleased(ImGuiMouseButton_Left) && view.Contains(ImGui::GetIO().MousePos)) c.t.card_open = -1;
    } else {
        ui::ScrollInput(c.t.scroll, view, y - y0 + 12);
    }
    c.dl->AddRectFilled(ImVec2(0, ds.y - bar), ds, kZone);
    const float bw = std::min(w, 480.0f);
    if (c.ui.Button("button:close", MakeRect((ds.x - bw) * 0.5f, ds.y - bar + 10, bw, 44), c.Say(ui::Common::kClose))) {
        if (open) {
            c.t.card_open = -1;
        } else {
            c.t.overlay = c.t.cards_back;
            c.t.scroll = 0;
        }
    }
}

}  // namespace shell::games::lacosanostra
