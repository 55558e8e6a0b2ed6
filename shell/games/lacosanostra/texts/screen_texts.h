// shell/games/lacosanostra/texts/screen_texts.h — the words of the screens this part draws (start screen, the public
// table's labels, buttons), English and German: one table keyed by an enum. The game's sentences (status line,
// log, hand-offs, dice in words, button labels, refusals, scoring) are the flow's texts (texts.h). A word lives in
// one of the two tables only (tests/lacosanostra/table/texts_test.cpp). No ImGui, so tests can link it. Only
// Latin-1 characters (the font atlas holds Basic Latin and Latin-1).
#pragma once

#include <cstdint>

#include "lacosanostra/game.h"
#include "ui/lang.h"

namespace shell::games::lacosanostra {

enum class W : std::uint16_t {
    kTitle,
    kFanNote,
    kPlayers,
    kNames,
    kPlayerN,  // "Player {0}"
    kFamilies,
    kDealFamilies,
    kChooseFamilies,
    kWhoBegins,
    kRandom,
    kOptions,
    kStart,
    kFamilyTaken,  // a family chosen twice
    // lcn::Options, in the order of kOptionSwitches (host_formats.h)
    kOptShortGame,
    kOptDoublePlanning,
    kOptSpyAnyTime,
    kOptWild,
    kOptBusinessBonus,
    kOptBeginners,
    kOptRobberyChain,
    kOptPoliticianRound1,
    kOptFirstGameFamilies,
    kOptPhysicalDice,
    // The public table
    kRound,
    kPhaseDraw,
    kPhasePlanning,
    kPhaseAction,
    kPhasePayday,
    kPhaseOver,
    kCash,
    kLaundered,
    kMarkers,
    kOrders,     // cards in a hand, or the deck
    kInfluence,  // cards in a hand, or the deck
    kBusinesses,
    kTurnOf,  // "{0}'s turn"
    kTable,   // whole table's window
    kLog,
    kPlayAgain,
    kKilled,
    kUndo,
    kTargetNumber,  // "Target {0}+"
    kStake,
    kLaunder,
    kRecruit,
    kCost,  // "price"
    // computer seats (SeatKind order, then Speed order)
    kSeats,
    kSeatPerson,
    kSeatEasy,
    kSeatNormal,
    kComputerSpeed,
    kSpeedSlow,
    kSpeedNormal,
    kSpeedFast,
    kSeatExpert,  // SeatKind::kExpert (after the speeds: new words go at the end)
    kAllCards,    // the cards view
    kCount,
};

const char* Word(ui::Lang lang, W w);
// The option's label on the start screen (index into kOptionSwitches).
const char* OptionLabel(ui::Lang lang, int option_index);
// Roman numeral of a round 1..4 ("I".."IV").
const char* RoundNumeral(int round);
// The phase of a state in words (draw, planning, action, payday, game over).
const char* PhaseWord(ui::Lang lang, const lcn::State& s);

}  // namespace shell::games::lacosanostra
