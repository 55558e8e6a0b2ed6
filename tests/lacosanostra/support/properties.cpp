#include "support/properties.h"

#include <algorithm>
#include <array>
#include <doctest/doctest.h>

#include "lacosanostra/playout.h"
#include "support/scoring.h"

namespace lcn::test {
namespace {

using common::Rng;

constexpr int kMaxActionsPerGame = 20000;  // far above any real game: a longer one is a loop in the engine

// Texts seen in earlier move lists (of any step): probed later as moves from "another step".
struct TextPool {
    std::array<std::string, 256> texts;
    std::size_t size = 0, next = 0;
    void Add(std::string t) {
        texts[next] = std::move(t);
        next = (next + 1) % texts.size();
        size = std::min(size + 1, texts.size());
    }
};

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
    const Refusal r = Apply(copy, m);
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

bool CheckDeep(const State& s, const MoveList& legal, Rng& rng, TextPool& pool, SimulationTotals& totals) {
    ++totals.deep_checks;
    INFO("state: " << PositionToJson(s));
    std::string previous;
    for (int i = 0; i < legal.size(); ++i) {
        const Move& m = legal[i];
        const std::string text = ToString(s, m);
        if (i > 0 && !(previous < text)) {
            FAIL_CHECK("LegalMoves not sorted by text or not unique: '" << previous << "' then '" << text << "'");
            return false;
        }
        previous = text;
        auto parsed = ParseMove(s, text);
        if (!parsed.ok() || !(*parsed == m)) {
            FAIL_CHECK("ParseMove(ToString(m)) != m for '" << text << "'");
            return false;
        }
        State copy = s;
        const Refusal r = Apply(copy, m);
        if (!r.ok()) {
            FAIL_CHECK("legal move '" << text << "' refused: " << RefusalText(r));
            return false;
        }
    }
    if (legal.size() > 0)
        pool.Add(ToString(s, legal[static_cast<int>(rng.Below(static_cast<std::uint32_t>(legal.size())))]));
    // Probes: another seat's move, a text from another step, mutated fields, random trades, bad dice.
    for (int k = 0; k < 4 && legal.size() > 0; ++k) {
        Move other = legal[static_cast<int>(rng.Below(static_cast<std::uint32_t>(legal.size())))];
        other.seat = static_cast<Seat>(rng.Below(s.players));
        if (!ProbeRefused(s, legal, other, "another seat", totals)) return false;
        const Move bent = Mutated(legal[static_cast<int>(rng.Below(static_cast<std::uint32_t>(legal.size())))], rng, s);
        if (!ProbeRefused(s, legal, bent, "mutated field", totals)) return false;
    }
    for (int k = 0; k < 4 && pool.size > 0; ++k) {
        auto parsed = ParseMove(s, pool.texts[rng.Below(static_cast<std::uint32_t>(pool.size))]);
        if (parsed.ok() && !ProbeRefused(s, legal, *parsed, "text of another step", totals)) return false;
    }
    if (IsRollNode(s)) {
        Move bad = DefaultRoll(s);
        bad.list[0] = static_cast<std::uint8_t>(rng.Below(2) == 0 ? 0 : 7);
        State copy = s;
        CHECK_MESSAGE(!Apply(copy, bad).ok(), "a die of value " << int(bad.list[0]) << " was accepted");
        CHECK(copy == s);
    }
    for (int k = 0; k < 3; ++k) {
        const Move trade = ProbeTrade(s, rng);
        State copy = s;
        const Refusal r = Apply(copy, trade);
        if (r.ok()) {
            ++totals.trades_accepted;
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

// The parts of two states that differ, in words (for the position round-trip failure).
std::string StateDiff(const State& a, const State& b) {
    std::string out;
    auto part = [&](bool same, const char* name) {
        if (!same) out += std::string(" ") + name;
    };
    part(a.options == b.options, "options");
    part(a.players == b.players && a.round == b.round && a.step == b.step, "players/round/step");
    part(a.start_player == b.start_player, "start_player");
    part(a.player == b.player, "player");
    part(a.orders == b.orders, "orders");
    part(a.order_deck == b.order_deck && a.order_deck_size == b.order_deck_size, "order_deck");
    part(a.businesses == b.businesses, "businesses");
    part(a.business_deck == b.business_deck && a.business_deck_size == b.business_deck_size, "business_deck");
    part(a.market == b.market, "market");
    part(a.gangsters == b.gangsters, "gangsters");
    part(a.influence_deck == b.influence_deck && a.influence_deck_size == b.influence_deck_size, "influence_deck");
    part(a.influence_discard == b.influence_discard, "influence_discard");
    part(a.monopoly_holder == b.monopoly_holder, "monopolies");
    part(a.bank_balance == b.bank_balance, "bank_balance");
    part(a.rng == b.rng, "rng");
    const Cursor &x = a.cur, &y = b.cur;
    part(x.due == y.due && x.turn == y.turn && x.intrigant_queue == y.intrigant_queue && x.skip_due == y.skip_due,
         "cursor.turns");
    part(x.assignments_left == y.assignments_left && x.chosen == y.chosen && x.named == y.named &&
             x.revealed == y.revealed && x.target == y.target,
         "cursor.order");
    part(x.target_number == y.target_number && x.num_dice == y.num_dice && x.dice == y.dice &&
             x.successes == y.successes,
         "cursor.dice");
    part(x.reroll_die == y.reroll_die, "cursor.reroll_die");
    part(x.stake == y.stake && x.price == y.price && x.deck_searched == y.deck_searched, "cursor.stake/price");
    part(x.roll_for == y.roll_for && x.roller == y.roller && x.roller_gangster == y.roller_gangster &&
             x.resume == y.resume,
         "cursor.roll");
    part(x.window == y.window && x.claimant == y.claimant && x.claimed == y.claimed, "cursor.window");
    part(x.trapper == y.trapper && x.trap_gangster == y.trap_gangster && x.attack_foiled == y.attack_foiled,
         "cursor.trap");
    part(x.harm == y.harm && x.harm_to_gangster == y.harm_to_gangster && x.harm_card == y.harm_card &&
             x.harm_by == y.harm_by,
         "cursor.harm");
    part(x.robberies == y.robberies && x.num_robberies == y.num_robberies, "cursor.robberies");
    part(x.looker == y.looker && x.looks_left == y.looks_left && x.look_return == y.look_return, "cursor.look");
    part(x.draw_cursor == y.draw_cursor && x.objections == y.objections, "cursor.draw");
    return out.empty() ? " (no named part: padding or a field this list misses)" : out;
}

bool CheckPositionsAndViews(const State& s, Rng& rng, SimulationTotals& totals) {
    const std::string json = PositionToJson(s);
    auto back = ParsePosition(json);
    if (!back.ok() || !(*back == s)) {
        FAIL_CHECK("ParsePosition(PositionToJson(s)) != s: "
                   << (back.ok() ? "these parts differ:" + StateDiff(s, *back) : back.error()) << "\n"
                   << json);
        return false;
    }
    for (Seat v = 0; v < s.players; ++v) {
        const State scrambled = ScrambleHidden(s, v, rng.Next());
        ++totals.views_compared;
        if (!(ViewFor(scrambled, v) == ViewFor(s, v))) {
            FAIL_CHECK("the view of seat " << int(v) << " depends on hidden information\nstate: " << json
                                           << "\nscrambled: " << PositionToJson(scrambled));
            return false;
        }
    }
    return true;
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
    const Outcome outcome = FinalOutcome(s);
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
    const Outcome engine = FinalOutcome(s);
    const Outcome spec = SpecOutcome(s);
    if (!(engine == spec)) {
        INFO("state: " << PositionToJson(s));
        for (Seat p = 0; p < s.players; ++p) {
            INFO("seat " << int(p) << ": engine " << engine.money[p] << "/" << engine.display_value[p] << ", spec "
                         << spec.money[p] << "/" << spec.display_value[p]);
        }
        FAIL_CHECK("FinalOutcome differs from the spec's scoring: winners " << int(engine.winners) << " vs "
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

bool PlayCheckedGame(const Setup& setup, std::uint64_t policy_seed, const SimulationSample& sample,
                     SimulationTotals& totals) {
    auto game = NewGame(setup);
    REQUIRE_MESSAGE(game.ok(),
                    "NewGame refused players=" << setup.players << " seed=" << setup.seed << ": " << game.error());
    State s = *game;
    Rng rng(policy_seed);
    Rng probe(policy_seed ^ 0x9E3779B97F4A7C15ULL);  // the checks' own draws: the game does not depend on sampling
    TextPool pool;
    MoveList legal;
    ++totals.games;
    for (int n = 0; n < kMaxActionsPerGame; ++n) {
        INFO("players " << setup.players << ", seed " << setup.seed << ", action " << n);
        const std::string broken = CheckInvariants(s);
        if (!broken.empty()) {
            FAIL_CHECK(broken << "\nstate: " << PositionToJson(s));
            return false;
        }
        LegalMoves(s, legal);
        const bool chance = CurrentActor(s).kind == ActorKind::kChance;
        if (IsOver(s) != (legal.empty() && !chance)) {
            FAIL_CHECK("game over (" << IsOver(s) << ") but " << legal.size() << " legal moves, chance " << chance
                                     << "\nstate: " << PositionToJson(s));
            return false;
        }
        if (n % sample.deep == 0 && !CheckDeep(s, legal, probe, pool, totals)) return false;
        if (n % sample.positions == 0 && !CheckPositionsAndViews(s, probe, totals)) return false;
        if (IsOver(s)) return CheckFinal(s) && CheckBreakdown(s);
        // The playout policy of lacosanostra/playout.h, with its occasional trade at a safe point; both applied
        // through Apply so that a refusal of a move the policy took from LegalMoves is caught.
        if (IsSafePoint(s) && rng.Below(kTradeOneIn) == 0) {
            const Move trade = RandomTrade(s, rng);
            if (Apply(s, trade).ok()) ++totals.trades_accepted;
            continue;
        }
        const Move m = RandomPlayoutMove(s, legal, rng);
        const State before = s;
        const Refusal r = Apply(s, m);
        if (!r.ok()) {
            FAIL_CHECK("the policy's move '" << ToString(s, m) << "' was refused: " << RefusalText(r)
                                             << "\nstate: " << PositionToJson(s));
            return false;
        }
        ++totals.actions;
        if (IsOver(s) && !CheckFinalPayout(before, m, s, totals)) return false;
    }
    FAIL_CHECK("no end after " << kMaxActionsPerGame << " actions (players " << setup.players << ", seed " << setup.seed
                               << ")");
    return false;
}

}  // namespace lcn::test
