// The final payout (lacosanostra.md §4.3 FINAL_PAYOUT, RB 397-411) and the outcome with the tie-break (R13).
#include <cstddef>

#include "lacosanostra/steps.h"

namespace lcn {
namespace detail {

std::int32_t ViolenceBonus(const State& s, Seat p) {
    int killed = 0;
    std::int32_t strength = 0;
    for (GangsterId g = 0; g < kNumGangsters; ++g) {
        if (s.gangsters[g].status != GangsterStatus::kKilled || s.gangsters[g].killer != p) continue;
        ++killed;
        strength += Gangster(g).strength;
    }
    if (killed == 0) return 0;
    if (killed == 1) return strength * 2;
    if (killed == 2) return strength * 4;
    return strength * 6;
}

namespace {

int ActiveGangsters(const State& s, Seat p) {
    int n = 0;
    for (GangsterId g = 0; g < kNumGangsters; ++g) {
        if (OwnerOf(s, g) == p && s.gangsters[g].status == GangsterStatus::kActive) ++n;
    }
    return n;
}

}  // namespace

void FinalPayout(State& s) {
    std::array<std::int32_t, kMaxPlayers> pay{};
    int most = -1;
    Seat most_seat = kNoSeat;
    bool tie = false;
    for (Seat p = 0; p < s.players; ++p) {
        pay[p] = 2 * IncomeOf(s, p) + ViolenceBonus(s, p);  // income incl. monopolies doubled (RB 399)
        const int active = ActiveGangsters(s, p);
        if (active > most) {
            most = active;
            most_seat = p;
            tie = false;
        } else if (active == most) {
            tie = true;
        }
    }
    if (!tie && most_seat != kNoSeat) pay[most_seat] += kMostGangstersBonus;  // RB 401, not on a tie
    for (Seat p = 0; p < s.players; ++p) PayFromBank(s, p, pay[p]);
    PayBusinessBonus(s);  // RB 550 "am Ende jeder Runde", the last one too, not doubled
}

}  // namespace detail

namespace {

// R13: printed prices of own businesses in the display (active or not) and own bought gangsters in play (D44:
// a traded gangster's price counts for his current owner).
std::int32_t DisplayValue(const State& s, Seat p) {
    std::int32_t value = 0;
    for (BusinessId b = 0; b < kNumBusinesses; ++b) {
        if (s.businesses[b].zone == BusinessZone::kDisplay && s.businesses[b].holder == p) value += Price(b);
    }
    for (GangsterId g = 0; g < kNumGangsters; ++g) {
        const GangsterStatus status = s.gangsters[g].status;
        if (OwnerOf(s, g) != p) continue;
        if (status == GangsterStatus::kActive || status == GangsterStatus::kDeactivated) value += Gangster(g).price;
    }
    return value;
}

}  // namespace

Outcome FinalOutcome(const State& s) {
    Outcome out;
    std::int32_t best = -1;
    for (Seat p = 0; p < s.players; ++p) {
        out.money[p] = s.player[p].cash + 2 * s.player[p].laundered;  // laundered counts double (RB 447)
        out.display_value[p] = DisplayValue(s, p);
        if (out.money[p] > best) best = out.money[p];
    }
    std::uint8_t richest = 0;
    std::int32_t best_display = -1;
    for (Seat p = 0; p < s.players; ++p) {
        if (out.money[p] != best) continue;
        richest = static_cast<std::uint8_t>(richest | (1u << p));
        if (out.display_value[p] > best_display) best_display = out.display_value[p];
    }
    if ((richest & (richest - 1)) == 0) {
        out.winners = richest;
        return out;
    }
    for (Seat p = 0; p < s.players; ++p) {
        if ((richest >> p & 1u) && out.display_value[p] == best_display)
            out.winners = static_cast<std::uint8_t>(out.winners | (1u << p));
    }
    // RB 411: the display value decides; if still tied, arm-wrestling: digitally a shared win.
    out.tie_break = (out.winners & (out.winners - 1)) == 0 ? TieBreak::kDisplayValue : TieBreak::kShared;
    return out;
}

}  // namespace lcn
