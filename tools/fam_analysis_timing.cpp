// famiglia_analysis_timing: how long the Expert's game analysis (core/famiglia/analysis.h) takes for whole
// games. Plays seeded games Normal against Normal, analyses the chosen player(s) in slices like the page does,
// and prints per game the decisions, work units, the largest indivisible piece, the time, the game's share link
// (open it in the page to see the same analysis) and the costliest decisions. Built natively and for WebAssembly (run
// the .js under node for the browser's speed).
//   famiglia_analysis_timing [--games N] [--seed S] [--budget UNITS] [--player 0|1|both] [--slice UNITS]
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "famiglia/game.h"
#include "tool_timing.h"

namespace {

using namespace fam;

struct Options {
    int games = 3;
    std::uint64_t seed = 1;
    std::int64_t budget = kAnalysisBudget;
    int player = kBothPlayers;
    std::int64_t slice = 10000;  // units per Step, like a frame of the page
};

bool Parse(int argc, char** argv, Options& o) {
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string key = argv[i];
        const char* v = argv[i + 1];
        if (key == "--games")
            o.games = std::atoi(v);
        else if (key == "--seed")
            o.seed = std::strtoull(v, nullptr, 10);
        else if (key == "--budget")
            o.budget = std::atoll(v);
        else if (key == "--slice")
            o.slice = std::atoll(v);
        else if (key == "--player")
            o.player = std::strcmp(v, "both") == 0 ? kBothPlayers : std::atoi(v);
        else
            return false;
    }
    return argc % 2 == 1 && o.games > 0 && o.games <= 1000 && o.budget > 0 && o.slice > 0 &&
           (o.player == kBothPlayers || o.player == 0 || o.player == 1);
}

// A game of the Normal bot against itself, recorded as a person (seat 0, played by the Normal bot) against the
// Normal computer, so its printed link opens in the page as a finished game of yours.
Session PlayNormalGame(std::uint64_t seed) {
    Session session;
    session.NewGame(Setup{.seed = seed}, {SeatKind::kPerson, SeatKind::kNormal});
    const BotConfig normal = DefaultBotConfig(BotLevel::kNormal);
    Rng rng = Rng::Stream(seed, 77);
    while (!session.current().over) {
        const State& s = session.current();
        session.Apply(ChooseMove(ViewFor(s, s.to_move), normal, rng));
    }
    return session;
}

}  // namespace

int main(int argc, char** argv) {
    Options o;
    if (!Parse(argc, argv, o)) {
        std::fprintf(stderr,
                     "usage: famiglia_analysis_timing [--games N] [--seed S] [--budget UNITS] [--player 0|1|both] "
                     "[--slice UNITS]\n");
        return 2;
    }
    std::printf(
        "Analysis by the Expert, %s (%s): %d games Normal vs Normal from seed %llu, player %s, budget %lld "
        "units per decision, slices of %lld units\n",
        tools::kPlatform, tools::kClockName, o.games, static_cast<unsigned long long>(o.seed),
        o.player == kBothPlayers ? "both" : std::to_string(o.player).c_str(), static_cast<long long>(o.budget),
        static_cast<long long>(o.slice));
    double total = 0, worst = 0;
    for (int g = 0; g < o.games; ++g) {
        const std::uint64_t seed = o.seed + static_cast<std::uint64_t>(g);
        const Session session = PlayNormalGame(seed);
        AnalysisConfig config;
        config.player = o.player;
        config.budget = o.budget;
        config.seed = seed;
        GameAnalysis analysis;
        const double start = tools::ThinkClock();
        analysis.Start(session, config);
        int steps = 0;
        while (!analysis.Step(o.slice)) ++steps;
        const double seconds = tools::ThinkClock() - start;
        total += seconds;
        worst = seconds > worst ? seconds : worst;
        std::printf("game %llu: %d actions, %zu decisions, %d slices, largest piece %lld units, %.2f s\n",
                    static_cast<unsigned long long>(seed), session.num_moves(), analysis.Results().size(), steps + 1,
                    static_cast<long long>(analysis.largest_piece()), seconds);
        std::printf("  link: %s\n", EncodeLink(session.Record()).c_str());
        for (int i : CostliestDecisions(analysis.Results())) {
            const DecisionResult& r = analysis.Results()[static_cast<std::size_t>(i)];
            std::string played, preferred;
            for (int k = 0; k < r.played.size; ++k) played += (k ? "; " : "") + ToString(r.played[k]);
            for (int k = 0; k < r.preferred.size; ++k) preferred += (k ? "; " : "") + ToString(r.preferred[k]);
            std::printf(
                "  player %d turn %d: played '%s' (%.0f%%), Expert '%s' (%.0f%%), +/- %.0f points, %d playouts\n",
                r.span.player, r.span.turn + 1, played.c_str(), 100 * r.chance_played, preferred.c_str(),
                100 * r.chance_best, 100 * r.margin, r.playouts);
        }
    }
    std::printf("mean %.2f s per game, worst %.2f s\n", total / o.games, worst);
    return 0;
}
