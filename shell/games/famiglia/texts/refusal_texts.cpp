// shell/games/famiglia/texts/refusal_texts.cpp — why the rules refused a move, in the player's language (texts.h
// RefusalSentence): the core's English sentence (fam::RefusalText), or the German one of kRefusalRows, a row per
// code; tests/famiglia/table/refusal_texts_test.cpp sends every code through it.
#include <string>
#include <string_view>

#include "games/famiglia/texts/texts.h"
#include "ui/phrase.h"

namespace shell::games::famiglia {

namespace {

// ---- Refusals (core/famiglia/refusal.h): the German sentence of every code; {0} {1} are the cards, {2} {3}
// the numbers. English is the core's own sentence (fam::RefusalText).
constexpr auto kRefusalRows = Keyed<GermanPhrase<RefusalCode>>({
    {RefusalCode::kNone, ""},
    {RefusalCode::kGameOver, "das Spiel ist vorbei"},
    {RefusalCode::kNotACard, "keine Karte"},
    {RefusalCode::kUnknownAction, "unbekannte Aktion"},
    {RefusalCode::kRefreshClosed,
     "Schritt 1 (Auffrischen) ist vorbei: in diesem Zug wurde schon ein späterer Schritt gespielt"},
    {RefusalCode::kDrawPileEmpty, "Auffrischen ist nicht möglich: der Nachziehstapel ist leer"},
    {RefusalCode::kZeroInStreet,
     "Auffrischen ist nur erlaubt, solange keine 0 in der Straß"
     "e liegt"},
    {RefusalCode::kOneRefreshPerTurn,
     "im zweiten Durchgang (oder nach dem Mischen) ist nur ein Auffrischen pro Zug erlaubt"},
    {RefusalCode::kNotInStreet,
     "in der Straß"
     "e liegt kein {0}"},
    {RefusalCode::kNotAnAccountant, "{0} ist kein Buchhalter"},
    {RefusalCode::kNoAbility, "{0} hat keine Fähigkeit (Rang 0)"},
    {RefusalCode::kAccountantClosed,
     "Schritt 2 (Buchhalter) ist vorbei: in diesem Zug wurde schon ein Buchhalter, ein Brutaler oder ein "
     "späterer Schritt gespielt"},
    {RefusalCode::kNotInHand, "du hast kein {0} auf der Hand"},
    {RefusalCode::kSwapNeedsAccountant, "Tauschen geht nur nach einem Buchhalter in diesem Zug"},
    {RefusalCode::kSwapClosed,
     "Schritt 2 (Buchhalter) ist vorbei: in diesem Zug wurde schon ein späterer Schritt gespielt"},
    {RefusalCode::kNoSwapsLeft,
     "keine Tausche mehr ü"
     "brig: der Rang des Buchhalters erlaubt keine weiteren"},
    {RefusalCode::kNotInArea, "in deiner Auslage liegt kein {0}"},
    {RefusalCode::kAreaCardLocked,
     "{0} kann nicht wechseln: der gerade gespielte Buchhalter und schon getauschte Karten bleiben, wo sie sind"},
    {RefusalCode::kHandCardLocked,
     "{0} kann nicht wechseln: dieser Buchhalter hat die Karte gerade zurü"
     "ckgeholt"},
    {RefusalCode::kNotABrute, "{0} ist kein Brutaler"},
    {RefusalCode::kBruteClosed,
     "Schritt 3 (Brutaler) ist vorbei: es wurde schon ein Brutaler gespielt oder der Zug ist vorbei"},
    {RefusalCode::kRankZeroTarget, "{0} hat Rang 0 und kann nicht gesenkt werden"},
    {RefusalCode::kValueNotBelowRank, "der neue Wert muss unter dem Rang von {0} ({2}) liegen"},
    {RefusalCode::kBruteTooWeak,
     "{0} senkt um hö"
     "chstens {2}: {1} kann auf {3} sinken"},
    {RefusalCode::kNewCardsOnly,
     "nur neue Karten: du hast in diesem Zug aufgefrischt, darfst also nur eine dabei gezogene Karte nehmen, und "
     "kein neues {0} passt"},
    {RefusalCode::kNotFree,
     "{0} hat den Wert {2}: nur eine Karte mit Wert 0 gibt es kostenlos; zum Bezahlen braucht es zwei Karten"},
    {RefusalCode::kNeedTwo, "du brauchst zwei {0} auf der Hand"},
    {RefusalCode::kNeedPair, "du brauchst {0} und {1} auf der Hand"},
    {RefusalCode::kPairTakeFree, "{0} hat jetzt den Wert 0: nimm {0} kostenlos"},
    {RefusalCode::kPairNeeds, "{0} (Wert {2}) braucht {1} und ein weiteres {1}"},
});

std::string GermanRefusal(const Refusal& r) {
    const std::string c0 = r.cards[0] == kNoCard ? std::string() : CardCode(r.cards[0]);
    const std::string c1 = r.cards[1] == kNoCard ? std::string() : CardCode(r.cards[1]);
    const std::string n0 = std::to_string(r.numbers[0]), n1 = std::to_string(r.numbers[1]);
    std::string out = Fmt(kRefusalRows.find(r.code)->de, {c0, c1, n0, n1});
    switch (r.code) {
        case RefusalCode::kBruteTooWeak:
            if (BruteReachOpenEnded(r)) out.insert(out.size() - std::string_view(" sinken").size(), " oder mehr");
            break;
        case RefusalCode::kPairNeeds:
            if (MercenaryMayPay(r)) out += Fmt(" oder einen Söldner mit Rang {0} oder mehr", {n0});
            [[fallthrough]];
        case RefusalCode::kPairTakeFree:
            out = std::string("das Paar passt nicht") + (r.two_jokers ? " (nur ein Söldner darf Joker sein)" : "") +
                  ": " + out;
            break;
        default: break;
    }
    return out;
}

}  // namespace

std::string RefusalSentence(Lang lang, const Refusal& refusal) {
    if (!refusal.refused() || refusal.code >= RefusalCode::kCount) return {};
    return lang == Lang::kGerman ? GermanRefusal(refusal) : RefusalText(refusal);
}

}  // namespace shell::games::famiglia
