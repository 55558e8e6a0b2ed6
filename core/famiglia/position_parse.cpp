// ParsePosition (notation.h): famiglia-position/1 in three steps. Read the fields (their types and ranges),
// build the State, and check it with the game's invariants (invariants.h) plus the one check only a position
// needs (all of the game's 60 cards, listed by what is missing and what is too many).
#include <algorithm>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <optional>

#include "common/json_text.h"
#include "common/text.h"
#include "famiglia/invariants.h"
#include "famiglia/notation.h"

namespace fam {

namespace {

using common::Quote;
using Json = nlohmann::ordered_json;

constexpr std::size_t kMaxPositionBytes = 1 << 20;
// The reshuffle generator of a position that does not name one ("rng" is optional in docs/famiglia-notation.md).
constexpr std::uint64_t kDefaultRng = 0x46414D49474C4941ULL;

// ---- Step 1: the fields, as written --------------------------------------------------------------------

struct PositionFields {
    bool new_cards_only = false;
    int first = 0;
    int to_move = 0;
    std::array<Counts, 2> hands{};
    std::array<Counts, 2> areas{};
    Counts street{};
    std::vector<CardType> deck;  // top first, as listed
    Counts discard{};
    bool second_pass = false;
    int pass_streak = 0;
    std::optional<int> turns_left;  // null: the end of the game is not triggered
    std::uint64_t rng = kDefaultRng;
    int deck_known_bottom = 0;
};

// docs/famiglia-notation.md: nothing is guessed. Every field of its example is required except "rng" (optional,
// implementation-defined) and this implementation's own "deck_known_bottom". The first wrong value in
// reading order is the reason; a wrong value of a field that is there is reported before the fields that
// are missing.
class FieldReader {
public:
    explicit FieldReader(const Json& root) : root_(root) {}

    Result<PositionFields> Read() {
        using R = Result<PositionFields>;
        if (!root_.is_object()) return R::Error("a position must be a JSON object");
        static const char* const kKnown[] = {"format",      "variant",    "first", "to_move",          "hands",
                                             "areas",       "street",     "deck",  "discard",          "second_pass",
                                             "pass_streak", "turns_left", "rng",   "deck_known_bottom"};
        for (auto it = root_.begin(); it != root_.end(); ++it) {
            if (std::find(std::begin(kKnown), std::end(kKnown), it.key()) == std::end(kKnown))
                return R::Error("unknown field " + Quote(it.key()));
        }
        const auto format = root_.find("format");
        if (format == root_.end()) return R::Error("field 'format' is missing");
        if (!format->is_string() || format->get_ref<const std::string&>() != kPositionFormat)
            return R::Error(std::string("field 'format' must be \"") + kPositionFormat + "\"");

        PositionFields f;
        f.new_cards_only = Variant();
        f.first = Int("first", 0, 1, true);
        f.to_move = Int("to_move", 0, 1, true);
        f.hands = Pair("hands");
        f.areas = Pair("areas");
        f.street = Cards(Field("street", true), "street");
        f.deck = Deck();
        f.discard = Cards(Field("discard", true), "discard");
        f.second_pass = Bool("second_pass");
        f.pass_streak = Int("pass_streak", 0, 1, true);
        if (const Json* t = Field("turns_left", true); t && !t->is_null()) f.turns_left = Int("turns_left", 1, 2, true);
        f.rng = Rng64();
        f.deck_known_bottom = Int("deck_known_bottom", 0, kNumCards, false);
        if (!error_.empty()) return R::Error(error_);
        if (!missing_.empty()) return R::Error(MissingFields());
        return f;
    }

private:
    // The one error channel: the first wrong value is kept, later ones are not looked at.
    void Refuse(std::string why) {
        if (error_.empty()) error_ = std::move(why);
    }

    // A required field that is absent is remembered (and reported once the fields present were checked).
    const Json* Field(const char* name, bool required) {
        auto it = root_.find(name);
        if (it == root_.end()) {
            if (required) Missing(name);
            return nullptr;
        }
        return &*it;
    }
    void Missing(const std::string& name) {
        if (std::find(missing_.begin(), missing_.end(), name) == missing_.end()) missing_.push_back(name);
    }
    std::string MissingFields() const {
        std::string names;
        for (std::size_t i = 0; i < missing_.size(); ++i) {
            names += (i == 0 ? "'" : i + 1 == missing_.size() ? " and '" : ", '") + missing_[i] + "'";
        }
        return (missing_.size() == 1 ? "field " + names + " is missing" : "fields " + names + " are missing") +
               " (nothing is guessed)";
    }

    bool Variant() {
        const Json* variant = Field("variant", true);
        if (!variant) return false;
        if (!variant->is_object()) {
            Refuse("field 'variant' must be an object");
            return false;
        }
        bool new_cards_only = false;
        for (auto it = variant->begin(); it != variant->end(); ++it) {
            if (it.key() != "new_cards_only") {
                Refuse("unknown variant " + Quote(it.key()));
            } else if (!it.value().is_boolean()) {
                Refuse("variant 'new_cards_only' must be true or false");
            } else {
                new_cards_only = it.value().get<bool>();
            }
        }
        if (!variant->contains("new_cards_only")) Missing("variant.new_cards_only");
        return new_cards_only;
    }

    // An absent optional field reads as 0.
    int Int(const char* name, int lo, int hi, bool required) {
        const Json* j = Field(name, required);
        if (!j) return required ? lo : 0;
        if (!j->is_number_integer() || j->get<std::int64_t>() < lo || j->get<std::int64_t>() > hi) {
            Refuse(std::string("field '") + name + "' must be an integer from " + std::to_string(lo) + " to " +
                   std::to_string(hi));
            return lo;
        }
        return static_cast<int>(j->get<std::int64_t>());
    }

    bool Bool(const char* name) {
        const Json* j = Field(name, true);
        if (!j) return false;
        if (!j->is_boolean()) {
            Refuse(std::string("field '") + name + "' must be true or false");
            return false;
        }
        return j->get<bool>();
    }

    std::uint64_t Rng64() {
        const Json* j = Field("rng", false);
        if (!j) return kDefaultRng;
        const std::string* text = j->is_string() ? &j->get_ref<const std::string&>() : nullptr;
        if (!text || text->empty() || text->size() > 16 ||
            text->find_first_not_of("0123456789abcdefABCDEF") != std::string::npos) {
            Refuse("field 'rng' must be a string of 1 to 16 hexadecimal digits");
            return 0;
        }
        return std::stoull(*text, nullptr, 16);
    }

    // A list of card codes as counts. No list can hold more cards than the game has: not more than 60 in
    // all, nor more copies of a code than the game's (§1.1), so the counts never wrap.
    Counts Cards(const Json* j, const std::string& where) {
        Counts c{};
        if (!j) return c;
        if (!j->is_array()) {
            Refuse("field '" + where + "' must be a list of card codes");
            return c;
        }
        if (j->size() > static_cast<std::size_t>(kNumCards)) {
            Refuse(where + " lists " + std::to_string(j->size()) + " cards; the game has " + std::to_string(kNumCards));
            return c;
        }
        for (std::size_t i = 0; i < j->size(); ++i) {
            const Json& e = (*j)[i];
            if (!e.is_string()) {
                Refuse(where + "[" + std::to_string(i) + "] must be a card code string");
                return c;
            }
            const auto card = ParseCard(e.get_ref<const std::string&>());
            if (!card) {
                Refuse(where + "[" + std::to_string(i) + "]: " + NotACardCode(e.get_ref<const std::string&>()));
                return c;
            }
            if (c[*card] >= CopiesInGame(*card)) {
                Refuse(where + " lists more " + CardCode(*card) + " than the game has (" +
                       std::to_string(CopiesInGame(*card)) + ")");
                return c;
            }
            ++c[*card];
        }
        return c;
    }

    std::array<Counts, 2> Pair(const char* name) {
        std::array<Counts, 2> pair{};
        const Json* j = Field(name, true);
        if (!j) return pair;
        if (!j->is_array() || j->size() != 2) {
            Refuse(std::string("field '") + name + "' must be a list of two card lists (players 0 and 1)");
            return pair;
        }
        for (std::size_t p = 0; p < 2; ++p)
            pair[p] = Cards(&(*j)[p], std::string(name) + "[" + std::to_string(p) + "]");
        return pair;
    }

    std::vector<CardType> Deck() {
        const Json* j = Field("deck", true);
        if (!j) return {};
        Cards(j, "deck");  // refuses what is not a list of at most 60 card codes
        if (!error_.empty()) return {};
        std::vector<CardType> deck;
        for (const Json& code : *j) deck.push_back(*ParseCard(code.get_ref<const std::string&>()));
        return deck;
    }

    const Json& root_;
    std::string error_;                 // the first wrong value; empty while there is none
    std::vector<std::string> missing_;  // required fields that are absent, in reading order
};

// ---- Step 2: the state at the start of a turn ------------------------------------------------------------

State BuildState(const PositionFields& f) {
    State s;
    s.new_cards_only = f.new_cards_only;
    s.first = static_cast<std::uint8_t>(f.first);
    s.to_move = static_cast<std::uint8_t>(f.to_move);
    s.hand = f.hands;
    s.area = f.areas;
    s.street = f.street;
    s.deck_size = static_cast<std::uint8_t>(f.deck.size());
    for (std::size_t i = 0; i < f.deck.size(); ++i) s.deck[s.deck_size - 1u - i] = f.deck[i];  // stored top last
    s.discard = f.discard;
    s.second_pass = f.second_pass;
    s.pass_streak = static_cast<std::uint8_t>(f.pass_streak);
    s.turns_left = f.turns_left ? static_cast<std::int8_t>(*f.turns_left) : kNotTriggered;
    s.rng = f.rng;
    s.deck_known_bottom = static_cast<std::uint8_t>(f.deck_known_bottom);
    s.phase = Step::kRefresh;
    s.refreshes_left = s.second_pass ? 1 : kUnlimited;
    return s;
}

// ---- Step 3: a position the game can reach ----------------------------------------------------------------

// Position only: every card type that is missing or too many, not just the first (in int: a sum of seven
// zones never wraps).
std::string WrongCardCount(const State& s) {
    std::array<int, kNumTypes> all{};
    for (const Counts* zone : {&s.hand[0], &s.hand[1], &s.area[0], &s.area[1], &s.street, &s.discard}) {
        for (std::size_t t = 0; t < all.size(); ++t) all[t] += (*zone)[t];
    }
    const Counts deck = DeckCounts(s);
    for (std::size_t t = 0; t < all.size(); ++t) all[t] += deck[t];
    std::string missing, extra;
    for (int t = 0; t < kNumTypes; ++t) {
        const int have = all[static_cast<std::size_t>(t)], want = CopiesInGame(static_cast<CardType>(t));
        std::string& list = have < want ? missing : extra;
        if (have != want) {
            list += (list.empty() ? "" : ", ") + std::to_string(std::abs(have - want)) + " " +
                    CardCode(static_cast<CardType>(t));
        }
    }
    if (missing.empty() && extra.empty()) return {};
    std::string why = "the cards must be exactly the game's 60";
    if (!missing.empty()) why += "; missing: " + missing;
    if (!extra.empty()) why += "; too many: " + extra;
    return why;
}

// The invariants a position can break, worded for whoever wrote it (docs/famiglia-notation.md "Positions").
std::string Unreachable(const State& s) {
    if (std::string why = WrongCardCount(s); !why.empty()) return why;
    const BrokenInvariant broken = FindBrokenInvariant(s);
    const std::string card = broken.card == kNoCard ? std::string() : CardCode(broken.card);
    switch (broken.which) {
        case Invariant::kHolds: return {};
        case Invariant::kDiscardInSecondPass: return "a discard pile after the second pass began";
        case Invariant::kZeroDiscarded:
            return "the discard pile holds " + card + ", but only cards of rank 1 or more are discarded";
        case Invariant::kZeroInSecondDeck:
            return "the second deck holds " + card + ", but it is made of discarded cards (rank 1 or more)";
        case Invariant::kFirstDeckNotReshuffled:
            return "the draw pile is empty in the first pass although the discard pile is not (the discard pile is "
                   "reshuffled into the second deck as soon as the first deck runs out)";
        case Invariant::kPileEmptyNotTriggered:
            return "the draw pile is empty, so the end of the game has been triggered and turns_left must be 1 or 2";
        case Invariant::kTriggeredPileNotEmpty:
            return "turns_left is set although the draw pile is not empty (it is set when the pile runs out)";
        case Invariant::kTurnsLeftWrong:
            return "turns_left must be 2 on the start player's turn and 1 on the other player's (the game ends after "
                   "the second player's turn)";
        case Invariant::kStreetNotRefilled:
            return "the Street is empty although the draw pile is not (an empty Street is refilled at the end of every "
                   "turn)";
        case Invariant::kKnownBottomTooLarge: return "deck_known_bottom is larger than the deck";
        case Invariant::kKnownBottomFirstPass: return "deck_known_bottom is only possible in the second pass";
        default: return CheckInvariants(s);  // the fields above cannot write the others; in the game's words
    }
}

}  // namespace

Result<State> ParsePosition(std::string_view json) {
    using R = Result<State>;
    if (json.size() > kMaxPositionBytes) return R::Error("bad position: larger than 1 MiB");
    // nlohmann keeps the last of two equal keys; docs/famiglia-notation.md guesses nothing, so a key given twice in one
    // object is refused.
    const common::StrictJson parsed = common::ParseJsonStrict(json);
    if (!parsed.syntax_error.empty()) return R::Error("bad position: malformed JSON: " + parsed.syntax_error);
    if (!parsed.duplicate.empty()) {
        const bool duplicate_at_top = parsed.duplicate_depth == 1;
        return R::Error("bad position: " + std::string(duplicate_at_top ? "field " : "key ") + Quote(parsed.duplicate) +
                        " is given twice" + (duplicate_at_top ? "" : " in one object") + " (each may be given once)");
    }
    Result<PositionFields> fields = FieldReader(parsed.value).Read();
    if (!fields) return R::Error("bad position: " + fields.error());
    State s = BuildState(*fields);
    if (std::string why = Unreachable(s); !why.empty()) return R::Error("bad position: " + why);
    return s;
}

}  // namespace fam
