// Text forms of notation.md, built on nlohmann-json (parsed without exceptions: the core never throws).
#include "famiglia/notation.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>

#include "common/json_text.h"
#include "common/rng.h"
#include "common/text.h"

namespace fam {

namespace {

using common::Dump;
using Json = nlohmann::json;
using OrderedJson = nlohmann::ordered_json;

constexpr std::size_t kMaxPositionBytes = 1 << 20;
constexpr const char* kPositionFormat = "famiglia-position/1";
constexpr const char* kStateFormat = "famiglia-state/1";
// The reshuffle generator of a position that does not name one ("rng" is optional in notation.md).
constexpr std::uint64_t kDefaultRng = 0x46414D49474C4941ULL;

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
    return Result<CardType>::Error(Quote(word) + " is not a card code (a family letter F, A, B or M and a rank 0-4)");
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

// ---- Position parsing ----
struct PositionError {
    std::string text;
};

class PositionReader {
public:
    explicit PositionReader(const Json& root) : root_(root) {}

    Result<State> Read() {
        if (!root_.is_object()) return Fail("a position must be a JSON object");
        static const char* const kKnown[] = {"format",      "variant",    "first", "to_move",          "hands",
                                             "areas",       "street",     "deck",  "discard",          "second_pass",
                                             "pass_streak", "turns_left", "rng",   "deck_known_bottom"};
        for (auto it = root_.begin(); it != root_.end(); ++it) {
            if (std::find(std::begin(kKnown), std::end(kKnown), it.key()) == std::end(kKnown))
                return Fail("unknown field " + Quote(it.key()));
        }
        const Json* format = Field("format", true);
        if (!format) return Fail("field 'format' is missing");
        if (!format->is_string() || format->get_ref<const std::string&>() != kPositionFormat)
            return Fail(std::string("field 'format' must be \"") + kPositionFormat + "\"");

        // notation.md: nothing is guessed. Every field of its example is required except "rng" (optional,
        // implementation-defined) and this implementation's own "deck_known_bottom". A wrong value of a
        // field that is there is reported before the fields that are missing.
        State s;
        if (const Json* variant = Field("variant", true)) {
            if (!variant->is_object()) return Fail("field 'variant' must be an object");
            for (auto it = variant->begin(); it != variant->end(); ++it) {
                if (it.key() != "new_cards_only") return Fail("unknown variant " + Quote(it.key()));
                if (!it.value().is_boolean()) return Fail("variant 'new_cards_only' must be true or false");
                s.new_cards_only = it.value().get<bool>();
            }
            if (!variant->contains("new_cards_only")) missing_.push_back("variant.new_cards_only");
        }
        s.first = static_cast<std::uint8_t>(Int("first", 0, 1, true));
        s.to_move = static_cast<std::uint8_t>(Int("to_move", 0, 1, true));
        ReadPair("hands", s.hand);
        ReadPair("areas", s.area);
        s.street = Cards(Field("street", true), "street");
        Deck(s);
        s.discard = Cards(Field("discard", true), "discard");
        s.second_pass = Bool("second_pass");
        s.pass_streak = static_cast<std::uint8_t>(Int("pass_streak", 0, 1, true));
        if (const Json* t = Field("turns_left", true); t && !t->is_null()) {
            s.turns_left = static_cast<std::int8_t>(Int("turns_left", 1, 2, true));
        }
        s.rng = Rng64();
        s.deck_known_bottom = static_cast<std::uint8_t>(Int("deck_known_bottom", 0, kNumCards, false));
        if (!ok_) return Failed();
        if (!missing_.empty()) {
            std::string names;
            for (std::size_t i = 0; i < missing_.size(); ++i) {
                names += (i == 0 ? "'" : i + 1 == missing_.size() ? " and '" : ", '") + missing_[i] + "'";
            }
            return Fail((missing_.size() == 1 ? "field " + names + " is missing" : "fields " + names + " are missing") +
                        " (nothing is guessed)");
        }
        if (std::string why = Impossible(s); !why.empty()) return Fail(why);
        s.phase = Step::kRefresh;
        s.refreshes_left = s.second_pass ? 1 : kUnlimited;
        return s;
    }

private:
    Result<State> Fail(std::string why) {
        if (ok_) error_ = std::move(why);
        ok_ = false;
        return Failed();
    }
    Result<State> Failed() { return Result<State>::Error("bad position: " + error_); }
    void Note(std::string why) {
        if (ok_) error_ = std::move(why);
        ok_ = false;
    }

    // A required field that is absent is remembered (and reported once the fields present were checked).
    const Json* Field(const char* name, bool required) {
        auto it = root_.find(name);
        if (it == root_.end()) {
            if (required && std::find(missing_.begin(), missing_.end(), name) == missing_.end())
                missing_.push_back(name);
            return nullptr;
        }
        return &*it;
    }

    // An absent optional field reads as 0.
    int Int(const char* name, int lo, int hi, bool required) {
        const Json* j = Field(name, required);
        if (!j) return required ? lo : 0;
        if (!j->is_number_integer() || j->get<std::int64_t>() < lo || j->get<std::int64_t>() > hi) {
            Note(std::string("field '") + name + "' must be an integer from " + std::to_string(lo) + " to " +
                 std::to_string(hi));
            return lo;
        }
        return static_cast<int>(j->get<std::int64_t>());
    }

    bool Bool(const char* name) {
        const Json* j = Field(name, true);
        if (!j) return false;
        if (!j->is_boolean()) {
            Note(std::string("field '") + name + "' must be true or false");
            return false;
        }
        return j->get<bool>();
    }

    std::uint64_t Rng64() {
        const Json* j = Field("rng", false);
        if (!j) return kDefaultRng;
        if (!j->is_string()) {
            Note("field 'rng' must be a string of 1 to 16 hexadecimal digits");
            return 0;
        }
        const std::string& text = j->get_ref<const std::string&>();
        if (text.empty() || text.size() > 16 || text.find_first_not_of("0123456789abcdefABCDEF") != std::string::npos) {
            Note("field 'rng' must be a string of 1 to 16 hexadecimal digits");
            return 0;
        }
        return std::stoull(text, nullptr, 16);
    }

    // A list of card codes as counts. No list can hold more cards than the game has: not more than 60 in
    // all, nor more copies of a code than the game's (§1.1), so the counts never wrap.
    Counts Cards(const Json* j, const std::string& where) {
        Counts c{};
        if (!j) return c;
        if (!j->is_array()) {
            Note("field '" + where + "' must be a list of card codes");
            return c;
        }
        if (j->size() > static_cast<std::size_t>(kNumCards)) {
            Note(where + " lists " + std::to_string(j->size()) + " cards; the game has " + std::to_string(kNumCards));
            return c;
        }
        for (std::size_t i = 0; i < j->size(); ++i) {
            const Json& e = (*j)[i];
            if (!e.is_string()) {
                Note(where + "[" + std::to_string(i) + "] must be a card code string");
                return c;
            }
            const auto card = ParseCard(e.get_ref<const std::string&>());
            if (!card) {
                Note(where + "[" + std::to_string(i) + "]: " + Quote(e.get_ref<const std::string&>()) +
                     " is not a card code (a family letter F, A, B or M and a rank 0-4)");
                return c;
            }
            if (c[*card] >= CopiesInGame(*card)) {
                Note(where + " lists more " + CardCode(*card) + " than the game has (" +
                     std::to_string(CopiesInGame(*card)) + ")");
                return c;
            }
            ++c[*card];
        }
        return c;
    }

    void ReadPair(const char* name, std::array<Counts, 2>& out) {
        const Json* j = Field(name, true);
        if (!j) return;
        if (!j->is_array() || j->size() != 2) {
            Note(std::string("field '") + name + "' must be a list of two card lists (players 0 and 1)");
            return;
        }
        for (std::size_t p = 0; p < 2; ++p) out[p] = Cards(&(*j)[p], std::string(name) + "[" + std::to_string(p) + "]");
    }

    void Deck(State& s) {
        const Json* j = Field("deck", true);
        if (!j) return;
        Cards(j, "deck");
        if (!ok_ || j->size() > s.deck.size()) return;  // Cards() refused it: nothing is written
        s.deck_size = static_cast<std::uint8_t>(j->size());
        for (std::size_t i = 0; i < j->size(); ++i) {  // listed top first, stored top last
            s.deck[s.deck_size - 1u - i] = *ParseCard((*j)[i].get_ref<const std::string&>());
        }
    }

    // notation.md "Positions" and the invariants of §5.1 and §5.7 that every reachable position keeps.
    static std::string Impossible(const State& s) {
        std::array<int, kNumTypes> all{};  // in int: a sum of seven zones never wraps
        auto add = [&all](const Counts& c) {
            for (std::size_t t = 0; t < all.size(); ++t) all[t] += c[t];
        };
        add(s.hand[0]);
        add(s.hand[1]);
        add(s.area[0]);
        add(s.area[1]);
        add(s.street);
        add(DeckCounts(s));
        add(s.discard);
        std::string missing, extra;
        for (int t = 0; t < kNumTypes; ++t) {
            const int have = all[static_cast<std::size_t>(t)], want = CopiesInGame(static_cast<CardType>(t));
            std::string& list = have < want ? missing : extra;
            if (have != want) {
                list += (list.empty() ? "" : ", ") + std::to_string(std::abs(have - want)) + " " +
                        CardCode(static_cast<CardType>(t));
            }
        }
        if (!missing.empty() || !extra.empty()) {
            std::string why = "the cards must be exactly the game's 60";
            if (!missing.empty()) why += "; missing: " + missing;
            if (!extra.empty()) why += "; too many: " + extra;
            return why;
        }
        if (s.second_pass && TotalCards(s.discard) > 0) return "a discard pile after the second pass began";
        for (int f = 0; f < kNumFamilies; ++f) {
            const CardType zero = MakeCard(static_cast<Family>(f), 0);
            if (s.discard[zero])
                return "the discard pile holds " + CardCode(zero) + ", but only cards of rank 1 or more are discarded";
            if (s.second_pass && DeckCounts(s)[zero])
                return "the second deck holds " + CardCode(zero) +
                       ", but it is made of discarded cards (rank 1 or more)";
        }
        if (!s.second_pass && s.deck_size == 0 && TotalCards(s.discard) > 0)
            return "the draw pile is empty in the first pass although the discard pile is not (the discard pile is "
                   "reshuffled into the second deck as soon as the first deck runs out)";
        if (s.deck_size == 0 && s.turns_left == kNotTriggered)
            return "the draw pile is empty, so the end of the game has been triggered and turns_left must be 1 or 2";
        if (s.deck_size > 0 && s.turns_left != kNotTriggered)
            return "turns_left is set although the draw pile is not empty (it is set when the pile runs out)";
        if (s.turns_left != kNotTriggered && s.turns_left != (s.to_move == s.first ? 2 : 1))
            return "turns_left must be 2 on the start player's turn and 1 on the other player's (the game ends after "
                   "the second player's turn)";
        if (TotalCards(s.street) == 0 && s.deck_size > 0)
            return "the Street is empty although the draw pile is not (an empty Street is refilled at the end of every "
                   "turn)";
        if (s.deck_known_bottom > s.deck_size) return "deck_known_bottom is larger than the deck";
        if (!s.second_pass && s.deck_known_bottom > 0) return "deck_known_bottom is only possible in the second pass";
        return {};
    }

    const Json& root_;
    bool ok_ = true;
    std::string error_;
    std::vector<std::string> missing_;  // required fields that are absent, in reading order
};

}  // namespace

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

Result<State> ParsePosition(std::string_view json) {
    if (json.size() > kMaxPositionBytes) return Result<State>::Error("bad position: larger than 1 MiB");
    // nlohmann keeps the last of two equal keys; notation.md guesses nothing, so a key given twice in one
    // object is refused.
    const common::StrictJson parsed = common::ParseJsonStrict(json);
    if (!parsed.syntax_error.empty())
        return Result<State>::Error("bad position: malformed JSON: " + parsed.syntax_error);
    if (!parsed.duplicate.empty()) {
        const bool duplicate_at_top = parsed.duplicate_depth == 1;
        return Result<State>::Error("bad position: " + std::string(duplicate_at_top ? "field " : "key ") +
                                    Quote(parsed.duplicate) + " is given twice" +
                                    (duplicate_at_top ? "" : " in one object") + " (each may be given once)");
    }
    const Json& root = parsed.value;
    return PositionReader(root).Read();
}

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
        // the player meant to take); notation.md sorts the list by card, then value, then "new".
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
    const Outcome outcome = GameOutcome(s);
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
