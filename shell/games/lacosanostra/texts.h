// shell/games/lacosanostra/texts.h — every word of the La Cosa Nostra table in English and German: one table of
// strings keyed by an enum (texts.cpp), the status line per step, the hand-off lines, the public log sentence of a
// move, the dice in words, the refusals from their codes and the scoring labels. No ImGui, so tests link it.
//
// Secrets: the log sentence of a move is built from public facts only (who acted, which gangster, revealed cards,
// money on the table): "Anna gave Y3 an order", never which order; a claim answered with nothing is "Anna
// declined", like any other "no". tests/lacosanostra_table/texts_test.cpp checks that every sentence is the same
// when computed from the public views with the move's hidden card blanked.
// Only Latin-1 characters are used (the font atlas holds Basic Latin and Latin-1).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "games/lacosanostra/choices.h"
#include "games/lacosanostra/flow.h"
#include "lacosanostra/bots.h"
#include "lacosanostra/game.h"
#include "ui/lang.h"

namespace fam::games::lacosanostra {

using fam::ui::Lang;

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
    kMoney,
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
    kCount
};

// The string of `t` in `lang`; never null.
const char* Text(Lang lang, T t);

std::string NameOf(const lcn::State& s, const SeatNames& names, Seat seat);  // "Anna", or the family's name
std::string Money(Lang lang, int thousands);                                 // "$9,000" / "9.000 $"
std::string BusinessName(Lang lang, lcn::BusinessId b);                      // "Pimp" / "Zuhälter"
const char* InfluenceName(Lang lang, lcn::Influence t);                      // "Spy" / "Spion"
std::string OrderName(Lang lang, lcn::OrderId o);                            // "Theft", "Job: Swindle"

// What the table waits for, in one line: "Anna plans an assignment".
std::string StatusLine(Lang lang, const lcn::State& s, const SeatNames& names);

// The status line while a computer decides (its private steps run behind the public table): "Blue is thinking".
std::string ThinkingLine(Lang lang, const lcn::State& s, const SeatNames& names, Seat seat);

// A computer's answer to a deal in one line (deal.h AskComputer): "Blue declines: $2,000 is too little for the
// Lawyer", "Blue accepts the deal".
std::string VerdictLine(Lang lang, const lcn::State& s, const SeatNames& names, Seat seat, const lcn::TradeVerdict& v);

// A computer's deal offer in one line (offers.h): "Blue offers Anna: Anna gives: $2,000 and a deal marker on Casino /
// Blue gives: nothing".
std::string OfferLine(Lang lang, const lcn::State& s, const SeatNames& names, Seat from, Seat to,
                      const lcn::Move& trade);
// A person's "no" to an offer: "Anna declines the offer".
std::string OfferDeclinedLine(Lang lang, const lcn::State& s, const SeatNames& names, Seat seat);

// The mark by a computer seat's name on the table ("computer, easy"); "" for a person.
const char* ComputerMark(Lang lang, SeatKind kind);

// The hand-off screen: "Pass the device to Anna", what for ("to plan an assignment"), the tap line, the
// look-away line, and the first gate's explanation (rule 11) while Device::gates is 0.
std::string HandOffTitle(Lang lang, const lcn::State& s, const SeatNames& names, Seat seat);
const char* HandOffReason(Lang lang, PrivateReason reason);

// The label of a tappable thing that is drawn as a button (buttons, claims, seats, amounts, dice, use sets, the
// device steps: name, Done / Hide, "Anna: my cards", Back); empty for cards (they are drawn, not labelled).
std::string ChoiceLabel(Lang lang, const lcn::State& s, const SeatNames& names, const Choice& c);

// Physical dice: what the roller types now, "Die 2 of 3: tap the number it shows. Typed: 5", or "Typed: 2 3 5"
// once all are typed (the confirmation is a choice); empty when no physical roll waits (flow.h DiceToType).
std::string DiceTypingLine(Lang lang, const lcn::State& s, const Device& d);

// The public log sentence of `m`, applied to `before` giving `after`.
std::string LogLine(Lang lang, const lcn::State& before, const lcn::Move& m, const lcn::State& after,
                    const SeatNames& names);

// The dice of the current roll in words, for the dice panel ("3 dice, 4 or more: 2 successes: the job pays
// $9,000"); empty when no dice lie on the table.
std::string DiceWords(Lang lang, const lcn::State& s);

// A trade in words, frozen for both parties: "Anna gives: $3,000 and a deal marker on Casino / Ben gives: Y4".
std::string TradeSummary(Lang lang, const lcn::State& s, const lcn::Move& trade, const SeatNames& names);

// ---- The scoring screen (lcn::FinalBreakdown, lcn::OutcomeOf)
enum class ScoreRowKind : std::uint8_t {
    kCash,           // cash before the final payout
    kIncome,         // 2 x the income of the active businesses
    kMonopolies,     // 2 x $5,000 per monopoly
    kMostGangsters,  // $15,000 to the unique seat with the most active gangsters
    kViolence,       // the violence bonus
    kBusinessBonus,  // option business_bonus only
    kLaundered,      // laundered money, counted twice
    kTotal,          // the sum of the rows above: the final money
    kDisplayValue,   // only when the top money is tied: the tie-break value (R13), not part of the total
};
struct ScoreRow {
    ScoreRowKind kind = ScoreRowKind::kCash;
    std::string label;   // "Violence bonus"
    std::string detail;  // how the amount comes about, may be empty: "2 gangsters killed: total strength 5 x $4,000"
    std::string amount;  // "$20,000"
    std::int32_t money = 0;  // the amount in $1,000
};
// The breakdown of `seat`'s final money, one row per part, the total last (then the tie-break value when it
// decided). Every seat of a game gets the same rows in the same order, so they can be drawn as a table. Meant for
// the game's end; before it, the rows are the projection of lcn::FinalBreakdown. Empty for a seat not at the table.
std::vector<ScoreRow> ScoreRows(Lang lang, const lcn::State& s, Seat seat);
// Who won, in one line: "Anna wins", "Shared win: Anna, Ben", with the tie-break when the display value decided.
std::string ScoreVerdict(Lang lang, const lcn::State& s, const SeatNames& names);

// A refusal worded in `lang`: English is the core's RefusalText; German comes from this file's table. Empty only
// for kNone.
std::string RefusalSentence(Lang lang, const lcn::Refusal& r);

}  // namespace fam::games::lacosanostra
