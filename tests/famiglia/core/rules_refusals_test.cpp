// Every way an action can be illegal, each with the reason the player (or the CLI user) is told.
#include "support/positions.h"

using namespace fam;
using namespace fam::test;

namespace {

// A first-pass turn start with no 0 in the Street: every step is open.
TestPosition Base() {
    TestPosition g;
    g.hands[0] = "A0 B0 F0 M0 A1 B1 B2 F2 M3";
    g.areas[0] = "F1 M1";
    g.street = "F3 A2 B3 M2 A1 F1";
    return g;
}

struct Case {
    const char* name;
    const char* before;  // legal actions played first
    const char* action;
    const char* reason;  // a phrase the reason must contain
};

void CheckCases(const State& start, std::initializer_list<Case> cases) {
    for (const Case& c : cases) {
        CAPTURE(c.name);
        const State s = Play(start, c.before);
        const std::string why = ReasonFor(s, c.action);
        CHECK_MESSAGE(why.find(c.reason) != std::string::npos, c.name << ": got '" << why << "'");
        auto m = ParseMove(c.action);
        CHECK_FALSE(Apply(s, *m).ok());
    }
}

}  // namespace

TEST_SUITE("refusals") {
    TEST_CASE("Apply and ApplyInPlace agree: the same next state, and a refusal that changes nothing") {
        const State start = Build(Base());
        const Move legal = *ParseMove("refresh F3");
        State in_place = start;
        CHECK(ApplyInPlace(in_place, legal).ok());
        const Result<State> next = Apply(start, legal);
        REQUIRE(next.ok());
        CHECK(*next == in_place);
        CHECK_FALSE(in_place == start);

        const Move refused = *ParseMove("refresh B1");
        in_place = start;
        const Refusal r = ApplyInPlace(in_place, refused);
        CHECK(r.code == RefusalCode::kNotInStreet);
        CHECK(in_place == start);
        const Result<State> refused_next = Apply(start, refused);
        REQUIRE_FALSE(refused_next.ok());
        CHECK(refused_next.error() == RefusalText(r));
    }

    TEST_CASE("refusals: refresh") {
        CheckCases(Build(Base()),
                   {
                       {"card not in the Street", "", "refresh B1", "there is no B1 in the Street"},
                       {"after a later step", "accountant A1", "refresh F3", "step 1 (refresh) is closed"},
                       {"after a Brute", "brute B1 F3 2", "refresh F3", "step 1 (refresh) is closed"},
                   });
        TestPosition zero = Base();
        zero.street = "F3 A2 B3 M2 A1 F0";
        CheckCases(Build(zero), {{"a 0 in the Street", "", "refresh F3", "only allowed while no 0"}});
        TestPosition second = Base();
        second.second_pass = true;
        second.rest = "area1";
        second.deck_top = "A3 B1 M1 F4";
        CheckCases(Build(second),
                   {{"second refresh in the second pass", "refresh A1", "refresh F3", "only one refresh"}});
        TestPosition empty = second;
        empty.deck_top = "";
        empty.turns_left = 2;
        CheckCases(Build(empty), {{"empty draw pile", "", "refresh F3", "draw pile is empty"}});
    }

    TEST_CASE("refusals: accountant") {
        CheckCases(Build(Base()),
                   {
                       {"not an Accountant", "", "accountant B1", "B1 is not an Accountant"},
                       {"rank 0", "", "accountant A0", "A0 has no ability"},
                       {"not in hand", "", "accountant A3", "you have no A3 in your hand"},
                       {"twice", "accountant A1", "accountant A1", "step 2 (Accountant) is closed"},
                       {"after a Brute", "brute B1 F3 2", "accountant A1", "step 2 (Accountant) is closed"},
                   });
    }

    TEST_CASE("refusals: swap") {
        TestPosition g = Base();
        g.hands[0] = "A0 B0 F0 M0 A2 B1";
        CheckCases(Build(g),
                   {
                       {"without an Accountant", "", "swap F1 F0", "needs an Accountant played this turn first"},
                       {"after a Brute", "accountant A2; brute B1 F3 2", "swap F1 F0", "step 2 (Accountant) is closed"},
                       {"no swaps left", "accountant A2; swap F1 F0; swap M1 M0", "swap F0 B0", "no swaps left"},
                       {"not in the play area", "accountant A2", "swap B3 F0", "there is no B3 in your play area"},
                       {"the Accountant itself", "accountant A2", "swap A2 F0", "A2 cannot move"},
                       {"a card it moved down", "accountant A2; swap F1 F0", "swap F0 B0", "F0 cannot move"},
                       {"not in hand", "accountant A2", "swap F1 F4", "you have no F4 in your hand"},
                       {"a card it brought back", "accountant A2; swap F1 F0", "swap M1 F1", "just brought back"},
                   });
    }

    TEST_CASE("refusals: brute") {
        CheckCases(Build(Base()), {
                                      {"not a Brute", "", "brute A1 F3 2", "A1 is not a Brute"},
                                      {"rank 0", "", "brute B0 F3 2", "B0 has no ability"},
                                      {"not in hand", "", "brute B4 F3 2", "you have no B4 in your hand"},
                                      {"twice", "brute B1 F3 2", "brute B2 A2 1", "step 3 (Brute) is closed"},
                                      {"target not in the Street", "", "brute B1 F4 3", "there is no F4 in the Street"},
                                      {"value not below the rank", "", "brute B2 F3 3", "must be below F3's rank 3"},
                                      {"lowered too far", "", "brute B1 F3 1", "B1 lowers by at most 1"},
                                  });
        TestPosition zero = Base();
        zero.street = "F3 A2 B3 M2 A1 F0";
        CheckCases(Build(zero), {{"a 0 cannot be lowered", "", "brute B1 F0 0", "rank 0 and cannot be lowered"}});
    }

    TEST_CASE("refusals: take and pass") {
        CheckCases(Build(Base()),
                   {
                       {"not in the Street", "", "take B1 B0 B0", "there is no B1 in the Street"},
                       {"free take of a card with value", "", "take F3", "only a card of value 0 is taken for free"},
                       {"payers not in hand", "", "take A2 A1 M2", "you need A1 and M2 in your hand"},
                       {"two of one kind not in hand", "", "take F3 F2 F2", "you need two F2 in your hand"},
                       {"wrong pair", "", "take B3 B2 B1", "the pair does not match"},
                       {"two jokers", "", "take F3 M3 M3", "you need two M3"},
                       {"paying for a lowered card with the old value", "brute B2 F3 1", "take F3 F2 M3",
                        "the pair does not match: F3 (value 1) needs F0"},
                       {"paid take of a card lowered to 0", "brute B2 A2 0", "take A2 A1 M3", "has value 0 now"},
                   });
        TestPosition jokers = Base();
        jokers.hands[0] = "A0 B0 F0 M0 M2 M3 A1";
        CheckCases(Build(jokers),
                   {{"two Mercenaries as jokers", "", "take A2 M2 M3", "only one Mercenary may be a joker"}});
        TestPosition variant = Base();
        variant.new_cards_only = true;
        variant.deck_top = "B0 F2";
        CheckCases(
            Build(variant),
            {
                {"variant: free take of an old card", "refresh A2; brute B1 A1 0", "take A1", "new cards only"},
                {"variant: paid take of an old card", "refresh A2", "take A2 A1 M3", "there is no A2 in the Street"},
                {"variant: paid take of an old F3", "refresh A2", "take F3 F2 M3", "new cards only"},
            });
        const State over = Play(Build(Base()), "pass; pass");
        CHECK(over.over);
        CHECK(ReasonFor(over, "pass") == "the game is over");
        CHECK(ReasonFor(over, "take F3 F2 M3") == "the game is over");
    }

    TEST_CASE("refusals: an action naming no card is refused, not applied") {
        const State s = Build(Base());
        Move bad = Move::Refresh(kNoCard);
        CHECK(IllegalReason(s, bad) == "not a card");
        bad = Move::Take(*ParseCard("F3"), kNoCard, *ParseCard("F2"));
        CHECK(IllegalReason(s, bad) == "not a card");
        bad = Move::Brute(*ParseCard("B1"), 200, 0);
        CHECK(IllegalReason(s, bad) == "not a card");
    }

}  // TEST_SUITE
