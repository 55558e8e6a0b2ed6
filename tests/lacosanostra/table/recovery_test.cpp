// What a refused La Cosa Nostra link, save or page option tells the player, in their words
// (shell/host/share.h ReasonInWords over the core decoders' and the option reader's reasons).
#include <doctest/doctest.h>
#include <string>

#include "games/lacosanostra/host_formats.h"
#include "host/share.h"
#include "lacosanostra/link.h"
#include "texts_20261127.h"

namespace {

using shell::host::ReasonInWords;
using shell::host::Say;
using shell::host::Sentence;
using shell::ui::Lang;

// The save of 2026-11-27 that host_formats_test.cpp opens whole (24 actions).
constexpr std::string_view kSave = kSeatedSave20261127;

std::string Replaced(std::string_view text, std::string_view from, std::string_view to) {
    std::string out(text);
    const std::size_t at = out.find(from);
    REQUIRE(at != std::string::npos);
    return out.replace(at, from.size(), to);
}

Say SaveWords(std::string_view text) {
    const auto opened = lcn::DecodeRecord(text);
    REQUIRE_FALSE(opened.ok());
    return ReasonInWords(opened.error(), Say::kWhyDamaged);
}

}  // namespace

TEST_CASE("lcn recovery: players=9 and seats for 6 are told as 'La Cosa Nostra is for 3 to 5 players'") {
    shell::host::PageOptions page = shell::host::ParsePageOptions("?players=9&seed=4");
    shell::host::TakeGameOptions(page, shell::games::lacosanostra::OptionReader());
    REQUIRE(page.ignored == std::vector<std::string>{"players=9"});
    REQUIRE(page.ignored_why.size() == 1);
    CHECK(ReasonInWords(page.ignored_why[0]) == Say::kWhyPlayers);
    CHECK(std::string(Sentence(Lang::kEnglish, Say::kWhyPlayers)) == "La Cosa Nostra is for 3 to 5 players.");
    CHECK(std::string(Sentence(Lang::kGerman, Say::kWhyPlayers)) == "La Cosa Nostra ist für 3 bis 5 Personen.");

    shell::host::PageOptions seats = shell::host::ParsePageOptions("?lang=xx&seats=person,easy");
    shell::host::TakeGameOptions(seats, shell::games::lacosanostra::OptionReader());
    REQUIRE(seats.ignored == std::vector<std::string>{"lang=xx", "seats=person,easy"});
    REQUIRE(seats.ignored_why.size() == 2);
    CHECK(seats.ignored_why[0].empty());  // the page's own option: no game reason
    CHECK(ReasonInWords(seats.ignored_why[1]) == Say::kWhyPlayers);

    REQUIRE(lcn::DecodeRecord(kSave).ok());
    CHECK(SaveWords(Replaced(kSave, "players 3", "players 9")) == Say::kWhyPlayers);
    CHECK(SaveWords(Replaced(kSave, "person,normal,easy", "person,normal,easy,easy,easy,easy")) == Say::kWhyPlayers);
}

TEST_CASE("lcn recovery: a save cut short or changed, an illegal move, a newer link, each in the player's words") {
    CHECK(SaveWords(Replaced(kSave, "actions 24", "actions 25")) == Say::kWhyDamaged);
    CHECK(SaveWords(Replaced(kSave, "Y accept", "Y claim")) == Say::kWhyIllegal);
    CHECK(ReasonInWords(lcn::DecodeLink("v9.future").error(), Say::kWhyDamaged) == Say::kWhyNewer);
    CHECK(ReasonInWords(lcn::DecodeLink("v2.NHU3BT2").error(), Say::kWhyDamaged) == Say::kWhyDamaged);
}
