// shell/host/share_ui.cpp — see share_ui.h.
#include "host/share_ui.h"

#include <algorithm>

#include "app.h"
#include "famiglia_version.h"
#include "imgui.h"
#include "imgui_internal.h"  // BringWindowToDisplayFront: notices stay above the table's dialogs

namespace fam::share {

namespace {

constexpr ImU32 kPanel = IM_COL32(38, 43, 50, 250);
constexpr ImU32 kNoticePanel = IM_COL32(92, 56, 18, 250);
constexpr ImU32 kText = IM_COL32(232, 234, 237, 255);
constexpr ImU32 kMuted = IM_COL32(176, 182, 190, 255);
constexpr ImU32 kGood = IM_COL32(86, 180, 233, 255);

std::string LangCode(const App& app) { return app.game.settings.lang == ui::Lang::kGerman ? "de" : "en"; }
const char* Tr(const App& app, Say what) { return Sentence(LangCode(app), what); }

// A notice, worded when drawn (in the language of that moment).
void Tell(App& app, Say what, std::string details = {}, std::string arg = {}) {
    app.share.notices.push_back({what, std::move(arg), std::move(details)});
}

std::string NoticeText(const App& app, const ShareUi::Notice& n) { return ui::Fmt(Tr(app, n.what), {n.arg}); }

// ---- Settings <-> the table's UI state ----

Preferences CurrentPreferences(const App& app) {
    const ui::GameUi& g = app.game;
    Preferences p;
    p.lang = LangCode(app);
    p.show_other_hand = g.settings.show_other_hand;
    p.fast_computer = g.settings.fast_computer;
    p.confirm_takes = g.settings.confirm_takes;
    p.vs_computer = g.next_vs_computer;
    p.level = g.next_level;
    p.new_cards_only = g.next_variant;
    p.first = g.next_first;
    return p;
}

void ApplyPreferences(App& app, const Preferences& p) {
    ui::GameUi& g = app.game;
    if (!p.lang.empty()) g.settings.lang = p.lang == "de" ? ui::Lang::kGerman : ui::Lang::kEnglish;
    g.settings.show_other_hand = p.show_other_hand;
    g.settings.fast_computer = p.fast_computer;
    g.settings.confirm_takes = p.confirm_takes;
    g.next_vs_computer = p.vs_computer;
    g.next_level = p.level;
    g.next_variant = p.new_cards_only;
    g.next_first = p.first;
}

// The options of the page or a host command, applied to the next new game (and the language).
void ApplyGameOptions(App& app, const std::string& lang, std::optional<SeatKind> opponent,
                      std::optional<bool> new_cards_only) {
    ui::GameUi& g = app.game;
    if (!lang.empty()) g.settings.lang = lang == "de" ? ui::Lang::kGerman : ui::Lang::kEnglish;
    if (opponent) {
        g.next_vs_computer = IsComputer(*opponent);
        if (g.next_vs_computer) g.next_level = *opponent;
    }
    if (new_cards_only) g.next_variant = *new_cards_only;
}

// A new game with the table's choices for the next game, on `seed` or a fresh one.
void StartGame(App& app, std::optional<std::uint64_t> seed) {
    ui::StartNextGame(app.game, app.session, seed, ImGui::GetTime());
}

// ---- Storage ----

// Reads `key`; false when absent or refused (a refusal is told once).
bool Read(App& app, const char* key, std::string& value) {
    bool found = false;
    if (platform::StorageRead(key, value, found) != platform::Storage::kOk) {
        app.share.storage_refused = true;
        if (!app.share.told_refused) Tell(app, Say::kStorageUnavailable);
        app.share.told_refused = true;
        return false;
    }
    return found;
}

// Writes `value` under `key` unless it is what was written last; problems are told once.
void Write(App& app, const char* key, const std::string& value, std::string& written) {
    ShareUi& sh = app.share;
    if (sh.storage_refused || value == written) return;
    switch (platform::StorageWrite(key, value)) {
        case platform::Storage::kOk:
            written = value;
            break;
        case platform::Storage::kFull:
            if (!sh.told_full) Tell(app, Say::kStorageFull);
            sh.told_full = true;
            written = value;  // not again for this text: the next change tries anew
            break;
        case platform::Storage::kUnavailable:
            sh.storage_refused = true;
            if (!sh.told_refused) Tell(app, Say::kStorageUnavailable);
            sh.told_refused = true;
            break;
    }
}

void Post(App& app, const std::string& event) {
    if (app.share.embedded) platform::PostToHost(event, app.share.options.origin);
}

bool EndsTurn(const Move& m) { return m.kind == MoveKind::kTake || m.kind == MoveKind::kPass; }

// Whether `now` continues the game `before` (more actions, or some undone), rather than being another game.
bool SameGame(const GameRecord& before, const GameRecord& now) {
    if (before.seed != now.seed || !(before.rules == now.rules) || before.first != now.first) return false;
    const std::size_t common = std::min(before.moves.size(), now.moves.size());
    return std::equal(now.moves.begin(), now.moves.begin() + static_cast<std::ptrdiff_t>(common), before.moves.begin());
}

std::string JsonString(const std::string& text) {
    std::string out = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\') out += '\\';
        if (static_cast<unsigned char>(c) < 0x20) {
            out += ' ';
            continue;
        }
        out += c;
    }
    return out + "\"";
}

void UpdateTestJson(App& app) {
    const ShareUi& sh = app.share;
    std::string json = "{\"embed\":" + std::string(sh.options.embed ? "true" : "false");
    json += ",\"embedded\":" + std::string(sh.embedded ? "true" : "false");
    json += ",\"link\":" + JsonString(app.game.game_started ? sh.link : std::string());
    json += ",\"seed\":" + JsonString(std::to_string(app.session.seed()));
    json += ",\"variant\":" + JsonString(app.session.rules().new_cards_only ? "new-cards-only" : "standard");
    json += ",\"storage\":" + JsonString(sh.storage_refused ? "refused" : sh.told_full ? "full" : "ok");
    json += ",\"panel\":" + std::string(sh.panel_open ? "true" : "false");
    json += ",\"warning\":" + JsonString(sh.panel_open ? Tr(app, Say::kLinkSpoiler) : "");
    json += ",\"copy\":" + JsonString(sh.copy_outcome == 1 ? "copied" : sh.copy_outcome == 2 ? "manual" : "none");
    json += ",\"stats\":" + JsonString(EncodeStats(sh.stats));
    json += ",\"notices\":[";
    for (std::size_t i = 0; i < sh.notices.size(); ++i) {
        const ShareUi::Notice& n = sh.notices[i];
        std::string text = NoticeText(app, n);
        if (!n.details.empty()) text.append(" | ").append(n.details);
        if (i) json += ',';
        json += JsonString(text);
    }
    app.share.test_json = json + "]}";
}

}  // namespace

// ---- [SECTION] start-up --------------------------------------------------------------------------------

void StartUp(App& app) {
    ShareUi& sh = app.share;
    sh.options = ParsePageOptions(platform::PageQuery());
    sh.embedded = platform::IsEmbedded();

    std::string text;
    if (Read(app, kSettingsKey, text)) {
        if (Result<Preferences> p = DecodePreferences(text)) {
            ApplyPreferences(app, *p);
        } else {
            Tell(app, Say::kSettingsRefused, p.error());
        }
    }
    if (Read(app, kStatsKey, text)) {
        if (Result<Stats> s = DecodeStats(text)) {
            sh.stats = *s;
            sh.written_stats = text;
        } else {
            Tell(app, Say::kStatsRefused, s.error());
        }
    }
    const PageOptions& o = sh.options;
    app.game.compact = o.embed;
    ApplyGameOptions(app, o.lang, o.opponent, o.new_cards_only);
    for (const std::string& item : o.ignored) Tell(app, Say::kOptionIgnored, {}, item);

    // The game: the link in the address, else the saved game, else a new one if the page asks for it.
    bool loaded = false, refused = false;
    if (!app.startup_link.empty()) {
        Result<GameRecord> r = DecodeLink(app.startup_link);
        std::string reason = r ? app.session.Load(*r) : r.error();
        if (reason.empty()) {
            loaded = true;
        } else {
            Tell(app, Say::kLinkRefused, reason);
            refused = true;
        }
        platform::ForgetStartupLink();
    }
    if (!loaded && !refused && Read(app, kGameKey, text)) {
        Result<GameRecord> r = DecodeRecord(text);
        std::string reason = r ? app.session.Load(*r) : r.error();
        if (reason.empty()) {
            loaded = true;
            sh.written_game = text;
        } else {
            Tell(app, Say::kSavedGameRefused, reason);
            refused = true;
        }
    }
    if (loaded) {
        ui::ShowLoadedGame(app.game, ImGui::GetTime());
    } else if (refused || o.embed || o.seed || o.opponent || o.new_cards_only) {
        StartGame(app, o.seed);  // a normal new game, right away
    }
    if (sh.embedded) Post(app, ReadyEvent(kVersion));
}

// ---- [SECTION] every frame -------------------------------------------------------------------------------

void BeforeFrame(App& app) {
    ShareUi& sh = app.share;
    if (const int outcome = platform::TakeCopyOutcome()) sh.copy_outcome = outcome;
    std::string origin, data;
    while (platform::TakeHostMessage(origin, data)) {
        Result<HostCommand> c = ParseHostCommand(origin, data, sh.options.origin);
        if (!c) {
            // Never acted on. Only a sender the page accepts hears why (others learn nothing).
            if (sh.options.origin.empty() || origin == sh.options.origin) Post(app, RejectedEvent(c.error()));
            continue;
        }
        if (c->kind == HostCommand::Kind::kStatus) {
            Post(app, StatusEvent(app.session));
            continue;
        }
        ApplyGameOptions(app, c->lang, c->opponent, c->new_cards_only);
        StartGame(app, c->seed);
        sh.seen_valid = false;  // a new game even on the same seed
    }
}

void AfterFrame(App& app) {
    ShareUi& sh = app.share;
    ui::GameUi& g = app.game;
    Session& s = app.session;
    if (g.game_started && s.change_count() != sh.seen_change) {
        sh.seen_change = s.change_count();
        GameRecord now = s.Record();
        if (!sh.seen_valid || !SameGame(sh.seen, now)) {
            // Another game: report it; its earlier turns (a loaded game) are not news.
            sh.reported = s.num_moves();
            sh.over_handled = s.current().over;
            Post(app, NewGameEvent(s));
        }
        for (int i = std::min(sh.reported, s.num_moves()); i < s.num_moves(); ++i) {
            if (EndsTurn(s.move(i))) Post(app, TurnEvent(s, i));
        }
        sh.reported = s.num_moves();
        if (s.current().over && !sh.over_handled) {
            sh.over_handled = true;
            if (CountGame(sh.stats, s.seats(), GameOutcome(s.current()))) {
                Write(app, kStatsKey, EncodeStats(sh.stats), sh.written_stats);
            }
            Post(app, GameOverEvent(s));
        }
        sh.link = EncodeLink(now);
        Write(app, kGameKey, EncodeRecord(now), sh.written_game);
        sh.seen = std::move(now);
        sh.seen_valid = true;
    }
    Write(app, kSettingsKey, EncodePreferences(CurrentPreferences(app)), sh.written_settings);
    if (g.share_requested) {
        g.share_requested = false;
        sh.panel_open = g.game_started;
        sh.copy_outcome = 0;
        if (g.overlay == ui::Overlay::kMenu) g.overlay = ui::Overlay::kNone;  // back to the table afterwards
    }
    if (app.test_hook) UpdateTestJson(app);
}

// ---- [SECTION] drawing -----------------------------------------------------------------------------------

namespace {

// A full-window layer above the table and its dialogs (dimming them).
void BeginLayer(const char* id, bool dim) {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(vp->Pos);
    ImGui::SetNextWindowSize(vp->Size);
    ImGui::SetNextWindowFocus();
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0);
    ImGui::PushStyleColor(ImGuiCol_WindowBg, dim ? IM_COL32(10, 12, 14, 150) : IM_COL32(0, 0, 0, 0));
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                             ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoScrollWithMouse;
    if (!dim) flags |= ImGuiWindowFlags_NoBackground;
    ImGui::Begin(id, nullptr, flags);
    ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
    ImGui::PopStyleColor();
    ImGui::PopStyleVar(2);
}

void DrawNotice(App& app, ui::Ui& ui) {
    ShareUi& sh = app.share;
    const ShareUi::Notice& n = sh.notices.front();
    const std::string text = NoticeText(app, n);
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const float w = std::min(620.0f, vp->Size.x - 16), pad = 14, text_w = w - 2 * pad;
    const std::string details = n.details.empty() ? std::string() : ui::Fmt(Tr(app, Say::kDetails), {n.details});
    const float text_h = ui::TextSize(ui.body(), 16, text.c_str(), text_w).y;
    const float details_h = details.empty() ? 0 : ui::TextSize(ui.body(), 13, details.c_str(), text_w).y + 6;
    const float h = pad + text_h + details_h + 10 + 44 + pad;
    // The banner is its own small window, so the table below stays usable.
    const ui::Rect r = ui::MakeRect(vp->Pos.x + (vp->Size.x - w) * 0.5f, vp->Pos.y + 8, w, h);
    ImGui::SetNextWindowPos(r.min);
    ImGui::SetNextWindowSize(ImVec2(r.w(), r.h()));
    ImGui::SetNextWindowFocus();
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::Begin("##notice", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoBackground);
    ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
    ImGui::PopStyleVar();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(r.min, r.max, kNoticePanel, 10);
    ui.Mark("notice", r);
    float y = r.min.y + pad;
    ui::DrawText(dl, ui.body(), 16, ImVec2(r.min.x + pad, y), kText, text.c_str(), text_w);
    y += text_h + 6;
    if (!details.empty()) ui::DrawText(dl, ui.body(), 13, ImVec2(r.min.x + pad, y), kMuted, details.c_str(), text_w);
    if (ui.Button("button:notice-ok", ui::MakeRect(r.max.x - pad - 120, r.max.y - pad - 44, 120, 44), Tr(app, Say::kOk),
                  ui::ButtonKind::kPrimary, ui::kItemPressOnClick)) {
        sh.notices.erase(sh.notices.begin());
    }
    ImGui::End();
}

void DrawPanel(App& app, ui::Ui& ui) {
    ShareUi& sh = app.share;
    BeginLayer("##share", true);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const float w = std::min(560.0f, vp->Size.x - 16), pad = 16, text_w = w - 2 * pad;
    const std::string spoiler = Tr(app, Say::kLinkSpoiler);
    std::vector<std::string> stats;
    for (int k = 0; k < kNumSeatKinds; ++k) {
        const LevelStats& l = sh.stats.by_opponent[static_cast<std::size_t>(k)];
        if (l.played == 0) continue;
        if (k == 0) {
            stats.push_back(ui::Fmt(Tr(app, Say::kStatsTwoPlayers), {std::to_string(l.played)}));
            continue;
        }
        const ui::T names[] = {ui::T::kLevelBeginner, ui::T::kLevelEasy, ui::T::kLevelNormal, ui::T::kLevelExpert};
        stats.push_back(ui::Fmt(Tr(app, Say::kStatsLine), {ui::Text(app.game.settings.lang, names[k - 1]),
                                                           std::to_string(l.played), std::to_string(l.won)}));
    }
    if (stats.empty()) stats.push_back(Tr(app, Say::kStatsNone));
    const float spoiler_h = ui::TextSize(ui.body(), 15, spoiler.c_str(), text_w).y;
    const float link_h = ui::TextSize(ui.body(), 12, sh.link.c_str(), text_w).y;
    const float h = pad + 30 + spoiler_h + 10 + link_h + 14 + 48 + 26 + 28 + 22.0f * static_cast<float>(stats.size()) + 12 + 46 + pad;
    const ui::Rect p = ui::MakeRect(vp->Pos.x + (vp->Size.x - w) * 0.5f, vp->Pos.y + std::max(8.0f, (vp->Size.y - h) * 0.5f), w, h);
    dl->AddRectFilled(p.min, p.max, kPanel, 12);
    ui.Mark("share-panel", p);
    const float x = p.min.x + pad;
    float y = p.min.y + pad;
    ui::DrawText(dl, ui.title(), 22, ImVec2(x, y), kText, Tr(app, Say::kShareTitle));
    y += 30;
    ui::DrawText(dl, ui.body(), 15, ImVec2(x, y), kText, spoiler.c_str(), text_w);
    y += spoiler_h + 10;
    ui::DrawText(dl, ui.body(), 12, ImVec2(x, y), kMuted, sh.link.c_str(), text_w);
    y += link_h + 14;
    if (ui.Button("button:copy-link", ui::MakeRect(x, y, text_w, 48), Tr(app, Say::kCopyLink), ui::ButtonKind::kPrimary,
                  ui::kItemPressOnClick)) {
        sh.copy_outcome = 0;
        platform::CopyText(sh.link, Tr(app, Say::kCopyManually), Tr(app, Say::kOk));
    }
    y += 48 + 4;
    if (sh.copy_outcome == 1) ui::DrawText(dl, ui.body(), 15, ImVec2(x, y), kGood, Tr(app, Say::kLinkCopied));
    y += 26;
    ui::DrawText(dl, ui.title(), 18, ImVec2(x, y), kText, Tr(app, Say::kStatistics));
    y += 28;
    for (const std::string& line : stats) {
        ui::DrawText(dl, ui.body(), 15, ImVec2(x, y), kMuted, line.c_str());
        y += 22;
    }
    y += 12;
    if (ui.Button("button:share-close", ui::MakeRect(p.max.x - pad - 160, y, 160, 46), ui::Text(app.game.settings.lang, ui::T::kClose),
                  ui::ButtonKind::kNormal, ui::kItemPressOnClick)) {
        sh.panel_open = false;
    }
    // A click beside the panel closes it too.
    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && ImGui::IsWindowHovered() && !p.Contains(ImGui::GetIO().MousePos)) {
        sh.panel_open = false;
    }
    ImGui::End();
}

}  // namespace

void Draw(App& app) {
    ShareUi& sh = app.share;
    if (!sh.panel_open && sh.notices.empty()) return;
    ui::Ui ui(sh.focus, app.test_hook ? &app.test_items : nullptr, app.fonts.body, app.fonts.title);
    ui.SetLayer(2);  // above the table's dialogs (layer 1): the keyboard goes here while it is up
    if (sh.panel_open) DrawPanel(app, ui);
    if (!sh.notices.empty()) DrawNotice(app, ui);
    ui.End();
}

}  // namespace fam::share
