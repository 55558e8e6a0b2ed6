// shell/games/lacosanostra/cards/card_texts.h — what a card says when it is opened (hover, long press): its name and a
// few lines of facts in the player's language, built from the core's card tables (cards.h) and short phrase
// templates, so 187 cards need no sentence of their own. The table's details box, and later the rules sheet and the
// guide, read these. No ImGui, so tests link it.
//
// Secrets: CardDetails of a card's own data tells nothing hidden (every card's printed face is public knowledge);
// what lies on a gangster (GangsterPlaceLines) is read from a View's state, so a face-down order stays unnamed
// unless that view may see it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "lacosanostra/game.h"
#include "ui/lang.h"

namespace shell::games::lacosanostra {

using shell::ui::Lang;

enum class CardKind : std::uint8_t { kOrder, kBusiness, kGangster, kInfluence };
struct CardRef {
    CardKind kind = CardKind::kOrder;
    int id = 0;  // OrderId, BusinessId, GangsterId or int(lcn::Influence)
    bool operator==(const CardRef&) const = default;
};

struct CardDetails {
    std::string title;               // "Job: Swindle", "Pimp (ZU)", "Big Joey (Y3)", "Spy"
    std::vector<std::string> lines;  // kind, requirement, difficulty, payouts, effect, when to play, ...
};

// The printed facts of a card; a title "?" and no lines for an id outside its table.
CardDetails DetailsOf(Lang lang, CardRef card);

// Every card of the game once (90 orders, 34 businesses, 30 gangsters, 33 influence cards: one ref per copy).
std::vector<CardRef> AllCards();

// What lies on gangster g and his strength now, from a view's state: "Order: Theft" only when that state holds the
// card face up for the viewer, "Order: face down" otherwise.
std::vector<std::string> GangsterPlaceLines(Lang lang, const lcn::State& view_state, lcn::GangsterId g);

// A job's requirements against `seat`'s cards now, one line per required business: own active card, a deal marker
// on someone's card, or missing; then whether the job can be done now. Empty for an order that is not a job with
// requirements. Only public facts (displays, markers) are read.
std::vector<std::string> JobNeedLines(Lang lang, const lcn::State& s, lcn::Seat seat, lcn::OrderId o);

// Whether `seat` covers every requirement of job `o` now, with its own active cards and its usable deal markers.
bool JobCoveredNow(const lcn::State& s, lcn::Seat seat, lcn::OrderId o);

// A card as one screen may show it: its printed facts, then for a gangster what lies on him in `view_state`, and
// for a job in the hand of `viewer` (kNoSeat: the shared table) its needs against that seat's cards.
CardDetails DetailsOnScreen(Lang lang, const lcn::State& view_state, lcn::Seat viewer, CardRef card);

// The legend of the marks drawn on cards and in a family's facts: grey dot, yellow square, "M", "M:ZU", ...
std::vector<std::string> MarkLegend(Lang lang);

}  // namespace shell::games::lacosanostra
