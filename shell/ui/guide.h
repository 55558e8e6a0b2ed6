// shell/ui/guide.h — the guide kit: what both games' "Learn to play" share (docs/architecture.md §9). A guide is a
// script (the game's data: every move of a fixed deal, in the core's notation, and the words of the person's steps)
// played on the game's own session. Its place is the game itself: step i is due when the session's first i moves
// are the script's (GuideIndexOf), so Undo, Back and a saved link all agree with it. The kit holds the machinery:
// here (no ImGui, so the games' logic and tests use it) the step's place, Back's target and the words every guide
// says in both languages; in ui/widgets.h the gate (GuideGate: Ui::Item frames the tap asked for and refuses any
// other); in guide_strip.h the strip with Back, Leave and "Skip the guide" / "Play on", and the gold frame.
// Each game says which of its items are moves, which tap a step asks for, and how Back replays its script.
#pragma once

#include <cstdint>
#include <vector>

#include "ui/flags.h"
#include "ui/lang.h"
#include "ui/phrase.h"

namespace shell::ui {

// The words of every guide.
enum class GuideWord : std::uint8_t { kLearn, kSkip, kPlayOn, kBack, kLeave, kStepOf, kOtherTap, kWait, kCount };
inline constexpr auto kGuideWords = Keyed<Phrase<GuideWord>>({
    {GuideWord::kLearn, "Learn to play", "Spielen lernen"},
    {GuideWord::kSkip, "Skip the guide", "Ohne Anleitung"},
    {GuideWord::kPlayOn, "Play on", "Weiterspielen"},
    {GuideWord::kBack, "Back", "Zurück"},
    {GuideWord::kLeave, "Leave", "Verlassen"},
    {GuideWord::kStepOf, "Guide {0}/{1}:", "Anleitung {0}/{1}:"},
    {GuideWord::kOtherTap, "The guide asks for the gold-framed tap (or skip the guide)",
     "Die Anleitung verlangt den gold umrandeten Tipp (oder ohne Anleitung weiter)"},
    {GuideWord::kWait, "Wait: the computer moves now", "Warte: jetzt zieht der Computer"},
});
inline const char* GuideWordText(Lang lang, GuideWord word) { return Pick(kGuideWords, lang, word); }

// The guide's step: the number of moves played while they are the script's first ones (`states[i]` is the state
// before the script's move i), the number of moves once the script is over and the game goes on from its end,
// -1 when the game left the script.
template <typename Session, typename State>
int GuideIndexOf(const std::vector<State>& states, const Session& session) {
    if (states.empty()) return -1;
    const int n = session.num_moves();
    const int end = static_cast<int>(states.size()) - 1;
    if (n > end) return session.state(end) == states.back() ? end : -1;
    return session.current() == states[static_cast<std::size_t>(n)] ? n : -1;
}

// Where Back goes from step i: the last step before i that is the person's (`person[k]`), -1 when none is.
inline int GuideBackTarget(const Flags& person, int i) {
    for (int k = i - 1; k >= 0; --k)
        if (person[static_cast<std::size_t>(k)]) return k;
    return -1;
}

}  // namespace shell::ui
