// shell/ui/card_peek.h — when a card's details open, in both games: a mouse resting on a card (hover), a press held
// still on it (long press, touch), or a tap on a card that takes no move (pinned: the next press anywhere closes them
// and plays nothing). A touch leaves the pointer where it lifted, so a hover counts only after the pointer moved with
// no button down; a long press that opened the details does not also tap the card. `Card` names a card the table
// drew (comparable with ==). No ImGui: the frame feeds the pointer in, the tests feed frames by hand.
#pragma once

#include <optional>

namespace shell::ui {

inline constexpr double kHoverRest = 0.35;  // s the pointer rests on a card before its details open
inline constexpr double kLongPress = 0.5;   // s a press is held before its card's details open
inline constexpr float kPressSlop = 10;     // px a press may move and still be a long press

// The pointer in one frame (details_box.h ReadPointer reads it from ImGui).
struct PeekPointer {
    bool down = false;   // the primary button (or finger) is down
    bool moved = false;  // the pointer moved this frame
    float drag = 0;      // px the pointer moved since the press
    double now = 0;      // s
};

template <typename Card>
struct PeekInput : PeekPointer {
    std::optional<Card> under;  // the card under the pointer, if any
};

template <typename Card>
struct PeekOutput {
    std::optional<Card> show;  // the card whose details are shown this frame
    bool swallow_tap = false;  // a long press or a press that closed pinned details ended: its tap is not carried out
    bool redraw = false;       // a hover or press is timing: draw again soon
};

template <typename Card>
class CardPeek {
public:
    PeekOutput<Card> Update(const PeekInput<Card>& in) {
        PeekOutput<Card> out;
        if (in.down) {
            if (!pressing_) {
                pressing_ = true;
                held_ = false;
                press_at_ = in.now;
                press_card_ = in.under;
                closing_ = pinned_.has_value();
                pinned_.reset();
            }
            hover_armed_ = false;
            if (press_card_ && (in.drag > kPressSlop || !(in.under == press_card_))) press_card_.reset();
            if (press_card_) {
                if (in.now - press_at_ >= kLongPress) {
                    held_ = true;
                    out.show = press_card_;
                } else {
                    out.redraw = true;
                }
            }
            return out;
        }
        if (pressing_) {
            pressing_ = false;
            out.swallow_tap = held_ || closing_;
            held_ = false;
            closing_ = false;
            press_card_.reset();
        }
        if (in.moved) {
            hover_armed_ = true;
            rest_since_ = in.now;
        }
        if (in.under && hover_armed_) {
            if (in.now - rest_since_ >= kHoverRest) {
                out.show = in.under;
            } else {
                out.redraw = true;
            }
        }
        if (!out.show) out.show = pinned_;
        return out;
    }
    // A tap on a card that takes no move now: its details stay open until the next press anywhere, which closes
    // them and whose tap plays nothing (a close never plays a move).
    void Pin(const Card& card) { pinned_ = card; }
    void Unpin() { pinned_.reset(); }  // the pinned card is gone (Esc, a dialog, a move took it)
    const std::optional<Card>& pinned() const { return pinned_; }

private:
    std::optional<Card> pinned_;
    bool closing_ = false;  // this press closed pinned details
    bool pressing_ = false;
    bool held_ = false;  // this press opened details
    std::optional<Card> press_card_;
    double press_at_ = 0;
    bool hover_armed_ = false;  // the pointer moved since the last release
    double rest_since_ = 0;
};

}  // namespace shell::ui
