// shell/games/lacosanostra/texts/card_codes.cpp — see card_codes.h. The English codes are the English names' initials
// (two words) or two telling letters (one word), chosen so that none is the German code of another kind: a player
// who switches language never reads a code that meant something else.
#include "games/lacosanostra/texts/card_codes.h"

#include <array>

namespace shell::games::lacosanostra {

namespace {

// In the order of enum lcn::BusinessType: Pimp, Drug Dealer, Money Lender, Lawyer, Politician, Cop, Garage,
// Building Firm, Waste Management, Night Club, Casino.
constexpr std::array<const char*, lcn::kNumBusinessTypes> kBusinessEn = {"PI", "DD", "ML", "LW", "PO", "CP",
                                                                         "GA", "BF", "WM", "NC", "CA"};
// In the order of enum lcn::Influence: Snitch, Spy, Emergency Doctor, Henchman, Saboteur, Machine Gun, Distraction,
// Schemer.
constexpr std::array<const char*, lcn::kNumInfluenceTypes> kInfluenceEn = {"SN", "SP", "ED", "HM",
                                                                           "SA", "MG", "DI", "SC"};

}  // namespace

const char* BusinessKindCode(ui::Lang lang, lcn::BusinessType t) {
    const auto i = static_cast<std::size_t>(t);
    if (i >= kBusinessEn.size()) return "?";
    return lang == ui::Lang::kGerman ? lcn::TypeData(t).code : kBusinessEn[i];
}

const char* InfluenceKindCode(ui::Lang lang, lcn::Influence t) {
    const auto i = static_cast<std::size_t>(t);
    if (i >= kInfluenceEn.size()) return "?";
    return lang == ui::Lang::kGerman ? lcn::InfluenceCode(t) : kInfluenceEn[i];
}

std::string BusinessCardCode(ui::Lang lang, lcn::BusinessId b) {
    if (b >= lcn::kNumBusinesses) return "?";
    return BusinessKindCode(lang, lcn::TypeOf(b)) + std::to_string(lcn::BusinessCard(b).copy);
}

}  // namespace shell::games::lacosanostra
