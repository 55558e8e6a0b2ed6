// The guided first game (guide.h): its script plays through the core and ends in a normal game,
// every step of the person is offered by the table and highlighted, the other taps are refused with a reason, Undo
// steps back in the script, a guided game's link is a normal game at the same position, and both languages have
// every text.
#include <doctest/doctest.h>
#include <set>
#include <string>
#include <vector>

#include "games/lacosanostra/guide/guide.h"
#include "games/lacosanostra/play/next_step.h"
#include "lacosanostra/link.h"
#include "lacosanostra/notation.h"

namespace shell::games::lacosanostra::test {
namespace {

constexpr Lang kLangs[] = {Lang::kEnglish, Lang::kGerman};

Device SoloDevice(const lcn::State& s) {
    Device d;
    d.kinds = TheGuideScript().kinds;
    Reset(s, d, 0);
    Sync(s, d, 1'000'000);  // windows' minimum and gates passed
    return d;
}

// The person's move of step i made by taps, as the table makes it: the highlighted tap(s) of the screen's choices,
// or the Accept of the computer's offer. Returns the state after it (the session's), failing when a tap is not
// offered.
void PersonPlays(const GuidePlan& plan, int i, lcn::Session& session, PauseDeals& deals) {
    const lcn::State s = session.current();
    Device d = SoloDevice(s);
    if (const std::optional<DealOffer> offer = GuideOffer(plan, i)) {
        deals.Spoken(s, d, *offer);
        const std::vector<Choice> cs = OfferChoices(s, d, deals);
        const Choice* accept = FindChoice(cs, ExpectedTap(plan, i, {}));
        REQUIRE(accept != nullptr);
        CHECK(GuideRefusalOf(plan, i, {}, *accept) == GuideRefusalKind::kNone);
        const SpokenOffer spoken = AnswerOpen(s, deals, true, session.num_moves());
        REQUIRE(spoken.play);
        REQUIRE(session.Apply(*spoken.play).ok());
        return;
    }
    Pick pick{};
    for (int tap = 0; tap < 2; ++tap) {
        const std::vector<Choice> cs = ChoicesFor(s, d, pick, 1'000'000);
        const Choice* c = FindChoice(cs, ExpectedTap(plan, i, pick));
        INFO("step " << i << " " << lcn::ToString(s, plan.moves[static_cast<std::size_t>(i)]) << ", tap " << tap);
        REQUIRE(c != nullptr);
        REQUIRE(c->enabled);
        CHECK(GuideRefusalOf(plan, i, pick, *c) == GuideRefusalKind::kNone);
        if (c->effect == Effect::kPick) {
            pick = c->tap;
            continue;
        }
        REQUIRE(c->effect == Effect::kMove);
        REQUIRE(session.Apply(c->move).ok());
        return;
    }
    FAIL("a move of more than two taps");
}

// The session after the guide's first `steps` steps, each played as the table plays it.
lcn::Session PlayedTo(int steps) {
    const GuidePlan& plan = TheGuidePlan();
    lcn::Session session;
    REQUIRE(StartGuide(session, {}) == "");
    PauseDeals deals;
    for (int i = 0; i < steps; ++i) {
        REQUIRE(GuideIndex(plan, session) == i);
        if (PersonStep(plan, i))
            PersonPlays(plan, i, session, deals);
        else
            REQUIRE(session.Apply(plan.moves[static_cast<std::size_t>(i)]).ok());
    }
    return session;
}

int StepOf(lcn::MoveKind kind, Seat seat) {
    const GuidePlan& plan = TheGuidePlan();
    for (std::size_t i = 0; i < plan.moves.size(); ++i)
        if (plan.moves[i].kind == kind && plan.moves[i].seat == seat) return static_cast<int>(i);
    return -1;
}

}  // namespace

TEST_CASE("guide: the whole script plays through the core by the person's taps and ends in a normal game") {
    const GuidePlan& plan = TheGuidePlan();
    REQUIRE(plan.problem == "");
    REQUIRE(static_cast<int>(plan.moves.size()) == TheGuideScript().count);
    lcn::Session session = PlayedTo(static_cast<int>(plan.moves.size()));
    CHECK(GuideIndex(plan, session) == static_cast<int>(plan.moves.size()));
    // A normal game goes on: round II's draw check, nothing over, moves to make.
    const lcn::State& s = session.current();
    CHECK(s.round == 2);
    CHECK(!lcn::IsOver(s));
    lcn::MoveList legal;
    lcn::LegalMoves(s, legal);
    CHECK(!legal.empty());
    CHECK(TextAt(TheGuideScript(), GuideIndex(plan, session)) == GuideText::kDone);
    // The computers play on at once; the guide's closing words stay until "Play on".
    REQUIRE(session.Apply(legal[0]).ok());
    CHECK(GuideIndex(plan, session) == static_cast<int>(plan.moves.size()));
    CHECK(!PersonStep(plan, GuideIndex(plan, session)));
}

TEST_CASE("guide: the script has every kind of step early and says each of the person's steps") {
    const GuidePlan& plan = TheGuidePlan();
    REQUIRE(plan.problem == "");
    // A purchase, a job with a deal marker bought from a computer, an attack met by the person's reaction, payday.
    CHECK(StepOf(lcn::MoveKind::kPurchase, kGuidePerson) >= 0);
    const int trade = StepOf(lcn::MoveKind::kTrade, kGuidePerson);
    REQUIRE(trade >= 0);
    CHECK(GuideOffer(plan, trade).has_value());
    const int claim = StepOf(lcn::MoveKind::kClaim, kGuidePerson);
    REQUIRE(claim >= 0);
    CHECK(plan.moves[static_cast<std::size_t>(claim + 1)].kind == lcn::MoveKind::kPlay);
    CHECK(StepOf(lcn::MoveKind::kRecruit, kGuidePerson) >= 0);  // payday
    // Every phase explained when it starts, every step of the person with its text and its highlighted tap.
    int person = 0;
    for (int i = 0; i < TheGuideScript().count; ++i) {
        const lcn::State& s = plan.states[static_cast<std::size_t>(i)];
        if (i == 0 || (s.step == lcn::Step::kPlanning && plan.states[static_cast<std::size_t>(i - 1)].step != s.step))
            CHECK(TextAt(TheGuideScript(), i) != GuideText::kNone);
        if (!PersonStep(plan, i)) continue;
        ++person;
        CHECK(ExpectedTap(plan, i, {}).thing != Thing::kNone);
        CHECK(TextAt(TheGuideScript(), i) != GuideText::kComputers);  // never "the computers play" on its step
    }
    CHECK(person == PersonSteps(plan));
    CHECK(person >= 10);
}

TEST_CASE("guide refusal: a tap while the computers' step is due says to wait") {
    const GuidePlan& plan = TheGuidePlan();
    REQUIRE(!PersonStep(plan, 1));  // Blue keeps its cards
    Choice any;
    any.tap = {Thing::kButton, static_cast<std::uint16_t>(Button::kAccept)};
    CHECK(GuideRefusalOf(plan, 1, {}, any) == GuideRefusalKind::kWait);
    // Dropping a first tap leaves nothing of the script: never refused.
    Choice unpick;
    unpick.effect = Effect::kUnpick;
    unpick.tap = {Thing::kUnpick, 0};
    CHECK(GuideRefusalOf(plan, 1, {}, unpick) == GuideRefusalKind::kNone);
}

TEST_CASE("guide refusal: another gangster or business than the step's is refused, the step's one passes") {
    const GuidePlan& plan = TheGuidePlan();
    const int i = StepOf(lcn::MoveKind::kPurchase, kGuidePerson);
    REQUIRE(i >= 0);
    const lcn::State& s = plan.states[static_cast<std::size_t>(i)];
    const Device d = SoloDevice(s);
    const Tap first = ExpectedTap(plan, i, {});
    REQUIRE(first.thing == Thing::kGangster);
    int refused = 0;
    for (const Choice& c : ChoicesFor(s, d, {}, 1'000'000)) {
        const GuideRefusalKind k = GuideRefusalOf(plan, i, {}, c);
        CHECK((k == GuideRefusalKind::kNone) == (c.tap == first));
        refused += k == GuideRefusalKind::kOtherTap ? 1 : 0;
    }
    CHECK(refused > 0);
    // After the right gangster: the market business of the script, not another one.
    const Tap second = ExpectedTap(plan, i, first);
    CHECK(second.thing == Thing::kBusiness);
    int others = 0;
    for (const Choice& c : ChoicesFor(s, d, first, 1'000'000)) {
        if (c.tap.thing != Thing::kBusiness) continue;
        CHECK((GuideRefusalOf(plan, i, first, c) == GuideRefusalKind::kNone) == (c.tap == second));
        others += c.tap == second ? 0 : 1;
    }
    CHECK(others > 0);
}

TEST_CASE("guide refusal: declining the deal marker the job needs is refused") {
    const GuidePlan& plan = TheGuidePlan();
    const int i = StepOf(lcn::MoveKind::kTrade, kGuidePerson);
    REQUIRE(i >= 0);
    Choice decline;
    decline.effect = Effect::kDeclineOffer;
    decline.tap = {Thing::kOffer, 0};
    CHECK(GuideRefusalOf(plan, i, {}, decline) == GuideRefusalKind::kDecline);
    Choice accept;
    accept.effect = Effect::kAcceptOffer;
    accept.tap = {Thing::kOffer, 1};
    CHECK(GuideRefusalOf(plan, i, {}, accept) == GuideRefusalKind::kNone);
}

TEST_CASE("guide: every refusal, text and label is said in both languages") {
    for (Lang lang : kLangs) {
        for (auto k : {GuideRefusalKind::kWait, GuideRefusalKind::kOtherTap, GuideRefusalKind::kDecline})
            CHECK(!GuideRefusal(lang, k).empty());
        for (int t = 1; t < static_cast<int>(GuideText::kCount); ++t)
            CHECK(std::string(GuideWords(lang, static_cast<GuideText>(t))).size() > 10);
        for (int w = 0; w < static_cast<int>(ui::GuideWord::kCount); ++w)  // the guide kit's words (ui/guide.h)
            CHECK(std::string(ui::GuideWordText(lang, static_cast<ui::GuideWord>(w))).size() > 2);
    }
    CHECK(std::string(GuideWords(Lang::kEnglish, GuideText::kPay)) != GuideWords(Lang::kGerman, GuideText::kPay));
}

TEST_CASE("guide: Undo steps back in the script too") {
    const GuidePlan& plan = TheGuidePlan();
    // Wherever the session lets a move be taken back (lcn::Session's policy: in this script a computer's naming of its
    // target before the reveal; each of the person's moves is followed by a reveal or another seat), the guide's step
    // goes back with it, and the guide plays that step again.
    int undone = 0;
    for (int i = 1; i <= static_cast<int>(plan.moves.size()); ++i) {
        lcn::Session session = PlayedTo(i);
        if (!session.CanUndo()) continue;
        REQUIRE(session.Undo());
        CHECK(GuideIndex(plan, session) == i - 1);
        ++undone;
    }
    CHECK(undone > 0);
}

TEST_CASE("guide: a guided game's link opens the same position, and a move off the script leaves the guide") {
    const GuidePlan& plan = TheGuidePlan();
    const int trade = StepOf(lcn::MoveKind::kTrade, kGuidePerson);
    lcn::Session session = PlayedTo(trade + 1);
    auto game = lcn::DecodeLink(lcn::EncodeLink(session.Record()));
    REQUIRE(game.ok());
    lcn::Session opened;
    opened.Load(std::move(game).value());
    CHECK(opened.current() == session.current());
    CHECK(GuideIndex(plan, opened) == trade + 1);
    // Off the script: the person reveals... no, drops the assignment instead of revealing it.
    lcn::MoveList legal;
    lcn::LegalMoves(opened.current(), legal);
    for (const lcn::Move& m : legal) {
        if (m == plan.moves[static_cast<std::size_t>(trade + 1)]) continue;
        REQUIRE(opened.Apply(m).ok());
        break;
    }
    CHECK(GuideIndex(plan, opened) == -1);
}

}  // namespace shell::games::lacosanostra::test

namespace shell::games::lacosanostra::test {
namespace {

// The choices the guided table offers at step i with `pick` (table_view.cpp: a computer's open offer first), with
// the guide's offer spoken on a trade step as guide_table.cpp GuideTurn speaks it.
std::vector<Choice> TableChoices(const GuidePlan& plan, int i, Pick pick) {
    const lcn::State& s = plan.states[static_cast<std::size_t>(i)];
    const Device d = SoloDevice(s);
    PauseDeals deals;
    if (const std::optional<DealOffer> offer = GuideOffer(plan, i)) deals.Spoken(s, d, *offer);
    std::vector<Choice> cs = OfferChoices(s, d, deals);
    for (const Choice& c : ChoicesFor(s, d, pick, 1'000'000)) cs.push_back(c);
    return cs;
}

TEST_CASE("guide: Back replays the script to the person's step before, from every step") {
    const GuidePlan& plan = TheGuidePlan();
    lcn::Session session;
    const int end = static_cast<int>(plan.moves.size());
    int backs = 0;
    for (int i = 0; i <= end; ++i) {
        const int back = GuideBackStep(plan, i);
        if (back < 0) continue;
        CAPTURE(i);
        CHECK(back < i);
        CHECK(PersonStep(plan, back));
        REQUIRE(RewindGuide(session, {}, back));
        CHECK(GuideIndex(plan, session) == back);
        ++backs;
    }
    CHECK(backs >= PersonSteps(plan));  // from every step after the first person's one
}

}  // namespace

TEST_CASE("guide status line: the next-step line names the guide's tap, never another one") {
    const GuidePlan& plan = TheGuidePlan();
    REQUIRE(plan.problem == "");
    int trades = 0;
    for (int i = 0; i < static_cast<int>(plan.moves.size()); ++i) {
        if (!PersonStep(plan, i)) continue;
        const lcn::State& s = plan.states[static_cast<std::size_t>(i)];
        Pick pick{};
        for (int tap = 0; tap < 2; ++tap) {
            const std::vector<Choice> cs = TableChoices(plan, i, pick);
            const Tap expected = ExpectedTap(plan, i, pick);
            const Choice* c = FindChoice(cs, expected);
            INFO("step " << i << " " << lcn::ToString(s, plan.moves[static_cast<std::size_t>(i)]) << ", tap " << tap);
            REQUIRE(c != nullptr);
            for (Lang lang : kLangs) {
                // The line a screen offering only the guide's tap says: the action and target it names.
                const std::string only = NextTapLine(lang, s, {*c}, pick);
                const std::string line = GuidedTapLine(lang, s, cs, pick, expected);
                if (pick.thing != Thing::kButton) CHECK(!only.empty());  // else the headline asks (unnamed reveal)
                CHECK(line == only);
            }
            if (expected.thing == Thing::kOffer) {
                ++trades;
                CHECK(GuidedTapLine(Lang::kEnglish, s, cs, pick, expected) == "Accept the offer below");
            }
            if (c->effect != Effect::kPick) break;
            pick = c->tap;
        }
        // While the guide plays the computers' moves it expects no tap: the line leaves the word to the guide's strip.
        CHECK(GuidedTapLine(Lang::kEnglish, s, TableChoices(plan, i, {}), {}, Tap{}).empty());
    }
    CHECK(trades == 1);
}

TEST_CASE("tap ids: every button the table can show has its own id, none is \"button:?\"") {
    std::set<std::string> ids;
    for (int b = 0; b <= static_cast<int>(Button::kRevealUnnamed); ++b) {
        const std::string id = TapId({Thing::kButton, static_cast<std::uint16_t>(b)});
        CHECK(id.find('?') == std::string::npos);
        CHECK(ids.insert(id).second);
    }
    CHECK(TapId({Thing::kButton, static_cast<std::uint16_t>(Button::kRevealUnnamed)}) == "button:reveal-unnamed");
    // Every choice of every screen the guide passes, first and second taps: the Reveal without a target among them.
    const GuidePlan& plan = TheGuidePlan();
    bool unnamed = false;
    for (int i = 0; i < static_cast<int>(plan.moves.size()); ++i) {
        for (const Choice& first : TableChoices(plan, i, {})) {
            CHECK(TapId(first.tap).find('?') == std::string::npos);
            if (first.effect != Effect::kPick) continue;
            for (const Choice& second : TableChoices(plan, i, first.tap)) {
                CHECK(TapId(second.tap).find('?') == std::string::npos);
                unnamed =
                    unnamed || second.tap == Tap{Thing::kButton, static_cast<std::uint16_t>(Button::kRevealUnnamed)};
            }
        }
    }
    CHECK(unnamed);
}

}  // namespace shell::games::lacosanostra::test
