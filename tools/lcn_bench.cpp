// lacosanostra_bench: speed figures of the La Cosa Nostra rules core (a tool, not a test: timing never
// decides a test). Complete random games (playout.h policy: legal actions generated at every decision, the
// occasional trade validated by Apply) per second and applied actions per second for 3, 4 and 5 players, and
// the cost of legal-action generation in the busiest planning and action-phase positions of 200 games.
// Built natively and for WebAssembly; `cmake --build build/native --target benchmark` runs both.
//   lacosanostra_bench [--seconds S]   (S: per player count, in 5 rounds; default 3)
//   lacosanostra_bench --workload N    (seeds 1..N of each player count, untimed: the actions' count and checksum)
// The workload is for instruction counts (valgrind --tool=callgrind), which a loaded machine does not disturb,
// and its checksum over every applied action shows that a speed change leaves the games as they were.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>

#include "lacosanostra/game.h"
#include "lacosanostra/playout.h"

namespace {

using namespace lcn;
using Clock = std::chrono::steady_clock;

double Seconds(Clock::time_point since) { return std::chrono::duration<double>(Clock::now() - since).count(); }
// Processor time of this process: natively unaffected by neighbours on a shared machine (the wall-clock figures
// are); under node, std::clock is wall time again.
double CpuSeconds(std::clock_t since) { return static_cast<double>(std::clock() - since) / CLOCKS_PER_SEC; }

#ifdef __EMSCRIPTEN__
constexpr const char* kPlatform = "WebAssembly (node)";
#else
constexpr const char* kPlatform = "native";
#endif

State Deal(int players, std::uint64_t seed) {
    Setup setup;
    setup.players = players;
    setup.seed = seed;
    return NewGame(setup).value();
}

bool InActionPhase(Step step) { return step >= Step::kPreTurn && step <= Step::kLaunder && step != Step::kLook; }

// The positions with the most legal actions in planning and in the action phase, over 200 games of 5 players.
void BusiestPositions(State& planning, State& action) {
    int most_planning = -1, most_action = -1;
    MoveList legal, scratch;
    std::array<Move, kMaxPlayoutStepMoves> applied;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        State s = Deal(5, seed);
        Rng policy = Rng::Stream(seed, 1000);
        while (!IsOver(s)) {
            LegalMoves(s, legal);
            if (s.step == Step::kPlanning && legal.size() > most_planning) {
                planning = s;
                most_planning = legal.size();
            }
            if (InActionPhase(s.step) && legal.size() > most_action) {
                action = s;
                most_action = legal.size();
            }
            PlayoutStep(s, policy, scratch, applied);
        }
    }
}

double NanosPerLegalCall(const State& s, double budget, std::uint64_t& checksum) {
    MoveList legal;
    long long calls = 0;
    const auto start = Clock::now();
    const std::clock_t cpu_start = std::clock();
    while (Seconds(start) < budget) {
        for (int i = 0; i < 1000; ++i) {
            LegalMoves(s, legal);
            checksum += static_cast<std::uint64_t>(legal.size());
        }
        calls += 1000;
    }
    return CpuSeconds(cpu_start) * 1e9 / static_cast<double>(calls);
}

// FNV-1a style over a move's fields packed into words (not its bytes: the struct has padding), cheap enough
// not to weigh in the workload's instruction count. Trade items only for trades (other moves leave them unset).
std::uint64_t HashMove(std::uint64_t h, const Move& m) {
    auto add = [&h](std::uint64_t word) {
        h ^= word;
        h *= 0x100000001B3ULL;
    };
    add(std::uint64_t{static_cast<std::uint8_t>(m.kind)} | std::uint64_t{m.seat} << 8 | std::uint64_t{m.other} << 16 |
        std::uint64_t{m.a} << 24 | std::uint64_t{m.b} << 32 | std::uint64_t{m.flag} << 40 |
        std::uint64_t{static_cast<std::uint16_t>(m.amount)} << 48);
    std::uint64_t list = m.count;
    for (std::uint8_t d : m.list) list = list << 8 | d;
    add(list);
    if (m.kind == MoveKind::kTrade) {
        for (const TradeItem& t : m.items) {
            add(std::uint64_t{t.by_other} | std::uint64_t{static_cast<std::uint8_t>(t.verb)} << 8 |
                std::uint64_t{t.card} << 16 | std::uint64_t{t.gangster} << 24 | std::uint64_t{t.amount} << 32);
        }
    }
    return h;
}

// Seeds 1..games of 3, 4 and 5 players: prints the actions applied and a checksum over all of them.
int Workload(long long games) {
    std::uint64_t checksum = 0xCBF29CE484222325ULL;
    long long actions = 0;
    MoveList legal;
    std::array<Move, kMaxPlayoutStepMoves> applied;
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        for (long long g = 1; g <= games; ++g) {
            const auto seed = static_cast<std::uint64_t>(g);
            State s = Deal(players, seed);
            Rng policy = Rng::Stream(seed, 1000);
            while (!IsOver(s)) {
                const int n = PlayoutStep(s, policy, legal, applied);
                for (int i = 0; i < n; ++i) checksum = HashMove(checksum, applied[static_cast<std::size_t>(i)]);
                actions += n;
            }
        }
    }
    std::printf("workload: %lld games of each of 3, 4 and 5 players, %lld actions, checksum %016llx\n", games, actions,
                static_cast<unsigned long long>(checksum));
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 3 && std::strcmp(argv[1], "--workload") == 0) {
        const long long games = std::atoll(argv[2]);
        if (games > 0 && games <= 1000000) return Workload(games);
        argc = 0;  // a bad count: the usage line below
    }
    double budget = 3.0;
    if (argc == 3 && std::strcmp(argv[1], "--seconds") == 0) budget = std::atof(argv[2]);
    if (argc != 1 && !(argc == 3 && std::strcmp(argv[1], "--seconds") == 0)) budget = -1;
    if (budget <= 0 || budget > 600) {
        std::fprintf(stderr,
                     "usage: lacosanostra_bench [--seconds S | --workload N]  (0 < S <= 600, 0 < N <= 1000000)\n");
        return 2;
    }
    std::printf("La Cosa Nostra, %s: random playouts (playout.h), best and median of 5 rounds\n", kPlatform);
    constexpr int kRounds = 5;
    std::uint64_t checksum = 0;
    MoveList legal;
    std::array<Move, kMaxPlayoutStepMoves> applied;
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        std::array<double, kRounds> game_rates{}, action_rates{}, cpu_action_rates{};
        long long games = 0, actions = 0;
        for (int round = 0; round < kRounds; ++round) {
            long long round_games = 0, round_actions = 0;
            const auto start = Clock::now();
            const std::clock_t cpu_start = std::clock();
            double elapsed = 0;
            while (elapsed < budget / kRounds) {
                for (int batch = 0; batch < 16; ++batch) {
                    const std::uint64_t seed = static_cast<std::uint64_t>(games + round_games) + 1;
                    State s = Deal(players, seed);
                    Rng policy = Rng::Stream(seed, 1000);
                    while (!IsOver(s)) round_actions += PlayoutStep(s, policy, legal, applied);
                    checksum += static_cast<std::uint64_t>(OutcomeOf(s).money[0]);
                    ++round_games;
                }
                elapsed = Seconds(start);
            }
            game_rates[static_cast<std::size_t>(round)] = static_cast<double>(round_games) / elapsed;
            action_rates[static_cast<std::size_t>(round)] = static_cast<double>(round_actions) / elapsed;
            cpu_action_rates[static_cast<std::size_t>(round)] =
                static_cast<double>(round_actions) / CpuSeconds(cpu_start);
            games += round_games;
            actions += round_actions;
        }
        std::sort(game_rates.begin(), game_rates.end());
        std::sort(action_rates.begin(), action_rates.end());
        std::sort(cpu_action_rates.begin(), cpu_action_rates.end());
        std::printf(
            "%d players  games/s %6.0f best %6.0f median   actions/s %8.0f best %8.0f median   per CPU second %8.0f "
            "best %8.0f median  (%lld games, %.1f actions each)\n",
            players, game_rates[kRounds - 1], game_rates[kRounds / 2], action_rates[kRounds - 1],
            action_rates[kRounds / 2], cpu_action_rates[kRounds - 1], cpu_action_rates[kRounds / 2], games,
            static_cast<double>(actions) / static_cast<double>(games));
    }
    State planning, action;
    BusiestPositions(planning, action);
    for (const State* s : {&planning, &action}) {
        LegalMoves(*s, legal);
        std::printf(
            "legal-action generation  %6.0f ns per call (CPU time)  (busiest %s position of 200 games, %d legal "
            "actions, step %s)\n",
            NanosPerLegalCall(*s, budget / 4, checksum), s == &planning ? "planning" : "action-phase", legal.size(),
            StepName(s->step));
    }
    std::printf("checksum %llu\n", static_cast<unsigned long long>(checksum));
    return checksum == 0 ? 1 : 0;  // keeps the work observable
}
