// The computer players (lacosanostra/bots.h): fair play by construction, whole games, slicing, deals, and a few
// named decisions on hand-built positions.
#include <doctest/doctest.h>
#include <vector>

#include "lacosanostra/bot_eval.h"
#include "lacosanostra/bots.h"
#include "lacosanostra/playout.h"
#include "lacosanostra/steps.h"
#include "support/positions.h"
#include "support/properties.h"
#include "support/table.h"

using namespace lcn;
using namespace lcn::test;

namespace {

constexpr std::uint64_t kBotSeed = 7;

// Positions of seeded random games (support/positions.h), every `every`-th one.
std::vector<State> RandomPositions(int players, int games, int every) {
    return PlayoutPositions(players, games, every, 1000, 31, 5);
}

// The seats that decide in `s`: the actor, or every seat in a window.
std::vector<Seat> Deciders(const State& s) {
    const Actor a = CurrentActor(s);
    std::vector<Seat> seats;
    if (a.kind == ActorKind::kSeat) seats.push_back(a.seat);
    if (a.kind == ActorKind::kTable)
        for (Seat p = 0; p < s.players; ++p) seats.push_back(p);
    return seats;
}

bool SameMoves(const MoveList& a, const MoveList& b) {
    if (a.size() != b.size()) return false;
    for (int i = 0; i < a.size(); ++i)
        if (!(a[i] == b[i])) return false;
    return true;
}

// Everything a computer seat decides in `s` from its view: its move at both levels, the deals it proposes
// and the marker it offers to the seat in its negotiation pause.
struct Decisions {
    std::optional<Move> easy, normal;
    std::array<Move, kMaxTradeItems> deals{};
    std::optional<Move> offer;
    bool operator==(const Decisions&) const = default;
};

Decisions DecideAll(const State& s, Seat p, const MoveList& legal) {
    const View view = ViewFor(s, p);
    Decisions d;
    d.easy = BotMove(view, legal, BotLevel::kEasy, kBotSeed);
    d.normal = BotMove(view, legal, BotLevel::kNormal, kBotSeed);
    ProposeDeals(view, d.deals);
    if (s.step == Step::kBeforeReveal) d.offer = OfferMarker(view, s.cur.turn);
    return d;
}

// Plays a whole game with computer players at every seat (windows: each other seat may claim, then the
// controller), checking every move with Apply and the invariants after it. Returns the number of moves.
int PlayBotGame(int players, std::uint64_t seed, const std::vector<BotLevel>& levels, const Options& options = {}) {
    Setup setup;
    setup.players = players;
    setup.seed = seed;
    setup.options = options;
    auto game = NewGame(setup);
    REQUIRE(game.ok());
    State s = *game;
    MoveList legal;
    int moves = 0;
    auto play = [&](const Move& m) {
        const Refusal r = ApplyInPlace(s, m);
        REQUIRE_MESSAGE(r.ok(), ToString(s, m) << ": " << RefusalText(r) << "\n" << PositionToJson(s));
        const std::string broken = CheckInvariants(s);
        REQUIRE_MESSAGE(broken.empty(), broken);
        ++moves;
    };
    while (!IsOver(s) && moves < 20000) {
        const Actor a = CurrentActor(s);
        if (a.kind == ActorKind::kChance) {
            play(DefaultRoll(s));
            continue;
        }
        LegalMoves(s, legal);
        auto level = [&](Seat p) { return levels[static_cast<std::size_t>(p) % levels.size()]; };
        if (a.kind == ActorKind::kTable) {
            bool claimed = false;
            for (int i = 1; i < s.players && !claimed; ++i) {
                const auto p = static_cast<Seat>((a.seat + i) % s.players);
                const std::optional<Move> m = BotMove(ViewFor(s, p), legal, level(p), seed);
                if (m) {
                    REQUIRE(m->kind == MoveKind::kClaim);  // a non-controller only ever claims
                    play(*m);
                    claimed = true;
                }
            }
            if (claimed) continue;
        }
        const std::optional<Move> m = BotMove(ViewFor(s, a.seat), legal, level(a.seat), seed);
        REQUIRE_MESSAGE(m.has_value(), "no move at " << StepName(s));
        play(*m);
    }
    REQUIRE(IsOver(s));
    return moves;
}

// A hand-built planning position: Y (Blundetto) to plan, G and R with their start businesses.
State PlanningPosition() {
    return Build(R"({"players": {"Y": {"cash": 6}, "G": {"cash": 4}, "R": {"cash": 1}},
                     "cursor": {"turn": "Y", "assignments_left": 1}})");
}

}  // namespace

TEST_SUITE("lcn bots") {
    // Fair play: for sampled positions of random games, everything the deciding seat cannot see
    // (other hands, face-down orders of others, deck orders, the generator = future dice and reshuffles) is
    // scrambled three times (support/properties.h ScrambleHidden, which keeps ViewFor equal); the public move
    // list and every decision of the seat must stay the same. The scrambles must really change hidden parts
    // (counted), or the test could not fail.
    TEST_CASE("lacosanostra bots: no decision changes when everything the seat cannot see is scrambled") {
        int positions = 0, decisions = 0, changed = 0;
        for (int players = 3; players <= 5; ++players) {
            const std::vector<State> sample = RandomPositions(players, 12, 5);
            MoveList legal, scrambled_legal;
            for (std::size_t i = 0; i < sample.size(); ++i) {
                const State& s = sample[i];
                LegalMoves(s, legal);
                if (legal.empty()) continue;
                ++positions;
                for (const Seat p : Deciders(s)) {
                    INFO("players " << players << ", position " << i << ", seat " << int(p) << "\n"
                                    << PositionToJson(s));
                    const Decisions before = DecideAll(s, p, legal);
                    for (std::uint64_t k = 0; k < 3; ++k) {
                        const State t = ScrambleHidden(s, p, i * 7 + k);
                        REQUIRE(ViewFor(t, p) == ViewFor(s, p));
                        changed += !(t == s);
                        LegalMoves(t, scrambled_legal);
                        REQUIRE(SameMoves(legal, scrambled_legal));
                        CHECK(DecideAll(t, p, scrambled_legal) == before);
                        ++decisions;
                    }
                }
            }
        }
        MESSAGE("positions " << positions << ", decisions compared " << decisions << ", scrambles that changed "
                             << changed);
        CHECK(positions > 1000);
        CHECK(changed > decisions * 9 / 10);
    }

    TEST_CASE("lacosanostra bots: whole games with computers at every seat, 3 to 5 players, every move legal") {
        for (int players = 3; players <= 5; ++players) {
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                CHECK(PlayBotGame(players, seed, {BotLevel::kNormal, BotLevel::kEasy}) > 100);
                CHECK(PlayBotGame(players, seed + 10, {BotLevel::kEasy}) > 100);
                CHECK(PlayBotGame(players, seed + 20, {BotLevel::kNormal}) > 100);
            }
        }
    }

    TEST_CASE("lacosanostra bots: whole games under the options (short game, wild, double planning, ...)") {
        Options o;
        o.short_game = true;
        o.business_bonus = true;
        CHECK(PlayBotGame(4, 31, {BotLevel::kNormal, BotLevel::kEasy}, o) > 100);
        o = {};
        o.wild = true;
        o.spy_any_time = true;
        o.robbery_chain = true;
        CHECK(PlayBotGame(4, 32, {BotLevel::kNormal, BotLevel::kEasy}, o) > 100);
        o = {};
        o.double_planning = true;
        o.beginners = true;
        o.first_game_families = true;
        CHECK(PlayBotGame(5, 33, {BotLevel::kNormal, BotLevel::kEasy}, o) > 100);
    }

    TEST_CASE("lacosanostra bots: the thinker scores one move per work unit and agrees with BotMove") {
        const std::vector<State> sample = RandomPositions(4, 3, 7);
        MoveList legal;
        int compared = 0;
        for (const State& s : sample) {
            if (CurrentActor(s).kind != ActorKind::kSeat) continue;
            LegalMoves(s, legal);
            const View view = ViewFor(s, CurrentActor(s).seat);
            BotThinker thinker;
            thinker.Start(view, legal, BotLevel::kNormal, kBotSeed);
            int steps = 0;
            while (!thinker.Step(1)) ++steps;
            CHECK(thinker.Stats().candidates == legal.size());
            CHECK(thinker.Stats().units == legal.size() + 1);  // one more to read the table
            CHECK(steps == legal.size() - 1);                  // the first Step(1) also reads the table
            CHECK(thinker.Result() == BotMove(view, legal, BotLevel::kNormal, kBotSeed));
            ++compared;
        }
        CHECK(compared > 50);
    }

    // bot::Table reads once what the money estimates used to count afresh (the Expert's playouts call them
    // thousands of times per decision); the counts must be the rules' own: RB 403-409's violence bonus as
    // the final payout computes it, now and after one more kill, and the active businesses of each type.
    TEST_CASE("lacosanostra bots: the table's counts equal the final payout's violence bonus and the displays") {
        int kills_seen = 0, compared = 0;
        for (const State& s : RandomPositions(4, 6, 5)) {
            for (Seat p = 0; p < s.players; ++p) {
                const View view = ViewFor(s, p);
                const bot::Table t = bot::ReadTable(view, BotLevel::kNormal);
                CHECK(detail::ViolenceFor(t.victims, t.victims_strength) == detail::PayoutParts(s).seat[p].violence);
                kills_seen += t.victims > 0 ? 1 : 0;
                for (GangsterId g = 0; g < kNumGangsters; ++g) {
                    const GangsterPlace& gp = s.gangsters[g];
                    if (gp.status != GangsterStatus::kActive || OwnerOf(s, g) == p) continue;
                    State killed = s;
                    killed.gangsters[g].status = GangsterStatus::kKilled;
                    killed.gangsters[g].killer = p;
                    CHECK(detail::ViolenceFor(t.victims + 1, t.victims_strength + Gangster(g).strength) ==
                          detail::PayoutParts(killed).seat[p].violence);
                    ++compared;
                }
                for (Seat q = 0; q < s.players; ++q)
                    for (int type = 0; type < kNumBusinessTypes; ++type) {
                        int n = 0;
                        for (BusinessId b = 0; b < kNumBusinesses; ++b) {
                            const BusinessPlace& bp = s.businesses[b];
                            n += bp.zone == BusinessZone::kDisplay && bp.holder == q && !bp.deactivated &&
                                 static_cast<int>(TypeOf(b)) == type;
                        }
                        CHECK(t.active_of_type[q][static_cast<std::size_t>(type)] == n);
                    }
            }
        }
        CHECK(kills_seen > 10);
        CHECK(compared > 200);
    }

    TEST_CASE("lacosanostra bots: a view of no seat of the game decides nothing") {
        const State s = PlanningPosition();
        MoveList legal;
        LegalMoves(s, legal);
        View view = ViewFor(s, SeatOf(s, 'Y'));
        view.seat = kNoSeat;
        CHECK_FALSE(BotMove(view, legal, BotLevel::kNormal, kBotSeed).has_value());
        view.seat = 3;  // a three-player game
        CHECK_FALSE(BotMove(view, legal, BotLevel::kEasy, kBotSeed).has_value());
        CHECK(BotMove(ViewFor(s, SeatOf(s, 'Y')), legal, BotLevel::kEasy, kBotSeed).has_value());
    }

    TEST_CASE("lacosanostra bots: level names") {
        CHECK(ParseBotLevel("easy") == BotLevel::kEasy);
        CHECK(ParseBotLevel("normal") == BotLevel::kNormal);
        CHECK_FALSE(ParseBotLevel("expert").has_value());
        CHECK(std::string(BotLevelName(BotLevel::kNormal)) == "normal");
    }

    TEST_CASE("lacosanostra bots: planning puts a job it can meet on a gangster, Easy and Normal alike") {
        // Y (Blundetto) holds O1-13 (Bankruptcy Proceedings, needs a Geldverleiher: Y has GV1), O1-11 (Market
        // Rigging, needs an Abfallfirma: Y has AF1) and O1-09 (Car Theft, $9k: needs a Werkstatt, which only R
        // owns; with $2k Y cannot buy the marker, so neither level counts on a deal).
        const State s = Build(R"({"players": {"Y": {"hand": "O1-09 O1-11 O1-13"}},
                                  "cursor": {"turn": "Y", "assignments_left": 1}})");
        MoveList legal;
        LegalMoves(s, legal);
        for (const BotLevel level : {BotLevel::kEasy, BotLevel::kNormal}) {
            const std::optional<Move> m = BotMove(ViewFor(s, SeatOf(s, 'Y')), legal, level, kBotSeed);
            REQUIRE(m.has_value());
            CHECK(m->kind == MoveKind::kOrder);
            CHECK(ToString(s, *m).find("O1-09") == std::string::npos);
        }
    }

    TEST_CASE(
        "lacosanostra bots: a non-controller without a card to play lets a window pass and the controller continues") {
        const std::vector<State> sample = RandomPositions(4, 20, 1);
        MoveList legal;
        int windows = 0;
        for (const State& s : sample) {
            if (s.step != Step::kDoctorWindow && s.step != Step::kRobberyWindow) continue;
            LegalMoves(s, legal);
            const Seat controller = CurrentActor(s).seat;
            for (Seat p = 0; p < s.players; ++p) {
                const bool holds_doctor = s.player[p].influence[static_cast<std::size_t>(Influence::kDoctor)] > 0;
                bool holds_robbery = false;
                for (GangsterId g = 0; g < kNumGangsters; ++g)
                    holds_robbery |= OwnerOf(s, g) == p && s.gangsters[g].assignment == Assignment::kOrder &&
                                     Order(s.gangsters[g].card).effect == Effect::kRobbery;
                const std::optional<Move> m = BotMove(ViewFor(s, p), legal, BotLevel::kNormal, kBotSeed);
                if (p == controller) {
                    REQUIRE(m.has_value());
                    CHECK((m->kind == MoveKind::kContinue || m->kind == MoveKind::kClaim));
                } else if (!holds_doctor && !holds_robbery) {
                    CHECK_FALSE(m.has_value());
                }
            }
            ++windows;
        }
        CHECK(windows > 10);
    }

    TEST_CASE(
        "lacosanostra bots: a marker is sold at MarkerPrice and not below and the verdict names the card and the "
        "sums") {
        const State s = PlanningPosition();
        const Seat y = SeatOf(s, 'Y'), g = SeatOf(s, 'G');
        const BusinessId aw = *ParseBusiness("AW1");  // DiMaggio's Anwalt
        const View seller = ViewFor(s, g);
        const std::int32_t price = MarkerPrice(seller, g, y, aw);
        REQUIRE(price >= 1);
        const TradeVerdict low = EvaluateTrade(seller, MarkerDeal(y, g, aw, price - 1));
        CHECK_FALSE(low.accept);
        CHECK(low.reason == (price - 1 == 0 ? TradeReason::kNotInterested : TradeReason::kTooLittle));
        CHECK(low.offered == price - 1);
        CHECK(low.wanted == price);
        CHECK(low.card == RefBusiness(aw));
        const TradeVerdict fair = EvaluateTrade(seller, MarkerDeal(y, g, aw, price));
        CHECK(fair.accept);
        CHECK(fair.reason == TradeReason::kAccepted);
        State applied = s;
        CHECK(ApplyInPlace(applied, MarkerDeal(y, g, aw, price)).ok());
        CHECK(applied.businesses[aw].markers[y] == 1);
        // The other way round (the buyer is the higher seat): G buys a marker on Y's Geldverleiher.
        const BusinessId gv = *ParseBusiness("GV1");
        const std::int32_t gv_price = MarkerPrice(ViewFor(s, y), y, g, gv);
        CHECK(EvaluateTrade(ViewFor(s, y), MarkerDeal(g, y, gv, gv_price)).accept);
        applied = s;
        CHECK(ApplyInPlace(applied, MarkerDeal(g, y, gv, gv_price)).ok());
        CHECK(Cash(applied, 'G') == 4 - gv_price);
        // The same trade judged by a seat that is no party, or paying more than the buyer has: invalid.
        CHECK(EvaluateTrade(ViewFor(s, SeatOf(s, 'R')), MarkerDeal(y, g, aw, price)).reason == TradeReason::kInvalid);
        CHECK(EvaluateTrade(seller, MarkerDeal(y, g, aw, 7)).reason == TradeReason::kInvalid);
    }

    TEST_CASE("lacosanostra bots: every deal a computer proposes or offers is valid and accepted by its own seller") {
        const std::vector<State> sample = RandomPositions(4, 60, 1);
        int proposals = 0, offers = 0;
        for (const State& s : sample) {
            if (s.step != Step::kBeforeReveal) continue;
            std::array<Move, kMaxTradeItems> deals;
            const int n = ProposeDeals(ViewFor(s, s.cur.turn), deals);
            for (int i = 0; i < n; ++i) {
                const Move& trade = deals[static_cast<std::size_t>(i)];
                State copy = s;
                CHECK_MESSAGE(ApplyInPlace(copy, trade).ok(), ToString(s, trade));
                const Seat seller = trade.seat == s.cur.turn ? trade.other : trade.seat;
                CHECK(EvaluateTrade(ViewFor(s, seller), trade).accept);
                ++proposals;
            }
            for (Seat p = 0; p < s.players; ++p) {
                if (p == s.cur.turn) continue;
                const std::optional<Move> offer = OfferMarker(ViewFor(s, p), s.cur.turn);
                if (!offer) continue;
                State copy = s;
                CHECK_MESSAGE(ApplyInPlace(copy, *offer).ok(), ToString(s, *offer));
                CHECK(EvaluateTrade(ViewFor(s, p), *offer).accept);
                ++offers;
            }
        }
        MESSAGE("proposals " << proposals << ", offers " << offers);
        CHECK(offers > 10);
    }
}
