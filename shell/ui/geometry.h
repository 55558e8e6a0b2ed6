// shell/ui/geometry.h — plain points and boxes in CSS pixels, for the games' layouts (table_layout.* of each
// game). No ImGui here, so the layouts and their native tests stay free of it; the drawing files convert.
#pragma once

namespace shell::ui {

struct Point {
    float x = 0, y = 0;
};

struct Box {
    Point min, max;
    float w() const { return max.x - min.x; }
    float h() const { return max.y - min.y; }
};
inline Box MakeBox(float x, float y, float w, float h) { return {{x, y}, {x + w, y + h}}; }

}  // namespace shell::ui
