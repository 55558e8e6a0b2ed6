// shell/games/lacosanostra/texts/screen_texts.cpp — see screen_texts.h. Terms as in the rules reference: Familie,
// Gangster, Auftrag, Einfluss, Geschäft, Markt, Deal-Marker (German rulebook).
#include "games/lacosanostra/texts/screen_texts.h"

#include <cstddef>

#include "games/lacosanostra/host_formats.h"
#include "ui/phrase.h"

namespace shell::games::lacosanostra {

namespace {

constexpr auto kRows = ui::Keyed<ui::Phrase<W>>({
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
    {W::kStart, "Start the game", "Spiel starten"},
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
    {W::kOrders, "Orders", "Aufträge"},
    {W::kInfluence, "Influence", "Einfluss"},
    {W::kBusinesses, "Businesses", "Geschäfte"},
    {W::kTurnOf, "{0}'s turn", "{0} ist am Zug"},
    {W::kTable, "The table", "Der Tisch"},
    {W::kLog, "Log", "Protokoll"},
    {W::kPlayAgain, "Play again", "Noch einmal"},
    {W::kKilled, "Killed", "Getötet"},
    {W::kUndo, "Undo", "Zurücknehmen"},
    {W::kTargetNumber, "Target {0}+", "Ziel {0}+"},
    {W::kStake, "Stake", "Einsatz"},
    {W::kLaunder, "Launder", "Waschen"},
    {W::kRecruit, "Recruit", "Anwerben"},
    {W::kCost, "price", "Preis"},
    {W::kSeats, "Who plays each seat", "Wer spielt an welchem Platz"},
    {W::kSeatPerson, "Person", "Mensch"},
    {W::kSeatEasy, "Computer: easy", "Computer: leicht"},
    {W::kSeatNormal, "Computer: normal", "Computer: normal"},
    {W::kComputerSpeed, "Pace of the computers' moves", "Tempo der Computerzüge"},
    {W::kSpeedSlow, "Slow", "Langsam"},
    {W::kSpeedNormal, "Normal", "Normal"},
    {W::kSpeedFast, "Fast", "Schnell"},
    {W::kSeatExpert, "Computer: expert", "Computer: Experte"},
    {W::kAllCards, "All cards", "Alle Karten"},
});

static_assert(std::size(kOptionSwitches) ==
                  static_cast<std::size_t>(W::kOptPhysicalDice) - static_cast<std::size_t>(W::kOptShortGame) + 1,
              "one label per option switch");

}  // namespace

const char* Word(ui::Lang lang, W w) { return ui::Pick(kRows, lang, w); }

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

}  // namespace shell::games::lacosanostra
