// shell/games/lacosanostra/table_panels.cpp — the screens around the table: the panel under it (the dice, the
// private seat's hand, and every tap that is not a card on the table: buttons, claims, names, amounts, peeks,
// Done), the hand-off screen and the scoring screen.
#include <algorithm>
#include <cmath>
#include <set>

#include "games/lacosanostra/table_internal.h"
#include "imgui.h"
#include "ui/palette.h"

namespace fam::games::lacosanostra {

namespace {

using namespace ui::palette;
using lcn::Seat;
using ui::ButtonKind;
using ui::MakeRect;
using ui::Rect;

constexpr float kGap = 6;
constexpr float kPad = 8;
constexpr float kDiceRow = 64;
constexpr float kHandCardW = 66, kHandCardH = 92;

// A button of the panel: the tap, its words, its look, its width.
struct PanelButton {
    Tap tap;
    std::string label;
    ButtonKind kind = ButtonKind::kNormal;
    Seat badge = kNoSeat;  // a claim or peek button shows the seat's family badge
    float w = 0;
};

bool OnTable(const lcn::State& s, Tap tap) {
    if (tap.thing == Thing::kGangster) {
        const lcn::GangsterStatus st = s.gangsters[tap.id].status;
        return st == lcn::GangsterStatus::kActive || st == lcn::GangsterStatus::kDeactivated;
    }
    if (tap.thing == Thing::kBusiness) {
        const lcn::BusinessZone z = s.businesses[tap.id].zone;
        return z == lcn::BusinessZone::kDisplay || z == lcn::BusinessZone::kMarket;
    }
    return false;
}

const char* ButtonWord(const FrameCtx& c, int b) {
    return c.Say(static_cast<W>(static_cast<int>(W::kBtnAccept) + b));
}

std::string UseSetLabel(const FrameCtx& c, const Choice& ch) {
    std::string s = ui::Fmt(c.Say(W::kUseSet), {std::to_string(ch.tap.id + 1)}) + ":";
    for (int i = 0; i < ch.move.count; ++i) s += " " + lcn::BusinessCode(ch.move.list[static_cast<std::size_t>(i)]);
    return s;
}

// The buttons of this screen's panel, in the order of the choices (the amount stepper is drawn apart).
std::vector<PanelButton> Buttons(const FrameCtx& c) {
    std::vector<PanelButton> out;
    const lcn::State& s = c.view.state;
    for (const Choice& ch : c.choices) {
        PanelButton b;
        b.tap = ch.tap;
        switch (ch.tap.thing) {
            case Thing::kButton:
                b.label = ButtonWord(c, ch.tap.id);
                b.kind = ch.tap.id == static_cast<int>(Button::kRoll) || ch.tap.id == static_cast<int>(Button::kContinue) ||
                                 ch.tap.id == static_cast<int>(Button::kReveal)
                             ? ButtonKind::kPrimary
                             : ButtonKind::kNormal;
                break;
            case Thing::kSeat: b.label = ui::Fmt(c.Say(W::kNameTarget), {NameOf(c, ch.tap.id)}), b.badge = static_cast<Seat>(ch.tap.id); break;
            case Thing::kClaim: b.label = ui::Fmt(c.Say(W::kClaimFor), {NameOf(c, ch.tap.id)}), b.badge = static_cast<Seat>(ch.tap.id); break;
            case Thing::kPeek: b.label = NameOf(c, ch.tap.id) + ": " + c.Say(W::kMyCards), b.badge = static_cast<Seat>(ch.tap.id), b.kind = ButtonKind::kQuiet; break;
            case Thing::kUseSet: b.label = UseSetLabel(c, ch); break;
            case Thing::kDice: {
                for (int i = 0; i < ch.move.count; ++i) b.label += (i ? " " : "") + std::to_string(ch.move.list[static_cast<std::size_t>(i)]);
                break;
            }
            case Thing::kDie: b.label = ui::Fmt(c.Say(W::kDie), {std::to_string(ch.tap.id)}); break;
            case Thing::kUnpick: b.label = c.Say(W::kUnpick), b.kind = ButtonKind::kQuiet; break;
            case Thing::kDone: b.label = c.Say(c.screen.done ? W::kDone : W::kHide), b.kind = c.screen.done ? ButtonKind::kPrimary : ButtonKind::kQuiet; break;
            case Thing::kMarket: b.label = c.Say(W::kMarket); break;
            case Thing::kGangster:
                if (OnTable(s, ch.tap)) continue;
                b.label = std::string(c.Say(W::kRecruit)) + " " + lcn::GangsterCode(static_cast<lcn::GangsterId>(ch.tap.id)) + " (" +
                          std::to_string(lcn::Gangster(static_cast<lcn::GangsterId>(ch.tap.id)).strength) + ", $" +
                          std::to_string(lcn::Gangster(static_cast<lcn::GangsterId>(ch.tap.id)).price) + "k)";
                break;
            case Thing::kBusiness:
                if (OnTable(s, ch.tap)) continue;
                b.label = lcn::BusinessCode(static_cast<lcn::BusinessId>(ch.tap.id)) + " $" +
                          std::to_string(lcn::Price(static_cast<lcn::BusinessId>(ch.tap.id))) + "k";
                break;
            default: continue;  // cards of the hand, amounts, the hand-off's own button: drawn elsewhere
        }
        b.w = std::max(88.0f, ui::TextSize(c.fonts.body, 16, b.label.c_str()).x + 28 + (b.badge != kNoSeat ? 30 : 0));
        out.push_back(std::move(b));
    }
    return out;
}

// The amounts offered (stake, launder), ascending; empty when none.
std::vector<int> Amounts(const FrameCtx& c, bool& launder) {
    std::set<int> a;
    for (const Choice& ch : c.choices) {
        if (ch.tap.thing != Thing::kAmount) continue;
        a.insert(ch.tap.id);
        launder = ch.move.kind == lcn::MoveKind::kLaunder;
    }
    return {a.begin(), a.end()};
}

// The private seat's hand: its order cards and influence cards by type (from its own view).
struct HandCard {
    Tap tap;
    int count = 1;
};
std::vector<HandCard> Hand(const FrameCtx& c) {
    std::vector<HandCard> out;
    const Seat seat = VisibleSeat(c.screen);
    if (seat == kNoSeat) return out;
    const lcn::State& s = c.view.state;
    for (int o = 0; o < lcn::kNumOrders; ++o) {
        const lcn::OrderPlace& op = s.orders[static_cast<std::size_t>(o)];
        if (!c.view.unknown[static_cast<std::size_t>(o)] && op.zone == lcn::OrderZone::kHand && op.holder == seat)
            out.push_back({{Thing::kOrder, static_cast<std::uint16_t>(o)}, 1});
    }
    for (int k = 0; k < lcn::kNumInfluenceTypes; ++k) {
        const int n = s.player[seat].influence[static_cast<std::size_t>(k)];
        if (n > 0) out.push_back({{Thing::kInfluence, static_cast<std::uint16_t>(k)}, n});
    }
    return out;
}

std::vector<float> Widths(const std::vector<PanelButton>& b) {
    std::vector<float> w;
    for (const PanelButton& x : b) w.push_back(x.w);
    return w;
}

void DrawDie(ImDrawList* dl, const Rect& r, int value, bool success) {
    dl->AddRectFilled(r.min, r.max, success ? IM_COL32(240, 240, 235, 255) : IM_COL32(120, 124, 130, 255), 8);
    const ImU32 pip = IM_COL32(20, 22, 26, 255);
    const float cx = r.centre().x, cy = r.centre().y, d = r.w() * 0.26f, pr = r.w() * 0.09f;
    auto at = [&](float dx, float dy) { dl->AddCircleFilled(ImVec2(cx + dx * d, cy + dy * d), pr, pip, 12); };
    if (value % 2 == 1) at(0, 0);
    if (value >= 2) at(-1, -1), at(1, 1);
    if (value >= 4) at(1, -1), at(-1, 1);
    if (value == 6) at(-1, 0), at(1, 0);
}

// The dice of the last roll, one by one (0.4 s apart), the target number and the successes in words.
void DrawDice(FrameCtx& c, const Rect& r) {
    const ShownRoll& roll = c.t.roll;
    const int shown = std::clamp(static_cast<int>((c.now - roll.time) / 0.4) + 1, 0, roll.count);
    const float size = r.h() - 8;
    float x = r.min.x;
    if (roll.roller != kNoSeat && roll.roller < c.view.state.players) {
        DrawFamilyBadge(c.dl, c.fonts, ImVec2(x + 16, r.centre().y), 30, c.view.state.player[roll.roller].family);
        x += 38;
    }
    int successes = 0;
    for (int i = 0; i < shown; ++i) {
        const int v = roll.dice[static_cast<std::size_t>(i)];
        successes += v >= roll.target;
        DrawDie(c.dl, MakeRect(x, r.min.y + 4, size, size), v, v >= roll.target);
        x += size + 6;
    }
    x += (size + 6) * static_cast<float>(roll.count - shown) + 8;
    std::string words = ui::Fmt(c.Say(W::kTargetNumber), {std::to_string(roll.target)});
    if (shown == roll.count)
        words += " · " + (successes == 1 ? std::string(c.Say(W::kOneSuccess))
                                         : ui::Fmt(c.Say(W::kSuccesses), {std::to_string(successes)}));
    const float fs = ui::FitTextSize(c.fonts.body, 20, 12, words.c_str(), std::max(40.0f, r.max.x - x));
    ui::DrawText(c.dl, c.fonts.body, fs, ImVec2(x, r.centre().y - fs * 0.6f), kText, words.c_str());
}

float HandHeight(const FrameCtx& c, float width) {
    const std::vector<HandCard> hand = Hand(c);
    if (hand.empty()) return 0;
    const int per_row = std::max(1, static_cast<int>((width - 2 * kPad + kGap) / (kHandCardW + kGap)));
    const int rows = (static_cast<int>(hand.size()) + per_row - 1) / per_row;
    return static_cast<float>(rows) * (kHandCardH + kGap);
}

void DrawInfluenceCard(FrameCtx& c, const ui::Box& b, lcn::Influence t, int count, unsigned marks) {
    const Rect r = ToRect(b);
    c.dl->AddRectFilled(r.min, r.max, IM_COL32(40, 70, 96, 255), 6);
    c.dl->AddRect(r.min, r.max, (marks & kMarkTappable) ? kSky : IM_COL32(86, 180, 233, 140), 6, 0,
                  (marks & kMarkTappable) ? 2.5f : 1.5f);
    if (marks & kMarkSelected) c.dl->AddRect(ImVec2(r.min.x - 3, r.min.y - 3), ImVec2(r.max.x + 3, r.max.y + 3), kWhite, 8, 0, 3);
    const lcn::InfluenceData& d = lcn::InfluenceCard(t);
    ui::DrawTextCentred(c.dl, c.fonts.title, 24, Rect{r.min, ImVec2(r.max.x, r.min.y + r.h() * 0.55f)}, kText, d.code);
    const char* name = c.t.lang == ui::Lang::kGerman ? d.german : d.english;
    const float fs = ui::FitTextSize(c.fonts.body, 13, 8, name, r.w() - 6);
    ui::DrawTextCentred(c.dl, c.fonts.body, fs, Rect{ImVec2(r.min.x, r.min.y + r.h() * 0.55f), ImVec2(r.max.x, r.min.y + r.h() * 0.8f)}, kMuted, name);
    if (count > 1) {
        const std::string n = "x" + std::to_string(count);
        ui::DrawText(c.dl, c.fonts.body, 13, ImVec2(r.max.x - 24, r.max.y - 18), kWhite, n.c_str());
    }
}

void DrawHand(FrameCtx& c, float x, float y, float width) {
    const std::vector<HandCard> hand = Hand(c);
    const int per_row = std::max(1, static_cast<int>((width - 2 * kPad + kGap) / (kHandCardW + kGap)));
    for (std::size_t i = 0; i < hand.size(); ++i) {
        const int row = static_cast<int>(i) / per_row, col = static_cast<int>(i) % per_row;
        const ui::Box b = MakeBox(x + kPad + static_cast<float>(col) * (kHandCardW + kGap),
                                  y + static_cast<float>(row) * (kHandCardH + kGap), kHandCardW, kHandCardH);
        const Tap tap = hand[i].tap;
        const bool tappable = TapArea(c, tap, ToRect(b));
        if (!tappable) c.ui.Mark(TapId(tap), ToRect(b));
        const unsigned marks = (tappable ? kMarkTappable : 0u) | (c.t.pick == tap ? kMarkSelected : 0u);
        if (tap.thing == Thing::kOrder) {
            DrawOrder(c.dl, c.fonts, b, static_cast<lcn::OrderId>(tap.id), marks);
            c.face_up_orders.push_back(lcn::OrderCode(static_cast<lcn::OrderId>(tap.id)));
        } else {
            DrawInfluenceCard(c, b, static_cast<lcn::Influence>(tap.id), hand[i].count, marks);
        }
    }
}

}  // namespace

float PanelHeight(FrameCtx& c, float width) {
    float h = 2 * kPad;
    if (c.t.roll.count > 0) h += kDiceRow + kGap;
    const float hand = HandHeight(c, width);
    if (hand > 0) h += hand + kGap;
    bool launder = false;
    if (!Amounts(c, launder).empty()) h += kTouch + kGap;
    float rows = 0;
    FlowButtons(Widths(Buttons(c)), kPad, 0, width - 2 * kPad, kTouch, kGap, rows);
    return h + rows;
}

void DrawPanel(FrameCtx& c, const Rect& r) {
    c.dl->AddRectFilled(r.min, r.max, IM_COL32(32, 36, 42, 255));
    float y = r.min.y + kPad;
    if (c.t.roll.count > 0) {
        DrawDice(c, MakeRect(r.min.x + kPad, y, r.w() - 2 * kPad, kDiceRow));
        y += kDiceRow + kGap;
    }
    const float hand = HandHeight(c, r.w());
    if (hand > 0) {
        DrawHand(c, r.min.x, y, r.w());
        y += hand + kGap;
    }
    bool launder = false;
    const std::vector<int> amounts = Amounts(c, launder);
    if (!amounts.empty()) {  // a stepper over the amounts offered, and the button that plays the one shown
        int& a = c.t.amount;
        if (std::find(amounts.begin(), amounts.end(), a) == amounts.end()) a = amounts.front();
        const auto it = std::find(amounts.begin(), amounts.end(), a);
        const float x = r.min.x + kPad;
        if (c.ui.Button("amount:less", MakeRect(x, y, kTouch, kTouch), "-", ButtonKind::kNormal,
                        it == amounts.begin() ? ui::kItemDisabled : ui::kItemNormal))
            a = *(it - 1);
        const std::string label = std::string(c.Say(launder ? W::kLaunder : W::kStake)) + " $" + std::to_string(a) + "k";
        TapButton(c, {Thing::kAmount, static_cast<std::uint16_t>(a)}, MakeRect(x + kTouch + kGap, y, 180, kTouch),
                  label.c_str(), ButtonKind::kPrimary);
        if (c.ui.Button("amount:more", MakeRect(x + kTouch + 2 * kGap + 180, y, kTouch, kTouch), "+", ButtonKind::kNormal,
                        it + 1 == amounts.end() ? ui::kItemDisabled : ui::kItemNormal))
            a = *(it + 1);
        y += kTouch + kGap;
    }
    const std::vector<PanelButton> buttons = Buttons(c);
    float rows = 0;
    const std::vector<ui::Box> boxes = FlowButtons(Widths(buttons), r.min.x + kPad, y, r.w() - 2 * kPad, kTouch, kGap, rows);
    for (std::size_t i = 0; i < buttons.size(); ++i) {
        const PanelButton& b = buttons[i];
        const Rect br = ToRect(boxes[i]);
        TapButton(c, b.tap, br, b.badge != kNoSeat ? ("    " + b.label).c_str() : b.label.c_str(), b.kind);
        if (b.badge != kNoSeat && b.badge < c.view.state.players)
            DrawFamilyBadge(c.dl, c.fonts, ImVec2(br.min.x + 20, br.centre().y), 26, c.view.state.player[b.badge].family);
    }
}

void DrawHandOff(FrameCtx& c) {
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const Seat seat = c.screen.seat;
    const lcn::Family f = c.game.state.player[seat].family;
    const float w = std::min(ds.x - 32, 520.0f), x = (ds.x - w) * 0.5f;
    c.dl->AddRectFilled(ImVec2(0, 0), ImVec2(ds.x, 10), FamilyColour(f));
    float y = std::max(24.0f, ds.y * 0.08f);
    DrawFamilyBadge(c.dl, c.fonts, ImVec2(ds.x * 0.5f, y + 32), 64, f);
    y += 76;
    const std::string name = NameOf(c, seat);
    const std::string pass = ui::Fmt(c.Say(W::kPassTo), {name});
    const float fs = ui::FitTextSize(c.fonts.title, 28, 16, pass.c_str(), w);
    ui::DrawTextCentred(c.dl, c.fonts.title, fs, MakeRect(x, y, w, fs + 8), kText, pass.c_str());
    y += fs + 14;
    const std::string step = std::string(PhaseWord(c.t.lang, c.game.state)) + " · " + lcn::FamilyInfo(f).name;
    ui::DrawTextCentred(c.dl, c.fonts.body, 16, MakeRect(x, y, w, 22), kMuted, step.c_str());
    y += 30;
    // The button sits high on the screen, away from where "Done" was (the panel's foot): a stray tap carried
    // over from the previous seat cannot land on it, and it ignores taps for its first 0.7 s (flow.h).
    const Rect button = MakeRect(x, std::max(y, ds.y * 0.36f), w, 88);
    const std::string me = ui::Fmt(c.Say(W::kItsMe), {name});
    if (TapButton(c, {Thing::kUnlock, seat}, button, me.c_str(), ButtonKind::kPrimary))
        DrawFamilyBadge(c.dl, c.fonts, ImVec2(button.min.x + 30, button.centre().y), 36, f);
    y = button.max.y + 18;
    ui::DrawText(c.dl, c.fonts.body, 16, ImVec2(x, y), kText, c.Say(W::kLookAway), w);
    y += 30;
    if (c.t.device.gates == 0) ui::DrawText(c.dl, c.fonts.body, 14, ImVec2(x, y), kMuted, c.Say(W::kFirstGate), w);
}

void DrawScoring(FrameCtx& c) {
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const lcn::State& s = c.view.state;
    const lcn::Outcome o = lcn::FinalOutcome(s);
    const float w = std::min(ds.x - 24, 640.0f), x = (ds.x - w) * 0.5f;
    float y = 20;
    ui::DrawText(c.dl, c.fonts.title, 28, ImVec2(x, y), kText, c.Say(W::kPhaseOver));
    y += 44;
    std::string winners;
    int n_winners = 0;
    for (int p = 0; p < s.players; ++p) {
        if (!(o.winners & (1u << p))) continue;
        winners += (n_winners++ ? ", " : "") + NameOf(c, p);
    }
    const std::string headline = n_winners > 1 ? ui::Fmt(c.Say(W::kSharedWin), {winners}) : ui::Fmt(c.Say(W::kWinner), {winners});
    ui::DrawText(c.dl, c.fonts.body, 22, ImVec2(x, y), kSky, headline.c_str(), w);
    y += 40;
    for (int p = 0; p < s.players; ++p) {
        const auto i = static_cast<std::size_t>(p);
        const Rect row = MakeRect(x, y, w, 52);
        c.dl->AddRectFilled(row.min, row.max, kZone, 6);
        DrawFamilyBadge(c.dl, c.fonts, ImVec2(row.min.x + 26, row.centre().y), 34, s.player[i].family);
        ui::DrawText(c.dl, c.fonts.body, 18, ImVec2(row.min.x + 52, row.min.y + 6), kText, NameOf(c, p).c_str());
        const std::string facts = std::string(c.Say(W::kFinalMoney)) + " $" + std::to_string(o.money[i]) + "k · " +
                                  c.Say(W::kLaundered) + " $" + std::to_string(s.player[i].laundered) + "k x2 · " +
                                  c.Say(W::kDisplayValue) + " $" + std::to_string(o.display_value[i]) + "k";
        ui::DrawText(c.dl, c.fonts.body, 13, ImVec2(row.min.x + 52, row.min.y + 30), kMuted, facts.c_str());
        c.ui.Mark("score:" + std::to_string(p), row);
        y += 58;
    }
    y += 10;
    const float bw = (w - kGap) / 2;
    if (c.ui.Button("button:play-again", MakeRect(x, y, bw, kTouch), c.Say(W::kPlayAgain), ButtonKind::kPrimary)) {
        // The same table again with a fresh deal: players, names and options of this game.
        StartChoices& n = c.t.next;
        n.players = c.game.setup.players;
        n.options = c.game.setup.options;
        for (int p = 0; p < lcn::kMaxPlayers; ++p) n.names[static_cast<std::size_t>(p)] = c.game.names[static_cast<std::size_t>(p)];
        c.t.note = StartGame(c.t, c.game, std::nullopt);
    }
    if (c.ui.Button("button:new-game", MakeRect(x + bw + kGap, y, bw, kTouch), c.Say(W::kNewGame))) {
        c.t.overlay = Overlay::kStart;
        c.t.scroll = 0;
    }
}

}  // namespace fam::games::lacosanostra
