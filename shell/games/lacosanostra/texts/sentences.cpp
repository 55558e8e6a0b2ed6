// shell/games/lacosanostra/texts/sentences.cpp — see sentences.h; its scoring rows are score_sentences.cpp, its
// refusals refusal_sentences.cpp.
#include "games/lacosanostra/texts/sentences.h"

#include <array>
#include <cstddef>
#include <optional>

#include "games/lacosanostra/texts/card_codes.h"
#include "games/lacosanostra/texts/log_results.h"
#include "ui/phrase.h"

namespace shell::games::lacosanostra {

using lcn::Move;
using lcn::MoveKind;
using lcn::State;
using lcn::Step;
using shell::ui::Fmt;

namespace {

std::string GangsterWord(lcn::GangsterId g) { return g < lcn::kNumGangsters ? lcn::GangsterCode(g) : "?"; }

const char* RomanRound(int round) {
    static constexpr const char* kRoman[] = {"I", "II", "III", "IV"};
    return round >= 1 && round <= lcn::kNumRounds ? kRoman[round - 1] : "?";
}

// What the dice on the table are for, in a headline: the revealed job or attack, a Trap, a Robbery, the victim's
// shot back after a Drive-By; "" when the roll is for nothing the table shows.
std::string RollPurpose(Lang lang, const State& s) {
    switch (s.cur.roll_for) {
        case lcn::RollFor::kOrder: {
            const lcn::GangsterId g = s.cur.chosen;
            if (g >= lcn::kNumGangsters || s.gangsters[g].assignment != lcn::Assignment::kOrder) return {};
            return WithoutBreaks(CardTitle(lang, s.gangsters[g].card));
        }
        case lcn::RollFor::kTrap: return Text(lang, T::kEffectTrap);
        case lcn::RollFor::kRobbery: return Text(lang, T::kEffectRobbery);
        case lcn::RollFor::kReturnFire: return Text(lang, T::kEffectDriveBy);
        case lcn::RollFor::kNone: break;
    }
    return {};
}

// The seat a status line names: the actor, a window's controller, the roller of a chance roll.
Seat StatusSeat(const State& s) {
    const lcn::Actor a = lcn::CurrentActor(s);
    if (a.kind == lcn::ActorKind::kChance) return s.cur.roller != kNoSeat ? s.cur.roller : s.cur.turn;
    return a.seat;
}

// The order revealed by `reveal`: still on the chosen gangster face up, or gone face up to the discard.
lcn::OrderId RevealedOrder(const State& before, const State& after) {
    const lcn::GangsterId g = before.cur.chosen;
    if (g < lcn::kNumGangsters && after.cur.revealed && after.cur.chosen == g &&
        after.gangsters[g].assignment == lcn::Assignment::kOrder)
        return after.gangsters[g].card;
    for (lcn::OrderId o = 0; o < lcn::kNumOrders; ++o)
        if (after.orders[o].zone == lcn::OrderZone::kDiscardUp && before.orders[o].zone != lcn::OrderZone::kDiscardUp)
            return o;
    return lcn::kNoOrder;
}

std::string CashSpent(Lang lang, const State& before, const State& after, Seat seat) {
    if (seat >= before.players) return Money(lang, 0);
    return Money(lang, before.player[seat].cash - after.player[seat].cash);
}

std::string BusinessList(Lang lang, const Move& m) {
    std::string out;
    for (int i = 0; i < m.count; ++i) {
        if (i > 0) out += ", ";
        out += BusinessName(lang, m.list[static_cast<std::size_t>(i)]);
    }
    return out;
}

std::string TargetWord(Lang lang, const Move& m) { return m.flag ? GangsterWord(m.a) : BusinessName(lang, m.a); }

std::string PlayLine(Lang lang, const Move& m, const std::string& who) {
    const auto t = static_cast<lcn::Influence>(m.a);
    switch (t) {
        case lcn::Influence::kInformant:
            return m.flag ? Tr(lang, T::kLogPlayMarket, {who})
                          : Tr(lang, T::kLogPlayInformant, {who, GangsterWord(m.b)});
        case lcn::Influence::kSpy: return Tr(lang, T::kLogPlaySpy, {who, GangsterWord(m.b)});
        case lcn::Influence::kSchemer: return Tr(lang, T::kLogPlaySchemer, {who});
        case lcn::Influence::kDoctor: return Tr(lang, T::kLogPlayDoctor, {who});
        default: return Tr(lang, T::kLogPlayOn, {who, InfluenceName(lang, t), GangsterWord(m.b)});
    }
}

// The dice of a roll in words: the values, the target number, the successes and, for a $ job, its payout.
std::string DiceSentence(Lang lang, const State& s, const std::array<std::uint8_t, lcn::kMaxDice>& dice) {
    const int n = s.cur.num_dice;
    std::string values;
    int successes = 0;
    for (int i = 0; i < n && i < lcn::kMaxDice; ++i) {
        const int v = dice[static_cast<std::size_t>(i)];
        if (i > 0) values += ' ';
        values += std::to_string(v);
        if (v >= s.cur.target_number) ++successes;
    }
    std::string out;
    switch (s.cur.roll_for) {
        case lcn::RollFor::kTrap: out = std::string(Text(lang, T::kEffectTrap)) + ": "; break;
        case lcn::RollFor::kRobbery: out = std::string(Text(lang, T::kEffectRobbery)) + ": "; break;
        case lcn::RollFor::kReturnFire: out = std::string(Text(lang, T::kDiceReturnFire)) + ": "; break;
        default: break;
    }
    out += Tr(lang, T::kDiceRolled, {values, std::to_string(s.cur.target_number)}) + ": ";
    if (successes == 0) {
        out += Text(lang, T::kDiceNoSuccess);
    } else if (successes == 1) {
        out += Text(lang, T::kDiceOneSuccess);
    } else {
        out += Tr(lang, T::kDiceSuccesses, {std::to_string(successes)});
    }
    // A $ job's payout: the revealed order on the chosen gangster.
    const lcn::GangsterId g = s.cur.chosen;
    if (s.cur.roll_for == lcn::RollFor::kOrder && s.cur.revealed && g < lcn::kNumGangsters &&
        s.gangsters[g].assignment == lcn::Assignment::kOrder && s.gangsters[g].card < lcn::kNumOrders) {
        const lcn::OrderData& od = lcn::Order(s.gangsters[g].card);
        if (od.kind == lcn::OrderKind::kJob) {
            const int pay = successes >= 2 ? od.amount2 : successes == 1 ? od.amount1 : 0;
            out += ": ";
            out += pay > 0 ? Tr(lang, T::kDiceJobPays, {Money(lang, pay)}) : std::string(Text(lang, T::kDiceJobFails));
        }
    }
    return out;
}

// The dice as typed or rolled: "2 3 5".
std::string DiceValues(const std::array<std::uint8_t, lcn::kMaxDice>& dice, int count) {
    std::string values;
    for (int i = 0; i < count && i < lcn::kMaxDice; ++i) {
        if (i > 0) values += ' ';
        values += std::to_string(dice[static_cast<std::size_t>(i)]);
    }
    return values;
}

}  // namespace

std::string DiceTypingLine(Lang lang, const State& s, const Device& d) {
    const int dice = DiceToType(s);
    if (dice == 0) return {};
    const std::string typed = Tr(lang, T::kDiceTyped, {DiceValues(d.dice.values, d.dice.count)});
    if (d.dice.count >= dice) return typed;
    const std::string next = Tr(lang, T::kDiceType, {std::to_string(d.dice.count + 1), std::to_string(dice)});
    return d.dice.count == 0 ? next : next + ". " + typed;
}

std::string StatusLine(Lang lang, const State& s, const SeatNames& names) {
    if (std::string hit = DoctorWindowLine(lang, s, names); !hit.empty()) return hit;  // names the card
    if (s.step == Step::kRoll) {
        if (std::string what = RollPurpose(lang, s); !what.empty())
            return Tr(lang, T::kStatusRollFor,
                      {NameOf(s, names, StatusSeat(s)), what, std::to_string(s.cur.target_number)});
    }
    const T t = Offset(T::kStatusDrawCheck, static_cast<int>(s.step));
    return Tr(lang, t, {NameOf(s, names, StatusSeat(s))});
}

std::string ScreenHeadline(Lang lang, const State& s, const SeatNames& names, const Screen& screen) {
    if (screen.kind == ScreenKind::kPrivate && screen.done && screen.seat < s.players)
        return Tr(lang, T::kStatusSeatDone, {NameOf(s, names, screen.seat)});
    return StatusLine(lang, s, names);
}

std::string ThinkingLine(Lang lang, const State& s, const SeatNames& names, Seat seat) {
    return Tr(lang, T::kComputerThinking, {NameOf(s, names, seat)});
}

std::string VerdictLine(Lang lang, const State& s, const SeatNames& names, Seat seat, const lcn::TradeVerdict& v) {
    const std::string who = NameOf(s, names, seat);
    const std::string offered = Money(lang, v.offered);
    switch (v.reason) {
        case lcn::TradeReason::kAccepted: return Tr(lang, T::kVerdictAccepted, {who});
        case lcn::TradeReason::kInvalid: return Tr(lang, T::kVerdictInvalid, {who});
        case lcn::TradeReason::kNotInterested: return Tr(lang, T::kVerdictNotInterested, {who});
        case lcn::TradeReason::kTooLittle: break;
    }
    std::string card;
    if (v.card >= lcn::kRefBusiness && v.card < lcn::kRefBusiness + lcn::kNumBusinesses) {
        card = BusinessName(lang, static_cast<lcn::BusinessId>(v.card - lcn::kRefBusiness));
        if (lang == Lang::kEnglish) card = "the " + card;
    } else if (v.card >= lcn::kRefGangster && v.card < lcn::kRefGangster + lcn::kNumGangsters) {
        card = GangsterWord(static_cast<lcn::GangsterId>(v.card - lcn::kRefGangster));
    }
    if (card.empty()) return Tr(lang, T::kVerdictTooLittleMoney, {who, offered, Money(lang, v.wanted)});
    return Tr(lang, T::kVerdictTooLittle, {who, offered, card});
}

namespace {

// The side of a trade item: the seat whose part it is in words. A deal marker is the use of a card, granted by the
// card's holder (the other party), though the marker's owner places it.
int SideOf(const lcn::TradeItem& item) {
    const int doer = item.by_other ? 1 : 0;
    return item.verb == lcn::TradeVerb::kMark ? 1 - doer : doer;
}

// What each seat of `m` gives in words: [0] the move's seat, [1] the other ("" for nothing).
std::array<std::string, 2> TradeSides(Lang lang, const Move& m) {
    std::array<std::string, 2> side;
    for (int i = 0; i < m.count && i < lcn::kMaxTradeItems; ++i) {
        const lcn::TradeItem& item = m.items[static_cast<std::size_t>(i)];
        std::string what;
        switch (item.verb) {
            case lcn::TradeVerb::kPay: what = Money(lang, item.amount); break;
            case lcn::TradeVerb::kGive:
                what = item.gangster ? GangsterWord(item.card) : BusinessName(lang, item.card);
                break;
            case lcn::TradeVerb::kMark: what = Tr(lang, T::kDealUse, {BusinessName(lang, item.card)}); break;
            case lcn::TradeVerb::kUnmark: what = Tr(lang, T::kDealUnmark, {BusinessName(lang, item.card)}); break;
        }
        std::string& list = side[static_cast<std::size_t>(SideOf(item))];
        if (!list.empty()) list += Text(lang, T::kDealAnd);
        list += what;
    }
    return side;
}

// A plain sale of uses: `buyer` marks cards of the other seat and pays cash, and nothing else is in the trade.
struct UseSale {
    std::string cards;
    int cash = 0;
};
std::optional<UseSale> UseSaleBy(Lang lang, const Move& m, Seat buyer) {
    UseSale sale;
    for (int i = 0; i < m.count && i < lcn::kMaxTradeItems; ++i) {
        const lcn::TradeItem& item = m.items[static_cast<std::size_t>(i)];
        if ((item.by_other ? m.other : m.seat) != buyer) return std::nullopt;
        if (item.verb == lcn::TradeVerb::kPay) {
            sale.cash += item.amount;
        } else if (item.verb == lcn::TradeVerb::kMark) {
            if (!sale.cards.empty()) sale.cards += Text(lang, T::kDealAnd);
            sale.cards += BusinessName(lang, item.card);
        } else {
            return std::nullopt;
        }
    }
    if (sale.cards.empty() || sale.cash <= 0) return std::nullopt;
    return sale;
}

std::string OrNothing(Lang lang, const std::string& list) { return list.empty() ? Text(lang, T::kDealNothing) : list; }

}  // namespace

std::string OfferLine(Lang lang, const State& s, const SeatNames& names, Seat from, Seat to, const Move& trade,
                      bool you) {
    const std::string speaker = NameOf(s, names, from), receiver = NameOf(s, names, to);
    if (const std::optional<UseSale> sale = UseSaleBy(lang, trade, to))  // the receiver buys a use
        return Tr(lang, you ? T::kOfferSellYou : T::kOfferSellTo,
                  {speaker, sale->cards, Money(lang, sale->cash), receiver});
    if (const std::optional<UseSale> sale = UseSaleBy(lang, trade, from))  // the speaker buys a use
        return Tr(lang, you ? T::kOfferBuyYou : T::kOfferBuyTo,
                  {speaker, sale->cards, Money(lang, sale->cash), receiver});
    const std::array<std::string, 2> sides = TradeSides(lang, trade);
    const std::size_t mine = trade.seat == to ? 0 : 1;
    const std::string gives = OrNothing(lang, sides[mine]), gets = OrNothing(lang, sides[1 - mine]);
    if (you) return Tr(lang, T::kOfferDealYou, {speaker, gives, gets});
    return Tr(lang, T::kOfferLine, {speaker, receiver, gives, gets});
}

std::string OfferDeclinedLine(Lang lang, const State& s, const SeatNames& names, Seat seat) {
    return Tr(lang, T::kOfferDeclined, {NameOf(s, names, seat)});
}

std::string HandOffTitle(Lang lang, const State& s, const SeatNames& names, Seat seat) {
    return Tr(lang, T::kHandOffTitle, {NameOf(s, names, seat)});
}

std::string ChoiceLabel(Lang lang, const State& s, const SeatNames& names, const Choice& c) {
    const int id = c.tap.id;
    switch (c.tap.thing) {
        case Thing::kButton:  // Continue names whose turn goes on once the window closes
            if (id == static_cast<int>(Button::kContinue))
                return Tr(lang, T::kButtonContinue, {NameOf(s, names, c.seat)});
            return Text(lang, Offset(T::kButtonAccept, id));
        case Thing::kClaim: return Tr(lang, T::kClaim, {NameOf(s, names, static_cast<Seat>(id))});
        case Thing::kSeat:
        case Thing::kUnlock: return NameOf(s, names, static_cast<Seat>(id));
        case Thing::kPeek: return Tr(lang, T::kMyCards, {NameOf(s, names, static_cast<Seat>(id))});
        case Thing::kDone: return Text(lang, id == 2 ? T::kDonePeek : id == 1 ? T::kDone : T::kHide);
        case Thing::kUnpick: return Text(lang, T::kBack);
        case Thing::kMarket: return Text(lang, T::kMarket);
        case Thing::kAmount: return Money(lang, id);
        case Thing::kDie: return Tr(lang, T::kDie, {std::to_string(id)});
        case Thing::kUseSet: return Tr(lang, T::kUseMarkers, {BusinessList(lang, c.move)});
        case Thing::kDice: return Tr(lang, T::kDiceConfirm, {DiceValues(c.move.list, c.move.count)});
        case Thing::kDieValue: return std::to_string(id);
        case Thing::kDieErase: return Text(lang, T::kDiceErase);
        case Thing::kOffer: return Text(lang, id == 1 ? T::kOfferAccept : T::kOfferDecline);
        case Thing::kNone:
        case Thing::kGangster:
        case Thing::kOrder:
        case Thing::kInfluence:
        case Thing::kBusiness: break;
    }
    return {};
}

std::string LogLine(Lang lang, const State& before, const Move& m, const State& after, const SeatNames& names) {
    const std::string who = NameOf(before, names, m.seat);
    std::string line;
    switch (m.kind) {
        case MoveKind::kAccept: line = Tr(lang, T::kLogAccept, {who}); break;
        case MoveKind::kObject: line = Tr(lang, T::kLogObject, {who}); break;
        case MoveKind::kOrder: line = Tr(lang, T::kLogOrder, {who, GangsterWord(m.a)}); break;
        case MoveKind::kPurchase:
            line = Tr(lang, T::kLogPurchase, {who, GangsterWord(m.a), BusinessName(lang, m.b)});
            break;
        case MoveKind::kPlay: line = PlayLine(lang, m, who); break;
        case MoveKind::kLawyer: line = Tr(lang, T::kLogLawyer, {who, GangsterWord(m.b)}); break;
        case MoveKind::kLook: line = Tr(lang, T::kLogLook, {who, GangsterWord(m.a)}); break;
        case MoveKind::kClaim: line = Tr(lang, T::kLogClaim, {who}); break;
        case MoveKind::kDecline: line = Tr(lang, T::kLogDecline, {who}); break;
        case MoveKind::kContinue: line = Tr(lang, T::kLogContinue, {who}); break;
        case MoveKind::kChoose: line = Tr(lang, T::kLogChoose, {who, GangsterWord(m.a)}); break;
        case MoveKind::kPay: {
            const lcn::GangsterId g = before.cur.chosen;
            const lcn::BusinessId b = g < lcn::kNumGangsters ? before.gangsters[g].card : lcn::kNoBusiness;
            line = Tr(lang, T::kLogPay, {who, CashSpent(lang, before, after, m.seat), BusinessName(lang, b)});
            break;
        }
        case MoveKind::kAbort: line = Tr(lang, T::kLogAbort, {who, GangsterWord(before.cur.chosen)}); break;
        case MoveKind::kName:
            line = m.other == kNoSeat ? Tr(lang, T::kLogNameNone, {who})
                                      : Tr(lang, T::kLogName, {who, NameOf(before, names, m.other)});
            break;
        case MoveKind::kReveal:
            line = Tr(lang, T::kLogReveal,
                      {who, GangsterWord(before.cur.chosen), OrderName(lang, RevealedOrder(before, after))});
            break;
        case MoveKind::kTarget: line = Tr(lang, T::kLogTarget, {who, TargetWord(lang, m)}); break;
        case MoveKind::kUse: line = Tr(lang, T::kLogUse, {who, BusinessList(lang, m)}); break;
        case MoveKind::kStake: line = Tr(lang, T::kLogStake, {who, Money(lang, m.amount)}); break;
        case MoveKind::kReroll: line = Tr(lang, T::kLogReroll, {who, std::to_string(m.amount)}); break;
        case MoveKind::kKeep: line = Tr(lang, T::kLogKeep, {who}); break;
        case MoveKind::kFire: line = Tr(lang, T::kLogFire, {who}); break;
        case MoveKind::kHold: line = Tr(lang, T::kLogHold, {who}); break;
        case MoveKind::kRob: line = Tr(lang, T::kLogRob, {who, GangsterWord(m.a)}); break;
        case MoveKind::kTrap: line = Tr(lang, T::kLogTrap, {who, GangsterWord(m.a)}); break;
        case MoveKind::kBuy:
            line = Tr(lang, T::kLogBuy, {who, BusinessName(lang, m.a), CashSpent(lang, before, after, m.seat)});
            break;
        case MoveKind::kPass: line = Tr(lang, T::kLogPass, {who}); break;
        case MoveKind::kLaunder: line = Tr(lang, T::kLogLaunder, {who, Money(lang, m.amount)}); break;
        case MoveKind::kRecruit: line = Tr(lang, T::kLogRecruit, {who, GangsterWord(m.a)}); break;
        case MoveKind::kDiscard: line = Tr(lang, m.flag ? T::kLogDiscardInfluence : T::kLogDiscardOrder, {who}); break;
        case MoveKind::kTrade: line = Tr(lang, T::kLogTrade, {TradeSummary(lang, before, m, names)}); break;
        case MoveKind::kRoll: {
            std::array<std::uint8_t, lcn::kMaxDice> dice = before.cur.dice;
            if (before.step == Step::kRerollDie && before.cur.reroll_die >= 1 && before.cur.reroll_die <= lcn::kMaxDice)
                dice[static_cast<std::size_t>(before.cur.reroll_die - 1)] = m.list[0];
            else
                dice = m.list;
            line = DiceSentence(lang, before, dice);
            break;
        }
    }
    line += ResultWords(lang, before, m, after, names);  // money moved, cards hit, a job dropped (log_results.h)
    if (after.round != before.round && !lcn::IsOver(after))
        line += ". " + Tr(lang, T::kLogNewRound, {RomanRound(after.round)});
    if (lcn::IsOver(after) && !lcn::IsOver(before)) line += ". " + std::string(Text(lang, T::kStatusOver));
    return line;
}

// Where a button already says the move ("Pass", "Fire back"), the advice is its words: the tap to make.
std::string AdviceLine(Lang lang, const State& before, const Move& m, const State& after, const SeatNames& names) {
    switch (m.kind) {
        case MoveKind::kAccept: return Text(lang, T::kButtonAccept);
        case MoveKind::kObject: return Text(lang, T::kButtonObject);
        case MoveKind::kOrder: return Tr(lang, T::kAdviceOrder, {GangsterWord(m.a)});
        case MoveKind::kPurchase: return Tr(lang, T::kAdvicePurchase, {GangsterWord(m.a), BusinessName(lang, m.b)});
        case MoveKind::kPlay:
            switch (static_cast<lcn::Influence>(m.a)) {
                case lcn::Influence::kInformant:
                    return m.flag ? Text(lang, T::kAdvicePlayMarket)
                                  : Tr(lang, T::kAdvicePlayInformant, {GangsterWord(m.b)});
                case lcn::Influence::kSpy: return Tr(lang, T::kAdvicePlaySpy, {GangsterWord(m.b)});
                case lcn::Influence::kSchemer: return Text(lang, T::kAdvicePlaySchemer);
                case lcn::Influence::kDoctor: return Text(lang, T::kAdvicePlayDoctor);
                default:
                    return Tr(lang, T::kAdvicePlayOn,
                              {InfluenceName(lang, static_cast<lcn::Influence>(m.a)), GangsterWord(m.b)});
            }
        case MoveKind::kLawyer: return Tr(lang, T::kAdviceLawyer, {GangsterWord(m.b)});
        case MoveKind::kLook: return Tr(lang, T::kAdviceLook, {GangsterWord(m.a)});
        case MoveKind::kClaim: return Text(lang, T::kAdviceClaim);
        case MoveKind::kDecline: return Text(lang, T::kButtonDecline);
        case MoveKind::kContinue: return Text(lang, T::kAdviceContinue);
        case MoveKind::kChoose: return Tr(lang, T::kAdviceChoose, {GangsterWord(m.a)});
        case MoveKind::kPay: {
            const lcn::GangsterId g = before.cur.chosen;
            const lcn::BusinessId b = g < lcn::kNumGangsters ? before.gangsters[g].card : lcn::kNoBusiness;
            return Tr(lang, T::kAdvicePay, {CashSpent(lang, before, after, m.seat), BusinessName(lang, b)});
        }
        case MoveKind::kAbort: return Tr(lang, T::kAdviceAbort, {GangsterWord(before.cur.chosen)});
        case MoveKind::kName:
            return m.other == kNoSeat ? Text(lang, T::kAdviceNameNone)
                                      : Tr(lang, T::kAdviceName, {NameOf(before, names, m.other)});
        case MoveKind::kReveal: return Tr(lang, T::kAdviceReveal, {GangsterWord(before.cur.chosen)});
        case MoveKind::kTarget: return Tr(lang, T::kAdviceTarget, {TargetWord(lang, m)});
        case MoveKind::kUse: return Tr(lang, T::kAdviceUse, {BusinessList(lang, m)});
        case MoveKind::kStake: return Tr(lang, T::kAdviceStake, {Money(lang, m.amount)});
        case MoveKind::kReroll: return Tr(lang, T::kAdviceReroll, {std::to_string(m.amount)});
        case MoveKind::kKeep: return Text(lang, T::kButtonKeep);
        case MoveKind::kFire: return Text(lang, T::kButtonFire);
        case MoveKind::kHold: return Text(lang, T::kButtonHold);
        case MoveKind::kRob: return Tr(lang, T::kAdviceRob, {GangsterWord(m.a)});
        case MoveKind::kTrap: return Tr(lang, T::kAdviceTrap, {GangsterWord(m.a)});
        case MoveKind::kBuy:
            return Tr(lang, T::kAdviceBuy, {BusinessName(lang, m.a), CashSpent(lang, before, after, m.seat)});
        case MoveKind::kPass: return Text(lang, T::kButtonPass);
        case MoveKind::kLaunder: return Tr(lang, T::kAdviceLaunder, {Money(lang, m.amount)});
        case MoveKind::kRecruit: return Tr(lang, T::kAdviceRecruit, {GangsterWord(m.a)});
        case MoveKind::kDiscard: return Text(lang, m.flag ? T::kAdviceDiscardInfluence : T::kAdviceDiscardOrder);
        case MoveKind::kTrade: return Tr(lang, T::kAdviceTrade, {TradeSummary(lang, before, m, names)});
        case MoveKind::kRoll: break;  // a chance node: the Hint never suggests a roll (hint.h HintSeat)
    }
    return {};
}

std::string DiceWords(Lang lang, const State& s) {
    if (s.cur.num_dice == 0 || s.cur.dice[0] == 0) return {};
    return DiceSentence(lang, s, s.cur.dice);
}

std::string TradeSummary(Lang lang, const State& s, const Move& m, const SeatNames& names, Seat you) {
    const std::array<std::string, 2> side = TradeSides(lang, m);
    if (you != kNoSeat && (you == m.seat || you == m.other)) {
        const std::size_t mine = you == m.seat ? 0 : 1;
        return Tr(lang, T::kDealYouGiveList, {OrNothing(lang, side[mine])}) + " / " +
               Tr(lang, T::kDealYouGetList, {OrNothing(lang, side[1 - mine])});
    }
    std::string out;
    const Seat seats[2] = {m.seat, m.other};
    for (std::size_t k = 0; k < 2; ++k) {
        if (k > 0) out += " / ";
        out += Tr(lang, T::kDealGives, {NameOf(s, names, seats[k]), OrNothing(lang, side[k])});
    }
    return out;
}

}  // namespace shell::games::lacosanostra
