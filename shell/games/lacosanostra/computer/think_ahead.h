// shell/games/lacosanostra/computer/think_ahead.h — the Expert decisions the table will ask next, thought out while the
// current computer act waits for its pause (pace.h). No ImGui: tests/lacosanostra/table/ checks it natively.
//
// A computer's ready move is known before it is shown, and so is the position after it (a roll is the table's own
// generator, lcn::DefaultRoll). The decisions due there are known too: in an open-claim window every computer but the
// controller, in seat order, then the controller (computer.h Due); elsewhere the deciding seat. While the act waits,
// the frame's thinking goes to those of Expert seats, with the very seed, view and options the table would use; when
// the table reaches the position and asks, the answer (or the search under way) is taken over. A prediction that
// does not come true (a person claims, a deal changes the position) is simply never asked for: a decision is taken
// over only for the same seat and an equal view, so thinking ahead changes no move, only when the work is done.
// In a window an Expert seat works as long whatever it holds (expert.h even work), so neither does it tell anything.
//
// The plan goes on as a chain: once the decisions due after the ready move are thought out, their answers are the
// next act (a window: the first computer that claims, else the controller's), so the decisions after that act are
// planned and thought out in turn, act after act, while pauses and the person's own waits leave the processor idle.
// The chain stops where the table cannot be foreseen: a person's decision, a negotiation pause (deals), the end, or
// kChainActs acts ahead. A person's claim in a window is foreseen as letting it pass; when it comes, the chain was
// wrong and is dropped. When the table's ready move is the chain's next act, the chain is kept (Plan).
//
// Solo, the person's own time is idle too: while the one person decides, the Expert decisions due after each of the
// person's moves are thought out, the move Normal would play in the person's seat first. With two or more people it
// is never done: how fast the computers answered would tell the table which private move a person had made.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "games/lacosanostra/play/flow.h"
#include "lacosanostra/expert.h"

namespace shell::games::lacosanostra {

class ThinkAhead {
public:
    // How many acts ahead of the table the chain plans at most: a round of five players' turns is 28-34 acts.
    static constexpr int kChainActs = 40;

    // Plans the Expert decisions due after `move` is played at `s` (nothing when the move is refused or leaves a
    // person to act), each started as the table starts it (StartExpert), and the chain after them. Keeps the plan
    // when the chain foresaw this move at `s` (dropping what was due before it), else replaces it.
    void Plan(const lcn::State& s, const Device& d, const lcn::Move& move, std::uint64_t game_seed,
              const lcn::ExpertOptions& options);
    // Solo, while `person` decides at `s`: plans the Expert decisions due after the person's moves, Normal's choice
    // for the person first, at most `limit` of them. Once per position: again only when the person's view changed.
    void PlanForPerson(const lcn::State& s, const Device& d, Seat person, std::uint64_t game_seed,
                       const lcn::ExpertOptions& options, int limit);
    // Thinks on the planned decisions, in the order the table will ask them, and on the chain after them, until
    // `deadline_ms` (the clock of computer.cpp's NowMs) or the chain ends.
    void Work(double deadline_ms, int units_per_slice);
    // The search for `seat` at `view`, `moves_waited` moves into a person's wait (its budget, expert.h), planned here
    // (done or under way), taken out of the plan; nullopt if none.
    std::optional<lcn::ExpertThinker> Take(Seat seat, const lcn::View& view, int moves_waited);
    void Clear();
    int planned() const { return static_cast<int>(plan_.size()); }
    int chained() const { return static_cast<int>(chain_.size()); }  // acts foreseen from the table's ready move
    bool pending() const;  // a planned decision is not thought out yet, or the chain can go on

private:
    struct Decision {
        Seat seat = kNoSeat;
        lcn::View view;
        int moves_waited = -1;
        int act = 0;  // due after chain_[act]
        lcn::ExpertThinker thinker;
    };
    struct Act {  // a foreseen act: `move` played at `before` (a computer's roll after it is an act of its own)
        lcn::State before;
        lcn::Move move;
    };
    // Adds the Expert decisions due after `move` at `s` that the plan does not hold yet, and the act to the chain;
    // false if the move is refused.
    bool Add(const lcn::State& s, const Device& d, const lcn::Move& move, std::uint64_t game_seed,
             const lcn::ExpertOptions& options);
    // The table's next act at the chain's end, from the answers thought out there; false when it cannot be foreseen
    // yet (an answer under way) or at all (then the chain ends).
    bool Extend();
    std::vector<Decision> plan_;
    std::optional<lcn::View> person_view_;  // the position PlanForPerson last planned for
    std::vector<Act> chain_;                // only from Plan (the table's own ready move), never for a person
    lcn::State end_;                        // the position after the chain's last act
    lcn::ExpertOptions end_options_;        // with the wait counted up to it
    Device device_;
    std::uint64_t game_seed_ = 0;
    bool chain_ends_ = true;  // nothing to foresee after end_
};

// The seed of `seat`'s decision at the state's round and step in a game dealt from `game_seed`: ties are broken per
// seat and position, so two computers of one level do not play in lockstep. An Expert salts its public-data seed
// with it (expert.h ExpertSeed).
std::uint64_t DecisionSeed(std::uint64_t game_seed, const lcn::State& s, Seat seat);

// The controller's way out of a window when its bot lets it pass: Continue (or the due seat's first choice in
// pre_turn), never a claim nor a look (which pre_turn also offers the due seat, rules.h D45).
std::optional<lcn::Move> ControllerMove(const lcn::MoveList& legal, Seat controller);

// Whether `move` is a person's own (a person's seat moving, or a trade a person agreed to; the table's rolls have no
// seat): a person's wait starts again after it (expert.h ExpertOptions::moves_waited).
bool PersonsMove(const Device& d, const lcn::Move& move);

// How the table starts an Expert seat's decision: the seed from public data and even work (expert.h).
// `options.moves_waited` is the position's (computer.h MovesWaited).
void StartExpert(lcn::ExpertThinker& thinker, const lcn::View& view, const lcn::MoveList& legal,
                 std::uint64_t game_seed, const lcn::State& s, lcn::ExpertOptions options);

}  // namespace shell::games::lacosanostra
