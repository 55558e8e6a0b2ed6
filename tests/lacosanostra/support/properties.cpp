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

// When the game ends with a move that moves no money itself (an abort, a declined return fire), the cash each
// seat gained in it is exactly the final payout, which the rules' formula (docs/lacosanostra-rules.md §4.3) recomputes
// from the final table.
bool CheckFinalPayout(const State& before, const Move& last, const State& over, SimulationTotals& totals) {
    if (last.kind != MoveKind::kAbort && last.kind != MoveKind::kHold) return true;
    ++totals.payouts_checked;
    const auto expected = SpecFinalPayout(over);
    const ScoreBreakdown parts = FinalBreakdown(over);
    for (Seat p = 0; p < over.players; ++p) {
        const std::int32_t gained = over.player[p].cash - before.player[p].cash;
        if (gained != expected[p]) {
            FAIL_CHECK("final payout of seat " << int(p) << ": engine " << gained
                                               << ", docs/lacosanostra-rules.md §4.3 " << expected[p]
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

// The breakdown of a finished game: its payout parts add up to the rules' payout, all its parts to the final money.
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
        FAIL_CHECK("OutcomeOf differs from the rules' scoring: winners " << int(engine.winners) << " vs "
                                                                         << int(spec.winners));
        return false;
    }
    return true;
}

}  // namespace

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
        if (!ProbeRefused(s, legal, MutatedMove(any(), rng_, s), "mutated field", totals_)) return false;
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
    if (!CheckFinalPayout(before, m, after, totals_)) return "the final payout differs from the rules'";
    if (!CheckFinal(after)) return "the final outcome differs from the rules' scoring";
    if (!CheckBreakdown(after)) return "the scoring breakdown does not add up (see above)";
    return {};
}

}  // namespace lcn::test
