// shell/games/lacosanostra/deals/offers.h — the deals computers speak at a negotiation pause
// (docs/lacosanostra-rules.md §4.5 "Deals"): when the executing seat stands in its pause (kBeforeReveal, a safe point)
// and the device is locked,
//  1. when that seat is a person, every computer seat, from its left, may offer it a deal marker for a price
//     (bots.h OfferMarker: public information only, so the offer's shape tells nothing of the buyer's order);
//  2. then a Normal or Expert computer at its own pause proposes, to each seat that holds a business its job misses,
//  one
//     trade: "I mark B (and B') and pay N" (bots.h ProposeDeals, expert.h ExpertProposeDeals; merged per seller).
// Each computer speaks at most once to each seat per pause, and never an offer the rules would refuse now (CheckDeal).
// To a person, an offer is never said twice in a round: one the person declined or let lapse comes back
// only at another price (another trade). A solo person (flow.h SoloPerson) is offered a marker only when the job on
// the chosen gangster needs that business (bots.h JobNeeds): the table acts for its one person, who alone sees the
// screen. With several people the sellers offer blind, as before: an offer that followed a hidden order would tell
// everyone at the shared screen what the order needs.
// An offer to a computer is answered at once by its own valuation (deal.h AskComputer); an offer to a person waits
// on the public table for that person's tap (Accept / Decline, one tap each). Deals are spoken aloud at a real
// table, so the offer, the answer and the trade are public. A person may also ignore an offer and go on: in their own
// pause, Reveal or Abort ends the pause and the offer lapses (no line); a computer whose own pause holds an offer to a
// person waits for that person's answer, since nothing is applied without it.
// No ImGui; nothing here applies a move: the caller plays `SpokenOffer::play` (then flow AfterMove).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "games/lacosanostra/computer/hint.h"
#include "games/lacosanostra/deals/deal.h"
#include "games/lacosanostra/play/choices.h"
#include "games/lacosanostra/play/flow.h"
#include "lacosanostra/bots.h"
#include "lacosanostra/session.h"
#include "lacosanostra/talk.h"

namespace shell::games::lacosanostra {

enum class OfferKind : std::uint8_t {
    kSellMarker,  // a computer seller offers the turn seat a marker (OfferMarker)
    kBuyMarkers,  // a Normal turn seat proposes to buy the markers its job needs (ProposeDeals)
};

struct DealOffer {
    OfferKind kind = OfferKind::kSellMarker;
    Seat from = kNoSeat;  // the computer that speaks: its agreement is given by speaking
    Seat to = kNoSeat;    // the party that answers
    lcn::Move trade{};    // a kTrade move in the rules' canonical form
    bool operator==(const DealOffer&) const = default;
};

// What was said at the table (offers and answers) is the core's lacosanostra/talk.h, since links and saves carry it.
using lcn::DealTalk;
using lcn::TalkKind;

// The log's line for what was said, in `lang` (texts.h OfferLine, VerdictLine, OfferDeclinedLine).
std::string TalkLine(Lang lang, const lcn::State& s, const SeatNames& names, const DealTalk& talk);

// The public log from move `first` on: each move's line (texts.h LogLine), and before move i's line the talk said
// when i moves had been played (talk said after the last move comes last). `talk` in the order it was said.
// `hints`: the hints asked (hint.h), each said after the talk of its move, in the order asked.
std::vector<std::string> TableLog(Lang lang, const lcn::Session& session, const std::vector<DealTalk>& talk, int first,
                                  const std::vector<HintNote>& hints = {});

// The offer `speaker` (a computer) would make to `to` at this moment, judged from ViewFor(s, speaker) only; nullopt
// when it has none, the rules would refuse it, or no pause is on (not kBeforeReveal, device not locked).
std::optional<DealOffer> OfferOf(const lcn::State& s, const Device& d, Seat speaker, Seat to);

// The deals of the current negotiation pause: who has spoken to whom, and the offer waiting for a person's answer.
class PauseDeals {
public:
    // The next offer to speak now, in the order of this file's comment, or nullopt: none left, or an offer waits for a
    // person's answer. Pure in (s, d), what was spoken in this pause and what people heard this round.
    std::optional<DealOffer> Due(const lcn::State& s, const Device& d) const;
    // Records `offer` as spoken in this pause; an offer to a person stays open until AnswerOpen or the pause's end.
    void Spoken(const lcn::State& s, const Device& d, const DealOffer& offer);
    // The offer waiting for a person's answer in this pause (nullopt once the pause is over: it lapsed).
    std::optional<DealOffer> Open(const lcn::State& s) const;
    // Whether the turn seat's own decision must wait (an offer is due or waits for its answer).
    bool Holds(const lcn::State& s, const Device& d) const { return Due(s, d) || Open(s); }
    void CloseOpen() { open_.reset(); }
    void Reset() { *this = PauseDeals{}; }
    // Whether `offer` was already said to a person in this round (so Due skips it; another price is another offer).
    bool SaidThisRound(const lcn::State& s, const DealOffer& offer) const;

private:
    struct Key {
        int round = -1;
        Seat turn = kNoSeat;
        lcn::GangsterId chosen = lcn::kNoGangster;
        bool operator==(const Key&) const = default;
    };
    static Key KeyOf(const lcn::State& s) { return {s.round, s.cur.turn, s.cur.chosen}; }
    bool Spoke(const lcn::State& s, Seat from, Seat to) const;

    Key key_{};
    std::uint32_t spoken_ = 0;  // bit from * kMaxPlayers + to
    std::optional<DealOffer> open_;
    // The offers said to people in round `round_` (a cache of the talk, which links and saves carry: RestorePause).
    int round_ = -1;
    std::vector<DealOffer> said_;
};

// An opened link or save, or an undo: the deals as the talk said them up to the session's current move, so the
// computers do not speak again what they said in this pause, nor to a person what it heard this round, and an offer
// still waiting for a person's answer waits again. Talk said at later moves is ignored.
void RestorePause(const lcn::Session& session, const Device& d, const std::vector<DealTalk>& talk, PauseDeals& deals);

// The sheet of a spoken offer: the trade's items with the speaker as proposer, the speaker's agreement given.
DealSheet OfferSheet(const lcn::State& s, const DealOffer& offer);

// What follows from a computer speaking `offer` (computer.h hands it out): the talk for the log; to a computer, its
// answer at once (AskComputer on its own view) and, when it accepts, the trade to play: both parties agreed (the
// speaker by speaking, the other by its valuation). To a person: `waits` (PauseDeals::Spoken keeps it open).
struct SpokenOffer {
    std::vector<DealTalk> talk;
    std::optional<lcn::Move> play;
    bool waits = false;
};
SpokenOffer Speak(const lcn::State& s, const Device& d, const DealOffer& offer, int at_move);

// The person's tap on the open offer: Accept confirms the sheet for that person (Confirm) and gives the trade to play
// when the rules accept it now; Decline gives nothing to play. Either closes the offer and says one line. Nothing when
// no offer is open.
SpokenOffer AnswerOpen(const lcn::State& s, PauseDeals& deals, bool accept, int at_move);

// The open offer's two taps for the person it waits for, on the public table: Accept (enabled while the rules accept
// the trade; its move is the trade) and Decline. Empty when no offer is open or the device shows another screen.
std::vector<Choice> OfferChoices(const lcn::State& s, const Device& d, const PauseDeals& deals);

}  // namespace shell::games::lacosanostra
