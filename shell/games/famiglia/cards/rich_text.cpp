// shell/games/famiglia/cards/rich_text.cpp — text with card codes drawn in their family's colour (the card shows on
// hover), its fitting size, and a card drawn with its VP text: shared by the table and the dialogs.
#include <algorithm>
#include <cctype>
#include <optional>

#include "games/famiglia/table/table_internal.h"

namespace shell::games::famiglia {

using ui::DrawText;
using ui::MakeRect;
using ui::Rect;
using ui::TextSize;

void DrawCardAt(FrameCtx& c, const Rect& r, const CardLook& look) {
    const std::string vp = VpText(c.lang, look.card);
    const bool room = r.h() >= 26 && r.w() >= 34;
    DrawCard(c.dl, r.min, r.max, look, c.ui.title(), c.ui.body(), room ? vp.c_str() : nullptr);
}

float FitRichTextSize(FrameCtx& c, ImFont* font, float size, float width, float height, const std::string& text) {
    while (size > 11.0f && DrawRichText(c, font, size, ImVec2(0, 0), width, text, 0, false) > height) size -= 0.5f;
    return size;
}

float DrawRichText(FrameCtx& c, ImFont* font, float size, ImVec2 pos, float width, const std::string& text, ImU32 col,
                   bool draw) {
    const float space = TextSize(font, size, " ").x;
    const float line_h = size * 1.3f;
    float x = pos.x, y = pos.y;
    int lines = 1;
    std::size_t i = 0;
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    while (i < text.size()) {
        std::size_t j = text.find(' ', i);
        if (j == std::string::npos) j = text.size();
        const std::string word = text.substr(i, j - i);
        const float ww = TextSize(font, size, word.c_str()).x;
        if (x > pos.x && x + ww > pos.x + width) x = pos.x, y = pos.y + line_h * static_cast<float>(lines++);
        if (draw) {
            // A card code (possibly followed by punctuation) is drawn in bold family colour; hover shows it.
            std::optional<CardType> card = word.size() >= 2 ? ParseCard(word.substr(0, 2)) : std::nullopt;
            if (card && word.size() > 2 && std::isalnum(static_cast<unsigned char>(word[2]))) card.reset();
            if (card) {
                const ImU32 fc = *card / kNumRanks == static_cast<int>(Family::kBrutes) ? IM_COL32(240, 228, 66, 255)
                                 : FamilyOf(*card) == Family::kAccountants              ? IM_COL32(86, 180, 233, 255)
                                                                                        : FamilyColour(FamilyOf(*card));
                DrawText(c.dl, font, size, ImVec2(x, y), fc, word.substr(0, 2).c_str());
                DrawText(c.dl, font, size, ImVec2(x + 0.6f, y), fc, word.substr(0, 2).c_str());
                DrawText(c.dl, font, size, ImVec2(x + TextSize(font, size, word.substr(0, 2).c_str()).x, y), col,
                         word.substr(2).c_str());
                const Rect hit = MakeRect(x, y, ww, line_h);
                if (hit.Contains(mouse) && c.dl->_ClipRectStack.size() > 0 &&
                    Rect{ImVec2(c.dl->_ClipRectStack.back().x, c.dl->_ClipRectStack.back().y),
                         ImVec2(c.dl->_ClipRectStack.back().z, c.dl->_ClipRectStack.back().w)}
                        .Contains(mouse)) {
                    ImDrawList* fg = ImGui::GetForegroundDrawList();
                    const Rect tip = MakeRect(std::min(mouse.x + 12, ImGui::GetIO().DisplaySize.x - 80),
                                              std::max(0.0f, y - 104), 72, 100);
                    CardLook look;
                    look.card = *card;
                    const std::string vp = VpText(c.lang, *card);
                    DrawCard(fg, tip.min, tip.max, look, c.ui.title(), c.ui.body(), vp.c_str());
                }
            } else {
                DrawText(c.dl, font, size, ImVec2(x, y), col, word.c_str());
            }
        }
        x += ww + space;
        i = j + 1;
    }
    // Counted, not measured from `pos`: far from 0 (the log sheet opens drawn 1e9 px up, at its end) a float has no
    // room for a line's height, and lines measured there came out 0 px tall.
    return line_h * static_cast<float>(lines);
}

}  // namespace shell::games::famiglia
