// Test helpers: set up games from readable card notation (through the real position parser), play action
// texts, and read out legal actions and refusal reasons. Unlisted cards of the 60 go where `rest` says.
#pragma once

#include <algorithm>
#include <doctest/doctest.h>
#include <sstream>
#include <string>
#include <vector>

#include "famiglia/game.h"

namespace fam::test {

// A position described card by card (Build turns it into a State); not the core's fam::Setup of a new game.
struct TestPosition {
    std::array<std::string, 2> hands{"A0 B0 F0 M0", "A0 B0 F0 M0"};
    std::array<std::string, 2> areas{"", ""};
    std::string street;
    std::string deck_top;  // top first; the unlisted cards follow below it when rest == "deck"
    std::string discard;
    bool second_pass = false;
    bool new_cards_only = false;
    int first = 0, to_move = 0, pass_streak = 0, turns_left = -1;
    std::string rest = "deck";  // where the unlisted cards go: "deck", "discard", "area0", "area1"
    std::string rest_zeros;     // where the unlisted 0s go, if not with the rest (the second deck has none)
};

inline std::vector<std::string> Words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

inline std::string JsonList(const std::vector<std::string>& cards) {
    std::string out = "[";
    for (std::size_t i = 0; i < cards.size(); ++i) out += (i ? ",\"" : "\"") + cards[i] + "\"";
    return out + "]";
}

inline std::string PositionJson(const TestPosition& s) {
    Counts left{};
    for (int t = 0; t < kNumTypes; ++t)
        left[static_cast<std::size_t>(t)] = static_cast<std::uint8_t>(CopiesInGame(static_cast<CardType>(t)));
    std::vector<std::string> hands[2], areas[2], street = Words(s.street), deck = Words(s.deck_top),
                                                 discard = Words(s.discard);
    for (int p = 0; p < 2; ++p) {
        hands[p] = Words(s.hands[static_cast<std::size_t>(p)]);
        areas[p] = Words(s.areas[static_cast<std::size_t>(p)]);
    }
    auto take_out = [&](const std::vector<std::string>& cards) {
        for (const auto& c : cards) {
            const auto t = ParseCard(c);
            REQUIRE_MESSAGE(t.has_value(), "bad card in test setup: " << c);
            REQUIRE_MESSAGE(left[*t] > 0, "too many " << c << " in test setup");
            --left[*t];
        }
    };
    for (int p = 0; p < 2; ++p) {
        take_out(hands[p]);
        take_out(areas[p]);
    }
    take_out(street);
    take_out(deck);
    take_out(discard);
    auto zone = [&](const std::string& name) -> std::vector<std::string>& {
        if (name == "discard") return discard;
        if (name == "area0") return areas[0];
        if (name == "area1") return areas[1];
        return deck;
    };
    for (int t = 0; t < kNumTypes; ++t) {
        const auto card = static_cast<CardType>(t);
        auto& to = zone(RankOf(card) == 0 && !s.rest_zeros.empty() ? s.rest_zeros : s.rest);
        for (int k = 0; k < left[card]; ++k) to.push_back(CardCode(card));
    }
    std::ostringstream j;
    j << "{\"format\":\"famiglia-position/1\",\"variant\":{\"new_cards_only\":" << (s.new_cards_only ? "true" : "false")
      << "},\"first\":" << s.first << ",\"to_move\":" << s.to_move << ",\"hands\":[" << JsonList(hands[0]) << ","
      << JsonList(hands[1]) << "],\"areas\":[" << JsonList(areas[0]) << "," << JsonList(areas[1])
      << "],\"street\":" << JsonList(street) << ",\"deck\":" << JsonList(deck) << ",\"discard\":" << JsonList(discard)
      << ",\"second_pass\":" << (s.second_pass ? "true" : "false") << ",\"pass_streak\":" << s.pass_streak
      << ",\"turns_left\":" << (s.turns_left < 0 ? std::string("null") : std::to_string(s.turns_left)) << "}";
    return j.str();
}

inline State Build(const TestPosition& setup) {
    const std::string json = PositionJson(setup);
    auto s = ParsePosition(json);
    REQUIRE_MESSAGE(s.ok(), s.error() << "\n" << json);
    return *s;
}

// Applies "a; b; c", requiring each action to be legal.
inline State Play(State s, const std::string& actions) {
    auto moves = ParseMoveList(actions);
    REQUIRE_MESSAGE(moves.ok(), moves.error());
    for (const Move& m : *moves) {
        auto next = Apply(s, m);
        REQUIRE_MESSAGE(next.ok(), "'" << ToString(m) << "' refused: " << next.error());
        s = *next;
    }
    return s;
}

// The reason the action is refused (fails the test if it is legal).
inline std::string ReasonFor(const State& s, const std::string& action) {
    auto m = ParseMove(action);
    REQUIRE_MESSAGE(m.ok(), m.error());
    std::string why = IllegalReason(s, *m);
    CHECK_MESSAGE(!why.empty(), "'" << action << "' should be illegal");
    return why;
}

inline std::vector<std::string> Legal(const State& s) {
    MoveList list;
    LegalMoves(s, list);
    std::vector<std::string> out;
    for (const Move& m : list) out.push_back(ToString(m));
    return out;
}

inline bool IsLegal(const State& s, const std::string& action) {
    const auto all = Legal(s);
    return std::find(all.begin(), all.end(), action) != all.end();
}

// Legal actions of one kind ("take", "brute", ...), e.g. to check the exact set of Brute values.
inline std::vector<std::string> LegalStartingWith(const State& s, const std::string& prefix) {
    std::vector<std::string> out;
    for (const auto& a : Legal(s)) {
        if (a.rfind(prefix, 0) == 0) out.push_back(a);
    }
    return out;
}

inline int Count(const Counts& zone, const char* code) { return zone[*ParseCard(code)]; }

// The list of a zone as sorted codes, e.g. "A1 F0".
inline std::string Cards(const Counts& zone) {
    std::string out;
    for (int t = 0; t < kNumTypes; ++t) {
        for (int k = 0; k < zone[static_cast<std::size_t>(t)]; ++k) {
            if (!out.empty()) out += ' ';
            out += CardCode(static_cast<CardType>(t));
        }
    }
    return out;
}

inline std::string DeckTopFirst(const State& s) {
    std::string out;
    for (int i = s.deck_size - 1; i >= 0; --i) {
        if (!out.empty()) out += ' ';
        out += CardCode(s.deck[static_cast<std::size_t>(i)]);
    }
    return out;
}

}  // namespace fam::test
