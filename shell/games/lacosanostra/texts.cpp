// shell/games/lacosanostra/texts.cpp — the string table (English, German) of the La Cosa Nostra table and the
// sentences built from it (texts.h). Card names come from the core's tables (cards.h: english / german).
#include "games/lacosanostra/texts.h"

#include <cstddef>

namespace fam::games::lacosanostra {

using fam::ui::Fmt;
using lcn::Move;
using lcn::MoveKind;
using lcn::State;
using lcn::Step;

namespace {

struct Row {
    T key;
    const char* en;
    const char* de;
};

constexpr Row kRows[] = {
    {T::kStatusDrawCheck, "{0} looks at the new cards", "{0} sieht sich die neuen Karten an"},
    {T::kStatusPlanning, "{0} plans an assignment", "{0} plant einen Auftrag"},
    {T::kStatusLook, "{0} takes a second look", "{0} schaut ein zweites Mal"},
    {T::kStatusWildWindow, "{0} may play influence cards", "{0} darf Einflusskarten spielen"},
    {T::kStatusPreTurn, "Before {0}'s turn: anyone reacting?", "Vor dem Zug von {0}: reagiert jemand?"},
    {T::kStatusClaim, "{0} answers the claim", "{0} antwortet auf die Meldung"},
    {T::kStatusChoose, "{0} chooses a gangster to act", "{0} wählt einen Gangster, der handelt"},
    {T::kStatusPurchase, "{0} pays for the purchase or cancels it", "{0} bezahlt den Kauf oder bricht ihn ab"},
    {T::kStatusBeforeReveal, "{0} may name a target: talk now, then reveal",
     "{0} kann ein Ziel nennen: jetzt verhandeln, dann aufdecken"},
    {T::kStatusTargetCard, "{0} picks the target card", "{0} wählt die Zielkarte"},
    {T::kStatusJobMarkers, "{0} picks the deal markers the job uses",
     "{0} wählt die Deal-Marker, die der Auftrag nutzt"},
    {T::kStatusStake, "{0} announces the stake", "{0} nennt den Einsatz"},
    {T::kStatusTrapBefore, "{0} attacks: anyone reacting?", "{0} greift an: reagiert jemand?"},
    {T::kStatusRoll, "Dice for {0}", "Würfel für {0}"},
    {T::kStatusReroll, "{0} may re-roll a die (Cop)", "{0} darf einen Würfel neu werfen (Polizist)"},
    {T::kStatusRerollDie, "Re-roll for {0}", "Neuer Wurf für {0}"},
    {T::kStatusTrapAfter, "The dice of {0} are down: anyone reacting?", "Die Würfel von {0} liegen: reagiert jemand?"},
    {T::kStatusRobberyWindow, "The job of {0} succeeded: anyone reacting?",
     "Der Auftrag von {0} ist gelungen: reagiert jemand?"},
    {T::kStatusDoctorWindow, "A card was hit on {0}'s turn: anyone reacting?",
     "Im Zug von {0} wurde eine Karte getroffen: reagiert jemand?"},
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
    {T::kButtonContinue, "Continue", "Weiter"},
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
    {T::kMoney, "${0},000", "{0}.000 $"},
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
    {T::kDealApply, "Close the deal", "Deal abschließen"},
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
    {T::kOfferLine, "{0} offers {1}: {2}", "{0} bietet {1} an: {2}"},
    {T::kOfferDeclined, "{0} declines the offer", "{0} lehnt das Angebot ab"},
    {T::kOfferAccept, "Accept the offer", "Angebot annehmen"},
    {T::kOfferDecline, "Decline", "Ablehnen"},
};

constexpr bool RowsInEnumOrder() {
    if (std::size(kRows) != static_cast<std::size_t>(T::kCount)) return false;
    for (std::size_t i = 0; i < std::size(kRows); ++i)
        if (static_cast<std::size_t>(kRows[i].key) != i) return false;
    return true;
}
static_assert(RowsInEnumOrder(), "kRows must list every T once, in enum order");

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

T Offset(T first, int n) { return static_cast<T>(static_cast<int>(first) + n); }

std::string Tr(Lang lang, T t, std::initializer_list<std::string_view> args) { return Fmt(Text(lang, t), args); }

std::string GangsterWord(lcn::GangsterId g) { return g < lcn::kNumGangsters ? lcn::GangsterCode(g) : "?"; }

const char* RomanRound(int round) {
    static constexpr const char* kRoman[] = {"I", "II", "III", "IV"};
    return round >= 1 && round <= lcn::kNumRounds ? kRoman[round - 1] : "?";
}

// The seat a status line names: the actor, a window's controller, the roller of a chance roll.
Seat StatusSeat(const State& s) {
    const lcn::Actor a = lcn::CurrentActor(s);
    if (a.kind == lcn::ActorKind::kChance) return s.cur.roller != kNoSeat ? s.cur.roller : s.cur.turn;
    return a.seat;
}

// The order revealed by `reveal`: still on the chosen gangster face up, or gone face up to the discard.
lcn::OrderId RevealedOrder(const State& before, const State& after) {
    const lcn::GangsterId g = before.cur.chosen;
    if (g < lcn::kNumGangsters && after.cur.revealed && after.cur.chosen == g &&
        after.gangsters[g].assignment == lcn::Assignment::kOrder)
        return after.gangsters[g].card;
    for (lcn::OrderId o = 0; o < lcn::kNumOrders; ++o)
        if (after.orders[o].zone == lcn::OrderZone::kDiscardUp && before.orders[o].zone != lcn::OrderZone::kDiscardUp)
            return o;
    return lcn::kNoOrder;
}

std::string CashSpent(Lang lang, const State& before, const State& after, Seat seat) {
    if (seat >= before.players) return Money(lang, 0);
    return Money(lang, before.player[seat].cash - after.player[seat].cash);
}

std::string BusinessList(Lang lang, const Move& m) {
    std::string out;
    for (int i = 0; i < m.count; ++i) {
        if (i > 0) out += ", ";
        out += BusinessName(lang, m.list[static_cast<std::size_t>(i)]);
    }
    return out;
}

std::string TargetWord(Lang lang, const Move& m) { return m.flag ? GangsterWord(m.a) : BusinessName(lang, m.a); }

std::string PlayLine(Lang lang, const Move& m, const std::string& who) {
    const auto t = static_cast<lcn::Influence>(m.a);
    switch (t) {
        case lcn::Influence::kInformant:
            return m.flag ? Tr(lang, T::kLogPlayMarket, {who})
                          : Tr(lang, T::kLogPlayInformant, {who, GangsterWord(m.b)});
        case lcn::Influence::kSpy: return Tr(lang, T::kLogPlaySpy, {who, GangsterWord(m.b)});
        case lcn::Influence::kSchemer: return Tr(lang, T::kLogPlaySchemer, {who});
        case lcn::Influence::kDoctor: return Tr(lang, T::kLogPlayDoctor, {who});
        default: return Tr(lang, T::kLogPlayOn, {who, InfluenceName(lang, t), GangsterWord(m.b)});
    }
}

// The dice of a roll in words: the values, the target number, the successes and, for a $ job, its payout.
std::string DiceSentence(Lang lang, const State& s, const std::array<std::uint8_t, lcn::kMaxDice>& dice) {
    const int n = s.cur.num_dice;
    std::string values;
    int successes = 0;
    for (int i = 0; i < n && i < lcn::kMaxDice; ++i) {
        const int v = dice[static_cast<std::size_t>(i)];
        if (i > 0) values += ' ';
        values += std::to_string(v);
        if (v >= s.cur.target_number) ++successes;
    }
    std::string out;
    switch (s.cur.roll_for) {
        case lcn::RollFor::kTrap: out = std::string(Text(lang, T::kEffectTrap)) + ": "; break;
        case lcn::RollFor::kRobbery: out = std::string(Text(lang, T::kEffectRobbery)) + ": "; break;
        case lcn::RollFor::kReturnFire: out = std::string(Text(lang, T::kDiceReturnFire)) + ": "; break;
        default: break;
    }
    out += Tr(lang, T::kDiceRolled, {values, std::to_string(s.cur.target_number)}) + ": ";
    if (successes == 0) {
        out += Text(lang, T::kDiceNoSuccess);
    } else if (successes == 1) {
        out += Text(lang, T::kDiceOneSuccess);
    } else {
        out += Tr(lang, T::kDiceSuccesses, {std::to_string(successes)});
    }
    // A $ job's payout: the revealed order on the chosen gangster.
    const lcn::GangsterId g = s.cur.chosen;
    if (s.cur.roll_for == lcn::RollFor::kOrder && s.cur.revealed && g < lcn::kNumGangsters &&
        s.gangsters[g].assignment == lcn::Assignment::kOrder && s.gangsters[g].card < lcn::kNumOrders) {
        const lcn::OrderData& od = lcn::Order(s.gangsters[g].card);
        if (od.kind == lcn::OrderKind::kJob) {
            const int pay = successes >= 2 ? od.amount2 : successes == 1 ? od.amount1 : 0;
            out += ": ";
            out += pay > 0 ? Tr(lang, T::kDiceJobPays, {Money(lang, pay)}) : std::string(Text(lang, T::kDiceJobFails));
        }
    }
    return out;
}

// ---- Refusals (rules.h RefusalCode): the German sentence of every code. English is the core's RefusalText; the
// card and number that follow the sentence are the core's too (RefusalSuffix).
struct RefusalRow {
    lcn::RefusalCode code;
    const char* de;
};
constexpr RefusalRow kRefusalRows[] = {
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
};
constexpr bool RefusalRowsInOrder() {
    if (std::size(kRefusalRows) != static_cast<std::size_t>(lcn::RefusalCode::kMalformed) + 1) return false;
    for (std::size_t i = 0; i < std::size(kRefusalRows); ++i)
        if (static_cast<std::size_t>(kRefusalRows[i].code) != i) return false;
    return true;
}
static_assert(RefusalRowsInOrder(), "kRefusalRows must list every RefusalCode once, in enum order");

// What the core's sentence adds after the words of the code: the card " (Y3)" and the number " [4]".
std::string RefusalSuffix(const lcn::Refusal& r) {
    const std::string full = lcn::RefusalText(r);
    const std::string bare = lcn::RefusalText(lcn::Refusal{r.code});
    return full.size() > bare.size() ? full.substr(bare.size()) : std::string();
}

// Whether `seat` shares the most active gangsters with another seat, so that no one got the $15,000.
bool TiedForMostGangsters(const State& s, const lcn::ScoreBreakdown& b, Seat seat) {
    int most = 0;
    for (Seat p = 0; p < s.players && p < lcn::kMaxPlayers; ++p) {
        if (b.seat[p].most_gangsters > 0) return false;
        if (b.seat[p].active_gangsters > most) most = b.seat[p].active_gangsters;
    }
    return b.seat[seat].active_gangsters == most;
}

std::string ViolenceDetail(Lang lang, const lcn::ScoreParts& x) {
    if (x.victims == 0 || x.victims_strength == 0) return Text(lang, T::kScoreNoVictim);
    const std::string per_point = Money(lang, x.violence / x.victims_strength);
    if (x.victims == 1) return Tr(lang, T::kScoreOneVictim, {std::to_string(x.victims_strength), per_point});
    return Tr(lang, T::kScoreVictims, {std::to_string(x.victims), std::to_string(x.victims_strength), per_point});
}

// "2 x $6,000" for a doubled part, empty when there is nothing to double.
std::string Twice(Lang lang, std::int32_t doubled) {
    return doubled == 0 ? std::string() : Tr(lang, T::kScoreTwice, {Money(lang, doubled / 2)});
}

// The dice as typed or rolled: "2 3 5".
std::string DiceValues(const std::array<std::uint8_t, lcn::kMaxDice>& dice, int count) {
    std::string values;
    for (int i = 0; i < count && i < lcn::kMaxDice; ++i) {
        if (i > 0) values += ' ';
        values += std::to_string(dice[static_cast<std::size_t>(i)]);
    }
    return values;
}

}  // namespace

std::string DiceTypingLine(Lang lang, const State& s, const Device& d) {
    const int dice = DiceToType(s);
    if (dice == 0) return {};
    const std::string typed = Tr(lang, T::kDiceTyped, {DiceValues(d.dice.values, d.dice.count)});
    if (d.dice.count >= dice) return typed;
    const std::string next = Tr(lang, T::kDiceType, {std::to_string(d.dice.count + 1), std::to_string(dice)});
    return d.dice.count == 0 ? next : next + ". " + typed;
}

std::vector<ScoreRow> ScoreRows(Lang lang, const State& s, Seat seat) {
    std::vector<ScoreRow> rows;
    if (seat >= s.players || seat >= lcn::kMaxPlayers) return rows;
    const lcn::ScoreBreakdown all = lcn::FinalBreakdown(s);
    const lcn::ScoreParts& x = all.seat[seat];
    auto add = [&](ScoreRowKind kind, T label, std::int32_t money, std::string detail) {
        rows.push_back({kind, Text(lang, label), std::move(detail), Money(lang, money), money});
    };
    add(ScoreRowKind::kCash, T::kScoreCash, x.cash, {});
    add(ScoreRowKind::kIncome, T::kScoreIncome, x.income, Twice(lang, x.income));
    add(ScoreRowKind::kMonopolies, T::kScoreMonopolies, x.monopolies, Twice(lang, x.monopolies));
    const T gangsters = TiedForMostGangsters(s, all, seat) ? T::kScoreTied : T::kScoreActiveGangsters;
    add(ScoreRowKind::kMostGangsters, T::kScoreMostGangsters, x.most_gangsters,
        Tr(lang, gangsters, {std::to_string(x.active_gangsters)}));
    add(ScoreRowKind::kViolence, T::kScoreViolence, x.violence, ViolenceDetail(lang, x));
    if (s.options.business_bonus) {
        add(ScoreRowKind::kBusinessBonus, T::kScoreBusinessBonus, x.business_bonus,
            x.business_bonus > 0 ? Text(lang, T::kScoreTopIncome) : "");
    }
    add(ScoreRowKind::kLaundered, T::kScoreLaundered, x.laundered, Twice(lang, x.laundered));
    add(ScoreRowKind::kTotal, T::kScoreTotal, x.total, {});
    const lcn::Outcome outcome = lcn::OutcomeOf(s);
    if (outcome.tie_break != lcn::TieBreak::kNone)
        add(ScoreRowKind::kDisplayValue, T::kScoreDisplayValue, outcome.display_value[seat], {});
    return rows;
}

std::string ScoreVerdict(Lang lang, const State& s, const SeatNames& names) {
    const lcn::Outcome outcome = lcn::OutcomeOf(s);
    std::string who;
    int winners = 0;
    for (Seat p = 0; p < s.players; ++p) {
        if ((outcome.winners >> p & 1u) == 0) continue;
        if (winners++ > 0) who += ", ";
        who += NameOf(s, names, p);
    }
    std::string line = Tr(lang, winners > 1 ? T::kScoreSharedWin : T::kScoreWinner, {who});
    if (outcome.tie_break == lcn::TieBreak::kDisplayValue) line += ". " + std::string(Text(lang, T::kScoreTieBreak));
    return line;
}

std::string RefusalSentence(Lang lang, const lcn::Refusal& r) {
    if (r.ok()) return {};
    if (lang == Lang::kEnglish) return lcn::RefusalText(r);
    const auto i = static_cast<std::size_t>(r.code);
    if (i >= std::size(kRefusalRows)) return lcn::RefusalText(r);
    std::string suffix = RefusalSuffix(r);
    const std::string_view seat = " (seat ";
    if (suffix.compare(0, seat.size(), seat) == 0) suffix = " (Platz " + suffix.substr(seat.size());
    return kRefusalRows[i].de + suffix;
}

const char* Text(Lang lang, T t) {
    const auto i = static_cast<std::size_t>(t);
    if (i >= std::size(kRows)) return "";
    return lang == Lang::kGerman ? kRows[i].de : kRows[i].en;
}

std::string NameOf(const State& s, const SeatNames& names, Seat seat) {
    if (seat >= s.players) return "?";
    if (!names[seat].empty()) return names[seat];
    return lcn::FamilyInfo(s.player[seat].family).name;
}

std::string Money(Lang lang, int thousands) {
    if (thousands == 0) return lang == Lang::kGerman ? "0 $" : "$0";
    const bool negative = thousands < 0;
    std::string out = Fmt(Text(lang, T::kMoney), {std::to_string(negative ? -thousands : thousands)});
    return negative ? "-" + out : out;
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

std::string OrderName(Lang lang, lcn::OrderId o) {
    if (o >= lcn::kNumOrders) return "?";
    const lcn::OrderData& d = lcn::Order(o);
    return Tr(lang, Offset(T::kEffectJob, static_cast<int>(d.effect)), {d.title});
}

std::string StatusLine(Lang lang, const State& s, const SeatNames& names) {
    const T t = Offset(T::kStatusDrawCheck, static_cast<int>(s.step));
    return Tr(lang, t, {NameOf(s, names, StatusSeat(s))});
}

std::string ThinkingLine(Lang lang, const State& s, const SeatNames& names, Seat seat) {
    return Tr(lang, T::kComputerThinking, {NameOf(s, names, seat)});
}

std::string VerdictLine(Lang lang, const State& s, const SeatNames& names, Seat seat, const lcn::TradeVerdict& v) {
    const std::string who = NameOf(s, names, seat);
    const std::string offered = Money(lang, v.offered);
    switch (v.reason) {
        case lcn::TradeReason::kAccepted: return Tr(lang, T::kVerdictAccepted, {who});
        case lcn::TradeReason::kInvalid: return Tr(lang, T::kVerdictInvalid, {who});
        case lcn::TradeReason::kNotInterested: return Tr(lang, T::kVerdictNotInterested, {who});
        case lcn::TradeReason::kTooLittle: break;
    }
    std::string card;
    if (v.card >= lcn::kRefBusiness && v.card < lcn::kRefBusiness + lcn::kNumBusinesses) {
        card = BusinessName(lang, static_cast<lcn::BusinessId>(v.card - lcn::kRefBusiness));
        if (lang == Lang::kEnglish) card = "the " + card;
    } else if (v.card >= lcn::kRefGangster && v.card < lcn::kRefGangster + lcn::kNumGangsters) {
        card = GangsterWord(static_cast<lcn::GangsterId>(v.card - lcn::kRefGangster));
    }
    if (card.empty()) return Tr(lang, T::kVerdictTooLittleMoney, {who, offered, Money(lang, v.wanted)});
    return Tr(lang, T::kVerdictTooLittle, {who, offered, card});
}

std::string OfferLine(Lang lang, const State& s, const SeatNames& names, Seat from, Seat to, const Move& trade) {
    return Tr(lang, T::kOfferLine, {NameOf(s, names, from), NameOf(s, names, to), TradeSummary(lang, s, trade, names)});
}

std::string OfferDeclinedLine(Lang lang, const State& s, const SeatNames& names, Seat seat) {
    return Tr(lang, T::kOfferDeclined, {NameOf(s, names, seat)});
}

const char* ComputerMark(Lang lang, SeatKind kind) {
    switch (kind) {
        case SeatKind::kPerson: return "";
        case SeatKind::kEasy: return Text(lang, T::kComputerEasy);
        case SeatKind::kNormal: return Text(lang, T::kComputerNormal);
    }
    return "";
}

std::string HandOffTitle(Lang lang, const State& s, const SeatNames& names, Seat seat) {
    return Tr(lang, T::kHandOffTitle, {NameOf(s, names, seat)});
}

const char* HandOffReason(Lang lang, PrivateReason reason) {
    if (reason == PrivateReason::kNone) return "";
    return Text(lang, Offset(T::kReasonDrawCheck, static_cast<int>(reason) - 1));
}

std::string ChoiceLabel(Lang lang, const State& s, const SeatNames& names, const Choice& c) {
    const int id = c.tap.id;
    switch (c.tap.thing) {
        case Thing::kButton: return Text(lang, Offset(T::kButtonAccept, id));
        case Thing::kClaim: return Tr(lang, T::kClaim, {NameOf(s, names, static_cast<Seat>(id))});
        case Thing::kSeat:
        case Thing::kUnlock: return NameOf(s, names, static_cast<Seat>(id));
        case Thing::kPeek: return Tr(lang, T::kMyCards, {NameOf(s, names, static_cast<Seat>(id))});
        case Thing::kDone: return Text(lang, id == 1 ? T::kDone : T::kHide);
        case Thing::kUnpick: return Text(lang, T::kBack);
        case Thing::kMarket: return Text(lang, T::kMarket);
        case Thing::kAmount: return Money(lang, id);
        case Thing::kDie: return Tr(lang, T::kDie, {std::to_string(id)});
        case Thing::kUseSet: return Tr(lang, T::kUseMarkers, {BusinessList(lang, c.move)});
        case Thing::kDice: return Tr(lang, T::kDiceConfirm, {DiceValues(c.move.list, c.move.count)});
        case Thing::kDieValue: return std::to_string(id);
        case Thing::kDieErase: return Text(lang, T::kDiceErase);
        case Thing::kOffer: return Text(lang, id == 1 ? T::kOfferAccept : T::kOfferDecline);
        case Thing::kNone:
        case Thing::kGangster:
        case Thing::kOrder:
        case Thing::kInfluence:
        case Thing::kBusiness: break;
    }
    return {};
}

std::string LogLine(Lang lang, const State& before, const Move& m, const State& after, const SeatNames& names) {
    const std::string who = NameOf(before, names, m.seat);
    std::string line;
    switch (m.kind) {
        case MoveKind::kAccept: line = Tr(lang, T::kLogAccept, {who}); break;
        case MoveKind::kObject: line = Tr(lang, T::kLogObject, {who}); break;
        case MoveKind::kOrder: line = Tr(lang, T::kLogOrder, {who, GangsterWord(m.a)}); break;
        case MoveKind::kPurchase:
            line = Tr(lang, T::kLogPurchase, {who, GangsterWord(m.a), BusinessName(lang, m.b)});
            break;
        case MoveKind::kPlay: line = PlayLine(lang, m, who); break;
        case MoveKind::kLawyer: line = Tr(lang, T::kLogLawyer, {who, GangsterWord(m.b)}); break;
        case MoveKind::kLook: line = Tr(lang, T::kLogLook, {who, GangsterWord(m.a)}); break;
        case MoveKind::kClaim: line = Tr(lang, T::kLogClaim, {who}); break;
        case MoveKind::kDecline: line = Tr(lang, T::kLogDecline, {who}); break;
        case MoveKind::kContinue: line = Tr(lang, T::kLogContinue, {who}); break;
        case MoveKind::kChoose: line = Tr(lang, T::kLogChoose, {who, GangsterWord(m.a)}); break;
        case MoveKind::kPay: {
            const lcn::GangsterId g = before.cur.chosen;
            const lcn::BusinessId b = g < lcn::kNumGangsters ? before.gangsters[g].card : lcn::kNoBusiness;
            line = Tr(lang, T::kLogPay, {who, CashSpent(lang, before, after, m.seat), BusinessName(lang, b)});
            break;
        }
        case MoveKind::kAbort: line = Tr(lang, T::kLogAbort, {who, GangsterWord(before.cur.chosen)}); break;
        case MoveKind::kName:
            line = m.other == kNoSeat ? Tr(lang, T::kLogNameNone, {who})
                                      : Tr(lang, T::kLogName, {who, NameOf(before, names, m.other)});
            break;
        case MoveKind::kReveal:
            line = Tr(lang, T::kLogReveal,
                      {who, GangsterWord(before.cur.chosen), OrderName(lang, RevealedOrder(before, after))});
            break;
        case MoveKind::kTarget: line = Tr(lang, T::kLogTarget, {who, TargetWord(lang, m)}); break;
        case MoveKind::kUse: line = Tr(lang, T::kLogUse, {who, BusinessList(lang, m)}); break;
        case MoveKind::kStake: line = Tr(lang, T::kLogStake, {who, Money(lang, m.amount)}); break;
        case MoveKind::kReroll: line = Tr(lang, T::kLogReroll, {who, std::to_string(m.amount)}); break;
        case MoveKind::kKeep: line = Tr(lang, T::kLogKeep, {who}); break;
        case MoveKind::kFire: line = Tr(lang, T::kLogFire, {who}); break;
        case MoveKind::kHold: line = Tr(lang, T::kLogHold, {who}); break;
        case MoveKind::kRob: line = Tr(lang, T::kLogRob, {who, GangsterWord(m.a)}); break;
        case MoveKind::kTrap: line = Tr(lang, T::kLogTrap, {who, GangsterWord(m.a)}); break;
        case MoveKind::kBuy:
            line = Tr(lang, T::kLogBuy, {who, BusinessName(lang, m.a), CashSpent(lang, before, after, m.seat)});
            break;
        case MoveKind::kPass: line = Tr(lang, T::kLogPass, {who}); break;
        case MoveKind::kLaunder: line = Tr(lang, T::kLogLaunder, {who, Money(lang, m.amount)}); break;
        case MoveKind::kRecruit: line = Tr(lang, T::kLogRecruit, {who, GangsterWord(m.a)}); break;
        case MoveKind::kDiscard: line = Tr(lang, m.flag ? T::kLogDiscardInfluence : T::kLogDiscardOrder, {who}); break;
        case MoveKind::kTrade: line = Tr(lang, T::kLogTrade, {TradeSummary(lang, before, m, names)}); break;
        case MoveKind::kRoll: {
            std::array<std::uint8_t, lcn::kMaxDice> dice = before.cur.dice;
            if (before.step == Step::kRerollDie && before.cur.reroll_die >= 1 && before.cur.reroll_die <= lcn::kMaxDice)
                dice[static_cast<std::size_t>(before.cur.reroll_die - 1)] = m.list[0];
            else
                dice = m.list;
            line = DiceSentence(lang, before, dice);
            break;
        }
    }
    if (after.round != before.round && !lcn::IsOver(after))
        line += ". " + Tr(lang, T::kLogNewRound, {RomanRound(after.round)});
    if (lcn::IsOver(after) && !lcn::IsOver(before)) line += ". " + std::string(Text(lang, T::kStatusOver));
    return line;
}

std::string DiceWords(Lang lang, const State& s) {
    if (s.cur.num_dice == 0 || s.cur.dice[0] == 0) return {};
    return DiceSentence(lang, s, s.cur.dice);
}

std::string TradeSummary(Lang lang, const State& s, const Move& m, const SeatNames& names) {
    std::string side[2];
    for (int i = 0; i < m.count && i < lcn::kMaxTradeItems; ++i) {
        const lcn::TradeItem& item = m.items[static_cast<std::size_t>(i)];
        std::string what;
        switch (item.verb) {
            case lcn::TradeVerb::kPay: what = Money(lang, item.amount); break;
            case lcn::TradeVerb::kGive:
                what = item.gangster ? GangsterWord(item.card) : BusinessName(lang, item.card);
                break;
            case lcn::TradeVerb::kMark: what = Tr(lang, T::kDealMark, {BusinessName(lang, item.card)}); break;
            case lcn::TradeVerb::kUnmark: what = Tr(lang, T::kDealUnmark, {BusinessName(lang, item.card)}); break;
        }
        std::string& list = side[item.by_other ? 1 : 0];
        if (!list.empty()) list += Text(lang, T::kDealAnd);
        list += what;
    }
    std::string out;
    const Seat seats[2] = {m.seat, m.other};
    for (int k = 0; k < 2; ++k) {
        if (k > 0) out += " / ";
        out += Tr(lang, T::kDealGives,
                  {NameOf(s, names, seats[k]), side[k].empty() ? std::string(Text(lang, T::kDealNothing)) : side[k]});
    }
    return out;
}

}  // namespace fam::games::lacosanostra
