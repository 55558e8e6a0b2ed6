// shell/games/famiglia/table/rules_sheet.h — what the rules sheet shows, decided without drawing (dialogs.cpp
// DrawRules draws it): the rules text line by line with its headings, and, where the text marks them, examples drawn
// with the table's cards instead of colour words: a card of each family, a Brute's lowering and a take paid with two
// hand cards, each made of the core's cards and actions, with a caption; and the legend of the table, which a tap on
// the step bar opens: the steps' names (a phone's bar names only the open one) and every mark the table draws on a
// card, each beside a card that carries it. No ImGui, so tests/famiglia/table/rules_sheet_test.cpp plays every
// example through the core and finds every mark in the legend.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "famiglia/game.h"
#include "games/famiglia/cards/card_marks.h"
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

// The marks of cards/card_marks.h, one entry for each bit below kCardMarksEnd, in bit order: its words and the name
// the test hook reports it by.
struct CardMark {
    unsigned flag;
    T words;
    const char* name;
};
std::span<const CardMark> CardMarks();

// One line of the sheet: a paragraph, a heading (a line without small letters), a gap (""), an example or a mark.
struct RulesLine {
    std::string text;
    bool heading = false;
    int example = -1;        // an index into RulesExamples(): drawn instead of `text`
    int mark = -1;           // an index into CardMarks(): a card with the mark and its words, instead of `text`
    const char* shown = "";  // the name the test hook reports the line by when drawn whole ("": none)
};
std::vector<RulesLine> RulesLines(Lang lang);
// The line the step bar opens the sheet at: the legend's heading.
std::size_t LegendLine(const std::vector<RulesLine>& lines);

}  // namespace shell::games::famiglia
