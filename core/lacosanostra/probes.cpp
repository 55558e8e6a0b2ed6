// The probes of the rules API (rules_api.h): moves to try on a state and the state with its hidden parts
// scrambled, for the shared random-simulation test and La Cosa Nostra's own property tests.
#include "lacosanostra/probes.h"

#include <algorithm>
#include <array>
#include <vector>

#include "lacosanostra/cards.h"
#include "lacosanostra/notation.h"
#include "lacosanostra/view.h"

namespace lcn {
namespace {

bool Contains(const MoveList& list, const Move& m) { return std::find(list.begin(), list.end(), m) != list.end(); }

bool IsRollNode(const State& s) { return s.step == Step::kRoll || s.step == Step::kRerollDie; }

}  // namespace

// A move Apply may accept although LegalMoves does not list it: trades (validated by Apply), side moves of the
// options, any dice at a roll node.
bool AcceptableOffList(const State& s, const Move& m) {
    if (m.kind == MoveKind::kTrade) return true;
    if (m.kind == MoveKind::kRoll && IsRollNode(s)) return true;
    if (m.seat < s.players) {
        MoveList side;
        SideMoves(s, m.seat, side);
        if (Contains(side, m)) return true;
    }
    return false;
}

// A legal move with one field changed at random, also to out-of-range ids (bad input must be refused, never
// crash): mostly a field its kind uses (moves.h "Field use per kind"), else an unused one, which must keep its
// default (b87a6b4: Apply refuses moves with fields their kind does not use).
Move MutatedMove(const Move& legal, Rng& rng, const State& s) {
    Move m = legal;
    const auto id = [&] { return static_cast<std::uint8_t>(rng.Below(kNumOrders + 6)); };
    switch (m.kind) {
        case MoveKind::kOrder:
        case MoveKind::kPurchase:
        case MoveKind::kPlay:
        case MoveKind::kLawyer:
            if (rng.Below(2) == 0)
                m.a = id();
            else
                m.b = id();
            break;
        case MoveKind::kChoose:
        case MoveKind::kRob:
        case MoveKind::kTrap:
        case MoveKind::kRecruit:
        case MoveKind::kLook:
        case MoveKind::kTarget:
        case MoveKind::kBuy:
        case MoveKind::kDiscard: m.a = id(); break;
        case MoveKind::kReroll:
            if (rng.Below(2) == 0)
                m.a = id();
            else
                m.amount = static_cast<std::int16_t>(rng.Below(9));
            break;
        case MoveKind::kStake:
        case MoveKind::kLaunder: m.amount = static_cast<std::int16_t>(static_cast<int>(rng.Below(40)) - 5); break;
        case MoveKind::kName: m.other = static_cast<Seat>(rng.Below(static_cast<std::uint32_t>(s.players + 1))); break;
        case MoveKind::kUse:
        case MoveKind::kRoll:
            if (m.count > 0) m.list[rng.Below(m.count)] = static_cast<std::uint8_t>(rng.Below(kNumBusinesses + 3));
            break;
        default: m.a = id(); break;  // accept, claim, continue, pay, reveal, ...: `a` is unused
    }
    if (rng.Below(8) == 0) m.flag = !m.flag;
    return m;
}

State ScrambleHidden(const State& s, Seat v, std::uint64_t seed) {
    Rng rng(seed);
    const View view = ViewFor(s, v);
    State t = s;
    // Hidden order cards, permuted among their places within each round.
    for (int round = 1; round <= kNumRounds; ++round) {
        std::vector<OrderId> cards;
        for (OrderId o = 0; o < kNumOrders; ++o) {
            if (view.unknown[o] && Order(o).round == round) cards.push_back(o);
        }
        std::vector<OrderId> perm = cards;
        rng.Shuffle(perm.data(), static_cast<std::uint32_t>(perm.size()));
        for (std::size_t k = 0; k < cards.size(); ++k) {
            const OrderId from = cards[k], to = perm[k];
            const OrderPlace place = s.orders[from];
            t.orders[to] = place;
            if (place.zone == OrderZone::kOnGangster && place.holder < kNumGangsters)
                t.gangsters[place.holder].card = to;
            if (place.zone == OrderZone::kDeck) {
                auto& deck = t.order_deck[static_cast<std::size_t>(round - 1)];
                const auto& old = s.order_deck[static_cast<std::size_t>(round - 1)];
                for (std::size_t i = 0; i < s.order_deck_size[static_cast<std::size_t>(round - 1)]; ++i) {
                    if (old[i] == from) deck[i] = to;
                }
            }
        }
    }
    rng.Shuffle(t.business_deck.data(), t.business_deck_size);
    // Other seats' influence hands and the influence deck: one pool, dealt again in the same sizes.
    std::vector<Influence> pool(s.influence_deck.begin(), s.influence_deck.begin() + s.influence_deck_size);
    std::array<int, kMaxPlayers> hand_size{};
    for (Seat p = 0; p < s.players; ++p) {
        if (p == v) continue;
        for (int type = 0; type < kNumInfluenceTypes; ++type) {
            const int n = s.player[p].influence[static_cast<std::size_t>(type)];
            for (int k = 0; k < n; ++k) pool.push_back(static_cast<Influence>(type));
            hand_size[p] += n;
        }
        t.player[p].influence.fill(0);
        t.player[p].influence_drawn.fill(0);
    }
    rng.Shuffle(pool.data(), static_cast<std::uint32_t>(pool.size()));
    std::size_t next = 0;
    for (Seat p = 0; p < s.players; ++p) {
        for (int k = 0; k < hand_size[p]; ++k) ++t.player[p].influence[static_cast<std::size_t>(pool[next++])];
    }
    for (std::size_t i = 0; i < s.influence_deck_size; ++i) t.influence_deck[i] = pool[next++];
    t.rng = rng.Next();
    return t;
}

// Any trade at all, canonical or not, valid or not: Apply must refuse it cleanly or keep the invariants.
Move ProbeTrade(const State& s, Rng& rng) {
    Move m;
    m.kind = MoveKind::kTrade;
    m.seat = static_cast<Seat>(rng.Below(s.players));
    m.other = static_cast<Seat>(rng.Below(s.players));
    m.count = static_cast<std::uint8_t>(1 + rng.Below(3));
    for (int i = 0; i < m.count; ++i) {
        TradeItem& it = m.items[static_cast<std::size_t>(i)];
        it.by_other = static_cast<std::uint8_t>(rng.Below(2));
        it.verb = static_cast<TradeVerb>(rng.Below(4));
        if (it.verb == TradeVerb::kPay) {
            it.amount = static_cast<std::uint16_t>(rng.Below(12));
        } else if (it.verb == TradeVerb::kGive && rng.Below(3) == 0) {
            it.gangster = 1;
            it.card = static_cast<std::uint8_t>(rng.Below(kNumGangsters));
        } else {
            it.card = static_cast<std::uint8_t>(rng.Below(kNumBusinesses));
        }
    }
    return m;
}

Move CanonicalProbe(const State& s, Rng& rng) {
    MoveList legal;
    LegalMoves(s, legal);
    if (legal.empty()) return DefaultRoll(s);  // chance: the one listed roll
    const Move& base = legal[static_cast<int>(rng.Below(static_cast<std::uint32_t>(legal.size())))];
    Move m = base;
    if (rng.Below(2) == 0)
        m.seat = static_cast<Seat>(rng.Below(s.players));
    else
        m = MutatedMove(base, rng, s);
    auto canonical = ParseMove(s, ToString(s, m));
    if (!canonical.ok() || (!Contains(legal, *canonical) && AcceptableOffList(s, *canonical))) return base;
    return *canonical;
}

}  // namespace lcn
