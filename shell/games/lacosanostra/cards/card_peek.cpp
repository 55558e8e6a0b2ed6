// shell/games/lacosanostra/cards/card_peek.cpp — see card_peek.h.
#include "games/lacosanostra/cards/card_peek.h"

namespace shell::games::lacosanostra {

PeekOutput CardPeek::Update(const PeekInput& in) {
    PeekOutput out;
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

}  // namespace shell::games::lacosanostra
