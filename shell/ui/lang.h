// shell/ui/lang.h — the languages of the app, their one text form and the sentence formatter Fmt. Every place that
// turns a language into "en"/"de" (settings, page options, host commands, the test hook, the bots' hints) or reads a
// locale (navigator.language, LANG, ?lang=) goes through LangCode and ParseLang, so they cannot disagree. No ImGui
// here: the host layer's texts and the native tests use it.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

namespace shell::ui {

enum class Lang : std::uint8_t { kEnglish = 0, kGerman = 1 };

constexpr const char* LangCode(Lang lang) { return lang == Lang::kGerman ? "de" : "en"; }

// A language code or a locale: "en", "de", "de-DE", "DE_at", "de_AT.UTF-8" (two letters, then the end or a
// separator) -> the language; anything else ("fr", "deu", "") -> nullopt.
constexpr std::optional<Lang> ParseLang(std::string_view locale) {
    if (locale.size() < 2) return std::nullopt;
    if (locale.size() > 2) {
        const char next = locale[2];
        if ((next >= 'a' && next <= 'z') || (next >= 'A' && next <= 'Z')) return std::nullopt;
    }
    const char a = static_cast<char>(locale[0] | 0x20), b = static_cast<char>(locale[1] | 0x20);
    if (a == 'd' && b == 'e') return Lang::kGerman;
    if (a == 'e' && b == 'n') return Lang::kEnglish;
    return std::nullopt;
}

// Replaces {0}..{9} in `pattern` with the arguments (sentences of every language put them where they need).
inline std::string Fmt(std::string_view pattern, std::initializer_list<std::string_view> args) {
    std::string out;
    out.reserve(pattern.size() + 16);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}' && pattern[i + 1] >= '0' &&
            pattern[i + 1] <= '9') {
            const auto k = static_cast<std::size_t>(pattern[i + 1] - '0');
            if (k < args.size()) out += *(args.begin() + k);
            i += 2;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

}  // namespace shell::ui
