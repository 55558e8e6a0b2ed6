// The seed of a fresh deal (a new game for which no seed was asked), one rule for both games: at most 12 digits, so
// a seed read aloud or typed into ?seed= stays short. Drawn from the clock; with the page option deals=N (browser
// tests only, with test=1) from a stream of N instead, so a test's games deal the same on every run and a failure
// can be played again.
#pragma once

#include <cstdint>
#include <optional>

namespace shell::games {

// At start-up, from the page options (host/share.h PageOptions::deals); restarts the stream's count.
void UseDealStream(std::optional<std::uint64_t> stream);

std::uint64_t FreshDealSeed();

}  // namespace shell::games
