// What one seat may know (§6 "Hidden hands", "Spying"): the State with the hidden parts scrubbed.
// Public: cash, laundered, displays, deal markers, attachments, purchase cards, face-up discards, market,
// monopolies, pile sizes, the cursor (claims, dice, named player, revealed card).
// Hidden from seat v, and how the View shows it:
//  - an order card v cannot identify (in a deck, in another hand, face down on another seat's gangster or in
//    the face-down discard, unless v looked at it: OrderPlace::seen_by): `unknown[o] = true` and
//    `state.orders[o]` is a default OrderPlace; a gangster holding it shows `card = kHiddenOrder`;
//  - deck ORDER: `order_deck`, `business_deck` and `influence_deck` entries are zeroed, sizes kept;
//  - other seats' influence hands: counts zeroed (`influence_hand_size` keeps the total); order hand sizes
//    are in `order_hand_size`, face-down discards in `face_down_discards`;
//  - `influence_drawn` of other seats zeroed, `rng` = 0.
// A face-down order that v placed himself or looked at stays visible in v's view as long as it lies face down.
#pragma once

#include <array>
#include <cstdint>

#include "lacosanostra/state.h"

namespace lcn {

inline constexpr OrderId kHiddenOrder = 0xFE;  // "a face-down order card" on a gangster, in a view

struct View {
    Seat seat = kNoSeat;
    State state;  // scrubbed as above
    std::array<bool, kNumOrders> unknown{};
    std::array<std::uint8_t, kMaxPlayers> order_hand_size{};
    std::array<std::uint8_t, kMaxPlayers> influence_hand_size{};
    std::uint8_t face_down_discards = 0;
    bool operator==(const View&) const = default;
};

View ViewFor(const State& s, Seat seat);

}  // namespace lcn
