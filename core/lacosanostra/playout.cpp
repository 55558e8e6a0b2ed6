// The random-playout policy: see playout.h for the rules and why.
#include "lacosanostra/playout.h"

#include "lacosanostra/rules.h"

namespace lcn {

namespace {

bool Chance(Rng& rng, std::uint32_t times, std::uint32_t in) { return rng.Below(in) < times; }

// PickAmong with every move wanted, without its two passes: the same draw, the same move.
const Move& PickAny(const MoveList& legal, Rng& rng) {
    return legal[static_cast<int>(rng.Below(static_cast<std::uint32_t>(legal.size())))];
}

// A uniformly random move among those with `want(m)`, or a uniformly random one when there is none.
template <typename Want>
const Move& PickAmong(const MoveList& legal, Rng& rng, Want want) {
    int count = 0;
    for (const Move& m : legal) count += want(m) ? 1 : 0;
    if (count == 0) return PickAny(legal, rng);
    int pick = static_cast<int>(rng.Below(static_cast<std::uint32_t>(count)));
    for (const Move& m : legal) {
        if (want(m) && pick-- == 0) return m;
    }
    return legal[0];  // not reached
}

bool IsKind(const Move& m, MoveKind k) { return m.kind == k; }

}  // namespace

Move RandomPlayoutMove(const State& s, MoveList& legal, Rng& rng) {
    if (CurrentActor(s).kind == ActorKind::kChance) return DefaultRoll(s);
    LegalMoves(s, legal);
    auto kind_is = [](MoveKind k) { return [k](const Move& m) { return IsKind(m, k); }; };
    auto kind_not = [](MoveKind k) { return [k](const Move& m) { return !IsKind(m, k); }; };
    switch (s.step) {
        case Step::kTrapBefore:
        case Step::kTrapAfter:
        case Step::kRobberyWindow:
        case Step::kDoctorWindow:
            return Chance(rng, 3, 4) ? PickAmong(legal, rng, kind_is(MoveKind::kContinue))
                                     : PickAmong(legal, rng, kind_is(MoveKind::kClaim));
        case Step::kPreTurn:
            return Chance(rng, 3, 4) ? PickAmong(legal, rng, kind_not(MoveKind::kClaim))
                                     : PickAmong(legal, rng, kind_is(MoveKind::kClaim));
        case Step::kClaim:
            return Chance(rng, 3, 4) ? PickAmong(legal, rng, kind_not(MoveKind::kDecline)) : PickAny(legal, rng);
        case Step::kBeforeReveal:
            if (s.cur.named == kNoSeat && Chance(rng, 4, 5)) {
                return PickAmong(legal, rng,
                                 [](const Move& m) { return m.kind == MoveKind::kName && m.other != kNoSeat; });
            }
            return Chance(rng, 9, 10) ? PickAmong(legal, rng, kind_is(MoveKind::kReveal)) : PickAny(legal, rng);
        case Step::kPurchase:
            return Chance(rng, 9, 10) ? PickAmong(legal, rng, kind_is(MoveKind::kPay)) : PickAny(legal, rng);
        case Step::kBuyDecision:
            return Chance(rng, 3, 4) ? PickAmong(legal, rng, kind_is(MoveKind::kBuy)) : PickAny(legal, rng);
        case Step::kDrawCheck:
            return Chance(rng, 1, 4) ? PickAmong(legal, rng, kind_is(MoveKind::kObject))
                                     : PickAmong(legal, rng, kind_is(MoveKind::kAccept));
        default: return PickAny(legal, rng);
    }
}

Move RandomTrade(const State& s, Rng& rng) {
    Move m;
    m.kind = MoveKind::kTrade;
    const Seat a = static_cast<Seat>(rng.Below(s.players));
    const Seat b = static_cast<Seat>((a + 1 + rng.Below(static_cast<std::uint32_t>(s.players - 1))) % s.players);
    m.seat = a < b ? a : b;
    m.other = a < b ? b : a;
    TradeItem first;
    first.by_other = static_cast<std::uint8_t>(rng.Below(2));
    const Seat doer = first.by_other ? m.other : m.seat;
    const Seat receiver = first.by_other ? m.seat : m.other;
    const Family doer_family = s.player[doer].family;
    switch (rng.Below(4)) {
        case 0: {  // give an own business or idle gangster
            first.verb = TradeVerb::kGive;
            const std::uint32_t pick = rng.Below(kNumBusinesses + kGangstersPerFamily);
            if (pick < kNumBusinesses) {
                first.card = static_cast<BusinessId>(pick);
            } else {
                first.card = MakeGangster(doer_family, static_cast<int>(pick - kNumBusinesses));
                first.gangster = 1;
            }
            break;
        }
        case 1:
        case 2: {  // mark / unmark one of the receiver's cards: pick among his display
            first.verb = rng.Below(2) == 0 ? TradeVerb::kMark : TradeVerb::kUnmark;
            int count = 0;
            for (const BusinessPlace& bp : s.businesses)
                count += bp.zone == BusinessZone::kDisplay && bp.holder == receiver;
            if (count == 0) {
                first.verb = TradeVerb::kPay;
                first.amount = 1;
                break;
            }
            int k = static_cast<int>(rng.Below(static_cast<std::uint32_t>(count)));
            for (BusinessId id = 0; id < kNumBusinesses; ++id) {
                const BusinessPlace& bp = s.businesses[id];
                if (bp.zone == BusinessZone::kDisplay && bp.holder == receiver && k-- == 0) first.card = id;
            }
            break;
        }
        default:
            first.verb = TradeVerb::kPay;
            first.amount = static_cast<std::uint16_t>(1 + rng.Below(3));
            break;
    }
    // Cards given that the doer does not own are proposals Apply refuses: re-aim a give at a card he owns
    // (a gangster he got in a trade too, R12).
    if (first.verb == TradeVerb::kGive && first.gangster) {
        for (int i = 0; i < kNumGangsters; ++i) {
            const auto id = static_cast<GangsterId>((first.card + i) % kNumGangsters);
            if (OwnerOf(s, id) == doer) {
                first.card = id;
                break;
            }
        }
    } else if (first.verb == TradeVerb::kGive) {
        for (int i = 0; i < kNumBusinesses; ++i) {
            const auto id = static_cast<BusinessId>((first.card + i) % kNumBusinesses);
            if (s.businesses[id].zone == BusinessZone::kDisplay && s.businesses[id].holder == doer) {
                first.card = id;
                break;
            }
        }
    }
    m.items[0] = first;
    m.count = 1;
    if (first.verb != TradeVerb::kPay && rng.Below(3) == 0) {
        TradeItem price;
        price.by_other = static_cast<std::uint8_t>(1 - first.by_other);
        price.verb = TradeVerb::kPay;
        price.amount = static_cast<std::uint16_t>(1 + rng.Below(3));
        // Canonical order: by item text, whose first byte is the party's seat letter (the parties differ).
        const bool price_first = SeatLetterOf(s.player[receiver].family) < SeatLetterOf(doer_family);
        m.items[price_first ? 0 : 1] = price;
        m.items[price_first ? 1 : 0] = first;
        m.count = 2;
    }
    return m;
}

int PlayoutStep(State& s, Rng& rng, MoveList& legal, std::array<Move, kMaxPlayoutStepMoves>& applied) {
    int n = 0;
    if (IsSafePoint(s) && rng.Below(kTradeOneIn) == 0) {
        const Move trade = RandomTrade(s, rng);
        if (ApplyInPlace(s, trade).ok()) applied[static_cast<std::size_t>(n++)] = trade;
    }
    if ((s.options.spy_any_time || s.options.wild) && rng.Below(kSideMoveOneIn) == 0) {
        SideMoves(s, static_cast<Seat>(rng.Below(s.players)), legal);
        if (!legal.empty()) {
            const Move side = legal[static_cast<int>(rng.Below(static_cast<std::uint32_t>(legal.size())))];
            ApplyLegal(s, side);
            applied[static_cast<std::size_t>(n++)] = side;
        }
    }
    const Move m = RandomPlayoutMove(s, legal, rng);
    ApplyLegal(s, m);
    applied[static_cast<std::size_t>(n++)] = m;
    return n;
}

}  // namespace lcn
