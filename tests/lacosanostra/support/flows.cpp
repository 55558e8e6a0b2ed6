#include "support/flows.h"

namespace lcn::test {

State PassRecruiting(State s) {
    for (int guard = 0; StepName(s) == "recruit" && guard < kMaxPlayers; ++guard) {
        const char letter = SeatLetterOf(s.player[s.cur.turn].family);
        s = Play(s, std::string(1, letter) + " pass");
    }
    CHECK(StepName(s) != "recruit");
    return s;
}

State ThroughFirstPayday(const std::string& players_json, const std::string& extra_json) {
    std::string compact = R"({"start_player": "Y", "idle": "deactivated", "gangsters": {"Y1": "active"},
        "cursor": {"turn": "Y", "assignments_left": 1}, "players": )" +
                          players_json;
    if (!extra_json.empty()) compact += ", " + extra_json;
    compact += "}";
    const State s0 = Build(compact);
    // Payday: income, then recruiting for the seats that can afford a gangster (none may).
    return PassRecruiting(Play(s0, "Y order Y1 O1-03; Y choose Y1; Y reveal; roll 1"));
}

State YellowsLastJob(const std::string& order, const std::string& marked) {
    return Build(R"({"start_player": "Y", "idle": "deactivated",
        "players": {"Y": {"hand": ")" +
                 order + R"(", "businesses": "GV1 AF1"}}, "business": {")" + marked +
                 R"(": "Y"}, "gangsters": {"Y2": "active", "G1": "order O1-03"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
}

State AttentatOnYellow(const std::string& r2, const std::string& others) {
    const State s0 = Build(R"({"round": 3, "start_player": "R", "idle": "deactivated",
        "players": {"R": {"hand": "O3-13"}}, "cursor": {"turn": "R", "assignments_left": 1},
        "gangsters": {"R2": ")" +
                           r2 + "\", " + others + "}}");
    return Play(s0, "R order R2 O3-13; R choose R2; R name Y; R reveal");
}

}  // namespace lcn::test
