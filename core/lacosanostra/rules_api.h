// La Cosa Nostra's adapter to common::RulesApi (common/rules_api.h): the shared random-simulation test
// (tests/common/support/random_sim.h) and future cross-game tools reach the rules through it, as Famiglia's
// famiglia/rules_api.h. Where the APIs differ:
//  - chance: a roll lists no outcomes (Apply accepts any dice), so at a chance node Legal is the roll the state's
//    generator proposes (DefaultRoll), which the playout plays;
//  - texts name seats by their family's letter: MoveText and ParseMove need the state;
//  - the playout policy (lacosanostra/playout.h) includes random trades, which LegalMoves never lists: PlayoutMove
//    returns one only when Apply accepts it (a refused proposal is drawn again, as PlayoutStep skips it);
//  - RandomMove probes another seat's or a mutated legal move in its canonical form (a field its text does not
//    show, an out-of-range id: the tests' properties.h probes those on Apply directly), never a move Apply may
//    accept although unlisted (trades, side moves, other dice);
//  - ExtraProbes: random trades, canonical or not, valid or not.
// Variant = (players - 3) * 10 + option row (OptionsOfRow).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/rules_api.h"
#include "lacosanostra/invariants.h"
#include "lacosanostra/notation.h"
#include "lacosanostra/playout.h"
#include "lacosanostra/probes.h"
#include "lacosanostra/rules.h"
#include "lacosanostra/view.h"

namespace lcn {

inline constexpr int kOptionRows = 10;

// Option row r of a game (the other rows the base game): 1 short game, 2 business bonus, 3 Raub against Raub,
// 4 double planning (5 players), 5 beginners, 6 no Politiker draw in round I, 7 first-game families, 8 wild (its
// final window), 9 physical dice.
inline Options OptionsOfRow(int row, int players) {
    Options o;
    switch (row) {
        case 1: o.short_game = true; break;
        case 2: o.business_bonus = true; break;
        case 3: o.robbery_chain = true; break;
        case 4: o.double_planning = players == 5; break;
        case 5: o.beginners = true; break;
        case 6: o.politician_round1 = false; break;
        case 7: o.first_game_families = true; break;
        case 8: o.wild = true; break;
        case 9: o.physical_dice = true; break;
        default: break;
    }
    return o;
}

struct LcnRules {
    using State = lcn::State;
    using Move = lcn::Move;
    static constexpr int kNumVariants = (kMaxPlayers - kMinPlayers + 1) * kOptionRows;

    static State NewGame(std::uint64_t seed, int variant) {
        Setup setup;
        setup.players = kMinPlayers + variant / kOptionRows;
        setup.seed = seed;
        setup.options = OptionsOfRow(variant % kOptionRows, setup.players);
        return lcn::NewGame(setup).value();
    }
    static bool IsOver(const State& s) { return lcn::IsOver(s); }
    static int NumSeats(const State& s) { return s.players; }
    static View ViewFor(const State& s, int seat) { return lcn::ViewFor(s, static_cast<Seat>(seat)); }
    static State HideUnseen(const State& s, int seat, Rng& rng) {
        return ScrambleHidden(s, static_cast<Seat>(seat), rng.Next());
    }
    static std::vector<Move> Legal(const State& s) {
        if (lcn::IsOver(s)) return {};
        if (CurrentActor(s).kind == ActorKind::kChance) return {DefaultRoll(s)};
        MoveList list;
        LegalMoves(s, list);
        return {list.begin(), list.end()};
    }
    static std::string Refusal(const State& s, const Move& m) {
        State copy = s;
        const lcn::Refusal r = lcn::ApplyInPlace(copy, m);
        return r.ok() ? std::string() : RefusalText(r);
    }
    static Result<State> Apply(const State& s, const Move& m) { return lcn::Apply(s, m); }
    static std::string MoveText(const State& s, const Move& m) { return ToString(s, m); }
    static Result<Move> ParseMove(const State& s, std::string_view text) { return lcn::ParseMove(s, text); }
    static std::optional<std::string> PositionText(const State& s) { return PositionToJson(s); }
    static Result<State> ParsePosition(std::string_view text) { return lcn::ParsePosition(text); }
    static std::string CheckInvariants(const State& s) { return lcn::CheckInvariants(s); }
    static Move RandomMove(const State& s, Rng& rng) { return CanonicalProbe(s, rng); }
    static Move PlayoutMove(const State& s, const std::vector<Move>&, Rng& rng) {
        while (IsSafePoint(s) && rng.Below(kTradeOneIn) == 0) {
            const Move trade = RandomTrade(s, rng);
            State copy = s;
            if (lcn::ApplyInPlace(copy, trade).ok()) return trade;
        }
        MoveList scratch;
        return RandomPlayoutMove(s, scratch, rng);
    }
    static std::vector<Move> ExtraProbes(const State& s, Rng& rng) {
        return {ProbeTrade(s, rng), ProbeTrade(s, rng), ProbeTrade(s, rng)};
    }
};
static_assert(common::RulesApi<LcnRules>);

}  // namespace lcn
