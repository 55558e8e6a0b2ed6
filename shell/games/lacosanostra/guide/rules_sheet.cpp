// shell/games/lacosanostra/guide/rules_sheet.cpp — the rules sheet as rules_content.h lays it out (how a round goes
// with a small picture per phase, every kind of card drawn as on the table with its details, the marks, the
// deviations), and its pictures, drawn from the table's own cards, dice and badges. Opened from the menu, the deal
// sheet and the final scores; it scrolls by wheel and drag.
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

constexpr float kBody = 14, kTitle = 16, kGapY = 10, kPicW = 170, kPicH = 96, kCardW = 60, kCardH = 84;
constexpr ImU32 kGreen = IM_COL32(150, 220, 150, 255);

// The cards the pictures show: a first job, a first attack, a gangster of each of two families, a business.
lcn::OrderId FirstOrder(lcn::OrderKind kind) {
    for (int o = 0; o < lcn::kNumOrders; ++o)
        if (lcn::Order(static_cast<lcn::OrderId>(o)).kind == kind) return static_cast<lcn::OrderId>(o);
    return 0;
}
constexpr lcn::GangsterId kOwnGangster = 4, kVictim = 14;  // Y5 (strength 3) and one of G
constexpr lcn::BusinessId kPictureBusiness = 0;

// A table for the pictures: three families, a face-down order on one gangster, a deal marker of seat 0.
const lcn::State& PictureState() {
    static const lcn::State s = [] {
        lcn::State x;
        x.players = 3;
        for (int p = 0; p < 3; ++p) x.player[static_cast<std::size_t>(p)].family = static_cast<lcn::Family>(p);
        x.gangsters[kOwnGangster].assignment = lcn::Assignment::kOrder;
        x.gangsters[kOwnGangster].card = lcn::kHiddenOrder;
        x.businesses[kPictureBusiness].markers[0] = 1;
        return x;
    }();
    return s;
}

void Arrow(ImDrawList* dl, ImVec2 a, ImVec2 b) {
    dl->AddLine(a, ImVec2(b.x - 6, b.y), kSky, 2.5f);
    dl->AddTriangleFilled(ImVec2(b.x, b.y), ImVec2(b.x - 9, b.y - 6), ImVec2(b.x - 9, b.y + 6), kSky);
}

void Coin(FrameCtx& c, ImVec2 centre, float r) {
    c.dl->AddCircleFilled(centre, r, IM_COL32(230, 190, 80, 255), 20);
    c.dl->AddCircle(centre, r, IM_COL32(150, 110, 40, 255), 20, 1.5f);
    ui::DrawTextCentred(c.dl, c.fonts.title, r * 1.3f, MakeRect(centre.x - r, centre.y - r, 2 * r, 2 * r), kDark, "$");
}

void DrawPicture(FrameCtx& c, Picture p, const Rect& r) {
    c.dl->AddRectFilled(r.min, r.max, IM_COL32(30, 34, 40, 255), 8);
    const float ch = r.h() - 12, cw = ch * 0.72f, y = r.min.y + 6, mid = r.centre().y;
    const lcn::State& s = PictureState();
    const auto card = [&](float x) { return ui::MakeBox(x, y, cw, ch); };
    const float left = r.min.x + 8, right = r.max.x - 8 - cw;
    switch (p) {
        case Picture::kDraw:  // the round's deck, and the cards in a hand
            for (float k = 0; k < 3; ++k) DrawCardBack(c.dl, ui::MakeBox(left + 2 * k, y - 2 * k + 4, cw, ch - 4));
            Arrow(c.dl, ImVec2(left + cw + 8, mid), ImVec2(r.max.x - cw * 0.7f - 34, mid));
            for (float k = 0; k < 3; ++k)
                DrawCardBack(c.dl, ui::MakeBox(r.max.x - 8 - cw * 0.7f - 20 + 10 * k, y + 4, cw * 0.7f, ch - 8));
            break;
        case Picture::kPlanning:  // an order face down onto a gangster
            DrawCardBack(c.dl, card(left));
            Arrow(c.dl, ImVec2(left + cw + 6, mid), ImVec2(right - 6, mid));
            DrawGangster(c.dl, c.fonts, card(right), s, kOwnGangster, kMarkNormal, c.t.settings.lang);
            break;
        case Picture::kDice: {  // a job revealed, its dice: two reach the difficulty
            const lcn::OrderId job = FirstOrder(lcn::OrderKind::kJob);
            DrawOrder(c.dl, c.fonts, card(left), job, kMarkNormal, c.t.settings.lang);
            const int d = lcn::Order(job).difficulty;
            const int dice[3] = {std::min(6, d + 1), std::max(1, d - 2), 6};
            const float size = std::min(30.0f, (r.max.x - left - cw - 24) / 3 - 4);
            for (int k = 0; k < 3; ++k)
                DrawDie(c.dl,
                        MakeRect(left + cw + 14 + static_cast<float>(k) * (size + 4), mid - size * 0.5f, size, size),
                        dice[k], dice[k] >= d);
            break;
        }
        case Picture::kDeal:  // money for a deal marker on another family's business
            Coin(c, ImVec2(left + 14, mid - 12), 12);
            Coin(c, ImVec2(left + 30, mid + 10), 12);
            Arrow(c.dl, ImVec2(left + 48, mid), ImVec2(right - 8, mid));
            DrawBusiness(c.dl, c.fonts, card(right), s, kPictureBusiness, kMarkNormal, c.t.settings.lang);
            break;
        case Picture::kAttack:  // an attack revealed against a gangster: the aim
            DrawOrder(c.dl, c.fonts, card(left), FirstOrder(lcn::OrderKind::kAttack), kMarkNormal, c.t.settings.lang);
            Arrow(c.dl, ImVec2(left + cw + 6, mid), ImVec2(right - 8, mid));
            DrawGangster(c.dl, c.fonts, card(right), s, kVictim, kMarkAimed, c.t.settings.lang);
            break;
        case Picture::kPayday: {  // a business pays its income
            DrawAnyCard(c, {CardKind::kBusiness, kPictureBusiness}, ToRect(card(left)));
            Arrow(c.dl, ImVec2(left + cw + 4, mid), ImVec2(left + cw + 24, mid));
            const std::string pay = "+" + Money(c.t.settings.lang, lcn::Income(kPictureBusiness));
            const float room = r.max.x - left - cw - 32;
            const float size = ui::FitTextSize(c.fonts.title, 20, 11, pay.c_str(), room);
            ui::DrawText(c.dl, c.fonts.title, size, ImVec2(left + cw + 28, mid - size * 0.6f), kGreen, pay.c_str());
            break;
        }
        case Picture::kEnd: {  // the money counted: laundered twice, the winner's badge
            for (float k = 0; k < 4; ++k) Coin(c, ImVec2(left + 14, r.max.y - 18 - 8 * k), 12);
            ui::DrawText(c.dl, c.fonts.title, 22, ImVec2(left + 34, mid - 14), kGreen, "x2");
            DrawFamilyBadge(c.dl, c.fonts, ImVec2(r.max.x - 40, mid), 44, lcn::Family::kDiMaggio);
            ui::DrawText(c.dl, c.fonts.title, 22, ImVec2(r.max.x - 84, mid - 12), kText, "1.");
            break;
        }
        case Picture::kNone: break;
    }
}

float LinesHeight(const FrameCtx& c, const std::vector<std::string>& lines, float w) {
    float h = 0;
    for (const std::string& line : lines) h += ui::TextSize(c.fonts.body, kBody, line.c_str(), w).y + 3;
    return h;
}

float DrawLines(FrameCtx& c, const std::vector<std::string>& lines, ImVec2 at, float w, ImU32 col) {
    const float y0 = at.y;
    for (const std::string& line : lines) {
        ui::DrawText(c.dl, c.fonts.body, kBody, at, col, line.c_str(), w);
        at.y += ui::TextSize(c.fonts.body, kBody, line.c_str(), w).y + 3;
    }
    return at.y - y0;
}

// One block at (x, y) of width w; returns its height. Drawn only when `draw` (else measured).
float Block(FrameCtx& c, const RulesBlock& b, float x, float y, float w, bool draw) {
    switch (b.kind) {
        case BlockKind::kHeading: {
            if (draw) {
                ui::DrawText(c.dl, c.fonts.title, kTitle + 2, ImVec2(x, y + 10), kSky, b.title.c_str(), w);
                c.sheet_text.push_back(b.title);
            }
            return ui::TextSize(c.fonts.title, kTitle + 2, b.title.c_str(), w).y + 14;
        }
        case BlockKind::kText:
            if (!draw) return LinesHeight(c, b.lines, w);
            c.sheet_text.insert(c.sheet_text.end(), b.lines.begin(), b.lines.end());
            return DrawLines(c, b.lines, ImVec2(x, y), w, kText);
        case BlockKind::kPhase:
        case BlockKind::kCard: {
            const bool phase = b.kind == BlockKind::kPhase;
            // The picture beside the words when both fit, else above them (phones).
            const float pw = phase ? std::min(kPicW, w) : kCardW, ph = phase ? kPicH : kCardH;
            const bool beside = !phase || w >= 2.6f * pw;
            const float tx = beside ? x + pw + 12 : x, tw = beside ? w - pw - 12 : w;
            // Stacked: the title, the picture, the words (the picture under the title it belongs to).
            const float title_h = ui::TextSize(c.fonts.title, kTitle, b.title.c_str(), tw).y + 4;
            const float text_h = title_h + LinesHeight(c, b.lines, tw);
            const float pic_y = beside ? y : y + title_h;
            if (draw) {
                const Rect pic = MakeRect(x, pic_y, pw, ph);
                if (phase)
                    DrawPicture(c, b.picture, pic);
                else
                    DrawAnyCard(c, b.card, pic);
                ui::DrawText(c.dl, c.fonts.title, kTitle, ImVec2(tx, y), kText, b.title.c_str(), tw);
                DrawLines(c, b.lines, ImVec2(tx, beside ? y + title_h : pic_y + ph + 8), tw, phase ? kText : kMuted);
                c.sheet_text.push_back(b.title);
            }
            return (beside ? std::max(ph, text_h) : ph + 8 + text_h) + 4;
        }
    }
    return 0;
}

}  // namespace

void DrawRulesSheet(FrameCtx& c) {
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const float w = std::min(ds.x - 24, 760.0f), x = (ds.x - w) * 0.5f, bar = 64;
    const Rect view = MakeRect(0, 0, ds.x, ds.y - bar);
    c.reach = view;
    const std::vector<RulesBlock> sheet = RulesSheet(c.t.settings.lang);
    if (c.t.rules_legend) {  // opened by the table's "?": scrolled to the marks and codes (ScrollInput clamps it)
        c.t.rules_legend = false;
        c.t.scroll = 36;
        const std::size_t legend = LegendBlock(sheet, c.t.settings.lang);
        for (std::size_t i = 0; i < legend; ++i) c.t.scroll += Block(c, sheet[i], x, 0, w, false) + kGapY;
    }
    c.dl->PushClipRect(view.min, view.max, true);
    float y = 12 - c.t.scroll;
    const float y0 = y;
    ui::DrawText(c.dl, c.fonts.title, 26, ImVec2(x, y), kText, c.Say(ui::Common::kRules));
    y += 36;
    for (const RulesBlock& b : sheet) {
        const float h = Block(c, b, x, y, w, false);
        if (y + h > view.min.y && y < view.max.y) Block(c, b, x, y, w, true);
        y += h + kGapY;
    }
    c.dl->PopClipRect();
    ui::ScrollInput(c.t.scroll, view, y - y0 + 12);
    c.dl->AddRectFilled(ImVec2(0, ds.y - bar), ds, kZone);
    const float bw = (w - 6) / 2;
    if (c.ui.Button("button:close", MakeRect(x, ds.y - bar + 10, bw, 44), c.Say(ui::Common::kClose))) {
        c.t.overlay = c.t.rules_back;
        c.t.scroll = 0;
    }
    if (c.ui.Button("button:all-cards", MakeRect(x + bw + 6, ds.y - bar + 10, bw, 44), c.Say(W::kAllCards)))
        OpenSheet(c.t, Overlay::kCards);
}

}  // namespace shell::games::lacosanostra
