// Money estimates of the computer players: see bot_eval.h for what each number means.
#include "lacosanostra/bot_eval.h"

#include "lacosanostra/rules.h"
#include "lacosanostra/steps.h"

namespace lcn::bot {

namespace {

constexpr Dollars kK = 1000;  // one unit of the game's money

bool ActiveIn(const State& s, BusinessId b, Seat p) {
    const BusinessPlace& bp = s.businesses[b];
    return bp.zone == BusinessZone::kDisplay && bp.holder == p && !bp.deactivated;
}

// The payouts of business income still to come: one per payday left, two for the final payout.
int PayoutsLeft(const State& s) {
    const bool paid_this_round = s.step == Step::kRecruit || s.step == Step::kHandLimit;
    return LastRound(s) - s.round - (paid_this_round ? 1 : 0) + 2;
}

int ActiveOfType(const Table& t, Seat p, BusinessType type) {
    return p < kMaxPlayers ? t.active_of_type[p][static_cast<std::size_t>(type)] : 0;
}

// The expected payout in dollars of amounts (two or more successes, exactly one success).
Dollars Expected(int dice, int target, std::int64_t amount2, std::int64_t amount1) {
    const std::int64_t two = ChanceAtLeast(dice, target, 2);
    const std::int64_t one = ChanceAtLeast(dice, target, 1) - two;
    return (two * amount2 + one * amount1) * kK / kProbScale;
}

bool HoldsFaceDownOrder(const State& s, GangsterId g) {
    return s.gangsters[g].assignment == Assignment::kOrder && !(s.cur.revealed && s.cur.chosen == g);
}

}  // namespace

namespace {

constexpr int Binomial(int n, int k) {
    int r = 1;
    for (int i = 1; i <= k; ++i) r = r * (n - k + i) / i;
    return r;
}

// Exact counts of the 6^6 outcomes, by dice 0..6, target 1..6 and k 1..6 (a table: the Expert's playouts
// ask for these tens of thousands of times per decision).
struct ChanceTable {
    std::int64_t at[7][7][7] = {};
    constexpr ChanceTable() {
        for (int dice = 0; dice <= 6; ++dice)
            for (int target = 1; target <= 6; ++target)
                for (int k = 1; k <= 6; ++k) {
                    const int hit = 7 - target;
                    std::int64_t count = 0;
                    for (int i = k; i <= dice; ++i) {
                        std::int64_t ways = Binomial(dice, i);
                        for (int j = 0; j < i; ++j) ways *= hit;
                        for (int j = i; j < dice; ++j) ways *= 6 - hit;
                        count += ways;
                    }
                    for (int j = dice; j < 6; ++j) count *= 6;
                    at[dice][target][k] = count;
                }
    }
};
constexpr ChanceTable kChances;
static_assert(kChances.at[6][1][1] == kProbScale && kChances.at[1][4][1] == kProbScale / 2, "6^6 outcomes");

}  // namespace

std::int64_t ChanceAtLeast(int dice, int target, int k) {
    if (dice > 6) dice = 6;
    if (dice < 0) dice = 0;
    if (target < 1) target = 1;
    if (target > 6) target = 6;
    if (k <= 0) return kProbScale;
    if (k > 6) return 0;
    return kChances.at[dice][target][k];
}

Table ReadTable(const View& view, BotLevel level) {
    Table t;
    t.view = &view;
    t.s = &view.state;
    t.me = view.seat;
    t.level = level;
    t.payouts_left = PayoutsLeft(view.state);
    const State& s = view.state;
    std::array<Dollars, kMaxPlayers> income{};  // $k per payout: active businesses and monopolies
    for (BusinessId b = 0; b < kNumBusinesses; ++b) {
        const BusinessPlace& bp = s.businesses[b];
        if (bp.zone != BusinessZone::kDisplay || bp.deactivated || bp.holder >= kMaxPlayers) continue;
        ++t.active_of_type[bp.holder][static_cast<std::size_t>(TypeOf(b))];
        income[bp.holder] += Income(b);
    }
    for (Seat holder : s.monopoly_holder)
        if (holder < kMaxPlayers) income[holder] += kMonopolyIncome;
    Dollars best = INT64_MIN;
    for (Seat p = 0; p < s.players; ++p) {
        const Player& pl = s.player[p];
        t.standing[p] = (pl.cash + 2 * static_cast<Dollars>(pl.laundered)) * kK + income[p] * kK * t.payouts_left;
        if (p != t.me && t.standing[p] > best) {
            best = t.standing[p];
            t.leader = p;
        }
    }
    // Each job in my hand counts once for every type it requires (BusinessValue adds a third of its payout).
    for (OrderId o = 0; o < kNumOrders && t.me < s.players; ++o) {
        const OrderPlace& op = s.orders[o];
        if (view.unknown[o] || op.zone != OrderZone::kHand || op.holder != t.me) continue;
        const OrderData& d = Order(o);
        if (d.kind != OrderKind::kJob) continue;
        std::array<bool, kNumBusinessTypes> counted{};
        for (int i = 0; i < d.num_required; ++i) {
            const auto type = static_cast<std::size_t>(d.required[static_cast<std::size_t>(i)]);
            if (!counted[type]) t.hand_jobs_need[type] += d.amount2 * kK / 3;
            counted[type] = true;
        }
    }
    for (GangsterId g = 0; g < kNumGangsters; ++g) {
        const GangsterPlace& place = s.gangsters[g];
        if (place.status == GangsterStatus::kKilled && place.killer == t.me && t.me < s.players) {
            ++t.victims;
            t.victims_strength += Gangster(g).strength;
        }
    }
    return t;
}

int TargetNumber(const State& s, GangsterId g, const OrderData& o, int victim_strength) {
    int target = o.difficulty == kVictimStrength ? victim_strength : o.difficulty;
    if (s.gangsters[g].attached & kAttachHenchman) --target;
    if (s.gangsters[g].attached & kAttachSaboteur) ++target;
    return target < 1 ? 1 : (target > 6 ? 6 : target);
}

Cover JobCoverOf(const State& s, Seat p, const OrderData& o) {
    std::array<int, kNumBusinessTypes> need{};
    for (int i = 0; i < o.num_required; ++i) ++need[static_cast<std::size_t>(o.required[static_cast<std::size_t>(i)])];
    std::array<int, kNumBusinessTypes> offered{};  // active cards of other seats: marked by p, or not
    std::array<int, kNumBusinessTypes> marked{};
    for (BusinessId b = 0; b < kNumBusinesses; ++b) {
        const BusinessPlace& bp = s.businesses[b];
        const auto type = static_cast<std::size_t>(TypeOf(b));
        if (bp.zone != BusinessZone::kDisplay || bp.deactivated) continue;
        if (bp.holder == p)
            --need[type];
        else if (bp.markers[p] > 0)
            ++marked[type];
        else
            ++offered[type];
    }
    Cover c;
    for (std::size_t type = 0; type < need.size(); ++type) {
        const int deficit = need[type] - marked[type];
        if (deficit <= 0) continue;
        c.missing += deficit;
        c.buyable += deficit < offered[type] ? deficit : offered[type];
    }
    return c;
}

std::int64_t HarmWeight(const Table& t, Seat victim) {
    if (victim == t.me || victim >= t.s->players) return 0;
    if (t.level == BotLevel::kEasy) return 500;  // Easy: every opponent alike
    std::int64_t w = 150;
    if (victim == t.leader) w += 250;
    if (t.standing[victim] >= t.standing[t.me]) w += 150;
    return w;
}

Dollars BusinessValue(const Table& t, Seat owner, BusinessId b) {
    const State& s = *t.s;
    const BusinessType type = TypeOf(b);
    Dollars value = Income(b) * kK * t.payouts_left;
    if (t.level == BotLevel::kEasy) return value;  // Easy: the income it earns, nothing more
    // A monopoly it would complete: two or more active and more than all others together (§4.5).
    const Monopoly mono = TypeData(type).monopoly;
    if (mono != Monopoly::kNone && s.monopoly_holder[static_cast<std::size_t>(mono)] != owner) {
        int others = 0;
        for (Seat p = 0; p < s.players; ++p)
            if (p != owner) others += ActiveOfType(t, p, type);
        const int mine = ActiveOfType(t, owner, type) + 1;
        if (mine >= 2 && mine > others) value += kMonopolyIncome * kK * t.payouts_left;
    }
    // Abilities: a Politiker's extra influence card and a Polizist's re-roll every round left; the Anwalt's
    // looks are worth little to a computer that does not bluff.
    const int rounds_left = t.payouts_left - 1;
    const Ability ability = TypeData(type).ability;
    if (ability == Ability::kPolitician) value += 1500 * rounds_left;
    if (ability == Ability::kCop) value += 1000 * rounds_left;
    // Jobs in the owner's hand that it would now meet (only the view's own hand is known).
    if (owner == t.me && ActiveOfType(t, owner, type) == 0) value += t.hand_jobs_need[static_cast<std::size_t>(type)];
    return value;
}

Dollars MostGangstersShare(const Table& t, int more) {
    const State& s = *t.s;
    std::array<int, kMaxPlayers> count{};
    for (GangsterId g = 0; g < kNumGangsters; ++g) {
        const Seat owner = OwnerOf(s, g);
        const GangsterStatus st = s.gangsters[g].status;
        if (owner < kMaxPlayers && (st == GangsterStatus::kActive || st == GangsterStatus::kDeactivated))
            ++count[owner];
    }
    int others = 0;
    for (Seat p = 0; p < s.players; ++p)
        if (p != t.me && count[p] > others) others = count[p];
    const int mine = count[t.me] + more;
    // The bonus is paid on the last count only: a sure lead now is worth about two thirds of it.
    if (mine > others) return detail::kMostGangstersBonus * kK * 2 / 3;
    if (mine == others) return detail::kMostGangstersBonus * kK / 5;
    return 0;
}

Dollars GangsterValue(const Table& t, GangsterId g) {
    // One more assignment in every round left to act (worth about a round-I job per die), and a share of
    // the $15k bonus for the most active gangsters.
    // Rounds still to act in: payouts_left counts this round's payday (unless paid) and the final payout twice.
    const int rounds_to_act = t.payouts_left - (t.s->step == Step::kRecruit ? 1 : 2);
    if (rounds_to_act <= 0) return 0;
    return rounds_to_act * (2000 + 2000 * static_cast<Dollars>(Gangster(g).strength)) + MostGangstersShare(t, 1);
}

Dollars InfluenceValue(Influence type) {
    switch (type) {
        case Influence::kHenchman:
        case Influence::kMachineGun: return 3000;
        case Influence::kDoctor: return 2500;
        case Influence::kSaboteur:
        case Influence::kDistraction: return 2000;
        case Influence::kSchemer: return 1500;
        case Influence::kInformant:
        case Influence::kSpy: return 1000;
    }
    return 0;
}

OrderId OwnOrderOn(const State& s, GangsterId g) {
    if (g >= kNumGangsters) return kNoOrder;
    const GangsterPlace& gp = s.gangsters[g];
    if (gp.assignment != Assignment::kOrder || gp.card >= kNumOrders) return kNoOrder;
    return gp.card;
}

Dollars TargetCardValue(const Table& t, const OrderData& o, std::uint8_t card, bool gangster) {
    const State& s = *t.s;
    const int mult = s.round == LastRound(s) ? 2 : 1;  // a deactivation costs the next payout (x2 at the end)
    if (gangster) {
        const Seat owner = OwnerOf(s, card);
        // The violence bonus grows with every kill (x2, x4, x6 the total strength): the marginal bonus.
        const GangsterPlace& gp = s.gangsters[card];
        const bool mine = (gp.status == GangsterStatus::kKilled && gp.killer == t.me) || t.me >= s.players;
        const Dollars violence =
            mine ? 0
                 : (detail::ViolenceFor(t.victims + 1, t.victims_strength + Gangster(card).strength) -
                    detail::ViolenceFor(t.victims, t.victims_strength)) *
                       kK;
        const Dollars loss = HarmWeight(t, owner) * (GangsterValue(t, card) + 3000) / 1000;
        return violence + loss;
    }
    const BusinessPlace& bp = s.businesses[card];
    const Seat owner = bp.holder;
    const std::int64_t w = HarmWeight(t, owner);
    Dollars deactivate = Income(card) * kK * mult;
    const Monopoly mono = TypeData(TypeOf(card)).monopoly;
    if (mono != Monopoly::kNone && s.monopoly_holder[static_cast<std::size_t>(mono)] == owner)
        deactivate += kMonopolyIncome * kK * mult;
    switch (o.effect) {
        case Effect::kPoach: return BusinessValue(t, t.me, card) + w * BusinessValue(t, owner, card) / 1000;
        case Effect::kKillBusinessman:
        case Effect::kArson: return w * BusinessValue(t, owner, card) / 1000;
        default: return w * deactivate / 1000;
    }
}

Dollars AttackValue(const Table& t, const OrderData& o, GangsterId g, Seat victim) {
    const State& s = *t.s;
    if (victim == t.me || victim >= s.players) return 0;
    const int dice = Strength(s, g);
    const std::int64_t w = HarmWeight(t, victim);
    const Dollars cash = s.player[victim].cash * kK;
    auto capped = [cash](int amount) { return amount * kK < cash ? amount * kK : cash; };
    switch (o.effect) {
        case Effect::kPropertyDamage:
            return w * Expected(dice, TargetNumber(s, g, o, 0), capped(o.amount2), capped(o.amount1)) / kK / 1000;
        case Effect::kTheft:
            return (1000 + w) * Expected(dice, TargetNumber(s, g, o, 0), capped(o.amount2), capped(o.amount1)) / kK /
                   1000;
        default: break;
    }
    // Card attacks: the best target card of the victim.
    Dollars best = 0;
    const bool on_gangster =
        o.effect == Effect::kAssassination || o.effect == Effect::kDriveBy || o.effect == Effect::kCarBomb;
    if (on_gangster) {
        for (GangsterId v = 0; v < kNumGangsters; ++v) {
            if (OwnerOf(s, v) != victim || s.gangsters[v].status != GangsterStatus::kActive) continue;
            const int target = TargetNumber(s, g, o, Strength(s, v) + (HoldsFaceDownOrder(s, v) ? 1 : 0));
            const Dollars kill = TargetCardValue(t, o, v, true);
            // Attentat / Drive-By need two successes; the Autobombe deactivates with one (a lost order).
            const Dollars one = o.effect == Effect::kCarBomb ? HarmWeight(t, victim) * 3 : 0;
            const Dollars value = Expected(dice, target, kill, one) / kK;
            if (value > best) best = value;
        }
        return best;
    }
    const bool wants_company = o.effect == Effect::kVandalism || o.effect == Effect::kArson;
    for (BusinessId b = 0; b < kNumBusinesses; ++b) {
        if (!ActiveIn(s, b, victim)) continue;
        const bool company = TypeData(TypeOf(b)).category == BusinessCategory::kCompany;
        if (company != wants_company) continue;
        const int target = TargetNumber(s, g, o, 0);
        const Dollars full = TargetCardValue(t, o, b, false);
        Dollars value = 0;
        switch (o.effect) {
            case Effect::kBeatUpBusinessman:
            case Effect::kVandalism: value = Expected(dice, target, full, full) / kK; break;
            case Effect::kPoach: value = Expected(dice, target, full, 0) / kK; break;
            default: {  // Arson, kill: destroyed with two, deactivated with one
                OrderData deact = o;
                deact.effect = Effect::kBeatUpBusinessman;
                value = Expected(dice, target, full, TargetCardValue(t, deact, b, false)) / kK;
            }
        }
        if (value > best) best = value;
    }
    return best;
}

Seat BestVictim(const Table& t, const OrderData& o, GangsterId g) {
    Seat best_seat = kNoSeat;
    Dollars best = 0;
    for (Seat p = 0; p < t.s->players; ++p) {
        const Dollars value = AttackValue(t, o, g, p);  // Easy: every victim weighs the same (HarmWeight)
        if (value > best) {
            best = value;
            best_seat = p;
        }
    }
    return best_seat;
}

// Easy's rule of thumb: a job it can meet is worth its printed top payout (the strongest gangster takes the
// best job: a die per strength point), an attack with a victim or any other card a little, a job it cannot
// meet nothing. No dice odds, no deals, no weighing of victims.
Dollars EasyOrderValue(const Table& t, const OrderData& o, GangsterId g) {
    const Dollars strength = Strength(*t.s, g);
    switch (o.kind) {
        case OrderKind::kJob: return JobCoverOf(*t.s, t.me, o).missing == 0 ? o.amount2 * kK + 100 * strength : 0;
        case OrderKind::kAttack: return BestVictim(t, o, g) == kNoSeat ? 0 : 2000 + 100 * strength;
        case OrderKind::kReaction: return 1000;
        case OrderKind::kOther: return 1500 + 100 * strength;
    }
    return 0;
}

Dollars OrderValue(const Table& t, OrderId id, GangsterId g, Dollars* deal_cost) {
    const State& s = *t.s;
    const OrderData& o = Order(id);
    const int dice = Strength(s, g);
    if (deal_cost) *deal_cost = 0;
    if (t.level == BotLevel::kEasy) return EasyOrderValue(t, o, g);
    switch (o.kind) {
        case OrderKind::kJob: {
            const Cover c = JobCoverOf(s, t.me, o);
            Dollars cost = 0;
            if (c.missing > 0) {
                // Easy counts only what it has; Normal buys the missing markers (about $2-4k each).
                const bool dealable = t.level == BotLevel::kNormal && c.buyable == c.missing &&
                                      c.missing <= s.player[t.me].markers_in_supply &&
                                      s.player[t.me].cash >= 3 * c.missing;
                if (!dealable) return 0;
                cost = 3000 * c.missing;
            }
            if (deal_cost) *deal_cost = cost;
            const Dollars ev = Expected(dice, TargetNumber(s, g, o, 0), o.amount2, o.amount1);
            return ev - cost;
        }
        case OrderKind::kAttack: {
            const Seat victim = BestVictim(t, o, g);
            return victim == kNoSeat ? 0 : AttackValue(t, o, g, victim);
        }
        case OrderKind::kReaction: return o.effect == Effect::kRobbery ? 3000 : 1500;
        case OrderKind::kOther: break;
    }
    const int target = TargetNumber(s, g, o, 0);
    const Dollars cash = s.player[t.me].cash * kK;
    switch (o.effect) {
        case Effect::kLaundering: {
            // Laundered money counts twice: the gain is the amount moved (at most the cash held by then).
            const Dollars later = cash + 5000;
            auto capped = [later](int amount) { return amount * kK < later ? amount * kK : later; };
            return Expected(dice, target, capped(o.amount2), capped(o.amount1)) / kK;
        }
        case Effect::kHorseRace: {
            const Dollars stake = (cash < o.amount2 * kK ? cash : o.amount2 * kK);
            const Dollars edge = 2 * ChanceAtLeast(dice, target, 1) - kProbScale;
            return edge > 0 ? stake * edge / kProbScale : 0;
        }
        case Effect::kBirthday: return (s.players - 1) * Expected(dice, target, o.amount2, o.amount1) / kK;
        default:  // Unschlagbares Angebot, Beziehungen: a business cheaper than its price
            return ChanceAtLeast(dice, target, 1) * 3000 / kProbScale;
    }
}

Dollars ExpectedCash(const Table& t) {
    const State& s = *t.s;
    Dollars cash = s.player[t.me].cash * kK;
    for (GangsterId g = 0; g < kNumGangsters; ++g) {
        if (OwnerOf(s, g) != t.me) continue;
        const GangsterPlace& gp = s.gangsters[g];
        if (gp.assignment == Assignment::kPurchase && gp.card < kNumBusinesses) cash -= Price(gp.card) * kK;
        const OrderId o = OwnOrderOn(s, g);
        if (o != kNoOrder && Order(o).kind == OrderKind::kJob) cash += OrderValue(t, o, g) / 2;
    }
    return cash < 0 ? 0 : cash;
}

}  // namespace lcn::bot
