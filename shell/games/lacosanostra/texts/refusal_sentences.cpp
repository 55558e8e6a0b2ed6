// shell/games/lacosanostra/texts/refusal_sentences.cpp — why the rules refused a move, in the player's language
// (sentences.h RefusalSentence): the core's English sentence, or the German one of kRefusalRows, with the core's card
// and number after it in the table's card codes (card_codes.h).
#include <cstddef>
#include <string>
#include <string_view>

#include "games/lacosanostra/texts/card_codes.h"
#include "games/lacosanostra/texts/sentences.h"
#include "ui/phrase.h"

// The core's RefusalCode has no kCount: kMalformed is its last code.
template <>
inline constexpr std::size_t shell::ui::kKeyCount<lcn::RefusalCode> =
    static_cast<std::size_t>(lcn::RefusalCode::kMalformed) + 1;

namespace shell::games::lacosanostra {

namespace {

// ---- Refusals (rules.h RefusalCode): the German sentence of every code. English is the core's RefusalText; the
// card and number that follow the sentence are the core's too (RefusalSuffix).
constexpr auto kRefusalRows = ui::Keyed<ui::GermanPhrase<lcn::RefusalCode>>({
    {lcn::RefusalCode::kNone, ""},
    {lcn::RefusalCode::kGameOver, "das Spiel ist vorbei"},
    {lcn::RefusalCode::kNotYourTurn, "dieser Platz ist nicht am Zug"},
    {lcn::RefusalCode::kWrongStep, "diese Aktion gibt es an dieser Stelle des Spiels nicht"},
    {lcn::RefusalCode::kNotSafePoint, "Deals und Spielzüge außer der Reihe warten auf einen sicheren Moment"},
    {lcn::RefusalCode::kNoSuchCard, "diese Karte gibt es hier nicht"},
    {lcn::RefusalCode::kNotYourCard, "die Karte gehört jemand anderem"},
    {lcn::RefusalCode::kGangsterNotIdle, "der Gangster hat schon einen Auftrag"},
    {lcn::RefusalCode::kGangsterNotActive, "der Gangster ist nicht aktiv"},
    {lcn::RefusalCode::kNoAssignment, "der Gangster hat keinen Auftrag"},
    {lcn::RefusalCode::kNotInHand, "die Karte ist nicht auf der Hand"},
    {lcn::RefusalCode::kNotInMarket, "die Karte liegt nicht im Markt"},
    {lcn::RefusalCode::kNotEnoughCash, "nicht genug Bargeld"},
    {lcn::RefusalCode::kAmountOutOfRange, "die Zahl liegt außerhalb des erlaubten Bereichs"},
    {lcn::RefusalCode::kWrongDiceCount, "falsche Anzahl Würfel"},
    {lcn::RefusalCode::kOptionOff, "mit den Optionen dieses Spiels nicht erlaubt"},
    {lcn::RefusalCode::kAlreadyAttached, "der Gangster trägt schon eine Karte dieser Art"},
    {lcn::RefusalCode::kOwnGangsterRequired, "dafür braucht es einen eigenen Gangster"},
    {lcn::RefusalCode::kOpponentRequired, "dafür braucht es eine Karte eines anderen Spielers"},
    {lcn::RefusalCode::kAbilityUsed, "die Fähigkeit wurde in dieser Runde schon genutzt"},
    {lcn::RefusalCode::kNotAttack, "eine Falle antwortet nur auf einen Angriff"},
    {lcn::RefusalCode::kNotAttacked, "nur der angegriffene Spieler darf eine Falle stellen"},
    {lcn::RefusalCode::kNoReactionCard, "auf diesem Gangster ist keine solche Reaktionskarte geplant"},
    {lcn::RefusalCode::kAlreadyClaimed, "dieser Platz hat sich in diesem Fenster schon gemeldet"},
    {lcn::RefusalCode::kInvalidTarget, "kein gültiges Ziel"},
    {lcn::RefusalCode::kRequirementsUnmet, "die Geschäfte decken den Auftrag nicht ab"},
    {lcn::RefusalCode::kNoObjection, "Einspruch gibt es nur gegen einen Zug aus lauter Angriffen"},
    {lcn::RefusalCode::kHandLimitReached, "das Handlimit erlaubt das nicht"},
    {lcn::RefusalCode::kNoMarker, "kein Deal-Marker dafür"},
    {lcn::RefusalCode::kTradeInvalid, "der Deal ist nicht gültig"},
    {lcn::RefusalCode::kNothingToSee, "dort liegt kein verdeckter Auftrag, den dieser Platz noch nicht gesehen hat"},
    {lcn::RefusalCode::kMalformed, "die Aktion setzt ein Feld, das ihre Art nicht nutzt"},
});

// What the core's sentence adds after the words of the code: the card " (Y3)" and the number " [4]"; a business or
// influence card in the table's code of `lang` (card_codes.h), as the cards show it.
std::string RefusalSuffix(Lang lang, const lcn::Refusal& r) {
    const std::string full = lcn::RefusalText(r);
    const std::string bare = lcn::RefusalText(lcn::Refusal{r.code});
    std::string suffix = full.size() > bare.size() ? full.substr(bare.size()) : std::string();
    std::string core, shown;
    if (r.card >= lcn::kRefBusiness && r.card < lcn::kRefBusiness + lcn::kNumBusinesses) {
        const auto b = static_cast<lcn::BusinessId>(r.card - lcn::kRefBusiness);
        core = lcn::BusinessCode(b), shown = BusinessCardCode(lang, b);
    } else if (r.card >= lcn::kRefInfluence && r.card < lcn::kRefInfluence + lcn::kNumInfluenceTypes) {
        const auto t = static_cast<lcn::Influence>(r.card - lcn::kRefInfluence);
        core = lcn::InfluenceCode(t), shown = InfluenceKindCode(lang, t);
    }
    if (const std::size_t at = suffix.find("(" + core + ")"); !core.empty() && at != std::string::npos)
        suffix.replace(at + 1, core.size(), shown);
    return suffix;
}

}  // namespace

std::string RefusalSentence(Lang lang, const lcn::Refusal& r) {
    if (r.ok()) return {};
    const ui::GermanPhrase<lcn::RefusalCode>* row = kRefusalRows.find(r.code);
    std::string suffix = RefusalSuffix(lang, r);
    if (lang == Lang::kEnglish || row == nullptr) return lcn::RefusalText(lcn::Refusal{r.code}) + suffix;
    const std::string_view seat = " (seat ";
    if (suffix.compare(0, seat.size(), seat) == 0) suffix = " (Platz " + suffix.substr(seat.size());
    return row->de + suffix;
}

}  // namespace shell::games::lacosanostra
