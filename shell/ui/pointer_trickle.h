// shell/ui/pointer_trickle.h — at most one change of the left button per frame. ImGui 1.86's SDL backend reads the
// button and the position at the start of a frame from SDL's current state, plus "a press came": two taps whose
// events reach one or two frames (a page busy drawing, a quick second tap) merge into one press that began on the
// first tap's spot and was released on the second's, and ImGui takes no click from it (a tap on Start right after
// one on a name field was lost this way). So the frame handles events in order only up to the second button change,
// or a move after a change; the rest wait for the next frame, and ImGui is given the button and the position as the
// handled events left them. What ImGui 1.87 calls trickling its input queue, for the one button a tap presses.
#pragma once

namespace shell::ui {

class PointerTrickle {
public:
    enum class Kind { kMove, kLeftDown, kLeftUp, kOther };

    // Whether an event of this kind, at (x, y) for pointer events, is handled in this frame. Once it says no, it says
    // no to every later event of the frame, so events keep their order.
    bool Take(Kind kind, float x, float y) {
        if (closed_) return false;
        if (kind == Kind::kOther) return true;
        if (changed_) {
            closed_ = true;
            return false;
        }
        if (kind != Kind::kMove) {
            changed_ = true;
            down_ = kind == Kind::kLeftDown;
        }
        x_ = x;
        y_ = y;
        known_ = true;
        return true;
    }

    // The frame's events are handled: the next frame may take a change again.
    void NextFrame() { changed_ = closed_ = false; }

    bool down() const { return down_; }    // the left button, as the handled events left it
    bool known() const { return known_; }  // a pointer event was handled: x() and y() mean something
    float x() const { return x_; }
    float y() const { return y_; }

private:
    bool changed_ = false;  // this frame handled a button change
    bool closed_ = false;   // this frame stopped taking events
    bool down_ = false;
    bool known_ = false;
    float x_ = 0;
    float y_ = 0;
};

}  // namespace shell::ui
