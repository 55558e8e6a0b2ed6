// shell/games/lacosanostra/deals/deal.cpp — the deal sheet (deal.h).
#include "games/lacosanostra/deals/deal.h"

#include <algorithm>
#include <utility>

#include "games/lacosanostra/computer/seat_levels.h"

namespace shell::games::lacosanostra {

using lcn::Refusal;
using lcn::RefusalCode;
using lcn::TradeItem;
using lcn::TradeVerb;

namespace {

bool ValidSeat(const lcn::State& s, Seat seat) { return seat < s.players; }

void ClearConfirmations(DealSheet& sheet) { sheet.confirmed = {false, false}; }

int ItemCount(const DealSheet& sheet) {
    return sheet.num_cards + (sheet.cash[0] > 0 ? 1 : 0) + (sheet.cash[1] > 0 ? 1 : 0);
}

// The rules' canonical order of trade items is the byte order of their texts (notation "Trades"): the text of
// `item` alone, from the core's own notation (so the order has one place: the notation).
std::string SortKey(const lcn::State& s, const lcn::Move& trade, const TradeItem& item) {
    lcn::Move single = trade;
    single.items = {};
    single.items[0] = item;
    single.count = 1;
    const std::string text = lcn::ToString(s, single);
    const std::size_t slash = text.rfind(" / ");
    return slash == std::string::npos ? text : text.substr(slash + 3);
}

// One item of the trade done by sheet party `party` (0/1), as the move numbers it (by_other relative to the
// move's seat, the lower of the two seats).
TradeItem ItemOf(const DealSheet& sheet, int party) {
    TradeItem item;
    item.by_other = sheet.party[static_cast<std::size_t>(party)] > sheet.party[static_cast<std::size_t>(1 - party)];
    return item;
}

// The one-item trade of `card` alone, for checking it on its own.
Refusal CheckAlone(const lcn::State& s, const DealSheet& sheet, const DealCard& card) {
    DealSheet alone = sheet;
    alone.cash = {0, 0};
    alone.cards[0] = card;
    alone.num_cards = 1;
    return CheckDeal(s, alone);
}

}  // namespace

Refusal OpenDeal(const lcn::State& s, const Device& d, DealSheet& sheet, Seat proposer, Seat other) {
    if (!DealOffered(s, d)) return {RefusalCode::kNotSafePoint};
    if (!ValidSeat(s, proposer) || !ValidSeat(s, other) || proposer == other)
        return {RefusalCode::kTradeInvalid, lcn::RefSeat(ValidSeat(s, other) ? other : Seat{0})};
    sheet = DealSheet{};
    sheet.open = true;
    sheet.party = {proposer, other};
    return {};
}

void CloseDeal(DealSheet& sheet) { sheet = DealSheet{}; }

Refusal SetCash(const lcn::State& s, DealSheet& sheet, int party, std::int32_t amount) {
    if (!sheet.open || party < 0 || party > 1) return {RefusalCode::kTradeInvalid};
    const Seat seat = sheet.party[static_cast<std::size_t>(party)];
    if (amount < 0 || amount > s.player[seat].cash || amount > 0xFFFF)
        return {RefusalCode::kNotEnoughCash, lcn::RefSeat(seat), amount};
    const bool adds_item = amount > 0 && sheet.cash[static_cast<std::size_t>(party)] == 0;
    if (adds_item && ItemCount(sheet) >= lcn::kMaxTradeItems)
        return {RefusalCode::kTradeInvalid, 0xFF, lcn::kMaxTradeItems};
    sheet.cash[static_cast<std::size_t>(party)] = amount;
    ClearConfirmations(sheet);
    return {};
}

Refusal ToggleCard(const lcn::State& s, DealSheet& sheet, const DealCard& card) {
    if (!sheet.open || card.party > 1) return {RefusalCode::kTradeInvalid};
    const auto begin = sheet.cards.begin();
    const auto end = begin + sheet.num_cards;
    const auto found = std::find(begin, end, card);
    if (found != end) {
        std::copy(found + 1, end, found);
        --sheet.num_cards;
        ClearConfirmations(sheet);
        return {};
    }
    if (card.verb == TradeVerb::kPay) return {RefusalCode::kTradeInvalid};  // cash goes through SetCash
    if (ItemCount(sheet) >= lcn::kMaxTradeItems) return {RefusalCode::kTradeInvalid, 0xFF, lcn::kMaxTradeItems};
    const Refusal alone = CheckAlone(s, sheet, card);
    if (!alone.ok()) return alone;
    sheet.cards[sheet.num_cards++] = card;
    ClearConfirmations(sheet);
    return {};
}

std::vector<DealCard> CandidateCards(const lcn::State& s, const DealSheet& sheet) {
    std::vector<DealCard> out;
    if (!sheet.open) return out;
    for (std::uint8_t party = 0; party < 2; ++party) {
        for (lcn::BusinessId b = 0; b < lcn::kNumBusinesses; ++b) {
            for (TradeVerb verb : {TradeVerb::kGive, TradeVerb::kMark, TradeVerb::kUnmark}) {
                const DealCard c{party, verb, b, false};
                if (CheckAlone(s, sheet, c).ok()) out.push_back(c);
            }
        }
        for (lcn::GangsterId g = 0; g < lcn::kNumGangsters; ++g) {
            const DealCard c{party, TradeVerb::kGive, g, true};
            if (CheckAlone(s, sheet, c).ok()) out.push_back(c);
        }
    }
    return out;
}

lcn::Move DealMove(const lcn::State& s, const DealSheet& sheet) {
    lcn::Move m;
    m.kind = lcn::MoveKind::kTrade;
    m.seat = std::min(sheet.party[0], sheet.party[1]);
    m.other = std::max(sheet.party[0], sheet.party[1]);
    if (!ValidSeat(s, sheet.party[0]) || !ValidSeat(s, sheet.party[1])) return m;
    std::vector<std::pair<std::string, TradeItem>> keyed;
    for (int party = 0; party < 2; ++party) {
        const std::int32_t cash = sheet.cash[static_cast<std::size_t>(party)];
        if (cash <= 0) continue;
        TradeItem item = ItemOf(sheet, party);
        item.verb = TradeVerb::kPay;
        item.amount = static_cast<std::uint16_t>(cash);
        keyed.emplace_back(SortKey(s, m, item), item);
    }
    for (int i = 0; i < sheet.num_cards; ++i) {
        const DealCard& c = sheet.cards[static_cast<std::size_t>(i)];
        TradeItem item = ItemOf(sheet, c.party);
        item.verb = c.verb;
        item.card = c.card;
        item.gangster = c.gangster ? 1 : 0;
        keyed.emplace_back(SortKey(s, m, item), item);
    }
    std::sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    // The sheet's edits keep it within kMaxTradeItems.
    const std::size_t n = std::min(keyed.size(), m.items.size());
    for (std::size_t i = 0; i < n; ++i) m.items[i] = keyed[i].second;
    m.count = static_cast<std::uint8_t>(n);
    return m;
}

Refusal CheckDeal(const lcn::State& s, const DealSheet& sheet) {
    if (!sheet.open) return {RefusalCode::kTradeInvalid};
    lcn::State copy = s;
    return lcn::ApplyInPlace(copy, DealMove(s, sheet));
}

Refusal Confirm(const lcn::State& s, DealSheet& sheet, Seat seat) {
    if (!sheet.open) return {RefusalCode::kTradeInvalid};
    const int party = seat == sheet.party[0] ? 0 : seat == sheet.party[1] ? 1 : -1;
    if (party < 0) return {RefusalCode::kNotYourTurn, ValidSeat(s, seat) ? lcn::RefSeat(seat) : std::uint8_t{0xFF}};
    const Refusal r = CheckDeal(s, sheet);
    if (!r.ok()) return r;
    sheet.confirmed[static_cast<std::size_t>(party)] = true;
    return {};
}

lcn::TradeVerdict AskComputer(const lcn::State& s, DealSheet& sheet, int party, SeatKind kind) {
    lcn::TradeVerdict v;  // kInvalid, not accepted
    if (party < 0 || party > 1 || !sheet.open || !CheckDeal(s, sheet).ok()) return v;
    const Seat seat = sheet.party[static_cast<std::size_t>(party)];
    v = JudgeTrade(kind, lcn::ViewFor(s, seat), DealMove(s, sheet));
    if (v.accept) sheet.confirmed[static_cast<std::size_t>(party)] = true;
    return v;
}

bool NeedsAgreement(const DealSheet& sheet, int party) {
    if (party < 0 || party > 1) return false;
    if (sheet.cash[0] > 0 || sheet.cash[1] > 0 || sheet.num_cards == 0) return true;
    for (int i = 0; i < sheet.num_cards; ++i) {
        const DealCard& c = sheet.cards[static_cast<std::size_t>(i)];
        if (c.verb != TradeVerb::kUnmark || c.party == party) return true;
    }
    return false;  // only the other party takes back his own markers
}

bool AgreedMove(const lcn::State& s, const DealSheet& sheet, lcn::Move& out) {
    if (!sheet.open) return false;
    for (int party = 0; party < 2; ++party)
        if (NeedsAgreement(sheet, party) && !sheet.confirmed[static_cast<std::size_t>(party)]) return false;
    if (!CheckDeal(s, sheet).ok()) return false;
    out = DealMove(s, sheet);
    return true;
}

std::string DealSummary(Lang lang, const lcn::State& s, const DealSheet& sheet, const SeatNames& names, Seat you) {
    return TradeSummary(lang, s, DealMove(s, sheet), names, you);
}

Seat SheetReader(const DealSheet& sheet, const Device& d) {
    const auto [a, b] = sheet.party;
    if (a == kNoSeat || b == kNoSeat || IsComputer(d, a) == IsComputer(d, b)) return kNoSeat;
    return IsComputer(d, a) ? b : a;
}

}  // namespace shell::games::lacosanostra
