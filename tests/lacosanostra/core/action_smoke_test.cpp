// Quick checks of the action phase while it is built (the main La Cosa Nostra tests are lacosanostra_core_tests):
// seeded random playouts of 3, 4 and 5 players through every phase, with CheckInvariants after every action,
// every chosen legal move accepted by Apply, and the game reaching its end.
#include <doctest/doctest.h>
#include <string>

#include "lacosanostra/game.h"
#include "lacosanostra/playout.h"  // RandomTrade
#include "lacosanostra/steps.h"    // ActionCursorProblem, until CheckInvariants runs it

namespace lcn {
namespace {

struct PlayoutStats {
    long actions = 0;
    long trades = 0;
    long reveals = 0;
    long claims_answered = 0;
    long steps_seen[static_cast<int>(Step::kOver) + 1] = {};
};

// Plays one game to its end with uniformly random flow moves (chance: the generator's proposal). Returns
// false (with a message) at the first problem.
bool PlayOut(const Setup& setup, PlayoutStats& stats, std::string& problem) {
    Result<State> game = NewGame(setup);
    if (!game.ok()) {
        problem = "NewGame refused";
        return false;
    }
    State s = game.value();
    common::Rng pick(setup.seed * 7919 + 13);
    MoveList moves;
    for (int guard = 0; guard < 200000 && !IsOver(s); ++guard) {
        ++stats.steps_seen[static_cast<int>(s.step)];
        if (IsSafePoint(s) && pick.Below(8) == 0) {
            const Move trade = RandomTrade(s, pick);
            const State before = s;
            const Refusal r = ApplyInPlace(s, trade);
            if (!r.ok() && !(s == before)) {
                problem = "refused trade changed the state: " + ToString(before, trade);
                return false;
            }
            if (r.ok()) {
                ++stats.trades;
                const std::string broken = CheckInvariants(s);
                if (!broken.empty()) {
                    problem = "after " + ToString(before, trade) + ": " + broken;
                    return false;
                }
            }
        }
        const Actor actor = CurrentActor(s);
        Move m;
        if (actor.kind == ActorKind::kChance) {
            m = DefaultRoll(s);
        } else {
            LegalMoves(s, moves);
            if (moves.empty()) {
                problem = std::string("no legal move at step ") + StepName(s.step);
                return false;
            }
            m = moves[static_cast<int>(pick.Below(static_cast<std::uint32_t>(moves.size())))];
        }
        if (m.kind == MoveKind::kReveal) ++stats.reveals;
        if (s.step == Step::kClaim && m.kind != MoveKind::kDecline) ++stats.claims_answered;
        const State before = s;
        const Refusal r = ApplyInPlace(s, m);
        if (!r.ok()) {
            problem = "refused " + ToString(before, m) + ": " + RefusalText(r) + " at " + StepName(before.step);
            return false;
        }
        ++stats.actions;
        if (const char* cursor = detail::ActionCursorProblem(s)) {
            problem = "after " + ToString(before, m) + " (" + StepName(before.step) + "): cursor: " + cursor;
            return false;
        }
        const std::string broken = CheckInvariants(s);
        if (!broken.empty()) {
            problem = "after " + ToString(before, m) + " (" + StepName(before.step) + "): " + broken;
            return false;
        }
    }
    if (!IsOver(s)) {
        problem = "no end after 200000 actions";
        return false;
    }
    return true;
}

void PlayMany(int players, int games) {
    PlayoutStats stats;
    for (int g = 0; g < games; ++g) {
        Setup setup;
        setup.players = players;
        setup.seed = static_cast<std::uint64_t>(1000 * players + g);
        setup.options.robbery_chain = g % 3 == 0;
        setup.options.physical_dice = false;
        std::string problem;
        INFO("players " << players << " seed " << setup.seed);
        REQUIRE_MESSAGE(PlayOut(setup, stats, problem), problem);
    }
    // The action phase's steps are all reached (a test that cannot fail is a defect: these counts show the
    // playouts went through the paths they are meant to check).
    CHECK(stats.reveals > 0);
    CHECK(stats.steps_seen[static_cast<int>(Step::kRoll)] > 0);
    CHECK(stats.steps_seen[static_cast<int>(Step::kTrapBefore)] > 0);
    CHECK(stats.steps_seen[static_cast<int>(Step::kRobberyWindow)] > 0);
    CHECK(stats.steps_seen[static_cast<int>(Step::kDoctorWindow)] > 0);
    CHECK(stats.steps_seen[static_cast<int>(Step::kPurchase)] > 0);
    std::string seen;
    for (int st = 0; st <= static_cast<int>(Step::kOver); ++st)
        seen += std::string(StepName(static_cast<Step>(st))) + "=" + std::to_string(stats.steps_seen[st]) + " ";
    MESSAGE(seen);
    MESSAGE(players << " players: " << stats.actions << " actions in " << games << " games, " << stats.claims_answered
                    << " claims answered with a card, " << stats.trades << " trades");
    CHECK(stats.trades > 0);
    CHECK(stats.steps_seen[static_cast<int>(Step::kJobMarkers)] > 0);
}

TEST_CASE("action smoke: random playouts of 3 players keep every invariant") { PlayMany(3, 300); }
TEST_CASE("action smoke: random playouts of 4 players keep every invariant") { PlayMany(4, 300); }
TEST_CASE("action smoke: random playouts of 5 players keep every invariant") { PlayMany(5, 300); }

// ---------------------------------------------------------------- hand-made action phases
// A 3-player game (Y G R, Y starts) whose hands are emptied and whose assignments are placed by hand, standing
// at the first pre-turn window. Cards are moved with their places kept consistent, so CheckInvariants holds.
struct Table {
    State s;

    Table() {
        Setup setup;
        setup.players = 3;
        setup.seed = 5;
        setup.families = {0, 1, 2, kDealFamilies, kDealFamilies};
        setup.start_player = 0;
        Result<State> game = NewGame(setup);
        REQUIRE(game.ok());
        s = game.value();
        for (OrderId o = 0; o < kNumOrders; ++o) {
            if (s.orders[o].zone == OrderZone::kHand) ToDeck(o);
            s.orders[o].drawn_this_phase = false;
        }
        for (Player& p : s.player) p.influence_drawn = {};
        s.step = Step::kPreTurn;
        s.cur = Cursor{};
        s.cur.due = 0;
        s.cur.turn = 0;
        s.cur.window = Step::kPreTurn;
    }

    void ToDeck(OrderId o) {
        const int r = Order(o).round - 1;
        s.order_deck[static_cast<std::size_t>(r)][s.order_deck_size[static_cast<std::size_t>(r)]++] = o;
        s.orders[o] = OrderPlace{};
    }
    void FromDeck(OrderId o) {
        const auto r = static_cast<std::size_t>(Order(o).round - 1);
        int n = 0;
        for (int i = 0; i < s.order_deck_size[r]; ++i)
            if (s.order_deck[r][static_cast<std::size_t>(i)] != o)
                s.order_deck[r][static_cast<std::size_t>(n++)] = s.order_deck[r][static_cast<std::size_t>(i)];
        s.order_deck[r][static_cast<std::size_t>(n)] = 0;
        s.order_deck_size[r] = static_cast<std::uint8_t>(n);
    }
    void Assign(const char* gangster, const char* order) {
        const GangsterId g = *ParseGangster(gangster);
        const OrderId o = *ParseOrder(order);
        FromDeck(o);
        s.orders[o].zone = OrderZone::kOnGangster;
        s.orders[o].holder = g;
        s.gangsters[g].assignment = Assignment::kOrder;
        s.gangsters[g].card = o;
    }
    // A business from the deck or market into a seat's display.
    void Give(const char* business, Seat p) {
        const BusinessId b = *ParseBusiness(business);
        BusinessPlace& bp = s.businesses[b];
        if (bp.zone == BusinessZone::kDeck) {
            detail::TakeFromDeck(s, b);
        } else if (bp.zone == BusinessZone::kMarket) {
            for (BusinessId& slot : s.market)
                if (slot == b) slot = kNoBusiness;
        }
        bp.zone = BusinessZone::kDisplay;
        bp.holder = p;
    }
    void Mark(const char* business, Seat p) {
        ++s.businesses[*ParseBusiness(business)].markers[p];
        --s.player[p].markers_in_supply;
    }
    void GiveInfluence(Seat p, Influence t) {
        for (int i = 0; i < s.influence_deck_size; ++i) {
            if (s.influence_deck[static_cast<std::size_t>(i)] != t) continue;
            for (int j = i; j + 1 < s.influence_deck_size; ++j)
                s.influence_deck[static_cast<std::size_t>(j)] = s.influence_deck[static_cast<std::size_t>(j + 1)];
            s.influence_deck[static_cast<std::size_t>(--s.influence_deck_size)] = Influence::kInformant;
            ++s.player[p].influence[static_cast<std::size_t>(t)];
            return;
        }
        FAIL("no such influence card in the deck");
    }
    void Due(Seat p) {
        s.cur.due = p;
        s.cur.turn = p;
    }
    void Ready() {
        RecomputeMonopoliesForTest();
        const std::string broken = CheckInvariants(s);
        REQUIRE_MESSAGE(broken.empty(), broken);
    }
    void RecomputeMonopoliesForTest() {}  // the hand-made displays below never reach two of a monopoly type

    // Applies "a; b; c"; each must be accepted and keep the invariants.
    void Play(const char* actions) {
        for (std::string_view text : SplitMoveList(actions)) {
            Result<Move> m = ParseMove(s, text);
            REQUIRE_MESSAGE(m.ok(), std::string(text));
            const Refusal r = ApplyInPlace(s, m.value());
            REQUIRE_MESSAGE(r.ok(), (std::string(text) + ": " + RefusalText(r) + " at " + StepName(s.step)));
            const std::string broken = CheckInvariants(s);
            REQUIRE_MESSAGE(broken.empty(), (std::string(text) + ": " + broken));
        }
    }
    bool Legal(const char* text) {
        MoveList moves;
        LegalMoves(s, moves);
        for (const Move& m : moves)
            if (ToString(s, m) == text) return true;
        return false;
    }
    std::int32_t Cash(Seat p) const { return s.player[p].cash; }
    const GangsterPlace& G(const char* code) const { return s.gangsters[*ParseGangster(code)]; }
    const OrderPlace& O(const char* code) const { return s.orders[*ParseOrder(code)]; }
};

constexpr Seat kY = 0, kG = 1, kR = 2;

TEST_CASE("action smoke: a Raub with one success takes half the payout rounded down (R2)") {
    Table t;
    t.Assign("Y3", "O1-13");  // Bankruptcy Proceedings: GV, difficulty 3, 7 / 5; Y owns GV1
    t.Assign("G1", "O3-19");  // Raub
    t.Assign("R1", "O1-03");  // keeps the action phase going (no payday income in between)
    t.Ready();
    const std::int32_t y = t.Cash(kY), g = t.Cash(kG);
    t.Play("Y choose Y3; Y reveal; roll 6 6 1");
    CHECK(StepName(t.s.step) == std::string("reroll"));  // Y's Polizist PZ1, one die failed (D42)
    t.Play("Y keep; G claim; G rob G1; Y continue; roll 4; Y continue");
    CHECK(t.Cash(kG) - g == 3);  // half of 7, rounded down
    CHECK(t.Cash(kY) - y == 4);
    CHECK(t.O("O3-19").zone == OrderZone::kDiscardUp);
    CHECK(t.O("O1-13").zone == OrderZone::kDiscardUp);
}

TEST_CASE("action smoke: a Falle with two successes foils the Attentat and kills the attacker (R3)") {
    Table t;
    t.Assign("R3", "O3-13");  // Attentat
    t.Assign("Y3", "O4-23");  // Falle
    t.Due(kR);
    t.Ready();
    t.Play("R choose R3; R name Y; R reveal; R target Y2; Y claim; Y trap Y3; roll 5 6 1; R continue");
    CHECK(t.G("R3").status == GangsterStatus::kKilled);
    CHECK(t.G("R3").killer == kY);
    CHECK(t.G("Y2").status == GangsterStatus::kActive);
    CHECK(t.O("O3-13").zone == OrderZone::kDiscardUp);
    CHECK(t.O("O4-23").zone == OrderZone::kDiscardUp);
}

TEST_CASE("action smoke: a reaction `reveal`d on its owner's turn is aborted face down (D40, RB 465)") {
    Table t;
    t.Assign("Y3", "O3-21");  // Falle
    t.Assign("G1", "O1-03");
    t.Ready();
    CHECK(t.Legal("Y choose Y3"));
    t.Play("Y choose Y3");
    CHECK(t.Legal("Y reveal"));
    CHECK(t.Legal("Y name G"));
    t.Play("Y reveal");
    CHECK(t.O("O3-21").zone == OrderZone::kDiscardDown);
    CHECK(t.s.cur.due == kG);
    CHECK(StepName(t.s.step) == std::string("pre_turn"));
}

TEST_CASE("action smoke: Notarzt turns a kill into a deactivation, victim +1 for a held order (RB 435, R4)") {
    Table t;
    t.Assign("R3", "O3-13");  // Attentat
    t.Assign("Y2", "O1-01");
    t.GiveInfluence(kG, Influence::kDoctor);
    t.Due(kR);
    t.Ready();
    t.Play("R choose R3; R name Y; R reveal; R target Y2; R continue");
    CHECK(t.s.cur.target_number == 3);  // strength 2 + 1 for the face-down order
    t.Play("roll 6 6 6; R continue; G claim; G play NA");
    CHECK(t.s.cur.harm == Harm::kDeactivate);
    t.Play("R continue");
    CHECK(t.G("Y2").status == GangsterStatus::kDeactivated);
    CHECK(t.O("O1-01").zone == OrderZone::kDiscardDown);  // R19/R23: face down, unrevealed
    CHECK(t.s.player[kG].influence[static_cast<int>(Influence::kDoctor)] == 0);
}

TEST_CASE("action smoke: two identical requirements take distinct cards, markers used whatever the roll (R5)") {
    Table t;
    t.Give("DD2", kY);
    t.Give("DD3", kR);
    t.Mark("DD2", kG);
    t.Mark("DD3", kG);
    t.Assign("G2", "O2-07");  // Drug Trade: DD + DD; G owns DD1
    t.Due(kG);
    t.Ready();
    t.Play("G choose G2; G reveal");
    CHECK(StepName(t.s.step) == std::string("job_markers"));
    CHECK(t.Legal("G use DD2"));
    CHECK(t.Legal("G use DD3"));
    CHECK_FALSE(t.Legal("G use DD2 DD3"));
    t.Play("G use DD3; roll 1 1");
    CHECK(t.s.businesses[*ParseBusiness("DD3")].markers[kG] == 0);
    CHECK(t.s.businesses[*ParseBusiness("DD2")].markers[kG] == 1);
    CHECK(t.s.player[kG].markers_in_supply == 4);
}

TEST_CASE("action smoke: Intrigant turns run in seat order from the start player, then the due seat (D6)") {
    Table t;
    t.Assign("Y1", "O1-03");
    t.Assign("G1", "O1-06");
    t.Assign("R1", "O1-16");
    t.Ready();
    t.Play("R claim; R play IT; G claim; G play IT");
    CHECK_FALSE(t.Legal("Y choose Y1"));
    t.Play("Y continue");
    CHECK(t.s.cur.turn == kG);
    t.Play("G choose G1; G abort");
    CHECK(t.s.cur.due == kY);
    CHECK_FALSE(t.Legal("Y choose Y1"));
    t.Play("Y continue; R choose R1; R abort; Y choose Y1; Y abort");
    CHECK(t.O("O1-06").zone == OrderZone::kDiscardDown);
    CHECK(StepName(t.s.step) != std::string("pre_turn"));  // nobody has an assignment: payday
}

TEST_CASE("action smoke: a due seat skips himself with his Intrigant (R21)") {
    Table t;
    t.Assign("Y1", "O1-03");
    t.Assign("G1", "O1-06");
    t.Ready();
    t.Play("Y claim; Y play IT");
    CHECK_FALSE(t.Legal("Y choose Y1"));
    t.Play("Y continue");
    CHECK(t.s.cur.due == kG);
}

TEST_CASE("action smoke: Drive-By without success lets the victim shoot back (R1)") {
    Table t;
    t.Assign("R3", "O4-19");  // Drive-By
    t.Assign("Y3", "O1-01");
    t.Due(kR);
    t.Ready();
    t.Play("R choose R3; R name Y; R reveal; R target Y3; R continue");
    CHECK(t.s.cur.target_number == 4);
    t.Play("roll 1 1 1; R continue; Y fire");
    CHECK(t.s.cur.target_number == 3);  // the attacker's strength, no +1, no Handlanger
    t.Play("roll 3 3 1; R continue");
    CHECK(t.G("R3").status == GangsterStatus::kKilled);
    CHECK(t.G("R3").killer == kY);
    CHECK(t.O("O4-19").zone == OrderZone::kDiscardUp);
}

TEST_CASE("action smoke: queued Intrigant turns run before a due seat who lost his assignments (RB 817)") {
    Table t;
    t.Assign("Y1", "O1-03");
    t.Assign("G3", "O3-13");  // Attentat on Y1
    t.Assign("G1", "O1-06");
    t.Assign("R1", "O1-16");
    t.Ready();
    t.Play("G claim; G play IT; R claim; R play IT; Y continue");
    t.Play("G choose G3; G name Y; G reveal; G target Y1; G continue; roll 6 6 6; G continue; G continue");
    CHECK(t.G("Y1").status == GangsterStatus::kKilled);
    CHECK(t.s.cur.due == kY);  // R's queued turn still comes before play goes on
    CHECK(t.Legal("Y continue"));
    t.Play("Y continue");
    CHECK(t.s.cur.turn == kR);
    t.Play("R choose R1; R abort");
    CHECK(t.s.cur.due == kG);  // Y has nothing left: skipped
}

TEST_CASE("action smoke: a cursor the action phase cannot continue is named (ActionCursorProblem)") {
    Table t;
    t.Ready();
    CHECK(detail::ActionCursorProblem(t.s) == nullptr);
    State s = t.s;
    s.step = Step::kBeforeReveal;  // nobody chosen
    CHECK(detail::ActionCursorProblem(s) != nullptr);
    t.Assign("Y3", "O1-13");
    t.Play("Y choose Y3; Y reveal; roll 6 1 1; Y reroll PZ1 2");
    CHECK(detail::ActionCursorProblem(t.s) == nullptr);
    s = t.s;
    s.cur.reroll_die = 0;
    CHECK(std::string(detail::ActionCursorProblem(s)) == "no die to re-roll");
    CHECK(ApplyInPlace(s, DefaultRoll(s)).code == RefusalCode::kWrongStep);
}

TEST_CASE("action smoke: a Falle foiling the Raub leaves the job paying normally (R2)") {
    Table t;
    t.Assign("Y3", "O1-13");  // 7 / 5, GV
    t.Assign("G1", "O3-19");  // Raub
    t.Assign("Y1", "O4-23");  // Falle
    t.Assign("R1", "O1-03");
    t.Ready();
    const std::int32_t y = t.Cash(kY), g = t.Cash(kG);
    t.Play("Y choose Y3; Y reveal; roll 6 6 6; G claim; G rob G1; Y claim; Y trap Y1; roll 4");
    CHECK(t.Cash(kY) - y == 7);
    CHECK(t.Cash(kG) == g);
    CHECK(t.G("G1").status == GangsterStatus::kActive);  // one success: foiled, not killed
    CHECK(t.O("O4-23").zone == OrderZone::kDiscardUp);
}

TEST_CASE("action smoke: Raub against Raub takes the first robber's take (R15 option)") {
    Table t;
    t.s.options.robbery_chain = true;
    t.Assign("Y3", "O1-13");  // 7 / 5
    t.Assign("G3", "O3-19");  // Raub
    t.Assign("R3", "O3-20");  // Raub
    t.Assign("R1", "O1-03");
    t.Ready();
    const std::int32_t y = t.Cash(kY), g = t.Cash(kG), r = t.Cash(kR);
    t.Play("Y choose Y3; Y reveal; roll 6 6 6; G claim; G rob G3; Y continue; roll 6 6 6; Y continue");
    CHECK(StepName(t.s.step) == std::string("robbery_window"));
    t.Play("R claim; R rob R3; Y continue; roll 5 1 1; Y continue");
    CHECK(StepName(t.s.step) == std::string("robbery_window"));  // R's take could be robbed again
    t.Play("Y continue");
    CHECK(t.Cash(kY) == y);          // robbed of everything
    CHECK(t.Cash(kG) - g == 7 - 3);  // R took half of G's 7, rounded down
    CHECK(t.Cash(kR) - r == 3);
}

TEST_CASE("action smoke: other orders: offer at half price, connections from the deck, laundering, horse race") {
    Table t;
    t.Assign("Y3", "O2-16");  // Unschlagbares Angebot
    t.Assign("G3", "O2-17");  // Beziehungen
    t.Assign("R3", "O2-18");  // Geldwaesche
    t.Assign("Y1", "O1-03");  // keeps the action phase going (no payday income in between)
    t.s.player[kY].cash = 20;
    t.s.player[kG].cash = 20;
    t.s.player[kR].cash = 20;
    t.s.bank_balance += 54;
    t.Ready();
    const BusinessId market0 = t.s.market[0];
    t.Play("Y choose Y3; Y reveal; roll 3 3 1");
    REQUIRE(StepName(t.s.step) == std::string("buy_decision"));
    t.Play(("Y buy " + BusinessCode(market0)).c_str());
    CHECK(t.Cash(kY) == 20 - Price(market0) / 2);
    CHECK(t.s.market[0] != kNoBusiness);           // refilled at once (R20)
    const BusinessId deep = t.s.business_deck[0];  // the bottom card: only a search finds it
    t.Play("G choose G3; G reveal; roll 3 3 1");
    t.Play(("G buy " + BusinessCode(deep)).c_str());
    CHECK(t.Cash(kG) == 20 - (Price(deep) - 2));
    CHECK(t.s.businesses[deep].holder == kG);
    t.Play("R choose R3; R reveal; roll 3 1 1");
    CHECK(t.Legal("R launder 8"));
    CHECK_FALSE(t.Legal("R launder 9"));  // one success: up to 8
    t.Play("R launder 8");
    CHECK(t.s.player[kR].laundered == 8);
    CHECK(t.Cash(kR) == 12);
}

TEST_CASE("action smoke: attacks: theft, property damage to the bank, poach returns markers, arson destroys") {
    Table t;
    t.Assign("Y3", "O1-19");  // Diebstahl 4: 5 / 3
    t.Assign("G3", "O1-16");  // Sachbeschaedigung: 5 / 2 to the bank
    t.Assign("R3", "O2-14");  // Abwerben
    t.Assign("Y2", "O3-10");  // Brandstiftung
    t.s.player[kG].cash = 9;
    t.s.player[kR].cash = 9;
    t.s.bank_balance += 14;
    t.Mark("PZ1", kG);  // on Y's Polizist, poached below
    t.Ready();
    t.Play("Y choose Y3; Y name G; Y reveal; Y continue; roll 4 4 1; Y continue");
    CHECK(t.Cash(kG) == 4);
    t.Play("G choose G3; G name R; G reveal; G continue; roll 3 1 1; G continue");
    CHECK(t.Cash(kR) == 7);  // one success: 2 to the bank
    t.Play("R choose R3; R name Y; R reveal; R target PZ1; R continue; roll 4 4 4; R continue");
    CHECK(t.s.businesses[*ParseBusiness("PZ1")].holder == kR);
    CHECK(t.s.businesses[*ParseBusiness("PZ1")].markers[kG] == 0);
    CHECK(t.s.player[kG].markers_in_supply == 5);
    t.Play("Y choose Y2; Y name R; Y reveal; Y continue; roll 4 4; Y continue");
    CHECK(t.s.businesses[*ParseBusiness("WS1")].zone == BusinessZone::kDeck);  // R's only company
    CHECK(t.s.business_deck[0] == *ParseBusiness("WS1"));                      // under the deck (D14)
}

}  // namespace
}  // namespace lcn
