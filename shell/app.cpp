// shell/app.cpp — Frame(App&): for now the title window; the game table (shell/famiglia/)
// plugs in here.
#include "app.h"

#include <cfloat>

#include "famiglia_version.h"
#include "imgui.h"

namespace fam {
namespace {

void RecordTestItem(App& app, const char* id, ImVec2 min, ImVec2 size) {
    if (app.test_hook) app.test_items.push_back({id, min.x, min.y, size.x, size.y});
}

void TitleWindow(App& app) {
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(viewport->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSizeConstraints(ImVec2(280.0f, 0.0f), ImVec2(viewport->WorkSize.x - 24.0f, FLT_MAX));
    constexpr ImGuiWindowFlags kFlags = ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar |
                                        ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings;
    if (ImGui::Begin("Famiglia", nullptr, kFlags)) {
        ImGui::PushFont(app.fonts.title);
        ImGui::TextUnformatted(kProductName);
        ImGui::PopFont();
        ImGui::TextDisabled("Version %s", kVersion);
        ImGui::Separator();
        ImGui::TextUnformatted("A card game for two: recruit the family, one card at a time.");
        ImGui::TextUnformatted("Söldner, Brutale, Straße — Buchhalter, Auslage, La Famiglia.");
        ImGui::Spacing();
        ImGui::TextWrapped("A fan-made adaptation of Friedemann Friese's Famiglia. It uses no art or "
                           "text of the publisher. The game table comes next.");
        if (!app.startup_link.empty()) ImGui::TextDisabled("Link: %s", app.startup_link.c_str());
        ImGui::Spacing();
        ImGui::Checkbox("Show the ImGui demo (debug)", &app.show_demo);
        RecordTestItem(app, "title-window", ImGui::GetWindowPos(), ImGui::GetWindowSize());
    }
    ImGui::End();
}

}  // namespace

void Frame(App& app) {
    app.test_items.clear();
    app.wants_redraw = false;
    TitleWindow(app);
    if (app.show_demo) {
        ImGui::ShowDemoWindow(&app.show_demo);
        app.wants_redraw = true;  // the demo animates
    }
}

}  // namespace fam
