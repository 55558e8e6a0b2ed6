// A hot-seat table driven only through the flow's choices (the taps a person can make), for the random-game and
// protocol tests: Perform() does what the module does on a tap (play the move, then flow AfterMove; or the
// device step), and Check() states the protocol's properties after every tap.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "common/rng.h"
#include "games/lacosanostra/computer/computer.h"
#include "games/lacosanostra/play/choices.h"
#include "games/lacosanostra/play/flow.h"
#include "lacosanostra/game.h"
#include "lacosanostra/link.h"

namespace shell::games::lacosanostra::test {

struct Driver {
    lcn::State s;
    Device d;
    Pick pick;
    std::int64_t now = 0;
    Screen previous{};     // the screen before the last tap
    Seat mover = kNoSeat;  // the unlocked seat that made the last move (kNoSeat: none, or not a move)
    int moves = 0, taps = 0, claims = 0, peeks = 0, hides = 0, side_or_hand_plays_on_peeks = 0;
    int dice_typed = 0, dice_erased = 0;  // physical dice typed and taken back
    int computer_moves = 0;               // moves the computer seats made (computer.h)
    // Deals at negotiation pauses (offers.h): spoken offers by kind, computers' answers, people's taps, trades played.
    int offers_sell = 0, offers_buy = 0, offers_to_people = 0, proposals_to_people = 0;
    int computer_accepts = 0, computer_declines = 0, person_accepts = 0, person_declines = 0, deal_trades = 0;
    std::vector<DealTalk> talk;
    std::vector<lcn::Move> played;  // every move applied to `s`, in order (a record's moves)
    Computers computers;
    std::uint64_t game_seed = 0;
    Speed speed = Speed::kFast;  // the computers' pace (pace.h): the fast one keeps whole games quick
    std::string problem;         // the first broken property, with the tap count

    explicit Driver(const lcn::State& start);
    // The taps of the screen: the flow's choices and a computer's open deal offer (as the table adds them).
    std::vector<Choice> Choices() const;
    // Performs `c` as the module does; records a problem if the rules or the flow refuse it.
    void Perform(const Choice& c);
    // One tap chosen at random among the enabled choices (detours such as peeks, hides, claims and unpicks are
    // rarer than progress), after waiting long enough for gates and windows. False when the game is over.
    bool RandomTap(common::Rng& rng);
    // The computer's decision due now (Computers::Due), thought to the end and played as the module does. False
    // when none is due, or it answered nothing (a seat that lets a window pass).
    bool ComputerAct();
    // The moves since a person last moved, as the table counts them (computer.h MovesWaited).
    int MovesWaited() const {
        return lacosanostra::MovesWaited(d, s.players, static_cast<int>(played.size()), [&](int i) -> const lcn::Move& {
            return played[static_cast<std::size_t>(i)];
        });
    }
    // Plays what a deal led to (offers.h SpokenOffer) and checks that a trade is played only with every party's
    // agreement: the speaker by speaking, a computer by its own valuation, a person by its Accept tap.
    void PlayDeal(const DealOffer& offer, const SpokenOffer& spoken, bool person_tapped_accept);
};

// The protocol's properties for the driver's current screen (empty: all hold).
std::string CheckScreen(const Driver& t);

// Seat kinds in seat order, e.g. Kinds({SeatKind::kPerson, SeatKind::kNormal, SeatKind::kEasy}); seats past the
// list stay people.
inline SeatKinds Kinds(std::initializer_list<SeatKind> list) {
    SeatKinds k{};
    std::size_t i = 0;
    for (SeatKind x : list) {
        if (i == k.size()) break;
        k[i++] = x;
    }
    return k;
}

// The driver's game as the table keeps it: an lcn::Session of `setup` with the seats `kinds`, the moves played and
// the talk said between them. Its Record() is what the table saves and shares; the session's refusal when it has one.
lcn::Result<lcn::GameRecord> SessionRecord(const lcn::Setup& setup, const Driver& t, const SeatKinds& kinds);

// Plays a whole game through RandomTap; returns the first problem ("" when the game reached the end). `totals`
// (optional) adds up the game's counters.
// `kinds`: who sits at each seat (computers play through Driver::ComputerAct, people through random taps);
// `expert`: the Expert seats' search (a smaller budget than the page's keeps whole games quick).
std::string PlayRandomGame(const lcn::Setup& setup, std::uint64_t tap_seed, Driver* totals = nullptr,
                           const SeatKinds& kinds = {}, const lcn::ExpertOptions& expert = {});

}  // namespace shell::games::lacosanostra::test
