// shell/games/famiglia/guide/guide.cpp — Famiglia's guide logic (guide.h); its data is guide_script.cpp's.
#include "games/famiglia/guide/guide.h"

#include "famiglia/notation.h"
#include "famiglia/rules.h"
#include "ui/guide.h"

namespace shell::games::famiglia {

namespace {

std::string Choice(const Move& m) { return "choice:" + fam::ToString(m); }
std::string Card(const char* zone, CardType t) { return zone + CardCode(t); }

}  // namespace

Seats GuideSeats() { return Seats{SeatKind::kPerson, SeatKind::kNormal}; }

GuidePlan PlanOf(const GuideScript& script) {
    GuidePlan plan;
    const Result<State> start = NewGame(script.setup);
    if (!start) {
        plan.problem = "setup: " + start.error();
        return plan;
    }
    State s = *start;
    plan.states.push_back(s);
    for (int i = 0; i < script.count; ++i) {
        const Result<Move> m = fam::ParseMove(script.steps[i].move);
        const std::string why = m ? IllegalReason(s, *m) : m.error();
        if (!why.empty()) {
            plan.problem = "step " + std::to_string(i) + " (" + script.steps[i].move + "): " + why;
            break;
        }
        plan.person.push_back(s.to_move == kGuidePerson);
        plan.moves.push_back(*m);
        ApplyLegal(s, *m);
        plan.states.push_back(s);
    }
    if (!plan.problem.empty()) plan.moves.clear(), plan.states.clear(), plan.person.clear();
    return plan;
}

const GuidePlan& TheGuidePlan() {
    static const GuidePlan plan = PlanOf(TheGuideScript());
    return plan;
}

int GuideIndex(const Session& session) { return ui::GuideIndexOf(TheGuidePlan().states, session); }

bool RewindGuide(Session& session, int i) {
    const GuidePlan& plan = TheGuidePlan();
    if (!plan.problem.empty() || i < 0 || i > static_cast<int>(plan.moves.size())) return false;
    if (!session.NewGame(TheGuideScript().setup, GuideSeats()).empty()) return false;
    for (int k = 0; k < i; ++k)
        if (!session.Apply(plan.moves[static_cast<std::size_t>(k)]).ok()) return false;
    return true;
}

std::string ExpectedTap(const GuidePlan& plan, int i, const TableUi& g, bool* later) {
    if (later) *later = false;
    if (i < 0 || i >= static_cast<int>(plan.moves.size()) || !plan.person[static_cast<std::size_t>(i)]) return "";
    const Move& m = plan.moves[static_cast<std::size_t>(i)];
    const Gesture& ge = g.gesture;
    std::string tap;
    bool first = true;
    switch (m.kind) {
        case MoveKind::kRefresh:
        case MoveKind::kTake:
            first = !(g.overlay == Overlay::kChoice && ge.chooser_card == m.a);
            tap = first ? Card("street:", m.a) : Choice(m);
            break;
        case MoveKind::kAccountant: tap = Card("hand:", m.a); break;
        case MoveKind::kSwap:
            first = ge.swap_area != m.a;
            tap = first ? Card("area:", m.a) : Card("hand:", m.b);
            break;
        case MoveKind::kBrute:
            if (g.overlay == Overlay::kBruteValue && ge.chooser_card == m.b) {
                tap = Choice(m), first = false;
            } else if (ge.brute == m.a) {
                tap = Card("street:", m.b), first = false;
            } else {
                tap = Card("hand:", m.a);
            }
            break;
        case MoveKind::kPass: tap = g.overlay == Overlay::kPassConfirm ? "button:pass-confirm" : "button:pass"; break;
    }
    if (later) *later = !first;
    return tap;
}

bool GuardedTap(std::string_view id) {
    for (std::string_view p :
         {"street:", "hand:", "area:", "choice:", "button:pass", "button:undo", "button:hint", "button:done-swapping"})
        if (id.substr(0, p.size()) == p) return true;
    return false;
}

int PersonStepsBefore(const GuidePlan& plan, int i) {
    int n = 0;
    for (int k = 0; k < i && k < static_cast<int>(plan.person.size()); ++k)
        n += plan.person[static_cast<std::size_t>(k)];
    return n;
}

}  // namespace shell::games::famiglia
