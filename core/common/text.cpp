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
