// Text forms of docs/famiglia-notation.md, built on nlohmann-json (parsed without exceptions: the core never throws).
#include "famiglia/notation.h"

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "common/json_text.h"
#include "common/rng.h"
#include "common/text.h"

namespace fam {

namespace {

using common::Dump;
using Json = nlohmann::ordered_json;
using OrderedJson = nlohmann::ordered_json;

constexpr const char* kStateFormat = "famiglia-state/1";

std::vector<std::string_view> SplitWords(std::string_view text) {
    std::vector<std::string_view> words;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find(' ', start), text.size());
        words.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return words;
}

using common::Quote;

Result<CardType> ParseCardWord(std::string_view word) {
    if (auto t = ParseCard(word)) return *t;
    return Result<CardType>::Error(NotACardCode(word));
}

OrderedJson CardList(const Counts& c) {
    OrderedJson list = OrderedJson::array();
    for (int t = 0; t < kNumTypes; ++t) {
        for (int k = 0; k < c[static_cast<std::size_t>(t)]; ++k) list.push_back(CardCode(static_cast<CardType>(t)));
    }
    return list;
}

OrderedJson DeckList(const State& s) {
    OrderedJson list = OrderedJson::array();
    for (int i = s.deck_size - 1; i >= 0; --i) list.push_back(CardCode(s.deck[static_cast<std::size_t>(i)]));
    return list;
}

OrderedJson PositionObject(const State& s) {
    OrderedJson j;
    j["format"] = kPositionFormat;
    j["variant"] = {{"new_cards_only", s.new_cards_only}};
    j["first"] = s.first;
    j["to_move"] = s.to_move;
    j["hands"] = OrderedJson::array({CardList(s.hand[0]), CardList(s.hand[1])});
    j["areas"] = OrderedJson::array({CardList(s.area[0]), CardList(s.area[1])});
    j["street"] = CardList(s.street);
    j["deck"] = DeckList(s);
    j["discard"] = CardList(s.discard);
    j["second_pass"] = s.second_pass;
    j["pass_streak"] = s.pass_streak;
    j["turns_left"] = s.turns_left == kNotTriggered ? OrderedJson(nullptr) : OrderedJson(s.turns_left);
    char rng[17];
    std::snprintf(rng, sizeof rng, "%016llx", static_cast<unsigned long long>(s.rng));
    j["rng"] = rng;
    if (s.deck_known_bottom > 0) j["deck_known_bottom"] = s.deck_known_bottom;
    return j;
}

}  // namespace

std::string NotACardCode(std::string_view word) {
    return Quote(word) + " is not a card code (a family letter F, A, B or M and a rank 0-4)";
}

std::string ToString(const Move& m) {
    switch (m.kind) {
        case MoveKind::kPass: return "pass";
        case MoveKind::kRefresh: return "refresh " + CardCode(m.a);
        case MoveKind::kAccountant: return "accountant " + CardCode(m.a);
        case MoveKind::kSwap: return "swap " + CardCode(m.a) + " " + CardCode(m.b);
        case MoveKind::kBrute: return "brute " + CardCode(m.a) + " " + CardCode(m.b) + " " + std::to_string(m.value);
        case MoveKind::kTake:
            return m.IsFreeTake() ? "take " + CardCode(m.a)
                                  : "take " + CardCode(m.a) + " " + CardCode(m.b) + " " + CardCode(m.c);
    }
    return "?";
}

Result<Move> ParseMove(std::string_view text) {
    using R = Result<Move>;
    if (text.empty()) return R::Error("empty action");
    const auto words = SplitWords(text);
    for (auto w : words) {
        if (w.empty()) return R::Error("words must be separated by single spaces: " + Quote(text));
    }
    const std::string_view verb = words[0];
    const std::size_t args = words.size() - 1;
    auto arity = [&](const char* form) {
        return R::Error(std::string("'") + std::string(verb) + "' is written " + form);
    };
    std::array<CardType, 3> cards{kNoCard, kNoCard, kNoCard};
    auto cards_from = [&](std::size_t count) -> std::string {
        for (std::size_t i = 0; i < count; ++i) {
            auto c = ParseCardWord(words[i + 1]);
            if (!c) return c.error();
            cards[i] = *c;
        }
        return {};
    };
    if (verb == "pass") {
        if (args != 0) return arity("'pass' alone");
        return Move::Pass();
    }
    if (verb == "refresh" || verb == "accountant") {
        if (args != 1) return arity(verb == "refresh" ? "'refresh T'" : "'accountant C'");
        if (auto e = cards_from(1); !e.empty()) return R::Error(e);
        return verb == "refresh" ? Move::Refresh(cards[0]) : Move::Accountant(cards[0]);
    }
    if (verb == "swap") {
        if (args != 2) return arity("'swap X Y' (X from your play area, Y from your hand)");
        if (auto e = cards_from(2); !e.empty()) return R::Error(e);
        return Move::Swap(cards[0], cards[1]);
    }
    if (verb == "brute") {
        if (args != 3) return arity("'brute C T V' (Brute, Street card, new value)");
        if (auto e = cards_from(2); !e.empty()) return R::Error(e);
        const std::string_view v = words[3];
        if (v.size() != 1 || v[0] < '0' || v[0] > '9')
            return R::Error("the value in 'brute C T V' must be one digit, not " + Quote(v));
        return Move::Brute(cards[0], cards[1], v[0] - '0');
    }
    if (verb == "take") {
        if (args != 1 && args != 3) return arity("'take T' or 'take T X Y'");
        if (auto e = cards_from(args); !e.empty()) return R::Error(e);
        return args == 1 ? Move::Take(cards[0]) : Move::Take(cards[0], cards[1], cards[2]);
    }
    return R::Error("unknown action " + Quote(verb) + " (actions: refresh, accountant, swap, brute, take, pass)");
}

Result<Move> ParseMoveListEntry(int number, std::string_view entry) {
    auto m = ParseMove(entry);
    if (!m) return Result<Move>::Error("action " + std::to_string(number) + " " + Quote(entry) + ": " + m.error());
    return m;
}

Result<std::vector<Move>> ParseMoveList(std::string_view text) {
    std::vector<Move> moves;
    int number = 0;
    for (std::string_view entry : SplitMoveList(text)) {
        auto m = ParseMoveListEntry(++number, entry);
        if (!m) return Result<std::vector<Move>>::Error(m.error());
        moves.push_back(*m);
    }
    return moves;
}

std::string PositionToJson(const State& s, int indent) { return Dump(PositionObject(s), indent); }

std::string StateToJson(const State& s, int indent) {
    OrderedJson j;
    j["format"] = kStateFormat;
    j["to_move"] = s.to_move;
    j["first"] = s.first;
    j["step"] = StepName(CurrentStep(s));
    j["hands"] = OrderedJson::array({CardList(s.hand[0]), CardList(s.hand[1])});
    j["areas"] = OrderedJson::array({CardList(s.area[0]), CardList(s.area[1])});
    OrderedJson street = OrderedJson::array();
    for (int ti = 0; ti < kNumTypes; ++ti) {
        const CardType t = static_cast<CardType>(ti);
        const int copies = s.street[t];
        int fresh = s.street_new[t];
        // The lowered copy is shown as a new one when there is one (under the variant, that is the one
        // the player meant to take); docs/famiglia-notation.md sorts the list by card, then value, then "new".
        std::vector<std::pair<int, bool>> entries;
        for (int k = 0; k < copies; ++k) {
            const bool lowered = t == s.brute_target && k == 0;
            const bool is_new = fresh > 0;
            if (is_new) --fresh;
            entries.emplace_back(lowered ? s.brute_value : RankOf(t), is_new);
        }
        std::sort(entries.begin(), entries.end());
        for (auto [value, is_new] : entries)
            street.push_back({{"card", CardCode(t)}, {"value", value}, {"new", is_new}});
    }
    j["street"] = street;
    j["deck"] = DeckList(s);
    j["discard"] = CardList(s.discard);
    j["second_pass"] = s.second_pass;
    j["pass_streak"] = s.pass_streak;
    j["turns_left"] = s.turns_left == kNotTriggered ? OrderedJson(nullptr) : OrderedJson(s.turns_left);
    const Outcome outcome = OutcomeOf(s);
    j["scores"] = OrderedJson::array({outcome.scores[0], outcome.scores[1]});
    j["game_over"] = s.over;
    j["winner"] = s.over && outcome.winner >= 0 ? OrderedJson(outcome.winner) : OrderedJson(nullptr);
    static const char* const kTieBreaks[] = {nullptr, "highest_card", "sorted_cards", "shared"};
    const char* tie = kTieBreaks[static_cast<int>(outcome.tie_break)];
    j["tie_break"] = s.over && tie ? OrderedJson(tie) : OrderedJson(nullptr);
    OrderedJson legal = OrderedJson::array();
    MoveList moves;
    LegalMoves(s, moves);
    for (const Move& m : moves) legal.push_back(ToString(m));
    j["legal"] = legal;
    if (AtTurnStart(s)) j["position"] = PositionObject(s);
    return Dump(j, indent);
}

}  // namespace fam
