// shell/games/famiglia/texts/texts.h — every word the game table shows, in English and German: one table of strings
// keyed by an enum (texts.cpp), a tiny positional formatter ("{0} takes {1}"), the log sentences built from
// (state before, move, state after), the refusals in both languages (from their codes), and the rules
// reference. No ImGui here, so tests can link it.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

#include "common/result.h"
#include "famiglia/game.h"
#include "games/famiglia/names.h"
#include "ui/lang.h"

namespace shell::games::famiglia {

enum class T : std::uint16_t {
    // Families and zones
    kFamAccountants,
    kFamBrutes,
    kFamFamiglia,
    kFamMercenaries,
    kAccountant,
    kBrute,
    kMercenary,
    kStreet,
    kHand,
    kPlayArea,
    kDrawPile,
    kDiscardPile,
    kFirstPass,
    kSecondPass,
    kCards,
    kOneCard,
    kVp,
    // Steps
    kStepRefresh,
    kStepAccountant,
    kStepSwap,
    kStepBrute,
    kStepTake,
    kStepTakeShort,
    kStepOver,
    // Players
    kYou,
    kComputer,
    kPlayer1,
    kPlayer2,
    kYourTurn,
    kTheirTurn,
    kComputerThinking,
    kScore,
    kNewCards,
    // Buttons
    kPass,
    kUndo,
    kHint,
    kLog,
    kDoneSwapping,
    kCancel,
    kConfirm,
    kPlayAgain,
    kShowTable,
    kTakeFree,
    kTakeWith,
    kWouldWin,
    kWouldWinYou,
    kWouldShare,
    kRefreshCard,
    kRefreshDraws,
    kBruteLower,
    kNewValue,
    kCardsInHand,
    kOneCardInHand,
    kSwapsLeft,
    kHintNone,
    kHintThinking,
    // Status lines
    kStatusRefresh,
    kStatusRefreshUnder,
    kStatusAccountant,
    kStatusSwap,
    kStatusBrute,
    kStatusTake,
    kStatusTakeNone,
    kStatusTakeNoneYet,
    kStatusCanTake,
    kStatusPickBruteTarget,
    kStatusPickBruteAmount,
    kStatusPickSwapHand,
    kStatusPickSwapArea,
    kStatusChooseTake,
    kStatusWaitComputer,
    kStatusGameOver,
    kWhyNot,
    kNoActionWithCard,
    kNoBruteTarget,
    kStatusEndsGame,
    kAndMore,
    kOr,
    kHandOffTitle,
    kHandOffTap,
    kHandOffLastMove,
    // Pass confirmation and end screen
    kPassEndsTitle,
    kPassEndsText,
    kPassEndsLastTurnText,
    kPassAnyway,
    kWins,
    kYouWin,
    kYouLose,
    kSharedWin,
    kTieHighest,
    kTieSorted,
    kTieShared,
    kHouseRule,
    kTotal,
    kHighestCard,
    kGameOverTitle,
    kLastTurns,
    kLastTurn,
    // Menu and settings
    kVsComputer,
    kTwoPlayers,
    kLevel,
    kLevelBeginner,
    kLevelEasy,
    kLevelNormal,
    kLevelExpert,
    kVariantNewCards,
    kWhoBegins,
    kBeginsRandom,
    kBeginsFirstSeat,
    kBeginsSecondSeat,
    kOpponentHand,
    kShown,
    kHidden,
    kComputerSpeed,
    kSpeedNormal,
    kSpeedFast,
    kConfirmTakes,
    kOn,
    kOff,
    kSettings,
    // Log sentences (kLog*You: the person at this device is the subject)
    kLogRefresh,
    kLogRefreshYou,
    kLogRefreshUnder,
    kLogRefreshUnderYou,
    kLogAccountant,
    kLogAccountantYou,
    kLogSwap,
    kLogSwapYou,
    kLogBrute,
    kLogBruteYou,
    kLogTakeFree,
    kLogTakeFreeYou,
    kLogTake,
    kLogTakeYou,
    kLogPass,
    kLogPassYou,
    kLogReshuffle,
    kLogRefill,
    kLogEndTrigger,
    kLogTwoPasses,
    kLogGameOver,
    kLogEmpty,
    kLogNewGame,
    kLogNewGameYou,
    kRulesText,
    // The rules sheet's drawn examples (table/rules_sheet.h)
    kRulesExFamiglia,
    kRulesExAccountants,
    kRulesExBrutes,
    kRulesExMercenaries,
    kDetailsZeroNoAbility,  // a card's details (table/table_status.h DetailsOf) for an Accountant, Brute or Mercenary 0
    kRulesExBrute,
    kRulesExTake,
    // The rules sheet's legend of the table (table/rules_sheet.h): the step bar, then the marks (cards/card_marks.h)
    kLegendSteps,
    kMarkLastMove,
    kMarkHint,
    kMarkPayer,
    kMarkSelected,
    kMarkNew,
    kMarkDimmed,
    // The analysis by the Expert (analysis_draw.cpp)
    kAnalyse,
    kAnalysisTitle,
    kAnalysing,
    kAnalysisGraph,
    kAnalysisTop,
    kAnalysisRow,
    kAnalysisNone,
    kAnalysisNote,
    kAnalysisChoose,
    // The replay (replay.h)
    kReplay,
    kReplayBack,
    kReplayDeal,
    kReplayPlace,
    kReplayAllShown,
    kReplayPileHidden,
    kReplayAllOpen,
    kReplayPrevTurn,
    kReplayPrevAction,
    kReplayNextAction,
    kReplayNextTurn,
    kReplayDrawOrder,
    kReplayAfterTurn,
    kReplayUnavailable,
    kReplaySeenBy,
    kReplayKeys,
    // The deal of the day (daily_state.h, daily_ui.cpp)
    kDailyDeal,
    kDailyTitle,
    kDailyYouWon,
    kDailyYouLost,
    kDailyYouShared,
    kDailyExpertResult,
    kDailyExpertPlaying,
    kDailyShareText,
    kDailyShareWon,
    kDailyShareLost,
    kDailyShareShared,
    kDailyCopy,
    kDailyCopied,
    kDailyCopyLabel,
    // The statistics in the link panel (host_formats.h StatsLines)
    kStatsLine,
    kStatsTwoPlayers,
    kStatsNone,
    // What the page's mirror for screen readers says (texts/spoken.h)
    kSpokenCard,
    kSpokenStreetCard,
    kSpokenHandCard,
    kSpokenAreaCard,
    kSpokenTakeWith,
    kSpokenTakeFree,
    kSpokenOpponent,
    kSpokenYourHand,
    kSpokenYourArea,
    kSpokenTable,
    kSpokenWays,
    kSpokenActions,
    kCount
};

// The string of `t` in `lang`; never null.
const char* Text(Lang lang, T t);

const char* FamilyName(Lang lang, Family f);
const char* StepLabel(Lang lang, Step s);  // "1 Refresh", "2 Accountant", ...

// One log sentence for `m`, played by `player` from `before` to `after`. `name` is the player's name;
// `you` picks the second-person sentence.
std::string DescribeMove(Lang lang, const State& before, const Move& m, const State& after, std::string_view name,
                         bool you);

// What a player is told of a refused link, saved game or page option, by the reason's kind (GameModule::ReasonWords).
const char* ReasonWords(Lang lang, common::ReasonKind kind);

// A refusal (core/famiglia/refusal.h) as a sentence in `lang`, worded from its code: English is the core's
// RefusalText, German comes from this file's table. Empty only for a legal action (code kNone).
std::string RefusalSentence(Lang lang, const Refusal& refusal);

}  // namespace shell::games::famiglia
