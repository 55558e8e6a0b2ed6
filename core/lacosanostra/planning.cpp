// The planning phase (docs/lacosanostra-rules.md §4.3 PLANNING): assignments, the influence cards of the phase, the
// looks of Informant / Spion / Anwalt (D8), double planning (RB 216), beginners (RB 355), the wild window (R31), and
// the out-of-turn plays of the options spy_any_time / wild (R10).
#include <bit>
#include <cstddef>
#include <utility>

#include "lacosanostra/steps.h"

namespace lcn::detail {
namespace {

constexpr std::uint8_t Bit(Seat p) { return static_cast<std::uint8_t>(1u << p); }

bool IsOwnIdle(const GangsterPlace& gp, Seat p) {
    return gp.owner == p && gp.status == GangsterStatus::kActive && gp.assignment == Assignment::kNone;
}

bool MarketHasCard(const State& s) {
    for (BusinessId b : s.market) {
        if (b != kNoBusiness) return true;
    }
    return false;
}

// R17: an idle gangster with nothing to put on it (no order in hand, empty market) does not hold up the phase.
bool HasAssignmentToMake(const State& s, Seat p) {
    const bool idle = AnyGangster(s, p, [p](const GangsterPlace& gp) { return IsOwnIdle(gp, p); });
    return idle && (MarketHasCard(s) || OrdersInHand(s, p) > 0);
}

// Beginners (RB 355): no influence card may be played in round I.
bool InfluenceAllowed(const State& s) { return !(s.options.beginners && s.round == 1); }

// D8/D25: a look is at a face-down order card on another player's gangster that the looker has not seen yet.
bool CanLookAt(const State& s, Seat looker, GangsterId g) {
    if (g >= kNumGangsters || looker >= s.players) return false;
    const GangsterPlace& place = s.gangsters[g];
    if (place.status != GangsterStatus::kActive || place.assignment != Assignment::kOrder) return false;
    if (OwnerOf(s, g) == looker) return false;
    if (s.cur.revealed && s.cur.chosen == g) return false;  // face up now
    return (s.orders[place.card].seen_by & Bit(looker)) == 0;
}

bool AnyLookTarget(const State& s, Seat looker) {
    for (GangsterId g = 0; g < kNumGangsters; ++g) {
        if (CanLookAt(s, looker, g)) return true;
    }
    return false;
}

// Gangsters as bits in code order (bit i: GangstersInCodeOrder()[i]), so that walking the set bits lists them
// in the byte order of their codes, which is the order LegalMoves wants.
using GangsterSet = std::uint32_t;
static_assert(kNumGangsters <= 32);

template <typename Visit>
void ForEachIn(GangsterSet set, Visit visit) {
    const auto& by_code = GangstersInCodeOrder();
    for (; set != 0; set &= set - 1) visit(by_code[static_cast<std::size_t>(std::countr_zero(set))]);
}

// What the generators of seat p's plays ask of every gangster, found in one pass over the table.
struct GangsterSets {
    GangsterSet active = 0;
    GangsterSet own = 0;                   // of those, owned by p
    GangsterSet own_idle = 0;              // of those, without an assignment
    GangsterSet lookable = 0;              // CanLookAt(s, p, g)
    std::array<GangsterSet, 4> carries{};  // per kAttachRules entry: active and already carrying that card
};

void See(State& s, Seat looker, GangsterId g) {
    OrderPlace& o = s.orders[s.gangsters[g].card];
    o.seen_by = static_cast<std::uint8_t>(o.seen_by | Bit(looker));
}

void SpendInfluence(State& s, Seat p, Influence t) {
    const auto i = static_cast<std::size_t>(t);
    --s.player[p].influence[i];
    ++s.influence_discard[i];
}

bool Holds(const State& s, Seat p, Influence t) { return s.player[p].influence[static_cast<std::size_t>(t)] > 0; }

Move PlayMove(Seat p, Influence t, GangsterId g) {
    Move m;
    m.kind = MoveKind::kPlay;
    m.seat = p;
    m.a = static_cast<std::uint8_t>(t);
    m.b = g;
    return m;
}

// Seat p may use the Anwalt card b (an Anwalt) now: his, active, not used this round.
bool UsableLawyer(const State& s, Seat p, BusinessId b) {
    const BusinessPlace& place = s.businesses[b];
    return place.zone == BusinessZone::kDisplay && place.holder == p && !place.deactivated && !place.ability_used;
}

bool IsLawyerOf(const State& s, Seat p, BusinessId b) {
    return b < kNumBusinesses && TypeData(TypeOf(b)).ability == Ability::kLawyer && UsableLawyer(s, p, b);
}

// The Anwalt cards (AW1..AW3: consecutive ids, in code order), found once in the card table.
struct LawyerIds {
    BusinessId first = 0;
    int count = 0;
};
const LawyerIds kLawyers = [] {
    LawyerIds ids;
    for (BusinessId b = 0; b < kNumBusinesses; ++b) {
        if (TypeData(TypeOf(b)).ability != Ability::kLawyer) continue;
        if (ids.count == 0) ids.first = b;
        ++ids.count;
    }
    return ids;
}();

// The Anwalt looks of seat p (own active unused Anwalt, then the gangster, in code order).
void AppendLawyerLooks(const State& s, Seat p, const GangsterSets& sets, MoveList& out) {
    for (int i = 0; i < kLawyers.count; ++i) {
        const auto b = static_cast<BusinessId>(kLawyers.first + i);
        if (!UsableLawyer(s, p, b)) continue;
        ForEachIn(sets.lookable, [&](GangsterId g) { PushCardMove(out, MoveKind::kLawyer, p, b, g); });
    }
}

struct AttachRule {
    Influence type;
    AttachBit bit;
    bool opponent_only;  // Saboteur, Ablenkung: "auf einen gegnerischen Gangster"
};
constexpr std::array<AttachRule, 4> kAttachRules = {{
    {Influence::kHenchman, kAttachHenchman, false},
    {Influence::kSaboteur, kAttachSaboteur, true},
    {Influence::kMachineGun, kAttachMachineGun, false},
    {Influence::kDistraction, kAttachDistraction, true},
}};

const AttachRule* RuleOf(std::uint8_t influence) {
    for (const AttachRule& r : kAttachRules) {
        if (static_cast<std::uint8_t>(r.type) == influence) return &r;
    }
    return nullptr;
}

static_assert(std::tuple_size_v<decltype(GangsterSets::carries)> == kAttachRules.size());

GangsterSets SetsOf(const State& s, Seat p) {
    const GangsterId face_up = s.cur.revealed ? s.cur.chosen : kNoGangster;
    const std::uint8_t looker = Bit(p);
    // In locals, not in `sets`: the reads of the table (bytes) could alias the result for the compiler.
    GangsterSet active = 0, own = 0, own_idle = 0, lookable = 0;
    std::array<GangsterSet, kAttachRules.size()> carries{};
    // Only seated families have active gangsters (status kUnused otherwise): their six each, whose bits in code
    // order are consecutive (FamilyCodeRank).
    for (Seat q = 0; q < s.players; ++q) {
        const Family family = s.player[q].family;
        const GangsterPlace* place = &s.gangsters[MakeGangster(family, 0)];
        GangsterSet bit = GangsterSet{1} << (FamilyCodeRank(family) * kGangstersPerFamily);
        for (int slot = 0; slot < kGangstersPerFamily; ++slot, ++place, bit <<= 1) {
            if (place->status != GangsterStatus::kActive) continue;
            active |= bit;
            if (place->owner == p) {
                own |= bit;
                if (place->assignment == Assignment::kNone) own_idle |= bit;
            } else if (place->assignment == Assignment::kOrder && (s.orders[place->card].seen_by & looker) == 0 &&
                       MakeGangster(family, slot) != face_up) {
                lookable |= bit;  // CanLookAt, for an active gangster
            }
            if (place->attached == 0) continue;
            for (std::size_t r = 0; r < kAttachRules.size(); ++r)
                carries[r] |= (place->attached & kAttachRules[r].bit) != 0 ? bit : 0;
        }
    }
    GangsterSets sets;
    sets.active = active;
    sets.own = own;
    sets.own_idle = own_idle;
    sets.lookable = lookable;
    sets.carries = carries;
    return sets;
}

// The gangsters seat p may attach the card of kAttachRules[r] to: active, not carrying one yet, and for
// Saboteur and Ablenkung another player's.
GangsterSet AttachTargets(const GangsterSets& sets, std::size_t r) {
    const GangsterSet open = sets.active & ~sets.carries[r];
    return kAttachRules[r].opponent_only ? open & ~sets.own : open;
}

// The influence plays of seat p in code order (AB, HL, IF, MP, SA, SP; gangsters in code order, IF market
// last): attachments (Handlanger, Saboteur, Maschinenpistole, Ablenkung) if `attach`, Informant/Spion looks
// if `looks`, the Informant market exchange if `market`.
void AppendPlays(const State& s, Seat p, const GangsterSets& sets, bool attach, bool looks, bool market,
                 MoveList& out) {
    for (Influence type : InfluenceInCodeOrder()) {
        if (!Holds(s, p, type)) continue;
        const AttachRule* rule = RuleOf(static_cast<std::uint8_t>(type));
        const bool is_look = type == Influence::kInformant || type == Influence::kSpy;
        GangsterSet targets = 0;
        if (rule != nullptr && attach) {
            targets = AttachTargets(sets, static_cast<std::size_t>(rule - kAttachRules.data()));
        } else if (is_look && looks) {
            targets = sets.lookable;
        }
        const auto a = static_cast<std::uint8_t>(type);
        ForEachIn(targets, [&](GangsterId g) { PushCardMove(out, MoveKind::kPlay, p, a, g); });
        if (type == Influence::kInformant && market && s.business_deck_size > 0) {
            Move m = PlayMove(p, type, kNoGangster);
            m.flag = true;
            out.push_back(m);
        }
    }
}

Refusal ApplyAttach(State& s, const Move& m) {
    const AttachRule* rule = RuleOf(m.a);
    if (rule == nullptr) return {RefusalCode::kWrongStep};
    if (!InfluenceAllowed(s)) return {RefusalCode::kOptionOff, RefInfluence(rule->type)};
    if (!Holds(s, m.seat, rule->type)) return {RefusalCode::kNotInHand, RefInfluence(rule->type)};
    if (m.b >= kNumGangsters || OwnerOf(s, m.b) == kNoSeat) return {RefusalCode::kNoSuchCard};
    if (s.gangsters[m.b].status != GangsterStatus::kActive) return {RefusalCode::kGangsterNotActive, RefGangster(m.b)};
    if (rule->opponent_only && OwnerOf(s, m.b) == m.seat) return {RefusalCode::kOpponentRequired, RefGangster(m.b)};
    if (s.gangsters[m.b].attached & rule->bit) return {RefusalCode::kAlreadyAttached, RefGangster(m.b)};
    --s.player[m.seat].influence[static_cast<std::size_t>(rule->type)];  // from the hand onto the gangster
    s.gangsters[m.b].attached = static_cast<std::uint8_t>(s.gangsters[m.b].attached | rule->bit);
    return {};
}

// The first look of a Spion / Anwalt leaves a second one pending while there is anything else to see.
void OfferSecondLook(State& s, Seat p) {
    if (!AnyLookTarget(s, p)) return;
    s.cur.looker = p;
    s.cur.looks_left = 1;
    s.cur.look_return = s.step;
    s.step = Step::kLook;
}

// Informant market exchange (RB 716-725, R27): the new cards come from the deck, the old ones go under it.
void ExchangeMarket(State& s) {
    const std::array<BusinessId, kMarketSize> old = s.market;
    s.market = {kNoBusiness, kNoBusiness, kNoBusiness, kNoBusiness};
    RefillMarket(s);
    for (BusinessId b : old) {
        if (b != kNoBusiness) PutUnderBusinessDeck(s, b);
    }
}

int AssignmentsPerTurn(const State& s) {
    return s.options.double_planning && s.players == kMaxPlayers && s.round >= 2 ? 2 : 1;  // RB 216
}

void EndPlanning(State& s) {
    s.cur.turn = kNoSeat;
    s.cur.assignments_left = 0;
    if (s.options.wild && InfluenceAllowed(s)) {  // R31: once around the table from the start player
        s.step = Step::kWildWindow;
        s.cur.turn = s.start_player;
        return;
    }
    BeginActionPhase(s);
}

// The next seat in rotation after `p` (p itself last) that still has an assignment to make.
void NextPlanningTurn(State& s, Seat p) {
    for (int i = 1; i <= s.players; ++i) {
        const Seat q = static_cast<Seat>((p + i) % s.players);
        if (!HasAssignmentToMake(s, q)) continue;
        s.cur.turn = q;
        s.cur.assignments_left = static_cast<std::uint8_t>(AssignmentsPerTurn(s));
        return;
    }
    EndPlanning(s);
}

}  // namespace

void SkipPlanningTurnWithoutAssignment(State& s) {
    if (s.step == Step::kPlanning && s.cur.turn < s.players && !HasAssignmentToMake(s, s.cur.turn))
        NextPlanningTurn(s, s.cur.turn);
}

namespace {

void AfterAssignment(State& s) {
    if (s.cur.assignments_left > 0) --s.cur.assignments_left;
    if (s.cur.assignments_left > 0 && HasAssignmentToMake(s, s.cur.turn)) return;
    NextPlanningTurn(s, s.cur.turn);
}

Refusal CheckIdleOwn(const State& s, Seat p, std::uint8_t g) {
    if (g >= kNumGangsters) return {RefusalCode::kNoSuchCard};
    if (OwnerOf(s, g) != p) return {RefusalCode::kOwnGangsterRequired, RefGangster(g)};
    if (s.gangsters[g].status != GangsterStatus::kActive) return {RefusalCode::kGangsterNotActive, RefGangster(g)};
    if (s.gangsters[g].assignment != Assignment::kNone) return {RefusalCode::kGangsterNotIdle, RefGangster(g)};
    return {};
}

Refusal ApplyOrder(State& s, const Move& m) {
    const Refusal idle = CheckIdleOwn(s, m.seat, m.a);
    if (!idle.ok()) return idle;
    if (m.b >= kNumOrders || s.orders[m.b].zone != OrderZone::kHand || s.orders[m.b].holder != m.seat) {
        return {RefusalCode::kNotInHand, m.b < kNumOrders ? RefOrder(m.b) : std::uint8_t{0xFF}};
    }
    s.orders[m.b] = OrderPlace{OrderZone::kOnGangster, m.a, 0, false};
    s.gangsters[m.a].assignment = Assignment::kOrder;
    s.gangsters[m.a].card = m.b;
    AfterAssignment(s);
    return {};
}

Refusal ApplyPurchaseOrder(State& s, const Move& m) {
    const Refusal idle = CheckIdleOwn(s, m.seat, m.a);
    if (!idle.ok()) return idle;
    if (m.b >= kNumBusinesses || s.businesses[m.b].zone != BusinessZone::kMarket) {
        return {RefusalCode::kNotInMarket, m.b < kNumBusinesses ? RefBusiness(m.b) : std::uint8_t{0xFF}};
    }
    for (BusinessId& slot : s.market) {
        if (slot == m.b) slot = kNoBusiness;
    }
    s.businesses[m.b].zone = BusinessZone::kOnGangster;
    s.businesses[m.b].holder = m.a;
    s.gangsters[m.a].assignment = Assignment::kPurchase;
    s.gangsters[m.a].card = m.b;
    RefillMarket(s);  // "sofort ... wieder aufgefüllt" (RB 188)
    AfterAssignment(s);
    return {};
}

// The plays of a seat's own planning turn or wild window: attachments and looks (and the Anwalt), in order.
void AppendOwnTurnPlays(const State& s, Seat p, MoveList& out) {
    const GangsterSets sets = SetsOf(s, p);
    AppendLawyerLooks(s, p, sets, out);
    const bool influence = InfluenceAllowed(s);
    AppendPlays(s, p, sets, influence, influence, influence, out);
}

Refusal ApplyOwnTurnPlay(State& s, const Move& m) {
    if (m.kind == MoveKind::kLawyer) return ApplySpyPlay(s, m);
    if (m.kind != MoveKind::kPlay) return {RefusalCode::kWrongStep};
    if (RuleOf(m.a) != nullptr) return ApplyAttach(s, m);
    return ApplySpyPlay(s, m);
}

}  // namespace

// ---------------------------------------------------------------- looks (shared with the action phase)
// Most seats hold no Anwalt, Informant or Spion: they skip the pass over the gangsters.
void LegalLawyerLooks(const State& s, Seat p, MoveList& out) {
    bool any = false;
    for (int i = 0; i < kLawyers.count && !any; ++i)
        any = UsableLawyer(s, p, static_cast<BusinessId>(kLawyers.first + i));
    if (any) AppendLawyerLooks(s, p, SetsOf(s, p), out);
}

void LegalSpyPlays(const State& s, Seat p, bool with_market, MoveList& out) {
    const bool influence = InfluenceAllowed(s);
    if (!influence || (!Holds(s, p, Influence::kInformant) && !Holds(s, p, Influence::kSpy))) return;
    AppendPlays(s, p, SetsOf(s, p), false, influence, with_market, out);
}

Refusal ApplySpyPlay(State& s, const Move& m) {
    if (m.kind == MoveKind::kLawyer) {
        if (m.a < kNumBusinesses && s.businesses[m.a].ability_used)
            return {RefusalCode::kAbilityUsed, RefBusiness(m.a)};
        if (!IsLawyerOf(s, m.seat, m.a))
            return {RefusalCode::kNotYourCard, m.a < kNumBusinesses ? RefBusiness(m.a) : std::uint8_t{0xFF}};
        if (!CanLookAt(s, m.seat, m.b))
            return {RefusalCode::kNothingToSee, m.b < kNumGangsters ? RefGangster(m.b) : std::uint8_t{0xFF}};
        s.businesses[m.a].ability_used = true;
        See(s, m.seat, m.b);
        OfferSecondLook(s, m.seat);
        return {};
    }
    if (m.kind != MoveKind::kPlay || (m.a != static_cast<std::uint8_t>(Influence::kInformant) &&
                                      m.a != static_cast<std::uint8_t>(Influence::kSpy))) {
        return {RefusalCode::kWrongStep};
    }
    const auto type = static_cast<Influence>(m.a);
    if (!InfluenceAllowed(s)) return {RefusalCode::kOptionOff, RefInfluence(type)};
    if (!Holds(s, m.seat, type)) return {RefusalCode::kNotInHand, RefInfluence(type)};
    if (m.flag) {
        if (type != Influence::kInformant) return {RefusalCode::kWrongStep};
        if (s.business_deck_size == 0) return {RefusalCode::kNoSuchCard};
        SpendInfluence(s, m.seat, type);
        ExchangeMarket(s);
        return {};
    }
    if (!CanLookAt(s, m.seat, m.b))
        return {RefusalCode::kNothingToSee, m.b < kNumGangsters ? RefGangster(m.b) : std::uint8_t{0xFF}};
    SpendInfluence(s, m.seat, type);
    See(s, m.seat, m.b);
    if (type == Influence::kSpy) OfferSecondLook(s, m.seat);
    return {};
}

// In code order: LegalMoves does not sort it.
void LegalLook(const State& s, MoveList& out) {
    for (GangsterId g : GangstersInCodeOrder()) {
        if (CanLookAt(s, s.cur.looker, g)) PushMove(out, MoveKind::kLook, s.cur.looker).a = g;
    }
}

Refusal ApplyLook(State& s, const Move& m) {
    if (m.kind != MoveKind::kLook) return {RefusalCode::kWrongStep};
    if (!CanLookAt(s, m.seat, m.a))
        return {RefusalCode::kNothingToSee, m.a < kNumGangsters ? RefGangster(m.a) : std::uint8_t{0xFF}};
    See(s, m.seat, m.a);
    s.step = s.cur.look_return;
    s.cur.looker = kNoSeat;
    s.cur.looks_left = 0;
    s.cur.look_return = Step::kOver;
    return {};
}

// ---------------------------------------------------------------- planning turns
void BeginPlanning(State& s) {
    for (OrderPlace& o : s.orders) o.drawn_this_phase = false;
    for (Player& p : s.player) p.influence_drawn = {};
    s.step = Step::kPlanning;
    // The start player plans first (RB 172); NextPlanningTurn starts after the seat it is given.
    NextPlanningTurn(s, static_cast<Seat>((s.start_player + s.players - 1) % s.players));
}

// In the byte order of the texts (lawyer < order < play < purchase), so LegalMoves finds the list sorted.
void LegalPlanning(const State& s, MoveList& out) {
    const Seat p = s.cur.turn;
    const bool influence = InfluenceAllowed(s);
    const GangsterSets sets = SetsOf(s, p);  // own_idle: a traded gangster (R12) may be of another family
    AppendLawyerLooks(s, p, sets, out);
    std::array<OrderId, kNumOrders> hand;
    const auto hand_size = static_cast<std::size_t>(OrdersInHand(s, p, hand));
    ForEachIn(sets.own_idle, [&](GangsterId g) {
        for (std::size_t i = 0; i < hand_size; ++i) PushCardMove(out, MoveKind::kOrder, p, g, hand[i]);
    });
    AppendPlays(s, p, sets, influence, influence, influence, out);
    std::array<BusinessId, kMarketSize> market = s.market;  // in code order
    std::array<std::uint8_t, kMarketSize> rank;
    for (std::size_t i = 0; i < market.size(); ++i) rank[i] = BusinessCodeRank(market[i]);
    for (std::size_t i = 1; i < market.size(); ++i) {
        for (std::size_t j = i; j > 0 && rank[j - 1] > rank[j]; --j) {
            std::swap(market[j], market[j - 1]);
            std::swap(rank[j], rank[j - 1]);
        }
    }
    ForEachIn(sets.own_idle, [&](GangsterId g) {
        for (BusinessId b : market) {
            if (b != kNoBusiness) PushCardMove(out, MoveKind::kPurchase, p, g, b);
        }
    });
}

Refusal ApplyPlanning(State& s, const Move& m) {
    switch (m.kind) {
        case MoveKind::kOrder: return ApplyOrder(s, m);
        case MoveKind::kPurchase: return ApplyPurchaseOrder(s, m);
        default: return ApplyOwnTurnPlay(s, m);
    }
}

// ---------------------------------------------------------------- option wild: the final window (R31)
void LegalWildWindow(const State& s, MoveList& out) {
    Move pass;
    pass.kind = MoveKind::kPass;
    pass.seat = s.cur.turn;
    out.push_back(pass);
    AppendOwnTurnPlays(s, s.cur.turn, out);
}

Refusal ApplyWildWindow(State& s, const Move& m) {
    if (m.kind != MoveKind::kPass) return ApplyOwnTurnPlay(s, m);
    const Seat next = NextSeat(s, s.cur.turn);
    if (next == s.start_player) {
        s.cur.turn = kNoSeat;
        BeginActionPhase(s);
    } else {
        s.cur.turn = next;
    }
    return {};
}

// ---------------------------------------------------------------- out-of-turn plays (R10, R31)
void LegalSideMoves(const State& s, Seat p, MoveList& out) {
    if (!IsSafePoint(s)) return;
    const Actor actor = CurrentActor(s);
    if (s.step == Step::kPreTurn && p == actor.seat && DueSeatMayBegin(s)) {  // D45: his own turn, before he chooses
        LegalLawyerLooks(s, p, out);
        LegalSpyPlays(s, p, true, out);
        return;
    }
    if (!InfluenceAllowed(s) || s.step == Step::kWildWindow) return;
    if (actor.kind == ActorKind::kSeat && actor.seat == p) return;  // his own turn: flow moves
    const GangsterSets sets = SetsOf(s, p);
    if (s.options.spy_any_time) AppendLawyerLooks(s, p, sets, out);
    AppendPlays(s, p, sets, s.options.wild && s.step == Step::kPlanning, s.options.spy_any_time || s.options.wild,
                false, out);
}

Refusal ApplySideMove(State& s, const Move& m) {
    if (!IsSafePoint(s)) return {RefusalCode::kNotSafePoint};
    if (s.step == Step::kWildWindow) return {RefusalCode::kNotYourTurn, RefSeat(m.seat)};  // R31
    const bool is_lawyer = m.kind == MoveKind::kLawyer;
    const bool is_attach = m.kind == MoveKind::kPlay && RuleOf(m.a) != nullptr;
    if (is_lawyer && !s.options.spy_any_time) return {RefusalCode::kOptionOff};
    if (is_attach && !(s.options.wild && s.step == Step::kPlanning))
        return {RefusalCode::kOptionOff, RefInfluence(static_cast<Influence>(m.a))};
    if (!is_lawyer && !is_attach) {
        if (!s.options.spy_any_time && !s.options.wild) return {RefusalCode::kOptionOff};
        if (m.flag) return {RefusalCode::kNotYourTurn, RefSeat(m.seat)};  // the market exchange: own turn only
    }
    return is_attach ? ApplyAttach(s, m) : ApplySpyPlay(s, m);
}

}  // namespace lcn::detail
