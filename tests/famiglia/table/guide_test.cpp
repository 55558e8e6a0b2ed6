// "Learn to play" (shell/games/famiglia/guide/guide.h) without drawing: the script is legal move by move, the
// person's steps are played by the taps the guide frames through the table's own input (table_input.h), Back
// replays the script, and every word and refusal is said in both languages.
#include <doctest/doctest.h>
#include <string>

#include "famiglia/notation.h"
#include "games/famiglia/guide/guide.h"
#include "games/famiglia/table/table_input.h"
#include "games/famiglia/table/table_model.h"
#include "ui/guide.h"

using namespace fam;
using namespace shell::ui;
using namespace shell::games::famiglia;

namespace {

constexpr Lang kLangs[] = {Lang::kEnglish, Lang::kGerman};

bool Starts(const std::string& s, const char* p) { return s.rfind(p, 0) == 0; }

// One tap on the item `id`, as the drawing hands it to the input (table_zones.cpp, dialogs.cpp).
void Tap(TableUi& g, Session& s, const std::string& id) {
    RefreshCaches(g, s);
    const State st = s.current();
    Scene sc{g, s, st, Lang::kEnglish, kGuidePerson, true};
    const std::string code = id.substr(id.find(':') + 1);
    if (Starts(id, "street:")) {
        OnStreet(sc, *ParseCard(code));
    } else if (Starts(id, "hand:")) {
        OnHand(sc, *ParseCard(code));
    } else if (Starts(id, "area:")) {
        OnArea(sc, *ParseCard(code));
    } else if (Starts(id, "choice:")) {
        // A chooser's option: only while its chooser is open, and one of the legal list's moves.
        REQUIRE((g.overlay == Overlay::kChoice || g.overlay == Overlay::kBruteValue));
        const Result<Move> m = ParseMove(code);
        REQUIRE(m);
        REQUIRE(PlayChosen(sc, *m));
    } else {
        FAIL("an item the guide should not ask for: " << id);
    }
}

}  // namespace

TEST_CASE("guide: the script is legal move by move, and every person's step is said and refused with a reason") {
    const GuidePlan& plan = TheGuidePlan();
    REQUIRE(plan.problem.empty());
    const GuideScript& script = TheGuideScript();
    REQUIRE(static_cast<int>(plan.moves.size()) == script.count);
    int person = 0;
    for (int i = 0; i < script.count; ++i) {
        CAPTURE(i);
        CAPTURE(script.steps[i].move);
        const State& s = plan.states[static_cast<std::size_t>(i)];
        MoveList legal;
        LegalMoves(s, legal);
        CHECK(std::find(legal.begin(), legal.end(), plan.moves[static_cast<std::size_t>(i)]) != legal.end());
        const GuideStep& step = script.steps[i];
        if (!plan.person[static_cast<std::size_t>(i)]) {
            CHECK(step.text == GuideText::kNone);  // the computer's moves say nothing of their own
            continue;
        }
        ++person;
        CHECK(step.text != GuideText::kNone);
        CHECK(step.no != GuideNo::kNone);
        for (GuideText t : {step.text, step.then}) {
            if (t == GuideText::kNone) continue;
            for (Lang lang : kLangs) CHECK(std::string(GuideWords(lang, t)).size() > 10);
            CHECK(std::string(GuideWords(Lang::kEnglish, t)) != GuideWords(Lang::kGerman, t));
        }
        for (Lang lang : kLangs) CHECK(std::string(GuideNoWords(lang, step.no)).size() > 10);
        CHECK(std::string(GuideNoWords(Lang::kEnglish, step.no)) != GuideNoWords(Lang::kGerman, step.no));
    }
    CHECK(person >= 8);
    for (Lang lang : kLangs) {
        CHECK(std::string(GuideWords(lang, GuideText::kDone)).size() > 10);
        for (int w = 0; w < static_cast<int>(GuideWord::kCount); ++w)
            CHECK(std::string(GuideWordText(lang, static_cast<GuideWord>(w))).size() > 2);
    }
}

TEST_CASE("guide: the script's steps are played by the framed taps through the table's input") {
    const GuidePlan& plan = TheGuidePlan();
    REQUIRE(plan.problem.empty());
    Session s;
    TableUi g;
    REQUIRE(RewindGuide(s, 0));
    g.overlay = Overlay::kNone;
    int taps = 0;
    bool kinds[static_cast<int>(MoveKind::kTake) + 1] = {};
    for (int i = 0; i < static_cast<int>(plan.moves.size()); ++i) {
        CAPTURE(i);
        REQUIRE(GuideIndex(s) == i);
        if (!plan.person[static_cast<std::size_t>(i)]) {
            CHECK(ExpectedTap(plan, i, g).empty());  // the guide plays the computer's move (guide_table.cpp)
            REQUIRE(s.Apply(plan.moves[static_cast<std::size_t>(i)]).ok());
            continue;
        }
        kinds[static_cast<int>(plan.moves[static_cast<std::size_t>(i)].kind)] = true;
        for (int k = 0; k < 4 && s.num_moves() == i; ++k, ++taps) {
            const std::string id = ExpectedTap(plan, i, g);
            CAPTURE(id);
            REQUIRE(!id.empty());
            CHECK(GuardedTap(id));  // the tap it asks for is one the gate holds back from every other step
            Tap(g, s, id);
        }
        REQUIRE(s.num_moves() == i + 1);
        CHECK(s.move(i) == plan.moves[static_cast<std::size_t>(i)]);
    }
    CHECK(GuideIndex(s) == static_cast<int>(plan.moves.size()));
    CHECK(taps >= 15);
    // Every step of the bar is the person's to play: refresh, Accountant (and its swap), Brute, take.
    for (MoveKind k : {MoveKind::kRefresh, MoveKind::kAccountant, MoveKind::kSwap, MoveKind::kBrute, MoveKind::kTake})
        CHECK(kinds[static_cast<int>(k)]);
}

TEST_CASE("guide: Back replays the script to the person's step before, and other games leave it") {
    const GuidePlan& plan = TheGuidePlan();
    Session s;
    for (int i = 0; i <= static_cast<int>(plan.moves.size()); ++i) {
        const int back = GuideBackTarget(plan.person, i);
        if (back < 0) continue;
        CAPTURE(i);
        CHECK(plan.person[static_cast<std::size_t>(back)]);
        REQUIRE(RewindGuide(s, back));
        CHECK(GuideIndex(s) == back);
    }
    s.NewGame(Setup{.seed = 7, .rules = Rules{}, .first = 0}, GuideSeats());
    CHECK(GuideIndex(s) == -1);
    CHECK(GuardedTap("street:M0"));
    CHECK(GuardedTap("button:pass"));
    CHECK(!GuardedTap("button:menu"));
    CHECK(!GuardedTap("button:guide-back"));
}
