// Trades (docs/lacosanostra-rules.md §4.5 "Deals", "Free trade", §6 "Free negotiation"; D15, R12, R28, D44): one move,
// both parties confirmed, at a safe point. Cash, businesses, idle gangsters, deal markers laid on the other
// party's business or purchase card, and markers withdrawn. Validation first, then the whole trade at once
// (nothing half-applies).
#include <string>

#include "lacosanostra/action_flow.h"

namespace lcn::detail {

namespace {

struct Parties {
    Seat doer;
    Seat receiver;
};

Parties PartiesOf(const Move& m, const TradeItem& item) {
    return item.by_other ? Parties{m.other, m.seat} : Parties{m.seat, m.other};
}

const char* VerbText(TradeVerb v) {
    switch (v) {
        case TradeVerb::kGive: return "give";
        case TradeVerb::kMark: return "mark";
        case TradeVerb::kPay: return "pay";
        case TradeVerb::kUnmark: return "unmark";
    }
    return "";
}

// The item's text (docs/lacosanostra-notation.md "Trades"): the canonical order is the byte order of these.
std::string ItemText(const State& s, const Move& m, const TradeItem& item) {
    std::string t(1, FamilyInfo(s.player[PartiesOf(m, item).doer].family).letter);
    t += ' ';
    t += VerbText(item.verb);
    t += ' ';
    if (item.verb == TradeVerb::kPay)
        t += std::to_string(item.amount);
    else if (item.gangster)
        t += GangsterCode(item.card);
    else
        t += BusinessCode(item.card);
    return t;
}

// The seat a business or purchase card belongs to (kNoSeat in deck or market).
Seat CardOwner(const State& s, BusinessId b) {
    const BusinessPlace& bp = s.businesses[b];
    if (bp.zone == BusinessZone::kDisplay) return bp.holder;
    if (bp.zone == BusinessZone::kOnGangster) return OwnerOf(s, bp.holder);
    return kNoSeat;
}

std::uint8_t ItemRef(const TradeItem& item) {
    if (item.verb == TradeVerb::kPay) return 0xFF;
    return item.gangster ? GangsterRef(item.card) : BusinessRef(item.card);
}

// `card` in the Ref numbering of rules.h.
Refusal Invalid(std::uint8_t card, std::int32_t number = 0) { return {RefusalCode::kTradeInvalid, card, number}; }

// R12, D44: only an own idle gangster (active, unassigned) without attached influence cards changes hands.
Refusal CheckGangsterGift(const State& s, Seat doer, GangsterId g) {
    if (g >= kNumGangsters) return Invalid(0xFF);
    if (OwnerOf(s, g) != doer) return {RefusalCode::kNotYourCard, GangsterRef(g)};
    const GangsterPlace& gp = s.gangsters[g];
    const bool idle = gp.status == GangsterStatus::kActive && gp.assignment == Assignment::kNone;
    return idle && gp.attached == 0 ? Refusal{} : Invalid(GangsterRef(g));
}

Refusal CheckItem(const State& s, const Move& m, const TradeItem& item) {
    const Parties p = PartiesOf(m, item);
    if (item.verb == TradeVerb::kPay)
        return item.amount >= 1 && !item.gangster ? Refusal{} : Invalid(0xFF, item.amount);
    if (item.gangster) {
        if (item.verb != TradeVerb::kGive) return Invalid(GangsterRef(item.card));
        return CheckGangsterGift(s, p.doer, item.card);
    }
    if (item.card >= kNumBusinesses) return Invalid(BusinessRef(item.card));
    const BusinessPlace& bp = s.businesses[item.card];
    switch (item.verb) {
        case TradeVerb::kGive:  // R28: deactivated cards do not exist
            if (bp.zone != BusinessZone::kDisplay || bp.holder != p.doer)
                return {RefusalCode::kNotYourCard, BusinessRef(item.card)};
            return bp.deactivated ? Invalid(BusinessRef(item.card)) : Refusal{};
        case TradeVerb::kMark:  // I5: on the other party's active business or purchase card
            if (CardOwner(s, item.card) != p.receiver) return {RefusalCode::kNotYourCard, BusinessRef(item.card)};
            return bp.deactivated ? Invalid(BusinessRef(item.card)) : Refusal{};
        case TradeVerb::kUnmark:
            if (CardOwner(s, item.card) != p.receiver) return {RefusalCode::kNotYourCard, BusinessRef(item.card)};
            return bp.markers[p.doer] > 0 ? Refusal{} : Refusal{RefusalCode::kNoMarker, BusinessRef(item.card)};
        case TradeVerb::kPay: break;
    }
    return {};
}

}  // namespace

Refusal ApplyTrade(State& s, const Move& m) {
    if (m.kind != MoveKind::kTrade) return {RefusalCode::kWrongStep, SeatRef(m.seat)};
    if (!IsSafePoint(s)) return {RefusalCode::kNotSafePoint, SeatRef(m.seat)};
    if (m.seat >= s.players || m.other >= s.players || m.seat >= m.other) return Invalid(SeatRef(m.other));
    if (m.count < 1 || m.count > kMaxTradeItems) return Invalid(0xFF, m.count);
    std::string previous;
    std::array<std::int32_t, 2> paid{};
    std::array<int, 2> marks{};
    for (int i = 0; i < m.count; ++i) {
        const TradeItem& item = m.items[static_cast<std::size_t>(i)];
        if (item.by_other > 1) return Invalid(0xFF, i);
        const Refusal r = CheckItem(s, m, item);
        if (!r.ok()) return r;
        const std::string text = ItemText(s, m, item);
        if (i > 0 && !(previous < text)) return Invalid(ItemRef(item), i);  // canonical order, no item twice
        previous = text;
        // One card in one item only (give and mark the same card would leave a marker on an own card).
        for (int j = 0; j < i; ++j) {
            const TradeItem& other = m.items[static_cast<std::size_t>(j)];
            if (other.verb != TradeVerb::kPay && item.verb != TradeVerb::kPay && other.card == item.card &&
                other.gangster == item.gangster)
                return Invalid(ItemRef(item), i);
        }
        if (item.verb == TradeVerb::kPay) paid[item.by_other] += item.amount;
        if (item.verb == TradeVerb::kMark) ++marks[item.by_other];
    }
    const std::array<Seat, 2> party = {m.seat, m.other};
    for (int k = 0; k < 2; ++k) {
        if (paid[static_cast<std::size_t>(k)] > s.player[party[static_cast<std::size_t>(k)]].cash)
            return {RefusalCode::kNotEnoughCash, SeatRef(party[static_cast<std::size_t>(k)]),
                    paid[static_cast<std::size_t>(k)]};
        if (marks[static_cast<std::size_t>(k)] > s.player[party[static_cast<std::size_t>(k)]].markers_in_supply)
            return {RefusalCode::kNoMarker, SeatRef(party[static_cast<std::size_t>(k)]),
                    marks[static_cast<std::size_t>(k)]};
    }
    for (int i = 0; i < m.count; ++i) {
        const TradeItem& item = m.items[static_cast<std::size_t>(i)];
        const Parties p = PartiesOf(m, item);
        if (item.gangster) {  // a give (CheckItem): the receiver owns him from now on
            s.gangsters[item.card].owner = p.receiver;
            continue;
        }
        BusinessPlace* bp = item.verb == TradeVerb::kPay ? nullptr : &s.businesses[item.card];
        switch (item.verb) {
            case TradeVerb::kPay: PaySeat(s, p.doer, p.receiver, item.amount); break;
            case TradeVerb::kGive:
                // Markers stay on a card that changes hands voluntarily (§4.5), except the new owner's own.
                bp->holder = p.receiver;
                s.player[p.receiver].markers_in_supply =
                    static_cast<std::uint8_t>(s.player[p.receiver].markers_in_supply + bp->markers[p.receiver]);
                bp->markers[p.receiver] = 0;
                break;
            case TradeVerb::kMark:
                ++bp->markers[p.doer];
                --s.player[p.doer].markers_in_supply;
                break;
            case TradeVerb::kUnmark:
                --bp->markers[p.doer];
                ++s.player[p.doer].markers_in_supply;
                break;
        }
    }
    RecomputeMonopolies(s);
    SkipPlanningTurnWithoutAssignment(s);
    return {};
}

}  // namespace lcn::detail
