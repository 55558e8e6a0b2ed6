// Famiglia's adapter to common::RulesApi (common/rules_api.h): the shared random-simulation test
// (tests/common/support/random_sim.h) and future cross-game tools reach the rules through it. Thin by design:
// each function forwards to the header that owns the rule.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/rules_api.h"
#include "famiglia/invariants.h"
#include "famiglia/notation.h"
#include "famiglia/playout.h"
#include "famiglia/rules.h"
#include "famiglia/view.h"

namespace fam {

struct FamigliaRules {
    using State = fam::State;
    using Move = fam::Move;
    static constexpr int kNumVariants = 2;  // 0 standard, 1 new cards only

    static State NewGame(std::uint64_t seed, int variant) {
        return fam::NewGame(Setup{.seed = seed, .rules = Rules{.new_cards_only = variant == 1}}).value();
    }
    static bool IsOver(const State& s) { return s.over; }
    static int NumSeats(const State&) { return 2; }
    static View ViewFor(const State& s, int seat) { return fam::ViewFor(s, seat); }
    static State HideUnseen(const State& s, int seat, Rng& rng) { return Determinize(fam::ViewFor(s, seat), rng); }
    static std::vector<Move> Legal(const State& s) {
        MoveList list;
        LegalMoves(s, list);
        return {list.begin(), list.end()};
    }
    static std::string Refusal(const State& s, const Move& m) { return IllegalReason(s, m); }
    static Result<State> Apply(const State& s, const Move& m) { return fam::Apply(s, m); }
    static std::string MoveText(const State&, const Move& m) { return ToString(m); }
    static Result<Move> ParseMove(const State&, std::string_view text) { return fam::ParseMove(text); }
    static std::optional<std::string> PositionText(const State& s) {
        return AtTurnStart(s) ? std::optional<std::string>(PositionToJson(s)) : std::nullopt;
    }
    static Result<State> ParsePosition(std::string_view text) { return fam::ParsePosition(text); }
    static std::string CheckInvariants(const State& s) { return fam::CheckInvariants(s); }
    // Any syntactically valid action, legal or not.
    static Move RandomMove(const State&, Rng& rng) {
        auto card = [&] { return static_cast<CardType>(rng.Below(kNumTypes)); };
        switch (rng.Below(6)) {
            case 0: return Move::Refresh(card());
            case 1: return Move::Accountant(card());
            case 2: return Move::Swap(card(), card());
            case 3: return Move::Brute(card(), card(), static_cast<int>(rng.Below(5)));
            case 4: return rng.Below(3) == 0 ? Move::Take(card()) : Move::Take(card(), card(), card());
            default: return Move::Pass();
        }
    }
    static Move PlayoutMove(const State&, const std::vector<Move>& legal, Rng& rng) {
        return RandomPlayoutMove(legal, rng);
    }
};
static_assert(common::RulesApi<FamigliaRules>);

}  // namespace fam
