// ParsePosition: lacosanostra-position/1 (docs/lacosanostra-notation.md §4), strict. Every refusal names the
// field ("players.Y.cash") and the problem; nothing is guessed except the documented defaults; the result
// must pass CheckInvariants. Parsed without exceptions (the wasm build has none).
#include <algorithm>
#include <initializer_list>

#include "common/json_text.h"
#include "common/text.h"
#include "lacosanostra/invariants.h"
#include "lacosanostra/notation.h"
#include "lacosanostra/position_text.h"
#include "lacosanostra/steps.h"

namespace lcn {

namespace {

using Json = nlohmann::ordered_json;
using namespace detail;

constexpr std::size_t kMaxPositionBytes = 1u << 20;
constexpr std::int64_t kMaxMoney = 1000000;

using common::Quote;

std::string Sub(const std::string& path, std::string_view key) { return path + "." + std::string(key); }
std::string At(const std::string& path, std::size_t i) { return path + "[" + std::to_string(i) + "]"; }

class Reader {
public:
    explicit Reader(const Json& root) : root_(root) {}

    Result<State> Read() {
        if (!root_.is_object()) return Error("a position must be a JSON object");
        if (!Keys(root_, "",
                  {"format",
                   "options",
                   "seats",
                   "round",
                   "step",
                   "start_player",
                   "rng",
                   "bank_balance",
                   "players",
                   "gangsters",
                   "business_state",
                   "order_decks",
                   "discard_up",
                   "discard_down",
                   "seen",
                   "business_deck",
                   "market",
                   "influence_deck",
                   "influence_discard",
                   "monopolies",
                   "cursor"}))
            return Failed();
        const Json* format = Need(root_, "", "format");
        if (!format) return Failed();
        if (!format->is_string() || format->get_ref<const std::string&>() != kPositionFormat)
            return Error(std::string("field 'format' must be \"") + kPositionFormat + "\"");
        if (!(ReadOptions() && ReadSeats() && ReadHeader() && ReadPlayers() && ReadGangsters() && ReadBusinessState() &&
              ReadOrderPiles() && ReadSeen() && ReadBusinessPiles() && ReadInfluence() && ReadMonopolies() &&
              ReadCursor() && EverythingPlaced() && LayOutMarket()))
            return Failed();
        if (std::string broken = CheckInvariants(s_); !broken.empty()) return Error("inconsistent: " + broken);
        return s_;
    }

private:
    // ---- plumbing: the first problem wins
    Result<State> Failed() const { return Result<State>::Error("bad position: " + error_); }
    Result<State> Error(std::string why) {
        Fail(std::move(why));
        return Failed();
    }
    bool Fail(std::string why) {
        if (error_.empty()) error_ = std::move(why);
        return false;
    }
    // "field 'cash' must be ...", or with a colon when the reason starts with the offending value or a code.
    bool Bad(const std::string& field, const std::string& why) {
        const bool verb = !why.empty() && why[0] >= 'a' && why[0] <= 'z';
        return Fail("field '" + field + "'" + (verb ? " " : ": ") + why);
    }

    bool Keys(const Json& obj, const std::string& path, std::initializer_list<const char*> known) {
        if (!obj.is_object()) return Bad(path.empty() ? "(top)" : path, "must be an object");
        for (auto it = obj.begin(); it != obj.end(); ++it) {
            if (std::none_of(known.begin(), known.end(), [&](const char* k) { return it.key() == k; }))
                return Fail("unknown field " + Quote(path.empty() ? it.key() : Sub(path, it.key())));
        }
        return true;
    }
    static std::string Name(const std::string& path, const char* key) { return path.empty() ? key : Sub(path, key); }
    const Json* Need(const Json& obj, const std::string& path, const char* key) {
        auto it = obj.find(key);
        if (it == obj.end()) {
            Bad(Name(path, key), "is missing");
            return nullptr;
        }
        return &*it;
    }
    static const Json* Maybe(const Json& obj, const char* key) {
        auto it = obj.find(key);
        return it == obj.end() ? nullptr : &*it;
    }

    bool Int(const Json& j, const std::string& field, std::int64_t lo, std::int64_t hi, std::int64_t& out) {
        bool ok = false;
        if (j.is_number_unsigned()) {
            const auto v = j.get<std::uint64_t>();
            ok = v <= static_cast<std::uint64_t>(hi) && static_cast<std::int64_t>(v) >= lo;
            out = ok ? static_cast<std::int64_t>(v) : 0;
        } else if (j.is_number_integer()) {
            out = j.get<std::int64_t>();
            ok = out >= lo && out <= hi;
        }
        if (!ok) return Bad(field, "must be an integer from " + std::to_string(lo) + " to " + std::to_string(hi));
        return true;
    }
    template <typename T>
    bool IntTo(const Json& j, const std::string& field, std::int64_t lo, std::int64_t hi, T& out) {
        std::int64_t v = 0;
        if (!Int(j, field, lo, hi, v)) return false;
        out = static_cast<T>(v);
        return true;
    }
    bool Bool(const Json& j, const std::string& field, bool& out) {
        if (!j.is_boolean()) return Bad(field, "must be true or false");
        out = j.get<bool>();
        return true;
    }
    bool String(const Json& j, const std::string& field, std::string_view& out, const char* what) {
        if (!j.is_string()) return Bad(field, std::string("must be ") + what);
        out = j.get_ref<const std::string&>();
        return true;
    }
    bool Array(const Json& j, const std::string& field, std::size_t max, const char* what) {
        if (!j.is_array()) return Bad(field, std::string("must be a list of ") + what);
        if (j.size() > max)
            return Bad(field,
                       "lists " + std::to_string(j.size()) + " entries; at most " + std::to_string(max) + " fit");
        return true;
    }

    bool SeatCode(const Json& j, const std::string& field, Seat& out, bool nullable) {
        if (nullable && j.is_null()) {
            out = kNoSeat;
            return true;
        }
        std::string_view v;
        if (!String(j, field, v, nullable ? "a seat letter or null" : "a seat letter")) return false;
        for (Seat p = 0; p < s_.players; ++p) {
            if (v.size() == 1 && SeatLetterOf(s_.player[p].family) == v[0]) {
                out = p;
                return true;
            }
        }
        return Bad(field, Quote(v) + " is not a seat of this game");
    }
    bool SeatBits(const Json& j, const std::string& field, std::uint8_t& out) {
        if (!Array(j, field, kMaxPlayers, "seat letters")) return false;
        out = 0;
        for (std::size_t i = 0; i < j.size(); ++i) {
            Seat p = kNoSeat;
            if (!SeatCode(j[i], At(field, i), p, false)) return false;
            if (out >> p & 1u) return Bad(At(field, i), "names a seat twice");
            out = static_cast<std::uint8_t>(out | 1u << p);
        }
        return true;
    }
    bool OrderCode(const Json& j, const std::string& field, OrderId& out) {
        std::string_view v;
        if (!String(j, field, v, "an order card code")) return false;
        auto o = ParseOrder(v);
        if (!o) return Bad(field, Quote(v) + " is not an order card code");
        out = *o;
        return true;
    }
    bool BusinessCodeOf(const Json& j, const std::string& field, BusinessId& out) {
        std::string_view v;
        if (!String(j, field, v, "a business card code")) return false;
        auto b = ParseBusiness(v);
        if (!b) return Bad(field, Quote(v) + " is not a business card code");
        out = *b;
        return true;
    }
    bool GangsterCodeOf(const Json& j, const std::string& field, GangsterId& out, bool nullable) {
        if (nullable && j.is_null()) {
            out = kNoGangster;
            return true;
        }
        std::string_view v;
        if (!String(j, field, v, "a gangster code")) return false;
        auto g = ParseGangster(v);
        if (!g) return Bad(field, Quote(v) + " is not a gangster code");
        out = *g;
        return true;
    }
    bool StepCode(const Json& j, const std::string& field, Step& out, bool nullable) {
        if (nullable && j.is_null()) {
            out = Step::kOver;
            return true;
        }
        std::string_view v;
        if (!String(j, field, v, "a step name") || !ParseStepName(v, out))
            return Bad(field, "must be a step name (notation §3)");
        return true;
    }
    bool InfluenceCounts(const Json& j, const std::string& field, std::array<std::uint8_t, kNumInfluenceTypes>& out) {
        if (!j.is_object()) return Bad(field, "must be an object of influence type counts");
        for (auto it = j.begin(); it != j.end(); ++it) {
            auto t = ParseInfluence(it.key());
            if (!t) return Bad(Sub(field, it.key()), "is not an influence type (IF SP NA HL SA MP AB IT)");
            if (!IntTo(it.value(), Sub(field, it.key()), 0, InfluenceCard(*t).copies,
                       out[static_cast<std::size_t>(*t)]))
                return false;
        }
        return true;
    }

    // Each physical card has one place; the first place it was seen in is remembered for the message.
    bool PlaceOrder(OrderId o, const std::string& field) {
        std::string& where = order_where_[o];
        if (!where.empty())
            return Fail("card " + lcn::OrderCode(o) + " is in two places: '" + where + "' and '" + field + "'");
        where = field;
        return true;
    }
    bool PlaceBusiness(BusinessId b, const std::string& field) {
        std::string& where = business_where_[b];
        if (!where.empty())
            return Fail("card " + lcn::BusinessCode(b) + " is in two places: '" + where + "' and '" + field + "'");
        where = field;
        return true;
    }

    // ---- sections, in the printed order
    bool ReadOptions() {
        const Json* o = Need(root_, "", "options");
        if (!o) return false;
        if (!o->is_object()) return Bad("options", "must be an object (every option may be left out: defaults)");
        for (auto it = o->begin(); it != o->end(); ++it) {
            const auto name =
                std::find_if(kOptionNames.begin(), kOptionNames.end(), [&](const char* n) { return it.key() == n; });
            if (name == kOptionNames.end()) return Fail("unknown field " + Quote(Sub("options", it.key())));
            if (!Bool(it.value(), Sub("options", it.key()),
                      s_.options.*kOptionMembers[static_cast<std::size_t>(name - kOptionNames.begin())]))
                return false;
        }
        return true;
    }

    bool ReadSeats() {
        const Json* j = Need(root_, "", "seats");
        if (!j) return false;
        if (!j->is_array() || j->size() < kMinPlayers || j->size() > kMaxPlayers)
            return Bad("seats", "must list 3 to 5 seat letters (" +
                                    std::string(j->is_array() ? std::to_string(j->size()) + " given" : "not a list") +
                                    ")");
        std::uint8_t families = 0;
        for (std::size_t i = 0; i < j->size(); ++i) {
            std::string_view v;
            if (!String((*j)[i], At("seats", i), v, "a family letter (Y G R V B)")) return false;
            auto f = v.size() == 1 ? ParseFamilyLetter(v[0]) : std::nullopt;
            if (!f) return Bad(At("seats", i), Quote(v) + " is not a family letter (Y G R V B)");
            const auto bit = static_cast<std::uint8_t>(1u << static_cast<unsigned>(*f));
            if (families & bit) return Bad(At("seats", i), "names " + std::string(v) + " twice");
            families = static_cast<std::uint8_t>(families | bit);
            s_.player[i].family = *f;
        }
        s_.players = static_cast<std::uint8_t>(j->size());
        // RB 108: "Wenn ihr das Spiel zum ersten Mal spielt, sollten die Bosse Gelb, Gruen und Rot ... im Spiel
        // sein" - the families never change, so a position breaking it is refused at any point of the game.
        constexpr std::uint8_t kFirstGame = (1u << static_cast<unsigned>(Family::kBlundetto)) |
                                            (1u << static_cast<unsigned>(Family::kDiMaggio)) |
                                            (1u << static_cast<unsigned>(Family::kCalmuti));
        if (s_.options.first_game_families && (families & kFirstGame) != kFirstGame)
            return Bad("seats",
                       "must include Y, G and R: the first game plays Blundetto, DiMaggio and Calmuti "
                       "(option first_game_families, RB 108)");
        return true;
    }

    bool ReadHeader() {
        const Json* round = Need(root_, "", "round");
        const Json* step = round ? Need(root_, "", "step") : nullptr;
        const Json* start = step ? Need(root_, "", "start_player") : nullptr;
        const Json* bank = start ? Need(root_, "", "bank_balance") : nullptr;
        if (!bank) return false;
        if (!IntTo(*round, "round", 1, s_.options.short_game ? 3 : kNumRounds, s_.round)) return false;
        if (!StepCode(*step, "step", s_.step, false) || !SeatCode(*start, "start_player", s_.start_player, false))
            return false;
        if (!IntTo(*bank, "bank_balance", -kMaxMoney, kMaxMoney, s_.bank_balance)) return false;
        if (const Json* rng = Maybe(root_, "rng")) {
            std::string_view v;
            const bool hex = rng->is_string() && (v = rng->get_ref<const std::string&>()).size() == 16 &&
                             v.find_first_not_of("0123456789abcdef") == std::string_view::npos;
            if (!hex) return Bad("rng", "must be exactly 16 lower-case hex digits");
            std::uint64_t rng_state = 0;
            for (char ch : v)
                rng_state = rng_state << 4 | static_cast<std::uint64_t>(ch <= '9' ? ch - '0' : ch - 'a' + 10);
            s_.rng = rng_state;
        }
        return true;
    }

    bool ReadPlayers() {
        const Json* j = Need(root_, "", "players");
        if (!j) return false;
        if (!j->is_object()) return Bad("players", "must be an object with one entry per seat");
        for (auto it = j->begin(); it != j->end(); ++it) {
            Seat p = kNoSeat;
            if (!SeatCode(Json(it.key()), "players." + it.key(), p, false)) return false;
            if (!ReadPlayer(it.value(), p, "players." + it.key())) return false;
        }
        for (Seat p = 0; p < s_.players; ++p) {
            const std::string letter(1, SeatLetterOf(s_.player[p].family));
            if (!j->contains(letter)) return Bad("players." + letter, "is missing");
        }
        return true;
    }

    bool ReadPlayer(const Json& j, Seat p, const std::string& path) {
        if (!Keys(j, path,
                  {"cash", "laundered", "markers", "hand", "influence", "businesses", "drawn", "influence_drawn"}))
            return false;
        Player& pl = s_.player[p];
        const Json *cash = Need(j, path, "cash"), *laundered = cash ? Need(j, path, "laundered") : nullptr,
                   *markers = laundered ? Need(j, path, "markers") : nullptr,
                   *hand = markers ? Need(j, path, "hand") : nullptr,
                   *influence = hand ? Need(j, path, "influence") : nullptr,
                   *businesses = influence ? Need(j, path, "businesses") : nullptr;
        if (!businesses) return false;
        if (!IntTo(*cash, Sub(path, "cash"), 0, kMaxMoney, pl.cash) ||
            !IntTo(*laundered, Sub(path, "laundered"), 0, kMaxMoney, pl.laundered) ||
            !IntTo(*markers, Sub(path, "markers"), 0, kDealMarkers, pl.markers_in_supply))
            return false;
        const std::string hand_path = Sub(path, "hand");
        if (!Array(*hand, hand_path, kNumOrders, "order card codes")) return false;
        for (std::size_t i = 0; i < hand->size(); ++i) {
            OrderId o = kNoOrder;
            if (!OrderCode((*hand)[i], At(hand_path, i), o) || !PlaceOrder(o, hand_path)) return false;
            s_.orders[o].zone = OrderZone::kHand;
            s_.orders[o].holder = p;
        }
        if (!InfluenceCounts(*influence, Sub(path, "influence"), pl.influence)) return false;
        const std::string display = Sub(path, "businesses");
        if (!Array(*businesses, display, kNumBusinesses, "business card codes")) return false;
        for (std::size_t i = 0; i < businesses->size(); ++i) {
            BusinessId b = kNoBusiness;
            if (!BusinessCodeOf((*businesses)[i], At(display, i), b) || !PlaceBusiness(b, display)) return false;
            s_.businesses[b].zone = BusinessZone::kDisplay;
            s_.businesses[b].holder = p;
        }
        if (const Json* drawn = Maybe(j, "drawn")) {
            const std::string field = Sub(path, "drawn");
            if (!Array(*drawn, field, kNumOrders, "order card codes")) return false;
            for (std::size_t i = 0; i < drawn->size(); ++i) {
                OrderId o = kNoOrder;
                if (!OrderCode((*drawn)[i], At(field, i), o)) return false;
                if (s_.orders[o].zone != OrderZone::kHand || s_.orders[o].holder != p || order_where_[o] != hand_path)
                    return Bad(At(field, i), lcn::OrderCode(o) + " is not in this seat's hand");
                if (s_.orders[o].drawn_this_phase) return Bad(At(field, i), "lists " + lcn::OrderCode(o) + " twice");
                s_.orders[o].drawn_this_phase = true;
            }
        }
        if (const Json* drawn = Maybe(j, "influence_drawn")) {
            if (!InfluenceCounts(*drawn, Sub(path, "influence_drawn"), pl.influence_drawn)) return false;
            for (std::size_t t = 0; t < kNumInfluenceTypes; ++t) {
                if (pl.influence_drawn[t] > pl.influence[t])
                    return Bad(Sub(path, "influence_drawn"), std::string("counts more ") +
                                                                 InfluenceCode(static_cast<Influence>(t)) +
                                                                 " than the hand holds");
            }
        }
        return true;
    }

    bool ReadGangsters() {
        const Json* j = Need(root_, "", "gangsters");
        if (!j) return false;
        if (!j->is_object()) return Bad("gangsters", "must be an object keyed by gangster code");
        for (auto it = j->begin(); it != j->end(); ++it) {
            const std::string path = "gangsters." + it.key();
            auto g = ParseGangster(it.key());
            if (!g) return Bad(path, "is not a gangster code");
            s_.gangsters[*g].owner = FamilySeat(s_, FamilyOf(*g));  // the default of `owner`
            if (s_.gangsters[*g].owner == kNoSeat)
                return Bad(path, "is a gangster of a family no seat plays (leave it out)");
            if (!ReadGangster(it.value(), *g, path)) return false;
        }
        for (Seat p = 0; p < s_.players; ++p) {
            for (int slot = 0; slot < kGangstersPerFamily; ++slot) {
                const GangsterId g = MakeGangster(s_.player[p].family, slot);
                if (s_.gangsters[g].status == GangsterStatus::kUnused)
                    return Bad("gangsters." + GangsterCode(g), "is missing");
            }
        }
        return true;
    }

    bool ReadGangster(const Json& j, GangsterId g, const std::string& path) {
        if (!Keys(j, path, {"status", "killer", "owner", "order", "purchase", "attached"})) return false;
        GangsterPlace& gp = s_.gangsters[g];
        const Json* status = Need(j, path, "status");
        if (!status) return false;
        std::string_view v;
        if (!String(*status, Sub(path, "status"), v, "active, deactivated, aside or killed")) return false;
        const auto it =
            std::find_if(kStatusNames.begin() + 1, kStatusNames.end(), [&](const char* n) { return v == n; });
        if (it == kStatusNames.end()) return Bad(Sub(path, "status"), "must be active, deactivated, aside or killed");
        gp.status = static_cast<GangsterStatus>(it - kStatusNames.begin());
        const Json* killer = Maybe(j, "killer");
        if ((killer != nullptr) != (gp.status == GangsterStatus::kKilled))
            return Bad(Sub(path, "killer"), killer ? "is given only with status killed" : "is missing (status killed)");
        if (killer && !SeatCode(*killer, Sub(path, "killer"), gp.killer, false)) return false;
        if (const Json* owner = Maybe(j, "owner")) {
            const Seat family_seat = gp.owner;
            if (!SeatCode(*owner, Sub(path, "owner"), gp.owner, false)) return false;
            if (gp.status == GangsterStatus::kAside && gp.owner != family_seat)
                return Bad(Sub(path, "owner"), "must be the family's seat for a gangster aside (D44)");
        }
        const Json* order = Maybe(j, "order");
        const Json* purchase = Maybe(j, "purchase");
        if ((order || purchase) && gp.status != GangsterStatus::kActive)
            return Bad(Sub(path, order ? "order" : "purchase"), "is only possible on an active gangster");
        if (order && purchase)
            return Bad(Sub(path, "purchase"), "cannot lie beside an order (one assignment per gangster)");
        if (order) {
            OrderId o = kNoOrder;
            if (!OrderCode(*order, Sub(path, "order"), o) || !PlaceOrder(o, Sub(path, "order"))) return false;
            s_.orders[o].zone = OrderZone::kOnGangster;
            s_.orders[o].holder = g;
            gp.assignment = Assignment::kOrder;
            gp.card = o;
        }
        if (purchase) {
            BusinessId b = kNoBusiness;
            if (!BusinessCodeOf(*purchase, Sub(path, "purchase"), b) || !PlaceBusiness(b, Sub(path, "purchase")))
                return false;
            s_.businesses[b].zone = BusinessZone::kOnGangster;
            s_.businesses[b].holder = g;
            gp.assignment = Assignment::kPurchase;
            gp.card = b;
        }
        if (const Json* attached = Maybe(j, "attached")) {
            const std::string field = Sub(path, "attached");
            if (!Array(*attached, field, kAttachments.size(), "AB, HL, MP, SA")) return false;
            if (!attached->empty() && gp.status == GangsterStatus::kAside)
                return Bad(field, "is not possible on a gangster aside");
            for (std::size_t i = 0; i < attached->size(); ++i) {
                std::string_view code;
                if (!String((*attached)[i], At(field, i), code, "AB, HL, MP or SA")) return false;
                const auto a = std::find_if(kAttachments.begin(), kAttachments.end(),
                                            [&](const auto& e) { return code == InfluenceCode(e.second); });
                if (a == kAttachments.end())
                    return Bad(At(field, i), Quote(code) + " cannot be attached (AB, HL, MP, SA)");
                if (gp.attached & a->first) return Bad(At(field, i), "attaches " + std::string(code) + " twice");
                gp.attached = static_cast<std::uint8_t>(gp.attached | a->first);
            }
        }
        return true;
    }

    bool ReadBusinessState() {
        const Json* j = Need(root_, "", "business_state");
        if (!j) return false;
        if (!j->is_object()) return Bad("business_state", "must be an object keyed by business code");
        for (auto it = j->begin(); it != j->end(); ++it) {
            const std::string path = "business_state." + it.key();
            auto b = ParseBusiness(it.key());
            if (!b) return Bad(path, "is not a business card code");
            if (!Keys(it.value(), path, {"deactivated", "ability_used", "markers"})) return false;
            BusinessPlace& bp = s_.businesses[*b];
            if (const Json* d = Maybe(it.value(), "deactivated");
                d && !Bool(*d, Sub(path, "deactivated"), bp.deactivated))
                return false;
            if (const Json* a = Maybe(it.value(), "ability_used");
                a && !Bool(*a, Sub(path, "ability_used"), bp.ability_used))
                return false;
            if (const Json* m = Maybe(it.value(), "markers")) {
                const std::string field = Sub(path, "markers");
                if (!m->is_object()) return Bad(field, "must map seat letters to marker counts");
                for (auto mk = m->begin(); mk != m->end(); ++mk) {
                    Seat p = kNoSeat;
                    if (!SeatCode(Json(mk.key()), Sub(field, mk.key()), p, false)) return false;
                    if (!IntTo(mk.value(), Sub(field, mk.key()), 1, kDealMarkers, bp.markers[p])) return false;
                }
            }
        }
        return true;
    }

    bool OrderPile(const char* name, OrderZone zone) {
        const Json* j = Need(root_, "", name);
        if (!j || !Array(*j, name, kNumOrders, "order card codes")) return false;
        for (std::size_t i = 0; i < j->size(); ++i) {
            OrderId o = kNoOrder;
            if (!OrderCode((*j)[i], At(name, i), o) || !PlaceOrder(o, name)) return false;
            s_.orders[o].zone = zone;
        }
        return true;
    }

    bool ReadOrderPiles() {
        const Json* decks = Need(root_, "", "order_decks");
        if (!decks) return false;
        if (!decks->is_array() || decks->size() != kNumRounds)
            return Bad("order_decks", "must be a list of 4 lists (rounds I-IV)");
        for (std::size_t r = 0; r < kNumRounds; ++r) {
            const std::string field = At("order_decks", r);
            const Json& deck = (*decks)[r];
            if (!Array(deck, field, kRoundDeckSize[r], "order card codes")) return false;
            for (std::size_t i = 0; i < deck.size(); ++i) {
                OrderId o = kNoOrder;
                if (!OrderCode(deck[i], At(field, i), o)) return false;
                if (Order(o).round != r + 1)
                    return Bad(At(field, i),
                               lcn::OrderCode(o) + " belongs to the deck of round " + std::to_string(Order(o).round));
                if (!PlaceOrder(o, field)) return false;
                s_.orders[o].zone = OrderZone::kDeck;
                s_.order_deck[r][i] = o;
            }
            s_.order_deck_size[r] = static_cast<std::uint8_t>(deck.size());
        }
        return OrderPile("discard_up", OrderZone::kDiscardUp) && OrderPile("discard_down", OrderZone::kDiscardDown);
    }

    bool ReadSeen() {
        const Json* j = Need(root_, "", "seen");
        if (!j) return false;
        if (!j->is_object()) return Bad("seen", "must map order card codes to seat lists");
        for (auto it = j->begin(); it != j->end(); ++it) {
            const std::string path = "seen." + it.key();
            auto o = ParseOrder(it.key());
            if (!o) return Bad(path, "is not an order card code");
            const OrderZone z = s_.orders[*o].zone;
            if (order_where_[*o].empty() || (z != OrderZone::kOnGangster && z != OrderZone::kDiscardDown))
                return Bad(path, "is not a face-down card on a gangster or in discard_down");
            if (!SeatBits(it.value(), path, s_.orders[*o].seen_by)) return false;
            if (s_.orders[*o].seen_by == 0) return Bad(path, "lists no seat (leave the card out)");
        }
        return true;
    }

    bool ReadBusinessPiles() {
        const Json* deck = Need(root_, "", "business_deck");
        if (!deck || !Array(*deck, "business_deck", kNumBusinesses, "business card codes")) return false;
        for (std::size_t i = 0; i < deck->size(); ++i) {
            BusinessId b = kNoBusiness;
            if (!BusinessCodeOf((*deck)[i], At("business_deck", i), b) || !PlaceBusiness(b, "business_deck"))
                return false;
            s_.businesses[b].zone = BusinessZone::kDeck;
            s_.business_deck[i] = b;
        }
        s_.business_deck_size = static_cast<std::uint8_t>(deck->size());
        const Json* market = Need(root_, "", "market");
        if (!market) return false;
        s_.market = {kNoBusiness, kNoBusiness, kNoBusiness, kNoBusiness};
        if (market->is_string() && market->get_ref<const std::string&>() == kLayOutMarket) {
            lay_out_market_ = true;  // D55: done by the setup rule once every card is placed
            return true;
        }
        if (!market->is_array() || market->size() != kMarketSize)
            return Bad("market", "must list 4 slots (a code or null each) or be \"lay out\"");
        for (std::size_t i = 0; i < kMarketSize; ++i) {
            s_.market[i] = kNoBusiness;
            if ((*market)[i].is_null()) continue;
            BusinessId b = kNoBusiness;
            if (!BusinessCodeOf((*market)[i], At("market", i), b) || !PlaceBusiness(b, "market")) return false;
            s_.businesses[b].zone = BusinessZone::kMarket;
            s_.market[i] = b;
        }
        return true;
    }

    // D55: "market": "lay out" describes a start before the market is laid out (RB 102, "Zu Beginn"): the
    // setup's rule lays it out from the top of the given business deck, so a written deck order deals exactly.
    bool LayOutMarket() {
        if (!lay_out_market_) return true;
        if (s_.round != 1 || s_.step != Step::kDrawCheck)
            return Bad("market", "can be \"lay out\" only at the start (round 1, step draw_check; RB 102)");
        DealMarket(s_);
        return true;
    }

    bool ReadInfluence() {
        const Json* deck = Need(root_, "", "influence_deck");
        if (!deck || !Array(*deck, "influence_deck", kNumInfluenceCards, "influence type codes")) return false;
        for (std::size_t i = 0; i < deck->size(); ++i) {
            std::string_view v;
            if (!String((*deck)[i], At("influence_deck", i), v, "an influence type code")) return false;
            auto t = ParseInfluence(v);
            if (!t)
                return Bad(At("influence_deck", i), Quote(v) + " is not an influence type (IF SP NA HL SA MP AB IT)");
            s_.influence_deck[i] = *t;
        }
        s_.influence_deck_size = static_cast<std::uint8_t>(deck->size());
        const Json* discard = Need(root_, "", "influence_discard");
        return discard && InfluenceCounts(*discard, "influence_discard", s_.influence_discard);
    }

    bool ReadMonopolies() {
        const Json* j = Need(root_, "", "monopolies");
        if (!j || !Keys(*j, "monopolies", {"prostitution", "drugs", "lending"})) return false;
        for (std::size_t m = 0; m < kMonopolyNames.size(); ++m) {
            const Json* holder = Need(*j, "monopolies", kMonopolyNames[m]);
            if (!holder || !SeatCode(*holder, Sub("monopolies", kMonopolyNames[m]), s_.monopoly_holder[m], true))
                return false;
        }
        return true;
    }

    bool ReadCursor() {
        const Json* j = Need(root_, "", "cursor");
        if (!j ||
            !Keys(*j, "cursor", {"due",           "turn",          "intrigant_queue", "skip_due",    "assignments_left",
                                 "chosen",        "named",         "revealed",        "target",      "target_number",
                                 "num_dice",      "dice",          "reroll_die",      "successes",   "stake",
                                 "price",         "deck_searched", "roll_for",        "roller",      "roller_gangster",
                                 "window",        "claimant",      "claimed",         "trapper",     "trap_gangster",
                                 "attack_foiled", "harm",          "harm_card",       "harm_by",     "robberies",
                                 "resume",        "looker",        "looks_left",      "look_return", "draw_cursor",
                                 "objections"}))
            return false;
        Cursor& c = s_.cur;
        bool ok = true;
        auto seat = [&](const char* key, Seat& out) {
            if (const Json* v = Maybe(*j, key); v && ok) ok = SeatCode(*v, Sub("cursor", key), out, true);
        };
        auto gangster = [&](const char* key, GangsterId& out) {
            if (const Json* v = Maybe(*j, key); v && ok) ok = GangsterCodeOf(*v, Sub("cursor", key), out, true);
        };
        auto step = [&](const char* key, Step& out) {
            if (const Json* v = Maybe(*j, key); v && ok) ok = StepCode(*v, Sub("cursor", key), out, true);
        };
        auto flag = [&](const char* key, bool& out) {
            if (const Json* v = Maybe(*j, key); v && ok) ok = Bool(*v, Sub("cursor", key), out);
        };
        auto number = [&](const char* key, std::int64_t hi, auto& out) {
            if (const Json* v = Maybe(*j, key); v && ok) ok = IntTo(*v, Sub("cursor", key), 0, hi, out);
        };
        auto bits = [&](const char* key, std::uint8_t& out) {
            if (const Json* v = Maybe(*j, key); v && ok) ok = SeatBits(*v, Sub("cursor", key), out);
        };
        seat("due", c.due);
        seat("turn", c.turn);
        bits("intrigant_queue", c.intrigant_queue);
        flag("skip_due", c.skip_due);
        number("assignments_left", 2, c.assignments_left);
        gangster("chosen", c.chosen);
        seat("named", c.named);
        flag("revealed", c.revealed);
        if (const Json* v = Maybe(*j, "target"); v && ok && !v->is_null())
            ok = CardCode(*v, "cursor.target", c.target, TargetIsGangster(s_));
        number("target_number", 6, c.target_number);
        number("num_dice", kMaxDice, c.num_dice);
        if (const Json* v = Maybe(*j, "dice"); v && ok) {
            ok = Array(*v, "cursor.dice", kMaxDice, "die values 1-6");
            for (std::size_t i = 0; ok && i < v->size(); ++i)
                ok = IntTo((*v)[i], At("cursor.dice", i), 1, 6, c.dice[i]);
        }
        number("reroll_die", kMaxDice, c.reroll_die);
        number("successes", kMaxDice, c.successes);
        number("stake", 20, c.stake);
        number("price", 99, c.price);
        flag("deck_searched", c.deck_searched);
        if (const Json* v = Maybe(*j, "roll_for"); v && ok && !v->is_null()) {
            const auto it = std::find_if(kRollForNames.begin() + 1, kRollForNames.end(), [&](const char* n) {
                return v->is_string() && v->get_ref<const std::string&>() == n;
            });
            if (it == kRollForNames.end())
                return Bad("cursor.roll_for", "must be order, trap, robbery, return_fire or null");
            c.roll_for = static_cast<RollFor>(it - kRollForNames.begin());
        }
        seat("roller", c.roller);
        gangster("roller_gangster", c.roller_gangster);
        step("window", c.window);
        seat("claimant", c.claimant);
        bits("claimed", c.claimed);
        seat("trapper", c.trapper);
        gangster("trap_gangster", c.trap_gangster);
        flag("attack_foiled", c.attack_foiled);
        if (const Json* v = Maybe(*j, "harm"); v && ok && !v->is_null()) {
            const auto it = std::find_if(kHarmNames.begin() + 1, kHarmNames.end(), [&](const char* n) {
                return v->is_string() && v->get_ref<const std::string&>() == n;
            });
            if (it == kHarmNames.end()) return Bad("cursor.harm", "must be kill, deactivate or null");
            c.harm = static_cast<Harm>(it - kHarmNames.begin());
        }
        if (const Json* v = Maybe(*j, "harm_card"); v && ok && !v->is_null()) {
            c.harm_to_gangster = v->is_string() && ParseGangster(v->get_ref<const std::string&>()).has_value();
            ok = CardCode(*v, "cursor.harm_card", c.harm_card, c.harm_to_gangster);
        }
        seat("harm_by", c.harm_by);
        if (const Json* v = Maybe(*j, "robberies"); v && ok) ok = ReadRobberies(*v);
        step("resume", c.resume);
        seat("looker", c.looker);
        number("looks_left", 2, c.looks_left);
        step("look_return", c.look_return);
        seat("draw_cursor", c.draw_cursor);
        number("objections", 255, c.objections);
        return ok;
    }

    bool CardCode(const Json& j, const std::string& field, std::uint8_t& out, bool gangster) {
        std::string_view v;
        if (!String(j, field, v, "a card code")) return false;
        if (gangster) {
            auto g = ParseGangster(v);
            if (!g) return Bad(field, Quote(v) + " must be a gangster code here");
            out = *g;
        } else {
            auto b = ParseBusiness(v);
            if (!b) return Bad(field, Quote(v) + " must be a business code here");
            out = *b;
        }
        return true;
    }

    bool ReadRobberies(const Json& j) {
        if (!Array(j, "cursor.robberies", kMaxRobbers, "robbery objects")) return false;
        for (std::size_t i = 0; i < j.size(); ++i) {
            const std::string path = At("cursor.robberies", i);
            if (!Keys(j[i], path, {"robber", "gangster", "successes", "foiled"})) return false;
            Robbery& r = s_.cur.robberies[i];
            const Json *robber = Need(j[i], path, "robber"), *g = robber ? Need(j[i], path, "gangster") : nullptr,
                       *n = g ? Need(j[i], path, "successes") : nullptr,
                       *foiled = n ? Need(j[i], path, "foiled") : nullptr;
            if (!foiled || !SeatCode(*robber, Sub(path, "robber"), r.robber, false) ||
                !GangsterCodeOf(*g, Sub(path, "gangster"), r.gangster, false) ||
                !IntTo(*n, Sub(path, "successes"), 0, kMaxDice, r.successes) ||
                !Bool(*foiled, Sub(path, "foiled"), r.foiled))
                return false;
        }
        s_.cur.num_robberies = static_cast<std::uint8_t>(j.size());
        return true;
    }

    bool EverythingPlaced() {
        for (OrderId o = 0; o < kNumOrders; ++o) {
            if (order_where_[o].empty())
                return Fail("order card " + lcn::OrderCode(o) +
                            " is nowhere (each of the 90 lies in exactly one place)");
        }
        for (BusinessId b = 0; b < kNumBusinesses; ++b) {
            if (business_where_[b].empty())
                return Fail("business card " + lcn::BusinessCode(b) +
                            " is nowhere (each of the 34 lies in exactly one place)");
        }
        return true;
    }

    const Json& root_;
    State s_{};
    std::string error_;
    bool lay_out_market_ = false;
    std::array<std::string, kNumOrders> order_where_;
    std::array<std::string, kNumBusinesses> business_where_;
};

}  // namespace

Result<State> ParsePosition(std::string_view json) {
    if (json.size() > kMaxPositionBytes) return Result<State>::Error("bad position: larger than 1 MiB");
    const common::StrictJson parsed = common::ParseJsonStrict(json);
    if (!parsed.syntax_error.empty())
        return Result<State>::Error("bad position: malformed JSON: " + parsed.syntax_error);
    if (!parsed.duplicate.empty())
        return Result<State>::Error("bad position: field " + Quote(parsed.duplicate_path) + " is given twice");
    return Reader(parsed.value).Read();
}

}  // namespace lcn
