// shell/games/lacosanostra/deals/offers.cpp — the deals computers speak at a negotiation pause (offers.h).
#include "games/lacosanostra/deals/offers.h"

#include <algorithm>
#include <array>

#include "games/lacosanostra/computer/seat_levels.h"

namespace shell::games::lacosanostra {

namespace {

bool ValidSeat(const lcn::State& s, Seat seat) { return seat < s.players; }

// A pause the computers may speak in: the executing seat's kBeforeReveal with its order still face down, the device
// locked on the public table or a hand-off (flow.h DealOffered: a safe point).
bool InPause(const lcn::State& s, const Device& d) {
    return s.step == lcn::Step::kBeforeReveal && !s.cur.revealed && ValidSeat(s, s.cur.turn) && DealOffered(s, d);
}

// A sheet between `proposer` and `other` holding the items of `trade` (whose parties they are).
DealSheet SheetOfTrade(const lcn::Move& trade, Seat proposer, Seat other) {
    DealSheet sheet;
    sheet.open = true;
    sheet.party = {proposer, other};
    for (int i = 0; i < trade.count && i < lcn::kMaxTradeItems; ++i) {
        const lcn::TradeItem& item = trade.items[static_cast<std::size_t>(i)];
        const Seat doer = item.by_other ? trade.other : trade.seat;
        const std::uint8_t party = doer == proposer ? 0 : 1;
        if (item.verb == lcn::TradeVerb::kPay) {
            sheet.cash[party] += item.amount;
        } else if (sheet.num_cards < lcn::kMaxTradeItems) {
            sheet.cards[sheet.num_cards++] = {party, item.verb, item.card, item.gangster != 0};
        }
    }
    return sheet;
}

// The turn seat's proposals to `seller`: ProposeDeals' trades with that seller merged into one ("I mark B and B' and
// pay N + N'"); nullopt when none goes to that seller.
std::optional<lcn::Move> ProposalTo(const lcn::State& s, SeatKind kind, Seat buyer, Seat seller) {
    std::array<lcn::Move, lcn::kMaxTradeItems> deals;
    const int n = ProposeDealsOf(kind, lcn::ViewFor(s, buyer), deals);
    DealSheet merged;
    merged.open = true;
    merged.party = {buyer, seller};
    bool any = false;
    for (int i = 0; i < n; ++i) {
        const lcn::Move& m = deals[static_cast<std::size_t>(i)];
        if (m.seat != seller && m.other != seller) continue;
        const DealSheet one = SheetOfTrade(m, buyer, seller);
        for (int k = 0; k < one.num_cards && merged.num_cards < lcn::kMaxTradeItems; ++k)
            merged.cards[merged.num_cards++] = one.cards[static_cast<std::size_t>(k)];
        merged.cash[0] += one.cash[0];
        merged.cash[1] += one.cash[1];
        any = true;
    }
    if (!any) return std::nullopt;
    return DealMove(s, merged);
}

// Whether the rules accept `trade` now (tried on a copy).
bool Acceptable(const lcn::State& s, const lcn::Move& trade) {
    lcn::State copy = s;
    return lcn::ApplyInPlace(copy, trade).ok();
}

DealTalk OfferTalk(const DealOffer& offer, int at_move) {
    return {.at_move = at_move, .kind = TalkKind::kOffer, .from = offer.from, .to = offer.to, .trade = offer.trade};
}

DealTalk AnswerTalk(const DealOffer& offer, int at_move, bool person, const lcn::TradeVerdict& v) {
    return lcn::AnswerTo(OfferTalk(offer, at_move), at_move, person, v);
}

// A marker offered to a solo person that the person's job cannot use is not worth saying (offers.h).
bool UselessToSoloPerson(const lcn::State& s, const Device& d, Seat to, const lcn::Move& trade) {
    if (SoloPerson(d.kinds, s.players) != to) return false;
    for (int i = 0; i < trade.count && i < lcn::kMaxTradeItems; ++i) {
        const lcn::TradeItem& item = trade.items[static_cast<std::size_t>(i)];
        if (item.verb == lcn::TradeVerb::kMark && (item.by_other ? trade.other : trade.seat) == to &&
            lcn::JobNeeds(s, to, item.card))
            return false;
    }
    return true;
}

}  // namespace

std::string TalkLine(Lang lang, const lcn::State& s, const SeatNames& names, const DealTalk& talk) {
    if (talk.kind == TalkKind::kOffer) return OfferLine(lang, s, names, talk.from, talk.to, talk.trade);
    if (talk.person && !talk.verdict.accept) return OfferDeclinedLine(lang, s, names, talk.from);
    return VerdictLine(lang, s, names, talk.from, talk.verdict);
}

namespace {

// A "goes on" that closes a window nobody reacted in, with no result to state: not logged (a window's plain
// "Anna goes on" came after every turn and attack, several in a row, and said nothing).
bool PlainContinue(Lang lang, const lcn::Session& session, int i, const std::string& line) {
    const lcn::Move& m = session.move(i);
    return m.kind == lcn::MoveKind::kContinue &&
           line == Tr(lang, T::kLogContinue, {NameOf(session.state(i), session.names(), m.seat)});
}

}  // namespace

std::vector<std::string> TableLog(Lang lang, const lcn::Session& session, const std::vector<DealTalk>& talk, int first,
                                  const std::vector<HintNote>& hints) {
    std::vector<std::string> out;
    const int moves = session.num_moves();
    std::size_t k = 0, h = 0;
    while (k < talk.size() && talk[k].at_move < first) ++k;
    while (h < hints.size() && hints[h].at_move < first) ++h;
    const auto say_until = [&](int i) {  // the talk said (and hints asked) when at most i moves had been played
        for (; k < talk.size() && talk[k].at_move <= i; ++k)
            out.push_back(TalkLine(lang, session.state(talk[k].at_move), session.names(), talk[k]));
        for (; h < hints.size() && hints[h].at_move <= i; ++h)
            out.push_back(HintAskedLine(lang, session.state(hints[h].at_move), session.names(), hints[h].seat));
    };
    for (int i = std::max(first, 0); i < moves; ++i) {
        say_until(i);
        std::string line = LogLine(lang, session.state(i), session.move(i), session.state(i + 1), session.names());
        if (line.empty() || PlainContinue(lang, session, i, line)) continue;
        out.push_back(std::move(line));
    }
    say_until(moves);
    return out;
}

std::optional<DealOffer> OfferOf(const lcn::State& s, const Device& d, Seat speaker, Seat to) {
    if (!InPause(s, d) || !ValidSeat(s, speaker) || !ValidSeat(s, to) || speaker == to || !IsComputer(d, speaker))
        return std::nullopt;
    DealOffer offer;
    offer.from = speaker;
    offer.to = to;
    const Seat turn = s.cur.turn;
    if (to == turn) {
        // Only a person is offered a marker unasked: a computer buyer knows its own order, so Normal asks for what its
        // job needs (ProposeDeals) and Easy makes no deals; offering it blind would fill the log with refusals and
        // make the people wait through them.
        if (IsComputer(d, to)) return std::nullopt;
        const std::optional<lcn::Move> m = lcn::OfferMarker(lcn::ViewFor(s, speaker), turn);
        if (!m || UselessToSoloPerson(s, d, to, *m)) return std::nullopt;
        offer.kind = OfferKind::kSellMarker;
        offer.trade = *m;
    } else if (speaker == turn && (d.kinds[speaker] == SeatKind::kNormal || d.kinds[speaker] == SeatKind::kExpert)) {
        const std::optional<lcn::Move> m = ProposalTo(s, d.kinds[speaker], speaker, to);
        if (!m) return std::nullopt;
        offer.kind = OfferKind::kBuyMarkers;
        offer.trade = *m;
    } else {
        return std::nullopt;
    }
    if (!Acceptable(s, offer.trade)) return std::nullopt;  // never an offer the rules would refuse
    return offer;
}

bool PauseDeals::Spoke(const lcn::State& s, Seat from, Seat to) const {
    if (!(key_ == KeyOf(s))) return false;
    return (spoken_ >> (from * lcn::kMaxPlayers + to) & 1u) != 0;
}

std::optional<DealOffer> PauseDeals::Due(const lcn::State& s, const Device& d) const {
    if (!InPause(s, d) || Open(s)) return std::nullopt;
    const Seat turn = s.cur.turn;
    // 1. The sellers, from the turn seat's left.
    for (int i = 1; i < s.players; ++i) {
        const auto seller = static_cast<Seat>((turn + i) % s.players);
        if (Spoke(s, seller, turn)) continue;
        std::optional<DealOffer> o = OfferOf(s, d, seller, turn);
        if (o && !SaidThisRound(s, *o)) return o;
    }
    // 2. The turn seat's own proposals, seller by seller in seat order.
    for (Seat seller = 0; seller < s.players; ++seller) {
        if (seller == turn || Spoke(s, turn, seller)) continue;
        std::optional<DealOffer> o = OfferOf(s, d, turn, seller);
        if (o && !SaidThisRound(s, *o)) return o;
    }
    return std::nullopt;
}

void PauseDeals::Spoken(const lcn::State& s, const Device& d, const DealOffer& offer) {
    if (!(key_ == KeyOf(s))) {
        key_ = KeyOf(s);
        spoken_ = 0;
        open_.reset();
    }
    if (!ValidSeat(s, offer.from) || !ValidSeat(s, offer.to)) return;
    spoken_ |= 1u << (offer.from * lcn::kMaxPlayers + offer.to);
    if (IsComputer(d, offer.to)) return;
    open_ = offer;
    if (round_ != s.round) {
        round_ = s.round;
        said_.clear();
    }
    if (!SaidThisRound(s, offer)) said_.push_back(offer);
}

bool PauseDeals::SaidThisRound(const lcn::State& s, const DealOffer& offer) const {
    if (round_ != s.round) return false;
    return std::any_of(said_.begin(), said_.end(), [&](const DealOffer& x) {
        return x.from == offer.from && x.to == offer.to && x.trade == offer.trade;
    });
}

std::optional<DealOffer> PauseDeals::Open(const lcn::State& s) const {
    if (!open_ || !(key_ == KeyOf(s)) || s.step != lcn::Step::kBeforeReveal) return std::nullopt;
    return open_;
}

void RestorePause(const lcn::Session& session, const Device& d, const std::vector<DealTalk>& talk, PauseDeals& deals) {
    deals.Reset();
    const int moves = session.num_moves();
    const lcn::State& s = session.current();
    for (const DealTalk& t : talk) {
        if (t.at_move > moves) continue;
        const lcn::State& then = session.state(t.at_move);
        if (then.round != s.round) continue;
        if (t.kind == TalkKind::kAnswer) {
            if (t.person) deals.CloseOpen();  // the answer follows its offer
            continue;
        }
        // An offer still unanswered in an earlier pause lapsed with it: Open() holds only the current pause's.
        const OfferKind kind = t.to == then.cur.turn ? OfferKind::kSellMarker : OfferKind::kBuyMarkers;
        deals.Spoken(then, d, {.kind = kind, .from = t.from, .to = t.to, .trade = t.trade});
    }
}

DealSheet OfferSheet(const lcn::State& s, const DealOffer& offer) {
    DealSheet sheet = SheetOfTrade(offer.trade, offer.from, offer.to);
    if (!ValidSeat(s, offer.from) || !ValidSeat(s, offer.to)) sheet.open = false;
    sheet.confirmed[0] = true;  // the speaker agreed by speaking
    return sheet;
}

SpokenOffer Speak(const lcn::State& s, const Device& d, const DealOffer& offer, int at_move) {
    SpokenOffer out;
    out.talk.push_back(OfferTalk(offer, at_move));
    if (!IsComputer(d, offer.to)) {
        out.waits = true;
        return out;
    }
    DealSheet sheet = OfferSheet(s, offer);
    const lcn::TradeVerdict v = AskComputer(s, sheet, 1, d.kinds[offer.to]);
    out.talk.push_back(AnswerTalk(offer, at_move, false, v));
    lcn::Move m;
    if (AgreedMove(s, sheet, m)) out.play = m;
    return out;
}

SpokenOffer AnswerOpen(const lcn::State& s, PauseDeals& deals, bool accept, int at_move) {
    SpokenOffer out;
    const std::optional<DealOffer> open = deals.Open(s);
    if (!open) return out;
    deals.CloseOpen();
    DealSheet sheet = OfferSheet(s, *open);
    lcn::TradeVerdict v;
    v.reason = lcn::TradeReason::kNotInterested;  // a person's plain no
    if (accept && Confirm(s, sheet, open->to).ok()) {
        lcn::Move m;
        if (AgreedMove(s, sheet, m)) {
            out.play = m;
            v.accept = true;
            v.reason = lcn::TradeReason::kAccepted;
        }
    }
    out.talk.push_back(AnswerTalk(*open, at_move, true, v));
    return out;
}

std::vector<Choice> OfferChoices(const lcn::State& s, const Device& d, const PauseDeals& deals) {
    std::vector<Choice> out;
    const std::optional<DealOffer> open = deals.Open(s);
    if (!open || ScreenFor(s, d).kind != ScreenKind::kPublic || IsComputer(d, open->to)) return out;
    Choice accept;
    accept.tap = {Thing::kOffer, 1};
    accept.effect = Effect::kAcceptOffer;
    accept.move = open->trade;
    accept.enabled = Acceptable(s, open->trade);
    accept.seat = open->to;
    Choice decline = accept;
    decline.tap = {Thing::kOffer, 0};
    decline.effect = Effect::kDeclineOffer;
    decline.enabled = true;
    out.push_back(accept);
    out.push_back(decline);
    return out;
}

}  // namespace shell::games::lacosanostra
