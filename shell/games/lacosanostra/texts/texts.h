// shell/games/lacosanostra/texts/texts.h — the words of the La Cosa Nostra table in English and German: one table of
// strings keyed by an enum (texts.cpp) and the names of seats, businesses, influence cards and orders. The
// sentences built from them are sentences.h. No ImGui, so tests link it.
// Only Latin-1 characters are used (the font atlas holds Basic Latin and Latin-1).
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "games/lacosanostra/play/choices.h"
#include "games/lacosanostra/play/flow.h"
#include "lacosanostra/bots.h"
#include "lacosanostra/game.h"
#include "ui/lang.h"
#include "ui/money.h"

namespace shell::games::lacosanostra {

using shell::ui::Lang;

// The table's names, one per seat (UTF-8); an empty name falls back to the family's name.
using SeatNames = std::array<std::string, lcn::kMaxPlayers>;

enum class T : std::uint16_t {
    // Status line per step ({0} = the acting seat's name, {1} = another name or a card)
    kStatusDrawCheck,
    kStatusPlanning,
    kStatusLook,
    kStatusWildWindow,
    kStatusPreTurn,
    kStatusClaim,
    kStatusChoose,
    kStatusPurchase,
    kStatusBeforeReveal,
    kStatusTargetCard,
    kStatusJobMarkers,
    kStatusStake,
    kStatusTrapBefore,
    kStatusRoll,
    kStatusReroll,
    kStatusRerollDie,
    kStatusTrapAfter,
    kStatusRobberyWindow,
    kStatusDoctorWindow,
    kStatusReturnFire,
    kStatusBuyDecision,
    kStatusLaunder,
    kStatusRecruit,
    kStatusHandLimit,
    kStatusOver,
    // Hand-off screens (PrivateReason order after kHandOffTitle)
    kHandOffTitle,
    kHandOffTap,
    kHandOffLookAway,
    kFirstGate,
    kReasonDrawCheck,
    kReasonPlanning,
    kReasonLook,
    kReasonWildWindow,
    kReasonClaim,
    kReasonHandLimit,
    kReasonDone,
    kReasonPeek,
    // Buttons (Button order) and device steps
    kButtonAccept,
    kButtonObject,
    kButtonReveal,
    kButtonAbort,
    kButtonContinue,
    kButtonDecline,
    kButtonPass,
    kButtonPay,
    kButtonKeep,
    kButtonFire,
    kButtonHold,
    kButtonRoll,
    kButtonNameNone,
    kButtonRevealUnnamed,
    kDone,
    kHide,
    kMyCards,
    kClaim,
    kBack,
    kMarket,
    kUseMarkers,
    kDie,
    kDiceErase,
    kDiceConfirm,
    kDiceType,
    kDiceTyped,
    kWaitWindow,
    kRevealUnnamedAsk,  // the question over the confirmation of a Reveal with no player named (rules.h D3)
    // Log sentences ({0} = the actor's name)
    kLogAccept,
    kLogObject,
    kLogOrder,
    kLogPurchase,
    kLogPlayOn,
    kLogPlayInformant,
    kLogPlayMarket,
    kLogPlaySpy,
    kLogPlaySchemer,
    kLogPlayDoctor,
    kLogLawyer,
    kLogLook,
    kLogClaim,
    kLogDecline,
    kLogContinue,
    kLogChoose,
    kLogPay,
    kLogAbort,
    kLogName,
    kLogNameNone,
    kLogReveal,
    kLogTarget,
    kLogUse,
    kLogStake,
    kLogReroll,
    kLogKeep,
    kLogFire,
    kLogHold,
    kLogRob,
    kLogTrap,
    kLogBuy,
    kLogPass,
    kLogLaunder,
    kLogRecruit,
    kLogDiscardOrder,
    kLogDiscardInfluence,
    kLogTrade,
    kLogNewRound,
    // Dice in words
    kDiceRolled,
    kDiceOneSuccess,
    kDiceSuccesses,
    kDiceNoSuccess,
    kDiceJobPays,
    kDiceJobFails,
    kDiceReturnFire,
    // Effects of the order cards (lcn::Effect order)
    kEffectJob,
    kEffectBeatUpBusinessman,
    kEffectPropertyDamage,
    kEffectTheft,
    kEffectVandalism,
    kEffectUnbeatableOffer,
    kEffectConnections,
    kEffectLaundering,
    kEffectBirthday,
    kEffectArson,
    kEffectKillBusinessman,
    kEffectAssassination,
    kEffectPoach,
    kEffectRobbery,
    kEffectTrap,
    kEffectHorseRace,
    kEffectDriveBy,
    kEffectCarBomb,
    // Scoring
    kScoreTitle,
    kScoreCash,
    kScoreLaundered,
    kScoreIncome,
    kScoreMonopolies,
    kScoreMostGangsters,
    kScoreViolence,
    // The replay and the story of the game (replay.h)
    kReplay,
    kReplayDeal,
    kReplayPlace,
    kReplayRefused,
    kReplayStepRoundBack,  // the six steps, in ReplayPanel::steps order
    kReplayStepTurnBack,
    kReplayStepBack,
    kReplayStep,
    kReplayStepTurn,
    kReplayStepRound,
    kReplayAfterTurn,
    kStory,
    kStorySwing,
    kScoreBusinessBonus,
    kScoreDisplayValue,
    kScoreTotal,
    kScoreWinner,
    kScoreSharedWin,
    kScoreTieBreak,
    kScoreTwice,
    kScoreActiveGangsters,
    kScoreTied,
    kScoreNoVictim,
    kScoreOneVictim,
    kScoreVictims,
    kScoreTopIncome,
    // Deal sheet
    kDealTitle,
    kDealGives,
    kDealMark,
    kDealUnmark,
    kDealNothing,
    kDealConfirm,
    kDealConfirmed,
    kDealApply,
    kDealClear,
    kDealAnd,
    // Computer seats (computer.h)
    kComputerThinking,
    kComputerEasy,
    kComputerNormal,
    kDealAsk,
    kVerdictAccepted,  // TradeReason order
    kVerdictTooLittle,
    kVerdictInvalid,
    kVerdictNotInterested,
    kVerdictTooLittleMoney,  // kTooLittle when the seat gives money only
    // A computer's offer at a negotiation pause (offers.h)
    kOfferLine,
    kOfferDeclined,
    kOfferAccept,
    kOfferDecline,
    // The table shows the action
    kStatusRollFor,   // {0} the roller, {1} what the dice are for, {2} the number each die needs
    kStatusSeatDone,  // a private screen whose steps are over: still its seat's, not yet the next one's
    // Offers from the receiver's side and the deal sheet's sides
    kOfferSellYou,
    kOfferSellTo,
    kOfferBuyYou,
    kOfferBuyTo,
    kOfferDealYou,
    kDealUse,
    kDealYouGive,
    kDealYouGet,
    kDealSideGives,
    kDealYouGiveList,
    kDealYouGetList,
    kDealPickFirst,
    kDealPickSecond,
    kDealHowTo,
    kDonePeek,
    // The Expert: its seat mark, and the Hint (hint.h)
    kComputerExpert,
    kHint,
    kHintThinking,
    kHintLine,
    kHintSearched,
    kHintObvious,
    kHintNone,
    kHintAsked,
    // The Hint's advice: the move not yet made, in the imperative (hint.h HintLine; sentences.h AdviceLine)
    kAdviceOrder,
    kAdvicePurchase,
    kAdvicePlayOn,
    kAdvicePlayInformant,
    kAdvicePlayMarket,
    kAdvicePlaySpy,
    kAdvicePlaySchemer,
    kAdvicePlayDoctor,
    kAdviceLawyer,
    kAdviceLook,
    kAdviceClaim,
    kAdviceContinue,
    kAdviceChoose,
    kAdvicePay,
    kAdviceAbort,
    kAdviceName,
    kAdviceNameNone,
    kAdviceReveal,
    kAdviceTarget,
    kAdviceUse,
    kAdviceStake,
    kAdviceReroll,
    kAdviceRob,
    kAdviceTrap,
    kAdviceBuy,
    kAdviceLaunder,
    kAdviceRecruit,
    kAdviceDiscardOrder,
    kAdviceDiscardInfluence,
    kAdviceTrade,
    // What the page's mirror for screen readers says (texts/spoken.h)
    kSpokenGangster,
    kSpokenOrder,
    kSpokenInfluence,
    kSpokenBusiness,
    kSpokenFamily,
    kSpokenYourCards,
    kSpokenActions,
    kSpokenCashLess,
    kSpokenCashMore,
    kCount
};

// The string of `t` in `lang`; never null.
const char* Text(Lang lang, T t);

std::string NameOf(const lcn::State& s, const SeatNames& names, Seat seat);  // "Anna", or the family's name
using ui::Money;                                                             // shell/ui/money.h: "$9,000" / "9.000 $"
std::string BusinessName(Lang lang, lcn::BusinessId b);                      // "Pimp" / "Zuhälter"
const char* InfluenceName(Lang lang, lcn::Influence t);                      // "Spy" / "Spion"
std::string OrderName(Lang lang, lcn::OrderId o);                            // "Theft", "Job: Swindle"
// A $ job's title: the project's working titles (docs/lacosanostra-rules.md §2.3, not the publisher's), German ones
// translated the same way ("Goods Delivery" / "Warenlieferung"); "" for an order that is no job. A German title may
// hold '|' where a long compound may break on a narrow card ("Sondermüll|transport"): OrderName drops it, TitleLines
// (table_layout.h) breaks there with a hyphen. Job titles are used for the cards, the log and the card details.
std::string JobTitle(Lang lang, lcn::OrderId o);
// The title on an order card: the job's title, else the effect's name ("Theft" / "Diebstahl"); with '|' marks
// where it may break (JobTitle's, a few long German effect names'; TitleLines breaks after a hyphen too).
std::string CardTitle(Lang lang, lcn::OrderId o);
// The amounts printed on an order card in `lang`: a job's two payouts (2+ successes, 1 success); only `two` when
// 1 success gives nothing ("-$2,000", the Connections discount; "$20,000", the Horse race's stake cap); none empty.
struct OrderAmountTexts {
    std::string two, one;
};
OrderAmountTexts OrderAmounts(Lang lang, const lcn::OrderData& d);

// Text with its placeholders filled (ui::Fmt).
std::string Tr(Lang lang, T t, std::initializer_list<std::string_view> args);
// The row `n` places after `first`, for the runs of rows that follow an enum (the status lines, the hand-off
// reasons, the buttons, the order effects; texts.cpp checks each run's length).
constexpr T Offset(T first, int n) { return static_cast<T>(static_cast<int>(first) + n); }

// The mark by a computer seat's name on the table ("computer, easy"); "" for a person.
const char* ComputerMark(Lang lang, SeatKind kind);
// What a hand-off is for ("to plan an assignment").
const char* HandOffReason(Lang lang, PrivateReason reason);

// `title` without its break marks ('|', table_layout.h TitleLines): as the log and the headline write it.
std::string WithoutBreaks(std::string_view title);

}  // namespace shell::games::lacosanostra
