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

Session::Session() { NewGame(Rules{}, seats_, seed_, first_); }

void Session::NewGame(const Rules& rules, const Seats& seats, std::uint64_t seed, int first) {
    rules_ = rules;
    seats_ = seats;
    seed_ = seed;
    first_ = first;
    history_.Start(fam::NewGame(seed, rules, first));
}

std::string Session::Apply(const Move& m) {
    Result<State> next = fam::Apply(current(), m);
    if (!next) return next.error();
#ifndef NDEBUG
    Result<Move> round_trip = ParseMove(ToString(m));  // STYLE.md §5.4 self-test
    assert(round_trip && *round_trip == m);
#endif
    history_.Push(m, std::move(next).value());
    return {};
}

GameRecord Session::Record() const {
    return GameRecord{rules_, seats_, seed_, history_.state(0).first, history_.MovesInEffect()};
}

void Session::Load(const ReplayedGame& game) {
    const GameRecord& record = game.record();
    rules_ = record.rules;
    seats_ = record.seats;
    seed_ = record.seed;
    first_ = record.first;
    history_.Load(record.moves, game.states());
}

std::string Session::Load(const GameRecord& record) {
    Result<ReplayedGame> game = ReplayRecord(record);
    if (!game) return game.error();
    Load(*game);
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
