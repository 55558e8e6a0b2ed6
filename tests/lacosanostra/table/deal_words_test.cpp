// Deals that read right: the computers' offers from the receiver's side, a marker offered to a
// solo person only when the person's job needs it, an offer to a person never said twice in a round (unless at
// another price) and remembered across save and load, the deal sheet's sides as "You give" / "You get".
#include <doctest/doctest.h>

#include "driver.h"
#include "games/lacosanostra/deals/deal.h"
#include "games/lacosanostra/deals/offers.h"
#include "games/lacosanostra/host_formats.h"
#include "lacosanostra/link.h"
#include "lacosanostra/session.h"

namespace shell::games::lacosanostra::test {
namespace {

using K = SeatKind;
const SeatNames kNames = {"Anna", "Blundetto", "Cleo", "Dora", "Emil"};

lcn::State Fresh(int players = 3) {
    lcn::Setup setup;
    setup.players = players;
    setup.seed = 4242;
    auto game = lcn::NewGame(setup);
    REQUIRE(game.ok());
    return *game;
}

// A business on the display, any holder: the words below need only its name.
lcn::BusinessId SomeBusiness(const lcn::State& s) {
    for (lcn::BusinessId b = 0; b < lcn::kNumBusinesses; ++b)
        if (s.businesses[b].zone == lcn::BusinessZone::kDisplay) return b;
    return lcn::kNoBusiness;
}

TEST_CASE("an offer reads from the receiver's side: one use of the seller's card for a price, in both languages") {
    const lcn::State s = Fresh();
    const lcn::BusinessId b = SomeBusiness(s);
    REQUIRE(b != lcn::kNoBusiness);
    const std::string en = BusinessName(Lang::kEnglish, b), de = BusinessName(Lang::kGerman, b);
    // Blundetto (1) sells Anna (0) one use of a card of Blundetto's: Anna marks it and pays $2,000. The words fit any
    // seller: "their", "des eigenen Geschäfts", never "his" / "seines".
    const lcn::Move sale = lcn::MarkerDeal(0, 1, b, 2);
    CHECK(OfferLine(Lang::kEnglish, s, kNames, 1, 0, sale, true) ==
          "Blundetto offers you one use of their " + en + " for $2,000");
    CHECK(OfferLine(Lang::kGerman, s, kNames, 1, 0, sale, true) ==
          "Blundetto bietet dir für 2.000 $ eine Nutzung des eigenen Geschäfts " + de + " an");
    CHECK(OfferLine(Lang::kEnglish, s, kNames, 1, 0, sale) ==
          "Blundetto offers Anna one use of their " + en + " for $2,000");
    // Blundetto (1) buys one use of Anna's card: he marks it and pays $3,000.
    const lcn::Move buy = lcn::MarkerDeal(1, 0, b, 3);
    CHECK(OfferLine(Lang::kEnglish, s, kNames, 1, 0, buy, true) ==
          "Blundetto offers you $3,000 for one use of your " + en);
    CHECK(OfferLine(Lang::kEnglish, s, kNames, 1, 0, buy) ==
          "Blundetto offers Anna $3,000 for one use of Anna's " + en);
    CHECK(OfferLine(Lang::kGerman, s, kNames, 1, 0, buy, true) ==
          "Blundetto bietet dir 3.000 $ für eine Nutzung deines Geschäfts " + de);
}

TEST_CASE("a trade in words lists a deal marker with the side that grants the use, and speaks to its reader") {
    const lcn::State s = Fresh();
    const lcn::BusinessId b = SomeBusiness(s);
    const std::string en = BusinessName(Lang::kEnglish, b);
    const lcn::Move sale = lcn::MarkerDeal(0, 1, b, 2);
    CHECK(TradeSummary(Lang::kEnglish, s, sale, kNames) == "Anna gives: $2,000 / Blundetto gives: one use of " + en);
    CHECK(TradeSummary(Lang::kEnglish, s, sale, kNames, 0) == "You give: $2,000 / You get: one use of " + en);
    CHECK(TradeSummary(Lang::kEnglish, s, sale, kNames, 1) == "You give: one use of " + en + " / You get: $2,000");
    CHECK(TradeSummary(Lang::kGerman, s, sale, kNames, 0) ==
          "Du gibst: 2.000 $ / Du bekommst: eine Nutzung des Geschäfts " + BusinessName(Lang::kGerman, b));
    CHECK(TradeSummary(Lang::kEnglish, s, sale, kNames, 2) == TradeSummary(Lang::kEnglish, s, sale, kNames));
}

TEST_CASE("the deal sheet speaks to the one person at it with a computer, and names both of two people") {
    Device d;
    d.kinds = Kinds({K::kPerson, K::kNormal, K::kPerson});
    DealSheet sheet;
    sheet.party = {1, 0};
    CHECK(SheetReader(sheet, d) == 0);
    sheet.party = {0, 2};
    CHECK(SheetReader(sheet, d) == kNoSeat);
    d.kinds = Kinds({K::kNormal, K::kEasy, K::kPerson});
    sheet.party = {0, 1};
    CHECK(SheetReader(sheet, d) == kNoSeat);
}

TEST_CASE("an offer said to a person is said again this round only at another price, and in a new round") {
    lcn::State s = Fresh();
    Device d;
    d.kinds = Kinds({K::kPerson, K::kNormal, K::kNormal});
    const lcn::BusinessId b = SomeBusiness(s);
    const DealOffer offer{.kind = OfferKind::kSellMarker, .from = 1, .to = 0, .trade = lcn::MarkerDeal(0, 1, b, 2)};
    PauseDeals deals;
    CHECK_FALSE(deals.SaidThisRound(s, offer));
    deals.Spoken(s, d, offer);
    CHECK(deals.SaidThisRound(s, offer));
    DealOffer cheaper = offer;
    cheaper.trade = lcn::MarkerDeal(0, 1, b, 1);
    CHECK_FALSE(deals.SaidThisRound(s, cheaper));
    DealOffer to_computer = offer;  // computers answer at once: only what people heard is kept
    to_computer.to = 2;
    to_computer.trade = lcn::MarkerDeal(2, 1, b, 2);
    deals.Spoken(s, d, to_computer);
    CHECK_FALSE(deals.SaidThisRound(s, to_computer));
    ++s.round;
    CHECK_FALSE(deals.SaidThisRound(s, offer));
}

// Whole games of one person (seat 0) with computers: every line of talk against the state it was said in.
struct Heard {
    int offers_to_person = 0, sales_to_person = 0, repeats = 0, unneeded = 0, restored = 0, restore_misses = 0;
};
void Listen(lcn::Setup setup, const SeatKinds& kinds, std::uint64_t tap_seed, Heard& h) {
    for (int p = 0; p < lcn::kMaxPlayers; ++p)  // resolved, as a record holds them
        setup.families[static_cast<std::size_t>(p)] = p < setup.players ? p : lcn::kDealFamilies;
    setup.start_player = static_cast<int>(setup.seed % static_cast<std::uint64_t>(setup.players));
    Driver t(*lcn::NewGame(setup));
    t.d.kinds = kinds;
    t.game_seed = setup.seed;
    Reset(t.s, t.d, t.now);
    common::Rng rng(tap_seed);
    std::size_t heard = 0;
    while (t.RandomTap(rng) && t.taps < 400000) {
        REQUIRE(t.problem == "");
        // After each new line of talk to a person, a save at this point opened again remembers what was said.
        if (t.talk.size() != heard) {
            heard = t.talk.size();
            const lcn::Result<lcn::GameRecord> recorded = SessionRecord(setup, t, kinds);
            REQUIRE_MESSAGE(recorded.ok(), recorded.error());
            lcn::Result<lcn::ReplayedGame> opened = lcn::DecodeLink(lcn::EncodeLink(*recorded));
            REQUIRE_MESSAGE(opened.ok(), opened.error());
            lcn::Session session;
            session.Load(std::move(opened).value());
            REQUIRE(session.current() == t.s);
            PauseDeals deals;
            RestorePause(session, t.d, t.talk, deals);
            CHECK(deals.Open(t.s) == t.computers.deals().Open(t.s));
            for (const DealTalk& x : t.talk) {
                if (x.kind != TalkKind::kOffer || IsComputer(t.d, x.to) || session.state(x.at_move).round != t.s.round)
                    continue;
                const DealOffer o{.from = x.from, .to = x.to, .trade = x.trade};
                ++(deals.SaidThisRound(t.s, o) ? h.restored : h.restore_misses);
            }
        }
    }
    REQUIRE(t.problem == "");
    const lcn::Result<lcn::GameRecord> recorded = SessionRecord(setup, t, kinds);
    REQUIRE_MESSAGE(recorded.ok(), recorded.error());
    lcn::Result<lcn::ReplayedGame> replayed = lcn::ReplayRecord(*recorded);
    REQUIRE_MESSAGE(replayed.ok(), replayed.error());
    const std::vector<lcn::State>& states = replayed->states();
    for (std::size_t i = 0; i < t.talk.size(); ++i) {
        const DealTalk& x = t.talk[i];
        if (x.kind != TalkKind::kOffer || IsComputer(t.d, x.to)) continue;
        const lcn::State& then = states[static_cast<std::size_t>(x.at_move)];
        ++h.offers_to_person;
        if (x.to == then.cur.turn) {  // a seller's marker offered to the person in the person's pause
            ++h.sales_to_person;
            bool needed = false;
            for (int k = 0; k < x.trade.count; ++k) {
                const lcn::TradeItem& item = x.trade.items[static_cast<std::size_t>(k)];
                needed |= item.verb == lcn::TradeVerb::kMark && lcn::JobNeeds(then, x.to, item.card);
            }
            h.unneeded += !needed;
        }
        for (std::size_t j = 0; j < i; ++j) {
            const DealTalk& y = t.talk[j];
            h.repeats += y.kind == TalkKind::kOffer && y.from == x.from && y.to == x.to && y.trade == x.trade &&
                         states[static_cast<std::size_t>(y.at_move)].round == then.round;
        }
    }
}

// A player's report: "both computers repeat the same offer every turn after it was declined, whether or not the
// person's job needs it". docs/lacosanostra-rules.md §4.5 "Deals": a marker is a right to use a business for one job.
TEST_CASE("solo: a marker is offered only for the person's job, never twice in a round, and a save remembers it") {
    Heard h;
    for (std::uint64_t game = 0; game < 12; ++game) {
        lcn::Setup setup;
        setup.players = 3 + static_cast<int>(game % 2);
        setup.seed = 9100 + game;
        Listen(setup, Kinds({K::kPerson, K::kNormal, K::kNormal, K::kEasy}), setup.seed * 7, h);
    }
    MESSAGE("offers to the person " << h.offers_to_person << " (markers for sale " << h.sales_to_person
                                    << "), restored " << h.restored);
    CHECK(h.sales_to_person > 0);
    CHECK(h.unneeded == 0);
    CHECK(h.repeats == 0);
    CHECK(h.restored > 0);
    CHECK(h.restore_misses == 0);
}

TEST_CASE("with several people an offer is never said twice to a person in a round either") {
    Heard h;
    for (std::uint64_t game = 0; game < 4; ++game) {
        lcn::Setup setup;
        setup.players = 4;
        setup.seed = 9300 + game;
        Listen(setup, Kinds({K::kPerson, K::kNormal, K::kPerson, K::kNormal}), setup.seed * 5, h);
    }
    MESSAGE("offers to people " << h.offers_to_person << " (markers for sale " << h.sales_to_person << ")");
    CHECK(h.offers_to_person > 0);
    CHECK(h.repeats == 0);
}

}  // namespace
}  // namespace shell::games::lacosanostra::test
