// lacosanostra_tournament: seeded La Cosa Nostra games between computer players (core/lacosanostra/bots.h)
// and uniformly random players. Prints each entrant's win share with a 95% Wilson interval (a shared win
// counts 1/k), average final money, game length, deals, and thinking time per decision (mean, max, and the
// longest single work unit: what one browser frame would block). Every move is checked by Apply; an illegal
// one stops the tool with exit status 1 and the game's record.
//   lacosanostra_tournament --seats normal,easy,easy,easy --games 400 --seed 5
//   lacosanostra_tournament --seats expert,normal,normal,normal --games 300 --seed 5 --jobs 2 --budget 15000
// Entrants: easy, normal (bots.h), expert (expert.h; --budget work units per decision, by default the page's
// (ExpertBudget: 25,000 at three players, 15,000 at four and five), --candidates,
// --horizon paydays a playout runs, -1: to the end; --early 0 turns off stopping its own searches early,
// ExpertOptions::stop_early), random (every decision uniform among the seat's own legal moves; in a window it claims or
// lets pass with equal chance; it accepts a deal offered to it with chance 1/2). Rotation: game g deals seed + g /
// players, and entrant i sits at seat (i + g) % players, so over every `players` games each entrant plays each seat
// (family and start position) of the deal once. Deals: before a seat's negotiation pause decision (before_reveal),
// every computer seat may offer it a deal marker (OfferMarker) and a Normal seat in its pause buys the markers its job
// needs (ProposeDeals); the other party accepts by EvaluateTrade (a random entrant: 1 in 2; an Expert:
// ExpertEvaluateTrade, and an Expert in its pause proposes ExpertProposeDeals).
// --person N (1-based in --seats): that entrant stands in for the page's person, and every Expert's budget follows
// the person's waits as at the page's table (expert.h ExpertOptions::moves_waited); 0 (the default): nobody waits.
// --jobs N plays the games on N threads; every game depends on its number only, so the figures are the same
// for every N (the thinking times are CPU time per thread).
#include <algorithm>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

#include "cli_args.h"
#include "lacosanostra/bots.h"
#include "lacosanostra/expert.h"
#include "lacosanostra/game.h"
#include "tool_timing.h"

namespace {

using namespace lcn;

enum class Entrant : std::uint8_t { kEasy, kNormal, kRandom, kExpert };

const char* EntrantName(Entrant e) {
    if (e == Entrant::kExpert) return "expert";
    return e == Entrant::kRandom ? "random" : BotLevelName(e == Entrant::kEasy ? BotLevel::kEasy : BotLevel::kNormal);
}

constexpr double kSlowDecision = 0.005;  // seconds

struct Totals {
    double wins = 0;  // shared wins count 1/k
    double money = 0;
    long decisions = 0;
    double think_sum = 0, think_max = 0;  // seconds per decision
    double unit_max = 0;                  // seconds of the longest Step(1)
    long slow = 0;                        // decisions over kSlowDecision (a wall clock counts preemption too)
    long deals_offered = 0, deals_accepted = 0;
    long searched = 0, playouts = 0;     // Expert: decisions searched, games simulated
    long switched = 0;                   // Expert: searched decisions that left Normal's move
    std::vector<double> searched_times;  // Expert: seconds per searched decision (the distribution)

    void Add(const Totals& o) {
        wins += o.wins;
        money += o.money;
        decisions += o.decisions;
        think_sum += o.think_sum;
        think_max = std::max(think_max, o.think_max);
        unit_max = std::max(unit_max, o.unit_max);
        slow += o.slow;
        deals_offered += o.deals_offered;
        deals_accepted += o.deals_accepted;
        searched += o.searched;
        playouts += o.playouts;
        switched += o.switched;
        searched_times.insert(searched_times.end(), o.searched_times.begin(), o.searched_times.end());
    }
};

struct Tournament {
    std::vector<Entrant> entrants;
    std::uint64_t seed = 1;
    ExpertOptions expert;
    int person = -1;  // the entrant whose waits the Experts' budgets follow (--person), or -1
    std::vector<Totals> totals;
    double moves = 0, rounds = 0;
    long games = 0;
    int moves_max = 0;
    std::string error;
};

struct Game {
    Tournament& t;
    State s;
    std::vector<int> entrant_at;  // seat -> entrant index
    Rng rng;
    std::vector<Move> record;
    MoveList legal;
    bool deals_done = false;  // deals already tried in this negotiation pause
    int moves_waited = 0;     // moves since the person's seat last moved (Tournament::person)

    Entrant At(Seat p) const { return t.entrants[static_cast<std::size_t>(entrant_at[p])]; }
    Totals& TotalsAt(Seat p) { return t.totals[static_cast<std::size_t>(entrant_at[p])]; }

    bool Apply(const Move& m) {
        const Refusal r = lcn::ApplyInPlace(s, m);
        if (!r.ok()) {
            std::string text;
            for (const Move& x : record) text += (text.empty() ? "" : "; ") + ToString(s, x);
            t.error = "illegal move '" + ToString(s, m) + "': " + RefusalText(r) + "\n  record: " + text;
            return false;
        }
        record.push_back(m);
        const bool persons = t.person >= 0 && PersonsMove(m, [&](Seat p) { return entrant_at[p] == t.person; });
        moves_waited = persons ? 0 : moves_waited + 1;
        return true;
    }

    // The bot's move for seat p (timed, one work unit per Step to find the longest slice), or a random one.
    std::optional<Move> Decide(Seat p) {
        const Entrant e = At(p);
        if (e == Entrant::kRandom) return RandomMove(p);
        if (e == Entrant::kExpert) return ExpertDecide(p);
        Totals& tot = TotalsAt(p);
        const double t0 = tools::ThinkClock();
        const View view = ViewFor(s, p);
        BotThinker thinker;
        thinker.Start(view, legal, e == Entrant::kEasy ? BotLevel::kEasy : BotLevel::kNormal, rng.Next());
        ThinkTimed(thinker, 1, t0, tot);
        return thinker.Result();
    }

    // Runs a started thinker to its result, `slice` work units per Step (a "frame": the longest is what a frame
    // would block), and counts the decision's time from t0 in `tot`. Returns the seconds.
    template <class Thinker>
    static double ThinkTimed(Thinker& thinker, int slice, double t0, Totals& tot) {
        double last = tools::ThinkClock();
        tot.unit_max = std::max(tot.unit_max, last - t0);
        while (!thinker.Step(slice)) {
            const double now = tools::ThinkClock();
            tot.unit_max = std::max(tot.unit_max, now - last);
            last = now;
        }
        const double dt = tools::ThinkClock() - t0;
        ++tot.decisions;
        tot.think_sum += dt;
        tot.think_max = std::max(tot.think_max, dt);
        tot.slow += dt > kSlowDecision ? 1 : 0;
        return dt;
    }

    // The Expert's move, one Step(kExpertSlice) per "frame": the longest slice is what a frame would block.
    static constexpr int kExpertSlice = 200;
    std::optional<Move> ExpertDecide(Seat p) {
        Totals& tot = TotalsAt(p);
        const double t0 = tools::ThinkClock();
        const View view = ViewFor(s, p);
        ExpertThinker thinker;
        ExpertOptions options = t.expert;
        if (t.person >= 0) options.moves_waited = moves_waited;
        thinker.Start(view, legal, rng.Next(), options);
        const double dt = ThinkTimed(thinker, kExpertSlice, t0, tot);
        if (thinker.Stats().playouts > 0) {
            ++tot.searched;
            tot.playouts += thinker.Stats().playouts;
            tot.switched += thinker.Stats().switched ? 1 : 0;
            tot.searched_times.push_back(dt);
        }
        return thinker.Result();
    }

    std::optional<Move> RandomMove(Seat p) {
        std::vector<Move> own;
        for (const Move& m : legal)
            if (m.seat == p) own.push_back(m);
        const bool window = CurrentActor(s).kind == ActorKind::kTable;
        const bool controller = CurrentActor(s).seat == p;
        // In a window a non-controller may also let it pass: one more "option".
        const std::uint32_t options = static_cast<std::uint32_t>(own.size()) + (window && !controller ? 1u : 0u);
        if (options == 0) return std::nullopt;
        const std::uint32_t pick = rng.Below(options);
        if (pick >= own.size()) return std::nullopt;
        return own[pick];
    }

    bool Accepts(Seat p, const Move& trade) {
        if (At(p) == Entrant::kRandom) return rng.Below(2) == 0;
        if (At(p) == Entrant::kExpert) return ExpertEvaluateTrade(ViewFor(s, p), trade).accept;
        return EvaluateTrade(ViewFor(s, p), trade).accept;
    }

    bool Offer(Seat buyer_or_seller, const Move& trade) {
        ++TotalsAt(buyer_or_seller).deals_offered;
        const Seat other = trade.seat == buyer_or_seller ? trade.other : trade.seat;
        if (!Accepts(other, trade)) return true;
        if (!Apply(trade)) return false;  // a computer's deal must be valid
        ++TotalsAt(buyer_or_seller).deals_accepted;
        return true;
    }

    bool Deals(Seat p) {
        for (Seat q = 0; q < s.players; ++q) {
            if (q == p || At(q) == Entrant::kRandom) continue;
            if (const std::optional<Move> offer = OfferMarker(ViewFor(s, q), p))
                if (!Offer(q, *offer)) return false;
        }
        if (At(p) != Entrant::kNormal && At(p) != Entrant::kExpert) return true;
        std::array<Move, kMaxTradeItems> proposals;
        const int n = At(p) == Entrant::kExpert ? ExpertProposeDeals(ViewFor(s, p), proposals)
                                                : ProposeDeals(ViewFor(s, p), proposals);
        for (int i = 0; i < n; ++i)
            if (!Offer(p, proposals[static_cast<std::size_t>(i)])) return false;
        return true;
    }

    bool Step() {
        const Actor actor = CurrentActor(s);
        if (actor.kind == ActorKind::kChance) return Apply(DefaultRoll(s));
        if (s.step == Step::kBeforeReveal && !deals_done) {
            deals_done = true;
            if (!Deals(actor.seat)) return false;
        }
        if (s.step != Step::kBeforeReveal) deals_done = false;
        LegalMoves(s, legal);
        if (actor.kind == ActorKind::kSeat) {
            const std::optional<Move> m = Decide(actor.seat);
            if (!m) {
                t.error = "seat " + std::to_string(actor.seat) + " made no move at " + StepName(s.step);
                return false;
            }
            return Apply(*m);
        }
        // A window: every other seat from the controller's left may claim; the controller decides last.
        for (int i = 1; i < s.players; ++i) {
            const auto p = static_cast<Seat>((actor.seat + i) % s.players);
            const std::optional<Move> m = Decide(p);
            if (m && m->kind == MoveKind::kClaim) return Apply(*m);
        }
        const std::optional<Move> m = Decide(actor.seat);
        if (!m) {
            t.error = "the controller made no move at " + std::string(StepName(s.step));
            return false;
        }
        return Apply(*m);
    }
};

bool PlayGame(Tournament& t, long g) {
    const int players = static_cast<int>(t.entrants.size());
    Setup setup;
    setup.players = players;
    setup.seed = t.seed + static_cast<std::uint64_t>(g / players);
    setup.start_player = 0;
    Result<State> fresh = NewGame(setup);
    if (!fresh.ok()) {
        t.error = "cannot deal: " + fresh.error();
        return false;
    }
    Game game{t,
              fresh.value(),
              std::vector<int>(static_cast<std::size_t>(players)),
              Rng::Stream(t.seed, static_cast<std::uint64_t>(g) + 1),
              {},
              {},
              false};
    for (int i = 0; i < players; ++i) game.entrant_at[static_cast<std::size_t>((i + g) % players)] = i;
    int moves = 0;
    while (!IsOver(game.s)) {
        if (!game.Step()) {
            t.error = "game " + std::to_string(g) + " (deal seed " + std::to_string(setup.seed) + "): " + t.error;
            return false;
        }
        if (++moves > 200000) {
            t.error = "game " + std::to_string(g) + " did not end";
            return false;
        }
    }
    const Outcome out = OutcomeOf(game.s);
    int winners = 0;
    for (int p = 0; p < players; ++p) winners += (out.winners >> p) & 1;
    for (Seat p = 0; p < players; ++p) {
        Totals& tot = game.TotalsAt(p);
        tot.money += out.money[p];
        if ((out.winners >> p) & 1) tot.wins += 1.0 / winners;
    }
    t.moves += moves;
    t.moves_max = std::max(t.moves_max, moves);
    t.rounds += game.s.round;
    ++t.games;
    return true;
}

int Usage(const std::string& error) {
    std::fprintf(
        stderr,
        "lacosanostra_tournament: %s (usage: --seats normal,easy,easy,easy --games 400 --seed 5 [--jobs N] "
        "[--budget UNITS --candidates N --horizon PAYDAYS --early 0|1 --person N]; seats: 3 to 5 of easy, normal, "
        "expert, random)\n",
        error.c_str());
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    const cli::Flags flags = cli::ParseFlags(
        argc, argv, 1, "lacosanostra_tournament",
        {"--seats", "--games", "--seed", "--jobs", "--budget", "--candidates", "--horizon", "--early", "--person"});
    if (!flags.error.empty()) return Usage(flags.error);
    Tournament t;
    const auto seats = flags.values.find("--seats");
    if (seats == flags.values.end()) return Usage("needs --seats");
    std::string list = seats->second;
    std::replace(list.begin(), list.end(), ',', ';');
    for (const std::string_view name : SplitMoveList(list)) {
        if (name == "random")
            t.entrants.push_back(Entrant::kRandom);
        else if (name == "expert")
            t.entrants.push_back(Entrant::kExpert);
        else if (const std::optional<BotLevel> level = ParseBotLevel(name))
            t.entrants.push_back(*level == BotLevel::kEasy ? Entrant::kEasy : Entrant::kNormal);
        else
            return Usage("unknown seat '" + std::string(name) + "' (easy, normal, expert or random)");
    }
    if (t.entrants.size() < kMinPlayers || t.entrants.size() > kMaxPlayers) return Usage("--seats needs 3 to 5 seats");
    std::uint64_t games = 100;
    if (const auto it = flags.values.find("--games"); it != flags.values.end())
        if (!cli::ParseU64(it->second, games) || games == 0 || games > 1000000)
            return Usage("--games must be a whole number from 1 to 1000000");
    if (const auto it = flags.values.find("--seed"); it != flags.values.end())
        if (!cli::ParseU64(it->second, t.seed)) return Usage("--seed must be a whole number");
    std::uint64_t jobs = 1, number = 0;
    if (const auto it = flags.values.find("--jobs"); it != flags.values.end())
        if (!cli::ParseU64(it->second, jobs) || jobs == 0 || jobs > 64)
            return Usage("--jobs must be a whole number from 1 to 64");
    if (const auto it = flags.values.find("--budget"); it != flags.values.end()) {
        if (!cli::ParseU64(it->second, number) || number > 100000000) return Usage("--budget must be 0 to 100000000");
        t.expert.budget = static_cast<int>(number);
    }
    if (const auto it = flags.values.find("--early"); it != flags.values.end()) {
        if (!cli::ParseU64(it->second, number) || number > 1) return Usage("--early must be 0 or 1");
        t.expert.stop_early = number != 0;
    }
    if (const auto it = flags.values.find("--candidates"); it != flags.values.end()) {
        if (!cli::ParseU64(it->second, number) || number < 1 || number > 8) return Usage("--candidates must be 1 to 8");
        t.expert.candidates = static_cast<int>(number);
    }
    if (const auto it = flags.values.find("--horizon"); it != flags.values.end()) {
        if (it->second == "-1")
            t.expert.horizon_rounds = -1;
        else if (!cli::ParseU64(it->second, number) || number > 4)
            return Usage("--horizon must be -1 (to the end) or 0 to 4");
        else
            t.expert.horizon_rounds = static_cast<int>(number);
    }
    if (const auto it = flags.values.find("--person"); it != flags.values.end()) {
        if (!cli::ParseU64(it->second, number) || number > t.entrants.size())
            return Usage("--person must be 0 (nobody) or an entrant's place in --seats");
        t.person = static_cast<int>(number) - 1;
    }
    t.totals.resize(t.entrants.size());
    // Game g is played by job g % jobs, each job on its own copy of the totals, merged in job order.
    std::vector<Tournament> parts(static_cast<std::size_t>(jobs), t);
    std::vector<long> failed(static_cast<std::size_t>(jobs), -1);
    auto run = [&](std::size_t j) {
        for (long g = static_cast<long>(j); g < static_cast<long>(games); g += static_cast<long>(jobs)) {
            if (!PlayGame(parts[j], g)) {
                failed[j] = g;
                return;
            }
        }
    };
#ifdef __EMSCRIPTEN__
    for (std::size_t j = 0; j < parts.size(); ++j) run(j);  // no threads in the node build: the same games in turn
#else
    std::vector<std::thread> threads;
    for (std::size_t j = 1; j < parts.size(); ++j) threads.emplace_back(run, j);
    run(0);
    for (std::thread& th : threads) th.join();
#endif
    for (std::size_t j = 0; j < parts.size(); ++j) {
        if (failed[j] >= 0) {
            std::fprintf(stderr, "lacosanostra_tournament: %s\n", parts[j].error.c_str());
            return 1;
        }
        const Tournament& part = parts[j];
        for (std::size_t i = 0; i < t.totals.size(); ++i) t.totals[i].Add(part.totals[i]);
        t.moves += part.moves;
        t.rounds += part.rounds;
        t.games += part.games;
        t.moves_max = std::max(t.moves_max, part.moves_max);
    }
    const double n = static_cast<double>(t.games);
    std::printf("La Cosa Nostra tournament: %ld games, seats %s, seed %llu, jobs %llu, %s\n", t.games,
                seats->second.c_str(), static_cast<unsigned long long>(t.seed), static_cast<unsigned long long>(jobs),
                tools::kPlatform);
    if (std::find(t.entrants.begin(), t.entrants.end(), Entrant::kExpert) != t.entrants.end())
        std::printf("expert: budget %d units%s, %d candidates, horizon %d paydays%s\n",
                    BudgetOf(t.expert, static_cast<int>(t.entrants.size())),
                    t.expert.budget == kPageBudget ? " (the page's)" : "", t.expert.candidates, t.expert.horizon_rounds,
                    t.person >= 0 ? ", less in the waits of the person's entrant (--person)" : "");
    std::printf("game length: %.0f moves on average (max %d), %.2f rounds\n", t.moves / n, t.moves_max, t.rounds / n);
    std::printf("entrant  level    win share  95%% interval     avg money  deals offered/accepted\n");
    for (std::size_t i = 0; i < t.entrants.size(); ++i) {
        const Totals& tot = t.totals[i];
        double lo = 0, hi = 0;
        tools::Wilson(tot.wins / n, n, lo, hi);
        std::printf("%-8zu %-8s %6.1f%%    [%5.1f%%, %5.1f%%]  $%6.1fk   %ld/%ld\n", i + 1, EntrantName(t.entrants[i]),
                    100 * tot.wins / n, 100 * lo, 100 * hi, tot.money / n, tot.deals_offered, tot.deals_accepted);
    }
    std::printf("thinking time per decision (%s):\n", tools::kClockName);
    for (std::size_t i = 0; i < t.entrants.size(); ++i) {
        const Totals& tot = t.totals[i];
        if (tot.decisions == 0) continue;
        std::printf(
            "  entrant %zu %-7s %8ld decisions  mean %.3f ms  max %.3f ms  longest work unit %.3f ms  over %.0f ms: "
            "%ld\n",
            i + 1, EntrantName(t.entrants[i]), tot.decisions, 1e3 * tot.think_sum / static_cast<double>(tot.decisions),
            1e3 * tot.think_max, 1e3 * tot.unit_max, 1e3 * kSlowDecision, tot.slow);
    }
    for (std::size_t i = 0; i < t.entrants.size(); ++i) {
        Totals& tot = t.totals[i];
        if (tot.searched == 0) continue;
        std::vector<double>& v = tot.searched_times;
        std::sort(v.begin(), v.end());
        auto at = [&](double q) { return 1e3 * v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1))]; };
        std::printf(
            "  entrant %zu expert searched %ld decisions, %.1f playouts each, %ld left Normal's move; ms median %.1f  "
            "p90 %.1f  max %.1f\n",
            i + 1, tot.searched, static_cast<double>(tot.playouts) / static_cast<double>(tot.searched), tot.switched,
            at(0.5), at(0.9), at(1.0));
    }
    return 0;
}
