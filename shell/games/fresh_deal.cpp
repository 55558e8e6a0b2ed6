#include "games/fresh_deal.h"

#include <chrono>

#include "common/rng.h"

namespace shell::games {

namespace {
std::optional<std::uint64_t> g_stream;  // deals=N, else the clock
std::uint64_t g_count = 0;              // fresh deals so far: two in one clock tick still differ
}  // namespace

void UseDealStream(std::optional<std::uint64_t> stream) {
    g_stream = stream;
    g_count = 0;
}

std::uint64_t FreshDealSeed() {
    const std::uint64_t base =
        g_stream ? *g_stream : static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
    return common::Rng::Stream(base, ++g_count).Next() % 1000000000000ull;
}

}  // namespace shell::games
