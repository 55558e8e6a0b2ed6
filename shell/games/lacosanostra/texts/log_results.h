// shell/games/lacosanostra/texts/log_results.h — what a move brought about, in words, for the end of its log sentence:
// the money each family gained or lost (at a round's change: payday), the cards an attack hit and what became of them,
// a job dropped for a missing business, an order discarded unused. No ImGui, so tests link it.
//
// Secrets: only public facts are compared (cash, laundered money, gangsters' and businesses' places); the order a
// job was dropped with is named only because its reveal made it public.
#pragma once

#include <string>

#include "games/lacosanostra/texts/texts.h"

namespace shell::games::lacosanostra {

// The results of `m` (played on `before`, giving `after`) as one or more short sentences, each starting with ". ";
// empty when nothing public changed beyond what the move's own sentence says.
std::string ResultWords(Lang lang, const lcn::State& before, const lcn::Move& m, const lcn::State& after,
                        const SeatNames& names);

// The status line of a Notarzt window, naming the card about to be hit: "Big Joey (Y3) is about to be killed: anyone
// with an Emergency Doctor may claim now"; empty outside that window.
std::string DoctorWindowLine(Lang lang, const lcn::State& s, const SeatNames& names);

}  // namespace shell::games::lacosanostra
