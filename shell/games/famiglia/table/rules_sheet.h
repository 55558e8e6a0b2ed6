// shell/games/famiglia/table/rules_sheet.h — what the rules sheet shows, decided without drawing (dialogs.cpp
// DrawRules draws it): the rules text line by line with its headings, and, where the text marks them, examples drawn
// with the table's cards instead of colour words: a card of each family, a Brute's lowering and a take paid with two
// hand cards, each made of the core's cards and actions, with a caption. No ImGui, so
// tests/famiglia/table/rules_sheet_test.cpp plays every example through the core.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "famiglia/game.h"
#include "games/famiglia/names.h"
#include "games/famiglia/texts/texts.h"

namespace shell::games::famiglia {

struct RulesExample {
    const char* mark;  // the text's line "{mark}" stands for every example with this mark
    CardType card;     // a card alone, or kNoCard for `move`
    Move move;         // a Brute or a take
    T caption;         // its words; {0} {1} {2} are the codes of ExampleCards in order
};
std::span<const RulesExample> RulesExamples();

// The cards of an example left to right: the hand cards that act or pay, then the Street card they act on, with the
// Brute's value for this turn (-1: its printed rank).
struct ExampleCard {
    CardType card;
    int value = -1;
};
std::vector<ExampleCard> ExampleCards(const RulesExample& e);
std::string ExampleName(const RulesExample& e);  // the card's code or the action's text (the test hook)
std::string ExampleCaption(Lang lang, const RulesExample& e);

// One line of the sheet: a paragraph, a heading (a line without small letters), a gap ("") or an example.
struct RulesLine {
    std::string text;
    bool heading = false;
    int example = -1;  // an index into RulesExamples(): drawn instead of `text`
};
std::vector<RulesLine> RulesLines(Lang lang);

}  // namespace shell::games::famiglia
