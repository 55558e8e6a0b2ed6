// The dispatch of the rules engine (rules.h): who moves, the legal moves in canonical order, Apply routing a
// move to its step (steps.h), chance, refusal texts.
#include "lacosanostra/rules.h"

#include <array>
#include <cstddef>
#include <string>

#include "lacosanostra/steps.h"

namespace lcn {
namespace {

using namespace detail;

// ---------------------------------------------------------------- MoveOrderKey
// Ranks of card codes in byte order of their texts (docs/lacosanostra-notation.md §1), computed once from the
// code functions of cards.h so that the key and the notation cannot drift apart.
struct CodeRanks {
    std::array<std::uint8_t, kNumFamilies> letter{};             // seat letter
    std::array<std::uint8_t, kNumBusinesses> business{};         // among the 34 business codes
    std::array<std::uint8_t, kNumInfluenceTypes> influence{};    // among the 8 influence codes
    std::array<std::uint8_t, kNumBusinesses> target_business{};  // among business + gangster codes
    std::array<std::uint8_t, kNumGangsters> target_gangster{};
    std::array<std::uint8_t, kNumOrders> discard_order{};  // among order + influence codes
    std::array<std::uint8_t, kNumInfluenceTypes> discard_influence{};
};

template <std::size_t N>
std::array<std::uint8_t, N> RanksOf(const std::array<std::string, N>& codes) {
    std::array<std::uint8_t, N> rank{};
    for (std::size_t i = 0; i < N; ++i) {
        int below = 0;
        for (std::size_t j = 0; j < N; ++j) below += codes[j] < codes[i] ? 1 : 0;
        rank[i] = static_cast<std::uint8_t>(below);
    }
    return rank;
}

CodeRanks BuildCodeRanks() {
    CodeRanks r;
    std::array<std::string, kNumFamilies> letters;
    for (int f = 0; f < kNumFamilies; ++f)
        letters[static_cast<std::size_t>(f)] = std::string(1, SeatLetterOf(static_cast<Family>(f)));
    r.letter = RanksOf(letters);
    std::array<std::string, kNumBusinesses> businesses;
    for (BusinessId b = 0; b < kNumBusinesses; ++b) businesses[b] = BusinessCode(b);
    r.business = RanksOf(businesses);
    std::array<std::string, kNumInfluenceTypes> influence;
    for (int t = 0; t < kNumInfluenceTypes; ++t)
        influence[static_cast<std::size_t>(t)] = InfluenceCode(static_cast<Influence>(t));
    r.influence = RanksOf(influence);
    std::array<std::string, kNumBusinesses + kNumGangsters> targets;
    for (BusinessId b = 0; b < kNumBusinesses; ++b) targets[b] = BusinessCode(b);
    for (GangsterId g = 0; g < kNumGangsters; ++g) targets[kNumBusinesses + g] = GangsterCode(g);
    const auto target_rank = RanksOf(targets);
    for (std::size_t i = 0; i < kNumBusinesses; ++i) r.target_business[i] = target_rank[i];
    for (std::size_t i = 0; i < kNumGangsters; ++i) r.target_gangster[i] = target_rank[kNumBusinesses + i];
    std::array<std::string, kNumOrders + kNumInfluenceTypes> discards;
    for (OrderId o = 0; o < kNumOrders; ++o) discards[o] = OrderCode(o);
    for (std::size_t t = 0; t < kNumInfluenceTypes; ++t) discards[kNumOrders + t] = influence[t];
    const auto discard_rank = RanksOf(discards);
    for (std::size_t i = 0; i < kNumOrders; ++i) r.discard_order[i] = discard_rank[i];
    for (std::size_t i = 0; i < kNumInfluenceTypes; ++i) r.discard_influence[i] = discard_rank[kNumOrders + i];
    return r;
}

// Built at start-up from the constant card tables (constant-initialised, so no initialisation-order issue);
// a namespace-scope constant keeps the hot path free of a function-local static's guard.
const CodeRanks kCodeRanks = BuildCodeRanks();
const CodeRanks& Ranks() { return kCodeRanks; }

template <typename Id, std::size_t N>
std::array<Id, N> ByRank(const std::array<std::uint8_t, N>& rank) {
    std::array<Id, N> out{};
    for (std::size_t i = 0; i < N; ++i) out[rank[i]] = static_cast<Id>(i);
    return out;
}

// Appends fields to a key, most significant first; a field of `bits` bits.
struct KeyBuilder {
    std::uint64_t key = 0;
    void Add(std::uint64_t value, int bits) { key = (key << bits) | (value & ((std::uint64_t{1} << bits) - 1)); }
};

std::uint64_t GangsterRank(std::uint8_t g) {
    if (g >= kNumGangsters) return 0;
    return static_cast<std::uint64_t>(Ranks().letter[static_cast<std::size_t>(FamilyOf(g))]) * kGangstersPerFamily +
           static_cast<std::uint64_t>(SlotOf(g));
}
std::uint64_t BusinessRank(std::uint8_t b) { return b < kNumBusinesses ? Ranks().business[b] : 0; }
std::uint64_t SeatRank(const State& s, Seat p) {
    return p < s.players ? Ranks().letter[static_cast<std::size_t>(s.player[p].family)] : 0;
}
// A decimal number's text as up to 5 digits (digit + 1; 0 = no more digits): byte order of the text.
std::uint64_t NumberText(int n) {
    if (n < 0) n = 0;
    std::array<int, 5> digits{};
    int count = 0;
    do {
        digits[static_cast<std::size_t>(count++)] = n % 10;
        n /= 10;
    } while (n > 0 && count < 5);
    std::uint64_t v = 0;
    for (int i = 0; i < 5; ++i) {
        v <<= 4;
        if (i < count) v |= static_cast<std::uint64_t>(digits[static_cast<std::size_t>(count - 1 - i)] + 1);
    }
    return v;
}

std::uint64_t ArgsKey(const State& s, const Move& m) {
    KeyBuilder k;
    const CodeRanks& r = Ranks();
    switch (m.kind) {
        case MoveKind::kOrder:
            k.Add(GangsterRank(m.a), 5);
            k.Add(m.b, 7);
            break;
        case MoveKind::kPurchase:
            k.Add(GangsterRank(m.a), 5);
            k.Add(BusinessRank(m.b), 6);
            break;
        case MoveKind::kLawyer:
            k.Add(BusinessRank(m.a), 6);
            k.Add(GangsterRank(m.b), 5);
            break;
        case MoveKind::kPlay: {
            k.Add(m.a < kNumInfluenceTypes ? r.influence[m.a] : 0, 3);
            // no argument < a gangster code (upper case) < "market" (lower case)
            k.Add(m.flag ? 63 : (m.b < kNumGangsters ? 1 + GangsterRank(m.b) : 0), 6);
            break;
        }
        case MoveKind::kChoose:
        case MoveKind::kLook:
        case MoveKind::kRecruit:
        case MoveKind::kRob:
        case MoveKind::kTrap: k.Add(GangsterRank(m.a), 5); break;
        case MoveKind::kName: k.Add(m.other < s.players ? SeatRank(s, m.other) : kNumFamilies, 3); break;  // "none"
        case MoveKind::kTarget:
            k.Add(m.flag ? (m.a < kNumGangsters ? r.target_gangster[m.a] : 0)
                         : (m.a < kNumBusinesses ? r.target_business[m.a] : 0),
                  7);
            break;
        case MoveKind::kBuy: k.Add(BusinessRank(m.a), 6); break;
        case MoveKind::kDiscard:
            k.Add(m.flag ? (m.a < kNumInfluenceTypes ? r.discard_influence[m.a] : 0)
                         : (m.a < kNumOrders ? r.discard_order[m.a] : 0),
                  7);
            break;
        case MoveKind::kStake:
        case MoveKind::kLaunder: k.Add(NumberText(m.amount), 20); break;
        case MoveKind::kReroll:
            k.Add(BusinessRank(m.a), 6);
            k.Add(NumberText(m.amount), 20);
            break;
        case MoveKind::kUse:
            for (std::size_t i = 0; i < kMaxDice; ++i) k.Add(i < m.count ? 1 + BusinessRank(m.list[i]) : 0, 6);
            break;
        case MoveKind::kRoll:
            for (std::size_t i = 0; i < kMaxDice; ++i) k.Add(i < m.count ? m.list[i] : 0, 3);
            break;
        default: break;  // no arguments (trades: seat and verb only, they are never listed)
    }
    return k.key;
}

// Sorts `out` by MoveOrderKey and removes duplicates, in place and without heap. The generators emit their
// moves mostly in order already, so an insertion sort of (key, index) pairs is close to one pass; the moves
// themselves are copied only when the order changes, and only the n entries in use are touched.
void SortUnique(const State& s, MoveList& out) {
    const int n = out.size();
    if (n < 2) return;  // most lists of the small steps
    struct Entry {
        std::uint64_t key;
        int index;
    };
    std::array<Entry, MoveList::kCapacity> entry;  // uninitialised beyond n: never read there
    bool sorted = true;
    for (int i = 0; i < n; ++i) {
        const Entry e{MoveOrderKey(s, out[i]), i};
        int j = i;
        for (; j > 0 && entry[static_cast<std::size_t>(j - 1)].key > e.key; --j)
            entry[static_cast<std::size_t>(j)] = entry[static_cast<std::size_t>(j - 1)];
        entry[static_cast<std::size_t>(j)] = e;
        sorted = sorted && j == i;
    }
    if (!sorted) {
        MoveList unsorted;  // a FixedList starts uninitialised: only the n moves are copied
        for (const Move& m : out) unsorted.push_back(m);
        for (int i = 0; i < n; ++i) out[i] = unsorted[entry[static_cast<std::size_t>(i)].index];
    }
    int kept = 0;
    for (int i = 0; i < n; ++i) {
        if (kept > 0 && entry[static_cast<std::size_t>(i)].key == entry[static_cast<std::size_t>(kept - 1)].key)
            continue;
        entry[static_cast<std::size_t>(kept)] = entry[static_cast<std::size_t>(i)];
        if (kept != i) out[kept] = out[i];
        ++kept;
    }
    out.truncate(kept);
}

// moves.h "Field use per kind": every field a kind does not use keeps its default, so that `==` of moves and
// their texts agree; Apply refuses anything else (kMalformed) before any rule sees it.
bool UsesOnlyItsFields(const Move& m) {
    enum : unsigned { kOther = 1, kA = 2, kB = 4, kFlag = 8, kAmount = 16, kList = 32, kItems = 64 };
    unsigned used = 0;
    switch (m.kind) {
        case MoveKind::kOrder:
        case MoveKind::kPurchase:
        case MoveKind::kLawyer: used = kA | kB; break;
        case MoveKind::kChoose:
        case MoveKind::kRob:
        case MoveKind::kTrap:
        case MoveKind::kRecruit:
        case MoveKind::kLook:
        case MoveKind::kBuy: used = kA; break;
        case MoveKind::kPlay: used = kA | kB | kFlag; break;
        case MoveKind::kReroll: used = kA | kAmount; break;
        case MoveKind::kTarget:
        case MoveKind::kDiscard: used = kA | kFlag; break;
        case MoveKind::kName: used = kOther; break;
        case MoveKind::kStake:
        case MoveKind::kLaunder: used = kAmount; break;
        case MoveKind::kUse:
        case MoveKind::kRoll: used = kList; break;
        case MoveKind::kTrade: used = kOther | kItems; break;
        default: break;
    }
    const Move blank;
    if (!(used & kOther) && m.other != blank.other) return false;
    if (!(used & kA) && m.a != blank.a) return false;
    if (!(used & kB) && m.b != blank.b) return false;
    if (!(used & kFlag) && m.flag) return false;
    if (!(used & kAmount) && m.amount != 0) return false;
    if (!(used & (kList | kItems)) && m.count != 0) return false;
    for (std::size_t i = 0; i < m.list.size(); ++i) {
        if ((!(used & kList) || i >= m.count) && m.list[i] != 0) return false;
    }
    for (std::size_t i = 0; i < m.items.size(); ++i) {
        if ((!(used & kItems) || i >= m.count) && !(m.items[i] == TradeItem{})) return false;
    }
    if (m.kind == MoveKind::kPlay) {
        // "play IF market" and "play IT" / "play NA" name no gangster; only the Informant has a market form.
        const bool no_gangster = m.flag || m.a == static_cast<std::uint8_t>(Influence::kSchemer) ||
                                 m.a == static_cast<std::uint8_t>(Influence::kDoctor);
        if (no_gangster && m.b != blank.b) return false;
        if (m.flag && m.a != static_cast<std::uint8_t>(Influence::kInformant)) return false;
    }
    return m.kind == MoveKind::kRoll ? m.seat == kNoSeat : true;
}

bool IsSideKind(const Move& m) {
    if (m.kind == MoveKind::kLawyer) return true;
    if (m.kind != MoveKind::kPlay || m.a >= kNumInfluenceTypes) return false;
    const auto t = static_cast<Influence>(m.a);
    return t != Influence::kSchemer && t != Influence::kDoctor;
}

Refusal Dispatch(State& s, const Move& m) {
    switch (s.step) {
        case Step::kDrawCheck: return ApplyDrawCheck(s, m);
        case Step::kPlanning: return ApplyPlanning(s, m);
        case Step::kLook: return ApplyLook(s, m);
        case Step::kWildWindow: return ApplyWildWindow(s, m);
        case Step::kPreTurn: return ApplyPreTurn(s, m);
        case Step::kClaim: return ApplyClaim(s, m);
        case Step::kChoose: return ApplyChoose(s, m);
        case Step::kPurchase: return ApplyPurchase(s, m);
        case Step::kBeforeReveal: return ApplyBeforeReveal(s, m);
        case Step::kTargetCard: return ApplyTargetCard(s, m);
        case Step::kJobMarkers: return ApplyJobMarkers(s, m);
        case Step::kStake: return ApplyStake(s, m);
        case Step::kTrapBefore:
        case Step::kTrapAfter:
        case Step::kRobberyWindow:
        case Step::kDoctorWindow: return ApplyWindow(s, m);
        case Step::kRoll:
        case Step::kRerollDie: return ApplyRoll(s, m);
        case Step::kReroll: return ApplyReroll(s, m);
        case Step::kReturnFire: return ApplyReturnFire(s, m);
        case Step::kBuyDecision: return ApplyBuyDecision(s, m);
        case Step::kLaunder: return ApplyLaunder(s, m);
        case Step::kRecruit: return ApplyRecruit(s, m);
        case Step::kHandLimit: return ApplyHandLimit(s, m);
        case Step::kOver: break;
    }
    return {RefusalCode::kGameOver};
}

bool IsEmittedInOrder(Step step) {
    switch (step) {
        case Step::kDrawCheck:
        case Step::kPlanning:
        case Step::kLook:
        case Step::kPreTurn:
        case Step::kChoose:
        case Step::kPurchase:
        case Step::kRecruit:
        case Step::kBeforeReveal:
        case Step::kTrapBefore:
        case Step::kTrapAfter:
        case Step::kRobberyWindow:
        case Step::kDoctorWindow: return true;
        default: return false;
    }
}

void LegalOfStep(const State& s, MoveList& out) {
    switch (s.step) {
        case Step::kDrawCheck: LegalDrawCheck(s, out); break;
        case Step::kPlanning: LegalPlanning(s, out); break;
        case Step::kLook: LegalLook(s, out); break;
        case Step::kWildWindow: LegalWildWindow(s, out); break;
        case Step::kPreTurn: LegalPreTurn(s, out); break;
        case Step::kClaim: LegalClaim(s, out); break;
        case Step::kChoose: LegalChoose(s, out); break;
        case Step::kPurchase: LegalPurchase(s, out); break;
        case Step::kBeforeReveal: LegalBeforeReveal(s, out); break;
        case Step::kTargetCard: LegalTargetCard(s, out); break;
        case Step::kJobMarkers: LegalJobMarkers(s, out); break;
        case Step::kStake: LegalStake(s, out); break;
        case Step::kTrapBefore:
        case Step::kTrapAfter:
        case Step::kRobberyWindow:
        case Step::kDoctorWindow: LegalWindow(s, out); break;
        case Step::kRoll:
        case Step::kRerollDie: LegalRoll(s, out); break;
        case Step::kReroll: LegalReroll(s, out); break;
        case Step::kReturnFire: LegalReturnFire(s, out); break;
        case Step::kBuyDecision: LegalBuyDecision(s, out); break;
        case Step::kLaunder: LegalLaunder(s, out); break;
        case Step::kRecruit: LegalRecruit(s, out); break;
        case Step::kHandLimit: LegalHandLimit(s, out); break;
        case Step::kOver: break;
    }
}

const std::array<GangsterId, kNumGangsters> kGangstersByCode = [] {
    std::array<std::uint8_t, kNumGangsters> rank{};
    for (GangsterId g = 0; g < kNumGangsters; ++g) rank[g] = static_cast<std::uint8_t>(GangsterRank(g));
    return ByRank<GangsterId>(rank);
}();
const std::array<Influence, kNumInfluenceTypes> kInfluenceByCode = ByRank<Influence>(kCodeRanks.influence);
const std::array<Family, kNumFamilies> kFamiliesByCode = ByRank<Family>(kCodeRanks.letter);

}  // namespace

namespace detail {
const std::array<GangsterId, kNumGangsters>& GangstersInCodeOrder() { return kGangstersByCode; }
const std::array<Influence, kNumInfluenceTypes>& InfluenceInCodeOrder() { return kInfluenceByCode; }
const std::array<Family, kNumFamilies>& FamiliesInCodeOrder() { return kFamiliesByCode; }
std::uint8_t BusinessCodeRank(BusinessId b) { return b < kNumBusinesses ? kCodeRanks.business[b] : 0xFF; }
std::uint8_t FamilyCodeRank(Family f) { return kCodeRanks.letter[static_cast<std::size_t>(f)]; }
SeatOrder SeatsInLetterOrder(const State& s) {
    std::array<Seat, kNumFamilies> by_letter;  // the seat playing the family of each letter rank
    by_letter.fill(kNoSeat);
    for (Seat p = 0; p < s.players && p < kMaxPlayers; ++p) {
        const auto f = static_cast<std::size_t>(s.player[p].family);
        if (f < kNumFamilies) by_letter[kCodeRanks.letter[f]] = p;
    }
    SeatOrder order;
    for (Seat p : by_letter) {
        if (p != kNoSeat) order.seat[static_cast<std::size_t>(order.count++)] = p;
    }
    return order;
}
}  // namespace detail

std::uint64_t MoveOrderKey(const State& s, const Move& m) {
    // First byte of the text: the seat letter (upper case), or 'r' of "roll" (after every letter); then the
    // verb (MoveKind is in verb byte order and no verb is a prefix of another); then the arguments.
    const std::uint64_t first = m.kind == MoveKind::kRoll ? 5 : SeatRank(s, m.seat);
    return (first << 59) | (static_cast<std::uint64_t>(m.kind) << 54) |
           (ArgsKey(s, m) & ((std::uint64_t{1} << 54) - 1));
}

Actor CurrentActor(const State& s) {
    switch (s.step) {
        case Step::kOver: return {};
        case Step::kDrawCheck: return {ActorKind::kSeat, s.cur.draw_cursor};
        case Step::kLook: return {ActorKind::kSeat, s.cur.looker};
        case Step::kClaim: return {ActorKind::kSeat, s.cur.claimant};
        case Step::kPreTurn: return {ActorKind::kTable, s.cur.due};
        case Step::kTrapBefore:
        case Step::kTrapAfter:
        case Step::kRobberyWindow:
        case Step::kDoctorWindow: return {ActorKind::kTable, s.cur.turn};
        case Step::kRoll:
            if (s.options.physical_dice) return {ActorKind::kSeat, s.cur.roller};
            return {ActorKind::kChance, kNoSeat};
        case Step::kRerollDie:
            if (s.options.physical_dice) return {ActorKind::kSeat, s.cur.turn};
            return {ActorKind::kChance, kNoSeat};
        case Step::kReturnFire: return {ActorKind::kSeat, OwnerOf(s, s.cur.target)};  // the Drive-By victim
        default: return {ActorKind::kSeat, s.cur.turn};
    }
}

bool IsOver(const State& s) { return s.step == Step::kOver; }

bool IsSafePoint(const State& s) {
    switch (s.step) {
        case Step::kPlanning:
        case Step::kWildWindow:
        case Step::kPreTurn:
        case Step::kChoose:
        case Step::kPurchase:
        case Step::kBeforeReveal:
        case Step::kRecruit:
        case Step::kHandLimit: return true;
        default: return false;
    }
}

void LegalMoves(const State& s, MoveList& out) {
    out.clear();
    LegalOfStep(s, out);
    // The generators of the busiest steps emit their lists in canonical order without duplicates by
    // construction (IsEmittedInOrder: LegalPlanning, LegalPreTurn, LegalBeforeReveal, LegalWindow, and the
    // short lists of draw checks, looks, chooses, purchases and recruits); the random-simulation tests check the
    // order of every list LegalMoves returns.
    if (!IsEmittedInOrder(s.step)) SortUnique(s, out);
}

void SideMoves(const State& s, Seat seat, MoveList& out) {
    out.clear();
    if (seat >= s.players) return;
    LegalSideMoves(s, seat, out);
    SortUnique(s, out);
}

Move DefaultRoll(const State& s) {
    Move m;
    m.kind = MoveKind::kRoll;
    const int dice = s.step == Step::kRerollDie ? 1 : (s.step == Step::kRoll ? s.cur.num_dice : 0);
    Rng rng(s.rng);  // the draws NextRandom(s, 6) will make when the roll is applied (D16)
    for (int i = 0; i < dice && i < kMaxDice; ++i) {
        m.list[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(1 + rng.Below(6));
    }
    m.count = static_cast<std::uint8_t>(dice < kMaxDice ? dice : kMaxDice);
    return m;
}

namespace {

// Routes a move to the trade desk, a side move or the step's ApplyX, checking who may send it.
Refusal Route(State& s, const Move& m) {
    if (m.kind == MoveKind::kTrade) {
        if (m.seat >= s.players) return {RefusalCode::kNotYourTurn, m.seat};
        if (!IsSafePoint(s)) return {RefusalCode::kNotSafePoint};
        return ApplyTrade(s, m);
    }
    const Actor actor = CurrentActor(s);
    if (m.kind == MoveKind::kRoll && (s.step == Step::kRoll || s.step == Step::kRerollDie)) {
        return Dispatch(s, m);  // "roll d d" names no seat: chance, or the roller's device (physical dice)
    }
    if (actor.kind == ActorKind::kSeat && m.seat == actor.seat) return Dispatch(s, m);
    // The due seat's look before he chooses begins his turn (D45): a flow move of kPreTurn, not a side move.
    if (s.step == Step::kPreTurn && m.seat == actor.seat && DueSeatMayBegin(s)) return Dispatch(s, m);
    if (m.seat < s.players && IsSideKind(m) && actor.kind != ActorKind::kChance) return ApplySideMove(s, m);
    if (actor.kind == ActorKind::kTable && m.seat < s.players) return Dispatch(s, m);
    return {RefusalCode::kNotYourTurn, m.seat < s.players ? RefSeat(m.seat) : std::uint8_t{0xFF}};
}

}  // namespace

Refusal ApplyInPlace(State& s, const Move& m) {
    if (IsOver(s)) return {RefusalCode::kGameOver};
    if (!UsesOnlyItsFields(m)) return {RefusalCode::kMalformed};
    return Route(s, m);
}

Result<State> Apply(const State& s, const Move& m) {
    State next = s;
    const Refusal r = ApplyInPlace(next, m);
    if (!r.ok()) return Result<State>::Error(RefusalText(r));
    return next;
}

// A listed move is well-formed and not after the game's end: only the routing (which still validates).
void ApplyLegal(State& s, const Move& m) { (void)Route(s, m); }

std::string RefusalText(const Refusal& r) {
    const char* what = "";
    switch (r.code) {
        case RefusalCode::kNone: return "ok";
        case RefusalCode::kGameOver: what = "the game is over"; break;
        case RefusalCode::kNotYourTurn: what = "it is not this seat's turn"; break;
        case RefusalCode::kWrongStep: what = "this action does not exist at this point of the game"; break;
        case RefusalCode::kNotSafePoint: what = "trades and out-of-turn plays wait for a safe point"; break;
        case RefusalCode::kNoSuchCard: what = "no such card here"; break;
        case RefusalCode::kNotYourCard: what = "the card belongs to someone else"; break;
        case RefusalCode::kGangsterNotIdle: what = "the gangster already holds an assignment"; break;
        case RefusalCode::kGangsterNotActive: what = "the gangster is not active"; break;
        case RefusalCode::kNoAssignment: what = "the gangster holds no assignment"; break;
        case RefusalCode::kNotInHand: what = "the card is not in the hand"; break;
        case RefusalCode::kNotInMarket: what = "the card is not in the market"; break;
        case RefusalCode::kNotEnoughCash: what = "not enough cash"; break;
        case RefusalCode::kAmountOutOfRange: what = "the number is out of range"; break;
        case RefusalCode::kWrongDiceCount: what = "wrong number of dice"; break;
        case RefusalCode::kOptionOff: what = "not allowed with the options of this game"; break;
        case RefusalCode::kAlreadyAttached: what = "the gangster already carries a card of this type"; break;
        case RefusalCode::kOwnGangsterRequired: what = "this needs an own gangster"; break;
        case RefusalCode::kOpponentRequired: what = "this needs another player's card"; break;
        case RefusalCode::kAbilityUsed: what = "the ability was already used this round"; break;
        case RefusalCode::kNotAttack: what = "a trap answers an attack only"; break;
        case RefusalCode::kNotAttacked: what = "only the attacked player may trap"; break;
        case RefusalCode::kNoReactionCard: what = "no such reaction card is planned on that gangster"; break;
        case RefusalCode::kAlreadyClaimed: what = "this seat already claimed in this window"; break;
        case RefusalCode::kInvalidTarget: what = "not a valid target"; break;
        case RefusalCode::kRequirementsUnmet: what = "the businesses do not cover the job"; break;
        case RefusalCode::kNoObjection: what = "only an all-attack draw may be objected to"; break;
        case RefusalCode::kHandLimitReached: what = "the hand limit does not allow this"; break;
        case RefusalCode::kNoMarker: what = "no deal marker for this"; break;
        case RefusalCode::kTradeInvalid: what = "the trade is not valid"; break;
        case RefusalCode::kNothingToSee: what = "no face-down order there that this seat has not seen"; break;
        case RefusalCode::kMalformed: what = "the action sets a field its kind does not use"; break;
    }
    std::string text = what;
    if (r.card != 0xFF) {
        std::string code;
        if (r.card >= kRefSeat && r.card < kRefSeat + kMaxPlayers)
            code = "seat " + std::to_string(r.card - kRefSeat);
        else if (r.card >= kRefInfluence && r.card < kRefInfluence + kNumInfluenceTypes)
            code = InfluenceCode(static_cast<Influence>(r.card - kRefInfluence));
        else if (r.card >= kRefGangster && r.card < kRefGangster + kNumGangsters)
            code = GangsterCode(static_cast<GangsterId>(r.card - kRefGangster));
        else if (r.card >= kRefBusiness && r.card < kRefBusiness + kNumBusinesses)
            code = BusinessCode(static_cast<BusinessId>(r.card - kRefBusiness));
        else if (r.card < kRefOrder + kNumOrders)
            code = OrderCode(static_cast<OrderId>(r.card));
        if (!code.empty()) text += " (" + code + ")";
    }
    if (r.number != 0) text += " [" + std::to_string(r.number) + "]";
    return text;
}

}  // namespace lcn
