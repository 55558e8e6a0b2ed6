// shell/games/famiglia/texts/texts.cpp — the string table (English, German) and the sentences built from it; the
// refusals' German sentences are refusal_texts.cpp. Terms follow docs/table-design.md "Words": Street/Straße, play
// area/Auslage, Accountant/Buchhalter, Brute/Brutaler, Mercenary/Söldner, draw pile/Nachziehstapel, discard
// pile/Ablagestapel. Every character is one the font subset holds (assets/fonts/glyph_ranges.txt: Latin-1 and a few
// more, such as the dash, arrows and the replay's triangles); the test glyph_coverage fails on any other.
#include "games/famiglia/texts/texts.h"

#include <array>
#include <cctype>

#include "ui/phrase.h"
#include "ui/words.h"

namespace shell::games::famiglia {

namespace {

constexpr auto kRows = Keyed<Phrase<T>>({
    {T::kFamAccountants, "Accountants", "Buchhalter"},
    {T::kFamBrutes, "Brutes", "Brutale"},
    {T::kFamFamiglia, "La Famiglia", "La Famiglia"},
    {T::kFamMercenaries, "Mercenaries", "Söldner"},
    {T::kAccountant, "Accountant", "Buchhalter"},
    {T::kBrute, "Brute", "Brutaler"},
    {T::kMercenary, "Mercenary", "Söldner"},
    {T::kStreet, "Street", "Straße"},
    {T::kHand, "Hand", "Hand"},
    {T::kPlayArea, "Play area", "Auslage"},
    {T::kDrawPile, "Draw pile", "Nachziehstapel"},
    {T::kDiscardPile, "Discard pile", "Ablagestapel"},
    {T::kFirstPass, "1st pass", "1. Durchgang"},
    {T::kSecondPass, "2nd pass", "2. Durchgang"},
    {T::kCards, "{0} cards", "{0} Karten"},
    {T::kOneCard, "1 card", "1 Karte"},
    {T::kVp, "{0} VP", "{0} SP"},

    {T::kStepRefresh, "Refresh", "Auffrischen"},
    {T::kStepAccountant, "Accountant", "Buchhalter"},
    {T::kStepSwap, "Swap", "Tauschen"},
    {T::kStepBrute, "Brute", "Brutaler"},
    {T::kStepTake, "Take or pass", "Nehmen oder passen"},
    {T::kStepTakeShort, "Take", "Nehmen"},
    {T::kStepOver, "Game over", "Spielende"},

    {T::kYou, "You", "Du"},
    {T::kComputer, "Computer", "Computer"},
    {T::kPlayer1, "Player 1", "Spieler 1"},
    {T::kPlayer2, "Player 2", "Spieler 2"},
    {T::kYourTurn, "Your turn", "Du bist dran"},
    {T::kTheirTurn, "{0}'s turn", "{0} ist dran"},
    {T::kComputerThinking, "The computer is thinking...", "Der Computer denkt nach..."},
    {T::kScore, "Score", "Punkte"},
    {T::kNewCards, "new", "neu"},

    {T::kPass, "Pass", "Passen"},
    {T::kUndo, "Undo", "Zurück"},
    {T::kHint, "Hint", "Tipp"},
    {T::kLog, "Log", "Verlauf"},
    {T::kDoneSwapping, "Done swapping", "Fertig getauscht"},
    {T::kCancel, "Cancel", "Abbrechen"},
    {T::kConfirm, "Confirm", "Bestätigen"},
    {T::kPlayAgain, "Play again", "Nochmal spielen"},
    {T::kShowTable, "Show the table", "Tisch zeigen"},
    {T::kTakeFree, "Take {0} for free", "{0} kostenlos nehmen"},
    {T::kTakeWith, "Pay {1} + {2} ({1} to your play area)", "Mit {1} + {2} zahlen ({1} in die Auslage)"},
    {T::kWouldWin, "{0} would win, {1} to {2}.", "{0} würde gewinnen, {1} zu {2}."},
    {T::kWouldWinYou, "You would win, {1} to {2}.", "Du würdest gewinnen, {1} zu {2}."},
    {T::kWouldShare, "The victory would be shared, {1} to {2}.", "Der Sieg würde geteilt, {1} zu {2}."},
    {T::kRefreshCard, "Refresh: {0} to the discard pile, draw {1}", "Auffrischen: {0} ablegen, {1} nachziehen"},
    {T::kRefreshDraws, "Refresh: {0} under the draw pile, draw {1}",
     "Auffrischen: {0} unter den Stapel, {1} nachziehen"},
    {T::kBruteLower, "Brute {0} lowers {1} to:", "Brutaler {0} senkt {1} auf:"},
    {T::kNewValue, "value {0}", "Wert {0}"},
    {T::kCardsInHand, "{0} cards in hand", "{0} Karten auf der Hand"},
    {T::kOneCardInHand, "1 card in hand", "1 Karte auf der Hand"},
    {T::kSwapsLeft, "{0} swaps left", "noch {0} Tausche"},
    {T::kHintNone, "No hint available yet.", "Noch kein Tipp verfügbar."},
    {T::kHintThinking, "Hint: the Expert is thinking ({0}%)", "Tipp: der Experte denkt nach ({0}%)"},

    {T::kStatusRefresh,
     "No 0 in the Street: you may refresh. Tap a Street card to discard it and draw as many cards as its rank.",
     "Keine 0 in der Straße: du darfst auffrischen. Tippe eine Karte der Straße an, um sie abzulegen und so viele "
     "Karten nachzuziehen, wie ihr Rang angibt."},
    {T::kStatusRefreshUnder,
     "No 0 in the Street: you may refresh once. Tap a Street card to put it under the draw pile and draw as many cards "
     "as its rank.",
     "Keine 0 in der Straße: du darfst einmal auffrischen. Tippe eine Karte der Straße an, um sie unter den "
     "Nachziehstapel zu legen und so viele Karten nachzuziehen, wie ihr Rang angibt."},
    {T::kStatusAccountant, "You may play an Accountant to swap cards between hand and play area.",
     "Du darfst einen Buchhalter spielen und Karten zwischen Hand und Auslage tauschen."},
    {T::kStatusSwap, "Swap: tap a play-area card and a hand card ({0}).",
     "Tauschen: tippe eine Karte der Auslage und eine der Hand an ({0})."},
    {T::kStatusBrute, "You may play a Brute to lower a Street card for this turn.",
     "Du darfst einen Brutalen spielen und eine Karte der Straße für diesen Zug senken."},
    {T::kStatusTake, "Take a card, or pass.", "Nimm eine Karte oder passe."},
    {T::kStatusTakeNone, "Your hand can take no Street card now: pass.",
     "Mit deiner Hand kannst du gerade keine Karte nehmen: passe."},
    {T::kStatusTakeNoneYet, "As things stand, your hand can take no Street card.",
     "So wie es steht, kann deine Hand keine Karte der Straße nehmen."},
    {T::kStatusCanTake, "You can take {0}.", "Du kannst {0} nehmen."},
    {T::kStatusPickBruteTarget, "Brute {0}: tap the Street card it should lower.",
     "Brutaler {0}: tippe die Karte der Straße an, die er senken soll."},
    {T::kStatusPickBruteAmount, "Choose the value {0} counts as this turn.",
     "Wähle, welchen Wert {0} in diesem Zug hat."},
    {T::kStatusPickSwapHand, "{0} goes back to your hand: now tap the hand card that goes to the play area.",
     "{0} kommt auf die Hand: tippe jetzt die Handkarte an, die in die Auslage geht."},
    {T::kStatusPickSwapArea, "{0} goes to the play area: now tap the play-area card that comes back to your hand.",
     "{0} geht in die Auslage: tippe jetzt die Karte der Auslage an, die auf die Hand zurückkommt."},
    {T::kStatusChooseTake, "Choose what to do with {0}.", "Wähle, was mit {0} geschehen soll."},
    {T::kStatusWaitComputer, "The computer is playing its turn.", "Der Computer spielt seinen Zug."},
    {T::kStatusGameOver, "The game is over.", "Das Spiel ist vorbei."},
    {T::kWhyNot, "Not possible: {0}.", "Nicht möglich: {0}."},
    {T::kNoActionWithCard, "{0} cannot be used right now.", "{0} kann gerade nicht eingesetzt werden."},
    {T::kNoBruteTarget, "A Brute needs a Street card above 0 to lower, and there is none.",
     "Ein Brutaler braucht eine Karte über 0 in der Straße, und es gibt keine."},
    {T::kStatusEndsGame, "The other player passed: passing now ends the game.",
     "Dein Gegenüber hat gepasst: passt du jetzt, endet das Spiel."},
    {T::kAndMore, "and more", "und mehr"},
    {T::kOr, "or", "oder"},
    {T::kHandOffTitle, "Pass the device to {0}", "Gib das Gerät an {0} weiter"},
    {T::kHandOffTap, "Tap to show your cards", "Tippen zeigt deine Karten"},
    {T::kHandOffLastMove, "Last move: {0}", "Letzter Zug: {0}"},

    {T::kPassEndsTitle, "Passing ends the game", "Passen beendet das Spiel"},
    {T::kPassEndsText, "The other player passed in the last turn. If you pass too, the game ends now: {0}",
     "Dein Gegenüber hat im letzten Zug gepasst. Passt du auch, endet das Spiel sofort: {0}"},
    {T::kPassEndsLastTurnText, "This is the last turn of the game. If you pass, the game ends now: {0}",
     "Dies ist der letzte Zug des Spiels. Passt du, endet das Spiel jetzt: {0}"},
    {T::kPassAnyway, "Pass and end the game", "Passen und Spiel beenden"},
    {T::kWins, "{0} wins", "{0} gewinnt"},
    {T::kYouWin, "You win", "Du gewinnst"},
    {T::kYouLose, "The computer wins", "Der Computer gewinnt"},
    {T::kSharedWin, "A shared victory", "Geteilter Sieg"},
    {T::kTieHighest, "Equal points: the owner of the single most valuable card wins.",
     "Punktgleichstand: es gewinnt, wer die wertvollste Einzelkarte besitzt."},
    {T::kTieSorted, "Equal points and equally valuable best cards: the next most valuable cards decided.",
     "Punktgleichstand und gleich wertvolle beste Karten: die nächstbesten Karten entschieden."},
    {T::kTieShared, "Equal points and exactly equal cards: both players win.",
     "Punktgleichstand und genau gleich wertvolle Karten: beide gewinnen."},
    {T::kHouseRule, "(house rule: the printed rules leave this case open)",
     "(Hausregel: die Spielregel lässt diesen Fall offen)"},
    {T::kTotal, "Total", "Summe"},
    {T::kHighestCard, "Best card", "Beste Karte"},
    {T::kGameOverTitle, "Game over", "Spielende"},
    {T::kLastTurns, "Last round: {0} turns left", "Letzte Runde: noch {0} Züge"},
    {T::kLastTurn, "Last turn of the game", "Letzter Zug des Spiels"},

    {T::kVsComputer, "Against the computer", "Gegen den Computer"},
    {T::kTwoPlayers, "Two players on this device", "Zu zweit an diesem Gerät"},
    {T::kLevel, "Computer level", "Stärke des Computers"},
    {T::kLevelBeginner, "Beginner", "Anfänger"},
    {T::kLevelEasy, "Easy", "Leicht"},
    {T::kLevelNormal, "Normal", "Normal"},
    {T::kLevelExpert, "Expert", "Experte"},
    {T::kVariantNewCards, "Variant: after a refresh, take only a new card",
     "Variante: nach dem Auffrischen nur eine neue Karte nehmen"},
    {T::kWhoBegins, "Who begins", "Wer beginnt"},
    {T::kBeginsRandom, "drawn at random", "ausgelost"},
    {T::kBeginsFirstSeat, "you (Player 1)", "du (Spieler 1)"},
    {T::kBeginsSecondSeat, "the computer (Player 2)", "der Computer (Spieler 2)"},
    {T::kOpponentHand, "Other player's hand (two players)", "Hand des Gegenübers (zu zweit)"},
    {T::kShown, "Shown", "Offen"},
    {T::kHidden, "Hidden", "Verdeckt"},
    {T::kComputerSpeed, "Computer speed", "Tempo des Computers"},
    {T::kSpeedNormal, "Normal", "Normal"},
    {T::kSpeedFast, "Fast", "Schnell"},
    {T::kConfirmTakes, "Confirm single takes", "Einzelnes Nehmen bestätigen"},
    {T::kOn, "On", "An"},
    {T::kOff, "Off", "Aus"},
    {T::kSettings, "Settings", "Einstellungen"},

    {T::kLogRefresh, "{0} refreshes: {1} to the discard pile, new: {2}.",
     "{0} frischt auf: {1} auf den Ablagestapel, neu: {2}."},
    {T::kLogRefreshYou, "You refresh: {1} to the discard pile, new: {2}.",
     "Du frischst auf: {1} auf den Ablagestapel, neu: {2}."},
    {T::kLogRefreshUnder, "{0} refreshes: {1} under the draw pile, new: {2}.",
     "{0} frischt auf: {1} unter den Nachziehstapel, neu: {2}."},
    {T::kLogRefreshUnderYou, "You refresh: {1} under the draw pile, new: {2}.",
     "Du frischst auf: {1} unter den Nachziehstapel, neu: {2}."},
    {T::kLogAccountant, "{0} plays Accountant {1} (swaps allowed: {2}).",
     "{0} spielt Buchhalter {1} (erlaubte Tausche: {2})."},
    {T::kLogAccountantYou, "You play Accountant {1} (swaps allowed: {2}).",
     "Du spielst Buchhalter {1} (erlaubte Tausche: {2})."},
    {T::kLogSwap, "{0} swaps: {1} back to the hand, {2} to the play area.",
     "{0} tauscht: {1} zurück auf die Hand, {2} in die Auslage."},
    {T::kLogSwapYou, "You swap: {1} back to your hand, {2} to your play area.",
     "Du tauschst: {1} zurück auf die Hand, {2} in die Auslage."},
    {T::kLogBrute, "{0} plays Brute {1}: {2} counts as {3} this turn.",
     "{0} spielt Brutalen {1}: {2} zählt in diesem Zug als {3}."},
    {T::kLogBruteYou, "You play Brute {1}: {2} counts as {3} this turn.",
     "Du spielst Brutalen {1}: {2} zählt in diesem Zug als {3}."},
    {T::kLogTakeFree, "{0} takes {1} for free.", "{0} nimmt {1} kostenlos."},
    {T::kLogTakeFreeYou, "You take {1} for free.", "Du nimmst {1} kostenlos."},
    {T::kLogTake, "{0} takes {1} with {2} + {3}; {2} goes to the play area.",
     "{0} nimmt {1} mit {2} + {3}; {2} kommt in die Auslage."},
    {T::kLogTakeYou, "You take {1} with {2} + {3}; {2} goes to your play area.",
     "Du nimmst {1} mit {2} + {3}; {2} kommt in deine Auslage."},
    {T::kLogPass, "{0} passes.", "{0} passt."},
    {T::kLogPassYou, "You pass.", "Du passt."},
    {T::kLogReshuffle, "The discard pile is shuffled into a new draw pile (2nd pass).",
     "Der Ablagestapel wird zum neuen Nachziehstapel gemischt (2. Durchgang)."},
    {T::kLogRefill, "The empty Street is refilled: {0}.", "Die leere Straße wird aufgefüllt: {0}."},
    {T::kLogEndTrigger, "The draw pile is used up: this round is played to its end, then the game ends.",
     "Der Nachziehstapel ist aufgebraucht: die Runde wird zu Ende gespielt, dann endet das Spiel."},
    {T::kLogTwoPasses, "Two passes in a row: the game ends.", "Zweimal hintereinander gepasst: das Spiel endet."},
    {T::kLogGameOver, "The game is over.", "Das Spiel ist vorbei."},
    {T::kLogEmpty, "No moves yet.", "Noch keine Züge."},
    {T::kLogNewGame, "New game: {0} begins.", "Neues Spiel: {0} beginnt."},
    {T::kLogNewGameYou, "New game: you begin.", "Neues Spiel: Du beginnst."},

    {T::kRulesText,
     "GOAL\n"
     "Collect valuable gangsters. Each card shows its family, its rank (0-4) and its victory points (VP). "
     "The player with more VP at the end wins.\n\n"
     "THE CARDS\n"
     "60 cards in four families. Each family has five 0s, four 1s, three 2s, two 3s and one 4. "
     "The code in the corner, such as F2 or A2, is the family letter and the rank.\n"
     "{cards}\n\n"
     "SETUP\n"
     "Each player starts with four 0s in hand, one of each family. Six cards lie face up in the Street.\n\n"
     "YOUR TURN, IN FOUR STEPS (each optional, in this order)\n"
     "1. Refresh: only if no 0 lies in the Street. Discard a Street card and draw as many new cards as its rank. "
     "In the first pass you may repeat this; in the second pass once per turn, and the card goes under the draw pile.\n"
     "2. Accountant: play an Accountant from your hand to your play area, then swap up to as many cards as its rank "
     "between your play area and your hand, one for one.\n"
     "3. Brute: play a Brute to your play area and lower one Street card by up to the Brute's rank, for this turn.\n"
     "{brute}\n"
     "4. Take or pass: a card of value 0 is free. Any other card costs two cards from your hand: one of the same "
     "family and one rank lower, plus a second such card or a Mercenary of at least the card's value (a joker). "
     "One of the two goes to your play area, the other stays in your hand. If you take nothing, you pass. "
     "When your take empties the Street, six new cards are laid out.\n"
     "{take}\n\n"
     "PLAY AREA\n"
     "Cards in your play area still count for VP but cannot pay or act until an Accountant brings them back.\n\n"
     "ON THE TABLE\n"
     "{legend}\n\n"
     "END OF THE GAME\n"
     "When the draw pile is used up for the second time, the round is played to its end. Two passes in a row end "
     "the game at once. Every card in hand and play area scores its VP. On equal points, the owner of the single "
     "most valuable card wins; if those are equal too, the next best cards decide (a house rule of this edition).\n\n"
     "VARIANT (optional, in the menu)\n"
     "After a refresh you may take only one of the cards the refresh drew. They are set apart and marked \"new\".\n\n"
     "VICTORY POINTS PER RANK",
     "ZIEL\n"
     "Sammle wertvolle Gangster. Jede Karte zeigt ihre Familie, ihren Rang (0-4) und ihre Siegpunkte (SP). "
     "Wer am Ende mehr SP hat, gewinnt.\n\n"
     "DIE KARTEN\n"
     "60 Karten in vier Familien. Jede Familie hat fünf 0er, vier 1er, drei 2er, zwei 3er und eine 4. "
     "Der Code in der Ecke, etwa F2 oder A2, ist der Buchstabe der Familie und der Rang.\n"
     "{cards}\n\n"
     "AUFBAU\n"
     "Jeder beginnt mit vier 0ern auf der Hand, einer je Familie. Sechs Karten liegen offen in der Straße.\n\n"
     "DEIN ZUG IN VIER SCHRITTEN (jeder freiwillig, in dieser Reihenfolge)\n"
     "1. Auffrischen: nur wenn keine 0 in der Straße liegt. Lege eine Karte der Straße ab und ziehe so viele "
     "neue Karten, wie ihr Rang angibt. Im ersten Durchgang darfst du das wiederholen, im zweiten einmal pro Zug, "
     "und die Karte kommt unter den Nachziehstapel.\n"
     "2. Buchhalter: spiele einen Buchhalter aus der Hand in deine Auslage und tausche bis zu so viele Karten, wie "
     "sein Rang angibt, zwischen Auslage und Hand, eine gegen eine.\n"
     "3. Brutaler: spiele einen Brutalen in deine Auslage und senke eine Karte der Straße für diesen Zug um "
     "bis zu seinen Rang.\n"
     "{brute}\n"
     "4. Nehmen oder passen: eine Karte mit Wert 0 ist kostenlos. Jede andere kostet zwei Handkarten: eine der "
     "gleichen Familie mit einem Rang weniger, dazu eine zweite solche oder einen Söldner mit mindestens dem Wert "
     "der Karte (Joker). Eine der beiden kommt in deine Auslage, die andere bleibt auf der Hand. Wer nichts nimmt, "
     "passt. "
     "Leert deine Karte die Straße, werden sechs neue Karten ausgelegt.\n"
     "{take}\n\n"
     "AUSLAGE\n"
     "Karten in der Auslage zählen SP, können aber weder bezahlen noch handeln, bis ein Buchhalter sie "
     "zurückholt.\n\n"
     "AM TISCH\n"
     "{legend}\n\n"
     "SPIELENDE\n"
     "Ist der Nachziehstapel zum zweiten Mal aufgebraucht, wird die Runde zu Ende gespielt. Zweimal hintereinander "
     "passen beendet das Spiel sofort. Jede Karte auf der Hand und in der Auslage zählt ihre SP. Bei Gleichstand "
     "gewinnt, wer die wertvollste Einzelkarte besitzt; ist auch die gleich, entscheiden die nächstbesten Karten "
     "(eine Hausregel dieser Ausgabe).\n\n"
     "VARIANTE (freiwillig, im Menü)\n"
     "Nach dem Auffrischen darfst du nur eine der Karten nehmen, die das Auffrischen gezogen hat. Sie liegen abgesetzt "
     "und sind mit \"neu\" markiert.\n\n"
     "SIEGPUNKTE JE RANG"},
    {T::kRulesExFamiglia, "La Famiglia: no ability, but more points", "La Famiglia: keine Fähigkeit, aber mehr Punkte"},
    {T::kRulesExAccountants, "Accountants: swap cards between play area and hand",
     "Buchhalter: tauschen Karten zwischen Auslage und Hand"},
    {T::kRulesExBrutes, "Brutes: lower a Street card for one turn",
     "Brutale: senken eine Karte der Straße für einen Zug"},
    {T::kRulesExMercenaries, "Mercenaries: a joker for a lower rank of any family",
     "Söldner: Joker für einen niedrigeren Rang jeder Familie"},
    {T::kDetailsZeroNoAbility, "{0}, but a 0 has none: it pays for a 1 of its family",
     "{0}, aber eine 0 hat keine Fähigkeit: sie bezahlt eine 1 ihrer Familie"},
    {T::kRulesExBrute, "{0} lowers {1} to 0 for this turn: now it is free",
     "{0} senkt {1} für diesen Zug auf 0: nun kostet sie nichts"},
    {T::kRulesExTake, "{0} and the joker {1} pay for {2} from the Street",
     "{0} und der Joker {1} bezahlen {2} aus der Straße"},
    {T::kLegendSteps, "The step bar: {0}. The open step is lit; a tap on the bar shows this legend.",
     "Die Schrittleiste: {0}. Der offene Schritt leuchtet; ein Tipp auf die Leiste zeigt diese Legende."},
    {T::kMarkLastMove, "Purple frame: the other player's last move",
     "Lila Rahmen: der letzte Zug des anderen Spielers"},
    {T::kMarkHint, "Pulsing blue frame: the hint", "Blau pulsierender Rahmen: der Tipp"},
    {T::kMarkPayer, "Blue frame: can pay for the card being taken",
     "Blauer Rahmen: kann die Karte bezahlen, die du nimmst"},
    {T::kMarkSelected, "White frame: selected", "Weißer Rahmen: ausgewählt"},
    {T::kMarkNew, "Blue dot or \"new\": came into the Street this turn",
     "Blauer Punkt oder \"neu\": kam in diesem Zug in die Straße"},
    {T::kMarkDimmed, "Dark: not usable now", "Dunkel: gerade nicht nutzbar"},
    {T::kAnalyse, "Analyse", "Analysieren"},
    {T::kAnalysisTitle, "Analysis by the Expert", "Analyse durch den Experten"},
    {T::kAnalysing, "{0}: the Expert has analysed {1}% of the decisions",
     "{0}: der Experte hat {1}% der Entscheidungen analysiert"},
    {T::kAnalysisGraph, "{0}: chance to win, decision by decision", "{0}: Gewinnchance, Entscheidung für Entscheidung"},
    {T::kAnalysisTop, "The three costliest decisions (tap one to see it)",
     "Die drei teuersten Entscheidungen (antippen zum Ansehen)"},
    {T::kAnalysisRow, "Turn {0}: played {1} ({2}%). The Expert: {3} ({4}%), {5} ± {6} percentage points more.",
     "Zug {0}: gespielt {1} ({2}%). Der Experte: {3} ({4}%), {5} ± {6} Prozentpunkte mehr."},
    {T::kAnalysisNone, "No decision cost a chance the Expert could measure.",
     "Keine Entscheidung hat messbar Gewinnchance gekostet."},
    {T::kAnalysisNote,
     "Estimates from games played out on shuffled draw piles, seen as the player saw them then. ± is the margin of "
     "error (about 95%); a decision that costs less than its margin is not listed.",
     "Schätzungen aus zu Ende gespielten Partien mit gemischtem Stapel, aus der damaligen Sicht des Spielers. ± ist "
     "die Fehlergrenze (etwa 95%); kostet eine Entscheidung weniger, wird sie nicht aufgeführt."},
    {T::kAnalysisChoose, "Whose decisions should the Expert analyse?",
     "Wessen Entscheidungen soll der Experte analysieren?"},

    // The replay
    {T::kReplay, "Replay", "Rückschau"},
    {T::kReplayBack, "Back to game", "Zurück zum Spiel"},
    {T::kReplayDeal, "Replay: the deal, before the first action", "Rückschau: die Ausgabe, vor der ersten Aktion"},
    {T::kReplayPlace, "Replay: turn {0} of {1}, action {2} of {3}", "Rückschau: Zug {0} von {1}, Aktion {2} von {3}"},
    {T::kReplayAllShown, "Game over: all cards shown", "Spiel vorbei: alle Karten offen"},
    {T::kReplayPileHidden, "Game in progress: draw order hidden", "Spiel läuft: Ziehfolge verdeckt"},
    {T::kReplayAllOpen, "All open", "Alles offen"},
    {T::kReplayPrevTurn, "◀◀ Turn", "◀◀ Zug"},
    {T::kReplayPrevAction, "◀ Action", "◀ Aktion"},
    {T::kReplayNextAction, "Action ▶", "Aktion ▶"},
    {T::kReplayNextTurn, "Turn ▶▶", "Zug ▶▶"},
    {T::kReplayDrawOrder, "Draw pile, top first: {0}", "Nachziehstapel, oberste zuerst: {0}"},
    {T::kReplayAfterTurn, "After turn {0} of {1}", "Nach Zug {0} von {1}"},
    {T::kReplayUnavailable, "Replay after the game: the hands are hidden.",
     "Rückschau nach dem Spiel: Die Hände sind verdeckt."},
    {T::kReplaySeenBy, "Seen by", "Sicht von"},
    {T::kReplayKeys, "Keys: ← → one action, ↑ ↓ one turn, Home, End, Esc back",
     "Tasten: ← → eine Aktion, ↑ ↓ ein Zug, Pos1, Ende, Esc zurück"},

    {T::kDailyDeal, "Deal of the day", "Spiel des Tages"},
    {T::kDailyTitle, "Deal of the day, {0} (UTC)", "Spiel des Tages, {0} (UTC)"},
    {T::kDailyYouWon, "You won {0}:{1}", "Du hast {0}:{1} gewonnen"},
    {T::kDailyYouLost, "You lost {0}:{1}", "Du hast {0}:{1} verloren"},
    {T::kDailyYouShared, "You shared the win {0}:{1}", "Geteilter Sieg {0}:{1}"},
    {T::kDailyExpertResult, "The Expert with the same cards in your seat: {0}:{1}",
     "Der Experte mit denselben Karten auf deinem Platz: {0}:{1}"},
    {T::kDailyExpertPlaying, "The Expert plays the same deal: {0}%", "Der Experte spielt dieselben Karten: {0}%"},
    {T::kDailyShareText, "Famiglia daily {0}: {1} {2} - Expert {3}",
     "Famiglia Spiel des Tages {0}: {1} {2} - Experte {3}"},
    {T::kDailyShareWon, "won", "gewonnen"},
    {T::kDailyShareLost, "lost", "verloren"},
    {T::kDailyShareShared, "shared", "geteilt"},
    {T::kDailyCopy, "Copy", "Kopieren"},
    {T::kDailyCopied, "Copied", "Kopiert"},
    {T::kDailyCopyLabel, "Copy this text:", "Diesen Text kopieren:"},
    {T::kStatsLine, "{0}: {1} games, {2} won", "{0}: {1} Spiele, {2} gewonnen"},
    {T::kStatsTwoPlayers, "Two players: {0} games", "Zwei Personen: {0} Spiele"},
    {T::kStatsNone, "No finished games yet.", "Noch keine beendeten Spiele."},
    {T::kSpokenCard, "{0} {1}", "{0} {1}"},
    {T::kSpokenStreetCard, "Street card {0}", "Straßenkarte {0}"},
    {T::kSpokenHandCard, "Hand card {0}", "Handkarte {0}"},
    {T::kSpokenAreaCard, "Play area card {0}", "Auslagekarte {0}"},
    {T::kSpokenTakeWith, "Take Street card {0} with your {1} and {2}", "Straßenkarte {0} mit {1} und {2} nehmen"},
    {T::kSpokenTakeFree, "Take Street card {0} for free", "Straßenkarte {0} kostenlos nehmen"},
    {T::kSpokenOpponent, "The other player's cards", "Karten des Gegenübers"},
    {T::kSpokenYourHand, "Your hand", "Deine Hand"},
    {T::kSpokenYourArea, "Your play area", "Deine Auslage"},
    {T::kSpokenTable, "Table", "Tisch"},
    {T::kSpokenWays, "Your choices", "Deine Möglichkeiten"},
    {T::kSpokenActions, "Actions", "Aktionen"},
});

std::string CardListText(const Counts& c) {
    std::string out;
    for (int t = 0; t < kNumTypes; ++t) {
        for (int k = 0; k < c[static_cast<std::size_t>(t)]; ++k) {
            if (!out.empty()) out += ", ";
            out += CardCode(static_cast<CardType>(t));
        }
    }
    return out.empty() ? "-" : out;
}

// Cards in `after.street` that were not in `before.street` (besides `removed`, which left it).
Counts StreetAdded(const State& before, const State& after, CardType removed) {
    Counts added{};
    for (std::size_t t = 0; t < added.size(); ++t) {
        const int was = before.street[t] - (t == removed ? 1 : 0);
        added[t] = static_cast<std::uint8_t>(after.street[t] > was ? after.street[t] - was : 0);
    }
    return added;
}

}  // namespace

const char* Text(Lang lang, T t) { return Pick(kRows, lang, t); }

const char* ReasonWords(Lang lang, common::ReasonKind kind) {
    if (const char* shared = ui::SharedReasonWords(lang, kind)) return shared;
    const bool german = lang == ui::Lang::kGerman;
    if (kind == common::ReasonKind::kPlayers)
        return german ? "Famiglia ist für 2 Personen." : "Famiglia is for 2 players.";
    return german ? "Famiglia kennt diese Option oder diesen Wert nicht."
                  : "Famiglia does not know this option or this value.";
}

const char* FamilyName(Lang lang, Family f) {
    static constexpr T kNames[] = {T::kFamAccountants, T::kFamBrutes, T::kFamFamiglia, T::kFamMercenaries};
    return Text(lang, kNames[static_cast<int>(f)]);
}

const char* StepLabel(Lang lang, Step s) {
    switch (s) {
        case Step::kRefresh: return Text(lang, T::kStepRefresh);
        case Step::kAccountant: return Text(lang, T::kStepAccountant);
        case Step::kSwap: return Text(lang, T::kStepSwap);
        case Step::kBrute: return Text(lang, T::kStepBrute);
        case Step::kTake: return Text(lang, T::kStepTake);
        case Step::kOver: return Text(lang, T::kStepOver);
    }
    return "";
}

std::string DescribeMove(Lang lang, const State& before, const Move& m, const State& after, std::string_view name,
                         bool you) {
    auto tr = [&](T other, T second_person) { return Text(lang, you ? second_person : other); };
    const std::string a = CardCode(m.a);
    std::string line;
    switch (m.kind) {
        case MoveKind::kRefresh:
            line = Fmt(before.second_pass ? tr(T::kLogRefreshUnder, T::kLogRefreshUnderYou)
                                          : tr(T::kLogRefresh, T::kLogRefreshYou),
                       {name, a, CardListText(StreetAdded(before, after, m.a))});
            break;
        case MoveKind::kAccountant:
            line = Fmt(tr(T::kLogAccountant, T::kLogAccountantYou), {name, a, std::to_string(RankOf(m.a))});
            break;
        case MoveKind::kSwap: line = Fmt(tr(T::kLogSwap, T::kLogSwapYou), {name, a, CardCode(m.b)}); break;
        case MoveKind::kBrute:
            line = Fmt(tr(T::kLogBrute, T::kLogBruteYou), {name, a, CardCode(m.b), std::to_string(m.value)});
            break;
        case MoveKind::kTake:
            line = m.IsFreeTake() ? Fmt(tr(T::kLogTakeFree, T::kLogTakeFreeYou), {name, a})
                                  : Fmt(tr(T::kLogTake, T::kLogTakeYou), {name, a, CardCode(m.b), CardCode(m.c)});
            if (TotalCards(before.street) == 1 && TotalCards(after.street) > 0) {
                line += " " + Fmt(Text(lang, T::kLogRefill), {CardListText(after.street)});
            }
            break;
        case MoveKind::kPass:
            line = Fmt(tr(T::kLogPass, T::kLogPassYou), {name});
            if (after.over && after.pass_streak >= 2) line += std::string(" ") + Text(lang, T::kLogTwoPasses);
            break;
    }
    if (!before.second_pass && after.second_pass) line += std::string(" ") + Text(lang, T::kLogReshuffle);
    if (before.turns_left == kNotTriggered && after.turns_left != kNotTriggered) {
        line += std::string(" ") + Text(lang, T::kLogEndTrigger);
    }
    if (after.over && !(m.kind == MoveKind::kPass && after.pass_streak >= 2)) {
        line += std::string(" ") + Text(lang, T::kLogGameOver);
    }
    return line;
}

}  // namespace shell::games::famiglia
