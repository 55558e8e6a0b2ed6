// The small items of the La Cosa Nostra table: an order card's amounts as the card means them,
// the status line of a claim, and the Done that ends a peek.
#include <doctest/doctest.h>

#include "games/lacosanostra/play/choices.h"
#include "games/lacosanostra/texts/sentences.h"
#include "table_games.h"

namespace shell::games::lacosanostra::test {
namespace {

const SeatNames kNames = {"Anna", "Ben", "Cleo", "Dora", "Emil"};

const lcn::OrderData& FirstOrder(lcn::Effect e) {
    for (lcn::OrderId o = 0; o < lcn::kNumOrders; ++o)
        if (lcn::Order(o).effect == e) return lcn::Order(o);
    FAIL("no order card with effect " << static_cast<int>(e));
    return lcn::Order(0);
}

// docs/lacosanostra-rules.md §2.3 (cards.h): Beziehungen takes $2k off the price with 2+ successes and nothing with 1;
// it was shown "$2k / $0k" (now "$2,000 / $0") like a job's two payouts.
TEST_CASE("an order card's amounts: a job's two payouts, the Connections discount, the Horse race's cap") {
    const lcn::OrderData& job = FirstOrder(lcn::Effect::kJob);
    const Lang en = Lang::kEnglish;
    CHECK(OrderAmounts(en, job).two == "$" + std::to_string(job.amount2) + ",000");
    CHECK(OrderAmounts(en, job).one == "$" + std::to_string(job.amount1) + ",000");
    CHECK(OrderAmounts(en, FirstOrder(lcn::Effect::kConnections)).two == "-$2,000");
    CHECK(OrderAmounts(Lang::kGerman, FirstOrder(lcn::Effect::kConnections)).two == "-2.000 $");
    CHECK(OrderAmounts(en, FirstOrder(lcn::Effect::kConnections)).one.empty());
    CHECK(OrderAmounts(en, FirstOrder(lcn::Effect::kHorseRace)).two == "$20,000");
    CHECK(OrderAmounts(en, FirstOrder(lcn::Effect::kUnbeatableOffer)).two.empty());
}

TEST_CASE("the status of a claim says the claimant claimed, not that he answers someone's claim") {
    lcn::State s = NewGame(3, 21);
    s.step = lcn::Step::kClaim;
    s.cur.claimant = 1;
    CHECK(StatusLine(Lang::kEnglish, s, kNames) == "Ben claimed: playing a card or declining");
    CHECK(StatusLine(Lang::kGerman, s, kNames) == "Ben hat sich gemeldet: spielt eine Karte oder verzichtet");
}

const Choice* DoneOf(const std::vector<Choice>& choices) {
    for (const Choice& c : choices)
        if (c.tap.thing == Thing::kDone) return &c;
    return nullptr;
}

TEST_CASE("a peek ends with Done - hide my cards, a private turn with Done - pass the device") {
    lcn::State s = NewGame(3, 14);
    REQUIRE(PlayUntil(s, 6, [](const lcn::State& x) { return x.step == lcn::Step::kBeforeReveal; }));
    Device d;
    Reset(s, d, 0);
    const Seat who = static_cast<Seat>((s.cur.turn + 1) % s.players);
    REQUIRE(RequestPeek(s, d, who, 0));
    REQUIRE(TapHandOff(s, d, who, kGateDelayMs));
    const std::vector<Choice> peek = ChoicesFor(s, d, {}, kGateDelayMs);
    const Choice* done = DoneOf(peek);
    REQUIRE(done != nullptr);
    CHECK(done->effect == Effect::kDone);
    CHECK(ChoiceLabel(Lang::kEnglish, s, kNames, *done) == "Done - hide my cards");
    CHECK(ChoiceLabel(Lang::kGerman, s, kNames, *done) == "Fertig - Karten verbergen");
    REQUIRE(TapDone(s, d, kGateDelayMs + 1));

    // The first draw check's seat, its step over: its Done passes the device on.
    lcn::State t = NewGame(3, 14);
    Device e;
    Reset(t, e, 0);
    const Seat first = ScreenFor(t, e).seat;
    REQUIRE(TapHandOff(t, e, first, kGateDelayMs));
    lcn::Move accept;
    accept.kind = lcn::MoveKind::kAccept;
    accept.seat = first;
    REQUIRE(lcn::ApplyInPlace(t, accept).ok());
    AfterMove(t, e, kGateDelayMs + 1);
    const std::vector<Choice> after = ChoicesFor(t, e, {}, kGateDelayMs + 1);
    const Choice* pass = DoneOf(after);
    REQUIRE(pass != nullptr);
    CHECK(ChoiceLabel(Lang::kEnglish, t, kNames, *pass) == "Done - pass the device");
}

}  // namespace
}  // namespace shell::games::lacosanostra::test
