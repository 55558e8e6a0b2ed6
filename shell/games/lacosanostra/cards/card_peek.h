// shell/games/lacosanostra/cards/card_peek.h — when a card's details open: a mouse resting on a card (hover), or a
// press held still on it (long press, touch). A touch leaves the pointer where it lifted, so a hover counts only
// after the pointer moved with no button down; a long press that opened the details does not also tap the card.
// No ImGui: the frame feeds the pointer in, the tests feed frames by hand.
#pragma once

#include <optional>

#include "games/lacosanostra/cards/card_texts.h"

namespace shell::games::lacosanostra {

inline constexpr double kHoverRest = 0.35;  // s the pointer rests on a card before its details open
inline constexpr double kLongPress = 0.5;   // s a press is held before its card's details open
inline constexpr float kPressSlop = 10;     // px a press may move and still be a long press

struct PeekInput {
    std::optional<CardRef> under;  // the card under the pointer, if any
    bool down = false;             // the primary button (or finger) is down
    bool moved = false;            // the pointer moved this frame
    float drag = 0;                // px the pointer moved since the press
    double now = 0;                // s
};

struct PeekOutput {
    std::optional<CardRef> show;  // the card whose details are shown this frame
    bool swallow_tap = false;  // a long press or a press that closed pinned details ended: its tap is not carried out
    bool redraw = false;       // a hover or press is timing: draw again soon
};

class CardPeek {
public:
    PeekOutput Update(const PeekInput& in);
    // A tap on a card that takes no move now: its details stay open until the next press anywhere, which closes
    // them and whose tap plays nothing (a close never plays a move).
    void Pin(CardRef card) { pinned_ = card; }
    const std::optional<CardRef>& pinned() const { return pinned_; }

private:
    std::optional<CardRef> pinned_;
    bool closing_ = false;  // this press closed pinned details
    bool pressing_ = false;
    bool held_ = false;  // this press opened details
    std::optional<CardRef> press_card_;
    double press_at_ = 0;
    bool hover_armed_ = false;  // the pointer moved since the last release
    double rest_since_ = 0;
};

}  // namespace shell::games::lacosanostra
