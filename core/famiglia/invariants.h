// Self-checks of a State that hold after every action of every game (famiglia.md §5.1, §5.5, §5.7).
// The property tests and `famiglia simulate` run them after each action; a failure names the broken rule.
#pragma once

#include <string>

#include "famiglia/state.h"

namespace fam {

// Empty when every invariant holds, else the first broken one in words.
std::string CheckInvariants(const State& s);

}  // namespace fam
