// shell/ui/text_audit.cpp — see text_audit.h.
#include "ui/text_audit.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

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

void TextTally::Clear() {
    smallest_ = 0;
    cut_.clear();
    along_.clear();
    small_.clear();
    scroll_views_.clear();
}

void TextTally::Note(std::string_view text, float size, const TextBox& box, const TextBox& clip) {
    if (text.empty() || text.find_first_not_of(' ') == std::string_view::npos) return;
    const TextClip how = ClipOf(box, clip, size);
    if (how == TextClip::kHidden) return;
    if (smallest_ == 0 || size < smallest_) smallest_ = size;
    if (size < kSmallPx) {
        // Kept smallest first, each text once (its smallest size), so Finish needs no sort.
        auto same = std::find_if(small_.begin(), small_.end(), [&](const Small& s) { return s.text == text; });
        if (same != small_.end() && same->size <= size) return;
        if (same != small_.end()) small_.erase(same);
        auto at = std::find_if(small_.begin(), small_.end(), [&](const Small& s) { return s.size > size; });
        small_.insert(at, {std::string(text), size});
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
    r.small.assign(small_.begin(), small_.begin() + static_cast<long>(std::min(small_.size(), kListed)));
    return r;
}

TextTally* ActiveTextTally() { return g_active_tally; }
void SetActiveTextTally(TextTally* tally) { g_active_tally = tally; }

// By hand rather than with nlohmann::json: the page pays for every instantiation, and this is four fields.
namespace {

void AppendQuoted(std::string& out, const std::string& text) {
    out += '"';
    for (const char ch : text) {
        if (ch == '"' || ch == '\\') {
            out += '\\';
            out += ch;
        } else if (static_cast<unsigned char>(ch) < 0x20) {
            out += ' ';  // a label's control character (none is drawn) would break the JSON
        } else {
            out += ch;
        }
    }
    out += '"';
}

// With two decimals: "10.57", "-0.85". A size under 0 (a card too small for its text) is a fault the tests must see,
// so it is written as it is, the sign before the digits: a sign among them ("0.0-85") was no JSON, and the page's
// test hook stopped its frames on it. JSON has no NaN or infinity: such a size is written as 0 (no text).
void AppendPx(std::string& out, float px) {
    if (!std::isfinite(px)) px = 0;
    const long hundredths = std::lround(static_cast<double>(px) * 100);
    const long digits = std::labs(hundredths), cents = digits % 100;
    if (hundredths < 0) out += '-';
    out += std::to_string(digits / 100) + (cents < 10 ? ".0" : ".") + std::to_string(cents);
}

}  // namespace

std::string TextJson(const TextTally::Result& r) {
    std::string out = "{\"smallest_px\":";
    AppendPx(out, r.smallest_px);
    out += ",\"cut\":" + std::to_string(r.cut) + ",\"cuts\":[";
    for (std::size_t i = 0; i < r.cuts.size(); ++i) {
        if (i > 0) out += ',';
        AppendQuoted(out, r.cuts[i]);
    }
    out += "],\"small\":[";
    for (std::size_t i = 0; i < r.small.size(); ++i) {
        out += i > 0 ? ",{\"text\":" : "{\"text\":";
        AppendQuoted(out, r.small[i].text);
        out += ",\"px\":";
        AppendPx(out, r.small[i].size);
        out += '}';
    }
    return out + "]}";
}

}  // namespace shell::ui
