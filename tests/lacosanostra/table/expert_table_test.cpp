// The Expert at the La Cosa Nostra table: the seat kind in the page option, links, saves and
// statistics; the Expert seat thinking in slices with a progress; whole games with Expert seats through the table's
// choices; the Hint for a person's seat (hint.h): where it is offered, its slices, its words and its log line.
#include <algorithm>
#include <array>
#include <doctest/doctest.h>

#include "driver.h"
#include "games/lacosanostra/computer/hint.h"
#include "games/lacosanostra/deals/offers.h"
#include "games/lacosanostra/host_formats.h"
#include "games/lacosanostra/statistics.h"
#include "games/lacosanostra/texts/sentences.h"
#include "table_games.h"

namespace shell::games::lacosanostra::test {
namespace {

using K = SeatKind;

// A small search keeps whole games quick; the page's budget is expert.h ExpertBudget(players).
constexpr lcn::ExpertOptions kQuick{.budget = 600};

// The first planning step of a seat (a searched decision of the Expert) in a game of `players` dealt from `seed`.
lcn::State AtPlanning(int players, std::uint64_t seed) {
    lcn::State s = NewGame(players, seed);
    REQUIRE(PlayUntil(s, seed, [](const lcn::State& x) { return x.step == lcn::Step::kPlanning; }));
    return s;
}

Device DeviceOf(const lcn::State& s, const SeatKinds& kinds) {
    Device d;
    d.kinds = kinds;
    Reset(s, d, 0);
    return d;
}

// A whole game at the table with Expert seats at kQuick, random taps for any person, thinking ahead on or off. While
// a person decides, frames go by (each with its share of thinking), as at the page.
struct AheadGame {
    std::vector<lcn::Move> moves;
    int taken = 0;          // Expert decisions taken over from thinking ahead
    int person_turns = 0;   // decisions of a person
    int planned_turns = 0;  // ... with Expert decisions planned ahead meanwhile
};
AheadGame PlayWithAhead(std::uint64_t seed, const SeatKinds& kinds, bool ahead, std::uint64_t tap_seed) {
    lcn::Setup setup;
    setup.players = 3;
    setup.seed = seed;
    const auto game = lcn::NewGame(setup);
    REQUIRE(game.ok());
    Driver t(*game);
    t.d.kinds = kinds;
    t.game_seed = setup.seed;
    t.computers.set_expert_options(kQuick);
    t.computers.set_think_ahead(ahead);
    Reset(t.s, t.d, t.now);
    t.previous = t.d.shown;
    common::Rng rng(tap_seed);
    AheadGame out;
    while (!lcn::IsOver(t.s) && t.taps + t.computer_moves < 100000) {
        const Seat deciding = DecidingSeat(t.s);
        if (t.computers.Due(t.s, t.d) == kNoSeat && deciding != kNoSeat && !IsComputer(t.d, deciding)) {
            ++out.person_turns;
            for (int f = 0; f < 400 && (f == 0 || t.computers.thinking_ahead()); ++f) {
                t.now += 16;
                Sync(t.s, t.d, t.now);
                t.computers.Frame(t.s, t.d, Speed::kFast, t.game_seed, t.now, 2.0, t.MovesWaited());
            }
            out.planned_turns += t.computers.planned_ahead() > 0 ? 1 : 0;
        }
        if (!t.RandomTap(rng)) break;
    }
    REQUIRE_MESSAGE(t.problem.empty(), t.problem);
    CHECK(lcn::IsOver(t.s));
    out.moves = t.played;
    out.taken = t.computers.decisions_ahead();
    return out;
}

// Thinking ahead (think_ahead.h): while a computer's act waits for its pause, the next Expert decisions are thought
// out; the table takes one over only for the same seat and an equal view, so the game is move for move the one
// played without it. Mutation tried: Take matching the seat alone (not the view) plays other moves and fails this.
TEST_CASE("lcn expert table: thinking ahead changes no move, and the table takes decisions over from it") {
    const SeatKinds kinds{K::kExpert, K::kExpert, K::kExpert};
    const AheadGame with = PlayWithAhead(4242, kinds, true, 7), without = PlayWithAhead(4242, kinds, false, 7);
    CHECK(with.moves == without.moves);
    MESSAGE("moves " << with.moves.size() << ", Expert decisions taken over from thinking ahead " << with.taken);
    CHECK(with.taken > 50);
    CHECK(without.taken == 0);
}

// Thinking ahead goes on act after act (think_ahead.h, the chain): while the first act of a five-Expert round waits
// for its slow pause, the thinking between frames (Idle) plans and thinks out the decisions of the acts after it, and
// as the table plays them it takes every one over finished. Mutation tried: Extend foreseeing no act after the first
// (only the next decision planned) fails the plan's depth and the decisions found finished.
TEST_CASE("lcn expert table: thinking ahead goes on act after act, and the table takes its answers over finished") {
    const SeatKinds kinds{K::kExpert, K::kExpert, K::kExpert, K::kExpert, K::kExpert};
    lcn::State s = AtPlanning(5, 31);
    Device d = DeviceOf(s, kinds);
    Computers c;
    c.set_expert_options(kQuick);
    std::int64_t now = 0;
    for (int f = 0; f < 100000 && c.waiting() != ComputerWait::kPause; ++f) {
        Sync(s, d, now);
        REQUIRE_FALSE(c.Frame(s, d, Speed::kSlow, 31, now += 1, 2.0).move);
    }
    REQUIRE(c.waiting() == ComputerWait::kPause);
    c.Idle(1e9);  // the chain, as far as it can be foreseen
    CHECK_FALSE(c.thinking_ahead());
    const int planned = c.planned_ahead();
    MESSAGE("Expert decisions planned ahead of the first act: " << planned);
    CHECK(planned >= 20);
    int acts = 0;
    while (s.step != lcn::Step::kBeforeReveal && !lcn::IsOver(s)) {
        now += 16;
        Sync(s, d, now);
        const ComputerAct act = c.Frame(s, d, Speed::kSlow, 31, now, 2.0);
        REQUIRE_FALSE(act.offer);
        if (!act.move) continue;
        REQUIRE(lcn::ApplyInPlace(s, *act.move).ok());
        AfterMove(s, d, now);
        ++acts;
    }
    MESSAGE("acts " << acts << ", Expert decisions " << c.decisions() << ", taken over finished "
                    << c.decisions_ahead_done());
    CHECK(acts >= 12);  // up to the turn's negotiation pause, where the chain ends (deals)
    CHECK(c.decisions_ahead_done() == c.decisions() - 1);  // all but the first act's own
    CHECK(c.decisions_ahead_done() == c.decisions_ahead());
}

// Solo, while the person decides, the Expert decisions due after the person's moves are thought ahead (Normal's
// choice for the person first): after the person plays that move the next Expert decision is taken over at once,
// and a whole solo game is move for move the same with and without it. Mutation tried: planning after an empty
// move instead of the person's moves (nothing planned) fails it.
TEST_CASE("lcn expert table: solo, the computers think ahead while the person decides, and no move changes") {
    const SeatKinds kinds{K::kPerson, K::kExpert, K::kExpert};
    const AheadGame with = PlayWithAhead(5150, kinds, true, 9), without = PlayWithAhead(5150, kinds, false, 9);
    CHECK(with.moves == without.moves);
    MESSAGE("person's decisions " << with.person_turns << ", with decisions thought ahead " << with.planned_turns
                                  << ", taken over " << with.taken);
    CHECK(with.planned_turns > with.person_turns / 4);
    // Taken over with the wait's budget they were planned with (computer.h MovesWaited, counted on after each
    // planned move): 252 of them in this game (deterministic). Mutation tried: the wait not starting again after
    // the person's move planned 40 decisions with a wrong budget, never taken over (212), and fails this.
    CHECK(with.taken > 230);
    CHECK(without.planned_turns == 0);
    CHECK(without.taken == 0);
    // At the person's first planning step: the person plays the move Normal would, and the Expert after it answers
    // from what was thought while the person decided.
    lcn::State s = NewGame(3, 77);
    REQUIRE(PlayUntil(
        s, 1, [](const lcn::State& x) { return x.step == lcn::Step::kPlanning && lcn::CurrentActor(x).seat == 0; }));
    Device d = DeviceOf(s, kinds);
    Computers c;
    c.set_expert_options(kQuick);
    std::int64_t now = 0;
    for (int f = 0; f < 400 && (f == 0 || c.thinking_ahead()); ++f) c.Frame(s, d, Speed::kFast, 77, now += 16, 2.0);
    REQUIRE(c.planned_ahead() > 0);
    lcn::MoveList legal;
    lcn::LegalMoves(s, legal);
    const std::optional<lcn::Move> likely = lcn::BotMove(lcn::ViewFor(s, 0), legal, lcn::BotLevel::kNormal, 77);
    REQUIRE(likely);
    REQUIRE(lcn::ApplyInPlace(s, *likely).ok());
    AfterMove(s, d, now);
    REQUIRE(c.Due(s, d) != kNoSeat);
    REQUIRE(d.kinds[c.Due(s, d)] == K::kExpert);
    c.Frame(s, d, Speed::kFast, 77, now += 16, 2.0);
    CHECK(c.decisions_ahead() == 1);
}

// A person's wait as the table counts it for the Experts' budgets (computer.h MovesWaited): the moves since a person
// last moved, the table's roll never the person's, a trade the person agreed to the person's; -1 with computers
// alone. Mutation tried: ignoring a trade's other party fails the trade's count.
TEST_CASE("lcn expert table: a person's wait counts the moves since the person's own, and computers alone wait not") {
    const lcn::State s = NewGame(3, 12);
    const Device solo = DeviceOf(s, {K::kPerson, K::kExpert, K::kExpert});
    auto move = [](Seat seat, lcn::MoveKind kind, Seat other = kNoSeat) {
        lcn::Move m;
        m.seat = seat;
        m.kind = kind;
        m.other = other;
        return m;
    };
    std::vector<lcn::Move> moves;
    auto waited = [&](const Device& d) {
        return MovesWaited(d, 3, static_cast<int>(moves.size()),
                           [&](int i) -> const lcn::Move& { return moves[static_cast<std::size_t>(i)]; });
    };
    CHECK(waited(solo) == 0);
    moves.push_back(move(1, lcn::MoveKind::kContinue));
    moves.push_back(move(kNoSeat, lcn::MoveKind::kRoll));
    CHECK(waited(solo) == 2);
    moves.push_back(move(0, lcn::MoveKind::kOrder));
    CHECK(waited(solo) == 0);
    moves.push_back(move(2, lcn::MoveKind::kReveal));
    moves.push_back(move(kNoSeat, lcn::MoveKind::kRoll));
    CHECK(waited(solo) == 2);
    moves.push_back(move(1, lcn::MoveKind::kTrade, 0));  // a computer's offer the person accepted
    CHECK(waited(solo) == 0);
    moves.push_back(move(1, lcn::MoveKind::kTrade, 2));
    CHECK(waited(solo) == 1);
    CHECK(waited(DeviceOf(s, {K::kExpert, K::kExpert, K::kExpert})) == -1);
    CHECK(waited(DeviceOf(s, {K::kExpert, K::kPerson, K::kExpert})) == 0);  // the last trade is its own offer
}

// Thinking between frames (Computers::Idle; the page runs it in the browser's idle time between animation frames):
// the decision under way goes on there, and Frame hands out the same move after fewer frames. Idle(0) does no work
// and says whether thinking is left. Mutation tried: Idle returning without stepping fails the frame count.
TEST_CASE("lcn expert table: thinking between frames finishes the same decision in fewer frames") {
    const lcn::State s = AtPlanning(3, 33);
    const Device d = DeviceOf(s, {K::kExpert, K::kExpert, K::kExpert});
    auto decide = [&](bool idle, int& frames) {
        Computers c;
        c.set_expert_options({.budget = 3000});
        std::int64_t now = 0;
        std::optional<lcn::Move> m;
        for (frames = 0; frames < 100000 && !m; ++frames) {
            m = c.Frame(s, d, Speed::kFast, 33, now += 16, 0.01).move;  // one slice a frame
            if (frames == 0) CHECK(c.Idle(0));                          // the search has begun
            if (idle && !m) c.Idle(5.0);
        }
        return m;
    };
    int framed = 0, idled = 0;
    const std::optional<lcn::Move> in_frames = decide(false, framed), between = decide(true, idled);
    REQUIRE(in_frames);
    CHECK(between == in_frames);
    MESSAGE("frames to the move: " << framed << " thinking in frames only, " << idled << " with thinking between");
    CHECK(idled * 2 < framed);
}

TEST_CASE("lcn expert table: an Expert seat keeps its level in the seats option, links, saves and statistics") {
    int n = 0;
    const lcn::Result<SeatKinds> parsed = lcn::ParseSeatKindList("person,expert,normal,easy", n);
    REQUIRE(parsed.ok());
    CHECK(n == 4);
    const SeatKinds kinds = *parsed;
    CHECK(kinds[1] == K::kExpert);
    CHECK(std::string(SeatKindName(K::kExpert)) == "expert");
    // A game with an Expert seat, played a little, as the table saves and shares it (driver.h SessionRecord).
    lcn::Setup setup;
    setup.players = 4;
    setup.seed = 2701;
    setup.families = {0, 1, 2, 3, lcn::kDealFamilies};
    setup.start_player = 1;
    Driver t = [&] {
        const auto game = lcn::NewGame(setup);
        REQUIRE(game.ok());
        Driver d(*game);
        d.d.kinds = kinds;
        d.game_seed = setup.seed;
        d.computers.set_expert_options(kQuick);
        Reset(d.s, d.d, 0);
        common::Rng rng(5);
        for (int i = 0; i < 60 && d.RandomTap(rng); ++i) {}
        return d;
    }();
    REQUIRE(t.problem == "");
    const lcn::Result<lcn::GameRecord> recorded = SessionRecord(setup, t, kinds);
    REQUIRE_MESSAGE(recorded.ok(), recorded.error());
    const lcn::GameRecord& r = *recorded;
    const std::string link = lcn::EncodeLink(r);
    const lcn::Result<lcn::ReplayedGame> from_link = lcn::DecodeLink(link);
    REQUIRE_MESSAGE(from_link.ok(), from_link.error());
    CHECK(from_link->record().seats == kinds);
    CHECK(lcn::EncodeLink(from_link->record()) == link);
    const std::string save = lcn::EncodeRecord(r);
    CHECK(save.find("\nseats person expert normal easy\n") != std::string::npos);
    const lcn::Result<lcn::ReplayedGame> from_save = lcn::DecodeRecord(save);
    REQUIRE_MESSAGE(from_save.ok(), from_save.error());
    CHECK(from_save->record().seats == kinds);
    // Statistics: the Expert's line has its own word (not the next row of the start screen's words).
    Stats stats;
    stats.by_kind[static_cast<std::size_t>(K::kExpert)] = {2, 1, 2, 90};
    CHECK(DecodeStats(EncodeStats(stats)).value() == stats);
    CHECK(StatsLines(ui::Lang::kEnglish, stats) ==
          std::vector<std::string>{"Computer: expert (2 games, 1 won, average $45,000)"});
    CHECK(StatsLines(ui::Lang::kGerman, stats)[0].rfind("Computer: Experte", 0) == 0);
}

TEST_CASE("lcn expert table: an Expert seat thinks in slices with a progress, and its move is the Expert's") {
    const lcn::State s = AtPlanning(4, 77);
    const Seat seat = PrivateOwner(s);
    REQUIRE(seat != kNoSeat);
    SeatKinds kinds{K::kPerson, K::kPerson, K::kPerson, K::kPerson};
    for (Seat p = 0; p < 4; ++p) kinds[p] = p == seat ? K::kExpert : K::kNormal;
    const Device d = DeviceOf(s, kinds);
    Computers c;
    REQUIRE(c.Due(s, d) == seat);
    // Frames of no wall-time budget each do one slice (UnitsPerSlice work units): the decision takes many frames,
    // and the progress only rises.
    int frames = 0;
    double last = 0;
    bool rose = false;
    std::optional<lcn::Move> m;
    std::int64_t now = 0;
    while (!m && frames < 100000) {
        now += 16;
        m = c.Frame(s, d, Speed::kNormal, 31, now, 0.0).move;
        ++frames;
        if (c.thinking() == seat && !m) {
            CHECK(c.progress() >= last);
            rose = rose || (c.progress() > 0 && c.progress() < 1);
            last = c.progress();
        }
    }
    REQUIRE(m);
    CHECK(rose);
    CHECK(frames > 100);  // the page's budget is thousands of units, a slice a few dozen
    const lcn::View view = lcn::ViewFor(s, seat);
    lcn::MoveList legal;
    lcn::LegalMoves(s, legal);
    CHECK(*m == *lcn::ExpertMove(view, legal, lcn::ExpertSeed(view, DecisionSeed(31, s, seat))));
    // Mutations tried: an Expert seat run by the Normal thinker (its move differs here and no progress shows), and
    // one slice of 1 << 20 units (one frame).
}

TEST_CASE("lcn expert table: whole games with Expert seats at the table, people and computers, 3 to 5 players") {
    const SeatKinds tables[] = {{K::kPerson, K::kExpert, K::kNormal},
                                {K::kExpert, K::kNormal, K::kExpert, K::kEasy},
                                {K::kExpert, K::kExpert, K::kExpert, K::kExpert, K::kExpert}};
    for (int i = 0; i < 3; ++i) {
        Driver totals{lcn::State{}};
        lcn::Setup setup;
        setup.players = 3 + i;
        setup.seed = 2710 + static_cast<std::uint64_t>(i);
        const std::string problem = PlayRandomGame(setup, setup.seed ^ 0xE7ull, &totals, tables[i], kQuick);
        INFO("players " << setup.players << ", seed " << setup.seed);
        REQUIRE(problem == "");
        MESSAGE(setup.players << " players: " << totals.moves << " moves, " << totals.computer_moves
                              << " by computers, " << totals.offers_buy << " proposals");
        CHECK(totals.computer_moves > 0);
        // Experts alone speak their own proposals at their pauses (expert.h ExpertProposeDeals; mutation tried: only
        // Normal turn seats propose, offers.cpp OfferOf: then none here).
        if (i == 2) CHECK(totals.offers_buy > 0);
    }
}

TEST_CASE("lcn expert table: the hint is offered only where the screen shows the deciding person's own cards") {
    const lcn::State s = AtPlanning(3, 12);
    const Seat owner = PrivateOwner(s);
    REQUIRE(owner != kNoSeat);
    const auto other = static_cast<Seat>((owner + 1) % 3);
    // Solo: the person decides on their own screen.
    SeatKinds solo{K::kNormal, K::kNormal, K::kNormal};
    solo[owner] = K::kPerson;
    CHECK(HintSeat(s, DeviceOf(s, solo)) == owner);
    // Solo, a computer decides: no hint (it would be the computer's move).
    SeatKinds solo_other{K::kNormal, K::kNormal, K::kNormal};
    solo_other[other] = K::kPerson;
    CHECK(HintSeat(s, DeviceOf(s, solo_other)) == kNoSeat);
    // Hot-seat: the hand-off screen is shared, the private screen after it is the owner's own.
    Device hot = DeviceOf(s, SeatKinds{});
    REQUIRE(ScreenFor(s, hot).kind == ScreenKind::kHandOff);
    CHECK(HintSeat(s, hot) == kNoSeat);
    REQUIRE(TapHandOff(s, hot, owner, kGateDelayMs + 1));
    CHECK(HintSeat(s, hot) == owner);
    // Hot-seat, a public step decided by a person on the shared table: never (mutation tried: HintSeat without the
    // VisibleSeat check offers it here).
    lcn::State pub = NewGame(3, 12);
    REQUIRE(PlayUntil(pub, 12, [](const lcn::State& x) {
        return lcn::CurrentActor(x).kind == lcn::ActorKind::kSeat && PrivateOwner(x) == kNoSeat &&
               x.step != lcn::Step::kRoll && x.step != lcn::Step::kRerollDie;
    }));
    const Device shared = DeviceOf(pub, SeatKinds{});
    REQUIRE(ScreenFor(pub, shared).kind == ScreenKind::kPublic);
    CHECK(HintSeat(pub, shared) == kNoSeat);
    Hint h;
    CHECK_FALSE(h.Ask(pub, shared, 1, 0));
    CHECK_FALSE(h.thinking());
}

// The Hint advises a move not yet made: the imperative, never the log's past tense ("Anna gave R3 an order").
TEST_CASE("lcn expert table: the hint advises in the imperative in both languages, with the order card it means") {
    const lcn::State s = AtPlanning(4, 33);
    const Seat owner = PrivateOwner(s);
    REQUIRE(owner != kNoSeat);
    lcn::MoveList legal;
    lcn::LegalMoves(s, legal);
    const auto order =
        std::find_if(legal.begin(), legal.end(), [](const lcn::Move& m) { return m.kind == lcn::MoveKind::kOrder; });
    REQUIRE(order != legal.end());
    const SeatNames names{"Anna", "Ben", "Cleo", "Dora"};
    const std::string gangster = lcn::GangsterCode(order->a);
    const std::string en = HintLine(Lang::kEnglish, s, names, *order, {});
    const std::string de = HintLine(Lang::kGerman, s, names, *order, {});
    CHECK(en == "Hint: Give " + gangster + " an order (" + OrderName(Lang::kEnglish, order->b) +
                    "). No other move is worth weighing.");
    CHECK(de == "Tipp: Gib " + gangster + " einen Auftrag (" + OrderName(Lang::kGerman, order->b) +
                    "). Kein anderer Zug lohnt eine Abwägung.");
}

// Every move a person may be advised, in random games: advice names no seat as its subject and tells nothing of
// what the move brought about (no money won, no new round).
TEST_CASE("lcn expert table: every move's advice is an imperative without the mover's name, in both languages") {
    const SeatNames names{"Anna", "Ben", "Cleo", "Dora", "Emil"};
    int kinds_seen = 0;
    std::array<bool, 64> seen{};
    RandomMoves(6, 2790, [&](const lcn::State& before, const lcn::Move& m, const lcn::State& after) {
        if (m.kind == lcn::MoveKind::kRoll) return;
        for (const Lang lang : {Lang::kEnglish, Lang::kGerman}) {
            const std::string advice = AdviceLine(lang, before, m, after, names);
            REQUIRE_FALSE(advice.empty());
            CHECK(advice.rfind(NameOf(before, names, m.seat), 0) != 0);
            CHECK(advice != LogLine(lang, before, m, after, names));
        }
        if (!seen[static_cast<std::size_t>(m.kind)]) ++kinds_seen;
        seen[static_cast<std::size_t>(m.kind)] = true;
    });
    CHECK(kinds_seen >= 20);
}

TEST_CASE("lcn expert table: the hint thinks in slices, equals one big step, can be cancelled and goes stale") {
    const lcn::State s = AtPlanning(4, 33);
    const Seat owner = PrivateOwner(s);
    REQUIRE(owner != kNoSeat);
    SeatKinds kinds{K::kNormal, K::kNormal, K::kNormal, K::kNormal};
    kinds[owner] = K::kPerson;
    const Device d = DeviceOf(s, kinds);
    Hint sliced, whole;
    REQUIRE(sliced.Ask(s, d, 9, 5));
    CHECK(sliced.thinking());
    CHECK(sliced.seat() == owner);
    int frames = 0;
    while (!sliced.Frame(0.0)) ++frames;
    CHECK(frames > 50);
    CHECK(sliced.ready());
    CHECK(sliced.progress() == 1.0);
    REQUIRE(whole.Ask(s, d, 9, 5));
    CHECK(whole.Frame(1e9));
    CHECK(whole.move() == sliced.move());
    REQUIRE(sliced.move());
    CHECK(sliced.move()->seat == owner);
    CHECK(sliced.stats().playouts > 0);
    // Its words, in both languages, with the reason.
    const SeatNames names{"Blundetto", "Anna", "Ben", "Cleo"};
    const std::string en = HintLine(Lang::kEnglish, s, names, sliced.move(), sliced.stats());
    const std::string de = HintLine(Lang::kGerman, s, names, sliced.move(), sliced.stats());
    CHECK(en.rfind("Hint: ", 0) == 0);
    CHECK(en.find("games played out to the end") != std::string::npos);
    CHECK(de.rfind("Tipp: ", 0) == 0);
    CHECK(de.find("zu Ende gespielten Partien") != std::string::npos);
    CHECK(HintLine(Lang::kEnglish, s, names, std::nullopt, {}) == "Hint: no move to suggest.");
    // Cancel, and a hint forgotten once the position moves on.
    Hint c;
    REQUIRE(c.Ask(s, d, 9, 5));
    c.Frame(0.0);
    c.Cancel();
    CHECK_FALSE(c.thinking());
    CHECK_FALSE(c.ready());
    whole.KeepValid(s, d, 5);
    CHECK(whole.ready());
    whole.KeepValid(s, d, 6);
    CHECK_FALSE(whole.ready());
}

TEST_CASE("lcn expert table: asking for a hint is said in the log, before the move it was asked at") {
    lcn::Setup setup;
    setup.players = 3;
    setup.seed = 12;
    lcn::Session session;
    REQUIRE(session.NewGame(setup, {"Blundetto", "Anna", "Ben"}) == "");
    lcn::MoveList legal;
    for (int i = 0; i < 2; ++i) {
        lcn::LegalMoves(session.current(), legal);
        REQUIRE(!legal.empty());
        REQUIRE(session.Apply(legal[0]).ok());
    }
    const std::vector<std::string> plain = TableLog(Lang::kEnglish, session, {}, 0);
    const Seat seat = 0;
    const std::vector<std::string> with = TableLog(Lang::kEnglish, session, {}, 0, {{1, seat}});
    REQUIRE(with.size() == plain.size() + 1);
    CHECK(with[0] == plain[0]);
    CHECK(with[1] == "Blundetto asked for a hint");
    CHECK(TableLog(Lang::kGerman, session, {}, 0, {{1, seat}})[1] == "Blundetto hat um einen Tipp gebeten");
    // From a later move on, an earlier hint is not said again.
    CHECK(TableLog(Lang::kEnglish, session, {}, 2, {{1, seat}}).size() ==
          TableLog(Lang::kEnglish, session, {}, 2).size());
}

}  // namespace
}  // namespace shell::games::lacosanostra::test
