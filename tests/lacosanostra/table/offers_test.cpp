// Deals the computers speak at a negotiation pause (offers.h): computer-to-computer deals answered by valuation,
// offers to people answered by their own tap, never a trade without every party's agreement, at most one offer per
// speaker and seat per pause, reproducible from the seed, and nothing the speaker cannot see in an offer.
#include <doctest/doctest.h>

#include "driver.h"
#include "games/lacosanostra/deals/offers.h"
#include "games/lacosanostra/host_formats.h"
#include "lacosanostra/link.h"
#include "lacosanostra/notation.h"
#include "lacosanostra/session.h"
#include "support/properties.h"

namespace shell::games::lacosanostra::test {
namespace {

using K = SeatKind;

// Whole games through the driver (driver.h: every deal played is checked for every party's agreement).
Driver PlayMany(int players, const SeatKinds& kinds, int games, std::uint64_t seed0) {
    Driver totals{lcn::State{}};
    for (int game = 0; game < games; ++game) {
        lcn::Setup setup;
        setup.players = players;
        setup.seed = seed0 + static_cast<std::uint64_t>(game);
        const std::string problem = PlayRandomGame(setup, setup.seed ^ 0xD1ull, &totals, kinds);
        INFO("players " << players << ", game " << game << ", seed " << setup.seed);
        REQUIRE(problem == "");
    }
    MESSAGE(players << " players, " << games << " games: offers " << totals.offers_sell << " to sell a marker, "
                    << totals.offers_buy << " to buy; computers accepted " << totals.computer_accepts << ", declined "
                    << totals.computer_declines << "; " << totals.offers_to_people << " offers to people ("
                    << totals.proposals_to_people << " proposals to buy): accepted " << totals.person_accepts
                    << ", declined " << totals.person_declines << "; trades played " << totals.deal_trades);
    return totals;
}

// A game played by the driver until `stop` holds for its state (a position to test), or the end.
template <typename Stop>
Driver PlayUntil(const lcn::Setup& setup, const SeatKinds& kinds, Stop stop) {
    Driver t(*lcn::NewGame(setup));
    t.d.kinds = kinds;
    t.game_seed = setup.seed;
    Reset(t.s, t.d, t.now);
    common::Rng rng(setup.seed);
    while (!stop(t) && t.RandomTap(rng) && t.taps + t.offers_sell + t.offers_buy < 400000) {}
    return t;
}

TEST_CASE(
    "computers alone speak deals at their pauses: Normal proposes, sellers offer only to people, yes and no happen") {
    int sell = 0, buy = 0, yes = 0, no = 0, trades = 0;
    for (int players = 3; players <= 5; ++players) {
        SeatKinds kinds{};
        for (int p = 0; p < players; ++p) kinds[static_cast<std::size_t>(p)] = p % 3 == 2 ? K::kEasy : K::kNormal;
        const Driver t = PlayMany(players, kinds, 4, 7000 + static_cast<std::uint64_t>(players) * 100);
        CHECK(t.offers_to_people == 0);
        CHECK(t.person_accepts + t.person_declines == 0);
        CHECK(t.deal_trades == t.computer_accepts);  // every yes is played, nothing else
        sell += t.offers_sell, buy += t.offers_buy, yes += t.computer_accepts, no += t.computer_declines;
        trades += t.deal_trades;
    }
    CHECK(sell == 0);  // a computer buyer is never offered a marker unasked: it asks for what it needs
    CHECK(buy > 0);
    CHECK(yes > 0);
    CHECK(no == 0);  // a proposal pays the seller's own asking price (MarkerPrice), which its valuation accepts
    CHECK(yes + no == sell + buy);  // every offer to a computer is answered at once
}

TEST_CASE("people at the table are offered deals and their own tap decides") {
    const Driver t = PlayMany(4, Kinds({K::kNormal, K::kPerson, K::kNormal, K::kEasy}), 8, 7600);
    CHECK(t.offers_to_people > 0);
    CHECK(t.proposals_to_people > 0);  // a Normal computer at its pause asks a person seller
    CHECK(t.person_accepts > 0);
    CHECK(t.person_declines > 0);
    // A trade is played only on a computer's yes or a person's Accept; an ignored offer lapses.
    CHECK(t.deal_trades == t.computer_accepts + t.person_accepts);
    CHECK(t.person_accepts + t.person_declines <= t.offers_to_people);
}

// A position where a computer seller is about to offer a person in the person's pause.
struct PersonPause {
    Driver t;
    DealOffer offer;
};
PersonPause PauseWithOffer(std::uint64_t seed) {
    lcn::Setup setup;
    setup.players = 4;
    setup.seed = seed;
    const SeatKinds kinds = Kinds({K::kPerson, K::kNormal, K::kNormal, K::kNormal});
    PersonPause out{PlayUntil(setup, kinds,
                              [](const Driver& d) {
                                  return d.s.step == lcn::Step::kBeforeReveal && d.s.cur.turn == 0 &&
                                         d.computers.deals().Due(d.s, d.d).has_value();
                              }),
                    {}};
    REQUIRE(out.t.problem == "");
    REQUIRE(out.t.s.step == lcn::Step::kBeforeReveal);
    // The computer speaks once its pause has passed.
    for (int frame = 0; frame < 1000 && !out.offer.trade.count; ++frame) {
        out.t.now += 16;
        Sync(out.t.s, out.t.d, out.t.now);
        const ComputerAct act = out.t.computers.Frame(out.t.s, out.t.d, Speed::kNormal, seed, out.t.now, 2.0);
        REQUIRE_FALSE(act.move);  // the person's pause: no computer move, only the offer
        if (act.offer) out.offer = *act.offer;
    }
    REQUIRE(out.offer.trade.count > 0);
    return out;
}

TEST_CASE("a person who accepts an offer gets the trade, one who declines does not, and the seller does not nag") {
    for (const bool accept : {true, false}) {
        PersonPause p = PauseWithOffer(31);
        Driver& t = p.t;
        CHECK(p.offer.to == 0);
        CHECK(p.offer.kind == OfferKind::kSellMarker);
        const SpokenOffer spoken = Speak(t.s, t.d, p.offer, t.moves);
        CHECK(spoken.waits);
        CHECK_FALSE(spoken.play);  // nothing applies before the person's tap
        REQUIRE(spoken.talk.size() == 1);
        CHECK(TalkLine(Lang::kEnglish, t.s, {}, spoken.talk[0]).find(" offers ") != std::string::npos);
        // The person's two taps; the table waits for no computer meanwhile; Reveal / Abort stay offered.
        const std::vector<Choice> taps = OfferChoices(t.s, t.d, t.computers.deals());
        REQUIRE(taps.size() == 2);
        CHECK(taps[0].effect == Effect::kAcceptOffer);
        CHECK(taps[0].enabled);
        CHECK(taps[0].move == p.offer.trade);
        CHECK(taps[1].effect == Effect::kDeclineOffer);
        CHECK(t.computers.Due(t.s, t.d) == kNoSeat);
        CHECK_FALSE(ChoicesFor(t.s, t.d, {}, t.now).empty());

        const lcn::State before = t.s;
        const SpokenOffer answer = AnswerOpen(t.s, t.computers.deals(), accept, t.moves);
        REQUIRE(answer.talk.size() == 1);
        CHECK(answer.talk[0].person);
        CHECK(answer.talk[0].verdict.accept == accept);
        CHECK_FALSE(t.computers.deals().Open(t.s));
        if (accept) {
            REQUIRE(answer.play);
            CHECK(*answer.play == p.offer.trade);
            lcn::State after = before;
            REQUIRE(lcn::ApplyInPlace(after, *answer.play).ok());
            const lcn::BusinessId b = p.offer.trade.items[0].card;
            CHECK(after.businesses[b].markers[0] == before.businesses[b].markers[0] + 1);
            CHECK(after.player[0].cash < before.player[0].cash);
            CHECK(TalkLine(Lang::kEnglish, t.s, {}, answer.talk[0]).find("accepts") != std::string::npos);
        } else {
            CHECK_FALSE(answer.play);
            CHECK(TalkLine(Lang::kGerman, t.s, {}, answer.talk[0]).find("lehnt das Angebot ab") != std::string::npos);
        }
        // No nagging: the same seller never offers again in this pause.
        for (std::optional<DealOffer> next = t.computers.deals().Due(t.s, t.d); next;
             next = t.computers.deals().Due(t.s, t.d)) {
            CHECK_FALSE(next->from == p.offer.from);
            t.computers.deals().Spoken(t.s, t.d, *next);
            t.computers.deals().CloseOpen();
        }
        CHECK_FALSE(t.computers.deals().Due(t.s, t.d));
    }
}

TEST_CASE("a computer whose proposal waits for a person's answer waits, then goes on") {
    lcn::Setup setup;
    setup.players = 4;
    setup.seed = 7600;
    const SeatKinds kinds = Kinds({K::kNormal, K::kPerson, K::kNormal, K::kEasy});
    const auto proposal_to_person = [](const Driver& d) {
        const std::optional<DealOffer> o = d.computers.deals().Due(d.s, d.d);
        return o && o->kind == OfferKind::kBuyMarkers && o->to == 1;
    };
    std::optional<DealOffer> offer;
    Driver t = PlayUntil(setup, kinds, proposal_to_person);
    for (int tries = 0; tries < 8 && !proposal_to_person(t); ++tries) {
        ++setup.seed;
        t = PlayUntil(setup, kinds, proposal_to_person);
    }
    REQUIRE(proposal_to_person(t));
    const Seat turn = t.s.cur.turn;
    CHECK(IsComputer(t.d, turn));
    for (int frame = 0; frame < 1000 && !offer; ++frame) {
        t.now += 16;
        const ComputerAct act = t.computers.Frame(t.s, t.d, Speed::kNormal, setup.seed, t.now, 2.0);
        REQUIRE_FALSE(act.move);  // no reveal or abort before the deals are spoken
        offer = act.offer;
    }
    REQUIRE(offer);
    CHECK(offer->from == turn);
    CHECK(Speak(t.s, t.d, *offer, t.moves).waits);
    // The computer waits for the person, however long: no move, no further offer.
    CHECK(t.computers.Due(t.s, t.d) == kNoSeat);
    for (int frame = 0; frame < 500; ++frame) {
        t.now += 100;
        const ComputerAct act = t.computers.Frame(t.s, t.d, Speed::kFast, setup.seed, t.now, 2.0);
        REQUIRE_FALSE(act.move);
        REQUIRE_FALSE(act.offer);
    }
    CHECK(OfferChoices(t.s, t.d, t.computers.deals()).size() == 2);
    CHECK_FALSE(AnswerOpen(t.s, t.computers.deals(), false, t.moves).play);
    // Declined: the computer goes on (another proposal, or its own decision).
    CHECK(t.computers.Due(t.s, t.d) != kNoSeat);
}

TEST_CASE("an ignored offer lapses when the person goes on, and an offer is never open after the pause") {
    PersonPause p = PauseWithOffer(31);
    Driver& t = p.t;
    t.computers.deals().Spoken(t.s, t.d, p.offer);  // as Frame did
    REQUIRE(t.computers.deals().Open(t.s));
    // The person reveals (or aborts) instead of answering (an unnamed Reveal asks first: choices.h).
    const std::vector<Choice> taps = ChoicesFor(t.s, t.d, {}, t.now);
    const Choice* go_on = nullptr;
    for (const Choice& c : taps)
        if (c.effect == Effect::kMove && c.enabled &&
            (c.move.kind == lcn::MoveKind::kReveal || c.move.kind == lcn::MoveKind::kAbort))
            go_on = &c;
    REQUIRE(go_on != nullptr);
    REQUIRE(lcn::ApplyInPlace(t.s, go_on->move).ok());
    CHECK_FALSE(t.computers.deals().Open(t.s));
    CHECK(OfferChoices(t.s, t.d, t.computers.deals()).empty());
    CHECK_FALSE(AnswerOpen(t.s, t.computers.deals(), true, t.moves).play);
}

TEST_CASE("the same seed gives the same deals") {
    lcn::Setup setup;
    setup.players = 4;
    setup.seed = 7711;
    const SeatKinds kinds = Kinds({K::kNormal, K::kNormal, K::kEasy, K::kNormal});
    const auto never = [](const Driver&) { return false; };
    const Driver a = PlayUntil(setup, kinds, never), b = PlayUntil(setup, kinds, never);
    REQUIRE(a.problem == "");
    CHECK(a.talk.size() > 2);
    CHECK(a.talk == b.talk);
    CHECK(a.s == b.s);
}

// Fairness: an offer is a function of what its speaker sees. Positions at pauses of computer games; everything the
// speaker cannot see (the turn seat's face-down order among it) is scrambled; every offer must stay the same.
TEST_CASE("an offer depends only on what its speaker sees, never on the buyer's face-down order") {
    int positions = 0, offers = 0, compared = 0, order_changed = 0;
    for (int players = 3; players <= 5; ++players) {
        SeatKinds kinds{};
        for (int p = 0; p < players; ++p) kinds[static_cast<std::size_t>(p)] = K::kNormal;
        for (std::uint64_t g = 0; g < 3; ++g) {
            lcn::Setup setup;
            setup.players = players;
            setup.seed = 8100 + g + static_cast<std::uint64_t>(players) * 10;
            Driver t(*lcn::NewGame(setup));
            t.d.kinds = kinds;
            t.game_seed = setup.seed;
            Reset(t.s, t.d, t.now);
            common::Rng rng(setup.seed);
            int last = -1;
            while (t.RandomTap(rng) && t.taps + t.offers_sell + t.offers_buy < 400000) {
                if (t.s.step != lcn::Step::kBeforeReveal || t.moves == last) continue;
                last = t.moves;
                ++positions;
                const Seat turn = t.s.cur.turn;
                const lcn::OrderId order = t.s.gangsters[t.s.cur.chosen].card;
                for (Seat speaker = 0; speaker < players; ++speaker) {
                    for (Seat to = 0; to < players; ++to) {
                        const std::optional<DealOffer> o = OfferOf(t.s, t.d, speaker, to);
                        offers += o.has_value();
                        for (std::uint64_t k = 0; k < 3; ++k) {
                            const lcn::State x = lcn::ScrambleHidden(t.s, speaker, k * 13 + t.moves);
                            REQUIRE(lcn::ViewFor(x, speaker) == lcn::ViewFor(t.s, speaker));
                            if (speaker != turn) order_changed += x.gangsters[x.cur.chosen].card != order;
                            INFO("players " << players << ", move " << t.moves << ", " << int(speaker) << " to "
                                            << int(to));
                            CHECK(OfferOf(x, t.d, speaker, to) == o);
                            ++compared;
                        }
                    }
                }
            }
            REQUIRE(t.problem == "");
        }
    }
    MESSAGE("pauses " << positions << ", offers " << offers << ", comparisons " << compared
                      << ", scrambles that changed the buyer's face-down order " << order_changed);
    CHECK(positions > 100);
    CHECK(offers > 50);
    CHECK(order_changed > compared / 10);
}

}  // namespace
}  // namespace shell::games::lacosanostra::test

namespace shell::games::lacosanostra::test {
namespace {

TEST_CASE("the log weaves the deals' talk in before the move it preceded, and rebuilds in another language") {
    lcn::Session session;
    lcn::Setup setup;
    setup.players = 3;
    setup.seed = 4242;
    REQUIRE(session.NewGame(setup, {}) == "");
    for (int i = 0; i < 3; ++i) {
        lcn::MoveList legal;
        lcn::LegalMoves(session.current(), legal);
        REQUIRE(!legal.empty());
        REQUIRE(session.Apply(legal[0]).ok());
    }
    const lcn::State& s0 = session.state(0);
    DealTalk offer;
    offer.from = 1;
    offer.to = 0;
    offer.trade = lcn::MarkerDeal(0, 1, 0, 2);
    DealTalk answer = offer;
    answer.kind = TalkKind::kAnswer;
    answer.from = 0;
    answer.to = 1;
    answer.person = true;
    std::vector<DealTalk> talk = {offer, answer, offer};
    talk[0].at_move = 0, talk[1].at_move = 2, talk[2].at_move = 3;
    const std::vector<std::string> log = TableLog(Lang::kEnglish, session, talk, 0);
    const std::string said = TalkLine(Lang::kEnglish, s0, {}, offer);
    const std::string move0 = LogLine(Lang::kEnglish, s0, session.move(0), session.state(1), {});
    const std::string move2 = LogLine(Lang::kEnglish, session.state(2), session.move(2), session.state(3), {});
    REQUIRE(log.size() == 6);
    CHECK(log[0] == said);
    CHECK(log[1] == move0);
    CHECK(log[3] == TalkLine(Lang::kEnglish, s0, {}, answer));
    CHECK(log[3].find("declines the offer") != std::string::npos);
    CHECK(log[4] == move2);
    CHECK(log[5] == said);
    // Appending new moves only: no talk repeated.
    CHECK(TableLog(Lang::kEnglish, session, {}, 2) == std::vector<std::string>{move2});
    CHECK(TableLog(Lang::kGerman, session, talk, 0)[0].find(" bietet ") != std::string::npos);
}

// A table's game as links and saves carry it (driver.h SessionRecord): its resolved setup, the driver's moves,
// the seats and the talk.
lcn::GameRecord RecordOf(const lcn::Setup& setup, const Driver& t, const SeatKinds& kinds) {
    lcn::Result<lcn::GameRecord> r = SessionRecord(setup, t, kinds);
    REQUIRE_MESSAGE(r.ok(), r.error());
    return *r;
}

// A declined offer plays no move, so the moves alone cannot give the talk back; links and saves carry it.
TEST_CASE("links and saves carry the seats and every line of talk of real games, declined offers included") {
    int said = 0, declined = 0, people_answers = 0;
    const SeatKinds kinds{K::kPerson, K::kNormal, K::kEasy, K::kNormal};
    for (std::uint64_t game = 0; game < 4; ++game) {
        lcn::Setup setup;
        setup.players = 4;
        setup.seed = 880 + game;
        setup.families = {0, 1, 2, 3, lcn::kDealFamilies};  // resolved, as a record holds it
        setup.start_player = static_cast<int>(game % 4);
        const Driver t = PlayUntil(setup, kinds, [](const Driver&) { return false; });
        REQUIRE(t.problem == "");
        lcn::Result<lcn::ReplayedGame> replayed = lcn::ReplayRecord(RecordOf(setup, t, kinds));
        REQUIRE_MESSAGE(replayed.ok(), replayed.error());
        const lcn::GameRecord r = replayed->record();  // an aborting `reveal` is recorded as the abort it is
        REQUIRE(replayed->states().back() == t.s);
        said += static_cast<int>(r.talk.size());
        for (const DealTalk& x : r.talk) {
            declined += x.kind == TalkKind::kAnswer && !x.verdict.accept;
            people_answers += x.kind == TalkKind::kAnswer && x.person;
        }
        const std::string link = lcn::EncodeLink(r);
        lcn::Result<lcn::ReplayedGame> from_link = lcn::DecodeLink(link);
        REQUIRE_MESSAGE(from_link.ok(), from_link.error());
        CHECK(from_link->record() == r);
        CHECK(from_link->record().seats == kinds);
        CHECK(lcn::EncodeLink(from_link->record()) == link);
        const std::string save = lcn::EncodeRecord(r);
        CHECK(save.rfind("lacosanostra-record/2\n", 0) == 0);
        lcn::Result<lcn::ReplayedGame> from_save = lcn::DecodeRecord(save);
        REQUIRE_MESSAGE(from_save.ok(), from_save.error());
        CHECK(from_save->record() == r);
        CHECK(from_save->record().seats == kinds);
        CHECK(lcn::EncodeRecord(from_save->record()) == save);
        // The log of the opened game is the table's, talk included, in both languages.
        lcn::Session played, opened;
        played.Load(std::move(replayed).value());
        opened.Load(std::move(from_link).value());
        for (Lang lang : {Lang::kEnglish, Lang::kGerman})
            CHECK(TableLog(lang, opened, r.talk, 0) == TableLog(lang, played, t.talk, 0));
    }
    MESSAGE(said << " lines of talk, " << declined << " declined, " << people_answers << " answered by a person");
    CHECK(declined > 0);  // the lines no move implies
    CHECK(people_answers > 0);
}

TEST_CASE("an opened link's pause remembers what was said in it: the offer waiting for a person waits again") {
    const SeatKinds kinds{K::kPerson, K::kNormal, K::kNormal};
    lcn::Setup setup;
    setup.players = 3;
    setup.families = {0, 1, 2, lcn::kDealFamilies, lcn::kDealFamilies};
    setup.start_player = 1;
    bool found = false;
    for (std::uint64_t seed = 1; seed < 40 && !found; ++seed) {
        setup.seed = seed;
        const Driver t = PlayUntil(setup, kinds, [](const Driver& d) { return d.computers.deals().Open(d.s); });
        if (!t.computers.deals().Open(t.s)) continue;
        found = true;
        lcn::Result<lcn::ReplayedGame> opened = lcn::DecodeLink(lcn::EncodeLink(RecordOf(setup, t, kinds)));
        REQUIRE_MESSAGE(opened.ok(), opened.error());
        const std::vector<DealTalk> talk = opened->record().talk;
        lcn::Session session;
        session.Load(std::move(opened).value());
        REQUIRE(session.current() == t.s);
        PauseDeals deals;
        RestorePause(session, t.d, talk, deals);
        CHECK(deals.Open(t.s) == t.computers.deals().Open(t.s));
        CHECK(deals.Due(t.s, t.d) == t.computers.deals().Due(t.s, t.d));
        // Without the talk the computers would speak again: the restored pause is not an empty one.
        PauseDeals empty;
        RestorePause(session, t.d, {}, empty);
        CHECK_FALSE(empty.Open(t.s).has_value());
    }
    CHECK(found);
}

}  // namespace
}  // namespace shell::games::lacosanostra::test
