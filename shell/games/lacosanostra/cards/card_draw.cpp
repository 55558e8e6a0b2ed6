// shell/games/lacosanostra/cards/card_draw.cpp — see card_draw.h.
#include "games/lacosanostra/cards/card_draw.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>
#include <string_view>
#include <vector>

#include "games/lacosanostra/cards/symbols.h"
#include "games/lacosanostra/table/table_layout.h"
#include "games/lacosanostra/texts/card_codes.h"
#include "games/lacosanostra/texts/texts.h"
#include "ui/money.h"
#include "ui/palette.h"
#include "ui/widgets.h"

namespace shell::games::lacosanostra {

namespace {

using namespace ui::palette;
using lcn::Family;

constexpr ImU32 kCardFace = IM_COL32(46, 52, 60, 255);
constexpr ImU32 kCardBack = IM_COL32(70, 40, 44, 255);

ImVec2 V(ui::Point p) { return ImVec2(p.x, p.y); }

void Centred(ImDrawList* dl, ImFont* font, float size, ImVec2 c, ImU32 col, const char* text) {
    const ImVec2 ts = font->CalcTextSizeA(size, FLT_MAX, 0.0f, text);
    ui::DrawTextAt(dl, font, size, ImVec2(std::floor(c.x - ts.x * 0.5f), std::floor(c.y - ts.y * 0.5f)), col, text);
}

// The largest size up to `size` at which `text` fits `width` (down to 8).
float Fit(ImFont* font, float size, const char* text, float width, float smallest = 8) {
    const float w = font->CalcTextSizeA(size, FLT_MAX, 0.0f, text).x;
    return w <= width || w <= 0 ? size : std::max(smallest, size * width / w);
}

void Frame(ImDrawList* dl, const ui::Box& b, ImU32 border, unsigned marks) {
    const float r = std::min(6.0f, b.w() * 0.1f);
    dl->AddRectFilled(V(b.min), V(b.max), kCardFace, r);
    dl->AddRect(V(b.min), V(b.max), border, r, 0, 2.0f);
    if (marks & kMarkTappable)
        dl->AddRect(ImVec2(b.min.x - 2, b.min.y - 2), ImVec2(b.max.x + 2, b.max.y + 2), kSky, r + 2, 0, 2.0f);
    if (marks & kMarkSelected)
        dl->AddRect(ImVec2(b.min.x - 3, b.min.y - 3), ImVec2(b.max.x + 3, b.max.y + 3), kWhite, r + 3, 0, 3.0f);
}

// The target of the action: an outline, and a cross-hair in the card's top right corner (not told by colour alone).
void Aim(ImDrawList* dl, const ui::Box& b, unsigned marks) {
    if (!(marks & kMarkAimed)) return;
    const float r = std::min(6.0f, b.w() * 0.1f);
    dl->AddRect(ImVec2(b.min.x - 4, b.min.y - 4), ImVec2(b.max.x + 4, b.max.y + 4), kAimColour, r + 4, 0, 3.0f);
    const float d = std::clamp(b.w() * 0.1f, 5.0f, 9.0f);
    const ImVec2 c(b.max.x - d - 4, b.min.y + d + 4);
    dl->AddCircleFilled(c, d + 3, kDark, 16);
    DrawCrossHair(dl, c, d);
}

void Dim(ImDrawList* dl, const ui::Box& b, unsigned marks) {
    if (!(marks & kMarkDimmed)) return;
    dl->AddRectFilled(V(b.min), V(b.max), IM_COL32(20, 22, 26, 150), std::min(6.0f, b.w() * 0.1f));
}

// A small chip with a short text (what lies on a gangster), in `fill`; an empty text makes a blank chip as wide as a
// card back. Its text at least 11 px, the smallest the table draws (but card codes).
float ChipTextSize(float h) { return std::max(11.0f, h * 0.72f); }
float ChipWidth(ImFont* font, float size, const char* text) {
    return *text ? font->CalcTextSizeA(size, FLT_MAX, 0.0f, text).x + 6 : size;
}
float Chip(ImDrawList* dl, ImFont* font, ImVec2 pos, float h, ImU32 fill, ImU32 ink, const char* text, float size = 0) {
    if (size == 0) size = ChipTextSize(h);
    const ImVec2 ts = font->CalcTextSizeA(size, FLT_MAX, 0.0f, text);
    const float w = ChipWidth(font, size, text);
    dl->AddRectFilled(pos, ImVec2(pos.x + w, pos.y + h), fill, 3);
    ui::DrawTextAt(dl, font, size, ImVec2(pos.x + 3, pos.y + (h - ts.y) * 0.5f), ink, text);
    return w;
}

const char* AttachCode(ui::Lang lang, int bit) {
    switch (bit) {
        case lcn::kAttachHenchman: return InfluenceKindCode(lang, lcn::Influence::kHenchman);
        case lcn::kAttachSaboteur: return InfluenceKindCode(lang, lcn::Influence::kSaboteur);
        case lcn::kAttachMachineGun: return InfluenceKindCode(lang, lcn::Influence::kMachineGun);
        case lcn::kAttachDistraction: return InfluenceKindCode(lang, lcn::Influence::kDistraction);
        default: return "?";
    }
}

}  // namespace

ImU32 FamilyColour(Family f, float alpha) {
    const int a = static_cast<int>(alpha * 255.0f);
    switch (f) {
        case Family::kBlundetto: return IM_COL32(0xF0, 0xE4, 0x42, a);  // yellow
        case Family::kDiMaggio: return IM_COL32(0x00, 0x9E, 0x73, a);   // bluish green
        case Family::kCalmuti: return IM_COL32(0xD5, 0x5E, 0x00, a);    // vermillion (red)
        case Family::kLaServa: return IM_COL32(0xCC, 0x79, 0xA7, a);    // reddish purple (violet)
        case Family::kCaruso: return IM_COL32(0x00, 0x72, 0xB2, a);     // blue
    }
    return IM_COL32(128, 128, 128, a);
}

void DrawCrossHair(ImDrawList* dl, ImVec2 c, float r) {
    dl->AddCircle(c, r, kAimColour, 20, 2.5f);
    const float t =
        std::max(3.0f, r * 0.4f);  // the ticks point in: the mark ends at its ring (table_layout.h AimReach)
    dl->AddLine(ImVec2(c.x - r, c.y), ImVec2(c.x - r + t, c.y), kAimColour, 2.5f);
    dl->AddLine(ImVec2(c.x + r - t, c.y), ImVec2(c.x + r, c.y), kAimColour, 2.5f);
    dl->AddLine(ImVec2(c.x, c.y - r), ImVec2(c.x, c.y - r + t), kAimColour, 2.5f);
    dl->AddLine(ImVec2(c.x, c.y + r - t), ImVec2(c.x, c.y + r), kAimColour, 2.5f);
}

ImU32 FamilyInk(Family f) { return f == Family::kBlundetto ? kDark : kWhite; }

void DrawFamilyBadge(ImDrawList* dl, const Fonts& f, ImVec2 centre, float size, Family family) {
    dl->AddCircleFilled(centre, size * 0.5f, FamilyColour(family), 24);
    const char letter[2] = {lcn::FamilyInfo(family).letter, 0};
    Centred(dl, f.title, std::max(10.0f, size * 0.62f), centre, FamilyInk(family), letter);  // 10 px: a card index
}

void DrawCardBack(ImDrawList* dl, const ui::Box& b) {
    const float r = std::min(5.0f, b.w() * 0.12f);
    dl->AddRectFilled(V(b.min), V(b.max), kCardBack, r);
    dl->AddRect(V(b.min), V(b.max), IM_COL32(150, 110, 90, 255), r, 0, 1.5f);
    // A diamond: the same back for every order, so a hidden card tells nothing.
    const ImVec2 c((b.min.x + b.max.x) * 0.5f, (b.min.y + b.max.y) * 0.5f);
    const float d = std::min(b.w(), b.h()) * 0.28f;
    dl->AddQuadFilled(ImVec2(c.x, c.y - d), ImVec2(c.x + d, c.y), ImVec2(c.x, c.y + d), ImVec2(c.x - d, c.y),
                      IM_COL32(150, 110, 90, 255));
}

void DrawGangster(ImDrawList* dl, const Fonts& f, const ui::Box& b, const lcn::State& s, lcn::GangsterId g,
                  unsigned marks, ui::Lang lang) {
    const Family fam = lcn::FamilyOf(g);
    const lcn::GangsterPlace& gp = s.gangsters[g];
    Frame(dl, b, FamilyColour(fam), marks);
    const float w = b.w(), h = b.h();
    // A band in the family's colour with the gangster's code ("Y3"), the strength large below it.
    const float band = std::max(12.0f, h * 0.2f);
    dl->AddRectFilled(V(b.min), ImVec2(b.max.x, b.min.y + band), FamilyColour(fam), std::min(6.0f, w * 0.1f),
                      ImDrawFlags_RoundCornersTop);
    const std::string code = lcn::GangsterCode(g);
    Centred(dl, f.body, Fit(f.body, std::max(10.0f, band * 0.8f), code.c_str(), w - 4),
            ImVec2((b.min.x + b.max.x) * 0.5f, b.min.y + band * 0.5f), FamilyInk(fam), code.c_str());
    const int strength = lcn::Strength(s, g);
    const int printed = lcn::Gangster(g).strength;
    const std::string big = std::to_string(strength);
    const float body_top = b.min.y + band, foot = std::max(12.0f, h * 0.22f);
    const ImVec2 mid((b.min.x + b.max.x) * 0.5f, (body_top + b.max.y - foot) * 0.5f);
    Centred(dl, f.title, std::max(11.0f, std::min((h - band - foot) * 0.85f, w * 0.7f)), mid,
            strength != printed ? kSky : kText, big.c_str());
    if (strength != printed) {  // the printed strength, small in the corner
        const std::string p = std::to_string(printed);
        ui::DrawTextAt(dl, f.body, std::max(11.0f, band * 0.7f), ImVec2(b.min.x + 3, body_top + 1), kMuted, p.c_str());
    }
    // Along the foot: a face-down order (card back), a purchase card (its business), attached influence cards.
    float x = b.min.x + 3;
    const float fy = b.max.y - foot - 2;
    if (gp.assignment == lcn::Assignment::kOrder) {
        const bool shown = gp.card != lcn::kHiddenOrder && gp.card < lcn::kNumOrders;
        if (shown) {  // its name, else its title alone (shrunk to 11 px at most), else a face-up chip: never cut
            const std::string name = OrderName(lang, gp.card), title = WithoutBreaks(CardTitle(lang, gp.card));
            const float room = b.max.x - 2 - x, most = ChipTextSize(foot);
            const auto fitted = [&](const std::string& t) {  // the size `t` fits the room at, at most `most`
                const float width = ChipWidth(f.body, most, t.c_str());
                return width <= room ? most : most * (room - 6) / (width - 6);
            };
            const float name_size = fitted(name), title_size = fitted(title);
            const bool by_name = name_size >= 11, by_title = !by_name && title_size >= 11;
            x += Chip(dl, f.body, ImVec2(x, fy), foot, IM_COL32(230, 230, 230, 255), kDark,
                      by_name    ? name.c_str()
                      : by_title ? title.c_str()
                                 : "",
                      by_name    ? name_size
                      : by_title ? title_size
                                 : 0) +
                 2;
        } else {
            DrawCardBack(dl, ui::MakeBox(x, fy, foot * 0.75f, foot));
            x += foot * 0.75f + 2;
        }
    } else if (gp.assignment == lcn::Assignment::kPurchase && gp.card < lcn::kNumBusinesses) {
        x += Chip(dl, f.body, ImVec2(x, fy), foot, IM_COL32(210, 190, 120, 255), kDark,
                  BusinessKindCode(lang, lcn::TypeOf(gp.card))) +
             2;
    }
    for (int bit = 1; bit <= 8; bit <<= 1) {
        if (!(gp.attached & bit) || x > b.max.x - 8) continue;
        x += Chip(dl, f.body, ImVec2(x, fy), foot, IM_COL32(86, 180, 233, 255), kDark, AttachCode(lang, bit)) + 2;
    }
    if (gp.status == lcn::GangsterStatus::kDeactivated) {
        marks |= kMarkDimmed;
        dl->AddLine(V(b.min), V(b.max), IM_COL32(230, 80, 60, 220), 2.5f);
    }
    Dim(dl, b, marks);
    Aim(dl, b, marks);
}

void DrawBusiness(ImDrawList* dl, const Fonts& f, const ui::Box& b, const lcn::State& s, lcn::BusinessId id,
                  unsigned marks, ui::Lang lang) {
    const lcn::BusinessTypeData& t = lcn::TypeData(lcn::TypeOf(id));
    const lcn::BusinessPlace& bp = s.businesses[id];
    const bool company = t.category == lcn::BusinessCategory::kCompany;
    const ImU32 border = company ? IM_COL32(200, 170, 90, 255) : IM_COL32(150, 160, 175, 255);
    Frame(dl, b, border, marks);
    const float w = b.w(), h = b.h();
    const bool wide = w > h;
    // The kind's symbol and code large, the income under them, the category as a shape in the corner (company:
    // square). The symbol as tall as the code's capitals, the pair shrunk together to fit the card; on a small card
    // (a short band's) the symbol sits between the corner marks and the code under them, so that both stay readable.
    const char* code = BusinessKindCode(lang, lcn::TypeOf(id));
    const float m = std::clamp(h * 0.1f, 4.0f, 8.0f);  // the corner marks' size
    const bool small = !wide && h < 60;
    float code_size = std::min(h * (wide ? 0.42f : 0.3f), w * 0.45f);
    const float text_w = f.title->CalcTextSizeA(code_size, FLT_MAX, 0.0f, code).x;
    const float pair_w = text_w + (small ? 0.0f : code_size * 0.95f);
    const float scale = pair_w > w - 8 ? (w - 8) / pair_w : 1.0f;
    code_size *= scale;
    const ImVec2 c((b.min.x + b.max.x) * 0.5f, b.min.y + (small ? 14 + code_size * 0.5f : h * (wide ? 0.36f : 0.32f)));
    const float left = c.x - pair_w * scale * 0.5f;
    if (small) {
        DrawBusinessSymbol(dl, lcn::TypeOf(id), ImVec2(c.x, b.min.y + 8), std::min(12.0f, w - 28), kText);
    } else {
        const float sym = code_size * 0.8f;
        DrawBusinessSymbol(dl, lcn::TypeOf(id), ImVec2(left + sym * 0.5f, c.y), sym, kText);
    }
    Centred(dl, f.title, code_size, ImVec2(left + pair_w * scale - text_w * scale * 0.5f, c.y), kText, code);
    // The income at least 11 px; on a card too narrow for its "+", the green amount alone.
    std::string income = "+" + ui::Money(lang, t.income);
    const float income_size = Fit(f.body, std::clamp(h * 0.22f, 11.0f, 18.0f), income.c_str(), w - 4, 11);
    if (f.body->CalcTextSizeA(income_size, FLT_MAX, 0.0f, income.c_str()).x > w - 2) income.erase(0, 1);
    const float income_y = std::max(h * (wide ? 0.72f : 0.62f), c.y - b.min.y + code_size * 0.5f + income_size * 0.5f);
    Centred(dl, f.body, income_size, ImVec2(c.x, b.min.y + income_y), IM_COL32(150, 220, 150, 255), income.c_str());
    const ImVec2 corner(b.min.x + m + 3, b.min.y + m + 3);
    if (company) {
        dl->AddRectFilled(ImVec2(corner.x - m * 0.5f, corner.y - m * 0.5f),
                          ImVec2(corner.x + m * 0.5f, corner.y + m * 0.5f), border);
    } else {
        dl->AddCircleFilled(corner, m * 0.5f, border, 12);
    }
    if (t.monopoly != lcn::Monopoly::kNone) {  // counts for a monopoly: a small "M" at the top right
        const float ms = std::max(10.0f, m * 1.6f);
        ui::DrawTextAt(dl, f.body, ms, ImVec2(b.max.x - ms - 2, b.min.y + 2), kMuted, "M");
    }
    // Deal markers of other families: dots with their letter along the foot.
    const float dot = std::clamp(h * 0.2f, 10.0f, 18.0f);
    float x = b.min.x + 3 + dot * 0.5f;
    for (int p = 0; p < s.players && p < lcn::kMaxPlayers; ++p) {
        const int n = bp.markers[static_cast<std::size_t>(p)];
        for (int k = 0; k < n && x < b.max.x - dot * 0.5f; ++k) {
            DrawFamilyBadge(dl, f, ImVec2(x, b.max.y - dot * 0.5f - 2), dot,
                            s.player[static_cast<std::size_t>(p)].family);
            x += dot + 2;
        }
    }
    if (bp.deactivated) {
        marks |= kMarkDimmed;
        dl->AddLine(V(b.min), V(b.max), IM_COL32(230, 80, 60, 220), 2.5f);
    }
    Dim(dl, b, marks);
    Aim(dl, b, marks);
}

void DrawOrder(ImDrawList* dl, const Fonts& f, const ui::Box& b, lcn::OrderId o, unsigned marks, ui::Lang lang) {
    const lcn::OrderData& d = lcn::Order(o);
    const ImU32 kind_col = d.kind == lcn::OrderKind::kJob        ? IM_COL32(120, 200, 120, 255)
                           : d.kind == lcn::OrderKind::kAttack   ? IM_COL32(230, 90, 70, 255)
                           : d.kind == lcn::OrderKind::kReaction ? IM_COL32(230, 160, 60, 255)
                                                                 : IM_COL32(150, 160, 175, 255);
    Frame(dl, b, kind_col, marks);
    const float w = b.w(), h = b.h();
    const float ts = OrderTextSize(h);
    // A job's needs ("ZU PZ") say more than the card's code; in rows on a phone's card (table_layout.h PlaceOrderHead).
    std::vector<std::string> codes;
    for (int i = 0; i < d.num_required; ++i)
        codes.emplace_back(BusinessKindCode(lang, d.required[static_cast<std::size_t>(i)]));
    if (d.num_required == 0) codes.push_back(lcn::OrderCode(o));
    // The difficulty ("4+", or "S" for the victim's strength) large, the title wrapped below it.
    const std::string diff = d.difficulty == lcn::kVictimStrength ? "S+" : std::to_string(d.difficulty) + "+";
    const FontMeasure measure{f.body}, measure_title{f.title};
    const OrderHead head = PlaceOrderHead(codes, diff, w, h, ts, measure, measure_title);
    for (std::size_t i = 0; i < head.rows.size(); ++i)
        ui::DrawTextAt(dl, f.body, head.code_size,
                       ImVec2(b.min.x + 4, b.min.y + kHeadTop + static_cast<float>(i) * head.row_step),
                       d.num_required > 0 ? kText : kMuted, head.rows[i].c_str());
    Centred(dl, f.title, head.diff_size, ImVec2(b.min.x + head.diff_centre.x, b.min.y + head.diff_centre.y), kind_col,
            diff.c_str());
    dl->PushClipRect(V(b.min), V(b.max), true);
    const FittedTitle title = FitTitle(CardTitle(lang, o), w - 8, ts, std::min(ts, 9.0f), measure);
    float y = b.min.y + head.title_top;
    for (const std::string& line : title.lines) {
        ui::DrawTextAt(dl, f.body, title.size, ImVec2(b.min.x + 4, y), kText, line.c_str());
        y += title.size;
    }
    if (const OrderAmountTexts pay = OrderAmounts(lang, d); !pay.two.empty()) {
        // two successes / one: on one line when it fits, else one amount a line
        const std::string line = pay.one.empty() ? pay.two : pay.two + " / " + pay.one;
        const ImU32 green = IM_COL32(150, 220, 150, 255);
        if (pay.one.empty() || measure(line, ts) <= w - 8) {
            ui::DrawTextAt(dl, f.body, ts, ImVec2(b.min.x + 4, b.max.y - ts - 4), green, line.c_str());
        } else {
            ui::DrawTextAt(dl, f.body, ts, ImVec2(b.min.x + 4, b.max.y - 2 * ts - 4), green, (pay.two + " /").c_str());
            ui::DrawTextAt(dl, f.body, ts, ImVec2(b.min.x + 4, b.max.y - ts - 4), green, pay.one.c_str());
        }
    }
    dl->PopClipRect();
    Dim(dl, b, marks);
}

}  // namespace shell::games::lacosanostra
