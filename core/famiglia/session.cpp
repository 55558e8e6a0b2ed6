#include "famiglia/session.h"

#include <cassert>

#include "famiglia/notation.h"

namespace fam {

namespace {

// Actions that neither end the turn nor reveal a card: the only ones undo may take back.
bool Undoable(const Move& m) {
    return m.kind == MoveKind::kAccountant || m.kind == MoveKind::kSwap || m.kind == MoveKind::kBrute;
}

}  // namespace

Session::Session() { NewGame(setup_, seats_); }

std::string Session::NewGame(const Setup& setup, const Seats& seats) {
    Result<State> first = fam::NewGame(setup);
    if (!first) return first.error();
    setup_ = setup;
    seats_ = seats;
    history_.Start(std::move(first).value());
    return {};
}

Refusal Session::Apply(const Move& m) {
    State next = current();
    const Refusal refusal = ApplyInPlace(next, m);
    if (!refusal.ok()) return refusal;
#ifndef NDEBUG
    Result<Move> round_trip = ParseMove(ToString(m));  // docs/architecture.md §4 self-test
    assert(round_trip && *round_trip == m);
#endif
    history_.Push(m, std::move(next));
    return refusal;
}

GameRecord Session::Record() const {
    Setup resolved = setup_;
    resolved.first = history_.state(0).first;
    return GameRecord{resolved, seats_, history_.MovesInEffect()};
}

void Session::Load(ReplayedGame game) {
    const GameRecord& record = game.record();
    setup_ = record.setup;
    seats_ = record.seats;
    history_.Load(record.moves, game.states());
}

std::string Session::Load(const GameRecord& record) {
    Result<ReplayedGame> game = ReplayRecord(record);
    if (!game) return game.error();
    Load(std::move(game).value());
    return {};
}

bool Session::CanUndo() const {
    if (num_moves() == 0 || current().over || IsComputer(seat(current().to_move))) return false;
    return Undoable(move(num_moves() - 1));
}

bool Session::Undo() {
    if (!CanUndo()) return false;
    history_.Back();
    return true;
}

bool Session::CanRedo() const { return history_.HasRedo() && !IsComputer(seat(current().to_move)); }

bool Session::Redo() {
    if (!CanRedo()) return false;
    history_.Forward();
    return true;
}

int Session::TurnStartIndex() const {
    int i = num_moves();
    while (i > 0 && !move(i - 1).EndsTurn()) --i;
    return i;
}

void Session::SetSeat(int player, SeatKind kind) {
    seats_[static_cast<std::size_t>(player)] = kind;
    history_.Touch();
}

}  // namespace fam
