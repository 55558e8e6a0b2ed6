// shell/games/famiglia/guide/guide_script.cpp — the guided first game's data (guide.h): its deal, every move of
// both seats in the core's notation, and its words.
//
// How the deal was chosen: the tool famiglia_guide_search (tools/fam_guide_search.cpp, run by hand) searches seeds
// 1..800 with seat 0 beginning and an Easy computer for the fewest taps in which seat 0 refreshes and takes a 0
// on its first turn, then takes with two genuine cards, with a Mercenary standing in, after an Accountant's swap,
// and after a Brute's lowering. Seed 58 does all in five turns of seat 0, the Accountant before the Brute as in the
// step bar.
#include "games/famiglia/guide/guide.h"
#include "ui/phrase.h"

namespace shell::games::famiglia {

namespace {

using G = GuideText;
using N = GuideNo;

constexpr GuideStep kSteps[] = {
    {"refresh F4", G::kWelcome, G::kRefresh, N::kRefresh},
    {"take M0", G::kTakeZero, G::kConfirm, N::kTakeZero},
    {"refresh A4", G::kNone, G::kNone, N::kNone},
    {"refresh A3", G::kNone, G::kNone, N::kNone},
    {"refresh A3", G::kNone, G::kNone, N::kNone},
    {"take F0", G::kNone, G::kNone, N::kNone},
    {"take M1 M0 M0", G::kTakeTwo, G::kPlayArea, N::kTakeTwo},
    {"take B0", G::kNone, G::kNone, N::kNone},
    {"take A1 M1 A0", G::kJoker, G::kSpendGreen, N::kJoker},
    {"take B0", G::kNone, G::kNone, N::kNone},
    {"accountant A1", G::kAccountant, G::kNone, N::kAccountant},
    {"swap M1 M0", G::kSwap, G::kNone, N::kSwap},
    {"take B1 M1 B0", G::kTakeBack, G::kSpendAgain, N::kTakeBack},
    {"refresh B3", G::kNone, G::kNone, N::kNone},
    {"take F1 F0 F0", G::kNone, G::kNone, N::kNone},
    {"brute B1 A1 0", G::kBrute, G::kLower, N::kBrute},
    {"take A1", G::kTakeLowered, G::kNone, N::kTakeLowered},
};

constexpr auto kTexts = ui::Keyed<ui::Phrase<G>>({
    {G::kNone, "", ""},
    {G::kWelcome,
     "Take cards from the Street; most points win. A turn runs the bar's steps: 1 Refresh, 2 Accountant, 3 Brute, "
     "4 Take. No 0 lies in the Street, so step 1 is open: tap the red 4.",
     "Nimm Karten aus der Straße; die meisten Punkte gewinnen. Ein Zug folgt der Leiste: 1 Auffrischen, 2 Buchhalter, "
     "3 Brutaler, 4 Nehmen. Keine 0 liegt aus, also geht Schritt 1: tippe die rote 4."},
    {G::kRefresh,
     "Refresh it: it goes to the discard pile and you draw as many cards as its rank. Red La Famiglia cards have no "
     "power but score most.",
     "Frische sie auf: sie kommt auf den Ablagestapel, du ziehst so viele Karten wie ihr Rang. Rote La-Famiglia-Karten "
     "können nichts, zählen aber am meisten."},
    {G::kTakeZero, "Step 4: a 0 is free. Take the green 0: green Mercenaries later stand in for a card you lack.",
     "Schritt 4: eine 0 kostet nichts. Nimm die grüne 0: grüne Söldner springen später für eine fehlende Karte ein."},
    {G::kConfirm, "Take it. A take ends your turn; then the computer plays.",
     "Nimm sie. Nehmen beendet deinen Zug; dann spielt der Computer."},
    {G::kTakeTwo,
     "A card of rank 1 or more costs two hand cards of its family, one rank lower. Your two green 0s pay for the "
     "green 1.",
     "Eine Karte ab Rang 1 kostet zwei Handkarten ihrer Familie, einen Rang tiefer. Deine zwei grünen 0en zahlen die "
     "grüne 1."},
    {G::kPlayArea, "One payer goes face up to your play area and is spent; the other stays in your hand.",
     "Ein Zahler kommt offen in deine Auslage und ist verbraucht; der andere bleibt auf der Hand."},
    {G::kJoker,
     "Blue 1: you hold one blue 0, not two. Your green 1 stands in: a Mercenary pays for any family, below its rank.",
     "Blaue 1: du hast nur eine blaue 0. Deine grüne 1 springt ein: ein Söldner zahlt für jede Familie, unter seinem "
     "Rang."},
    {G::kSpendGreen, "Let the green 1 go to your play area: an Accountant can bring it back.",
     "Lass die grüne 1 in die Auslage gehen: ein Buchhalter kann sie zurückholen."},
    {G::kAccountant,
     "Step 2: play your blue Accountant. It swaps up to its rank in cards between your play area and your hand.",
     "Schritt 2: spiel deinen blauen Buchhalter. Er tauscht bis zu seinem Rang Karten zwischen Auslage und Hand."},
    {G::kSwap, "Bring your spent green 1 back: tap it in your play area, then the green 0 in your hand.",
     "Hol deine verbrauchte grüne 1 zurück: tippe sie in der Auslage an, dann die grüne 0 auf der Hand."},
    {G::kTakeBack, "Step 4: the green 1 stands in again. Take the yellow 1 with it and your yellow 0.",
     "Schritt 4: die grüne 1 springt wieder ein. Nimm mit ihr und deiner gelben 0 die gelbe 1."},
    {G::kSpendAgain, "Spend the green 1 again: your yellow 0 stays in your hand.",
     "Verbrauche wieder die grüne 1: deine gelbe 0 bleibt auf der Hand."},
    {G::kBrute,
     "Step 3: a yellow Brute lowers a Street card by up to its rank, for this turn. Tap your yellow 1, then the blue "
     "1.",
     "Schritt 3: ein gelber Brutaler senkt eine Karte der Straße um bis zu seinen Rang, für diesen Zug. Tippe deine "
     "gelbe 1, dann die blaue 1."},
    {G::kLower, "Lower the blue 1 to 0.", "Senke die blaue 1 auf 0."},
    {G::kTakeLowered, "It counts as 0 now: take it for free. It still scores its printed points.",
     "Sie zählt jetzt als 0: nimm sie umsonst. Sie bringt trotzdem ihre aufgedruckten Punkte."},
    {G::kDone,
     "You know every step. The game ends when the second draw pile runs out and the round is over, or after two "
     "passes in a row. Each card scores its printed points, red more; most points win.",
     "Du kennst jeden Schritt. Das Spiel endet, wenn der zweite Nachziehstapel leer und die Runde um ist, oder nach "
     "zwei Pässen in Folge. Jede Karte zählt ihre Punkte, rote mehr; die meisten Punkte gewinnen."},
});

constexpr auto kNo = ui::Keyed<ui::Phrase<N>>({
    {N::kNone, "", ""},
    {N::kRefresh, "First step 1: refresh the red 4, it draws the most new cards",
     "Erst Schritt 1: frische die rote 4 auf, sie bringt die meisten neuen Karten"},
    {N::kTakeZero, "Take the green 0: a 0 costs nothing", "Nimm die grüne 0: eine 0 kostet nichts"},
    {N::kTakeTwo, "Take the green 1: your two green 0s pay for it",
     "Nimm die grüne 1: deine zwei grünen 0en zahlen sie"},
    {N::kJoker, "Take the blue 1: see how a Mercenary stands in", "Nimm die blaue 1: so springt ein Söldner ein"},
    {N::kAccountant, "Step 2 comes before step 4: play the blue Accountant",
     "Schritt 2 kommt vor Schritt 4: spiel den blauen Buchhalter"},
    {N::kSwap, "Swap the green 1 of your play area for the green 0 in hand",
     "Tausche die grüne 1 der Auslage gegen die grüne 0 der Hand"},
    {N::kTakeBack, "Take the yellow 1: the green 1 you brought back pays",
     "Nimm die gelbe 1: die zurückgeholte grüne 1 zahlt"},
    {N::kBrute, "Step 3 comes before step 4: play the yellow Brute on the blue 1",
     "Schritt 3 kommt vor Schritt 4: spiel den gelben Brutalen auf die blaue 1"},
    {N::kTakeLowered, "Take the blue 1 you lowered: it is free this turn",
     "Nimm die gesenkte blaue 1: sie ist in diesem Zug umsonst"},
});

}  // namespace

const GuideScript& TheGuideScript() {
    static const GuideScript script{Setup{.seed = 58, .rules = Rules{}, .first = 0}, kSteps,
                                    static_cast<int>(std::size(kSteps))};
    return script;
}

const char* GuideWords(Lang lang, GuideText text) { return ui::Pick(kTexts, lang, text); }
const char* GuideNoWords(Lang lang, GuideNo no) { return ui::Pick(kNo, lang, no); }

}  // namespace shell::games::famiglia
