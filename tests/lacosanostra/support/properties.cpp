#include "support/properties.h"

#include <algorithm>
#include <array>
#include <doctest/doctest.h>

#include "lacosanostra/playout.h"
#include "support/scoring.h"

namespace lcn::test {
namespace {

using common::Rng;

bool Contains(const MoveList& list, const Move& m) { return std::find(list.begin(), list.end(), m) != list.end(); }

bool IsRollNode(const State& s) { return s.step == Step::kRoll || s.step == Step::kRerollDie; }

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

// `m` is not a legal move of `s`: Apply must refuse it and leave `s` as it was.
bool ProbeRefused(const State& s, const MoveList& legal, const Move& m, const char* how, SimulationTotals& totals) {
    if (Contains(legal, m) || AcceptableOffList(s, m)) return true;
    State copy = s;
    const Refusal r = ApplyInPlace(copy, m);
    const bool refused = !r.ok();
    const bool unchanged = copy == s;
    if (!refused || !unchanged) {
        INFO("probe (" << std::string(how) << "): kind " << static_cast<int>(m.kind) << " seat "
                       << static_cast<int>(m.seat) << " a " << static_cast<int>(m.a) << " b " << static_cast<int>(m.b)
                       << " amount " << m.amount);
        INFO("state: " << PositionToJson(s));
        CHECK_MESSAGE(refused, "an illegal move was accepted");
        CHECK_MESSAGE(unchanged, "a refused move changed the state: " << RefusalText(r));
        return false;
    }
    ++totals.probes_refused;
    return true;
}

// A legal move with one field changed at random, also to out-of-range ids (bad input must be refused, never
// crash): mostly a field its kind uses (moves.h "Field use per kind"), else an unused one, which must keep its
// default (b87a6b4: Apply refuses moves with fields their kind does not use).
Move Mutated(const Move& legal, Rng& rng, const State& s) {
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

// When the game ends with a move that moves no money itself (an abort, a declined return fire), the cash each
// seat gained in it is exactly the final payout, which the spec's formula recomputes from the final table.
bool CheckFinalPayout(const State& before, const Move& last, const State& over, SimulationTotals& totals) {
    if (last.kind != MoveKind::kAbort && last.kind != MoveKind::kHold) return true;
    ++totals.payouts_checked;
    const auto expected = SpecFinalPayout(over);
    const ScoreBreakdown parts = FinalBreakdown(over);
    for (Seat p = 0; p < over.players; ++p) {
        const std::int32_t gained = over.player[p].cash - before.player[p].cash;
        if (gained != expected[p]) {
            FAIL_CHECK("final payout of seat " << int(p) << ": engine " << gained << ", spec §4.3 " << expected[p]
                                               << "\nstate: " << PositionToJson(over));
            return false;
        }
        if (parts.seat[p].cash != before.player[p].cash) {
            FAIL_CHECK("FinalBreakdown: seat " << int(p) << " had " << before.player[p].cash
                                               << " before the final payout, the breakdown says " << parts.seat[p].cash
                                               << "\nstate: " << PositionToJson(over));
            return false;
        }
    }
    return true;
}

// The breakdown of a finished game: its payout parts add up to the spec's payout, all its parts to the final money.
bool CheckBreakdown(const State& s) {
    const ScoreBreakdown parts = FinalBreakdown(s);
    const Outcome outcome = OutcomeOf(s);
    const auto payout = SpecFinalPayout(s);
    for (Seat p = 0; p < s.players; ++p) {
        const ScoreParts& x = parts.seat[p];
        const std::int32_t paid = x.income + x.monopolies + x.most_gangsters + x.violence + x.business_bonus;
        const std::int32_t sum = x.cash + paid + x.laundered;
        if (paid != payout[p] || sum != x.total || x.total != outcome.money[p] || x.cash < 0) {
            FAIL_CHECK("FinalBreakdown of seat " << int(p) << ": cash " << x.cash << " + payout " << paid << " (spec "
                                                 << payout[p] << ") + laundered x2 " << x.laundered << " = " << sum
                                                 << ", total " << x.total << ", final money " << outcome.money[p]
                                                 << "\nstate: " << PositionToJson(s));
            return false;
        }
    }
    return true;
}

bool CheckFinal(const State& s) {
    const Outcome engine = OutcomeOf(s);
    const Outcome spec = SpecOutcome(s);
    if (!(engine == spec)) {
        INFO("state: " << PositionToJson(s));
        for (Seat p = 0; p < s.players; ++p) {
            INFO("seat " << int(p) << ": engine " << engine.money[p] << "/" << engine.display_value[p] << ", spec "
                         << spec.money[p] << "/" << spec.display_value[p]);
        }
        FAIL_CHECK("OutcomeOf differs from the spec's scoring: winners " << int(engine.winners) << " vs "
                                                                         << int(spec.winners));
        return false;
    }
    return true;
}

}  // namespace

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
        m = Mutated(base, rng, s);
    auto canonical = ParseMove(s, ToString(s, m));
    if (!canonical.ok() || (!Contains(legal, *canonical) && AcceptableOffList(s, *canonical))) return base;
    return *canonical;
}

void LcnChecks::TextPool::Add(std::string t) {
    texts[next] = std::move(t);
    next = (next + 1) % texts.size();
    size = std::min(size + 1, texts.size());
}

// Probes of a state: another seat's move, a text from another step, mutated fields, bad dice: refused with the
// state unchanged; random trades: refused with the state unchanged, or accepted keeping the invariants.
bool LcnChecks::Probes(const State& s) {
    ++totals_.deep_checks;
    MoveList legal;
    LegalMoves(s, legal);
    const auto any = [&] { return legal[static_cast<int>(rng_.Below(static_cast<std::uint32_t>(legal.size())))]; };
    if (legal.size() > 0) pool_.Add(ToString(s, any()));
    for (int k = 0; k < 4 && legal.size() > 0; ++k) {
        Move other = any();
        other.seat = static_cast<Seat>(rng_.Below(s.players));
        if (!ProbeRefused(s, legal, other, "another seat", totals_)) return false;
        if (!ProbeRefused(s, legal, Mutated(any(), rng_, s), "mutated field", totals_)) return false;
    }
    for (int k = 0; k < 4 && pool_.size > 0; ++k) {
        auto parsed = ParseMove(s, pool_.texts[rng_.Below(static_cast<std::uint32_t>(pool_.size))]);
        if (parsed.ok() && !ProbeRefused(s, legal, *parsed, "text of another step", totals_)) return false;
    }
    if (IsRollNode(s)) {
        Move bad = DefaultRoll(s);
        bad.list[0] = static_cast<std::uint8_t>(rng_.Below(2) == 0 ? 0 : 7);
        State copy = s;
        CHECK_MESSAGE(!ApplyInPlace(copy, bad).ok(), "a die of value " << int(bad.list[0]) << " was accepted");
        CHECK(copy == s);
        if (!(copy == s)) return false;
    }
    for (int k = 0; k < 3; ++k) {
        const Move trade = ProbeTrade(s, rng_);
        State copy = s;
        const Refusal r = ApplyInPlace(copy, trade);
        if (r.ok()) {
            ++totals_.trades_accepted;
            const std::string broken = CheckInvariants(copy);
            CHECK_MESSAGE(broken.empty(), "after an accepted trade '" << ToString(s, trade) << "': " << broken);
            if (!broken.empty()) return false;
        } else if (!(copy == s)) {
            FAIL_CHECK("a refused trade changed the state: " << RefusalText(r));
            return false;
        }
    }
    return true;
}

std::string LcnChecks::operator()(const State& before, const Move& m, const State& after, int action) {
    if (action == 1) {  // a new game: its own probe draws and text pool
        ++totals_.games;
        rng_ = Rng(before.rng ^ 0x9E3779B97F4A7C15ULL);
        pool_ = TextPool{};
    }
    ++totals_.actions;
    if ((action - 1) % sample_.deep == 0 && !Probes(before)) return "a probe was not refused cleanly (see above)";
    if (!IsOver(after)) return {};
    ++totals_.outcomes_checked;
    if (!CheckFinalPayout(before, m, after, totals_)) return "the final payout differs from the spec's";
    if (!CheckFinal(after)) return "the final outcome differs from the spec's scoring";
    if (!CheckBreakdown(after)) return "the scoring breakdown does not add up (see above)";
    return {};
}

}  // namespace lcn::test
