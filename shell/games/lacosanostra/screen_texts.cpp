// shell/games/lacosanostra/screen_texts.cpp — see screen_texts.h. Terms as in the rules reference: Familie,
// Gangster, Auftrag, Einfluss, Geschäft, Markt, Deal-Marker (German rulebook).
#include "games/lacosanostra/screen_texts.h"

#include <cstddef>

#include "games/lacosanostra/host_formats.h"

namespace fam::games::lacosanostra {

namespace {

struct Row {
    W key;
    const char* en;
    const char* de;
};

constexpr Row kRows[] = {
    {W::kTitle, "La Cosa Nostra", "La Cosa Nostra"},
    {W::kFanNote, "An unofficial fan adaptation for 3-5 people at one device. All art is our own.",
     "Eine inoffizielle Fan-Umsetzung für 3-5 Personen an einem Gerät. Alle Grafiken sind selbst gemacht."},
    {W::kPlayers, "Players", "Spieler"},
    {W::kNames, "Names", "Namen"},
    {W::kPlayerN, "Player {0}", "Spieler {0}"},
    {W::kFamilies, "Families", "Familien"},
    {W::kDealFamilies, "Deal families", "Familien verteilen"},
    {W::kChooseFamilies, "Choose families", "Familien wählen"},
    {W::kWhoBegins, "Who begins", "Wer beginnt"},
    {W::kRandom, "Random", "Zufall"},
    {W::kOptions, "Options", "Optionen"},
    {W::kLanguage, "Language", "Sprache"},
    {W::kStart, "Start the game", "Spiel starten"},
    {W::kRules, "Rules", "Regeln"},
    {W::kFamilyTaken, "Each family can be chosen once.", "Jede Familie kann nur einmal gewählt werden."},
    {W::kOptShortGame, "Short game (3 rounds)", "Kurzes Spiel (3 Runden)"},
    {W::kOptDoublePlanning, "5 players: two assignments per turn from round II",
     "5 Spieler: ab Runde II zwei Aufträge pro Zug"},
    {W::kOptSpyAnyTime, "Informant, Spy and Lawyer at any time", "Informant, Spion und Anwalt jederzeit"},
    {W::kOptWild, "Wild influence cards", "Wilde Einflusskarten"},
    {W::kOptBusinessBonus, "Business bonus every round", "Geschäftsbonus in jeder Runde"},
    {W::kOptBeginners, "Beginners: no influence cards in round I", "Einsteiger: keine Einflusskarten in Runde I"},
    {W::kOptRobberyChain, "Robbery against robbery", "Raub gegen Raub"},
    {W::kOptPoliticianRound1, "Politician draws in round I", "Politiker zieht in Runde I"},
    {W::kOptFirstGameFamilies, "First game: Blundetto, DiMaggio, Calmuti in play",
     "Erstes Spiel: Blundetto, DiMaggio, Calmuti spielen mit"},
    {W::kOptPhysicalDice, "Physical dice (type in the results)", "Echte Würfel (Ergebnisse eintippen)"},
    {W::kRound, "Round", "Runde"},
    {W::kPhaseDraw, "Draw", "Ziehen"},
    {W::kPhasePlanning, "Planning", "Planung"},
    {W::kPhaseAction, "Action", "Aktion"},
    {W::kPhasePayday, "Payday", "Zahltag"},
    {W::kPhaseOver, "Game over", "Spielende"},
    {W::kCash, "Cash", "Bargeld"},
    {W::kLaundered, "Laundered", "Gewaschen"},
    {W::kMarkers, "Deal markers", "Deal-Marker"},
    {W::kOrdersInHand, "Orders", "Aufträge"},
    {W::kInfluenceInHand, "Influence", "Einfluss"},
    {W::kMarket, "Market", "Markt"},
    {W::kOrderDeck, "Orders", "Aufträge"},
    {W::kBusinessDeck, "Businesses", "Geschäfte"},
    {W::kInfluenceDeck, "Influence", "Einfluss"},
    {W::kTurnOf, "{0}'s turn", "{0} ist am Zug"},
    {W::kTable, "The table", "Der Tisch"},
    {W::kLog, "Log", "Protokoll"},
    {W::kMenu, "Menu", "Menü"},
    {W::kNewGame, "New game", "Neues Spiel"},
    {W::kClose, "Close", "Schließen"},
    {W::kKilled, "Killed", "Getötet"},
    {W::kBtnAccept, "Keep my draw", "Ziehung behalten"},
    {W::kBtnObject, "Object: all attacks", "Einspruch: nur Angriffe"},
    {W::kBtnReveal, "Reveal", "Aufdecken"},
    {W::kBtnAbort, "Abort", "Abbrechen"},
    {W::kBtnContinue, "Continue", "Weiter"},
    {W::kBtnDecline, "Decline", "Verzichten"},
    {W::kBtnPass, "Pass", "Passen"},
    {W::kBtnPay, "Pay", "Bezahlen"},
    {W::kBtnKeep, "Keep the dice", "Würfel behalten"},
    {W::kBtnFire, "Fire back", "Zurückschießen"},
    {W::kBtnHold, "Hold fire", "Nicht schießen"},
    {W::kBtnRoll, "Roll the dice", "Würfeln"},
    {W::kBtnNameNone, "Name nobody", "Niemanden nennen"},
    {W::kPassTo, "Pass the device to {0}", "Gib das Gerät an {0}"},
    {W::kLookAway, "Everyone else, please look away.", "Alle anderen schauen bitte weg."},
    {W::kFirstGate,
     "This screen keeps your cards secret: pass the device, then tap your name. It prevents accidental glimpses, "
     "not determined peeking.",
     "Dieser Bildschirm hält eure Karten geheim: Gerät weitergeben, dann auf den eigenen Namen tippen. Er schützt "
     "vor zufälligen Blicken, nicht vor absichtlichem Spicken."},
    {W::kItsMe, "I am {0}", "Ich bin {0}"},
    {W::kDone, "Done - pass the device", "Fertig - Gerät weitergeben"},
    {W::kHide, "Hide", "Verbergen"},
    {W::kMyCards, "My cards", "Meine Karten"},
    {W::kUnpick, "Cancel", "Zurück"},
    {W::kClaimFor, "{0}: react", "{0}: reagieren"},
    {W::kNameTarget, "Name {0}", "{0} nennen"},
    {W::kHandOrders, "Your orders", "Deine Aufträge"},
    {W::kHandInfluence, "Your influence cards", "Deine Einflusskarten"},
    {W::kTargetNumber, "Target {0}+", "Ziel {0}+"},
    {W::kSuccesses, "{0} successes", "{0} Erfolge"},
    {W::kOneSuccess, "1 success", "1 Erfolg"},
    {W::kUseSet, "Deal markers, set {0}", "Deal-Marker, Satz {0}"},
    {W::kStakeOrLaunder, "{0}: ${1}k", "{0}: ${1}k"},
    {W::kWinner, "{0} wins", "{0} gewinnt"},
    {W::kSharedWin, "Shared win: {0}", "Geteilter Sieg: {0}"},
    {W::kPlayAgain, "Play again", "Nochmal spielen"},
    {W::kFinalMoney, "Money", "Geld"},
    {W::kDisplayValue, "Display value", "Auslagenwert"},
    {W::kWaitDraw, "looks at the new cards", "sieht die neuen Karten an"},
    {W::kWaitPlanning, "plans", "plant"},
    {W::kWaitWindow, "Anyone reacting?", "Reagiert jemand?"},
    {W::kWaitChoose, "chooses a gangster", "wählt einen Gangster"},
    {W::kWaitPurchase, "pays or cancels", "bezahlt oder bricht ab"},
    {W::kWaitBeforeReveal, "may name a target, then reveals", "darf ein Ziel nennen, dann aufdecken"},
    {W::kWaitTarget, "chooses", "wählt"},
    {W::kWaitRoll, "Roll the dice", "Würfeln"},
    {W::kWaitOther, "decides", "entscheidet"},
    {W::kStake, "Stake", "Einsatz"},
    {W::kLaunder, "Launder", "Waschen"},
    {W::kDie, "Die {0}", "Würfel {0}"},
    {W::kRecruit, "Recruit", "Anwerben"},
};

constexpr bool InEnumOrder() {
    if (std::size(kRows) != static_cast<std::size_t>(W::kCount)) return false;
    for (std::size_t i = 0; i < std::size(kRows); ++i) {
        if (static_cast<std::size_t>(kRows[i].key) != i) return false;
    }
    return true;
}
static_assert(InEnumOrder(), "kRows must list every W once, in enum order");
static_assert(std::size(kOptionSwitches) == static_cast<std::size_t>(W::kOptPhysicalDice) -
                                                static_cast<std::size_t>(W::kOptShortGame) + 1,
              "one label per option switch");

}  // namespace

const char* Word(ui::Lang lang, W w) {
    const std::size_t i = static_cast<std::size_t>(w);
    if (i >= std::size(kRows)) return "";
    return lang == ui::Lang::kGerman ? kRows[i].de : kRows[i].en;
}

const char* OptionLabel(ui::Lang lang, int option_index) {
    if (option_index < 0 || option_index >= static_cast<int>(std::size(kOptionSwitches))) return "";
    return Word(lang, static_cast<W>(static_cast<int>(W::kOptShortGame) + option_index));
}

const char* RoundNumeral(int round) {
    constexpr const char* kNumerals[] = {"I", "II", "III", "IV"};
    return round >= 1 && round <= 4 ? kNumerals[round - 1] : "?";
}

const char* PhaseWord(ui::Lang lang, const lcn::State& s) {
    using lcn::Step;
    switch (s.step) {
        case Step::kDrawCheck: return Word(lang, W::kPhaseDraw);
        case Step::kPlanning:
        case Step::kWildWindow: return Word(lang, W::kPhasePlanning);
        case Step::kRecruit:
        case Step::kHandLimit: return Word(lang, W::kPhasePayday);
        case Step::kOver: return Word(lang, W::kPhaseOver);
        case Step::kLook:  // a look belongs to the phase it interrupts
            return s.cur.look_return == Step::kPlanning ? Word(lang, W::kPhasePlanning) : Word(lang, W::kPhaseAction);
        default: return Word(lang, W::kPhaseAction);
    }
}

const char* WaitWord(ui::Lang lang, const lcn::State& s) {
    using lcn::Step;
    switch (s.step) {
        case Step::kDrawCheck: return Word(lang, W::kWaitDraw);
        case Step::kPlanning:
        case Step::kWildWindow:
        case Step::kLook: return Word(lang, W::kWaitPlanning);
        case Step::kPreTurn:
        case Step::kTrapBefore:
        case Step::kTrapAfter:
        case Step::kRobberyWindow:
        case Step::kDoctorWindow:
        case Step::kClaim: return Word(lang, W::kWaitWindow);
        case Step::kChoose: return Word(lang, W::kWaitChoose);
        case Step::kPurchase: return Word(lang, W::kWaitPurchase);
        case Step::kBeforeReveal: return Word(lang, W::kWaitBeforeReveal);
        case Step::kTargetCard:
        case Step::kJobMarkers: return Word(lang, W::kWaitTarget);
        case Step::kRoll:
        case Step::kRerollDie: return Word(lang, W::kWaitRoll);
        default: return Word(lang, W::kWaitOther);
    }
}

}  // namespace fam::games::lacosanostra
