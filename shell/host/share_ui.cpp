// shell/host/share_ui.cpp — see share_ui.h.
#include "host/share_ui.h"

#include <algorithm>

#include "imgui.h"
#include "platform.h"
#include "tabletop_version.h"
#include "ui/layer.h"
#include "ui/palette.h"
#include "ui/words.h"

namespace shell::host {

namespace {

using games::GameModule;
using ui::palette::kMuted;
using ui::palette::kNotice;
using ui::palette::kPanel;
using ui::palette::kText;

std::string OptionValue(const games::GameOptions& options, std::string_view name) {
    for (const auto& [key, value] : options.items())
        if (key == name) return value;
    return {};
}

std::string NoticeText(ui::Lang lang, const ShareUi::Notice& n) {
    return ui::Fmt(Sentence(lang, n.what), {n.arg, n.arg2});
}

// The game's words for why, below the notice; "" when it has no reason.
std::string WhyText(const GameModule& game, const ShareUi::Notice& n) {
    return n.why ? game.ReasonWords(game.lang(), *n.why) : "";
}

// ---- Storage ----

// Reads `key`; false when absent or refused (a refusal is told once).
bool Read(ShareUi& sh, const std::string& key, std::string& value) {
    bool found = false;
    if (platform::StorageRead(key.c_str(), value, found) != platform::Storage::kOk) {
        sh.storage_refused = true;
        if (!sh.told_refused) Tell(sh, Say::kStorageUnavailable);
        sh.told_refused = true;
        return false;
    }
    return found;
}

// Writes `value` under `key`; problems are told once. `written` is what was written last.
void Store(ShareUi& sh, const std::string& key, const std::string& value, std::string& written) {
    if (sh.storage_refused) return;
    switch (platform::StorageWrite(key.c_str(), value)) {
        case platform::Storage::kOk: written = value; break;
        case platform::Storage::kFull:
            if (!sh.told_full) Tell(sh, Say::kStorageFull);
            sh.told_full = true;
            written = value;  // not again for this text: the next change tries anew
            break;
        case platform::Storage::kUnavailable:
            sh.storage_refused = true;
            if (!sh.told_refused) Tell(sh, Say::kStorageUnavailable);
            sh.told_refused = true;
            break;
    }
}

// Writes `value` under `key` unless it is what was written last.
void Write(ShareUi& sh, const std::string& key, const std::string& value, std::string& written) {
    if (value != written) Store(sh, key, value, written);
}

void Post(const ShareUi& sh, const std::string& event) {
    if (sh.embedded) platform::PostToHost(event, sh.options.origin);
}

void UpdateTestJson(ShareUi& sh, const GameModule& game) {
    using Json = nlohmann::ordered_json;
    const ui::Lang lang = game.lang();
    const Json status = game.Status();
    Json j;
    j["embed"] = sh.options.embed;
    j["embedded"] = sh.embedded;
    j["link"] = game.started() ? sh.link : std::string();
    j["address"] = game.started() ? sh.address : std::string();
    j["seed"] = status.value("seed", std::string());
    j["variant"] = status.value("variant", std::string());
    j["storage"] = sh.storage_refused ? "refused" : sh.told_full ? "full" : "ok";
    j["panel"] = sh.panel_open;
    j["warning"] = sh.panel_open ? Sentence(lang, Say::kLinkSpoiler) : "";
    j["copy"] = sh.copy_outcome == 1 ? "copied" : sh.copy_outcome == 2 ? "manual" : "none";
    j["stats"] = game.stats_text();
    Json& notices = j["notices"] = Json::array();
    for (const ShareUi::Notice& n : sh.notices) {
        std::string text = NoticeText(lang, n);
        if (const std::string why = WhyText(game, n); !why.empty()) text.append(" ").append(why);
        if (!n.details.empty()) text.append(" | ").append(n.details);
        notices.push_back(std::move(text));
    }
    sh.test_json = j.dump();
}

}  // namespace

std::string PageLinkAddress(std::string_view link, std::string_view query) {
    return LinkAddress(platform::PageAddress(), ParsePageOptions(platform::PageQuery()).lang, link, query);
}

// A notice, worded when drawn (in the language of that moment).
void Tell(ShareUi& sh, Say what, std::string details, std::string arg, std::string arg2,
          std::optional<common::ReasonKind> why) {
    sh.notices.push_back({what, std::move(arg), std::move(arg2), std::move(details), why});
}

// ---- [SECTION] start-up --------------------------------------------------------------------------------

void StartUp(ShareUi& sh, PageOptions options, GameModule& game, const std::string& startup_link) {
    sh.options = std::move(options);
    sh.embedded = platform::IsEmbedded();
    std::unique_ptr<games::GameOptions> game_options = TakeGameOptions(sh.options, game);

    std::string text;
    if (Read(sh, StorageKey(game, "settings"), text)) {
        if (std::string why = game.OpenSettings(text); !why.empty()) Tell(sh, Say::kSettingsRefused, why);
    }
    if (Read(sh, StorageKey(game, "stats"), text)) {
        if (std::string why = game.OpenStats(text); !why.empty()) {
            Tell(sh, Say::kStatsRefused, why);
        } else {
            sh.written_stats = text;
        }
    }
    const PageOptions& o = sh.options;
    if (o.lang) game.set_lang(*o.lang);
    game.ApplyOptions(*game_options);
    for (std::size_t i = 0; i < o.ignored.size(); ++i) {
        const std::optional<common::Reason>& why = i < o.ignored_why.size() ? o.ignored_why[i] : std::nullopt;
        Tell(sh, Say::kOptionIgnored, {}, o.ignored[i], {}, why ? std::optional(why->kind) : std::nullopt);
    }

    // The game: the link in the address, else the saved game, else a new one if the page asks for it.
    bool loaded = false, refused = false;
    if (!startup_link.empty()) {
        const std::optional<common::Reason> why = game.Open(startup_link, games::OpenReason::kLink);
        loaded = !why;
        refused = !loaded;
        if (refused) Tell(sh, Say::kLinkRefused, why->text, {}, {}, why->kind);
        platform::ForgetStartupLink();
    }
    if (!loaded && !refused && Read(sh, StorageKey(game, "game"), text)) {
        const SavedGameOpening saved = OpenSavedGame(game, text);
        loaded = saved.outcome == SavedGameOpening::Outcome::kOpened;
        refused = saved.outcome == SavedGameOpening::Outcome::kRefused;
        if (loaded) sh.written_game = text;
        if (refused) Tell(sh, Say::kSavedGameRefused, saved.why->text, {}, {}, saved.why->kind);
        for (const auto& [key, value] : saved.writes) Store(sh, key, value, sh.written_game);
    }
    // An address with a seed asks for that very deal: it replaces a finished saved game, but a game in progress
    // is never thrown away unasked; the notice offers the asked game instead.
    const bool any_options = !game_options->empty();
    const std::string asked_seed = OptionValue(*game_options, "seed");  // the game's ReadOption refuses an empty seed
    if (loaded && !asked_seed.empty() && startup_link.empty()) {
        if (game.Status().value("over", false)) {
            loaded = false;
        } else {
            Tell(sh, Say::kAskedGameWaits, {}, asked_seed);
            sh.notices.back().offers_asked_game = true;
            sh.asked_game = std::move(game_options);  // kept for the notice's button (BeforeFrame)
        }
    }
    if (!loaded && StartsNewGame(refused, o.embed, game.EmbedStartsGame(), any_options)) {
        game.NewGame(*game_options);  // a normal new game, right away
    }
    if (sh.embedded) Post(sh, ReadyEvent(game, kVersion));
}

// ---- [SECTION] every frame -------------------------------------------------------------------------------

void BeforeFrame(ShareUi& sh, GameModule& game) {
    if (sh.start_asked_game) {
        sh.start_asked_game = false;
        if (sh.asked_game) game.NewGame(*sh.asked_game);
    }
    if (const int outcome = platform::TakeCopyOutcome()) sh.copy_outcome = outcome;
    std::string origin, data;
    while (platform::TakeHostMessage(origin, data)) {
        Result<HostCommand> c = ParseHostCommand(origin, data, sh.options.origin, game);
        if (!c) {
            // Never acted on. Only a sender the page accepts hears why (others learn nothing).
            if (sh.options.origin.empty() || origin == sh.options.origin) Post(sh, RejectedEvent(game, c.error()));
            continue;
        }
        if (c->kind == HostCommand::Kind::kStatus) {
            Post(sh, EventText(game, {"status", game.Status()}));
            continue;
        }
        if (c->lang) game.set_lang(*c->lang);
        game.NewGame(*c->options);
    }
}

void AfterFrame(ShareUi& sh, GameModule& game, bool test_hook) {
    std::vector<games::HostEvent> events;
    game.TakeEvents(events);
    for (const games::HostEvent& e : events) {
        Post(sh, EventText(game, e));
        if (e.name == "game-over") Write(sh, StorageKey(game, "stats"), game.stats_text(), sh.written_stats);
    }
    if (game.started() && game.change_count() != sh.seen_change) {
        sh.seen_change = game.change_count();
        sh.link = game.link();
        sh.address = LinkAddress(platform::PageAddress(), sh.options.lang, sh.link);
        Write(sh, StorageKey(game, "game"), game.save_text(), sh.written_game);
    }
    Write(sh, StorageKey(game, "settings"), game.settings_text(), sh.written_settings);
    if (game.TakeLinkRequest()) {
        sh.panel_open = game.started();
        sh.copy_outcome = 0;
    }
    if (test_hook) UpdateTestJson(sh, game);
}

// ---- [SECTION] drawing -----------------------------------------------------------------------------------

namespace {

// The notices' sentences, each with the game's words for why below it, drawn at `at` when `dl` is set; returns
// their height.
float NoticeTexts(const ShareUi& sh, const GameModule& game, ImFont* font, float text_w, ImDrawList* dl, ImVec2 at) {
    float y = at.y;
    for (const ShareUi::Notice& n : sh.notices) {
        const std::string text = NoticeText(game.lang(), n), why = WhyText(game, n);
        if (dl) ui::DrawText(dl, font, 16, ImVec2(at.x, y), kText, text.c_str(), text_w);
        y += ui::TextSize(font, 16, text.c_str(), text_w).y + 6;
        if (why.empty()) continue;
        if (dl) ui::DrawText(dl, font, 13, ImVec2(at.x, y), kMuted, why.c_str(), text_w);
        y += ui::TextSize(font, 13, why.c_str(), text_w).y + 6;
    }
    return y - at.y;
}

constexpr float kNoticePad = 14;

// Every notice in one banner at the top: an address can be wrong in more than one way (an option and the link),
// and the player reads all of it at once.
ui::Rect NoticeRect(const ShareUi& sh, const GameModule& game, ImFont* font) {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const float w = std::min(620.0f, vp->Size.x - 16), text_w = w - 2 * kNoticePad;
    const float h = kNoticePad + NoticeTexts(sh, game, font, text_w, nullptr, {}) + 4 + 44 + kNoticePad;
    return ui::MakeRect(vp->Pos.x + (vp->Size.x - w) * 0.5f, vp->Pos.y + 8, w, h);
}

void DrawNotice(ShareUi& sh, const GameModule& game, ui::Ui& ui) {
    const ui::Lang lang = game.lang();
    const ui::Rect r = NoticeRect(sh, game, ui.body());
    // The banner is its own small window, so the table below stays usable.
    ImDrawList* dl = ui::BeginLayer("##notice", r, {ui::Stack::kFront, 0, true});
    dl->AddRectFilled(r.min, r.max, kNotice, 10);
    ui.Mark("notice", r);
    NoticeTexts(sh, game, ui.body(), r.w() - 2 * kNoticePad, dl, ImVec2(r.min.x + kNoticePad, r.min.y + kNoticePad));
    const bool offers_asked_game =
        std::any_of(sh.notices.begin(), sh.notices.end(), [](const ShareUi::Notice& n) { return n.offers_asked_game; });
    const ui::Rect ok = ui::MakeRect(r.max.x - kNoticePad - 120, r.max.y - kNoticePad - 44, 120, 44);
    if (offers_asked_game &&
        ui.Button("button:notice-start", ui::MakeRect(r.min.x + kNoticePad, ok.min.y, 210, 44),
                  Sentence(lang, Say::kStartAskedGame), ui::ButtonKind::kPrimary, ui::kItemPressOnClick)) {
        sh.start_asked_game = true;
        sh.notices.clear();
    } else if (ui.Button("button:notice-ok", ok, ui::CommonWord(lang, ui::Common::kOk),
                         offers_asked_game ? ui::ButtonKind::kNormal : ui::ButtonKind::kPrimary,
                         ui::kItemPressOnClick)) {
        sh.notices.clear();
    }
    ui::EndLayer();
}

void DrawPanel(ShareUi& sh, const GameModule& game, ui::Ui& ui) {
    const ui::Lang lang = game.lang();
    // Above the table and its dialogs, dimming them.
    ImDrawList* dl = ui::BeginLayer("##share", {ui::Stack::kFront, ui::palette::kShade});
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const float w = std::min(560.0f, vp->Size.x - 16), pad = 16, text_w = w - 2 * pad;
    const std::string spoiler = Sentence(lang, Say::kLinkSpoiler);
    const std::vector<std::string> stats = game.StatsLines();
    const float spoiler_h = ui::TextSize(ui.body(), 15, spoiler.c_str(), text_w).y;
    const float link_h = ui::TextSize(ui.body(), 12, sh.address.c_str(), text_w).y;
    const float h = pad + 30 + spoiler_h + 10 + link_h + 14 + 48 + 26 + 28 + 22.0f * static_cast<float>(stats.size()) +
                    12 + 46 + pad;
    const ui::Rect p =
        ui::MakeRect(vp->Pos.x + (vp->Size.x - w) * 0.5f, vp->Pos.y + std::max(8.0f, (vp->Size.y - h) * 0.5f), w, h);
    dl->AddRectFilled(p.min, p.max, kPanel, 12);
    ui.Mark("share-panel", p);
    const float x = p.min.x + pad;
    float y = p.min.y + pad;
    ui::DrawText(dl, ui.title(), 22, ImVec2(x, y), kText, Sentence(lang, Say::kShareTitle));
    y += 30;
    ui::DrawText(dl, ui.body(), 15, ImVec2(x, y), kText, spoiler.c_str(), text_w);
    y += spoiler_h + 10;
    ui::DrawText(dl, ui.body(), 12, ImVec2(x, y), kMuted, sh.address.c_str(), text_w);
    y += link_h + 14;
    if (ui.Button("button:copy-link", ui::MakeRect(x, y, text_w, 48), Sentence(lang, Say::kCopyLink),
                  ui::ButtonKind::kPrimary, ui::kItemPressOnClick)) {
        sh.copy_outcome = 0;
        platform::CopyText(sh.address, Sentence(lang, Say::kCopyManually), ui::CommonWord(lang, ui::Common::kOk));
    }
    y += 48 + 4;
    if (sh.copy_outcome == 1)
        ui::DrawText(dl, ui.body(), 15, ImVec2(x, y), ui::palette::kSky, Sentence(lang, Say::kLinkCopied));
    y += 26;
    ui::DrawText(dl, ui.title(), 18, ImVec2(x, y), kText, Sentence(lang, Say::kStatistics));
    y += 28;
    for (const std::string& line : stats) {
        ui::DrawText(dl, ui.body(), 15, ImVec2(x, y), kMuted, line.c_str());
        y += 22;
    }
    y += 12;
    if (ui.Button("button:share-close", ui::MakeRect(p.max.x - pad - 160, y, 160, 46),
                  ui::CommonWord(lang, ui::Common::kClose), ui::ButtonKind::kNormal, ui::kItemPressOnClick)) {
        sh.panel_open = false;
    }
    // A click beside the panel closes it too.
    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && ImGui::IsWindowHovered() &&
        !p.Contains(ImGui::GetIO().MousePos)) {
        sh.panel_open = false;
    }
    ui::EndLayer();
}

}  // namespace

float NoticeHeight(const ShareUi& sh, const GameModule& game, const ui::FrameEnv& env) {
    if (sh.notices.empty()) return 0;
    const ui::Rect r = NoticeRect(sh, game, env.body);
    return r.max.y - ImGui::GetMainViewport()->Pos.y + 8;
}

void Draw(ShareUi& sh, const GameModule& game, ui::FrameEnv& env) {
    if (!sh.panel_open && sh.notices.empty()) return;
    ui::Ui ui(sh.focus, env.test_items, env.body, env.title);
    ui.SetLayer(2);  // above the table's dialogs (layer 1): the keyboard goes here while it is up
    if (sh.panel_open) DrawPanel(sh, game, ui);
    if (!sh.notices.empty()) DrawNotice(sh, game, ui);
    ui.End();
}

}  // namespace shell::host
