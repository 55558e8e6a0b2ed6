// The rules API of the La Cosa Nostra core (namespace lcn) in one include, for a file that uses most of it; most
// files include only the headers they use, and the computer players, playouts, talk and the text helpers are
// included where needed. The headers it gathers:
//   cards.h       card data tables and card codes (docs/lacosanostra-rules.md §2)
//   state.h       State (plain value), Options, Step, invariants in words
//   moves.h       Move, MoveKind, TradeItem, MoveList
//   rules.h       RULINGS LIST; NewGame, CurrentActor, LegalMoves, SideMoves, Apply, scoring
//   view.h        per-seat views
//   notation.h    action, position, view and state texts (docs/lacosanostra-notation.md)
//   invariants.h  self-checks run after every action by the tests
//   session.h     Session: a game in progress (history, undo policy, names)
//   link.h        share links (v2.N) and saved games (lacosanostra-record/1): GameRecord, EncodeLink/DecodeLink,
//                 EncodeRecord/DecodeRecord, ReplayRecord (as Famiglia's famiglia/link.h)
// and, included where needed (they bring playout.h's names along):
//   probes.h      moves to probe a state with and its hidden parts scrambled (the property tests)
//   rules_api.h   the adapter to common::RulesApi (the shared random-simulation test)
#pragma once

#include "common/result.h"
#include "common/rng.h"
#include "lacosanostra/cards.h"
#include "lacosanostra/invariants.h"
#include "lacosanostra/link.h"
#include "lacosanostra/moves.h"
#include "lacosanostra/notation.h"
#include "lacosanostra/rules.h"
#include "lacosanostra/session.h"
#include "lacosanostra/state.h"
#include "lacosanostra/view.h"
