// The money estimates behind the computer players (bots.h). Everything is read from a View and counted in
// dollars (int64; probabilities are exact integer counts of dice outcomes, so native and wasm agree bit for
// bit). The numbers are estimates of the final score (cash + 2 x laundered + final payout), the only thing
// that decides the game:
//  - a business is worth its income at every payout still to come (the paydays of the rounds left, and twice
//    at the final payout), plus what it adds to jobs and monopolies;
//  - an order card on a gangster is worth the probability-weighted payout of its effect for this seat, plus
//    the harm it does to a victim weighted by how much that victim threatens the win (the leader counts
//    most: in a game of 3-5 a dollar taken from the leader is worth more than one taken from the last);
//  - a job this seat cannot meet alone is worth its payout minus the deal markers it must buy, when every
//    missing business lies active in another display (Normal; Easy counts only what it owns and has marked).
#pragma once

#include <array>
#include <cstdint>
#include <limits>

#include "lacosanostra/bots.h"
#include "lacosanostra/view.h"

namespace lcn::bot {

using Dollars = std::int64_t;  // $1 units; $1,000 = one unit of the game's money

// Facts about the table read once per decision.
struct Table {
    const View* view = nullptr;
    const State* s = nullptr;  // view->state
    Seat me = kNoSeat;
    BotLevel level = BotLevel::kEasy;
    int payouts_left = 0;                         // income payouts still to come, the final one counting twice
    std::array<Dollars, kMaxPlayers> standing{};  // cash + 2 x laundered + income x payouts_left
    Seat leader = kNoSeat;                        // the opponent with the best standing
    // Read once because the Expert's playouts call BusinessValue and TargetCardValue thousands of times
    // per decision (they were half of its time): active businesses of each type per seat, the value the
    // jobs in my hand add to a type I have no active card of (BusinessValue), my victims and their strength.
    // The decisions are the same as counting afresh; whoever points `s` at a changed State must only
    // change what these do not read (AttachScore changes attachments).
    std::array<std::array<std::uint8_t, kNumBusinessTypes>, kMaxPlayers> active_of_type{};
    std::array<Dollars, kNumBusinessTypes> hand_jobs_need{};
    int victims = 0, victims_strength = 0;
};
Table ReadTable(const View& view, BotLevel level);

// Probability in 1/46656 (= 6^6, exact for up to 6 dice) that `dice` dice at target number `target` (clamped
// to 1..6) show at least `k` successes.
inline constexpr std::int64_t kProbScale = 46656;
std::int64_t ChanceAtLeast(int dice, int target, int k);

// The target number of `o` on gangster g with its attached Handlanger/Saboteur (attacks on gangsters: the
// victim's strength, estimated by `victim_strength`).
int TargetNumber(const State& s, GangsterId g, const OrderData& o, int victim_strength);

// How many of `o`'s required businesses seat p lacks after its own active cards and its usable markers, and
// of those, how many lie active in another seat's display (buyable as deal markers).
struct Cover {
    int missing = 0;
    int buyable = 0;
};
Cover JobCoverOf(const State& s, Seat p, const OrderData& o);

// Weight (per mille) of a dollar of harm to seat `victim`: more for the leader and those close to me.
std::int64_t HarmWeight(const Table& t, Seat victim);

Dollars BusinessValue(const Table& t, Seat owner, BusinessId b);  // to `owner`, over the payouts left (Easy: income)
Dollars GangsterValue(const Table& t, GangsterId g);              // recruiting/owning one more gangster
Dollars InfluenceValue(Influence type);                           // keeping one in hand

// The value of executing order `o` with gangster g of seat t.me (dice: his strength now), its victim chosen
// as well as it can be. `deal_cost` receives the markers' price when the job needs deals (Normal).
Dollars OrderValue(const Table& t, OrderId o, GangsterId g, Dollars* deal_cost = nullptr);
// The same against a given victim seat (attacks); 0 when the victim has no valid target.
Dollars AttackValue(const Table& t, const OrderData& o, GangsterId g, Seat victim);
// The best victim for an attack (kNoSeat: none has a target worth it).
Seat BestVictim(const Table& t, const OrderData& o, GangsterId g);
// The value of hitting target card `card` (business or gangster) of its owner with attack `o`.
Dollars TargetCardValue(const Table& t, const OrderData& o, std::uint8_t card, bool gangster);

// The order on an own gangster (the view shows it: he is the seat's own), or kNoOrder.
OrderId OwnOrderOn(const State& s, GangsterId g);
// The score Easy/Normal give move `m` (bot_policy.cpp; the highest is played). kNeverScore: a move this seat
// does not make now. The Expert (expert.h) ranks its candidates by Normal's scores.
inline constexpr Dollars kNeverScore = std::numeric_limits<Dollars>::min() / 4;
Dollars ScoreMove(const Table& t, const Move& m);

// Cash the seat expects to have when it pays for purchases this round (its cash plus half the value of its
// planned jobs it can meet: a rough reserve, never negative).
Dollars ExpectedCash(const Table& t);

}  // namespace lcn::bot
