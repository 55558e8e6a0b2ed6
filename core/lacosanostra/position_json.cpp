// Printing positions (lacosanostra-position/1) and views (lacosanostra-view/1): one printer, the view being a
// scrubbed State plus the counts that replace what the seat cannot see (docs/lacosanostra-notation.md §4-§5).
#include <algorithm>
#include <cstdio>

#include "common/json_text.h"
#include "lacosanostra/notation.h"
#include "lacosanostra/position_text.h"

namespace lcn {

namespace {

using Json = nlohmann::ordered_json;
using namespace detail;

std::string Letter(const State& s, Seat p) { return std::string(1, SeatLetterOf(s.player[p].family)); }
Json SeatOrNull(const State& s, Seat p) { return p < s.players ? Json(Letter(s, p)) : Json(nullptr); }
Json GangsterOrNull(GangsterId g) { return g < kNumGangsters ? Json(GangsterCode(g)) : Json(nullptr); }

// Seats of a bit set, in seat order.
Json SeatList(const State& s, unsigned bits) {
    Json list = Json::array();
    for (Seat p = 0; p < s.players; ++p) {
        if (bits >> p & 1u) list.push_back(Letter(s, p));
    }
    return list;
}

// Influence types in code byte order (AB HL IF IT MP NA SA SP).
std::array<Influence, kNumInfluenceTypes> InfluenceByCode() {
    std::array<Influence, kNumInfluenceTypes> order{};
    for (std::size_t t = 0; t < order.size(); ++t) order[t] = static_cast<Influence>(t);
    std::sort(order.begin(), order.end(),
              [](Influence a, Influence b) { return std::string_view(InfluenceCode(a)) < InfluenceCode(b); });
    return order;
}

Json InfluenceCounts(const std::array<std::uint8_t, kNumInfluenceTypes>& counts) {
    Json j = Json::object();
    for (Influence t : InfluenceByCode()) {
        if (const std::uint8_t n = counts[static_cast<std::size_t>(t)]) j[InfluenceCode(t)] = n;
    }
    return j;
}

// Order cards matching `pick`, in code byte order (= id order: "O<round>-<two digits>").
template <typename Pick>
Json OrderList(const State& s, Pick pick) {
    Json list = Json::array();
    for (OrderId o = 0; o < kNumOrders; ++o) {
        if (pick(s.orders[o])) list.push_back(OrderCode(o));
    }
    return list;
}

// Business ids sorted by their code's byte order (type codes are not in id order).
std::array<BusinessId, kNumBusinesses> BusinessesByCode() {
    std::array<BusinessId, kNumBusinesses> order{};
    for (std::size_t b = 0; b < order.size(); ++b) order[b] = static_cast<BusinessId>(b);
    std::sort(order.begin(), order.end(), [](BusinessId a, BusinessId b) { return BusinessCode(a) < BusinessCode(b); });
    return order;
}

Json PlayerObject(const State& s, Seat p, const View* view) {
    const Player& pl = s.player[p];
    Json j;
    j["cash"] = pl.cash;
    j["laundered"] = pl.laundered;
    j["markers"] = pl.markers_in_supply;
    const bool hidden = view && view->seat != p;
    if (hidden) {
        j["hand_size"] = view->order_hand_size[p];
        j["influence_size"] = view->influence_hand_size[p];
    } else {
        j["hand"] = OrderList(s, [&](const OrderPlace& o) { return o.zone == OrderZone::kHand && o.holder == p; });
        j["influence"] = InfluenceCounts(pl.influence);
    }
    Json display = Json::array();
    for (BusinessId b : BusinessesByCode()) {
        const BusinessPlace& bp = s.businesses[b];
        if (bp.zone == BusinessZone::kDisplay && bp.holder == p) display.push_back(BusinessCode(b));
    }
    j["businesses"] = display;
    if (!hidden) {
        j["drawn"] = OrderList(
            s, [&](const OrderPlace& o) { return o.zone == OrderZone::kHand && o.holder == p && o.drawn_this_phase; });
        j["influence_drawn"] = InfluenceCounts(pl.influence_drawn);
    }
    return j;
}

Json GangsterObject(const State& s, GangsterId g) {
    const GangsterPlace& gp = s.gangsters[g];
    Json j;
    j["status"] = kStatusNames[static_cast<std::size_t>(gp.status)];
    if (gp.status == GangsterStatus::kKilled) j["killer"] = SeatOrNull(s, gp.killer);
    if (gp.owner != FamilySeat(s, FamilyOf(g))) j["owner"] = SeatOrNull(s, gp.owner);  // traded (R12)
    if (gp.assignment == Assignment::kOrder)
        j["order"] = gp.card == kHiddenOrder ? std::string("?") : OrderCode(gp.card);
    if (gp.assignment == Assignment::kPurchase) j["purchase"] = BusinessCode(gp.card);
    if (gp.attached) {
        Json attached = Json::array();
        for (auto [bit, type] : kAttachments) {
            if (gp.attached & bit) attached.push_back(InfluenceCode(type));
        }
        j["attached"] = attached;
    }
    return j;
}

Json BusinessState(const State& s) {
    Json j = Json::object();
    for (BusinessId b : BusinessesByCode()) {
        const BusinessPlace& bp = s.businesses[b];
        Json e = Json::object();
        if (bp.deactivated) e["deactivated"] = true;
        if (bp.ability_used) e["ability_used"] = true;
        Json markers = Json::object();
        for (Seat p = 0; p < s.players; ++p) {
            if (bp.markers[p]) markers[Letter(s, p)] = bp.markers[p];
        }
        if (!markers.empty()) e["markers"] = markers;
        if (!e.empty()) j[BusinessCode(b)] = e;
    }
    return j;
}

Json CursorObject(const State& s) {
    const Cursor& c = s.cur;
    const Cursor d{};
    Json j = Json::object();
    auto seat = [&](const char* name, Seat v) {
        if (v != kNoSeat) j[name] = SeatOrNull(s, v);
    };
    auto gangster = [&](const char* name, GangsterId v) {
        if (v != kNoGangster) j[name] = GangsterOrNull(v);
    };
    auto step = [&](const char* name, Step v) {
        if (v != Step::kOver) j[name] = StepName(v);
    };
    auto number = [&](const char* name, int v) {
        if (v != 0) j[name] = v;
    };
    auto flag = [&](const char* name, bool v) {
        if (v) j[name] = true;
    };
    seat("due", c.due);
    seat("turn", c.turn);
    if (c.intrigant_queue) j["intrigant_queue"] = SeatList(s, c.intrigant_queue);
    flag("skip_due", c.skip_due);
    number("assignments_left", c.assignments_left);
    gangster("chosen", c.chosen);
    seat("named", c.named);
    flag("revealed", c.revealed);
    if (c.target != d.target) {
        j["target"] = TargetIsGangster(s) ? GangsterOrNull(c.target)
                                          : (c.target < kNumBusinesses ? Json(BusinessCode(c.target)) : Json(nullptr));
    }
    number("target_number", c.target_number);
    number("num_dice", c.num_dice);
    std::size_t dice = c.dice.size();
    while (dice > 0 && c.dice[dice - 1] == 0) --dice;
    if (dice > 0) j["dice"] = std::vector<int>(c.dice.begin(), c.dice.begin() + static_cast<std::ptrdiff_t>(dice));
    number("reroll_die", c.reroll_die);
    number("successes", c.successes);
    number("stake", c.stake);
    number("price", c.price);
    flag("deck_searched", c.deck_searched);
    if (c.roll_for != RollFor::kNone) j["roll_for"] = kRollForNames[static_cast<std::size_t>(c.roll_for)];
    seat("roller", c.roller);
    gangster("roller_gangster", c.roller_gangster);
    step("window", c.window);
    seat("claimant", c.claimant);
    if (c.claimed) j["claimed"] = SeatList(s, c.claimed);
    seat("trapper", c.trapper);
    gangster("trap_gangster", c.trap_gangster);
    flag("attack_foiled", c.attack_foiled);
    if (c.harm != Harm::kNone) j["harm"] = kHarmNames[static_cast<std::size_t>(c.harm)];
    if (c.harm_card != d.harm_card) {
        j["harm_card"] = c.harm_to_gangster
                             ? GangsterOrNull(c.harm_card)
                             : (c.harm_card < kNumBusinesses ? Json(BusinessCode(c.harm_card)) : Json(nullptr));
    }
    seat("harm_by", c.harm_by);
    if (c.num_robberies) {
        Json list = Json::array();
        for (int i = 0; i < c.num_robberies && i < kMaxRobbers; ++i) {
            const Robbery& r = c.robberies[static_cast<std::size_t>(i)];
            Json e;
            e["robber"] = SeatOrNull(s, r.robber);
            e["gangster"] = GangsterOrNull(r.gangster);
            e["successes"] = r.successes;
            e["foiled"] = r.foiled;
            list.push_back(e);
        }
        j["robberies"] = list;
    }
    step("resume", c.resume);
    seat("looker", c.looker);
    number("looks_left", c.looks_left);
    step("look_return", c.look_return);
    seat("draw_cursor", c.draw_cursor);
    number("objections", c.objections);
    return j;
}

Json PositionObject(const State& s, const View* view) {
    Json j;
    j["format"] = view ? kViewFormat : kPositionFormat;
    if (view) j["seat"] = SeatOrNull(s, view->seat);
    Json options;
    for (std::size_t i = 0; i < kOptionNames.size(); ++i) options[kOptionNames[i]] = s.options.*kOptionMembers[i];
    j["options"] = options;
    j["seats"] = SeatList(s, (1u << s.players) - 1u);
    j["round"] = s.round;
    j["step"] = StepName(s.step);
    j["start_player"] = SeatOrNull(s, s.start_player);
    if (!view) {
        char rng[17];
        std::snprintf(rng, sizeof rng, "%016llx", static_cast<unsigned long long>(s.rng));
        j["rng"] = rng;
    }
    j["bank_balance"] = s.bank_balance;
    Json players;
    for (Seat p = 0; p < s.players; ++p) players[Letter(s, p)] = PlayerObject(s, p, view);
    j["players"] = players;
    Json gangsters = Json::object();
    for (GangsterId g = 0; g < kNumGangsters; ++g) {
        if (s.gangsters[g].status != GangsterStatus::kUnused) gangsters[GangsterCode(g)] = GangsterObject(s, g);
    }
    j["gangsters"] = gangsters;
    j["business_state"] = BusinessState(s);
    if (view) {
        j["order_deck_sizes"] = s.order_deck_size;
    } else {
        Json decks = Json::array();
        for (std::size_t r = 0; r < kNumRounds; ++r) {
            Json deck = Json::array();
            for (int i = 0; i < s.order_deck_size[r]; ++i)
                deck.push_back(OrderCode(s.order_deck[r][static_cast<std::size_t>(i)]));
            decks.push_back(deck);
        }
        j["order_decks"] = decks;
    }
    j["discard_up"] = OrderList(s, [](const OrderPlace& o) { return o.zone == OrderZone::kDiscardUp; });
    j["discard_down"] = OrderList(s, [](const OrderPlace& o) { return o.zone == OrderZone::kDiscardDown; });
    if (view)
        j["discard_down_hidden"] =
            static_cast<int>(view->face_down_discards) - static_cast<int>(j["discard_down"].size());
    Json seen = Json::object();
    for (OrderId o = 0; o < kNumOrders; ++o) {
        if (s.orders[o].seen_by) seen[OrderCode(o)] = SeatList(s, s.orders[o].seen_by);
    }
    j["seen"] = seen;
    if (view) {
        j["business_deck_size"] = s.business_deck_size;
    } else {
        Json deck = Json::array();
        for (int i = 0; i < s.business_deck_size; ++i)
            deck.push_back(BusinessCode(s.business_deck[static_cast<std::size_t>(i)]));
        j["business_deck"] = deck;
    }
    Json market = Json::array();
    for (BusinessId b : s.market) market.push_back(b < kNumBusinesses ? Json(BusinessCode(b)) : Json(nullptr));
    j["market"] = market;
    if (view) {
        j["influence_deck_size"] = s.influence_deck_size;
    } else {
        Json deck = Json::array();
        for (int i = 0; i < s.influence_deck_size; ++i)
            deck.push_back(InfluenceCode(s.influence_deck[static_cast<std::size_t>(i)]));
        j["influence_deck"] = deck;
    }
    j["influence_discard"] = InfluenceCounts(s.influence_discard);
    Json monopolies;
    for (std::size_t m = 0; m < kMonopolyNames.size(); ++m)
        monopolies[kMonopolyNames[m]] = SeatOrNull(s, s.monopoly_holder[m]);
    j["monopolies"] = monopolies;
    j["cursor"] = CursorObject(s);
    return j;
}

}  // namespace

bool SetOption(Options& options, std::string_view name, bool value) {
    for (std::size_t i = 0; i < kOptionNames.size(); ++i) {
        if (name == kOptionNames[i]) {
            options.*kOptionMembers[i] = value;
            return true;
        }
    }
    return false;
}

std::string PositionToJson(const State& s, int indent) { return common::Dump(PositionObject(s, nullptr), indent); }

std::string ViewToJson(const View& v, int indent) { return common::Dump(PositionObject(v.state, &v), indent); }

}  // namespace lcn
