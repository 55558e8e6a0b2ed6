// The Expert's sampled worlds (expert.h): what the seat cannot see, dealt again from the View alone.
#include <algorithm>
#include <utility>

#include "lacosanostra/bot_eval.h"
#include "lacosanostra/expert.h"
#include "lacosanostra/rules.h"

namespace lcn {

namespace {

std::uint64_t Mix(std::uint64_t h, std::uint64_t x) { return Rng::Stream(h, x).Next(); }

constexpr int kPlausibleLooks = 6;  // cards looked at for one face-down order of another seat

}  // namespace

std::uint64_t ExpertSeed(const View& view, std::uint64_t salt) {
    // Only what every seat sees: a seed that read the seat's own hand would still be fair, but one that read
    // less makes the scramble test's claim ("the hidden parts do not matter") hold for the seed trivially.
    const State& s = view.state;
    std::uint64_t h = Mix(salt, view.seat);
    h = Mix(h, s.round);
    h = Mix(h, static_cast<std::uint64_t>(s.step));
    h = Mix(h, s.cur.turn);
    h = Mix(h, s.cur.due);
    h = Mix(h, s.cur.chosen);
    for (int p = 0; p < s.players; ++p) {
        const Player& pl = s.player[static_cast<std::size_t>(p)];
        h = Mix(h, static_cast<std::uint64_t>(pl.cash) << 32 | static_cast<std::uint32_t>(pl.laundered));
        h = Mix(h, view.order_hand_size[static_cast<std::size_t>(p)] << 8 |
                       view.influence_hand_size[static_cast<std::size_t>(p)]);
    }
    for (int r = 0; r < kNumRounds; ++r) h = Mix(h, s.order_deck_size[static_cast<std::size_t>(r)]);
    h = Mix(h, s.business_deck_size);
    h = Mix(h, s.influence_deck_size);
    return h;
}

// Uniform among the consistent deals as far as the card counts tell: every unknown order card of a round is
// equally likely in each hidden place its round allows (the undrawn rest of its round deck, or any hidden
// place of the table: another hand, a face-down order on another seat's gangster, the face-down discard).
// What the seats did (which card someone kept, whom an attack named) is not read for hints: Normal-level
// opponents plan too plainly for that to pay, and a prior that reads nothing cannot be wrong by much.
// Known simplifications: a business card put under the deck is shuffled in like the rest; other seats'
// looks (`seen_by`) are forgotten.
State DealWorld(const View& view, Rng& rng) {
    State t = view.state;
    const Seat me = view.seat;
    std::array<OrderId, kNumOrders> loose{};
    int loose_count = 0;
    for (int r = 0; r < kNumRounds; ++r) {
        std::array<OrderId, kNumOrders> cards{};
        std::uint32_t n = 0;
        for (OrderId o = 0; o < kNumOrders; ++o)
            if (view.unknown[o] && Order(o).round == r + 1) cards[n++] = o;
        rng.Shuffle(cards.data(), n);
        const auto deck_size = std::min<std::uint32_t>(t.order_deck_size[static_cast<std::size_t>(r)], n);
        for (std::uint32_t i = 0; i < deck_size; ++i) {
            t.order_deck[static_cast<std::size_t>(r)][i] = cards[i];
            t.orders[cards[i]] = OrderPlace{};
        }
        for (std::uint32_t i = deck_size; i < n; ++i) loose[static_cast<std::size_t>(loose_count++)] = cards[i];
    }
    rng.Shuffle(loose.data(), static_cast<std::uint32_t>(loose_count));
    int next = 0;
    auto take = [&]() { return next < loose_count ? loose[static_cast<std::size_t>(next++)] : kNoOrder; };
    for (Seat p = 0; p < t.players; ++p) {
        if (p == me) continue;
        for (int k = 0; k < view.order_hand_size[p]; ++k) {
            const OrderId o = take();
            if (o == kNoOrder) break;
            // In a draw phase the cards of the round in a hand are the ones just drawn (a redeal returns them).
            t.orders[o] = OrderPlace{OrderZone::kHand, p, 0, t.step == Step::kDrawCheck && Order(o).round == t.round};
        }
    }
    for (GangsterId g = 0; g < kNumGangsters; ++g) {
        GangsterPlace& gp = t.gangsters[g];
        if (gp.card != kHiddenOrder) continue;
        // A face-down order was chosen by its owner, not dealt: players put on a gangster a job they can meet
        // (alone or with markers they can buy), an attack or another card, rarely a job they cannot meet.
        // Uniform cards there made every opponent look weak (measured: a seat's win chance over sampled
        // worlds 0.56 where the true deal gave 0.05), so the slot takes the first plausible card among the
        // next few of the shuffled rest. Only public cards (displays, markers) decide what is plausible.
        const Seat owner = OwnerOf(t, g);
        for (int look = next; look < std::min(loose_count, next + kPlausibleLooks); ++look) {
            const OrderId o = loose[static_cast<std::size_t>(look)];
            const OrderData& data = Order(o);
            bool plausible = data.kind != OrderKind::kJob;
            if (!plausible && owner < t.players) {
                const bot::Cover cover = bot::JobCoverOf(t, owner, data);
                plausible = cover.missing == cover.buyable;
            }
            if (plausible) {
                std::swap(loose[static_cast<std::size_t>(look)], loose[static_cast<std::size_t>(next)]);
                break;
            }
        }
        const OrderId o = take();
        gp.card = o;
        if (o != kNoOrder) t.orders[o] = OrderPlace{OrderZone::kOnGangster, g, 0, false};
    }
    for (OrderId o = take(); o != kNoOrder; o = take())
        t.orders[o] = OrderPlace{OrderZone::kDiscardDown, 0xFF, 0, false};

    // Business deck: the cards in it are public, their order is not.
    std::uint32_t b_n = 0;
    for (BusinessId b = 0; b < kNumBusinesses; ++b)
        if (t.businesses[b].zone == BusinessZone::kDeck && b_n < t.business_deck_size) t.business_deck[b_n++] = b;
    rng.Shuffle(t.business_deck.data(), b_n);

    // Influence: every copy not in the seat's hand, the discard or attached lies in another hand or the deck.
    std::array<int, kNumInfluenceTypes> unseen{};
    for (int i = 0; i < kNumInfluenceTypes; ++i) {
        const auto type = static_cast<Influence>(i);
        unseen[static_cast<std::size_t>(i)] =
            InfluenceCard(type).copies - t.influence_discard[static_cast<std::size_t>(i)] -
            (me < t.players ? t.player[me].influence[static_cast<std::size_t>(i)] : 0);
    }
    for (const GangsterPlace& gp : t.gangsters) {
        if (gp.attached & kAttachHenchman) --unseen[static_cast<int>(Influence::kHenchman)];
        if (gp.attached & kAttachSaboteur) --unseen[static_cast<int>(Influence::kSaboteur)];
        if (gp.attached & kAttachMachineGun) --unseen[static_cast<int>(Influence::kMachineGun)];
        if (gp.attached & kAttachDistraction) --unseen[static_cast<int>(Influence::kDistraction)];
    }
    std::array<Influence, kNumInfluenceCards> pool{};
    std::uint32_t pool_n = 0;
    for (int i = 0; i < kNumInfluenceTypes; ++i)
        for (int k = 0; k < unseen[static_cast<std::size_t>(i)] && pool_n < pool.size(); ++k)
            pool[pool_n++] = static_cast<Influence>(i);
    rng.Shuffle(pool.data(), pool_n);
    std::uint32_t at = 0;
    for (Seat p = 0; p < t.players; ++p) {
        if (p == me) continue;
        for (int k = 0; k < view.influence_hand_size[p] && at < pool_n; ++k)
            ++t.player[p].influence[static_cast<std::size_t>(pool[at++])];
    }
    for (std::uint32_t i = 0; i < t.influence_deck_size && at < pool_n; ++i) t.influence_deck[i] = pool[at++];
    t.rng = rng.Next();
    return t;
}

}  // namespace lcn
