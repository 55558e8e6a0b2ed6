// shell/games/lacosanostra/play/next_step.cpp — see next_step.h.
#include "games/lacosanostra/play/next_step.h"

#include <algorithm>
#include <bit>

#include "games/lacosanostra/texts/sentences.h"
#include "ui/phrase.h"

namespace shell::games::lacosanostra {

namespace {

enum class N : std::uint8_t {
    kPlan,
    kEndsPlanning,
    kNowOrderOrBusiness,
    kNowOrder,
    kNowBusiness,
    kNowGangster,
    kNowGangsterOrMarket,
    kNowMarket,
    kNowDie,
    kNowCard,
    kGangster,
    kBusiness,
    kSeat,
    kClaim,
    kAmount,
    kHand,
    kButton,
    kFirstGangster,
    kFirstCard,
    kRefused,
    kNotNow,
    kNotThisStep,
    kEndsTurn,
    kOffer,
    kFolded,
    kCount
};

constexpr auto kRows = ui::Keyed<ui::Phrase<N>>({
    {N::kPlan, "Tap your outlined gangster, then an order card or a market business",
     "Tippe deinen umrandeten Gangster, dann eine Auftragskarte oder ein Marktgeschäft"},
    {N::kEndsPlanning, "{0}: that ends your planning turn", "{0}: damit endet dein Planungszug"},
    {N::kNowOrderOrBusiness, "Now tap an order card, or a market business to buy",
     "Jetzt eine Auftragskarte tippen oder ein Marktgeschäft zum Kaufen"},
    {N::kNowOrder, "Now tap an order card", "Jetzt eine Auftragskarte tippen"},
    {N::kNowBusiness, "Now tap a market business to buy", "Jetzt ein Marktgeschäft zum Kaufen tippen"},
    {N::kNowGangster, "Now tap the gangster it is for", "Jetzt den Gangster tippen, für den sie ist"},
    {N::kNowGangsterOrMarket, "Now tap a gangster or the market", "Jetzt einen Gangster oder den Markt tippen"},
    {N::kNowMarket, "Now tap the market", "Jetzt den Markt tippen"},
    {N::kNowDie, "Now tap the die to re-roll", "Jetzt den Würfel tippen, der neu geworfen wird"},
    {N::kNowCard, "Now tap an outlined card", "Jetzt eine umrandete Karte tippen"},
    {N::kGangster, "Tap an outlined gangster", "Tippe einen umrandeten Gangster"},
    {N::kBusiness, "Tap an outlined business", "Tippe ein umrandetes Geschäft"},
    {N::kSeat, "Tap the player to target, or No target", "Tippe den Zielspieler oder Kein Ziel"},
    {N::kClaim, "A card for this? Tap your name below, else Continue",
     "Eine Karte dafür? Unten den eigenen Namen tippen, sonst Weiter"},
    {N::kAmount, "Choose the amount with - and +, then tap it", "Betrag mit - und + wählen, dann antippen"},
    {N::kHand, "Tap a card of your hand", "Tippe eine Karte deiner Hand"},
    {N::kButton, "Tap a button below", "Tippe unten auf eine Schaltfläche"},
    {N::kFirstGangster, "First tap your outlined gangster, then this card",
     "Zuerst deinen umrandeten Gangster tippen, dann diese Karte"},
    {N::kFirstCard, "First tap an outlined card, then this one", "Zuerst eine umrandete Karte tippen, dann diese"},
    {N::kRefused, "Not possible: {0}", "Nicht möglich: {0}"},
    {N::kNotNow, "Not now: this card takes no tap here", "Jetzt nicht: diese Karte ist hier nicht antippbar"},
    {N::kNotThisStep, "This card takes no tap in this step: here is what it does",
     "Diese Karte ist in diesem Schritt nicht antippbar: hier steht, was sie tut"},
    {N::kEndsTurn, "{0} - ends the turn", "{0} - beendet den Zug"},
    {N::kOffer, "Accept the offer below", "Nimm unten das Angebot an"},
    {N::kFolded, "{0}, or tap {1}'s band", "{0}, oder die Leiste von {1} tippen"},
});

const char* Say(Lang lang, N n) { return ui::Pick(kRows, lang, n); }

bool Any(const std::vector<Choice>& cs, Thing thing, std::optional<Effect> effect = std::nullopt) {
    return std::any_of(cs.begin(), cs.end(),
                       [&](const Choice& c) { return c.tap.thing == thing && (!effect || c.effect == *effect); });
}

Thing ThingOf(CardKind k) {
    switch (k) {
        case CardKind::kOrder: return Thing::kOrder;
        case CardKind::kBusiness: return Thing::kBusiness;
        case CardKind::kGangster: return Thing::kGangster;
        case CardKind::kInfluence: return Thing::kInfluence;
    }
    return Thing::kNone;
}

// The first own order card in hand, for a gangster tap's refusal in planning.
std::uint8_t FirstHandOrder(const lcn::State& s, lcn::Seat seat) {
    for (int o = 0; o < lcn::kNumOrders; ++o) {
        const lcn::OrderPlace& op = s.orders[static_cast<std::size_t>(o)];
        if (op.zone == lcn::OrderZone::kHand && op.holder == seat) return static_cast<std::uint8_t>(o);
    }
    return lcn::kNoOrder;
}

// The move a tap on `card` stands for at this step (refused or not, the rules say why).
lcn::Move MoveOfTap(const lcn::State& s, Pick pick, lcn::Seat seat, CardRef card) {
    using lcn::MoveKind;
    lcn::Move m;
    m.seat = seat;
    m.a = static_cast<std::uint8_t>(card.id);
    const bool picked_gangster = pick.thing == Thing::kGangster;
    switch (card.kind) {
        case CardKind::kGangster:
            switch (s.step) {
                case lcn::Step::kPlanning:
                    m.kind = MoveKind::kOrder;
                    m.b = FirstHandOrder(s, seat);
                    break;
                case lcn::Step::kTargetCard: m.kind = MoveKind::kTarget, m.flag = true; break;
                case lcn::Step::kRecruit: m.kind = MoveKind::kRecruit; break;
                default: m.kind = MoveKind::kChoose; break;
            }
            break;
        case CardKind::kBusiness:
            if (s.step == lcn::Step::kPlanning && picked_gangster) {
                m.kind = MoveKind::kPurchase, m.a = static_cast<std::uint8_t>(pick.id);
                m.b = static_cast<std::uint8_t>(card.id);
            } else if (s.step == lcn::Step::kTargetCard) {
                m.kind = MoveKind::kTarget;
            } else {
                m.kind = MoveKind::kBuy;
            }
            break;
        case CardKind::kOrder:
            if (s.step == lcn::Step::kPlanning && picked_gangster) {
                m.kind = MoveKind::kOrder, m.a = static_cast<std::uint8_t>(pick.id);
                m.b = static_cast<std::uint8_t>(card.id);
            } else {
                m.kind = MoveKind::kDiscard;
            }
            break;
        case CardKind::kInfluence:
            m.kind = MoveKind::kPlay;
            m.b = picked_gangster ? static_cast<std::uint8_t>(pick.id) : lcn::kNoGangster;
            break;
    }
    return m;
}

}  // namespace

std::string NextTapLine(Lang lang, const lcn::State& s, const std::vector<Choice>& cs, Pick pick) {
    if (cs.empty() || Any(cs, Thing::kUnlock) || Any(cs, Thing::kDieValue) || Any(cs, Thing::kDice)) return {};
    if (pick.thing == Thing::kButton) return {};  // the unnamed reveal asks its own question
    if (pick.thing == Thing::kGangster) {
        const bool order = Any(cs, Thing::kOrder), business = Any(cs, Thing::kBusiness);
        return Say(lang, order && business ? N::kNowOrderOrBusiness : order ? N::kNowOrder : N::kNowBusiness);
    }
    if (pick.thing == Thing::kInfluence)  // an Informant: a gangster to look at, or the market to exchange
        return Say(lang, !Any(cs, Thing::kMarket)    ? N::kNowGangster
                         : Any(cs, Thing::kGangster) ? N::kNowGangsterOrMarket
                                                     : N::kNowMarket);
    if (pick.thing == Thing::kBusiness) return Say(lang, Any(cs, Thing::kDie) ? N::kNowDie : N::kNowGangster);
    if (pick.thing != Thing::kNone) return Say(lang, N::kNowCard);
    for (const Choice& c : cs) {
        if (c.tap.thing == Thing::kGangster && c.effect == Effect::kPick && s.step == lcn::Step::kPlanning)
            return EndsTurn(s, c.move) ? ui::Fmt(Say(lang, N::kEndsPlanning), {Say(lang, N::kPlan)})
                                       : Say(lang, N::kPlan);
    }
    if (Any(cs, Thing::kGangster)) return Say(lang, N::kGangster);
    if (Any(cs, Thing::kBusiness)) return Say(lang, N::kBusiness);
    if (Any(cs, Thing::kSeat)) return Say(lang, N::kSeat);
    if (Any(cs, Thing::kClaim)) return Say(lang, N::kClaim);
    if (Any(cs, Thing::kAmount)) return Say(lang, N::kAmount);
    if (Any(cs, Thing::kOrder) || Any(cs, Thing::kInfluence)) return Say(lang, N::kHand);
    if (Any(cs, Thing::kButton) || Any(cs, Thing::kUseSet) || Any(cs, Thing::kDone)) return Say(lang, N::kButton);
    // Only the guide leaves an offer's Accept alone (GuidedTapLine); a table's open offer may be declined or ignored.
    if (Any(cs, Thing::kOffer, Effect::kAcceptOffer) && !Any(cs, Thing::kOffer, Effect::kDeclineOffer))
        return Say(lang, N::kOffer);
    return {};
}

unsigned TargetBands(const lcn::State& s, const std::vector<Choice>& cs) {
    unsigned bands = 0;
    for (const Choice& c : cs) {
        Seat seat = kNoSeat;
        // A choice's card ids come from legal moves (choices.h), so they index the state's tables.
        if (c.tap.thing == Thing::kGangster) {
            const lcn::GangsterPlace& g = s.gangsters[c.tap.id];
            // A band draws the gangsters in play (table_draw.cpp CardsOf); one aside (recruiting) is a panel button.
            if (g.status == lcn::GangsterStatus::kActive || g.status == lcn::GangsterStatus::kDeactivated)
                seat = g.owner;
        } else if (c.tap.thing == Thing::kBusiness) {
            const lcn::BusinessPlace& b = s.businesses[c.tap.id];
            if (b.zone == lcn::BusinessZone::kDisplay) seat = b.holder;
        }
        if (seat < s.players) bands |= 1u << seat;
    }
    return bands;
}

std::string WithFoldedTargets(Lang lang, const lcn::State& s, const SeatNames& names, std::string line,
                              unsigned folded) {
    if (folded == 0 || line.empty()) return line;
    const auto first = static_cast<Seat>(std::countr_zero(folded));
    return ui::Fmt(Say(lang, N::kFolded), {line, NameOf(s, names, first)});
}

std::string GuidedTapLine(Lang lang, const lcn::State& s, const std::vector<Choice>& cs, Pick pick, Tap expected) {
    const Choice* c = FindChoice(cs, expected);
    return c == nullptr ? std::string() : NextTapLine(lang, s, {*c}, pick);
}

std::string RefusedTapLine(Lang lang, const lcn::State& s, const std::vector<Choice>& cs, Pick pick, lcn::Seat seat,
                           CardRef card) {
    const Tap tap{ThingOf(card.kind), static_cast<std::uint16_t>(card.id)};
    if (FindChoice(cs, tap) != nullptr) return {};
    const bool taps = std::any_of(cs.begin(), cs.end(), [](const Choice& c) {
        return c.tap.thing != Thing::kPeek && c.tap.thing != Thing::kOffer;
    });
    if (!taps || seat >= s.players) return {};
    // A card that would be the second tap of a gesture not begun yet.
    if (pick.thing == Thing::kNone && Any(cs, Thing::kGangster, Effect::kPick)) {
        const bool market = card.kind == CardKind::kBusiness &&
                            s.businesses[static_cast<std::size_t>(card.id)].zone == lcn::BusinessZone::kMarket;
        if (card.kind == CardKind::kOrder || market) return Say(lang, N::kFirstGangster);
    }
    lcn::State copy = s;
    const lcn::Refusal r = lcn::ApplyInPlace(copy, MoveOfTap(s, pick, seat, card));
    if (r.ok()) return Say(lang, pick.thing == Thing::kNone ? N::kNotNow : N::kFirstCard);
    // The rules' "no such action at this point" is a developer's sentence: the player gets the card's details.
    if (r.code == lcn::RefusalCode::kWrongStep) return Say(lang, N::kNotThisStep);
    return ui::Fmt(Say(lang, N::kRefused), {RefusalSentence(lang, r)});
}

bool EndsTurn(const lcn::State& s, const lcn::Move& m) {
    lcn::State after = s;
    if (!lcn::ApplyInPlace(after, m).ok()) return false;
    return after.cur.turn != s.cur.turn || after.round != s.round || lcn::IsOver(after);
}

std::string WithEndsTurn(Lang lang, const lcn::State& s, const Choice& c, std::string label) {
    if (c.tap.thing != Thing::kButton || c.effect != Effect::kMove) return label;
    switch (static_cast<Button>(c.tap.id)) {
        case Button::kReveal:
        case Button::kRevealUnnamed:
        case Button::kRoll:
        case Button::kContinue: return label;
        default: break;
    }
    return EndsTurn(s, c.move) ? ui::Fmt(Say(lang, N::kEndsTurn), {label}) : label;
}

}  // namespace shell::games::lacosanostra
