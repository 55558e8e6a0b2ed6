// shell/games/lacosanostra/think_ahead.cpp — see think_ahead.h.
#include "games/lacosanostra/think_ahead.h"

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

void StartExpert(lcn::ExpertThinker& thinker, const lcn::View& view, const lcn::MoveList& legal,
                 std::uint64_t game_seed, const lcn::State& s, lcn::ExpertOptions options) {
    options.even_work = true;
    thinker.Start(view, legal, lcn::ExpertSeed(view, DecisionSeed(game_seed, s, view.seat)), options);
}

void ThinkAhead::Plan(const lcn::State& s, const Device& d, const lcn::Move& move, std::uint64_t game_seed,
                      const lcn::ExpertOptions& options) {
    plan_.clear();
    lcn::State next = s;
    if (!lcn::ApplyInPlace(next, move).ok() || lcn::IsOver(next)) return;
    // A roll is the table's generator: the position after the computer's roll is known as well.
    if (next.step == lcn::Step::kRoll && IsComputer(d, DecidingSeat(next)) &&
        !lcn::ApplyInPlace(next, lcn::DefaultRoll(next)).ok())
        return;
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
        Decision& x = plan_.emplace_back();
        x.seat = p;
        x.view = lcn::ViewFor(next, p);
        StartExpert(x.thinker, x.view, legal, game_seed, next, options);
    }
}

void ThinkAhead::Work(double deadline_ms, int units_per_slice) {
    for (Decision& x : plan_) {
        while (!x.thinker.Done()) {
            if (NowMs() >= deadline_ms) return;
            x.thinker.Step(units_per_slice);
        }
    }
}

std::optional<lcn::ExpertThinker> ThinkAhead::Take(Seat seat, const lcn::View& view) {
    for (auto it = plan_.begin(); it != plan_.end(); ++it) {
        if (it->seat != seat || !(it->view == view)) continue;
        lcn::ExpertThinker thinker = std::move(it->thinker);
        plan_.erase(it);
        return thinker;
    }
    return std::nullopt;
}

}  // namespace shell::games::lacosanostra
