// shell/ui/layer.cpp — see layer.h.
#include "ui/layer.h"

#include "imgui_internal.h"  // BringWindowToDisplayFront

namespace shell::ui {

ImDrawList* BeginLayer(const char* name, const Rect& r, const LayerLook& look) {
    ImGui::SetNextWindowPos(r.min);
    ImGui::SetNextWindowSize(ImVec2(r.w(), r.h()));
    if (look.stack == Stack::kFront) ImGui::SetNextWindowFocus();
    // No padding: ImGui clips a window's drawing to its rectangle less half the padding, which left a frame of the
    // table undimmed at the screen's edges.
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    if (!look.border) ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0);
    if (look.background != 0) ImGui::PushStyleColor(ImGuiCol_WindowBg, look.background);
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                             ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoScrollWithMouse;
    if (!look.imgui_nav) flags |= ImGuiWindowFlags_NoNav;
    if (look.background == 0) flags |= ImGuiWindowFlags_NoBackground;
    if (look.stack == Stack::kBottom) flags |= ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::Begin(name, nullptr, flags);
    if (look.stack == Stack::kFront) ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
    if (look.background != 0) ImGui::PopStyleColor();
    ImGui::PopStyleVar(look.border ? 1 : 2);
    return ImGui::GetWindowDrawList();
}

ImDrawList* BeginLayer(const char* name, const LayerLook& look) {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    return BeginLayer(name, Rect{vp->Pos, ImVec2(vp->Pos.x + vp->Size.x, vp->Pos.y + vp->Size.y)}, look);
}

void EndLayer() { ImGui::End(); }

}  // namespace shell::ui
