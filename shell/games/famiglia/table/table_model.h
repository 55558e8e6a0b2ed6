// shell/games/famiglia/table/table_model.h — what the table shows, decided without drawing: which cards are usable,
// selected or outlined, the Street's cards and ways, the other player's latest turn, why a tapped card does
// nothing, the scores of the end screen. Plain functions of the Session, the state drawn and the UI state
// (TableUi) in this frame; no ImGui, so tests/famiglia/table/table_model_test.cpp checks them natively.
// The words built from the same facts (status line, titles) are in table_status.h.
#pragma once

#include <string>
#include <vector>

#include "famiglia/game.h"
#include "famiglia/session.h"
#include "games/famiglia/names.h"
#include "games/famiglia/table/table_ui.h"
#include "games/famiglia/texts/texts.h"
#include "ui/words.h"

namespace shell::games::famiglia {

// One frame's facts: the game, who looks at it and whether that person may act. Drawing (FrameCtx) and input
// extend or take it; the model only reads it.
struct Scene {
    TableUi& g;
    Session& s;
    const State& st;  // the state drawn in this frame (a copy: an action applied during the frame does not move it)
    Lang lang;
    int me;        // the seat drawn at the bottom
    bool my_turn;  // a person at this device may act now

    const char* Tr(T t) const { return Text(lang, t); }
    const char* Tr(Common w) const { return CommonWord(lang, w); }
};

// ---- Seats and caches -----------------------------------------------------------------------------------

std::string SeatName(const Session& s, Lang lang, int seat);
std::string SeatName(const Scene& sc, int seat);
bool SeatIsYou(const Scene& sc, int seat);  // the second-person "you" of a game against the computer

// Hot-seat with hidden hands: the other player's hand is drawn face down until the game is over.
bool HandHidden(const Scene& sc, int seat);
// The computer is deciding (or its decided action waits for the pace): the thinking bar is shown.
bool ComputerBusy(const Scene& sc);

// Rebuilds what depends only on (game, language): the legal list and the log. A new game state also drops the
// note and the hint.
void RefreshCaches(TableUi& g, const Session& s);

// Hot-seat: who looks at the table. With hidden hands a hand-off screen stands between the players.
void UpdateViewer(TableUi& g, const Session& s);

// The log sentences of moves [first, last), joined by spaces (log line i + 1 tells move i).
std::string MovesInWords(const TableUi& g, int first, int last);

// ---- Highlights and usable cards ------------------------------------------------------------------------

// The cards the other player's latest turn touched (or the computer's turn in progress): its moves
// [first, last), outlined on the table.
struct Highlights {
    Counts hand[2]{}, area[2]{}, street{};
    int first = 0, last = 0;
    bool any() const { return last > first; }
};
Highlights LastTurnHighlights(const Scene& sc);
// The cards touched by the session's moves [first, last) (clamped to the history); empty when none.
Highlights MovesHighlights(const Session& s, int first, int last);

// Which cards take part in some legal action now (the rest are drawn dimmed, but for the hand in the take step).
struct Usable {
    Counts hand{}, area{}, street{};
    bool take = false;
};
Usable ComputeUsable(const MoveList& legal);

// The Swap step is open to the person at the table and "done swapping" was not pressed.
bool SwapMode(const Scene& sc);

// How one card of the table is shown.
struct CardState {
    bool usable = true;  // part of a legal action (always true outside the own turn)
    bool dimmed = false;
    bool selected = false;   // lifted: the card of a gesture under way
    bool payer = false;      // would pay for the take being looked at
    bool last_move = false;  // touched by the other player's latest turn
    bool hint = false;       // used by the hint's action
};
CardState GridCardState(const Scene& sc, const Usable& usable, const Highlights& hl, int seat, Zone zone, CardType t);

// The Street's cards one by one, in table order.
struct StreetCard {
    CardType t;
    int value;  // -1: printed rank
    bool is_new;
    int copy;  // 0, 1, ... among copies of t
};
std::vector<StreetCard> StreetCards(const State& st);
// The variant's new cards stand apart (after a gap) when there are any.
bool NewCardsSetApart(const State& st, const std::vector<StreetCard>& cards);
CardState StreetCardState(const Scene& sc, const Usable& usable, const Highlights& hl, const StreetCard& card);

// ---- Ways and reasons -----------------------------------------------------------------------------------

// The legal takes and refreshes of Street card `t`, in the core's order.
std::vector<Move> StreetWays(const MoveList& legal, CardType t);
// The legal values of Brute `brute` on Street card `target`: the highest value (smallest reduction) first.
std::vector<Move> BruteValues(const MoveList& legal, CardType brute, CardType target);
// Why no take of Street card `t` works (the core's refusal).
Refusal WhyNoTake(const State& st, CardType t);
// Why tapped hand card `t` does nothing (a sentence in the scene's language), when no legal action uses it.
std::string WhyNotHandCard(const Scene& sc, CardType t);
// Why play-area card `t` cannot move now (the core's refusal).
Refusal WhyNotAreaCard(const State& st, CardType t);
// The status line's note for a refused action, worded in `lang`.
std::string WhyNotNote(Lang lang, const Refusal& refusal);

// ---- Steps and scores -----------------------------------------------------------------------------------

// The open step as shown in the step indicator: 0 refresh, 1 Accountant (and swaps), 2 Brute, 3 take.
int StepIndex(const State& st);
// The name of step `step` (a StepIndex) in the step indicator and in the rules sheet's legend.
T StepName(int step);
// The victory points of family `f` among `cards`.
int FamilyPoints(const Counts& cards, Family f);
// The seat's card (hand or play area) with the most victory points; kNoCard when it has none.
CardType HighestCard(const State& st, int seat);

}  // namespace shell::games::famiglia
