// shell/ui/words.h — the words every screen shares (the host layer's notices and link panel, both games' menus and
// sheets), English and German in one table, so a button reads the same wherever it stands.
#pragma once

#include <cstdint>

#include "ui/phrase.h"

namespace shell::ui {

enum class Common : std::uint8_t { kOk, kClose, kLink, kMenu, kRules, kNewGame, kLanguage, kCancel, kCount };

inline constexpr auto kCommonWords = Keyed<Phrase<Common>>({
    {Common::kOk, "OK", "OK"},
    {Common::kClose, "Close", "Schließen"},
    {Common::kLink, "Link", "Link"},
    {Common::kMenu, "Menu", "Menü"},
    {Common::kRules, "Rules", "Regeln"},
    {Common::kNewGame, "New game", "Neues Spiel"},
    {Common::kLanguage, "Language", "Sprache"},
    {Common::kCancel, "Cancel", "Abbrechen"},
});

constexpr const char* CommonWord(Lang lang, Common word) { return Pick(kCommonWords, lang, word); }

}  // namespace shell::ui
