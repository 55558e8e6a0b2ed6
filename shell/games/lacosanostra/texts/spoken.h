// shell/games/lacosanostra/texts/spoken.h — how the page's mirror for screen readers (ui/mirror.h) says La Cosa
// Nostra's items: a card drawn without words (gangster, order, influence, business; choices.h TapId) by its name,
// a gangster under its family's heading, the hand's cards under "Your hand"; a button by the words drawn on it. No
// ImGui.
#pragma once

#include <string>
#include <string_view>

#include "ui/lang.h"
#include "ui/mirror.h"

namespace shell::games::lacosanostra {

class LaCosaNostraSpeech final : public ui::Speech {
public:
    explicit LaCosaNostraSpeech(ui::Lang lang) : lang_(lang) {}
    void set_lang(ui::Lang lang) { lang_ = lang; }
    std::string Label(std::string_view id, std::string_view drawn) const override;
    std::string Area(std::string_view id) const override;

private:
    ui::Lang lang_;
};

}  // namespace shell::games::lacosanostra
