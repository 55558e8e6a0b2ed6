// Solo (flow.h): exactly one person and computers. No hand-off and no peek, every screen draws the
// person's own view, and an open-claim window asks the person only when the person can act in it; else it passes
// by itself (computer.h). With two or more people the protocol is flow_test.cpp's, unchanged.
#include <doctest/doctest.h>
#include <functional>

#include "common/rng.h"
#include "games/lacosanostra/computer/computer.h"
#include "games/lacosanostra/play/choices.h"
#include "games/lacosanostra/play/flow.h"
#include "support/table.h"
#include "table_games.h"

namespace shell::games::lacosanostra::test {
namespace {

using K = SeatKind;

// `seat` holds a Notarzt (Emergency Doctor) or none: the one card that answers a claim in the doctor window.
lcn::State WithDoctors(lcn::State s, Seat seat, int doctors) {
    s.player[seat].influence[static_cast<std::size_t>(lcn::Influence::kDoctor)] = static_cast<std::uint8_t>(doctors);
    return s;
}

Device SoloDevice(const lcn::State& s, Seat person) {
    Device d;
    for (auto& k : d.kinds) k = K::kNormal;
    d.kinds[person] = K::kPerson;
    Reset(s, d, 0);
    return d;
}

TEST_CASE("a solo table is exactly one person among the seated players") {
    CHECK(SoloPerson({K::kPerson, K::kNormal, K::kNormal}, 3) == 0);
    CHECK(SoloPerson({K::kEasy, K::kNormal, K::kPerson}, 3) == 2);
    CHECK(SoloPerson({K::kPerson, K::kPerson, K::kNormal}, 3) == kNoSeat);  // two people: hot-seat
    CHECK(SoloPerson({K::kEasy, K::kNormal, K::kNormal}, 3) == kNoSeat);    // a demo: nobody
    // Seats past the players do not sit at the table (a SeatKinds default is all people).
    CHECK(SoloPerson({K::kNormal, K::kPerson, K::kNormal, K::kPerson, K::kPerson}, 3) == 1);
    CHECK(SoloPerson(SeatKinds{}, 3) == kNoSeat);
}

TEST_CASE("solo: the person's private step opens without a hand-off, and no Done, Hide or peek is offered") {
    const lcn::State s = NewGame(3, 11);
    const Seat person = PrivateOwner(s);  // the draw check opens the game
    REQUIRE(person != kNoSeat);
    Device d = SoloDevice(s, person);
    const Screen sc = ScreenFor(s, d);
    CHECK(sc == Screen{ScreenKind::kPrivate, person, PrivateReason::kDrawCheck, false, s.step, person});
    CHECK(VisibleSeat(sc) == person);
    CHECK(TableBarShown(sc));
    CHECK(!PeekOffered(s, d));
    CHECK(!RequestPeek(s, d, person, 5000));
    for (const Choice& c : ChoicesFor(s, d, {}, 5000)) {
        CHECK(c.effect != Effect::kUnlock);
        CHECK(c.effect != Effect::kDone);
        CHECK(c.effect != Effect::kPeek);
    }
    // The same table with a second person is the hot-seat protocol: the gate first.
    d.kinds[(person + 1) % 3] = K::kPerson;
    Reset(s, d, 0);
    CHECK(ScreenFor(s, d).kind == ScreenKind::kHandOff);
    CHECK(ScreenFor(s, d).viewer == kNoSeat);
}

TEST_CASE("solo: a computer's private step shows the public table in the person's own view") {
    const lcn::State s = NewGame(3, 11);
    const Seat owner = PrivateOwner(s);
    const Seat person = static_cast<Seat>((owner + 1) % 3);
    const Device d = SoloDevice(s, person);
    const Screen sc = ScreenFor(s, d);
    CHECK(sc.kind == ScreenKind::kPublic);
    CHECK(VisibleSeat(sc) == person);  // the person's hand stays on the table while the computer decides
    Computers c;
    CHECK(c.Due(s, d) == owner);
}

TEST_CASE("solo: a doctor window needs the person only with a Notarzt in hand, and otherwise passes by itself") {
    int windows = 0;
    for (std::uint64_t seed = 1; seed < 80 && windows < 4; ++seed) {
        lcn::State s = NewGame(3, 300 + seed);
        if (!PlayUntil(s, seed, [](const lcn::State& x) { return x.step == lcn::Step::kDoctorWindow; })) continue;
        ++windows;
        const Seat controller = s.cur.turn;
        const Seat bystander = static_cast<Seat>((controller + 1) % s.players);
        for (const Seat person : {controller, bystander}) {
            const lcn::State none = WithDoctors(s, person, 0), one = WithDoctors(s, person, 1);
            CHECK(!WindowNeedsSeat(none, person));
            CHECK(WindowNeedsSeat(one, person));
            const Device d = SoloDevice(none, person);
            CHECK(!PersonMayClaim(none, d));
            CHECK(PersonMayClaim(one, SoloDevice(one, person)));
            // Without the card the person is offered nothing in the window (no claim, no Continue)...
            for (const Choice& c : ChoicesFor(none, d, {}, kWindowMinMs)) CHECK(c.seat != person);
            // ...with it, the person's claim.
            const std::vector<Choice> with = ChoicesFor(one, SoloDevice(one, person), {}, kWindowMinMs);
            CHECK(FindChoice(with, Tap{Thing::kClaim, person}) != nullptr);
        }
        // The person as the controller without a Notarzt: once the computers let it pass, the person's Continue
        // is played by itself.
        const lcn::State none = WithDoctors(s, controller, 0);
        Device d = SoloDevice(none, controller);
        Computers comp;
        std::optional<lcn::Move> m;
        std::int64_t now = 0;
        for (int frame = 0; frame < 200000 && !m; ++frame) {
            now += 16;
            Sync(none, d, now);
            const ComputerAct act = comp.Frame(none, d, Speed::kFast, 7, now, 2.0);
            if (act.move && act.move->seat != controller) break;  // a computer claimed: another position
            m = act.move;
        }
        if (!m) continue;
        CHECK(m->kind == lcn::MoveKind::kContinue);
        CHECK(m->seat == controller);
        CHECK(now < kWindowMinMs);  // nobody waits for a person who cannot claim
    }
    CHECK(windows >= 3);
}

// Solo, nobody else needs the window's minimum: the person's own moves in a window wait only until every computer
// has answered it (computer.h Due); with people at the table they wait the 1.5 s that lets every person claim.
// Mutation tried: the window's minimum for a solo person too (the old rule) fails the first check.
TEST_CASE("solo: the person's moves in a window wait for the computers' answers, not the window's minimum") {
    int windows = 0;
    for (std::uint64_t seed = 1; seed < 80 && windows < 3; ++seed) {
        lcn::State s = NewGame(3, 300 + seed);
        if (!PlayUntil(s, seed, [](const lcn::State& x) { return x.step == lcn::Step::kDoctorWindow; })) continue;
        ++windows;
        const Seat controller = s.cur.turn;
        const lcn::State one = WithDoctors(s, controller, 1);  // the person can act: its Continue is offered
        const Device d = SoloDevice(one, controller);
        auto continue_enabled = [&](const Device& device, std::int64_t now, bool answered) {
            for (const Choice& c : ChoicesFor(one, device, {}, now, answered))
                if (c.seat == controller && c.move.kind == lcn::MoveKind::kContinue) return c.enabled;
            FAIL("no Continue for the window's controller");
            return false;
        };
        CHECK(continue_enabled(d, 0, true));    // at once, once the computers answered
        CHECK(!continue_enabled(d, 0, false));  // not while a computer still decides
        Device people = d;
        people.kinds[(controller + 1) % 3] = K::kPerson;
        Reset(one, people, 0);
        CHECK(!continue_enabled(people, 0, true));  // with people: the window's minimum
        CHECK(continue_enabled(people, kWindowMinMs, true));
    }
    CHECK(windows >= 3);
}

TEST_CASE("with people, every person may claim in a window whatever they hold (the hot-seat rule)") {
    lcn::State s = NewGame(3, 301);
    REQUIRE(PlayUntil(s, 1, [](const lcn::State& x) { return x.step == lcn::Step::kDoctorWindow; }));
    Device d;
    d.kinds = {K::kPerson, K::kPerson, K::kNormal};
    Reset(s, d, 0);
    for (Seat p = 0; p < 2; ++p) s = WithDoctors(s, p, 0);
    CHECK(PersonMayClaim(s, d));
    CHECK(ScreenFor(s, d).viewer == kNoSeat);
}

}  // namespace
}  // namespace shell::games::lacosanostra::test
