// shell/games/lacosanostra/texts/card_codes.h — the short codes of business and influence kinds as the table shows
// them, in the player's language: the rulebook's German initials in German ("ZU", "GV"), English initials in English
// ("PI", "ML"). Only words on screen: notation, links, saves and the test hook's card names keep the core's codes
// (lcn::BusinessCode, lcn::InfluenceCode), which are data.
#pragma once

#include <string>

#include "lacosanostra/game.h"
#include "ui/lang.h"

namespace shell::games::lacosanostra {

const char* BusinessKindCode(ui::Lang lang, lcn::BusinessType t);  // "PI" / "ZU"; "?" out of range
const char* InfluenceKindCode(ui::Lang lang, lcn::Influence t);    // "SN" / "IF"; "?" out of range
std::string BusinessCardCode(ui::Lang lang, lcn::BusinessId b);    // "PI2" / "ZU2"; "?" out of range

}  // namespace shell::games::lacosanostra
