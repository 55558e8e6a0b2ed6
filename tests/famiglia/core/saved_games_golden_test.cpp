// Golden share links and saved games: links and records written by earlier editions must open to exactly
// the same game forever (link.h: "every older version keeps decoding"). tests/famiglia/core/data/golden_games/*.game
// were written by the v1 encoder (2026-11-23) from seeded random games: finished, partway, at the very
// start and in the middle of a turn, both variants, several seat kinds. Each file is
//     link <the v1 link>
//     actions <every action, "; "-separated>
//     state <StateToJson of the final state, compact>
//     famiglia-record/1 ... (the saved-game record, to the end of the file)
// NEVER regenerate these files: if a test here fails, the change broke old links or saves.
#include <doctest/doctest.h>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "famiglia/game.h"

using namespace fam;

namespace {

struct GoldenGame {
    std::string name, link, actions, state, record;
};

std::vector<GoldenGame> ReadGoldenGames() {
    const std::filesystem::path dir =
        std::filesystem::path(TABLETOP_TESTS_DIR) / "famiglia" / "core" / "data" / "golden_games";
    std::vector<GoldenGame> games;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        std::ifstream in(entry.path(), std::ios::binary);
        GoldenGame g{entry.path().stem().string(), {}, {}, {}, {}};
        auto field = [&](const std::string& key) {
            std::string line;
            std::getline(in, line);
            REQUIRE_MESSAGE(line.rfind(key + " ", 0) == 0, g.name << ": expected '" << key << " ...'");
            return line.substr(key.size() + 1);
        };
        g.link = field("link");
        g.actions = field("actions");
        g.state = field("state");
        std::ostringstream rest;
        rest << in.rdbuf();
        g.record = rest.str();
        games.push_back(std::move(g));
    }
    return games;
}

std::string ActionsText(const GameRecord& r) {
    std::string out;
    for (const Move& m : r.moves) out += (out.empty() ? "" : "; ") + ToString(m);
    return out;
}

std::string FinalStateText(const GameRecord& r) {
    Result<ReplayedGame> game = ReplayRecord(r);
    REQUIRE_MESSAGE(game.ok(), game.error());
    return StateToJson(game->states().back(), 0);
}

}  // namespace

TEST_SUITE("golden") {
    TEST_CASE("golden v1 links open to exactly the recorded games") {
        const std::vector<GoldenGame> games = ReadGoldenGames();
        REQUIRE(games.size() >= 7);
        for (const GoldenGame& g : games) {
            CAPTURE(g.name);
            REQUIRE(g.link.rfind("v1.", 0) == 0);
            Result<ReplayedGame> decoded = DecodeLink(g.link);
            REQUIRE_MESSAGE(decoded.ok(), decoded.error());
            CHECK(ActionsText(decoded->record()) == g.actions);
            CHECK(FinalStateText(decoded->record()) == g.state);
            CHECK(StateToJson(decoded->states().back(), 0) == g.state);  // the replay the session takes
            CHECK(detail::EncodeLinkV1(decoded->record()) == g.link);    // the v1 layout itself is unchanged
            // The link and the record of a game hold the same game.
            Result<ReplayedGame> from_record = DecodeRecord(g.record);
            REQUIRE_MESSAGE(from_record.ok(), from_record.error());
            CHECK(decoded->record() == from_record->record());
        }
    }

    TEST_CASE("golden famiglia-record/1 saves open to exactly the recorded games and are written the same") {
        for (const GoldenGame& g : ReadGoldenGames()) {
            CAPTURE(g.name);
            Result<ReplayedGame> decoded = DecodeRecord(g.record);
            REQUIRE_MESSAGE(decoded.ok(), decoded.error());
            CHECK(ActionsText(decoded->record()) == g.actions);
            CHECK(FinalStateText(decoded->record()) == g.state);
            CHECK(StateToJson(decoded->states().back(), 0) == g.state);  // the replay the session takes
            CHECK(EncodeRecord(decoded->record()) == g.record);
            // A new link of the game opens to the same game (whatever version the encoder writes today).
            Result<ReplayedGame> relinked = DecodeLink(EncodeLink(decoded->record()));
            REQUIRE_MESSAGE(relinked.ok(), relinked.error());
            CHECK(relinked->record() == decoded->record());
        }
    }

}  // TEST_SUITE
