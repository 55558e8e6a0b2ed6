// Deals of the computer players (bots.h): judging a trade, the price of a deal marker, buying the markers a
// job needs, and offering a marker to a seat in its negotiation pause.
//
// A deal marker lets another seat use one of my businesses for one job: the job's money goes to him, so the
// marker's price is what his extra money costs me in the race - more in later rounds (bigger jobs), more when
// the buyer leads, more for a card that earns more (it is the rarer, the more it pays). A computer never
// sells below that price and never buys above what the job is worth to it.
#include "lacosanostra/bot_eval.h"
#include "lacosanostra/bots.h"
#include "lacosanostra/rules.h"

namespace lcn {

namespace {

using bot::Dollars;

Seat DoerOf(const Move& trade, const TradeItem& item) { return item.by_other ? trade.other : trade.seat; }
Seat ReceiverOf(const Move& trade, const TradeItem& item) { return item.by_other ? trade.seat : trade.other; }

bool ActiveDisplay(const State& s, BusinessId b, Seat p) {
    const BusinessPlace& bp = s.businesses[b];
    return bp.zone == BusinessZone::kDisplay && bp.holder == p && !bp.deactivated;
}

// The public checks Apply makes of an item (the view holds everything they need).
bool ItemValid(const State& s, const Move& trade, const TradeItem& item) {
    const Seat doer = DoerOf(trade, item);
    const Seat receiver = ReceiverOf(trade, item);
    switch (item.verb) {
        case TradeVerb::kPay: return item.amount >= 1 && s.player[doer].cash >= item.amount;
        case TradeVerb::kGive:
            if (item.gangster) {
                if (item.card >= kNumGangsters) return false;
                const GangsterPlace& gp = s.gangsters[item.card];
                return OwnerOf(s, item.card) == doer && gp.status == GangsterStatus::kActive &&
                       gp.assignment == Assignment::kNone && gp.attached == 0;
            }
            return item.card < kNumBusinesses && ActiveDisplay(s, item.card, doer);
        case TradeVerb::kMark:
            return item.card < kNumBusinesses && ActiveDisplay(s, item.card, receiver) &&
                   s.player[doer].markers_in_supply > 0;
        case TradeVerb::kUnmark: return item.card < kNumBusinesses && s.businesses[item.card].markers[doer] > 0;
    }
    return false;
}

// What a marker on another seat's card `b` is worth to the view's seat: the jobs it holds that it would
// then meet (on its gangsters first, then in hand), else a little (a right kept for later).
Dollars MarkerWorth(const bot::Table& t, BusinessId b) {
    const State& s = *t.s;
    Dollars best = 500;
    for (OrderId o = 0; o < kNumOrders; ++o) {
        const OrderPlace& op = s.orders[o];
        const bool mine =
            !t.view->unknown[o] &&
            ((op.zone == OrderZone::kHand && op.holder == t.me) ||
             (op.zone == OrderZone::kOnGangster && op.holder < kNumGangsters && OwnerOf(s, op.holder) == t.me));
        if (!mine || Order(o).kind != OrderKind::kJob) continue;
        const OrderData& d = Order(o);
        bool needs = false;
        for (int i = 0; i < d.num_required; ++i) needs |= d.required[static_cast<std::size_t>(i)] == TypeOf(b);
        if (!needs) continue;
        State with = s;
        ++with.businesses[b].markers[t.me];
        if (bot::JobCoverOf(with, t.me, d).missing != 0 || bot::JobCoverOf(s, t.me, d).missing == 0) continue;
        const Dollars payout = d.amount2 * Dollars{1000} * (op.zone == OrderZone::kOnGangster ? 2 : 1) / 3;
        if (payout > best) best = payout;
    }
    return best;
}

}  // namespace

Move MarkerDeal(Seat buyer, Seat seller, BusinessId b, std::int32_t price) {
    Move m;
    m.kind = MoveKind::kTrade;
    m.seat = buyer < seller ? buyer : seller;
    m.other = buyer < seller ? seller : buyer;
    const auto by_buyer = static_cast<std::uint8_t>(buyer == m.other ? 1 : 0);
    m.items[0].by_other = by_buyer;
    m.items[0].verb = TradeVerb::kMark;
    m.items[0].card = b;
    m.count = 1;
    if (price > 0) {
        m.items[1].by_other = by_buyer;
        m.items[1].verb = TradeVerb::kPay;
        m.items[1].amount = static_cast<std::uint16_t>(price);
        m.count = 2;
    }
    return m;
}

std::int32_t MarkerPrice(const View& view, Seat seller, Seat buyer, BusinessId b) {
    const State& s = view.state;
    if (b >= kNumBusinesses || seller >= s.players || buyer >= s.players) return 0;
    const bot::Table t = bot::ReadTable(view, BotLevel::kNormal);
    std::int32_t price = 1 + (s.round >= 3 ? 1 : 0) + (Income(b) >= 2 ? 1 : 0);
    Dollars top = 0;  // the best standing of everybody but the buyer
    for (Seat p = 0; p < s.players; ++p)
        if (p != buyer && t.standing[p] > top) top = t.standing[p];
    if (t.standing[buyer] > top) ++price;  // nobody helps the leader cheaply
    return price;
}

TradeVerdict EvaluateTrade(const View& view, const Move& trade) {
    const State& s = view.state;
    const Seat me = view.seat;
    TradeVerdict v;
    if (trade.kind != MoveKind::kTrade || (trade.seat != me && trade.other != me) || trade.seat == trade.other ||
        trade.other >= s.players || trade.seat >= s.players || trade.count == 0 || trade.count > kMaxTradeItems ||
        !IsSafePoint(s))
        return v;
    const bot::Table t = bot::ReadTable(view, BotLevel::kNormal);
    const Seat them = trade.seat == me ? trade.other : trade.seat;
    Dollars gets = 0, gives = 0, biggest_give = 0;
    for (int i = 0; i < trade.count; ++i) {
        const TradeItem& item = trade.items[static_cast<std::size_t>(i)];
        if (!ItemValid(s, trade, item)) return v;
        // Pay and give: the doer gives. Mark: the doer GETS a right on the other's card, the card's owner
        // gives it. Unmark: a right given back, neither gain nor loss.
        const bool by_me = DoerOf(trade, item) == me;
        bool mine_to_give = by_me;
        Dollars value = 0;
        switch (item.verb) {
            case TradeVerb::kPay: value = item.amount * Dollars{1000}; break;
            case TradeVerb::kGive:
                value = item.gangster ? bot::GangsterValue(t, item.card) : bot::BusinessValue(t, me, item.card);
                break;
            case TradeVerb::kMark:
                mine_to_give = !by_me;
                value = by_me ? MarkerWorth(t, item.card) : MarkerPrice(view, me, them, item.card) * Dollars{1000};
                break;
            case TradeVerb::kUnmark: break;
        }
        if (mine_to_give) {
            gives += value;
            if (value > biggest_give && item.verb != TradeVerb::kPay) {
                biggest_give = value;
                v.card = item.gangster ? RefGangster(item.card) : RefBusiness(item.card);
            }
        } else {
            gets += value;
        }
    }
    v.offered = static_cast<std::int32_t>(gets / 1000);
    v.wanted = static_cast<std::int32_t>((gives + 999) / 1000);
    if (gets >= gives) {
        v.accept = true;
        v.reason = TradeReason::kAccepted;
    } else {
        v.reason = gets == 0 ? TradeReason::kNotInterested : TradeReason::kTooLittle;
    }
    return v;
}

int ProposeDeals(const View& view, std::array<Move, kMaxTradeItems>& out) {
    out.fill(Move{});
    const State& s = view.state;
    const Seat me = view.seat;
    if (s.step != Step::kBeforeReveal || s.cur.turn != me) return 0;
    const OrderId o = bot::OwnOrderOn(s, s.cur.chosen);
    if (o == kNoOrder || Order(o).kind != OrderKind::kJob) return 0;
    const OrderData& d = Order(o);
    const bot::Table t = bot::ReadTable(view, BotLevel::kNormal);
    // Per required type, the cards still missing; buy the cheapest active card of another seat for each.
    std::array<int, kNumBusinessTypes> need{};
    for (int i = 0; i < d.num_required; ++i) ++need[static_cast<std::size_t>(d.required[static_cast<std::size_t>(i)])];
    for (BusinessId b = 0; b < kNumBusinesses; ++b) {
        const BusinessPlace& bp = s.businesses[b];
        if (bp.zone == BusinessZone::kDisplay && !bp.deactivated && (bp.holder == me || bp.markers[me] > 0))
            --need[static_cast<std::size_t>(TypeOf(b))];
    }
    int n = 0;
    std::int32_t total = 0;
    for (BusinessId b = 0; b < kNumBusinesses && n < kMaxTradeItems; ++b) {
        const BusinessPlace& bp = s.businesses[b];
        auto& want = need[static_cast<std::size_t>(TypeOf(b))];
        if (want <= 0 || bp.zone != BusinessZone::kDisplay || bp.deactivated || bp.holder == me) continue;
        --want;
        const std::int32_t price = MarkerPrice(view, bp.holder, me, b);
        out[static_cast<std::size_t>(n++)] = MarkerDeal(me, bp.holder, b, price);
        total += price;
    }
    for (int left : need)
        if (left > 0) n = 0;  // some business is nowhere to be had: no deal helps
    // Worth it: the job's expected payout must exceed the markers, and the cash and markers must suffice.
    const Dollars ev = bot::OrderValue(t, o, s.cur.chosen) + 3000 * n;  // OrderValue priced 3k each
    if (n == 0 || n > s.player[me].markers_in_supply || total > s.player[me].cash || ev <= total * 1000) {
        out.fill(Move{});
        return 0;
    }
    return n;
}

std::optional<Move> OfferMarker(const View& view, Seat buyer) {
    const State& s = view.state;
    const Seat me = view.seat;
    if (s.step != Step::kBeforeReveal || s.cur.turn != buyer || buyer == me || buyer >= s.players) return std::nullopt;
    if (s.cur.chosen >= kNumGangsters || s.gangsters[s.cur.chosen].assignment != Assignment::kOrder || s.cur.revealed)
        return std::nullopt;
    if (s.player[buyer].markers_in_supply == 0) return std::nullopt;
    // The card a job is most likely to need: the type most required by the orders of this round and later
    // that the buyer has no active card of.
    BusinessId best = kNoBusiness;
    int best_count = 0;
    for (BusinessId b = 0; b < kNumBusinesses; ++b) {
        if (!ActiveDisplay(s, b, me) || s.businesses[b].markers[buyer] > 0) continue;
        bool buyer_has = false;
        for (BusinessId c = 0; c < kNumBusinesses; ++c)
            buyer_has |= ActiveDisplay(s, c, buyer) && TypeOf(c) == TypeOf(b);
        if (buyer_has) continue;
        int count = 0;
        for (OrderId o = FirstOrderOfRound(s.round); o < kNumOrders; ++o)
            for (int i = 0; i < Order(o).num_required; ++i)
                count += Order(o).required[static_cast<std::size_t>(i)] == TypeOf(b);
        if (count > best_count) {
            best_count = count;
            best = b;
        }
    }
    if (best == kNoBusiness) return std::nullopt;
    const std::int32_t price = MarkerPrice(view, me, buyer, best);
    if (s.player[buyer].cash < price) return std::nullopt;
    return MarkerDeal(buyer, me, best, price);
}

bool JobNeeds(const State& s, Seat seat, BusinessId b) {
    if (s.step != Step::kBeforeReveal || s.cur.turn != seat || seat >= s.players || b >= kNumBusinesses) return false;
    const OrderId o = bot::OwnOrderOn(s, s.cur.chosen);
    if (o == kNoOrder || Order(o).kind != OrderKind::kJob) return false;
    const OrderData& d = Order(o);
    const BusinessType type = TypeOf(b);
    int need = 0;
    for (int i = 0; i < d.num_required; ++i) need += d.required[static_cast<std::size_t>(i)] == type;
    for (BusinessId c = 0; c < kNumBusinesses && need > 0; ++c) {
        const BusinessPlace& bp = s.businesses[c];
        if (TypeOf(c) == type && bp.zone == BusinessZone::kDisplay && !bp.deactivated &&
            (bp.holder == seat || bp.markers[seat] > 0))
            --need;
    }
    return need > 0;
}

}  // namespace lcn
