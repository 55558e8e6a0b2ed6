// shell/ui/words.h — the words every screen shares (the host layer's notices and link panel, both games' menus and
// sheets), English and German in one table, so a button reads the same wherever it stands.
#pragma once

#include <cstdint>

#include "common/result.h"
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

// What a player is told of a refused link, saved game or page option, for the reasons no game words alike: a
// damaged text, a newer edition, a move the rules refuse. The reasons that name a game (its number of players, its
// options) are the game's own (GameModule::ReasonWords); for those this gives nullptr.
inline const char* SharedReasonWords(Lang lang, common::ReasonKind kind) {
    using common::ReasonKind;
    switch (kind) {
        case ReasonKind::kDamaged:
            return lang == Lang::kGerman ? "Ein Teil davon fehlt oder wurde verändert."
                                         : "Part of it is missing or was changed.";
        case ReasonKind::kNewerEdition:
            return lang == Lang::kGerman ? "Es stammt aus einer neueren Ausgabe dieser Seite: Neu laden holt sie."
                                         : "It comes from a newer edition of this page: reload the page to get it.";
        case ReasonKind::kIllegalMove:
            return lang == Lang::kGerman ? "Es enthält einen Zug, den die Regeln nicht erlauben."
                                         : "It holds a move the rules do not allow.";
        default: return nullptr;
    }
}

}  // namespace shell::ui
