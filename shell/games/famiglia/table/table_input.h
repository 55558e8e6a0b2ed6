// shell/games/famiglia/table/table_input.h — taps, clicks and keys turned into actions and gestures. Every action
// any seat applies goes through PlayLegal: it must be an element of the core's legal list of the current state
// (the person's taps here and in the dialogs, and the computer seat in table_view.cpp). No ImGui: the drawing
// reports which item was activated, the frame which key was typed.
#pragma once

#include <optional>

#include "games/famiglia/names.h"
#include "games/famiglia/table/table_model.h"

namespace shell::games::famiglia {

// The one gate: applies `m` to the session if (and only if) it is an element of `legal`, the core's legal
// list of the session's current state. True when applied.
bool PlayLegal(Session& s, const MoveList& legal, const Move& m);

// A person's action (a chooser option, a tap that needs no choice): through the gate, then the gestures of the
// table are over; a take or pass ends the turn and with it "done swapping".
bool PlayChosen(Scene& sc, const Move& m);

// Drops the gestures under way (a picked Brute or swap half, the chooser) and the choosers' overlays.
void ClearGestures(TableUi& g);
// Undo (button, U key): the session takes back one action; "done swapping" goes with it, since the Accountant
// it closed may be the action taken back.
void UndoOwnAction(TableUi& g, Session& s);
// "Done swapping": the rest of the Swap step is skipped.
void CloseSwapping(TableUi& g);
// Opens the log sheet at its end.
void OpenLog(TableUi& g);
// Pass, or the confirmation when it would end the game.
void RequestPass(Scene& sc);
// The hint key and button: starts the Expert's advice (hint.h); once ready, its action's cards pulse until the
// next change and the status line says why. While it thinks, the key does nothing more.
void ShowHint(Scene& sc);
// A frame's share of the hint's thinking (`budget_ms` of wall time); forgets it when the game changed or the
// person may not act now. True while it thinks.
bool StepHint(Scene& sc, double budget_ms);
void CancelHint(TableUi& g);  // the Cancel button while the hint thinks

// A tap on a card of the table: a Street card, a card of the own hand or play area. True when it made a move or took
// a step of one; false when the card takes no move now (the status line says why, if the person may act).
bool OnStreet(Scene& sc, CardType t);
bool OnHand(Scene& sc, CardType t);
bool OnArea(Scene& sc, CardType t);
// A tap on a card the table drew, by where it lies (the other player's cards take no move).
bool TapCard(Scene& sc, const CardSpot& spot);
// One frame of the pointer over the table's cards (the details' timing, ui/card_peek.h) and the card tapped in it, if
// any: the tap does what TapCard says, unless a long press or a press that closed pinned details swallowed it; a tap
// on a card without a move pins its details. `show` of the result: the card whose details are open.
ui::PeekOutput<CardSpot> PointCards(Scene& sc, const ui::PeekInput<CardSpot>& in, std::optional<CardSpot> tapped);

// Esc: closes the open dialog (not the end screen; before the first game the menu stays), pinned details, and drops
// gestures.
void OnEscape(TableUi& g, bool started);
// A typed character while the table has no dialog: U undo, P pass, H hint.
void OnTableKey(Scene& sc, unsigned ch);

// "Play again" on the end screen: the next game gets this game's seats and variant.
void ChooseSameSetup(TableUi& g, const Session& s);

}  // namespace shell::games::famiglia
