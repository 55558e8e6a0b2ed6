#include "lacosanostra/session.h"

#include <cassert>
#include <utility>

#include "lacosanostra/notation.h"

namespace lcn {

namespace {

// Whether order card `o` lies face up: executed (face-up discard), or the chosen order once revealed.
bool OrderFaceUp(const State& s, OrderId o) {
    const OrderPlace& place = s.orders[o];
    if (place.zone == OrderZone::kDiscardUp) return true;
    return place.zone == OrderZone::kOnGangster && s.cur.revealed && s.cur.chosen == place.holder;
}

bool CardsDrawn(const State& before, const State& after) {
    for (OrderId o = 0; o < kNumOrders; ++o) {
        if (before.orders[o].zone == OrderZone::kDeck && after.orders[o].zone != OrderZone::kDeck) return true;
    }
    for (BusinessId b = 0; b < kNumBusinesses; ++b) {
        if (before.businesses[b].zone == BusinessZone::kDeck && after.businesses[b].zone != BusinessZone::kDeck) {
            return true;
        }
    }
    return after.influence_deck_size < before.influence_deck_size;
}

bool OrderSeenOrTurned(const State& before, const State& after) {
    for (OrderId o = 0; o < kNumOrders; ++o) {
        if ((after.orders[o].seen_by & ~before.orders[o].seen_by) != 0) return true;  // a look
        if (!OrderFaceUp(before, o) && OrderFaceUp(after, o)) return true;            // reveal, rob, trap
    }
    return false;
}

}  // namespace

// What a move reveals shows in the two states (the rules keep no secret outside them), so `move` is not read.
bool RevealsInformation(const State& before, const Move& /*move*/, const State& after) {
    // Dice (every roll advances the generator, D16, also dice typed in under physical_dice), reshuffles, re-deals.
    if (before.rng != after.rng) return true;
    return CardsDrawn(before, after) || OrderSeenOrTurned(before, after);
}

Session::Session() {
    const std::string problem = NewGame(Setup{}, SeatNames{});
    assert(problem.empty());
    (void)problem;
}

std::string Session::NewGame(const Setup& setup, const SeatNames& names, const SeatKinds& seats) {
    Result<State> initial = lcn::NewGame(setup);
    if (!initial) return initial.error();
    for (std::size_t p = 0; p < names.size(); ++p) {
        if (p >= static_cast<std::size_t>(setup.players)) {
            if (!names[p].empty()) return "seat " + std::to_string(p) + ": the game has no such seat to name";
            continue;
        }
        if (std::string problem = SeatNameProblem(names[p]); !problem.empty()) {
            return "seat " + std::to_string(p) + ": " + problem;
        }
    }
    Setup resolved = setup;
    for (std::size_t p = 0; p < resolved.families.size(); ++p) {
        resolved.families[p] = p < initial->players ? static_cast<int>(initial->player[p].family) : kDealFamilies;
    }
    resolved.start_player = initial->start_player;
    setup_ = resolved;
    names_ = names;
    seats_ = SeatKinds{};
    for (int p = 0; p < setup.players; ++p) seats_[static_cast<std::size_t>(p)] = seats[static_cast<std::size_t>(p)];
    talk_.clear();
    history_.Start(std::move(initial).value());
    return {};
}

Refusal Session::Apply(const Move& played) {
    // A `reveal` that aborts is recorded as the `abort` it is (rules.h D3): the log and the record keep the secret.
    const Move m = AsApplied(current(), played);
    State next = current();
    const Refusal refusal = ApplyInPlace(next, m);
    if (!refusal.ok()) return refusal;
#ifndef NDEBUG
    Result<Move> round_trip = ParseMove(current(), ToString(current(), m));  // docs/architecture.md §4 self-test
    assert(round_trip && *round_trip == m);
#endif
    history_.Push(m, next);
    return refusal;
}

bool Session::ApplyChance() {
    if (CurrentActor(current()).kind != ActorKind::kChance) return false;
    const Refusal refusal = Apply(DefaultRoll(current()));
    assert(refusal.ok());
    return refusal.ok();
}

bool Session::Undoable(int i) const {
    const State& before = state(i);
    const State& after = state(i + 1);
    const Move& m = move(i);
    if (m.kind == MoveKind::kTrade) return false;
    const Actor was = CurrentActor(before);
    const Actor is = CurrentActor(after);
    if (was.kind != ActorKind::kSeat || was.seat != m.seat) return false;
    if (is.kind != ActorKind::kSeat || is.seat != m.seat) return false;
    return !RevealsInformation(before, m, after);
}

bool Session::CanUndo() const { return num_moves() > 0 && Undoable(num_moves() - 1); }

void Session::Say(const DealTalk& line) {
    assert(line.at_move == num_moves());
    talk_.push_back(line);
}

bool Session::Undo() {
    if (!CanUndo()) return false;
    history_.Back();
    std::erase_if(talk_, [&](const DealTalk& x) { return x.at_move >= num_moves(); });
    return true;
}

int Session::UndoFloor() const {
    int i = num_moves();
    while (i > 0 && Undoable(i - 1)) --i;
    return i;
}

bool Session::CanRedo() const { return history_.HasRedo(); }

bool Session::Redo() {
    if (!CanRedo()) return false;
    history_.Forward();
    return true;
}

GameRecord Session::Record() const {
    GameRecord record;
    record.setup = setup_;
    record.names = names_;
    record.moves = history_.MovesInEffect();
    record.seats = seats_;
    record.talk = talk_;
    return record;
}

void Session::Load(ReplayedGame game) {
    setup_ = game.record().setup;
    names_ = game.record().names;
    seats_ = game.record().seats;
    talk_ = game.record().talk;
    std::vector<Move> moves = game.record().moves;
    history_.Load(std::move(moves), game.TakeStates());
}

}  // namespace lcn
