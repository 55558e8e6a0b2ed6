// The Normal bot's turn search (bot_turns.h).
#include "famiglia/bot_turns.h"

#include <algorithm>

#include "famiglia/bot_heuristics.h"
#include "famiglia/rules.h"

namespace fam::detail {

namespace {
int IndexOf(const std::array<CardType, 3>& list, int n, CardType t) {
    for (int i = 0; i < n; ++i) {
        if (list[static_cast<std::size_t>(i)] == t) return i;
    }
    return -1;
}
}  // namespace

int TurnSearch::Run(const State& s, std::vector<ScoredPlan>& plans, std::vector<Move>* refreshes) {
    me_ = s.to_move;
    leaves_ = 0;
    plan_ = {};
    plans_ = &plans;
    refreshes_ = refreshes;
    if (s.phase == Step::kSwap) PrepareSwaps(s);
    const std::size_t before = plans.size();
    unfiltered_ = false;
    Search(s, 0);
    if (plans.size() == before && (!refreshes || refreshes->empty())) {
        // Only reachable from a position the bot would not have made (e.g. a person's wasted Brute):
        // every take and the pass are ends then.
        unfiltered_ = true;
        Search(s, 0);
    }
    return leaves_;
}

bool TurnSearch::Best(const State& s, ScoredPlan& best, int* work) {
    scratch_.clear();
    const int leaves = Run(s, scratch_, nullptr);
    if (work) *work = leaves;
    if (scratch_.empty()) return false;
    best = *std::max_element(scratch_.begin(), scratch_.end(),
                             [](const ScoredPlan& a, const ScoredPlan& b) { return a.score < b.score; });
    return true;
}

// Candidates for the Accountant's swaps: the three area cards most worth having back and the three hand
// cards least worth keeping (§6.2: bring back Brutes, pair-makers, Accountants; send down loose cards).
void TurnSearch::PrepareSwaps(const State& s) {
    const std::size_t p = s.to_move;
    for (int t = 0; t < kNumTypes; ++t) keep_[static_cast<std::size_t>(t)] = KeepValue(s, static_cast<CardType>(t));
    std::array<CardType, kNumTypes> area{}, hand{};
    int na = 0, nh = 0;
    for (int t = 0; t < kNumTypes; ++t) {
        const CardType c = static_cast<CardType>(t);
        if (s.area[p][c] > s.swap_locked_area[c]) area[static_cast<std::size_t>(na++)] = c;
        if (s.hand[p][c] > s.swap_locked_hand[c]) hand[static_cast<std::size_t>(nh++)] = c;
    }
    auto by_keep = [&](CardType a, CardType b) { return keep_[a] != keep_[b] ? keep_[a] > keep_[b] : a < b; };
    std::sort(area.begin(), area.begin() + na, by_keep);
    std::sort(hand.begin(), hand.begin() + nh, [&](CardType a, CardType b) { return by_keep(b, a); });
    num_up_ = std::min(na, 3);
    num_down_ = std::min(nh, 3);
    std::copy(area.begin(), area.begin() + num_up_, up_.begin());
    std::copy(hand.begin(), hand.begin() + num_down_, down_.begin());
}

// A swap is tried only between candidates, only if it gains, and in canonical order (both the cards
// brought back and the cards put down in candidate order), so each set of swaps is tried once.
bool TurnSearch::SwapAllowed(const Move& m) const {
    const int up = IndexOf(up_, num_up_, m.a), down = IndexOf(down_, num_down_, m.b);
    if (up < 0 || down < 0 || keep_[m.a] <= keep_[m.b]) return false;
    for (int i = plan_.size - 1; i >= 0; --i) {
        const Move& prev = plan_[i];
        if (prev.kind != MoveKind::kSwap) break;
        return up >= IndexOf(up_, num_up_, prev.a) && down >= IndexOf(down_, num_down_, prev.b);
    }
    return true;
}

void TurnSearch::Leaf(const State& s, const Move& m) {
    ++leaves_;
    // An end-of-turn refill draws from the unknown pile: the evaluation must not use the new Street.
    const bool refill =
        m.kind == MoveKind::kTake && TotalCards(s.street) == 1 && s.deck_size > 0 && s.turns_left == kNotTriggered;
    State end = s;
    ApplyLegal(end, m);
    ScoredPlan sp;
    sp.plan = plan_;
    sp.plan.push_back(m);
    sp.score = EvaluateTurnEnd(end, me_, refill, weights);
    plans_->push_back(sp);
}

void TurnSearch::Search(const State& s, int depth) {
    MoveList& legal = lists_[static_cast<std::size_t>(depth)];
    LegalMoves(s, legal);
    const std::size_t p = s.to_move;
    for (const Move& m : legal) {
        if (leaves_ >= kMaxLeaves) return;
        switch (m.kind) {
            case MoveKind::kRefresh:
                if (depth == 0 && refreshes_) refreshes_->push_back(m);
                continue;
            case MoveKind::kPass:
                if (s.brute_target != kNoCard && !unfiltered_)
                    continue;  // a Brute then a pass: worse than the pass alone
                Leaf(s, m);
                continue;
            case MoveKind::kTake:
                if (s.brute_target != kNoCard && m.a != s.brute_target && !unfiltered_)
                    continue;  // the Brute would be wasted
                Leaf(s, m);
                continue;
            case MoveKind::kSwap:
                if (!SwapAllowed(m)) continue;
                break;
            case MoveKind::kBrute: {
                // Only a Brute that makes its target takeable at the new value.
                Counts h = s.hand[p];
                --h[m.a];
                if (m.value != 0 && !CanPay(h, FamilyOf(m.b), m.value)) continue;
                break;
            }
            case MoveKind::kAccountant: break;
        }
        State next = s;
        ApplyLegal(next, m);
        plan_.push_back(m);
        if (m.kind == MoveKind::kAccountant) PrepareSwaps(next);
        Search(next, depth + 1);
        --plan_.size;
    }
}

}  // namespace fam::detail
