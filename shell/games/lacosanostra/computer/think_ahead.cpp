// shell/games/lacosanostra/computer/think_ahead.cpp — see think_ahead.h.
#include "games/lacosanostra/computer/think_ahead.h"

#include <chrono>

#include "common/rng.h"
#include "games/lacosanostra/computer/seat_levels.h"

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

std::optional<lcn::Move> ControllerMove(const lcn::MoveList& legal, Seat controller) {
    for (const lcn::Move& m : legal)
        if (m.seat == controller && (m.kind == lcn::MoveKind::kContinue || m.kind == lcn::MoveKind::kChoose)) return m;
    return std::nullopt;
}

bool PersonsMove(const Device& d, const lcn::Move& move) {
    return lcn::PersonsMove(move, [&](Seat p) { return !IsComputer(d, p); });
}

void StartExpert(lcn::ExpertThinker& thinker, const lcn::View& view, const lcn::MoveList& legal,
                 std::uint64_t game_seed, const lcn::State& s, lcn::ExpertOptions options) {
    options.even_work = true;
    thinker.Start(view, legal, lcn::ExpertSeed(view, DecisionSeed(game_seed, s, view.seat)), options);
}

void ThinkAhead::Clear() {
    plan_.clear();
    person_view_.reset();
    chain_.clear();
    chain_ends_ = true;
}

void ThinkAhead::Plan(const lcn::State& s, const Device& d, const lcn::Move& move, std::uint64_t game_seed,
                      const lcn::ExpertOptions& options) {
    for (std::size_t i = 0; i < chain_.size(); ++i) {
        if (!(chain_[i].move == move) || !(chain_[i].before == s)) continue;
        // Foreseen: what was due before this act is behind the table now.
        const int dropped = static_cast<int>(i);
        std::erase_if(plan_, [&](const Decision& x) { return x.act < dropped; });
        for (Decision& x : plan_) x.act -= dropped;
        chain_.erase(chain_.begin(), chain_.begin() + dropped);
        person_view_.reset();
        return;
    }
    Clear();
    device_ = d;
    game_seed_ = game_seed;
    chain_ends_ = !Add(s, d, move, game_seed, options);
}

void ThinkAhead::PlanForPerson(const lcn::State& s, const Device& d, Seat person, std::uint64_t game_seed,
                               const lcn::ExpertOptions& options, int limit) {
    const lcn::View view = lcn::ViewFor(s, person);
    if (person_view_ && *person_view_ == view) return;
    Clear();
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
    chain_.clear();  // one position, many moves of the person's: no chain (Clear left it ended)
}

bool ThinkAhead::pending() const {
    for (const Decision& x : plan_)
        if (!x.thinker.Done()) return true;
    return !chain_ends_;
}

bool ThinkAhead::Add(const lcn::State& s, const Device& d, const lcn::Move& move, std::uint64_t game_seed,
                     const lcn::ExpertOptions& options) {
    lcn::State next = s;
    if (!lcn::ApplyInPlace(next, move).ok()) return false;
    chain_.push_back({s, move});
    lcn::ExpertOptions after = options;  // the wait goes on by this move, or starts again after a person's
    if (after.moves_waited >= 0) after.moves_waited = PersonsMove(d, move) ? 0 : after.moves_waited + 1;
    // A roll is the table's generator: the position after the computer's roll is known as well.
    if (!lcn::IsOver(next) && next.step == lcn::Step::kRoll && IsComputer(d, DecidingSeat(next))) {
        const lcn::Move roll = lcn::DefaultRoll(next);
        chain_.push_back({next, roll});
        if (!lcn::ApplyInPlace(next, roll).ok()) return false;
        if (after.moves_waited >= 0) ++after.moves_waited;
    }
    end_ = next;
    end_options_ = after;
    if (lcn::IsOver(next)) return false;
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
        x.act = static_cast<int>(chain_.size()) - 1;
        StartExpert(x.thinker, x.view, legal, game_seed, next, after);
    }
    return true;
}

bool ThinkAhead::Extend() {
    if (chain_ends_) return false;
    const lcn::State& s = end_;
    // Deals at a negotiation pause depend on offers and a person's answers: the chain ends there.
    if (static_cast<int>(chain_.size()) >= kChainActs || s.step == lcn::Step::kBeforeReveal) {
        chain_ends_ = true;
        return false;
    }
    const Device& d = device_;
    lcn::MoveList legal;
    lcn::LegalMoves(s, legal);
    // The answer of computer `p` at the chain's end: nullopt while an Expert still thinks, or when its decision is no
    // longer planned (the table took it: it plans afresh from its own move); inside, nullopt = it passes.
    auto answer = [&](Seat p) -> std::optional<std::optional<lcn::Move>> {
        const lcn::View view = lcn::ViewFor(s, p);
        if (IsExpert(d, p)) {
            for (const Decision& x : plan_)
                if (x.seat == p && x.moves_waited == end_options_.moves_waited && x.view == view)
                    return x.thinker.Done() ? std::optional(x.thinker.Result()) : std::nullopt;
            chain_ends_ = true;
            return std::nullopt;
        }
        return lcn::BotMove(view, legal, BotLevelOf(d.kinds[p]).value_or(lcn::BotLevel::kNormal),
                            DecisionSeed(game_seed_, s, p));
    };
    std::optional<lcn::Move> move;
    const lcn::Actor actor = lcn::CurrentActor(s);
    if (actor.kind == lcn::ActorKind::kTable) {  // computer.h Due: the others in seat order, then the controller
        for (Seat p = 0; p < s.players && !move; ++p) {
            if (p == actor.seat || !IsComputer(d, p)) continue;  // a person is foreseen to let it pass
            const auto a = answer(p);
            if (!a) return false;
            move = *a;
        }
        if (!move && IsComputer(d, actor.seat)) {
            const auto a = answer(actor.seat);
            if (!a) return false;
            move = *a ? *a : ControllerMove(legal, actor.seat);
        } else if (!move && actor.seat == SoloPerson(d.kinds, s.players) && !WindowNeedsSeat(s, actor.seat)) {
            move = ControllerMove(legal, actor.seat);
        }
    } else if (IsComputer(d, DecidingSeat(s))) {
        const auto a = answer(DecidingSeat(s));
        if (!a) return false;
        move = *a;
    }
    const lcn::State before = end_;
    const lcn::ExpertOptions options = end_options_;
    if (!move || !Add(before, d, *move, game_seed_, options)) chain_ends_ = true;
    return !chain_ends_;
}

void ThinkAhead::Work(double deadline_ms, int units_per_slice) {
    for (std::size_t i = 0;;) {
        if (NowMs() >= deadline_ms) return;
        if (i == plan_.size()) {  // all thought out: on along the chain, if the next act can be foreseen
            if (!Extend()) return;
            continue;
        }
        Decision& x = plan_[i];
        while (!x.thinker.Done()) {
            if (NowMs() >= deadline_ms) return;
            x.thinker.Step(units_per_slice);
        }
        ++i;
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
