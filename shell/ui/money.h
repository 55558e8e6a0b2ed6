// shell/ui/money.h — amounts of money as the games write them (La Cosa Nostra counts in thousands of dollars), in
// one place so that the cards, the bands, the sheets and the sentences agree. No ImGui: the native tests use it.
#pragma once

#include <string>

#include "ui/lang.h"

namespace shell::ui {

// "$9,000" / "9.000 $"; "-$9,000" / "-9.000 $"; "$0" / "0 $".
inline std::string Money(Lang lang, int thousands) {
    if (thousands == 0) return lang == Lang::kGerman ? "0 $" : "$0";
    const bool negative = thousands < 0;
    std::string out =
        Fmt(lang == Lang::kGerman ? "{0}.000 $" : "${0},000", {std::to_string(negative ? -thousands : thousands)});
    return negative ? "-" + out : out;
}

// "$9k": the short form on the cards and the families' bands, the same in both languages.
inline std::string ShortMoney(int thousands) { return "$" + std::to_string(thousands) + "k"; }

}  // namespace shell::ui
