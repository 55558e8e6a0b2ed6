// The rules API every game offers to the shared tests (tests/common/support/random_sim.h) and tools: a C++20
// concept over a traits type G (static functions only), so a game keeps its own types and names and adds one
// small adapter in its core (famiglia/rules_api.h, lacosanostra/rules_api.h). What it asks for:
//   State, Move               values; State is copyable and ==-comparable (a copy equals its original)
//   kNumVariants              rule variants NewGame accepts (0 .. kNumVariants - 1)
//   NewGame(seed, variant)    a dealt game; chance is seeded (common/rng.h)
//   IsOver(s)                 the game has ended (then Legal is empty)
//   NumSeats(s), ViewFor(s, seat)   seats 0 .. NumSeats - 1 and what one seat may know (==-comparable)
//   HideUnseen(s, seat, rng)  s with everything `seat` cannot see re-drawn (the leak test compares views)
//   Legal(s)                  every legal move once, in byte order of its text; a chance actor's turn (dice)
//                             lists the outcomes, or the one the game's generator would roll where the
//                             outcomes are not listed (La Cosa Nostra: any dice are accepted)
//   Refusal(s, m)             empty when m is legal, else one line of English
//   Apply(s, m)               validates, then applies: Result<State> with the refusal as the error
//   MoveText(s, m), ParseMove(s, t)   the notation of a move in state s (a game may name seats by their
//                             place at the table); ParseMove(s, MoveText(s, m)) == m
//   PositionText(s)           the position as text, or nullopt where the game defines none (e.g. mid-turn);
//   ParsePosition(t)          ParsePosition(*PositionText(s)) == s
//   CheckInvariants(s)        empty, or the first broken invariant in words
//   RandomMove(s, rng)        a probe: any well-formed move, legal or not (tests that refusals are right)
//   PlayoutMove(s, legal, rng)  the game's random playout policy in s, choosing from a non-empty Legal(s) (or,
//                             where the game has them, a move Legal does not list that Apply accepts: a trade)
// Optional: ExtraProbes(s, rng) -> std::vector<Move>, moves that Legal does not enumerate (La Cosa Nostra's
// trades, say): the test applies each and requires refusal and Apply to agree.
#pragma once

#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/result.h"
#include "common/rng.h"

namespace common {

template <typename G>
concept RulesApi = std::copyable<typename G::State> && std::equality_comparable<typename G::State> &&
    std::equality_comparable<typename G::Move> &&
    requires(const typename G::State& s, const typename G::Move& m, std::string_view text, int seat, std::uint64_t seed,
             Rng& rng) {
    { G::kNumVariants } -> std::convertible_to<int>;
    { G::NewGame(seed, 0) } -> std::same_as<typename G::State>;
    { G::IsOver(s) } -> std::same_as<bool>;
    { G::NumSeats(s) } -> std::same_as<int>;
    { G::ViewFor(s, seat) == G::ViewFor(s, seat) } -> std::convertible_to<bool>;
    { G::HideUnseen(s, seat, rng) } -> std::same_as<typename G::State>;
    { G::Legal(s) } -> std::same_as<std::vector<typename G::Move>>;
    { G::Refusal(s, m) } -> std::same_as<std::string>;
    { G::Apply(s, m) } -> std::same_as<Result<typename G::State>>;
    { G::MoveText(s, m) } -> std::same_as<std::string>;
    { G::ParseMove(s, text) } -> std::same_as<Result<typename G::Move>>;
    { G::PositionText(s) } -> std::same_as<std::optional<std::string>>;
    { G::ParsePosition(text) } -> std::same_as<Result<typename G::State>>;
    { G::CheckInvariants(s) } -> std::same_as<std::string>;
    { G::RandomMove(s, rng) } -> std::same_as<typename G::Move>;
    { G::PlayoutMove(s, G::Legal(s), rng) } -> std::same_as<typename G::Move>;
};

// The optional hook of RulesApi: moves that Legal does not list but Apply may accept.
template <typename G>
concept HasExtraProbes = requires(const typename G::State& s, Rng& rng) {
    { G::ExtraProbes(s, rng) } -> std::same_as<std::vector<typename G::Move>>;
};

}  // namespace common
