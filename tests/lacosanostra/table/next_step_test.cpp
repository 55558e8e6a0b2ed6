// The table saying what to do (next_step.h): the next tap, the reason a tap on a card did nothing (the rules'
// refusal, worded in both languages) and the buttons that end the turn.
#include <doctest/doctest.h>
#include <string>
#include <vector>

#include "games/lacosanostra/cards/card_texts.h"
#include "games/lacosanostra/play/next_step.h"
#include "games/lacosanostra/texts/sentences.h"
#include "support/table.h"

namespace shell::games::lacosanostra::test {
namespace {

bool Has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

lcn::Move MoveOf(const lcn::State& s, const char* text) {
    const auto m = lcn::ParseMove(s, text);
    REQUIRE(m.ok());
    return *m;
}

// Planning for Blundetto (Y, first seat), one order in hand: the first taps ChoicesFor gives a private planning
// screen (choices.h: a gangster picked first, its first move kept for hints).
struct Planning {
    lcn::State s =
        lcn::test::Build(R"({"players": {"Y": {"hand": "O1-02"}}, "cursor": {"turn": "Y", "assignments_left": 1}})");
    std::vector<Choice> choices;
    Planning() {
        for (const char* g : {"Y1", "Y2", "Y3"}) {
            Choice c;
            c.tap = {Thing::kGangster, *lcn::ParseGangster(g)};
            c.effect = Effect::kPick;
            c.move = MoveOf(s, (std::string("Y order ") + g + " O1-02").c_str());
            c.seat = 0;
            choices.push_back(c);
        }
    }
};

TEST_CASE("planning: the next tap is a gangster, then an order card, and it says that ends the turn (§4.3)") {
    const Planning p;
    CHECK(EndsTurn(p.s, p.choices[0].move));
    CHECK(NextTapLine(Lang::kEnglish, p.s, p.choices, {}) ==
          "Tap your outlined gangster, then an order card or a market business: that ends your planning turn");
    CHECK(Has(NextTapLine(Lang::kGerman, p.s, p.choices, {}), "damit endet dein Planungszug"));
    Choice order;
    order.tap = {Thing::kOrder, *lcn::ParseOrder("O1-02")};
    order.move = p.choices[0].move;
    CHECK(NextTapLine(Lang::kEnglish, p.s, {order}, {Thing::kGangster, 0}) == "Now tap an order card");
    CHECK(NextTapLine(Lang::kEnglish, p.s, {}, {}).empty());  // someone else decides: nothing to tap
}

TEST_CASE("a tap on an order card before a gangster says to tap a gangster first") {
    const Planning p;
    const CardRef order{CardKind::kOrder, *lcn::ParseOrder("O1-02")};
    CHECK(RefusedTapLine(Lang::kEnglish, p.s, p.choices, {}, 0, order) ==
          "First tap your outlined gangster, then this card");
    CHECK(Has(RefusedTapLine(Lang::kGerman, p.s, p.choices, {}, 0, order), "Zuerst deinen umrandeten Gangster"));
    // An offered card is no refusal.
    CHECK(RefusedTapLine(Lang::kEnglish, p.s, p.choices, {}, 0, {CardKind::kGangster, 0}).empty());
}

TEST_CASE("a tap on another family's gangster gives the rules' refusal, worded in both languages") {
    const Planning p;
    const CardRef g1{CardKind::kGangster, *lcn::ParseGangster("G1")};
    lcn::State copy = p.s;
    const lcn::Refusal r = lcn::ApplyInPlace(copy, MoveOf(p.s, "Y order G1 O1-02"));
    REQUIRE_FALSE(r.ok());
    CHECK(RefusedTapLine(Lang::kEnglish, p.s, p.choices, {}, 0, g1) ==
          "Not possible: " + RefusalSentence(Lang::kEnglish, r));
    CHECK(RefusedTapLine(Lang::kGerman, p.s, p.choices, {}, 0, g1) ==
          "Nicht möglich: " + RefusalSentence(Lang::kGerman, r));
}

TEST_CASE("a card that takes no tap in this step is refused in a player's words, never the rules' own") {
    const Planning p;
    int wrong_step = 0;
    for (const CardRef& card : AllCards()) {
        const std::string en = RefusedTapLine(Lang::kEnglish, p.s, p.choices, {}, 0, card);
        CHECK(en.find("does not exist") == std::string::npos);
        wrong_step += en == "This card takes no tap in this step: here is what it does";
    }
    CHECK(wrong_step > 0);
}

TEST_CASE("a button that ends the turn says so, and reveal and roll never tell") {
    const Planning p;
    Choice pass;
    pass.tap = {Thing::kButton, static_cast<std::uint16_t>(Button::kPass)};
    pass.move = p.choices[0].move;  // a move that ends the planning turn, standing in for a closing button
    CHECK(WithEndsTurn(Lang::kEnglish, p.s, pass, "Pass") == "Pass - ends the turn");
    CHECK(WithEndsTurn(Lang::kGerman, p.s, pass, "Passen") == "Passen - beendet den Zug");
    Choice reveal = pass;
    reveal.tap.id = static_cast<std::uint16_t>(Button::kReveal);
    CHECK(WithEndsTurn(Lang::kEnglish, p.s, reveal, "Reveal") == "Reveal");
    Choice pick = pass;
    pick.effect = Effect::kPick;
    CHECK(WithEndsTurn(Lang::kEnglish, p.s, pick, "Pass") == "Pass");
    // A move the rules refuse ends nothing.
    CHECK_FALSE(EndsTurn(p.s, MoveOf(p.s, "Y order G1 O1-02")));
}

}  // namespace
}  // namespace shell::games::lacosanostra::test
