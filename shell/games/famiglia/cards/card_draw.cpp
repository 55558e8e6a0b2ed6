// shell/games/famiglia/cards/card_draw.cpp — see card_draw.h.
#include "games/famiglia/cards/card_draw.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "ui/palette.h"
#include "ui/widgets.h"

namespace shell::games::famiglia {

namespace {

using namespace ui::palette;

constexpr ImU32 Rgb(int r, int g, int b, float a = 1.0f) { return IM_COL32(r, g, b, static_cast<int>(a * 255.0f)); }

ImVec2 Add(ImVec2 a, ImVec2 b) { return ImVec2(a.x + b.x, a.y + b.y); }

void CentredText(ImDrawList* dl, ImFont* font, float size, ImVec2 centre, ImU32 col, const char* text) {
    const ImVec2 ts = font->CalcTextSizeA(size, FLT_MAX, 0.0f, text);
    ui::DrawTextAt(dl, font, size, ImVec2(std::floor(centre.x - ts.x * 0.5f), std::floor(centre.y - ts.y * 0.5f)), col,
                   text);
}

// A small cell (the other player's grids, chips): the glyph and the code, large; no VP line.
void DrawSmallFace(ImDrawList* dl, ImVec2 min, ImVec2 max, const CardLook& look, ImFont* font, ImFont* small,
                   float inset) {
    const float h = max.y - min.y;
    const Family f = FamilyOf(look.card);
    const int rank = RankOf(look.card);
    const ImU32 ink = FamilyTextColour(f);
    const std::string code = CardCode(look.card);
    // Left to right: glyph, code, count badge, all inside the card (a neighbour drawn later would cover a
    // badge hanging over the edge); the code shrinks to the room between them. In a cell too narrow for all
    // three the glyph gives way: the code's letter still names the family without colour.
    const float w = max.x - min.x;
    const float glyph = std::clamp(h * 0.45f, 8.0f, 18.0f);
    const bool show_glyph = look.count <= 1 || w >= 46;
    if (show_glyph) DrawGlyph(dl, f, ImVec2(min.x + inset + 1 + glyph * 0.5f, min.y + h * 0.5f), glyph, ink);
    float right = max.x - inset - 1;
    if (look.count > 1) {
        const std::string badge = "×" + std::to_string(look.count);
        const float bs = std::clamp(h * 0.36f, 11.0f, 13.0f);  // 11 px: the table's smallest text
        const ImVec2 bsz = small->CalcTextSizeA(bs, FLT_MAX, 0.0f, badge.c_str());
        const bool room = w >= 58;  // top right beside the code, else centred on the right edge
        const ImVec2 bpos(max.x - bsz.x - 3, room ? min.y + 2 : min.y + (h - bsz.y) * 0.5f);
        dl->AddRectFilled(ImVec2(bpos.x - 2, bpos.y - 1), ImVec2(bpos.x + bsz.x + 2, bpos.y + bsz.y),
                          IM_COL32(20, 22, 26, 230), 3);
        ui::DrawTextAt(dl, small, bs, bpos, kWhite, badge.c_str());
        right = bpos.x - 4;
    }
    const float left = show_glyph ? min.x + inset + glyph + 4 : min.x + inset + 2;
    float code_size = std::clamp(h * 0.55f, 10.0f, 22.0f);
    ImVec2 ts = font->CalcTextSizeA(code_size, FLT_MAX, 0.0f, code.c_str());
    if (ts.x > right - left && ts.x > 0) {
        code_size = std::max(10.0f, code_size * (right - left) / ts.x);  // a card index: 10 px at least
        ts = font->CalcTextSizeA(code_size, FLT_MAX, 0.0f, code.c_str());
    }
    const float cx = std::max(left + ts.x * 0.5f, (left + right) * 0.5f);
    ui::DrawTextAt(dl, font, code_size, ImVec2(std::floor(cx - ts.x * 0.5f), std::floor(min.y + (h - ts.y) * 0.5f)),
                   ink, code.c_str());
    if (look.value >= 0 && look.value < rank) {
        dl->AddLine(ImVec2(cx - ts.x * 0.5f, min.y + h * 0.75f), ImVec2(cx + ts.x * 0.5f, min.y + h * 0.25f), ink,
                    2.0f);
    }
}

// A card large enough for its code, glyph, rank and VP.
void DrawFullFace(ImDrawList* dl, ImVec2 min, ImVec2 max, const CardLook& look, ImFont* font, ImFont* small,
                  float inset, const char* vp_text) {
    const float w = max.x - min.x, h = max.y - min.y;
    const Family f = FamilyOf(look.card);
    const int rank = RankOf(look.card);
    const ImU32 ink = FamilyTextColour(f);
    const bool tall = h >= w * 1.1f;
    const std::string code = CardCode(look.card);
    const float code_size = std::clamp(std::min(w, h) * (tall ? 0.2f : 0.27f), 11.0f, 20.0f);
    ui::DrawTextAt(dl, small, code_size, ImVec2(min.x + inset + 2, min.y + inset + 1), ink, code.c_str());

    const float glyph = std::clamp(std::min(w, h) * (tall ? 0.24f : 0.3f), 10.0f, 44.0f);
    const ImVec2 glyph_centre = tall ? ImVec2(max.x - inset - glyph * 0.6f, min.y + inset + glyph * 0.6f)
                                     : ImVec2(min.x + w * 0.24f, min.y + h * 0.56f);
    DrawGlyph(dl, f, glyph_centre, glyph, ink);

    const float rank_size = tall ? std::min(h * 0.4f, w * 0.62f) : std::min(h * 0.56f, w * 0.42f);
    const ImVec2 rank_centre =
        tall ? ImVec2(min.x + w * 0.5f, min.y + h * 0.5f) : ImVec2(min.x + w * 0.6f, min.y + h * 0.5f);
    const std::string rank_text = std::to_string(rank);
    if (look.value >= 0 && look.value < rank) {
        // A Brute's reduction: the printed rank, smaller and struck through, and the value for this turn.
        const float s = rank_size * 0.6f;
        const ImVec2 old_c(rank_centre.x - rank_size * 0.42f, rank_centre.y - rank_size * 0.1f);
        CentredText(dl, font, s, old_c, ink, rank_text.c_str());
        dl->AddLine(ImVec2(old_c.x - s * 0.4f, old_c.y + s * 0.35f), ImVec2(old_c.x + s * 0.4f, old_c.y - s * 0.35f),
                    ink, std::max(2.0f, s * 0.1f));
        const ImVec2 new_c(rank_centre.x + rank_size * 0.3f, rank_centre.y + rank_size * 0.05f);
        dl->AddCircleFilled(new_c, rank_size * 0.48f, IM_COL32(20, 22, 26, 235), 20);
        CentredText(dl, font, rank_size * 0.8f, new_c, kWhite, std::to_string(look.value).c_str());
    } else {
        CentredText(dl, font, rank_size, rank_centre, ink, rank_text.c_str());
    }

    if (vp_text) {
        const float vp_size = std::clamp(std::min(w, h) * (tall ? 0.17f : 0.22f), 11.0f, 17.0f);
        const ImVec2 ts = small->CalcTextSizeA(vp_size, FLT_MAX, 0.0f, vp_text);
        const ImVec2 pos = tall ? ImVec2(min.x + (w - ts.x) * 0.5f, max.y - inset - ts.y - 1)
                                : ImVec2(max.x - inset - ts.x - 2, max.y - inset - ts.y);
        ui::DrawTextAt(dl, small, vp_size, pos, ink, vp_text);
    }

    if (look.count > 1) {
        const float br = std::clamp(std::min(w, h) * 0.2f, 9.6f, 16.0f);  // its "×2" 11 px at least
        const ImVec2 bc(max.x - br * 0.75f, min.y + br * 0.75f);
        dl->AddCircleFilled(bc, br, kDark, 16);
        dl->AddCircle(bc, br, kWhite, 16, 1.5f);
        const std::string badge = "×" + std::to_string(look.count);
        CentredText(dl, small, br * 1.15f, bc, kWhite, badge.c_str());
    }
}

}  // namespace

ImU32 FamilyColour(Family f, float alpha) {
    switch (f) {
        case Family::kFamiglia: return Rgb(0xD5, 0x5E, 0x00, alpha);
        case Family::kAccountants: return Rgb(0x00, 0x72, 0xB2, alpha);
        case Family::kBrutes: return Rgb(0xF0, 0xE4, 0x42, alpha);
        case Family::kMercenaries: return Rgb(0x00, 0x9E, 0x73, alpha);
    }
    return kWhite;
}

ImU32 FamilyTextColour(Family f) { return f == Family::kBrutes ? kDark : kWhite; }

void DrawGlyph(ImDrawList* dl, Family f, ImVec2 c, float size, ImU32 col) {
    const float r = size * 0.5f;
    const float stroke = std::max(1.0f, size * 0.09f);
    switch (f) {
        case Family::kFamiglia: {  // a rose: five petals around a bud, on a short stem
            const ImVec2 head(c.x, c.y - r * 0.18f);
            dl->AddLine(ImVec2(c.x, head.y), ImVec2(c.x, c.y + r), col, stroke);
            dl->AddLine(ImVec2(c.x, c.y + r * 0.55f), ImVec2(c.x + r * 0.4f, c.y + r * 0.3f), col, stroke);
            for (int i = 0; i < 5; ++i) {
                const float a = -1.5708f + static_cast<float>(i) * 1.2566f;
                dl->AddCircleFilled(ImVec2(head.x + std::cos(a) * r * 0.38f, head.y + std::sin(a) * r * 0.38f),
                                    r * 0.32f, col, 12);
            }
            dl->AddCircle(head, r * 0.2f, IM_COL32(0, 0, 0, 90), 12, stroke * 0.8f);
            break;
        }
        case Family::kAccountants: {  // a ledger: a book with ruled lines and a spine
            const ImVec2 a(c.x - r * 0.75f, c.y - r * 0.9f), b(c.x + r * 0.75f, c.y + r * 0.9f);
            dl->AddRect(a, b, col, r * 0.12f, 0, stroke);
            dl->AddLine(ImVec2(a.x + r * 0.35f, a.y), ImVec2(a.x + r * 0.35f, b.y), col, stroke);
            for (int i = 1; i <= 3; ++i) {
                const float y = a.y + (b.y - a.y) * static_cast<float>(i) / 4.0f;
                dl->AddLine(ImVec2(a.x + r * 0.6f, y), ImVec2(b.x - r * 0.2f, y), col, stroke * 0.8f);
            }
            break;
        }
        case Family::kBrutes: {  // a fist: four knuckles over a palm, a thumb across
            const float k = r * 0.26f;
            for (int i = 0; i < 4; ++i) {
                dl->AddCircleFilled(ImVec2(c.x - r * 0.6f + static_cast<float>(i) * r * 0.4f, c.y - r * 0.45f), k, col,
                                    10);
            }
            dl->AddRectFilled(ImVec2(c.x - r * 0.86f, c.y - r * 0.45f), ImVec2(c.x + r * 0.78f, c.y + r * 0.85f), col,
                              r * 0.25f);
            dl->AddLine(ImVec2(c.x - r * 0.7f, c.y + r * 0.1f), ImVec2(c.x + r * 0.2f, c.y + r * 0.1f),
                        IM_COL32(0, 0, 0, 110), stroke);
            break;
        }
        case Family::kMercenaries: {  // a banknote: a framed note with a coin-like centre
            const ImVec2 a(c.x - r, c.y - r * 0.58f), b(c.x + r, c.y + r * 0.58f);
            dl->AddRect(a, b, col, r * 0.1f, 0, stroke);
            dl->AddCircle(c, r * 0.32f, col, 14, stroke);
            dl->AddCircleFilled(ImVec2(a.x + r * 0.28f, c.y), r * 0.1f, col, 8);
            dl->AddCircleFilled(ImVec2(b.x - r * 0.28f, c.y), r * 0.1f, col, 8);
            break;
        }
    }
}

void DrawCard(ImDrawList* dl, ImVec2 min, ImVec2 max, const CardLook& look, ImFont* font, ImFont* small,
              const char* vp_text) {
    const float w = max.x - min.x, h = max.y - min.y;
    const float rounding = std::min(w, h) * 0.1f;
    if (look.flags & kCardEmpty) {
        dl->AddRect(min, max, IM_COL32(255, 255, 255, 28), rounding, 0, 1.0f);
        return;
    }
    const Family f = FamilyOf(look.card);
    dl->AddRectFilled(Add(min, ImVec2(0, 2)), Add(max, ImVec2(0, 2)), IM_COL32(0, 0, 0, 90), rounding);
    dl->AddRectFilled(min, max, FamilyColour(f), rounding);
    // A lighter inner frame gives the card an edge on any background.
    const float inset = std::max(2.0f, std::min(w, h) * 0.05f);
    dl->AddRect(ImVec2(min.x + inset, min.y + inset), ImVec2(max.x - inset, max.y - inset),
                f == Family::kBrutes ? IM_COL32(0, 0, 0, 50) : IM_COL32(255, 255, 255, 60), rounding * 0.7f, 0, 1.0f);

    if (h < 40 && h < w * 1.1f) {
        DrawSmallFace(dl, min, max, look, font, small, inset);
    } else {
        DrawFullFace(dl, min, max, look, font, small, inset, vp_text);
    }

    if (look.flags & kCardDimmed) dl->AddRectFilled(min, max, IM_COL32(27, 31, 36, 165), rounding);
    const float grow = 2.0f;
    const ImVec2 omin(min.x - grow, min.y - grow), omax(max.x + grow, max.y + grow);
    if (look.flags & kCardLastMove) dl->AddRect(omin, omax, kAccent, rounding + grow, 0, 3.5f);
    if (look.flags & kCardPayer) dl->AddRect(omin, omax, kSky, rounding + grow, 0, 3.0f);
    if (look.flags & kCardHint) {
        const float pulse = 0.5f + 0.5f * std::sin(look.time * 6.0f);
        dl->AddRect(omin, omax, IM_COL32(86, 180, 233, static_cast<int>(120 + 135 * pulse)), rounding + grow, 0, 3.5f);
    }
    if (look.flags & kCardSelected) dl->AddRect(omin, omax, kWhite, rounding + grow, 0, 3.5f);
    if (look.flags & kCardNew) dl->AddCircleFilled(ImVec2(max.x - 7, max.y - 7), 4, kSky);
    if (look.flags & kCardFocused) {
        dl->AddRect(ImVec2(omin.x - 3, omin.y - 3), ImVec2(omax.x + 3, omax.y + 3), IM_COL32(255, 255, 255, 220),
                    rounding + grow + 3, 0, 2.0f);
    }
}

void DrawCardBack(ImDrawList* dl, ImVec2 min, ImVec2 max) {
    const float w = max.x - min.x, h = max.y - min.y;
    const float rounding = std::min(w, h) * 0.1f;
    dl->AddRectFilled(Add(min, ImVec2(0, 2)), Add(max, ImVec2(0, 2)), IM_COL32(0, 0, 0, 90), rounding);
    dl->AddRectFilled(min, max, IM_COL32(58, 42, 48, 255), rounding);
    const float inset = std::max(3.0f, std::min(w, h) * 0.08f);
    dl->AddRect(ImVec2(min.x + inset, min.y + inset), ImVec2(max.x - inset, max.y - inset),
                IM_COL32(214, 180, 120, 200), rounding * 0.6f, 0, 1.5f);
    const ImVec2 c((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f);
    const float s = std::min(w, h) * 0.32f;
    dl->AddQuadFilled(ImVec2(c.x, c.y - s), ImVec2(c.x + s * 0.7f, c.y), ImVec2(c.x, c.y + s),
                      ImVec2(c.x - s * 0.7f, c.y), IM_COL32(214, 180, 120, 200));
    DrawGlyph(dl, Family::kFamiglia, c, s * 0.8f, IM_COL32(58, 42, 48, 255));
}

}  // namespace shell::games::famiglia
