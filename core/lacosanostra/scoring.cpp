// The final payout (docs/lacosanostra-rules.md §4.3 FINAL_PAYOUT, RB 397-411) and the outcome with the tie-break (R13).
#include <cstddef>

#include "lacosanostra/steps.h"

namespace lcn {
namespace detail {
namespace {

// Violence bonus per point of the victims' total printed strength (RB 403-409): one victim x2, two x4, more x6.
std::int32_t ViolenceRate(int victims) { return victims == 0 ? 0 : victims == 1 ? 2 : victims == 2 ? 4 : 6; }

}  // namespace

ScoreBreakdown PayoutParts(const State& s) {
    ScoreBreakdown out;
    std::array<std::int32_t, kMaxPlayers> active{};
    for (GangsterId g = 0; g < kNumGangsters; ++g) {
        const GangsterPlace& place = s.gangsters[g];
        if (place.status == GangsterStatus::kKilled && place.killer < s.players && place.killer < kMaxPlayers) {
            ScoreParts& killer = out.seat[place.killer];  // the card lies with his killer (D44)
            ++killer.victims;
            killer.victims_strength = static_cast<std::uint8_t>(killer.victims_strength + Gangster(g).strength);
        }
        const Seat owner = OwnerOf(s, g);
        if (place.status == GangsterStatus::kActive && owner < s.players && owner < kMaxPlayers) ++active[owner];
    }
    for (Seat p = 0; p < s.players && p < kMaxPlayers; ++p) {
        ScoreParts& x = out.seat[p];
        x.monopolies_held = static_cast<std::uint8_t>(MonopoliesHeld(s, p));
        x.active_gangsters = static_cast<std::uint8_t>(active[p]);
        x.income = 2 * BusinessIncomeOf(s, p);  // RB 399: double income, monopolies included
        x.monopolies = 2 * kMonopolyIncome * x.monopolies_held;
        x.violence = x.victims_strength * ViolenceRate(x.victims);
    }
    const Seat most = UniqueTop(s, active);  // RB 401: not on a tie
    if (most != kNoSeat) out.seat[most].most_gangsters = kMostGangstersBonus;
    const Seat earner = BusinessBonusSeat(s);  // RB 550 "am Ende jeder Runde", the last one too, not doubled
    if (earner != kNoSeat) out.seat[earner].business_bonus = kBusinessBonus;
    return out;
}

std::int32_t PayoutOf(const ScoreParts& x) {
    return x.income + x.monopolies + x.most_gangsters + x.violence + x.business_bonus;
}

std::int32_t ViolenceFor(int victims, int victims_strength) {
    return static_cast<std::uint8_t>(victims_strength) * ViolenceRate(victims);  // as ScoreParts counts it
}

std::int32_t ViolenceBonus(const State& s, Seat p) {
    if (p >= s.players || p >= kMaxPlayers) return 0;
    int victims = 0, strength = 0;
    for (GangsterId g = 0; g < kNumGangsters; ++g) {
        const GangsterPlace& place = s.gangsters[g];
        if (place.status == GangsterStatus::kKilled && place.killer == p) {
            ++victims;
            strength += Gangster(g).strength;
        }
    }
    return ViolenceFor(victims, strength);
}

void FinalPayout(State& s) {
    const ScoreBreakdown parts = PayoutParts(s);
    for (Seat p = 0; p < s.players; ++p) PayFromBank(s, p, PayoutOf(parts.seat[p]));
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

ScoreBreakdown FinalBreakdown(const State& s) {
    ScoreBreakdown out = detail::PayoutParts(s);
    const bool paid = IsOver(s);
    for (Seat p = 0; p < s.players && p < kMaxPlayers; ++p) {
        ScoreParts& x = out.seat[p];
        const std::int32_t payout = detail::PayoutOf(x);
        x.cash = s.player[p].cash - (paid ? payout : 0);
        x.laundered = 2 * s.player[p].laundered;  // RB 447
        x.total = x.cash + payout + x.laundered;
    }
    return out;
}

Outcome OutcomeOf(const State& s) {
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
