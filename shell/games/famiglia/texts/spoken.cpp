// shell/games/famiglia/texts/spoken.cpp — see spoken.h.
#include "games/famiglia/texts/spoken.h"

#include <cctype>
#include <optional>
#include <vector>

#include "games/famiglia/texts/texts.h"

namespace shell::games::famiglia {

namespace {

bool StartsWith(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

std::vector<std::string_view> SplitWords(std::string_view text) {
    std::vector<std::string_view> words;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t j = std::min(text.find(' ', i), text.size());
        if (j > i) words.push_back(text.substr(i, j - i));
        i = j + 1;
    }
    return words;
}

bool IsAlnum(char ch) { return std::isalnum(static_cast<unsigned char>(ch)) != 0; }

}  // namespace

std::string FamigliaSpeech::Card(std::string_view code) const {
    const std::optional<CardType> card = code.size() == 2 ? ParseCard(code) : std::nullopt;
    if (!card) return std::string(code);
    return Fmt(Text(lang_, T::kSpokenCard), {FamilyName(lang_, FamilyOf(*card)), std::to_string(RankOf(*card))});
}

std::string FamigliaSpeech::Words(std::string_view text) const {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const bool alone = (i == 0 || !IsAlnum(text[i - 1])) && (i + 2 >= text.size() || !IsAlnum(text[i + 2]));
        const std::string said = alone && i + 2 <= text.size() ? Card(text.substr(i, 2)) : std::string();
        if (!said.empty() && said != text.substr(i, 2)) {
            out += said;
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

std::string FamigliaSpeech::Label(std::string_view id, std::string_view drawn) const {
    const std::size_t colon = id.find(':');
    const std::string_view what = colon == std::string_view::npos ? id : id.substr(colon + 1);
    const std::string_view card = what.substr(0, std::min<std::size_t>(2, what.size()));  // "F3#2": a copy of F3
    if (StartsWith(id, "street:")) return Fmt(Text(lang_, T::kSpokenStreetCard), {Card(card)});
    if (StartsWith(id, "hand:")) return Fmt(Text(lang_, T::kSpokenHandCard), {Card(card)});
    if (StartsWith(id, "area:")) return Fmt(Text(lang_, T::kSpokenAreaCard), {Card(card)});
    if (StartsWith(id, "opponent:")) return Text(lang_, T::kSpokenOpponent);
    if (StartsWith(id, "pile:discard")) return Text(lang_, T::kDiscardPile);
    if (StartsWith(id,
                   "choice:take ")) {  // the move's text: "take T" (free) or "take T B C" (docs/famiglia-notation.md)
        const std::vector<std::string_view> w = SplitWords(what);
        if (w.size() == 2) return Fmt(Text(lang_, T::kSpokenTakeFree), {Card(w[1])});
        if (w.size() == 4) return Fmt(Text(lang_, T::kSpokenTakeWith), {Card(w[1]), Card(w[2]), Card(w[3])});
    }
    if (StartsWith(id, "log:")) return "";  // the log's lines and its area: the button "Log" opens them
    return Words(drawn);
}

std::string FamigliaSpeech::Area(std::string_view id) const {
    if (StartsWith(id, "street:") || StartsWith(id, "opponent:") || StartsWith(id, "pile:"))
        return Text(lang_, T::kSpokenTable);
    if (StartsWith(id, "hand:")) return Text(lang_, T::kSpokenYourHand);
    if (StartsWith(id, "area:")) return Text(lang_, T::kSpokenYourArea);
    if (StartsWith(id, "choice:")) return Text(lang_, T::kSpokenWays);
    if (StartsWith(id, "score:")) return Text(lang_, T::kScore);
    if (StartsWith(id, "other:")) return Text(lang_, T::kSpokenOpponent);
    return Text(lang_, T::kSpokenActions);
}

}  // namespace shell::games::famiglia
