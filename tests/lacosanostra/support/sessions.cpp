#include "support/sessions.h"

#include <doctest/doctest.h>

#include "lacosanostra/rules_api.h"

namespace lcn::test {

Options OptionsForGame(int game, int players) {
    Options o = OptionsOfRow(game % kOptionRows, players);
    if (game % kOptionRows == 0) o.spy_any_time = game % 20 == 0;
    return o;
}

void PlayOn(Session& session, Rng& policy, int max_moves) {
    MoveList legal;
    std::array<Move, kMaxPlayoutStepMoves> applied;
    for (int n = 0; n < max_moves && !IsOver(session.current());) {
        State s = session.current();
        const int count = PlayoutStep(s, policy, legal, applied);
        for (int i = 0; i < count; ++i, ++n) {
            const Refusal refusal = session.Apply(applied[static_cast<std::size_t>(i)]);
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
