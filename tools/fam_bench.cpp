// famiglia_bench: speed figures of the rules core (a tool, not a test: timing never decides a test).
// Prints random playouts per second (random playout policy, legal actions generated at every decision)
// and the cost of legal-action generation in a mid-game position. Built natively and for WebAssembly;
// `cmake --build build/native --target benchmark` runs both.
//   famiglia_bench [--seconds S]   (S: the playout measurement, in 5 rounds; default 5)
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "famiglia/game.h"

namespace {

using namespace fam;
using Clock = std::chrono::steady_clock;

double Seconds(Clock::time_point since) { return std::chrono::duration<double>(Clock::now() - since).count(); }

#ifdef __EMSCRIPTEN__
constexpr const char* kPlatform = "WebAssembly (node)";
#else
constexpr const char* kPlatform = "native";
#endif

// A busy position: the start of a turn in the second deck pass, with many legal actions.
State MidGame() {
    State best;
    int best_count = -1;
    MoveList legal;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        State s = NewGame(seed);
        Rng policy = Rng::Stream(seed, 1000);
        while (!s.over) {
            LegalMoves(s, legal);
            if (AtTurnStart(s) && s.second_pass && legal.size() > best_count) {
                best = s;
                best_count = legal.size();
            }
            ApplyLegal(s, RandomPlayoutMove(legal, policy));
        }
    }
    return best;
}

}  // namespace

int main(int argc, char** argv) {
    double budget = 5.0;
    if (argc == 3 && std::strcmp(argv[1], "--seconds") == 0) budget = std::atof(argv[2]);
    if (budget <= 0 || budget > 600) {
        std::fprintf(stderr, "usage: famiglia_bench [--seconds S]  (0 < S <= 600)\n");
        return 2;
    }

    // 1. Complete random games, in rounds: on a shared machine a neighbour can slow one round down, so the
    // best round shows what the code does and the median what a reader may expect.
    constexpr int kRounds = 5;
    MoveList legal;
    long games = 0, actions = 0;
    std::uint64_t checksum = 0;
    std::array<double, kRounds> rates{};
    for (double& rate : rates) {
        const long games_before = games;
        const auto start = Clock::now();
        double elapsed = 0;
        while (elapsed < budget / kRounds) {
            for (int batch = 0; batch < 256; ++batch) {
                const std::uint64_t seed = static_cast<std::uint64_t>(games) + 1;
                State s = NewGame(seed);
                Rng policy = Rng::Stream(seed, 1000);
                while (!s.over) {
                    LegalMoves(s, legal);
                    ApplyLegal(s, RandomPlayoutMove(legal, policy));
                    ++actions;
                }
                checksum += static_cast<std::uint64_t>(Score(s, 0) * 256 + Score(s, 1));
                ++games;
            }
            elapsed = Seconds(start);
        }
        rate = static_cast<double>(games - games_before) / elapsed;
    }
    std::sort(rates.begin(), rates.end());
    const double actions_per_game = static_cast<double>(actions) / static_cast<double>(games);
    std::printf("platform                      %s\n", kPlatform);
    std::printf(
        "random playouts per second    %.0f best, %.0f median of %d rounds  (%ld games, %.1f actions per game, "
        "checksum %llu)\n",
        rates[kRounds - 1], rates[kRounds / 2], kRounds, games, actions_per_game,
        static_cast<unsigned long long>(checksum));
    std::printf("actions per second            %.0f best  (legal actions generated before each)\n",
                rates[kRounds - 1] * actions_per_game);

    // 2. Legal-action generation in one mid-game position.
    const State mid = MidGame();
    LegalMoves(mid, legal);
    const int count = legal.size();
    long calls = 0;
    const auto gen_start = Clock::now();
    double gen_elapsed = 0;
    while (gen_elapsed < budget / 2) {
        for (int i = 0; i < 10000; ++i) {
            LegalMoves(mid, legal);
            checksum += static_cast<std::uint64_t>(legal.size());
        }
        calls += 10000;
        gen_elapsed = Seconds(gen_start);
    }
    std::printf("legal-action generation       %.0f ns per call  (mid-game position with %d legal actions)\n",
                gen_elapsed * 1e9 / static_cast<double>(calls), count);
    return checksum == 0 ? 1 : 0;  // keeps the work observable
}
