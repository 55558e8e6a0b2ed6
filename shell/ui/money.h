// shell/ui/money.h — amounts of money as the games write them (La Cosa Nostra counts in thousands of dollars), in
// one place so that the cards, the bands, the sheets and the sentences agree. No ImGui: the native tests use it.
#pragma once

#include <string>

#include "ui/lang.h"

namespace shell::ui {

// "$9,000" / "9.000 $"; "-$9,000" / "-9.000 $"; "$0" / "0 $". The one way each language writes money, on the cards
// and the bands as in the sentences (a short "$9k" beside "9.000 $" read as two currencies).
inline std::string Money(Lang lang, int thousands) {
    if (thousands == 0) return lang == Lang::kGerman ? "0 $" : "$0";
    const bool negative = thousands < 0;
    std::string out =
        Fmt(lang == Lang::kGerman ? "{0}.000 $" : "${0},000", {std::to_string(negative ? -thousands : thousands)});
    return negative ? "-" + out : out;
}

}  // namespace shell::ui
