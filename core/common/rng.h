// The project's own random generator, bounded draws and shuffle (docs/architecture.md §5).
// std distributions and std::shuffle differ between libstdc++ (native) and libc++ (WebAssembly); this code
// does not, so a seed deals the same game everywhere. All arithmetic is on fixed-width unsigned integers.
#pragma once

#include <cstdint>

namespace common {

// SplitMix64: one 64-bit word of state, good statistical quality, trivially serialisable.
class Rng {
public:
    explicit constexpr Rng(std::uint64_t state = 0) : state_(state) {}

    // An independent stream for the n-th chance event (or bot, or seat) of a game with this seed, so a
    // shuffle does not depend on how many numbers earlier code happened to draw.
    static constexpr Rng Stream(std::uint64_t seed, std::uint64_t n) {
        return Rng(Mix(seed ^ Mix(n + 0x632BE59BD9B4E019ULL)));
    }

    constexpr std::uint64_t Next() {
        state_ += 0x9E3779B97F4A7C15ULL;
        return Mix(state_);
    }

    // Uniform in [0, n) by rejection, no modulo bias. n must be > 0.
    constexpr std::uint32_t Below(std::uint32_t n) {
        const std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;
        std::uint64_t x = Next();
        while (x >= limit) x = Next();
        return static_cast<std::uint32_t>(x % n);
    }

    // Fisher-Yates, drawing from the back.
    template <typename T>
    constexpr void Shuffle(T* items, std::uint32_t count) {
        for (std::uint32_t i = count; i > 1; --i) {
            const std::uint32_t j = Below(i);
            T tmp = items[i - 1];
            items[i - 1] = items[j];
            items[j] = tmp;
        }
    }

    constexpr std::uint64_t state() const { return state_; }

private:
    static constexpr std::uint64_t Mix(std::uint64_t z) {
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    std::uint64_t state_;
};

}  // namespace common
