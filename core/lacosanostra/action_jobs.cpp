// $ jobs (docs/lacosanostra-rules.md §4.3 steps 5-8, §4.5 "Deals", §6 "Deals"): requirement matching with own active
// businesses and deal markers, the choice of markers (kJobMarkers), the payout and the Raub (R2, R5, R15,
// D5): one Raub per job, or a chain of them with the option robbery_chain.
#include <array>
#include <cstring>

#include "lacosanostra/action_flow.h"

namespace lcn::detail {

namespace {

// Requirements against one seat's cards. Every business has one type, so "identical requirements need
// distinct cards" (bipartite matching) reduces to counting per type: own active cards first (they cost
// nothing), the deficit from distinct active cards of other seats carrying one of the seat's markers.
struct CoverCount {
    std::array<std::uint8_t, kNumBusinessTypes> deficit{};  // needed beyond own active cards
    std::array<std::uint8_t, kNumBusinessTypes> marked{};   // usable marked cards of other seats
};

bool UsableMarked(const State& s, Seat p, BusinessId b) {
    const BusinessPlace& bp = s.businesses[b];
    return bp.zone == BusinessZone::kDisplay && bp.holder != p && !bp.deactivated && bp.markers[p] > 0;
}

CoverCount Count(const State& s, Seat p, OrderId job) {
    const OrderData& o = Order(job);
    std::array<int, kNumBusinessTypes> need{};
    for (int i = 0; i < o.num_required; ++i) ++need[static_cast<int>(o.required[i])];
    CoverCount c;
    for (BusinessId b = 0; b < kNumBusinesses; ++b) {
        const BusinessPlace& bp = s.businesses[b];
        const int t = static_cast<int>(TypeOf(b));
        if (bp.zone == BusinessZone::kDisplay && bp.holder == p && !bp.deactivated)
            --need[t];
        else if (UsableMarked(s, p, b))
            ++c.marked[t];
    }
    for (int t = 0; t < kNumBusinessTypes; ++t) c.deficit[t] = static_cast<std::uint8_t>(need[t] > 0 ? need[t] : 0);
    return c;
}

// Byte order of business codes ("AF1" < "AW1" < ... < "ZU5"), the order of a `use` list.
bool CodeLess(BusinessId a, BusinessId b) {
    const int c = std::strcmp(TypeData(TypeOf(a)).code, TypeData(TypeOf(b)).code);
    if (c != 0) return c < 0;
    return BusinessCard(a).copy < BusinessCard(b).copy;
}

// The marked cards that could serve a deficit, in code byte order (at most 5: one seat's markers).
int Candidates(const State& s, Seat p, const CoverCount& c, std::array<BusinessId, kDealMarkers * 2>& out) {
    int n = 0;
    for (BusinessId b = 0; b < kNumBusinesses && n < static_cast<int>(out.size()); ++b) {
        if (UsableMarked(s, p, b) && c.deficit[static_cast<int>(TypeOf(b))] > 0) {
            int i = n++;
            while (i > 0 && CodeLess(b, out[static_cast<std::size_t>(i - 1)])) {
                out[static_cast<std::size_t>(i)] = out[static_cast<std::size_t>(i - 1)];
                --i;
            }
            out[static_cast<std::size_t>(i)] = b;
        }
    }
    return n;
}

void ConsumeMarker(State& s, Seat p, BusinessId b) {
    --s.businesses[b].markers[p];
    ++s.player[p].markers_in_supply;
}

bool CoversExactly(const CoverCount& c, const BusinessId* used, int n) {
    std::array<int, kNumBusinessTypes> per{};
    for (int i = 0; i < n; ++i) ++per[static_cast<int>(TypeOf(used[i]))];
    for (int t = 0; t < kNumBusinessTypes; ++t)
        if (per[t] != c.deficit[t]) return false;
    return true;
}

// Who is robbed by the next Raub: the job's owner, or in a chain the last robber (his take is the payout).
Seat RobberyVictim(const State& s) {
    return s.cur.num_robberies == 0 ? s.cur.turn : s.cur.robberies[s.cur.num_robberies - 1].robber;
}

void PayJob(State& s) {
    const OrderData& o = ExecutingOrder(s);
    std::int32_t amount = s.cur.successes >= 2 ? o.amount2 : o.amount1;
    std::array<std::int32_t, kMaxPlayers> take{};
    Seat holder = s.cur.turn;
    take[holder] = amount;
    for (int k = 0; k < s.cur.num_robberies; ++k) {
        const Robbery& r = s.cur.robberies[static_cast<std::size_t>(k)];
        if (r.foiled || r.successes == 0) continue;
        const std::int32_t robbed = r.successes >= 2 ? amount : amount / 2;  // R2: half rounded down
        take[holder] -= robbed;
        take[r.robber] += robbed;
        holder = r.robber;
        amount = robbed;
    }
    for (Seat p = 0; p < s.players; ++p)
        if (take[p] > 0) PayFromBank(s, p, take[p]);
}

}  // namespace

Cover JobCover(const State& s, Seat p, OrderId job) {
    const CoverCount c = Count(s, p, job);
    Cover cover = Cover::kExact;
    for (int t = 0; t < kNumBusinessTypes; ++t) {
        if (c.deficit[t] > c.marked[t]) return Cover::kUnmet;
        if (c.deficit[t] > 0 && c.marked[t] > c.deficit[t]) cover = Cover::kChoice;
    }
    return cover;
}

void ConsumeForcedMarkers(State& s, Seat p, OrderId job) {
    const CoverCount c = Count(s, p, job);
    for (BusinessId b = 0; b < kNumBusinesses; ++b)
        if (UsableMarked(s, p, b) && c.deficit[static_cast<int>(TypeOf(b))] > 0) ConsumeMarker(s, p, b);
}

// ---------------------------------------------------------------- kJobMarkers
void LegalJobMarkers(const State& s, MoveList& out) {
    const Seat p = s.cur.turn;
    const CoverCount c = Count(s, p, ExecutingOrderId(s));
    std::array<BusinessId, kDealMarkers * 2> cand{};
    const int n = Candidates(s, p, c, cand);
    for (unsigned mask = 1; mask < (1u << n); ++mask) {
        Move m;
        m.kind = MoveKind::kUse;
        m.seat = p;
        for (int i = 0; i < n; ++i)
            if (mask & (1u << i)) m.list[m.count++] = cand[static_cast<std::size_t>(i)];
        if (CoversExactly(c, m.list.data(), m.count)) out.push_back(m);
    }
}

Refusal ApplyJobMarkers(State& s, const Move& m) {
    if (m.kind != MoveKind::kUse) return {RefusalCode::kWrongStep, SeatRef(m.seat)};
    if (m.seat != s.cur.turn) return {RefusalCode::kNotYourTurn, SeatRef(m.seat)};
    if (m.count == 0 || m.count > kMaxDice) return {RefusalCode::kRequirementsUnmet, 0xFF, m.count};
    const CoverCount c = Count(s, m.seat, ExecutingOrderId(s));
    for (int i = 0; i < m.count; ++i) {
        const BusinessId b = m.list[static_cast<std::size_t>(i)];
        if (b >= kNumBusinesses || !UsableMarked(s, m.seat, b)) return {RefusalCode::kNoMarker, BusinessRef(b)};
        if (i > 0 && !CodeLess(m.list[static_cast<std::size_t>(i - 1)], b))
            return {RefusalCode::kRequirementsUnmet, BusinessRef(b)};
    }
    if (!CoversExactly(c, m.list.data(), m.count)) return {RefusalCode::kRequirementsUnmet, 0xFF, m.count};
    for (int i = 0; i < m.count; ++i) ConsumeMarker(s, m.seat, m.list[static_cast<std::size_t>(i)]);
    StartOrderRoll(s);
    return {};
}

// ---------------------------------------------------------------- payout and Raub
void AfterJobRoll(State& s) {
    if (s.cur.successes == 0) {
        FinishOrder(s);
        return;
    }
    OpenWindow(s, Step::kRobberyWindow);
}

bool RobberyInProgress(const State& s) { return s.cur.num_robberies > 0 && ExecutingOrder(s).kind == OrderKind::kJob; }

bool MayRob(const State& s, Seat robber, GangsterId g) {
    if (robber == RobberyVictim(s) || s.cur.num_robberies >= kMaxRobbers) return false;
    if (g >= kNumGangsters || OwnerOf(s, g) != robber) return false;
    const GangsterPlace& gp = s.gangsters[g];
    return gp.status == GangsterStatus::kActive && gp.assignment == Assignment::kOrder &&
           Order(gp.card).effect == Effect::kRobbery;
}

// The Raub card is revealed and leaves the gangster at once; his Handlanger/Saboteur stay for the roll.
void StartRobbery(State& s, Seat robber, GangsterId g) {
    const OrderId card = s.gangsters[g].card;
    s.gangsters[g].assignment = Assignment::kNone;
    s.gangsters[g].card = 0xFF;
    DiscardOrderFaceUp(s, card);
    s.cur.robberies[s.cur.num_robberies++] = Robbery{robber, g, 0, false};
    s.cur.trapper = kNoSeat;
    s.cur.trap_gangster = kNoGangster;
    OpenWindow(s, Step::kTrapBefore);
}

void AfterRobberyRoll(State& s, int successes) {
    s.cur.robberies[s.cur.num_robberies - 1].successes = static_cast<std::uint8_t>(successes);
    if (s.cur.trapper == kNoSeat)
        OpenWindow(s, Step::kTrapAfter);
    else
        FinishRobbery(s);
}

void FinishRobbery(State& s) {
    const Robbery& last = s.cur.robberies[s.cur.num_robberies - 1];
    if (s.gangsters[last.gangster].status == GangsterStatus::kActive) DiscardOrderAttachments(s, last.gangster);
    if (s.options.robbery_chain && !last.foiled && last.successes > 0 && s.cur.num_robberies < kMaxRobbers) {
        OpenWindow(s, Step::kRobberyWindow);
        return;
    }
    CloseRobberyWindow(s);
}

void CloseRobberyWindow(State& s) {
    PayJob(s);
    FinishOrder(s);
}

}  // namespace lcn::detail
