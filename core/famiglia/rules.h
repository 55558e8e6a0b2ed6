// The rules of Famiglia as a state machine: new game, legal actions, apply, scoring.
// Rules: docs/famiglia-rules.md, normative decisions 1-7 and §2, §4, §5 (referenced at each rule in rules.cpp).
// House rule (decision 6, §4 item 18): when totals and the single best cards tie, the players' card VPs are
// compared sorted descending; identical lists share the win. The interface says so when it decides.
// Deliberate reading: the Accountant may swap 0 cards (§4 item 2); a `swap X X` that trades a card for an
// identical one is legal (it equals a smaller k).
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "common/result.h"
#include "famiglia/refusal.h"
#include "famiglia/state.h"

namespace fam {

struct Rules {
    bool new_cards_only = false;  // RGG variant, §5.6

    bool operator==(const Rules&) const = default;
};

inline constexpr int kRandomFirst = -1;

// Everything a new game is dealt from (La Cosa Nostra's rules.h has the same shape).
struct Setup {
    std::uint64_t seed = 1;
    Rules rules{};
    int first = kRandomFirst;  // the start player: 0 or 1, or kRandomFirst to draw it from the seed

    bool operator==(const Setup&) const = default;
};

// A freshly dealt game (§5.2); refuses a start player other than 0, 1 or kRandomFirst. Chance is seeded and
// explicit: the deal uses stream 0 of the seed, the start player stream 1, and the single later reshuffle a
// generator stored in the State (stream 2).
Result<State> NewGame(const Setup& setup);
// The convenience form for the many tests and tools that deal a game by its seed: `first` must be 0, 1 or
// kRandomFirst (it cannot fail then, so it returns the State itself).
State NewGame(std::uint64_t seed, const Rules& rules = {}, int first = kRandomFirst);

// The earliest step of the current turn that is still open and offers an action (docs/famiglia-notation.md `step`).
Step CurrentStep(const State& s);

// Every legal action, each once, in byte order of its text. Empty when the game is over.
void LegalMoves(const State& s, MoveList& out);

// Why `m` is refused in `s` (refusal.h), as data; code kNone when `m` is legal.
Refusal RefusalOf(const State& s, const Move& m);
// Empty if `m` is legal in `s`, else the refusal as one line of plain English (RefusalText).
std::string IllegalReason(const State& s, const Move& m);

// Validates, then applies: the input state is never changed; a refusal is the error (RefusalText).
Result<State> Apply(const State& s, const Move& m);
// The same in place (La Cosa Nostra's rules.h has it too): on refusal `s` is unchanged and the refusal says why.
Refusal ApplyInPlace(State& s, const Move& m);

// Applies a move known to be legal (taken from LegalMoves): the fast path for playouts and search.
void ApplyLegal(State& s, const Move& m);

// --- Scoring (§5.7, decision 6) ---
enum class TieBreak : std::uint8_t {
    kNone,         // the totals differ
    kHighestCard,  // equal totals; the single highest-VP card decided
    kSortedCards,  // house rule: card VPs compared sorted descending
    kShared,       // everything equal: shared win
};
struct Outcome {
    std::array<int, 2> scores{};
    int winner = -1;  // 0 or 1; -1 for a shared win (or while the game runs)
    TieBreak tie_break = TieBreak::kNone;
};
int Score(const State& s, int player);  // VP of hand + play area
// The result is an Outcome in both cores, read by OutcomeOf (a function named Outcome would hide the type).
Outcome OutcomeOf(const State& s);  // meaningful once s.over; the current standing before that

}  // namespace fam
