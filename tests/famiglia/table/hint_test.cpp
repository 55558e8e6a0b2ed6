// The table's Hint (shell/games/famiglia/computer/hint.h): the Expert's advice with the game's seed, thought over
// frames with honest progress, the same move as the blocking SuggestMove (and so as the analysis's preferred plan);
// asked again where its plan goes on, the next action at once; a change to the game or Cancel forgets it.
#include <doctest/doctest.h>

#include "famiglia/game.h"
#include "games/famiglia/analysis/analysis_view.h"
#include "games/famiglia/computer/hint.h"

using namespace fam;
using shell::games::famiglia::PlanText;
using shell::games::famiglia::TableHint;

namespace {
constexpr std::int64_t kBudget = 4000;  // work units of the advice (the page uses kAdviceBudget)
}  // namespace

TEST_SUITE("famiglia hint") {
    TEST_CASE("the hint is the Expert's advice over frames, and follows its plan action by action") {
        const std::uint64_t seed = 5;
        State s = NewGame(seed, {}, 0);
        Rng rng(3);
        TableHint hint;
        std::uint64_t change = 0;
        TurnPlan plan;  // the advice being followed, and the index of its next action
        int next = 0, thought = 0, followed = 0, frames = 0;
        while (!s.over) {
            const View v = ViewFor(s, s.to_move);
            if (v.seat == 1) {
                ApplyLegal(s, ChooseMove(v, DefaultBotConfig(BotLevel::kNormal), rng));
                ++change;
                continue;
            }
            const bool at_once = hint.Ask(v, seed, change, kBudget);
            if (next > 0 && next < plan.size) {
                CHECK(at_once);  // the plan goes on: no thinking
                REQUIRE(hint.ready());
                CHECK(hint.hint().move == plan[next]);
                ++next;
                ++followed;
            } else {
                double last = hint.progress();
                while (!hint.Frame(0)) {  // one slice of work per frame
                    CHECK(hint.thinking());
                    CHECK(hint.progress() >= last);
                    CHECK(hint.progress() < 1);
                    last = hint.progress();
                    ++frames;
                }
                REQUIRE(hint.ready());
                CHECK(hint.progress() == 1);
                const Hint blocking = SuggestMove(v, seed, kBudget);
                CHECK(PlanText(hint.hint().plan) == PlanText(blocking.plan));
                CHECK(hint.hint().text_en == blocking.text_en);
                plan = hint.hint().plan;
                next = 1;
                ++thought;
            }
            CHECK(!hint.hint().text_de.empty());
            REQUIRE(IllegalReason(s, hint.hint().move).empty());
            ApplyLegal(s, hint.hint().move);
            ++change;
        }
        CHECK(thought > 10);
        CHECK(followed > 0);      // the game had turns of more than one action
        CHECK(frames > thought);  // thinking spread over frames
    }

    TEST_CASE("a change to the game forgets the thinking, and Cancel stops it") {
        const State s = NewGame(7, {}, 0);
        const View v = ViewFor(s, 0);
        TableHint hint;
        CHECK(!hint.Ask(v, 7, 1, 20000));  // the opening has refreshes to weigh: not at once
        CHECK(hint.thinking());
        hint.KeepValid(1);
        CHECK(hint.thinking());
        hint.KeepValid(2);  // a move, an undo, a new game
        CHECK(!hint.thinking());
        CHECK(!hint.ready());
        CHECK(!hint.Frame(50));

        CHECK(!hint.Ask(v, 7, 2, 20000));
        hint.Frame(0);
        hint.Cancel();
        CHECK(!hint.thinking());
        CHECK(!hint.ready());
        CHECK(!hint.Frame(50));
    }
}
