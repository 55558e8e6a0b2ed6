// Every RefusalCode of rules.h, reached by one action from a hand-built position, with its reason text.
// RefusalOf (support/table.h) also checks that the refused Apply left the state unchanged.
#include "support/table.h"

using namespace lcn;
using namespace lcn::test;

namespace {

// The refusal of `action` must have `code`, and its text must carry the code's reason (and the card, if given).
void Expect(const State& s, const char* action, RefusalCode code, const char* reason, const char* card = nullptr) {
    const Refusal r = RefusalOf(s, action);
    INFO("action: " << action << " -> " << RefusalText(r));
    CHECK(static_cast<int>(r.code) == static_cast<int>(code));
    const std::string text = RefusalText(r);
    CHECK(text.find(reason) != std::string::npos);
    if (card != nullptr) CHECK(text.find(card) != std::string::npos);
}

// Yellow's planning turn in round I: Y1 holds an order, Y2 is deactivated, Y3 idle; Green's G1 idle.
constexpr const char* kPlanning = R"({
    "start_player": "Y",
    "players": {"Y": {"hand": "O1-03 O1-04", "influence": "HL IF IT SA"}},
    "gangsters": {"Y1": "order O1-05 HL", "Y2": "deactivated", "G2": "purchase ZU2"},
    "cursor": {"turn": "Y", "assignments_left": 1}})";

// Round III, Red's Diebstahl on R2 revealed against Yellow: the trap_before window is open.
constexpr const char* kAttack = R"({
    "round": 3, "start_player": "R", "idle": "deactivated",
    "players": {"R": {"hand": "O3-09"}},
    "gangsters": {"R2": "active", "Y3": "order O3-21", "Y2": "order O1-03", "G1": "order O3-20"},
    "cursor": {"turn": "R", "assignments_left": 1}})";

State AttackWindow() {
    const State s = Play(Build(kAttack), "R order R2 O3-09; R choose R2; R name Y; R reveal");
    REQUIRE(StepName(s) == "trap_before");
    return s;
}

}  // namespace

TEST_SUITE("lcn refusals") {
    TEST_CASE("Apply and ApplyInPlace agree: the same next state, and a refusal that changes nothing") {
        const State start = Build(kPlanning);
        const Result<Move> legal = ParseMove(start, "Y order Y3 O1-03");
        REQUIRE(legal.ok());
        State in_place = start;
        CHECK(ApplyInPlace(in_place, *legal).ok());
        const Result<State> next = Apply(start, *legal);
        REQUIRE(next.ok());
        CHECK(*next == in_place);
        CHECK_FALSE(in_place == start);

        const Result<Move> refused = ParseMove(start, "G order G1 O1-03");
        REQUIRE(refused.ok());
        in_place = start;
        const Refusal r = ApplyInPlace(in_place, *refused);
        CHECK(r.code == RefusalCode::kNotYourTurn);
        CHECK(in_place == start);
        const Result<State> refused_next = Apply(start, *refused);
        REQUIRE_FALSE(refused_next.ok());
        CHECK(refused_next.error() == RefusalText(r));
    }

    TEST_CASE("refusal kGameOver: nothing is accepted after the game") {
        const State s = Build(R"({"round": 4, "step": "over"})");
        Expect(s, "Y pass", RefusalCode::kGameOver, "the game is over");
    }

    TEST_CASE("refusal kNotYourTurn: Green cannot plan on Yellow's turn") {
        Expect(Build(kPlanning), "G order G1 O1-03", RefusalCode::kNotYourTurn, "not this seat's turn");
    }

    TEST_CASE("refusal kWrongStep: no reveal in planning") {
        Expect(Build(kPlanning), "Y reveal", RefusalCode::kWrongStep, "does not exist at this point");
    }

    TEST_CASE("refusal kNotSafePoint: no trade while the dice are due") {
        const State s = Play(AttackWindow(), "R continue");
        REQUIRE(StepName(s) == "roll");
        Expect(s, "Y trade G / Y pay 1", RefusalCode::kNotSafePoint, "safe point");
    }

    TEST_CASE("refusal kNotYourCard and kAbilityUsed: the Anwalt of another seat, and a used Anwalt") {
        Expect(Build(kPlanning), "Y lawyer AW1 G2", RefusalCode::kNotYourCard, "belongs to someone else", "AW1");
        const State green = Build(R"({
        "start_player": "G", "players": {"G": {"hand": "O1-03"}},
        "gangsters": {"Y1": "order O1-05"}, "business": {"AW1": "used"},
        "cursor": {"turn": "G", "assignments_left": 1}})");
        Expect(green, "G lawyer AW1 Y1", RefusalCode::kAbilityUsed, "already used this round", "AW1");
    }

    TEST_CASE("refusal kGangsterNotIdle, kGangsterNotActive, kOwnGangsterRequired in planning") {
        const State s = Build(kPlanning);
        Expect(s, "Y order Y1 O1-03", RefusalCode::kGangsterNotIdle, "already holds an assignment", "Y1");
        Expect(s, "Y order Y2 O1-03", RefusalCode::kGangsterNotActive, "not active", "Y2");
        Expect(s, "Y order G1 O1-03", RefusalCode::kOwnGangsterRequired, "own gangster", "G1");
    }

    TEST_CASE("refusal kNotInHand and kNotInMarket in planning") {
        const State s = Build(kPlanning);
        Expect(s, "Y order Y3 O1-20", RefusalCode::kNotInHand, "not in the hand", "O1-20");
        Expect(s, "Y purchase Y3 CA2", RefusalCode::kNotInMarket, "not in the market", "CA2");
    }

    TEST_CASE("refusal kAlreadyAttached, kOpponentRequired, kNothingToSee for influence plays") {
        const State s = Build(kPlanning);
        Expect(s, "Y play HL Y1", RefusalCode::kAlreadyAttached, "already carries", "Y1");
        Expect(s, "Y play SA Y3", RefusalCode::kOpponentRequired, "another player's card", "Y3");
        Expect(s, "Y play IF G2", RefusalCode::kNothingToSee, "no face-down order", "G2");
    }

    TEST_CASE("refusal kOptionOff: option beginners forbids influence cards in round I") {
        const State s = Build(R"({
        "start_player": "Y", "options": {"beginners": true},
        "players": {"Y": {"hand": "O1-03"}},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        Expect(s, "Y play HL Y1", RefusalCode::kOptionOff, "options of this game");
    }

    TEST_CASE("refusal kNotEnoughCash: a purchase cannot be paid with too little cash") {
        const State s = Play(Build(R"({
        "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"cash": 1}}, "market": "NC2 DD2 ZU3 PO2",
        "gangsters": {"Y2": "active", "G1": "order O1-03"},
        "cursor": {"turn": "Y", "assignments_left": 1}})"),
                             "Y purchase Y2 NC2; Y choose Y2");
        REQUIRE(StepName(s) == "purchase");
        Expect(s, "Y pay", RefusalCode::kNotEnoughCash, "not enough cash");
        CHECK(IsLegal(s, "Y abort"));
    }

    TEST_CASE("refusal kAmountOutOfRange: laundering more than the card allows") {
        const State s = Play(Build(R"({
        "round": 2, "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"cash": 20, "hand": "O2-18"}},
        "gangsters": {"Y2": "active", "G1": "order O1-03"},
        "cursor": {"turn": "Y", "assignments_left": 1}})"),
                             "Y order Y2 O2-18; Y choose Y2; Y reveal; roll 3 1");
        REQUIRE(StepName(s) == "launder");
        Expect(s, "Y launder 9", RefusalCode::kAmountOutOfRange, "out of range");
        CHECK(IsLegal(s, "Y launder 8"));
    }

    TEST_CASE("refusal kWrongDiceCount: a two-dice roll needs two dice") {
        const State s = Play(AttackWindow(), "R continue");
        Expect(s, "roll 3", RefusalCode::kWrongDiceCount, "wrong number of dice");
        Expect(s, "roll 3 3 3", RefusalCode::kWrongDiceCount, "wrong number of dice");
    }

    TEST_CASE("refusal kNotAttacked, kNoReactionCard, kAlreadyClaimed in a Falle window") {
        const State s = AttackWindow();
        Expect(Play(s, "G claim"), "G trap G1", RefusalCode::kNotAttacked, "only the attacked player");
        Expect(Play(s, "Y claim"), "Y trap Y2", RefusalCode::kNoReactionCard, "no such reaction card", "Y2");
        Expect(Play(s, "G claim; G decline"), "G claim", RefusalCode::kAlreadyClaimed, "already claimed");
    }

    TEST_CASE(
        "refusal kNotAttack: a Falle answers attacks only, and the Notarzt window after a Falle kill holds none") {
        const State s = Play(AttackWindow(), "Y claim; Y trap Y3; roll 4 4 1");
        REQUIRE(StepName(s) == "doctor_window");
        const State claimed = Play(s, "Y claim");
        const Refusal r = RefusalOf(claimed, "Y trap Y3");
        CHECK(r.code == RefusalCode::kNotAttack);
    }

    TEST_CASE("refusal kNoAssignment: choosing a gangster whose assignment is done") {
        const State s0 = Build(R"({
        "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"hand": "O1-03"}},
        "gangsters": {"Y3": "active", "Y1": "order O1-04", "G1": "order O1-06"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        // Y1's Intimidation needs an Anwalt: discarded unused; Green's Credit Card Fraud fails; Yellow is due again.
        const State s = Play(s0, "Y order Y3 O1-03; Y choose Y1; Y reveal; G choose G1; G reveal; roll 1");
        REQUIRE(StepName(s) == "pre_turn");
        REQUIRE(s.cur.due == SeatOf(s, 'Y'));
        Expect(s, "Y choose Y1", RefusalCode::kNoAssignment, "holds no assignment", "Y1");
    }

    TEST_CASE("refusal kInvalidTarget: a company is no businessman") {
        const State s = Play(Build(R"({
        "start_player": "R", "idle": "deactivated",
        "players": {"R": {"hand": "O1-14"}},
        "gangsters": {"R2": "active", "G1": "order O1-03"},
        "cursor": {"turn": "R", "assignments_left": 1}})"),
                             "R order R2 O1-14; R choose R2; R name Y; R reveal");
        REQUIRE(StepName(s) == "target_card");
        Expect(s, "R target AF1", RefusalCode::kInvalidTarget, "not a valid target", "AF1");
    }

    TEST_CASE("refusal kRequirementsUnmet: the chosen deal markers must cover the job") {
        // Investment Fraud needs an Anwalt and a Geldverleiher; Red owns neither and has markers on both Anwaelte
        // and on Blue's Geldverleiher: two covers, so he chooses.
        const State s = Play(Build(R"({
        "seats": "Y G R B", "start_player": "R", "idle": "deactivated",
        "players": {"R": {"hand": "O1-10"}, "B": {"businesses": "AW2 CA1 GV2"}},
        "business": {"AW1": "R", "AW2": "R", "GV2": "R"},
        "gangsters": {"R2": "active", "G1": "order O1-03"},
        "cursor": {"turn": "R", "assignments_left": 1}})"),
                             "R order R2 O1-10; R choose R2; R reveal");
        REQUIRE(StepName(s) == "job_markers");
        CHECK(Legal(s) == std::vector<std::string>{"R use AW1 GV2", "R use AW2 GV2"});
        Expect(s, "R use AW1", RefusalCode::kRequirementsUnmet, "do not cover");
    }

    TEST_CASE("refusal kNoObjection: a draw with a job cannot be objected to") {
        const State s = Build(R"({
        "step": "draw_check",
        "players": {"Y": {"hand": "O1-01 O1-14 O1-15 O1-16", "drawn": "O1-01 O1-14 O1-15 O1-16"}},
        "cursor": {"draw_cursor": "Y"}})");
        Expect(s, "Y object", RefusalCode::kNoObjection, "all-attack draw");
        CHECK(Legal(s) == std::vector<std::string>{"Y accept"});
    }

    TEST_CASE("refusal kNoMarker: no deal marker left to lay, none to withdraw") {
        const State s = Build(R"({
        "start_player": "Y", "players": {"Y": {"hand": "O1-03", "markers": 0}},
        "business": {"DD1": "Y Y Y Y Y"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        Expect(s, "Y trade G / Y mark AW1", RefusalCode::kNoMarker, "no deal marker");
        Expect(s, "Y trade G / Y unmark BF1", RefusalCode::kNoMarker, "no deal marker");
        CHECK(Accepted(s, "Y trade G / Y unmark DD1"));
    }

    TEST_CASE("refusal kTradeInvalid: a deactivated business cannot be given, non-canonical texts do not parse") {
        const State s = Build(R"({"start_player": "Y", "players": {"Y": {"hand": "O1-03"}},
        "business": {"PZ1": "deactivated"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        Expect(s, "Y trade G / Y give PZ1", RefusalCode::kTradeInvalid, "trade is not valid", "PZ1");
        CHECK_FALSE(ParseMove(s, "Y trade G / Y pay 1 / Y give GV1").ok());  // items out of byte order
        CHECK_FALSE(ParseMove(s, "G trade Y / G pay 1").ok());               // the lower seat comes first
    }

    TEST_CASE("refusal kNoSuchCard: recruiting a gangster who is not aside") {
        const State s0 = Build(R"({
        "start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"hand": "O1-03", "cash": 30, "businesses": "GV1 AF1"}},
        "gangsters": {"Y1": "active"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
        const State s = Play(s0, "Y order Y1 O1-03; Y choose Y1; Y reveal; roll 1");
        REQUIRE(StepName(s) == "recruit");
        REQUIRE(s.cur.turn == SeatOf(s, 'Y'));
        const Refusal r = RefusalOf(s, "Y recruit Y1");
        CHECK(r.code == RefusalCode::kNoSuchCard);
        CHECK(RefusalText(r).find("no such card here (Y1)") != std::string::npos);
        CHECK(IsLegal(s, "Y recruit Y6"));
    }

}  // TEST_SUITE
