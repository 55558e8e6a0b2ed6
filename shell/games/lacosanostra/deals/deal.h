// shell/games/lacosanostra/deals/deal.h — the deal sheet (docs/lacosanostra-rules.md §6 "Free negotiation",
// docs/table-design.md hand-off rule 7): two parties compose a trade (cash each way, businesses and idle gangsters
// given, deal markers placed on or taken back from the other party's cards), read it frozen in words (TradeSummary),
// and each confirms with its own tap. Any change clears both confirmations; the trade is played only when both
// confirmed and the rules still accept it. A deal marker is withdrawn by its owner alone (rules.h D46, RB 323): a sheet
// that only takes back one party's markers needs that party's confirmation only. Offered only at safe points with the
// device locked (flow.h DealOffered). No ImGui; nothing here applies a move: the module plays AgreedMove (then flow
// AfterMove) and closes the sheet.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "games/lacosanostra/play/flow.h"
#include "games/lacosanostra/texts/sentences.h"
#include "lacosanostra/bots.h"
#include "lacosanostra/game.h"

namespace shell::games::lacosanostra {

// One thing a party does in the deal, besides cash: give a business or an idle gangster, mark or unmark a card
// of the other party. `party` 0 = the proposer, 1 = the counterparty.
struct DealCard {
    std::uint8_t party = 0;
    lcn::TradeVerb verb = lcn::TradeVerb::kGive;
    std::uint8_t card = 0xFF;  // BusinessId, or GangsterId when `gangster`
    bool gangster = false;
    bool operator==(const DealCard&) const = default;
};

struct DealSheet {
    bool open = false;
    std::array<Seat, 2> party = {kNoSeat, kNoSeat};  // [0] proposes, [1] the counterparty
    std::array<std::int32_t, 2> cash{};              // $k that party pays the other (0: none)
    std::array<DealCard, lcn::kMaxTradeItems> cards{};
    std::uint8_t num_cards = 0;
    std::array<bool, 2> confirmed{};
    bool operator==(const DealSheet&) const = default;
};

// Opens an empty sheet between two different seats, when DealOffered(s, d). kNotSafePoint / kTradeInvalid.
lcn::Refusal OpenDeal(const lcn::State& s, const Device& d, DealSheet& sheet, Seat proposer, Seat other);
void CloseDeal(DealSheet& sheet);

// Edits (each clears both confirmations). Cash: 0..the party's cash. A card item is added, or removed when it is
// already on the sheet; an item the rules refuse on its own (not the party's card, a busy gangster, no marker) is
// not added and the refusal says why. At most lcn::kMaxTradeItems items in all (cash counts as one per party).
lcn::Refusal SetCash(const lcn::State& s, DealSheet& sheet, int party, std::int32_t amount);
lcn::Refusal ToggleCard(const lcn::State& s, DealSheet& sheet, const DealCard& card);

// The items either party could add now (each accepted by the rules on its own), for the sheet's pickers.
std::vector<DealCard> CandidateCards(const lcn::State& s, const DealSheet& sheet);

// The trade move of the sheet (seats in order, items in the canonical order the rules require).
lcn::Move DealMove(const lcn::State& s, const DealSheet& sheet);
// Whether the rules would accept the trade now (tries it on a copy); kNone when it would.
lcn::Refusal CheckDeal(const lcn::State& s, const DealSheet& sheet);

// Whether `party` (0/1) must agree: always, except on a sheet whose only items are the other party's withdrawals
// of his own deal markers (no cash, nothing else: rules.h D46).
bool NeedsAgreement(const DealSheet& sheet, int party);
// A party's own "agree" tap: accepted only for a party of an acceptable trade.
lcn::Refusal Confirm(const lcn::State& s, DealSheet& sheet, Seat seat);
// A computer party answers instead of its own tap: its level's judgement (seat_levels.h JudgeTrade: bots.h
// EvaluateTrade, the Expert's ExpertEvaluateTrade) of the sheet's trade from that seat's view only; an accepted
// trade is confirmed for it (the person still confirms and applies). A sheet the rules refuse now is declined as
// kInvalid without asking. `party` 0 or 1.
lcn::TradeVerdict AskComputer(const lcn::State& s, DealSheet& sheet, int party, SeatKind kind = SeatKind::kNormal);
// The move to play: true only when every party that must agree (NeedsAgreement) confirmed and the rules accept it.
bool AgreedMove(const lcn::State& s, const DealSheet& sheet, lcn::Move& out);

// The frozen summary: "Anna gives: $3,000 / Ben gives: Y4 and one use of Casino", or with `you` a party "You give:
// ... / You get: ...".
std::string DealSummary(Lang lang, const lcn::State& s, const DealSheet& sheet, const SeatNames& names,
                        Seat you = kNoSeat);
// The party the sheet speaks to as "you": the one person of its two parties when the other is a computer (a person
// and a computer at the sheet: the person reads it), else kNoSeat (two people or two computers: their names).
Seat SheetReader(const DealSheet& sheet, const Device& d);

}  // namespace shell::games::lacosanostra
