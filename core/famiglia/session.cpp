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
    moves_.clear();
    states_.assign(1, fam::NewGame(seed, rules, first));
    cursor_ = 0;
    ++change_count_;
    ++game_number_;
}

std::string Session::Apply(const Move& m) {
    Result<State> next = fam::Apply(current(), m);
    if (!next) return next.error();
#ifndef NDEBUG
    Result<Move> round_trip = ParseMove(ToString(m));  // STYLE.md §5.4 self-test
    assert(round_trip && *round_trip == m);
#endif
    moves_.resize(static_cast<std::size_t>(cursor_));
    states_.resize(static_cast<std::size_t>(cursor_) + 1);
    moves_.push_back(m);
    states_.push_back(std::move(next).value());
    ++cursor_;
    ++change_count_;
    return {};
}

GameRecord Session::Record() const {
    return GameRecord{rules_, seats_, seed_, states_.front().first,
                      std::vector<Move>(moves_.begin(), moves_.begin() + cursor_)};
}

std::string Session::Load(const GameRecord& record) {
    Result<std::vector<State>> states = ReplayRecord(record);
    if (!states) return states.error();
    rules_ = record.rules;
    seats_ = record.seats;
    seed_ = record.seed;
    first_ = record.first;
    moves_ = record.moves;
    states_ = std::move(states).value();
    cursor_ = static_cast<int>(moves_.size());
    ++change_count_;
    ++game_number_;
    return {};
}

bool Session::CanUndo() const {
    if (cursor_ == 0 || current().over || IsComputer(seat(current().to_move))) return false;
    return Undoable(move(cursor_ - 1));
}

bool Session::Undo() {
    if (!CanUndo()) return false;
    --cursor_;
    ++change_count_;
    return true;
}

bool Session::CanRedo() const {
    return cursor_ < static_cast<int>(moves_.size()) && !IsComputer(seat(current().to_move));
}

bool Session::Redo() {
    if (!CanRedo()) return false;
    ++cursor_;
    ++change_count_;
    return true;
}

int Session::TurnStartIndex() const {
    int i = cursor_;
    while (i > 0 && !moves_[static_cast<std::size_t>(i - 1)].EndsTurn()) --i;
    return i;
}

void Session::SetSeat(int player, SeatKind kind) {
    seats_[static_cast<std::size_t>(player)] = kind;
    ++change_count_;
}

}  // namespace fam
