// shell/games/lacosanostra/table/start_screen.cpp — the start screen: players 3-5, names, families dealt or chosen,
// the options of lcn::Options, who begins, the language; Start. With a game started it is the menu: the table, the
// rules, the link and the replay first, then the next game's choices under "New game".
// It scrolls on a phone; the Start button stays in a bar at the foot.
#include <algorithm>
#include <cstring>

#include "games/lacosanostra/replay/replay.h"
#include "games/lacosanostra/table/table_internal.h"
#include "imgui.h"
#include "platform.h"
#include "ui/palette.h"

namespace shell::games::lacosanostra {

namespace {

using namespace ui::palette;
using ui::ButtonKind;
using ui::MakeRect;
using ui::Rect;

constexpr float kRow = 44;
constexpr float kGap = 8;

// A heading line; returns the y below it.
float Heading(FrameCtx& c, float x, float y, const char* text) {
    ui::DrawText(c.dl, c.fonts.body, 15, ImVec2(x, y + 6), kMuted, text);
    return y + 28;
}

// A row of equal buttons; the selected one drawn as selected. Returns the index clicked, or -1.
int Choice(FrameCtx& c, const std::string& id, float x, float y, float w, const std::vector<std::string>& labels,
           int selected, int per_row = 0) {
    const int n = static_cast<int>(labels.size());
    const int cols = per_row > 0 ? per_row : n;
    const float bw = (w - kGap * static_cast<float>(cols - 1)) / static_cast<float>(cols);
    int clicked = -1;
    for (int i = 0; i < n; ++i) {
        const float row_y = y + static_cast<float>(i / cols) * (kRow + 4);
        const Rect r = MakeRect(x + static_cast<float>(i % cols) * (bw + kGap), row_y, bw, kRow);
        const std::string item = id + ":" + std::to_string(i);
        const bool tapped = c.ui.Button(item, r, labels[static_cast<std::size_t>(i)].c_str(),
                                        i == selected ? ButtonKind::kSelected : ButtonKind::kNormal, Reach(c, r));
        c.ui.Pressed(i == selected);
        if (tapped) clicked = i;
    }
    return clicked;
}

// The name field of one seat: UTF-8, at most kMaxNameBytes (ImGui never splits a character at the limit).
void NameField(FrameCtx& c, int seat, const Rect& r) {
    std::string& name = c.t.next.names[static_cast<std::size_t>(seat)];
    char buf[kMaxNameBytes + 1] = {};
    std::memcpy(buf, name.data(), std::min(name.size(), kMaxNameBytes));
    const std::string hint = ui::Fmt(c.Say(W::kPlayerN), {std::to_string(seat + 1)});
    const bool whole = Reach(c, r) == ui::kItemNormal;
    // On the web the page's own input edits it (platform.h TextField): a phone's keyboard opens only for that.
    if (!whole || platform::PageTextFields()) {  // else scrolled partly out of view: the text only
        if (whole) platform::TextField(r.min.x, r.min.y, r.w(), r.h(), kMaxNameBytes, name);
        c.dl->AddRectFilled(r.min, r.max, IM_COL32(40, 45, 52, 255), 6);
        ui::DrawText(c.dl, c.fonts.body, 17, ImVec2(r.min.x + 10, r.min.y + 12), name.empty() ? kMuted : kText,
                     name.empty() ? hint.c_str() : name.c_str());
        if (whole) c.ui.Mark("start:name:" + std::to_string(seat), r);
        return;
    }
    ImGui::SetCursorScreenPos(r.min);
    ImGui::SetNextItemWidth(r.w());
    ImGui::PushFont(c.fonts.body);
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(10, std::max(4.0f, (r.h() - ImGui::GetFontSize()) * 0.5f)));
    ImGui::PushStyleVar(ImGuiStyleVar_FrameRounding, 6);
    const std::string id = "##name" + std::to_string(seat);
    if (ImGui::InputTextWithHint(id.c_str(), hint.c_str(), buf, sizeof buf)) name = buf;
    ImGui::PopStyleVar(2);
    ImGui::PopFont();
    c.ui.Mark("start:name:" + std::to_string(seat), r);
}

bool FamiliesDistinct(const NextGame& n) {
    for (int a = 0; a < n.players; ++a) {
        for (int b = a + 1; b < n.players; ++b) {
            if (n.families[static_cast<std::size_t>(a)] == n.families[static_cast<std::size_t>(b)]) return false;
        }
    }
    return true;
}

void OpenRules(TableUi& t) { OpenSheet(t, Overlay::kRules); }

// With a game started this sheet is the menu (players read "Menu" as the start screen): its head offers the table,
// the rules, the link and the replay; the next game's choices follow under "New game". Returns its height.
float MenuHead(FrameCtx& c, float x, float y0, float w) {
    if (!c.game.started) return 0;
    float y = y0;
    ui::DrawText(c.dl, c.fonts.title, 30, ImVec2(x, y), kText, c.Say(ui::Common::kMenu));
    y += 44;
    const float bw = (w - 3 * kGap) / 4;
    Rect r = MakeRect(x, y, bw, kRow);
    if (c.ui.Button("button:back", r, c.Say(W::kTable), ButtonKind::kPrimary, Reach(c, r)))
        c.t.overlay = Overlay::kNone;
    r = MakeRect(x + bw + kGap, y, bw, kRow);
    if (c.ui.Button("button:rules", r, c.Say(ui::Common::kRules), ButtonKind::kNormal, Reach(c, r))) OpenRules(c.t);
    r = MakeRect(x + 2 * (bw + kGap), y, bw, kRow);
    if (c.ui.Button("button:all-cards", r, c.Say(W::kAllCards), ButtonKind::kNormal, Reach(c, r)))
        OpenSheet(c.t, Overlay::kCards);
    r = MakeRect(x + 3 * (bw + kGap), y, bw, kRow);
    if (c.ui.Button("button:link", r, c.Say(ui::Common::kLink), ButtonKind::kNormal, Reach(c, r)))
        c.t.share_requested = true;
    y += kRow + 12;
    y += DrawReplayEntry(c, x, y, w);
    return y - y0;
}

// The body of the sheet at (x, y), width w; returns its height.
float Body(FrameCtx& c, float x, float y0, float w) {
    NextGame& n = c.t.next;
    float y = y0;
    // The game's title on the start screen; in the menu the heading of the next game's choices.
    ui::DrawText(c.dl, c.fonts.title, c.game.started ? 24 : 30, ImVec2(x, y), kText,
                 c.game.started ? c.Say(ui::Common::kNewGame) : c.Say(W::kTitle));
    y += 40;
    const ImVec2 note = ui::TextSize(c.fonts.body, 14, c.Say(W::kFanNote), w);
    ui::DrawText(c.dl, c.fonts.body, 14, ImVec2(x, y), kMuted, c.Say(W::kFanNote), w);
    y += note.y + 10;
    y += GuideEntry(c, x, y, w);  // "Learn to play" (guide.h)
    // The page's other games (the start screen offers every game; FrameEnv::switch_game).
    for (const ui::FrameEnv::OtherGame& other : c.env.other_games) {
        const std::string label = other.label + "  \u25B8";
        const Rect r = MakeRect(x, y, w, kRow);
        if (c.ui.Button("button:game-" + other.id, r, label.c_str(), ButtonKind::kQuiet, Reach(c, r))) {
            c.env.switch_game = other.id;
        }
        y += kRow + kGap;
    }

    y = Heading(c, x, y, c.Say(W::kPlayers));
    if (int k = Choice(c, "start:players", x, y, w, {"3", "4", "5"}, n.players - 3); k >= 0) n.players = k + 3;
    y += kRow + kGap;

    y = Heading(c, x, y, c.Say(W::kFamilies));
    if (int k = Choice(c, "start:family-mode", x, y, w, {c.Say(W::kDealFamilies), c.Say(W::kChooseFamilies)},
                       n.deal_families ? 0 : 1);
        k >= 0)
        n.deal_families = k == 0;
    y += kRow + kGap;

    y = Heading(c, x, y, c.Say(W::kNames));
    const float badges_w = 5 * kRow + 4 * 4;
    const bool two_rows = !n.deal_families && w < 200 + kGap + badges_w;
    for (int s = 0; s < n.players; ++s) {
        const float name_w = n.deal_families || two_rows ? w : w - badges_w - kGap;
        NameField(c, s, MakeRect(x, y, name_w, kRow));
        if (!n.deal_families) {
            float bx = two_rows ? x : x + name_w + kGap;
            if (two_rows) y += kRow + 4;
            int& fam = n.families[static_cast<std::size_t>(s)];
            for (int f = 0; f < lcn::kNumFamilies; ++f) {
                const Rect r = MakeRect(bx, y, kRow, kRow);
                const auto family = static_cast<lcn::Family>(f);
                const std::string id =
                    std::string("start:family:") + std::to_string(s) + ":" + lcn::FamilyInfo(family).letter;
                if (c.ui.Item(id, r, Reach(c, r), lcn::FamilyInfo(family).name)) fam = f;  // a badge, named
                DrawFamilyBadge(c.dl, c.fonts, r.centre(), fam == f ? kRow : kRow * 0.7f, family);
                if (fam == f) c.dl->AddCircle(r.centre(), kRow * 0.5f + 2, kWhite, 24, 2.0f);
                bx += kRow + 4;
            }
        }
        y += kRow + kGap;
    }
    if (!n.deal_families && !FamiliesDistinct(n)) {
        ui::DrawText(c.dl, c.fonts.body, 14, ImVec2(x, y), IM_COL32(240, 160, 90, 255), c.Say(W::kFamilyTaken), w);
        y += 22;
    }

    // Person or computer per seat; the pace matters only when no person plays (a demo).
    y = Heading(c, x, y, c.Say(W::kSeats));
    const std::vector<std::string> kinds = {c.Say(W::kSeatPerson), c.Say(W::kSeatEasy), c.Say(W::kSeatNormal),
                                            c.Say(W::kSeatExpert)};
    // Four kinds in one row need about 130 px each for "Computer: normal"; a phone gets two rows of two.
    const int per_row = w - 28 >= 4 * 130 ? 4 : 2;
    const int rows = (static_cast<int>(kinds.size()) + per_row - 1) / per_row;
    for (int s = 0; s < n.players; ++s) {
        SeatKind& kind = n.kinds[static_cast<std::size_t>(s)];
        const std::string label = std::to_string(s + 1);
        ui::DrawText(c.dl, c.fonts.body, 17, ImVec2(x + 4, y + 12), kMuted, label.c_str());
        if (int k =
                Choice(c, "start:seat:" + std::to_string(s), x + 28, y, w - 28, kinds, static_cast<int>(kind), per_row);
            k >= 0)
            kind = static_cast<SeatKind>(k);
        y += static_cast<float>(rows) * (kRow + 4);
    }
    y += kGap - 4;
    y = Heading(c, x, y, c.Say(W::kComputerSpeed));
    if (int k = Choice(c, "start:speed", x, y, w, {c.Say(W::kSpeedSlow), c.Say(W::kSpeedNormal), c.Say(W::kSpeedFast)},
                       static_cast<int>(n.speed));
        k >= 0)
        n.speed = static_cast<Speed>(k);
    y += kRow + kGap;

    y = Heading(c, x, y, c.Say(W::kWhoBegins));
    std::vector<std::string> first = {c.Say(W::kRandom)};
    for (int s = 0; s < n.players; ++s) first.push_back(std::to_string(s + 1));
    if (n.start_player >= n.players) n.start_player = lcn::kRandomStart;
    if (int k = Choice(c, "start:first", x, y, w, first, n.start_player + 1); k >= 0) n.start_player = k - 1;
    y += kRow + kGap;

    y = Heading(c, x, y, c.Say(W::kOptions));
    for (int i = 0; i < static_cast<int>(std::size(kOptionSwitches)); ++i) {
        const OptionSwitch& sw = kOptionSwitches[i];
        bool& on = n.options.*sw.field;
        const Rect r = MakeRect(x, y, w, kRow);
        const char* label = OptionLabel(c.t.settings.lang, i);
        const bool tapped = c.ui.Item(std::string("start:option:") + sw.key, r, Reach(c, r), label);
        c.ui.Pressed(on);
        if (tapped) on = !on;
        c.dl->AddRectFilled(r.min, r.max, c.ui.hovered() ? IM_COL32(52, 58, 66, 255) : IM_COL32(40, 45, 52, 255), 6);
        const Rect box = MakeRect(r.min.x + 10, r.min.y + 11, 22, 22);
        c.dl->AddRect(box.min, box.max, kText, 4, 0, 2.0f);
        if (on)
            c.dl->AddRectFilled(ImVec2(box.min.x + 5, box.min.y + 5), ImVec2(box.max.x - 5, box.max.y - 5), kSky, 2);
        const float size = ui::FitTextSize(c.fonts.body, 16, 11, label, w - 52);
        ui::DrawText(c.dl, c.fonts.body, size, ImVec2(r.min.x + 42, r.min.y + (kRow - size) * 0.5f - 1), kText, label);
        y += kRow + 4;
    }
    y += kGap;

    y = Heading(c, x, y, c.Say(ui::Common::kLanguage));
    if (int k =
            Choice(c, "start:lang", x, y, w, {"English", "Deutsch"}, c.t.settings.lang == ui::Lang::kGerman ? 1 : 0);
        k >= 0)
        c.t.settings.lang = k == 1 ? ui::Lang::kGerman : ui::Lang::kEnglish;
    y += kRow + kGap;
    if (!c.t.note.empty()) {
        const ImVec2 ts = ui::TextSize(c.fonts.body, 14, c.t.note.c_str(), w);
        ui::DrawText(c.dl, c.fonts.body, 14, ImVec2(x, y), IM_COL32(240, 160, 90, 255), c.t.note.c_str(), w);
        y += ts.y + kGap;
    }
    return y - y0;
}

}  // namespace

void DrawStartScreen(FrameCtx& c) {
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    const float w = std::min(640.0f, ds.x - 24), x = (ds.x - w) * 0.5f;
    const float bar = 64;
    const float top = c.env.top;  // below the host's notice
    const Rect view = MakeRect(0, top, ds.x, ds.y - bar - top);
    c.reach = view;
    c.ui.Mark("start:panel", MakeRect(x, top, w, ds.y - top));
    c.dl->PushClipRect(view.min, view.max, true);
    const float entry = MenuHead(c, x, top + 16 - c.t.scroll, w);
    const float h = entry + Body(c, x, top + 16 - c.t.scroll + entry, w) + 24;
    c.dl->PopClipRect();
    ui::ScrollInput(c.t.scroll, view, h);

    // The bar at the foot: Start (the rules beside it; in the menu they stand in its head).
    c.dl->AddRectFilled(ImVec2(0, ds.y - bar), ds, kZone);
    const bool ok = c.t.next.deal_families || FamiliesDistinct(c.t.next);
    const bool started = c.game.started;
    const float bw = started ? w : (w - kGap) / 2;
    float bx = x;
    if (!started) {
        if (c.ui.Button("button:rules", MakeRect(bx, ds.y - bar + 10, bw, kRow), c.Say(ui::Common::kRules)))
            OpenRules(c.t);
        bx += bw + kGap;
    }
    if (c.ui.Button("button:start", MakeRect(bx, ds.y - bar + 10, bw, kRow),
                    started ? c.Say(ui::Common::kNewGame) : c.Say(W::kStart), ButtonKind::kPrimary,
                    ok ? ui::kItemNormal : ui::kItemDisabled)) {
        c.t.note = StartGame(c.t, c.game, std::nullopt);
    }
}

}  // namespace shell::games::lacosanostra
