// Computer players of La Cosa Nostra: two levels that decide from ONE seat's View only. Every entry
// point takes a View (ViewFor(state, seat)) and, where it needs one, the public move list (LegalMoves of the
// game, which rules.h D3/D40 keep free of hidden information); no function here sees a State with hidden
// parts, so a computer cannot peek by construction (tests/lacosanostra/core/bots_test.cpp shuffles everything the
// seat cannot see and checks that no decision changes).
//
//   Easy    simple sensible rules: the best-paying job it can meet with its own businesses and markers on
//           its strongest gangster (no dice odds, no deals), purchases it can pay that earn more than they
//           cost, attacks where the hit is worth most to it (every opponent alike), Handlanger on its own
//           jobs, every reaction card it holds played when it can, laundering all it may, gangsters recruited
//           in the first two paydays.
//   Normal  values every legal move with a money estimate of the game (bot_eval.h explains the numbers): jobs
//           it can meet or meet with a deal (it buys deal markers from other seats at their own asking price),
//           businesses worth their price over the rounds left, attacks where they hurt the leader most,
//           influence cards where they change a roll, laundering late but everything it will not spend,
//           gangsters recruited while they have rounds left to earn, Falle after the roll (a kill chance
//           whatever the attack rolled), the Intrigant to skip a turn that would waste a reaction card.
//
// Browser: thinking never blocks. BotThinker scores one candidate move per work unit (a few microseconds
// natively): Start(), then Step(units) once per frame until it returns true, then Result(). BotMove() is
// the same thinker run to the end.
//
// Options: the bots make no out-of-turn plays (SideMoves of spy_any_time / wild) and pass in the wild final
// window. With physical_dice a roll node belongs to a seat: for a computer seat the table rolls for it
// (DefaultRoll); the bots never answer a `roll`.
//
// Table windows (CurrentActor kind kTable: pre_turn, trap_before/after, robbery and doctor windows): ask the
// bot of every computer seat; it answers its seat's `claim`, or the controller's move (`continue`, or in
// pre_turn the due seat's `choose`), or nothing (std::nullopt: this seat lets the window pass). The claim is
// made only when the seat means to play a card, and the following kClaim step (a kSeat decision of the
// claimant) plays it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "lacosanostra/moves.h"
#include "lacosanostra/view.h"

namespace lcn {

namespace bot {
struct ThinkerState;
}

enum class BotLevel : std::uint8_t { kEasy = 0, kNormal = 1 };

const char* BotLevelName(BotLevel level);                      // "easy", "normal"
std::optional<BotLevel> ParseBotLevel(std::string_view name);  // the names above

// Statistics of one decision, for tools and tests.
struct BotStats {
    int candidates = 0;  // moves scored
    int units = 0;       // work units spent (one per scored move, one to prepare)
};

// One decision spread over as many Step() calls as the caller likes. Reusable: Start() again for the next
// decision. `legal` must be LegalMoves of the game at the view's position; the thinker copies what it needs.
class BotThinker {
public:
    BotThinker();
    ~BotThinker();
    BotThinker(BotThinker&&) noexcept;
    BotThinker& operator=(BotThinker&&) noexcept;
    BotThinker(const BotThinker&) = delete;
    BotThinker& operator=(const BotThinker&) = delete;

    // `seed` breaks ties between equally scored moves (so two Easy seats do not play in lockstep).
    void Start(const View& view, const MoveList& legal, BotLevel level, std::uint64_t seed);
    bool Step(int units);  // about `units` work units (at least one); returns Done()
    bool Done() const;
    // Once Done(): the seat's move, or nullopt when it has none to make (a table window it lets pass, or a
    // position where another seat acts).
    std::optional<Move> Result() const;
    const BotStats& Stats() const;

private:
    bot::ThinkerState* impl_;
};

// Blocking form of BotThinker.
std::optional<Move> BotMove(const View& view, const MoveList& legal, BotLevel level, std::uint64_t seed);

// ---- deals (§4.5 "Deals", "Free trade", and deals with people)
// Why a computer accepts or declines a trade, structured so the shell can word it in any language:
//   kAccepted      "accepts"
//   kTooLittle     "declines: $<offered>k is too little for <card>" (wanted: its asking price in $k)
//   kInvalid       "declines: the trade is not valid now" (Apply would refuse it, or the seat is no party)
//   kNotInterested "declines: it gains nothing it wants" (offered and wanted are the values in $k)
enum class TradeReason : std::uint8_t { kAccepted, kTooLittle, kInvalid, kNotInterested };
struct TradeVerdict {
    bool accept = false;
    TradeReason reason = TradeReason::kInvalid;
    std::int32_t offered = 0;  // $k: the value the seat gets
    std::int32_t wanted = 0;   // $k: the value it asks (what it gives)
    std::uint8_t card = 0xFF;  // the main card it gives, in the Ref numbering of rules.h (0xFF: money only)
    bool operator==(const TradeVerdict&) const = default;
};
// The view's seat is one party of `trade` (a kTrade move); it judges what it gives against what it gets.
// The judgement is a pure function of the view and the trade (both seats of a deal can predict it).
TradeVerdict EvaluateTrade(const View& view, const Move& trade);

// The price in $k at which `seller` lets `buyer` lay a deal marker on business `b` (public information
// only: the same for every observer, so a buyer can offer exactly this).
std::int32_t MarkerPrice(const View& view, Seat seller, Seat buyer, BusinessId b);

// "buyer lays a deal marker on b and pays price ($k; 0: nothing)" as one trade in canonical form (the lower
// seat is the move's seat, both items are the buyer's), e.g. for the deal sheet's proposal to a computer.
Move MarkerDeal(Seat buyer, Seat seller, BusinessId b, std::int32_t price);

// Normal, in its negotiation pause (kBeforeReveal) before a job it cannot meet alone: the deals that would
// meet it, one trade per missing business ("I mark B and pay N"), each at the seller's MarkerPrice and only
// when the job is still worth it. Fewer than `out` holds: the rest are empty moves; returns the count.
int ProposeDeals(const View& view, std::array<Move, kMaxTradeItems>& out);

// A computer seat selling a marker to another seat that stands in its negotiation pause (kBeforeReveal with
// a face-down order) and has no active business of a type the seller owns: "mark B, pay N" at MarkerPrice.
// nullopt when the seller has nothing to offer. (The seller cannot see the order: it offers what a job could
// need, as a person at the table would.)
std::optional<Move> OfferMarker(const View& view, Seat buyer);

// Whether the $ job that `seat` placed on its chosen gangster (its negotiation pause, kBeforeReveal) still misses a
// business of b's type: its requirements beyond the seat's own active businesses and the cards its deal markers
// already lie on. False for any other order, step or seat. Reads the seat's face-down order: only for a caller
// that acts for that seat (the table filtering the offers made to its one person), never for another seat's bot.
bool JobNeeds(const State& s, Seat seat, BusinessId b);

}  // namespace lcn
