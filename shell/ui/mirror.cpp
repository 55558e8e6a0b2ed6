// shell/ui/mirror.cpp — see mirror.h.
#include "ui/mirror.h"

#include <algorithm>

namespace shell::ui {

namespace {

Mirror* g_active_mirror = nullptr;
std::string g_press_id;
int g_press = 0;

// A line of the page's text holds no line break (a drawn label's would split it), nor the spaces that make room for
// an icon drawn beside the words.
std::string OneLine(std::string text) {
    std::replace(text.begin(), text.end(), '\n', ' ');
    const std::size_t first = text.find_first_not_of(' '), last = text.find_last_not_of(' ');
    return first == std::string::npos ? std::string() : text.substr(first, last - first + 1);
}

}  // namespace

void Mirror::Say(std::string_view line, bool is_urgent) {
    if (line.empty()) return;
    said.emplace_back(line);
    urgent = urgent || is_urgent;
}

Mirror* ActiveMirror() { return g_active_mirror; }
void SetActiveMirror(Mirror* mirror) { g_active_mirror = mirror; }

void MirrorSay(std::string_view line, bool urgent) {
    if (g_active_mirror != nullptr) g_active_mirror->Say(line, urgent);
}

void MirrorArea(std::string_view id, std::string_view area) {
    if (g_active_mirror != nullptr) g_active_mirror->homes.push_back({std::string(id), std::string(area)});
}

std::string MirrorText(const Mirror& mirror, const Speech& speech, std::string_view lang,
                       std::vector<std::string>& ids) {
    std::string out = "L" + std::string(lang);
    for (const std::string& line : mirror.said) out += (mirror.urgent ? "\nA" : "\nS") + OneLine(speech.Words(line));
    const auto area_of = [&](const MirrorItem& item) {
        for (const MirrorHome& home : mirror.homes)
            if (home.id == item.id) return home.area;
        return speech.Area(item.id);
    };
    std::vector<std::string> areas;
    for (const MirrorItem& item : mirror.items) {
        std::string area = area_of(item);
        if (std::find(areas.begin(), areas.end(), area) == areas.end()) areas.push_back(std::move(area));
    }
    ids.clear();
    for (const std::string& area : areas) {
        if (!area.empty()) out += "\nH" + OneLine(area);
        for (const MirrorItem& item : mirror.items) {
            if (area_of(item) != area) continue;
            const std::string label = OneLine(speech.Label(item.id, item.drawn));
            if (label.empty()) continue;  // nothing to say: no button a screen reader would read as blank
            if (item.text) {
                out += "\nP" + label;
                continue;
            }
            out += std::string(item.focused ? "\n*" : "\n") +
                   (item.pressed < 0 ? ""
                    : item.pressed   ? "+"
                                     : "-") +
                   (item.usable ? "B" : "D") + label;
            ids.push_back(item.id);
        }
    }
    return out;
}

void QueueMirrorPress(const std::vector<std::string>& ids, int index, bool activate) {
    if (index < 0 || index >= static_cast<int>(ids.size())) return;
    g_press_id = ids[static_cast<std::size_t>(index)];
    g_press = activate ? 2 : 1;
}

int TakeMirrorPress(std::string_view id) {
    if (g_press == 0 || id != g_press_id) return 0;
    const int press = g_press;
    DropMirrorPress();
    return press;
}

void DropMirrorPress() {
    g_press = 0;
    g_press_id.clear();
}

}  // namespace shell::ui
