// lacosanostra_expert_timing: how long the La Cosa Nostra Expert (core/lacosanostra/expert.h) thinks, as the page
// would see it. Plays seeded games (every seat Normal, the table's deals as in the tournament) and, at every
// decision of seat --seat (its own steps, and every open-claim window it is asked in, as the table asks it: as the
// window's controller, or whether to claim), runs the Expert at --budget work units (the page's by default) in
// slices of --slice units (one browser frame each), timing the whole decision and every slice. Prints the distribution
// over the decisions it searched (median, 90th and 99th percentile, max) and the longest slice; the same seed gives the
// same decisions natively and under node (the units decide, not the clock), so the two builds' times compare.
//   lacosanostra_expert_timing --games 4 --players 4 --budget 15000 --seed 1
//   node build/wasm/tools/lacosanostra_expert_timing.js --games 4 --players 4 --budget 15000 --seed 1
// With --waits 1 it plays a solo table instead: seat 0 a person (played by Normal, answering at once), every other
// seat an Expert asked as the table asks it (computer.h Due: in a window the other seats in seat order, then the
// controller; even work), and it adds up the work units the person waits for between two of the person's own
// decisions (a window the person could claim in included), by kind of decision. Work units do not depend on the
// machine's load, so a cut shows there whatever else runs; tools/lcn_waits.mjs measures the wall time in the page.
// --early 0 turns stopping early off (expert.h ExpertOptions::stop_early; on on the page); --compare 1 searches each
// of the Experts' own decisions again without it and counts the moves that differ.
//   lacosanostra_expert_timing --waits 1 --games 2 --players 5 --seed 1 --compare 1
#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "cli_args.h"
#include "lacosanostra/expert.h"
#include "lacosanostra/game.h"
#include "lacosanostra/notation.h"
#include "tool_timing.h"

namespace {

using namespace lcn;

int Usage(const std::string& error) {
    std::fprintf(stderr,
                 "lacosanostra_expert_timing: %s (usage: --games 4 --players 4 --budget UNITS --slice UNITS --seed N "
                 "--seat S --early 0|1; --waits 1 --compare 0|1)\n",
                 error.c_str());
    return 2;
}

double At(const std::vector<double>& sorted, double q) {
    return sorted[static_cast<std::size_t>(q * static_cast<double>(sorted.size() - 1) + 0.5)];
}

// Whether `seat` could answer its claim in the open window with a card (the search then weighs the claim).
bool CanAnswer(const State& s, Seat seat, const MoveList& legal) {
    for (const Move& m : legal) {
        if (m.seat != seat || m.kind != MoveKind::kClaim) continue;
        State probe = s;
        if (!ApplyInPlace(probe, m).ok()) return false;
        MoveList answers;
        LegalMoves(probe, answers);
        for (const Move& a : answers)
            if (a.seat == seat && a.kind != MoveKind::kDecline) return true;
    }
    return false;
}

// The person's window decisions as the solo table offers them (flow.h WindowNeedsSeat): a claim it can answer, or
// a move other than Continue and a claim (the due seat's choice in pre_turn, a look).
bool PersonNeeded(const State& s, Seat seat, const MoveList& legal) {
    if (CanAnswer(s, seat, legal)) return true;
    for (const Move& m : legal)
        if (m.seat == seat && m.kind != MoveKind::kContinue && m.kind != MoveKind::kClaim) return true;
    return false;
}

struct Kind {
    long decisions = 0, searched = 0;
    double units = 0, ms = 0;
};

// A solo table: seat 0 a person (Normal at once), the other seats Experts asked as the table asks them.
// With `compare`, every searched decision of a seat's own is searched again without stopping early (expert.h
// ExpertOptions::stop_early), and the tool counts how often the move is the same.
int Waits(std::uint64_t games, int players, std::uint64_t seed, const ExpertOptions& base, bool compare) {
    ExpertOptions options = base;
    options.even_work = true;
    std::map<std::string, Kind> kinds;
    long cmp_n = 0, cmp_same = 0, cmp_early = 0, cmp_switch = 0;
    double cmp_units = 0, cmp_full = 0;
    std::vector<double> wait_units, wait_ms, wait_acts;
    double units = 0, ms = 0, acts = 0;
    int since_person = 0;  // moves since the person's last own move (expert.h ExpertOptions::moves_waited)
    auto end_wait = [&] {
        if (acts > 0) {
            wait_units.push_back(units);
            wait_ms.push_back(ms);
            wait_acts.push_back(acts);
        }
        units = ms = acts = 0;
    };
    for (std::uint64_t g = 0; g < games; ++g) {
        Setup setup;
        setup.players = players;
        setup.seed = seed + g;
        setup.start_player = 0;
        Result<State> fresh = NewGame(setup);
        if (!fresh.ok()) return Usage("cannot deal: " + fresh.error());
        State s = fresh.value();
        Rng rng = Rng::Stream(seed, g + 1);
        MoveList legal;
        bool deals_done = false;
        auto expert = [&](Seat p) {
            const View view = ViewFor(s, p);
            const double t0 = tools::ThinkClock();
            ExpertThinker thinker;
            const std::uint64_t seed_used = rng.Next();
            options.moves_waited = since_person;
            thinker.Start(view, legal, ExpertSeed(view, seed_used), options);
            while (!thinker.Step(1 << 20)) {}
            const double t = 1e3 * (tools::ThinkClock() - t0);
            const Actor a = CurrentActor(s);
            std::string kind = StepName(s.step);
            if (a.kind == ActorKind::kTable && a.seat != p) kind += CanAnswer(s, p, legal) ? " claim" : " padded";
            if (a.kind == ActorKind::kTable && a.seat == p) kind += " controller";
            Kind& k = kinds[kind];
            ++k.decisions;
            k.searched += thinker.Stats().playouts > 0;
            k.units += thinker.Stats().units;
            k.ms += t;
            const bool own = !(a.kind == ActorKind::kTable && a.seat != p);
            if (compare && own && thinker.Stats().playouts > 0) {
                ExpertOptions eo = options;
                eo.stop_early = false;
                ExpertThinker e;
                e.Start(view, legal, ExpertSeed(view, seed_used), eo);
                while (!e.Step(1 << 20)) {}
                ++cmp_n;
                cmp_same += e.Result() == thinker.Result();
                cmp_early += thinker.Stats().early;
                cmp_units += thinker.Stats().units;
                cmp_full += e.Stats().units;
                cmp_switch += e.Stats().switched;
            }
            units += thinker.Stats().units;
            ms += t;
            return thinker.Result();
        };
        auto play = [&](const Move& m) {
            ApplyLegal(s, m);
            ++acts;
            since_person = PersonsMove(m, [](Seat p) { return p == 0; }) ? 0 : since_person + 1;
        };
        for (int moves = 0; !IsOver(s) && moves < 200000; ++moves) {
            const Actor actor = CurrentActor(s);
            if (actor.kind == ActorKind::kChance) {
                if (actor.seat == 0) end_wait();
                play(DefaultRoll(s));
                continue;
            }
            if (s.step == Step::kBeforeReveal && !deals_done) {
                deals_done = true;
                std::array<Move, kMaxTradeItems> deals;
                const int n = actor.seat == 0 ? 0 : ExpertProposeDeals(ViewFor(s, actor.seat), deals);
                for (int i = 0; i < n; ++i) {
                    const Move& m = deals[static_cast<std::size_t>(i)];
                    if (EvaluateTrade(ViewFor(s, m.seat == actor.seat ? m.other : m.seat), m).accept) play(m);
                }
            }
            if (s.step != Step::kBeforeReveal) deals_done = false;
            LegalMoves(s, legal);
            if (actor.kind == ActorKind::kTable) {
                bool claimed = false;
                for (Seat p = 0; p < players && !claimed; ++p) {
                    if (p == actor.seat || (s.cur.claimed >> p) & 1) continue;
                    std::optional<Move> m;
                    if (p == 0) {
                        if (PersonNeeded(s, 0, legal)) end_wait();
                        m = BotMove(ViewFor(s, 0), legal, BotLevel::kNormal, rng.Next());
                    } else {
                        m = expert(p);
                    }
                    if (m && m->kind == MoveKind::kClaim) {
                        play(*m);
                        claimed = true;
                    }
                }
                if (claimed) continue;
            }
            std::optional<Move> m;
            if (actor.seat == 0) {
                if (actor.kind == ActorKind::kSeat || PersonNeeded(s, 0, legal)) end_wait();
                m = BotMove(ViewFor(s, 0), legal, BotLevel::kNormal, rng.Next());
            } else {
                m = expert(actor.seat);
            }
            if (!m) {
                for (const Move& x : legal)
                    if (x.seat == actor.seat && (x.kind == MoveKind::kContinue || x.kind == MoveKind::kChoose)) {
                        m = x;
                        break;
                    }
            }
            play(m ? *m : legal[0]);
        }
        end_wait();
    }
    options.moves_waited = -1;  // the report's budget: a decision's before any wait
    std::printf(
        "La Cosa Nostra solo table: %llu games, %d players, seat 0 the person (Normal), the others Experts "
        "(even work), budget %d units (the whole budget for %d moves of a wait; 0: always), seed %llu, %s (%s)\n",
        static_cast<unsigned long long>(games), players, BudgetOf(options, players), options.wait_full_moves,
        static_cast<unsigned long long>(seed), tools::kPlatform, tools::kClockName);
    if (wait_units.empty()) return 0;
    std::vector<double> su = wait_units, sm = wait_ms;
    std::sort(su.begin(), su.end());
    std::sort(sm.begin(), sm.end());
    double total = 0;
    for (double u : wait_units) total += u;
    std::printf("waits: %zu; units per wait median %.0f  p90 %.0f  max %.0f  total %.0f\n", su.size(), At(su, 0.5),
                At(su, 0.9), su.back(), total);
    std::printf("ms per wait: median %.1f  p90 %.1f  max %.1f\n", At(sm, 0.5), At(sm, 0.9), sm.back());
    std::printf("by kind of decision (decisions, searched, units each, share of all units):\n");
    for (const auto& [name, k] : kinds)
        std::printf("  %-24s %6ld %6ld %8.0f %5.1f%%\n", name.c_str(), k.decisions, k.searched,
                    k.units / static_cast<double>(std::max(1L, k.decisions)), 100 * k.units / std::max(1.0, total));
    std::vector<std::size_t> order(wait_units.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return wait_units[a] > wait_units[b]; });
    if (cmp_n)
        std::printf(
            "own decisions searched: %ld, %ld stopped early; without stopping early: the same move in %ld, "
            "%ld left Normal's move; units %.0f of %.0f (%.1f%%)\n",
            cmp_n, cmp_early, cmp_same, cmp_switch, cmp_units, cmp_full, 100 * cmp_units / cmp_full);
    std::printf("the longest waits (units, acts):");
    for (std::size_t i = 0; i < std::min<std::size_t>(5, order.size()); ++i)
        std::printf(" %.0f (%.0f)", wait_units[order[i]], wait_acts[order[i]]);
    std::printf("\n");
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const cli::Flags flags = cli::ParseFlags(argc, argv, 1, "lacosanostra_expert_timing",
                                             {"--games", "--players", "--budget", "--slice", "--seed", "--seat",
                                              "--waits", "--early", "--compare", "--wait-moves"});
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
    std::uint64_t waits = 0;
    if (!number("--waits", waits, 0, 1)) return Usage("--waits must be 0 or 1");
    std::uint64_t early = 1, compare = 0;
    if (!number("--early", early, 0, 1)) return Usage("--early must be 0 or 1");
    if (!number("--compare", compare, 0, 1)) return Usage("--compare must be 0 or 1");
    options.stop_early = early != 0;
    std::uint64_t wait_moves = kWaitFullMoves;
    if (!number("--wait-moves", wait_moves, 0, 1000)) return Usage("--wait-moves must be 0 to 1000");
    options.wait_full_moves = static_cast<int>(wait_moves);
    if (waits) return Waits(games, static_cast<int>(players), seed, options, compare != 0);

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
