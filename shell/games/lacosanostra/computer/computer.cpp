// shell/games/lacosanostra/computer/computer.cpp — see computer.h.
#include "games/lacosanostra/computer/computer.h"

#include <algorithm>
#include <chrono>

#include "common/rng.h"

namespace shell::games::lacosanostra {

namespace {

double NowMs() {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

bool IsWindow(lcn::Step step) {
    using lcn::Step;
    return step == Step::kPreTurn || step == Step::kTrapBefore || step == Step::kTrapAfter ||
           step == Step::kRobberyWindow || step == Step::kDoctorWindow;
}

std::uint8_t Bit(Seat seat) { return static_cast<std::uint8_t>(1u << seat); }

}  // namespace

// While a solo person decides, at most this many Expert decisions are thought ahead: the few first moves of the
// person's (Normal's choice first) and the windows they open. A planning step offers the person dozens of moves.
constexpr int kPersonAheadLimit = 6;

std::string_view ComputerWaitName(ComputerWait wait) {
    switch (wait) {
        case ComputerWait::kNone: return "";
        case ComputerWait::kThinking: return "thinking";
        case ComputerWait::kPause: return "pause";
        case ComputerWait::kWindow: return "window";
        case ComputerWait::kDeal: return "deal";
    }
    return "";
}

double Computers::progress() const {
    if (!busy_) return 0;
    if (ready_) return 1;
    return expert_busy_ ? expert_.Progress() : 0;
}

bool AnyPerson(const lcn::State& s, const Device& d) {
    for (Seat p = 0; p < s.players; ++p)
        if (!IsComputer(d, p)) return true;
    return false;
}

Seat Computers::Due(const lcn::State& s, const Device& d) const {
    if (lcn::IsOver(s) || ScreenFor(s, d).kind != ScreenKind::kPublic) return kNoSeat;
    if (const std::optional<DealOffer> offer = deals_.Due(s, d)) return offer->from;
    if (deals_.Open(s)) return kNoSeat;  // a person answers first
    const lcn::Actor actor = lcn::CurrentActor(s);
    if (actor.kind == lcn::ActorKind::kTable) {
        // The other computers first (each claims or passes once), the controller's Continue last.
        const std::uint8_t passed = SameWindow(d) ? passed_ : 0;
        for (Seat p = 0; p < s.players; ++p)
            if (p != actor.seat && IsComputer(d, p) && (passed & Bit(p)) == 0) return p;
        if (IsComputer(d, actor.seat)) return actor.seat;
        // Solo: the person's window passes by itself when the person cannot act in it (ControllerMove).
        const Seat solo = SoloPerson(d.kinds, s.players);
        return solo == actor.seat && !WindowNeedsSeat(s, solo) ? solo : kNoSeat;
    }
    const Seat seat = DecidingSeat(s);
    return IsComputer(d, seat) ? seat : kNoSeat;
}

bool Computers::Idle(double budget_ms) {
    const bool deciding = busy_ && !ready_ && !(expert_busy_ ? expert_.Done() : thinker_.Done());
    if (budget_ms <= 0) return deciding || thinking_ahead();
    const double start = NowMs();
    if (deciding) {
        const int units = UnitsPerSlice(expert_busy_ ? SeatKind::kExpert : SeatKind::kNormal);
        bool done = false;
        do {
            done = expert_busy_ ? expert_.Step(units) : thinker_.Step(units);
        } while (!done && NowMs() - start < budget_ms);
        busy_ms_ += NowMs() - start;
        return true;  // Frame takes the move (and plans ahead from it)
    }
    if (!think_ahead_) return false;
    ahead_.Work(start + budget_ms, UnitsPerSlice(SeatKind::kExpert));
    return ahead_.pending();
}

void Computers::Cancel() {
    busy_ = ready_ = false;
    move_.reset();
    seat_ = kNoSeat;
    passed_ = 0;
    window_ms_ = -1;
    person_free_ms_.reset();
    deals_.Reset();
    ahead_.Clear();
}

ComputerAct Computers::Frame(const lcn::State& s, const Device& d, Speed speed, std::uint64_t game_seed,
                             std::int64_t now_ms, double budget_ms, int moves_waited) {
    const double start = NowMs();
    lcn::ExpertOptions options = expert_options_;
    options.moves_waited = moves_waited;
    waiting_ = ComputerWait::kNone;
    const bool window = IsWindow(s.step) && lcn::CurrentActor(s).kind == lcn::ActorKind::kTable;
    if (window && !SameWindow(d)) {
        window_ = d.shown;
        window_ms_ = d.shown_ms;
        passed_ = 0;
    }
    const Seat seat = Due(s, d);
    if (seat == kNoSeat || !person_free_ms_) person_free_ms_ = now_ms;
    // How long a person has waited for the computers: their pauses shorten after a while (pace.h).
    const std::int64_t person_waited = AnyPerson(s, d) ? now_ms - *person_free_ms_ : 0;
    if (seat == kNoSeat) {
        busy_ = ready_ = false;
        // Solo, the person's time to decide is idle: think ahead for after the person's moves (think_ahead.h).
        const Seat solo = SoloPerson(d.kinds, s.players);
        if (think_ahead_ && solo != kNoSeat && !lcn::IsOver(s) && DecidingSeat(s) == solo) {
            ahead_.PlanForPerson(s, d, solo, game_seed, options, kPersonAheadLimit);
            ahead_.Work(start + budget_ms, UnitsPerSlice(SeatKind::kExpert));
        }
        return {};
    }
    if (const std::optional<DealOffer> offer = deals_.Due(s, d)) {  // a deal is spoken like a public act
        busy_ = ready_ = false;
        const std::int64_t pause = PauseMs(speed, ActKind::kPublic, person_waited);
        if (now_ms - last_act_ms_ < pause || now_ms - d.shown_ms < pause) {
            waiting_ = ComputerWait::kDeal;
            return {};
        }
        last_act_ms_ = now_ms;
        deals_.Spoken(s, d, *offer);
        return {std::nullopt, offer};
    }
    // A computer's roll (a chance roll it would tap, or its physical dice) is the table's generator: no thinking.
    const bool roll = s.step == lcn::Step::kRoll || s.step == lcn::Step::kRerollDie;
    if (roll && (!busy_ || !ready_ || seat != seat_)) {
        busy_ = ready_ = true;
        seat_ = seat;
        move_ = lcn::DefaultRoll(s);
        view_ = lcn::ViewFor(s, seat);
        if (think_ahead_) ahead_.Plan(s, d, *move_, game_seed, options);
    }
    lcn::View view = lcn::ViewFor(s, seat);
    lcn::MoveList legal;
    lcn::LegalMoves(s, legal);
    if (!IsComputer(d, seat) && (!busy_ || seat != seat_)) {  // the solo person's window passing: no thinking
        busy_ = ready_ = true;
        seat_ = seat;
        move_ = ControllerMove(legal, seat);
        view_ = view;
    }
    if (!busy_ || seat != seat_ || !(view == view_)) {
        expert_busy_ = d.kinds[seat] == SeatKind::kExpert;
        if (!expert_busy_) {
            thinker_.Start(view, legal, BotLevelOf(d.kinds[seat]).value_or(lcn::BotLevel::kNormal),
                           DecisionSeed(game_seed, s, seat));
        } else if (std::optional<lcn::ExpertThinker> ahead = ahead_.Take(seat, view, moves_waited)) {
            expert_ = std::move(*ahead);  // thought out (or begun) while the last acts waited
            ++decisions_ahead_;
            decisions_ahead_done_ += expert_.Done() ? 1 : 0;
        } else {  // its sampling from public data only (expert.h "Fairness"), its work even
            StartExpert(expert_, view, legal, game_seed, s, options);
        }
        busy_ = true;
        ready_ = false;
        seat_ = seat;
        view_ = std::move(view);
        busy_ms_ = 0;
    }
    if (!ready_) {
        bool done = false;
        const int units = UnitsPerSlice(d.kinds[seat]);
        do {
            done = expert_busy_ ? expert_.Step(units) : thinker_.Step(units);
        } while (!done && NowMs() - start < budget_ms);
        const double spent = NowMs() - start;
        longest_slice_ms_ = std::max(longest_slice_ms_, spent);
        busy_ms_ += spent;
        if (!done) {
            waiting_ = ComputerWait::kThinking;
            return {};
        }
        last_busy_ms_ = busy_ms_;
        ++decisions_;
        ready_ = true;
        move_ = expert_busy_ ? expert_.Result() : thinker_.Result();
        const Seat controller = lcn::CurrentActor(s).seat;
        if (window && !move_) {
            if (seat != controller) {  // this seat lets the window pass: ask the next computer
                passed_ |= Bit(seat);
                busy_ = ready_ = false;
                waiting_ = ComputerWait::kThinking;
                return {};
            }
            move_ = ControllerMove(legal, controller);
        }
        if (think_ahead_ && move_) ahead_.Plan(s, d, *move_, game_seed, options);
    }
    if (!move_) {  // a position where the bot has no move: nothing to play (the table shows the step)
        return {};
    }
    // The pause (pace.h): after the last act and the screen's appearance; a window's Continue also waits the
    // window's minimum while people can claim.
    const ActKind kind = PrivateOwner(s) == seat                             ? ActKind::kPrivate
                         : window && move_->kind == lcn::MoveKind::kContinue ? ActKind::kCloseWindow
                                                                             : ActKind::kPublic;
    const std::int64_t pause = PauseMs(speed, kind, person_waited);
    if (now_ms - last_act_ms_ < pause || now_ms - d.shown_ms < pause) {
        waiting_ = ComputerWait::kPause;
    } else if (window && move_->kind != lcn::MoveKind::kClaim && PersonMayClaim(s, d) &&
               !WindowMinimumPassed(d, now_ms)) {
        waiting_ = ComputerWait::kWindow;
    }
    if (waiting_ != ComputerWait::kNone) {  // the rest of the frame's thinking goes to the next decisions
        ahead_.Work(start + budget_ms, UnitsPerSlice(SeatKind::kExpert));
        return {};
    }
    last_act_ms_ = now_ms;
    busy_ = ready_ = false;
    ComputerAct out{move_, std::nullopt};
    move_.reset();
    return out;
}

}  // namespace shell::games::lacosanostra
