// See talk.h.
#include "lacosanostra/talk.h"

#include "lacosanostra/notation.h"
#include "lacosanostra/rules.h"

namespace lcn {

namespace {
bool IsRef(std::uint8_t card, std::uint8_t first, int count) { return card >= first && card < first + count; }
}  // namespace

DealTalk AnswerTo(const DealTalk& offer, int at_move, bool person, const TradeVerdict& verdict) {
    return {.at_move = at_move,
            .kind = TalkKind::kAnswer,
            .from = offer.to,
            .to = offer.from,
            .trade = offer.trade,
            .person = person,
            .verdict = verdict};
}

std::string TalkProblem(const State& s, const DealTalk& talk) {
    if (talk.kind != TalkKind::kOffer && talk.kind != TalkKind::kAnswer) return "an unknown kind of talk";
    if (talk.from >= s.players || talk.to >= s.players || talk.from == talk.to) return "the seats are not two players";
    const Move& m = talk.trade;
    if (m.kind != MoveKind::kTrade || m.count > kMaxTradeItems) return "what was offered is not a trade";
    // The trade is between the two speakers, and the notation reads it back as itself: every card and verb is one
    // the log can word.
    const bool parties = (m.seat == talk.from && m.other == talk.to) || (m.seat == talk.to && m.other == talk.from);
    const Result<Move> back = ParseMove(s, ToString(s, m));
    if (!parties || !back || !(*back == m)) return "what was offered is not a trade between the two";
    const TradeVerdict& v = talk.verdict;
    if (talk.kind == TalkKind::kOffer) {
        if (talk.person || !(v == TradeVerdict{})) return "an offer carries no answer";
        return {};
    }
    if (static_cast<int>(v.reason) > static_cast<int>(TradeReason::kNotInterested) ||
        v.accept != (v.reason == TradeReason::kAccepted)) {
        return "the answer is not a yes or a no with its reason";
    }
    if (v.card != 0xFF && !IsRef(v.card, kRefBusiness, kNumBusinesses) && !IsRef(v.card, kRefGangster, kNumGangsters))
        return "the answer names no card";
    if (talk.person && !(v.reason == TradeReason::kAccepted || v.reason == TradeReason::kNotInterested))
        return "a person's answer is a yes or a plain no";
    return {};
}

}  // namespace lcn
