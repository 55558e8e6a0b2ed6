// Test helpers for La Cosa Nostra: build a position by hand in card notation and play action texts.
//
// A position is written as a COMPACT JSON text; Expand() fills every omitted part with the defaults below and
// returns a complete `lacosanostra-position/1` text (docs/lacosanostra-notation.md §4), which Build() hands to
// the real ParsePosition (so every test position also passes CheckInvariants). Lists of codes are written as
// one string of space-separated codes ("GV1 PZ1 AF1").
//
// Keys of the compact text (all optional) and their defaults:
//   "seats"        "Y G R"                    seat letters in clockwise order
//   "options"      {}                         passed through (notation defaults)
//   "round" 1, "step" "planning", "start_player" first seat, "rng" "0000000000000000"
//   "players"      {"Y": {...}}               per seat, every key optional:
//        "cash" 2, "laundered" 0, "hand" "" (order codes), "influence" "HL IF IT" (type codes, repeated for
//        copies), "businesses" = the family's start businesses, "drawn" "", "influence_drawn" "",
//        "markers" = 5 minus the seat's markers placed through "business"
//   "gangsters"    {"Y2": "order O1-10 HL"}   first word: active | deactivated | aside | killed X |
//                                             order O | purchase B; further words: attached AB HL MP SA
//   "idle"         "active"                   status of the start gangsters not listed ("deactivated" to keep
//                                             them out of the way); bought gangsters not listed are "aside"
//   "business"     {"AW1": "Y Y deactivated used"}  per card: one seat letter per deal marker, flags
//   "market"       the first four free business cards in code order; "-" = empty slot
//   "business_deck" top first; every free business card not named goes below, in code order
//   "order_decks"  top first, cards of any round (each goes to its round's deck); unnamed orders below
//   "discard_up" "", "discard_down" "", "seen" {} (passed through)
//   "influence_deck" top first (type codes); the remaining copies below in type order
//   "influence_discard" ""
//   "monopolies"   computed from the displays by §4.5 unless given
//   "cursor"       {} (passed through)
//   "bank_balance" computed so that money is conserved (I4)
#pragma once

#include <doctest/doctest.h>
#include <string>
#include <string_view>
#include <vector>

#include "lacosanostra/game.h"

namespace lcn::test {

std::string Expand(std::string_view compact);  // the full position text (REQUIREs a well-formed input)
State Build(std::string_view compact);         // Expand + ParsePosition (REQUIREs success)

// Applies "a; b; c" one action at a time; each must be accepted. A refusal fails the test with the action,
// its RefusalText and the state's JSON.
State Play(State s, std::string_view actions);
// The refusal of `action` in `s` (fails the test if it is accepted, or if the refused Apply changed `s`).
Refusal RefusalOf(const State& s, std::string_view action);
std::string Refused(const State& s, std::string_view action);  // RefusalText of RefusalOf
bool Accepted(const State& s, std::string_view action);

std::vector<std::string> Legal(const State& s);  // LegalMoves as texts, in list order
std::vector<std::string> LegalStartingWith(const State& s, std::string_view prefix);
bool IsLegal(const State& s, std::string_view action);
std::string StepName(const State& s);  // the position's "step" text

Seat SeatOf(const State& s, char letter);  // REQUIREs a seated letter
int Cash(const State& s, char letter);
int Laundered(const State& s, char letter);
int Markers(const State& s, char letter);  // in supply
// Where a card is, in words: "hand Y", "on Y2", "deck", "discard_up", "discard_down", "display Y",
// "market", "deactivated Y", "active", "aside", "killed by R", ...
std::string Where(const State& s, std::string_view code);
int MarkersOn(const State& s, std::string_view business, char letter);

}  // namespace lcn::test
