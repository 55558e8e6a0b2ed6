// shell/ui/text_audit.h (ImGui-free): what the browser tests read of a frame's text, its smallest size and its cut
// labels; the drawing helpers feed it (ui/widgets.cpp), here it is fed by hand.
#include <cmath>
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "ui/text_audit.h"

namespace shell::ui {
namespace {

const TextBox kScreen{0, 0, 800, 600};

TEST_CASE("a text inside its clip is whole, one outside is hidden, one over its side is cut across") {
    CHECK(ClipOf({10, 10, 90, 24}, kScreen, 14) == TextClip::kWhole);
    CHECK(ClipOf({810, 10, 890, 24}, kScreen, 14) == TextClip::kHidden);
    CHECK(ClipOf({10, -30, 90, -16}, kScreen, 14) == TextClip::kHidden);
    CHECK(ClipOf({760, 10, 840, 24}, kScreen, 14) == TextClip::kAcross);
    CHECK(ClipOf({-20, 10, 60, 24}, kScreen, 14) == TextClip::kAcross);
    CHECK(ClipOf({10, 590, 90, 604}, kScreen, 14) == TextClip::kAlong);
    CHECK(ClipOf({10, -4, 90, 10}, kScreen, 14) == TextClip::kAlong);
}

TEST_CASE("rounding and the blank under a line's glyphs are no cut") {
    CHECK(ClipOf({-0.5f, 10, 800.5f, 24}, kScreen, 14) == TextClip::kWhole);  // floored positions
    CHECK(ClipOf({10, 588, 90, 602}, kScreen, 14) == TextClip::kWhole);       // 2 px of 14 below the glyphs
    CHECK(ClipOf({10, 587, 90, 607}, kScreen, 20) == TextClip::kAlong);       // 7 px of 20: glyphs cut
}

TEST_CASE("the tally keeps the smallest drawn size and lists small texts once, smallest first") {
    TextTally t;
    CHECK(t.Finish().smallest_px == 0);
    t.Note("Job: Bank", 12, {10, 10, 80, 22}, kScreen);
    t.Note("F4", 10, {10, 30, 24, 40}, kScreen);
    t.Note("F4", 9.5f, {40, 30, 54, 40}, kScreen);
    t.Note("Family", 10.5f, {10, 50, 60, 60}, kScreen);
    t.Note("hidden", 6, {900, 10, 950, 16}, kScreen);  // not drawn: neither smallest nor small
    t.Note("   ", 5, {10, 70, 20, 75}, kScreen);       // blanks draw nothing
    const TextTally::Result r = t.Finish();
    CHECK(r.smallest_px == doctest::Approx(9.5));
    REQUIRE(r.small.size() == 2);
    CHECK(r.small[0].text == "F4");
    CHECK(r.small[0].size == doctest::Approx(9.5));
    CHECK(r.small[1].text == "Family");
    CHECK(r.cut == 0);
}

TEST_CASE("a label cut at its side or too wide for its fit counts as cut") {
    TextTally t;
    t.Note("Job: Public Contract", 12, {700, 10, 830, 22}, kScreen);
    t.NoteTooWide("1 Refresh | 2 Take | 3 Brute | 4 Vote");
    const TextTally::Result r = t.Finish();
    CHECK(r.cut == 2);
    REQUIRE(r.cuts.size() == 2);
    CHECK(r.cuts[0] == "Job: Public Contract");
}

TEST_CASE("a line cut at the top of a scrolled view is scrolled, under a fixed clip it is cut") {
    const TextBox log{100, 100, 300, 200};
    TextTally t;
    t.Note("Anna takes F3", 14, {110, 92, 250, 106}, log);
    CHECK(t.Finish().cut == 1);
    t.NoteScrollView(log);  // views say they scroll after drawing their lines
    CHECK(t.Finish().cut == 0);
    t.Note("Job: Car Theft", 12, {250, 120, 330, 132}, log);  // cut at the side: a cut even in a scrolled view
    CHECK(t.Finish().cut == 1);
    t.Clear();
    CHECK(t.Finish().cut == 0);
}

TEST_CASE("the tests' JSON carries the smallest size, the count and the lists") {
    TextTally t;
    t.Note("F4", 10, {10, 30, 24, 40}, kScreen);
    t.NoteTooWide("Property damage");
    const nlohmann::json j = nlohmann::json::parse(TextJson(t.Finish()));
    CHECK(j["smallest_px"] == 10);
    CHECK(j["cut"] == 1);
    CHECK(j["cuts"][0] == "Property damage");
    CHECK(j["small"][0]["text"] == "F4");
    CHECK(j["small"][0]["px"] == 10);
    t.NoteTooWide("\"Quoted\" \\ back");  // quotes and backslashes stay valid JSON
    t.Note("tiny", 9.567f, {10, 60, 24, 70}, kScreen);
    const nlohmann::json k = nlohmann::json::parse(TextJson(t.Finish()));
    CHECK(k["cuts"][1] == "\"Quoted\" \\ back");
    CHECK(k["smallest_px"] == doctest::Approx(9.57));
    CHECK(k["small"][0]["text"] == "tiny");
}

TEST_CASE("a size under 0 px stays valid JSON with its sign, one that is no number reads 0") {
    // A card too short for its strength drew it at -0.85 px, written "0.0-85": no JSON, which stopped the page.
    TextTally t;
    t.Note("3", -0.85f, {10, 30, 11, 31}, kScreen);
    t.Note("2", -12.5f, {10, 40, 11, 41}, kScreen);
    const nlohmann::json j = nlohmann::json::parse(TextJson(t.Finish()));
    CHECK(j["smallest_px"] == doctest::Approx(-12.5));
    CHECK(j["small"][0]["px"] == doctest::Approx(-12.5));
    CHECK(j["small"][1]["px"] == doctest::Approx(-0.85));
    TextTally n;
    n.Note("x", std::nanf(""), {10, 30, 11, 31}, kScreen);
    CHECK(nlohmann::json::parse(TextJson(n.Finish()))["smallest_px"] == 0);
}

}  // namespace
}  // namespace shell::ui
