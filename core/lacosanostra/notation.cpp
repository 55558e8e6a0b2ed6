// Action texts of docs/lacosanostra-notation.md §2 and the step names of §3. Writing goes into a fixed buffer
// (WriteMove), so a malformed Move can never write past it. LegalMoves orders moves by MoveOrderKey (rules.h),
// which equals the byte order of these texts.
#include "lacosanostra/notation.h"

#include <algorithm>
#include <array>

namespace lcn {

namespace {

constexpr int kMaxMoveText = 112;  // a six-item trade is the longest text (<= 99 bytes)

// Verbs per MoveKind (moves.h lists the kinds in the byte order of these words, `roll` last).
constexpr std::array<const char*, static_cast<std::size_t>(MoveKind::kRoll) + 1> kVerbs = {
    "abort",   "accept", "buy",  "choose", "claim",  "continue", "decline", "discard", "fire", "hold",     "keep",
    "launder", "lawyer", "look", "name",   "object", "order",    "pass",    "pay",     "play", "purchase", "recruit",
    "reroll",  "reveal", "rob",  "stake",  "target", "trade",    "trap",    "use",     "roll",
};
constexpr std::array<const char*, 4> kTradeVerbs = {"give", "mark", "pay", "unmark"};  // TradeVerb order

constexpr std::array<const char*, static_cast<std::size_t>(Step::kOver) + 1> kStepNames = {
    "draw_check", "planning",      "look",        "wild_window",    "pre_turn",      "claim",       "choose",
    "purchase",   "before_reveal", "target_card", "job_markers",    "stake",         "trap_before", "roll",
    "reroll",     "reroll_die",    "trap_after",  "robbery_window", "doctor_window", "return_fire", "buy_decision",
    "launder",    "recruit",       "hand_limit",  "over",
};

// Appends to a buffer of kMaxMoveText bytes; never writes past it (a malformed Move prints '?' codes).
class Writer {
public:
    explicit Writer(char* out) : out_(out) {}
    void Char(char c) {
        if (n_ < kMaxMoveText) out_[n_++] = c;
    }
    void Text(const char* t) {
        while (*t) Char(*t++);
    }
    void Number(int v) {
        if (v < 0) {
            Char('-');
            v = -v;
        }
        char digits[12];
        int k = 0;
        do {
            digits[k++] = static_cast<char>('0' + v % 10);
            v /= 10;
        } while (v > 0 && k < 11);
        while (k > 0) Char(digits[--k]);
    }
    void Seat(const State& s, lcn::Seat seat) {
        Char(seat < s.players && seat < kMaxPlayers ? SeatLetterOf(s.player[seat].family) : '?');
    }
    void Gangster(GangsterId g) {
        if (g >= kNumGangsters) return Char('?');
        Char(SeatLetterOf(FamilyOf(g)));
        Char(static_cast<char>('1' + SlotOf(g)));
    }
    void Business(BusinessId b) {
        if (b >= kNumBusinesses) return Char('?');
        Text(TypeData(TypeOf(b)).code);
        Char(static_cast<char>('0' + BusinessCard(b).copy));
    }
    void Order(OrderId o) {
        if (o >= kNumOrders) return Char('?');
        const OrderData& d = lcn::Order(o);
        Char('O');
        Char(static_cast<char>('0' + d.round));
        Char('-');
        Char(static_cast<char>('0' + d.index / 10));
        Char(static_cast<char>('0' + d.index % 10));
    }
    void InfluenceType(std::uint8_t t) {
        if (t >= kNumInfluenceTypes) return Char('?');
        Text(InfluenceCode(static_cast<Influence>(t)));
    }
    int size() const { return n_; }

private:
    char* out_;
    int n_ = 0;
};

void WriteTradeItem(Writer& w, const State& s, const Move& m, const TradeItem& item) {
    w.Seat(s, item.by_other ? m.other : m.seat);
    w.Char(' ');
    const auto verb = static_cast<std::size_t>(item.verb);
    w.Text(verb < kTradeVerbs.size() ? kTradeVerbs[verb] : "?");
    w.Char(' ');
    if (item.verb == TradeVerb::kPay) {
        w.Number(item.amount);
    } else if (item.gangster) {
        w.Gangster(item.card);
    } else {
        w.Business(item.card);
    }
}

using common::Quote;

using MoveResult = Result<Move>;
MoveResult Refuse(std::string why) { return MoveResult::Error(std::move(why)); }

// The words of an action, or an error when the spacing is not exactly one space between words.
bool SplitWords(std::string_view text, std::vector<std::string_view>& words) {
    words.clear();
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find(' ', start), text.size());
        if (end == start) return false;
        words.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return true;
}

// A decimal number without sign or leading zeros, 0..limit.
bool ParseAmount(std::string_view w, int limit, int& out) {
    if (w.empty() || w.size() > 6 || (w.size() > 1 && w[0] == '0')) return false;
    int v = 0;
    for (char c : w) {
        if (c < '0' || c > '9') return false;
        v = v * 10 + (c - '0');
    }
    if (v > limit) return false;
    out = v;
    return true;
}

class MoveParser {
public:
    MoveParser(const State& s, std::string_view text) : s_(s), text_(text) {}

    MoveResult Parse() {
        if (text_.empty()) return Refuse("empty action");
        if (!SplitWords(text_, w_))
            return Refuse("words must be separated by exactly one space, with none before or after");
        if (w_[0] == "roll") return Roll();
        if (w_[0].size() != 1)
            return Refuse(Quote(w_[0]) + " is not a seat letter (every action but 'roll' starts with one)");
        if (!SeatOf(w_[0], m_.seat)) return Refuse(Quote(w_[0]) + " is not the letter of a seat in this game");
        if (w_.size() < 2) return Refuse("an action needs a verb after the seat letter");
        const auto verb = std::find_if(kVerbs.begin(), kVerbs.end() - 1, [&](const char* v) { return w_[1] == v; });
        if (verb == kVerbs.end() - 1) return Refuse("unknown action " + Quote(w_[1]));
        m_.kind = static_cast<MoveKind>(verb - kVerbs.begin());
        switch (m_.kind) {
            case MoveKind::kAbort:
            case MoveKind::kAccept:
            case MoveKind::kClaim:
            case MoveKind::kContinue:
            case MoveKind::kDecline:
            case MoveKind::kFire:
            case MoveKind::kHold:
            case MoveKind::kKeep:
            case MoveKind::kObject:
            case MoveKind::kPass:
            case MoveKind::kPay:
            case MoveKind::kReveal: return Args(0) ? Done() : Wrong("takes no argument");
            case MoveKind::kChoose:
            case MoveKind::kLook:
            case MoveKind::kRecruit:
            case MoveKind::kRob:
            case MoveKind::kTrap:
                if (!Args(1)) return Wrong("needs one gangster code");
                return Gangster(w_[2], m_.a) ? Done() : NotA(w_[2], "gangster code");
            case MoveKind::kBuy:
                if (!Args(1)) return Wrong("needs one business code");
                return Business(w_[2], m_.a) ? Done() : NotA(w_[2], "business code");
            case MoveKind::kOrder:
                if (!Args(2)) return Wrong("needs a gangster and an order card: S order G O");
                if (!Gangster(w_[2], m_.a)) return NotA(w_[2], "gangster code");
                return OrderCard(w_[3], m_.b) ? Done() : NotA(w_[3], "order card code");
            case MoveKind::kPurchase:
                if (!Args(2)) return Wrong("needs a gangster and a market card: S purchase G B");
                if (!Gangster(w_[2], m_.a)) return NotA(w_[2], "gangster code");
                return Business(w_[3], m_.b) ? Done() : NotA(w_[3], "business code");
            case MoveKind::kLawyer:
                if (!Args(2)) return Wrong("needs an Anwalt and a gangster: S lawyer B G");
                if (!Business(w_[2], m_.a)) return NotA(w_[2], "business code");
                return Gangster(w_[3], m_.b) ? Done() : NotA(w_[3], "gangster code");
            case MoveKind::kReroll: {
                if (!Args(2)) return Wrong("needs a Polizist and a die number: S reroll B D");
                if (!Business(w_[2], m_.a)) return NotA(w_[2], "business code");
                int die = 0;
                if (!ParseAmount(w_[3], kMaxDice, die) || die < 1)
                    return Refuse("the die number " + Quote(w_[3]) + " must be 1 to " + std::to_string(kMaxDice));
                m_.amount = static_cast<std::int16_t>(die);
                return Done();
            }
            case MoveKind::kStake:
            case MoveKind::kLaunder: {
                if (!Args(1)) return Wrong("needs one amount");
                int amount = 0;
                if (!ParseAmount(w_[2], kMaxAmount, amount))
                    return Refuse("the amount " + Quote(w_[2]) + " must be a whole number from 0 to " +
                                  std::to_string(kMaxAmount) + " without leading zeros");
                m_.amount = static_cast<std::int16_t>(amount);
                return Done();
            }
            case MoveKind::kName:
                if (!Args(1)) return Wrong("needs a seat letter or 'none'");
                if (w_[2] == "none") return Done();
                if (w_[2].size() != 1 || !SeatOf(w_[2], m_.other))
                    return Refuse(Quote(w_[2]) + " is not the letter of a seat in this game (or 'none')");
                return Done();
            case MoveKind::kTarget:
                if (!Args(1)) return Wrong("needs one business or gangster code");
                if (Business(w_[2], m_.a)) return Done();
                m_.flag = true;
                return Gangster(w_[2], m_.a) ? Done() : NotA(w_[2], "business or gangster code");
            case MoveKind::kDiscard: {
                if (!Args(1)) return Wrong("needs an order card or an influence type");
                if (OrderCard(w_[2], m_.a)) return Done();
                if (auto t = ParseInfluence(w_[2])) {
                    m_.a = static_cast<std::uint8_t>(*t);
                    m_.flag = true;
                    return Done();
                }
                return NotA(w_[2], "order card code or influence type");
            }
            case MoveKind::kPlay: return Play();
            case MoveKind::kUse: return Use();
            case MoveKind::kTrade: return Trade();
            case MoveKind::kRoll: break;
        }
        return Refuse("unknown action " + Quote(w_[1]));
    }

private:
    static constexpr int kMaxAmount = 9999;

    bool Args(std::size_t n) const { return w_.size() == n + 2; }
    MoveResult Done() const { return m_; }
    MoveResult Wrong(const char* what) const { return Refuse("'" + std::string(w_[1]) + "' " + what); }
    MoveResult NotA(std::string_view word, const char* what) const {
        const bool vowel = std::string_view("aeiou").find(what[0]) != std::string_view::npos;
        return Refuse(Quote(word) + (vowel ? " is not an " : " is not a ") + what);
    }

    bool SeatOf(std::string_view word, Seat& out) const {
        for (int i = 0; i < s_.players && i < kMaxPlayers; ++i) {
            if (SeatLetterOf(s_.player[static_cast<std::size_t>(i)].family) == word[0]) {
                out = static_cast<Seat>(i);
                return true;
            }
        }
        return false;
    }
    static bool Gangster(std::string_view w, std::uint8_t& out) {
        auto g = ParseGangster(w);
        if (g) out = *g;
        return g.has_value();
    }
    static bool Business(std::string_view w, std::uint8_t& out) {
        auto b = ParseBusiness(w);
        if (b) out = *b;
        return b.has_value();
    }
    static bool OrderCard(std::string_view w, std::uint8_t& out) {
        auto o = ParseOrder(w);
        if (o) out = *o;
        return o.has_value();
    }

    MoveResult Roll() {
        m_.kind = MoveKind::kRoll;
        const std::size_t dice = w_.size() - 1;
        if (dice < 1 || dice > kMaxDice) return Refuse("'roll' needs 1 to " + std::to_string(kMaxDice) + " dice");
        for (std::size_t i = 0; i < dice; ++i) {
            const std::string_view d = w_[i + 1];
            if (d.size() != 1 || d[0] < '1' || d[0] > '6') return Refuse("the die " + Quote(d) + " must be 1 to 6");
            m_.list[i] = static_cast<std::uint8_t>(d[0] - '0');
        }
        m_.count = static_cast<std::uint8_t>(dice);
        return m_;
    }

    MoveResult Play() {
        if (w_.size() < 3 || w_.size() > 4)
            return Wrong("needs an influence type and at most one target: S play X [G|market]");
        auto t = ParseInfluence(w_[2]);
        if (!t) return NotA(w_[2], "influence type (IF SP NA HL SA MP AB IT)");
        m_.a = static_cast<std::uint8_t>(*t);
        const bool bare = *t == Influence::kSchemer || *t == Influence::kDoctor;
        if (bare) return Args(1) ? Done() : Refuse(std::string("'play ") + InfluenceCode(*t) + "' takes no target");
        if (!Args(2))
            return Refuse(std::string("'play ") + InfluenceCode(*t) + "' needs a gangster" +
                          (*t == Influence::kInformant ? " or 'market'" : ""));
        if (*t == Influence::kInformant && w_[3] == "market") {
            m_.flag = true;
            return Done();
        }
        return Gangster(w_[3], m_.b) ? Done() : NotA(w_[3], "gangster code");
    }

    MoveResult Use() {
        const std::size_t n = w_.size() - 2;
        if (n < 1 || n > m_.list.size())
            return Refuse("'use' needs 1 to " + std::to_string(m_.list.size()) + " business codes");
        for (std::size_t i = 0; i < n; ++i) {
            if (!Business(w_[i + 2], m_.list[i])) return NotA(w_[i + 2], "business code");
            if (i > 0 && !(w_[i + 1] < w_[i + 2]))
                return Refuse("'use' lists its businesses in code byte order, each once (" + Quote(w_[i + 2]) + ")");
        }
        m_.count = static_cast<std::uint8_t>(n);
        return m_;
    }

    MoveResult Trade() {
        if (w_.size() < 3 || !SeatOf(w_[2], m_.other) || w_[2].size() != 1)
            return Refuse("'trade' needs the other party's seat letter: S trade P / item ...");
        if (m_.other == m_.seat) return Refuse("a seat cannot trade with itself");
        if (m_.other < m_.seat) return Refuse("a trade is written by the party with the lower seat index");
        const std::size_t rest = w_.size() - 3;
        if (rest == 0 || rest % 4 != 0 || rest / 4 > kMaxTradeItems)
            return Refuse("a trade has 1 to " + std::to_string(kMaxTradeItems) + " items, each ' / X verb argument'");
        std::array<char, kMaxMoveText> prev{}, cur{};
        int prev_len = 0;
        for (std::size_t i = 0; i < rest / 4; ++i) {
            const std::string_view* item = &w_[3 + 4 * i];
            if (item[0] != "/") return Refuse("trade items are separated by ' / '");
            TradeItem& t = m_.items[i];
            Seat party = kNoSeat;
            if (item[1].size() != 1 || !SeatOf(item[1], party) || (party != m_.seat && party != m_.other))
                return Refuse("trade item " + std::to_string(i + 1) + ": " + Quote(item[1]) +
                              " is not one of the two parties");
            t.by_other = party == m_.other ? 1 : 0;
            const auto verb =
                std::find_if(kTradeVerbs.begin(), kTradeVerbs.end(), [&](const char* v) { return item[2] == v; });
            if (verb == kTradeVerbs.end())
                return Refuse("trade item " + std::to_string(i + 1) + ": unknown verb " + Quote(item[2]) +
                              " (pay, give, mark, unmark)");
            t.verb = static_cast<TradeVerb>(verb - kTradeVerbs.begin());
            if (t.verb == TradeVerb::kPay) {
                int amount = 0;
                if (!ParseAmount(item[3], kMaxAmount, amount) || amount == 0)
                    return Refuse("trade item " + std::to_string(i + 1) + ": the amount " + Quote(item[3]) +
                                  " must be a whole number from 1 to " + std::to_string(kMaxAmount));
                t.amount = static_cast<std::uint16_t>(amount);
            } else if (t.verb == TradeVerb::kGive && Gangster(item[3], t.card)) {
                t.gangster = 1;
            } else if (!Business(item[3], t.card)) {
                return Refuse("trade item " + std::to_string(i + 1) + ": " + Quote(item[3]) + " is not a business" +
                              (t.verb == TradeVerb::kGive ? " or gangster" : "") + " code");
            }
            m_.count = static_cast<std::uint8_t>(i + 1);
            Writer w(cur.data());
            WriteTradeItem(w, s_, m_, t);
            if (i > 0 && std::string_view(prev.data(), static_cast<std::size_t>(prev_len)) >=
                             std::string_view(cur.data(), static_cast<std::size_t>(w.size())))
                return Refuse("trade items are listed in byte order of their text, each once (item " +
                              std::to_string(i + 1) + ")");
            prev = cur;
            prev_len = w.size();
        }
        return m_;
    }

    const State& s_;
    std::string_view text_;
    std::vector<std::string_view> w_;
    Move m_{};
};

// The kinds whose text is "S verb X [Y]" with plain card codes or a number: what X and Y are, by field.
enum class Arg : std::uint8_t { kNone, kGangsterA, kGangsterB, kBusinessA, kBusinessB, kOrderB, kAmount };
std::array<Arg, 2> PlainArgs(MoveKind kind) {
    switch (kind) {
        case MoveKind::kChoose:
        case MoveKind::kLook:
        case MoveKind::kRecruit:
        case MoveKind::kRob:
        case MoveKind::kTrap: return {Arg::kGangsterA, Arg::kNone};
        case MoveKind::kBuy: return {Arg::kBusinessA, Arg::kNone};
        case MoveKind::kOrder: return {Arg::kGangsterA, Arg::kOrderB};
        case MoveKind::kPurchase: return {Arg::kGangsterA, Arg::kBusinessB};
        case MoveKind::kLawyer: return {Arg::kBusinessA, Arg::kGangsterB};
        case MoveKind::kReroll: return {Arg::kBusinessA, Arg::kAmount};
        case MoveKind::kStake:
        case MoveKind::kLaunder: return {Arg::kAmount, Arg::kNone};
        default: return {Arg::kNone, Arg::kNone};
    }
}

void WriteArg(Writer& w, const Move& m, Arg arg) {
    if (arg == Arg::kNone) return;
    w.Char(' ');
    switch (arg) {
        case Arg::kGangsterA: w.Gangster(m.a); break;
        case Arg::kGangsterB: w.Gangster(m.b); break;
        case Arg::kBusinessA: w.Business(m.a); break;
        case Arg::kBusinessB: w.Business(m.b); break;
        case Arg::kOrderB: w.Order(m.b); break;
        case Arg::kAmount: w.Number(m.amount); break;
        case Arg::kNone: break;
    }
}

// The canonical text without heap: at most kMaxMoveText bytes (no terminating zero); returns the length.
int WriteMove(const State& s, const Move& m, char* out) {
    Writer w(out);
    if (m.kind == MoveKind::kRoll) {
        w.Text("roll");
        for (int i = 0; i < m.count && i < kMaxDice; ++i) {
            w.Char(' ');
            w.Number(m.list[static_cast<std::size_t>(i)]);
        }
        return w.size();
    }
    w.Seat(s, m.seat);
    w.Char(' ');
    const auto kind = static_cast<std::size_t>(m.kind);
    w.Text(kind < kVerbs.size() ? kVerbs[kind] : "?");
    const std::array<Arg, 2> args = PlainArgs(m.kind);
    if (args[0] != Arg::kNone) {
        for (Arg a : args) WriteArg(w, m, a);
        return w.size();
    }
    switch (m.kind) {
        case MoveKind::kName:
            w.Char(' ');
            if (m.other == kNoSeat) {
                w.Text("none");
            } else {
                w.Seat(s, m.other);
            }
            break;
        case MoveKind::kTarget:
            w.Char(' ');
            if (m.flag) {
                w.Gangster(m.a);
            } else {
                w.Business(m.a);
            }
            break;
        case MoveKind::kDiscard:
            w.Char(' ');
            if (m.flag) {
                w.InfluenceType(m.a);
            } else {
                w.Order(m.a);
            }
            break;
        case MoveKind::kPlay:
            w.Char(' ');
            w.InfluenceType(m.a);
            if (m.flag) {
                w.Text(" market");
            } else if (m.b != kNoGangster) {
                w.Char(' ');
                w.Gangster(m.b);
            }
            break;
        case MoveKind::kUse:
            for (int i = 0; i < m.count && i < static_cast<int>(m.list.size()); ++i) {
                w.Char(' ');
                w.Business(m.list[static_cast<std::size_t>(i)]);
            }
            break;
        case MoveKind::kTrade:
            w.Char(' ');
            w.Seat(s, m.other);
            for (int i = 0; i < m.count && i < kMaxTradeItems; ++i) {
                w.Text(" / ");
                WriteTradeItem(w, s, m, m.items[static_cast<std::size_t>(i)]);
            }
            break;
        default: break;
    }
    return w.size();
}

}  // namespace

std::string ToString(const State& s, const Move& m) {
    char text[kMaxMoveText];
    return std::string(text, static_cast<std::size_t>(WriteMove(s, m, text)));
}

Result<Move> ParseMove(const State& s, std::string_view text) { return MoveParser(s, text).Parse(); }

Result<std::vector<Move>> ParseMoveList(const State& s, std::string_view text) {
    std::vector<Move> moves;
    int number = 0;
    for (std::string_view entry : SplitMoveList(text)) {
        ++number;
        auto m = ParseMove(s, entry);
        if (!m)
            return Result<std::vector<Move>>::Error("action " + std::to_string(number) + " " + Quote(entry) + ": " +
                                                    m.error());
        moves.push_back(*m);
    }
    return moves;
}

const char* StepName(Step step) {
    const auto i = static_cast<std::size_t>(step);
    return i < kStepNames.size() ? kStepNames[i] : "?";
}

bool ParseStepName(std::string_view name, Step& out) {
    for (std::size_t i = 0; i < kStepNames.size(); ++i) {
        if (name == kStepNames[i]) {
            out = static_cast<Step>(i);
            return true;
        }
    }
    return false;
}

}  // namespace lcn
