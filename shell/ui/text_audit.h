// shell/ui/text_audit.h — what the browser tests read of a frame's text (window.gameTest.text, ?test=1): the smallest
// text drawn, in CSS pixels, and the labels drawn cut by a clip rectangle or too wide for the room they were fitted to.
// ui/widgets.cpp notes every text it draws here; the app begins and ends the tally around each frame (app.cpp). No
// ImGui: the native tests feed it by hand.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace shell::ui {

// A rectangle in window units, which are CSS pixels on the page (the canvas fills the window).
struct TextBox {
    float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

enum class TextClip {
    kWhole,   // inside the clip rectangle
    kHidden,  // wholly outside: nothing of it is drawn
    kAcross,  // cut at the left or right: a word is cut
    kAlong,   // cut at the top or bottom: a line is cut (in a scrolled view the next scroll shows it)
};

// How the clip rectangle `clip` cuts the text `text` of font size `size`. A line's box is its font size tall, the
// glyphs less (DejaVu's descent leaves about a fifth of it blank below): so much of a cut at the bottom is whole.
TextClip ClipOf(const TextBox& text, const TextBox& clip, float size);

class TextTally {
public:
    void Clear();
    // A text drawn with font size `size` in `box`, clipped to `clip`.
    void Note(std::string_view text, float size, const TextBox& box, const TextBox& clip);
    // A text a fit could not shrink into its width at its smallest size (widgets.h FitTextSize).
    void NoteTooWide(std::string_view text);
    // A view whose content scrolls (widgets.h ScrollInput): lines cut at its top or bottom are scrolled, not cut.
    void NoteScrollView(const TextBox& view);

    struct Small {
        std::string text;
        float size = 0;
    };
    struct Result {
        float smallest_px = 0;  // 0: no text drawn
        int cut = 0;
        std::vector<std::string> cuts;  // the first few cut labels, for the test's message
        std::vector<Small> small;       // the texts under kSmallPx, smallest first, each once
    };
    Result Finish() const;

    static constexpr float kSmallPx = 11;
    static constexpr std::size_t kListed = 16;

private:
    struct Along {
        std::string text;
        TextBox clip;
    };
    float smallest_ = 0;
    std::vector<std::string> cut_;
    std::vector<Along> along_;  // cut at the top or bottom: a cut unless the clip is a scrolled view
    std::vector<Small> small_;
    std::vector<TextBox> scroll_views_;
};

// The tally the drawing helpers note into while the test hook is on; null otherwise (no cost on a player's page).
TextTally* ActiveTextTally();
void SetActiveTextTally(TextTally* tally);

// The result as the JSON object of window.gameTest.text.
std::string TextJson(const TextTally::Result& r);

}  // namespace shell::ui
