// shell/games/famiglia/guide/guide_table.cpp — the guided first game at the table (guide.h) through the shell's guide
// kit (ui/guide_strip.h): the gate that frames the step's tap and refuses other moves with the step's reason on the
// status line, the computer's scripted moves at the computer's pace, the strip with Back, Leave and "Skip the guide"
// / "Play on", and "Learn to play" on the start screen. Parts of the table's frame (table/table_internal.h).
#include "games/famiglia/guide/guide.h"
#include "games/famiglia/table/table_internal.h"
#include "ui/guide_strip.h"

namespace shell::games::famiglia {

namespace {

int End() { return static_cast<int>(TheGuidePlan().moves.size()); }

ui::GuideStrip StripOf(const TableUi& g, const Session& s) {
    const GuidePlan& plan = TheGuidePlan();
    const int i = GuideIndex(s);
    ui::GuideStrip strip;
    strip.lang = g.settings.lang;
    strip.step = PersonStepsBefore(plan, i);
    strip.steps = PersonStepsBefore(plan, End());
    strip.over = i >= End();
    bool later = false;
    const bool person = !strip.over && !ExpectedTap(plan, i, g, &later).empty();
    strip.can_back = later || g.overlay == Overlay::kChoice || ui::GuideBackTarget(plan.person, i) >= 0;
    if (strip.over) {
        strip.text = GuideWords(strip.lang, GuideText::kDone);
    } else if (!person) {
        strip.text = ui::GuideWordText(strip.lang, ui::GuideWord::kWait);
    } else {
        const GuideStep& step = TheGuideScript().steps[i];
        strip.text = GuideWords(strip.lang, later && step.then != GuideText::kNone ? step.then : step.text);
    }
    return strip;
}

}  // namespace

bool GuideLeads(const TableUi& g, const Session& s) {
    const int i = g.guide ? GuideIndex(s) : -1;
    return i >= 0 && i < End();
}

void GuidePrepare(TableUi& g, const Session& s, ui::GuideGate& gate) {
    if (!g.guide) return;
    const int i = GuideIndex(s);
    if (i < 0) {  // the game left the script (a new game, a link): it goes on as a normal game
        g.guide = false;
        return;
    }
    if (i >= End()) return;  // after the script every tap is the person's
    gate.expected = ExpectedTap(TheGuidePlan(), i, g);
    gate.guarded = GuardedTap;
}

float GuideStripHeight(const TableUi& g, const Session& s, ImFont* font, float width) {
    return g.guide ? ui::GuideStripHeight(font, width, StripOf(g, s)) : 0;
}

std::string GuideStripText(const TableUi& g, const Session& s) { return g.guide ? StripOf(g, s).text : ""; }

bool GuideTurn(FrameCtx& c) {
    TableUi& g = c.g;
    const int i = GuideIndex(c.s);
    if (i < 0 || i >= End() || TheGuidePlan().person[static_cast<std::size_t>(i)]) return false;
    c.env.wants_redraw = true;
    if (g.overlay == Overlay::kMenu || g.overlay == Overlay::kRules || c.now < g.next_computer_time) return false;
    PlayLegal(c.s, g.cache.legal, TheGuidePlan().moves[static_cast<std::size_t>(i)]);
    g.next_computer_time = c.now + (g.settings.fast_computer ? 0.25 : 0.8);
    return true;
}

void DrawGuideStrip(FrameCtx& c, const Rect& r) {
    if (!c.g.guide || r.h() <= 0) return;
    TableUi& g = c.g;
    switch (ui::DrawGuideStrip(c.ui, c.dl, c.ui.body(), r, StripOf(g, c.s))) {
        case ui::GuideAction::kNone: break;
        case ui::GuideAction::kBack: {
            bool later = false;
            ExpectedTap(TheGuidePlan(), GuideIndex(c.s), g, &later);
            const int back = ui::GuideBackTarget(TheGuidePlan().person, GuideIndex(c.s));
            if (!later && g.overlay != Overlay::kChoice && back >= 0) {
                RewindGuide(c.s, back);  // the step before: the deal again, the script up to there
                g.next_computer_time = c.now + 0.6;
            }
            ClearGestures(g);  // a tap of the step under way goes back by itself
            g.gesture.swap_closed = false;
            g.note.clear();
            break;
        }
        case ui::GuideAction::kLeave:  // to the start screen
            g.guide = false;
            c.game.started = false;
            g.overlay = Overlay::kMenu;
            g.note.clear();
            break;
        case ui::GuideAction::kSkip:  // a normal game from here: the computer plays on as Normal
            g.guide = false;
            g.note.clear();
            break;
    }
}

void GuideAfter(FrameCtx& c, ui::GuideGate& gate) {
    if (!c.g.guide) return;
    if (!gate.refused.empty()) {
        const int i = GuideIndex(c.s);
        const bool person = i >= 0 && i < End() && TheGuidePlan().person[static_cast<std::size_t>(i)];
        c.g.note = person ? GuideNoWords(c.lang, TheGuideScript().steps[i].no)
                          : ui::GuideWordText(c.lang, ui::GuideWord::kWait);
    }
    const bool table =
        c.g.overlay == Overlay::kNone || c.g.overlay == Overlay::kChoice || c.g.overlay == Overlay::kBruteValue;
    if (gate.target && table) ui::FrameGuideTarget(ImGui::GetForegroundDrawList(), *gate.target);
}

float GuideEntry(FrameCtx& c, float x, float y, float w, float h) {
    if (!c.ui.Button("button:guide", ui::MakeRect(x, y, w, h), ui::GuideWordText(c.lang, ui::GuideWord::kLearn),
                     ui::ButtonKind::kPrimary))
        return h;
    if (!TheGuidePlan().problem.empty()) {
        c.g.note = TheGuidePlan().problem;
    } else {
        c.s.NewGame(TheGuideScript().setup, GuideSeats());
        ShowGame(c.g, c.game, c.now);
        c.g.guide = true;
    }
    return h;
}

}  // namespace shell::games::famiglia
