// lacosanostra_expert_timing: how long the La Cosa Nostra Expert (core/lacosanostra/expert.h) thinks, as the page
// would see it. Plays seeded games (every seat Normal, the table's deals as in the tournament) and, at every
// decision of seat --seat (its own steps, and every open-claim window it is asked in, as the table asks it: as the
// window's controller, or whether to claim), runs the Expert at --budget work units (the page's by default) in
// slices of --slice units (one browser frame each), timing the whole decision and every slice. Prints the distribution
// over the decisions it searched (median, 90th and 99th percentile, max) and the longest slice; the same seed gives the
// same decisions natively and under node (the units decide, not the clock), so the two builds' times compare.
//   lacosanostra_expert_timing --games 4 --players 4 --budget 15000 --seed 1
//   node build/wasm/tools/lacosanostra_expert_timing.js --games 4 --players 4 --budget 15000 --seed 1
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "cli_args.h"
#include "lacosanostra/expert.h"
#include "lacosanostra/game.h"
#include "tool_timing.h"

namespace {

using namespace lcn;

int Usage(const std::string& error) {
    std::fprintf(stderr,
                 "lacosanostra_expert_timing: %s (usage: --games 4 --players 4 --budget UNITS --slice UNITS --seed N "
                 "--seat S)\n",
                 error.c_str());
    return 2;
}

double At(const std::vector<double>& sorted, double q) {
    return sorted[static_cast<std::size_t>(q * static_cast<double>(sorted.size() - 1) + 0.5)];
}

}  // namespace

int main(int argc, char** argv) {
    const cli::Flags flags = cli::ParseFlags(argc, argv, 1, "lacosanostra_expert_timing",
                                             {"--games", "--players", "--budget", "--slice", "--seed", "--seat"});
    if (!flags.error.empty()) return Usage(flags.error);
    std::uint64_t games = 4, players = 4, budget = 0, slice = 200, seed = 1, seat = 0;
    auto number = [&](const char* name, std::uint64_t& out, std::uint64_t lo, std::uint64_t hi) {
        const auto it = flags.values.find(name);
        return it == flags.values.end() || (cli::ParseU64(it->second, out) && out >= lo && out <= hi);
    };
    if (!number("--games", games, 1, 10000)) return Usage("--games must be 1 to 10000");
    if (!number("--players", players, kMinPlayers, kMaxPlayers)) return Usage("--players must be 3 to 5");
    if (!number("--budget", budget, 1, 100000000)) return Usage("--budget must be 1 to 100000000");
    if (!number("--slice", slice, 1, 1000000)) return Usage("--slice must be 1 to 1000000");
    if (!number("--seed", seed, 0, UINT64_MAX)) return Usage("--seed must be a whole number");
    if (!number("--seat", seat, 0, players - 1)) return Usage("--seat must be a seat of the game");
    ExpertOptions options;  // the page's budget unless --budget is given
    if (budget != 0) options.budget = static_cast<int>(budget);
    budget = static_cast<std::uint64_t>(BudgetOf(options, static_cast<int>(players)));  // for the report

    std::vector<double> decisions, all;  // ms: searched decisions, every decision of the seat
    double longest_slice = 0;
    long playouts = 0;
    for (std::uint64_t g = 0; g < games; ++g) {
        Setup setup;
        setup.players = static_cast<int>(players);
        setup.seed = seed + g;
        setup.start_player = 0;
        Result<State> fresh = NewGame(setup);
        if (!fresh.ok()) return Usage("cannot deal: " + fresh.error());
        State s = fresh.value();
        Rng rng = Rng::Stream(seed, g + 1);
        MoveList legal;
        bool deals_done = false;
        for (int moves = 0; !IsOver(s) && moves < 200000; ++moves) {
            const Actor actor = CurrentActor(s);
            const bool window = actor.kind == ActorKind::kTable;
            const bool asked = actor.seat == seat ? actor.kind == ActorKind::kSeat || window
                                                  : window && !((s.cur.claimed >> seat) & 1);
            if (asked) {
                LegalMoves(s, legal);
                const View view = ViewFor(s, static_cast<Seat>(seat));
                const double t0 = tools::ThinkClock();
                ExpertThinker thinker;
                thinker.Start(view, legal, ExpertSeed(view, g), options);
                double last = tools::ThinkClock();
                longest_slice = std::max(longest_slice, last - t0);
                while (!thinker.Step(static_cast<int>(slice))) {
                    const double now = tools::ThinkClock();
                    longest_slice = std::max(longest_slice, now - last);
                    last = now;
                }
                const double ms = 1e3 * (tools::ThinkClock() - t0);
                all.push_back(ms);
                if (thinker.Stats().playouts > 0) {
                    decisions.push_back(ms);
                    playouts += thinker.Stats().playouts;
                }
            }
            // The game goes on as Normal plays it, so every build times the same positions.
            NormalTableStep(s, rng, legal, deals_done);
        }
    }
    std::printf(
        "La Cosa Nostra Expert timing: %llu games, %llu players, seat %llu, budget %llu units, slice %llu units, "
        "seed %llu, %s (%s)\n",
        static_cast<unsigned long long>(games), static_cast<unsigned long long>(players),
        static_cast<unsigned long long>(seat), static_cast<unsigned long long>(budget),
        static_cast<unsigned long long>(slice), static_cast<unsigned long long>(seed), tools::kPlatform,
        tools::kClockName);
    if (decisions.empty()) {
        std::printf("no decision searched\n");
        return 0;
    }
    std::sort(decisions.begin(), decisions.end());
    std::sort(all.begin(), all.end());
    std::printf("searched decisions: %zu of %zu, %.1f playouts each\n", decisions.size(), all.size(),
                static_cast<double>(playouts) / static_cast<double>(decisions.size()));
    std::printf("ms per searched decision: median %.1f  p90 %.1f  p99 %.1f  max %.1f\n", At(decisions, 0.5),
                At(decisions, 0.9), At(decisions, 0.99), decisions.back());
    std::printf("ms per decision (all of the seat's): median %.2f  max %.1f\n", At(all, 0.5), all.back());
    std::printf("longest slice: %.2f ms\n", 1e3 * longest_slice);
    return 0;
}
