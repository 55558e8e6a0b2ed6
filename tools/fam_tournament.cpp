// famiglia_tournament: seeded games between two bots (bots.h), or a round robin of levels with Elo ratings.
// Prints win rates with 95% Wilson intervals, average scores and game lengths, thinking time per decision
// and per turn (mean and max per bot), and the Expert's playout speed. Every bot move is checked against
// the rules; an illegal one stops the tool with exit status 1 and the game's record.
//   famiglia_tournament --a expert --b normal --games 1000 --seed 1 [--jobs 2]
//   famiglia_tournament --elo [--levels beginner,easy,normal,expert] --games 200 --seed 1
// Game g deals seed + g/2 and alternates the start player, so both bots start every deal once. Built
// natively (with --jobs threads) and for WebAssembly (run under node: one job).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>
#ifndef __EMSCRIPTEN__
#include <ctime>
#include <thread>
#endif

#include "famiglia/bot_heuristics.h"  // the playout policy, for its speed figure
#include "famiglia/game.h"
#include "tool_timing.h"

namespace {

using namespace fam;
using Clock = std::chrono::steady_clock;

double Seconds(Clock::time_point a, Clock::time_point b) { return std::chrono::duration<double>(b - a).count(); }

using tools::kClockName;
using tools::kPlatform;
using tools::ThinkClock;
using tools::Wilson;

struct Timing {
    long decisions = 0;  // thought decisions (plan-following moves cost nothing and are not counted)
    double decision_sum = 0, decision_max = 0;
    long turns = 0;
    double turn_sum = 0, turn_max = 0;
    long playouts = 0;
    long playout_actions = 0;
    double expert_seconds = 0;
    std::int64_t units = 0, units_max = 0, piece_max = 0;
    double unit_seconds = 0;
    void Add(const Timing& o) {
        decisions += o.decisions;
        decision_sum += o.decision_sum;
        decision_max = std::max(decision_max, o.decision_max);
        turns += o.turns;
        turn_sum += o.turn_sum;
        turn_max = std::max(turn_max, o.turn_max);
        playouts += o.playouts;
        playout_actions += o.playout_actions;
        expert_seconds += o.expert_seconds;
        units += o.units;
        units_max = std::max(units_max, o.units_max);
        piece_max = std::max(piece_max, o.piece_max);
        unit_seconds += o.unit_seconds;
    }
};

struct GameResult {
    int winner = -1;  // seat; -1 shared
    std::array<int, 2> scores{};
    int turns = 0, actions = 0;
    std::array<Timing, 2> timing;
    std::string error;  // an illegal bot move, with the record
};

struct Match {
    BotConfig a, b;
    std::uint64_t seed = 1;
    Rules rules;
};

GameResult PlayGame(const Match& match, std::uint64_t g) {
    GameResult r;
    const std::uint64_t deal = match.seed + g / 2;
    State s = NewGame(deal, match.rules, static_cast<int>(g % 2));
    std::array<BotPlayer, 2> bots = {BotPlayer(match.a, Rng::Stream(deal, 2 * g + 0).Next()),
                                     BotPlayer(match.b, Rng::Stream(deal, 2 * g + 1).Next())};
    std::vector<Move> record;
    double turn_time = 0;
    int turn_owner = s.to_move;
    while (!s.over) {
        const int p = s.to_move;
        const View view = ViewFor(s, p);
        Move m;
        const double t0 = ThinkClock();
        while (!bots[static_cast<std::size_t>(p)].Poll(view, 1 << 20, m)) {}
        const double dt = ThinkClock() - t0;
        if (!bots[static_cast<std::size_t>(p)].LastFromPlan()) {
            // A thought decision (a move taken from the bot's turn plan costs nothing and is not counted).
            Timing& tm = r.timing[static_cast<std::size_t>(p)];
            const ThinkStats& st = bots[static_cast<std::size_t>(p)].thinker().Stats();
            ++tm.decisions;
            tm.decision_sum += dt;
            tm.decision_max = std::max(tm.decision_max, dt);
            tm.units += st.units;
            tm.unit_seconds += dt;
            tm.units_max = std::max(tm.units_max, st.units);
            tm.piece_max = std::max(tm.piece_max, st.largest_piece);
            if (bots[static_cast<std::size_t>(p)].config().level == BotLevel::kExpert) {
                tm.playouts += st.playouts;
                tm.playout_actions += st.playout_actions;
                tm.expert_seconds += dt;
            }
        }
        turn_time += dt;
        if (const std::string why = IllegalReason(s, m); !why.empty()) {
            std::string text;
            for (const Move& x : record) text += (text.empty() ? "" : "; ") + ToString(x);
            r.error = "game " + std::to_string(g) + " (deal seed " + std::to_string(deal) + ", first " +
                      std::to_string(g % 2) + "): bot " +
                      BotLevelName(bots[static_cast<std::size_t>(p)].config().level) + " chose illegal '" +
                      ToString(m) + "': " + why + "\n  record: " + text;
            return r;
        }
        ApplyLegal(s, m);
        record.push_back(m);
        ++r.actions;
        if (s.over || s.to_move != turn_owner) {
            Timing& owner = r.timing[static_cast<std::size_t>(turn_owner)];
            ++owner.turns;
            owner.turn_sum += turn_time;
            owner.turn_max = std::max(owner.turn_max, turn_time);
            turn_time = 0;
            turn_owner = s.to_move;
            ++r.turns;
        }
    }
    const Outcome o = OutcomeOf(s);
    r.winner = o.winner;
    r.scores = o.scores;
    return r;
}

std::vector<GameResult> PlayMatch(const Match& match, long games, int jobs) {
    std::vector<GameResult> results(static_cast<std::size_t>(games));
#ifndef __EMSCRIPTEN__
    if (jobs > 1) {
        std::vector<std::thread> threads;
        for (int j = 0; j < jobs; ++j) {
            threads.emplace_back([&, j] {
                for (long g = j; g < games; g += jobs)
                    results[static_cast<std::size_t>(g)] = PlayGame(match, static_cast<std::uint64_t>(g));
            });
        }
        for (auto& t : threads) t.join();
        return results;
    }
#endif
    (void)jobs;
    for (long g = 0; g < games; ++g)
        results[static_cast<std::size_t>(g)] = PlayGame(match, static_cast<std::uint64_t>(g));
    return results;
}

struct Summary {
    long games = 0, a_wins = 0, b_wins = 0, shared = 0;
    double a_score = 0, b_score = 0, turns = 0, actions = 0;
    Timing ta, tb;
    double AScoreRate() const {
        return (static_cast<double>(a_wins) + 0.5 * static_cast<double>(shared)) / static_cast<double>(games);
    }
};

bool Summarize(const std::vector<GameResult>& results, Summary& sum) {
    for (const GameResult& r : results) {
        if (!r.error.empty()) {
            std::fprintf(stderr, "famiglia_tournament: %s\n", r.error.c_str());
            return false;
        }
        ++sum.games;
        sum.a_wins += r.winner == 0;
        sum.b_wins += r.winner == 1;
        sum.shared += r.winner < 0;
        sum.a_score += r.scores[0];
        sum.b_score += r.scores[1];
        sum.turns += r.turns;
        sum.actions += r.actions;
        sum.ta.Add(r.timing[0]);
        sum.tb.Add(r.timing[1]);
    }
    return true;
}

std::string Name(const BotConfig& c) {
    std::string n = BotLevelName(c.level);
    if (c.level == BotLevel::kExpert) {
        n += '(';  // (appended piecewise: GCC 12 warns falsely on "(" + std::string)
        n += std::to_string((c.budget > 0 ? c.budget : kExpertBudget) / 1000);
        n += 'k';
        if (c.horizon != 0) {
            n += ",h";
            n += std::to_string(c.horizon);
        }
        n += ')';
    }
    return n;
}

void PrintTiming(const char* who, const BotConfig& c, const Timing& t) {
    auto ms = [](double s) { return s * 1000.0; };
    std::printf(
        "  %-16s per decision %8.2f ms mean %9.2f ms max (%ld decisions);  per turn %8.2f ms mean %9.2f ms max\n",
        (std::string(who) + " " + Name(c)).c_str(),
        t.decisions ? ms(t.decision_sum / static_cast<double>(t.decisions)) : 0.0, ms(t.decision_max), t.decisions,
        t.turns ? ms(t.turn_sum / static_cast<double>(t.turns)) : 0.0, ms(t.turn_max));
    if (t.units > 0 && c.level >= BotLevel::kNormal)
        std::printf("  %-16s work units: %.3f us each; per decision at most %lld; largest indivisible piece %lld\n", "",
                    t.unit_seconds * 1e6 / static_cast<double>(t.units), static_cast<long long>(t.units_max),
                    static_cast<long long>(t.piece_max));
    if (t.playouts > 0)
        std::printf("  %-16s search playouts: %.0f per second of thinking (%.1f actions each)\n", "",
                    static_cast<double>(t.playouts) / t.expert_seconds,
                    static_cast<double>(t.playout_actions) / static_cast<double>(t.playouts));
}

// Speed figures: the greedy policy (Easy) over complete games, and the Expert's search (its playouts are
// a few turns of the Normal turn policy, closed by the evaluation) on positions of Normal-vs-Normal games.
void PrintSpeed(double seconds) {
    MoveList legal;
    long games = 0, actions = 0;
    const auto start = Clock::now();
    double elapsed = 0;
    while (elapsed < seconds / 2) {
        for (int k = 0; k < 64; ++k, ++games) {
            State s = NewGame(static_cast<std::uint64_t>(games) + 1);
            Rng rng = Rng::Stream(static_cast<std::uint64_t>(games), 7);
            while (!s.over) {
                LegalMoves(s, legal);
                ApplyLegal(s, detail::GreedyMove(s, legal, rng, 50));
                ++actions;
            }
        }
        elapsed = Seconds(start, Clock::now());
    }
    std::printf("greedy (Easy) policy: %.0f complete games per second, %.1f actions per game [%s]\n",
                static_cast<double>(games) / elapsed, static_cast<double>(actions) / static_cast<double>(games),
                kPlatform);

    std::vector<View> views;
    for (std::uint64_t seed = 1; views.size() < 400; ++seed) {
        State s = NewGame(seed);
        BotPlayer bots[2] = {BotPlayer(DefaultBotConfig(BotLevel::kNormal), seed),
                             BotPlayer(DefaultBotConfig(BotLevel::kNormal), seed + 1)};
        while (!s.over) {
            const View v = ViewFor(s, s.to_move);
            if (AtTurnStart(s)) views.push_back(v);
            Move m;
            while (!bots[s.to_move].Poll(v, 1 << 20, m)) {}
            ApplyLegal(s, m);
        }
    }
    BotThinker thinker;
    long playouts = 0, decisions = 0;
    std::int64_t units = 0;
    const double t0 = ThinkClock();
    double spent = 0;
    for (std::size_t i = 0; i < views.size() && spent < seconds / 2; ++i, ++decisions) {
        thinker.Start(views[i], DefaultBotConfig(BotLevel::kExpert), i);
        thinker.Step(INT64_MAX);
        playouts += thinker.Stats().playouts;
        units += thinker.Stats().units;
        spent = ThinkClock() - t0;
    }
    std::printf(
        "expert search: %.0f playouts per second (%.1f ms per decision over %ld positions, %.3f us per work unit) [%s, "
        "%s]\n",
        static_cast<double>(playouts) / spent, 1000 * spent / static_cast<double>(decisions), decisions,
        1e6 * spent / static_cast<double>(units), kPlatform, kClockName);
}

// Elo ratings from a round robin (Bradley-Terry by iteration; one virtual draw per pair keeps them finite),
// anchored at 1000 for the first level.
void PrintElo(const std::vector<BotConfig>& levels, const std::vector<std::vector<double>>& score,
              const std::vector<std::vector<double>>& games) {
    const std::size_t n = levels.size();
    std::vector<double> r(n, 1.0);
    for (int it = 0; it < 2000; ++it) {
        for (std::size_t i = 0; i < n; ++i) {
            double w = 0, d = 0;
            for (std::size_t j = 0; j < n; ++j) {
                if (i == j || games[i][j] == 0) continue;
                w += score[i][j] + 0.5;
                d += (games[i][j] + 1) / (r[i] + r[j]);
            }
            if (d > 0) r[i] = w / d;
        }
        const double anchor = r[0];
        for (double& x : r) x /= anchor;
    }
    std::printf("\nElo (first level anchored at 1000; one virtual draw per pair)\n");
    for (std::size_t i = 0; i < n; ++i)
        std::printf("  %-14s %6.0f\n", Name(levels[i]).c_str(), 1000 + 400 * std::log10(r[i]));
}

int Usage() {
    std::fputs(
        "usage: famiglia_tournament --a LEVEL --b LEVEL [--games N] [--seed S] [--jobs J]\n"
        "                           [--budget U | --a-budget U --b-budget U] [--variant new-cards-only]\n"
        "                           [--horizon H | --a-horizon H --b-horizon H]\n"
        "                           [--a-weights name=value,... --b-weights ...]   (evaluation experiments)\n"
        "       famiglia_tournament --elo [--levels L1,L2,...] [--games N per pair] [--seed S] [--jobs J]\n"
        "       famiglia_tournament --speed [--seconds S]\n"
        "levels: beginner, easy, normal, expert\n",
        stderr);
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    std::map<std::string, std::string> flags;
    bool elo = false, speed = false;
    for (int i = 1; i < argc; ++i) {
        const std::string f = argv[i];
        if (f == "--elo") {
            elo = true;
        } else if (f == "--speed") {
            speed = true;
        } else if (f.rfind("--", 0) == 0 && i + 1 < argc) {
            flags[f] = argv[++i];
        } else {
            return Usage();
        }
    }
    auto num = [&](const char* name, long fallback) {
        const auto it = flags.find(name);
        return it == flags.end() ? fallback : std::atol(it->second.c_str());
    };
    const long games = num("--games", 100);
    const std::uint64_t seed = static_cast<std::uint64_t>(num("--seed", 1));
    int jobs = static_cast<int>(num("--jobs", 1));
#ifdef __EMSCRIPTEN__
    jobs = 1;
#endif
    if (games < 1 || jobs < 1 || jobs > 64) return Usage();
    Rules rules;
    if (flags.count("--variant")) {
        if (flags["--variant"] != "new-cards-only") return Usage();
        rules.new_cards_only = true;
    }
    if (speed) {
        PrintSpeed(static_cast<double>(num("--seconds", 6)));
        return 0;
    }
    auto level = [&](const std::string& name, BotConfig& c) {
        const auto l = ParseBotLevel(name);
        if (!l) return false;
        c = DefaultBotConfig(*l);
        return true;
    };

    if (elo) {
        std::vector<BotConfig> levels;
        std::string list = flags.count("--levels") ? flags["--levels"] : "beginner,easy,normal,expert";
        for (std::size_t pos = 0; pos <= list.size();) {
            const std::size_t comma = std::min(list.find(',', pos), list.size());
            BotConfig c;
            if (!level(list.substr(pos, comma - pos), c)) return Usage();
            c.budget = num("--budget", 0);
            c.horizon = static_cast<int>(num("--horizon", 0));
            levels.push_back(c);
            pos = comma + 1;
        }
        const std::size_t n = levels.size();
        std::vector<std::vector<double>> score(n, std::vector<double>(n, 0)), played(n, std::vector<double>(n, 0));
        std::printf("round robin, %ld games per pair, seed %llu [%s]\n", games, static_cast<unsigned long long>(seed),
                    kPlatform);
        for (std::size_t i = 0; i < n; ++i) {
            for (std::size_t j = i + 1; j < n; ++j) {
                Match m{levels[i], levels[j], seed, rules};
                Summary sum;
                if (!Summarize(PlayMatch(m, games, jobs), sum)) return 1;
                const double rate = sum.AScoreRate();
                double lo, hi;
                Wilson(rate, static_cast<double>(sum.games), lo, hi);
                std::printf("  %-12s vs %-12s %5.1f%%  [%5.1f%%, %5.1f%%]\n", Name(levels[i]).c_str(),
                            Name(levels[j]).c_str(), 100 * rate, 100 * lo, 100 * hi);
                std::fflush(stdout);
                score[i][j] = rate * static_cast<double>(sum.games);
                score[j][i] = (1 - rate) * static_cast<double>(sum.games);
                played[i][j] = played[j][i] = static_cast<double>(sum.games);
            }
        }
        PrintElo(levels, score, played);
        return 0;
    }

    Match m;
    m.seed = seed;
    m.rules = rules;
    if (!flags.count("--a") || !flags.count("--b") || !level(flags["--a"], m.a) || !level(flags["--b"], m.b))
        return Usage();
    m.a.budget = num("--a-budget", num("--budget", 0));
    m.b.budget = num("--b-budget", num("--budget", 0));
    m.a.horizon = static_cast<int>(num("--a-horizon", num("--horizon", 0)));
    m.b.horizon = static_cast<int>(num("--b-horizon", num("--horizon", 0)));
    detail::EvalWeights wa, wb;
    if (flags.count("--a-weights")) {
        if (!detail::ParseEvalWeights(flags["--a-weights"].c_str(), wa)) return Usage();
        m.a.weights = &wa;
    }
    if (flags.count("--b-weights")) {
        if (!detail::ParseEvalWeights(flags["--b-weights"].c_str(), wb)) return Usage();
        m.b.weights = &wb;
    }
    const auto start = Clock::now();
    Summary sum;
    if (!Summarize(PlayMatch(m, games, jobs), sum)) return 1;
    const double wall = Seconds(start, Clock::now());
    const double rate = sum.AScoreRate();
    double lo, hi;
    Wilson(rate, static_cast<double>(sum.games), lo, hi);
    const double g = static_cast<double>(sum.games);
    std::printf("%s (A) vs %s (B): %ld games, seed %llu, start player alternating [%s, %d job%s, %.0f s]\n",
                Name(m.a).c_str(), Name(m.b).c_str(), sum.games, static_cast<unsigned long long>(seed), kPlatform, jobs,
                jobs == 1 ? "" : "s", wall);
    std::printf("  A wins %ld, B wins %ld, shared %ld\n", sum.a_wins, sum.b_wins, sum.shared);
    std::printf("  A score rate %.1f%%  95%% Wilson [%.1f%%, %.1f%%]   (shared wins count one half)\n", 100 * rate,
                100 * lo, 100 * hi);
    std::printf("  average score A %.1f  B %.1f;  game length %.1f turns, %.1f actions\n", sum.a_score / g,
                sum.b_score / g, sum.turns / g, sum.actions / g);
    std::printf("thinking time (%s):\n", kClockName);
    PrintTiming("A", m.a, sum.ta);
    PrintTiming("B", m.b, sum.tb);
    return 0;
}
