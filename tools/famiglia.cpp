// famiglia: the command-line tool of docs/famiglia-notation.md ("new", "play") plus "simulate".
//   famiglia new --seed S [--first P] [--variant new-cards-only]
//   famiglia play --position FILE|- [--actions "A; B; ..."]
//   famiglia simulate [--games N] [--seed S] [--variant new-cards-only]
// Exit status: 0 success, 2 bad input (one line on standard error), 1 an invariant failed in simulate.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "cli_args.h"
#include "famiglia/game.h"

namespace {

using namespace fam;

constexpr std::size_t kMaxInputBytes = 16u << 20;

int Refuse(const std::string& why) {
    std::fprintf(stderr, "famiglia: %s\n", why.c_str());
    return 2;
}

using cli::Flags;
using cli::ParseU64;

Flags ParseFlags(int argc, char** argv, int start, const std::vector<std::string>& known) {
    return cli::ParseFlags(argc, argv, start, "famiglia", known);
}

bool ReadVariant(const Flags& f, Rules& rules, std::string& error) {
    auto it = f.values.find("--variant");
    if (it == f.values.end()) return true;
    if (it->second != "new-cards-only") {
        error = "unknown variant '" + it->second + "' (known: new-cards-only)";
        return false;
    }
    rules.new_cards_only = true;
    return true;
}

int CmdNew(int argc, char** argv) {
    const Flags f = ParseFlags(argc, argv, 2, {"--seed", "--first", "--variant"});
    if (!f.error.empty()) return Refuse(f.error);
    std::uint64_t seed = 0;
    auto s = f.values.find("--seed");
    if (s == f.values.end()) return Refuse("new needs --seed S (a whole number from 0 to 18446744073709551615)");
    if (!ParseU64(s->second, seed))
        return Refuse("--seed must be a whole number from 0 to 18446744073709551615, not '" + s->second + "'");
    int first = kRandomFirst;
    if (auto p = f.values.find("--first"); p != f.values.end()) {
        if (p->second != "0" && p->second != "1") return Refuse("--first must be 0 or 1");
        first = p->second[0] - '0';
    }
    Rules rules;
    std::string error;
    if (!ReadVariant(f, rules, error)) return Refuse(error);
    std::cout << PositionToJson(NewGame(Setup{.seed = seed, .rules = rules, .first = first}).value()) << "\n";
    return 0;
}

bool ReadInput(const std::string& path, std::string& out, std::string& error) {
    return cli::ReadInput(path, kMaxInputBytes, out, error);
}

int CmdPlay(int argc, char** argv) {
    const Flags f = ParseFlags(argc, argv, 2, {"--position", "--actions"});
    if (!f.error.empty()) return Refuse(f.error);
    auto p = f.values.find("--position");
    if (p == f.values.end()) return Refuse("play needs --position FILE (or - for standard input)");
    std::string text, error;
    if (!ReadInput(p->second, text, error)) return Refuse(error);
    auto state = ParsePosition(text);
    if (!state) return Refuse(state.error());
    State s = *state;
    if (auto a = f.values.find("--actions"); a != f.values.end()) {
        // Each action is read and applied before the next is read: the first one that fails is reported,
        // whether it is malformed or illegal.
        int number = 0;
        for (std::string_view entry : SplitMoveList(a->second)) {
            auto m = ParseMoveListEntry(++number, entry);
            if (!m) return Refuse(m.error());
            const Refusal refusal = ApplyInPlace(s, *m);
            if (!refusal.ok()) {
                return Refuse("action " + std::to_string(number) + " '" + ToString(*m) +
                              "' is not legal: " + RefusalText(refusal));
            }
        }
    }
    std::cout << StateToJson(s) << "\n";
    return 0;
}

// ---- simulate: N seeded games with the random playout policy, invariants checked after every action ----
struct Stats {
    long games = 0, actions = 0, turns = 0;
    int min_actions = 1 << 30, max_actions = 0, min_turns = 1 << 30, max_turns = 0;
    long by_passes = 0, by_deck = 0, second_pass = 0;
    long wins[3] = {0, 0, 0};  // start player, other player, shared
    long tie_breaks = 0;
    std::map<int, long> total_histogram;  // both players' score, in buckets of 10
    long score_sum[2] = {0, 0};           // winner, loser
};

int CmdSimulate(int argc, char** argv) {
    const Flags f = ParseFlags(argc, argv, 2, {"--games", "--seed", "--variant"});
    if (!f.error.empty()) return Refuse(f.error);
    std::uint64_t games = 1000, seed0 = 1;
    if (auto g = f.values.find("--games");
        g != f.values.end() && (!ParseU64(g->second, games) || games == 0 || games > 100000000))
        return Refuse("--games must be a whole number from 1 to 100000000");
    if (auto s = f.values.find("--seed"); s != f.values.end() && !ParseU64(s->second, seed0))
        return Refuse("--seed must be a whole number from 0 to 18446744073709551615");
    Rules rules;
    std::string error;
    if (!ReadVariant(f, rules, error)) return Refuse(error);

    Stats st;
    MoveList legal;
    for (std::uint64_t g = 0; g < games; ++g) {
        const std::uint64_t seed = seed0 + g;
        State s = NewGame(seed, rules);
        Rng policy = Rng::Stream(seed, 1000);
        std::vector<Move> record;
        int turns = 1;
        bool reached_second = false;
        while (!s.over) {
            LegalMoves(s, legal);
            const Move m = RandomPlayoutMove(legal, policy);
            const int mover = s.to_move;
            ApplyLegal(s, m);
            record.push_back(m);
            if (const std::string broken = CheckInvariants(s); !broken.empty()) {
                std::string text;
                for (const Move& r : record) text += (text.empty() ? "" : "; ") + ToString(r);
                std::fprintf(stderr,
                             "famiglia: invariant broken in game with seed %llu after action %zu: %s\nactions: %s\n",
                             static_cast<unsigned long long>(seed), record.size(), broken.c_str(), text.c_str());
                return 1;
            }
            reached_second = reached_second || s.second_pass;
            if (!s.over && s.to_move != mover) ++turns;
        }
        const Outcome o = OutcomeOf(s);
        const int actions = static_cast<int>(record.size());
        ++st.games;
        st.actions += actions;
        st.turns += turns;
        st.min_actions = std::min(st.min_actions, actions);
        st.max_actions = std::max(st.max_actions, actions);
        st.min_turns = std::min(st.min_turns, turns);
        st.max_turns = std::max(st.max_turns, turns);
        (s.pass_streak == 2 ? st.by_passes : st.by_deck)++;
        st.second_pass += reached_second;
        st.wins[o.winner < 0 ? 2 : (o.winner == s.first ? 0 : 1)]++;
        st.tie_breaks += o.tie_break != TieBreak::kNone;
        const int hi = std::max(o.scores[0], o.scores[1]), lo = std::min(o.scores[0], o.scores[1]);
        st.score_sum[0] += hi;
        st.score_sum[1] += lo;
        st.total_histogram[o.scores[0] / 10 * 10]++;
        st.total_histogram[o.scores[1] / 10 * 10]++;
    }
    auto pct = [&](long n) { return 100.0 * static_cast<double>(n) / static_cast<double>(st.games); };
    auto avg = [&](long n) { return static_cast<double>(n) / static_cast<double>(st.games); };
    std::printf("games                 %ld (seeds %llu..%llu, random playout policy%s)\n", st.games,
                static_cast<unsigned long long>(seed0), static_cast<unsigned long long>(seed0 + games - 1),
                rules.new_cards_only ? ", variant new-cards-only" : "");
    std::printf("invariants            checked after every action: all held\n");
    std::printf("actions per game      mean %.1f, min %d, max %d\n", avg(st.actions), st.min_actions, st.max_actions);
    std::printf("turns per game        mean %.1f, min %d, max %d\n", avg(st.turns), st.min_turns, st.max_turns);
    std::printf("ending                deck exhausted %.1f%%, two passes %.1f%%\n", pct(st.by_deck), pct(st.by_passes));
    std::printf("second deck pass      reached in %.1f%% of games\n", pct(st.second_pass));
    std::printf(
        "winner                start player %.1f%%, other player %.1f%%, shared %.1f%%; tie-break decided %.2f%%\n",
        pct(st.wins[0]), pct(st.wins[1]), pct(st.wins[2]), pct(st.tie_breaks));
    std::printf("scores                winner mean %.1f, loser mean %.1f\n", avg(st.score_sum[0]),
                avg(st.score_sum[1]));
    std::printf("score distribution    (both players, VP bucket: share of scores)\n");
    for (auto [bucket, n] : st.total_histogram) {
        const double share = 50.0 * static_cast<double>(n) / static_cast<double>(st.games);
        std::printf("  %3d-%-3d %5.1f%% %s\n", bucket, bucket + 9, share,
                    std::string(static_cast<std::size_t>(share / 2 + 0.5), '#').c_str());
    }
    return 0;
}

void Usage(std::FILE* out) {
    std::fputs(
        "usage:\n"
        "  famiglia new --seed S [--first P] [--variant new-cards-only]\n"
        "      print the position of a freshly dealt game (same seed, same deal on every platform)\n"
        "  famiglia play --position FILE|- [--actions \"A; B; ...\"]\n"
        "      apply actions to a position and print the resulting state (famiglia-state/1)\n"
        "  famiglia simulate [--games N] [--seed S] [--variant new-cards-only]\n"
        "      play N seeded random games, check the rules' invariants after every action, print statistics\n"
        "exit status: 0 success, 2 bad input or illegal action (one line on standard error), 1 broken invariant\n",
        out);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) return Refuse("no command (commands: new, play, simulate, help; run 'famiglia help')");
    const std::string cmd = argv[1];
    if (cmd == "new") return CmdNew(argc, argv);
    if (cmd == "play") return CmdPlay(argc, argv);
    if (cmd == "simulate") return CmdSimulate(argc, argv);
    if (cmd == "help" || cmd == "--help" || cmd == "-h") {
        Usage(stdout);
        return 0;
    }
    return Refuse("unknown command '" + cmd + "' (commands: new, play, simulate, help)");
}
