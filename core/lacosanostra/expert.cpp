// The Expert's search (expert.h explains the design): candidates from Normal's ranking, paired playouts on
// sampled worlds, successive halving, work units.
#include "lacosanostra/expert.h"

#include <algorithm>
#include <limits>

#include "common/small_sort.h"
#include "lacosanostra/bot_eval.h"
#include "lacosanostra/rules.h"

namespace lcn {

namespace expert {

namespace {

constexpr int kMaxCandidates = 8;
constexpr std::int64_t kWin = 1000;  // utility of a sole win
// A margin of this many $k over the best other seat counts as a sure win where a playout stops early: the
// standing estimate is rough, so a small lead is only a small edge.
constexpr std::int64_t kSureLead = 20;
// Money second: up to this much utility for the margin (at $1 per $k), far below a win.
constexpr std::int64_t kMarginCap = 50;
// Normal's own choice stays unless another candidate beats it on the same worlds by more than this many
// standard errors of the paired difference (squared: 1.0^2). A few dozen playouts cannot tell a small edge
// from noise, and picking the best of several noisy means would leave Normal's move for luck alone: the
// Expert would then play worse than Normal. With the test it leaves Normal only when the playouts say so.
// At two standard errors (the first setting) the search left Normal's move in 178 of 5,657 searched
// decisions (3%; 96 games, budget 6,000, docs/engines.md): the Expert was Normal with rare exceptions, and the
// playouts' verdict went mostly unused. One standard error keeps Normal as the prior on close calls and
// lets the playouts overrule it where the paired worlds lean one way: it left Normal's move in 3,684 of
// 17,701 searched decisions (21%) and won 30.5% of 300 games against three Normal at budget 6,000 (25.6-35.9%;
// the 96 games at two standard errors: 29.2%, 21.0-38.9%), so no harm shown, and no gain that 300 games resolve.
constexpr std::int64_t kSwitchZ2 = 1;
// Stopping early (ExpertOptions::stop_early): not before this many worlds, and only for alternatives behind
// Normal's move by more than this many standard errors (squared). Measured on the solo table's own decisions
// (lacosanostra_expert_timing --waits 1 --compare 1, 3 players, seed 1): 16 worlds and one standard error stop 48
// of 117 searched decisions early and spend 71% of the units of the full searches, with the same move in 113 of
// the 117; tried on the game before: 8 worlds spent 66% (114 of 118 the same), two standard errors 84% (117).
constexpr int kEarlyWorlds = 16;
constexpr std::int64_t kEarlyZ2 = 1;

// Steps where the choice shapes the game; the rest (looks, marker use, re-rolls, draw checks, windows)
// Normal decides alone.
bool Searched(Step step) {
    switch (step) {
        case Step::kPlanning:
        case Step::kChoose:
        case Step::kPurchase:
        case Step::kBeforeReveal:
        case Step::kTargetCard:
        case Step::kStake:
        case Step::kReturnFire:
        case Step::kBuyDecision:
        case Step::kLaunder:
        case Step::kRecruit:
        case Step::kHandLimit:
        case Step::kClaim: return true;
        default: return false;
    }
}

// Open-claim windows (rules.h D4): every seat may claim once, the controller closes the window.
bool IsWindow(Step step) {
    switch (step) {
        case Step::kPreTurn:
        case Step::kTrapBefore:
        case Step::kTrapAfter:
        case Step::kRobberyWindow:
        case Step::kDoctorWindow: return true;
        default: return false;
    }
}

// The seat's claim in a window, when it could answer it with a card (an Intrigant, a Falle, a Raub, a
// Notarzt): then claiming or letting the window pass is a real choice, and the search weighs it. Normal
// plays each of these cards by a fixed rule (an Intrigant only before its own turn when nothing but
// reactions is left, a Falle after the attack, a Raub always, a Notarzt only for itself). A claim it cannot
// answer would only be a bluff, which the playouts' Normal opponents do not read: not searched. Judged on
// the view's State: the answers depend on the seat's own cards and public facts only.
std::optional<Move> AnswerableClaim(const State& s, Seat me, const MoveList& legal, MoveList& answers) {
    if (CurrentActor(s).kind != ActorKind::kTable || !IsWindow(s.step)) return std::nullopt;
    for (const Move& m : legal) {
        if (m.kind != MoveKind::kClaim || m.seat != me) continue;
        State probe = s;
        if (!ApplyInPlace(probe, m).ok()) return std::nullopt;
        LegalMoves(probe, answers);
        for (const Move& a : answers)
            if (a.seat == me && a.kind != MoveKind::kDecline) return m;
        return std::nullopt;
    }
    return std::nullopt;
}

// Whether seat p might answer its claim in the open window with a card, as far as the public table knows: every
// rule of the claim's answers (windows.cpp LegalClaim) that reads a public fact, none that reads a hidden card.
// Whatever p holds, a seat that can answer (AnswerableClaim) is one of these. Even work pads exactly these seats:
// a window then stays open as long whatever anyone holds, and a seat the public table already knows cannot answer
// (a Falle answers only an attack on its owner, an Intrigant needs an assignment to execute, a reaction card a
// face-down order or an influence card in hand) lets the window pass at once.
bool MayAnswerInPublic(const View& view, Seat p) {
    const State& s = view.state;
    const bool influence = !(s.options.beginners && s.round == 1) && view.influence_hand_size[p] > 0;
    auto face_down_order = [&] {  // a Falle or a Raub lies face down on an active gangster of its owner
        for (const GangsterPlace& gp : s.gangsters)
            if (gp.owner == p && gp.status == GangsterStatus::kActive && gp.assignment == Assignment::kOrder)
                return true;
        return false;
    };
    switch (s.step) {
        case Step::kPreTurn: {  // D6, D7: an Intrigant with an assignment to execute, once in the queue
            bool assigned = false;
            for (const GangsterPlace& gp : s.gangsters)
                assigned = assigned || (gp.owner == p && gp.status == GangsterStatus::kActive &&
                                        gp.assignment != Assignment::kNone);
            const bool queued = p == s.cur.due ? s.cur.skip_due : ((s.cur.intrigant_queue >> p) & 1) != 0;
            return influence && assigned && !queued;
        }
        case Step::kTrapBefore:
        case Step::kTrapAfter: {  // only the attacked seat (windows.cpp AttackedSeat, either case), one Falle (D41)
            if (s.cur.trapper != kNoSeat) return false;
            const int n = s.cur.num_robberies;
            const Seat robbed = n >= 2 ? s.cur.robberies[static_cast<std::size_t>(n - 2)].robber : s.cur.turn;
            return (p == s.cur.named || (n > 0 && p == robbed)) && face_down_order();
        }
        case Step::kRobberyWindow: {  // not the victim (action_jobs.cpp MayRob), a Raub chain's length
            const int n = s.cur.num_robberies;
            const Seat victim = n == 0 ? s.cur.turn : s.cur.robberies[static_cast<std::size_t>(n - 1)].robber;
            return p != victim && n < kMaxRobbers && face_down_order();
        }
        case Step::kDoctorWindow: return influence;
        default: return true;
    }
}

// A seat that is not a window's controller answers "claim" or nothing; the search's placeholder for nothing
// (Candidate::let_pass marks it; the move itself is never applied).
Move LetPass(Seat me) {
    Move m;
    m.kind = MoveKind::kPass;
    m.seat = me;
    return m;
}

// The seat decides here: its own step, or the start of its turn. A regular turn begins in the pre-turn window
// (kPreTurn: the table's actor, the others may claim an Intrigant first), where the due seat picks the gangster
// that acts (the order of its turns) as the window's controller. The table asks the controller last, after
// every other seat let the window pass, so the choice is its own then; searching only kChoose (Intrigant turns
// and turns after a claim) left most of the Expert's gangster choices to Normal.
bool SeatDecides(const State& s, Seat seat) {
    const Actor actor = CurrentActor(s);
    if (actor.seat != seat) return false;
    if (actor.kind == ActorKind::kSeat) return Searched(s.step);
    return actor.kind == ActorKind::kTable && s.step == Step::kPreTurn;
}

// Utility of a playout's end for seat `me`: a win (its share when shared) first, then the money margin over
// the best other seat. Where the playout stopped early, the standing estimate stands in for the money and
// the win is a straight line in the lead (kSureLead).
std::int64_t Utility(const State& s, Seat me) {
    std::int64_t mine = 0, best_other = std::numeric_limits<std::int64_t>::min();
    std::int64_t win = 0;
    if (IsOver(s)) {
        const Outcome out = OutcomeOf(s);
        int winners = 0;
        for (int p = 0; p < s.players; ++p) winners += (out.winners >> p) & 1;
        if ((out.winners >> me) & 1) win = kWin / std::max(winners, 1);
        for (Seat p = 0; p < s.players; ++p) {
            if (p == me)
                mine = out.money[p];
            else
                best_other = std::max<std::int64_t>(best_other, out.money[p]);
        }
    } else {
        const View v = ViewFor(s, me);
        const bot::Table t = bot::ReadTable(v, BotLevel::kNormal);
        for (Seat p = 0; p < s.players; ++p) {
            const std::int64_t k = t.standing[p] / 1000;
            if (p == me)
                mine = k;
            else
                best_other = std::max(best_other, k);
        }
        win = std::clamp<std::int64_t>(kWin / 2 + (mine - best_other) * (kWin / 2) / kSureLead, 0, kWin);
    }
    return win + std::clamp<std::int64_t>(mine - best_other, -kMarginCap, kMarginCap);
}

struct Candidate {
    Move move;
    std::int64_t sum = 0;  // utility over the worlds played
    int worlds = 0;
    // Against Normal's move (candidate 0) on the same worlds: the sum of the differences and of their squares.
    std::int64_t diff = 0, diff2 = 0;
    bool alive = true;
    bool let_pass = false;  // the seat lets the window pass (LetPass): no move of its own
};

}  // namespace

struct Search {
    View view;
    ExpertOptions options;
    std::uint64_t seed = 0;
    ExpertStats stats;
    bool done = true;
    std::optional<Move> result;

    std::array<Candidate, kMaxCandidates> cands{};
    int num_cands = 0;
    int rounds = 1;      // halving rounds
    int round = 0;       // the current one
    int round_end = 0;   // units at which the current round stops taking new worlds
    int stop_round = 0;  // playouts stop when this round begins (options.horizon_rounds >= 0)
    std::uint64_t world = 0;
    int round_worlds = 0;  // worlds dealt in the current round (each round plays at least one)
    int cand = 0;          // the candidate being played in the current world
    bool in_playout = false;
    State world_state;  // the current world, before any candidate
    std::uint64_t playout_seed = 0;
    State ps;  // the playout in progress
    Rng prng;
    MoveList scratch;
    bool deals_done = false;
    std::int64_t baseline = 0;  // Normal's move's utility in the current world
    bool early = false;         // this decision may stop early (EarlyStop)

    void Start(const View& v, const MoveList& legal, std::uint64_t s, const ExpertOptions& o) {
        view = v;
        options = o;
        options.budget = BudgetOf(o, v.state.players);
        options.moves_waited = -1;  // counted once, in the line above
        seed = s;
        stats = {};
        result.reset();
        done = false;
        num_cands = 0;
        round = 0;
        round_worlds = 0;
        early = false;
        world = 0;
        cand = 0;
        in_playout = false;
        Prepare(legal);
        // No world is dealt yet: the first Work deals one before any playout. (Until 16:15 UTC on 2026-11-27
        // cand started at 0, so every candidate first "played" a default State, which Apply refused: a bogus
        // first world where every candidate scored 0, which weighed the switch test towards Normal's move.)
        cand = num_cands;
    }

    // Normal's ranking picks the candidates; a position Normal decides alone is done at once. In a window the
    // seat's answerable claim is always a candidate, and a seat that is not the controller may let it pass.
    void Prepare(const MoveList& legal) {
        ++stats.units;
        const std::optional<Move> normal = BotMove(view, legal, BotLevel::kNormal, seed);
        result = normal;
        const State& s = view.state;
        if (view.seat >= s.players) {
            done = true;
            return;
        }
        const std::optional<Move> claim = AnswerableClaim(s, view.seat, legal, scratch);
        const bool own_choice = normal && SeatDecides(s, view.seat);
        const bool controller = CurrentActor(s).seat == view.seat;
        // Even work: asked in another seat's window, the seat thinks as long whatever it holds (see
        // ExpertOptions::even_work): without a card to answer with, it plays out letting the window pass.
        const bool asked = CurrentActor(s).kind == ActorKind::kTable && IsWindow(s.step) && !controller;
        const bool even = options.even_work && options.budget > 0 && asked && MayAnswerInPublic(view, view.seat);
        if (!own_choice && !claim && !even) {
            done = true;
            return;
        }
        early = options.stop_early && own_choice && !asked && !claim;
        const Move base = normal ? *normal : LetPass(view.seat);
        const int want = std::clamp(options.candidates, 1, kMaxCandidates);
        cands[0] = Candidate{base};
        cands[0].let_pass = !normal;
        num_cands = 1;
        if (claim && !(*claim == base)) cands[static_cast<std::size_t>(num_cands++)] = Candidate{*claim};
        if (claim && !controller && normal) {
            cands[static_cast<std::size_t>(num_cands)] = Candidate{LetPass(view.seat)};
            cands[static_cast<std::size_t>(num_cands++)].let_pass = true;
        }
        const bot::Table table = bot::ReadTable(view, BotLevel::kNormal);
        std::array<std::pair<bot::Dollars, int>, 400> ranked{};
        int n = 0;
        // A window seat with nothing to weigh (even work only) plays its one candidate: no bluff claim joins it.
        for (int i = 0; (own_choice || claim) && i < legal.size(); ++i) {
            if (legal[i].seat != view.seat || legal[i] == base || (claim && legal[i] == *claim)) continue;
            const bot::Dollars score = bot::ScoreMove(table, legal[i]);
            if (score > bot::kNeverScore) ranked[static_cast<std::size_t>(n++)] = {score, i};
        }
        common::SmallStableSort(ranked.begin(), ranked.begin() + n,
                                [](const auto& a, const auto& b) { return a.first > b.first; });
        for (int i = 0; i < n && num_cands < want; ++i)
            cands[static_cast<std::size_t>(num_cands++)] = Candidate{legal[ranked[static_cast<std::size_t>(i)].second]};
        stats.candidates = num_cands;
        if ((num_cands < 2 && !even) || options.budget <= 0) {
            done = true;
            return;
        }
        // A payday decision (recruit, hand limit) shows its worth only in the round after it: the standing
        // estimate counts money and income, not a gangster or a card in hand.
        const bool payday = s.step == Step::kRecruit || s.step == Step::kHandLimit;
        stop_round = s.round + options.horizon_rounds + (payday ? 1 : 0);
        rounds = 0;  // halvings until one alternative is left: 1-2 alternatives -> 1, 3-4 -> 2, 5-7 -> 3
        while ((1 << rounds) < num_cands - 1) ++rounds;
        rounds = std::max(rounds, 1);
        round_end = stats.units + options.budget / rounds;
    }

    // Mean difference to Normal's move (every alive alternative shares its worlds with candidate 0).
    std::int64_t Edge(int i) const {
        const Candidate& c = cands[static_cast<std::size_t>(i)];
        return c.worlds == 0 ? 0 : c.diff / c.worlds;
    }
    // The edge is positive and larger than kSwitchZ2 standard errors: diff^2 (n-1) > z^2 (n diff2 - diff^2).
    bool ClearlyBetter(int i) const {
        const Candidate& c = cands[static_cast<std::size_t>(i)];
        const std::int64_t n = c.worlds;
        if (n < 2 || c.diff <= 0) return false;
        return c.diff * c.diff * (n - 1) > kSwitchZ2 * (n * c.diff2 - c.diff * c.diff);
    }

    // Normal's move is the baseline and never drops out; the alternatives are halved by their edge over it.
    void Halve() {
        std::array<int, kMaxCandidates> order{};
        int n = 0;
        for (int i = 1; i < num_cands; ++i)
            if (cands[static_cast<std::size_t>(i)].alive) order[static_cast<std::size_t>(n++)] = i;
        common::SmallStableSort(order.begin(), order.begin() + n, [&](int a, int b) { return Edge(a) > Edge(b); });
        const int keep = (n + 1) / 2;  // 3 alternatives -> 2 -> 1: decided
        for (int k = keep; k < n; ++k)
            cands[static_cast<std::size_t>(order[static_cast<std::size_t>(k)])].alive = false;
        ++round;
        round_worlds = 0;
        if (keep <= 1 || round >= rounds) {
            const int best = order[0];
            stats.switched = ClearlyBetter(best);
            const Candidate& chosen = cands[static_cast<std::size_t>(stats.switched ? best : 0)];
            result = chosen.let_pass ? std::nullopt : std::optional<Move>(chosen.move);
            done = true;
            return;
        }
        round_end = stats.units + (options.budget - (stats.units - 1)) / (rounds - round);
    }

    // ExpertOptions::stop_early, judged between worlds: no alternative still in the search can be clearly better any
    // more (each is behind Normal's move by more than one standard error of the paired differences after
    // kEarlyWorlds worlds), or none of them ever played otherwise than Normal's move. Normal's move then stays, as
    // the full search would leave it in nearly every such case (docs/engines.md "Waiting for the computers").
    bool EarlyStop() {
        if (cands[0].worlds < kEarlyWorlds) return false;
        bool all_same = true, all_behind = true;
        for (int i = 1; i < num_cands; ++i) {
            const Candidate& c = cands[static_cast<std::size_t>(i)];
            if (!c.alive) continue;
            const std::int64_t n = c.worlds;
            all_same = all_same && c.diff2 == 0;
            all_behind =
                all_behind && c.diff < 0 && c.diff * c.diff * (n - 1) > kEarlyZ2 * (n * c.diff2 - c.diff * c.diff);
        }
        if (!all_same && !all_behind) return false;
        stats.early = true;
        result = cands[0].let_pass ? std::nullopt : std::optional<Move>(cands[0].move);
        done = true;
        return true;
    }

    int NextAlive(int from) const {
        while (from < num_cands && !cands[static_cast<std::size_t>(from)].alive) ++from;
        return from;
    }

    void BeginPlayout() {
        ps = world_state;
        prng = Rng(playout_seed);  // the same future for every candidate of this world
        const Candidate& c = cands[static_cast<std::size_t>(cand)];
        if (c.let_pass) {
            // Letting the window pass: the seats after this one may still claim, then the controller moves.
            stats.units += NormalWindowRest(ps, prng, scratch, view.seat);
        } else if (!ApplyInPlace(ps, c.move).ok()) {
            // Not reached: the candidate is one of the public legal moves, legal in every world the view allows.
            Finish(0);
            return;
        }
        deals_done = false;
        in_playout = true;
        ++stats.playouts;
    }

    void Finish(std::int64_t utility) {
        Candidate& c = cands[static_cast<std::size_t>(cand)];
        c.sum += utility;
        ++c.worlds;
        if (cand == 0) {
            baseline = utility;  // candidate 0 plays first in every world
        } else {
            c.diff += utility - baseline;
            c.diff2 += (utility - baseline) * (utility - baseline);
        }
        in_playout = false;
        cand = NextAlive(cand + 1);
    }

    bool PlayoutOver() const {
        if (IsOver(ps)) return true;
        return options.horizon_rounds >= 0 && ps.round >= stop_round;
    }

    void Work(int units) {
        const int stop = stats.units + std::max(units, 1);
        while (!done && stats.units < stop) {
            if (in_playout) {
                if (PlayoutOver()) {
                    Finish(Utility(ps, view.seat));
                    continue;
                }
                stats.units += std::max(1, NormalTableStep(ps, prng, scratch, deals_done));
                continue;
            }
            if (cand < num_cands) {
                BeginPlayout();
                continue;
            }
            if (early && EarlyStop()) continue;
            // Between worlds: end the round when its share of the budget is spent, else deal the next world.
            if (round_worlds > 0 && stats.units >= round_end) {
                Halve();
                continue;
            }
            Rng world_rng = Rng::Stream(seed, world++);
            world_state = DealWorld(view, world_rng);
            ++round_worlds;
            playout_seed = world_rng.Next();
            ++stats.units;
            cand = NextAlive(0);
        }
    }

    double Progress() const {
        if (done) return 1.0;
        // The last world may run past the budget: the bar waits at 99% rather than standing full.
        return std::min(0.99, static_cast<double>(stats.units) / std::max(1, options.budget));
    }
};

}  // namespace expert

ExpertThinker::ExpertThinker() : impl_(new expert::Search) {}
ExpertThinker::~ExpertThinker() { delete impl_; }
ExpertThinker::ExpertThinker(ExpertThinker&& o) noexcept : impl_(o.impl_) { o.impl_ = nullptr; }
ExpertThinker& ExpertThinker::operator=(ExpertThinker&& o) noexcept {
    if (this != &o) {
        delete impl_;
        impl_ = o.impl_;
        o.impl_ = nullptr;
    }
    return *this;
}

void ExpertThinker::Start(const View& view, const MoveList& legal, std::uint64_t seed, const ExpertOptions& options) {
    impl_->Start(view, legal, seed, options);
}
bool ExpertThinker::Step(int units) {
    impl_->Work(units);
    return impl_->done;
}
bool ExpertThinker::Done() const { return impl_->done; }
double ExpertThinker::Progress() const { return impl_->Progress(); }
std::optional<Move> ExpertThinker::Result() const { return impl_->done ? impl_->result : std::nullopt; }
const ExpertStats& ExpertThinker::Stats() const { return impl_->stats; }

std::optional<Move> ExpertMove(const View& view, const MoveList& legal, std::uint64_t seed,
                               const ExpertOptions& options) {
    ExpertThinker thinker;
    thinker.Start(view, legal, seed, options);
    while (!thinker.Step(1 << 20)) {}
    return thinker.Result();
}

TradeVerdict ExpertEvaluateTrade(const View& view, const Move& trade) { return EvaluateTrade(view, trade); }

int ExpertProposeDeals(const View& view, std::array<Move, kMaxTradeItems>& out) {
    // Normal's proposals, each checked against the rules at the view's position (trades depend on public
    // cards and cash only, so the view's State judges them as the real one would).
    std::array<Move, kMaxTradeItems> normal;
    const int n = ProposeDeals(view, normal);
    int kept = 0;
    for (int i = 0; i < n; ++i) {
        State probe = view.state;
        if (ApplyInPlace(probe, normal[static_cast<std::size_t>(i)]).ok())
            out[static_cast<std::size_t>(kept++)] = normal[static_cast<std::size_t>(i)];
    }
    for (int i = kept; i < kMaxTradeItems; ++i) out[static_cast<std::size_t>(i)] = Move{};
    return kept;
}

}  // namespace lcn
