// The history of one game in progress, for any game: the actions applied, the state after each, a cursor
// for undo and redo, a change counter for caches, and a game number. A game's session (famiglia/session.h)
// builds its policy (who may undo what, seats, records) on top; this class only keeps the lists straight.
// Undone actions stay on a redo tail until the next Push, like Tatham's mid-end.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace common {

template <typename Move, typename State>
class History {
public:
    // A new game (or a loaded one) from `initial`: no actions, and a new game number.
    void Start(State initial) {
        moves_.clear();
        states_.assign(1, std::move(initial));
        cursor_ = 0;
        ++game_number_;
        Touch();
    }
    // A loaded game: `states` is the replay of `moves` (states.size() == moves.size() + 1), all in effect.
    void Load(std::vector<Move> moves, std::vector<State> states) {
        moves_ = std::move(moves);
        states_ = std::move(states);
        cursor_ = static_cast<int>(moves_.size());
        ++game_number_;
        Touch();
    }
    // Applies `m`, which led to `next`: the redo tail is dropped.
    void Push(const Move& m, State next) {
        moves_.resize(static_cast<std::size_t>(cursor_));
        states_.resize(static_cast<std::size_t>(cursor_) + 1);
        moves_.push_back(m);
        states_.push_back(std::move(next));
        ++cursor_;
        Touch();
    }
    void Back() {  // precondition: num_moves() > 0
        --cursor_;
        Touch();
    }
    void Forward() {  // precondition: HasRedo()
        ++cursor_;
        Touch();
    }
    // Something around the game changed (e.g. who sits where): caches must refresh.
    void Touch() { ++change_count_; }

    const State& current() const { return states_[static_cast<std::size_t>(cursor_)]; }
    // The actions in effect (the redo tail excluded) and the state before each: state(i) is the state
    // before move(i), state(num_moves()) == current().
    int num_moves() const { return cursor_; }
    const Move& move(int i) const { return moves_[static_cast<std::size_t>(i)]; }
    const State& state(int i) const { return states_[static_cast<std::size_t>(i)]; }
    bool HasRedo() const { return cursor_ < static_cast<int>(moves_.size()); }
    std::vector<Move> MovesInEffect() const { return {moves_.begin(), moves_.begin() + cursor_}; }

    // Grows on every change of game, actions or anything Touch()ed: compare it to refresh caches.
    std::uint64_t change_count() const { return change_count_; }
    // Grows on every Start and Load (and only then): tells a new game from a move in the same one.
    std::uint64_t game_number() const { return game_number_; }

private:
    std::vector<Move> moves_;    // moves_[i] leads from states_[i] to states_[i + 1]; may hold a redo tail
    std::vector<State> states_;  // states_.size() == moves_.size() + 1
    int cursor_ = 0;             // moves in effect; current() == states_[cursor_]
    std::uint64_t change_count_ = 0;
    std::uint64_t game_number_ = 0;
};

}  // namespace common
