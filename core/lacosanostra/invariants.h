// Self-checks of a State that hold after every action of every game (state.h "INVARIANTS" I1-I9).
// The property tests run them after each action; a failure names the broken invariant.
#pragma once

#include <string>

#include "lacosanostra/state.h"

namespace lcn {

// Empty when every invariant holds, else the first broken one in words ("I4 money: ...").
std::string CheckInvariants(const State& s);

}  // namespace lcn
