// lacosanostra: the command-line tool of docs/lacosanostra-notation.md §6.
//   lacosanostra new (--players N | --families Y,G,R) --seed S [--option NAME[=false] ...]
//   lacosanostra play --position FILE|- [--actions "A; B; ..."]
//   lacosanostra view --position FILE|- --seat X
//   lacosanostra simulate [--players N] [--games G] [--seed S] [--option NAME[=false] ...]
// Exit status: 0 success, 2 bad input (one line on standard error), 1 a self-check failed in simulate.
#include <array>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "cli_args.h"
#include "common/sim_checks.h"
#include "lacosanostra/game.h"
#include "lacosanostra/playout.h"
#include "lacosanostra/rules_api.h"

namespace {

using namespace lcn;

constexpr std::size_t kMaxInputBytes = 16u << 20;
constexpr const char* kTool = "lacosanostra";

int Refuse(const std::string& why) {
    std::fprintf(stderr, "lacosanostra: %s\n", why.c_str());
    return 2;
}

bool ReadOptions(const cli::Flags& f, Options& options, std::string& error) {
    auto it = f.repeated.find("--option");
    if (it == f.repeated.end()) return true;
    for (const std::string& text : it->second) {
        const auto eq = text.find('=');
        const std::string name = text.substr(0, eq);
        const std::string value = eq == std::string::npos ? "true" : text.substr(eq + 1);
        if (value != "true" && value != "false") {
            error = "--option " + text + ": the value must be true or false";
            return false;
        }
        if (!SetOption(options, name, value == "true")) {
            error = "unknown option name '" + name + "' (the keys of a position's \"options\", notation §4)";
            return false;
        }
    }
    return true;
}

bool ReadPlayers(const cli::Flags& f, int& players, std::string& error) {
    auto it = f.values.find("--players");
    if (it == f.values.end()) return true;
    std::uint64_t n = 0;
    if (!cli::ParseU64(it->second, n) || n < kMinPlayers || n > kMaxPlayers) {
        error = "--players must be 3, 4 or 5";
        return false;
    }
    players = static_cast<int>(n);
    return true;
}

// --families Y,G,R: the families in seat (clockwise) order by their letters; the player count follows.
bool ReadFamilies(const cli::Flags& f, Setup& setup, std::string& error) {
    auto it = f.values.find("--families");
    if (it == f.values.end()) return true;
    const std::string& text = it->second;
    const std::string bad =
        "--families must be 3 to 5 family letters (Y G R V B) separated by commas, like Y,G,R; not '" + text + "'";
    int n = 0;
    for (std::size_t i = 0; i < text.size(); i += 2) {
        const auto family = ParseFamilyLetter(text[i]);
        if (!family || (i + 1 < text.size() && text[i + 1] != ',') || n == kMaxPlayers) {
            error = bad;
            return false;
        }
        setup.families[static_cast<std::size_t>(n++)] = static_cast<int>(*family);
    }
    if (n < kMinPlayers || text.back() == ',') {
        error = bad;
        return false;
    }
    if (f.values.count("--players") && setup.players != n) {
        error = "--families names " + std::to_string(n) + " families but --players is " + std::to_string(setup.players);
        return false;
    }
    setup.players = n;
    return true;
}

int CmdNew(int argc, char** argv) {
    const cli::Flags f = cli::ParseFlags(argc, argv, 2, kTool, {"--players", "--seed", "--families"}, {"--option"});
    if (!f.error.empty()) return Refuse(f.error);
    Setup setup;
    std::string error;
    if (!f.values.count("--players") && !f.values.count("--families"))
        return Refuse("new needs --players N (3, 4 or 5) or --families (like Y,G,R)");
    if (!ReadPlayers(f, setup.players, error) || !ReadFamilies(f, setup, error) ||
        !ReadOptions(f, setup.options, error))
        return Refuse(error);
    auto s = f.values.find("--seed");
    if (s == f.values.end()) return Refuse("new needs --seed S (a whole number from 0 to 18446744073709551615)");
    if (!cli::ParseU64(s->second, setup.seed))
        return Refuse("--seed must be a whole number from 0 to 18446744073709551615, not '" + s->second + "'");
    Result<State> game = NewGame(setup);
    if (!game) return Refuse("cannot deal this game: " + game.error());
    std::cout << PositionToJson(*game) << "\n";
    return 0;
}

int CmdPlay(int argc, char** argv) {
    const cli::Flags f = cli::ParseFlags(argc, argv, 2, kTool, {"--position", "--actions"});
    if (!f.error.empty()) return Refuse(f.error);
    auto p = f.values.find("--position");
    if (p == f.values.end()) return Refuse("play needs --position FILE (or - for standard input)");
    std::string text, error;
    if (!cli::ReadInput(p->second, kMaxInputBytes, text, error)) return Refuse(error);
    Result<State> state = ParsePosition(text);
    if (!state) return Refuse(state.error());
    State s = *state;
    if (auto a = f.values.find("--actions"); a != f.values.end()) {
        // Each action is read and applied before the next is read: the first that fails is reported.
        int number = 0;
        for (std::string_view entry : SplitMoveList(a->second)) {
            ++number;
            const std::string quoted = "'" + std::string(entry.substr(0, 120)) + (entry.size() > 120 ? "...'" : "'");
            Result<Move> m = ParseMove(s, entry);
            if (!m) return Refuse("action " + std::to_string(number) + " " + quoted + ": " + m.error());
            // The CLI shows the whole position anyway: it may say that a `reveal` was the abort (rules.h D3, D40).
            if (AsApplied(s, *m).kind != m->kind) {
                std::fprintf(stderr,
                             "lacosanostra: action %d %s: aborted face down (an attack needs a named player, a "
                             "Raub or Falle cannot be executed on its owner's turn)\n",
                             number, quoted.c_str());
            }
            const Refusal r = ApplyInPlace(s, *m);
            if (!r.ok())
                return Refuse("action " + std::to_string(number) + " " + quoted + " is not legal: " + RefusalText(r));
        }
    }
    std::cout << StateToJson(s) << "\n";
    return 0;
}

int CmdView(int argc, char** argv) {
    const cli::Flags f = cli::ParseFlags(argc, argv, 2, kTool, {"--position", "--seat"});
    if (!f.error.empty()) return Refuse(f.error);
    auto p = f.values.find("--position");
    auto v = f.values.find("--seat");
    if (p == f.values.end() || v == f.values.end()) return Refuse("view needs --position FILE|- and --seat X");
    std::string text, error;
    if (!cli::ReadInput(p->second, kMaxInputBytes, text, error)) return Refuse(error);
    Result<State> state = ParsePosition(text);
    if (!state) return Refuse(state.error());
    for (Seat seat = 0; seat < state->players; ++seat) {
        if (v->second == std::string(1, SeatLetterOf(state->player[seat].family))) {
            std::cout << ViewToJson(ViewFor(*state, seat)) << "\n";
            return 0;
        }
    }
    return Refuse("--seat '" + v->second + "' is not a seat of this game");
}

// ---- simulate: seeded random games (playout.h), self-checks after every action, statistics ----
// What a game may exercise; each game records which it did.
enum Feature : int {
    kFirstEffect = 0,                              // + Effect: an order of that effect was revealed/played
    kFirstInfluence = kFirstEffect + kNumEffects,  // + Influence: played
    kLawyerUse = kFirstInfluence + kNumInfluenceTypes,
    kPolizistReroll,
    kBuy,
    kLaunder,
    kRecruit,
    kObjection,
    kReturnFire,
    kTrade,
    kNumFeatures
};

std::string FeatureName(int f) {
    static const char* const kEffects[] = {
        "job",         "beat up businessman", "property damage", "theft",      "vandalism",        "unbeatable offer",
        "connections", "laundering",          "birthday",        "arson",      "kill businessman", "assassination",
        "poach",       "robbery (rob)",       "trap (trap)",     "horse race", "drive-by",         "car bomb"};
    static const char* const kOthers[] = {"Anwalt look",
                                          "Polizist re-roll",
                                          "buy (offer/connections)",
                                          "launder",
                                          "recruit",
                                          "draw objection",
                                          "return fire",
                                          "trade"};
    if (f < kFirstInfluence) return std::string("order: ") + kEffects[f];
    if (f < kLawyerUse)
        return std::string("influence: ") + InfluenceCard(static_cast<Influence>(f - kFirstInfluence)).german;
    return kOthers[f - kLawyerUse];
}

int FeatureOf(const State& before, const Move& m) {
    switch (m.kind) {
        case MoveKind::kReveal: {
            if (AsApplied(before, m).kind != MoveKind::kReveal) return -1;  // the abort (rules.h D3): nothing shown
            const GangsterId g = before.cur.chosen;
            if (g < kNumGangsters && before.gangsters[g].assignment == Assignment::kOrder)
                return kFirstEffect + static_cast<int>(Order(before.gangsters[g].card).effect);
            return -1;
        }
        case MoveKind::kRob: return kFirstEffect + static_cast<int>(Effect::kRobbery);
        case MoveKind::kTrap: return kFirstEffect + static_cast<int>(Effect::kTrap);
        case MoveKind::kPlay: return kFirstInfluence + m.a;
        case MoveKind::kLawyer: return kLawyerUse;
        case MoveKind::kReroll: return kPolizistReroll;
        case MoveKind::kBuy: return kBuy;
        case MoveKind::kLaunder: return m.amount > 0 ? kLaunder : -1;
        case MoveKind::kRecruit: return kRecruit;
        case MoveKind::kObject: return kObjection;
        case MoveKind::kFire: return kReturnFire;
        case MoveKind::kTrade: return kTrade;
        default: return -1;
    }
}

// The self-checks of a decision, the shared random-simulation test's (common/sim_checks.h): the legal list in text
// order, each once, and the position reading back as the same State.
std::string DecisionCheck(const State& s) {
    const std::string order = common::LegalListCheck<LcnRules>(s, LcnRules::Legal(s));
    return order.empty() ? common::PositionCheck<LcnRules>(s) : order;
}

int CmdSimulate(int argc, char** argv) {
    const cli::Flags f = cli::ParseFlags(argc, argv, 2, kTool, {"--players", "--games", "--seed"}, {"--option"});
    if (!f.error.empty()) return Refuse(f.error);
    Setup base;
    base.players = 4;
    std::string error;
    if (!ReadPlayers(f, base.players, error) || !ReadOptions(f, base.options, error)) return Refuse(error);
    std::uint64_t games = 100, seed0 = 1;
    if (auto g = f.values.find("--games");
        g != f.values.end() && (!cli::ParseU64(g->second, games) || games == 0 || games > 10000000))
        return Refuse("--games must be a whole number from 1 to 10000000");
    if (auto s = f.values.find("--seed"); s != f.values.end() && !cli::ParseU64(s->second, seed0))
        return Refuse("--seed must be a whole number from 0 to 18446744073709551615");

    std::int64_t actions = 0, trades = 0, min_actions = INT64_MAX, max_actions = 0, shared = 0;
    std::array<std::int64_t, kNumFeatures> games_with{};
    std::array<std::int64_t, kMaxPlayers> wins{};
    std::int64_t money_sum = 0;
    MoveList legal;
    std::array<Move, kMaxPlayoutStepMoves> applied;
    for (std::uint64_t g = 0; g < games; ++g) {
        Setup setup = base;
        setup.seed = seed0 + g;
        Result<State> game = NewGame(setup);
        if (!game) return Refuse("cannot deal game " + std::to_string(setup.seed) + ": " + game.error());
        State s = *game;
        Rng policy = Rng::Stream(setup.seed, 1000);
        std::vector<std::string> record;
        std::array<bool, kNumFeatures> seen{};
        std::string broken = DecisionCheck(s);
        int since_check = 0;
        while (broken.empty() && !IsOver(s)) {
            State before = s;
            const int n = PlayoutStep(s, policy, legal, applied);
            // Trades and side moves come before the flow move: replay them on `mid` to check each action alone.
            State mid = before;
            for (int i = 0; i < n && broken.empty(); ++i) {
                const Move& m = applied[static_cast<std::size_t>(i)];
                State after = mid;
                if (i + 1 < n) {
                    ApplyInPlace(after, m);
                } else {
                    after = s;
                }
                record.push_back(ToString(mid, m));
                if (const int feature = FeatureOf(mid, m); feature >= 0) seen[static_cast<std::size_t>(feature)] = true;
                trades += m.kind == MoveKind::kTrade;
                broken = common::ActionCheck<LcnRules>(mid, m, after);
                mid = after;
            }
            since_check += n;
            if (broken.empty() && since_check >= 97) {
                broken = DecisionCheck(s);
                since_check = 0;
            }
        }
        if (broken.empty()) broken = DecisionCheck(s);
        if (!broken.empty()) {
            std::string text;
            for (const std::string& r : record) text += (text.empty() ? "" : "; ") + r;
            std::fprintf(stderr,
                         "lacosanostra: self-check failed in game with seed %llu after action %zu: %s\n"
                         "replay: lacosanostra new --players %d --seed %llu%s | lacosanostra play --position - "
                         "--actions \"%s\"\n",
                         static_cast<unsigned long long>(setup.seed), record.size(), broken.c_str(), setup.players,
                         static_cast<unsigned long long>(setup.seed),
                         f.repeated.count("--option") ? " (with the same --option flags)" : "", text.c_str());
            return 1;
        }
        const auto n = static_cast<std::int64_t>(record.size());
        actions += n;
        min_actions = std::min(min_actions, n);
        max_actions = std::max(max_actions, n);
        for (int i = 0; i < kNumFeatures; ++i)
            games_with[static_cast<std::size_t>(i)] += seen[static_cast<std::size_t>(i)];
        const Outcome o = OutcomeOf(s);
        int winners = 0;
        for (Seat p = 0; p < s.players; ++p) {
            if (o.winners >> p & 1u) {
                ++winners;
                ++wins[p];
                money_sum += o.money[p];
            }
        }
        shared += winners > 1;
    }
    const double n = static_cast<double>(games);
    std::int64_t win_count = 0;
    for (std::int64_t w : wins) win_count += w;
    std::printf("games                 %llu with %d players (seeds %llu..%llu, random playout policy of playout.h)\n",
                static_cast<unsigned long long>(games), base.players, static_cast<unsigned long long>(seed0),
                static_cast<unsigned long long>(seed0 + games - 1));
    std::printf(
        "self-checks           after every action: invariants, action text read-back; every 97 actions:\n"
        "                      legal-list text order, position print/read-back: all held\n");
    std::printf("actions per game      mean %.1f, min %lld, max %lld (trades %.2f per game)\n",
                static_cast<double>(actions) / n, static_cast<long long>(min_actions),
                static_cast<long long>(max_actions), static_cast<double>(trades) / n);
    std::printf("winner by seat        ");
    for (int p = 0; p < base.players; ++p)
        std::printf("%s%d: %.1f%%", p ? ", " : "", p + 1,
                    100.0 * static_cast<double>(wins[static_cast<std::size_t>(p)]) / n);
    std::printf("; shared %.1f%%; winning money mean %.1f\n", 100.0 * static_cast<double>(shared) / n,
                static_cast<double>(money_sum) / static_cast<double>(std::max<std::int64_t>(1, win_count)));
    std::printf("share of games in which each was played:\n");
    for (int i = 0; i < kNumFeatures; ++i)
        std::printf("  %-34s %5.1f%%\n", FeatureName(i).c_str(),
                    100.0 * static_cast<double>(games_with[static_cast<std::size_t>(i)]) / n);
    return 0;
}

void Usage(std::FILE* out) {
    std::fputs(
        "usage:\n"
        "  lacosanostra new (--players N | --families Y,G,R) --seed S [--option NAME[=false] ...]\n"
        "      print the position (lacosanostra-position/1) of a freshly dealt game; same seed, same deal everywhere\n"
        "  lacosanostra play --position FILE|- [--actions \"A; B; ...\"]\n"
        "      apply actions one at a time and print the state (lacosanostra-state/1): actor, step, legal actions\n"
        "  lacosanostra view --position FILE|- --seat X\n"
        "      print what seat X sees of the position (lacosanostra-view/1)\n"
        "  lacosanostra simulate [--players N] [--games G] [--seed S] [--option NAME[=false] ...]\n"
        "      play G seeded random games, self-check after every action, print statistics\n"
        "options: short_game double_planning spy_any_time wild business_bonus beginners robbery_chain\n"
        "         politician_round1 first_game_families physical_dice\n"
        "exit status: 0 success, 2 bad input or illegal action (one line on standard error), 1 a failed self-check\n",
        out);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) return Refuse("no command (commands: new, play, view, simulate, help; run 'lacosanostra help')");
    const std::string cmd = argv[1];
    if (cmd == "new") return CmdNew(argc, argv);
    if (cmd == "play") return CmdPlay(argc, argv);
    if (cmd == "simulate") return CmdSimulate(argc, argv);
    if (cmd == "view") return CmdView(argc, argv);
    if (cmd == "help" || cmd == "--help" || cmd == "-h") {
        Usage(stdout);
        return 0;
    }
    return Refuse("unknown command '" + cmd + "' (commands: new, play, view, simulate, help)");
}
