// shell/games/lacosanostra/guide/rules_content.cpp — see rules_content.h. The phases follow the round loop of
// docs/lacosanostra-rules.md §4.3 (DRAW, PLANNING, ACTION with its deals §4.5 and reactions §4.4, PAYDAY,
// FINAL_PAYOUT).
#include "games/lacosanostra/guide/rules_content.h"

#include <algorithm>
#include <utility>

#include "games/lacosanostra/texts/card_codes.h"
#include "games/lacosanostra/texts/screen_texts.h"
#include "games/lacosanostra/texts/texts.h"

namespace shell::games::lacosanostra {

namespace {

struct Para {
    const char* en;
    const char* de;
};
const char* InLang(Lang lang, const Para& p) { return lang == Lang::kGerman ? p.de : p.en; }

constexpr Para kGoal = {
    "Run the richest family after four rounds. Money counts at the end; laundered money counts "
    "double.",
    "Führe nach vier Runden die reichste Familie. Am Ende zählt das Geld; gewaschenes Geld "
    "zählt doppelt."};

struct Phase {
    Picture picture;
    Para title;
    Para text;
};

// Our summary of the rulebook, not the publisher's text; one phase a row, in the order a round plays.
constexpr Phase kPhases[] = {
    {Picture::kDraw,
     {"1. Draw", "1. Ziehen"},
     {"Everyone draws order cards, from round II also influence cards. A draw of only attacks may be objected to: "
      "then everyone draws again.",
      "Alle ziehen Auftragskarten, ab Runde II auch Einflusskarten. Wer nur Angriffe zieht, darf Einspruch erheben: "
      "dann ziehen alle neu."}},
    {Picture::kPlanning,
     {"2. Planning", "2. Planung"},
     {"In turn, each player puts an order card face down on one idle gangster, or sends him to buy a market "
      "business. Influence cards may be played on your turn. Planning ends when no gangster is idle.",
      "Reihum legt jeder eine Auftragskarte verdeckt auf einen freien Gangster oder schickt ihn, ein Marktgeschäft "
      "zu kaufen. Einflusskarten spielt man im eigenen Zug. Die Planung endet, wenn kein Gangster mehr frei ist."}},
    {Picture::kDice,
     {"3. Orders and dice", "3. Aufträge und Würfel"},
     {"In turn, each player carries out one order: reveal it and roll one die per strength of the gangster. A die "
      "showing the difficulty or more is a success. A $ job needs the businesses on its card and pays at once.",
      "Reihum führt jeder einen Auftrag aus: aufdecken und je Stärke des Gangsters einen Würfel werfen. Ein Würfel "
      "mit der Schwierigkeit oder mehr ist ein Erfolg. Ein $-Auftrag braucht die Geschäfte auf seiner Karte und "
      "zahlt sofort."}},
    {Picture::kDeal,
     {"Deals", "Deals"},
     {"Talk freely at any time; only deal markers bind. Your marker on another family's business lets you use it "
      "once for a job. Cash, businesses and idle gangsters change hands when both tap the deal sheet.",
      "Verhandelt jederzeit frei; bindend sind nur Deal-Marker. Dein Marker auf dem Geschäft einer anderen Familie "
      "erlaubt, es einmal für einen Auftrag zu nutzen. Geld, Geschäfte und freie Gangster wechseln, wenn beide auf "
      "dem Deal-Blatt zustimmen."}},
    {Picture::kAttack,
     {"Attacks and reactions", "Angriffe und Reaktionen"},
     {"An attack names a player before its reveal, then hits one of his cards. Before each turn and after each job "
      "or attack, everyone is asked 'anyone reacting?': tap your button to play a {0}, Robbery, Trap or {1}.",
      "Ein Angriff nennt vor dem Aufdecken einen Spieler und trifft dann eine seiner Karten. Vor jedem Zug und nach "
      "jedem Auftrag oder Angriff fragt das Spiel 'Reagiert jemand?': tippe deinen Knopf für {0}, Raub, "
      "Falle oder {1}."}},
    {Picture::kPayday,
     {"4. Payday", "4. Zahltag"},
     {"Income of your active businesses, $5,000 per monopoly. Then recruit one gangster, and keep at most three "
      "order and three influence cards.",
      "Einkommen der aktiven Geschäfte, 5.000 $ je Monopol. Dann einen Gangster anwerben und höchstens drei "
      "Auftrags- und drei Einflusskarten behalten."}},
    {Picture::kEnd,
     {"The end", "Das Ende"},
     {"After round IV: twice the income of active businesses and monopolies, $15,000 for the most active "
      "gangsters, laundered money twice, a bonus for gangsters you killed. Most money wins.",
      "Nach Runde IV: doppeltes Einkommen der aktiven Geschäfte und Monopole, 15.000 $ für die meisten aktiven "
      "Gangster, gewaschenes Geld doppelt, ein Bonus für getötete Gangster. Das meiste Geld gewinnt."}},
};

// Where this edition departs from the rulebook on purpose (core/lacosanostra/rules.h says why each stands).
// One row per decision; the comment names it.
constexpr Para kDiffers[] = {
    // D3, D40: how this edition keeps "an attack needs a named player" without showing the card.
    {"- An attack revealed without a named player, or your Robbery/Trap on your turn, is aborted face down.",
     "- Ein Angriff ohne genannten Spieler oder dein Raub/deine Falle im eigenen Zug wird verdeckt abgebrochen."},
    {"- A named target may be changed or dropped until the reveal.",  // D51 `name none`
     "- Ein genanntes Ziel darf bis zum Aufdecken geändert oder zurückgenommen werden."},
    {"- A look is only at an order you have not seen yet.",  // D25
     "- Ein Blick gilt nur einem Auftrag, den du noch nicht gesehen hast."},
    {"- The Cop re-rolls only a die that failed.",  // D42
     "- Der Polizist wirft nur einen gescheiterten Würfel neu."},
    {"- After a Schemer's turn, Schemers may be played again before the next turn.",  // D6
     "- Nach einem Intrigantenzug darf vor dem nächsten Zug wieder ein Intrigant gespielt werden."},
    {"- A gangster carrying influence cards is not traded.",  // D44
     "- Ein Gangster mit angelegten Einflusskarten wird nicht getauscht."},
    {"- Receiving a business with your own deal marker on it returns the marker.",  // D52
     "- Bekommst du ein Geschäft mit deinem Deal-Marker, geht der Marker zurück."},
    {"- A job spends deal markers only for businesses you lack.",  // D53 `use`
     "- Ein Auftrag verbraucht Deal-Marker nur für Geschäfte, die dir fehlen."},
};

constexpr Para kHeadings[] = {
    {"GOAL", "ZIEL"},
    {"HOW A ROUND GOES", "SO LÄUFT EINE RUNDE"},
    {"ORDER CARDS", "AUFTRAGSKARTEN"},
    {"BUSINESSES", "GESCHÄFTE"},
    {"GANGSTERS", "GANGSTER"},
    {"INFLUENCE CARDS", "EINFLUSSKARTEN"},
    {"MARKS ON THE CARDS", "ZEICHEN AUF DEN KARTEN"},
    {"WHERE THIS EDITION DIFFERS", "WO DIESE AUSGABE ABWEICHT"},
};
enum Heading { kHGoal, kHRound, kHOrders, kHBusinesses, kHGangsters, kHInfluence, kHMarks, kHDiffers };

RulesBlock TextBlock(BlockKind kind, std::string title, std::vector<std::string> lines) {
    return {kind, std::move(title), std::move(lines), Picture::kNone, {}};
}
RulesBlock HeadingBlock(Lang lang, Heading h) { return TextBlock(BlockKind::kHeading, InLang(lang, kHeadings[h]), {}); }

// A phase's words with the influence kinds it names as the cards show them: {0} Schemer, {1} Emergency Doctor.
std::string PhaseText(Lang lang, const Phase& p) {
    std::string text = InLang(lang, p.text);
    for (std::size_t at; (at = text.find('{')) != std::string::npos;) {
        const lcn::Influence t = text[at + 1] == '0' ? lcn::Influence::kSchemer : lcn::Influence::kDoctor;
        text.replace(at, 3, std::string(InfluenceName(lang, t)) + " (" + InfluenceKindCode(lang, t) + ")");
    }
    return text;
}

RulesBlock CardBlock(Lang lang, CardRef card) {
    CardDetails d = DetailsOf(lang, card);
    return {BlockKind::kCard, std::move(d.title), std::move(d.lines), Picture::kNone, card};
}

}  // namespace

std::vector<RulesBlock> RulesSheet(Lang lang) {
    std::vector<RulesBlock> out;
    out.push_back(HeadingBlock(lang, kHGoal));
    out.push_back(TextBlock(BlockKind::kText, "", {InLang(lang, kGoal)}));
    out.push_back(HeadingBlock(lang, kHRound));
    for (const Phase& p : kPhases)
        out.push_back({BlockKind::kPhase, InLang(lang, p.title), {PhaseText(lang, p)}, p.picture, {}});
    // Every kind of order once: the first card of each effect (a job stands for all 39 jobs).
    out.push_back(HeadingBlock(lang, kHOrders));
    for (int e = 0; e < lcn::kNumEffects; ++e) {
        for (int o = 0; o < lcn::kNumOrders; ++o) {
            if (static_cast<int>(lcn::Order(static_cast<lcn::OrderId>(o)).effect) != e) continue;
            out.push_back(CardBlock(lang, {CardKind::kOrder, o}));
            break;
        }
    }
    // Every business type once, by a card that is nobody's start card (its details say only the type's facts).
    out.push_back(HeadingBlock(lang, kHBusinesses));
    for (int t = 0; t < lcn::kNumBusinessTypes; ++t) {
        int pick = -1;
        for (int b = lcn::kNumBusinesses - 1; b >= 0; --b) {
            const auto id = static_cast<lcn::BusinessId>(b);
            if (static_cast<int>(lcn::TypeOf(id)) != t) continue;
            if (pick < 0 || !lcn::BusinessCard(id).start_of) pick = b;
        }
        if (pick >= 0) out.push_back(CardBlock(lang, {CardKind::kBusiness, pick}));
    }
    // A gangster: a start gangster and one recruited at payday.
    out.push_back(HeadingBlock(lang, kHGangsters));
    for (int g = 0; g < lcn::kNumGangsters; ++g) {
        if (lcn::IsStartGangster(static_cast<lcn::GangsterId>(g))) continue;
        out.push_back(CardBlock(lang, {CardKind::kGangster, g}));
        break;
    }
    out.push_back(HeadingBlock(lang, kHInfluence));
    for (int t = 0; t < lcn::kNumInfluenceTypes; ++t) out.push_back(CardBlock(lang, {CardKind::kInfluence, t}));
    out.push_back(HeadingBlock(lang, kHMarks));
    out.push_back(TextBlock(BlockKind::kText, "", MarkLegend(lang)));
    out.push_back(HeadingBlock(lang, kHDiffers));
    RulesBlock differs = TextBlock(BlockKind::kText, "", {});
    for (const Para& p : kDiffers) differs.lines.emplace_back(InLang(lang, p));
    out.push_back(std::move(differs));
    return out;
}

std::size_t LegendBlock(const std::vector<RulesBlock>& sheet, Lang lang) {
    const std::string marks = InLang(lang, kHeadings[kHMarks]);
    std::size_t i = 0;
    while (i < sheet.size() && !(sheet[i].kind == BlockKind::kHeading && sheet[i].title == marks)) ++i;
    return i;
}

std::vector<CardEntry> CardsViewEntries() {
    std::vector<CardEntry> out;
    std::vector<CardDetails> seen;
    for (const CardRef& card : AllCards()) {
        CardDetails d = DetailsOf(Lang::kEnglish, card);
        const auto at = std::find_if(seen.begin(), seen.end(),
                                     [&](const CardDetails& x) { return x.title == d.title && x.lines == d.lines; });
        if (at != seen.end()) {
            ++out[static_cast<std::size_t>(at - seen.begin())].copies;
            continue;
        }
        seen.push_back(std::move(d));
        out.push_back({card, 1});
    }
    return out;
}

std::string CardGroupHeading(Lang lang, const std::vector<CardEntry>& entries, std::size_t i) {
    if (i >= entries.size()) return {};
    const CardRef card = entries[i].card;
    const auto round = [](CardRef c) {
        return c.kind == CardKind::kOrder ? static_cast<int>(lcn::Order(static_cast<lcn::OrderId>(c.id)).round) : 0;
    };
    if (i > 0 && entries[i - 1].card.kind == card.kind && round(entries[i - 1].card) == round(card)) return {};
    switch (card.kind) {
        case CardKind::kOrder:
            return InLang(lang, kHeadings[kHOrders]) + std::string(" · ") + RoundNumeral(round(card));
        case CardKind::kBusiness: return InLang(lang, kHeadings[kHBusinesses]);
        case CardKind::kGangster: return InLang(lang, kHeadings[kHGangsters]);
        case CardKind::kInfluence: return InLang(lang, kHeadings[kHInfluence]);
    }
    return {};
}

}  // namespace shell::games::lacosanostra
