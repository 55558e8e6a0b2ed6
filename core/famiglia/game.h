// The facade of the Famiglia core: the one header the shell, the tools and the tests include.
//   cards.h     card types, deck composition, victory points (famiglia.md §1)
//   state.h     State (plain value), Step, Move, MoveList
//   rules.h     NewGame, LegalMoves, IllegalReason, Apply, ApplyLegal, scoring (§2, §4, §5)
//   notation.h  action, position and state texts (notation.md)
//   view.h      per-seat views and determinisation (decision 7)
//   playout.h   the random playout policy
//   invariants.h  self-checks run after every action by tests and `simulate`
//   rng.h       the project's own generator and shuffle
//   seats.h     person or computer level per seat
//   link.h      share links and saved-game records (GameRecord, EncodeLink/DecodeLink, EncodeRecord/DecodeRecord)
#pragma once

#include "famiglia/cards.h"
#include "famiglia/invariants.h"
#include "famiglia/link.h"
#include "famiglia/notation.h"
#include "famiglia/playout.h"
#include "common/result.h"
#include "common/rng.h"
#include "famiglia/seats.h"
#include "famiglia/rules.h"
#include "famiglia/state.h"
#include "famiglia/view.h"
