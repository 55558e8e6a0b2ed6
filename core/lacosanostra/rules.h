// The rules of La Cosa Nostra as a state machine: new game, actor, legal moves, apply, chance, scoring.
// Spec: docs/lacosanostra-rules.md (§4 state machine, §5 rulings, §6 one-screen design); the German
// rulebook (RB n = line n of its text, as docs/lacosanostra-rules.md cites it) wins where they disagree.
//
// ================================================================ RULINGS LIST
// R1..R31 are the rulings of docs/lacosanostra-rules.md §5, implemented as written:
//  R1  Drive-By needs 2 successes vs victim strength (+1 face-down order); 0 successes -> return fire (2 succ.
//      vs the attacker's strength, no +1, no Handlanger/Saboteur); return-fire kills count for the victim.
//  R2  Raub with 1 success takes half the payout rounded down to $1k; owner keeps the rest; a foiled Raub
//      leaves the job paying normally. Half a business price (Unschlagbares Angebot) is a whole $1k (down).
//  R3  A Falle kill counts for the trapper's violence bonus.
//  R4  Notarzt: any player; gangsters and businessmen only, never companies.
//  R5  A deal marker used by an executed job (reveal with requirements met) returns, success or not.
//  R6  Politiker draws in round I too (option politician_round1, default on).
//  R7  < 5 players: unused bosses' start businesses/influence sets are shuffled into the decks.
//  R8  Empty influence deck: shuffle the influence discard into a new deck (state generator).
//  R9  Deactivated cards cannot be targeted.
//  R10 Informant/Spion/Anwalt only on one's own turn (planning or action before the reveal); options
//      spy_any_time, wild and beginners as §5.10.
//  R11 Killed gangster holding a purchase card: card under the business deck, markers on it return.
//  R12 Only idle (active, unassigned) gangsters may be traded.
//  R13 Tie-break value: printed prices of own businesses (active or not) + own bought gangsters in play.
//  R14 Target number clamped to 1..6.
//  R15 Raub: first claimant robs, one Raub per job; option robbery_chain allows robbing a successful Raub.
//  R16 No 2-player mode (players 3..5).
//  R17 No legal assignment in planning: that gangster stays idle; the player is skipped.
//  R18 Handlanger/Saboteur also modify Attentat/Drive-By target numbers.
//  R19 A deactivated gangster's Raub/Falle is discarded with his card.
//  R20 Unschlagbares Angebot / Beziehungen: roll first, then buy or pass; market refilled at once; after a
//      Beziehungen deck search the business deck is reshuffled before any other draw.
//  R21 Intrigant window closes when the due player chooses; claims run in seat order from the start player;
//      a due player who skips himself passes the turn to the next in rotation.
//  R22 Attack without a valid target card at the named player: discarded after the reveal, no effect.
//  R23 Order on a killed gangster: discarded face down, unrevealed.
//  R24 A second Notarzt may be played on the deactivation a first one left.
//  R25 Drive-By return fire is not an attack: no Falle against it.
//  R26 Handlanger/Saboteur whose order never comes are discarded at round end at the latest.
//  R27 Informant market exchange with < 4 cards in the business deck: draw what is there.
//  R28 Deactivated cards cannot be traded.
//  R29 Dealing: seat order from the start player, each player all his orders, then all his influence cards.
//  R30 Hand-limit discards: orders face down to the discard, influence cards to the influence discard.
//  R31 Option wild, final window: one player at a time from the start player.
//
// D1..: decisions of this design where docs/lacosanostra-rules.md is silent, unclear or in tension with the rulebook.
//  D1  Informant/Spion card texts (RB 716, 731) say "jederzeit" (any time), RB 351/542 make "any time" a
//      recommended variant for experienced groups. docs/lacosanostra-rules.md §5.10 reads the base game as "own turn
//      only"; kept: the rulebook's own variant paragraph (RB 542) settles it. Option spy_any_time = the card text.
//  D2  Planning: influence cards and the Anwalt are used on one's turn BEFORE the turn's last assignment; the
//      last assignment ends the turn (no extra "done" tap). Nothing is lost: attachments may go on any
//      gangster, also one assigned later in the same turn.
//  D3  An attack needs a named player (§4.3 step 4, RB 277: "vor dem Aufdecken der Karte angekündigt"). `reveal`
//      stays listed whatever the hidden card is (LegalMoves is public: refusing it for an unnamed attack would
//      tell the table that the card is an attack), but a `reveal` that cannot execute the card (RevealAborts: an
//      attack with no named player, or a Raub/Falle, D40) IS the abort of step 2a: the card goes face down,
//      unrevealed, and the game records `abort` (AsApplied; Session and the record decoders store that), so the
//      log and the record say "aborted" as for any abort. An attack is never executed without a target. The
//      table asks for a confirmation when Reveal is pressed with nobody named (for every card alike).
//  D4  Open-claim windows (kPreTurn, kTrapBefore, kTrapAfter, kRobberyWindow, kDoctorWindow): EVERY seat may
//      `claim` once per window, whatever it holds; the claimant then answers privately with a card
//      (`play IT`, `trap G`, `rob G`, `play NA`) or `decline`. Only the controller (the seat whose turn it is;
//      kPreTurn: the due seat) sends `continue`, which closes the window. A seat cannot claim twice in one
//      window (no claim/decline loops). Falle: only the attacked player can `trap`, others may only decline.
//  D5  Raub: the first claimant who answers `rob G` robs; the window closes at once (one Raub per job).
//  D6  Intrigant order (R21): Intrigant turns queue in `intrigant_queue`. While the queue is not empty the due
//      seat cannot `choose`; its `continue` starts the queued turn of the first queued seat from the start
//      player (kChoose for that seat). After that turn kPreTurn reopens before the due seat (`claimed` reset,
//      new claims allowed). If the due seat also played his own Intrigant (skip_due), the queue runs first,
//      then he is skipped and the next seat in rotation becomes due.
//      Stands: the Intrigant is played "bevor ein Mitspieler am Zug ist" (RB 813) and "nur einen
//      Intriganten auf einmal" (RB 821); after a queued turn the due seat's turn still lies ahead, so the
//      moment "before his turn" comes again and whoever saw that turn may answer it with an Intrigant.
//  D7  An Intrigant may only be played by a seat that has an assignment to execute (the extra turn executes
//      or aborts one, RB 813-817); otherwise `play IT` is refused and the claimant may still `decline`.
//  D8  Spion and Anwalt give two looks as two moves (`play SP G` / `lawyer AW1 G`, then `look G`); the second
//      look may be at another player and must be at another card; with only one card to see, the look ends.
//      A look is at a face-down order card of another player's gangster only (not a purchase card).
//  D9  Anwalt: each active Anwalt once per round (cards stack, RB 830-834). Polizist: each active Polizist
//      once per round re-rolls one die of the owner's own $ job; the same die may be re-rolled again by a
//      second Polizist; `keep` ends re-rolling.
//  D10 The market is refilled with the top card of the business deck without the setup restrictions
//      ("Zu Beginn", RB 102: the no-duplicate/at-most-one-company rule is for setup only). Ruled again for
//      late 5-player refills: RB 188 refills "sofort durch eine neue Karte vom Business-Stapel"
//      and RB 717 replaces the market "durch neue vom Stapel", both without a condition, so a deck of only
//      duplicates refills with duplicates, and only an empty deck leaves a slot empty (R27). Nothing is held
//      back: holding cards back would need a rule for where they wait that the rulebook does not give.
//  D11 Purchase: `pay` needs cash >= price; otherwise only `abort` (card under the deck). A deal marker on a
//      purchase card moves with the card into the display (voluntary change, §4.5) and returns if cancelled.
//  D12 Property damage, theft, birthday: "all he has if less" (§2.2) - never negative cash. Laundering moves
//      up to the cap and at most own cash. Horse race: stake 0..min(20, cash) announced before the roll;
//      1+ successes: the bank pays the stake (doubling it); 0: the stake goes to the bank.
//  D13 Notarzt windows open after: Attentat, Autobombe, Drive-By, return fire, Falle kills (gangsters);
//      Geschäftsmann umlegen / verprügeln (businessmen); never for companies (Vandalismus, Brandstiftung)
//      and never for Abwerben (not a kill/deactivation).
//  D14 Killed/destroyed businesses go UNDER the business deck (§4.5); markers on them return.
//  D15 Trades (§6): one move `S trade P / items...` = both parties confirmed (the UI collects both
//      confirmations before sending it). Allowed at safe points only (IsSafePoint): kPlanning, kWildWindow,
//      kPreTurn, kChoose, kPurchase, kBeforeReveal, kRecruit, kHandLimit. Not enumerated by LegalMoves;
//      Apply validates (ownership, idle/active gangsters, non-deactivated cards, cash, marker supply, <= 6
//      items, at least one item, items in canonical order, no duplicates).
//  D16 Chance: each roll node is one Move `roll d1 .. dn` with n = the required dice; Apply accepts any values
//      1..6, so tests can force any roll. The state generator `rng` advances by exactly one draw per die of
//      every roll node whatever the values given, so forcing dice never changes later reshuffles.
//      DefaultRoll(s) gives the roll the generator proposes. Reshuffles (bad-luck redraw, influence deck,
//      Beziehungen) happen inside Apply with the state generator: they are not chance nodes.
//  D17 Option physical_dice: roll nodes belong to the roller's seat instead of Chance (same `roll` text).
//  D18 Bad-luck redraw: draw-check turns walk the seats from the start player; an `object` (legal only for
//      an all-attack fresh draw) re-deals everyone (drawn cards back, both decks reshuffled) and restarts the
//      walk. Repeated objections are allowed (RB 168); each reshuffle uses the generator, so it terminates
//      with probability 1 and the random tests cap nothing.
//  D19 Reaction-card expiry (§4.4): a turn whose remaining assignments are all Raub/Falle offers only
//      `choose` + `abort` for them (the card is discarded face down, unrevealed).
//  D20 Executed orders go face up to "the discard"; discards are never reshuffled, so the state keeps one
//      face-up and one face-down discard zone instead of one per round.
//  D21 Payday order: income -> business bonus -> recruiting (turn order from the start player, `recruit`
//      or `pass`) -> hand limit (each seat over the limit discards one card per move, turn order) ->
//      machine guns/distractions discarded -> start player moves. Final payout: §4.3 FINAL_PAYOUT.
//  D22 The negotiation pause (§6) is the step kBeforeReveal itself: it ends with `reveal` (or `abort`); there
//      is no separate "continue". Trades are allowed in it (safe point).
//  D23 A purchase card on a deactivated gangster goes under the business deck, markers return (§4.5 RULING).
//  D24 Options is declared in state.h because the State embeds it (options are part of a shared game).
//  D25 Every look (Informant, Spion, Anwalt, second look) is at a face-down order that the looker has not seen
//      yet (a card does not change while face down, so a repeat look is void); this makes D8's "another card"
//      checkable without remembering the first look. A card being executed (revealed) is no longer face down.
//      Stands: RB 716/731 let one look at "einen ausliegenden Auftrag"; a second look at a card
//      already seen shows nothing new (it cannot change face down), so refusing it only saves a card.
//  D26 Informant market exchange: the new cards are drawn first, then the old ones go under the deck (RB 725),
//      so the old cards never come straight back; with an empty business deck the exchange is refused (void).
//  D27 Option wild, final window (R31): the seat may play exactly what its planning turn offers except an
//      assignment (attachments, looks, market exchange, Anwalt), then `pass`. Skipped when influence cards
//      may not be played (beginners, round I).
//  D28 Out-of-turn plays (SideMoves) at safe points only, never by the seat whose own turn it is (those are
//      flow moves): spy_any_time -> Informant/Spion looks and the Anwalt (§5.10 names it); wild -> Informant/
//      Spion looks, and during the planning step Handlanger/Saboteur/Maschinenpistole/Ablenkung. Never the
//      market exchange ("in deinem eigenen Zug", RB 717); none inside another seat's wild window (R31).
//  D29 Handlanger and Maschinenpistole go on any ACTIVE gangster (own or not, idle or assigned, RB 755, 779);
//      Saboteur and Ablenkung on an opponent's active gangster; deactivated gangsters "do not exist" (R9).
//  D30 Payday (D21): every seat with a gangster aside gets a recruit turn (`recruit` of an affordable one, or
//      `pass`); only seats over the hand limit get hand-limit turns (hand sizes are public).
//  D31 The final payout (income x2 incl. monopolies, most-active-gangsters bonus, violence bonus, business
//      bonus) is paid into cash at the end of the last action phase; OutcomeOf = cash + 2 x laundered.
//      FinalBreakdown recomputes the parts from the final table (nothing the payout reads changes by paying).
//  D40 (refines D19) Reaction cards are choosable like any assignment, and kBeforeReveal offers the same moves
//      (name / abort / reveal) whatever the hidden card is: the public move list must not tell the table that
//      a gangster holds a Raub or Falle. A reaction card cannot be executed on its owner's own turn (RB 465,
//      §4.3 steps 2/2a): it can only be aborted face down, and a `reveal` of it is that abort (D3), so it is
//      never shown to the table.
//  D41 One Falle per attack: once a Falle was played against an attack (whatever its roll), no second one, so
//      after a Falle played before the roll no trap_after window opens. Without a Falle the trap_after window
//      opens after every attack roll, also a failed one (a Falle with 2+ still kills the attacker, and RB 668
//      lets the attacked wait for the roll).
//  D43 A Notarzt that leaves no harm (a deactivation cancelled, R24) closes the doctor window at once: there is
//      nothing left to decide, so play goes on without a `continue`.
//  D42 Polizist (D9): `reroll` is offered only while at least one die of the job failed.
//      Stands: RB 849 "Du darfst einen Wuerfel nochmal werfen" is a help for the job; re-rolling
//      a success can only keep or lose it, so the refused move is one no player wants.
//  D44 Gangster ownership (R12, RB "Auch Business- und Gangster-Karten können getauscht"): every gangster of a
//      seated family has an owner seat (GangsterPlace::owner), at setup his family's seat. A trade may `give`
//      an own idle gangster (active, unassigned) with no attached influence card (an attached Saboteur/
//      Ablenkung must stay on an opponent's gangster, and attachments belong to whoever played them); the
//      receiver owns him from then on: he takes orders, purchases, choose/rob/trap answers and attack
//      targeting as the receiver's, counts for the receiver's most-active-gangsters bonus, and his printed
//      price counts in the receiver's R13 display value. A gangster aside is never traded: he stays with his
//      family's seat, which alone may recruit him. A killed gangster's card still goes to his KILLER (violence
//      bonus, unchanged).
//  D45 Spying before choosing (§4.3, R10, RB 716, 731, 833): on his own action turn the due seat may use the
//      Anwalt and play Informant (look or market exchange) and Spion before he chooses, on a regular turn as on
//      an Intrigant turn. In kPreTurn such a play begins his turn: the Intrigant window closes (R21: it closes
//      when the due player begins his turn) and play goes on in kChoose (the step of an Intrigant turn), where he
//      may spy again and then chooses. In kPreTurn these plays are the due seat's SideMoves, not LegalMoves (the
//      window's list is public and must not show his hand). While a queued Intrigant turn waits he is not yet on
//      turn (no spying).
//  D46 A deal marker is withdrawn by its owner alone (RB 323 "Der Besitzer kann seinen Deal-Marker freiwillig
//      zurücknehmen"; §4.5). §6 lists withdrawals among the trades both parties confirm; the rulebook wins: a
//      trade whose only items are one party's withdrawals (`unmark`) needs that party's confirmation only (the
//      table's deal sheet asks only him). In the notation it stays `S trade P / unmark B`, P the card's holder.
//      Stands: RB 471 allows trading gangster cards and says nothing of cards lying on them; a
//      Saboteur/Ablenkung must lie on an opponent's gangster (RB 767, 795) and would end on its player's own,
//      and every attachment leaves at the round's end at the latest, so the gangster is tradable next round.
//  D50 Maschinenpistole and Ablenkung stay on their gangster until the round ends, also when he is
//      deactivated or killed: "Die Karte wird am Ende der Runde abgelegt" (RB 785, 801); only the order is
//      discarded with a deactivated gangster (RB 423), and Handlanger/Saboteur with it (RB 759, 771). The
//      payday (D21) discards them. Old records replay unchanged: influence cards are drawn only at a round's
//      start, after that discard, so the moment of the discard never changes a draw.
//  D51 `name none` (drop the named player) stands: the target must be announced "vor dem Aufdecken" (RB 481)
//      and binds only from the reveal (RB 487), so before it the announcement may change or be withdrawn.
//  D52 A business that changes hands to a player with his own marker on it: that marker goes back to him
//      (trade.cpp); others' markers stay (RB 471). Stands: a marker lies on "another player's" business
//      (RB 307, 977); on one's own card it would buy nothing.
//  D53 `use` lists only markers for what own active cards do not cover (action_jobs.cpp): RB 977 "Hast du
//      diese nicht selbst, dann ... Deal-Marker". Stands: spending a marker where an own card serves would
//      only send it home, which its owner may do at any time anyway (RB 323), so no choice is lost.
//  D55 Every start can be written down: `lacosanostra new --families Y,G,R` deals given families in seat
//      order, and a position at round 1 step draw_check may give "market": "lay out" with its business deck
//      order: the parser lays the market out by RB 102 (the setup's DealMarket). A position whose families
//      break first_game_families (RB 108: Y, G and R in the first game) is refused at any point.
//
// ================================================================ API
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "common/result.h"
#include "common/rng.h"
#include "lacosanostra/moves.h"
#include "lacosanostra/state.h"

namespace lcn {

// ---- setup (§4.2)
inline constexpr int kDealFamilies = -1;  // families dealt from the seed
inline constexpr int kRandomStart = -1;   // start player drawn from the seed

struct Setup {
    int players = 3;  // 3..5
    std::uint64_t seed = 1;
    Options options{};
    // Family per seat as int(Family), or all kDealFamilies to deal them (first_game_families respected).
    std::array<int, kMaxPlayers> families = {kDealFamilies, kDealFamilies, kDealFamilies, kDealFamilies, kDealFamilies};
    int start_player = kRandomStart;  // seat, or kRandomStart
    bool operator==(const Setup&) const = default;
};

// A freshly dealt game standing at the first draw check (round I). Refuses bad setups (player count,
// duplicate or partial families, first-game families missing, start seat out of range). Randomness: streams
// of the seed (common::Rng::Stream): 0 families, 1 start player, 2 decks/market, 3 the in-game generator.
Result<State> NewGame(const Setup& setup);

// ---- who moves
enum class ActorKind : std::uint8_t { kSeat, kTable, kChance, kNobody };
struct Actor {
    ActorKind kind = ActorKind::kNobody;
    Seat seat = kNoSeat;  // kSeat; kTable: the window's controller (who may `continue`)
    bool operator==(const Actor&) const = default;
};
Actor CurrentActor(const State& s);
bool IsOver(const State& s);
bool IsSafePoint(const State& s);  // trades (and option out-of-turn plays) allowed (D15)

// ---- moves
// The flow moves of CurrentActor (for kTable: every seat's claims, the claimant's answers, the controller's
// continue), sorted by ToString byte order, unique. Empty at game over. Trades are never listed.
void LegalMoves(const State& s, MoveList& out);
// The sort key of LegalMoves/SideMoves: for every non-trade move a, b of `s`,
// MoveOrderKey(s, a) < MoveOrderKey(s, b) exactly when ToString(a) < ToString(b) in byte order, and equal keys
// mean equal texts (so sorting and de-duplicating need no string). Trades get their seat and verb only.
std::uint64_t MoveOrderKey(const State& s, const Move& m);
// Out-of-turn influence plays `seat` may make now under the options spy_any_time / wild (sorted, unique); and in
// kPreTurn the due seat's own looks and market exchange before he chooses (D45: they depend on his hand, which
// LegalMoves, read by the whole table in a window, must not show; Apply takes them as kPreTurn flow moves).
void SideMoves(const State& s, Seat seat, MoveList& out);
// The roll the state generator proposes at a roll node (kRoll: all dice; kRerollDie: one die).
Move DefaultRoll(const State& s);
// kBeforeReveal: whether `reveal` would abort the chosen order face down instead of executing it (D3, D40): an
// attack with no named player, or a Raub/Falle on its owner's own turn. It reads the hidden card: only the
// owner's own screen may ask (the table's confirmation does not depend on it).
bool RevealAborts(const State& s);
// The move as it takes effect: a `reveal` that RevealAborts is `abort` (D3); every other move unchanged. Session
// and the record decoders store this form, so a log or a record never shows that the card was an attack.
Move AsApplied(const State& s, const Move& m);

// A structured refusal: the code says which rule, the fields name the card/number involved.
enum class RefusalCode : std::uint8_t {
    kNone,
    kGameOver,
    kNotYourTurn,   // seat is not the actor (or not allowed to claim / continue here)
    kWrongStep,     // the move kind does not exist in this step
    kNotSafePoint,  // trade or side move outside a safe point
    kNoSuchCard,    // code out of range / card not where the move says
    kNotYourCard,   // card belongs to someone else (or to no one)
    kGangsterNotIdle,
    kGangsterNotActive,
    kNoAssignment,
    kNotInHand,
    kNotInMarket,
    kNotEnoughCash,
    kAmountOutOfRange,  // stake, launder, pay, die value or index
    kWrongDiceCount,
    kOptionOff,            // needs an option (spy_any_time, wild, ...) or forbidden by beginners
    kAlreadyAttached,      // one Handlanger/Saboteur/MP/Ablenkung per gangster
    kOwnGangsterRequired,  // order, purchase, choose, recruit, trap, rob: must be an own gangster
    kOpponentRequired,     // Saboteur, Ablenkung, looks, targets: another player's card
    kAbilityUsed,          // Anwalt / Polizist this round
    kNotAttack,            // Falle against a non-attack
    kNotAttacked,          // Falle by a seat that is not the attacked player
    kNoReactionCard,       // trap/rob: no such planned card on that gangster
    kAlreadyClaimed,
    kInvalidTarget,      // target card not allowed (deactivated, wrong category, not the named player's)
    kRequirementsUnmet,  // `use` set does not cover the job
    kNoObjection,        // object to a draw that is not all attacks
    kHandLimitReached,   // discard when within the limit, or keeping too many
    kNoMarker,           // no marker in supply / none to withdraw
    kTradeInvalid,       // empty, unordered, duplicate, deactivated or busy card, self-trade
    kNothingToSee,       // look with no face-down order there, or the same card twice
    kMalformed,          // a field the move's kind does not use is set (no action text can say it)
};
// Refusal::card names the offending thing in ONE numbering for every kind, so RefusalText can print its code
// whatever the refusal: RefOrder/RefBusiness/RefGangster/RefInfluence/RefSeat below (0xFF: none).
inline constexpr std::uint8_t kRefOrder = 0;        // + OrderId (0..89)
inline constexpr std::uint8_t kRefBusiness = 100;   // + BusinessId (0..33)
inline constexpr std::uint8_t kRefGangster = 140;   // + GangsterId (0..29)
inline constexpr std::uint8_t kRefInfluence = 180;  // + Influence (0..7)
inline constexpr std::uint8_t kRefSeat = 200;       // + Seat (0..4)
constexpr std::uint8_t RefOrder(OrderId o) { return static_cast<std::uint8_t>(kRefOrder + o); }
constexpr std::uint8_t RefBusiness(BusinessId b) { return static_cast<std::uint8_t>(kRefBusiness + b); }
constexpr std::uint8_t RefGangster(GangsterId g) { return static_cast<std::uint8_t>(kRefGangster + g); }
constexpr std::uint8_t RefInfluence(Influence t) {
    return static_cast<std::uint8_t>(kRefInfluence + static_cast<int>(t));
}
constexpr std::uint8_t RefSeat(Seat p) { return static_cast<std::uint8_t>(kRefSeat + p); }
struct Refusal {
    RefusalCode code = RefusalCode::kNone;
    std::uint8_t card = 0xFF;  // the offending card/seat in the Ref numbering above, 0xFF if none
    std::int32_t number = 0;   // the offending number (amount, count), 0 if none
    bool ok() const { return code == RefusalCode::kNone; }
    bool operator==(const Refusal&) const = default;
};
std::string RefusalText(const Refusal& r);  // one line of English, e.g. "Y3 already holds an assignment"

// Validates `m` for `s` (flow, side or trade move), then applies it: the input state is never changed; a
// refusal is the error, as one line of English (RefusalText).
Result<State> Apply(const State& s, const Move& m);
// The same in place, for the bots, playouts and replays that keep one state (Famiglia's rules.h has it too):
// on refusal `s` is unchanged and the refusal says why.
Refusal ApplyInPlace(State& s, const Move& m);
// Applies a move taken from LegalMoves/SideMoves (or a validated trade): the fast path for playouts.
void ApplyLegal(State& s, const Move& m);

// ---- scoring (§4.3 FINAL_PAYOUT, R13)
enum class TieBreak : std::uint8_t { kNone, kDisplayValue, kShared };
struct Outcome {
    std::array<std::int32_t, kMaxPlayers> money{};          // final money incl. laundered x2 and bonuses
    std::array<std::int32_t, kMaxPlayers> display_value{};  // R13
    std::uint8_t winners = 0;                               // bit per seat (several = shared win)
    TieBreak tie_break = TieBreak::kNone;
    bool operator==(const Outcome&) const = default;
};
// Meaningful once IsOver(s); before that, the standing as if the game ended now without the final payout.
Outcome OutcomeOf(const State& s);

// The money of one seat part by part (§4.3 FINAL_PAYOUT, D31), in $1,000, for the scoring screen. Every part is
// recomputed from the final table (the payout changes nothing it is computed from), so the State keeps no copy.
struct ScoreParts {
    std::int32_t cash = 0;            // cash in hand before the final payout
    std::int32_t income = 0;          // 2 x the income of own active businesses (RB 399)
    std::int32_t monopolies = 0;      // 2 x $5k per monopoly held
    std::int32_t most_gangsters = 0;  // $15k to the unique seat with the most active gangsters (RB 401), else 0
    std::int32_t violence = 0;        // violence bonus on the printed strengths of the gangsters killed (RB 403-409)
    std::int32_t business_bonus = 0;  // option business_bonus: $5k to the unique top income, not doubled (RB 550)
    std::int32_t laundered = 0;       // 2 x the laundered money (RB 447)
    std::int32_t total = 0;           // the sum of the parts above
    // What the parts count, for their words: monopolies held, own active gangsters, gangsters this seat killed
    // and their total printed strength.
    std::uint8_t monopolies_held = 0;
    std::uint8_t active_gangsters = 0;
    std::uint8_t victims = 0;
    std::uint8_t victims_strength = 0;
    bool operator==(const ScoreParts&) const = default;
};
struct ScoreBreakdown {
    std::array<ScoreParts, kMaxPlayers> seat{};  // seats 0..players-1
    bool operator==(const ScoreBreakdown&) const = default;
};
// Once IsOver(s): the final payout that was paid, part by part; `total` == OutcomeOf(s).money. Before the end:
// what the final payout would pay on the table as it stands (`cash` = the cash in hand), a projection.
ScoreBreakdown FinalBreakdown(const State& s);

}  // namespace lcn
