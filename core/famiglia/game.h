// Every header of the Famiglia core in one include, for a file that uses most of the core (the tools, the app's
// module); most files include only the headers they use. The headers:
//   cards.h       card types, deck composition, victory points (docs/famiglia-rules.md §1)
//   state.h       State (plain value), Step, Move, MoveList
//   rules.h       NewGame, LegalMoves, RefusalOf, IllegalReason, Apply, ApplyLegal, scoring (§2, §4, §5)
//   refusal.h     why an action is refused, as a code with cards and numbers, and its English sentence
//   notation.h    action, position and state texts (docs/famiglia-notation.md)
//   view.h        per-seat views and determinisation (decision 7)
//   playout.h     the random playout policy
//   invariants.h  self-checks run after every action by tests and `simulate`
//   seats.h       person or computer level per seat
//   link.h        share links and saved-game records (GameRecord, EncodeLink/DecodeLink, EncodeRecord/DecodeRecord)
//   session.h     the mid-end: one game in progress, undo policy, seats, records (on common::History)
//   bots.h        the computer players (four levels, the Hint) and their time-sliced driver
//   advice.h      the Expert's advice for one decision: the Hint's move and the analysis's yardstick
//   analysis.h    the Expert's analysis of a player's decisions in a game (win chances, costliest turns)
//   rules_api.h   the adapter to common::RulesApi (the shared random-simulation test)
// and from core/common/: result.h (Result), rng.h (Rng), text.h, link_envelope.h, game_tags.h, history.h.
#pragma once

#include "common/result.h"
#include "common/rng.h"
#include "famiglia/advice.h"
#include "famiglia/analysis.h"
#include "famiglia/bots.h"
#include "famiglia/cards.h"
#include "famiglia/invariants.h"
#include "famiglia/link.h"
#include "famiglia/notation.h"
#include "famiglia/playout.h"
#include "famiglia/refusal.h"
#include "famiglia/rules.h"
#include "famiglia/rules_api.h"
#include "famiglia/seats.h"
#include "famiglia/session.h"
#include "famiglia/state.h"
#include "famiglia/view.h"
