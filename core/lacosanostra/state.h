// The game state of La Cosa Nostra as a plain value (docs/architecture.md §3): docs/lacosanostra-rules.md §4.1 plus the
// cursor of the state machine (§4.3, §4.4, §6). std::array and small integers only: copying is a memcpy, `==` compares
// games, a State is trivially copyable and holds no pointer.
//
// REPRESENTATION
//  - Physical cards (orders, businesses, gangsters) have ONE place each, stored per card (`orders[o]`,
//    `businesses[b]`, `gangsters[g]`); the ordered piles (order decks, business deck, market, influence deck)
//    are additionally kept as sequences with the TOP at the END (drawing is a pop). Unused entries are 0 /
//    kNo... so that `==` compares only the real piles.
//  - Influence cards are counted per type in every unordered zone (hands, discard, attachments as flags).
//  - Seats are 0..players-1 in clockwise order; seat s plays `player[s].family`.
//  - Money is in $1,000 units (int32; never negative for a player).
//
// INVARIANTS (invariants.h checks them after every action; each has a named test):
//  I1 every order card is in exactly one place: `orders[o].zone` says which; an order in kDeck appears exactly
//     once in `order_deck[round]`, and a card on a gangster is the one in that gangster's `assignment`;
//     unplayed round decks (players < 5 leave cards undrawn) stay in their deck.
//  I2 every business card is in exactly one place; kDeck cards appear once in `business_deck`, kMarket cards
//     once in `market`, kOnGangster cards are the purchase assignment of that gangster.
//  I3 influence counts: deck + discard + hands + attached (flags on gangsters) == InfluenceData::copies per type.
//  I4 money: sum over seats of (cash + laundered) == 2 * players + bank_balance, where `bank_balance` is what
//     the bank has paid out minus what it has received (the bank is unlimited: this is the conserved quantity).
//  I5 deal markers: per seat, markers_in_supply + markers lying on businesses == 5; never on an own business,
//     never on a deactivated card, never on a card in deck/market.
//  I6 a gangster of a seated family has an owner seat < players, one aside is owned by his family's seat (D44),
//     others have none;
//     a gangster holds at most one assignment; deactivated, aside, killed and unused gangsters hold none and no
//     attached influence card; at most one of each attachment type per gangster.
//  I7 monopoly holders satisfy §4.5 at every safe point.
//  I8 cash >= 0 and laundered >= 0; hand limits hold after payday.
//  I9 `seen_by` bits only on face-down order cards on gangsters or face down in the discard.
#pragma once

#include <array>
#include <cstdint>
#include <type_traits>

#include "common/result.h"
#include "common/rng.h"
#include "lacosanostra/cards.h"

namespace lcn {

using common::Result;
using common::Rng;

using Seat = std::uint8_t;
inline constexpr Seat kNoSeat = 0xFF;
inline constexpr int kDealMarkers = 5;
inline constexpr int kStartCash = 2;
inline constexpr int kMaxDice = 6;         // strength 4 + machine gun = 5; one spare for safety of bounds
inline constexpr int kHandLimitCards = 3;  // orders and influence cards each, at payday
inline constexpr int kMaxTradeItems = 6;
inline constexpr int kMaxRobbers = 4;  // a Raub chain (option "Raub against Raub"): at most players - 1

// ---------------------------------------------------------------- options (§0, §4.3, §5.6, §5.10, §5.15)
struct Options {
    bool short_game = false;           // 3 rounds; round III ends with the final payout (§4.3)
    bool double_planning = false;      // 5 players, from round II: two assignments per planning turn (RB 216)
    bool spy_any_time = false;         // Informant/Spion/Anwalt also on other players' turns (RB 542, §5.10)
    bool wild = false;                 // every influence card outside one's turn within its phase + final window
    bool business_bonus = false;       // $5k to the unique top earner at the end of every round (RB 550)
    bool beginners = false;            // no influence card may be played in round I; no Politiker draw there
    bool robbery_chain = false;        // "Raub against Raub" (§5.15)
    bool politician_round1 = true;     // the Politiker's extra card in round I too (§5.6; default on)
    bool first_game_families = false;  // Blundetto, DiMaggio, Calmuti must be in play (§4.2 item 4)
    bool physical_dice = false;        // the roller types in the dice (§0): roll nodes belong to a seat, not Chance
    bool operator==(const Options&) const = default;
};

// ---------------------------------------------------------------- steps (one small function each)
// Every decision point of the game. "window" = an open-claim window (§6): CurrentActor is the whole table.
enum class Step : std::uint8_t {
    kDrawCheck,      // seat `draw_cursor` looks at his draw: accept, or object to an all-attack draw (RB 168)
    kPlanning,       // seat `turn`: assignments (+ influence plays, Anwalt) (§4.3 PLANNING)
    kLook,           // seat `looker`: the second look of a Spion or Anwalt (`looks_left` > 0)
    kWildWindow,     // option wild: seat `turn` may play planning influence cards, then passes (§5.31)
    kPreTurn,        // window: Intrigant claims before seat `due` starts; `due` may choose directly (§5.21)
    kClaim,          // seat `claimant` answers privately in the window `window` (play a card or decline)
    kChoose,         // seat `turn` (an Intrigant turn or a turn after the window) picks a gangster
    kPurchase,       // seat `turn`: pay for the purchase card on `chosen`, or cancel (§4.3 step 3)
    kBeforeReveal,   // seat `turn`: name/rename a target player or none, abort, reveal (§4.3 step 4)
    kTargetCard,     // seat `turn`: the concrete target card of the revealed attack (several candidates)
    kJobMarkers,     // seat `turn`: which deal markers the job consumes (ambiguous cover, §6 "Deals")
    kStake,          // seat `turn`: Pferderennen stake, announced before the roll
    kTrapBefore,     // window: Falle after the attack card was revealed, before its roll
    kRoll,           // chance (or the roller, option physical dice): dice for `roll_for`
    kReroll,         // seat `turn`: Polizist re-roll of one die of a $ job, or keep (§4.3 step 6)
    kRerollDie,      // chance: the re-rolled die
    kTrapAfter,      // window: Falle after the attack roll, before resolving
    kRobberyWindow,  // window: Raub after a successful $ job roll, before payout
    kDoctorWindow,   // window: Notarzt after a kill or deactivation of a gangster/businessman
    kReturnFire,     // seat (victim's owner): Drive-By 0 successes: fire back, or hold
    kBuyDecision,    // seat `turn`: Unschlagbares Angebot / Beziehungen: buy a card at the rolled price, or pass
    kLaunder,        // seat `turn`: Geldwäsche amount (0..cap)
    kRecruit,        // payday: seat `turn` recruits one gangster or passes, in turn order
    kHandLimit,      // payday: seat `turn` discards one card while above the limit
    kOver,           // game over
};

// What a roll is for (kRoll / kRerollDie).
enum class RollFor : std::uint8_t { kNone, kOrder, kTrap, kRobbery, kReturnFire };

// What happens to a card in the Notarzt window.
enum class Harm : std::uint8_t { kNone, kKill, kDeactivate };

// ---------------------------------------------------------------- per-card places
enum class OrderZone : std::uint8_t {
    kDeck,         // in order_deck[round - 1]
    kHand,         // holder = seat
    kOnGangster,   // holder = gangster id (face down until revealed; `revealed` of the cursor says so)
    kDiscardUp,    // the round's discard, face up (executed)
    kDiscardDown,  // face down: aborted, expired, on a deactivated/killed gangster, hand-limit discards
};
struct OrderPlace {
    OrderZone zone = OrderZone::kDeck;
    std::uint8_t holder = 0xFF;     // seat (kHand) or gangster (kOnGangster), else 0xFF
    std::uint8_t seen_by = 0;       // bit per seat: looked at it face down (Informant/Spion/Anwalt)
    bool drawn_this_phase = false;  // drawn in the current draw phase (bad-luck redraw returns exactly these)
    bool operator==(const OrderPlace&) const = default;
};

enum class BusinessZone : std::uint8_t {
    kDeck,        // in business_deck
    kMarket,      // in market
    kDisplay,     // holder = owning seat
    kOnGangster,  // purchase card, holder = gangster id (face up, not yet paid)
};
struct BusinessPlace {
    BusinessZone zone = BusinessZone::kDeck;
    std::uint8_t holder = 0xFF;
    bool deactivated = false;                         // kDisplay only; cleared at the start of the next round
    bool ability_used = false;                        // Anwalt/Polizist once per round (kDisplay only)
    std::array<std::uint8_t, kMaxPlayers> markers{};  // deal markers per seat lying on it (display or purchase)
    bool operator==(const BusinessPlace&) const = default;
};

enum class GangsterStatus : std::uint8_t { kUnused, kAside, kActive, kDeactivated, kKilled };
enum class Assignment : std::uint8_t { kNone, kOrder, kPurchase };
// Attached influence cards (bits of GangsterPlace::attached).
enum AttachBit : std::uint8_t {
    kAttachHenchman = 1,
    kAttachSaboteur = 2,
    kAttachMachineGun = 4,
    kAttachDistraction = 8,
};
struct GangsterPlace {
    GangsterStatus status = GangsterStatus::kUnused;
    Seat killer = kNoSeat;  // kKilled: the seat that keeps the card (violence bonus)
    Seat owner = kNoSeat;   // seat owning him (R12: changes by trade; else his family's seat); D44
    Assignment assignment = Assignment::kNone;
    std::uint8_t card = 0xFF;   // OrderId or BusinessId per `assignment`
    std::uint8_t attached = 0;  // AttachBit set
    bool operator==(const GangsterPlace&) const = default;
};

struct Player {
    Family family = Family::kBlundetto;
    std::int32_t cash = 0;
    std::int32_t laundered = 0;  // under the boss: public, unusable, x2 at the end
    std::uint8_t markers_in_supply = kDealMarkers;
    std::array<std::uint8_t, kNumInfluenceTypes> influence{};        // hand, counts per type
    std::array<std::uint8_t, kNumInfluenceTypes> influence_drawn{};  // of those, drawn in this draw phase
    bool operator==(const Player&) const = default;
};

// One Raub in a chain of robberies of the same job payout (§5.2, §5.15).
struct Robbery {
    Seat robber = kNoSeat;
    GangsterId gangster = kNoGangster;
    std::uint8_t successes = 0;
    bool foiled = false;  // a Falle foiled it
    bool operator==(const Robbery&) const = default;
};

// ---------------------------------------------------------------- the action-phase cursor
struct Cursor {
    Seat due = kNoSeat;                 // whose regular turn is next / in progress (rotation)
    Seat turn = kNoSeat;                // who acts now: `due`, an Intrigant player, a planner, a payday seat
    std::uint8_t intrigant_queue = 0;   // bits: seats whose Intrigant turns are pending (run from start player)
    bool skip_due = false;              // `due` played his own Intrigant to be skipped
    std::uint8_t assignments_left = 0;  // planning: assignments still owed in this turn (1, or 2 with the option)
    GangsterId chosen = kNoGangster;    // the executing gangster
    Seat named = kNoSeat;               // named target player (kNoSeat: none)
    bool revealed = false;              // the chosen order card is face up
    std::uint8_t target = 0xFF;         // concrete target card: BusinessId or GangsterId per the effect
    std::uint8_t target_number = 0;     // after modifiers, 1..6
    std::uint8_t num_dice = 0;
    std::array<std::uint8_t, kMaxDice> dice{};
    std::uint8_t reroll_die = 0;  // kRerollDie: the 1-based die a Polizist re-rolls (0: none)
    std::uint8_t successes = 0;
    std::int32_t stake = 0;      // Pferderennen
    std::uint8_t price = 0;      // Unschlagbares Angebot / Beziehungen: the rolled price rule's result
    bool deck_searched = false;  // Beziehungen looked through the business deck: reshuffle before a draw
    RollFor roll_for = RollFor::kNone;
    Seat roller = kNoSeat;
    GangsterId roller_gangster = kNoGangster;
    // Where the flow continues after the current window, roll or Notarzt decision: set when it opens, so a
    // window nested in a Raub or Falle (e.g. Notarzt after a trapped robber) knows its way back.
    Step resume = Step::kOver;
    // Open-claim windows (§6): the window in progress and who claimed (once each per window).
    Step window = Step::kOver;  // the window that kClaim answers for
    Seat claimant = kNoSeat;
    std::uint8_t claimed = 0;  // bits per seat
    Seat trapper = kNoSeat;    // a Falle was played: by whom, with which gangster
    GangsterId trap_gangster = kNoGangster;
    bool attack_foiled = false;
    // Notarzt: the harm being decided and who caused it (violence bonus for kills).
    Harm harm = Harm::kNone;
    bool harm_to_gangster = false;
    std::uint8_t harm_card = 0xFF;  // GangsterId or BusinessId
    Seat harm_by = kNoSeat;
    // Raub chain of the current job.
    std::array<Robbery, kMaxRobbers> robberies{};
    std::uint8_t num_robberies = 0;
    // Spion / Anwalt: second look pending.
    Seat looker = kNoSeat;
    std::uint8_t looks_left = 0;
    Step look_return = Step::kOver;  // where play continues after the look(s)
    // Draw phase and payday.
    Seat draw_cursor = kNoSeat;
    std::uint8_t objections = 0;  // redeals in this draw phase (public log)
    bool operator==(const Cursor&) const = default;
};

struct State {
    Options options{};
    std::uint8_t players = 0;  // 3..5
    std::uint8_t round = 1;    // 1..4 (1..3 short game)
    Step step = Step::kDrawCheck;
    Seat start_player = 0;
    std::array<Player, kMaxPlayers> player{};

    std::array<OrderPlace, kNumOrders> orders{};
    std::array<std::array<OrderId, 25>, kNumRounds> order_deck{};  // top = end
    std::array<std::uint8_t, kNumRounds> order_deck_size{};

    std::array<BusinessPlace, kNumBusinesses> businesses{};
    std::array<BusinessId, kNumBusinesses> business_deck{};  // top = end
    std::uint8_t business_deck_size = 0;
    std::array<BusinessId, kMarketSize> market{};  // kNoBusiness for an empty slot

    std::array<GangsterPlace, kNumGangsters> gangsters{};

    std::array<Influence, kNumInfluenceCards> influence_deck{};  // top = end
    std::uint8_t influence_deck_size = 0;
    std::array<std::uint8_t, kNumInfluenceTypes> influence_discard{};

    std::array<Seat, kNumMonopolies> monopoly_holder{kNoSeat, kNoSeat, kNoSeat};
    std::int32_t bank_balance = 0;  // paid out by the bank minus paid in (invariant I4)

    Cursor cur{};
    std::uint64_t rng = 0;  // common::Rng state: reshuffles and default dice (advanced per use)

    bool operator==(const State&) const = default;
};

static_assert(std::is_trivially_copyable_v<State>, "State is a plain value (memcpy, save, undo)");

// Convenience read-outs (state.cpp, but for OwnerOf).
int Strength(const State& s, GangsterId g);  // printed +1 machine gun -1 distraction, min 1
int OrdersInHand(const State& s, Seat p);
// The same, and the cards themselves in id order in hand[0 .. count).
int OrdersInHand(const State& s, Seat p, std::array<OrderId, kNumOrders>& hand);
int InfluenceInHand(const State& s, Seat p);
// The gangster's owner seat (`owner`), or kNoSeat; inline: the move generators ask it for every gangster.
inline Seat OwnerOf(const State& s, GangsterId g) { return g < kNumGangsters ? s.gangsters[g].owner : kNoSeat; }
Seat FamilySeat(const State& s, Family f);  // the seat playing family f, or kNoSeat
int LastRound(const State& s);              // 4, or 3 in the short game

}  // namespace lcn
