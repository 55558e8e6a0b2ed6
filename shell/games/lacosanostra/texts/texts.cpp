// shell/games/lacosanostra/texts/texts.cpp — the string table (English, German) of the La Cosa Nostra table and the
// names built from it (texts.h); the sentences are sentences.cpp. Card names come from the core's tables (cards.h:
// english / german).
#include "games/lacosanostra/texts/texts.h"

#include <cstddef>
#include <iterator>
#include <string_view>
#include <utility>

#include "ui/phrase.h"

namespace shell::games::lacosanostra {

using lcn::State;
using lcn::Step;
using shell::ui::Fmt;

namespace {

constexpr auto kRows = ui::Keyed<ui::Phrase<T>>({
    {T::kStatusDrawCheck, "{0} looks at the new cards", "{0} sieht sich die neuen Karten an"},
    {T::kStatusPlanning, "{0} plans an assignment", "{0} plant einen Auftrag"},
    {T::kStatusLook, "{0} takes a second look", "{0} schaut ein zweites Mal"},
    {T::kStatusWildWindow, "{0} may play influence cards", "{0} darf Einflusskarten spielen"},
    {T::kStatusPreTurn, "Before {0}'s turn: anyone with a Schemer may claim now",
     "Vor dem Zug von {0}: wer einen Intriganten hat, kann sich jetzt melden"},
    {T::kStatusClaim, "{0} claimed: playing a card or declining",
     "{0} hat sich gemeldet: spielt eine Karte oder verzichtet"},
    {T::kStatusChoose, "{0} chooses a gangster to act", "{0} wählt einen Gangster, der handelt"},
    {T::kStatusPurchase, "{0} pays for the purchase or cancels it", "{0} bezahlt den Kauf oder bricht ihn ab"},
    {T::kStatusBeforeReveal, "{0} may name a target: talk now, then reveal",
     "{0} kann ein Ziel nennen: jetzt verhandeln, dann aufdecken"},
    {T::kStatusTargetCard, "{0} picks the target card", "{0} wählt die Zielkarte"},
    {T::kStatusJobMarkers, "{0} picks the deal markers the job uses",
     "{0} wählt die Deal-Marker, die der Auftrag nutzt"},
    {T::kStatusStake, "{0} announces the stake", "{0} nennt den Einsatz"},
    {T::kStatusTrapBefore, "{0} attacks: anyone with a Trap may claim now",
     "{0} greift an: wer eine Falle hat, kann sich jetzt melden"},
    {T::kStatusRoll, "Dice for {0}", "Würfel für {0}"},
    {T::kStatusReroll, "{0} may re-roll a die (Cop)", "{0} darf einen Würfel neu werfen (Polizist)"},
    {T::kStatusRerollDie, "Re-roll for {0}", "Neuer Wurf für {0}"},
    {T::kStatusTrapAfter, "The dice of {0} are down: anyone with a Trap may claim now",
     "Die Würfel von {0} liegen: wer eine Falle hat, kann sich jetzt melden"},
    {T::kStatusRobberyWindow, "The job of {0} succeeded: anyone with a Robbery may claim now",
     "Der Auftrag von {0} ist gelungen: wer einen Raub hat, kann sich jetzt melden"},
    {T::kStatusDoctorWindow, "A card was hit on {0}'s turn: anyone with an Emergency Doctor may claim now",
     "Im Zug von {0} wurde eine Karte getroffen: wer einen Notarzt hat, kann sich jetzt melden"},
    {T::kStatusReturnFire, "{0} may fire back", "{0} darf zurückschießen"},
    {T::kStatusBuyDecision, "{0} may buy a business at the rolled price",
     "{0} darf ein Geschäft zum erwürfelten Preis kaufen"},
    {T::kStatusLaunder, "{0} chooses how much to launder", "{0} wählt, wie viel gewaschen wird"},
    {T::kStatusRecruit, "{0} may recruit a gangster", "{0} darf einen Gangster anwerben"},
    {T::kStatusHandLimit, "{0} discards down to the hand limit", "{0} wirft bis zum Handlimit ab"},
    {T::kStatusOver, "The game is over", "Das Spiel ist vorbei"},

    {T::kHandOffTitle, "Pass the device to {0}", "Gib das Gerät an {0}"},
    {T::kHandOffTap, "{0}: tap your name when only you are looking",
     "{0}: tippe auf deinen Namen, wenn nur du hinsiehst"},
    {T::kHandOffLookAway, "Everyone else, please look away", "Alle anderen schauen bitte weg"},
    {T::kFirstGate,
     "This screen keeps your cards secret: pass the device, then tap your name. It prevents accidental glimpses, "
     "not determined peeking.",
     "Dieser Bildschirm hält eure Karten geheim: gebt das Gerät weiter, dann auf den eigenen Namen tippen. Er "
     "schützt vor versehentlichen Blicken, nicht vor absichtlichem Spicken."},
    {T::kReasonDrawCheck, "to look at the new cards", "um die neuen Karten anzusehen"},
    {T::kReasonPlanning, "to plan an assignment", "um einen Auftrag zu planen"},
    {T::kReasonLook, "to take a second look", "um ein zweites Mal zu schauen"},
    {T::kReasonWildWindow, "to play influence cards", "um Einflusskarten zu spielen"},
    {T::kReasonClaim, "to answer the claim", "um auf die Meldung zu antworten"},
    {T::kReasonHandLimit, "to discard down to the hand limit", "um bis zum Handlimit abzuwerfen"},
    {T::kReasonDone, "Finished: tap Done, then pass the device",
     "Fertig: auf Fertig tippen, dann das Gerät weitergeben"},
    {T::kReasonPeek, "to look at the own cards", "um die eigenen Karten anzusehen"},

    {T::kButtonAccept, "Keep the cards", "Karten behalten"},
    {T::kButtonObject, "Object: all attacks", "Einspruch: nur Angriffe"},
    {T::kButtonReveal, "Reveal", "Aufdecken"},
    {T::kButtonAbort, "Drop the assignment", "Auftrag verwerfen"},
    {T::kButtonContinue, "Continue: {0}'s turn", "Weiter: {0} ist am Zug"},
    {T::kButtonDecline, "Play nothing", "Nichts spielen"},
    {T::kButtonPass, "Pass", "Passen"},
    {T::kButtonPay, "Pay", "Bezahlen"},
    {T::kButtonKeep, "Keep the dice", "Würfel behalten"},
    {T::kButtonFire, "Fire back", "Zurückschießen"},
    {T::kButtonHold, "Hold fire", "Nicht schießen"},
    {T::kButtonRoll, "Roll the dice", "Würfeln"},
    {T::kButtonNameNone, "No target", "Kein Ziel"},
    {T::kButtonRevealUnnamed, "Reveal without a target", "Ohne Ziel aufdecken"},
    {T::kDone, "Done - pass the device", "Fertig - Gerät weitergeben"},
    {T::kHide, "Hide", "Verbergen"},
    {T::kMyCards, "{0}: my cards", "{0}: meine Karten"},
    {T::kClaim, "{0} reacts", "{0} reagiert"},
    {T::kBack, "Back", "Zurück"},
    {T::kMarket, "Market", "Markt"},
    {T::kUseMarkers, "Use deal markers: {0}", "Deal-Marker nutzen: {0}"},
    {T::kDie, "Die {0}", "Würfel {0}"},
    {T::kDiceErase, "Take back the last die", "Letzten Würfel zurücknehmen"},
    {T::kDiceConfirm, "Confirm the dice: {0}", "Würfel bestätigen: {0}"},
    {T::kDiceType, "Die {0} of {1}: tap the number it shows", "Würfel {0} von {1}: tippe die gewürfelte Zahl"},
    {T::kDiceTyped, "Typed: {0}", "Eingegeben: {0}"},
    {T::kWaitWindow, "A moment for everyone to react", "Einen Moment, damit alle reagieren können"},
    {T::kRevealUnnamedAsk, "Reveal without a target? An attack, Raub or Falle is then discarded unused, face down",
     "Ohne Ziel aufdecken? Ein Angriff, Raub oder Falle wird dann ungenutzt verdeckt abgelegt"},

    {T::kLogAccept, "{0} keeps the new cards", "{0} behält die neuen Karten"},
    {T::kLogObject, "{0} objected: all attacks. Everyone draws again",
     "{0} erhebt Einspruch: nur Angriffe. Alle ziehen neu"},
    {T::kLogOrder, "{0} gave {1} an order", "{0} gab {1} einen Auftrag"},
    {T::kLogPurchase, "{0} sends {1} to buy {2}", "{0} schickt {1}, um {2} zu kaufen"},
    {T::kLogPlayOn, "{0} plays {1} on {2}", "{0} spielt {1} auf {2}"},
    {T::kLogPlayInformant, "{0} looks at the order on {1} (Informant)",
     "{0} sieht sich den Auftrag auf {1} an (Informant)"},
    {T::kLogPlayMarket, "{0} plays an Informant: the market is exchanged",
     "{0} spielt einen Informanten: der Markt wird ausgetauscht"},
    {T::kLogPlaySpy, "{0} looks at the order on {1} (Spy)", "{0} sieht sich den Auftrag auf {1} an (Spion)"},
    {T::kLogPlaySchemer, "{0} plays a Schemer", "{0} spielt einen Intriganten"},
    {T::kLogPlayDoctor, "{0} plays an Emergency Doctor", "{0} spielt einen Notarzt"},
    {T::kLogLawyer, "{0} looks at the order on {1} (Lawyer)", "{0} sieht sich den Auftrag auf {1} an (Anwalt)"},
    {T::kLogLook, "{0} takes a second look, at the order on {1}",
     "{0} schaut ein zweites Mal, auf den Auftrag auf {1}"},
    {T::kLogClaim, "{0} claims the device", "{0} meldet sich"},
    {T::kLogDecline, "{0} declined", "{0} verzichtet"},
    {T::kLogContinue, "{0} goes on", "{0} macht weiter"},
    {T::kLogChoose, "{0} chooses {1}", "{0} wählt {1}"},
    {T::kLogPay, "{0} pays {1} for {2}", "{0} bezahlt {1} für {2}"},
    {T::kLogAbort, "{0} drops the assignment of {1}", "{0} verwirft den Auftrag von {1}"},
    {T::kLogName, "{0} names {1} as the target", "{0} nennt {1} als Ziel"},
    {T::kLogNameNone, "{0} names no target", "{0} nennt kein Ziel"},
    {T::kLogReveal, "{0} reveals the order on {1}: {2}", "{0} deckt den Auftrag auf {1} auf: {2}"},
    {T::kLogTarget, "{0} targets {1}", "{0} zielt auf {1}"},
    {T::kLogUse, "{0} uses the deal markers on {1}", "{0} nutzt die Deal-Marker auf {1}"},
    {T::kLogStake, "{0} stakes {1}", "{0} setzt {1}"},
    {T::kLogReroll, "{0} re-rolls die {1} (Cop)", "{0} wirft Würfel {1} neu (Polizist)"},
    {T::kLogKeep, "{0} keeps the dice", "{0} behält die Würfel"},
    {T::kLogFire, "{0} fires back", "{0} schießt zurück"},
    {T::kLogHold, "{0} holds fire", "{0} schießt nicht zurück"},
    {T::kLogRob, "{0} reveals a Robbery on {1}", "{0} deckt einen Raub auf {1} auf"},
    {T::kLogTrap, "{0} reveals a Trap on {1}", "{0} deckt eine Falle auf {1} auf"},
    {T::kLogBuy, "{0} buys {1} for {2}", "{0} kauft {1} für {2}"},
    {T::kLogPass, "{0} passes", "{0} passt"},
    {T::kLogLaunder, "{0} launders {1}", "{0} wäscht {1}"},
    {T::kLogRecruit, "{0} recruits {1}", "{0} wirbt {1} an"},
    {T::kLogDiscardOrder, "{0} discards an order card", "{0} wirft eine Auftragskarte ab"},
    {T::kLogDiscardInfluence, "{0} discards an influence card", "{0} wirft eine Einflusskarte ab"},
    {T::kLogTrade, "Deal: {0}", "Deal: {0}"},
    {T::kLogNewRound, "Round {0} begins", "Runde {0} beginnt"},

    {T::kDiceRolled, "Dice {0} ({1} or more)", "Würfel {0} ({1} oder mehr)"},
    {T::kDiceOneSuccess, "1 success", "1 Erfolg"},
    {T::kDiceSuccesses, "{0} successes", "{0} Erfolge"},
    {T::kDiceNoSuccess, "no success", "kein Erfolg"},
    {T::kDiceJobPays, "the job pays {0}", "der Auftrag bringt {0}"},
    {T::kDiceJobFails, "the job fails", "der Auftrag scheitert"},
    {T::kDiceReturnFire, "Return fire", "Gegenfeuer"},

    {T::kEffectJob, "Job: {0}", "Auftrag: {0}"},
    {T::kEffectBeatUpBusinessman, "Beat up a businessman", "Geschäftsmann verprügeln"},
    {T::kEffectPropertyDamage, "Property damage", "Sachbeschädigung"},
    {T::kEffectTheft, "Theft", "Diebstahl"},
    {T::kEffectVandalism, "Vandalism", "Vandalismus"},
    {T::kEffectUnbeatableOffer, "Unbeatable offer", "Unschlagbares Angebot"},
    {T::kEffectConnections, "Connections", "Beziehungen"},
    {T::kEffectLaundering, "Money laundering", "Geldwäsche"},
    {T::kEffectBirthday, "Birthday party", "Geburtstagsfeier"},
    {T::kEffectArson, "Arson", "Brandstiftung"},
    {T::kEffectKillBusinessman, "Kill a businessman", "Geschäftsmann umlegen"},
    {T::kEffectAssassination, "Assassination", "Attentat"},
    {T::kEffectPoach, "Poach", "Abwerben"},
    {T::kEffectRobbery, "Robbery", "Raub"},
    {T::kEffectTrap, "Trap", "Falle"},
    {T::kEffectHorseRace, "Horse race", "Pferderennen"},
    {T::kEffectDriveBy, "Drive-by shooting", "Drive-By-Shooting"},
    {T::kEffectCarBomb, "Car bomb", "Autobombe"},

    {T::kScoreTitle, "Final score", "Endwertung"},
    {T::kScoreCash, "Cash before the final payout", "Bargeld vor der Endauszahlung"},
    {T::kScoreLaundered, "Laundered money (counts double)", "Gewaschenes Geld (zählt doppelt)"},
    {T::kScoreIncome, "Income of the businesses (twice)", "Einkommen der Geschäfte (doppelt)"},
    {T::kScoreMonopolies, "Monopolies (twice)", "Monopole (doppelt)"},
    {T::kScoreMostGangsters, "Most active gangsters", "Meiste aktive Gangster"},
    {T::kScoreViolence, "Violence bonus", "Gewaltbonus"},
    {T::kReplay, "Replay", "Wiederholung"},
    {T::kReplayDeal, "Replay: the deal", "Wiederholung: die Ausgangslage"},
    {T::kReplayPlace, "Replay · round {0} · action {1} of {2}", "Wiederholung · Runde {0} · Aktion {1} von {2}"},
    {T::kReplayRefused, "No replay while two or more people play: it would show their secrets.",
     "Keine Wiederholung, solange mehrere Personen spielen: Sie würde ihre Geheimnisse zeigen."},
    {T::kReplayStepRoundBack, "« Round", "« Runde"},
    {T::kReplayStepTurnBack, "« Turn", "« Zug"},
    {T::kReplayStepBack, "<", "<"},
    {T::kReplayStep, ">", ">"},
    {T::kReplayStepTurn, "Turn »", "Zug »"},
    {T::kReplayStepRound, "Round »", "Runde »"},
    {T::kReplayAfterTurn, "Turn {0} of {1}", "Zug {0} von {1}"},
    {T::kStory, "The story of the game: money (cash + laundered) after each round",
     "Der Verlauf: Geld (bar + gewaschen) nach jeder Runde"},
    {T::kStorySwing, "Round {0}: {1} moved", "Runde {0}: {1} bewegt"},
    {T::kScoreBusinessBonus, "Business bonus", "Geschäftsbonus"},
    {T::kScoreDisplayValue, "Value of businesses and gangsters", "Wert der Geschäfte und Gangster"},
    {T::kScoreTotal, "Total", "Summe"},
    {T::kScoreWinner, "{0} wins", "{0} gewinnt"},
    {T::kScoreSharedWin, "Shared win: {0}", "Geteilter Sieg: {0}"},
    {T::kScoreTieBreak, "Tie broken by the value of businesses and gangsters",
     "Gleichstand entschieden durch den Wert der Geschäfte und Gangster"},
    {T::kScoreTwice, "2 x {0}", "2 x {0}"},
    {T::kScoreActiveGangsters, "active gangsters: {0}", "aktive Gangster: {0}"},
    {T::kScoreTied, "active gangsters: {0}, tied: no bonus", "aktive Gangster: {0}, Gleichstand: kein Bonus"},
    {T::kScoreNoVictim, "no gangster killed", "keinen Gangster getötet"},
    {T::kScoreOneVictim, "1 gangster killed: strength {0} x {1}", "1 Gangster getötet: Stärke {0} x {1}"},
    {T::kScoreVictims, "{0} gangsters killed: total strength {1} x {2}",
     "{0} Gangster getötet: Gesamtstärke {1} x {2}"},
    {T::kScoreTopIncome, "the highest income", "das höchste Einkommen"},

    {T::kDealTitle, "Deal", "Deal"},
    {T::kDealGives, "{0} gives: {1}", "{0} gibt: {1}"},
    {T::kDealMark, "a deal marker on {0}", "einen Deal-Marker auf {0}"},
    {T::kDealUnmark, "takes back a deal marker from {0}", "nimmt einen Deal-Marker von {0} zurück"},
    {T::kDealNothing, "nothing", "nichts"},
    {T::kDealConfirm, "{0} agrees", "{0} stimmt zu"},
    {T::kDealConfirmed, "{0} agreed", "{0} hat zugestimmt"},
    {T::kDealApply, "Make the deal", "Deal abschließen"},
    {T::kDealClear, "Start over", "Neu beginnen"},
    {T::kDealAnd, " and ", " und "},
    {T::kComputerThinking, "{0} is thinking", "{0} überlegt"},
    {T::kComputerEasy, "computer, easy", "Computer, leicht"},
    {T::kComputerNormal, "computer, normal", "Computer, normal"},
    {T::kDealAsk, "Ask {0}", "{0} fragen"},
    {T::kVerdictAccepted, "{0} accepts the deal", "{0} nimmt den Handel an"},
    {T::kVerdictTooLittle, "{0} declines: {1} is too little for {2}", "{0} lehnt ab: {1} ist zu wenig für {2}"},
    {T::kVerdictInvalid, "{0} declines: the deal is not valid now", "{0} lehnt ab: der Handel ist jetzt nicht gültig"},
    {T::kVerdictNotInterested, "{0} declines: there is nothing in it for {0}",
     "{0} lehnt ab: für {0} ist nichts dabei"},
    {T::kVerdictTooLittleMoney, "{0} declines: {1} is too little, {0} asks {2}",
     "{0} lehnt ab: {1} ist zu wenig, {0} verlangt {2}"},
    {T::kOfferLine, "{0} offers {1} a deal: {1} gives {2}, gets {3}",
     "{0} bietet {1} einen Deal an: {1} gibt {2}, bekommt {3}"},
    {T::kOfferDeclined, "{0} declines the offer", "{0} lehnt das Angebot ab"},
    {T::kOfferAccept, "Accept the offer", "Angebot annehmen"},
    {T::kOfferDecline, "Decline", "Ablehnen"},
    {T::kStatusRollFor, "Dice for {0}: {1}, each die {2} or more", "Würfel für {0}: {1}, je Würfel {2} oder mehr"},
    {T::kStatusSeatDone, "{0} is done", "{0} ist fertig"},
    {T::kOfferSellYou, "{0} offers you one use of their {1} for {2}",
     "{0} bietet dir für {2} eine Nutzung des eigenen Geschäfts {1} an"},
    {T::kOfferSellTo, "{0} offers {3} one use of their {1} for {2}",
     "{0} bietet {3} für {2} eine Nutzung des eigenen Geschäfts {1} an"},
    {T::kOfferBuyYou, "{0} offers you {2} for one use of your {1}",
     "{0} bietet dir {2} für eine Nutzung deines Geschäfts {1}"},
    {T::kOfferBuyTo, "{0} offers {3} {2} for one use of {3}'s {1}",
     "{0} bietet {3} {2} für eine Nutzung des Geschäfts {1} von {3}"},
    {T::kOfferDealYou, "{0} offers you a deal: you give {1}, you get {2}",
     "{0} bietet dir einen Deal an: du gibst {1}, du bekommst {2}"},
    {T::kDealUse, "one use of {0}", "eine Nutzung des Geschäfts {0}"},
    {T::kDealYouGive, "You give", "Du gibst"},
    {T::kDealYouGet, "You get from {0}", "Du bekommst von {0}"},
    {T::kDealSideGives, "{0} gives", "{0} gibt"},
    {T::kDealYouGiveList, "You give: {0}", "Du gibst: {0}"},
    {T::kDealYouGetList, "You get: {0}", "Du bekommst: {0}"},
    {T::kDealPickFirst, "Who proposes the deal?", "Wer schlägt den Deal vor?"},
    {T::kDealPickSecond, "With whom?", "Mit wem?"},
    {T::kDealHowTo, "Set what each side gives. Both sides agree, then Make the deal; any change needs both again.",
     "Legt fest, was jede Seite gibt. Beide stimmen zu, dann Deal abschließen; jede Änderung braucht beide neu."},
    {T::kDonePeek, "Done - hide my cards", "Fertig - Karten verbergen"},
    {T::kComputerExpert, "computer, expert", "Computer, Experte"},
    {T::kHint, "Hint", "Tipp"},
    {T::kHintThinking, "Finding a hint: {0}%", "Tipp wird gesucht: {0} %"},
    {T::kHintLine, "Hint: {0}. {1}", "Tipp: {0}. {1}"},
    {T::kHintSearched, "The best of {0} moves in {1} games played out to the end.",
     "Der beste von {0} Zügen in {1} zu Ende gespielten Partien."},
    {T::kHintObvious, "No other move is worth weighing.", "Kein anderer Zug lohnt eine Abwägung."},
    {T::kHintNone, "Hint: no move to suggest.", "Tipp: kein Zug vorzuschlagen."},
    {T::kHintAsked, "{0} asked for a hint", "{0} hat um einen Tipp gebeten"},
    {T::kAdviceOrder, "Give {0} an order", "Gib {0} einen Auftrag"},
    {T::kAdvicePurchase, "Send {0} to buy {1}", "Schicke {0}, um {1} zu kaufen"},
    {T::kAdvicePlayOn, "Play {0} on {1}", "Spiele {0} auf {1}"},
    {T::kAdvicePlayInformant, "Look at the order on {0} (Informant)", "Sieh dir den Auftrag auf {0} an (Informant)"},
    {T::kAdvicePlayMarket, "Play an Informant: exchange the market", "Spiele einen Informanten: tausche den Markt aus"},
    {T::kAdvicePlaySpy, "Look at the order on {0} (Spy)", "Sieh dir den Auftrag auf {0} an (Spion)"},
    {T::kAdvicePlaySchemer, "Play a Schemer", "Spiele einen Intriganten"},
    {T::kAdvicePlayDoctor, "Play an Emergency Doctor", "Spiele einen Notarzt"},
    {T::kAdviceLawyer, "Look at the order on {0} (Lawyer)", "Sieh dir den Auftrag auf {0} an (Anwalt)"},
    {T::kAdviceLook, "Take a second look, at the order on {0}", "Schau ein zweites Mal, auf den Auftrag auf {0}"},
    {T::kAdviceClaim, "Claim the device", "Melde dich"},
    {T::kAdviceContinue, "Go on", "Mach weiter"},
    {T::kAdviceChoose, "Choose {0}", "Wähle {0}"},
    {T::kAdvicePay, "Pay {0} for {1}", "Bezahle {0} für {1}"},
    {T::kAdviceAbort, "Drop the assignment of {0}", "Verwirf den Auftrag von {0}"},
    {T::kAdviceName, "Name {0} as the target", "Nenne {0} als Ziel"},
    {T::kAdviceNameNone, "Name no target", "Nenne kein Ziel"},
    {T::kAdviceReveal, "Reveal the order on {0}", "Decke den Auftrag auf {0} auf"},
    {T::kAdviceTarget, "Target {0}", "Ziele auf {0}"},
    {T::kAdviceUse, "Use the deal markers on {0}", "Nutze die Deal-Marker auf {0}"},
    {T::kAdviceStake, "Stake {0}", "Setze {0}"},
    {T::kAdviceReroll, "Re-roll die {0} (Cop)", "Wirf Würfel {0} neu (Polizist)"},
    {T::kAdviceRob, "Reveal the Robbery on {0}", "Decke den Raub auf {0} auf"},
    {T::kAdviceTrap, "Reveal the Trap on {0}", "Decke die Falle auf {0} auf"},
    {T::kAdviceBuy, "Buy {0} for {1}", "Kaufe {0} für {1}"},
    {T::kAdviceLaunder, "Launder {0}", "Wasche {0}"},
    {T::kAdviceRecruit, "Recruit {0}", "Wirb {0} an"},
    {T::kAdviceDiscardOrder, "Discard an order card", "Wirf eine Auftragskarte ab"},
    {T::kAdviceDiscardInfluence, "Discard an influence card", "Wirf eine Einflusskarte ab"},
    {T::kAdviceTrade, "Make the deal: {0}", "Schließe den Deal: {0}"},
    {T::kSpokenGangster, "Gangster {0} of the {1} family", "Gangster {0} der Familie {1}"},
    {T::kSpokenOrder, "Order card: {0}", "Auftragskarte: {0}"},
    {T::kSpokenInfluence, "Influence card: {0}", "Einflusskarte: {0}"},
    {T::kSpokenBusiness, "Business: {0}", "Geschäft: {0}"},
    {T::kSpokenFamily, "The {0} family", "Familie {0}"},
    {T::kSpokenYourCards, "Your hand", "Deine Hand"},
    {T::kSpokenActions, "Actions", "Aktionen"},
    {T::kSpokenCashLess, "Less money", "Weniger Geld"},
    {T::kSpokenCashMore, "More money", "Mehr Geld"},
});

static_assert(static_cast<int>(T::kButtonRevealUnnamed) - static_cast<int>(T::kButtonAccept) ==
                  static_cast<int>(Button::kRevealUnnamed) - static_cast<int>(Button::kAccept),
              "the button texts follow enum Button");
static_assert(static_cast<int>(T::kStatusOver) - static_cast<int>(T::kStatusDrawCheck) == static_cast<int>(Step::kOver),
              "the status lines follow enum lcn::Step");
static_assert(static_cast<int>(T::kReasonPeek) - static_cast<int>(T::kReasonDrawCheck) ==
                  static_cast<int>(PrivateReason::kPeek) - 1,
              "the hand-off reasons follow enum PrivateReason");
static_assert(static_cast<int>(T::kEffectCarBomb) - static_cast<int>(T::kEffectJob) ==
                  static_cast<int>(lcn::Effect::kCarBomb),
              "the order names follow enum lcn::Effect");

}  // namespace

std::string Tr(Lang lang, T t, std::initializer_list<std::string_view> args) { return Fmt(Text(lang, t), args); }

std::string NameOf(const State& s, const SeatNames& names, Seat seat) {
    if (seat >= s.players) return "?";
    if (!names[seat].empty()) return names[seat];
    return lcn::FamilyInfo(s.player[seat].family).name;
}

std::string BusinessName(Lang lang, lcn::BusinessId b) {
    if (b >= lcn::kNumBusinesses) return "?";
    const lcn::BusinessTypeData& t = lcn::TypeData(lcn::TypeOf(b));
    return lang == Lang::kGerman ? t.german : t.english;
}

const char* InfluenceName(Lang lang, lcn::Influence t) {
    if (static_cast<int>(t) >= lcn::kNumInfluenceTypes) return "?";
    const lcn::InfluenceData& d = lcn::InfluenceCard(t);
    return lang == Lang::kGerman ? d.german : d.english;
}

namespace {

// The German working titles of the $ jobs (docs/lacosanostra-rules.md §2.3), in the order of the jobs in the order
// decks (by index, so the English titles are not stored twice); the rulebook's own words where it names one
// (Autodiebstahl, Anlagebetrug, Zigarettenschmuggel). texts_test checks the count and a few pairs.
constexpr const char* kJobTitlesDe[] = {
    "Waren|lieferung",        // Goods Delivery
    "Schwindel",              // Swindle
    "Tankstellen|überfall",   // Gas Station Hold-up
    "Einschüchterung",        // Intimidation
    "Begleit|service",        // Escort Service
    "Kreditkarten|betrug",    // Credit Card Fraud
    "Waffen|handel",          // Arms Deal
    "Rotlicht|viertel",       // Red-Light District
    "Auto|diebstahl",         // Car Theft
    "Anlage|betrug",          // Investment Fraud
    "Markt|manipulation",     // Market Rigging
    "Zigaretten|schmuggel",   // Cigarette Smuggling
    "Konkurs|verfahren",      // Bankruptcy Proceedings
    "Betrug",                 // Fraud
    "Öffentliche Aufträge",   // Public Contracts
    "Erpressung",             // Blackmail
    "Anlage|betrug II",       // Investment Fraud II
    "Falschgeld",             // Counterfeiting
    "Bankrott",               // Bankruptcy
    "Drogen|handel",          // Drug Trade
    "Auto|diebstahl II",      // Car Theft II
    "Illegale Subventionen",  // Illegal Subsidies
    "Drogen|schmuggel",       // Drug Smuggling
    "Sause",                  // Party
    "Wahl|fälschung",         // Vote Rigging
    "Wucher",                 // Usury
    "Sondermüll|transport",   // Hazardous Waste Hauling
    "Mörderische Show",       // Killer Show
    "Illegales Labor",        // Illegal Lab
    "Drogenring",             // Drug Ring
    "Versicherungs|betrug",   // Insurance Fraud
    "Giftmüll|deponie",       // Toxic Waste Dump
    "Geschobener Boxkampf",   // Fixed Boxing Match
    "Film|produktion",        // Film Production
    "Immobilien|betrug",      // Real-Estate Fraud
    "Glücksspiel|betrug",     // Gambling Rigging
    "Senatoren|party",        // Senator's Party
    "Auto|schmuggel",         // Car Smuggling
    "Schulden|falle",         // Debt Trap
};

}  // namespace

std::string JobTitle(Lang lang, lcn::OrderId o) {
    if (o >= lcn::kNumOrders || lcn::Order(o).kind != lcn::OrderKind::kJob) return {};
    if (lang == Lang::kGerman) {
        std::size_t job = 0;  // the job's place among the jobs
        for (lcn::OrderId k = 0; k < o; ++k) job += lcn::Order(k).kind == lcn::OrderKind::kJob;
        if (job < std::size(kJobTitlesDe)) return kJobTitlesDe[job];
    }
    return lcn::Order(o).title;
}

std::string CardTitle(Lang lang, lcn::OrderId o) {
    if (o >= lcn::kNumOrders) return "?";
    const lcn::OrderData& d = lcn::Order(o);
    std::string title = d.kind == lcn::OrderKind::kJob ? JobTitle(lang, o)
                                                       : Text(lang, Offset(T::kEffectJob, static_cast<int>(d.effect)));
    // The German effect names too long for a hand card's line, with their marks (the log keeps them whole).
    constexpr const char* kBreaks[][2] = {{"Sachbeschädigung", "Sach|beschädigung"},
                                          {"Geburtstagsfeier", "Geburtstags|feier"}};
    for (const auto& [whole, marked] : kBreaks)
        if (title == whole) title = marked;
    return title;
}

std::string OrderName(Lang lang, lcn::OrderId o) {
    if (o >= lcn::kNumOrders) return "?";
    const lcn::OrderData& d = lcn::Order(o);
    return Tr(lang, Offset(T::kEffectJob, static_cast<int>(d.effect)), {WithoutBreaks(JobTitle(lang, o))});
}

OrderAmountTexts OrderAmounts(Lang lang, const lcn::OrderData& d) {
    if (d.amount2 == 0) return {};
    if (d.amount1 > 0) return {Money(lang, d.amount2), Money(lang, d.amount1)};
    return {Money(lang, d.effect == lcn::Effect::kConnections ? -d.amount2 : d.amount2), {}};
}

const char* ComputerMark(Lang lang, SeatKind kind) {
    switch (kind) {
        case SeatKind::kPerson: return "";
        case SeatKind::kEasy: return Text(lang, T::kComputerEasy);
        case SeatKind::kNormal: return Text(lang, T::kComputerNormal);
        case SeatKind::kExpert: return Text(lang, T::kComputerExpert);
    }
    return "";
}

const char* HandOffReason(Lang lang, PrivateReason reason) {
    if (reason == PrivateReason::kNone) return "";
    return Text(lang, Offset(T::kReasonDrawCheck, static_cast<int>(reason) - 1));
}

const char* Text(Lang lang, T t) { return ui::Pick(kRows, lang, t); }

std::string WithoutBreaks(std::string_view title) {
    std::string out;
    for (char ch : title)
        if (ch != '|') out += ch;
    return out;
}

}  // namespace shell::games::lacosanostra
