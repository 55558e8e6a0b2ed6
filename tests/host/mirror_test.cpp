// shell/ui/mirror.h (ImGui-free): the document mirror the page builds for screen readers from what a frame drew;
// the item registry and the games fill it (ui/widgets.cpp), here it is filled by hand.
#include <doctest/doctest.h>

#include "ui/mirror.h"

namespace shell::ui {
namespace {

// Says a card item by its code and puts it under "Hand"; everything else under "Actions".
class TestSpeech final : public Speech {
public:
    std::string Label(std::string_view id, std::string_view drawn) const override {
        if (id.substr(0, 5) == "hand:") return "card " + std::string(id.substr(5));
        return std::string(drawn);
    }
    std::string Area(std::string_view id) const override { return id.substr(0, 5) == "hand:" ? "Hand" : "Actions"; }
    std::string Words(std::string_view text) const override { return "said: " + std::string(text); }
};

TEST_CASE("the mirror groups items under their area's heading in drawing order, marks the focus, says its lines") {
    Mirror m;
    m.Say("Your turn");
    m.Say("");  // nothing drawn, nothing said
    m.items = {{"button:pass", "Pass", true, false},
               {"hand:F3", "", true, true},
               {"button:undo", "Undo", false, false},
               {"hand:A1", "", false, false},
               {"log:open", "", false, false}};
    std::vector<std::string> ids;
    CHECK(MirrorText(m, TestSpeech{}, "de", ids) ==
          "Lde\nSsaid: Your turn\nHActions\nBPass\nDUndo\nHHand\n*Bcard F3\nDcard A1");
    CHECK(ids == std::vector<std::string>{"button:pass", "button:undo", "hand:F3", "hand:A1"});  // log:open: no words
}

TEST_CASE("an urgent line makes every said line urgent and a label is one line without the room for an icon") {
    Mirror m;
    m.Say("Pass the device\nto Anna", true);
    m.Say("Scores");
    m.items = {{"button:handoff", "   Tap\nhere ", true, false}};
    std::vector<std::string> ids;
    CHECK(MirrorText(m, Speech{}, "en", ids) == "Len\nAPass the device to Anna\nAScores\nBTap here");
}

TEST_CASE("words to read go under their area's heading as text, never a button") {
    Mirror m;
    MirrorItem score{"score:", "You  3 VP"};
    score.text = true;
    m.items = {{"hand:F3", "", true, false}, score};
    std::vector<std::string> ids;
    CHECK(MirrorText(m, TestSpeech{}, "en", ids) == "Len\nHHand\nBcard F3\nHActions\nPYou  3 VP");
    CHECK(ids == std::vector<std::string>{"hand:F3"});
}

TEST_CASE("a switch or a choice's option says whether it is on, after the focus mark, and other buttons say neither") {
    Mirror m;
    MirrorItem on{"start:option:short", "Short game", true, true};
    on.pressed = 1;
    MirrorItem off{"start:speed:0", "Slow"};
    off.pressed = 0;
    MirrorItem refused{"start:option:x", "Blocked", false};
    refused.pressed = 0;
    m.items = {on, off, refused, {"button:start", "Start"}};
    std::vector<std::string> ids;
    CHECK(MirrorText(m, Speech{}, "en", ids) == "Len\n*+BShort game\n-BSlow\n-DBlocked\nBStart");
}

TEST_CASE("an item drawn where its Speech cannot tell is said under the area it was put in") {
    Mirror m;
    SetActiveMirror(&m);
    MirrorArea("hand:B7", "The Blue family");
    MirrorArea("words:1", "The Blue family");
    SetActiveMirror(nullptr);
    MirrorItem facts{"words:1", "$9,000\nOrders 3"};
    facts.text = true;
    m.items = {
        {"button:pass", "Pass", true, false}, {"hand:B7", "", false, false}, facts, {"hand:F3", "", true, false}};
    std::vector<std::string> ids;
    CHECK(MirrorText(m, TestSpeech{}, "en", ids) ==
          "Len\nHActions\nBPass\nHThe Blue family\nDcard B7\nP$9,000 Orders 3\nHHand\nBcard F3");
    CHECK(ids == std::vector<std::string>{"button:pass", "hand:B7", "hand:F3"});
}

TEST_CASE("a press of the page's button reaches its item once, and only in the next frame") {
    const std::vector<std::string> ids = {"button:pass", "hand:F3"};
    QueueMirrorPress(ids, 1, true);
    CHECK(TakeMirrorPress("button:pass") == 0);
    CHECK(TakeMirrorPress("hand:F3") == 2);
    CHECK(TakeMirrorPress("hand:F3") == 0);
    QueueMirrorPress(ids, 0, false);  // the button got the focus
    CHECK(TakeMirrorPress("button:pass") == 1);
    QueueMirrorPress(ids, 0, true);
    DropMirrorPress();  // its item was not drawn in that frame
    CHECK(TakeMirrorPress("button:pass") == 0);
    QueueMirrorPress(ids, 2, true);  // a stale index
    QueueMirrorPress(ids, -1, true);
    CHECK(TakeMirrorPress("button:pass") == 0);
    CHECK(TakeMirrorPress("hand:F3") == 0);
}

TEST_CASE("a line is said on the active mirror only") {
    Mirror m;
    MirrorSay("lost");
    SetActiveMirror(&m);
    MirrorSay("kept", true);
    SetActiveMirror(nullptr);
    CHECK(m.said == std::vector<std::string>{"kept"});
    CHECK(m.urgent);
}

}  // namespace
}  // namespace shell::ui
