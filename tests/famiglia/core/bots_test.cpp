// The computer opponents (bots.h): they never propose an illegal action, they are fair (a bot's
// choice cannot depend on what its seat does not know), they are reproducible from a seed, thinking can be
// sliced, and they follow the strategy rules of docs/famiglia-rules.md §6.1 (the two-pass ending, free 0s).
// Budgets are tiny so the whole file runs in seconds; strength is measured by famiglia_tournament instead.
#include <functional>
#include <string>
#include <vector>

#include "famiglia/game.h"
#include "support/positions.h"

using namespace fam;
using namespace fam::test;

namespace {

constexpr std::int64_t kTinyExpert = 4000;  // work units per decision (a couple of milliseconds)
// The hint is the Expert's advice (advice.h): a game's seed and a small budget for these positions.
constexpr std::uint64_t kHintTestSeed = 1;
constexpr std::int64_t kHintTestBudget = 20000;

BotConfig Config(BotLevel level) {
    BotConfig c = DefaultBotConfig(level);
    if (level == BotLevel::kExpert) c.budget = kTinyExpert;
    return c;
}

std::string RecordText(const std::vector<Move>& record) {
    std::string text;
    for (const Move& m : record) text += (text.empty() ? "" : "; ") + ToString(m);
    return text;
}

bool EndsSegment(const Move& m) {
    return m.kind == MoveKind::kTake || m.kind == MoveKind::kPass || m.kind == MoveKind::kRefresh;
}

// A plan is legal action after action from the view, and no action but the last draws cards or ends the turn.
std::string PlanProblem(const View& view, const TurnPlan& plan) {
    if (plan.size < 1 || plan.size > TurnPlan::kCapacity) return "plan of size " + std::to_string(plan.size);
    State s = view.state;
    for (int i = 0; i < plan.size; ++i) {
        const std::string why = IllegalReason(s, plan[i]);
        if (!why.empty()) return "plan action " + std::to_string(i) + " '" + ToString(plan[i]) + "': " + why;
        if (EndsSegment(plan[i]) && i != plan.size - 1) return "plan goes on after a take, pass or refresh";
        ApplyLegal(s, plan[i]);
    }
    return {};
}

// Plays `games` games between two bots and checks every action they choose. Seat 0 is driven by a
// BotPlayer (follows its plans across frames); seat 1 by the stateless ChooseMove, called afresh for every
// action (it re-plans mid-turn). Returns the number of bot decisions checked.
long PlayChecked(const BotConfig& a, const BotConfig& b, int games, std::uint64_t seed0) {
    long checked = 0;
    for (int g = 0; g < games; ++g) {
        const std::uint64_t seed = seed0 + static_cast<std::uint64_t>(g);
        State s = NewGame(seed, {}, g % 2);
        BotPlayer player(a, seed * 3 + 1);
        Rng rng = Rng::Stream(seed, 99);
        std::vector<Move> record;
        while (!s.over) {
            const int p = s.to_move;
            const View view = ViewFor(s, p);
            Move m;
            if (p == 0) {
                while (!player.Poll(view, 700, m)) {}
                if (!player.LastFromPlan()) {
                    const std::string problem = PlanProblem(view, player.thinker().Plan());
                    INFO("seed " << seed << " record: " << RecordText(record));
                    REQUIRE_MESSAGE(problem.empty(), BotLevelName(a.level) << ": " << problem);
                }
            } else {
                m = ChooseMove(view, b, rng);
            }
            const std::string why = IllegalReason(s, m);
            INFO("seed " << seed << ", first " << g % 2 << ", record: " << RecordText(record));
            REQUIRE_MESSAGE(why.empty(), BotLevelName(p == 0 ? a.level : b.level)
                                             << " chose illegal '" << ToString(m) << "': " << why);
            ApplyLegal(s, m);
            record.push_back(m);
            ++checked;
            const std::string broken = CheckInvariants(s);
            REQUIRE_MESSAGE(broken.empty(), broken);
        }
    }
    return checked;
}

// Positions from games of mixed bots: turn starts and mid-turn states, both deck passes, Street cards slid
// under the pile (a known bottom), end triggered.
std::vector<State> SamplePositions(int games) {
    std::vector<State> out;
    for (int g = 0; g < games; ++g) {
        const std::uint64_t seed = 500 + static_cast<std::uint64_t>(g);
        State s = NewGame(seed, {}, g % 2);
        BotPlayer bots[2] = {BotPlayer(Config(BotLevel::kNormal), seed), BotPlayer(Config(BotLevel::kEasy), seed + 1)};
        int n = 0;
        while (!s.over) {
            const View view = ViewFor(s, s.to_move);
            if (n++ % 3 == g % 3) out.push_back(s);
            Move m;
            while (!bots[s.to_move].Poll(view, 1 << 20, m)) {}
            ApplyLegal(s, m);
        }
    }
    return out;
}

// What the seat to move does not know, changed: the draw pile above its known bottom is shuffled and the
// generator of the future reshuffle is replaced. Everything else stays.
State ShuffleHidden(State s, Rng& rng) {
    const std::uint32_t known = s.deck_known_bottom;
    rng.Shuffle(s.deck.data() + known, static_cast<std::uint32_t>(s.deck_size) - known);
    s.rng = rng.Next();
    return s;
}

using BotFn = std::function<TurnPlan(const State&, std::uint64_t seed)>;

// How many positions give a different choice after the hidden part was shuffled (same seed).
int UnfairPositions(const std::vector<State>& positions, const BotFn& bot) {
    int unfair = 0;
    Rng rng(2024);
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const State& s = positions[i];
        const std::uint64_t seed = 77 + i;
        const TurnPlan original = bot(s, seed);
        for (int k = 0; k < 2; ++k) {
            const State other = ShuffleHidden(s, rng);
            if (!(bot(other, seed) == original)) {
                ++unfair;
                break;
            }
        }
    }
    return unfair;
}

BotFn Fair(BotLevel level) {
    return [level](const State& s, std::uint64_t seed) {
        Rng rng(seed);
        return ChooseTurn(ViewFor(s, s.to_move), Config(level), rng);
    };
}

State Position(const TestPosition& setup) { return Build(setup); }

Move ChoiceOf(BotLevel level, const State& s, std::uint64_t seed = 1) {
    Rng rng(seed);
    return ChooseMove(ViewFor(s, s.to_move), Config(level), rng);
}

}  // namespace

TEST_SUITE("bots") {
    TEST_CASE("level names and seat kinds map onto the bot levels") {
        for (int i = 0; i < kNumBotLevels; ++i) {
            const auto level = static_cast<BotLevel>(i);
            CHECK(ParseBotLevel(BotLevelName(level)) == level);
        }
        CHECK_FALSE(ParseBotLevel("grandmaster").has_value());
        CHECK_FALSE(BotLevelFor(SeatKind::kPerson).has_value());
        CHECK(BotLevelFor(SeatKind::kBeginner) == BotLevel::kBeginner);
        CHECK(BotLevelFor(SeatKind::kExpert) == BotLevel::kExpert);
    }

    TEST_CASE("beginner and easy bots never propose an illegal action (4,000 games)") {
        const long n = PlayChecked(Config(BotLevel::kBeginner), Config(BotLevel::kEasy), 2000, 1) +
                       PlayChecked(Config(BotLevel::kEasy), Config(BotLevel::kBeginner), 2000, 5001);
        CHECK(n > 200000);
    }

    TEST_CASE("the normal bot never proposes an illegal action against beginner and easy (300 games)") {
        const long n = PlayChecked(Config(BotLevel::kNormal), Config(BotLevel::kBeginner), 150, 10001) +
                       PlayChecked(Config(BotLevel::kEasy), Config(BotLevel::kNormal), 150, 20001);
        CHECK(n > 20000);
    }

    TEST_CASE("the normal bot never proposes an illegal action against itself (100 games)") {
        CHECK(PlayChecked(Config(BotLevel::kNormal), Config(BotLevel::kNormal), 100, 30001) > 7000);
    }

    TEST_CASE("the expert bot (tiny budget) never proposes an illegal action (36 games)") {
        const long n = PlayChecked(Config(BotLevel::kExpert), Config(BotLevel::kNormal), 12, 40001) +
                       PlayChecked(Config(BotLevel::kBeginner), Config(BotLevel::kExpert), 12, 50001) +
                       PlayChecked(Config(BotLevel::kExpert), Config(BotLevel::kEasy), 12, 60001);
        CHECK(n > 2000);
    }

    TEST_CASE("fairness: shuffling what the seat cannot see never changes a bot's choice") {
        const std::vector<State> positions = SamplePositions(12);
        int refreshable = 0, known_bottom = 0;
        for (const State& s : positions) {
            MoveList legal;
            LegalMoves(s, legal);
            for (const Move& m : legal) refreshable += m.kind == MoveKind::kRefresh;
            known_bottom += s.deck_known_bottom > 0;
        }
        REQUIRE(positions.size() > 150);
        REQUIRE(refreshable > 20);  // positions where drawing unknown cards is a choice
        REQUIRE(known_bottom > 3);  // and positions with cards known to lie at the bottom

        for (int i = 0; i < kNumBotLevels; ++i) {
            const auto level = static_cast<BotLevel>(i);
            CAPTURE(BotLevelName(level));
            CHECK(UnfairPositions(positions, Fair(level)) == 0);
        }

        // The check can fail: a bot that peeks at the top card of the pile is caught.
        const BotFn peeker = [](const State& s, std::uint64_t seed) {
            MoveList legal;
            LegalMoves(s, legal);
            for (const Move& m : legal) {
                if (m.kind == MoveKind::kRefresh && RankOf(DeckTop(s)) == 0) {
                    TurnPlan p;
                    p.push_back(m);
                    return p;
                }
            }
            return Fair(BotLevel::kNormal)(s, seed);
        };
        CHECK(UnfairPositions(positions, peeker) > 0);
    }

    TEST_CASE("every bot is reproducible from its seed, and the seed matters") {
        const std::vector<State> positions = SamplePositions(3);
        for (int i = 0; i < kNumBotLevels; ++i) {
            const BotFn bot = Fair(static_cast<BotLevel>(i));
            for (std::size_t k = 0; k < positions.size(); k += 4) CHECK(bot(positions[k], k) == bot(positions[k], k));
        }
        int differs = 0;
        for (std::size_t k = 0; k < positions.size(); ++k)
            differs += !(Fair(BotLevel::kBeginner)(positions[k], 1) == Fair(BotLevel::kBeginner)(positions[k], 2));
        CHECK(differs > 0);
    }

    TEST_CASE("thinking in small slices gives the blocking answer, with bounded slices and honest progress") {
        const std::vector<State> positions = SamplePositions(2);
        for (BotLevel level : {BotLevel::kNormal, BotLevel::kExpert}) {
            BotConfig config = Config(level);
            config.budget = 30000;
            for (std::size_t k = 0; k < positions.size(); k += 3) {
                const View view = ViewFor(positions[k], positions[k].to_move);
                BotThinker thinker;
                thinker.Start(view, config, 1234 + k);
                double last = -1;
                int steps = 0;
                std::int64_t before = 0;
                while (!thinker.Step(300)) {
                    ++steps;
                    const std::int64_t used = thinker.Stats().units - before;
                    before = thinker.Stats().units;
                    CHECK(used <= 300 + thinker.Stats().largest_piece);
                    CHECK(thinker.Progress() >= last);
                    CHECK(thinker.Progress() <= 1.0);
                    last = thinker.Progress();
                }
                CHECK(thinker.Progress() == 1.0);
                CHECK(thinker.Stats().largest_piece <= 20000);  // a slice overshoots by a few milliseconds at most
                if (level == BotLevel::kExpert && thinker.Stats().candidates > 1) CHECK(steps >= 5);
                BotThinker blocking;
                blocking.Start(view, config, 1234 + k);
                blocking.Step(INT64_MAX);
                CHECK(blocking.Plan() == thinker.Plan());
                CHECK(thinker.Result() == thinker.Plan()[0]);
            }
        }
    }

    TEST_CASE("the opponent just passed and I lead: easy, normal and expert pass to end the game (§6.1)") {
        TestPosition g;
        g.hands = {"A0 B0 F0 M0 F2", "A0 B0 F0 M0"};  // 7 VP against 1
        g.street = "A0 B1 F1 M2 A3 B3";
        g.pass_streak = 1;
        const State s = Position(g);
        for (BotLevel level : {BotLevel::kEasy, BotLevel::kNormal, BotLevel::kExpert}) {
            CAPTURE(BotLevelName(level));
            CHECK(ChoiceOf(level, s) == Move::Pass());
        }
        CHECK(SuggestMove(ViewFor(s, 0), kHintTestSeed, kHintTestBudget).text_en.find("ends with your win") !=
              std::string::npos);
    }

    TEST_CASE("the opponent just passed and I am behind: no bot above beginner passes while it can take") {
        TestPosition g;
        g.hands = {"A0 B0 F0 M0", "A0 B0 F0 M0 F2"};
        g.street = "A0 B3 F3 M3 A4 B4";
        g.pass_streak = 1;
        const State s = Position(g);
        for (BotLevel level : {BotLevel::kEasy, BotLevel::kNormal, BotLevel::kExpert}) {
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                CAPTURE(BotLevelName(level));
                CHECK(ChoiceOf(level, s, seed).kind != MoveKind::kPass);
            }
        }
    }

    TEST_CASE("the beginner always takes a free 0") {
        TestPosition g;
        g.street = "M0 B2 F1 A3 F2 M1";
        const State s = Position(g);
        for (std::uint64_t seed = 1; seed <= 20; ++seed)
            CHECK(ToString(ChoiceOf(BotLevel::kBeginner, s, seed)) == "take M0");
    }

    TEST_CASE("normal and the hint keep the Mercenary joker, and the hint says why, in English and German") {
        TestPosition g;
        g.hands = {"A0 B0 F0 M0 F2 M3", "A0 B0 F0 M0 F2 F2"};  // the opponent could take F3 next
        g.street = "F3 A2 B0 A3 B1 M4";                        // a 0 in the Street: no refresh
        const State s = Position(g);
        CHECK(ToString(ChoiceOf(BotLevel::kNormal, s)) == "take F3 F2 M3");
        const Hint h = SuggestMove(ViewFor(s, 0), kHintTestSeed, kHintTestBudget);
        CHECK(ToString(h.move) == "take F3 F2 M3");
        CHECK(h.text_en ==
              "Take F3 (10 VP) with F2 and the Mercenary M3 as a joker; F2 goes to your play area and M3 stays in your "
              "hand, and keep it from your opponent.");
        CHECK(h.text_de ==
              "Nimm F3 (10 SP) mit F2 und dem Söldner M3 als Joker; F2 kommt in deine Auslage, M3 bleibt auf der Hand; "
              "so bekommt ihn dein Gegner nicht.");
        CHECK(&h.Text("de") == &h.text_de);
        CHECK(SuggestMove(ViewFor(s, 0), kHintTestSeed, kHintTestBudget).text_en ==
              h.text_en);  // the same hint every time
    }

    TEST_CASE("a refresh before a good take is explained as looking further") {
        TestPosition g;
        g.hands = {"A0 B0 F0 M0 F2 M3", "A0 B0 F0 M0"};
        g.street = "F3 A2 B2 A3 B1 M4";
        const State s = Position(g);
        const Hint h = ExplainPlan(ViewFor(s, 0), [] {
            TurnPlan p;
            p.push_back(*ParseMove("refresh A2"));
            return p;
        }());
        CHECK(h.text_en ==
              "Look further first: discard A2 from the Street and draw 2 new cards; F3 (10 VP) stays there for you to "
              "take.");
        CHECK(
            h.text_de ==
            "Schau erst weiter: lege A2 aus der Straße ab und ziehe 2 neue Karten; F3 (10 SP) bleibt für dich liegen.");
    }

    TEST_CASE("a Brute plan is explained as one sentence with its take") {
        TestPosition g;
        g.hands = {"A0 B0 F0 F0 M0 B3", "A0 B0 F0 M0 B4"};  // the opponent's B4 would take F4 for free
        g.street = "F4 A2 B0 A3 B1 M4";  // B3 lowers F4 (15 VP) to 1; the pair of F0 pays for value 1
        const State s = Position(g);
        // The Normal bot's plan (the sentences explain any plan; the Expert's advice may weigh it otherwise).
        Rng rng(1);
        const Hint h = ExplainPlan(ViewFor(s, 0), ChooseTurn(ViewFor(s, 0), DefaultBotConfig(BotLevel::kNormal), rng));
        CHECK(ToString(h.move) == "brute B3 F4 1");
        CHECK(h.text_en ==
              "Play the Brute B3 to lower F4 to 1, then take F4 (15 VP) with your pair of F0; one F0 goes to your play "
              "area.");
        CHECK(h.text_de.find("Spiele den Brutalen B3 und senke F4 auf 1, dann nimm F4 (15 SP)") == 0);
    }

    TEST_CASE("every hint over many positions is a legal action with a sentence in both languages") {
        for (const State& s : SamplePositions(2)) {
            const View view = ViewFor(s, s.to_move);
            const Hint h = SuggestMove(view, kHintTestSeed, kHintTestBudget);
            CHECK(IllegalReason(s, h.move).empty());
            CHECK(PlanProblem(view, h.plan).empty());
            CHECK(EndsSegment(h.plan[h.plan.size - 1]));  // a plan goes to the end of the turn or a refresh
            REQUIRE(h.text_en.size() > 10);
            CHECK(h.text_en.back() == '.');
            CHECK(h.text_de.back() == '.');
            CHECK(h.text_en != h.text_de);
        }
    }

}  // TEST_SUITE
