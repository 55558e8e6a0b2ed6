// Physical dice (option physical_dice, flow.h TypeDie, choices.h): the roller types the dice one by one and confirms
// the roll, instead of picking one of hundreds of outcome buttons.
#include <algorithm>
#include <doctest/doctest.h>
#include <string>
#include <vector>

#include "games/lacosanostra/play/choices.h"
#include "games/lacosanostra/play/flow.h"
#include "games/lacosanostra/texts/sentences.h"
#include "support/table.h"

namespace shell::games::lacosanostra::test {
namespace {

// Yellow's Y3 (strength 3) reveals a Gas Station Hold-up (target 2): a roll of 3 dice waits. Yellow's start
// businesses include a Cop, so a failed die can be re-rolled.
lcn::State ThreeDiceRoll(bool physical) {
    const lcn::State planned =
        lcn::test::Build(std::string(R"({"start_player": "Y", "idle": "deactivated",
        "options": {"physical_dice": )") +
                         (physical ? "true" : "false") +
                         R"(}, "players": {"Y": {"hand": "O1-03"}}, "gangsters": {"Y3": "active"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
    return lcn::test::Play(planned, "Y order Y3 O1-03; Y choose Y3; Y reveal");
}

std::vector<Choice> Choices(const lcn::State& s, const Device& d) { return ChoicesFor(s, d, Pick{}, 0); }

int Count(const std::vector<Choice>& choices, Thing thing) {
    return static_cast<int>(
        std::count_if(choices.begin(), choices.end(), [&](const Choice& c) { return c.tap.thing == thing; }));
}

const Choice* Of(const std::vector<Choice>& choices, Thing thing, int id) {
    return FindChoice(choices, Tap{thing, static_cast<std::uint16_t>(id)});
}

// The confirmation of the typed roll: exactly one.
const Choice& Confirmation(const std::vector<Choice>& choices) {
    REQUIRE(Count(choices, Thing::kDice) == 1);
    return *std::find_if(choices.begin(), choices.end(), [](const Choice& x) { return x.tap.thing == Thing::kDice; });
}

}  // namespace

TEST_CASE(
    "physical dice: six value buttons per die, a confirmation once all are typed, the roll as LegalMoves has it") {
    const lcn::State s = ThreeDiceRoll(true);
    REQUIRE(lcn::test::StepName(s) == "roll");
    REQUIRE(DiceToType(s) == 3);
    lcn::MoveList legal;
    lcn::LegalMoves(s, legal);
    CHECK(legal.size() == 56);  // the outcomes of 3 dice: no longer one button each
    Device d;
    Reset(s, d, 0);
    const Seat yellow = lcn::test::SeatOf(s, 'Y');
    std::vector<Choice> c = Choices(s, d);
    CHECK(Count(c, Thing::kDieValue) == 6);
    CHECK(Count(c, Thing::kDice) == 0);
    CHECK(Count(c, Thing::kDieErase) == 0);
    for (int v = 1; v <= 6; ++v) {
        REQUIRE(Of(c, Thing::kDieValue, v) != nullptr);
        CHECK(Of(c, Thing::kDieValue, v)->effect == Effect::kTypeDie);
        CHECK(Of(c, Thing::kDieValue, v)->seat == yellow);
    }
    for (int v : {5, 1, 3}) {
        REQUIRE(TypeDie(s, d, v));
        c = Choices(s, d);
        CHECK(Count(c, Thing::kDieErase) == 1);
    }
    CHECK(Count(c, Thing::kDieValue) == 0);  // all three typed: only the confirmation and the take-back
    const Choice& confirm = Confirmation(c);
    CHECK(confirm.effect == Effect::kMove);
    CHECK(lcn::ToString(s, confirm.move) == "roll 1 3 5");  // ascending, as LegalMoves lists it
    CHECK(std::find(legal.begin(), legal.end(), confirm.move) != legal.end());
    Tap path[2];
    REQUIRE(PathOf(s, confirm.move, legal, path) == 1);
    CHECK(confirm.tap == path[0]);
    CHECK(ChoiceLabel(Lang::kEnglish, s, {}, confirm) == "Confirm the dice: 1 3 5");
    CHECK(ChoiceLabel(Lang::kGerman, s, {}, confirm) == "Würfel bestätigen: 1 3 5");
    CHECK_FALSE(TypeDie(s, d, 4));  // no fourth die
    lcn::State after = s;
    REQUIRE(lcn::ApplyInPlace(after, confirm.move).ok());
    CHECK(after.cur.dice[0] == 1);
    CHECK(after.cur.dice[2] == 5);
    AfterMove(after, d, 0);
    CHECK(d.dice == TypedDice{});  // the next roll starts untyped
}

TEST_CASE("physical dice: a typed value is taken back, out-of-range values and rolls that do not wait are refused") {
    const lcn::State s = ThreeDiceRoll(true);
    Device d;
    Reset(s, d, 0);
    CHECK_FALSE(TypeDie(s, d, 0));
    CHECK_FALSE(TypeDie(s, d, 7));
    CHECK_FALSE(EraseDie(d));
    REQUIRE(TypeDie(s, d, 6));
    REQUIRE(TypeDie(s, d, 2));
    CHECK(EraseDie(d));
    CHECK(d.dice.count == 1);
    CHECK(d.dice.values[1] == 0);
    REQUIRE(TypeDie(s, d, 4));
    REQUIRE(TypeDie(s, d, 4));
    CHECK(lcn::ToString(s, TypedRoll(s, d)) == "roll 4 4 6");
    REQUIRE(EraseDie(d));
    CHECK(TypedRoll(s, d).count == 0);  // not all typed: no roll to confirm
    const std::vector<Choice> c = Choices(s, d);
    CHECK(Count(c, Thing::kDieValue) == 6);
    CHECK(Count(c, Thing::kDice) == 0);
    REQUIRE(Of(c, Thing::kDieErase, 0) != nullptr);
    CHECK(Of(c, Thing::kDieErase, 0)->effect == Effect::kEraseDie);
    Reset(s, d, 0);  // undo, load, new game
    CHECK(d.dice.count == 0);

    const lcn::State chance = ThreeDiceRoll(false);  // without the option: Chance rolls, nothing to type
    CHECK(DiceToType(chance) == 0);
    Device dc;
    Reset(chance, dc, 0);
    CHECK_FALSE(TypeDie(chance, dc, 3));
    const std::vector<Choice> cc = Choices(chance, dc);
    CHECK(Count(cc, Thing::kDieValue) == 0);
    REQUIRE(Of(cc, Thing::kButton, static_cast<int>(Button::kRoll)) != nullptr);
    CHECK(DiceTypingLine(Lang::kEnglish, chance, dc).empty());
}

TEST_CASE("physical dice: a Cop's re-roll types one die") {
    lcn::State s = lcn::test::Play(ThreeDiceRoll(true), "roll 1 1 1");
    REQUIRE(lcn::test::StepName(s) == "reroll");
    lcn::MoveList legal;
    lcn::LegalMoves(s, legal);
    const auto reroll =
        std::find_if(legal.begin(), legal.end(), [](const lcn::Move& m) { return m.kind == lcn::MoveKind::kReroll; });
    REQUIRE(reroll != legal.end());
    REQUIRE(lcn::ApplyInPlace(s, *reroll).ok());
    REQUIRE(lcn::test::StepName(s) == "reroll_die");
    CHECK(DiceToType(s) == 1);
    Device d;
    Reset(s, d, 0);
    REQUIRE(TypeDie(s, d, 6));
    CHECK_FALSE(TypeDie(s, d, 6));
    const std::vector<Choice> c = Choices(s, d);
    const Choice& confirm = Confirmation(c);
    CHECK(lcn::ToString(s, confirm.move) == "roll 6");
    CHECK(confirm.seat == lcn::test::SeatOf(s, 'Y'));
    REQUIRE(lcn::ApplyInPlace(s, confirm.move).ok());
}

TEST_CASE("physical dice: the typing line and the labels in both languages") {
    const lcn::State s = ThreeDiceRoll(true);
    Device d;
    Reset(s, d, 0);
    CHECK(DiceTypingLine(Lang::kEnglish, s, d) == "Die 1 of 3: tap the number it shows");
    REQUIRE(TypeDie(s, d, 5));
    CHECK(DiceTypingLine(Lang::kEnglish, s, d) == "Die 2 of 3: tap the number it shows. Typed: 5");
    CHECK(DiceTypingLine(Lang::kGerman, s, d) == "Würfel 2 von 3: tippe die gewürfelte Zahl. Eingegeben: 5");
    REQUIRE(TypeDie(s, d, 2));
    REQUIRE(TypeDie(s, d, 3));
    CHECK(DiceTypingLine(Lang::kEnglish, s, d) == "Typed: 5 2 3");  // as typed; the confirmed roll is ascending
    const std::vector<Choice> c = Choices(s, d);
    CHECK(ChoiceLabel(Lang::kGerman, s, {}, *Of(c, Thing::kDieErase, 0)) == "Letzten Würfel zurücknehmen");
    Device fresh;
    Reset(s, fresh, 0);
    CHECK(ChoiceLabel(Lang::kEnglish, s, {}, *Of(Choices(s, fresh), Thing::kDieValue, 4)) == "4");
}

}  // namespace shell::games::lacosanostra::test
