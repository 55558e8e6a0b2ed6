// lacosanostra_guide_search: the search that chose the guided first game's deal (shell/games/lacosanostra/
// guide_script.cpp). Three Normal computers play round I of 3-player seeds 1..--last (seat 0 begins and buys the
// market's cheapest business on its first planning turn), through the table tests' driver
// (tests/lacosanostra/table/driver.h), and a seed qualifies when seat 0 also runs a job with a deal marker it bought
// from a computer (the marker comes home after seat 0's turn), an attack meets a reaction (a claim answered with a
// card), and payday comes; the shortest round I wins (seed 2521, 57 moves, the only one of 1..4000). Prints the
// winner's moves, to paste into guide_script.cpp:
//   build/native/tools/lacosanostra_guide_search --last 4000
// Exit status: 0 a seed found, 1 none, 2 bad input. Native only (the driver is the shell's table logic).
#include <cstdio>
#include <string>
#include <vector>

#include "cli_args.h"
#include "driver.h"
#include "lacosanostra/notation.h"

namespace shell::games::lacosanostra::test {

namespace {

struct Found {
    bool purchase = false, marker_job = false, reaction = false, payday = false;
    int moves = 0;
    bool all() const { return purchase && marker_job && reaction && payday; }
};

lcn::OrderKind ExecutingKind(const lcn::State& s) {
    for (int o = 0; o < lcn::kNumOrders; ++o) {
        const lcn::OrderPlace& op = s.orders[static_cast<std::size_t>(o)];
        if (op.zone == lcn::OrderZone::kOnGangster && op.holder == s.cur.chosen)
            return lcn::Order(static_cast<lcn::OrderId>(o)).kind;
    }
    return lcn::OrderKind::kOther;
}

// Plays round I of `seed`; the moves and the states before them.
Found PlayRoundOne(std::uint64_t seed, std::vector<lcn::State>* states, std::vector<lcn::Move>* moves) {
    lcn::Setup setup;
    setup.players = 3;
    setup.seed = seed;
    setup.start_player = 0;
    const auto game = lcn::NewGame(setup);
    Found f;
    if (!game.ok()) return f;
    Driver t(*game);
    t.d.kinds = Kinds({SeatKind::kNormal, SeatKind::kNormal, SeatKind::kNormal});
    t.game_seed = seed;
    Reset(t.s, t.d, t.now);
    std::vector<lcn::State> before;
    bool bought = false;
    while (t.s.round == 1 && !lcn::IsOver(t.s) && t.played.size() < 400) {
        const std::size_t n = t.played.size();
        const lcn::State s = t.s;
        // Seat 0's first planning turn buys the market's cheapest business: the guide teaches a purchase.
        if (s.step == lcn::Step::kPlanning && s.cur.turn == 0 && !bought) {
            lcn::MoveList legal;
            lcn::LegalMoves(s, legal);
            const lcn::Move* buy = nullptr;
            for (const lcn::Move& m : legal)
                if (m.kind == lcn::MoveKind::kPurchase && (!buy || lcn::Price(m.b) < lcn::Price(buy->b))) buy = &m;
            bought = true;
            if (buy) {
                Choice c;
                c.move = *buy;
                c.seat = 0;
                t.Perform(c);
                before.push_back(s);
                continue;
            }
        }
        if (!t.ComputerAct()) break;
        for (std::size_t i = n; i < t.played.size(); ++i) before.push_back(s);  // one move per act
    }
    if (!t.problem.empty() || before.size() != t.played.size()) return f;
    for (std::size_t i = 0; i < t.played.size(); ++i) {
        const lcn::State& s = before[i];
        const lcn::Move& m = t.played[i];
        if (m.kind == lcn::MoveKind::kPurchase && m.seat == 0) f.purchase = true;
        // Seat 0 marks a computer's business in a trade, and the marker comes home later this round: a job used it.
        if (m.kind == lcn::MoveKind::kTrade && (m.seat == 0 || m.other == 0) && i + 1 < before.size()) {
            const int after_trade = i + 1 < t.played.size() ? before[i + 1].player[0].markers_in_supply : 5;
            for (std::size_t k = i + 2; k < before.size(); ++k)
                if (before[k].player[0].markers_in_supply > after_trade && after_trade < lcn::kDealMarkers &&
                    before[k - 1].cur.turn == 0)
                    f.marker_job = true;
        }
        // A claim answered with something else than "decline" while an attack executes.
        if (m.kind == lcn::MoveKind::kClaim && i + 1 < t.played.size() && ExecutingKind(s) == lcn::OrderKind::kAttack &&
            t.played[i + 1].kind != lcn::MoveKind::kDecline)
            f.reaction = true;
    }
    f.payday = t.s.round == 2;  // round I's payday was paid
    f.moves = static_cast<int>(t.played.size());
    if (states) *states = before;
    if (moves) *moves = t.played;
    return f;
}

int Search(std::uint64_t last) {
    std::uint64_t best = 0;
    int best_moves = 1 << 30;
    for (std::uint64_t seed = 1; seed <= last; ++seed) {
        const Found f = PlayRoundOne(seed, nullptr, nullptr);
        if (f.all() && f.moves < best_moves) best = seed, best_moves = f.moves;
    }
    if (best == 0) {
        std::printf("no seed of 1..%llu qualifies\n", static_cast<unsigned long long>(last));
        return 1;
    }
    std::vector<lcn::State> states;
    std::vector<lcn::Move> moves;
    PlayRoundOne(best, &states, &moves);
    std::printf("seed %llu, %d moves\n", static_cast<unsigned long long>(best), best_moves);
    for (std::size_t i = 0; i < moves.size(); ++i)
        std::printf("%3zu %-14s \"%s\"\n", i, lcn::StepName(states[i].step),
                    lcn::ToString(states[i], moves[i]).c_str());
    return 0;
}

}  // namespace

}  // namespace shell::games::lacosanostra::test

int main(int argc, char** argv) {
    if (argc == 2 && (std::string(argv[1]) == "help" || std::string(argv[1]) == "--help")) {
        std::printf("usage: lacosanostra_guide_search [--last N]  (seeds 1..N, 4000 by default)\n");
        return 0;
    }
    const cli::Flags f = cli::ParseFlags(argc, argv, 1, "lacosanostra_guide_search", {"--last"});
    std::uint64_t last = 4000;
    std::string error = f.error;
    if (auto it = f.values.find("--last");
        error.empty() && it != f.values.end() && (!cli::ParseU64(it->second, last) || last == 0 || last > 1000000))
        error = "--last must be a whole number from 1 to 1000000";
    if (!error.empty()) {
        std::fprintf(stderr, "lacosanostra_guide_search: %s (usage: --last 4000)\n", error.c_str());
        return 2;
    }
    return shell::games::lacosanostra::test::Search(last);
}
