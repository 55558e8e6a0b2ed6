#include "support/scoring.h"

#include <algorithm>

namespace lcn::test {
namespace {

bool OwnsActive(const State& s, Seat p, BusinessId b) {
    const BusinessPlace& place = s.businesses[b];
    return place.zone == BusinessZone::kDisplay && place.holder == p && !place.deactivated;
}

int ActiveGangsters(const State& s, Seat p) {
    int n = 0;
    for (const GangsterPlace& g : s.gangsters) n += g.owner == p && g.status == GangsterStatus::kActive;  // D44
    return n;
}

int Violence(const State& s, Seat p) {
    int victims = 0, strength = 0;
    for (int g = 0; g < kNumGangsters; ++g) {
        const GangsterPlace& place = s.gangsters[static_cast<std::size_t>(g)];
        if (place.status == GangsterStatus::kKilled && place.killer == p) {
            ++victims;
            strength += Gangster(static_cast<GangsterId>(g)).strength;
        }
    }
    const int per_point = victims == 0 ? 0 : victims == 1 ? 2 : victims == 2 ? 4 : 6;
    return strength * per_point;
}

// The seat with the unique highest value, or kNoSeat on a tie.
template <typename F>
Seat UniqueTop(const State& s, F value) {
    Seat best = kNoSeat;
    int top = -1;
    bool tie = false;
    for (Seat p = 0; p < s.players; ++p) {
        const int v = value(p);
        if (v > top) {
            top = v;
            best = p;
            tie = false;
        } else if (v == top) {
            tie = true;
        }
    }
    return tie ? kNoSeat : best;
}

}  // namespace

int SpecIncome(const State& s, Seat p) {
    int income = 0;
    for (int b = 0; b < kNumBusinesses; ++b) {
        if (OwnsActive(s, p, static_cast<BusinessId>(b))) income += Income(static_cast<BusinessId>(b));
    }
    for (Seat holder : s.monopoly_holder) income += holder == p ? kMonopolyIncome : 0;
    return income;
}

std::array<std::int32_t, kMaxPlayers> SpecFinalPayout(const State& s) {
    std::array<std::int32_t, kMaxPlayers> pay{};
    for (Seat p = 0; p < s.players; ++p) pay[p] = 2 * SpecIncome(s, p) + Violence(s, p);
    const Seat most = UniqueTop(s, [&](Seat p) { return ActiveGangsters(s, p); });
    if (most != kNoSeat) pay[most] += 15;
    if (s.options.business_bonus) {
        const Seat earner = UniqueTop(s, [&](Seat p) { return SpecIncome(s, p); });
        if (earner != kNoSeat) pay[earner] += 5;
    }
    return pay;
}

int SpecDisplayValue(const State& s, Seat p) {
    int value = 0;
    for (int b = 0; b < kNumBusinesses; ++b) {
        const BusinessPlace& place = s.businesses[static_cast<std::size_t>(b)];
        if (place.zone == BusinessZone::kDisplay && place.holder == p) value += Price(static_cast<BusinessId>(b));
    }
    for (GangsterId g = 0; g < kNumGangsters; ++g) {  // D44: a traded gangster counts for his owner
        const GangsterStatus st = s.gangsters[g].status;
        if (s.gangsters[g].owner != p) continue;
        if (st == GangsterStatus::kActive || st == GangsterStatus::kDeactivated) value += Gangster(g).price;
    }
    return value;
}

Outcome SpecOutcome(const State& s) {
    Outcome o;
    for (Seat p = 0; p < s.players; ++p) {
        o.money[p] = s.player[p].cash + 2 * s.player[p].laundered;
        o.display_value[p] = SpecDisplayValue(s, p);
    }
    std::int32_t best = -1;
    for (Seat p = 0; p < s.players; ++p) best = std::max(best, o.money[p]);
    std::int32_t best_value = -1;
    for (Seat p = 0; p < s.players; ++p) {
        if (o.money[p] == best) best_value = std::max(best_value, o.display_value[p]);
    }
    int richest = 0;
    for (Seat p = 0; p < s.players; ++p) richest += o.money[p] == best;
    for (Seat p = 0; p < s.players; ++p) {
        if (o.money[p] == best && (richest == 1 || o.display_value[p] == best_value)) {
            o.winners = static_cast<std::uint8_t>(o.winners | (1u << p));
        }
    }
    if (richest > 1) {
        const bool single = (o.winners & (o.winners - 1)) == 0;
        o.tie_break = single ? TieBreak::kDisplayValue : TieBreak::kShared;
    }
    return o;
}

}  // namespace lcn::test
