// Setup (docs/lacosanostra-rules.md §4.2) and the draw phase with the bad-luck redraw (§4.3 DRAW, RB 168, R29, D18).
#include <cstddef>

#include "lacosanostra/steps.h"

namespace lcn {
namespace {

using namespace detail;

Result<State> Refuse(const std::string& why) { return Result<State>::Error(why); }

// §4.2 item 1 / 4: the family of every seat, dealt from stream 0 of the seed or checked.
Result<std::array<Family, kMaxPlayers>> SeatFamilies(const Setup& setup) {
    using R = Result<std::array<Family, kMaxPlayers>>;
    std::array<Family, kMaxPlayers> seat_family{};
    const std::size_t players = static_cast<std::size_t>(setup.players);
    int dealt = 0;
    for (std::size_t p = 0; p < players; ++p) dealt += setup.families[p] == kDealFamilies ? 1 : 0;
    if (dealt == setup.players) {
        // First-game families (RB 108): Blundetto, DiMaggio and Calmuti always, the rest from LaServa and Caruso.
        common::Rng rng = common::Rng::Stream(setup.seed, 0);
        std::array<Family, kNumFamilies> pool = {Family::kBlundetto, Family::kDiMaggio, Family::kCalmuti,
                                                 Family::kLaServa, Family::kCaruso};
        if (setup.options.first_game_families) {
            rng.Shuffle(pool.data() + 3, 2);
        } else {
            rng.Shuffle(pool.data(), kNumFamilies);
        }
        rng.Shuffle(pool.data(), static_cast<std::uint32_t>(players));  // who sits where
        for (std::size_t p = 0; p < players; ++p) seat_family[p] = pool[p];
        return R(seat_family);
    }
    if (dealt != 0) return R::Error("families: give a family for every seat or for none");
    std::array<bool, kNumFamilies> taken{};
    for (std::size_t p = 0; p < players; ++p) {
        const int f = setup.families[p];
        if (f < 0 || f >= kNumFamilies) return R::Error("families: seat " + std::to_string(p) + " has no such family");
        if (taken[static_cast<std::size_t>(f)]) return R::Error("families: a family sits at two seats");
        taken[static_cast<std::size_t>(f)] = true;
        seat_family[p] = static_cast<Family>(f);
    }
    if (setup.options.first_game_families && !(taken[0] && taken[1] && taken[2])) {
        return R::Error("families: the first game needs Blundetto, DiMaggio and Calmuti (option first_game_families)");
    }
    return R(seat_family);
}

bool DrewOnlyAttacks(const State& s, Seat p) {
    int drawn = 0;
    for (const OrderPlace& o : s.orders) {
        if (o.zone != OrderZone::kHand || o.holder != p || !o.drawn_this_phase) continue;
        ++drawn;
        if (!Order(static_cast<OrderId>(&o - s.orders.data())).counts_as_attack) return false;
    }
    return drawn > 0;
}

int InfluenceToDraw(const State& s, Seat p) {
    int n = kInfluenceDrawn[static_cast<std::size_t>(s.round - 1)];
    const bool politicians = s.round > 1 || (s.options.politician_round1 && !s.options.beginners);  // R6, §5.10
    if (!politicians) return n;
    for (BusinessId b = 0; b < kNumBusinesses; ++b) {
        const BusinessPlace& place = s.businesses[b];
        if (place.zone == BusinessZone::kDisplay && place.holder == p && !place.deactivated &&
            TypeData(TypeOf(b)).ability == Ability::kPolitician) {
            ++n;  // cumulative (RB 859)
        }
    }
    return n;
}

// R29: seat order from the start player; each player draws all his orders, then all his influence cards.
void Deal(State& s) {
    const std::size_t deck = static_cast<std::size_t>(s.round - 1);
    for (int i = 0; i < s.players; ++i) {
        const Seat p = static_cast<Seat>((s.start_player + i) % s.players);
        for (int k = 0; k < kOrdersDrawn[deck] && s.order_deck_size[deck] > 0; ++k) {
            const OrderId o = s.order_deck[deck][--s.order_deck_size[deck]];
            s.order_deck[deck][s.order_deck_size[deck]] = 0;
            s.orders[o] = OrderPlace{OrderZone::kHand, p, 0, true};
        }
        DrawInfluence(s, p, InfluenceToDraw(s, p));
    }
    s.step = Step::kDrawCheck;
    s.cur.draw_cursor = s.start_player;
}

// RB 168 / D18: every card drawn in this draw phase goes back, both decks are reshuffled, everyone redraws.
void Redeal(State& s) {
    const std::size_t deck = static_cast<std::size_t>(s.round - 1);
    for (OrderId o = 0; o < kNumOrders; ++o) {
        if (s.orders[o].zone != OrderZone::kHand || !s.orders[o].drawn_this_phase) continue;
        s.orders[o] = OrderPlace{};
        s.order_deck[deck][s.order_deck_size[deck]++] = o;
    }
    for (Seat p = 0; p < s.players; ++p) {
        for (std::size_t t = 0; t < kNumInfluenceTypes; ++t) {
            for (int c = 0; c < s.player[p].influence_drawn[t]; ++c) {
                s.influence_deck[s.influence_deck_size++] = static_cast<Influence>(t);
            }
            s.player[p].influence[t] =
                static_cast<std::uint8_t>(s.player[p].influence[t] - s.player[p].influence_drawn[t]);
            s.player[p].influence_drawn[t] = 0;
        }
    }
    Rng rng(s.rng);
    rng.Shuffle(s.order_deck[deck].data(), s.order_deck_size[deck]);
    rng.Shuffle(s.influence_deck.data(), s.influence_deck_size);
    s.rng = rng.state();
    if (s.cur.objections < 0xFF) ++s.cur.objections;
    Deal(s);
}

}  // namespace

Result<State> NewGame(const Setup& setup) {
    if (setup.players < kMinPlayers || setup.players > kMaxPlayers) {
        return Refuse("players: " + std::to_string(setup.players) + " is not 3, 4 or 5 (R16)");
    }
    const auto families = SeatFamilies(setup);
    if (!families.ok()) return Refuse(families.error());
    if (setup.start_player != kRandomStart && (setup.start_player < 0 || setup.start_player >= setup.players)) {
        return Refuse("start_player: seat " + std::to_string(setup.start_player) + " does not exist");
    }
    State s;
    s.options = setup.options;
    s.players = static_cast<std::uint8_t>(setup.players);
    s.round = 1;
    s.start_player = setup.start_player == kRandomStart
                         ? static_cast<Seat>(common::Rng::Stream(setup.seed, 1).Below(s.players))
                         : static_cast<Seat>(setup.start_player);
    s.market = {kNoBusiness, kNoBusiness, kNoBusiness, kNoBusiness};

    // Players: boss, 3 start gangsters in play, 3 aside, start businesses, $2,000, start influence set (§4.2.1).
    std::array<int, kNumInfluenceTypes> influence_left{};
    for (std::size_t t = 0; t < kNumInfluenceTypes; ++t)
        influence_left[t] = InfluenceCard(static_cast<Influence>(t)).copies;
    for (Seat p = 0; p < s.players; ++p) {
        Player& player = s.player[p];
        player.family = (*families)[p];
        player.cash = kStartCash;
        for (std::size_t t = 0; t < kNumInfluenceTypes; ++t) {
            if (!InfluenceCard(static_cast<Influence>(t)).start_set) continue;
            player.influence[t] = 1;
            --influence_left[t];
        }
        for (int slot = 0; slot < kGangstersPerFamily; ++slot) {
            GangsterPlace& gangster = s.gangsters[MakeGangster(player.family, slot)];
            gangster.status = slot < kStartGangsters ? GangsterStatus::kActive : GangsterStatus::kAside;
            gangster.owner = p;  // D44: aside gangsters too; only a trade changes it
        }
        for (BusinessId b : StartBusinesses(player.family)) {
            if (b == kNoBusiness) continue;
            s.businesses[b].zone = BusinessZone::kDisplay;
            s.businesses[b].holder = p;
        }
    }
    s.bank_balance = 0;  // I4: the start capital is the 2 x players of the invariant

    // Decks from stream 2: the four order decks, the influence deck, the business deck (R7: everything not
    // dealt, including unused bosses' start cards and start sets, is shuffled in).
    common::Rng deck_rng = common::Rng::Stream(setup.seed, 2);
    for (int r = 1; r <= kNumRounds; ++r) {
        const std::size_t deck = static_cast<std::size_t>(r - 1);
        const OrderId first = FirstOrderOfRound(r);
        for (int i = 0; i < kRoundDeckSize[deck]; ++i)
            s.order_deck[deck][static_cast<std::size_t>(i)] = static_cast<OrderId>(first + i);
        s.order_deck_size[deck] = kRoundDeckSize[deck];
        deck_rng.Shuffle(s.order_deck[deck].data(), s.order_deck_size[deck]);
    }
    for (std::size_t t = 0; t < kNumInfluenceTypes; ++t) {
        for (int c = 0; c < influence_left[t]; ++c)
            s.influence_deck[s.influence_deck_size++] = static_cast<Influence>(t);
    }
    deck_rng.Shuffle(s.influence_deck.data(), s.influence_deck_size);
    for (BusinessId b = 0; b < kNumBusinesses; ++b) {
        if (s.businesses[b].zone == BusinessZone::kDeck) s.business_deck[s.business_deck_size++] = b;
    }
    deck_rng.Shuffle(s.business_deck.data(), s.business_deck_size);
    DealMarket(s);
    RecomputeMonopolies(s);
    s.rng = common::Rng::Stream(setup.seed, 3).state();
    BeginRound(s);
    return s;
}

namespace detail {

// RB 102: at setup no two identical market cards and at most one company; a card that does not fit goes
// under the business deck [RULING §4.2] and the next one is revealed. Each card is looked at once at most:
// the condition only gets stricter, so a card once rejected stays rejected.
void DealMarket(State& s) {
    int market_size = 0;
    int companies = 0;
    for (int tries = s.business_deck_size; tries > 0 && market_size < kMarketSize; --tries) {
        const BusinessId b = s.business_deck[s.business_deck_size - 1];
        bool fits = TypeData(TypeOf(b)).category != BusinessCategory::kCompany || companies == 0;
        for (int i = 0; i < market_size; ++i) fits = fits && TypeOf(s.market[static_cast<std::size_t>(i)]) != TypeOf(b);
        if (!fits) {
            PutUnderBusinessDeck(s, b);
            continue;
        }
        --s.business_deck_size;
        s.business_deck[s.business_deck_size] = 0;
        s.market[static_cast<std::size_t>(market_size++)] = b;
        s.businesses[b].zone = BusinessZone::kMarket;
        if (TypeData(TypeOf(b)).category == BusinessCategory::kCompany) ++companies;
    }
}

void BeginRound(State& s) {
    // Deactivated cards turn face up again; abilities are fresh (RB 423, D9).
    for (BusinessPlace& b : s.businesses) {
        b.deactivated = false;
        b.ability_used = false;
    }
    for (GangsterPlace& g : s.gangsters) {
        if (g.status == GangsterStatus::kDeactivated) g.status = GangsterStatus::kActive;
    }
    RecomputeMonopolies(s);
    for (OrderPlace& o : s.orders) o.drawn_this_phase = false;
    for (Player& p : s.player) p.influence_drawn = {};
    s.cur = Cursor{};
    Deal(s);
}

// In canonical order (accept < object): LegalMoves does not sort it.
void LegalDrawCheck(const State& s, MoveList& out) {
    const Seat p = s.cur.draw_cursor;
    PushMove(out, MoveKind::kAccept, p);
    if (DrewOnlyAttacks(s, p)) PushMove(out, MoveKind::kObject, p);
}

Refusal ApplyDrawCheck(State& s, const Move& m) {
    if (m.kind == MoveKind::kObject) {
        if (!DrewOnlyAttacks(s, m.seat)) return {RefusalCode::kNoObjection, RefSeat(m.seat)};
        Redeal(s);
        return {};
    }
    if (m.kind != MoveKind::kAccept) return {RefusalCode::kWrongStep};
    const Seat next = NextSeat(s, s.cur.draw_cursor);
    if (next != s.start_player) {
        s.cur.draw_cursor = next;
        return {};
    }
    s.cur.draw_cursor = kNoSeat;
    BeginPlanning(s);
    return {};
}

}  // namespace detail
}  // namespace lcn
