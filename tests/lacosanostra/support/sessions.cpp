#include "support/sessions.h"

#include <doctest/doctest.h>

namespace lcn::test {

Options OptionsForGame(int game, int players) {
    Options o;
    switch (game % 10) {
        case 1: o.short_game = true; break;
        case 2: o.business_bonus = true; break;
        case 3: o.robbery_chain = true; break;
        case 4: o.double_planning = players == 5; break;
        case 5: o.beginners = true; break;
        case 6: o.politician_round1 = false; break;
        case 7: o.first_game_families = true; break;
        case 8: o.wild = true; break;
        case 9: o.physical_dice = true; break;
        default: o.spy_any_time = game % 20 == 0; break;
    }
    return o;
}

void PlayOn(Session& session, Rng& policy, int max_moves) {
    MoveList legal;
    std::array<Move, kMaxPlayoutStepMoves> applied;
    for (int n = 0; n < max_moves && !IsOver(session.current());) {
        State s = session.current();
        const int count = PlayoutStep(s, policy, legal, applied);
        for (int i = 0; i < count; ++i, ++n) {
            const Refusal refusal = session.Play(applied[static_cast<std::size_t>(i)]);
            REQUIRE_MESSAGE(refusal.ok(), RefusalText(refusal));
        }
        REQUIRE(session.current() == s);
    }
}

bool PlayUntil(Session& session, Rng& policy, const MoveWanted& want, Move& found, int max_moves) {
    MoveList legal;
    for (int n = 0; n < max_moves && !IsOver(session.current()); ++n) {
        LegalMoves(session.current(), legal);
        for (const Move& m : legal) {
            if (want(session.current(), m)) {
                found = m;
                return true;
            }
        }
        PlayOn(session, policy, 1);
    }
    return false;
}

}  // namespace lcn::test
