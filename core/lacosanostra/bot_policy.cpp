// The decisions of the computer players (bots.h): every own legal move gets a score in estimated dollars
// (bot_eval.h) and the best one is played; BotThinker scores one move per work unit. How each step is judged,
// and why:
//  - planning: an influence card goes first when it changes a planned roll by more than the card is worth in
//    hand (the assignment ends the turn, D2); then the assignment worth most: an order valued by OrderValue on
//    that gangster, or a purchase worth more than its price over the payouts left and affordable by then
//    (on the weakest gangster: a purchase needs no dice). Spying is never used: a computer does not bluff or
//    act on rumours, and the Informant's market exchange is a gamble.
//  - choose: purchases it can pay first (cash lying around is what Diebstahl and Sachbeschaedigung take, and
//    the business earns from this payday on; measured: +5 points of win share for Normal against Easy),
//    then jobs it can meet, then attacks and other orders, then purchases it cannot pay yet, then hopeless
//    cards; reaction cards last (they only expire on one's own turn).
//  - before the reveal: an attack names its best victim, then reveals; a job it cannot meet (after any deal
//    the driver made, ProposeDeals) and a reaction card are aborted, face down (nothing learnt by the table).
//  - windows: Falle only when attacked (Easy before the roll; Normal after it: the trap kills the attacker
//    with two successes whatever the attack rolled), Raub against every other seat's successful job, Notarzt
//    for its own cards; Normal's due seat plays its Intrigant to skip a turn that would waste a reaction card.
//  - payday: recruit while a gangster earns more than his price in the rounds left; discard the cards worth
//    least; launder everything it will not need (Normal keeps money for the purchases it has planned).
#include <limits>

#include "lacosanostra/bot_eval.h"
#include "lacosanostra/bots.h"
#include "lacosanostra/rules.h"

namespace lcn {

namespace bot {

namespace {

constexpr Dollars kNever = kNeverScore;       // not a move this seat makes now
constexpr Dollars kFirst = Dollars{1} << 40;  // before any assignment

bool IsOwn(const State& s, Seat me, GangsterId g) { return g < kNumGangsters && OwnerOf(s, g) == me; }

// The seat a Falle would answer for: the robbed seat during a Raub, else the named victim.
Seat AttackedSeat(const State& s) {
    if (s.cur.num_robberies > 0) {
        const int last = s.cur.num_robberies - 1;
        return last == 0 ? s.cur.turn : s.cur.robberies[static_cast<std::size_t>(last - 1)].robber;
    }
    return s.cur.named;
}

// An own active gangster holding a face-down order with effect `e` (the view shows own cards).
bool HoldsPlanned(const State& s, Seat me, Effect e) {
    for (GangsterId g = 0; g < kNumGangsters; ++g) {
        if (!IsOwn(s, me, g) || s.gangsters[g].status != GangsterStatus::kActive) continue;
        const OrderId o = OwnOrderOn(s, g);
        if (o != kNoOrder && Order(o).effect == e && !(s.cur.revealed && s.cur.chosen == g)) return true;
    }
    return false;
}

bool OnlyReactionsLeft(const State& s, Seat me) {
    bool any = false;
    for (GangsterId g = 0; g < kNumGangsters; ++g) {
        if (!IsOwn(s, me, g) || s.gangsters[g].assignment == Assignment::kNone) continue;
        const OrderId o = OwnOrderOn(s, g);
        if (o == kNoOrder || Order(o).kind != OrderKind::kReaction) return false;
        any = true;
    }
    return any;
}

// Which of the seat's assignments to execute now (choose G).
Dollars ChooseScore(const Table& t, GangsterId g) {
    const State& s = *t.s;
    const GangsterPlace& gp = s.gangsters[g];
    if (gp.assignment == Assignment::kPurchase) {
        const bool affordable = s.player[t.me].cash >= Price(gp.card);
        return affordable ? 40'000'000 + BusinessValue(t, t.me, gp.card) : 1'000'000;
    }
    const OrderId o = OwnOrderOn(s, g);
    if (o == kNoOrder) return 0;
    const OrderData& d = Order(o);
    const Dollars value = OrderValue(t, o, g);
    switch (d.kind) {
        case OrderKind::kJob: return value > 0 ? 30'000'000 + value : 2'000'000;
        case OrderKind::kReaction: return 0;
        default: return 20'000'000 + value;
    }
}

// The gain of attaching an influence card in planning (0: not worth the card).
Dollars AttachScore(const Table& t, Influence type, GangsterId g) {
    const State& s = *t.s;
    if (g >= kNumGangsters) return 0;
    const GangsterPlace& gp = s.gangsters[g];
    const bool own = IsOwn(s, t.me, g);
    Dollars gain = 0;
    if (own && (type == Influence::kHenchman || type == Influence::kMachineGun)) {
        const OrderId o = OwnOrderOn(s, g);
        if (o == kNoOrder) return 0;
        if (t.level == BotLevel::kEasy && (type != Influence::kHenchman || Order(o).kind != OrderKind::kJob)) return 0;
        State with = s;
        with.gangsters[g].attached = static_cast<std::uint8_t>(
            gp.attached | (type == Influence::kHenchman ? kAttachHenchman : kAttachMachineGun));
        Table t2 = t;
        t2.s = &with;
        gain = OrderValue(t2, o, g) - OrderValue(t, o, g);
    } else if (!own && t.level == BotLevel::kNormal &&
               (type == Influence::kSaboteur || type == Influence::kDistraction)) {
        // Against an opponent's planned (face-down) order: about a fifth of a typical payout, weighted by
        // how much that opponent matters.
        if (gp.assignment != Assignment::kOrder) return 0;
        gain = HarmWeight(t, OwnerOf(s, g)) * 9;
    }
    return gain > InfluenceValue(type) ? gain : 0;
}

Dollars PlanningScore(const Table& t, const Move& m) {
    switch (m.kind) {
        case MoveKind::kOrder: return OrderValue(t, m.b, m.a) * 4 - Gangster(m.a).strength;
        case MoveKind::kPurchase: {
            if (ExpectedCash(t) < Price(m.b) * Dollars{1000}) return -1000 - Price(m.b);
            const Dollars net = BusinessValue(t, t.me, m.b) - Price(m.b) * Dollars{1000};
            // Times 4 like an order's value (a purchase is certain, an order's value is an expectation of
            // rolls and deals), and on the weakest gangster.
            return net * 4 - 500 * Gangster(m.a).strength;
        }
        case MoveKind::kPlay: {
            const auto type = static_cast<Influence>(m.a);
            if (m.flag) return kNever;  // Informant market exchange
            const Dollars gain = AttachScore(t, type, m.b);
            return gain > 0 ? kFirst + gain : kNever;
        }
        default: return kNever;  // looks (Anwalt) are not used
    }
}

Dollars BeforeRevealScore(const Table& t, const Move& m) {
    const State& s = *t.s;
    const GangsterId g = s.cur.chosen;
    const OrderId o = OwnOrderOn(s, g);
    if (o == kNoOrder) return m.kind == MoveKind::kReveal ? 1 : 0;
    const OrderData& d = Order(o);
    bool abort = false;
    Seat name = kNoSeat;
    if (d.kind == OrderKind::kReaction) abort = true;
    if (d.kind == OrderKind::kJob && JobCoverOf(s, t.me, d).missing > 0) abort = true;
    if (d.kind == OrderKind::kAttack) {
        name = BestVictim(t, d, g);
        if (name == kNoSeat) abort = true;
    }
    switch (m.kind) {
        case MoveKind::kAbort: return abort ? 100 : 0;
        case MoveKind::kReveal: return abort ? 0 : (name == s.cur.named ? 50 : 10);
        case MoveKind::kName: return !abort && name != kNoSeat && m.other == name && s.cur.named != name ? 80 : kNever;
        default: return kNever;
    }
}

// Laundering: all it may (Easy; Normal in the last two rounds); earlier, Normal keeps what its planned
// purchases need (laundered money doubles, which beats what a business or gangster earns by then).
Dollars LaunderScore(const Table& t, const Move& m) {
    const State& s = *t.s;
    if (t.level == BotLevel::kEasy || s.round + 1 >= LastRound(s)) return m.amount;
    Dollars reserve = 0;
    for (GangsterId g = 0; g < kNumGangsters; ++g) {
        const GangsterPlace& gp = s.gangsters[g];
        if (IsOwn(s, t.me, g) && gp.assignment == Assignment::kPurchase && gp.card < kNumBusinesses)
            reserve += Price(gp.card);
    }
    const Dollars keep = s.player[t.me].cash - m.amount;
    return -(keep > reserve ? keep - reserve : reserve - keep);
}

Dollars HandCardValue(const Table& t, const Move& m) {
    if (m.flag) return InfluenceValue(static_cast<Influence>(m.a));
    const OrderData& d = Order(m.a);
    switch (d.kind) {
        case OrderKind::kJob: return JobCoverOf(*t.s, t.me, d).missing == 0 ? d.amount2 * 1000 : d.amount2 * 300;
        case OrderKind::kAttack: return 3000;
        default: return 2000;
    }
}

// A Polizist re-roll: only while fewer than two dice succeed, and only a failed die.
Dollars RerollScore(const Table& t, const Move& m) {
    const State& s = *t.s;
    if (m.kind == MoveKind::kKeep) return 0;
    if (s.cur.successes >= 2) return -1;
    const int die = m.amount - 1;
    if (die < 0 || die >= s.cur.num_dice) return kNever;
    return s.cur.dice[static_cast<std::size_t>(die)] < s.cur.target_number ? 10 - die : -1;
}

Dollars StakeScore(const Table& t, const Move& m) {
    const State& s = *t.s;
    const OrderId o = OwnOrderOn(s, s.cur.chosen);
    if (o == kNoOrder) return -m.amount;
    const int target = TargetNumber(s, s.cur.chosen, Order(o), 0);
    const bool favourable = 2 * ChanceAtLeast(Strength(s, s.cur.chosen), target, 1) > kProbScale;
    return favourable ? m.amount : -m.amount;
}

// The rolled price of Unschlagbares Angebot / Beziehungen (§2.2): what a `buy B` costs.
Dollars RolledPrice(const State& s, BusinessId b) {
    const OrderId o = OwnOrderOn(s, s.cur.chosen);
    Dollars price = Price(b);
    if (o == kNoOrder) return price;
    const OrderData& d = Order(o);
    if (d.effect == Effect::kUnbeatableOffer)
        price = s.cur.successes >= 2 ? price / 2 : price - d.amount1;
    else if (s.cur.successes >= 2)
        price -= d.amount2;
    return price < 0 ? 0 : price;
}

// Table windows: the seat's claim when it means to play a card (score 1), the controller's continue (0).
Dollars WindowScore(const Table& t, const Move& m) {
    const State& s = *t.s;
    if (m.seat != t.me) return kNever;
    if (m.kind == MoveKind::kContinue) return 0;
    if (m.kind == MoveKind::kChoose) return ChooseScore(t, m.a);
    if (m.kind != MoveKind::kClaim) return kNever;
    bool claim = false;
    switch (s.step) {
        case Step::kPreTurn:
            claim = t.level == BotLevel::kNormal && s.cur.due == t.me && s.cur.intrigant_queue == 0 &&
                    s.player[t.me].influence[static_cast<std::size_t>(Influence::kSchemer)] > 0 &&
                    OnlyReactionsLeft(s, t.me);
            break;
        case Step::kTrapBefore:
        case Step::kTrapAfter: {
            const bool when = (s.step == Step::kTrapBefore) == (t.level == BotLevel::kEasy);
            claim = when && AttackedSeat(s) == t.me && HoldsPlanned(s, t.me, Effect::kTrap);
            break;
        }
        case Step::kRobberyWindow: claim = s.cur.turn != t.me && HoldsPlanned(s, t.me, Effect::kRobbery); break;
        case Step::kDoctorWindow: {
            const Seat victim =
                s.cur.harm_to_gangster
                    ? OwnerOf(s, s.cur.harm_card)
                    : (s.cur.harm_card < kNumBusinesses ? s.businesses[s.cur.harm_card].holder : kNoSeat);
            claim = victim == t.me && s.player[t.me].influence[static_cast<std::size_t>(Influence::kDoctor)] > 0;
            break;
        }
        default: break;
    }
    return claim ? kFirst : kNever;
}

}  // namespace

Dollars ScoreMove(const Table& t, const Move& m) {
    const State& s = *t.s;
    if (CurrentActor(s).kind == ActorKind::kTable) return WindowScore(t, m);
    if (m.seat != t.me) return kNever;
    switch (s.step) {
        case Step::kPlanning: return PlanningScore(t, m);
        case Step::kChoose: return m.kind == MoveKind::kChoose ? ChooseScore(t, m.a) : 0;
        case Step::kPurchase: {
            const BusinessId b = s.gangsters[s.cur.chosen].card;
            const Dollars net = b < kNumBusinesses ? BusinessValue(t, t.me, b) - Price(b) * Dollars{1000} : -1;
            return m.kind == MoveKind::kPay ? net : 0;
        }
        case Step::kBeforeReveal: return BeforeRevealScore(t, m);
        case Step::kTargetCard: {
            const OrderId o = OwnOrderOn(s, s.cur.chosen);
            return o == kNoOrder ? 0 : TargetCardValue(t, Order(o), m.a, m.flag);
        }
        case Step::kJobMarkers: return -m.count;
        case Step::kStake: return StakeScore(t, m);
        case Step::kReroll: return RerollScore(t, m);
        case Step::kReturnFire: return m.kind == MoveKind::kFire ? 1 : 0;
        case Step::kBuyDecision:
            return m.kind == MoveKind::kBuy ? BusinessValue(t, t.me, m.a) - RolledPrice(s, m.a) * 1000 : 0;
        case Step::kLaunder: return LaunderScore(t, m);
        case Step::kRecruit:
            if (m.kind != MoveKind::kRecruit) return 0;
            if (t.level == BotLevel::kEasy) return s.round <= 2 ? Gangster(m.a).strength : -1;
            return GangsterValue(t, m.a) - Gangster(m.a).price * Dollars{1000};
        case Step::kHandLimit: return -HandCardValue(t, m);
        case Step::kDrawCheck: return m.kind == MoveKind::kAccept ? 1 : 0;
        case Step::kWildWindow: return m.kind == MoveKind::kPass ? 1 : 0;
        case Step::kClaim:  // the seat claimed because it means to play its card
            return m.kind == MoveKind::kDecline ? 0 : 1;
        default: return 0;  // looks and anything else: the first legal move
    }
}

struct ThinkerState {
    View view;
    BotLevel level = BotLevel::kEasy;
    Rng rng;
    MoveList moves;  // the legal moves, scored one per unit
    int next = -1;   // -1: not prepared
    Table table;
    Dollars best_score = kNever;
    int best = -1;
    int ties = 0;
    bool table_window = false;
    BotStats stats;

    void Start(const View& v, const MoveList& legal, BotLevel l, std::uint64_t seed) {
        view = v;
        level = l;
        rng = Rng::Stream(seed, 0x1CB);
        moves = legal;
        if (v.seat >= v.state.players) moves.clear();  // no seat of this game: nothing to decide
        next = -1;
        best_score = kNever;
        best = -1;
        ties = 0;
        stats = {};
    }
    bool Done() const { return next >= moves.size(); }
    void Work() {
        ++stats.units;
        if (next < 0) {
            table = ReadTable(view, level);  // points into `view`, which lives as long as this state
            table_window = CurrentActor(view.state).kind == ActorKind::kTable;
            next = 0;
            return;
        }
        const Move& m = moves[next];
        const Dollars score = ScoreMove(table, m);
        ++stats.candidates;
        if (score > best_score) {
            best_score = score;
            best = next;
            ties = 1;
        } else if (score == best_score && score != kNever && rng.Below(static_cast<std::uint32_t>(++ties)) == 0) {
            best = next;  // a uniform choice among equally scored moves (reservoir sampling)
        }
        ++next;
    }
    std::optional<Move> Result() const {
        if (best < 0 || best_score == kNever) return std::nullopt;
        return moves[best];
    }
};

}  // namespace bot

const char* BotLevelName(BotLevel level) { return level == BotLevel::kEasy ? "easy" : "normal"; }

std::optional<BotLevel> ParseBotLevel(std::string_view name) {
    if (name == "easy") return BotLevel::kEasy;
    if (name == "normal") return BotLevel::kNormal;
    return std::nullopt;
}

BotThinker::BotThinker() : impl_(new bot::ThinkerState) {}
BotThinker::~BotThinker() { delete impl_; }
BotThinker::BotThinker(BotThinker&& o) noexcept : impl_(o.impl_) { o.impl_ = nullptr; }
BotThinker& BotThinker::operator=(BotThinker&& o) noexcept {
    if (this != &o) {
        delete impl_;
        impl_ = o.impl_;
        o.impl_ = nullptr;
    }
    return *this;
}

void BotThinker::Start(const View& view, const MoveList& legal, BotLevel level, std::uint64_t seed) {
    impl_->Start(view, legal, level, seed);
}

bool BotThinker::Step(int units) {
    if (impl_->next < 0) impl_->Work();  // prepare (counts as a unit)
    for (int i = 0; i < units && !impl_->Done(); ++i) impl_->Work();
    return Done();
}

bool BotThinker::Done() const { return impl_->next >= 0 && impl_->Done(); }
std::optional<Move> BotThinker::Result() const { return impl_->Result(); }
const BotStats& BotThinker::Stats() const { return impl_->stats; }

std::optional<Move> BotMove(const View& view, const MoveList& legal, BotLevel level, std::uint64_t seed) {
    // BotThinker's loop without its copies of the view and the move list (the Expert's playouts make a
    // Normal decision at every move, and the copies were a tenth of their time): the same scores in the
    // same order and the same tie-breaking draws, so the same move.
    if (view.seat >= view.state.players) return std::nullopt;
    const bot::Table table = bot::ReadTable(view, level);
    Rng rng = Rng::Stream(seed, 0x1CB);
    bot::Dollars best_score = bot::kNeverScore;
    int best = -1, ties = 0;
    for (int i = 0; i < legal.size(); ++i) {
        const bot::Dollars score = bot::ScoreMove(table, legal[i]);
        if (score > best_score) {
            best_score = score;
            best = i;
            ties = 1;
        } else if (score == best_score && score != bot::kNeverScore &&
                   rng.Below(static_cast<std::uint32_t>(++ties)) == 0) {
            best = i;
        }
    }
    if (best < 0 || best_score == bot::kNeverScore) return std::nullopt;
    return legal[best];
}

}  // namespace lcn
