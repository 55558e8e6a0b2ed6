// shell/ui/pointer_trickle.h: the events of quick taps that reach one frame are handed to ImGui over several frames,
// at most one left-button change per frame, so each tap is a press and a release on its own spot.
#include <cstddef>
#include <deque>
#include <doctest/doctest.h>
#include <string>
#include <utility>
#include <vector>

#include "ui/pointer_trickle.h"

namespace shell::ui {
namespace {

using Kind = PointerTrickle::Kind;

struct Event {
    Event(Kind k, float at_x, float at_y) : kind(k), x(at_x), y(at_y) {}
    explicit Event(std::string other) : kind(Kind::kOther), name(std::move(other)) {}
    Kind kind;
    float x = 0;
    float y = 0;
    std::string name;  // for kOther: which one
};

// What ImGui sees at the start of one frame, and the other events the frame handled.
struct Frame {
    bool down;
    float x;
    float y;
    std::vector<std::string> others;
};

// The main loop's way (shell/main.cpp HandleEvents): every frame takes events in order until the trickle says no.
std::vector<Frame> Frames(std::deque<Event> queue, int max_frames = 20) {
    PointerTrickle pointer;
    std::vector<Frame> frames;
    while (!queue.empty() && static_cast<int>(frames.size()) < max_frames) {
        pointer.NextFrame();
        Frame f{};
        while (!queue.empty() && pointer.Take(queue.front().kind, queue.front().x, queue.front().y)) {
            if (queue.front().kind == Kind::kOther) f.others.push_back(queue.front().name);
            queue.pop_front();
        }
        f.down = pointer.down();
        f.x = pointer.x();
        f.y = pointer.y();
        frames.push_back(f);
    }
    return frames;
}

// ImGui's clicks as a button sees them: pressed on a frame where the button goes down over it, released over it.
std::vector<std::pair<float, float>> Clicks(const std::vector<Frame>& frames) {
    std::vector<std::pair<float, float>> clicks;
    bool was_down = false;
    float press_x = 0, press_y = 0;
    for (const Frame& f : frames) {
        if (f.down && !was_down) press_x = f.x, press_y = f.y;
        if (!f.down && was_down && f.x == press_x && f.y == press_y) clicks.emplace_back(f.x, f.y);
        was_down = f.down;
    }
    return clicks;
}

TEST_CASE("two taps whose events reach one frame are two clicks, each on its own spot") {
    // A tap on a name field at (50, 100), then one on Start at (200, 700): touch sends no move before the first.
    const std::deque<Event> queue = {{Kind::kLeftDown, 50, 100},
                                     {Kind::kLeftUp, 50, 100},
                                     {Kind::kMove, 200, 700},
                                     {Kind::kLeftDown, 200, 700},
                                     {Kind::kLeftUp, 200, 700}};
    const std::vector<Frame> frames = Frames(queue);
    REQUIRE(frames.size() == 4);
    const auto clicks = Clicks(frames);
    REQUIRE(clicks.size() == 2);
    CHECK(clicks[0] == std::make_pair(50.0f, 100.0f));
    CHECK(clicks[1] == std::make_pair(200.0f, 700.0f));
}

TEST_CASE("moves merge in a frame with one button change after them, and a move after the change waits") {
    const std::deque<Event> queue = {{Kind::kMove, 1, 1}, {Kind::kMove, 2, 2},   {Kind::kLeftDown, 3, 3},
                                     {Kind::kMove, 9, 9}, {Kind::kLeftUp, 9, 9}, {Kind::kMove, 12, 12}};
    const std::vector<Frame> frames = Frames(queue);
    REQUIRE(frames.size() == 3);
    CHECK((frames[0].down && frames[0].x == 3 && frames[0].y == 3));
    CHECK((!frames[1].down && frames[1].x == 9));  // a drag: pressed on one frame, released where it moved
    CHECK((!frames[2].down && frames[2].x == 12));
}

TEST_CASE("other events keep their place: a key after a held tap waits with it") {
    const std::deque<Event> queue = {
        Event("key A"), {Kind::kLeftDown, 5, 5}, Event("wheel"), {Kind::kLeftUp, 5, 5}, Event("key B")};
    const std::vector<Frame> frames = Frames(queue);
    REQUIRE(frames.size() == 2);
    CHECK(frames[0].others == std::vector<std::string>{"key A", "wheel"});
    CHECK(frames[0].down);
    CHECK(frames[1].others == std::vector<std::string>{"key B"});
    CHECK_FALSE(frames[1].down);
    CHECK(Clicks(frames).size() == 1);
}

TEST_CASE("before any pointer event the position is unknown, so the backend's own stays") {
    PointerTrickle pointer;
    CHECK_FALSE(pointer.known());
    CHECK(pointer.Take(Kind::kOther, 0, 0));
    CHECK_FALSE(pointer.known());
    CHECK(pointer.Take(Kind::kMove, 4, 2));
    CHECK(pointer.known());
}

}  // namespace
}  // namespace shell::ui
