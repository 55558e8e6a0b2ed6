// The checks of the shared random-simulation test (tests/common/support/random_sim.h) that need no test framework,
// so each game's `simulate` tool (tools/famiglia.cpp, tools/lacosanostra.cpp) runs the same ones through the game's
// RulesApi adapter (common/rules_api.h). Each returns "" when it holds, else what failed, in one line of English.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/rules_api.h"

namespace common {

// One applied action, `m` from `before` to `after`: its text reads back as the same move, and the invariants hold.
template <RulesApi G>
std::string ActionCheck(const typename G::State& before, const typename G::Move& m, const typename G::State& after) {
    const std::string text = G::MoveText(before, m);
    const Result<typename G::Move> back = G::ParseMove(before, text);
    if (!back.ok()) return "notation: '" + text + "' does not read back: " + back.error();
    if (!(*back == m)) return "notation: '" + text + "' reads back as another action";
    return G::CheckInvariants(after);
}

// A decision's legal list: in byte order of the texts, each once. `texts` (optional) receives the texts in order.
template <RulesApi G>
std::string LegalListCheck(const typename G::State& s, const std::vector<typename G::Move>& legal,
                           std::vector<std::string>* texts = nullptr) {
    std::vector<std::string> own;
    std::vector<std::string>& out = texts ? *texts : own;
    out.clear();
    for (const typename G::Move& m : legal) {
        std::string text = G::MoveText(s, m);
        if (!out.empty() && !(out.back() < text))
            return "legal list not sorted or not unique: '" + out.back() + "' then '" + text + "'";
        out.push_back(std::move(text));
    }
    return {};
}

// The position text, where the game defines one, reads back as the same state.
template <RulesApi G>
std::string PositionCheck(const typename G::State& s) {
    const std::optional<std::string> position = G::PositionText(s);
    if (!position) return {};
    const Result<typename G::State> back = G::ParsePosition(*position);
    if (!back.ok()) return "the position does not read back: " + back.error();
    if (!(*back == s)) return "the position reads back as another state";
    return {};
}

}  // namespace common
