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

// Round I, Yellow to make the last assignment: `order` in his hand, GV1 and AF1 in his display and his deal
// marker on `marked` (another seat's business); Y2 is idle and Green's G1 holds O1-03, so the action phase
// goes on after Yellow's turn.
State YellowsLastJob(const std::string& order, const std::string& marked);

// Round III, Red's last assignment: R2 (`r2`: his entry in the compact position, e.g. "active HL") takes the
// Attentat O3-13, is chosen, names Yellow and reveals. `others`: the other gangsters' entries, e.g.
// R"("Y6": "purchase DD2", "Y1": "order O1-04")". Returns the state after the reveal: the target choice when
// Yellow has several candidates, else the Falle window before the roll.
State AttentatOnYellow(const std::string& r2, const std::string& others);

}  // namespace lcn::test
