// The share link "v2.N..." (format: link.h [SECTION] Share link; the envelope: common/link_envelope.h).
// One field list per action kind (MoveFields) serves the encoder and the decoder alike.
#include <optional>
#include <utility>

#include "common/link_envelope.h"
#include "lacosanostra/link.h"
#include "lacosanostra/link_bits.h"
#include "lacosanostra/position_text.h"

namespace lcn {

namespace {

using detail::BitReader;
using detail::BitWriter;

constexpr char kTag = static_cast<char>(common::GameTag::kLaCosaNostra);
constexpr int kRevisionBits = 4, kPlayersBits = 3, kFamilyBits = 3, kSeatBits = 3, kNameLengthBits = 5;
constexpr int kKindBits = 5, kGangsterBits = 5, kBusinessBits = 6, kOrderBits = 7, kInfluenceBits = 3;
constexpr int kCountBits = 3, kDieBits = 3, kVerbBits = 2, kSeatKindBits = 3, kReasonBits = 2, kRefBits = 8;
constexpr int kUnusedKind = 31;  // MoveKind ends at kRoll = 30
static_assert(static_cast<int>(MoveKind::kRoll) < kUnusedKind && kMaxDice < 8 && kMaxTradeItems < 8);
static_assert(kNumGangsters < 31 && kNumBusinesses < 63 && kNumOrders < 127 && kNumInfluenceTypes <= 8);

// The two directions of one field list. A card field of all one bits is 0xFF ("none").
struct FieldWriter {
    BitWriter& out;
    void Raw(std::uint8_t& v, int width) { out.Raw(v, width); }
    void Card(std::uint8_t& v, int width) {
        const unsigned none = (1u << width) - 1;
        if (v == none) out.fits = false;  // would read back as "none"
        out.Raw(v == 0xFF ? none : v, width);
    }
    void Flag(bool& f) { out.Bit(f); }
    void Amount(std::int16_t& v) {  // zigzag, so that a negative amount (never legal) still has a code
        const std::int32_t x = v;
        out.Varint(x < 0 ? (static_cast<std::uint32_t>(-(x + 1)) << 1) | 1u : static_cast<std::uint32_t>(x) << 1);
    }
    void Amount(std::uint16_t& v) { out.Varint(v); }
};

struct FieldReader {
    BitReader& in;
    bool ok = true;  // false: a number too large for its field
    void Raw(std::uint8_t& v, int width) { v = static_cast<std::uint8_t>(in.Raw(width)); }
    void Card(std::uint8_t& v, int width) {
        const auto raw = static_cast<std::uint8_t>(in.Raw(width));
        v = raw == (1u << width) - 1 ? std::uint8_t{0xFF} : raw;
    }
    void Flag(bool& f) { f = in.Bit(); }
    void Amount(std::int16_t& v) {
        const std::optional<std::uint64_t> u = in.Varint();
        if (!u || *u > 0xFFFF) {
            ok = false;
            return;
        }
        const auto half = static_cast<std::int32_t>(*u >> 1);
        v = static_cast<std::int16_t>((*u & 1) ? -half - 1 : half);
    }
    void Amount(std::uint16_t& v) {
        const std::optional<std::uint64_t> u = in.Varint();
        if (!u || *u > 0xFFFF) {
            ok = false;
            return;
        }
        v = static_cast<std::uint16_t>(*u);
    }
};

// The fields each kind uses (moves.h "Field use per kind"), after its kind and seat.
template <typename Io>
void MoveFields(Io& io, Move& m) {
    auto count = [&](int max) {
        io.Raw(m.count, kCountBits);
        if (m.count > max) m.count = static_cast<std::uint8_t>(max + 1);  // the caller refuses it
        return m.count <= max ? m.count : 0;
    };
    switch (m.kind) {
        case MoveKind::kBuy: io.Card(m.a, kBusinessBits); return;
        case MoveKind::kChoose:
        case MoveKind::kRob:
        case MoveKind::kTrap:
        case MoveKind::kRecruit:
        case MoveKind::kLook: io.Card(m.a, kGangsterBits); return;
        case MoveKind::kDiscard:
            io.Flag(m.flag);
            io.Card(m.a, kOrderBits);
            return;
        case MoveKind::kLaunder:
        case MoveKind::kStake: io.Amount(m.amount); return;
        case MoveKind::kLawyer:
            io.Card(m.a, kBusinessBits);
            io.Card(m.b, kGangsterBits);
            return;
        case MoveKind::kName: io.Card(m.other, kSeatBits); return;
        case MoveKind::kOrder:
            io.Card(m.a, kGangsterBits);
            io.Card(m.b, kOrderBits);
            return;
        case MoveKind::kPlay:
            io.Raw(m.a, kInfluenceBits);
            io.Card(m.b, kGangsterBits);
            io.Flag(m.flag);
            return;
        case MoveKind::kPurchase:
            io.Card(m.a, kGangsterBits);
            io.Card(m.b, kBusinessBits);
            return;
        case MoveKind::kReroll:
            io.Card(m.a, kBusinessBits);
            io.Amount(m.amount);
            return;
        case MoveKind::kTarget:
            io.Card(m.a, kBusinessBits);
            io.Flag(m.flag);
            return;
        case MoveKind::kUse:
            for (int i = 0, n = count(kMaxDice); i < n; ++i)
                io.Card(m.list[static_cast<std::size_t>(i)], kBusinessBits);
            return;
        case MoveKind::kRoll:
            for (int i = 0, n = count(kMaxDice); i < n; ++i) io.Raw(m.list[static_cast<std::size_t>(i)], kDieBits);
            return;
        case MoveKind::kTrade:
            io.Card(m.other, kSeatBits);
            for (int i = 0, n = count(kMaxTradeItems); i < n; ++i) {
                TradeItem& item = m.items[static_cast<std::size_t>(i)];
                auto verb = static_cast<std::uint8_t>(item.verb);
                io.Raw(item.by_other, 1);
                io.Raw(verb, kVerbBits);
                item.verb = static_cast<TradeVerb>(verb);
                io.Card(item.card, kBusinessBits);
                io.Raw(item.gangster, 1);
                io.Amount(item.amount);
            }
            return;
        default: return;  // no fields beyond kind and seat
    }
}

std::uint64_t Zigzag(std::int32_t v) {
    return v < 0 ? (static_cast<std::uint64_t>(-(static_cast<std::int64_t>(v) + 1)) << 1) | 1u
                 : static_cast<std::uint64_t>(v) << 1;
}
std::optional<std::int32_t> Unzigzag(std::optional<std::uint64_t> u) {
    if (!u || *u > 0xFFFFFFFFu) return std::nullopt;
    const auto half = static_cast<std::int64_t>(*u >> 1);
    return static_cast<std::int32_t>((*u & 1) ? -half - 1 : half);
}

void PutMove(BitWriter& out, const Move& move) {
    BitWriter one;
    Move m = move;
    FieldWriter io{one};
    one.Raw(static_cast<std::uint8_t>(m.kind), kKindBits);
    io.Card(m.seat, kSeatBits);
    MoveFields(io, m);
    if (one.fits && m.count == move.count) return out.Append(one);
    out.Raw(kUnusedKind, kKindBits);  // not an action of a real game: a code the decoder refuses
    out.Raw(0, kSeatBits);
}

// One action as PutMove wrote it; `where` ("action 3: ") starts a refusal.
Result<Move> TakeMove(BitReader& in, const std::string& where) {
    using R = Result<Move>;
    Move m;
    const auto kind = static_cast<int>(in.Raw(kKindBits));
    if (kind > static_cast<int>(MoveKind::kRoll))
        return R::Error(where + "unknown action code " + std::to_string(kind));
    m.kind = static_cast<MoveKind>(kind);
    FieldReader io{in};
    io.Card(m.seat, kSeatBits);
    MoveFields(io, m);
    if (in.cut_short) return R::Error(where + "the link ends inside it");
    if (!io.ok) return R::Error(where + "a number is out of range");
    if (m.count > (m.kind == MoveKind::kTrade ? kMaxTradeItems : kMaxDice)) return R::Error(where + "too many items");
    return m;
}

}  // namespace

std::string EncodeLink(const GameRecord& r) {
    BitWriter out;
    const int revision = NeedsSeatsAndTalk(r) ? kLinkPayloadRevision : 0;  // people only, no talk: as before
    out.Raw(static_cast<std::uint64_t>(revision), kRevisionBits);
    out.Raw(static_cast<std::uint64_t>(r.setup.players), kPlayersBits);
    for (bool Options::*member : detail::kOptionMembers) out.Bit(r.setup.options.*member);
    for (int p = 0; p < r.setup.players && p < kMaxPlayers; ++p) {
        out.Raw(static_cast<std::uint64_t>(r.setup.families[static_cast<std::size_t>(p)]), kFamilyBits);
    }
    out.Raw(static_cast<std::uint64_t>(r.setup.start_player), kSeatBits);
    out.Varint(r.setup.seed);
    for (int p = 0; p < r.setup.players && p < kMaxPlayers; ++p) {
        const std::string& name = r.names[static_cast<std::size_t>(p)];
        out.Raw(name.size(), kNameLengthBits);
        for (char c : name) out.Raw(static_cast<unsigned char>(c), 8);
    }
    if (revision >= 1) {
        for (int p = 0; p < r.setup.players && p < kMaxPlayers; ++p)
            out.Raw(static_cast<std::uint64_t>(r.seats[static_cast<std::size_t>(p)]), kSeatKindBits);
    }
    out.Varint(r.moves.size());
    for (const Move& m : r.moves) PutMove(out, m);
    if (revision >= 1) {
        out.Varint(r.talk.size());
        int previous = 0;
        for (const DealTalk& t : r.talk) {
            out.Varint(static_cast<std::uint64_t>(t.at_move - previous));
            previous = t.at_move;
            out.Bit(t.kind == TalkKind::kAnswer);
            out.Raw(t.from, kSeatBits);
            out.Raw(t.to, kSeatBits);
            PutMove(out, t.trade);
            if (t.kind != TalkKind::kAnswer) continue;
            out.Bit(t.person);
            out.Raw(static_cast<std::uint64_t>(t.verdict.reason), kReasonBits);
            out.Varint(Zigzag(t.verdict.offered));
            out.Varint(Zigzag(t.verdict.wanted));
            out.Raw(t.verdict.card, kRefBits);
        }
    }
    return common::SealLink(kTag, out.Take());
}

Result<ReplayedGame> DecodeLink(std::string_view link) {
    using R = Result<ReplayedGame>;
    Result<common::OpenedLink> opened = common::OpenLink(link, "La Cosa Nostra");
    if (!opened) return R::Error(opened);
    if (opened->version != common::kTaggedLinkVersion) return R::Error("this link is for Famiglia");  // v1: untagged
    if (opened->tag != kTag) return R::Error(common::ForeignLinkReason(opened->tag));

    BitReader in(opened->payload);
    auto cut = [&](const char* where) { return R::Error(std::string("the link ends inside ") + where); };
    const auto revision = static_cast<int>(in.Raw(kRevisionBits));
    if (in.cut_short) return cut("its header");
    if (revision > kLinkPayloadRevision) {
        return R::Error("the link has La Cosa Nostra format revision " + std::to_string(revision) +
                            ", newer than this edition reads: update the page",
                        common::ReasonKind::kNewerEdition);
    }
    GameRecord record;
    record.setup.players = static_cast<int>(in.Raw(kPlayersBits));
    if (record.setup.players < kMinPlayers || record.setup.players > kMaxPlayers) {
        return R::Error("players: the link says " + std::to_string(record.setup.players) + " (3, 4 or 5)",
                        common::ReasonKind::kPlayers);
    }
    for (bool Options::*member : detail::kOptionMembers) record.setup.options.*member = in.Bit();
    for (std::size_t p = 0; p < static_cast<std::size_t>(record.setup.players); ++p) {
        record.setup.families[p] = static_cast<int>(in.Raw(kFamilyBits));
    }
    record.setup.start_player = static_cast<int>(in.Raw(kSeatBits));
    if (in.cut_short) return cut("its setup");
    const std::optional<std::uint64_t> seed = in.Varint();
    if (!seed) return R::Error(in.cut_short ? "the link ends inside the seed" : "the seed is not a valid number");
    record.setup.seed = *seed;
    for (std::size_t p = 0; p < static_cast<std::size_t>(record.setup.players); ++p) {
        const auto length = static_cast<std::size_t>(in.Raw(kNameLengthBits));
        for (std::size_t k = 0; k < length && !in.cut_short; ++k) record.names[p] += static_cast<char>(in.Raw(8));
        if (in.cut_short) return cut("the names");
    }
    if (revision >= 1) {
        for (std::size_t p = 0; p < static_cast<std::size_t>(record.setup.players); ++p) {
            const auto kind = static_cast<int>(in.Raw(kSeatKindBits));
            if (kind >= kNumSeatKinds) return R::Error("seat " + std::to_string(p) + ": unknown seat kind");
            record.seats[p] = static_cast<SeatKind>(kind);
        }
        if (in.cut_short) return cut("the seats");
    }
    const std::optional<std::uint64_t> count = in.Varint();
    if (!count) return R::Error(in.cut_short ? "the link ends before its actions" : "the action count is not valid");
    if (*count > static_cast<std::uint64_t>(kMaxRecordActions)) {
        return R::Error("the link holds more than " + std::to_string(kMaxRecordActions) + " actions");
    }
    record.moves.reserve(static_cast<std::size_t>(*count));
    for (std::uint64_t k = 0; k < *count; ++k) {
        Result<Move> m = TakeMove(in, "action " + std::to_string(k + 1) + ": ");
        if (!m) return R::Error(m);
        record.moves.push_back(*m);
    }
    if (revision >= 1) {
        const std::optional<std::uint64_t> said = in.Varint();
        if (!said) return R::Error(in.cut_short ? "the link ends before its talk" : "the talk count is not valid");
        if (*said > static_cast<std::uint64_t>(kMaxRecordTalk))
            return R::Error("the link holds more than " + std::to_string(kMaxRecordTalk) + " lines of talk");
        std::uint64_t at_move = 0;
        for (std::uint64_t k = 0; k < *said; ++k) {
            const std::string line = "talk " + std::to_string(k + 1) + ": ";
            DealTalk t;
            const std::optional<std::uint64_t> step = in.Varint();
            if (!step || *step > record.moves.size() - at_move)
                return R::Error(line + (in.cut_short ? "the link ends inside it" : "it is said after the game"));
            at_move += *step;
            t.at_move = static_cast<int>(at_move);
            t.kind = in.Bit() ? TalkKind::kAnswer : TalkKind::kOffer;
            t.from = static_cast<Seat>(in.Raw(kSeatBits));
            t.to = static_cast<Seat>(in.Raw(kSeatBits));
            Result<Move> trade = TakeMove(in, line);
            if (!trade) return R::Error(trade);
            t.trade = *trade;
            if (t.kind == TalkKind::kAnswer) {
                t.person = in.Bit();
                t.verdict.reason = static_cast<TradeReason>(in.Raw(kReasonBits));
                t.verdict.accept = t.verdict.reason == TradeReason::kAccepted;
                const std::optional<std::int32_t> offered = Unzigzag(in.Varint());
                const std::optional<std::int32_t> wanted = Unzigzag(in.Varint());
                t.verdict.card = static_cast<std::uint8_t>(in.Raw(kRefBits));
                if (in.cut_short) return R::Error(line + "the link ends inside it");
                if (!offered || !wanted) return R::Error(line + "a number is out of range");
                t.verdict.offered = *offered;
                t.verdict.wanted = *wanted;
            }
            record.talk.push_back(t);
        }
    }
    if (!in.AtCleanEnd())
        return R::Error(revision >= 1 ? "the link has data after its talk" : "the link has data after its last action");
    // One game, one link: a game of people without talk is written as revision 0 (EncodeLink).
    if (revision >= 1 && !NeedsSeatsAndTalk(record))
        return R::Error("the link has revision 1 but no computer seat and no talk (such links are revision 0)");
    return ReplayRecord(std::move(record));
}

}  // namespace lcn
