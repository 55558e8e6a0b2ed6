// shell/games/lacosanostra/guide/rules_content.h — what the rules sheet says and shows, in order: how a
// round goes, phase by phase, each with a small picture the app draws; then every kind of card with its effect (the
// words of card_texts.h DetailsOf, never written twice); the marks on the cards; where this edition differs. And the
// "All cards" view: every distinct card of the game once, with how many copies it has. No ImGui, so tests link it;
// rules_sheet.cpp and cards_view.cpp only draw it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "games/lacosanostra/cards/card_texts.h"

namespace shell::games::lacosanostra {

// The pictures of the round's phases (rules_sheet.cpp draws each from the table's cards, dice and badges).
enum class Picture : std::uint8_t { kNone, kDraw, kPlanning, kDice, kDeal, kAttack, kPayday, kEnd };

enum class BlockKind : std::uint8_t {
    kHeading,  // a section's title
    kText,     // a paragraph (lines)
    kPhase,    // a phase of the round: title, paragraph, picture
    kCard,     // a kind of card: `card` drawn, its details (title, lines)
};

struct RulesBlock {
    BlockKind kind = BlockKind::kText;
    std::string title;
    std::vector<std::string> lines;
    Picture picture = Picture::kNone;
    CardRef card{};
};

// The rules sheet from top to bottom in `lang`.
std::vector<RulesBlock> RulesSheet(Lang lang);

// The block of `sheet` (RulesSheet(lang)) the table's "?" opens the sheet at: the heading of the marks legend, which
// names the business codes in `lang` (the codes differ between the languages).
std::size_t LegendBlock(const std::vector<RulesBlock>& sheet, Lang lang);

// One entry of the "All cards" view: a card standing for every card with the same printed face.
struct CardEntry {
    CardRef card;
    int copies = 1;
};

// Every distinct card of the 187 (identical details in English = one entry), orders by round, then businesses,
// gangsters and influence cards; copies add up to 187.
std::vector<CardEntry> CardsViewEntries();

// The heading above an entry of the cards view when it starts a group ("ORDERS ROUND II", "BUSINESSES", ...), else
// "" (the previous entry belongs to the same group).
std::string CardGroupHeading(Lang lang, const std::vector<CardEntry>& entries, std::size_t i);

}  // namespace shell::games::lacosanostra
