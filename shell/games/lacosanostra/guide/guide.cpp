// shell/games/lacosanostra/guide/guide.cpp — the guided first game's logic (guide.h); its words are guide_script.cpp's.
#include "games/lacosanostra/guide/guide.h"

#include <algorithm>

#include "lacosanostra/notation.h"

namespace shell::games::lacosanostra {

namespace {

bool IsTrade(const lcn::Move& m) { return m.kind == lcn::MoveKind::kTrade; }
bool PartyOf(const lcn::Move& m, Seat seat) { return m.seat == seat || m.other == seat; }

// The device of the guided table at state `s`: the script's seats, the screen as the table shows it.
Device GuideDevice(const lcn::State& s) {
    Device d;
    d.kinds = TheGuideScript().kinds;
    Reset(s, d, 0);
    return d;
}

}  // namespace

GuidePlan PlanOf(const GuideScript& script) {
    GuidePlan plan;
    auto start = lcn::NewGame(script.setup);
    if (!start) {
        plan.problem = "setup: " + start.error();
        return plan;
    }
    lcn::State s = *start;
    plan.states.push_back(s);
    for (int i = 0; i < script.count; ++i) {
        auto m = lcn::ParseMove(s, script.steps[i].move);
        if (!m) {
            plan.problem = "step " + std::to_string(i) + " (" + script.steps[i].move + "): " + m.error();
            break;
        }
        const lcn::Refusal r = lcn::ApplyInPlace(s, *m);
        if (!r.ok()) {
            plan.problem = "step " + std::to_string(i) + " (" + script.steps[i].move + ") refused";
            break;
        }
        plan.moves.push_back(*m);
        plan.states.push_back(s);
    }
    if (!plan.problem.empty()) plan.moves.clear(), plan.states.clear();
    return plan;
}

const GuidePlan& TheGuidePlan() {
    static const GuidePlan plan = PlanOf(TheGuideScript());
    return plan;
}

std::string StartGuide(lcn::Session& session, const lcn::SeatNames& names) {
    if (!TheGuidePlan().problem.empty()) return TheGuidePlan().problem;
    return session.NewGame(TheGuideScript().setup, names, TheGuideScript().kinds);
}

bool RewindGuide(lcn::Session& session, const lcn::SeatNames& names, int i) {
    const GuidePlan& plan = TheGuidePlan();
    if (i < 0 || i > static_cast<int>(plan.moves.size()) || !StartGuide(session, names).empty()) return false;
    for (int k = 0; k < i; ++k)
        if (!session.Apply(plan.moves[static_cast<std::size_t>(k)]).ok()) return false;
    return true;
}

int GuideBackStep(const GuidePlan& plan, int i) {
    ui::Flags person;
    for (int k = 0; k < static_cast<int>(plan.moves.size()); ++k) person.push_back(PersonStep(plan, k));
    return ui::GuideBackTarget(person, std::min(i, static_cast<int>(plan.moves.size())));
}

bool PersonStep(const GuidePlan& plan, int i) {
    if (i < 0 || i >= static_cast<int>(plan.moves.size())) return false;
    const lcn::State& s = plan.states[static_cast<std::size_t>(i)];
    const lcn::Move& m = plan.moves[static_cast<std::size_t>(i)];
    if (IsTrade(m)) return PartyOf(m, kGuidePerson);
    if (MoverOf(s, m) != kGuidePerson) return false;
    // A window the person cannot act in passes by itself, as at a solo table (computer.h).
    return lcn::CurrentActor(s).kind != lcn::ActorKind::kTable || WindowNeedsSeat(s, kGuidePerson);
}

GuideText TextAt(const GuideScript& script, int i) {
    if (i >= script.count) return GuideText::kDone;
    for (int k = i; k >= 0; --k)
        if (script.steps[k].text != GuideText::kNone) return script.steps[k].text;
    return GuideText::kWelcome;
}

int PersonStepsBefore(const GuidePlan& plan, int i) {
    int n = 0;
    for (int k = 0; k < i; ++k) n += PersonStep(plan, k) ? 1 : 0;
    return n;
}

int PersonSteps(const GuidePlan& plan) { return PersonStepsBefore(plan, static_cast<int>(plan.moves.size())); }

Tap ExpectedTap(const GuidePlan& plan, int i, Pick pick) {
    if (!PersonStep(plan, i)) return {};
    const lcn::Move& m = plan.moves[static_cast<std::size_t>(i)];
    if (IsTrade(m)) return {Thing::kOffer, 1};
    const lcn::State& s = plan.states[static_cast<std::size_t>(i)];
    lcn::MoveList legal;
    MovesOfScreen(s, ScreenFor(s, GuideDevice(s)), legal);
    Tap path[2];
    const int n = PathOf(s, m, legal, path);
    return n == 2 && pick == path[0] ? path[1] : path[0];
}

std::optional<DealOffer> GuideOffer(const GuidePlan& plan, int i) {
    if (!PersonStep(plan, i) || !IsTrade(plan.moves[static_cast<std::size_t>(i)])) return std::nullopt;
    const lcn::Move& m = plan.moves[static_cast<std::size_t>(i)];
    return DealOffer{OfferKind::kSellMarker, m.seat == kGuidePerson ? m.other : m.seat, kGuidePerson, m};
}

GuideRefusalKind GuideRefusalOf(const GuidePlan& plan, int i, Pick pick, const Choice& tapped) {
    switch (tapped.effect) {
        case Effect::kUnpick:
        case Effect::kDone:
        case Effect::kPeek:
        case Effect::kUnlock:
        case Effect::kTypeDie:
        case Effect::kEraseDie: return GuideRefusalKind::kNone;  // no move: nothing leaves the script
        default: break;
    }
    if (!PersonStep(plan, i)) return GuideRefusalKind::kWait;
    if (tapped.effect == Effect::kDeclineOffer) return GuideRefusalKind::kDecline;
    return tapped.tap == ExpectedTap(plan, i, pick) ? GuideRefusalKind::kNone : GuideRefusalKind::kOtherTap;
}

}  // namespace shell::games::lacosanostra
