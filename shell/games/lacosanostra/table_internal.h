// shell/games/lacosanostra/table_internal.h — what the table's drawing files share (table_view.cpp,
// start_screen.cpp): the frame context. Not for other files.
#pragma once

#include "games/lacosanostra/card_draw.h"
#include "games/lacosanostra/screen_texts.h"
#include "games/lacosanostra/table_layout.h"
#include "games/lacosanostra/table_ui.h"
#include "ui/widgets.h"

namespace fam::games::lacosanostra {

struct FrameCtx {
    TableUi& t;
    TableGame& game;
    ui::Ui& ui;
    ui::FrameEnv& env;
    ImDrawList* dl = nullptr;
    Fonts fonts;
    ui::Rect reach{ImVec2(-1e9f, -1e9f), ImVec2(1e9f, 1e9f)};  // where items take taps (a scrolled sheet's view)
    const char* Say(W w) const { return Word(t.lang, w); }
};

inline ImVec2 ToVec(ui::Point p) { return ImVec2(p.x, p.y); }
inline ui::Rect ToRect(const ui::Box& b) { return {ToVec(b.min), ToVec(b.max)}; }

// The vertical scroll of a sheet from the mouse wheel and a touch drag inside `view` (ImGui 1.86 has no touch
// scrolling); clamps t.scroll to the content.
void ScrollInput(TableUi& t, const ui::Rect& view, float content_h);

}  // namespace fam::games::lacosanostra
