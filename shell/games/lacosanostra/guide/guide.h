// shell/games/lacosanostra/guide/guide.h — "Learn to play": one person (seat 0) and two Normal
// computers play round I of a fixed deal by a script, so every kind of step comes early (a purchase, a job with a
// bought deal marker, an attack met by a reaction, payday). No ImGui: tests/lacosanostra/table/guide_test.cpp plays
// the script through the core, and the drawing code (guide_draw.cpp) only draws what these functions say.
//
// The script (guide_script.cpp) is data: every move of the round in the core's notation, in order, and on some of
// them a text that explains the phase that starts or the move the person is asked for. The guide's place in it is
// the game itself: step i is due when the session's first i moves are the script's (GuideIndex), so Undo steps back
// in the script too, and a link or save of a guided game is a normal game at that position (the guide is not in it).
// The person's steps wait for the person's taps; any other step the guide plays itself (the computers' moves, rolls,
// a window nobody needs to answer), paced like a computer's move. A trade the person is party to is spoken to the
// person as a computer's offer (offers.h) that the person accepts with one tap.
// A tap that is not the step's is refused with a reason (GuideRefusal), shown like any refused tap (next_step.h).
// "Skip the guide" (or the end of the script) leaves a normal game: the two computers play on as Normal.
// The machinery both games share (the step's place, the strip with Back, Leave and "Play on", the gold frame, the
// common words) is the shell's guide kit, ui/guide.h and ui/guide_strip.h; this file is La Cosa Nostra's share.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "games/lacosanostra/cards/card_texts.h"
#include "games/lacosanostra/deals/offers.h"
#include "games/lacosanostra/play/choices.h"
#include "games/lacosanostra/play/flow.h"
#include "lacosanostra/session.h"
#include "ui/guide.h"

namespace shell::games::lacosanostra {

inline constexpr Seat kGuidePerson = 0;

// The explanations of the script, one per phase start or kind of step the person makes.
enum class GuideText : std::uint8_t {
    kNone,
    kWelcome,
    kPurchase,
    kPlanning,
    kOrder,
    kActions,
    kPay,
    kComputers,
    kChoose,
    kReveal,
    kRoll,
    kDealOffer,
    kRevealMarker,
    kAttacked,
    kClaim,
    kAnswer,
    kPayday,
    kDone,
    kCount
};

struct GuideStep {
    const char* move;  // the core's notation (lcn::ToString); "roll ..." for dice the generator rolls
    GuideText text;    // kNone: the last text stays
};

// The script and the game it is played on.
struct GuideScript {
    lcn::Setup setup;
    SeatKinds kinds;
    const GuideStep* steps;
    int count;
};
const GuideScript& TheGuideScript();

// The script's moves parsed against the states they are played on, and those states (states[i] before moves[i],
// states[count] after the last). Empty moves and a message when a step does not parse or the rules refuse it.
struct GuidePlan {
    std::vector<lcn::Move> moves;
    std::vector<lcn::State> states;
    std::string problem;
};
GuidePlan PlanOf(const GuideScript& script);
const GuidePlan& TheGuidePlan();  // of TheGuideScript(), built once

// Starts the guided game in `session` (the script's setup, seats named by `names`).
std::string StartGuide(lcn::Session& session, const lcn::SeatNames& names);

// The guide's step: the number of moves played when they are the script's first ones (the game's current state is
// the plan's), plan.moves.size() once the script is over (also while the game goes on after it: the computers play
// on, the closing text stays until "Play on"), -1 when the game left the script (an unscripted move).
inline int GuideIndex(const GuidePlan& plan, const lcn::Session& session) {
    return ui::GuideIndexOf(plan.states, session);
}
// Deals the guide's game again and replays its script up to step `i` (Back); false when it cannot.
bool RewindGuide(lcn::Session& session, const lcn::SeatNames& names, int i);
// Where Back goes from step i: the person's step before it (ui::GuideBackTarget), -1 when none.
int GuideBackStep(const GuidePlan& plan, int i);

// Whether step `i` waits for the person's taps (else the guide plays it): the person makes the move, and it is not a
// window the person has nothing to say in (as flow.h WindowNeedsSeat); a trade the person is party to.
bool PersonStep(const GuidePlan& plan, int i);

// The text shown at step i: the step's own, else the last one before it (at the end: the closing text).
GuideText TextAt(const GuideScript& script, int i);
const char* GuideWords(Lang lang, GuideText text);
// "Step 5 of 9" over the person's steps: the person's steps done before i, and how many there are.
int PersonStepsBefore(const GuidePlan& plan, int i);
int PersonSteps(const GuidePlan& plan);

// The tap the person makes next for step i with the first tap `pick` (the highlighted one): the offer's Accept for a
// trade, else the move's path (choices.h PathOf); Thing::kNone when step i is not the person's.
Tap ExpectedTap(const GuidePlan& plan, int i, Pick pick);

// The computer's offer that stands for the trade of step i (a person's step), spoken by the other party.
std::optional<DealOffer> GuideOffer(const GuidePlan& plan, int i);

// Why the guide refuses `tapped` at step i with `pick` ("" when it is the step's tap, or a harmless one: dropping
// the first tap, a device step).
enum class GuideRefusalKind : std::uint8_t { kNone, kWait, kOtherTap, kDecline, kCount };
GuideRefusalKind GuideRefusalOf(const GuidePlan& plan, int i, Pick pick, const Choice& tapped);
std::string GuideRefusal(Lang lang, GuideRefusalKind kind);

}  // namespace shell::games::lacosanostra
