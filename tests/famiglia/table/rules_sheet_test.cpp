// The rules sheet's drawn examples (shell/games/famiglia/table/rules_sheet.h): every example is true to the rules
// core, each family is shown once, and both languages place every example once, with a caption naming its cards;
// its legend of the table, which the step bar opens, names the four steps and lists every mark the table draws.
#include <doctest/doctest.h>
#include <set>
#include <string>
#include <vector>

#include "games/famiglia/table/rules_sheet.h"
#include "games/famiglia/table/table_model.h"
#include "support/positions.h"

using namespace fam;
using namespace fam::test;
using namespace shell::ui;
using namespace shell::games::famiglia;

namespace {

const Lang kLangs[] = {Lang::kEnglish, Lang::kGerman};

// Seat 0's hand: the starting 0s and the example's hand cards; the Street: its Street card and cards no 0 can pay for.
State PositionFor(const std::vector<ExampleCard>& cards) {
    TestPosition p;
    for (std::size_t i = 0; i + 1 < cards.size(); ++i) p.hands[0] += " " + CardCode(cards[i].card);
    p.street = CardCode(cards.back().card) + " F4 A4";
    return Build(p);
}

}  // namespace

TEST_CASE("the rules sheet shows a card of each family, a Brute and a take") {
    std::set<Family> families;
    std::vector<MoveKind> moves;
    for (const RulesExample& e : RulesExamples()) {
        if (e.card != kNoCard) {
            CHECK(families.insert(FamilyOf(e.card)).second);
        } else {
            moves.push_back(e.move.kind);
        }
    }
    CHECK(families.size() == 4);
    CHECK(moves == std::vector<MoveKind>{MoveKind::kBrute, MoveKind::kTake});
}

TEST_CASE("the rules sheet's take is paid with two hand cards, one genuine and a Mercenary as the joker") {
    for (const RulesExample& e : RulesExamples()) {
        if (e.move.kind != MoveKind::kTake || e.card != kNoCard) continue;
        const std::vector<ExampleCard> cards = ExampleCards(e);
        REQUIRE(cards.size() == 3);
        CHECK_FALSE(e.move.IsFreeTake());
        CHECK(cards[0].card == MakeCard(FamilyOf(e.move.a), RankOf(e.move.a) - 1));  // genuine (docs §5.3 step 4)
        CHECK(FamilyOf(cards[1].card) == Family::kMercenaries);                      // the caption calls it the joker
        CHECK(FamilyOf(cards[1].card) != FamilyOf(e.move.a));
        const State s = PositionFor(cards);
        CHECK_MESSAGE(IsLegal(s, ToString(e.move)), ToString(e.move));
    }
}

TEST_CASE("the rules sheet's Brute lowers its Street card to 0 and the card is then free") {
    for (const RulesExample& e : RulesExamples()) {
        if (e.move.kind != MoveKind::kBrute || e.card != kNoCard) continue;
        const std::vector<ExampleCard> cards = ExampleCards(e);
        REQUIRE(cards.size() == 2);
        CHECK(cards[1].value == 0);  // the caption says "to 0"
        const State after = Play(PositionFor(cards), ToString(e.move));
        CHECK(IsLegal(after, ToString(Move::Take(e.move.b))));
    }
}

TEST_CASE("both languages place every rules example once, in order, with its cards in the caption") {
    for (Lang lang : kLangs) {
        CAPTURE(LangCode(lang));
        std::vector<int> placed;
        for (const RulesLine& line : RulesLines(lang)) {
            if (line.example >= 0) placed.push_back(line.example);
            CHECK_MESSAGE(line.text.find('{') == std::string::npos, "a mark no example has: " << line.text);
        }
        std::vector<int> all;
        for (std::size_t i = 0; i < RulesExamples().size(); ++i) all.push_back(static_cast<int>(i));
        CHECK(placed == all);
        for (const RulesExample& e : RulesExamples()) {
            const std::string caption = ExampleCaption(lang, e);
            CHECK(caption.find('{') == std::string::npos);
            if (e.card == kNoCard) {
                for (const ExampleCard& card : ExampleCards(e))
                    CHECK_MESSAGE(caption.find(CardCode(card.card)) != std::string::npos, caption);
            }
        }
    }
    CHECK(ExampleCaption(Lang::kGerman, RulesExamples()[0]) != ExampleCaption(Lang::kEnglish, RulesExamples()[0]));
    const std::vector<RulesLine> lines = RulesLines(Lang::kEnglish);
    CHECK(lines[0].heading);  // GOAL
    CHECK_FALSE(lines[1].heading);
}

TEST_CASE("the legend lists every mark the table draws, once each, in both languages, in its own words") {
    // The marks are the bits of cards/card_marks.h below kCardMarksEnd: what card_draw.cpp draws on a card.
    std::vector<unsigned> marks, listed;
    for (unsigned bit = 1; bit < kCardMarksEnd; bit <<= 1) marks.push_back(bit);
    for (const CardMark& m : CardMarks()) listed.push_back(m.flag);
    CHECK(listed == marks);
    std::set<std::string> names;
    for (const CardMark& m : CardMarks()) CHECK(names.insert(m.name).second);
    for (Lang lang : kLangs) {
        CAPTURE(LangCode(lang));
        std::vector<int> placed, all;
        for (const RulesLine& line : RulesLines(lang)) {
            if (line.mark >= 0) placed.push_back(line.mark);
        }
        for (std::size_t i = 0; i < CardMarks().size(); ++i) all.push_back(static_cast<int>(i));
        CHECK(placed == all);
        std::set<std::string> words;
        for (const CardMark& m : CardMarks()) CHECK_MESSAGE(words.insert(Text(lang, m.words)).second, m.name);
    }
}

TEST_CASE("the step bar opens the rules sheet at the legend, which names the four steps as the bar does") {
    for (Lang lang : kLangs) {
        CAPTURE(LangCode(lang));
        const std::vector<RulesLine> lines = RulesLines(lang);
        const std::size_t legend = LegendLine(lines);
        REQUIRE(legend + 2 < lines.size());
        CHECK(lines[legend].heading);
        const RulesLine& steps = lines[legend + 1];
        CHECK(std::string(steps.shown) == "steps");
        for (int i = 0; i < 4; ++i) {
            const std::string name = std::to_string(i + 1) + " " + Text(lang, StepName(i));
            CHECK_MESSAGE(steps.text.find(name) != std::string::npos, name << " in " << steps.text);
        }
        CHECK(lines[legend + 2].mark == 0);
    }
}
