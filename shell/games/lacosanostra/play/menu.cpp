// shell/games/lacosanostra/play/menu.cpp — see menu.h.
#include "games/lacosanostra/play/menu.h"

namespace shell::games::lacosanostra {

Overlay OpenMenu(const lcn::State& s, Device& d, std::int64_t now_ms) {
    TapDone(s, d, now_ms);  // no-op unless a private screen is shown
    return Overlay::kStart;
}

Overlay AfterEscape(Overlay open, bool started, const lcn::State& s, Device& d, std::int64_t now_ms, Overlay back) {
    switch (open) {
        case Overlay::kRules:
        case Overlay::kCards: return back;
        case Overlay::kStart: return started ? Overlay::kNone : Overlay::kStart;
        case Overlay::kLog:
        case Overlay::kDeal: return Overlay::kNone;
        case Overlay::kNone: return started ? OpenMenu(s, d, now_ms) : Overlay::kStart;
        case Overlay::kReplay: return open;  // the replay closes itself, back to where it was opened
    }
    return open;
}

RulesRoute RouteToRules(Overlay open, bool started, ScreenKind screen) {
    switch (open) {
        case Overlay::kRules:
        case Overlay::kCards: return RulesRoute::kShown;
        case Overlay::kStart:
        case Overlay::kDeal: return RulesRoute::kRulesButton;
        case Overlay::kLog:
        case Overlay::kReplay: return RulesRoute::kCloseFirst;
        case Overlay::kNone: break;
    }
    if (!started || screen == ScreenKind::kScoring) return RulesRoute::kRulesButton;  // no game: the start screen
    return RulesRoute::kMenuButton;
}

}  // namespace shell::games::lacosanostra
