// shell/games/famiglia/texts/spoken.h — how the page's mirror for screen readers (ui/mirror.h) says Famiglia's
// items and sentences: card codes in words ("F3" is "La Famiglia 3"), each card item with its zone, a way to take
// with the cards it pays. Built from the item ids the table draws (table_zones.cpp, dialogs.cpp); no ImGui.
#pragma once

#include <string>
#include <string_view>

#include "games/famiglia/names.h"
#include "ui/mirror.h"

namespace shell::games::famiglia {

class FamigliaSpeech final : public ui::Speech {
public:
    explicit FamigliaSpeech(Lang lang) : lang_(lang) {}
    void set_lang(Lang lang) { lang_ = lang; }
    std::string Label(std::string_view id, std::string_view drawn) const override;
    std::string Area(std::string_view id) const override;
    std::string Words(std::string_view text) const override;

private:
    std::string Card(std::string_view code) const;  // "F3" -> "La Famiglia 3"; anything else as it is
    Lang lang_;
};

}  // namespace shell::games::famiglia
