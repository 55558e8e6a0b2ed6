// The pass-the-device protocol (flow.h) step by step: the gate before every private screen, its delay, one gate
// for one seat's consecutive private steps, peeks, and open-claim windows that look and last the same whether or
// not anyone can react.
#include <doctest/doctest.h>
#include <functional>

#include "common/rng.h"
#include "games/lacosanostra/play/choices.h"
#include "games/lacosanostra/play/flow.h"
#include "support/table.h"
#include "table_games.h"

namespace shell::games::lacosanostra::test {
namespace {

const Choice* Find(const std::vector<Choice>& choices, Effect effect) {
    for (const Choice& c : choices)
        if (c.effect == effect) return &c;
    return nullptr;
}

TEST_CASE("never a private screen without a hand-off first, and the gate ignores early taps") {
    const lcn::State s = NewGame(3, 11);
    // The real delays (docs/table-design.md hand-off rule 3: about 0.7 s; docs/lacosanostra-rules.md §6 "Interrupting
    // reactions"); only a browser test's page runs its clock faster (page option timescale=), never these.
    CHECK(kGateDelayMs == 700);
    CHECK(kWindowMinMs == 1500);
    Device d;
    Reset(s, d, 1000);
    const Screen gate = ScreenFor(s, d);
    REQUIRE(gate.kind == ScreenKind::kHandOff);
    CHECK(gate.seat == s.cur.draw_cursor);
    CHECK(gate.reason == PrivateReason::kDrawCheck);
    const Seat other = static_cast<Seat>((gate.seat + 1) % s.players);
    CHECK(!TapHandOff(s, d, other, 1000 + kGateDelayMs));          // another seat's name does nothing
    CHECK(!TapHandOff(s, d, gate.seat, 1000 + kGateDelayMs - 1));  // a stray tap right after it appeared
    const Choice* unlock = Find(ChoicesFor(s, d, {}, 1000 + kGateDelayMs - 1), Effect::kUnlock);
    REQUIRE(unlock != nullptr);
    CHECK(!unlock->enabled);
    CHECK(ScreenFor(s, d).kind == ScreenKind::kHandOff);
    REQUIRE(TapHandOff(s, d, gate.seat, 1000 + kGateDelayMs));
    CHECK(ScreenFor(s, d) == Screen{ScreenKind::kPrivate, gate.seat, PrivateReason::kDrawCheck, false, s.step});
    CHECK(d.gates == 1);
    // A device unlocked for a seat whose step it is not (stale) shows the gate, never that seat's secrets.
    Device stale = d;
    stale.unlocked = other;
    CHECK(ScreenFor(s, stale).kind == ScreenKind::kHandOff);
    CHECK(ScreenFor(s, stale).seat == gate.seat);
}

TEST_CASE("a hand-off screen offers its owner's name and the peeks, nothing else") {
    const lcn::State s = NewGame(4, 12);
    Device d;
    Reset(s, d, 0);
    const std::vector<Choice> choices = ChoicesFor(s, d, {}, kGateDelayMs);
    int unlocks = 0, peeks = 0;
    for (const Choice& c : choices) {
        CHECK((c.effect == Effect::kUnlock || c.effect == Effect::kPeek));
        unlocks += c.effect == Effect::kUnlock;
        peeks += c.effect == Effect::kPeek;
    }
    CHECK(unlocks == 1);
    CHECK(peeks == 4);
    CHECK(VisibleSeat(ScreenFor(s, d)) == kNoSeat);  // the hand-off draws the public view
}

TEST_CASE("consecutive private steps of one seat need one gate, and Done hides before the next seat's gate") {
    // Planning in round I: the start set's Handlanger is played, then the assignment, behind one gate.
    lcn::State s = NewGame(3, 13);
    REQUIRE(PlayUntil(s, 5, [](const lcn::State& x) { return x.step == lcn::Step::kPlanning; }));
    Device d;
    Reset(s, d, 0);
    const Seat planner = s.cur.turn;
    std::int64_t now = kGateDelayMs;
    REQUIRE(TapHandOff(s, d, planner, now));
    lcn::MoveList legal;
    lcn::LegalMoves(s, legal);
    const lcn::Move* henchman = nullptr;
    for (const lcn::Move& m : legal)
        if (m.kind == lcn::MoveKind::kPlay && m.a == static_cast<std::uint8_t>(lcn::Influence::kHenchman))
            henchman = &m;
    REQUIRE(henchman != nullptr);
    REQUIRE(lcn::ApplyInPlace(s, *henchman).ok());
    AfterMove(s, d, ++now);
    REQUIRE(s.step == lcn::Step::kPlanning);
    REQUIRE(s.cur.turn == planner);
    CHECK(ScreenFor(s, d) == Screen{ScreenKind::kPrivate, planner, PrivateReason::kPlanning, false, s.step});
    lcn::LegalMoves(s, legal);
    const lcn::Move* order = nullptr;
    for (const lcn::Move& m : legal)
        if (m.kind == lcn::MoveKind::kOrder) order = &m;
    REQUIRE(order != nullptr);
    REQUIRE(lcn::ApplyInPlace(s, *order).ok());
    AfterMove(s, d, ++now);
    REQUIRE(s.cur.turn != planner);
    // The planner's steps are over: only "Done" is left, on the planner's own screen.
    const Screen done = ScreenFor(s, d);
    CHECK(done.kind == ScreenKind::kPrivate);
    CHECK(done.seat == planner);
    CHECK(done.done);
    const std::vector<Choice> choices = ChoicesFor(s, d, {}, now);
    REQUIRE(choices.size() == 1);
    CHECK(choices[0].tap == Tap{Thing::kDone, 1});
    REQUIRE(TapDone(s, d, ++now));
    CHECK(ScreenFor(s, d).kind == ScreenKind::kHandOff);
    CHECK(ScreenFor(s, d).seat == s.cur.turn);
    CHECK(d.gates == 1);
}

TEST_CASE("a peek opens behind the seat's own gate and ends with Done") {
    lcn::State s = NewGame(3, 14);
    REQUIRE(PlayUntil(s, 6, [](const lcn::State& x) { return x.step == lcn::Step::kBeforeReveal; }));
    Device d;
    Reset(s, d, 0);
    REQUIRE(ScreenFor(s, d).kind == ScreenKind::kPublic);
    const Seat who = static_cast<Seat>((s.cur.turn + 1) % s.players);
    REQUIRE(RequestPeek(s, d, who, 0));
    CHECK(!RequestPeek(s, d, s.cur.turn, 0));  // one peek at a time
    CHECK(ScreenFor(s, d) == Screen{ScreenKind::kHandOff, who, PrivateReason::kPeek, false, s.step});
    REQUIRE(TapHandOff(s, d, who, kGateDelayMs));
    const Screen peek = ScreenFor(s, d);
    CHECK(peek.kind == ScreenKind::kPrivate);
    CHECK(peek.reason == PrivateReason::kPeek);
    CHECK(peek.done);
    CHECK(!RequestPeek(s, d, who, kGateDelayMs));  // not from a private screen
    REQUIRE(TapDone(s, d, kGateDelayMs + 1));
    CHECK(ScreenFor(s, d).kind == ScreenKind::kPublic);
    CHECK(d.peek == kNoSeat);
}

bool IsClosedByContinue(lcn::Step step) {
    return step == lcn::Step::kTrapBefore || step == lcn::Step::kTrapAfter || step == lcn::Step::kRobberyWindow ||
           step == lcn::Step::kDoctorWindow;
}

// The same public game with one difference in secrets: `seat` holds an Emergency Doctor (Notarzt) instead of one
// of its influence cards, swapped with the influence deck. False when the deck or hand does not allow it.
bool WithDoctor(const lcn::State& s, Seat seat, lcn::State& out) {
    out = s;
    const auto doctor = static_cast<std::size_t>(lcn::Influence::kDoctor);
    if (out.player[seat].influence[doctor] > 0) return false;
    for (int i = 0; i < out.influence_deck_size; ++i) {
        if (out.influence_deck[static_cast<std::size_t>(i)] != lcn::Influence::kDoctor) continue;
        for (std::size_t t = 0; t < lcn::kNumInfluenceTypes; ++t) {
            if (out.player[seat].influence[t] == 0 || out.player[seat].influence_drawn[t] > 0) continue;
            --out.player[seat].influence[t];
            ++out.player[seat].influence[doctor];
            out.influence_deck[static_cast<std::size_t>(i)] = static_cast<lcn::Influence>(t);
            return true;
        }
    }
    return false;
}

TEST_CASE("a window looks the same whether or not a seat can react, and takes one tap when no one does") {
    int windows = 0;
    for (std::uint64_t seed = 1; seed < 40 && windows < 5; ++seed) {
        lcn::State s = NewGame(4, 100 + seed);
        if (!PlayUntil(s, seed, [](const lcn::State& x) { return IsClosedByContinue(x.step); })) continue;
        const Seat bystander = static_cast<Seat>((s.cur.turn + 1) % s.players);
        lcn::State doctor;
        if (!WithDoctor(s, bystander, doctor)) continue;
        REQUIRE(lcn::ViewFor(s, kNoSeat) == lcn::ViewFor(doctor, kNoSeat));
        REQUIRE(lcn::ViewFor(s, bystander) != lcn::ViewFor(doctor, bystander));  // the secret differs
        Device d;
        Reset(s, d, 0);
        Device d2;
        Reset(doctor, d2, 0);
        for (std::int64_t now : {std::int64_t{0}, kWindowMinMs - 1, kWindowMinMs}) {
            CHECK(ScreenFor(s, d) == ScreenFor(doctor, d2));
            CHECK(ChoicesFor(s, d, {}, now) == ChoicesFor(doctor, d2, {}, now));
        }
        // Before the minimum time only the claims are live; then the controller's Continue closes the window.
        const std::vector<Choice> early = ChoicesFor(s, d, {}, kWindowMinMs - 1);
        const std::vector<Choice> late = ChoicesFor(s, d, {}, kWindowMinMs);
        const Choice* cont = FindChoice(late, Tap{Thing::kButton, static_cast<std::uint16_t>(Button::kContinue)});
        REQUIRE(cont != nullptr);
        CHECK(cont->enabled);
        CHECK(cont->seat == s.cur.turn);
        CHECK(!FindChoice(early, cont->tap)->enabled);
        for (Seat p = 0; p < s.players; ++p) {
            const Choice* claim = FindChoice(early, Tap{Thing::kClaim, p});
            REQUIRE(claim != nullptr);
            CHECK(claim->enabled);
        }
        const lcn::Step window = s.step;
        REQUIRE(lcn::ApplyInPlace(s, cont->move).ok());  // the one tap
        CHECK((s.step != window || s.cur.claimed == 0));
        CHECK(s.step != lcn::Step::kClaim);
        ++windows;
    }
    CHECK(windows >= 3);
}

TEST_CASE("undo or a loaded game starts on the public table, locked") {
    const lcn::State s = NewGame(3, 15);
    Device d;
    Reset(s, d, 0);
    REQUIRE(TapHandOff(s, d, ScreenFor(s, d).seat, kGateDelayMs));
    REQUIRE(ScreenFor(s, d).kind == ScreenKind::kPrivate);
    Reset(s, d, 5000);
    CHECK(d.unlocked == kNoSeat);
    CHECK(ScreenFor(s, d).kind == ScreenKind::kHandOff);
    CHECK(d.shown_ms == 5000);  // the gate's delay starts again
    CHECK(!TapHandOff(s, d, ScreenFor(s, d).seat, 5000 + kGateDelayMs - 1));
}

// rules.h D3 (RB 277, docs/lacosanostra-rules.md §4.3 step 4: an attack needs a named player): a Reveal with nobody
// named asks for a confirmation first, because an unnamed attack's reveal is the face-down abort. The question is the
// same for every card (here an attack and a job), so it tells the table nothing; with a player named, Reveal is one
// tap.
TEST_CASE("a Reveal with nobody named asks for a confirmation, the same for an attack and a job (rules.h D3)") {
    const Tap reveal{Thing::kButton, static_cast<std::uint16_t>(Button::kReveal)};
    const Tap confirm{Thing::kButton, static_cast<std::uint16_t>(Button::kRevealUnnamed)};
    for (const std::string order : {"O1-19", "O1-03"}) {
        const lcn::State s0 = lcn::test::Build(R"({"start_player": "R", "idle": "deactivated",
            "players": {"R": {"hand": ")" + order +
                                               R"("}},
            "gangsters": {"R3": "active", "G1": "order O1-04"}, "cursor": {"turn": "R", "assignments_left": 1}})");
        const lcn::State s = lcn::test::Play(s0, "R order R3 " + order + "; R choose R3");
        REQUIRE(s.step == lcn::Step::kBeforeReveal);
        Device d;
        Reset(s, d, 0);
        const std::vector<Choice> first = ChoicesFor(s, d, {}, 0);
        REQUIRE(FindChoice(first, reveal) != nullptr);
        CHECK(FindChoice(first, reveal)->effect == Effect::kPick);
        CHECK(FindChoice(first, confirm) == nullptr);
        const std::vector<Choice> asked = ChoicesFor(s, d, reveal, 0);
        REQUIRE(FindChoice(asked, confirm) != nullptr);
        CHECK(FindChoice(asked, confirm)->effect == Effect::kMove);
        CHECK(FindChoice(asked, confirm)->move.kind == lcn::MoveKind::kReveal);
        CHECK(FindChoice(asked, Tap{Thing::kUnpick, 0}) != nullptr);
        const lcn::State named = lcn::test::Play(s, "R name Y");
        const std::vector<Choice> direct = ChoicesFor(named, d, {}, 0);
        REQUIRE(FindChoice(direct, reveal) != nullptr);
        CHECK(FindChoice(direct, reveal)->effect == Effect::kMove);
    }
}

}  // namespace
}  // namespace shell::games::lacosanostra::test
