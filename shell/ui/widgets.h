// shell/ui/widgets.h — the interaction layer of the game table: every clickable thing is an Item with
// a stable id ("street:F3", "choice:take F3 F2 M3", "button:pass"). One registry per frame serves three
// uses: mouse and touch (ImGui invisible buttons), keyboard (Tab / Shift+Tab / arrows move a focus ring
// among the usable items of the top layer, Enter or Space activates) and the browser tests (rectangles
// published through window.gameTest when ?test=1 is on) and the document mirror for screen readers (ui/mirror.h).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "imgui.h"
#include "platform.h"
#include "ui/focus.h"

namespace shell::ui {

struct Rect {
    ImVec2 min{0, 0}, max{0, 0};
    float w() const { return max.x - min.x; }
    float h() const { return max.y - min.y; }
    ImVec2 centre() const { return ImVec2((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f); }
    bool Contains(ImVec2 p) const { return p.x >= min.x && p.x < max.x && p.y >= min.y && p.y < max.y; }
};
inline Rect MakeRect(float x, float y, float w, float h) { return {ImVec2(x, y), ImVec2(x + w, y + h)}; }

// The width a progress bar of `width` fills at `progress` (0..1), in whole percent steps: a frame while work goes on
// is drawn again only when the bar visibly moves (ui/draw_fingerprint.h), not for every slice of the work.
inline float ProgressWidth(float width, double progress) {
    const double percent = progress <= 0   ? 0
                           : progress >= 1 ? 100
                                           : static_cast<double>(static_cast<int>(progress * 100));
    return width * static_cast<float>(percent / 100);
}

// The vertical scroll of a sheet: the mouse wheel and a touch drag inside `view` (ImGui 1.86 has no touch
// scrolling) move `scroll`, and Page Up / Page Down a view at a time (the keyboard's only way to rows below the fold:
// an item outside the view takes no focus); kept between 0 and what the content `content_h` tall leaves below.
void ScrollInput(float& scroll, const Rect& view, float content_h);
// Tells the tests' text tally (ui/text_audit.h) that `view` scrolls: lines cut at its top or bottom are no cut.
// ScrollInput does; a view that scrolls by its own input calls it.
void NoteScrolledView(const Rect& view);

enum ItemFlags : unsigned {
    kItemNormal = 0,
    kItemDisabled = 1u << 0,  // drawn, but neither clicked nor focused (e.g. Undo with nothing to undo)
    kItemNoFocus = 1u << 1,   // clickable (to explain why not), left out of the keyboard order
    // Fires on the press, not the release: for windows above the table's dialogs (shell/host/share_ui.cpp), whose
    // held press would otherwise be cleared when a dialog takes the window focus in the next frame.
    kItemPressOnClick = 1u << 2,
};

enum class ButtonKind { kNormal, kPrimary, kQuiet, kSelected };

// The guide kit's gate (ui/guide.h): the tap a guided step asks for. Ui::Item reports where `expected` was drawn and
// holds back every other tap on a guarded item (a move of the game; the menu, the rules and the log stay free),
// naming it in `refused`.
struct GuideGate {
    std::string expected;                            // "": none (the computer moves): every guarded tap is refused
    bool (*guarded)(std::string_view id) = nullptr;  // the game's items that make or start a move
    std::string refused;                             // out: a guarded item tapped this frame, not `expected`
    std::optional<Rect> target;                      // out: where `expected` was drawn this frame
};

class Ui {
public:
    Ui(FocusState& focus, std::vector<platform::TestItem>* test_items, ImFont* body, ImFont* title);

    // Items of a higher layer (dialogs, choosers) take the keyboard while they exist.
    void SetLayer(int layer) { layer_ = layer; }
    // While a guide leads (ui/guide.h): Item reports where the asked-for tap was drawn and refuses other guarded ones.
    void SetGate(GuideGate* gate) { gate_ = gate; }
    // The ids of the player's own hand start so ("hand:"): the key Y ("your hand") moves the focus ring to its first
    // card, a usable one first (a screen reader's user jumps there by the mirror's heading).
    void SetHand(std::vector<std::string> prefixes) { hand_ = std::move(prefixes); }

    // Registers an interactive rectangle; true when clicked, tapped, or activated from the keyboard. `label`: its words
    // for the page's mirror (a game's Speech may say a card's instead).
    bool Item(const std::string& id, const Rect& r, unsigned flags = kItemNormal, const char* label = "");
    // The last item is a switch or one of a choice's options, on or off (the mirror says it pressed or not). A
    // Button drawn as kSelected is on without this.
    void Pressed(bool on) {
        if (last_entered_) entries_.back().pressed = on ? 1 : 0;
    }
    bool hovered() const { return last_hovered_; }
    bool focused() const { return last_focused_; }  // keyboard focus ring is on the last item

    // A button drawn by us: rounded, at least 44 px tall when the caller gives it room.
    bool Button(const std::string& id, const Rect& r, const char* label, ButtonKind kind = ButtonKind::kNormal,
                unsigned flags = kItemNormal, float text_size = 0);

    // Words drawn for reading only (a score, the other player's cards, a band's facts): the mirror says them under
    // the heading `area`, or else the one the game's Speech gives `id`, while their layer is the top one. No focus,
    // no tap.
    void Text(const std::string& id, std::string words, std::string_view area = {});

    // A named, non-interactive rectangle for the browser tests (e.g. the start screen's panel).
    void Mark(const std::string& id, const Rect& r);

    // Handles Tab / Shift+Tab / arrows and Y (SetHand); call once after all items of the frame.
    void End();

    ImFont* body() const { return body_; }
    ImFont* title() const { return title_; }

private:
    struct Entry {
        std::string id;
        Rect rect;
        int layer;
        bool focusable;
        std::string label;  // the words drawn on it (Button), for the mirror
        bool text = false;  // Text: words without a rectangle
        int pressed = -1;   // Pressed; -1 neither
    };
    // The keys that move the focus ring: Tab and the arrows among the usable items of the top layer (`order`), Y to
    // the own `hand`; Enter on the item under the ring (`drawn`: it is among this frame's items of the top layer).
    void MoveFocus(const std::vector<const Entry*>& order, const std::vector<const Entry*>& hand, bool drawn);

    FocusState& focus_;
    std::vector<platform::TestItem>* test_items_;
    ImFont* body_;
    ImFont* title_;
    std::vector<Entry> entries_;
    int layer_ = 0;
    GuideGate* gate_ = nullptr;
    std::vector<std::string> hand_;
    bool last_hovered_ = false;
    bool last_focused_ = false;
    bool last_entered_ = false;  // the last Item is among entries_ (a disabled one is not)
};

// Text helpers on a draw list.
ImVec2 TextSize(ImFont* font, float size, const char* text, float wrap = 0);
// Every text of the app is drawn by these two (the browser tests' tally of its sizes and cuts: ui/text_audit.h).
void DrawText(ImDrawList* dl, ImFont* font, float size, ImVec2 pos, ImU32 col, const char* text, float wrap = 0);
void DrawTextAt(ImDrawList* dl, ImFont* font, float size, ImVec2 pos, ImU32 col, const char* text,
                float wrap = 0);  // unrounded
void DrawTextCentred(ImDrawList* dl, ImFont* font, float size, const Rect& r, ImU32 col, const char* text);
// Shrinks `size` until `text` fits `width` on one line (down to `min_size`; a text that does not fit even then counts
// as cut in the tests' tally).
float FitTextSize(ImFont* font, float size, float min_size, const char* text, float width);

// What one frame gives a game module (and the host layer's notices) and gets back.
struct FrameEnv {
    ImFont* body = nullptr;
    ImFont* title = nullptr;
    std::vector<platform::TestItem>* test_items = nullptr;  // non-null when the test hook is on
    float clock_rate = 1;  // ImGui's clock runs this many times faster than real time (page option timescale=)
    // The height the host's notice takes at the top of the page: a start screen lays out below it, so the
    // player reads what went wrong and still reaches every button. 0 without a notice.
    float top = 0;
    bool wants_redraw = false;  // out: keep drawing (computer pacing, animations)
    // The page's other games, which a start screen offers: each game's id and its button's words in the game's
    // language ("Other game: La Cosa Nostra"). The host fills it from its registry, so no game includes another.
    struct OtherGame {
        std::string id, label;
    };
    std::vector<OtherGame> other_games;
    std::string switch_game;  // out: the id of one of `other_games` the player chose; the app opens it
};

}  // namespace shell::ui
