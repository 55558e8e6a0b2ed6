// The read-outs of state.h.
#include "lacosanostra/state.h"

#include <bit>
#include <cstddef>
#include <cstring>

namespace lcn {

int Strength(const State& s, GangsterId g) {
    const GangsterPlace& place = s.gangsters[g];
    int strength = Gangster(g).strength;
    if (place.attached & kAttachMachineGun) ++strength;
    if (place.attached & kAttachDistraction) --strength;
    return strength < 1 ? 1 : strength;  // "nie unter 1" (Ablenkung card text)
}

namespace {

// An order card's place as one 32-bit word; the key and mask below are built the same way, so the byte order
// does not matter.
static_assert(sizeof(OrderPlace) == sizeof(std::uint32_t) && std::is_trivially_copyable_v<OrderPlace>);
std::uint32_t WordOf(const OrderPlace& o) {
    std::uint32_t word;
    std::memcpy(&word, &o, sizeof word);
    return word;
}
std::uint32_t PlaceWord(OrderZone zone, std::uint8_t holder) {
    OrderPlace o{zone, holder, 0, false};
    return WordOf(o);
}

}  // namespace

int OrdersInHand(const State& s, Seat p) {
    // Zone and holder compared as one masked word per card, without branches: the compiler compares four cards
    // at once.
    const std::uint32_t mask = PlaceWord(static_cast<OrderZone>(0xFF), 0xFF);
    const std::uint32_t key = PlaceWord(OrderZone::kHand, p);
    int n = 0;
    for (const OrderPlace& o : s.orders) n += (WordOf(o) & mask) == key;
    return n;
}

int OrdersInHand(const State& s, Seat p, std::array<OrderId, kNumOrders>& hand) {
    const std::uint32_t mask = PlaceWord(static_cast<OrderZone>(0xFF), 0xFF);
    const std::uint32_t key = PlaceWord(OrderZone::kHand, p);
    int n = 0;
    auto visit = [&](OrderId o) {
        if ((WordOf(s.orders[o]) & mask) == key) hand[static_cast<std::size_t>(n++)] = o;
    };
    OrderId o = 0;
    if constexpr (std::endian::native == std::endian::little) {
        // A hand holds a few of the 90 cards: four cards (two 64-bit words) are tested at once and looked at one
        // by one only when one of them is in the hand. Zone and holder are the low 16 bits of each card's word
        // here, so after the mask and the key a card of the hand leaves a zero half, and adding 0xFFFF to a
        // half carries into its bit 16 exactly when the half is not zero.
        const std::uint64_t mask2 = mask | std::uint64_t{mask} << 32, key2 = key | std::uint64_t{key} << 32;
        constexpr std::uint64_t kAdd = 0x0000FFFF0000FFFFULL, kCarry = 0x0001000000010000ULL;
        static_assert(offsetof(OrderPlace, zone) == 0 && offsetof(OrderPlace, holder) == 1);
        for (; o + 4 <= kNumOrders; o += 4) {
            std::array<std::uint64_t, 2> words;
            std::memcpy(words.data(), &s.orders[o], sizeof words);
            const std::uint64_t carries =
                (((words[0] & mask2) ^ key2) + kAdd) & (((words[1] & mask2) ^ key2) + kAdd) & kCarry;
            if (carries == kCarry) continue;  // none of the four
            for (OrderId k = 0; k < 4; ++k) visit(static_cast<OrderId>(o + k));
        }
    }
    for (; o < kNumOrders; ++o) visit(o);
    return n;
}

int InfluenceInHand(const State& s, Seat p) {
    int n = 0;
    for (std::uint8_t c : s.player[p].influence) n += c;
    return n;
}

Seat FamilySeat(const State& s, Family f) {
    for (Seat p = 0; p < s.players; ++p) {
        if (s.player[p].family == f) return p;
    }
    return kNoSeat;
}

int LastRound(const State& s) { return s.options.short_game ? 3 : kNumRounds; }

}  // namespace lcn
