// shell/games/lacosanostra/computer/hint.cpp — see hint.h.
#include "games/lacosanostra/computer/hint.h"

#include <algorithm>
#include <chrono>

#include "common/rng.h"
#include "games/lacosanostra/computer/seat_levels.h"
#include "games/lacosanostra/texts/sentences.h"

namespace shell::games::lacosanostra {

namespace {

double NowMs() {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// The card a private move uses, which its sentence leaves out ("Give Y3 an order": which one).
std::string PrivateDetail(Lang lang, const lcn::Move& m) {
    if (m.kind == lcn::MoveKind::kOrder) return OrderName(lang, m.b);
    if (m.kind == lcn::MoveKind::kDiscard)
        return m.flag ? std::string(InfluenceName(lang, static_cast<lcn::Influence>(m.a))) : OrderName(lang, m.a);
    return {};
}

}  // namespace

Seat HintSeat(const lcn::State& s, const Device& d) {
    if (lcn::IsOver(s) || s.step == lcn::Step::kRoll || s.step == lcn::Step::kRerollDie) return kNoSeat;
    const lcn::Actor actor = lcn::CurrentActor(s);
    if (actor.kind != lcn::ActorKind::kSeat || actor.seat >= s.players || IsComputer(d, actor.seat)) return kNoSeat;
    const Screen sc = ScreenFor(s, d);
    if (sc.kind == ScreenKind::kHandOff || sc.kind == ScreenKind::kScoring || sc.done) return kNoSeat;
    // Only a screen that already shows the seat's own cards: its private screen, or the solo person's table.
    return VisibleSeat(sc) == actor.seat ? actor.seat : kNoSeat;
}

bool Hint::Ask(const lcn::State& s, const Device& d, std::uint64_t game_seed, int at_move,
               const lcn::ExpertOptions& options) {
    const Seat seat = HintSeat(s, d);
    if (seat == kNoSeat) return false;
    *this = Hint{};
    const lcn::View view = lcn::ViewFor(s, seat);
    lcn::MoveList legal;
    lcn::LegalMoves(s, legal);
    // As a computer seat's seed (computer.cpp), salted apart so a hint is not the seat's own computer twin.
    const std::uint64_t salt = common::Rng::Stream(game_seed ^ 0x4A1E7ull, static_cast<std::uint64_t>(at_move)).Next();
    thinker_.Start(view, legal, lcn::ExpertSeed(view, salt), options);
    seat_ = seat;
    at_move_ = at_move;
    return true;
}

bool Hint::Frame(double budget_ms) {
    if (seat_ == kNoSeat) return false;
    if (ready_) return true;
    const double start = NowMs();
    bool done = false;
    do {
        done = thinker_.Step(UnitsPerSlice(SeatKind::kExpert));
    } while (!done && NowMs() - start < budget_ms);
    if (!done) return false;
    ready_ = true;
    move_ = thinker_.Result();
    stats_ = thinker_.Stats();
    return true;
}

void Hint::KeepValid(const lcn::State& s, const Device& d, int moves) {
    if (seat_ == kNoSeat) return;
    if (moves != at_move_ || HintSeat(s, d) != seat_) Cancel();
}

std::string HintLine(Lang lang, const lcn::State& s, const SeatNames& names, const std::optional<lcn::Move>& move,
                     const lcn::ExpertStats& stats) {
    if (!move) return Text(lang, T::kHintNone);
    lcn::State after = s;
    if (!lcn::ApplyInPlace(after, *move).ok()) return Text(lang, T::kHintNone);
    // Advice for a move not yet made: "Give R3 an order", never the log's past tense nor what the move brought about.
    std::string what = AdviceLine(lang, s, *move, after, names);
    if (what.empty()) what = lcn::ToString(s, *move);
    if (const std::string detail = PrivateDetail(lang, *move); !detail.empty()) what += " (" + detail + ")";
    const std::string why = stats.playouts > 0 ? Tr(lang, T::kHintSearched,
                                                    {std::to_string(stats.candidates), std::to_string(stats.playouts)})
                                               : Text(lang, T::kHintObvious);
    return Tr(lang, T::kHintLine, {what, why});
}

std::string HintProgressLine(Lang lang, double progress) {
    return Tr(lang, T::kHintThinking, {std::to_string(static_cast<int>(std::clamp(progress, 0.0, 1.0) * 100))});
}

std::string HintAskedLine(Lang lang, const lcn::State& s, const SeatNames& names, Seat seat) {
    return Tr(lang, T::kHintAsked, {NameOf(s, names, seat)});
}

}  // namespace shell::games::lacosanostra
