// The table operations several phases share (steps.h), each keeping the invariants of state.h.
#include <cstddef>

#include "lacosanostra/steps.h"

namespace lcn::detail {
namespace {

BusinessId DrawBusiness(State& s) {
    if (s.cur.deck_searched) {  // R20: the deck was searched (Beziehungen): shuffle before any draw
        ShuffleBusinessDeck(s);
        s.cur.deck_searched = false;
    }
    if (s.business_deck_size == 0) return kNoBusiness;
    --s.business_deck_size;
    const BusinessId b = s.business_deck[s.business_deck_size];
    s.business_deck[s.business_deck_size] = 0;
    return b;
}

// The business cards that belong to a monopoly, with it, read once from the card table (RecomputeMonopolies
// runs after every change of a business).
struct MonopolyCards {
    std::array<BusinessId, kNumBusinesses> card{};
    std::array<Monopoly, kNumBusinesses> monopoly{};
    int count = 0;
};
const MonopolyCards kMonopolyCards = [] {
    MonopolyCards cards;
    for (BusinessId b = 0; b < kNumBusinesses; ++b) {
        const Monopoly m = TypeData(TypeOf(b)).monopoly;
        if (m == Monopoly::kNone) continue;
        cards.card[static_cast<std::size_t>(cards.count)] = b;
        cards.monopoly[static_cast<std::size_t>(cards.count++)] = m;
    }
    return cards;
}();

}  // namespace

void RecomputeMonopolies(State& s) {
    // Active businessmen per monopoly and seat, in one pass over the cards (§4.5).
    std::array<std::array<int, kMaxPlayers>, kNumMonopolies> count{};
    for (int i = 0; i < kMonopolyCards.count; ++i) {
        const BusinessPlace& place = s.businesses[kMonopolyCards.card[static_cast<std::size_t>(i)]];
        if (place.zone != BusinessZone::kDisplay || place.deactivated || place.holder >= kMaxPlayers) continue;
        ++count[static_cast<std::size_t>(kMonopolyCards.monopoly[static_cast<std::size_t>(i)])][place.holder];
    }
    for (std::size_t m = 0; m < kNumMonopolies; ++m) {
        int total = 0;
        for (int c : count[m]) total += c;
        Seat holder = kNoSeat;
        for (Seat p = 0; p < s.players; ++p) {
            // "mindestens zwei ... und mehr als alle anderen Spieler zusammen" (RB 379)
            if (count[m][p] >= 2 && count[m][p] > total - count[m][p]) holder = p;
        }
        s.monopoly_holder[m] = holder;
    }
}

void RefillMarket(State& s) {
    for (BusinessId& slot : s.market) {
        if (slot != kNoBusiness) continue;
        const BusinessId b = DrawBusiness(s);
        if (b == kNoBusiness) return;
        slot = b;
        s.businesses[b].zone = BusinessZone::kMarket;
        s.businesses[b].holder = 0xFF;
    }
}

namespace {
void DiscardOrder(State& s, OrderId o, OrderZone zone) {
    OrderPlace& place = s.orders[o];
    if (place.zone == OrderZone::kOnGangster && place.holder < kNumGangsters) {
        GangsterPlace& g = s.gangsters[place.holder];
        if (g.assignment == Assignment::kOrder && g.card == o) {
            g.assignment = Assignment::kNone;
            g.card = 0xFF;
        }
    }
    place.zone = zone;
    place.holder = 0xFF;
    place.drawn_this_phase = false;
    if (zone == OrderZone::kDiscardUp) place.seen_by = 0;  // I9: a face-up card is no secret any more
}
}  // namespace

void DiscardOrderFaceDown(State& s, OrderId o) { DiscardOrder(s, o, OrderZone::kDiscardDown); }
void DiscardOrderFaceUp(State& s, OrderId o) { DiscardOrder(s, o, OrderZone::kDiscardUp); }

void ReturnMarkers(State& s, BusinessId b) {
    BusinessPlace& place = s.businesses[b];
    for (Seat p = 0; p < kMaxPlayers; ++p) {
        s.player[p].markers_in_supply = static_cast<std::uint8_t>(s.player[p].markers_in_supply + place.markers[p]);
        place.markers[p] = 0;
    }
}

void PutUnderBusinessDeck(State& s, BusinessId b) {
    BusinessPlace& place = s.businesses[b];
    ReturnMarkers(s, b);
    const bool was_displayed = place.zone == BusinessZone::kDisplay;
    if (place.zone == BusinessZone::kMarket) {
        for (BusinessId& slot : s.market) {
            if (slot == b) slot = kNoBusiness;
        }
    } else if (place.zone == BusinessZone::kOnGangster && place.holder < kNumGangsters) {
        GangsterPlace& g = s.gangsters[place.holder];
        if (g.assignment == Assignment::kPurchase && g.card == b) {
            g.assignment = Assignment::kNone;
            g.card = 0xFF;
        }
    } else if (place.zone == BusinessZone::kDeck) {
        std::size_t at = 0;  // already in the deck: take it out first, then put it at the bottom
        for (std::size_t i = 0; i < s.business_deck_size; ++i) {
            if (s.business_deck[i] != b) s.business_deck[at++] = s.business_deck[i];
        }
        s.business_deck_size = static_cast<std::uint8_t>(at);
    }
    for (std::size_t i = s.business_deck_size; i > 0; --i) s.business_deck[i] = s.business_deck[i - 1];
    s.business_deck[0] = b;
    ++s.business_deck_size;
    place = BusinessPlace{};  // kDeck, no holder, active, ability unused, no markers
    if (was_displayed) RecomputeMonopolies(s);
}

void DrawInfluence(State& s, Seat p, int count) {
    for (int i = 0; i < count; ++i) {
        if (s.influence_deck_size == 0) {  // R8: the discard becomes the new deck
            for (std::size_t t = 0; t < kNumInfluenceTypes; ++t) {
                for (int c = 0; c < s.influence_discard[t]; ++c) {
                    s.influence_deck[s.influence_deck_size++] = static_cast<Influence>(t);
                }
                s.influence_discard[t] = 0;
            }
            if (s.influence_deck_size == 0) return;  // every card is in a hand or on a gangster
            Rng rng(s.rng);
            rng.Shuffle(s.influence_deck.data(), s.influence_deck_size);
            s.rng = rng.state();
        }
        --s.influence_deck_size;
        const auto t = static_cast<std::size_t>(s.influence_deck[s.influence_deck_size]);
        s.influence_deck[s.influence_deck_size] = Influence::kInformant;  // unused entries stay 0 (state.h)
        ++s.player[p].influence[t];
        ++s.player[p].influence_drawn[t];
    }
}

std::uint32_t NextRandom(State& s, std::uint32_t below) {
    Rng rng(s.rng);
    const std::uint32_t v = rng.Below(below);
    s.rng = rng.state();
    return v;
}

void ShuffleBusinessDeck(State& s) {
    Rng rng(s.rng);
    rng.Shuffle(s.business_deck.data(), s.business_deck_size);
    s.rng = rng.state();
}

std::int32_t PayFromBank(State& s, Seat p, std::int32_t amount) {
    if (amount <= 0) return 0;
    s.player[p].cash += amount;
    s.bank_balance += amount;
    return amount;
}

std::int32_t PayToBank(State& s, Seat p, std::int32_t amount) {
    const std::int32_t paid = amount <= 0 ? 0 : (amount < s.player[p].cash ? amount : s.player[p].cash);
    s.player[p].cash -= paid;
    s.bank_balance -= paid;
    return paid;
}

std::int32_t PaySeat(State& s, Seat from, Seat to, std::int32_t amount) {
    const std::int32_t paid = amount <= 0 ? 0 : (amount < s.player[from].cash ? amount : s.player[from].cash);
    s.player[from].cash -= paid;
    s.player[to].cash += paid;
    return paid;
}

}  // namespace lcn::detail
