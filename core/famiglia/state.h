// The game state of Famiglia as a plain value type (docs/architecture.md §3), and the atomic actions (Move).
// Rules: docs/famiglia-rules.md §5.1 (data model) and §5.3 (turn phases); docs/famiglia-notation.md "Actions".
//
// Every zone is a count per card type, except the draw pile, which is an ordered sequence. The State holds
// no pointers and no heap memory: copying it is a memcpy, and `==` compares games.
// Representation notes:
//  - `deck[0..deck_size)` holds the draw pile with the TOP at the END (drawing is a pop); unused entries are
//    always 0 so that the defaulted `==` compares only the real pile.
//  - A Brute lowers one copy of a card type for the current turn (`brute_target`, `brute_value`). When
//    several copies of that type lie in the Street, "which copy" is decided by the action that uses it
//    (docs/famiglia-notation.md: where both fit, they are the same card for the game).
//  - `street_new` counts, per type, the copies drawn into the Street by a refresh this turn (§5.6).
#pragma once

#include <array>
#include <cstdint>

#include "common/fixed_list.h"
#include "common/result.h"
#include "common/rng.h"
#include "famiglia/cards.h"

namespace fam {

// The shared pieces of core/common, under the names the Famiglia code has always used.
using common::Result;
using common::Rng;

// The steps of a turn (§5.3), in order. A later step closes the earlier ones for the rest of the turn.
enum class Step : std::uint8_t { kRefresh, kAccountant, kSwap, kBrute, kTake, kOver };
const char* StepName(Step s);  // "refresh", "accountant", "swap", "brute", "take", "over" (docs/famiglia-notation.md)

inline constexpr std::uint8_t kUnlimited = 0xFF;
inline constexpr std::int8_t kNotTriggered = -1;

struct State {
    std::array<Counts, 2> hand{};
    std::array<Counts, 2> area{};            // play areas (face-up, "exhausted" gangsters)
    Counts street{};                         // printed card types in the Street
    Counts street_new{};                     // of those, copies added by a refresh this turn
    std::array<CardType, kNumCards> deck{};  // draw pile, top = deck[deck_size - 1]
    std::uint8_t deck_size = 0;
    std::uint8_t deck_known_bottom = 0;  // cards at the bottom that everyone saw slid under (second pass)
    Counts discard{};
    std::uint64_t rng = 0;  // generator state for the one reshuffle of the discard pile

    bool new_cards_only = false;  // optional RGG variant (§2.11, §5.6)
    bool second_pass = false;
    std::uint8_t first = 0;  // start player
    std::uint8_t to_move = 0;
    std::uint8_t pass_streak = 0;            // consecutive passes; 2 ends the game (§2.9)
    std::int8_t turns_left = kNotTriggered;  // after the end trigger: turns still to play, this one included

    // --- Within the current turn (all reset at the start of a turn) ---
    Step phase = Step::kRefresh;  // earliest step not yet closed by an action of this turn
    std::uint8_t actions_this_turn = 0;
    std::uint8_t refreshes_left = 0;  // kUnlimited in the first deck pass, else 0 or 1 (§2.7, §5.3)
    bool added_this_turn = false;     // a refresh drew cards this turn (the variant restricts takes)
    std::uint8_t swaps_left = 0;      // after an Accountant: swaps still allowed
    Counts swap_locked_area{};        // area cards that may not move: the Accountant, cards swapped in
    Counts swap_locked_hand{};        // hand cards that may not move: cards swapped back to hand
    CardType brute_target = kNoCard;  // Street type lowered by this turn's Brute
    std::uint8_t brute_value = 0;     // its value for this turn
    bool over = false;

    bool operator==(const State&) const = default;
};

// Convenience read-outs used everywhere (UI, bots, tests).
inline int DeckSize(const State& s) { return s.deck_size; }
inline CardType DeckTop(const State& s) { return s.deck_size ? s.deck[s.deck_size - 1u] : kNoCard; }
bool StreetHasZero(const State& s);  // a card of printed rank 0 lies in the Street
bool AtTurnStart(const State& s);    // no action applied yet in this turn (a position can describe it)
Counts DeckCounts(const State& s);

// The value a take uses for Street type t: the printed rank, or the Brute's value for the lowered copy.
// `values` receives the distinct values present (1 or 2 entries); returns how many.
int StreetValues(const State& s, CardType t, std::array<int, 2>& values);

// The atomic actions of docs/famiglia-notation.md. Kinds are listed in the byte order of their texts.
enum class MoveKind : std::uint8_t { kAccountant, kBrute, kPass, kRefresh, kSwap, kTake };

struct Move {
    MoveKind kind = MoveKind::kPass;
    CardType a = kNoCard;    // refresh T / accountant C / swap X(area) / brute C / take T
    CardType b = kNoCard;    // swap Y(hand) / brute T / take X (to play area)
    CardType c = kNoCard;    // take Y (stays in hand)
    std::uint8_t value = 0;  // brute V

    bool operator==(const Move&) const = default;

    static constexpr Move Pass() { return Move{}; }
    static constexpr Move Refresh(CardType t) { return {MoveKind::kRefresh, t, kNoCard, kNoCard, 0}; }
    static constexpr Move Accountant(CardType c) { return {MoveKind::kAccountant, c, kNoCard, kNoCard, 0}; }
    static constexpr Move Swap(CardType from_area, CardType from_hand) {
        return {MoveKind::kSwap, from_area, from_hand, kNoCard, 0};
    }
    static constexpr Move Brute(CardType brute, CardType target, int value) {
        return {MoveKind::kBrute, brute, target, kNoCard, static_cast<std::uint8_t>(value)};
    }
    static constexpr Move Take(CardType target) { return {MoveKind::kTake, target, kNoCard, kNoCard, 0}; }
    static constexpr Move Take(CardType target, CardType to_area, CardType keep) {
        return {MoveKind::kTake, target, to_area, keep, 0};
    }
    bool IsFreeTake() const { return kind == MoveKind::kTake && b == kNoCard; }
    // A take or a pass ends the player's turn; every other action continues it.
    bool EndsTurn() const { return kind == MoveKind::kTake || kind == MoveKind::kPass; }
};

// The legal actions of a state, in byte order of their texts (docs/famiglia-notation.md), without heap allocation.
// The bound: 16 refresh + 4 accountant + 400 swap + 256 brute + 360 take + pass, and no state has all of them.
using MoveList = common::FixedList<Move, 1040>;

}  // namespace fam
