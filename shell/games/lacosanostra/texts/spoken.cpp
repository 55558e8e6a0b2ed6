// shell/games/lacosanostra/texts/spoken.cpp — see spoken.h.
#include "games/lacosanostra/texts/spoken.h"

#include <optional>

#include "games/lacosanostra/texts/texts.h"

namespace shell::games::lacosanostra {

namespace {

// The part of `id` after `prefix` ("gangster:Y3" -> "Y3"), or nothing when `id` is no such item.
std::optional<std::string_view> After(std::string_view id, std::string_view prefix) {
    if (id.substr(0, prefix.size()) != prefix) return std::nullopt;
    return id.substr(prefix.size());
}

// The family of a gangster's code ("Y3": the family whose seat letter is Y).
std::optional<std::string> GangsterFamily(std::string_view code) {
    if (code.empty() || !lcn::ParseGangster(code)) return std::nullopt;
    const std::optional<lcn::Family> f = lcn::ParseFamilyLetter(code[0]);
    if (!f) return std::nullopt;
    return lcn::FamilyInfo(*f).name;
}

}  // namespace

std::string LaCosaNostraSpeech::Label(std::string_view id, std::string_view drawn) const {
    if (const auto code = After(id, "gangster:")) {
        if (const auto family = GangsterFamily(*code)) return Tr(lang_, T::kSpokenGangster, {*code, *family});
    }
    if (const auto code = After(id, "order:")) {
        if (const auto o = lcn::ParseOrder(*code)) return Tr(lang_, T::kSpokenOrder, {OrderName(lang_, *o)});
    }
    if (const auto code = After(id, "influence:")) {
        if (const auto x = lcn::ParseInfluence(*code))
            return Tr(lang_, T::kSpokenInfluence, {InfluenceName(lang_, *x)});
    }
    if (const auto code = After(id, "business:")) {
        if (const auto b = lcn::ParseBusiness(*code)) return Tr(lang_, T::kSpokenBusiness, {BusinessName(lang_, *b)});
    }
    if (id == "market") return Text(lang_, T::kMarket);
    // The deal sheet's "-" and "+" beside a side's money (deals/deal_sheet.cpp), said after that side's words.
    if (After(id, "deal:cash-less:")) return Text(lang_, T::kSpokenCashLess);
    if (After(id, "deal:cash-more:")) return Text(lang_, T::kSpokenCashMore);
    return std::string(drawn);
}

std::string LaCosaNostraSpeech::Area(std::string_view id) const {
    if (const auto code = After(id, "gangster:")) {
        if (const auto family = GangsterFamily(*code)) return Tr(lang_, T::kSpokenFamily, {*family});
    }
    if (After(id, "order:") || After(id, "influence:")) return Text(lang_, T::kSpokenYourCards);
    if (After(id, "business:") || id == "market") return Text(lang_, T::kMarket);
    return Text(lang_, T::kSpokenActions);
}

}  // namespace shell::games::lacosanostra
