// shell/games/lacosanostra/texts/spoken.h: what the page's mirror for screen readers says of La Cosa Nostra's items,
// the cards drawn without words by their names, each under its area, in both languages.
#include <doctest/doctest.h>

#include "games/lacosanostra/texts/spoken.h"
#include "games/lacosanostra/texts/texts.h"

namespace shell::games::lacosanostra {
namespace {

TEST_CASE("La Cosa Nostra's cards are said by name under their area") {
    const LaCosaNostraSpeech en(Lang::kEnglish);
    const std::string yellow = lcn::FamilyInfo(*lcn::ParseFamilyLetter('Y')).name;
    CHECK(en.Label("gangster:Y3", "") == "Gangster Y3 of the " + yellow + " family");
    CHECK(en.Area("gangster:Y3") == "The " + yellow + " family");
    const lcn::OrderId order = *lcn::ParseOrder("O1-07");
    CHECK(en.Label("order:O1-07", "") == "Order card: " + OrderName(Lang::kEnglish, order));
    CHECK(en.Area("order:O1-07") == "Your hand");
    CHECK(en.Label("influence:IF", "") ==
          std::string("Influence card: ") + InfluenceName(Lang::kEnglish, *lcn::ParseInfluence("IF")));
    CHECK(en.Area("influence:IF") == "Your hand");
    const lcn::BusinessId business = *lcn::ParseBusiness(lcn::BusinessCode(0));
    CHECK(en.Label("business:" + lcn::BusinessCode(0), "") == "Business: " + BusinessName(Lang::kEnglish, business));
    CHECK(en.Area("business:" + lcn::BusinessCode(0)) == "Market");
    const LaCosaNostraSpeech de(Lang::kGerman);
    CHECK(de.Label("gangster:Y3", "") == "Gangster Y3 der Familie " + yellow);
    CHECK(de.Area("order:O1-07") == "Deine Hand");
}

TEST_CASE("a button is said by the words drawn on it, under Actions") {
    const LaCosaNostraSpeech en(Lang::kEnglish);
    CHECK(en.Label("unlock:1", "Anna") == "Anna");
    CHECK(en.Label("gangster:Q9", "") == "");  // no such card: nothing to say
    CHECK(en.Area("button:accept") == "Actions");
    CHECK(LaCosaNostraSpeech(Lang::kGerman).Area("claim:2") == "Aktionen");
}

TEST_CASE("the deal sheet's minus and plus beside a side's money are said as less and more money") {
    const LaCosaNostraSpeech en(Lang::kEnglish);
    CHECK(en.Label("deal:cash-less:1", "-") == "Less money");
    CHECK(en.Label("deal:cash-more:0", "+") == "More money");
    CHECK(LaCosaNostraSpeech(Lang::kGerman).Label("deal:cash-more:1", "+") == "Mehr Geld");
    CHECK(en.Area("deal:cash-more:0") == "Actions");
}

}  // namespace
}  // namespace shell::games::lacosanostra
