// shell/games/lacosanostra/cards/card_texts.cpp — see card_texts.h. The facts come from the core's tables (cards.h);
// the words are the templates below, one per kind of fact (docs/lacosanostra-rules.md §2.2, §2.4-§2.6, §4.5
// "Monopolies").
#include "games/lacosanostra/cards/card_texts.h"

#include <array>
#include <cstddef>
#include <cstring>

#include "games/lacosanostra/texts/card_codes.h"
#include "games/lacosanostra/texts/screen_texts.h"
#include "games/lacosanostra/texts/texts.h"
#include "ui/phrase.h"

namespace shell::games::lacosanostra {

namespace {

using ui::Fmt;

enum class C : std::uint8_t {
    kKindJob,  // OrderKind order
    kKindAttack,
    kKindReaction,
    kKindOther,
    kNeeds,
    kNeedsNothing,
    kDifficulty,
    kDifficultyVictim,
    kTwoNeeded,
    kPays,
    kNamed,
    kTargetPlayer,  // Target order
    kTargetBusinessman,
    kTargetCompany,
    kTargetGangster,
    kBeatUp,  // lcn::Effect order from kBeatUpBusinessman
    kPropertyDamage,
    kTheft,
    kVandalism,
    kUnbeatableOffer,
    kConnections,
    kLaundering,
    kBirthday,
    kArson,
    kKillBusinessman,
    kAssassination,
    kPoach,
    kRobbery,
    kTrap,
    kHorseRace,
    kDriveBy,
    kCarBomb,
    kBusinessman,
    kCompany,
    kIncome,
    kMonopoly,
    kProstitution,  // lcn::Monopoly order
    kDrugs,
    kLending,
    kLawyer,  // lcn::Ability order from kLawyer
    kPolitician,
    kCop,
    kStartOf,
    kOtherCode,
    kFamily,
    kStrength,
    kStartGangster,
    kRecruitFor,
    kStrengthNow,
    kOrderOn,
    kFaceDown,
    kPurchaseOn,
    kAttached,
    kDeactivated,
    kInfluenceKind,
    kWhen,
    kWhenOwnTurn,
    kWhenReaction,
    kWhenPlanning,
    kWhenAction,
    kInformant,  // lcn::Influence order
    kSpy,
    kDoctor,
    kHenchman,
    kSaboteur,
    kMachineGun,
    kDistraction,
    kSchemer,
    kNeedOwn,
    kNeedMarker,
    kNeedMissing,
    kCanDoNow,
    kCannotNow,
    kLegendDot,
    kLegendSquare,
    kLegendM,
    kLegendHeld,
    kLegendMarker,
    kLegendGangster,
    kLegendStruck,
    kLegendVictim,
    kCount
};

constexpr auto kRows = ui::Keyed<ui::Phrase<C>>({
    {C::kKindJob, "$ job · round {0}", "$-Auftrag · Runde {0}"},
    {C::kKindAttack, "Attack · round {0}", "Angriff · Runde {0}"},
    {C::kKindReaction, "Reaction · round {0}", "Reaktion · Runde {0}"},
    {C::kKindOther, "Other order · round {0}", "Sonstiger Auftrag · Runde {0}"},
    {C::kNeeds, "Needs: {0}", "Braucht: {0}"},
    {C::kNeedsNothing, "Needs no business", "Braucht kein Geschäft"},
    {C::kDifficulty, "Difficulty {0}+: a die of {0} or more succeeds",
     "Schwierigkeit {0}+: ein Würfel ab {0} ist ein Erfolg"},
    {C::kDifficultyVictim, "Difficulty S+: the victim's strength, +1 if he holds an order",
     "Schwierigkeit S+: Stärke des Opfers, +1 wenn es einen Auftrag trägt"},
    {C::kTwoNeeded, "Needs 2 successes: 1 does nothing", "Braucht 2 Erfolge: 1 bewirkt nichts"},
    {C::kPays, "Pays {0} with 2+ successes, {1} with 1", "Bringt {0} bei 2+ Erfolgen, {1} bei 1"},
    {C::kNamed, "Name a target player before the reveal, or it is discarded unused",
     "Vor dem Aufdecken ein Ziel nennen, sonst wird er ungenutzt abgelegt"},
    {C::kTargetPlayer, "Target: an opponent", "Ziel: ein Gegner"},
    {C::kTargetBusinessman, "Target: an opponent's businessman", "Ziel: ein Geschäftsmann eines Gegners"},
    {C::kTargetCompany, "Target: an opponent's company", "Ziel: eine Firma eines Gegners"},
    {C::kTargetGangster, "Target: an opponent's gangster", "Ziel: ein Gangster eines Gegners"},
    {C::kBeatUp, "1 success deactivates him", "1 Erfolg deaktiviert ihn"},
    {C::kPropertyDamage, "He pays {0} (2+ successes) or {1} (1) to the bank",
     "Er zahlt {0} (2+ Erfolge) oder {1} (1) an die Bank"},
    {C::kTheft, "He pays you {0} (2+ successes) or {1} (1)", "Er zahlt dir {0} (2+ Erfolge) oder {1} (1)"},
    {C::kVandalism, "1 success deactivates it", "1 Erfolg deaktiviert sie"},
    {C::kUnbeatableOffer, "Buy a market business at half price (2+ successes) or {1} cheaper (1)",
     "Kaufe ein Geschäft aus dem Markt zum halben Preis (2+ Erfolge) oder {1} billiger (1)"},
    {C::kConnections, "Buy any business of deck or market, {0} cheaper (2+ successes) or at full price (1)",
     "Kaufe ein beliebiges Geschäft aus Stapel oder Markt, {0} billiger (2+ Erfolge) oder zum vollen Preis (1)"},
    {C::kLaundering, "Put up to {0} (2+ successes) or {1} (1) of cash under your boss: safe, counts double",
     "Lege bis zu {0} (2+ Erfolge) oder {1} (1) Bargeld unter deinen Boss: sicher, zählt doppelt"},
    {C::kBirthday, "Every other player gives you {0} (2+ successes) or {1} (1)",
     "Jeder andere Spieler gibt dir {0} (2+ Erfolge) oder {1} (1)"},
    {C::kArson, "2+ successes destroy it, 1 deactivates it", "2+ Erfolge zerstören sie, 1 deaktiviert sie"},
    {C::kKillBusinessman, "2+ successes kill him, 1 deactivates him", "2+ Erfolge töten ihn, 1 deaktiviert ihn"},
    {C::kAssassination, "2 successes kill him", "2 Erfolge töten ihn"},
    {C::kPoach, "2 successes take him over; deal markers on him go home",
     "2 Erfolge werben ihn ab; Deal-Marker auf ihm gehen zurück"},
    {C::kRobbery,
     "Reaction to another's successful job: take its payout (2+ successes) or half (1). Counts as an attack",
     "Reaktion auf einen gelungenen Auftrag eines anderen: nimm die Auszahlung (2+ Erfolge) oder die Hälfte (1). "
     "Zählt als Angriff"},
    {C::kTrap, "Reaction to an attack on you: foil it and kill the attacker (2+ successes) or foil it (1)",
     "Reaktion auf einen Angriff auf dich: vereitle ihn und töte den Angreifer (2+ Erfolge) oder vereitle ihn (1)"},
    {C::kHorseRace, "Announce a stake of up to {0} first: 1 or more successes double it, none loses it",
     "Nenne zuerst einen Einsatz bis {0}: 1 oder mehr Erfolge verdoppeln ihn, keiner verliert ihn"},
    {C::kDriveBy, "2 successes kill him; with none, the victim may fire back",
     "2 Erfolge töten ihn; bei keinem darf das Opfer zurückschießen"},
    {C::kCarBomb, "2+ successes kill him, 1 deactivates him", "2+ Erfolge töten ihn, 1 deaktiviert ihn"},
    {C::kBusinessman, "Businessman (grey dot)", "Geschäftsmann (grauer Punkt)"},
    {C::kCompany, "Company (yellow square)", "Firma (gelbes Quadrat)"},
    {C::kIncome, "Income {0} per payday · price {1}", "Einkommen {0} je Zahltag · Preis {1}"},
    {C::kMonopoly, "M: counts for the {0} monopoly (+{1} per payday)",
     "M: zählt für das Monopol {0} (+{1} je Zahltag)"},
    {C::kProstitution, "prostitution", "Prostitution"},
    {C::kDrugs, "drug trade", "Drogenhandel"},
    {C::kLending, "money lending", "Geldverleih"},
    {C::kLawyer, "Once per round: look at two planned orders of opponents",
     "Einmal pro Runde: zwei geplante Aufträge von Gegnern ansehen"},
    {C::kPolitician, "One more influence card when drawing", "Eine Einflusskarte mehr beim Ziehen"},
    {C::kCop, "Once per round: re-roll one die of a $ job",
     "Einmal pro Runde: einen Würfel eines $-Auftrags neu werfen"},
    {C::kStartOf, "Start card of {0}", "Startkarte von {0}"},
    {C::kOtherCode, "In German: {0} ({1})", "Auf Englisch: {0} ({1})"},
    {C::kFamily, "Family {0}", "Familie {0}"},
    {C::kStrength, "Strength {0}: the dice he rolls", "Stärke {0}: so viele Würfel wirft er"},
    {C::kStartGangster, "Start gangster", "Startgangster"},
    {C::kRecruitFor, "Recruited at payday for {0}", "Am Zahltag anwerbbar für {0}"},
    {C::kStrengthNow, "Strength now {0}", "Stärke jetzt {0}"},
    {C::kOrderOn, "Order: {0}", "Auftrag: {0}"},
    {C::kFaceDown, "face down", "verdeckt"},
    {C::kPurchaseOn, "Sent to buy: {0}", "Soll kaufen: {0}"},
    {C::kAttached, "Lying on him: {0}", "Auf ihm: {0}"},
    {C::kDeactivated, "Deactivated until the next round", "Deaktiviert bis zur nächsten Runde"},
    {C::kInfluenceKind, "Influence card · {0} in the game", "Einflusskarte · {0} im Spiel"},
    {C::kWhen, "When: {0}", "Wann: {0}"},
    {C::kWhenOwnTurn, "on your own turn, in any phase", "im eigenen Zug, in jeder Phase"},
    {C::kWhenReaction, "as a reaction, when a gangster or businessman is hit",
     "als Reaktion, wenn ein Gangster oder Geschäftsmann getroffen wird"},
    {C::kWhenPlanning, "in the planning phase", "in der Planungsphase"},
    {C::kWhenAction, "in the action phase, also out of turn", "in der Aktionsphase, auch außer der Reihe"},
    {C::kInformant, "Look at one planned order of an opponent, or replace all 4 market cards",
     "Einen geplanten Auftrag eines Gegners ansehen oder alle 4 Marktkarten austauschen"},
    {C::kSpy, "Look at two planned orders of opponents", "Zwei geplante Aufträge von Gegnern ansehen"},
    {C::kDoctor, "A kill becomes a deactivation, or a deactivation does not happen",
     "Aus Töten wird Deaktivieren, oder ein Deaktivieren findet nicht statt"},
    {C::kHenchman, "On any gangster: his order's difficulty -1; leaves with the order",
     "Auf einen Gangster: Schwierigkeit seines Auftrags -1; geht mit dem Auftrag"},
    {C::kSaboteur, "On an opponent's gangster: his order's difficulty +1 (at most 6); leaves with the order",
     "Auf einen Gangster eines Gegners: Schwierigkeit seines Auftrags +1 (höchstens 6); geht mit dem Auftrag"},
    {C::kMachineGun, "On any gangster: strength +1, one more die, until the round's end",
     "Auf einen Gangster: Stärke +1, ein Würfel mehr, bis Rundenende"},
    {C::kDistraction, "On an opponent's gangster: strength -1 (at least 1) until the round's end",
     "Auf einen Gangster eines Gegners: Stärke -1 (mindestens 1) bis Rundenende"},
    {C::kSchemer, "Before another player's turn: take an extra turn now; or on your own turn: skip it",
     "Vor dem Zug eines anderen: jetzt einen Extrazug machen; oder im eigenen Zug: aussetzen"},
    {C::kNeedOwn, "{0}: your own card", "{0}: eigene Karte"},
    {C::kNeedMarker, "{0}: your deal marker on {1}'s card", "{0}: dein Deal-Marker auf der Karte von {1}"},
    {C::kNeedMissing, "{0}: missing", "{0}: fehlt"},
    {C::kCanDoNow, "You can do this job now", "Diesen Auftrag kannst du jetzt erledigen"},
    {C::kCannotNow, "Not doable now", "Jetzt nicht machbar"},
    {C::kLegendDot, "Grey dot: a businessman ({0})", "Grauer Punkt: ein Geschäftsmann ({0})"},
    {C::kLegendSquare, "Yellow square: a company ({0})", "Gelbes Quadrat: eine Firma ({0})"},
    {C::kLegendM, "M at a card's corner: counts for a monopoly", "M in der Kartenecke: zählt für ein Monopol"},
    {C::kLegendHeld, "{1} by a family: its monopoly, 2+ active and more than all others (+{0} each payday)",
     "{1} bei einer Familie: ihr Monopol, 2+ aktive und mehr als alle anderen (+{0} je Zahltag)"},
    {C::kLegendMarker, "Lettered dot on a business: that family's deal marker",
     "Punkt mit Buchstabe auf einem Geschäft: Deal-Marker dieser Familie"},
    {C::kLegendGangster, "On a gangster: a card back is a face-down order; {0} are influence cards",
     "Auf einem Gangster: eine Kartenrückseite ist ein verdeckter Auftrag; {0} sind Einflusskarten"},
    {C::kLegendStruck, "Red line across a card: deactivated", "Roter Strich über einer Karte: deaktiviert"},
    {C::kLegendVictim, "S+: the difficulty is the victim's strength",
     "S+: die Schwierigkeit ist die Stärke des Opfers"},
});

const char* Say(Lang lang, C c) { return ui::Pick(kRows, lang, c); }
std::string Say(Lang lang, C c, std::initializer_list<std::string_view> args) { return Fmt(Say(lang, c), args); }
C After(C first, int n) { return static_cast<C>(static_cast<int>(first) + n); }

static_assert(static_cast<int>(C::kCarBomb) - static_cast<int>(C::kBeatUp) ==
                  static_cast<int>(lcn::Effect::kCarBomb) - static_cast<int>(lcn::Effect::kBeatUpBusinessman),
              "the effect templates follow enum lcn::Effect");
static_assert(static_cast<int>(C::kSchemer) - static_cast<int>(C::kInformant) ==
                  static_cast<int>(lcn::Influence::kSchemer),
              "the influence effects follow enum lcn::Influence");
// When each influence card may be played, in enum lcn::Influence order (§2.6 "Timing").
constexpr C kWhenOf[lcn::kNumInfluenceTypes] = {C::kWhenOwnTurn,  C::kWhenOwnTurn,  C::kWhenReaction, C::kWhenPlanning,
                                                C::kWhenPlanning, C::kWhenPlanning, C::kWhenPlanning, C::kWhenAction};

std::string BusinessTypeName(Lang lang, lcn::BusinessType t) {
    const lcn::BusinessTypeData& d = lcn::TypeData(t);
    return lang == Lang::kGerman ? d.german : d.english;
}

// "Pimp (PI)": the name with the code the table's cards show, which the details thus explain.
std::string NameAndCode(Lang lang, lcn::BusinessType t) {
    return BusinessTypeName(lang, t) + " (" + BusinessKindCode(lang, t) + ")";
}

Lang OtherLang(Lang lang) { return lang == Lang::kGerman ? Lang::kEnglish : Lang::kGerman; }

// A kind's code and name in the other language, where its code differs ("In German: ZU (Zuhälter)"): the codes
// follow the page's language, and a player who switches learns the other set from the card (docs/table-design.md).
void AddOtherCode(CardDetails& out, Lang lang, std::string_view own, std::string_view other, std::string_view name) {
    if (own != other) out.lines.push_back(Say(lang, C::kOtherCode, {other, name}));
}

CardDetails OrderDetails(Lang lang, lcn::OrderId o) {
    const lcn::OrderData& d = lcn::Order(o);
    CardDetails out{OrderName(lang, o), {}};
    out.lines.push_back(Say(lang, After(C::kKindJob, static_cast<int>(d.kind)), {RoundNumeral(d.round)}));
    if (d.kind == lcn::OrderKind::kJob) {
        std::string needs;
        for (int i = 0; i < d.num_required; ++i)
            needs += (i > 0 ? ", " : "") + NameAndCode(lang, d.required[static_cast<std::size_t>(i)]);
        out.lines.push_back(needs.empty() ? std::string(Say(lang, C::kNeedsNothing)) : Say(lang, C::kNeeds, {needs}));
    }
    out.lines.push_back(d.difficulty == lcn::kVictimStrength
                            ? std::string(Say(lang, C::kDifficultyVictim))
                            : Say(lang, C::kDifficulty, {std::to_string(d.difficulty)}));
    const std::string a2 = Money(lang, d.amount2), a1 = Money(lang, d.amount1);
    if (d.kind == lcn::OrderKind::kJob) {
        out.lines.push_back(Say(lang, C::kPays, {a2, a1}));
    } else {
        // Whom an attack aims at, per effect from kBeatUpBusinessman (P player, B businessman, C company, G
        // gangster, - none), then what it does (§2.2).
        constexpr char kTargets[] = "BPPC----CBGB---GG";
        static_assert(sizeof kTargets - 1 == lcn::kNumEffects - 1, "one target per effect but kJob");
        const char* kinds = "PBCG";  // C::kTargetPlayer order
        const int k = static_cast<int>(d.effect) - static_cast<int>(lcn::Effect::kBeatUpBusinessman);
        if (const char* at = std::strchr(kinds, kTargets[k]); at != nullptr)
            out.lines.push_back(Say(lang, After(C::kTargetPlayer, static_cast<int>(at - kinds))));
        out.lines.push_back(Say(lang, After(C::kBeatUp, k), {a2, a1}));
    }
    if (d.min_successes >= 2) out.lines.push_back(Say(lang, C::kTwoNeeded));
    if (d.kind == lcn::OrderKind::kAttack) out.lines.push_back(Say(lang, C::kNamed));
    return out;
}

CardDetails BusinessDetails(Lang lang, lcn::BusinessId b) {
    const lcn::BusinessTypeData& t = lcn::TypeData(lcn::TypeOf(b));
    CardDetails out{NameAndCode(lang, lcn::TypeOf(b)), {}};
    out.lines.push_back(Say(lang, t.category == lcn::BusinessCategory::kCompany ? C::kCompany : C::kBusinessman));
    out.lines.push_back(Say(lang, C::kIncome, {Money(lang, lcn::Income(b)), Money(lang, lcn::Price(b))}));
    if (t.monopoly != lcn::Monopoly::kNone)
        out.lines.push_back(
            Say(lang, C::kMonopoly,
                {Say(lang, After(C::kProstitution, static_cast<int>(t.monopoly))), Money(lang, lcn::kMonopolyIncome)}));
    if (t.ability != lcn::Ability::kNone)
        out.lines.push_back(Say(lang, After(C::kLawyer, static_cast<int>(t.ability) - 1)));
    if (const auto& start = lcn::BusinessCard(b).start_of)
        out.lines.push_back(Say(lang, C::kStartOf, {lcn::FamilyInfo(*start).name}));
    const lcn::BusinessType type = lcn::TypeOf(b);
    AddOtherCode(out, lang, BusinessKindCode(lang, type), BusinessKindCode(OtherLang(lang), type),
                 BusinessTypeName(OtherLang(lang), type));
    return out;
}

CardDetails GangsterDetails(Lang lang, lcn::GangsterId g) {
    const lcn::GangsterData& d = lcn::Gangster(g);
    CardDetails out{std::string(d.name) + " (" + lcn::GangsterCode(g) + ")", {}};
    out.lines.push_back(Say(lang, C::kFamily, {lcn::FamilyInfo(lcn::FamilyOf(g)).name}));
    out.lines.push_back(Say(lang, C::kStrength, {std::to_string(d.strength)}));
    out.lines.push_back(lcn::IsStartGangster(g) ? std::string(Say(lang, C::kStartGangster))
                                                : Say(lang, C::kRecruitFor, {Money(lang, d.price)}));
    return out;
}

CardDetails InfluenceDetails(Lang lang, lcn::Influence t) {
    const lcn::InfluenceData& d = lcn::InfluenceCard(t);
    CardDetails out{std::string(InfluenceName(lang, t)) + " (" + InfluenceKindCode(lang, t) + ")", {}};
    const int k = static_cast<int>(t);
    out.lines.push_back(Say(lang, C::kInfluenceKind, {std::to_string(d.copies)}));
    out.lines.push_back(Say(lang, C::kWhen, {Say(lang, kWhenOf[k])}));
    out.lines.push_back(Say(lang, After(C::kInformant, k)));
    AddOtherCode(out, lang, InfluenceKindCode(lang, t), InfluenceKindCode(OtherLang(lang), t),
                 InfluenceName(OtherLang(lang), t));
    return out;
}

}  // namespace

CardDetails DetailsOf(Lang lang, CardRef card) {
    switch (card.kind) {
        case CardKind::kOrder:
            if (card.id >= 0 && card.id < lcn::kNumOrders)
                return OrderDetails(lang, static_cast<lcn::OrderId>(card.id));
            break;
        case CardKind::kBusiness:
            if (card.id >= 0 && card.id < lcn::kNumBusinesses)
                return BusinessDetails(lang, static_cast<lcn::BusinessId>(card.id));
            break;
        case CardKind::kGangster:
            if (card.id >= 0 && card.id < lcn::kNumGangsters)
                return GangsterDetails(lang, static_cast<lcn::GangsterId>(card.id));
            break;
        case CardKind::kInfluence:
            if (card.id >= 0 && card.id < lcn::kNumInfluenceTypes)
                return InfluenceDetails(lang, static_cast<lcn::Influence>(card.id));
            break;
    }
    return {"?", {}};
}

std::vector<CardRef> AllCards() {
    std::vector<CardRef> out;
    for (int o = 0; o < lcn::kNumOrders; ++o) out.push_back({CardKind::kOrder, o});
    for (int b = 0; b < lcn::kNumBusinesses; ++b) out.push_back({CardKind::kBusiness, b});
    for (int g = 0; g < lcn::kNumGangsters; ++g) out.push_back({CardKind::kGangster, g});
    for (int t = 0; t < lcn::kNumInfluenceTypes; ++t)
        for (int k = 0; k < lcn::InfluenceCard(static_cast<lcn::Influence>(t)).copies; ++k)
            out.push_back({CardKind::kInfluence, t});
    return out;
}

std::vector<std::string> GangsterPlaceLines(Lang lang, const lcn::State& s, lcn::GangsterId g) {
    std::vector<std::string> out;
    if (g >= lcn::kNumGangsters) return out;
    const lcn::GangsterPlace& gp = s.gangsters[g];
    if (lcn::Strength(s, g) != lcn::Gangster(g).strength)
        out.push_back(Say(lang, C::kStrengthNow, {std::to_string(lcn::Strength(s, g))}));
    if (gp.assignment == lcn::Assignment::kOrder) {
        const bool shown = gp.card != lcn::kHiddenOrder && gp.card < lcn::kNumOrders;
        out.push_back(Say(lang, C::kOrderOn, {shown ? OrderName(lang, gp.card) : Say(lang, C::kFaceDown)}));
    } else if (gp.assignment == lcn::Assignment::kPurchase && gp.card < lcn::kNumBusinesses) {
        out.push_back(Say(lang, C::kPurchaseOn, {BusinessName(lang, gp.card)}));
    }
    constexpr std::array<std::pair<int, lcn::Influence>, 4> kAttach = {{
        {lcn::kAttachHenchman, lcn::Influence::kHenchman},
        {lcn::kAttachSaboteur, lcn::Influence::kSaboteur},
        {lcn::kAttachMachineGun, lcn::Influence::kMachineGun},
        {lcn::kAttachDistraction, lcn::Influence::kDistraction},
    }};
    std::string attached;
    for (const auto& [bit, type] : kAttach)
        if (gp.attached & bit) attached += (attached.empty() ? "" : ", ") + std::string(InfluenceName(lang, type));
    if (!attached.empty()) out.push_back(Say(lang, C::kAttached, {attached}));
    if (gp.status == lcn::GangsterStatus::kDeactivated) out.push_back(Say(lang, C::kDeactivated));
    return out;
}

namespace {

bool ActiveIn(const lcn::State& s, lcn::BusinessId b, lcn::Seat holder) {
    const lcn::BusinessPlace& bp = s.businesses[b];
    return bp.zone == lcn::BusinessZone::kDisplay && bp.holder == holder && !bp.deactivated;
}

// Per required business of job `o`, in the card's order: the card that covers it (kNoBusiness: missing) and
// whether it is the seat's own. Own active cards first, then marked cards of other seats, as the rules count them
// (action_jobs.cpp). Fixed arrays: no container code for the page.
struct Cover {
    std::array<lcn::BusinessId, lcn::kMaxRequirements> card{};
    std::array<bool, lcn::kMaxRequirements> own{};
    int count = 0;
    bool met = true;
};
Cover CoverOf(const lcn::State& s, lcn::Seat seat, lcn::OrderId o) {
    const lcn::OrderData& d = lcn::Order(o);
    std::array<bool, lcn::kNumBusinesses> used{};
    Cover c;
    c.count = d.num_required;
    c.card.fill(lcn::kNoBusiness);
    for (int pass = 0; pass < 2; ++pass) {
        for (int i = 0; i < c.count; ++i) {
            const auto k = static_cast<std::size_t>(i);
            for (lcn::BusinessId b = 0; b < lcn::kNumBusinesses && c.card[k] == lcn::kNoBusiness; ++b) {
                if (used[b] || lcn::TypeOf(b) != d.required[k]) continue;
                const lcn::BusinessPlace& bp = s.businesses[b];
                const bool ok = pass == 0 ? ActiveIn(s, b, seat)
                                          : bp.zone == lcn::BusinessZone::kDisplay && bp.holder != seat &&
                                                !bp.deactivated && bp.markers[seat] > 0;
                if (!ok) continue;
                used[b] = true;
                c.card[k] = b;
                c.own[k] = pass == 0;
            }
        }
    }
    for (int i = 0; i < c.count; ++i) c.met = c.met && c.card[static_cast<std::size_t>(i)] != lcn::kNoBusiness;
    return c;
}

}  // namespace

bool JobCoveredNow(const lcn::State& s, lcn::Seat seat, lcn::OrderId o) {
    return o < lcn::kNumOrders && seat < s.players && CoverOf(s, seat, o).met;
}

std::vector<std::string> JobNeedLines(Lang lang, const lcn::State& s, lcn::Seat seat, lcn::OrderId o) {
    std::vector<std::string> out;
    if (o >= lcn::kNumOrders || seat >= s.players || lcn::Order(o).num_required == 0) return out;
    const lcn::OrderData& d = lcn::Order(o);
    const Cover cover = CoverOf(s, seat, o);
    for (int i = 0; i < cover.count; ++i) {
        const auto k = static_cast<std::size_t>(i);
        const std::string name = BusinessTypeName(lang, d.required[k]);
        if (cover.card[k] == lcn::kNoBusiness) {
            out.push_back(Say(lang, C::kNeedMissing, {name}));
        } else if (cover.own[k]) {
            out.push_back(Say(lang, C::kNeedOwn, {name}));
        } else {
            const lcn::Seat holder = s.businesses[cover.card[k]].holder;
            out.push_back(Say(lang, C::kNeedMarker, {name, lcn::FamilyInfo(s.player[holder].family).name}));
        }
    }
    out.push_back(Say(lang, cover.met ? C::kCanDoNow : C::kCannotNow));
    return out;
}

CardDetails DetailsOnScreen(Lang lang, const lcn::State& view_state, lcn::Seat viewer, CardRef card) {
    CardDetails out = DetailsOf(lang, card);
    std::vector<std::string> more;
    if (card.kind == CardKind::kGangster && card.id >= 0 && card.id < lcn::kNumGangsters) {
        more = GangsterPlaceLines(lang, view_state, static_cast<lcn::GangsterId>(card.id));
    } else if (card.kind == CardKind::kOrder && viewer != lcn::kNoSeat && card.id >= 0 && card.id < lcn::kNumOrders) {
        const lcn::OrderPlace& op = view_state.orders[static_cast<std::size_t>(card.id)];
        if (op.zone == lcn::OrderZone::kHand && op.holder == viewer)
            more = JobNeedLines(lang, view_state, viewer, static_cast<lcn::OrderId>(card.id));
    }
    out.lines.insert(out.lines.end(), more.begin(), more.end());
    return out;
}

std::vector<std::string> MarkLegend(Lang lang) {
    std::string kinds[2];  // the businessmen's and the companies' codes and names ("PI Pimp"), from the card table
    for (int t = 0; t < lcn::kNumBusinessTypes; ++t) {
        const auto type = static_cast<lcn::BusinessType>(t);
        std::string& list = kinds[lcn::TypeData(type).category == lcn::BusinessCategory::kCompany ? 1 : 0];
        list +=
            (list.empty() ? "" : ", ") + std::string(BusinessKindCode(lang, type)) + " " + BusinessTypeName(lang, type);
    }
    std::string held, attached;  // "M:PI, M:DD, M:ML" and "HM, SA, MG, DI" in the table's codes
    for (lcn::BusinessType t :
         {lcn::BusinessType::kPimp, lcn::BusinessType::kDrugDealer, lcn::BusinessType::kMoneyLender})
        held += (held.empty() ? "M:" : ", M:") + std::string(BusinessKindCode(lang, t));
    for (lcn::Influence t : {lcn::Influence::kHenchman, lcn::Influence::kSaboteur, lcn::Influence::kMachineGun,
                             lcn::Influence::kDistraction})
        attached += (attached.empty() ? "" : ", ") + std::string(InfluenceKindCode(lang, t));
    return {Say(lang, C::kLegendDot, {kinds[0]}),
            Say(lang, C::kLegendSquare, {kinds[1]}),
            Say(lang, C::kLegendM),
            Say(lang, C::kLegendHeld, {Money(lang, lcn::kMonopolyIncome), held}),
            Say(lang, C::kLegendMarker),
            Say(lang, C::kLegendGangster, {attached}),
            Say(lang, C::kLegendStruck),
            Say(lang, C::kLegendVictim)};
}

}  // namespace shell::games::lacosanostra
