// ViewFor: view.h lists what a seat may know; everything else is scrubbed here, in one place.
#include "lacosanostra/view.h"

namespace lcn {

namespace {

bool Identifies(const State& s, OrderId o, Seat seat) {
    const OrderPlace& p = s.orders[o];
    const bool looked = (p.seen_by >> seat & 1u) != 0;
    switch (p.zone) {
        case OrderZone::kDeck: return false;
        case OrderZone::kHand: return p.holder == seat;
        case OrderZone::kDiscardUp: return true;
        case OrderZone::kDiscardDown: return looked;
        case OrderZone::kOnGangster: {
            const bool face_up = s.cur.revealed && s.cur.chosen == p.holder;
            return face_up || looked || (p.holder < kNumGangsters && OwnerOf(s, p.holder) == seat);
        }
    }
    return false;
}

}  // namespace

View ViewFor(const State& s, Seat seat) {
    // Built from a copy of the state, never default-built and then assigned: the Expert's playouts ask for a
    // View at every decision, and zeroing the whole State first cost 8% of their time in the page.
    View v{.seat = seat, .state = s};
    State& t = v.state;
    const auto own_bit = static_cast<std::uint8_t>(seat < kMaxPlayers ? 1u << seat : 0u);
    for (OrderId o = 0; o < kNumOrders; ++o) {
        const OrderPlace& p = s.orders[o];
        if (p.zone == OrderZone::kHand && p.holder < kMaxPlayers) ++v.order_hand_size[p.holder];
        if (p.zone == OrderZone::kDiscardDown) ++v.face_down_discards;
        if (Identifies(s, o, seat)) {
            t.orders[o].seen_by = static_cast<std::uint8_t>(p.seen_by & own_bit);
            continue;
        }
        v.unknown[o] = true;
        t.orders[o] = OrderPlace{};
        if (p.zone == OrderZone::kOnGangster && p.holder < kNumGangsters) t.gangsters[p.holder].card = kHiddenOrder;
    }
    for (auto& deck : t.order_deck) deck.fill(0);
    t.business_deck.fill(0);
    t.influence_deck.fill(Influence{});
    for (int p = 0; p < s.players; ++p) {
        Player& pl = t.player[static_cast<std::size_t>(p)];
        int influence = 0;
        for (std::uint8_t n : pl.influence) influence += n;
        v.influence_hand_size[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(influence);
        if (p == seat) continue;
        pl.influence.fill(0);
        pl.influence_drawn.fill(0);
    }
    t.rng = 0;
    return v;
}

}  // namespace lcn
