// CheckInvariants: state.h "INVARIANTS" I1-I9, plus I0 (the shape every other check and the engine rely on:
// counts and indices in range), so a hand-written position cannot make the engine read out of bounds.
#include "lacosanostra/invariants.h"

#include <array>

#include "lacosanostra/notation.h"
#include "lacosanostra/rules.h"
#include "lacosanostra/steps.h"

namespace lcn {

namespace {

std::string Code(GangsterId g) { return g < kNumGangsters ? GangsterCode(g) : "gangster #" + std::to_string(g); }
std::string BCode(BusinessId b) { return b < kNumBusinesses ? BusinessCode(b) : "business #" + std::to_string(b); }

bool SeatOrNone(const State& s, Seat p) { return p == kNoSeat || p < s.players; }
bool Seated(const State& s, Family f) {
    for (int p = 0; p < s.players; ++p) {
        if (s.player[static_cast<std::size_t>(p)].family == f) return true;
    }
    return false;
}

// Who acts in each step must be named by the cursor (else CurrentActor has no seat to return).
Seat StepActor(const State& s) {
    switch (s.step) {
        case Step::kDrawCheck: return s.cur.draw_cursor;
        case Step::kLook: return s.cur.looker;
        case Step::kPreTurn: return s.cur.due;
        case Step::kClaim: return s.cur.claimant;
        case Step::kOver: return 0;
        default: return s.cur.turn;
    }
}

std::string Shape(const State& s) {
    if (s.players < kMinPlayers || s.players > kMaxPlayers) return "I0 shape: players must be 3 to 5";
    if (s.round < 1 || s.round > LastRound(s)) return "I0 shape: round out of range";
    if (s.step > Step::kOver) return "I0 shape: unknown step";
    if (s.start_player >= s.players) return "I0 shape: start player is not a seat";
    std::uint8_t families = 0;
    for (int p = 0; p < s.players; ++p) {
        const auto f = static_cast<unsigned>(s.player[static_cast<std::size_t>(p)].family);
        if (f >= kNumFamilies || (families >> f & 1u)) return "I0 shape: seat families must be distinct families";
        families = static_cast<std::uint8_t>(families | 1u << f);
    }
    for (std::size_t r = 0; r < kNumRounds; ++r) {
        if (s.order_deck_size[r] > kRoundDeckSize[r])
            return "I0 shape: order deck " + std::to_string(r + 1) + " too large";
    }
    if (s.business_deck_size > kNumBusinesses) return "I0 shape: business deck too large";
    if (s.influence_deck_size > kNumInfluenceCards) return "I0 shape: influence deck too large";
    const Cursor& c = s.cur;
    for (Seat p : {c.due, c.turn, c.named, c.roller, c.claimant, c.trapper, c.harm_by, c.looker, c.draw_cursor}) {
        if (!SeatOrNone(s, p)) return "I0 shape: a cursor seat is not a seat of this game";
    }
    for (Seat m : s.monopoly_holder) {
        if (!SeatOrNone(s, m)) return "I0 shape: a monopoly holder is not a seat";
    }
    if (s.step != Step::kOver && StepActor(s) == kNoSeat) return "I0 shape: the cursor names no actor for this step";
    if (c.num_dice > kMaxDice || c.num_robberies > kMaxRobbers) return "I0 shape: cursor counts out of range";
    for (std::uint8_t d : c.dice) {
        if (d > 6) return "I0 shape: a die shows more than 6";
    }
    for (GangsterId g : {c.chosen, c.roller_gangster, c.trap_gangster}) {
        if (g != kNoGangster && g >= kNumGangsters) return "I0 shape: a cursor gangster is out of range";
    }
    if (s.step == Step::kClaim && (c.window == Step::kOver || c.window == Step::kClaim))
        return "I0 shape: a claim needs its window";
    // What the action phase's steps need from the cursor (lcn-action's check: a chosen gangster holding an
    // order, the die to re-roll, ...), so a hand-written position cannot stop the engine mid-step.
    if (const char* problem = detail::ActionCursorProblem(s))
        return std::string("I0 shape: ") + StepName(s.step) + ": " + problem;
    return {};
}

std::string Orders(const State& s) {
    std::array<std::uint8_t, kNumOrders> in_deck{};
    for (std::size_t r = 0; r < kNumRounds; ++r) {
        const OrderId first = FirstOrderOfRound(static_cast<int>(r) + 1);
        for (int i = 0; i < s.order_deck_size[r]; ++i) {
            const OrderId o = s.order_deck[r][static_cast<std::size_t>(i)];
            if (o < first || o >= first + kRoundDeckSize[r])
                return "I1 orders: round deck " + std::to_string(r + 1) + " holds a card of another round";
            if (in_deck[o]++) return "I1 orders: " + OrderCode(o) + " lies twice in its deck";
        }
    }
    for (OrderId o = 0; o < kNumOrders; ++o) {
        const OrderPlace& p = s.orders[o];
        const auto code = [o] { return OrderCode(o); };  // words only on failure: this runs after every action
        const bool deck = p.zone == OrderZone::kDeck;
        if (deck != (in_deck[o] == 1))
            return "I1 orders: " + code() + (deck ? " is in no deck" : " is in a deck and elsewhere");
        switch (p.zone) {
            case OrderZone::kHand:
                if (p.holder >= s.players) return "I1 orders: " + code() + " is in the hand of no seat";
                break;
            case OrderZone::kOnGangster: {
                const GangsterId g = p.holder;
                if (g >= kNumGangsters || s.gangsters[g].assignment != Assignment::kOrder || s.gangsters[g].card != o)
                    return "I1 orders: " + code() + " is on a gangster whose assignment is another card";
                break;
            }
            case OrderZone::kDeck:
            case OrderZone::kDiscardUp:
            case OrderZone::kDiscardDown:
                if (p.holder != 0xFF) return "I1 orders: " + code() + " in a pile has a holder";
                break;
            default: return "I1 orders: " + code() + " has an unknown zone";
        }
    }
    return {};
}

std::string Businesses(const State& s) {
    std::array<std::uint8_t, kNumBusinesses> seen{};
    for (int i = 0; i < s.business_deck_size; ++i) {
        const BusinessId b = s.business_deck[static_cast<std::size_t>(i)];
        if (b >= kNumBusinesses || s.businesses[b].zone != BusinessZone::kDeck || seen[b]++)
            return "I2 businesses: business deck entry " + std::to_string(i) + " (" + BCode(b) +
                   ") is not a deck card once";
    }
    for (BusinessId b : s.market) {
        if (b == kNoBusiness) continue;
        if (b >= kNumBusinesses || s.businesses[b].zone != BusinessZone::kMarket || seen[b]++)
            return "I2 businesses: market card " + BCode(b) + " is not a market card once";
    }
    for (BusinessId b = 0; b < kNumBusinesses; ++b) {
        const BusinessPlace& p = s.businesses[b];
        const auto code = [b] { return BusinessCode(b); };  // words only on failure
        switch (p.zone) {
            case BusinessZone::kDeck:
            case BusinessZone::kMarket:
                if (seen[b] != 1) return "I2 businesses: " + code() + " is not in its pile";
                if (p.holder != 0xFF) return "I2 businesses: " + code() + " in a pile has a holder";
                break;
            case BusinessZone::kDisplay:
                if (p.holder >= s.players) return "I2 businesses: " + code() + " is in the display of no seat";
                break;
            case BusinessZone::kOnGangster:
                if (p.holder >= kNumGangsters || s.gangsters[p.holder].assignment != Assignment::kPurchase ||
                    s.gangsters[p.holder].card != b)
                    return "I2 businesses: " + code() + " is on a gangster whose assignment is another card";
                break;
            default: return "I2 businesses: " + code() + " has an unknown zone";
        }
        if (p.zone != BusinessZone::kDisplay && (p.deactivated || p.ability_used))
            return "I2 businesses: " + code() + " outside a display is deactivated or has a used ability";
    }
    return {};
}

std::string InfluenceCounts(const State& s) {
    std::array<int, kNumInfluenceTypes> n{};
    for (int i = 0; i < s.influence_deck_size; ++i) {
        const auto t = static_cast<std::size_t>(s.influence_deck[static_cast<std::size_t>(i)]);
        if (t >= kNumInfluenceTypes) return "I3 influence: the deck holds an unknown type";
        ++n[t];
    }
    for (std::size_t t = 0; t < kNumInfluenceTypes; ++t) {
        n[t] += s.influence_discard[t];
        for (int p = 0; p < s.players; ++p) n[t] += s.player[static_cast<std::size_t>(p)].influence[t];
    }
    static constexpr std::array<std::pair<AttachBit, Influence>, 4> kAttached = {
        {{kAttachHenchman, Influence::kHenchman},
         {kAttachSaboteur, Influence::kSaboteur},
         {kAttachMachineGun, Influence::kMachineGun},
         {kAttachDistraction, Influence::kDistraction}}};
    for (const GangsterPlace& g : s.gangsters) {
        for (auto [bit, type] : kAttached) n[static_cast<std::size_t>(type)] += (g.attached & bit) ? 1 : 0;
    }
    for (std::size_t t = 0; t < kNumInfluenceTypes; ++t) {
        const auto type = static_cast<Influence>(t);
        if (n[t] != InfluenceCard(type).copies)
            return std::string("I3 influence: ") + InfluenceCode(type) + " counts " + std::to_string(n[t]) +
                   " cards, the game has " + std::to_string(InfluenceCard(type).copies);
        for (int p = 0; p < s.players; ++p) {
            const Player& pl = s.player[static_cast<std::size_t>(p)];
            if (pl.influence_drawn[t] > pl.influence[t])
                return std::string("I3 influence: more ") + InfluenceCode(type) + " drawn than in hand";
        }
    }
    return {};
}

std::string Money(const State& s) {
    std::int64_t sum = 0;
    for (int p = 0; p < s.players; ++p) {
        const Player& pl = s.player[static_cast<std::size_t>(p)];
        if (pl.cash < 0 || pl.laundered < 0) return "I8 cash: a seat has negative cash or laundered money";
        sum += pl.cash + pl.laundered;
    }
    if (sum != std::int64_t{kStartCash} * s.players + s.bank_balance)
        return "I4 money: seats hold " + std::to_string(sum) + ", start cash + bank balance is " +
               std::to_string(std::int64_t{kStartCash} * s.players + s.bank_balance);
    return {};
}

Seat OwnerOfCard(const State& s, const BusinessPlace& p) {
    if (p.zone == BusinessZone::kDisplay) return p.holder;
    if (p.zone == BusinessZone::kOnGangster) return OwnerOf(s, p.holder);
    return kNoSeat;
}

std::string Markers(const State& s) {
    std::array<int, kMaxPlayers> laid{};
    for (BusinessId b = 0; b < kNumBusinesses; ++b) {
        const BusinessPlace& p = s.businesses[b];
        for (std::size_t q = 0; q < kMaxPlayers; ++q) {
            if (p.markers[q] == 0) continue;
            if (q >= s.players) return "I5 markers: a marker of no seat lies on " + BusinessCode(b);
            const bool placeable = p.zone == BusinessZone::kDisplay || p.zone == BusinessZone::kOnGangster;
            if (!placeable || p.deactivated)
                return "I5 markers: a marker lies on " + BusinessCode(b) + " in a pile or deactivated";
            if (OwnerOfCard(s, p) == q) return "I5 markers: a seat's marker lies on its own " + BusinessCode(b);
            laid[q] += p.markers[q];
        }
    }
    for (int q = 0; q < s.players; ++q) {
        if (s.player[static_cast<std::size_t>(q)].markers_in_supply + laid[static_cast<std::size_t>(q)] != kDealMarkers)
            return "I5 markers: seat " + std::string(1, SeatLetterOf(s.player[static_cast<std::size_t>(q)].family)) +
                   " has " +
                   std::to_string(s.player[static_cast<std::size_t>(q)].markers_in_supply +
                                  laid[static_cast<std::size_t>(q)]) +
                   " markers in supply and laid, not 5";
    }
    return {};
}

std::string Gangsters(const State& s) {
    for (GangsterId g = 0; g < kNumGangsters; ++g) {
        const GangsterPlace& p = s.gangsters[g];
        const bool seated = Seated(s, FamilyOf(g));
        if (seated == (p.status == GangsterStatus::kUnused))
            return "I6 gangsters: " + Code(g) +
                   (seated ? " of a seated family is unused" : " of an unseated family is in play");
        if (p.status > GangsterStatus::kKilled) return "I6 gangsters: " + Code(g) + " has an unknown status";
        if (seated ? p.owner >= s.players : p.owner != kNoSeat)
            return "I6 gangsters: " + Code(g) +
                   (seated ? " of a seated family has no owner seat" : " of an unseated family has an owner");
        if (p.status == GangsterStatus::kAside && p.owner != FamilySeat(s, FamilyOf(g)))
            return "I6 gangsters: " + Code(g) + " is aside but not owned by his family's seat (D44)";
        if ((p.status == GangsterStatus::kKilled) != (p.killer != kNoSeat) ||
            (p.killer != kNoSeat && p.killer >= s.players))
            return "I6 gangsters: " + Code(g) + " has a killer exactly when killed";
        if (p.assignment > Assignment::kPurchase) return "I6 gangsters: " + Code(g) + " has an unknown assignment";
        // D50: a Maschinenpistole/Ablenkung stays on a deactivated or killed gangster until the round ends.
        constexpr std::uint8_t kRoundLong = kAttachMachineGun | kAttachDistraction;
        if (p.status != GangsterStatus::kActive && (p.assignment != Assignment::kNone || (p.attached & ~kRoundLong)))
            return "I6 gangsters: " + Code(g) + " is not active but holds an assignment, Handlanger or Saboteur";
        if (p.status == GangsterStatus::kAside && p.attached != 0)
            return "I6 gangsters: " + Code(g) + " is aside but carries an attached card";
        if ((p.assignment == Assignment::kNone) != (p.card == 0xFF))
            return "I6 gangsters: " + Code(g) + " has a card exactly when assigned";
        if (p.assignment == Assignment::kOrder &&
            (p.card >= kNumOrders || s.orders[p.card].zone != OrderZone::kOnGangster || s.orders[p.card].holder != g))
            return "I6 gangsters: " + Code(g) + "'s order card does not lie on him";
        if (p.assignment == Assignment::kPurchase &&
            (p.card >= kNumBusinesses || s.businesses[p.card].zone != BusinessZone::kOnGangster ||
             s.businesses[p.card].holder != g))
            return "I6 gangsters: " + Code(g) + "'s purchase card does not lie on him";
        if (p.attached & ~0x0F) return "I6 gangsters: " + Code(g) + " has an unknown attachment";
    }
    return {};
}

std::string Monopolies(const State& s) {
    if (!IsSafePoint(s)) return {};
    std::array<std::array<int, kMaxPlayers>, kNumMonopolies> active{};  // one pass over the businesses
    std::array<int, kNumMonopolies> total{};
    for (BusinessId b = 0; b < kNumBusinesses; ++b) {
        const BusinessPlace& p = s.businesses[b];
        if (p.zone != BusinessZone::kDisplay || p.deactivated) continue;
        const auto m = static_cast<std::size_t>(TypeData(TypeOf(b)).monopoly);
        if (m >= kNumMonopolies) continue;
        ++active[m][p.holder];
        ++total[m];
    }
    for (std::size_t m = 0; m < kNumMonopolies; ++m) {
        Seat holder = kNoSeat;
        for (int q = 0; q < s.players; ++q) {
            const int own = active[m][static_cast<std::size_t>(q)];
            if (own >= 2 && own > total[m] - own) holder = static_cast<Seat>(q);
        }
        if (s.monopoly_holder[m] != holder)
            return "I7 monopolies: monopoly " + std::to_string(m) + " is held by the wrong seat";
    }
    return {};
}

std::string Seen(const State& s) {
    const auto seats = static_cast<std::uint8_t>((1u << s.players) - 1u);
    for (OrderId o = 0; o < kNumOrders; ++o) {
        const OrderPlace& p = s.orders[o];
        if (p.seen_by == 0) continue;
        if (p.zone != OrderZone::kOnGangster && p.zone != OrderZone::kDiscardDown)
            return "I9 seen: " + OrderCode(o) + " is marked as looked at but is not face down";
        if (p.seen_by & ~seats) return "I9 seen: " + OrderCode(o) + " was looked at by no seat";
    }
    return {};
}

}  // namespace

std::string CheckInvariants(const State& s) {
    // I0 first: every later check indexes by the counts and ids it validates.
    for (auto check : {Shape, Orders, Businesses, InfluenceCounts, Money, Markers, Gangsters, Monopolies, Seen}) {
        std::string broken = check(s);
        if (!broken.empty()) return broken;
    }
    return {};
}

}  // namespace lcn
