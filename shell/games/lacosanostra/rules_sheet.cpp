// shell/games/lacosanostra/rules_sheet.cpp — the rules reference in our own words (EN/DE), with the card tables
// generated from the core's card data (so they cannot disagree with the rules): businesses, the order cards of
// each round, the influence cards. Opened from the start screen; it scrolls.
#include <algorithm>
#include <string>
#include <vector>

#include "games/lacosanostra/table_internal.h"
#include "imgui.h"
#include "ui/palette.h"

namespace shell::games::lacosanostra {

namespace {

using namespace ui::palette;
using ui::MakeRect;
using ui::Rect;

struct Para {
    const char* en;
    const char* de;
};

// Our summary of the rulebook (lacosanostra.md §4), not the publisher's text.
constexpr Para kRules[] = {
    {"GOAL", "ZIEL"},
    {"Run the richest family after four rounds. Money counts at the end; laundered money counts double.",
     "Führe nach vier Runden die reichste Familie. Am Ende zählt das Geld; gewaschenes Geld zählt doppelt."},
    {"A ROUND", "EINE RUNDE"},
    {"Draw: everyone draws order cards (and influence cards from round II). A draw of only attacks may be "
     "objected to: then everyone draws again.",
     "Ziehen: Alle ziehen Auftragskarten (ab Runde II auch Einflusskarten). Wer nur Angriffe zieht, darf "
     "Einspruch erheben: dann ziehen alle neu."},
    {"Planning: in turn, each player gives one idle gangster an order card face down, or a market business as a "
     "purchase order. Influence cards may be played on your turn.",
     "Planung: Reihum legt jeder einem freien Gangster eine Auftragskarte verdeckt an oder ein Marktgeschäft als "
     "Kaufauftrag. Einflusskarten spielt man im eigenen Zug."},
    {"Action: in turn, each player carries out one assignment: buy the business, or name a target, reveal the "
     "order and roll one die per pistol of the gangster. A die showing the difficulty or more is a success.",
     "Aktion: Reihum führt jeder einen Auftrag aus: das Geschäft kaufen, oder ein Ziel nennen, den Auftrag aufdecken "
     "und je Pistole des Gangsters einen Würfel werfen. Ein Würfel mit der Schwierigkeit oder mehr ist ein Erfolg."},
    {"Payday: income of your active businesses, $5,000 per monopoly; recruit one gangster; keep at most three "
     "order and three influence cards.",
     "Zahltag: Einkommen der aktiven Geschäfte, 5.000 $ je Monopol; einen Gangster anwerben; höchstens drei "
     "Auftrags- und drei Einflusskarten behalten."},
    {"DEALS", "DEALS"},
    {"Talk freely; only deal markers bind. A marker on another family's business lets you use it once for a "
     "job. Trades of cash, businesses and idle gangsters need both players' taps on the deal sheet.",
     "Verhandelt frei; bindend sind nur Deal-Marker. Ein Marker auf dem Geschäft einer anderen Familie erlaubt, es "
     "einmal für einen Auftrag zu nutzen. Tausch von Geld, Geschäften und freien Gangstern braucht auf dem "
     "Deal-Blatt die Zustimmung beider."},
    {"REACTIONS", "REAKTIONEN"},
    {"Before each turn, after each job roll and after each attack, everyone sees the same 'anyone reacting?' "
     "prompt. Tap your claim button to play a Schemer, Robbery, Trap or Doctor privately.",
     "Vor jedem Zug, nach jedem Auftragswurf und nach jedem Angriff sehen alle dieselbe Frage 'Reagiert jemand?'. "
     "Tippe auf deinen Knopf, um Intrigant, Raub, Falle oder Notarzt geheim zu spielen."},
    {"THE END", "DAS ENDE"},
    {"After round IV: twice the income of active businesses and monopolies, $15,000 for the most active "
     "gangsters, laundered money twice, a bonus for gangsters you killed. Most money wins.",
     "Nach Runde IV: doppeltes Einkommen der aktiven Geschäfte und Monopole, 15.000 $ für die meisten aktiven "
     "Gangster, gewaschenes Geld doppelt, ein Bonus für getötete Gangster. Das meiste Geld gewinnt."},
};

// Where this edition departs from the rulebook on purpose (core/lacosanostra/rules.h says why each stands).
// One row per decision; the comment names it.
constexpr Para kDiffers[] = {
    // D3, D40: how this edition keeps "an attack needs a named player" without showing the card.
    {"- An attack revealed without a named player, or your Raub/Falle on your turn, is aborted face down.",
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

// The lines of the reference: paragraphs, the deviations, then the tables from the card data.
std::vector<std::string> Lines(Lang lang) {
    std::vector<std::string> out;
    for (const Para& p : kRules) out.emplace_back(lang == Lang::kGerman ? p.de : p.en);
    out.emplace_back(lang == Lang::kGerman ? "WO DIESE AUSGABE ABWEICHT" : "WHERE THIS EDITION DIFFERS");
    for (const Para& p : kDiffers) out.emplace_back(lang == Lang::kGerman ? p.de : p.en);
    out.emplace_back(lang == Lang::kGerman ? "GESCHÄFTE (Code, Einkommen, Preis)" : "BUSINESSES (code, income, price)");
    for (int t = 0; t < lcn::kNumBusinessTypes; ++t) {
        const lcn::BusinessTypeData& d = lcn::TypeData(static_cast<lcn::BusinessType>(t));
        out.push_back(std::string(d.code) + "  " + (lang == Lang::kGerman ? d.german : d.english) + "  " +
                      Money(lang, d.income) + "  " + Money(lang, 2 * d.income) + "  x" + std::to_string(d.copies));
    }
    for (int round = 1; round <= lcn::kNumRounds; ++round) {
        out.push_back((lang == Lang::kGerman ? "AUFTRÄGE RUNDE " : "ORDERS ROUND ") + std::string(RoundNumeral(round)));
        const int first = lcn::FirstOrderOfRound(round);
        for (int o = first; o < first + lcn::kRoundDeckSize[static_cast<std::size_t>(round - 1)]; ++o) {
            const lcn::OrderData& d = lcn::Order(static_cast<lcn::OrderId>(o));
            std::string line =
                lcn::OrderCode(static_cast<lcn::OrderId>(o)) + "  " + OrderName(lang, static_cast<lcn::OrderId>(o)) +
                "  " + (d.difficulty == lcn::kVictimStrength ? std::string("S") : std::to_string(d.difficulty)) + "+";
            for (int k = 0; k < d.num_required; ++k)
                line += (k ? " " : "  [") + std::string(lcn::TypeData(d.required[static_cast<std::size_t>(k)]).code) +
                        (k + 1 == d.num_required ? "]" : "");
            if (d.amount2 > 0) line += "  " + Money(lang, d.amount2) + " / " + Money(lang, d.amount1);
            out.push_back(std::move(line));
        }
    }
    out.emplace_back(lang == Lang::kGerman ? "EINFLUSSKARTEN" : "INFLUENCE CARDS");
    for (int t = 0; t < lcn::kNumInfluenceTypes; ++t) {
        const lcn::InfluenceData& d = lcn::InfluenceCard(static_cast<lcn::Influence>(t));
        std::string line = std::string(d.code) + "  " + (lang == Lang::kGerman ? d.german : d.english) + "  x" +
                           std::to_string(d.copies);
        const CardDetails details = DetailsOf(lang, {CardKind::kInfluence, t});  // when and what (card_texts.h)
        for (std::size_t k = 1; k < details.lines.size(); ++k) line += (k == 1 ? ": " : ". ") + details.lines[k];
        out.push_back(std::move(line));
    }
    out.emplace_back(lang == Lang::kGerman ? "ZEICHEN AUF DEN KARTEN" : "MARKS ON THE CARDS");
    for (std::string& line : MarkLegend(lang)) out.push_back(std::move(line));
    return out;
}

bool IsHeading(const std::string& line) {
    return std::none_of(line.begin(), line.end(), [](char ch) { return ch >= 'a' && ch <= 'z'; });
}

}  // namespace

void DrawRulesSheet(FrameCtx& c) {
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const float w = std::min(ds.x - 24, 700.0f), x = (ds.x - w) * 0.5f;
    const Rect view = MakeRect(x, 12, w, ds.y - 12 - 70);
    c.dl->PushClipRect(view.min, view.max, true);
    float y = view.min.y - c.t.scroll;
    const float y0 = y;
    for (const std::string& line : Lines(c.t.lang)) {
        const bool heading = IsHeading(line);
        if (heading) y += 8;
        const float size = heading ? 15.0f : 14.0f;
        ui::DrawText(c.dl, c.fonts.body, size, ImVec2(x, y), heading ? kSky : kText, line.c_str(), w);
        y += ui::TextSize(c.fonts.body, size, line.c_str(), w).y + 5;
    }
    c.dl->PopClipRect();
    ScrollInput(c.t, view, y - y0);
    if (c.ui.Button("button:close", MakeRect(x, ds.y - 58, w, 46), c.Say(ui::Common::kClose))) {
        c.t.overlay = Overlay::kStart;
        c.t.scroll = 0;
    }
}

}  // namespace shell::games::lacosanostra
