// shell/games/famiglia/table/table_input.cpp — see table_input.h.
#include "games/famiglia/table/table_input.h"

#include <algorithm>

namespace shell::games::famiglia {

namespace {

template <typename Pred>
bool LegalHas(const MoveList& legal, Pred pred) {
    return std::any_of(legal.begin(), legal.end(), pred);
}

void Explain(Scene& sc, const Refusal& refusal) { sc.g.note = WhyNotNote(sc.lang, refusal); }

// The second half of a swap: the pair goes through the gate, or the status line says why not.
bool PlaySwap(Scene& sc, CardType area, CardType hand) {
    const Move m = Move::Swap(area, hand);
    if (PlayChosen(sc, m)) return true;
    Explain(sc, RefusalOf(sc.st, m));
    return false;
}

}  // namespace

bool PlayLegal(Session& s, const MoveList& legal, const Move& m) {
    if (std::find(legal.begin(), legal.end(), m) == legal.end()) return false;
    return s.Apply(m).ok();
}

bool PlayChosen(Scene& sc, const Move& m) {
    if (!PlayLegal(sc.s, sc.g.cache.legal, m)) return false;
    ClearGestures(sc.g);
    if (m.EndsTurn()) sc.g.gesture.swap_closed = false;
    return true;
}

void ClearGestures(TableUi& g) {
    g.gesture.chooser_card = g.gesture.brute = g.gesture.swap_area = g.gesture.swap_hand = g.gesture.payer_focus =
        kNoCard;
    g.gesture.hovered_choice_valid = false;
    if (g.overlay == Overlay::kChoice || g.overlay == Overlay::kBruteValue || g.overlay == Overlay::kPassConfirm) {
        g.overlay = Overlay::kNone;
    }
}

void UndoOwnAction(TableUi& g, Session& s) {
    s.Undo();
    ClearGestures(g);
    g.gesture.swap_closed = false;
}

void CloseSwapping(TableUi& g) {
    g.gesture.swap_closed = true;
    ClearGestures(g);
}

void OpenLog(TableUi& g) {
    g.overlay = Overlay::kLog;
    g.scroll = 1e9f;  // clamped to the end when the sheet is drawn
}

void RequestPass(Scene& sc) {
    if (!sc.my_turn) return;
    ClearGestures(sc.g);
    const Result<State> after = Apply(sc.st, Move::Pass());
    if (after && after->over) {
        sc.g.overlay = Overlay::kPassConfirm;  // the second pass in a row, or the last turn: show the result first
    } else {
        PlayChosen(sc, Move::Pass());
    }
}

namespace {

// The advice is ready: its action's cards pulse until the next change, the status line says why.
void ShowReadyHint(Scene& sc) {
    const Hint& hint = sc.g.hint_advice.hint();
    // The hint is one of the legal actions (the Expert reads the same core).
    if (std::find(sc.g.cache.legal.begin(), sc.g.cache.legal.end(), hint.move) == sc.g.cache.legal.end()) {
        sc.g.note = sc.Tr(T::kHintNone);
        return;
    }
    sc.g.hint = hint.move;
    sc.g.hint_valid = true;
    sc.g.note = std::string(sc.Tr(T::kHint)) + ": " + hint.Text(LangCode(sc.lang));
}

}  // namespace

void ShowHint(Scene& sc) {
    if (!sc.my_turn || sc.g.hint_advice.thinking()) return;
    ClearGestures(sc.g);
    sc.g.note.clear();
    if (sc.g.hint_advice.Ask(ViewFor(sc.st, sc.st.to_move), sc.s.seed(), sc.s.change_count())) ShowReadyHint(sc);
}

bool StepHint(Scene& sc, double budget_ms) {
    TableHint& h = sc.g.hint_advice;
    h.KeepValid(sc.s.change_count());
    if (!h.thinking()) return false;
    if (!sc.my_turn) {  // a hand-off, the replay, a dialog of the game's end
        h.Cancel();
        return false;
    }
    if (h.Frame(budget_ms)) ShowReadyHint(sc);
    return true;
}

void CancelHint(TableUi& g) { g.hint_advice.Cancel(); }

bool OnStreet(Scene& sc, CardType t) {
    TableUi& g = sc.g;
    g.note.clear();
    if (!sc.my_turn) return false;
    if (g.gesture.brute != kNoCard) {
        if (LegalHas(g.cache.legal,
                     [&](const Move& m) { return m.kind == MoveKind::kBrute && m.a == g.gesture.brute && m.b == t; })) {
            g.gesture.chooser_card = t;
            g.overlay = Overlay::kBruteValue;
            return true;
        }
        Explain(sc, RefusalOf(sc.st, Move::Brute(g.gesture.brute, t, std::max(0, RankOf(t) - 1))));
        return false;
    }
    const std::vector<Move> ways = StreetWays(g.cache.legal, t);
    if (ways.empty()) {
        Explain(sc, WhyNoTake(sc.st, t));
        return false;
    }
    // "Confirm takes: off" skips the chooser for a single take; a refresh reveals cards for good, so it is
    // always confirmed.
    if (ways.size() == 1 && !g.settings.confirm_takes && ways[0].kind == MoveKind::kTake)
        return PlayChosen(sc, ways[0]);
    g.gesture.chooser_card = t;
    g.overlay = Overlay::kChoice;
    return true;
}

bool OnHand(Scene& sc, CardType t) {
    TableUi& g = sc.g;
    g.note.clear();
    if (!sc.my_turn) return false;
    if (SwapMode(sc)) {
        if (g.gesture.swap_area != kNoCard) return PlaySwap(sc, g.gesture.swap_area, t);
        if (LegalHas(g.cache.legal, [&](const Move& m) { return m.kind == MoveKind::kSwap && m.b == t; })) {
            g.gesture.swap_hand = g.gesture.swap_hand == t ? kNoCard : t;
            return true;
        }
    }
    if (LegalHas(g.cache.legal, [&](const Move& m) { return m.kind == MoveKind::kAccountant && m.a == t; }))
        return PlayChosen(sc, Move::Accountant(t));
    if (LegalHas(g.cache.legal, [&](const Move& m) { return m.kind == MoveKind::kBrute && m.a == t; })) {
        g.gesture.brute = g.gesture.brute == t ? kNoCard : t;
        return true;
    }
    if (LegalHas(g.cache.legal, [&](const Move& m) { return m.kind == MoveKind::kTake && (m.b == t || m.c == t); })) {
        g.gesture.payer_focus = g.gesture.payer_focus == t ? kNoCard : t;
        return true;
    }
    g.note = WhyNotHandCard(sc, t);
    return false;
}

bool OnArea(Scene& sc, CardType t) {
    TableUi& g = sc.g;
    g.note.clear();
    if (!sc.my_turn) return false;
    if (SwapMode(sc)) {
        if (g.gesture.swap_hand != kNoCard) return PlaySwap(sc, t, g.gesture.swap_hand);
        if (LegalHas(g.cache.legal, [&](const Move& m) { return m.kind == MoveKind::kSwap && m.a == t; })) {
            g.gesture.swap_area = g.gesture.swap_area == t ? kNoCard : t;
            return true;
        }
    }
    Explain(sc, WhyNotAreaCard(sc.st, t));
    return false;
}

bool TapCard(Scene& sc, const CardSpot& spot) {
    if (spot.zone == Zone::kStreet) return OnStreet(sc, spot.card);
    if (spot.seat != sc.me) return false;
    return spot.zone == Zone::kHand ? OnHand(sc, spot.card) : OnArea(sc, spot.card);
}

ui::PeekOutput<CardSpot> PointCards(Scene& sc, const ui::PeekInput<CardSpot>& in, std::optional<CardSpot> tapped) {
    ui::PeekOutput<CardSpot> out = sc.g.peek.Update(in);
    if (tapped && !out.swallow_tap && !TapCard(sc, *tapped)) {
        sc.g.peek.Pin(*tapped);
        out.show = tapped;
    }
    return out;
}

void OnEscape(TableUi& g, bool started) {
    if (g.overlay != Overlay::kNone && g.overlay != Overlay::kEnd && (g.overlay != Overlay::kMenu || started)) {
        g.overlay = started ? Overlay::kNone : Overlay::kMenu;  // before the first game: the start screen
    }
    ClearGestures(g);
    g.peek.Unpin();
    g.note.clear();
}

void OnTableKey(Scene& sc, unsigned ch) {
    if ((ch == 'u' || ch == 'U') && sc.my_turn && sc.s.CanUndo()) UndoOwnAction(sc.g, sc.s);
    if ((ch == 'p' || ch == 'P') && sc.my_turn) RequestPass(sc);
    if (ch == 'h' || ch == 'H') ShowHint(sc);
}

void ChooseSameSetup(TableUi& g, const Session& s) {
    g.next.vs_computer = s.PersonAgainstComputer();
    if (g.next.vs_computer) g.next.level = IsComputer(s.seat(0)) ? s.seat(0) : s.seat(1);
    g.next.variant = s.rules().new_cards_only;
}

}  // namespace shell::games::famiglia
