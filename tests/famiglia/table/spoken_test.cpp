// shell/games/famiglia/texts/spoken.h: what the page's mirror for screen readers says of Famiglia's items and
// sentences, in both languages.
#include <doctest/doctest.h>

#include "games/famiglia/texts/spoken.h"

namespace shell::games::famiglia {
namespace {

TEST_CASE("Famiglia's cards are said in words with their zone") {
    const FamigliaSpeech en(Lang::kEnglish);
    CHECK(en.Label("street:F3", "") == "Street card La Famiglia 3");
    CHECK(en.Label("street:F3#2", "") == "Street card La Famiglia 3");
    CHECK(en.Label("hand:A2", "") == "Hand card Accountants 2");
    CHECK(en.Label("area:M0", "") == "Play area card Mercenaries 0");
    CHECK(en.Area("street:F3") == "Table");
    CHECK(en.Area("hand:A2") == "Your hand");
    CHECK(en.Area("area:M0") == "Your play area");
    CHECK(en.Area("button:pass") == "Actions");
    const FamigliaSpeech de(Lang::kGerman);
    CHECK(de.Label("street:B1", "") == "Straßenkarte Brutale 1");
    CHECK(de.Area("hand:A2") == "Deine Hand");
}

TEST_CASE("a way to take says the Street card and the cards that pay") {
    const FamigliaSpeech en(Lang::kEnglish);
    CHECK(en.Label("choice:take F3 F2 M1", "Pay F2 + M1") ==
          "Take Street card La Famiglia 3 with your La Famiglia 2 "
          "and Mercenaries 1");
    CHECK(en.Label("choice:take A0", "Take A0 for free") == "Take Street card Accountants 0 for free");
    CHECK(en.Area("choice:take A0") == "Your choices");
    const FamigliaSpeech de(Lang::kGerman);
    CHECK(de.Label("choice:take F3 F2 M1", "") == "Straßenkarte La Famiglia 3 mit La Famiglia 2 und Söldner 1 nehmen");
}

TEST_CASE("a drawn sentence is said with its card codes in words and nothing else changed") {
    const FamigliaSpeech en(Lang::kEnglish);
    CHECK(en.Words("You may take F3, B2 or M1.") == "You may take La Famiglia 3, Brutes 2 or Mercenaries 1.");
    CHECK(en.Words("FA3 A33 X1 Step 2") == "FA3 A33 X1 Step 2");
    CHECK(en.Label("button:pass", "Pass") == "Pass");
    CHECK(en.Label("log:open", "").empty());  // the button "Log" opens the log
}

}  // namespace
}  // namespace shell::games::famiglia
