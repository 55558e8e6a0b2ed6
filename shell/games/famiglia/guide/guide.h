// shell/games/famiglia/guide/guide.h — "Learn to play": the person (seat 0) against a Normal computer on a fixed
// deal whose first five turns of seat 0 show every step of a turn in the step bar's order (a refresh, takes with a 0,
// with two cards and with a Mercenary standing in, an Accountant's swap, a Brute's lowering), then "Play on" from
// there. The machinery is the shell's guide kit (ui/guide.h, ui/guide_strip.h); this file is Famiglia's share: the
// script (guide_script.cpp, data: every move of both seats in the core's notation, the person's words), the tap each
// step asks for given the gesture under way, and the words. No ImGui: tests/famiglia/table/guide_test.cpp plays the
// script through the table's input by these taps; guide_table.cpp puts it on the table.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "famiglia/session.h"
#include "games/famiglia/table/table_ui.h"
#include "ui/flags.h"

namespace shell::games::famiglia {

inline constexpr int kGuidePerson = 0;

// The words of the person's steps (kNone: the step's first words stay) and their refusals.
enum class GuideText : std::uint8_t {
    kNone,
    kWelcome,
    kRefresh,
    kTakeZero,
    kConfirm,
    kTakeTwo,
    kPlayArea,
    kJoker,
    kSpendGreen,
    kAccountant,
    kSwap,
    kTakeBack,
    kSpendAgain,
    kBrute,
    kLower,
    kTakeLowered,
    kDone,
    kCount
};
enum class GuideNo : std::uint8_t {
    kNone,
    kRefresh,
    kTakeZero,
    kTakeTwo,
    kJoker,
    kAccountant,
    kSwap,
    kTakeBack,
    kBrute,
    kTakeLowered,
    kCount
};

struct GuideStep {
    const char* move;  // the core's notation (docs/famiglia-notation.md)
    GuideText text;    // the person's step: said at its first tap (kNone for the computer's)
    GuideText then;    // said at its later taps (kNone: `text` stays)
    GuideNo no;        // why another tap is refused
};

struct GuideScript {
    Setup setup;
    const GuideStep* steps;
    int count;
};
const GuideScript& TheGuideScript();
Seats GuideSeats();  // the person and a Normal computer, who plays on after the guide

// The script's moves parsed and played from its setup: states[i] before moves[i] (states.back() after the last),
// person[i] whether seat 0 makes move i; `problem` names the first step that does not parse or is refused.
struct GuidePlan {
    std::vector<Move> moves;
    std::vector<State> states;
    ui::Flags person;
    std::string problem;
};
GuidePlan PlanOf(const GuideScript& script);
const GuidePlan& TheGuidePlan();

int GuideIndex(const Session& session);  // ui::GuideIndexOf on TheGuidePlan()
// Deals the guide's game again and replays its script up to step `i` (Back); false when it cannot.
bool RewindGuide(Session& session, int i);

// The id of the item the person taps next for step i, given the gesture under way ("street:M1", then
// "choice:take M1 M0 M0"); "" when step i is not the person's. `later` says whether it is not the step's first tap.
std::string ExpectedTap(const GuidePlan& plan, int i, const TableUi& g, bool* later = nullptr);
// The items that make or start a move: the guide refuses them unless asked for.
bool GuardedTap(std::string_view id);

// The person's steps done before step i, and in all ("Guide 3/9").
int PersonStepsBefore(const GuidePlan& plan, int i);

const char* GuideWords(Lang lang, GuideText text);
const char* GuideNoWords(Lang lang, GuideNo no);

}  // namespace shell::games::famiglia
