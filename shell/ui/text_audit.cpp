// shell/ui/text_audit.cpp — see text_audit.h.
#include "ui/text_audit.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

namespace shell::ui {

namespace {

constexpr float kSlack = 1;          // px of rounding a text may overhang its clip (positions are floored)
constexpr float kBlankBelow = 0.2f;  // of the font size: the blank under the glyphs in a line's box
// Set by the app around a frame while the test hook is on. A pointer here rather than a parameter: the text helpers
// are free functions called from every drawing file, and the tally is the tests' only, never the picture's.
TextTally* g_active_tally = nullptr;

bool Within(float lo, float hi, float outer_lo, float outer_hi) {
    return lo >= outer_lo - kSlack && hi <= outer_hi + kSlack;
}

}  // namespace

TextClip ClipOf(const TextBox& text, const TextBox& clip, float size) {
    if (text.x1 <= clip.x0 || text.x0 >= clip.x1 || text.y1 <= clip.y0 || text.y0 >= clip.y1) return TextClip::kHidden;
    if (!Within(text.x0, text.x1, clip.x0, clip.x1)) return TextClip::kAcross;
    if (!Within(text.y0, text.y1 - size * kBlankBelow, clip.y0, clip.y1)) return TextClip::kAlong;
    return TextClip::kWhole;
}

void TextTally::Clear() { *this = TextTally{}; }

void TextTally::Note(std::string_view text, float size, const TextBox& box, const TextBox& clip) {
    if (text.empty() || text.find_first_not_of(' ') == std::string_view::npos) return;
    const TextClip how = ClipOf(box, clip, size);
    if (how == TextClip::kHidden) return;
    if (smallest_ == 0 || size < smallest_) smallest_ = size;
    if (size < kSmallPx) {
        const auto same = std::find_if(small_.begin(), small_.end(), [&](const Small& s) { return s.text == text; });
        if (same == small_.end()) {
            small_.push_back({std::string(text), size});
        } else {
            same->size = std::min(same->size, size);
        }
    }
    if (how == TextClip::kAcross) cut_.emplace_back(text);
    if (how == TextClip::kAlong) along_.push_back({std::string(text), clip});
}

void TextTally::NoteTooWide(std::string_view text) { cut_.emplace_back(text); }

void TextTally::NoteScrollView(const TextBox& view) { scroll_views_.push_back(view); }

TextTally::Result TextTally::Finish() const {
    Result r;
    r.smallest_px = smallest_;
    std::vector<std::string> cut = cut_;
    for (const Along& a : along_) {
        const bool scrolled = std::any_of(scroll_views_.begin(), scroll_views_.end(), [&](const TextBox& v) {
            return Within(a.clip.y0, a.clip.y1, v.y0, v.y1) && a.clip.x0 < v.x1 && a.clip.x1 > v.x0;
        });
        if (!scrolled) cut.push_back(a.text);
    }
    r.cut = static_cast<int>(cut.size());
    cut.resize(std::min(cut.size(), kListed));
    r.cuts = std::move(cut);
    r.small = small_;
    std::sort(r.small.begin(), r.small.end(), [](const Small& a, const Small& b) { return a.size < b.size; });
    if (r.small.size() > kListed) r.small.resize(kListed);
    return r;
}

TextTally* ActiveTextTally() { return g_active_tally; }
void SetActiveTextTally(TextTally* tally) { g_active_tally = tally; }

std::string TextJson(const TextTally::Result& r) {
    using Json = nlohmann::ordered_json;
    Json j;
    j["smallest_px"] = static_cast<double>(std::round(r.smallest_px * 100) / 100);
    j["cut"] = r.cut;
    j["cuts"] = r.cuts;
    Json& small = j["small"] = Json::array();
    for (const TextTally::Small& s : r.small)
        small.push_back({{"text", s.text}, {"px", static_cast<double>(std::round(s.size * 100) / 100)}});
    return j.dump();
}

}  // namespace shell::ui
