// shell/games/lacosanostra/guide/guide_script.cpp — the guided first game's data (guide.h): its deal, every move of its
// round I in the core's notation, and its words.
//
// How the deal was chosen: the tool lacosanostra_guide_search (tools/lcn_guide_search.cpp, run by hand) lets three
// Normal computers play round I of 3-player seeds 1..4000 with seat 0 beginning, seat 0 buying the market's cheapest
// business on its first planning turn, and the deals the computers propose at their pauses. Seed 2521 is the one
// whose round I also has seat 0 run a job with a deal marker bought from a computer (step 35) and an attack on seat 0
// met by its reaction (its Emergency Doctor, steps 46-47), then payday: 57 moves, printed by the search as below.
#include "games/lacosanostra/guide/guide.h"
#include "ui/phrase.h"

namespace shell::games::lacosanostra {

namespace {

using G = GuideText;

constexpr GuideStep kSteps[] = {
    {"R accept", G::kWelcome},                            // 0 draw_check
    {"V accept", G::kNone},                               // 1 draw_check
    {"Y accept", G::kNone},                               // 2 draw_check
    {"R purchase R1 AW2", G::kPurchase},                  // 3 planning
    {"V purchase V1 PZ2", G::kPlanning},                  // 4 planning
    {"Y order Y3 O1-12", G::kNone},                       // 5 planning
    {"R order R3 O1-06", G::kOrder},                      // 6 planning
    {"V order V3 O1-15", G::kNone},                       // 7 planning
    {"Y purchase Y1 DD4", G::kNone},                      // 8 planning
    {"R order R2 O1-01", G::kOrder},                      // 9 planning
    {"V order V2 O1-17", G::kPlanning},                   // 10 planning
    {"Y order Y2 O1-20", G::kNone},                       // 11 planning
    {"R choose R1", G::kActions},                         // 12 pre_turn
    {"R pay", G::kPay},                                   // 13 purchase
    {"V choose V1", G::kComputers},                       // 14 pre_turn
    {"V pay", G::kNone},                                  // 15 purchase
    {"Y choose Y3", G::kNone},                            // 16 pre_turn
    {"Y reveal", G::kNone},                               // 17 before_reveal
    {"roll 1 4 1", G::kNone},                             // 18 roll
    {"Y reroll PZ1 1", G::kNone},                         // 19 reroll
    {"roll 3", G::kNone},                                 // 20 reroll_die
    {"Y continue", G::kNone},                             // 21 robbery_window
    {"R choose R3", G::kChoose},                          // 22 pre_turn
    {"R reveal", G::kReveal},                             // 23 before_reveal
    {"roll 1 1 4", G::kRoll},                             // 24 roll
    {"R continue", G::kNone},                             // 25 robbery_window
    {"V choose V2", G::kComputers},                       // 26 pre_turn
    {"V name Y", G::kNone},                               // 27 before_reveal
    {"V reveal", G::kNone},                               // 28 before_reveal
    {"V continue", G::kNone},                             // 29 trap_before
    {"roll 1 3", G::kNone},                               // 30 roll
    {"V continue", G::kNone},                             // 31 trap_after
    {"Y choose Y1", G::kNone},                            // 32 pre_turn
    {"Y pay", G::kNone},                                  // 33 purchase
    {"R choose R2", G::kChoose},                          // 34 pre_turn
    {"R trade Y / R mark DD4 / R pay 2", G::kDealOffer},  // 35 before_reveal
    {"R reveal", G::kRevealMarker},                       // 36 before_reveal
    {"roll 5 5", G::kRoll},                               // 37 roll
    {"R continue", G::kNone},                             // 38 robbery_window
    {"V choose V3", G::kAttacked},                        // 39 pre_turn
    {"V name R", G::kNone},                               // 40 before_reveal
    {"V reveal", G::kNone},                               // 41 before_reveal
    {"V target ZU1", G::kNone},                           // 42 target_card
    {"V continue", G::kNone},                             // 43 trap_before
    {"roll 5 5 3", G::kNone},                             // 44 roll
    {"V continue", G::kNone},                             // 45 trap_after
    {"R claim", G::kClaim},                               // 46 doctor_window
    {"R play NA", G::kAnswer},                            // 47 claim
    {"Y choose Y2", G::kComputers},                       // 48 pre_turn
    {"Y name R", G::kNone},                               // 49 before_reveal
    {"Y reveal", G::kNone},                               // 50 before_reveal
    {"Y continue", G::kNone},                             // 51 trap_before
    {"roll 1 5", G::kNone},                               // 52 roll
    {"Y continue", G::kNone},                             // 53 trap_after
    {"R recruit R4", G::kPayday},                         // 54 recruit
    {"V pass", G::kNone},                                 // 55 recruit
    {"Y recruit Y4", G::kNone},                           // 56 recruit
};

constexpr auto kTexts = ui::Keyed<ui::Phrase<G>>({
    {G::kNone, "", ""},
    {G::kWelcome,
     "You play one family against two computers. A round: new cards, planning, actions, payday. Tap what the gold "
     "frame shows: first keep your new order cards.",
     "Du spielst eine Familie gegen zwei Computer. Eine Runde: neue Karten, Planung, Aktionen, Zahltag. Tippe, was "
     "der goldene Rahmen zeigt: behalte zuerst deine neuen Auftragskarten."},
    {G::kPurchase,
     "Planning: in turn, each family gives an idle gangster a card. Buy a business: tap your gangster, then the "
     "market business.",
     "Planung: reihum bekommt ein freier Gangster jeder Familie eine Karte. Kauf ein Geschäft: tippe deinen "
     "Gangster, dann das Marktgeschäft."},
    {G::kPlanning, "Planning goes round until every gangster has a card. Orders lie face down: nobody sees them.",
     "Die Planung geht reihum, bis jeder Gangster eine Karte hat. Aufträge liegen verdeckt: niemand sieht sie."},
    {G::kOrder, "Give your gangster a job: tap the gangster, then an order card of your hand.",
     "Gib deinem Gangster einen Auftrag: tippe den Gangster, dann eine Auftragskarte deiner Hand."},
    {G::kActions,
     "Actions: in turn, each family carries out one gangster's card. Tap the gangster with the business you bought.",
     "Aktionen: reihum führt jede Familie die Karte eines Gangsters aus. Tippe den Gangster mit dem gekauften "
     "Geschäft."},
    {G::kPay, "Pay its price: the business is yours and earns income at payday.",
     "Bezahle den Preis: das Geschäft gehört dir und bringt am Zahltag Einkommen."},
    {G::kComputers, "The computers take their turns. The log says what happened.",
     "Die Computer sind am Zug. Das Protokoll sagt, was geschah."},
    {G::kChoose, "Your turn: tap a gangster with an order to carry it out.",
     "Du bist am Zug: tippe einen Gangster mit Auftrag, um ihn auszuführen."},
    {G::kReveal, "Reveal the order: the job now happens openly.",
     "Decke den Auftrag auf: der Job geschieht jetzt offen."},
    {G::kRoll, "Roll the dice: the number of successes decides what the job pays.",
     "Würfle: die Zahl der Erfolge entscheidet, was der Job einbringt."},
    {G::kDealOffer,
     "This job needs a business you lack. A computer offers a deal marker on its own: accept, and your job may use it.",
     "Dieser Job braucht ein Geschäft, das dir fehlt. Ein Computer bietet einen Deal-Marker auf seines an: nimm an, "
     "dann darf dein Job es nutzen."},
    {G::kRevealMarker, "With the marker your job can go ahead: reveal it.",
     "Mit dem Marker kann dein Job laufen: decke ihn auf."},
    {G::kAttacked, "A computer attacks you: it names you as its target, then one of your cards.",
     "Ein Computer greift dich an: er nennt dich als Ziel, dann eine deiner Karten."},
    {G::kClaim, "Your card was hit. Your Emergency Doctor softens that: tap your name to react.",
     "Deine Karte wurde getroffen. Dein Notarzt mildert das: tippe deinen Namen, um zu reagieren."},
    {G::kAnswer, "Play the Emergency Doctor: a kill becomes a deactivation, a deactivation does not happen.",
     "Spiel den Notarzt: aus einem Mord wird eine Deaktivierung, eine Deaktivierung entfällt."},
    {G::kPayday, "Payday: every active business paid its income. Now recruit a gangster for the next round.",
     "Zahltag: jedes aktive Geschäft hat Einkommen gebracht. Wirb jetzt einen Gangster für die nächste Runde an."},
    {G::kDone, "Round I is over: you have seen every step. Play on against the computers.",
     "Runde I ist vorbei: du hast jeden Schritt gesehen. Spiel weiter gegen die Computer."},
});

constexpr auto kRefusals = ui::Keyed<ui::Phrase<GuideRefusalKind>>({
    {GuideRefusalKind::kNone, "", ""},
    {GuideRefusalKind::kWait, "Wait: the computers move now", "Warte: jetzt ziehen die Computer"},
    {GuideRefusalKind::kOtherTap, "", ""},  // the guide kit's (ui/guide.h)
    {GuideRefusalKind::kDecline, "Accept in the guide: your job needs this marker",
     "In der Anleitung annehmen: dein Job braucht diesen Marker"},
});

}  // namespace

const GuideScript& TheGuideScript() {
    static const GuideScript script = [] {
        GuideScript g;
        g.setup.players = 3;
        g.setup.seed = 2521;
        g.setup.start_player = 0;
        g.kinds = SeatKinds{};
        g.kinds[0] = SeatKind::kPerson;
        g.kinds[1] = g.kinds[2] = SeatKind::kNormal;
        g.steps = kSteps;
        g.count = static_cast<int>(std::size(kSteps));
        return g;
    }();
    return script;
}

const char* GuideWords(Lang lang, GuideText text) { return ui::Pick(kTexts, lang, text); }
std::string GuideRefusal(Lang lang, GuideRefusalKind kind) {
    if (kind == GuideRefusalKind::kOtherTap) return ui::GuideWordText(lang, ui::GuideWord::kOtherTap);
    return ui::Pick(kRefusals, lang, kind);
}

}  // namespace shell::games::lacosanostra
