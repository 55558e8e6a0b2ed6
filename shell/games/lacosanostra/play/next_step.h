// shell/games/lacosanostra/play/next_step.h — the table saying what to do: the next tap in one short line, why a tap on
// a card did nothing (the rules' refusal of the move it stands for, worded), which buttons end the turn, and which
// families' bands hold the cards to tap. No ImGui, so tests link it.
//
// Secrets: every line is built from the screen's choices and the public step; a refusal is asked only for moves the
// tapped screen could show (a hand card is drawn on its owner's screen only), and a button's "ends the turn" is never
// asked for a move whose outcome hides a card (reveal, roll).
#pragma once

#include <string>
#include <vector>

#include "games/lacosanostra/cards/card_texts.h"
#include "games/lacosanostra/play/choices.h"
#include "games/lacosanostra/texts/texts.h"

namespace shell::games::lacosanostra {

// What to tap next on a screen with `choices` and the first tap `pick`: "Tap one of your outlined gangsters, then an
// order card or a market business: that ends your planning turn". Empty when the screen says it itself (a hand-off,
// dice to type, the question of an unnamed reveal) or offers nothing.
std::string NextTapLine(Lang lang, const lcn::State& s, const std::vector<Choice>& choices, Pick pick);

// The seats whose bands hold a card `choices` asks to tap (a gangster in play, a business on display; the market and
// the hands lie elsewhere, always drawn), one bit per seat. A phone folds all bands but one into strips, and a
// target in a strip is not drawn: the table opens such a band (table_layout.h FocusedBand) and the next-tap line
// names the one still folded (WithFoldedTargets).
unsigned TargetBands(const lcn::State& s, const std::vector<Choice>& choices);

// The next-tap line `line` and, when a band holding targets is folded (`folded`, one bit per seat), the tap that
// opens the first: "Now tap the gangster it is for, or tap Bernd's band". `line` alone otherwise.
std::string WithFoldedTargets(Lang lang, const lcn::State& s, const SeatNames& names, std::string line,
                              unsigned folded);

// The line while the guide leads (guide.h): what the screen would say if the guide's tap `expected` were its only
// choice, so the status line and the guide's gold frame ask for the same tap (a screen's own line could name
// another: "Tap an outlined business" over the deal offer the guide waits for). Empty when the screen does not
// offer `expected` (the computers move, the offer is not open yet): the guide's strip speaks alone.
std::string GuidedTapLine(Lang lang, const lcn::State& s, const std::vector<Choice>& choices, Pick pick, Tap expected);

// Why tapping `card` does nothing on a screen with `choices`, seen by `seat` (the acting or private seat), in one
// line: "First tap one of your gangsters, then this order card", "Not possible: Y3 already holds an assignment".
// Empty when the card is offered, or when the screen offers no tap at all (someone else decides).
std::string RefusedTapLine(Lang lang, const lcn::State& s, const std::vector<Choice>& choices, Pick pick,
                           lcn::Seat seat, CardRef card);

// Whether playing `m` ends its seat's turn: the next seat plans or acts, or the round or the game ends. False for a
// move the rules refuse.
bool EndsTurn(const lcn::State& s, const lcn::Move& m);

// A button's label with " - ends the turn" when its move ends the turn (EndsTurn), for the buttons whose outcome is
// public (not reveal, roll or continue, which says whose turn follows itself).
std::string WithEndsTurn(Lang lang, const lcn::State& s, const Choice& c, std::string label);

}  // namespace shell::games::lacosanostra
