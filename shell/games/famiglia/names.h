// shell/games/famiglia/names.h — the names of the rules core (namespace fam) and of the shell's ImGui-free kit
// (shell::ui) that Famiglia's table uses without their namespace: the table sat inside namespace fam until
// the shell got its own for the second game. Narrow using-declarations, one name each (never `using namespace`), so a
// name the table defines itself still wins and a new core name does not leak in. The drawing files name the
// ImGui-bound kit (ui/widgets.h, ui/layer.h) in their own using-declarations.
#pragma once

#include "famiglia/daily.h"
#include "famiglia/game.h"
#include "ui/focus.h"
#include "ui/geometry.h"
#include "ui/lang.h"
#include "ui/phrase.h"
#include "ui/words.h"

namespace shell::ui {
struct FrameEnv;  // ui/widgets.h: what one frame gives a game and gets back
}  // namespace shell::ui

namespace shell::games::famiglia {

// The rules core.
using fam::AnalysisConfig;
using fam::Apply;
using fam::BotLevel;
using fam::BotLevelFor;
using fam::BotPlayer;
using fam::BruteReachOpenEnded;
using fam::CardCode;
using fam::CardType;
using fam::CostliestDecisions;
using fam::Counts;
using fam::CurrentStep;
using fam::DailyDeal;
using fam::DailyDealFor;
using fam::DailyExpertGame;
using fam::Date;
using fam::DateFromUnixMs;
using fam::DateText;
using fam::DecisionResult;
using fam::DecodeLink;
using fam::DecodeRecord;
using fam::DefaultBotConfig;
using fam::EncodeLink;
using fam::EncodeRecord;
using fam::ExpertAdvice;
using fam::Family;
using fam::FamilyOf;
using fam::GameAnalysis;
using fam::GameRecord;
using fam::Hint;
using fam::IsComputer;
using fam::IsDailyGame;
using fam::kAdviceBudget;
using fam::kNoCard;
using fam::kNotTriggered;
using fam::kNumFamilies;
using fam::kNumRanks;
using fam::kNumSeatKinds;
using fam::kNumTypes;
using fam::kRandomFirst;
using fam::LegalMoves;
using fam::MercenaryMayPay;
using fam::Move;
using fam::MoveKind;
using fam::MoveList;
using fam::Outcome;
using fam::OutcomeOf;
using fam::ParseCard;
using fam::ParseDate;
using fam::ParseSeatKind;
using fam::ParseSeed;
using fam::RankOf;
using fam::Refusal;
using fam::RefusalCode;
using fam::RefusalOf;
using fam::ReplayedGame;
using fam::Result;
using fam::Rng;
using fam::Rules;
using fam::Score;
using fam::SeatKind;
using fam::SeatKindName;
using fam::Seats;
using fam::Session;
using fam::Setup;
using fam::State;
using fam::StateToJson;
using fam::Step;
using fam::TieBreak;
using fam::ToString;
using fam::TotalCards;
using fam::TurnPlan;
using fam::VictoryPoints;
using fam::View;
using fam::ViewFor;

// The shell's kit.
using ui::Box;
using ui::Common;
using ui::CommonWord;
using ui::Fmt;
using ui::FocusState;
using ui::FrameEnv;
using ui::GermanPhrase;
using ui::Keyed;
using ui::Lang;
using ui::LangCode;
using ui::MakeBox;
using ui::Phrase;
using ui::Point;

}  // namespace shell::games::famiglia
