// shell/ui/picture_pacing.h — which changed pictures go to the GPU under the browser tests' page option
// picturegap=N (docs/page.md). A player's page draws every changed picture (ui/draw_fingerprint.h).
//
// Why: on the software GPU of the test machines a picture costs 40-200 ms of CPU (docs/testing.md), and most of the
// browser tests' time is pictures nobody looks at: the hover, press and release frames of a tap, the steps of an
// animation. A test that plays whole games judges where the page comes to rest (its items, its text, a screenshot
// then), so with picturegap=N the page still draws the picture it rests on, and while the picture keeps changing one
// every N ms of real time. The layout, the test hook and the mirror are made every frame as before.
#pragma once

namespace shell::ui {

class PicturePacing {
public:
    // gap_ms: at least this many ms between two pictures while the page is busy; 0 draws every changed picture.
    explicit PicturePacing(int gap_ms = 0) : gap_ms_(gap_ms) {}

    // Whether the changed picture of the frame at `now_ms` is drawn. `resting_after`: no frame follows this one until
    // the next input, so the canvas keeps this frame's picture; it is always drawn.
    bool Due(double now_ms, bool resting_after) {
        if (gap_ms_ > 0 && !resting_after && drew_ && now_ms - last_ms_ < gap_ms_) return false;
        drew_ = true;
        last_ms_ = now_ms;
        return true;
    }

private:
    int gap_ms_;
    bool drew_ = false;
    double last_ms_ = 0;
};

}  // namespace shell::ui
