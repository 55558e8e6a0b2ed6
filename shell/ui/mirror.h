// shell/ui/mirror.h — the document mirror of the canvas for assistive technology: what a frame drew, as text. The
// item registry (widgets.h) hands it every item of the top layer with the words drawn on it; a game adds the status
// line and the newest log lines it drew. Built from the frame, never from the game's state, so a screen that draws no
// hand (a hand-off screen) mirrors none. The app turns it into lines for the page (MirrorText), which rebuilds a
// visually hidden region of headings, buttons and a live status from them (web/library.js tabletop_mirror); a
// button there queues a press (QueueMirrorPress) that the item takes in the next frame as if tapped. No ImGui: the
// native tests build it by hand.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace shell::ui {

// What one game says of its items: its spoken words, in its language (the table's own texts, no ImGui).
class Speech {
public:
    virtual ~Speech() = default;
    // The spoken label of the item `id` that was drawn with the words `drawn` ("" for a card).
    virtual std::string Label(std::string_view /*id*/, std::string_view drawn) const { return std::string(drawn); }
    // The heading of the area the item belongs to ("Your hand"); "" for none.
    virtual std::string Area(std::string_view /*id*/) const { return ""; }
    // A drawn sentence as it is said (card codes in words).
    virtual std::string Words(std::string_view text) const { return std::string(text); }
};

struct MirrorItem {
    std::string id, drawn;
    bool usable = true;    // false: a tap only says why not (widgets.h kItemNoFocus)
    bool focused = false;  // the canvas's keyboard focus ring is on it
    bool text = false;     // words to read (a score), no button
    int pressed = -1;      // a switch or one of a choice's options: 1 on, 0 off; -1 neither (aria-pressed)
};

// An item drawn in an area its Speech cannot tell (MirrorArea).
struct MirrorHome {
    std::string id, area;
};

struct Mirror {
    std::vector<std::string> said;  // the status line and the newest log lines, as drawn
    bool urgent = false;            // a prompt the player must answer now: said at once (assertive)
    std::vector<MirrorItem> items;  // the top layer's items, in drawing order
    std::vector<MirrorHome> homes;  // items put under another heading (a band's business, its facts)

    void Clear() { *this = Mirror{}; }
    void Say(std::string_view line, bool is_urgent = false);
};

// The frame's mirror, filled while it is set (the app sets it around each frame, as the text tally).
Mirror* ActiveMirror();
void SetActiveMirror(Mirror* mirror);
// Says a line the frame drew (a status, a title, a log line) on the active mirror, if any.
void MirrorSay(std::string_view line, bool urgent = false);

// The item `id` (a button or words to read, widgets.h Ui::Text) is said under the heading `area`, not the one its
// Speech gives.
void MirrorArea(std::string_view id, std::string_view area);

// The mirror as the page reads it, one line each: "L" and the language code; "S" a said line ("A" when urgent);
// "H" a heading; "P" words to read; "B" a button's label ("D" a button that only says why not), after a "*" when
// the canvas's focus ring is on its item and then a "+" or "-" when it is a switch or a choice's option, on or off.
// Items are grouped under their area's heading, areas in the order they were first drawn. `ids` gets the buttons' item
// ids in line order.
std::string MirrorText(const Mirror& mirror, const Speech& speech, std::string_view lang,
                       std::vector<std::string>& ids);

// A press of the page's button number `index` of the mirror last shown with `ids`: its item fires in the next frame
// (activate) or only takes the keyboard focus (the button got the focus).
void QueueMirrorPress(const std::vector<std::string>& ids, int index, bool activate);
// For the item `id` being drawn: 0 nothing queued for it, 1 it takes the focus, 2 it fires (the queue is emptied).
int TakeMirrorPress(std::string_view id);
// After each frame: a press whose item was not drawn is dropped, never fired later on another screen.
void DropMirrorPress();

}  // namespace shell::ui
