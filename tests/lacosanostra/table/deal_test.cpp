// The deal sheet (deal.h): composed within the rules' limits, frozen in words, confirmed by each party, cleared by
// any change, played only when both agreed, offered only at safe points with the device locked.
#include <algorithm>
#include <doctest/doctest.h>

#include "games/lacosanostra/deals/deal.h"

namespace shell::games::lacosanostra::test {
namespace {

const SeatNames kNames = {"Anna", "Ben", "Cleo", "Dora", "Emil"};

// A fresh 3-player game at the first planning turn (every draw accepted): a safe point.
lcn::State AtPlanning() {
    lcn::Setup setup;
    setup.seed = 4242;
    setup.start_player = 0;
    auto game = lcn::NewGame(setup);
    REQUIRE(game.ok());
    lcn::State s = *game;
    while (s.step == lcn::Step::kDrawCheck) {
        lcn::Move accept;
        accept.kind = lcn::MoveKind::kAccept;
        accept.seat = s.cur.draw_cursor;
        REQUIRE(lcn::ApplyInPlace(s, accept).ok());
    }
    REQUIRE(s.step == lcn::Step::kPlanning);
    return s;
}

// An idle start gangster of `seat` (active, no assignment) and one of its display businesses.
lcn::GangsterId IdleGangsterOf(const lcn::State& s, Seat seat) {
    for (lcn::GangsterId g = 0; g < lcn::kNumGangsters; ++g)
        if (lcn::OwnerOf(s, g) == seat && s.gangsters[g].status == lcn::GangsterStatus::kActive &&
            s.gangsters[g].assignment == lcn::Assignment::kNone)
            return g;
    return lcn::kNoGangster;
}
lcn::BusinessId BusinessOf(const lcn::State& s, Seat seat) {
    for (lcn::BusinessId b = 0; b < lcn::kNumBusinesses; ++b)
        if (s.businesses[b].zone == lcn::BusinessZone::kDisplay && s.businesses[b].holder == seat) return b;
    return lcn::kNoBusiness;
}

TEST_CASE("a deal is played only when both parties agreed, and any change clears both") {
    const lcn::State s = AtPlanning();
    Device d;
    Reset(s, d, 0);
    DealSheet sheet;
    REQUIRE(OpenDeal(s, d, sheet, 2, 0).ok());
    const lcn::GangsterId g = IdleGangsterOf(s, 0);
    const lcn::BusinessId b = BusinessOf(s, 2);
    REQUIRE(g != lcn::kNoGangster);
    REQUIRE(b != lcn::kNoBusiness);
    REQUIRE(SetCash(s, sheet, 0, 1).ok());                                     // Cleo pays $1,000
    REQUIRE(ToggleCard(s, sheet, {1, lcn::TradeVerb::kGive, g, true}).ok());   // Anna gives her gangster
    REQUIRE(ToggleCard(s, sheet, {1, lcn::TradeVerb::kMark, b, false}).ok());  // and marks Cleo's business
    lcn::Move m;
    CHECK(!AgreedMove(s, sheet, m));
    CHECK(Confirm(s, sheet, 1).code == lcn::RefusalCode::kNotYourTurn);  // Ben is no party
    REQUIRE(Confirm(s, sheet, 2).ok());
    CHECK(!AgreedMove(s, sheet, m));  // one party is not enough
    REQUIRE(Confirm(s, sheet, 0).ok());
    REQUIRE(AgreedMove(s, sheet, m));

    // Any change clears both confirmations.
    DealSheet changed = sheet;
    REQUIRE(SetCash(s, changed, 0, 2).ok());
    CHECK(changed.confirmed == std::array<bool, 2>{false, false});
    CHECK(!AgreedMove(s, changed, m));
    changed = sheet;
    REQUIRE(ToggleCard(s, changed, {1, lcn::TradeVerb::kMark, b, false}).ok());  // removed again
    CHECK(changed.num_cards == 1);
    CHECK(changed.confirmed == std::array<bool, 2>{false, false});

    REQUIRE(AgreedMove(s, sheet, m));
    lcn::State after = s;
    REQUIRE(lcn::ApplyInPlace(after, m).ok());
    CHECK(after.player[2].cash == s.player[2].cash - 1);
    CHECK(after.player[0].cash == s.player[0].cash + 1);
    CHECK(lcn::OwnerOf(after, g) == 2);
    CHECK(after.businesses[b].markers[0] == 1);
    CHECK(DealSummary(Lang::kEnglish, s, sheet, kNames) ==
          "Anna gives: " + lcn::GangsterCode(g) + " / Cleo gives: one use of " + BusinessName(Lang::kEnglish, b) +
              " and $1,000");  // the marker Anna lays is the use of Cleo's card
}

// RB 323 "Der Besitzer kann seinen Deal-Marker freiwillig zurücknehmen" (docs/lacosanostra-rules.md §4.5; §6 asked both
// parties, the rulebook wins, rules.h D46): taking back one's own marker needs its owner's agreement only.
TEST_CASE("a deal marker is withdrawn by its owner alone (RB 323, rules.h D46)") {
    lcn::State s = AtPlanning();
    Device d;
    Reset(s, d, 0);
    const lcn::BusinessId b = BusinessOf(s, 2);
    REQUIRE(b != lcn::kNoBusiness);
    DealSheet mark;  // Anna lays her marker on Cleo's business: a deal, both agree
    REQUIRE(OpenDeal(s, d, mark, 0, 2).ok());
    REQUIRE(ToggleCard(s, mark, {0, lcn::TradeVerb::kMark, b, false}).ok());
    CHECK(NeedsAgreement(mark, 0));
    CHECK(NeedsAgreement(mark, 1));
    REQUIRE(Confirm(s, mark, 0).ok());
    lcn::Move m;
    CHECK(!AgreedMove(s, mark, m));
    REQUIRE(Confirm(s, mark, 2).ok());
    REQUIRE(AgreedMove(s, mark, m));
    REQUIRE(lcn::ApplyInPlace(s, m).ok());
    REQUIRE(s.businesses[b].markers[0] == 1);

    for (const auto& [proposer, other] : {std::pair<Seat, Seat>{0, 2}, std::pair<Seat, Seat>{2, 0}}) {
        DealSheet back;  // the sheet opened from either side: only Anna, the marker's owner, agrees
        REQUIRE(OpenDeal(s, d, back, proposer, other).ok());
        const std::uint8_t anna = proposer == 0 ? 0 : 1;
        REQUIRE(ToggleCard(s, back, {anna, lcn::TradeVerb::kUnmark, b, false}).ok());
        CHECK(NeedsAgreement(back, anna));
        CHECK_FALSE(NeedsAgreement(back, 1 - anna));
        CHECK(!AgreedMove(s, back, m));
        REQUIRE(Confirm(s, back, 0).ok());
        REQUIRE(AgreedMove(s, back, m));
        lcn::State after = s;
        REQUIRE(lcn::ApplyInPlace(after, m).ok());
        CHECK(after.businesses[b].markers[0] == 0);
        // Asked for something in return, it is a deal again: Cleo must agree too.
        REQUIRE(SetCash(s, back, 1 - anna, 1).ok());
        CHECK(NeedsAgreement(back, 1 - anna));
        REQUIRE(Confirm(s, back, 0).ok());
        CHECK(!AgreedMove(s, back, m));
    }
}

TEST_CASE("the deal sheet keeps to the rules' limits") {
    const lcn::State s = AtPlanning();
    Device d;
    Reset(s, d, 0);
    DealSheet sheet;
    CHECK(OpenDeal(s, d, sheet, 1, 1).code == lcn::RefusalCode::kTradeInvalid);  // a deal needs two seats
    REQUIRE(OpenDeal(s, d, sheet, 0, 1).ok());
    CHECK(CheckDeal(s, sheet).code == lcn::RefusalCode::kTradeInvalid);  // empty
    CHECK(Confirm(s, sheet, 0).code == lcn::RefusalCode::kTradeInvalid);
    CHECK(SetCash(s, sheet, 0, s.player[0].cash + 1).code == lcn::RefusalCode::kNotEnoughCash);
    // Another party's business cannot be given; a gangster of the other seat is not one's own.
    const lcn::BusinessId theirs = BusinessOf(s, 1);
    CHECK(!ToggleCard(s, sheet, {0, lcn::TradeVerb::kGive, theirs, false}).ok());
    CHECK(!ToggleCard(s, sheet, {0, lcn::TradeVerb::kGive, IdleGangsterOf(s, 1), true}).ok());
    CHECK(sheet.num_cards == 0);
    // At most six items; gifts entered in reverse order still make a trade in the rules' canonical order.
    const std::vector<DealCard> candidates = CandidateCards(s, sheet);
    REQUIRE(SetCash(s, sheet, 1, 1).ok());
    int added = 1;
    for (auto it = candidates.rbegin(); it != candidates.rend() && added < lcn::kMaxTradeItems; ++it)
        if (it->verb == lcn::TradeVerb::kGive && ToggleCard(s, sheet, *it).ok()) ++added;
    REQUIRE(added == lcn::kMaxTradeItems);
    CHECK(SetCash(s, sheet, 0, 1).code == lcn::RefusalCode::kTradeInvalid);  // a seventh item
    for (const DealCard& c : candidates) {
        const auto end = sheet.cards.begin() + sheet.num_cards;
        if (std::find(sheet.cards.begin(), end, c) != end) continue;
        CHECK(ToggleCard(s, sheet, c).code == lcn::RefusalCode::kTradeInvalid);  // not on the sheet: a seventh item
        break;
    }
    const lcn::Move m = DealMove(s, sheet);
    CHECK(m.count == lcn::kMaxTradeItems);
    lcn::State copy = s;
    const lcn::Refusal r = lcn::ApplyInPlace(copy, m);
    INFO(lcn::ToString(s, m) << ": " << lcn::RefusalText(r));
    CHECK(r.ok());
}

TEST_CASE("deals are offered only at safe points with the device locked") {
    const lcn::State s = AtPlanning();
    Device d;
    Reset(s, d, 0);
    DealSheet sheet;
    CHECK(DealOffered(s, d));  // the planning seat's hand-off screen
    REQUIRE(TapHandOff(s, d, ScreenFor(s, d).seat, kGateDelayMs));
    CHECK(!DealOffered(s, d));  // a private screen: no deal sheet over secrets
    CHECK(OpenDeal(s, d, sheet, 0, 1).code == lcn::RefusalCode::kNotSafePoint);
    lcn::State rolling = s;
    rolling.step = lcn::Step::kRoll;  // from reveal to cleanup, nothing is traded
    Device locked;
    CHECK(!DealOffered(rolling, locked));
}

}  // namespace
}  // namespace shell::games::lacosanostra::test

namespace shell::games::lacosanostra::test {
namespace {

// Anna (a person, seat 0) asks Cleo (a computer, seat 2) for a deal marker on Cleo's business and pays `cash`.
struct MarkerOffer {
    lcn::State s = AtPlanning();
    DealSheet sheet;
    lcn::BusinessId b = BusinessOf(s, 2);
    std::int32_t price = 0;
    explicit MarkerOffer(int below_price) {
        Device d;
        d.kinds[2] = SeatKind::kNormal;
        Reset(s, d, 0);
        REQUIRE(b != lcn::kNoBusiness);
        price = lcn::MarkerPrice(lcn::ViewFor(s, 2), 2, 0, b);
        REQUIRE(price >= 2);
        REQUIRE(OpenDeal(s, d, sheet, 0, 2).ok());
        REQUIRE(ToggleCard(s, sheet, {0, lcn::TradeVerb::kMark, b, false}).ok());
        REQUIRE(SetCash(s, sheet, 0, price - below_price).ok());
    }
};

TEST_CASE("a computer party accepts a deal at its price: it is confirmed for it and can be played") {
    MarkerOffer offer(0);
    const lcn::TradeVerdict v = AskComputer(offer.s, offer.sheet, 1);
    CHECK(v.accept);
    CHECK(offer.sheet.confirmed[1]);
    CHECK(VerdictLine(Lang::kEnglish, offer.s, kNames, 2, v) == "Cleo accepts the deal");
    CHECK(VerdictLine(Lang::kGerman, offer.s, kNames, 2, v) == "Cleo nimmt den Handel an");
    REQUIRE(Confirm(offer.s, offer.sheet, 0).ok());
    lcn::Move m;
    REQUIRE(AgreedMove(offer.s, offer.sheet, m));
    lcn::State after = offer.s;
    REQUIRE(lcn::ApplyInPlace(after, m).ok());
    CHECK(after.businesses[offer.b].markers[0] == 1);
}

TEST_CASE("a computer party declines a deal below its price, and says why in one line") {
    MarkerOffer offer(1);
    const lcn::TradeVerdict v = AskComputer(offer.s, offer.sheet, 1);
    CHECK_FALSE(v.accept);
    CHECK_FALSE(offer.sheet.confirmed[1]);
    REQUIRE(v.reason == lcn::TradeReason::kTooLittle);
    const std::string en = "Cleo declines: " + Money(Lang::kEnglish, offer.price - 1) + " is too little for the " +
                           BusinessName(Lang::kEnglish, offer.b);
    CHECK(VerdictLine(Lang::kEnglish, offer.s, kNames, 2, v) == en);
    const std::string de = "Cleo lehnt ab: " + Money(Lang::kGerman, offer.price - 1) + " ist zu wenig für " +
                           BusinessName(Lang::kGerman, offer.b);
    CHECK(VerdictLine(Lang::kGerman, offer.s, kNames, 2, v) == de);
    Confirm(offer.s, offer.sheet, 0);
    lcn::Move m;
    CHECK_FALSE(AgreedMove(offer.s, offer.sheet, m));  // never played without the computer's yes
}

TEST_CASE("a sheet the rules refuse is declined without asking the computer") {
    MarkerOffer offer(0);
    CloseDeal(offer.sheet);
    const lcn::TradeVerdict v = AskComputer(offer.s, offer.sheet, 1);
    CHECK(v.reason == lcn::TradeReason::kInvalid);
    CHECK(VerdictLine(Lang::kEnglish, offer.s, kNames, 2, v) == "Cleo declines: the deal is not valid now");
}

}  // namespace
}  // namespace shell::games::lacosanostra::test
