// shell/games/lacosanostra/replay/replay_model.cpp — see replay_model.h.
#include "games/lacosanostra/replay/replay_model.h"

#include <algorithm>
#include <cstdlib>

#include "lacosanostra/rules.h"

namespace shell::games::lacosanostra {

namespace {

int People(const lcn::Session& s, const lcn::SeatKinds& kinds) {
    int n = 0;
    for (int p = 0; p < s.current().players; ++p) n += kinds[static_cast<std::size_t>(p)] == lcn::SeatKind::kPerson;
    return n;
}

}  // namespace

bool ReplayAllowed(bool started, const lcn::Session& s, const lcn::SeatKinds& kinds) {
    return started && (lcn::IsOver(s.current()) || People(s, kinds) <= 1);
}

lcn::View ShownView(const lcn::Session& s, const lcn::SeatKinds& kinds, int index) {
    const lcn::State& st = s.state(std::clamp(index, 0, s.num_moves()));
    if (lcn::IsOver(s.current())) {
        // The public view's hand sizes with nothing scrubbed.
        lcn::View v = lcn::ViewFor(st, lcn::kNoSeat);
        v.state = st;
        v.unknown = {};
        return v;
    }
    lcn::Seat person = lcn::kNoSeat;
    for (int p = 0; p < st.players; ++p)
        if (kinds[static_cast<std::size_t>(p)] == lcn::SeatKind::kPerson) person = static_cast<lcn::Seat>(p);
    return lcn::ViewFor(st, People(s, kinds) == 1 ? person : lcn::kNoSeat);
}

std::vector<int> TurnStops(const lcn::Session& s) {
    std::vector<int> stops{0};
    lcn::Seat turn = lcn::kNoSeat;
    for (int i = 0; i < s.num_moves(); ++i) {
        const lcn::Seat seat = s.move(i).seat;
        if (seat == lcn::kNoSeat || seat == turn) continue;
        if (turn != lcn::kNoSeat) stops.push_back(i);
        turn = seat;
    }
    if (stops.back() != s.num_moves()) stops.push_back(s.num_moves());
    return stops;
}

std::vector<int> RoundStops(const lcn::Session& s) {
    std::vector<int> stops{0};
    for (int i = 1; i <= s.num_moves(); ++i)
        if (s.state(i).round != s.state(i - 1).round) stops.push_back(i);
    if (stops.back() != s.num_moves()) stops.push_back(s.num_moves());
    return stops;
}

ReplayPanel PlaceReplayPanel(float w, float h, int hand_lines) {
    constexpr float kGap = 6, kRow = 44, kStatus = 40, kLine = 15;
    ReplayPanel r;
    const bool wide = w >= 700;
    const float cw = wide ? std::min(760.0f, w * 0.6f) : w - 2 * kGap;
    const float controls = kStatus + kGap + kRow + kGap + kRow;
    const float hands = static_cast<float>(hand_lines) * kLine;
    const float inner = wide ? std::max(controls, hands) : controls + (hand_lines > 0 ? kGap + hands : 0);
    r.table_h = std::max(h * 0.45f, h - inner - 2 * kGap);
    r.panel = ui::MakeBox(0, r.table_h, w, h - r.table_h);
    float y = r.table_h + kGap;
    r.status = ui::MakeBox(kGap, y, cw, kStatus);
    y += kStatus + kGap;
    const float bw = (cw - 5 * kGap) / 6;
    for (std::size_t k = 0; k < r.steps.size(); ++k)
        r.steps[k] = ui::MakeBox(kGap + static_cast<float>(k) * (bw + kGap), y, bw, kRow);
    y += kRow + kGap;
    const float back_w = std::min(160.0f, cw * 0.3f);
    r.slider = ui::MakeBox(kGap, y, cw - back_w - kGap, kRow);
    r.back = ui::MakeBox(kGap + cw - back_w, y, back_w, kRow);
    y += kRow + kGap;
    r.hands = wide ? ui::MakeBox(2 * kGap + cw + 8, r.table_h + kGap, w - cw - 3 * kGap - 8, inner)
                   : ui::MakeBox(kGap, y, cw, std::max(0.0f, h - y - kGap));
    return r;
}

Outline OutlineOf(const lcn::Move& m) {
    Outline o;
    o.seat = m.seat;
    auto gangster = [&](std::uint8_t g) {
        if (g < lcn::kNumGangsters) o.gangsters |= 1u << g;
    };
    auto business = [&](std::uint8_t b) {
        if (b < lcn::kNumBusinesses) o.businesses |= std::uint64_t{1} << b;
    };
    using K = lcn::MoveKind;
    switch (m.kind) {
        case K::kOrder:
        case K::kChoose:
        case K::kRob:
        case K::kTrap:
        case K::kRecruit:
        case K::kLook: gangster(m.a); break;
        case K::kPurchase: gangster(m.a), business(m.b); break;
        case K::kPlay: gangster(m.b); break;
        case K::kLawyer: business(m.a), gangster(m.b); break;
        case K::kReroll:
        case K::kBuy: business(m.a); break;
        case K::kTarget: m.flag ? gangster(m.a) : business(m.a); break;
        case K::kUse:
            for (int k = 0; k < m.count; ++k) business(m.list[static_cast<std::size_t>(k)]);
            break;
        case K::kTrade:
            for (int k = 0; k < m.count; ++k) {
                const lcn::TradeItem& it = m.items[static_cast<std::size_t>(k)];
                it.gangster ? gangster(it.card) : business(it.card);
            }
            break;
        default: break;
    }
    return o;
}

SeatMoney MoneyOf(const lcn::State& s) {
    SeatMoney m{};
    for (int p = 0; p < s.players; ++p) {
        const lcn::Player& pl = s.player[static_cast<std::size_t>(p)];
        m[static_cast<std::size_t>(p)] = pl.cash + pl.laundered;
    }
    return m;
}

std::vector<SeatMoney> MoneyByRound(const lcn::Session& s) {
    std::vector<SeatMoney> out;
    for (int i : RoundStops(s)) out.push_back(MoneyOf(s.state(i)));
    return out;
}

std::vector<Swing> BiggestSwings(const lcn::Session& s, int n) {
    std::vector<Swing> top;  // kept sorted: largest first, the earlier first on a tie
    // The action that ends the game pays the final payout: the scoring, not a swing of the play.
    const int last = s.num_moves() - (lcn::IsOver(s.current()) ? 1 : 0);
    for (int i = 0; i < last; ++i) {
        const SeatMoney a = MoneyOf(s.state(i)), b = MoneyOf(s.state(i + 1));
        int size = 0;
        for (std::size_t p = 0; p < a.size(); ++p) size += std::abs(b[p] - a[p]);
        auto at = top.begin();
        while (at != top.end() && at->size >= size) ++at;
        if (size > 0 && at - top.begin() < n) {
            top.insert(at, Swing{i, size});
            if (static_cast<int>(top.size()) > n) top.pop_back();
        }
    }
    return top;
}

}  // namespace shell::games::lacosanostra
