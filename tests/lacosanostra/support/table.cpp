// The compact position format of table.h, expanded into lacosanostra-position/1, and the action helpers.
#include "support/table.h"

#include <algorithm>
#include <array>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

namespace lcn::test {
namespace {

using Json = nlohmann::ordered_json;

std::vector<std::string> Words(std::string_view text) {
    std::istringstream in{std::string(text)};
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

std::vector<std::string> WordsAt(const Json& j, const char* key) {
    if (!j.contains(key)) return {};
    REQUIRE_MESSAGE(j[key].is_string(), "compact position: \"" << key << "\" must be a string of codes");
    return Words(j[key].get<std::string>());
}

Family FamilyOfLetter(const std::string& letter) {
    REQUIRE_MESSAGE(letter.size() == 1, "compact position: bad seat letter '" << letter << "'");
    const auto f = ParseFamilyLetter(letter[0]);
    REQUIRE_MESSAGE(f.has_value(), "compact position: bad seat letter '" << letter << "'");
    return *f;
}

// Every card may be placed once; the compact text names where, the rest gets the defaults.
struct Placed {
    std::set<std::string> cards;
    void Take(const std::string& code) {
        REQUIRE_MESSAGE(cards.insert(code).second, "compact position: card " << code << " placed twice");
    }
    bool Has(const std::string& code) const { return cards.count(code) != 0; }
};

Json Strings(const std::vector<std::string>& v) {
    Json a = Json::array();
    for (const auto& s : v) a.push_back(s);
    return a;
}

Json InfluenceCounts(const std::vector<std::string>& codes, std::array<int, kNumInfluenceTypes>& used) {
    std::map<std::string, int> counts;
    for (const auto& c : codes) {
        const auto t = ParseInfluence(c);
        REQUIRE_MESSAGE(t.has_value(), "compact position: bad influence code " << c);
        ++counts[c];
        ++used[static_cast<std::size_t>(*t)];
    }
    Json o = Json::object();
    for (const auto& [code, n] : counts) o[code] = n;
    return o;
}

}  // namespace

std::string Expand(std::string_view compact) {
    Json in;
    try {
        in = Json::parse(compact);
    } catch (const std::exception& e) {
        FAIL("compact position is not JSON: " << e.what() << "\n" << compact);
    }
    static const std::set<std::string> kKeys = {
        "seats",       "options",    "round",        "step",     "start_player",   "rng",
        "players",     "gangsters",  "idle",         "business", "market",         "business_deck",
        "order_decks", "discard_up", "discard_down", "seen",     "influence_deck", "influence_discard",
        "monopolies",  "cursor",     "bank_balance"};
    for (auto it = in.begin(); it != in.end(); ++it) {
        REQUIRE_MESSAGE(kKeys.count(it.key()) != 0, "compact position: unknown key " << it.key());
    }
    const std::vector<std::string> seats = in.contains("seats") ? WordsAt(in, "seats") : Words("Y G R");
    Placed placed;
    std::array<int, kNumInfluenceTypes> influence_used{};

    // ---- gangsters
    Json gangsters = Json::object();
    const Json given_g = in.value("gangsters", Json::object());
    std::map<std::string, Json> attached_by_gangster;
    const std::string idle = in.value("idle", std::string("active"));
    for (const auto& letter : seats) {
        const Family f = FamilyOfLetter(letter);
        for (int slot = 0; slot < kGangstersPerFamily; ++slot) {
            const std::string code = GangsterCode(MakeGangster(f, slot));
            Json g = Json::object();
            if (!given_g.contains(code)) {
                g["status"] = slot < kStartGangsters ? idle : "aside";
                gangsters[code] = g;
                continue;
            }
            const auto w = Words(given_g[code].get<std::string>());
            REQUIRE_MESSAGE(!w.empty(), "compact position: empty gangster text for " << code);
            std::size_t next = 1;
            if (w[0] == "order" || w[0] == "purchase") {
                REQUIRE_MESSAGE(w.size() >= 2, "compact position: " << code << " " << w[0] << " needs a card");
                g["status"] = "active";
                g[w[0]] = w[1];
                placed.Take(w[1]);
                next = 2;
            } else if (w[0] == "killed") {
                REQUIRE_MESSAGE(w.size() >= 2, "compact position: " << code << " killed needs the killer");
                g["status"] = "killed";
                g["killer"] = w[1];
                next = 2;
            } else {
                g["status"] = w[0];
            }
            std::vector<std::string> att(w.begin() + static_cast<std::ptrdiff_t>(next), w.end());
            std::sort(att.begin(), att.end());
            if (!att.empty()) {
                for (const auto& a : att) {
                    const auto t = ParseInfluence(a);
                    REQUIRE_MESSAGE(t.has_value(), "compact position: bad attachment " << a << " on " << code);
                    ++influence_used[static_cast<std::size_t>(*t)];
                }
                g["attached"] = Strings(att);
            }
            gangsters[code] = g;
        }
    }
    for (auto it = given_g.begin(); it != given_g.end(); ++it) {
        REQUIRE_MESSAGE(gangsters.contains(it.key()), "compact position: gangster " << it.key() << " not seated");
    }

    // ---- business state (markers count against the placing seat's supply)
    Json business_state = Json::object();
    std::map<std::string, int> markers_placed;
    const Json given_b = in.value("business", Json::object());
    for (auto it = given_b.begin(); it != given_b.end(); ++it) {
        Json st = Json::object();
        Json markers = Json::object();
        for (const auto& w : Words(it.value().get<std::string>())) {
            if (w == "deactivated") {
                st["deactivated"] = true;
            } else if (w == "used") {
                st["ability_used"] = true;
            } else {
                FamilyOfLetter(w);
                markers[w] = markers.value(w, 0) + 1;
                ++markers_placed[w];
            }
        }
        if (!markers.empty()) st["markers"] = markers;
        business_state[it.key()] = st;
    }

    // ---- players
    Json players = Json::object();
    const Json given_p = in.value("players", Json::object());
    std::map<std::string, std::vector<std::string>> displays;
    std::int64_t money = 0;
    for (const auto& letter : seats) {
        const Json p = given_p.value(letter, Json::object());
        Json out = Json::object();
        out["cash"] = p.value("cash", kStartCash);
        out["laundered"] = p.value("laundered", 0);
        money += out["cash"].get<int>() + out["laundered"].get<int>();
        out["markers"] = p.value("markers", kDealMarkers - markers_placed[letter]);
        const auto hand = WordsAt(p, "hand");
        for (const auto& o : hand) placed.Take(o);
        out["hand"] = Strings(hand);
        out["influence"] =
            InfluenceCounts(p.contains("influence") ? WordsAt(p, "influence") : Words("HL IF IT"), influence_used);
        std::vector<std::string> display;
        if (p.contains("businesses")) {
            display = WordsAt(p, "businesses");
        } else {
            for (BusinessId b : StartBusinesses(FamilyOfLetter(letter))) {
                if (b != kNoBusiness) display.push_back(BusinessCode(b));
            }
        }
        for (const auto& b : display) placed.Take(b);
        displays[letter] = display;
        out["businesses"] = Strings(display);
        out["drawn"] = Strings(WordsAt(p, "drawn"));
        std::array<int, kNumInfluenceTypes> ignored{};
        out["influence_drawn"] = InfluenceCounts(WordsAt(p, "influence_drawn"), ignored);
        for (auto it = p.begin(); it != p.end(); ++it) {
            static const std::set<std::string> kPlayerKeys = {"cash",      "laundered",  "markers", "hand",
                                                              "influence", "businesses", "drawn",   "influence_drawn"};
            REQUIRE_MESSAGE(kPlayerKeys.count(it.key()) != 0, "compact position: unknown player key " << it.key());
        }
        players[letter] = out;
    }

    // ---- order cards: discards, then decks (named tops, the rest below in index order)
    const auto discard_up = WordsAt(in, "discard_up");
    const auto discard_down = WordsAt(in, "discard_down");
    for (const auto& o : discard_up) placed.Take(o);
    for (const auto& o : discard_down) placed.Take(o);
    std::array<std::vector<std::string>, kNumRounds> deck_tops;
    for (const auto& o : WordsAt(in, "order_decks")) {
        const auto id = ParseOrder(o);
        REQUIRE_MESSAGE(id.has_value(), "compact position: bad order code " << o);
        placed.Take(o);
        deck_tops[static_cast<std::size_t>(Order(*id).round - 1)].push_back(o);
    }
    Json order_decks = Json::array();
    for (int r = 0; r < kNumRounds; ++r) {
        std::vector<std::string> deck;  // bottom -> top
        for (int o = 0; o < kNumOrders; ++o) {
            const std::string code = OrderCode(static_cast<OrderId>(o));
            if (Order(static_cast<OrderId>(o)).round == r + 1 && !placed.Has(code)) deck.push_back(code);
        }
        const auto& top = deck_tops[static_cast<std::size_t>(r)];
        for (auto it = top.rbegin(); it != top.rend(); ++it) deck.push_back(*it);
        order_decks.push_back(Strings(deck));
    }

    // ---- business cards: market, deck
    std::vector<std::string> market = WordsAt(in, "market");
    for (const auto& b : market) {
        if (b != "-") placed.Take(b);
    }
    const auto deck_top = WordsAt(in, "business_deck");
    for (const auto& b : deck_top) placed.Take(b);
    std::vector<std::string> free_cards;
    for (int b = 0; b < kNumBusinesses; ++b) {
        const std::string code = BusinessCode(static_cast<BusinessId>(b));
        if (!placed.Has(code)) free_cards.push_back(code);
    }
    std::size_t next_free = 0;
    if (!in.contains("market")) {
        while (market.size() < static_cast<std::size_t>(kMarketSize) && next_free < free_cards.size()) {
            market.push_back(free_cards[next_free++]);
        }
    }
    REQUIRE_MESSAGE(market.size() == static_cast<std::size_t>(kMarketSize), "compact position: market needs 4 slots");
    Json market_json = Json::array();
    for (const auto& b : market) market_json.push_back(b == "-" ? Json(nullptr) : Json(b));
    std::vector<std::string> business_deck(free_cards.begin() + static_cast<std::ptrdiff_t>(next_free),
                                           free_cards.end());
    for (auto it = deck_top.rbegin(); it != deck_top.rend(); ++it) business_deck.push_back(*it);

    // ---- influence: hands and attachments counted above; discard; deck (named top, rest below)
    const Json influence_discard = InfluenceCounts(WordsAt(in, "influence_discard"), influence_used);
    const auto influence_top = WordsAt(in, "influence_deck");
    std::array<int, kNumInfluenceTypes> top_used{};
    InfluenceCounts(influence_top, top_used);
    std::vector<std::string> influence_deck;
    for (int t = 0; t < kNumInfluenceTypes; ++t) {
        const auto type = static_cast<Influence>(t);
        const int rest = InfluenceCard(type).copies - influence_used[static_cast<std::size_t>(t)] -
                         top_used[static_cast<std::size_t>(t)];
        REQUIRE_MESSAGE(rest >= 0, "compact position: too many " << InfluenceCode(type) << " cards");
        for (int k = 0; k < rest; ++k) influence_deck.push_back(InfluenceCode(type));
    }
    for (auto it = influence_top.rbegin(); it != influence_top.rend(); ++it) influence_deck.push_back(*it);

    // ---- monopolies (§4.5): >= 2 active of the type and more than all other seats' active ones together
    Json monopolies = Json::object();
    if (in.contains("monopolies")) {
        monopolies = in["monopolies"];
    } else {
        const std::array<std::pair<const char*, BusinessType>, 3> kinds = {{{"prostitution", BusinessType::kPimp},
                                                                            {"drugs", BusinessType::kDrugDealer},
                                                                            {"lending", BusinessType::kMoneyLender}}};
        for (const auto& [name, type] : kinds) {
            std::map<std::string, int> active;
            int total = 0;
            for (const auto& [letter, display] : displays) {
                for (const auto& code : display) {
                    const auto b = ParseBusiness(code);
                    REQUIRE_MESSAGE(b.has_value(), "compact position: bad business code " << code);
                    const bool off = given_b.contains(code) &&
                                     given_b[code].get<std::string>().find("deactivated") != std::string::npos;
                    if (TypeOf(*b) == type && !off) {
                        ++active[letter];
                        ++total;
                    }
                }
            }
            Json holder = nullptr;
            for (const auto& [letter, n] : active) {
                if (n >= 2 && n > total - n) holder = letter;
            }
            monopolies[name] = holder;
        }
    }

    Json out = Json::object();
    out["format"] = "lacosanostra-position/1";
    out["options"] = in.value("options", Json::object());
    out["seats"] = Strings(seats);
    out["round"] = in.value("round", 1);
    out["step"] = in.value("step", std::string("planning"));
    out["start_player"] = in.value("start_player", seats.front());
    out["rng"] = in.value("rng", std::string("0000000000000000"));
    out["bank_balance"] = in.value("bank_balance", money - 2 * static_cast<std::int64_t>(seats.size()));
    out["players"] = players;
    out["gangsters"] = gangsters;
    out["business_state"] = business_state;
    out["order_decks"] = order_decks;
    out["discard_up"] = Strings(discard_up);
    out["discard_down"] = Strings(discard_down);
    out["seen"] = in.value("seen", Json::object());
    out["business_deck"] = Strings(business_deck);
    out["market"] = market_json;
    out["influence_deck"] = Strings(influence_deck);
    out["influence_discard"] = influence_discard;
    out["monopolies"] = monopolies;
    out["cursor"] = in.value("cursor", Json::object());
    return out.dump(1);
}

State Build(std::string_view compact) {
    const std::string json = Expand(compact);
    auto s = ParsePosition(json);
    REQUIRE_MESSAGE(s.ok(), "ParsePosition refused the test position: " << s.error() << "\n" << json);
    return *s;
}

State Play(State s, std::string_view actions) {
    for (std::string_view text : SplitMoveList(actions)) {
        INFO("action: " << text);
        INFO("state before it: " << PositionToJson(s));
        auto m = ParseMove(s, text);
        REQUIRE_MESSAGE(m.ok(), "'" << text << "' does not parse here: " << m.error());
        const Refusal r = ApplyInPlace(s, *m);
        REQUIRE_MESSAGE(r.ok(), "'" << text << "' refused: " << RefusalText(r));
        const std::string broken = CheckInvariants(s);
        REQUIRE_MESSAGE(broken.empty(), "after '" << text << "': " << broken);
    }
    return s;
}

Refusal RefusalOf(const State& s, std::string_view action) {
    INFO("action: " << action);
    INFO("state: " << PositionToJson(s));
    auto m = ParseMove(s, action);
    REQUIRE_MESSAGE(m.ok(), "bad action '" << action << "': " << m.error());
    State copy = s;
    const Refusal r = ApplyInPlace(copy, *m);
    CHECK_MESSAGE(!r.ok(), "'" << action << "' should be refused");
    CHECK_MESSAGE(copy == s, "refusing '" << action << "' changed the state");
    return r;
}

std::string Refused(const State& s, std::string_view action) { return RefusalText(RefusalOf(s, action)); }

bool Accepted(const State& s, std::string_view action) {
    auto m = ParseMove(s, action);
    REQUIRE_MESSAGE(m.ok(), "bad action '" << action << "': " << m.error());
    State copy = s;
    return ApplyInPlace(copy, *m).ok();
}

std::vector<std::string> Legal(const State& s) {
    MoveList list;
    LegalMoves(s, list);
    std::vector<std::string> out;
    for (const Move& m : list) out.push_back(ToString(s, m));
    return out;
}

std::vector<std::string> LegalStartingWith(const State& s, std::string_view prefix) {
    std::vector<std::string> out;
    for (auto& t : Legal(s)) {
        if (t.compare(0, prefix.size(), prefix) == 0) out.push_back(t);
    }
    return out;
}

bool IsLegal(const State& s, std::string_view action) {
    const auto all = Legal(s);
    return std::find(all.begin(), all.end(), std::string(action)) != all.end();
}

std::string StepName(const State& s) { return lcn::StepName(s.step); }

Seat SeatOf(const State& s, char letter) {
    for (int p = 0; p < s.players; ++p) {
        if (SeatLetterOf(s.player[static_cast<std::size_t>(p)].family) == letter) return static_cast<Seat>(p);
    }
    FAIL("seat " << letter << " is not in the game");
    return kNoSeat;
}

int Cash(const State& s, char letter) { return s.player[SeatOf(s, letter)].cash; }
int Laundered(const State& s, char letter) { return s.player[SeatOf(s, letter)].laundered; }
int Markers(const State& s, char letter) { return s.player[SeatOf(s, letter)].markers_in_supply; }

namespace {
std::string SeatName(const State& s, std::uint8_t seat) {
    if (seat >= s.players) return "?";
    return std::string(1, SeatLetterOf(s.player[seat].family));
}
}  // namespace

std::string Where(const State& s, std::string_view code) {
    if (const auto o = ParseOrder(code)) {
        const OrderPlace& p = s.orders[*o];
        switch (p.zone) {
            case OrderZone::kDeck: return "deck";
            case OrderZone::kHand: return "hand " + SeatName(s, p.holder);
            case OrderZone::kOnGangster: return "on " + GangsterCode(p.holder);
            case OrderZone::kDiscardUp: return "discard_up";
            case OrderZone::kDiscardDown: return "discard_down";
        }
    }
    if (const auto b = ParseBusiness(code)) {
        const BusinessPlace& p = s.businesses[*b];
        switch (p.zone) {
            case BusinessZone::kDeck: return "deck";
            case BusinessZone::kMarket: return "market";
            case BusinessZone::kDisplay: return (p.deactivated ? "deactivated " : "display ") + SeatName(s, p.holder);
            case BusinessZone::kOnGangster: return "on " + GangsterCode(p.holder);
        }
    }
    if (const auto g = ParseGangster(code)) {
        const GangsterPlace& p = s.gangsters[*g];
        switch (p.status) {
            case GangsterStatus::kUnused: return "unused";
            case GangsterStatus::kAside: return "aside";
            case GangsterStatus::kActive: return "active";
            case GangsterStatus::kDeactivated: return "deactivated";
            case GangsterStatus::kKilled: return "killed by " + SeatName(s, p.killer);
        }
    }
    FAIL("Where: unknown code " << code);
    return "";
}

int MarkersOn(const State& s, std::string_view business, char letter) {
    const auto b = ParseBusiness(business);
    REQUIRE_MESSAGE(b.has_value(), "bad business code " << business);
    return s.businesses[*b].markers[SeatOf(s, letter)];
}

}  // namespace lcn::test
