// shell/games/famiglia/table_view.cpp — the game table: layout for every screen shape, the zones (hands and play
// areas as 4 x 5 grids, the Street, the piles), the status line, the controls, and the gestures that turn
// taps into actions. Overlays (menus, choosers, end screen) are in dialogs.cpp.
//  [SECTION] frame context: names, caches, highlights
//  [SECTION] actions: PlayLegal (the only place the table applies actions) and the gestures
//  [SECTION] layout
//  [SECTION] zones: grids, Street, piles
//  [SECTION] status line and controls
//  [SECTION] the computer seat and the frame
#include <algorithm>
#include <chrono>
#include <cmath>

#include "ui/palette.h"
#include "games/famiglia/table_internal.h"

namespace fam::ui {

namespace {

using namespace palette;

// Families in table order: one grid row each.
constexpr Family kRowOrder[kNumFamilies] = {Family::kFamiglia, Family::kAccountants, Family::kBrutes,
                                            Family::kMercenaries};

std::size_t I(CardType t) { return t; }
std::size_t P(int p) { return static_cast<std::size_t>(p); }

bool ComputerGame(const Session& s) { return IsComputer(s.seat(0)) != IsComputer(s.seat(1)); }

std::string NameFor(const Session& s, Lang lang, int seat) {
    if (ComputerGame(s)) return Text(lang, IsComputer(s.seat(seat)) ? T::kComputer : T::kYou);
    if (IsComputer(s.seat(seat))) return Fmt("{0} {1}", {Text(lang, T::kComputer), std::to_string(seat + 1)});
    return Text(lang, seat == 0 ? T::kPlayer1 : T::kPlayer2);
}

bool EndsTurn(const Move& m) { return m.kind == MoveKind::kTake || m.kind == MoveKind::kPass; }

const char* SeatKindId(SeatKind k) {
    switch (k) {
        case SeatKind::kPerson: return "person";
        case SeatKind::kBeginner: return "beginner";
        case SeatKind::kEasy: return "easy";
        case SeatKind::kNormal: return "normal";
        case SeatKind::kExpert: return "expert";
    }
    return "?";
}

const char* OverlayName(Overlay o) {
    switch (o) {
        case Overlay::kNone: return "table";
        case Overlay::kMenu: return "menu";
        case Overlay::kChoice: return "choice";
        case Overlay::kBruteValue: return "brute-value";
        case Overlay::kPassConfirm: return "pass-confirm";
        case Overlay::kEnd: return "end";
        case Overlay::kRules: return "rules";
        case Overlay::kLog: return "log";
        case Overlay::kDiscard: return "discard";
        case Overlay::kOpponent: return "opponent";
    }
    return "?";
}

// Rebuilds what depends only on (game, language): the legal list, the log and the test hook's state.
void RefreshCaches(GameUi& g, Session& s) {
    if (g.seen_change == s.change_count() && g.seen_lang == g.settings.lang) return;
    if (g.seen_change != s.change_count()) g.note.clear(), g.hint_valid = false;
    g.seen_change = s.change_count();
    g.seen_lang = g.settings.lang;
    LegalMoves(s.current(), g.legal);
    g.log.clear();
    const int first = s.state(0).to_move;
    const bool you_begin = ComputerGame(s) && !IsComputer(s.seat(first));
    g.log.push_back(Fmt(Text(g.settings.lang, you_begin ? T::kLogNewGameYou : T::kLogNewGame), {NameFor(s, g.settings.lang, first)}));
    for (int i = 0; i < s.num_moves(); ++i) {
        const int p = s.state(i).to_move;
        g.log.push_back(DescribeMove(g.settings.lang, s.state(i), s.move(i), s.state(i + 1), NameFor(s, g.settings.lang, p),
                                     ComputerGame(s) && !IsComputer(s.seat(p))));
    }
}

// The cards the other player's latest turn touched (or the computer's turn in progress).
void ComputeHighlights(Ctx& c) {
    const int start = c.s.TurnStartIndex();
    int first = start, last = c.s.num_moves();
    if (c.st.over || c.st.to_move == c.me) {
        last = start;
        first = start;
        while (first > 0 && !EndsTurn(c.s.move(first - 1))) --first;
        if (first > 0 && first == last) {  // the previous turn was a single take or pass
            --first;
            while (first > 0 && !EndsTurn(c.s.move(first - 1))) --first;
        }
    }
    if (first >= last || c.s.state(first).to_move == c.me) return;
    c.hl_first = first;
    c.hl_last = last;
    for (int i = first; i < last; ++i) {
        const Move& m = c.s.move(i);
        const State& before = c.s.state(i);
        const State& after = c.s.state(i + 1);
        const std::size_t p = P(before.to_move);
        switch (m.kind) {
            case MoveKind::kTake:
                c.hl_hand[p][I(m.a)] = 1;
                if (!m.IsFreeTake()) c.hl_area[p][I(m.b)] = 1;
                break;
            case MoveKind::kRefresh:
                for (std::size_t t = 0; t < c.hl_street.size(); ++t) {
                    if (after.street[t] > before.street[t] - (t == m.a ? 1 : 0)) c.hl_street[t] = 1;
                }
                break;
            case MoveKind::kAccountant: c.hl_area[p][I(m.a)] = 1; break;
            case MoveKind::kSwap:
                c.hl_hand[p][I(m.a)] = 1;
                c.hl_area[p][I(m.b)] = 1;
                break;
            case MoveKind::kBrute:
                c.hl_area[p][I(m.a)] = 1;
                c.hl_street[I(m.b)] = 1;
                break;
            case MoveKind::kPass: break;
        }
    }
}

// Which cards take part in some legal action now (the rest are drawn dimmed).
struct Usable {
    Counts hand{}, area{}, street{};
    bool take = false;
};
Usable ComputeUsable(const MoveList& legal) {
    Usable u;
    for (const Move& m : legal) {
        switch (m.kind) {
            case MoveKind::kAccountant: u.hand[I(m.a)] = 1; break;
            case MoveKind::kBrute:
                u.hand[I(m.a)] = 1;
                u.street[I(m.b)] = 1;
                break;
            case MoveKind::kSwap:
                u.area[I(m.a)] = 1;
                u.hand[I(m.b)] = 1;
                break;
            case MoveKind::kRefresh: u.street[I(m.a)] = 1; break;
            case MoveKind::kTake:
                u.street[I(m.a)] = 1;
                u.take = true;
                if (!m.IsFreeTake()) u.hand[I(m.b)] = u.hand[I(m.c)] = 1;
                break;
            case MoveKind::kPass: break;
        }
    }
    return u;
}

bool SwapMode(const Ctx& c) {
    return c.my_turn && c.st.phase == Step::kSwap && c.st.swaps_left > 0 && !c.g.swap_closed &&
           std::any_of(c.g.legal.begin(), c.g.legal.end(), [](const Move& m) { return m.kind == MoveKind::kSwap; });
}

}  // namespace

std::string SeatName(const Ctx& c, int seat) { return NameFor(c.s, c.lang, seat); }

std::string CardsInHandText(const Ctx& c, int n) {
    return n == 1 ? std::string(c.Tr(T::kOneCardInHand)) : Fmt(c.Tr(T::kCardsInHand), {std::to_string(n)});
}
bool SeatIsYou(const Ctx& c, int seat) { return ComputerGame(c.s) && !IsComputer(c.s.seat(seat)); }
std::string VpText(Lang lang, CardType t) { return Fmt(Text(lang, T::kVp), {std::to_string(VictoryPoints(t))}); }

// ---------------------------------------------------------------------------------------------------------
// [SECTION] actions

std::vector<Move> StreetWays(const Ctx& c, CardType t) {
    std::vector<Move> out;
    for (const Move& m : c.g.legal) {
        if ((m.kind == MoveKind::kTake || m.kind == MoveKind::kRefresh) && m.a == t) out.push_back(m);
    }
    return out;
}

void ClearGestures(GameUi& g) {
    g.chooser_card = g.brute = g.swap_area = g.swap_hand = g.payer_focus = kNoCard;
    g.hovered_choice_valid = false;
    if (g.overlay == Overlay::kChoice || g.overlay == Overlay::kBruteValue || g.overlay == Overlay::kPassConfirm) {
        g.overlay = Overlay::kNone;
    }
}

// Undo (button, U key): the session takes back one action; "done swapping" goes with it, since the
// Accountant it closed may be the action taken back.
void UndoOwnAction(GameUi& g, Session& s) {
    s.Undo();
    ClearGestures(g);
    g.swap_closed = false;
}

bool PlayLegal(Ctx& c, const Move& m) {
    // The one gate: the action must be an element of the core's legal list for the current state.
    if (std::find(c.g.legal.begin(), c.g.legal.end(), m) == c.g.legal.end()) return false;
    const bool ok = c.s.Apply(m).empty();
    ClearGestures(c.g);
    if (m.kind == MoveKind::kTake || m.kind == MoveKind::kPass) c.g.swap_closed = false;
    return ok;
}

void StartNewGame(Ctx& c) { StartNextGame(c.g, c.s, std::nullopt, c.now); }

void StartNextGame(GameUi& g, Session& session, std::optional<std::uint64_t> seed, double now) {
    const Seats seats = g.next_vs_computer ? Seats{SeatKind::kPerson, g.next_level}
                                           : Seats{SeatKind::kPerson, SeatKind::kPerson};
    if (!seed) {  // a fresh deal: at most 12 digits, so a seed read aloud or typed into ?seed= stays short
        const auto ticks = static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
        seed = Rng::Stream(ticks, ++g.seed_counter).Next() % 1000000000000ull;
    }
    session.NewGame(Rules{.new_cards_only = g.next_variant}, seats, *seed, g.next_first);
    ShowLoadedGame(g, now);
}

void ShowLoadedGame(GameUi& g, double now) {
    ClearGestures(g);
    g.swap_closed = false;
    g.computer.Cancel();
    g.computer_timings.clear();
    g.game_started = true;
    g.overlay = Overlay::kNone;
    g.viewer = 0;
    g.handoff = false;
    g.next_computer_time = now + 0.6;
}

namespace {

void Explain(Ctx& c, const Refusal& refusal) {
    c.g.note = Fmt(c.Tr(T::kWhyNot), {RefusalSentence(c.lang, refusal)});
}

// Why no take of Street card `t` works: the core's reason for the most telling candidate, a pair the hand
// actually holds (so the answer is about the pair's fit, not about missing cards).
Refusal WhyNoTake(const Ctx& c, CardType t) {
    std::array<int, 2> values{};
    const int n = StreetValues(c.st, t, values);
    const int v = values[static_cast<std::size_t>(n - 1)];
    if (v == 0) return RefusalOf(c.st, Move::Take(t));
    const Counts& hand = c.st.hand[P(c.st.to_move)];
    CardType x = kNoCard, y = kNoCard;
    const CardType genuine = MakeCard(FamilyOf(t), v - 1);
    if (hand[I(genuine)]) x = genuine;
    for (CardType k = 0; k < kNumTypes && y == kNoCard; ++k) {
        if (hand[I(k)] == 0) continue;
        if (x == kNoCard) x = k;
        if (k != x || hand[I(k)] >= 2) y = k;
    }
    if (x == kNoCard || y == kNoCard) x = y = genuine;
    return RefusalOf(c.st, Move::Take(t, x, y));
}

void OnStreet(Ctx& c, CardType t) {
    GameUi& g = c.g;
    g.note.clear();
    if (!c.my_turn) return;
    if (g.brute != kNoCard) {
        const bool any = std::any_of(g.legal.begin(), g.legal.end(), [&](const Move& m) {
            return m.kind == MoveKind::kBrute && m.a == g.brute && m.b == t;
        });
        if (any) {
            g.chooser_card = t;
            g.overlay = Overlay::kBruteValue;
        } else {
            Explain(c, RefusalOf(c.st, Move::Brute(g.brute, t, std::max(0, RankOf(t) - 1))));
        }
        return;
    }
    const std::vector<Move> ways = StreetWays(c, t);
    if (ways.empty()) {
        Explain(c, WhyNoTake(c, t));
        return;
    }
    // "Confirm takes: off" skips the chooser for a single take; a refresh reveals cards for good, so it is
    // always confirmed.
    if (ways.size() == 1 && !g.settings.confirm_takes && ways[0].kind == MoveKind::kTake) {
        PlayLegal(c, ways[0]);
        return;
    }
    g.chooser_card = t;
    g.overlay = Overlay::kChoice;
}

void OnHand(Ctx& c, CardType t) {
    GameUi& g = c.g;
    g.note.clear();
    if (!c.my_turn) return;
    auto legal_has = [&](auto pred) { return std::any_of(g.legal.begin(), g.legal.end(), pred); };
    if (SwapMode(c)) {
        if (g.swap_area != kNoCard) {
            const Move m = Move::Swap(g.swap_area, t);
            if (!PlayLegal(c, m)) Explain(c, RefusalOf(c.st, m));
            return;
        }
        if (legal_has([&](const Move& m) { return m.kind == MoveKind::kSwap && m.b == t; })) {
            g.swap_hand = g.swap_hand == t ? kNoCard : t;
            return;
        }
    }
    if (legal_has([&](const Move& m) { return m.kind == MoveKind::kAccountant && m.a == t; })) {
        PlayLegal(c, Move::Accountant(t));
        return;
    }
    if (legal_has([&](const Move& m) { return m.kind == MoveKind::kBrute && m.a == t; })) {
        g.brute = g.brute == t ? kNoCard : t;
        return;
    }
    const bool pays = legal_has([&](const Move& m) { return m.kind == MoveKind::kTake && (m.b == t || m.c == t); });
    if (pays) {
        g.payer_focus = g.payer_focus == t ? kNoCard : t;
        return;
    }
    if (FamilyOf(t) == Family::kAccountants && RankOf(t) > 0) {
        Explain(c, RefusalOf(c.st, Move::Accountant(t)));
    } else if (FamilyOf(t) == Family::kBrutes && RankOf(t) > 0) {
        CardType target = kNoCard;
        for (CardType k = 0; k < kNumTypes; ++k) {
            if (c.st.street[I(k)] && RankOf(k) > 0) target = k;
        }
        const bool step_open = static_cast<int>(CurrentStep(c.st)) <= static_cast<int>(Step::kBrute);
        if (target == kNoCard && step_open) {
            g.note = c.Tr(T::kNoBruteTarget);
        } else {
            Explain(c, RefusalOf(c.st, Move::Brute(t, target == kNoCard ? t : target, 0)));
        }
    } else {
        g.note = Fmt(c.Tr(T::kNoActionWithCard), {CardCode(t)});
    }
}

void OnArea(Ctx& c, CardType t) {
    GameUi& g = c.g;
    g.note.clear();
    if (!c.my_turn) return;
    if (SwapMode(c)) {
        if (g.swap_hand != kNoCard) {
            const Move m = Move::Swap(t, g.swap_hand);
            if (!PlayLegal(c, m)) Explain(c, RefusalOf(c.st, m));
            return;
        }
        const bool movable = std::any_of(g.legal.begin(), g.legal.end(),
                                         [&](const Move& m) { return m.kind == MoveKind::kSwap && m.a == t; });
        if (movable) {
            g.swap_area = g.swap_area == t ? kNoCard : t;
            return;
        }
    }
    // The core says why this card cannot move now (no Accountant yet, locked, step closed...).
    CardType any_hand = t;
    for (CardType k = 0; k < kNumTypes; ++k) {
        if (c.st.hand[P(c.st.to_move)][I(k)]) any_hand = k;
    }
    Explain(c, RefusalOf(c.st, Move::Swap(t, any_hand)));
}

}  // namespace

void RequestPass(Ctx& c) {
    if (!c.my_turn) return;
    ClearGestures(c.g);
    const Result<State> after = Apply(c.st, Move::Pass());
    if (after && after->over) {
        c.g.overlay = Overlay::kPassConfirm;  // the second pass in a row, or the last turn: show the result first
    } else {
        PlayLegal(c, Move::Pass());
    }
}

// ---------------------------------------------------------------------------------------------------------
// [SECTION] layout

namespace {

// The Street's cards: tall (aspect 0.72), as large as fit `w` x `h`, wrapping into rows when that helps.
struct StreetFit {
    float cw = 0, gap = 4;
    int rows = 1;
    float height() const { return static_cast<float>(rows) * (cw / 0.72f) + gap * static_cast<float>(rows - 1); }
};
StreetFit FitStreet(float w, float h, int n, bool set_apart) {
    StreetFit best;
    best.gap = std::clamp(w * 0.012f, 4.0f, 12.0f);
    const float extra = set_apart ? best.gap * 3 : 0;
    for (int rows = 1; rows <= 4; ++rows) {
        const int per_row = (std::max(n, 1) + rows - 1) / rows;
        const float w_by_width = (w - extra - best.gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
        const float h_each = (h - best.gap * static_cast<float>(rows - 1)) / static_cast<float>(rows);
        const float cw = std::min({w_by_width, h_each * 0.72f, 130.0f});
        if (cw > best.cw + 0.5f) best.cw = cw, best.rows = rows;
    }
    return best;
}

// `street_cards`: how many cards lie in the Street (the portrait Street is as tall as its rows need).
// `compact` (the page's embed mode): never the right-hand column; menu and log sit in the bottom bar.
Layout ComputeLayout(float w, float h, int street_cards, bool compact) {
    Layout l;
    l.portrait = w < h * 0.95f || w < 560;
    l.pad = std::clamp(std::min(w, h) * 0.015f, 6.0f, 14.0f);
    if (l.portrait) {
        const float top = 40, opp = 54, bottom = 60;
        // Rows of at most five cards (six when they fit in one row), each at most 80 wide.
        const int n = std::max(1, street_cards);
        const int per_row = n <= 6 ? n : 5;
        const int rows = (n + per_row - 1) / per_row;
        const float cw = std::min(80.0f, (w - 2 * l.pad - 8 - 4.0f * static_cast<float>(per_row - 1)) / static_cast<float>(per_row));
        const float want = 24 + 2 * l.pad + static_cast<float>(rows) * (cw / 0.72f + 4);
        const float status = std::clamp(h * 0.1f, 58.0f, 84.0f);
        // The own hand keeps touch-sized cells (44 px rows) and a play area below it.
        const float own_min = 22 + 4 * 44 + 3 * 6 + 2 * l.pad + 18 + 4 * 24 + 3 * 6;
        // Takes start with a tap on a Street card: on a short screen the Street keeps touch-sized cards (44 px
        // wide, in its rows) and the own grids give up the height.
        const float touch_floor = std::min(h * 0.36f, 24 + 2 * l.pad + static_cast<float>(rows) * (44 / 0.72f + 4));
        const float floor = std::max(100.0f, touch_floor);
        float street = std::clamp(want, floor, std::max(floor, std::min(h * 0.36f, h - top - opp - status - bottom - own_min)));
        // No empty band under the cards: the zone shrinks to the rows the Street drawing will use.
        const float label = 24, sides = 2 * (l.pad + 4);
        const StreetFit fit = FitStreet(w - sides, street - 2 * l.pad - label, n, false);
        street = std::min(street, label + 2 * l.pad + fit.height() + 6);
        float y = 0;
        l.top_bar = MakeRect(0, y, w, top), y += top;
        l.opp = MakeRect(0, y, w, opp), y += opp;
        l.street = MakeRect(0, y, w, street), y += street;
        l.status = MakeRect(0, y, w, status), y += status;
        l.own = MakeRect(0, y, w, h - bottom - y);
        l.bottom_bar = MakeRect(0, h - bottom, w, bottom);
        l.compact_opp = true;
        return l;
    }
    l.side = w >= 1000 && !compact;
    float main_w = w, main_h = h, y = 0;
    if (l.side) {
        const float side_w = std::clamp(w * 0.24f, 270.0f, 400.0f);
        main_w = w - side_w;
        l.side_col = MakeRect(main_w, 0, side_w, h);
    } else {
        const float top = 38, bottom = 58;
        l.top_bar = MakeRect(0, 0, w, top);
        l.bottom_bar = MakeRect(0, h - bottom, w, bottom);
        y = top;
        main_h = h - top - bottom;
    }
    // A short window gives the other player one strip (tap to see the grids), like the portrait layout.
    const bool compact_opp = main_h < 620;
    const float opp = compact_opp ? 54.0f : main_h * 0.25f;
    const float street = main_h * (compact_opp ? 0.3f : 0.28f), status = std::clamp(main_h * 0.14f, 64.0f, 86.0f);
    l.compact_opp = compact_opp;
    l.opp = MakeRect(0, y, main_w, opp), y += opp;
    l.street = MakeRect(0, y, main_w, street), y += street;
    l.status = MakeRect(0, y, main_w, status), y += status;
    l.own = MakeRect(0, y, main_w, (l.side ? h : h - l.bottom_bar.h()) - y);
    return l;
}

void ZoneBackground(Ctx& c, const Rect& r) {
    const float p = c.lay.pad * 0.5f;
    c.dl->AddRectFilled(ImVec2(r.min.x + p, r.min.y + p), ImVec2(r.max.x - p, r.max.y - p), kZone, 10.0f);
}

// ---------------------------------------------------------------------------------------------------------
// [SECTION] zones

struct GridGeometry {
    float cw = 0, ch = 0, gap = 0;
    float width() const { return cw * kNumRanks + gap * (kNumRanks - 1); }
    float height() const { return ch * kNumFamilies + gap * (kNumFamilies - 1); }
};

// The largest grid of wide cells (aspect about 1.35) that fits w x h.
GridGeometry FitGrid(float w, float h, float max_ch) {
    GridGeometry g;
    g.gap = std::clamp(std::min(w, h) * 0.02f, 3.0f, 8.0f);
    const float ch_by_h = (h - g.gap * 3) / 4;
    const float cw_by_w = (w - g.gap * 4) / 5;
    g.ch = std::min({ch_by_h, cw_by_w / 1.2f, max_ch});
    // Short cells get small faces laid out side by side (card_draw.cpp): they may be wider, which makes
    // them easier to tap.
    g.cw = std::min(cw_by_w, g.ch * (g.ch < 40 ? 2.2f : 1.5f));
    g.ch = std::max(g.ch, 8.0f);
    g.cw = std::max(g.cw, 10.0f);
    return g;
}

enum class Zone { kHand, kArea };

// Whether the hint's action uses hand card (or play-area card) t.
bool HintUses(const Ctx& c, bool hand, CardType t) {
    if (!c.g.hint_valid || !c.my_turn) return false;
    const Move& m = c.g.hint;
    switch (m.kind) {
        case MoveKind::kAccountant:
        case MoveKind::kBrute: return hand && m.a == t;
        case MoveKind::kSwap: return hand ? m.b == t : m.a == t;
        case MoveKind::kTake: return hand && !m.IsFreeTake() && (m.b == t || m.c == t);
        default: return false;
    }
}

void DrawGrid(Ctx& c, int seat, Zone zone, ImVec2 origin, const GridGeometry& geo, const Usable& usable) {
    const bool own = seat == c.me;
    const Counts& cards = zone == Zone::kHand ? c.st.hand[P(seat)] : c.st.area[P(seat)];
    const Counts& hl = zone == Zone::kHand ? c.hl_hand[P(seat)] : c.hl_area[P(seat)];
    const bool swap = SwapMode(c);
    for (int row = 0; row < kNumFamilies; ++row) {
        for (int rank = 0; rank < kNumRanks; ++rank) {
            const CardType t = MakeCard(kRowOrder[row], rank);
            const float x = origin.x + static_cast<float>(rank) * (geo.cw + geo.gap);
            const float y = origin.y + static_cast<float>(row) * (geo.ch + geo.gap);
            Rect r = MakeRect(x, y, geo.cw, geo.ch);
            CardLook look;
            look.card = t;
            look.count = cards[I(t)];
            look.time = c.now;
            if (look.count == 0) {
                look.flags = kCardEmpty;
                DrawCard(c.dl, r.min, r.max, look, c.ui.title(), c.ui.body(), nullptr);
                continue;
            }
            bool is_usable = true;
            if (own && c.my_turn) {
                is_usable = zone == Zone::kHand ? usable.hand[I(t)] != 0 : usable.area[I(t)] != 0;
                if (swap && zone == Zone::kHand && c.g.swap_area == kNoCard && c.g.swap_hand == kNoCard) is_usable = usable.hand[I(t)] && std::any_of(c.g.legal.begin(), c.g.legal.end(), [&](const Move& m) { return m.kind == MoveKind::kSwap && m.b == t; });
                if (!is_usable) look.flags |= kCardDimmed;
                const bool selected = (zone == Zone::kHand && (c.g.brute == t || c.g.swap_hand == t || c.g.payer_focus == t)) ||
                                      (zone == Zone::kArea && c.g.swap_area == t);
                if (selected) {
                    look.flags |= kCardSelected;
                    r.min.y -= 4, r.max.y -= 4;
                }
                if (zone == Zone::kHand && c.g.hovered_choice_valid && c.g.hovered_choice.kind == MoveKind::kTake &&
                    (c.g.hovered_choice.b == t || c.g.hovered_choice.c == t)) {
                    look.flags |= kCardPayer;
                }
            }
            if (hl[I(t)]) look.flags |= kCardLastMove;
            if (own && HintUses(c, zone == Zone::kHand, t)) look.flags |= kCardHint;
            if (own) {
                const std::string id = std::string(zone == Zone::kHand ? "hand:" : "area:") + CardCode(t);
                const bool clicked = c.ui.Item(id, r, is_usable && c.my_turn ? kItemNormal : kItemNoFocus);
                if (c.ui.focused()) look.flags |= kCardFocused;
                if (c.ui.hovered() && is_usable && c.my_turn) r.min.y -= 2, r.max.y -= 2;
                if (clicked) {
                    if (zone == Zone::kHand) OnHand(c, t); else OnArea(c, t);
                }
            }
            DrawCardAt(c, r, look);
        }
    }
}

// A row of label text at the top of a zone: "Computer  23 VP   Hand  Play area".
void ZoneLabel(Ctx& c, ImVec2 pos, const std::string& text, ImU32 col = kMuted, float size = 15) {
    DrawText(c.dl, c.ui.body(), size, pos, col, text.c_str());
}

std::string ScoreLine(const Ctx& c, int seat) {
    return SeatName(c, seat) + "  " + Fmt(c.Tr(T::kVp), {std::to_string(Score(c.st, seat))});
}

void DrawPlayer(Ctx& c, int seat, const Rect& zone, const Usable& usable, bool compact_other) {
    ZoneBackground(c, zone);
    const float pad = c.lay.pad;
    const bool own = seat == c.me;
    const bool turn = !c.st.over && c.st.to_move == seat;
    const float label_h = 22;
    const Rect inner{ImVec2(zone.min.x + pad + 4, zone.min.y + pad), ImVec2(zone.max.x - pad - 4, zone.max.y - pad)};
    // Name and score, with a marker for the player to move.
    std::string head = ScoreLine(c, seat);
    if (turn) c.dl->AddCircleFilled(ImVec2(inner.min.x + 5, inner.min.y + 10), 5, kSky);
    ZoneLabel(c, ImVec2(inner.min.x + (turn ? 16.0f : 0.0f), inner.min.y + 1), head, turn ? kText : kMuted, 16);
    const bool hide_hand = !own && !c.g.settings.show_other_hand && !ComputerGame(c.s) && !c.st.over;
    const int hand_n = TotalCards(c.st.hand[P(seat)]), area_n = TotalCards(c.st.area[P(seat)]);

    if (compact_other) {  // portrait: one strip, tap to see the grids
        const std::string line = CardsInHandText(c, hand_n) + "  \xC2\xB7  " + c.Tr(T::kPlayArea) + ": " +
                                 std::to_string(area_n) + "   \xE2\x96\xB8";
        const float hx = inner.min.x + (turn ? 16.0f : 0.0f) + TextSize(c.ui.body(), 16, head.c_str()).x + 14;
        ZoneLabel(c, ImVec2(hx, inner.min.y + 2), line, kMuted, FitTextSize(c.ui.body(), 14, 10, line.c_str(), inner.max.x - hx));
        const float line2_y = inner.min.y + label_h + 1;
        if (c.hl_last > c.hl_first) {  // the last action of the other player's turn (the log has the whole turn)
            const std::string& last = c.g.log[static_cast<std::size_t>(c.hl_last)];
            c.dl->PushClipRect(inner.min, inner.max, true);
            ZoneLabel(c, ImVec2(inner.min.x, line2_y), last, kAccent, FitTextSize(c.ui.body(), 13, 10, last.c_str(), inner.w()));
            c.dl->PopClipRect();
        }
        if (c.ui.Item("opponent:expand", zone, kItemNormal)) c.g.overlay = Overlay::kOpponent;
        return;
    }

    const float grid_top = inner.min.y + label_h + 2;
    const float avail_h = inner.max.y - grid_top;
    if (own && c.lay.portrait) {
        // Hand grid above, the play area as a second, shorter grid below it.
        const float area_h = avail_h * 0.36f;
        GridGeometry hg = FitGrid(inner.w(), avail_h - area_h - 18, 64);
        GridGeometry ag = FitGrid(inner.w(), area_h, 40);
        ag.cw = hg.cw;
        ag.gap = hg.gap;
        const float x0 = inner.min.x + (inner.w() - hg.width()) * 0.5f;
        DrawGrid(c, seat, Zone::kHand, ImVec2(x0, grid_top), hg, usable);
        const float ay = grid_top + hg.height() + 4;
        ZoneLabel(c, ImVec2(inner.min.x, ay), c.Tr(T::kPlayArea), kMuted, 14);
        DrawGrid(c, seat, Zone::kArea, ImVec2(x0, ay + 18), ag, usable);
        return;
    }
    // Landscape: hand grid and play-area grid side by side, the hand larger for the own seat.
    const float gap_between = 18;
    const float hand_share = own ? 0.58f : 0.5f;
    const float hand_w = (inner.w() - gap_between) * hand_share;
    GridGeometry hg = FitGrid(hand_w, avail_h - 16, own ? 70 : 44);
    GridGeometry ag = FitGrid(inner.w() - gap_between - hg.width(), avail_h - 16, own ? 52 : 44);
    const float hx = inner.min.x;
    ZoneLabel(c, ImVec2(hx, grid_top - 2), hide_hand ? "" : c.Tr(T::kHand), kMuted, 13);
    if (hide_hand) {
        const Rect back = MakeRect(hx, grid_top + 14, std::min(hg.height() * 0.7f, hg.width()), hg.height());
        DrawCardBack(c.dl, back.min, back.max);
        ZoneLabel(c, ImVec2(back.max.x + 10, back.min.y + 4), CardsInHandText(c, hand_n), kText, 16);
    } else {
        DrawGrid(c, seat, Zone::kHand, ImVec2(hx, grid_top + 14), hg, usable);
    }
    const float ax = hx + hg.width() + gap_between;
    ZoneLabel(c, ImVec2(ax, grid_top - 2), c.Tr(T::kPlayArea), kMuted, 13);
    DrawGrid(c, seat, Zone::kArea, ImVec2(ax, grid_top + 14), ag, usable);
}

struct StreetCard {
    CardType t;
    int value;     // -1: printed rank
    bool is_new;
    int copy;      // 0, 1, ... among copies of t
};

std::vector<StreetCard> StreetCards(const State& st) {
    std::vector<StreetCard> out;
    for (CardType t = 0; t < kNumTypes; ++t) {
        int fresh = st.street_new[I(t)];
        for (int k = 0; k < st.street[I(t)]; ++k) {
            const bool lowered = t == st.brute_target && k == 0;
            out.push_back({t, lowered ? st.brute_value : -1, fresh > 0, k});
            if (fresh > 0) --fresh;
        }
    }
    // In the variant, the cards a refresh drew this turn are set apart (after the others).
    if (st.new_cards_only) std::stable_partition(out.begin(), out.end(), [](const StreetCard& s) { return !s.is_new; });
    return out;
}

void DrawPiles(Ctx& c, const Rect& r, bool inline_text) {
    const std::string deck = Fmt(c.Tr(c.st.deck_size == 1 ? T::kOneCard : T::kCards), {std::to_string(c.st.deck_size)});
    const char* pass = c.Tr(c.st.second_pass ? T::kSecondPass : T::kFirstPass);
    const int discard_n = TotalCards(c.st.discard);
    std::string discard = std::string(c.Tr(T::kDiscardPile)) + ": " + std::to_string(discard_n);
    if (inline_text) {  // portrait: one line of text, the discard part tappable
        const std::string left = std::string(c.Tr(T::kDrawPile)) + ": " + deck + " (" + pass + ")";
        discard += " \xE2\x96\xB8";
        // One size for the line, small enough that the tappable discard part stays on screen.
        const float fs = FitTextSize(c.ui.body(), 14, 10, (left + "    " + discard).c_str(), r.w());
        ZoneLabel(c, r.min, left, kText, fs);
        const float x = r.min.x + TextSize(c.ui.body(), fs, left.c_str()).x + fs;
        const Rect d = MakeRect(x - 6, r.min.y - 12, TextSize(c.ui.body(), fs, discard.c_str()).x + 12, 44);
        ZoneLabel(c, ImVec2(x, r.min.y), discard, kMuted, fs);
        if (c.ui.Item("pile:discard", d, kItemNoFocus)) c.g.overlay = Overlay::kDiscard;
        return;
    }
    // Landscape: the draw pile as a card back with its count, the discard pile below it.
    const float bw = std::min(r.w(), (r.h() - 44) * 0.5f * 0.72f / 0.72f);
    const Rect back = MakeRect(r.min.x + (r.w() - bw) * 0.5f, r.min.y, bw, (r.h() - 48) * 0.55f);
    DrawCardBack(c.dl, back.min, back.max);
    const std::string count = std::to_string(c.st.deck_size);
    const ImVec2 cc = back.centre();
    c.dl->AddCircleFilled(cc, 17, IM_COL32(20, 22, 26, 235), 20);
    DrawTextCentred(c.dl, c.ui.title(), 20, back, IM_COL32(255, 255, 255, 255), count.c_str());
    float y = back.max.y + 3;
    const float fs = FitTextSize(c.ui.body(), 13, 10, c.Tr(T::kDrawPile), r.w());
    DrawTextCentred(c.dl, c.ui.body(), fs, MakeRect(r.min.x, y, r.w(), 16), kMuted, c.Tr(T::kDrawPile));
    DrawTextCentred(c.dl, c.ui.body(), 13, MakeRect(r.min.x, y + 16, r.w(), 16), kText, pass);
    y += 38;
    const Rect d = MakeRect(r.min.x, y, r.w(), std::max(44.0f, r.max.y - y));
    c.dl->AddRect(ImVec2(d.min.x + 4, d.min.y + 2), ImVec2(d.max.x - 4, d.max.y - 2), IM_COL32(255, 255, 255, 60), 6, 0, 1);
    const float ds = FitTextSize(c.ui.body(), 13, 10, c.Tr(T::kDiscardPile), r.w() - 10);
    DrawTextCentred(c.dl, c.ui.body(), ds, MakeRect(d.min.x, d.min.y + 2, d.w(), d.h() * 0.5f), kMuted, c.Tr(T::kDiscardPile));
    DrawTextCentred(c.dl, c.ui.body(), 16, MakeRect(d.min.x, d.min.y + d.h() * 0.45f, d.w(), d.h() * 0.5f), kText,
                    std::to_string(discard_n).c_str());
    if (c.ui.Item("pile:discard", d, kItemNoFocus)) c.g.overlay = Overlay::kDiscard;
    if (c.ui.hovered() && discard_n > 0) {
        // Contents on hover: a row of small cards.
        ImDrawList* fg = ImGui::GetForegroundDrawList();
        const float cw = 40, ch = 30;
        int n = 0;
        for (CardType t = 0; t < kNumTypes; ++t) n += c.st.discard[I(t)] ? 1 : 0;
        // As many per row as the window has room for to the right of the pile (a narrow iframe wraps them).
        const ImVec2 o(d.max.x + 8, d.min.y);
        const float room = ImGui::GetIO().DisplaySize.x - o.x - 8;
        const int per_row = std::clamp(static_cast<int>((room - 8) / (cw + 4)), 1, n);
        const int rows = (n + per_row - 1) / per_row;
        const float tw = static_cast<float>(per_row) * (cw + 4) + 4;
        fg->AddRectFilled(o, ImVec2(o.x + tw, o.y + static_cast<float>(rows) * (ch + 4) + 4), IM_COL32(20, 22, 26, 240), 6);
        ImDrawList* saved = c.dl;
        c.dl = fg;
        int k = 0;
        for (CardType t = 0; t < kNumTypes; ++t) {
            if (!c.st.discard[I(t)]) continue;
            CardLook look;
            look.card = t;
            look.count = c.st.discard[I(t)];
            const float x = o.x + 4 + static_cast<float>(k % per_row) * (cw + 4);
            const float y0 = o.y + 4 + static_cast<float>(k / per_row) * (ch + 4);
            DrawCardAt(c, MakeRect(x, y0, cw, ch), look);
            ++k;
        }
        c.dl = saved;
    }
}

void DrawStreet(Ctx& c, const Usable& usable) {
    const Rect zone = c.lay.street;
    ZoneBackground(c, zone);
    const float pad = c.lay.pad;
    Rect inner{ImVec2(zone.min.x + pad + 4, zone.min.y + pad), ImVec2(zone.max.x - pad - 4, zone.max.y - pad)};
    const std::vector<StreetCard> cards = StreetCards(c.st);
    const int n = static_cast<int>(cards.size());
    Rect area = inner;
    if (c.lay.portrait) {
        DrawPiles(c, MakeRect(inner.min.x, inner.min.y + 2, inner.w(), 18), true);
        area.min.y += 24;
    } else {
        const float pile_w = std::clamp(inner.h() * 0.5f, 70.0f, 120.0f);
        DrawPiles(c, MakeRect(inner.min.x, inner.min.y + 4, pile_w, inner.h() - 4), false);
        area.min.x += pile_w + 14;
        ZoneLabel(c, ImVec2(area.min.x, inner.min.y), c.Tr(T::kStreet), kMuted, 13);
        area.min.y += 18;
    }
    if (n == 0) return;
    // Card size: tall cards (aspect 0.72), as large as fits, wrapping into rows when needed.
    const bool set_apart = c.st.new_cards_only && std::any_of(cards.begin(), cards.end(), [](const StreetCard& s) { return s.is_new; });
    const StreetFit fit = FitStreet(area.w(), area.h(), n, set_apart);
    const float gap = fit.gap, extra = set_apart ? gap * 3 : 0;
    const float cw = fit.cw, ch = cw / 0.72f;
    const int per_row = (n + fit.rows - 1) / fit.rows;
    const bool brute_pending = c.g.brute != kNoCard;
    for (int i = 0; i < n; ++i) {
        const StreetCard& sc = cards[static_cast<std::size_t>(i)];
        const int row = i / per_row, col = i % per_row;
        float x = area.min.x + static_cast<float>(col) * (cw + gap);
        if (set_apart && sc.is_new) x += extra;
        const float y = area.min.y + static_cast<float>(row) * (ch + gap);
        Rect r = MakeRect(x, y, cw, ch);
        if (set_apart && sc.is_new && (i == 0 || !cards[static_cast<std::size_t>(i - 1)].is_new)) {
            const float lx = x - extra * 0.5f;
            c.dl->AddLine(ImVec2(lx, y), ImVec2(lx, y + ch), kSky, 2.0f);
        }
        CardLook look;
        look.card = sc.t;
        look.value = sc.value;
        look.time = c.now;
        bool is_usable = usable.street[I(sc.t)] != 0;
        if (brute_pending) {
            is_usable = std::any_of(c.g.legal.begin(), c.g.legal.end(), [&](const Move& m) {
                return m.kind == MoveKind::kBrute && m.a == c.g.brute && m.b == sc.t;
            });
        }
        if (c.g.payer_focus != kNoCard) {
            const bool pays = std::any_of(c.g.legal.begin(), c.g.legal.end(), [&](const Move& m) {
                return m.kind == MoveKind::kTake && m.a == sc.t && (m.b == c.g.payer_focus || m.c == c.g.payer_focus);
            });
            if (pays) look.flags |= kCardPayer;
        }
        if (c.my_turn && !is_usable) look.flags |= kCardDimmed;
        if (c.hl_street[I(sc.t)]) look.flags |= kCardLastMove;
        if (c.g.hint_valid && c.my_turn && sc.copy == 0 &&
            (c.g.hint.kind == MoveKind::kBrute ? c.g.hint.b == sc.t
                                               : (c.g.hint.kind == MoveKind::kTake || c.g.hint.kind == MoveKind::kRefresh) && c.g.hint.a == sc.t)) {
            look.flags |= kCardHint;
        }
        if (sc.is_new) look.flags |= kCardNew;
        if (c.g.chooser_card == sc.t && (c.g.overlay == Overlay::kChoice || c.g.overlay == Overlay::kBruteValue)) {
            look.flags |= kCardSelected;
            r.min.y -= 5, r.max.y -= 5;
        }
        const std::string id = "street:" + CardCode(sc.t) + (sc.copy ? "#" + std::to_string(sc.copy + 1) : "");
        const bool clicked = c.ui.Item(id, r, is_usable && c.my_turn && sc.copy == 0 ? kItemNormal : kItemNoFocus);
        if (c.ui.focused()) look.flags |= kCardFocused;
        if (c.ui.hovered() && is_usable && c.my_turn) r.min.y -= 3, r.max.y -= 3;
        DrawCardAt(c, r, look);
        if (sc.is_new && !set_apart) c.dl->AddCircleFilled(ImVec2(r.max.x - 7, r.max.y - 7), 4, kSky);
        if (sc.is_new && set_apart) {  // the variant: only these may be taken, so each says so
            const char* tag = c.Tr(T::kNewCards);
            const float ts = std::clamp(cw * 0.16f, 9.0f, 13.0f);
            const ImVec2 tsz = TextSize(c.ui.body(), ts, tag);
            const Rect pill = MakeRect(r.centre().x - tsz.x * 0.5f - 4, r.max.y - tsz.y - ch * 0.2f, tsz.x + 8, tsz.y + 2);
            c.dl->AddRectFilled(pill.min, pill.max, kSky, 4);
            DrawTextCentred(c.dl, c.ui.body(), ts, pill, kDark, tag);
        }
        if (clicked) OnStreet(c, sc.t);
    }
}

// ---------------------------------------------------------------------------------------------------------
// [SECTION] status line and controls

std::string LastRoundText(const Ctx& c) {
    return c.st.turns_left == 1 ? std::string(c.Tr(T::kLastTurn)) + "."
                                : Fmt(c.Tr(T::kLastTurns), {std::to_string(c.st.turns_left)}) + ".";
}

std::string TakeSummary(const Ctx& c) {
    std::vector<std::string> parts;
    CardType last_target = kNoCard;
    int targets = 0;
    for (const Move& m : c.g.legal) {
        if (m.kind != MoveKind::kTake || m.a == last_target) continue;
        last_target = m.a;
        ++targets;
        if (parts.size() < 3) {
            parts.push_back(m.IsFreeTake() ? Fmt(c.lang == Lang::kGerman ? "{0} kostenlos" : "{0} for free", {CardCode(m.a)})
                                           : Fmt(c.lang == Lang::kGerman ? "{0} mit {1} + {2}" : "{0} with {1} + {2}",
                                                 {CardCode(m.a), CardCode(m.b), CardCode(m.c)}));
        }
    }
    // "pass" only once nothing else can change the hand or the Street this turn.
    if (targets == 0) return c.Tr(CurrentStep(c.st) == Step::kTake ? T::kStatusTakeNone : T::kStatusTakeNoneYet);
    std::string list;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) list += (i + 1 == parts.size() && targets == static_cast<int>(parts.size())) ? std::string(" ") + c.Tr(T::kOr) + " " : ", ";
        list += parts[i];
    }
    if (targets > static_cast<int>(parts.size())) list += std::string(", ") + c.Tr(T::kAndMore);
    return std::string(c.Tr(T::kStatusTake)) + " " + Fmt(c.Tr(T::kStatusCanTake), {list});
}

std::string StatusText(const Ctx& c) {
    const GameUi& g = c.g;
    if (c.st.over) return c.Tr(T::kStatusGameOver);
    if (!c.my_turn) {
        return IsComputer(c.s.seat(c.st.to_move)) ? c.Tr(T::kStatusWaitComputer)
                                                  : Fmt(c.Tr(T::kTheirTurn), {SeatName(c, c.st.to_move)});
    }
    if (!g.note.empty()) return g.note;
    if (g.brute != kNoCard) return Fmt(c.Tr(T::kStatusPickBruteTarget), {CardCode(g.brute)});
    if (g.swap_area != kNoCard) return Fmt(c.Tr(T::kStatusPickSwapHand), {CardCode(g.swap_area)});
    if (g.swap_hand != kNoCard) return Fmt(c.Tr(T::kStatusPickSwapArea), {CardCode(g.swap_hand)});
    std::string text;
    switch (CurrentStep(c.st)) {
        case Step::kRefresh: text = c.Tr(c.st.second_pass ? T::kStatusRefreshUnder : T::kStatusRefresh); break;
        case Step::kAccountant: text = c.Tr(T::kStatusAccountant); break;
        case Step::kSwap:
            if (SwapMode(c)) text = Fmt(c.Tr(T::kStatusSwap), {Fmt(c.Tr(T::kSwapsLeft), {std::to_string(c.st.swaps_left)})});
            break;
        case Step::kBrute: text = c.Tr(T::kStatusBrute); break;
        default: break;
    }
    if (!text.empty()) text += " ";
    text += TakeSummary(c);
    if (c.st.pass_streak >= 1) text += std::string(" ") + c.Tr(T::kStatusEndsGame);
    if (!c.lay.side && c.st.turns_left != kNotTriggered) text = LastRoundText(c) + " " + text;  // the side column says it
    return text;
}

void DrawStatus(Ctx& c) {
    const Rect r = c.lay.status;
    const float pad = c.lay.pad + 4;
    const float size = c.lay.portrait || c.lay.status.h() < 80 ? 14.5f : 16.0f;
    float y = r.min.y + 4;
    if (c.my_turn && c.hl_last > c.hl_first && !c.lay.compact_opp) {  // else the strip above says it
        // The other player's last turn in words (the table outlines its cards).
        std::string last;
        for (int i = c.hl_first; i < c.hl_last; ++i) last += (last.empty() ? "" : " ") + c.g.log[static_cast<std::size_t>(i + 1)];
        y += DrawRichText(c, c.ui.body(), 13.5f, ImVec2(r.min.x + pad, y), r.w() - 2 * pad, last, kAccent);
    }
    // Long sentences (German, several take options) get smaller rather than run into the hand below.
    const std::string status = StatusText(c);
    const float fit = FitRichTextSize(c, c.ui.body(), size, r.w() - 2 * pad, r.max.y - y - 2, status);
    DrawRichText(c, c.ui.body(), fit, ImVec2(r.min.x + pad, y), r.w() - 2 * pad, status, kText);
}

// The computer is deciding (or its decided action waits for the pace): a bar that fills as it thinks.
bool ComputerBusy(const Ctx& c) { return !c.st.over && !c.my_turn && c.g.computer.busy(); }

void DrawThinkingBar(Ctx& c, const Rect& r) {
    c.dl->AddRectFilled(r.min, r.max, IM_COL32(58, 64, 72, 255), r.h() * 0.5f);
    const float fill = r.w() * static_cast<float>(std::clamp(c.g.computer.progress(), 0.04, 1.0));
    c.dl->AddRectFilled(r.min, ImVec2(r.min.x + fill, r.max.y), kSky, r.h() * 0.5f);
}

void DrawStepIndicator(Ctx& c, const Rect& r) {
    if (c.st.over) return;  // the title says the game is over
    const Step now = CurrentStep(c.st);
    const int current = now == Step::kRefresh ? 0 : now == Step::kAccountant || now == Step::kSwap ? 1 : now == Step::kBrute ? 2 : 3;
    const T labels[4] = {T::kStepRefresh, T::kStepAccountant, T::kStepBrute, T::kStepTake};
    // The open step gets the room for its name (shortened if need be); the others keep theirs only if it fits.
    const float gap = 4;
    const float wide = (r.w() - gap * 3) * 0.4f;
    const float narrow = (r.w() - gap * 3 - wide) / 3.0f;
    float x = r.min.x;
    for (int i = 0; i < 4; ++i) {
        const bool on = i == current;
        const Rect p = MakeRect(x, r.min.y, on ? wide : narrow, r.h());
        x += p.w() + gap;
        c.dl->AddRectFilled(p.min, p.max, on ? kSky : (i < current ? IM_COL32(44, 49, 56, 255) : IM_COL32(58, 64, 72, 255)), 6);
        std::string label = std::to_string(i + 1) + " " + c.Tr(labels[i]);
        if (TextSize(c.ui.body(), 11.0f, label.c_str()).x > p.w() - 6) {
            label = on && i == 3 ? "4 " + std::string(c.Tr(T::kStepTakeShort)) : on ? label : std::to_string(i + 1);
        }
        const float fs = FitTextSize(c.ui.body(), 14, on ? 9.0f : 10.0f, label.c_str(), p.w() - 6);
        DrawTextCentred(c.dl, c.ui.body(), fs, p, on ? IM_COL32(15, 18, 22, 255) : (i < current ? kMuted : kText), label.c_str());
    }
}

std::string TurnTitle(const Ctx& c) {
    if (c.st.over) return c.Tr(T::kGameOverTitle);
    if (SeatIsYou(c, c.st.to_move)) return c.Tr(T::kYourTurn);
    return Fmt(c.Tr(T::kTheirTurn), {SeatName(c, c.st.to_move)});
}

// The hint key and button: a suggestion from the hint engine, when there is one.
void ShowHint(Ctx& c) {
    if (!c.my_turn) return;
    ClearGestures(c.g);
    const Hint hint = HintFor(ViewFor(c.st, c.st.to_move));
    // The hint is one of the legal actions (the bots read the same core); its cards pulse until the next change.
    if (std::find(c.g.legal.begin(), c.g.legal.end(), hint.move) == c.g.legal.end()) {
        c.g.note = c.Tr(T::kHintNone);
        return;
    }
    c.g.hint = hint.move;
    c.g.hint_valid = true;
    c.g.note = std::string(c.Tr(T::kHint)) + ": " + hint.Text(c.lang == Lang::kGerman ? "de" : "en");
}

}  // namespace

void DrawSideControls(Ctx& c, const Rect& r, bool compact) {
    GameUi& g = c.g;
    const bool swap = SwapMode(c);
    if (compact) {
        // Bottom bar: Menu, Log, Undo, Hint, Pass; while swapping: Menu, Undo, Done swapping (two slots, so its
        // label fits a phone), Pass.
        const float gap = 6, h = std::min(48.0f, r.h() - 10);
        const float y = r.min.y + (r.h() - h) * 0.5f;
        constexpr int n = 4;
        const float pass_w = std::max(r.w() * 0.26f, 80.0f);
        const float w = (r.w() - 2 * gap - pass_w - gap * static_cast<float>(n)) / static_cast<float>(n);
        float x = r.min.x + gap;
        if (c.ui.Button("button:menu", MakeRect(x, y, w, h), c.Tr(T::kMenu))) g.overlay = Overlay::kMenu;
        x += w + gap;
        if (!swap) {
            if (c.ui.Button("button:log", MakeRect(x, y, w, h), c.Tr(T::kLog))) g.overlay = Overlay::kLog, g.scroll = 1e9f;
            x += w + gap;
        }
        if (c.ui.Button("button:undo", MakeRect(x, y, w, h), c.Tr(T::kUndo), ButtonKind::kNormal,
                        c.s.CanUndo() && c.my_turn ? kItemNormal : kItemDisabled)) {
            UndoOwnAction(g, c.s);
        }
        x += w + gap;
        if (swap) {
            if (c.ui.Button("button:done-swapping", MakeRect(x, y, 2 * w + gap, h), c.Tr(T::kDoneSwapping))) {
                g.swap_closed = true, ClearGestures(g);
            }
        } else if (c.st.over) {
            if (c.ui.Button("button:results", MakeRect(x, y, w, h), c.Tr(T::kGameOverTitle))) g.overlay = Overlay::kEnd;
        } else if (c.ui.Button("button:hint", MakeRect(x, y, w, h), c.Tr(T::kHint), ButtonKind::kNormal,
                               c.my_turn ? kItemNormal : kItemDisabled)) {
            ShowHint(c);
        }
        if (c.ui.Button("button:pass", MakeRect(r.max.x - gap - pass_w, y, pass_w, h), c.Tr(T::kPass), ButtonKind::kPrimary,
                        c.my_turn ? kItemNormal : kItemDisabled)) {
            RequestPass(c);
        }
        return;
    }
    // Right-hand column: turn, steps, scores, buttons, log.
    const float pad = 14;
    c.dl->AddRectFilled(r.min, r.max, IM_COL32(31, 35, 41, 255));
    float y = r.min.y + pad;
    const float x = r.min.x + pad, w = r.w() - 2 * pad;
    const std::string title = TurnTitle(c);
    DrawText(c.dl, c.ui.title(), 24, ImVec2(x, y), kText, title.c_str());
    y += 32;
    // The thinking row is always reserved, so that no button moves while a person aims at it.
    if (ComputerBusy(c)) {
        DrawText(c.dl, c.ui.body(), 14, ImVec2(x, y), kMuted, c.Tr(T::kComputerThinking));
        DrawThinkingBar(c, MakeRect(x, y + 19, w, 4));
    }
    y += 28;
    DrawStepIndicator(c, MakeRect(x, y, w, 30));
    y += 40;
    for (int seat : {c.me, 1 - c.me}) {
        const std::string name = SeatName(c, seat);
        DrawText(c.dl, c.ui.body(), 17, ImVec2(x, y + 4), kText, name.c_str());
        const std::string score = Fmt(c.Tr(T::kVp), {std::to_string(Score(c.st, seat))});
        const ImVec2 ts = TextSize(c.ui.title(), 24, score.c_str());
        DrawText(c.dl, c.ui.title(), 24, ImVec2(x + w - ts.x, y), kText, score.c_str());
        y += 32;
    }
    if (c.st.turns_left != kNotTriggered && !c.st.over) {
        const std::string last = LastRoundText(c);
        DrawText(c.dl, c.ui.body(), 14, ImVec2(x, y), kAccent, last.c_str());
        y += 22;
    }
    y += 6;
    const float bh = 46, gap = 8;
    if (c.ui.Button("button:pass", MakeRect(x, y, w, bh), c.Tr(T::kPass), ButtonKind::kPrimary,
                    c.my_turn ? kItemNormal : kItemDisabled)) {
        RequestPass(c);
    }
    y += bh + gap;
    const float half = (w - gap) * 0.5f;
    if (c.ui.Button("button:undo", MakeRect(x, y, half, bh), c.Tr(T::kUndo), ButtonKind::kNormal,
                    c.s.CanUndo() && c.my_turn ? kItemNormal : kItemDisabled)) {
        UndoOwnAction(g, c.s);
    }
    if (c.st.over) {
        if (c.ui.Button("button:results", MakeRect(x + half + gap, y, half, bh), c.Tr(T::kGameOverTitle))) g.overlay = Overlay::kEnd;
    } else if (c.ui.Button("button:hint", MakeRect(x + half + gap, y, half, bh), c.Tr(T::kHint), ButtonKind::kNormal,
                           c.my_turn ? kItemNormal : kItemDisabled)) {
        ShowHint(c);
    }
    y += bh + gap;
    if (swap) {
        if (c.ui.Button("button:done-swapping", MakeRect(x, y, w, bh), c.Tr(T::kDoneSwapping))) g.swap_closed = true, ClearGestures(g);
        y += bh + gap;
    }
    if (c.ui.Button("button:menu", MakeRect(x, y, half, bh), c.Tr(T::kMenu), ButtonKind::kQuiet)) g.overlay = Overlay::kMenu;
    if (c.ui.Button("button:rules", MakeRect(x + half + gap, y, half, bh), c.Tr(T::kRules), ButtonKind::kQuiet)) {
        g.overlay = Overlay::kRules, g.scroll = 0;
    }
    y += bh + gap + 4;
    // The log: the latest sentences at the bottom; older ones scroll off the top. A click (or Enter on the
    // button) opens the whole log as a sheet that scrolls.
    const std::string log_label = std::string(c.Tr(T::kLog)) + "  \xE2\x96\xB8";
    if (c.ui.Button("button:open-log", MakeRect(x, y, std::min(w, 120.0f), 28), log_label.c_str(), ButtonKind::kQuiet, kItemNormal, 13)) {
        g.overlay = Overlay::kLog, g.scroll = 1e9f;
    }
    y += 34;
    const Rect log_r{ImVec2(x, y), ImVec2(x + w, r.max.y - pad)};
    if (c.ui.Item("log:open", log_r, kItemNoFocus)) g.overlay = Overlay::kLog, g.scroll = 1e9f;
    c.dl->PushClipRect(log_r.min, log_r.max, true);
    float ly = log_r.max.y;
    for (int i = static_cast<int>(g.log.size()) - 1; i >= 0 && ly > log_r.min.y; --i) {
        const std::string& line = g.log[static_cast<std::size_t>(i)];
        const float h = DrawRichText(c, c.ui.body(), 14, ImVec2(x, 0), w, line, kText, false);
        ly -= h + 6;
        const bool recent = i > c.hl_first && i <= c.hl_last;
        DrawRichText(c, c.ui.body(), 14, ImVec2(x, ly), w, line, recent ? kAccent : (i == static_cast<int>(g.log.size()) - 1 ? kText : kMuted));
    }
    c.dl->PopClipRect();
}

void DrawCardAt(Ctx& c, const Rect& r, const CardLook& look) {
    const std::string vp = VpText(c.lang, look.card);
    const bool room = r.h() >= 26 && r.w() >= 34;
    DrawCard(c.dl, r.min, r.max, look, c.ui.title(), c.ui.body(), room ? vp.c_str() : nullptr);
}

float FitRichTextSize(Ctx& c, ImFont* font, float size, float width, float height, const std::string& text) {
    while (size > 11.0f && DrawRichText(c, font, size, ImVec2(0, 0), width, text, 0, false) > height) size -= 0.5f;
    return size;
}

float DrawRichText(Ctx& c, ImFont* font, float size, ImVec2 pos, float width, const std::string& text, ImU32 col,
                   bool draw) {
    const float space = TextSize(font, size, " ").x;
    const float line_h = size * 1.3f;
    float x = pos.x, y = pos.y;
    std::size_t i = 0;
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    while (i < text.size()) {
        std::size_t j = text.find(' ', i);
        if (j == std::string::npos) j = text.size();
        const std::string word = text.substr(i, j - i);
        const float ww = TextSize(font, size, word.c_str()).x;
        if (x > pos.x && x + ww > pos.x + width) x = pos.x, y += line_h;
        if (draw) {
            // A card code (possibly followed by punctuation) is drawn in bold family colour; hover shows it.
            std::optional<CardType> card = word.size() >= 2 ? ParseCard(word.substr(0, 2)) : std::nullopt;
            if (card && word.size() > 2 && std::isalnum(static_cast<unsigned char>(word[2]))) card.reset();
            if (card) {
                const ImU32 fc = *card / kNumRanks == static_cast<int>(Family::kBrutes) ? IM_COL32(240, 228, 66, 255)
                                 : FamilyOf(*card) == Family::kAccountants ? IM_COL32(86, 180, 233, 255)
                                                                          : FamilyColour(FamilyOf(*card));
                DrawText(c.dl, font, size, ImVec2(x, y), fc, word.substr(0, 2).c_str());
                DrawText(c.dl, font, size, ImVec2(x + 0.6f, y), fc, word.substr(0, 2).c_str());
                DrawText(c.dl, font, size, ImVec2(x + TextSize(font, size, word.substr(0, 2).c_str()).x, y), col, word.substr(2).c_str());
                const Rect hit = MakeRect(x, y, ww, line_h);
                if (hit.Contains(mouse) && c.dl->_ClipRectStack.size() > 0 &&
                    Rect{ImVec2(c.dl->_ClipRectStack.back().x, c.dl->_ClipRectStack.back().y),
                         ImVec2(c.dl->_ClipRectStack.back().z, c.dl->_ClipRectStack.back().w)}.Contains(mouse)) {
                    ImDrawList* fg = ImGui::GetForegroundDrawList();
                    const Rect tip = MakeRect(std::min(mouse.x + 12, ImGui::GetIO().DisplaySize.x - 80), std::max(0.0f, y - 104), 72, 100);
                    CardLook look;
                    look.card = *card;
                    const std::string vp = VpText(c.lang, *card);
                    DrawCard(fg, tip.min, tip.max, look, c.ui.title(), c.ui.body(), vp.c_str());
                }
            } else {
                DrawText(c.dl, font, size, ImVec2(x, y), col, word.c_str());
            }
        }
        x += ww + space;
        i = j + 1;
    }
    return y - pos.y + line_h;
}

// ---------------------------------------------------------------------------------------------------------
// [SECTION] the computer seat and the frame

namespace {

double ComputerDelay(const GameUi& g) { return g.settings.fast_computer ? 0.25 : 0.8; }

void RecordDecision(GameUi& g, int move_number, const DecisionTiming& timing) {
    auto& log = g.computer_timings;
    // Undo may have taken back moves the computer decided before.
    while (!log.empty() && log.back().first >= move_number) log.pop_back();
    log.emplace_back(move_number, timing);
}

void RunComputer(Ctx& c) {
    GameUi& g = c.g;
    if (!c.s.ComputerToMove()) {
        g.computer.Cancel();
        return;
    }
    c.env.wants_redraw = true;
    if (g.overlay == Overlay::kMenu || g.overlay == Overlay::kRules || g.handoff) return;  // paused
    const int seat = c.st.to_move;
    if (!g.computer.busy()) {
        g.next_computer_time = std::max(g.next_computer_time, static_cast<double>(c.now) + ComputerDelay(g) * 0.5);
    }
    if (!g.computer.Think(ViewFor(c.st, seat), c.s.seat(seat), c.s.seed()) || c.now < g.next_computer_time) return;
    const Move m = g.computer.Take();
    // The bot's choice goes through the same gate as a person's tap.
    if (std::find(g.legal.begin(), g.legal.end(), m) != g.legal.end()) {
        c.s.Apply(m);
        if (c.env.test_items) RecordDecision(g, c.s.num_moves() - 1, g.computer.last_timing());
    }
    g.next_computer_time = c.now + ComputerDelay(g);
}

// Hot-seat: who looks at the table. With hidden hands a hand-off screen stands between the players.
void UpdateViewer(GameUi& g, const Session& s) {
    const State& st = s.current();
    if (IsComputer(s.seat(0)) != IsComputer(s.seat(1))) {
        g.viewer = IsComputer(s.seat(0)) ? 1 : 0;
        g.handoff = false;
        return;
    }
    if (st.over || IsComputer(s.seat(st.to_move)) || st.to_move == g.viewer) return;
    if (g.settings.show_other_hand) {
        g.viewer = st.to_move;
    } else {
        g.handoff = true;
    }
}

std::string TestJson(const Ctx& c) {
    const std::string state = StateToJson(ViewFor(c.st, c.me).state, 0);
    std::string json = "{\"screen\":\"";
    json += c.g.handoff ? "handoff" : OverlayName(c.g.overlay);
    json += "\",\"viewer\":" + std::to_string(c.me) + ",\"my_turn\":" + (c.my_turn ? "true" : "false");
    json += ",\"lang\":\"" + std::string(c.lang == Lang::kGerman ? "de" : "en") + "\",\"seats\":[\"";
    json += SeatKindId(c.s.seat(0)) + std::string("\",\"") + SeatKindId(c.s.seat(1)) + "\"]";
    json += ",\"focus\":\"" + (c.g.focus.keyboard ? c.g.focus.focused : std::string()) + "\"";
    json += ",\"can_undo\":" + std::string(c.s.CanUndo() ? "true" : "false");
    json += ",\"hint\":\"" + (c.g.hint_valid ? ToString(c.g.hint) : std::string()) + "\"";
    json += ",\"moves\":[";
    for (int i = 0; i < c.s.num_moves(); ++i) json += (i ? ",\"" : "\"") + ToString(c.s.move(i)) + "\"";
    json += "],\"computer\":{\"thinking\":" + std::string(c.g.computer.thinking() ? "true" : "false");
    json += ",\"progress\":" + std::to_string(c.g.computer.progress()) + ",\"decisions\":[";
    bool first = true;
    for (const auto& [move, t] : c.g.computer_timings) {
        if (move >= c.s.num_moves()) continue;
        json += std::string(first ? "" : ",") + "{\"move\":" + std::to_string(move) + ",\"wall_ms\":" +
                std::to_string(t.wall_ms) + ",\"busy_ms\":" + std::to_string(t.busy_ms) + ",\"longest_ms\":" +
                std::to_string(t.longest_ms) + ",\"from_plan\":" + (t.from_plan ? "true" : "false") + "}";
        first = false;
    }
    json += "]},\"state\":" + state + "}";
    return json;
}

}  // namespace

void InitGameUi(GameUi& g, std::string_view locale) {
    g.settings.lang = LangFromLocale(locale);
    g.overlay = Overlay::kMenu;
    g.game_started = false;
}

void GameFrame(GameUi& g, Session& session, FrameEnv& env) {
    const ImGuiIO& io = ImGui::GetIO();
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    RefreshCaches(g, session);
    UpdateViewer(g, session);
    if (session.current().over && g.seen_over_change != session.change_count()) {
        g.seen_over_change = session.change_count();  // the end screen opens once per finished game
        if (g.overlay == Overlay::kNone) g.overlay = Overlay::kEnd;
    }

    Ui ui(g.focus, env.test_items, env.body, env.title);
    const State st = session.current();  // a copy: applying an action below must not move it
    const int me = g.viewer;
    const bool my_turn = g.game_started && !st.over && st.to_move == me && !IsComputer(session.seat(me)) && !g.handoff;
    Ctx c{g, session, ui, env, st, g.settings.lang, me, my_turn, static_cast<float>(ImGui::GetTime()), nullptr, Layout{}};
    c.lay = ComputeLayout(vp->Size.x, vp->Size.y, TotalCards(st.street), g.compact);
    ComputeHighlights(c);
    if (g.game_started) RunComputer(c);

    ImGui::SetNextWindowPos(vp->Pos);
    ImGui::SetNextWindowSize(vp->Size);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0);
    ImGui::PushStyleColor(ImGuiCol_WindowBg, kBackground);
    constexpr ImGuiWindowFlags kTableFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                             ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
                                             ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoScrollWithMouse;
    ImGui::Begin("##table", nullptr, kTableFlags);
    ImGui::PopStyleColor();
    ImGui::PopStyleVar(2);
    c.dl = ImGui::GetWindowDrawList();
    ui.SetLayer(0);
    if (!g.handoff) {
        const Usable usable = ComputeUsable(g.legal);
        const int other = 1 - me;
        DrawPlayer(c, other, c.lay.opp, usable, c.lay.portrait || c.lay.compact_opp);
        DrawStreet(c, usable);
        DrawStatus(c);
        DrawPlayer(c, me, c.lay.own, usable, false);
        if (c.lay.top_bar.h() > 0) {
            const Rect tb = c.lay.top_bar;
            const std::string title = TurnTitle(c);
            const float title_size = c.lay.portrait ? 19.0f : 20.0f;
            DrawText(c.dl, c.ui.title(), title_size, ImVec2(tb.min.x + c.lay.pad + 4, tb.min.y + 8), kText, title.c_str());
            const float sw = std::min(tb.w() * (c.lay.portrait ? 0.52f : 0.5f), 420.0f);
            if (ComputerBusy(c)) {
                const float bar_w = std::min(TextSize(c.ui.title(), title_size, title.c_str()).x, tb.w() - sw - 3 * c.lay.pad);
                DrawThinkingBar(c, MakeRect(tb.min.x + c.lay.pad + 4, tb.min.y + title_size + 12, bar_w, 3));
            }
            DrawStepIndicator(c, MakeRect(tb.max.x - sw - c.lay.pad, tb.min.y + 6, sw, tb.h() - 10));
        }
        if (c.lay.side) DrawSideControls(c, c.lay.side_col, false);
        if (c.lay.bottom_bar.h() > 0) DrawSideControls(c, c.lay.bottom_bar, true);
    }
    ImGui::End();

    DrawDialogs(c);

    // Keys of the table (only when no dialog is up): U undo, P pass, H hint, Esc cancels a gesture.
    if (!ImGui::GetIO().WantTextInput) {
        if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
            if (g.overlay != Overlay::kNone && g.overlay != Overlay::kEnd && (g.overlay != Overlay::kMenu || g.game_started)) {
                g.overlay = g.game_started ? Overlay::kNone : Overlay::kMenu;  // before the first game: the start screen
            }
            ClearGestures(g);
            g.note.clear();
        }
        if (g.overlay == Overlay::kNone && !g.handoff) {
            for (ImWchar ch : io.InputQueueCharacters) {
                if ((ch == 'u' || ch == 'U') && my_turn && session.CanUndo()) UndoOwnAction(g, session);
                if ((ch == 'p' || ch == 'P') && my_turn) RequestPass(c);
                if (ch == 'h' || ch == 'H') ShowHint(c);
            }
        }
    }
    ui.End();
    // A change made in this frame is drawn in the next one; a hint pulses.
    if (session.change_count() != g.seen_change || g.hint_valid) env.wants_redraw = true;
    if (env.test_items) g.test_json = TestJson(c);
}

void DrawSeatGrids(Ctx& c, int seat, const Rect& r) {
    const bool portrait = c.lay.portrait;
    c.lay.portrait = false;  // side by side, as in landscape
    DrawPlayer(c, seat, r, ComputeUsable(c.g.legal), false);
    c.lay.portrait = portrait;
}

}  // namespace fam::ui
