// The random hot-seat driver of the table tests (driver.h).
#include "driver.h"

#include <sstream>

#include "lacosanostra/session.h"

namespace shell::games::lacosanostra::test {

namespace {

bool IsWindowStep(lcn::Step step) {
    using lcn::Step;
    return step == Step::kPreTurn || step == Step::kTrapBefore || step == Step::kTrapAfter ||
           step == Step::kRobberyWindow || step == Step::kDoctorWindow;
}

std::string Where(const Driver& t, const std::string& what) {
    std::ostringstream os;
    os << "tap " << t.taps << " (move " << t.moves << ", step " << static_cast<int>(t.s.step) << "): " << what;
    return os.str();
}

// How often a detour is taken, out of 1000 taps that could take it.
int DetourPerMille(const Choice& c, const Screen& sc) {
    switch (c.effect) {
        case Effect::kPeek: return 5;
        case Effect::kUnpick: return 50;
        case Effect::kDone: return sc.done ? 300 : 10;  // "Hide" in the middle of a private step
        case Effect::kEraseDie: return 100;
        default: break;
    }
    if (c.effect == Effect::kMove && c.move.kind == lcn::MoveKind::kClaim) return 60;
    return -1;  // progress
}

std::string TapKindText(const Choice& c) {
    return std::to_string(static_cast<int>(c.tap.thing)) + ":" + std::to_string(c.tap.id) + " effect " +
           std::to_string(static_cast<int>(c.effect));
}

}  // namespace

std::vector<Choice> Driver::Choices() const {
    std::vector<Choice> out = ChoicesFor(s, d, pick, now);
    for (const Choice& c : OfferChoices(s, d, computers.deals())) out.push_back(c);
    return out;
}

void Driver::PlayDeal(const DealOffer& offer, const SpokenOffer& spoken, bool person_tapped_accept) {
    talk.insert(talk.end(), spoken.talk.begin(), spoken.talk.end());
    for (const DealTalk& x : spoken.talk) {
        if (x.kind != TalkKind::kAnswer) continue;
        int& n = x.person ? (x.verdict.accept ? person_accepts : person_declines)
                          : (x.verdict.accept ? computer_accepts : computer_declines);
        ++n;
    }
    if (!spoken.play) return;
    // Every party agreed: the answer is the last talk, a yes from the party that did not speak.
    const DealTalk* answer = spoken.talk.empty() ? nullptr : &spoken.talk.back();
    const bool agreed = answer != nullptr && answer->kind == TalkKind::kAnswer && answer->verdict.accept &&
                        answer->from == offer.to && answer->to == offer.from;
    const bool computer_yes = agreed && IsComputer(d, offer.to) && !answer->person &&
                              JudgeTrade(d.kinds[offer.to], lcn::ViewFor(s, offer.to), *spoken.play).accept;
    const bool person_yes = agreed && !IsComputer(d, offer.to) && answer->person && person_tapped_accept;
    if (!agreed || !(computer_yes || person_yes) || !IsComputer(d, offer.from) || *spoken.play != offer.trade) {
        if (problem.empty()) problem = Where(*this, "a deal played without every party's agreement");
        return;
    }
    const lcn::Refusal r = lcn::ApplyInPlace(s, *spoken.play);
    if (!r.ok()) {
        if (problem.empty()) problem = Where(*this, "the rules refused an agreed deal: " + lcn::RefusalText(r));
        return;
    }
    ++moves;
    played.push_back(*spoken.play);
    ++deal_trades;
    AfterMove(s, d, now);
}

Driver::Driver(const lcn::State& start) : s(start) {
    Reset(s, d, now);
    previous = d.shown;
}

void Driver::Perform(const Choice& c) {
    ++taps;
    previous = ScreenFor(s, d);
    mover = kNoSeat;
    bool ok = true;
    switch (c.effect) {
        case Effect::kAcceptOffer:
        case Effect::kDeclineOffer: {
            const std::optional<DealOffer> open = computers.deals().Open(s);
            if (!open) {
                ok = false;
                break;
            }
            const bool accept = c.effect == Effect::kAcceptOffer;
            PlayDeal(*open, AnswerOpen(s, computers.deals(), accept, moves), accept);
            break;
        }
        case Effect::kMove: {
            const lcn::Refusal r = lcn::ApplyInPlace(s, c.move);
            if (!r.ok()) {
                if (problem.empty()) problem = Where(*this, "the rules refused a choice: " + lcn::RefusalText(r));
                return;
            }
            ++moves;
            played.push_back(c.move);
            if (c.move.kind == lcn::MoveKind::kClaim) ++claims;
            if (previous.kind == ScreenKind::kPrivate && previous.reason == PrivateReason::kPeek)
                ++side_or_hand_plays_on_peeks;
            if (previous.kind == ScreenKind::kPrivate) mover = previous.seat;
            AfterMove(s, d, now);
            pick = {};
            break;
        }
        case Effect::kPick: pick = c.tap; break;
        case Effect::kUnpick: pick = {}; break;
        case Effect::kUnlock: ok = TapHandOff(s, d, c.seat, now); break;
        case Effect::kDone:
            hides += previous.done ? 0 : 1;
            ok = TapDone(s, d, now);
            break;
        case Effect::kPeek:
            ++peeks;
            ok = RequestPeek(s, d, c.seat, now);
            break;
        case Effect::kTypeDie:
            ++dice_typed;
            ok = TypeDie(s, d, c.tap.id);
            break;
        case Effect::kEraseDie:
            ++dice_erased;
            ok = EraseDie(d);
            break;
    }
    if (!ok && problem.empty())
        problem =
            Where(*this, "the flow refused an enabled choice of effect " + std::to_string(static_cast<int>(c.effect)));
    if (ScreenFor(s, d) != previous && c.effect != Effect::kPick) pick = {};
    if (problem.empty()) problem = CheckScreen(*this);
}

bool Driver::ComputerAct() {
    // Frames as the page draws them (budget 2 ms of wall time each), the clock moving a frame at a time.
    for (int frame = 0; frame < 200000; ++frame) {
        if (computers.Due(s, d) == kNoSeat) return false;
        now += 16;
        Sync(s, d, now);
        const struct ComputerAct act = computers.Frame(s, d, speed, game_seed, now, 2.0, MovesWaited());
        if (act.offer) {
            (act.offer->kind == OfferKind::kSellMarker ? offers_sell : offers_buy) += 1;
            offers_to_people += IsComputer(d, act.offer->to) ? 0 : 1;
            proposals_to_people += !IsComputer(d, act.offer->to) && act.offer->kind == OfferKind::kBuyMarkers ? 1 : 0;
            previous = ScreenFor(s, d);
            PlayDeal(*act.offer, Speak(s, d, *act.offer, moves), false);
            if (problem.empty()) problem = CheckScreen(*this);
            return true;
        }
        if (!act.move) continue;
        const std::optional<lcn::Move>& m = act.move;
        Choice c;
        c.move = *m;
        c.seat = m->seat;
        Perform(c);
        ++computer_moves;
        return true;
    }
    if (problem.empty()) problem = Where(*this, "a computer never answered");
    return false;
}

bool Driver::RandomTap(common::Rng& rng) {
    if (lcn::IsOver(s)) return false;
    now += kWindowMinMs;  // long enough for any gate and window
    Sync(s, d, now);
    // A due computer mostly acts first; sometimes a person taps meanwhile (a claim in a window, a peek).
    if (computers.Due(s, d) != kNoSeat && rng.Below(10) != 0) {
        ComputerAct();
        return problem.empty();
    }
    const std::vector<Choice> all = Choices();
    std::vector<const Choice*> progress, detours;
    for (const Choice& c : all) {
        if (!c.enabled) continue;
        const int per_mille = DetourPerMille(c, d.shown);
        if (per_mille < 0) {
            progress.push_back(&c);
        } else if (static_cast<int>(rng.Below(1000)) < per_mille) {
            detours.push_back(&c);
        }
    }
    std::vector<const Choice*> from = !detours.empty() ? detours : progress;
    if (from.empty()) {  // only detours on this screen (a Done screen, a window without moves): any of them
        for (const Choice& c : all)
            if (c.enabled) from.push_back(&c);
    }
    if (from.empty()) {
        if (computers.Due(s, d) != kNoSeat) {
            ComputerAct();
            return problem.empty();
        }
        if (problem.empty()) problem = Where(*this, "a screen without an enabled choice");
        return false;
    }
    const Choice& tap = *from[rng.Below(static_cast<std::uint32_t>(from.size()))];
    if (!AnyPerson(s, d) && problem.empty())
        problem = Where(*this, "a tap offered at a table of computers only: " + TapKindText(tap));
    Perform(tap);
    return problem.empty();
}

std::string CheckScreen(const Driver& t) {
    const Screen sc = ScreenFor(t.s, t.d);
    // A computer seat never gets a hand-off or a private screen: nothing of its own is ever drawn.
    if ((sc.kind == ScreenKind::kHandOff || sc.kind == ScreenKind::kPrivate) && IsComputer(t.d, sc.seat))
        return Where(t, "a hand-off or private screen of a computer seat");
    // A person is never offered a computer's move (its claim, roll, Continue) nor its peek.
    for (const Choice& c : t.Choices()) {
        if (c.effect == Effect::kMove && IsComputer(t.d, MoverOf(t.s, c.move)))
            return Where(t, "a computer's move offered to a person: " + lcn::ToString(t.s, c.move));
        if ((c.effect == Effect::kPeek || c.effect == Effect::kUnlock) && IsComputer(t.d, c.seat))
            return Where(t, "a computer's cards offered to a person");
    }
    // Solo: never a hand-off, and every screen is the person's own (no other person is at the device).
    const Seat solo = SoloPerson(t.d.kinds, t.s.players);
    if (solo != kNoSeat && sc.kind != ScreenKind::kScoring && (sc.kind == ScreenKind::kHandOff || sc.viewer != solo))
        return Where(t, "a hand-off or another view at a solo table");
    if (solo == kNoSeat && sc.viewer != kNoSeat) return Where(t, "a person's view at a table of people");
    // Never a private screen without a hand-off first (with people).
    if (solo == kNoSeat && sc.kind == ScreenKind::kPrivate &&
        !((t.previous.kind == ScreenKind::kHandOff || t.previous.kind == ScreenKind::kPrivate) &&
          t.previous.seat == sc.seat))
        return Where(t, "a private screen without its hand-off first");
    // Consecutive private steps of one seat share one gate.
    if (t.mover != kNoSeat && PrivateOwner(t.s) == t.mover &&
        !(sc.kind == ScreenKind::kPrivate && sc.seat == t.mover && !sc.done))
        return Where(t, "a second gate for the same seat's next private step");
    // Every move of the screen has its taps, and no first tap both makes a move and starts a two-tap gesture.
    {
        lcn::MoveList moves, legal;
        MovesOfScreen(t.s, sc, moves);
        lcn::LegalMoves(t.s, legal);
        struct Path {
            Tap first, second;
            int length;
        };
        std::vector<Path> paths;
        for (const lcn::Move& m : moves) {
            Tap path[2];
            const int n = PathOf(t.s, m, legal, path);
            if (n == 0) return Where(t, "a move without taps: " + lcn::ToString(t.s, m));
            const Path p{path[0], n == 2 ? path[1] : Tap{}, n};
            for (const Path& q : paths) {
                if (q.first == p.first && q.length != p.length)
                    return Where(t, "a tap that is both a move and a gesture");
                if (q.first == p.first && q.second == p.second) return Where(t, "two moves with the same taps");
            }
            paths.push_back(p);
        }
    }
    if (sc.kind == ScreenKind::kPublic || sc.kind == ScreenKind::kHandOff) {
        bool has_continue = false;
        for (const Choice& c : t.Choices()) {
            if (solo == kNoSeat && (c.tap.thing == Thing::kOrder || c.tap.thing == Thing::kInfluence))
                return Where(t, "a hand card is tappable on a public screen");
            if ((c.effect == Effect::kMove || c.effect == Effect::kPick) && PlayedPrivately(c.move) &&
                c.move.seat != solo)
                return Where(t, "a hand play is offered on a public screen");
            // kPreTurn closes with the due seat's `choose` (or `continue` while Intrigant turns are queued).
            if (c.effect == Effect::kMove && c.move.kind != lcn::MoveKind::kClaim) has_continue = true;
        }
        // What the screen exposes is a function of the public view (solo: the person's own view): the same screen
        // and choices from the state with every other secret scrubbed (ViewFor(s, viewer)). Chance's roll is the
        // generator's, scrubbed too.
        const lcn::State pub = lcn::ViewFor(t.s, sc.viewer).state;
        if (ScreenFor(pub, t.d) != sc) return Where(t, "the screen depends on a secret");
        std::vector<Choice> mine = ChoicesFor(t.s, t.d, t.pick, t.now), theirs = ChoicesFor(pub, t.d, t.pick, t.now);
        for (std::vector<Choice>* list : {&mine, &theirs})
            for (Choice& c : *list)
                if (c.move.kind == lcn::MoveKind::kRoll && !pub.options.physical_dice) c.move = {};
        if (mine != theirs) {
            std::string diff;
            for (const auto* list : {&mine, &theirs}) {
                diff += " |";
                for (const Choice& c : *list)
                    diff += " " + std::to_string(static_cast<int>(c.tap.thing)) + ":" + std::to_string(c.tap.id) +
                            (c.effect == Effect::kMove ? "=" + lcn::ToString(t.s, c.move) : std::string());
            }
            return Where(t, "the choices depend on a secret:" + diff);
        }
        // Every window offers its controller a move that closes it: one tap when no one reacts.
        // Solo: a window the person cannot act in passes by itself instead (computer.h).
        if (sc.kind == ScreenKind::kPublic && IsWindowStep(t.s.step) && !has_continue &&
            !IsComputer(t.d, lcn::CurrentActor(t.s).seat) && (solo == kNoSeat || WindowNeedsSeat(t.s, solo)))
            return Where(t, "a window without Continue");
    }
    return {};
}

lcn::Result<lcn::GameRecord> SessionRecord(const lcn::Setup& setup, const Driver& t, const SeatKinds& kinds) {
    using R = lcn::Result<lcn::GameRecord>;
    lcn::Session session;
    if (std::string why = session.NewGame(setup, {}, kinds); !why.empty()) return R::Error(why);
    std::size_t said = 0;
    const auto say_until = [&](int moves) {
        for (; said < t.talk.size() && t.talk[said].at_move <= moves; ++said) session.Say(t.talk[said]);
    };
    for (const lcn::Move& m : t.played) {
        say_until(session.num_moves());
        if (!session.Apply(m).ok()) return R::Error("move " + std::to_string(session.num_moves()) + " refused");
    }
    say_until(session.num_moves());
    return session.Record();
}

std::string PlayRandomGame(const lcn::Setup& setup, std::uint64_t tap_seed, Driver* totals, const SeatKinds& kinds,
                           const lcn::ExpertOptions& expert) {
    const auto game = lcn::NewGame(setup);
    if (!game) return "NewGame refused the setup";
    Driver t(*game);
    t.d.kinds = kinds;
    t.computers.set_expert_options(expert);
    t.game_seed = setup.seed;
    Reset(t.s, t.d, t.now);
    t.previous = t.d.shown;
    common::Rng rng(tap_seed);
    constexpr int kMaxTaps = 400000;
    // Deals spoken count too: a computer that nagged forever must end the loop (and fail "the game did not end").
    while (t.RandomTap(rng) && t.taps + t.offers_sell + t.offers_buy < kMaxTaps) {}
    if (totals != nullptr) {
        totals->moves += t.moves;
        totals->taps += t.taps;
        totals->claims += t.claims;
        totals->peeks += t.peeks;
        totals->hides += t.hides;
        totals->side_or_hand_plays_on_peeks += t.side_or_hand_plays_on_peeks;
        totals->dice_typed += t.dice_typed;
        totals->dice_erased += t.dice_erased;
        totals->computer_moves += t.computer_moves;
        totals->offers_sell += t.offers_sell;
        totals->offers_buy += t.offers_buy;
        totals->offers_to_people += t.offers_to_people;
        totals->proposals_to_people += t.proposals_to_people;
        totals->computer_accepts += t.computer_accepts;
        totals->computer_declines += t.computer_declines;
        totals->person_accepts += t.person_accepts;
        totals->person_declines += t.person_declines;
        totals->deal_trades += t.deal_trades;
    }
    if (!t.problem.empty()) return t.problem;
    if (!lcn::IsOver(t.s)) return Where(t, "the game did not end");
    return {};
}

}  // namespace shell::games::lacosanostra::test
