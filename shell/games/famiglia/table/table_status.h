// shell/games/famiglia/table/table_status.h — the table's words built from the game: the status line (what to do
// now, what can be taken), the turn title, score lines, the chooser's labels and the sentences of the pass
// confirmation and the end screen. No ImGui (tests/famiglia/table/table_model_test.cpp); the strings are texts.h's.
#pragma once

#include <string>
#include <vector>

#include "games/famiglia/names.h"
#include "games/famiglia/table/table_model.h"

namespace shell::games::famiglia {

std::string VpText(Lang lang, CardType t);            // "3 VP"
std::string CardsInHandText(const Scene& sc, int n);  // "5 cards in hand"
std::string ScoreLine(const Scene& sc, int seat);     // "Computer  23 VP"
std::string TurnTitle(const Scene& sc);               // "Your turn", "Player 2's turn", "Game over"
std::string LastRoundText(const Scene& sc);           // "Last 2 turns."

// The takes open now, at most three of them ("You can take F3 with F2 + M3, ..."), or why there are none.
std::string TakeSummary(const Scene& sc);
// The status line: whose turn, the gesture under way, the open step and the takes. `side_column`: the
// right-hand column is shown and says that the last turns have begun.
std::string StatusText(const Scene& sc, bool side_column);

// One option of the Street card chooser: a refresh or a take.
std::string WayLabel(const Scene& sc, const Move& m);
// Why equal totals went the way they did (empty when the totals differ); the house rule says so.
std::string TieBreakText(const Scene& sc, TieBreak tie_break);
// The pass confirmation's sentence: this pass ends the game, with the result it would have (`after`).
std::string PassEndsText(const Scene& sc, const State& after);
// The end screen's title: who won and the totals.
std::string EndTitle(const Scene& sc, const Outcome& o);

// A card's details (a tap on a card without a move, a long press, a resting mouse): its name, what its family does
// (the rules sheet's words), where it lies and its points, and why it takes no move now when the person may act and
// it takes none (the refusal a tap says).
struct CardDetails {
    std::string title;
    std::vector<std::string> lines;
};
CardDetails DetailsOf(const Scene& sc, const CardSpot& spot);

}  // namespace shell::games::famiglia
