// shell/ui/widgets.cpp — see widgets.h.
#include "ui/widgets.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "imgui_internal.h"  // ImGuiButtonFlags_PressedOnClick (kItemPressOnClick)
#include "ui/mirror.h"
#include "ui/text_audit.h"

namespace shell::ui {

namespace {

// Tab and the arrows repeat while held, as everywhere; Enter and Space fire once per press, so a held key
// never applies two actions.
bool KeyPressed(ImGuiKey key, bool repeat = true) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), repeat); }

}  // namespace

Ui::Ui(FocusState& focus, std::vector<platform::TestItem>* test_items, ImFont* body, ImFont* title)
    : focus_(focus), test_items_(test_items), body_(body), title_(title) {}

bool Ui::Item(const std::string& id, const Rect& r, unsigned flags, const char* label) {
    last_hovered_ = last_focused_ = last_entered_ = false;
    if (r.w() <= 0 || r.h() <= 0) return false;
    if ((flags & kItemDisabled) != 0) return false;
    entries_.push_back({id, r, layer_, (flags & kItemNoFocus) == 0, label, false});
    last_entered_ = true;
    // A button of the page's mirror: it takes the focus ring, or fires as Enter on it would.
    const int press = TakeMirrorPress(id);
    if (press != 0) focus_.focused = id, focus_.keyboard = true;
    ImGui::SetCursorScreenPos(r.min);
    const bool clicked = ImGui::InvisibleButton(id.c_str(), ImVec2(r.w(), r.h()),
                                                (flags & kItemPressOnClick) ? ImGuiButtonFlags_PressedOnClick : 0);
    last_hovered_ = ImGui::IsItemHovered();
    last_focused_ = focus_.keyboard && focus_.focused == id && layer_ >= focus_.top_layer;
    if (clicked) {
        focus_.keyboard = false;
        focus_.focused = id;
    }
    const bool key_activated = (last_focused_ && focus_.activate) || press == 2;
    if (key_activated) focus_.activate = false;
    if (gate_ && id == gate_->expected) gate_->target = r;
    if ((clicked || key_activated) && gate_ && id != gate_->expected && gate_->guarded && gate_->guarded(id)) {
        gate_->refused = id;  // the guide says why (ui/guide.h)
        return false;
    }
    return clicked || key_activated;
}

bool Ui::Button(const std::string& id, const Rect& r, const char* label, ButtonKind kind, unsigned flags,
                float text_size) {
    const bool clicked = Item(id, r, flags, label);
    if (kind == ButtonKind::kSelected) Pressed(true);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const bool disabled = (flags & kItemDisabled) != 0;
    ImU32 fill = IM_COL32(52, 58, 66, 255), text = IM_COL32(236, 238, 240, 255);
    switch (kind) {
        case ButtonKind::kPrimary: fill = IM_COL32(0, 114, 178, 255); break;
        case ButtonKind::kQuiet: fill = IM_COL32(40, 45, 52, 255); break;
        case ButtonKind::kSelected: fill = IM_COL32(86, 180, 233, 255), text = IM_COL32(15, 18, 22, 255); break;
        case ButtonKind::kNormal: break;
    }
    if (hovered() && !disabled)
        fill = kind == ButtonKind::kSelected
                   ? fill
                   : (kind == ButtonKind::kPrimary ? IM_COL32(20, 134, 198, 255) : IM_COL32(70, 78, 88, 255));
    if (disabled) fill = IM_COL32(44, 49, 56, 255), text = IM_COL32(130, 134, 140, 255);  // never looks pressable
    const float rounding = std::min(8.0f, r.h() * 0.3f);
    dl->AddRectFilled(r.min, r.max, fill, rounding);
    if (focused())
        dl->AddRect(ImVec2(r.min.x - 3, r.min.y - 3), ImVec2(r.max.x + 3, r.max.y + 3), IM_COL32(255, 255, 255, 230),
                    rounding + 3, 0, 2.0f);
    const float size = FitTextSize(body_, text_size > 0 ? text_size : std::min(18.0f, std::max(13.0f, r.h() * 0.4f)),
                                   11.0f, label, r.w() - 10.0f);
    DrawTextCentred(dl, body_, size, r, text, label);
    return clicked;
}

void Ui::Text(const std::string& id, std::string words, std::string_view area) {
    entries_.push_back({id, Rect{}, layer_, false, std::move(words), true});
    if (!area.empty()) MirrorArea(id, area);
}

void Ui::Mark(const std::string& id, const Rect& r) {
    if (test_items_) test_items_->push_back({id, r.min.x, r.min.y, r.w(), r.h()});
}

void Ui::End() {
    int top = 0;
    for (const Entry& e : entries_) top = std::max(top, e.layer);
    std::vector<const Entry*> order;
    for (const Entry& e : entries_) {
        if (e.layer == top && e.focusable) order.push_back(&e);
    }
    if (test_items_) {
        for (const Entry& e : entries_) {
            if (e.layer == top && !e.text)
                test_items_->push_back({e.id, e.rect.min.x, e.rect.min.y, e.rect.w(), e.rect.h()});
        }
    }
    focus_.top_layer = top;
    focus_.activate = false;
    // The player's own hand, its usable cards first: where the key Y puts the focus ring.
    std::vector<const Entry*> hand;
    for (const bool usable : {true, false}) {
        for (const Entry& e : entries_) {
            const bool own = std::any_of(hand_.begin(), hand_.end(),
                                         [&](const std::string& p) { return e.id.compare(0, p.size(), p) == 0; });
            if (e.layer == top && own && e.focusable == usable) hand.push_back(&e);
        }
    }
    const bool drawn = std::any_of(entries_.begin(), entries_.end(),
                                   [&](const Entry& e) { return e.layer == top && e.id == focus_.focused; });
    if (!ImGui::GetIO().WantTextInput) MoveFocus(order, hand, drawn);
    if (Mirror* mirror = ActiveMirror()) {
        for (const Entry& e : entries_) {
            if (e.layer != top) continue;
            mirror->items.push_back(
                {e.id, e.label, e.focusable, focus_.keyboard && e.id == focus_.focused, e.text, e.pressed});
        }
    }
}

void Ui::MoveFocus(const std::vector<const Entry*>& order, const std::vector<const Entry*>& hand, bool drawn) {
    for (const ImWchar ch : ImGui::GetIO().InputQueueCharacters) {
        if ((ch == 'y' || ch == 'Y') && !hand.empty()) {
            focus_.focused = hand.front()->id;
            focus_.keyboard = drawn = true;
        }
    }

    auto current = std::find_if(order.begin(), order.end(), [&](const Entry* e) { return e->id == focus_.focused; });
    const bool has_current = current != order.end();
    if (KeyPressed(ImGuiKey_Tab) && !order.empty()) {
        focus_.keyboard = true;
        const bool back = ImGui::GetIO().KeyShift;
        if (!has_current) {
            focus_.focused = back ? order.back()->id : order.front()->id;
        } else {
            const long n = static_cast<long>(order.size());
            const long i = (current - order.begin() + (back ? n - 1 : 1)) % n;
            focus_.focused = order[static_cast<std::size_t>(i)]->id;
        }
    }
    const ImGuiKey arrows[4] = {ImGuiKey_LeftArrow, ImGuiKey_RightArrow, ImGuiKey_UpArrow, ImGuiKey_DownArrow};
    for (int d = 0; d < 4; ++d) {
        if (!KeyPressed(arrows[d]) || order.empty()) continue;
        focus_.keyboard = true;
        if (!has_current) {
            focus_.focused = order.front()->id;
            break;
        }
        // The nearest item in that direction, preferring ones in line with the current one.
        const ImVec2 c = (*current)->rect.centre();
        const Entry* best = nullptr;
        float best_score = FLT_MAX;
        for (const Entry* e : order) {
            if (e == *current) continue;
            const ImVec2 p = e->rect.centre();
            const float dx = p.x - c.x, dy = p.y - c.y;
            const float along = d == 0 ? -dx : d == 1 ? dx : d == 2 ? -dy : dy;
            const float across = d < 2 ? std::fabs(dy) : std::fabs(dx);
            if (along <= 1.0f) continue;
            const float score = along + across * 2.5f;
            if (score < best_score) best_score = score, best = e;
        }
        if (best) focus_.focused = best->id;
        break;
    }
    // Also on an item left out of the order (Y or the mirror put the ring there): its tap says why not.
    if ((KeyPressed(ImGuiKey_Enter, false) || KeyPressed(ImGuiKey_KeyPadEnter, false) ||
         KeyPressed(ImGuiKey_Space, false)) &&
        (has_current || drawn) && focus_.keyboard) {
        focus_.activate = true;  // fires in the next frame, when the item is submitted again
    }
}

ImVec2 TextSize(ImFont* font, float size, const char* text, float wrap) {
    return font->CalcTextSizeA(size, FLT_MAX, wrap, text);
}

void DrawTextAt(ImDrawList* dl, ImFont* font, float size, ImVec2 pos, ImU32 col, const char* text, float wrap) {
    if (TextTally* tally = ActiveTextTally()) {
        const ImVec2 ts = TextSize(font, size, text, wrap);
        const ImVec4& clip = dl->_CmdHeader.ClipRect;
        tally->Note(text, size, {pos.x, pos.y, pos.x + ts.x, pos.y + ts.y}, {clip.x, clip.y, clip.z, clip.w});
    }
    dl->AddText(font, size, pos, col, text, nullptr, wrap);
}

void DrawText(ImDrawList* dl, ImFont* font, float size, ImVec2 pos, ImU32 col, const char* text, float wrap) {
    DrawTextAt(dl, font, size, ImVec2(std::floor(pos.x), std::floor(pos.y)), col, text, wrap);
}

void DrawTextCentred(ImDrawList* dl, ImFont* font, float size, const Rect& r, ImU32 col, const char* text) {
    const ImVec2 ts = TextSize(font, size, text);
    DrawText(dl, font, size, ImVec2(r.min.x + (r.w() - ts.x) * 0.5f, r.min.y + (r.h() - ts.y) * 0.5f), col, text);
}

float FitTextSize(ImFont* font, float size, float min_size, const char* text, float width) {
    const float w = TextSize(font, size, text).x;
    if (w <= width || w <= 0) return size;
    const float fitted = size * width / w;
    if (fitted < min_size && ActiveTextTally() != nullptr) ActiveTextTally()->NoteTooWide(text);
    return std::max(min_size, fitted);
}

void NoteScrolledView(const Rect& view) {
    if (TextTally* tally = ActiveTextTally()) tally->NoteScrollView({view.min.x, view.min.y, view.max.x, view.max.y});
}

void ScrollInput(float& scroll, const Rect& view, float content_h) {
    NoteScrolledView(view);
    const ImGuiIO& io = ImGui::GetIO();
    if (view.Contains(io.MousePos)) {
        scroll -= io.MouseWheel * 48.0f;
        if (ImGui::IsMouseDragging(ImGuiMouseButton_Left, 4.0f)) scroll -= io.MouseDelta.y;
    }
    const float page = std::max(48.0f, view.h() - 48.0f);  // a row of the page before stays in view
    if (KeyPressed(ImGuiKey_PageDown)) scroll += page;
    if (KeyPressed(ImGuiKey_PageUp)) scroll -= page;
    scroll = std::clamp(scroll, 0.0f, std::max(0.0f, content_h - view.h()));
}

}  // namespace shell::ui
