// The read-outs of state.h.
#include "lacosanostra/state.h"

namespace lcn {

int Strength(const State& s, GangsterId g) {
    const GangsterPlace& place = s.gangsters[g];
    int strength = Gangster(g).strength;
    if (place.attached & kAttachMachineGun) ++strength;
    if (place.attached & kAttachDistraction) --strength;
    return strength < 1 ? 1 : strength;  // "nie unter 1" (Ablenkung card text)
}

int OrdersInHand(const State& s, Seat p) {
    int n = 0;
    for (const OrderPlace& o : s.orders) {
        if (o.zone == OrderZone::kHand && o.holder == p) ++n;
    }
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
