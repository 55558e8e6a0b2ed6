// shell/games/lacosanostra/computer/think_ahead.cpp — see think_ahead.h.
#include "games/lacosanostra/computer/think_ahead.h"

#include <chrono>

#include "common/rng.h"

namespace shell::games::lacosanostra {

namespace {

double NowMs() {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

bool IsExpert(const Device& d, Seat seat) { return seat < lcn::kMaxPlayers && d.kinds[seat] == SeatKind::kExpert; }

}  // namespace

std::uint64_t DecisionSeed(std::uint64_t game_seed, const lcn::State& s, Seat seat) {
    return common::Rng::Stream(game_seed ^ (0x9E3779B97F4A7C15ull * (seat + 1u)),
                               static_cast<std::uint64_t>(s.round) * 64u + static_cast<std::uint64_t>(s.step))
        .Next();
}

bool PersonsMove(const Device& d, const lcn::Move& move) {
    return lcn::PersonsMove(move, [&](Seat p) { return !IsComputer(d, p); });
}

void StartExpert(lcn::ExpertThinker& thinker, const lcn::View& view, const lcn::MoveList& legal,
                 std::uint64_t game_seed, const lcn::State& s, lcn::ExpertOptions options) {
    options.even_work = true;
    thinker.Start(view, legal, lcn::ExpertSeed(view, DecisionSeed(game_seed, s, view.seat)), options);
}

void ThinkAhead::Plan(const lcn::State& s, const Device& d, const lcn::Move& move, std::uint64_t game_seed,
                      const lcn::ExpertOptions& options) {
    plan_.clear();
    person_view_.reset();
    Add(s, d, move, game_seed, options);
}

void ThinkAhead::PlanForPerson(const lcn::State& s, const Device& d, Seat person, std::uint64_t game_seed,
                               const lcn::ExpertOptions& options, int limit) {
    const lcn::View view = lcn::ViewFor(s, person);
    if (person_view_ && *person_view_ == view) return;
    plan_.clear();
    person_view_ = view;
    lcn::MoveList legal;
    lcn::LegalMoves(s, legal);
    std::vector<lcn::Move> moves;
    if (const std::optional<lcn::Move> likely = lcn::BotMove(view, legal, lcn::BotLevel::kNormal, game_seed))
        moves.push_back(*likely);
    for (const lcn::Move& m : legal)  // a claim waits on the others' answers: no position to think ahead for
        if (m.seat == person && m.kind != lcn::MoveKind::kClaim) moves.push_back(m);
    for (const lcn::Move& m : moves) {
        if (static_cast<int>(plan_.size()) >= limit) break;
        Add(s, d, m, game_seed, options);
    }
    if (static_cast<int>(plan_.size()) > limit) plan_.resize(static_cast<std::size_t>(limit));
}

bool ThinkAhead::pending() const {
    for (const Decision& x : plan_)
        if (!x.thinker.Done()) return true;
    return false;
}

bool ThinkAhead::Add(const lcn::State& s, const Device& d, const lcn::Move& move, std::uint64_t game_seed,
                     const lcn::ExpertOptions& options) {
    lcn::State next = s;
    if (!lcn::ApplyInPlace(next, move).ok()) return false;
    if (lcn::IsOver(next)) return true;
    lcn::ExpertOptions after = options;  // the wait goes on by this move, or starts again after a person's
    if (after.moves_waited >= 0) after.moves_waited = PersonsMove(d, move) ? 0 : after.moves_waited + 1;
    // A roll is the table's generator: the position after the computer's roll is known as well.
    if (next.step == lcn::Step::kRoll && IsComputer(d, DecidingSeat(next))) {
        if (!lcn::ApplyInPlace(next, lcn::DefaultRoll(next)).ok()) return true;
        if (after.moves_waited >= 0) ++after.moves_waited;
    }
    std::vector<Seat> asked;
    const lcn::Actor actor = lcn::CurrentActor(next);
    if (actor.kind == lcn::ActorKind::kTable) {  // the order of computer.h Due: the others, then the controller
        for (Seat p = 0; p < next.players; ++p)
            if (p != actor.seat) asked.push_back(p);
        asked.push_back(actor.seat);
    } else {
        asked.push_back(DecidingSeat(next));
    }
    lcn::MoveList legal;
    lcn::LegalMoves(next, legal);
    for (Seat p : asked) {
        if (!IsExpert(d, p)) continue;
        lcn::View view = lcn::ViewFor(next, p);
        bool planned = false;
        for (const Decision& x : plan_)
            planned = planned || (x.seat == p && x.view == view && x.moves_waited == after.moves_waited);
        if (planned) continue;
        Decision& x = plan_.emplace_back();
        x.seat = p;
        x.view = std::move(view);
        x.moves_waited = after.moves_waited;
        StartExpert(x.thinker, x.view, legal, game_seed, next, after);
    }
    return true;
}

void ThinkAhead::Work(double deadline_ms, int units_per_slice) {
    for (Decision& x : plan_) {
        while (!x.thinker.Done()) {
            if (NowMs() >= deadline_ms) return;
            x.thinker.Step(units_per_slice);
        }
    }
}

std::optional<lcn::ExpertThinker> ThinkAhead::Take(Seat seat, const lcn::View& view, int moves_waited) {
    for (auto it = plan_.begin(); it != plan_.end(); ++it) {
        if (it->seat != seat || !(it->view == view) || it->moves_waited != moves_waited) continue;
        lcn::ExpertThinker thinker = std::move(it->thinker);
        plan_.erase(it);
        return thinker;
    }
    return std::nullopt;
}

}  // namespace shell::games::lacosanostra
