// Short, public stretches of play that several tests need (payday passes, the way from round I into round II).
#pragma once

#include "support/table.h"

namespace lcn::test {

// Every seat passes its recruiting turn (D21: turn order from the start player), and the payday goes on.
State PassRecruiting(State s);

// Round I in which only Yellow's Y1 is left to plan, with `extra` merged into the compact position: Yellow
// plans O1-03 (Gas Station Hold-up, no requirements) on Y1 and fails it (roll 1), which ends the action phase:
// payday (income), recruiting passed by every seat that is asked. Returns the state after recruiting.
State ThroughFirstPayday(const std::string& players_json, const std::string& extra_json);

}  // namespace lcn::test
