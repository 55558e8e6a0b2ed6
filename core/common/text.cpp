#include "common/text.h"

#include <algorithm>
#include <charconv>

namespace common {

std::string Quote(std::string_view s) {
    constexpr std::size_t kShown = 40;
    std::string out = "'";
    for (char ch : s.substr(0, kShown)) out += (ch >= 32 && ch < 127) ? ch : '?';
    if (s.size() > kShown) out += "...";
    return out + "'";
}

bool SplitLines(std::string_view text, std::vector<std::string_view>& lines) {
    lines.clear();
    for (std::size_t start = 0; start < text.size();) {
        const std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) return false;
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return true;
}

Result<std::vector<std::string_view>> TaggedLines(std::string_view text, std::string_view tag, std::size_t max_bytes) {
    using R = Result<std::vector<std::string_view>>;
    if (text.size() > max_bytes) return R::Error("too large");
    std::vector<std::string_view> lines;
    if (!SplitLines(text, lines)) return R::Error("the text does not end with a line break");
    if (lines.empty() || lines[0] != tag) return R::Error("it does not start with '" + std::string(tag) + "'");
    lines.erase(lines.begin());
    return lines;
}

bool ReadCountLine(std::string_view line, std::string_view& name, int* counts, std::size_t n) {
    std::size_t space = line.find(' ');
    name = line.substr(0, space);
    for (std::size_t i = 0; i < n; ++i) {
        if (space == std::string_view::npos) return false;
        const std::size_t next = line.find(' ', space + 1);
        const auto v = ParseDecimal(line.substr(space + 1, next - space - 1), 999'999'999);
        if (!v) return false;
        counts[i] = static_cast<int>(*v);
        space = next;
    }
    return space == std::string_view::npos;
}

std::optional<std::uint64_t> ParseDecimal(std::string_view text, std::uint64_t max) {
    if (text.empty() || text.size() > 20 || (text.size() > 1 && text[0] == '0')) return std::nullopt;
    std::uint64_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || v > max) return std::nullopt;
    return v;
}

std::vector<std::string_view> SplitMoveList(std::string_view text) {
    auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    auto trim = [&](std::string_view v) {
        while (!v.empty() && blank(v.front())) v.remove_prefix(1);
        while (!v.empty() && blank(v.back())) v.remove_suffix(1);
        return v;
    };
    std::vector<std::string_view> entries;
    if (trim(text).empty()) return entries;
    std::size_t start = 0;
    for (;;) {
        const std::size_t end = std::min(text.find(';', start), text.size());
        entries.push_back(trim(text.substr(start, end - start)));
        if (end == text.size()) break;
        start = end + 1;
    }
    return entries;
}

}  // namespace common
