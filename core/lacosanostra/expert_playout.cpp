// The Expert's playout driver (expert.h): the table as the tournament runs it, every seat played by Normal.
#include "lacosanostra/expert.h"
#include "lacosanostra/rules.h"

namespace lcn {

namespace {

// Normal's move for seat p. The playout world is a sampled one, but each seat still decides from its own
// View of it: Normal seats that saw through hidden cards would make the futures the search compares look
// unlike real games against Normal.
std::optional<Move> NormalMove(const State& s, Seat p, const MoveList& legal, Rng& rng) {
    return BotMove(ViewFor(s, p), legal, BotLevel::kNormal, rng.Next());
}

int TryTrade(State& s, const Move& trade, Seat judge) {
    if (!EvaluateTrade(ViewFor(s, judge), trade).accept) return 0;
    return ApplyInPlace(s, trade).ok() ? 1 : 0;
}

// The deals of a negotiation pause, as the tournament's driver makes them (tools/lcn_tournament.cpp Deals):
// the other seats offer markers, the seat in the pause buys what its job needs.
int PauseDeals(State& s, Seat p) {
    int applied = 0;
    for (Seat q = 0; q < s.players; ++q) {
        if (q == p) continue;
        if (const std::optional<Move> offer = OfferMarker(ViewFor(s, q), p)) applied += TryTrade(s, *offer, p);
    }
    std::array<Move, kMaxTradeItems> proposals;
    const int n = ProposeDeals(ViewFor(s, p), proposals);
    for (int i = 0; i < n; ++i) {
        const Move& m = proposals[static_cast<std::size_t>(i)];
        applied += TryTrade(s, m, m.seat == p ? m.other : m.seat);
    }
    return applied;
}

// A window's claims by the seats `first` to players-1 places after the controller (Normal's choice each).
// Returns whether one claimed (and its claim was applied).
bool WindowClaims(State& s, Rng& rng, const MoveList& legal, Seat controller, int first) {
    for (int i = first; i < s.players; ++i) {
        const auto p = static_cast<Seat>((controller + i) % s.players);
        bool can_claim = false;
        for (const Move& x : legal) can_claim = can_claim || (x.seat == p && x.kind == MoveKind::kClaim);
        if (!can_claim) {
            rng.Next();
            continue;
        }
        const std::optional<Move> m = NormalMove(s, p, legal, rng);
        if (m && m->kind == MoveKind::kClaim) {
            ApplyLegal(s, *m);
            return true;
        }
    }
    return false;
}

}  // namespace

int NormalWindowRest(State& s, Rng& rng, MoveList& legal, Seat after) {
    const Actor actor = CurrentActor(s);
    if (actor.kind != ActorKind::kTable) return 0;
    LegalMoves(s, legal);
    const int first = (after + s.players - actor.seat) % s.players + 1;
    if (WindowClaims(s, rng, legal, actor.seat, first)) return 1;
    const std::optional<Move> m = NormalMove(s, actor.seat, legal, rng);
    ApplyLegal(s, m ? *m : legal[0]);
    return 1;
}

int NormalTableStep(State& s, Rng& rng, MoveList& legal, bool& deals_done) {
    if (IsOver(s)) return 0;
    const Actor actor = CurrentActor(s);
    if (actor.kind == ActorKind::kChance) {
        ApplyLegal(s, DefaultRoll(s));
        return 1;
    }
    int applied = 0;
    if (s.step == Step::kBeforeReveal && !deals_done) {
        deals_done = true;
        applied += PauseDeals(s, actor.seat);
    }
    if (s.step != Step::kBeforeReveal) deals_done = false;
    LegalMoves(s, legal);
    if (legal.empty()) return applied;  // not reached: a live game always has a move
    // Two shortcuts that change no decision (each still draws its seed, so the playout's random stream and
    // thus every playout stay as they were): a seat without a claim among the legal moves cannot claim, and
    // a single legal move is played whatever Normal thinks of it. Most windows are of the first kind, and
    // a View and a Table for every seat at every window were a quarter of a playout's time.
    if (actor.kind == ActorKind::kTable && WindowClaims(s, rng, legal, actor.seat, 1)) return applied + 1;
    if (legal.size() == 1) {
        rng.Next();
        ApplyLegal(s, legal[0]);
        return applied + 1;
    }
    const std::optional<Move> m = NormalMove(s, actor.seat, legal, rng);
    ApplyLegal(s, m ? *m : legal[0]);
    return applied + 1;
}

}  // namespace lcn
