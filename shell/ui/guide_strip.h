// shell/ui/guide_strip.h — the guide kit's drawing (ui/guide.h has the rest; its gate, GuideGate, is in ui/widgets.h,
// which consults it): the strip with the step's words, Back, Leave and "Skip the guide" / "Play on", and
// the gold frame on the tap asked for.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "ui/guide.h"
#include "ui/widgets.h"

namespace shell::ui {

// The strip: "Guide 3/12:" and the step's words, Back, Leave and "Skip the guide" ("Play on" once the script is
// over).
struct GuideStrip {
    Lang lang = Lang::kEnglish;
    std::string text;       // the step's words
    int step = 0;           // the person's steps done before this one
    int steps = 0;          // the person's steps in all
    bool over = false;      // the script is over: "Play on"
    bool can_back = false;  // a step (or a tap of one) to go back to
};
enum class GuideAction : std::uint8_t { kNone, kBack, kLeave, kSkip };
float GuideStripHeight(ImFont* font, float width, const GuideStrip& strip);
GuideAction DrawGuideStrip(Ui& ui, ImDrawList* dl, ImFont* font, const Rect& r, const GuideStrip& strip);
void FrameGuideTarget(ImDrawList* dl, const Rect& r);

}  // namespace shell::ui
