// The design decisions D1-D46 of rules.h that have observable behaviour, the payday and the final payout
// (§4.3), one TEST_CASE each. Flow conventions: see examples_test.cpp.
#include "support/flows.h"
#include "support/scoring.h"
#include "support/table.h"

using namespace lcn;
using namespace lcn::test;

TEST_SUITE("lcn decisions") {
    TEST_CASE("D2 planning: influence cards first, the assignment ends the turn") {
        const State s0 = Build(R"({"start_player": "Y", "players": {"Y": {"hand": "O1-03"}},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State played = Play(s0, "Y play HL Y1");
        CHECK(played.cur.turn == SeatOf(played, 'Y'));
        CHECK((played.gangsters[*ParseGangster("Y1")].attached & kAttachHenchman) != 0);
        const State s = Play(played, "Y order Y2 O1-03");  // the Handlanger may sit on another gangster
        CHECK(s.cur.turn == SeatOf(s, 'G'));
    }

    // §4.3 step 4 and RB 277 ("Welcher Spieler Ziel des Angriffs sein soll, muss vor dem Aufdecken der Karte
    // angekündigt werden"): an attack is never executed without a named player; its `reveal` is the face-down
    // abort of step 2a, so the table learns nothing (the card stays secret, the game records `abort`).
    TEST_CASE("D3 an unnamed attack's reveal is the face-down abort of step 2a (RB 277, rules §4.3 step 4)") {
        const State s0 = Build(R"({
        "start_player": "R", "idle": "deactivated",
        "players": {"R": {"hand": "O1-19"}, "Y": {"cash": 6}},
        "gangsters": {"R3": "active", "G1": "order O1-03"},
        "cursor": {"turn": "R", "assignments_left": 1}})");
        const State before = Play(s0, "R order R3 O1-19; R choose R3");
        REQUIRE(StepName(before) == "before_reveal");
        CHECK(IsLegal(before, "R reveal"));  // listed whatever the card: the public list tells nothing
        CHECK(RevealAborts(before));
        const State s = Play(before, "R reveal");
        CHECK(s == Play(before, "R abort"));
        CHECK(Where(s, "O1-19") == "discard_down");
        CHECK(Cash(s, 'Y') == 6);
        CHECK(StepName(s) == "pre_turn");
        CHECK(AsApplied(before, *ParseMove(before, "R reveal")).kind == MoveKind::kAbort);
        // Named, the same card is executed (face up), and a named job or any non-attack is never aborted.
        const State named = Play(before, "R name Y");
        CHECK_FALSE(RevealAborts(named));
        CHECK(AsApplied(named, *ParseMove(named, "R reveal")).kind == MoveKind::kReveal);
        CHECK(Play(named, "R reveal").cur.revealed);
        const State dropped = Play(named, "R name none");
        CHECK(RevealAborts(dropped));
        const State job = Play(Build(R"({
        "start_player": "R", "idle": "deactivated",
        "players": {"R": {"hand": "O1-03"}},
        "gangsters": {"R3": "active", "G1": "order O1-04"},
        "cursor": {"turn": "R", "assignments_left": 1}})"),
                               "R order R3 O1-03; R choose R3");
        CHECK_FALSE(RevealAborts(job));
        CHECK(Legal(job) == Legal(before));  // the same moves for a job and an attack
    }

    // The game records the abort, never the `reveal` (the log and the record would otherwise say "revealed" and
    // show that the hidden card was an attack); an old save holding such a `reveal` still opens, as that abort.
    TEST_CASE("D3 a session records an aborting reveal as `abort`, and an old record's reveal replays as one") {
        Session session;
        Setup setup;
        setup.players = 3;
        setup.seed = 7;
        REQUIRE(session.NewGame(setup, {}).empty());
        int at = -1;
        for (int guard = 0; guard < 20000 && at < 0 && !IsOver(session.current()); ++guard) {
            const State& s = session.current();
            if (CurrentActor(s).kind == ActorKind::kChance) {
                REQUIRE(session.ApplyChance());
                continue;
            }
            if (s.step == Step::kBeforeReveal && RevealAborts(s)) {
                Move reveal;
                reveal.kind = MoveKind::kReveal;
                reveal.seat = s.cur.turn;
                REQUIRE(session.Apply(reveal).ok());
                at = session.num_moves() - 1;
                break;
            }
            MoveList legal;
            LegalMoves(s, legal);
            REQUIRE(!legal.empty());
            // The first listed move, but a reveal where one may be made, so the game goes on.
            Move pick = legal[0];
            for (const Move& m : legal)
                if (m.kind == MoveKind::kReveal) pick = m;
            REQUIRE(session.Apply(pick).ok());
        }
        REQUIRE(at >= 0);
        CHECK(session.move(at).kind == MoveKind::kAbort);
        GameRecord old = session.Record();
        old.moves[static_cast<std::size_t>(at)].kind = MoveKind::kReveal;  // as an older version saved it
        Result<ReplayedGame> replayed = ReplayRecord(old);
        REQUIRE(replayed);
        CHECK(replayed->record().moves[static_cast<std::size_t>(at)].kind == MoveKind::kAbort);
        CHECK(replayed->states().back() == session.current());
        Result<ReplayedGame> from_text = DecodeRecord(EncodeRecord(old));
        REQUIRE(from_text);
        CHECK(from_text->record().moves[static_cast<std::size_t>(at)].kind == MoveKind::kAbort);
    }

    TEST_CASE("D4 every seat may claim once per open-claim window, only the controller continues") {
        const State s0 = Build(R"({
        "start_player": "R", "idle": "deactivated",
        "players": {"R": {"hand": "O1-19"}},
        "gangsters": {"R3": "active", "G1": "order O1-03"},
        "cursor": {"turn": "R", "assignments_left": 1}})");
        const State w = Play(s0, "R order R3 O1-19; R choose R3; R name Y; R reveal");
        REQUIRE(StepName(w) == "trap_before");
        CHECK(Legal(w) == std::vector<std::string>{"G claim", "R claim", "R continue", "Y claim"});
        CHECK(RefusalOf(w, "G continue").code == RefusalCode::kNotYourTurn);
        const State declined = Play(w, "G claim; G decline");
        CHECK(Legal(declined) == std::vector<std::string>{"R claim", "R continue", "Y claim"});
    }

    TEST_CASE("D7 an Intrigant needs an assignment to execute, the claimant may still decline") {
        const State s0 = Build(R"({
        "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"hand": "O1-04"}},
        "gangsters": {"Y1": "active", "G1": "order O1-03"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State claimed = Play(s0, "Y order Y1 O1-04; R claim");
        CHECK_FALSE(Accepted(claimed, "R play IT"));
        CHECK(IsLegal(claimed, "R decline"));
    }

    TEST_CASE("D8 Spion: two looks as two moves, possibly at two players") {
        const State s0 = Build(R"({
        "start_player": "Y",
        "players": {"Y": {"hand": "O1-03", "influence": "HL IF IT SP"}},
        "gangsters": {"G1": "order O1-05", "R1": "order O1-06"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State first = Play(s0, "Y play SP G1");
        REQUIRE(StepName(first) == "look");
        CHECK(RefusalOf(first, "Y look G1").code == RefusalCode::kNothingToSee);  // another card for the second look
        const State s = Play(first, "Y look R1");
        CHECK(StepName(s) == "planning");
        const unsigned y = 1u << SeatOf(s, 'Y');
        CHECK((s.orders[*ParseOrder("O1-05")].seen_by & y) != 0);
        CHECK((s.orders[*ParseOrder("O1-06")].seen_by & y) != 0);
    }

    TEST_CASE("D9 D42 Polizist: re-roll one failed die of an own $ job, once per round") {
        const State s0 = Build(R"({
        "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"hand": "O1-06"}},
        "gangsters": {"Y2": "active", "G1": "order O1-03"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State rolled = Play(s0, "Y order Y2 O1-06; Y choose Y2; Y reveal; roll 1 4");
        REQUIRE(StepName(rolled) == "reroll");
        CHECK(LegalStartingWith(rolled, "Y reroll") == std::vector<std::string>{"Y reroll PZ1 1", "Y reroll PZ1 2"});
        const State die = Play(rolled, "Y reroll PZ1 1");
        REQUIRE(StepName(die) == "reroll_die");  // chance: the re-rolled die
        const State s = Play(die, "roll 5");
        CHECK(s.businesses[*ParseBusiness("PZ1")].ability_used);
        REQUIRE(StepName(s) == "robbery_window");          // 5 and 4 against 3: no failed die left, no further re-roll
        CHECK(Cash(Play(s, "Y continue"), 'Y') == 2 + 3);  // Credit Card Fraud: 3 with two successes
    }

    TEST_CASE("D10 the market is refilled from the deck top without the setup restrictions") {
        const State s0 = Build(R"({"start_player": "Y", "market": "ZU2 DD2 GV2 PO2", "business_deck": "ZU3",
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State s = Play(s0, "Y purchase Y1 DD2");
        CHECK(Where(s, "ZU3") == "market");  // two Zuhaelter in the market now
    }

    TEST_CASE("D11 a deal marker on a purchase card moves with it into the display") {
        const State s0 = Build(R"({
        "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"cash": 12}}, "market": "NC2 DD2 ZU3 PO2",
        "gangsters": {"Y2": "active", "G1": "order O1-03"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State planned = Play(s0, "Y purchase Y2 NC2; Y trade G / G mark NC2");
        CHECK(MarkersOn(planned, "NC2", 'G') == 1);
        const State s = Play(planned, "Y choose Y2; Y pay");
        CHECK(Where(s, "NC2") == "display Y");
        CHECK(Cash(s, 'Y') == 0);
        CHECK(MarkersOn(s, "NC2", 'G') == 1);
    }

    TEST_CASE("D12 theft takes all the victim has if he has less, never negative cash") {
        const State s0 = Build(R"({
        "start_player": "R", "idle": "deactivated",
        "players": {"R": {"hand": "O1-19"}, "Y": {"cash": 1}},
        "gangsters": {"R3": "active", "G1": "order O1-03"},
        "cursor": {"turn": "R", "assignments_left": 1}})");
        const State s =
            Play(s0, "R order R3 O1-19; R choose R3; R name Y; R reveal; R continue; roll 4 4 4; R continue");
        CHECK(Cash(s, 'Y') == 0);
        CHECK(Cash(s, 'R') == 2 + 1);
    }

    TEST_CASE("D12 horse race: the stake is announced first, one success doubles it, none loses it") {
        const char* race = R"({
        "round": 4, "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"hand": "O4-25", "cash": 30}},
        "gangsters": {"Y1": "active", "G1": "order O1-03"},
        "cursor": {"turn": "Y", "assignments_left": 1}})";
        const State stake = Play(Build(race), "Y order Y1 O4-25; Y choose Y1; Y reveal");
        REQUIRE(StepName(stake) == "stake");
        CHECK(RefusalOf(stake, "Y stake 21").code == RefusalCode::kAmountOutOfRange);
        CHECK(Cash(Play(stake, "Y stake 7; roll 4"), 'Y') == 30 + 7);
        CHECK(Cash(Play(stake, "Y stake 7; roll 3"), 'Y') == 30 - 7);
    }

    TEST_CASE("D12 laundering moves at most the cap and at most the own cash into the safe") {
        const State s = Play(Build(R"({
        "round": 2, "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"cash": 10, "hand": "O2-18"}},
        "gangsters": {"Y2": "active", "G1": "order O1-03"},
        "cursor": {"turn": "Y", "assignments_left": 1}})"),
                             "Y order Y2 O2-18; Y choose Y2; Y reveal; roll 3 3");
        REQUIRE(StepName(s) == "launder");
        CHECK(RefusalOf(s, "Y launder 11").code == RefusalCode::kNotEnoughCash);  // only 10 cash (970a574)
        CHECK(RefusalOf(s, "Y launder 16").code == RefusalCode::kAmountOutOfRange);
        CHECK(IsLegal(s, "Y launder 10"));
        CHECK_FALSE(IsLegal(s, "Y launder 11"));
        const State done = Play(s, "Y launder 10");
        CHECK(Cash(done, 'Y') == 0);
        CHECK(Laundered(done, 'Y') == 10);
    }

    TEST_CASE("D14 a destroyed company goes under the business deck, the deal markers on it return") {
        const State s0 = Build(R"({
        "round": 3, "start_player": "R", "idle": "deactivated",
        "players": {"R": {"hand": "O3-10"}, "Y": {"businesses": "GV1 PZ1 AF1"}},
        "business": {"AF1": "G"},
        "gangsters": {"R3": "active", "G1": "order O1-03"},
        "cursor": {"turn": "R", "assignments_left": 1}})");
        const State s =
            Play(s0, "R order R3 O3-10; R choose R3; R name Y; R reveal; R continue; roll 4 5 1; R continue");
        CHECK(Where(s, "AF1") == "deck");
        CHECK(s.business_deck[0] == *ParseBusiness("AF1"));
        CHECK(Markers(s, 'G') == 5);
        CHECK(StepName(s) == "pre_turn");  // companies: no Notarzt window (D13)
    }

    TEST_CASE("D15 a business given away keeps the deal markers lying on it (voluntary change)") {
        const State s0 = Build(R"({"start_player": "Y", "players": {"Y": {"hand": "O1-03"}}, "business": {"GV1": "R"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State s = Play(s0, "Y trade G / G pay 2 / Y give GV1");
        CHECK(Where(s, "GV1") == "display G");
        CHECK(MarkersOn(s, "GV1", 'R') == 1);
        CHECK(Cash(s, 'Y') == 4);
        CHECK(Cash(s, 'G') == 0);
    }

    TEST_CASE("D16 forced dice advance the generator exactly like the default roll") {
        const State s0 = Build(R"({
        "start_player": "R", "idle": "deactivated", "rng": "00000000deadbeef",
        "players": {"R": {"hand": "O1-19"}},
        "gangsters": {"R3": "active", "G1": "order O1-03"},
        "cursor": {"turn": "R", "assignments_left": 1}})");
        const State node = Play(s0, "R order R3 O1-19; R choose R3; R name Y; R reveal; R continue");
        REQUIRE(StepName(node) == "roll");
        const Move def = DefaultRoll(node);
        CHECK(def.count == 3);
        State a = node;
        REQUIRE(ApplyInPlace(a, def).ok());
        const State b = Play(node, "roll 6 6 6");
        const State c = Play(node, "roll 1 1 1");
        CHECK(a.rng == b.rng);
        CHECK(b.rng == c.rng);
        CHECK(a.rng != node.rng);
    }

    TEST_CASE("D17 physical dice: the roll node belongs to the roller's seat") {
        const State s0 = Build(R"({
        "start_player": "R", "idle": "deactivated", "options": {"physical_dice": true},
        "players": {"R": {"hand": "O1-19"}},
        "gangsters": {"R3": "active", "G1": "order O1-03"},
        "cursor": {"turn": "R", "assignments_left": 1}})");
        const State node = Play(s0, "R order R3 O1-19; R choose R3; R name Y; R reveal; R continue");
        REQUIRE(StepName(node) == "roll");
        CHECK(CurrentActor(node) == Actor{ActorKind::kSeat, SeatOf(node, 'R')});
        CHECK(Accepted(node, "roll 2 3 4"));
    }

    TEST_CASE("D18 bad-luck redraw: an all-attack draw may be objected to, everyone draws again") {
        const State s0 = Build(R"({
        "step": "draw_check", "start_player": "Y",
        "players": {"Y": {"hand": "O1-14 O1-15 O1-16 O1-17", "drawn": "O1-14 O1-15 O1-16 O1-17"},
                    "G": {"hand": "O1-01 O1-02 O1-03 O1-04", "drawn": "O1-01 O1-02 O1-03 O1-04"},
                    "R": {"hand": "O1-05 O1-06 O1-07 O1-08", "drawn": "O1-05 O1-06 O1-07 O1-08"}},
        "cursor": {"draw_cursor": "Y"}})");
        CHECK(Legal(s0) == std::vector<std::string>{"Y accept", "Y object"});
        const State s = Play(s0, "Y object");
        CHECK(s.cur.objections == 1);
        CHECK(StepName(s) == "draw_check");
        CHECK(s.cur.draw_cursor == SeatOf(s, 'Y'));
        for (char p : {'Y', 'G', 'R'}) CHECK(OrdersInHand(s, SeatOf(s, p)) == 4);
        CHECK(s.order_deck_size[0] == 20 - 12);
    }

    // RB 465 ("Reaktionskarten können nur auf diese Weise gespielt werden, nicht wenn man selbst am Zug ist"),
    // docs/lacosanostra-rules.md §4.3 steps 2/2a: a Raub or Falle is never executed on its owner's turn, it is only
    // aborted face down.
    TEST_CASE("D19 D40 a reaction card on its owner's turn is only aborted face down, also when `reveal`d (RB 465)") {
        const State s0 = Build(R"({
        "round": 3, "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"hand": "O3-21"}},
        "gangsters": {"Y3": "active", "G1": "order O1-03"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State chosen = Play(s0, "Y order Y3 O3-21; Y choose Y3");
        CHECK(RevealAborts(chosen));
        const State s = Play(chosen, "Y reveal");
        CHECK(s == Play(chosen, "Y abort"));
        CHECK(Where(s, "O3-21") == "discard_down");
        CHECK(StepName(s) == "pre_turn");
        CHECK(s.cur.due == SeatOf(s, 'G'));
        const State named = Play(chosen, "Y name G");  // a named player changes nothing for a reaction card
        CHECK(RevealAborts(named));
        CHECK(Where(Play(named, "Y reveal"), "O3-21") == "discard_down");
    }

    // Spec §4.3 ("Informant, Spion and the Anwalt may also be used on one's own action-phase turn, before the
    // chosen card is revealed", RB 716, 731, 833) and ruling 5.10: a regular turn lets the due seat spy before he
    // chooses, as an Intrigant turn does; the look begins his turn (the Intrigant window closes, R21).
    TEST_CASE("D45 the due seat may look and exchange the market before choosing (rules §4.3, R10, RB 716, 833)") {
        const State s0 = Build(R"({
        "start_player": "G", "idle": "deactivated",
        "players": {"G": {"hand": "O1-04", "influence": "IF IF"}},
        "gangsters": {"G1": "active", "Y1": "order O1-05", "R1": "order O1-03"},
        "cursor": {"turn": "G", "assignments_left": 1}})");
        const State due = Play(s0, "G order G1 O1-04");
        REQUIRE(StepName(due) == "pre_turn");
        REQUIRE(due.cur.due == SeatOf(due, 'G'));
        // His own plays, offered to him alone (the window's public list must not show his hand).
        MoveList side;
        SideMoves(due, SeatOf(due, 'G'), side);
        std::vector<std::string> offered;
        for (const Move& m : side) offered.push_back(ToString(due, m));
        CHECK(offered == std::vector<std::string>{"G lawyer AW1 R1", "G lawyer AW1 Y1", "G play IF R1", "G play IF Y1",
                                                  "G play IF market"});
        CHECK(Legal(due) == std::vector<std::string>{"G choose G1", "G claim", "R claim", "Y claim"});
        CHECK(RefusalOf(due, "Y play IF G1").code == RefusalCode::kOptionOff);  // not Yellow's turn
        CHECK(RefusalOf(due, "G play SP Y1").code == RefusalCode::kNotInHand);  // a refusal leaves the window
        const State looked = Play(due, "G play IF Y1");
        CHECK(StepName(looked) == "choose");  // his turn has begun: no Intrigant claim any more
        CHECK((looked.orders[*ParseOrder("O1-05")].seen_by & (1u << SeatOf(looked, 'G'))) != 0);
        CHECK(Legal(looked) ==
              std::vector<std::string>{"G choose G1", "G lawyer AW1 R1", "G play IF R1", "G play IF market"});
        const State exchanged = Play(looked, "G play IF market");
        CHECK(StepName(exchanged) == "choose");
        const State lawyer = Play(exchanged, "G lawyer AW1 R1");
        CHECK(StepName(lawyer) == "choose");
        CHECK(StepName(Play(lawyer, "G choose G1")) == "before_reveal");
    }

    TEST_CASE("D21 payday: income of active businesses and monopolies, recruiting, start player moves on") {
        const State s = ThroughFirstPayday(R"({"Y": {"hand": "O1-03", "businesses": "GV1 AF1"},
        "R": {"businesses": "ZU1 PO1 WS1 ZU3"}})",
                                           R"("business": {"AF1": "deactivated"})");
        REQUIRE(s.round == 2);
        CHECK(Cash(s, 'Y') == 2 + 2);                  // GV1; the deactivated Abfallfirma earns nothing
        CHECK(Cash(s, 'G') == 2 + 2 + 1 + 4);          // DD1 AW1 BF1
        CHECK(Cash(s, 'R') == 2 + 2 + 1 + 4 + 2 + 5);  // ZU1 PO1 WS1 ZU3 + Prostitution
        CHECK(s.start_player == SeatOf(s, 'G'));
        CHECK(Where(s, "AF1") == "display Y");  // reactivated at the start of round II
    }

    TEST_CASE("D21 D30 recruiting: one gangster of one's own at its price") {
        const State s0 = Build(R"({
        "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"hand": "O1-03", "cash": 20, "businesses": "GV1 AF1"}},
        "gangsters": {"Y1": "active"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State s = Play(s0, "Y order Y1 O1-03; Y choose Y1; Y reveal; roll 1");
        REQUIRE(StepName(s) == "recruit");
        const State r = Play(s, "Y recruit Y6");
        CHECK(Cash(r, 'Y') == 20 + 6 - 20);
        CHECK(Where(r, "Y6") == "active");
        // D21: every seat in turn order from the start player recruits or passes (Green cannot afford one: pass).
        CHECK(StepName(r) == "recruit");
        CHECK(r.cur.turn == SeatOf(r, 'G'));
        CHECK(Legal(r) == std::vector<std::string>{"G pass"});
    }

    TEST_CASE("D22 trades are allowed in the negotiation pause before the reveal") {
        const State s = Play(Build(R"({
        "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"hand": "O1-10", "businesses": "GV1 AF1"}},
        "gangsters": {"Y2": "active", "G1": "order O1-03"},
        "cursor": {"turn": "Y", "assignments_left": 1}})"),
                             "Y order Y2 O1-10; Y choose Y2");
        REQUIRE(StepName(s) == "before_reveal");
        const State dealt = Play(s, "Y trade G / Y mark AW1 / Y pay 1");
        CHECK(MarkersOn(dealt, "AW1", 'Y') == 1);
        CHECK(StepName(Play(dealt, "Y reveal")) == "roll");
    }

    TEST_CASE("D41 trap_after opens also after a failed attack roll, after a failed Falle no second Falle") {
        const State s0 = Build(R"({
        "round": 4, "start_player": "R", "idle": "deactivated",
        "players": {"R": {"hand": "O4-11"}, "Y": {"cash": 9}},
        "gangsters": {"R2": "active", "Y1": "order O4-23", "Y3": "order O4-24", "G1": "order O1-03"},
        "cursor": {"turn": "R", "assignments_left": 1}})");
        const State revealed = Play(s0, "R order R2 O4-11; R choose R2; R name Y; R reveal");
        REQUIRE(StepName(revealed) == "trap_before");
        CHECK(StepName(Play(revealed, "R continue; roll 1 1")) == "trap_after");  // RB 668: the attacked may wait
        const State after_trap = Play(revealed, "Y claim; Y trap Y1; roll 1");
        REQUIRE(StepName(after_trap) == "roll");  // the Falle failed: the attack rolls
        const State s = Play(after_trap, "roll 1 1");
        CHECK(StepName(s) == "pre_turn");  // no trap_after: one Falle per attack
        CHECK(Where(s, "O4-24") == "on Y3");
        CHECK(Where(s, "O4-23") == "discard_up");
    }

    TEST_CASE(
        "§4.3 D31 final payout: double income and monopolies, most active gangsters, laundering, violence bonus") {
        const char* last = R"({
        "round": 4, "start_player": "Y", "idle": "deactivated", "options": %s,
        "players": {"Y": {"hand": "O1-03", "businesses": "GV1 AF1", "laundered": 5},
                    "R": {"businesses": "ZU1 PO1 WS1 ZU3"}},
        "gangsters": {"Y1": "active", "G2": "killed R", "G3": "killed R"},
        "cursor": {"turn": "Y", "assignments_left": 1}})";
        auto with = [&](const char* options) {
            std::string text(last);
            text.replace(text.find("%s"), 2, options);
            return Play(Build(text), "Y order Y1 O1-03; Y choose Y1; Y reveal; roll 1");
        };
        const State s = with("{}");
        REQUIRE(IsOver(s));
        const Outcome o = OutcomeOf(s);
        CHECK(o.money[SeatOf(s, 'Y')] == 2 + 2 * 6 + 15 + 2 * 5);  // income 6 doubled, most gangsters, safe x2
        CHECK(o.money[SeatOf(s, 'G')] == 2 + 2 * 7);
        CHECK(o.money[SeatOf(s, 'R')] == 2 + 2 * (9 + 5) + (2 + 3) * 4);  // two victims: total strength x 4
        CHECK(o.winners == (1u << SeatOf(s, 'R')));
        CHECK(o.tie_break == TieBreak::kNone);
        CHECK(o == SpecOutcome(s));
        const State bonus = with(R"({"business_bonus": true})");
        CHECK(OutcomeOf(bonus).money[SeatOf(bonus, 'R')] == 2 + 2 * (9 + 5) + 20 + 5);  // not doubled
    }

    TEST_CASE("§4.3 violence bonus: one victim strength x 2, three or more total x 6") {
        const char* last = R"({
        "round": 4, "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"hand": "O1-03", "businesses": ""}, "G": {"businesses": ""}, "R": {"businesses": ""}},
        "market": "ZU2 ZU3 ZU4 ZU5",
        "gangsters": {"Y1": "active", %s},
        "cursor": {"turn": "Y", "assignments_left": 1}})";
        auto with = [&](const char* kills) {
            std::string text(last);
            text.replace(text.find("%s"), 2, kills);
            return Play(Build(text), "Y order Y1 O1-03; Y choose Y1; Y reveal; roll 1");
        };
        const State one = with(R"("G3": "killed Y")");
        CHECK(OutcomeOf(one).money[SeatOf(one, 'Y')] == 2 + 3 * 2 + 15);  // and the only active gangster
        const State three = with(R"("G3": "killed Y", "R2": "killed Y", "R3": "killed Y")");
        CHECK(OutcomeOf(three).money[SeatOf(three, 'Y')] == 2 + (3 + 2 + 3) * 6 + 15);
        CHECK(OutcomeOf(three).money[SeatOf(three, 'G')] == 2);
        CHECK(OutcomeOf(three) == SpecOutcome(three));
    }

    TEST_CASE("§4.3 short game: round III ends with the final payout") {
        const State s = Play(Build(R"({
        "round": 3, "start_player": "Y", "idle": "deactivated", "options": {"short_game": true},
        "players": {"Y": {"hand": "O1-03", "businesses": "GV1 AF1"}},
        "gangsters": {"Y1": "active"},
        "cursor": {"turn": "Y", "assignments_left": 1}})"),
                             "Y order Y1 O1-03; Y choose Y1; Y reveal; roll 1");
        CHECK(IsOver(s));
        CHECK(OutcomeOf(s).money[SeatOf(s, 'Y')] == 2 + 2 * 6 + 15);
    }

    TEST_CASE("D25 a look is at a face-down order the looker has not seen yet: a repeat look is refused") {
        const State s0 = Build(R"({
        "start_player": "Y",
        "players": {"Y": {"hand": "O1-03", "influence": "HL IF IF IT"}},
        "gangsters": {"G1": "order O1-05"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State looked = Play(s0, "Y play IF G1");
        CHECK(RefusalOf(looked, "Y play IF G1").code == RefusalCode::kNothingToSee);
        CHECK_FALSE(IsLegal(looked, "Y play IF G1"));
    }

    TEST_CASE("D29 Handlanger and Maschinenpistole only on active gangsters, Saboteur only on an opponent's") {
        const State s = Build(R"({
        "start_player": "Y",
        "players": {"Y": {"hand": "O1-03", "influence": "HL IF IT MP SA"}},
        "gangsters": {"G2": "deactivated", "G1": "order O1-05"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        CHECK(IsLegal(s, "Y play HL G1"));  // any active gangster, also an opponent's with an order
        CHECK(IsLegal(s, "Y play MP Y1"));
        CHECK_FALSE(Accepted(s, "Y play HL G2"));
        CHECK_FALSE(Accepted(s, "Y play SA G2"));
        CHECK(IsLegal(s, "Y play SA G1"));
        CHECK_FALSE(IsLegal(s, "Y play SA Y1"));
    }

    TEST_CASE("D44 a traded gangster takes orders from his new owner in planning, not from the old one") {
        const char* planning = R"({"start_player": "%s", "players": {"Y": {"hand": "O1-03"}, "G": {"hand": "O1-04"}},
        "cursor": {"turn": "%s", "assignments_left": 1}})";
        auto at_turn_of = [&](const char* seat) {
            std::string text(planning);
            text.replace(text.find("%s"), 2, seat);
            text.replace(text.find("%s"), 2, seat);
            return Play(Build(text), "Y trade G / G pay 1 / Y give Y2");
        };
        const State green = at_turn_of("G");
        CHECK(OwnerOf(green, *ParseGangster("Y2")) == SeatOf(green, 'G'));
        CHECK(IsLegal(green, "G order Y2 O1-04"));
        const State ordered = Play(green, "G order Y2 O1-04");
        CHECK(Where(ordered, "O1-04") == "on Y2");
        const State yellow = at_turn_of("Y");
        CHECK(!IsLegal(yellow, "Y order Y2 O1-03"));
        CHECK(RefusalOf(yellow, "Y order Y2 O1-03").code == RefusalCode::kOwnGangsterRequired);
        CHECK(Accepted(yellow, "Y order Y1 O1-03"));
    }

    TEST_CASE("D44 only an own idle gangster without attachments is traded, the receiver counts him at the end") {
        const State s = Build(R"({"gangsters": {"Y1": "active HL", "Y4": "aside", "Y5": "active"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        CHECK(RefusalOf(s, "Y trade G / Y give Y1").code == RefusalCode::kTradeInvalid);  // attached Handlanger
        CHECK(RefusalOf(s, "Y trade G / Y give Y4").code == RefusalCode::kTradeInvalid);  // aside stays with Yellow
        CHECK(RefusalOf(s, "Y trade G / Y give G1").code == RefusalCode::kNotYourCard);
        const State traded = Play(s, "Y trade G / Y give Y5");
        CHECK(RefusalOf(traded, "Y trade G / Y give Y5").code == RefusalCode::kNotYourCard);
        CHECK(Accepted(traded, "Y trade G / G give Y5"));  // and back again
        State over = traded;
        over.step = Step::kOver;
        over.round = 4;
        const Outcome o = OutcomeOf(over);
        CHECK(o.display_value[SeatOf(over, 'G')] == 4 + 2 + 8 + Gangster(*ParseGangster("Y5")).price);
        CHECK(o.display_value[SeatOf(over, 'Y')] == 4 + 2 + 8);
    }

    TEST_CASE("D44 position JSON: `owner` only where it differs from the family's seat, strict on bad seats") {
        const State traded =
            Play(Build(R"({"cursor": {"turn": "Y", "assignments_left": 1}})"), "Y trade G / Y give Y2");
        const std::string json = PositionToJson(traded);
        CHECK(json.find(R"("owner": "G")") != std::string::npos);
        CHECK(json.find(R"("owner": "Y")") == std::string::npos);
        auto back = ParsePosition(json);
        REQUIRE(back.ok());
        CHECK(*back == traded);
        auto with_owner = [&](const std::string& replacement) {
            std::string text = json;
            text.replace(text.find(R"("owner": "G")"), 12, replacement);
            return ParsePosition(text);
        };
        auto bad = with_owner(R"("owner": "Q")");
        REQUIRE(!bad.ok());
        CHECK(bad.error().find("gangsters.Y2.owner") != std::string::npos);
        auto explicit_default = with_owner(R"("owner": "Y")");
        REQUIRE(explicit_default.ok());
        CHECK(OwnerOf(*explicit_default, *ParseGangster("Y2")) == SeatOf(*explicit_default, 'Y'));
    }

    TEST_CASE("D44 R17 a planning turn seat who trades away his last idle gangster is skipped") {
        const State s = Build(R"({"start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"hand": "O1-03"}, "G": {"hand": "O1-04"}},
        "gangsters": {"Y2": "active", "G1": "active"}, "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State traded = Play(s, "Y trade G / Y give Y2");
        CHECK(traded.cur.turn == SeatOf(traded, 'G'));
        CHECK(IsLegal(traded, "G order Y2 O1-04"));
    }

}  // TEST_SUITE
