// What a refused La Cosa Nostra link, save or page option tells the player, in their words: the core decoders and the
// option reader refuse with a reason kind (common/result.h), and La Cosa Nostra words every kind in both languages
// (host_formats.h ReasonWords); the host shows those words and reads none of the English.
#include <doctest/doctest.h>
#include <set>
#include <string>

#include "common/link_envelope.h"
#include "games/lacosanostra/host_formats.h"
#include "host/share.h"
#include "lacosanostra/link.h"
#include "texts_20261127.h"

namespace {

using common::ReasonKind;
using shell::games::lacosanostra::ReasonWords;
using shell::ui::Lang;

// The save of 2026-11-27 that host_formats_test.cpp opens whole (24 actions).
constexpr std::string_view kSave = kSeatedSave20261127;

std::string Replaced(std::string_view text, std::string_view from, std::string_view to) {
    std::string out(text);
    const std::size_t at = out.find(from);
    REQUIRE(at != std::string::npos);
    return out.replace(at, from.size(), to);
}

ReasonKind KindOf(const common::Result<lcn::ReplayedGame>& opened) {
    REQUIRE_FALSE(opened.ok());
    return opened.reason().kind;
}

ReasonKind SaveKind(std::string_view text) { return KindOf(lcn::DecodeRecord(text)); }

ReasonKind OptionKind(std::string_view name, std::string_view value) {
    shell::games::lacosanostra::NewGameOptions o;
    const std::optional<common::Reason> why = shell::games::lacosanostra::ReadOption(o, name, value);
    REQUIRE(why);
    return why->kind;
}

}  // namespace

TEST_CASE("lcn recovery: every reason kind has its own words in English and in German") {
    for (Lang lang : {Lang::kEnglish, Lang::kGerman}) {
        std::set<std::string> seen;
        for (int k = 0; k < static_cast<int>(ReasonKind::kCount); ++k) {
            const std::string words = ReasonWords(lang, static_cast<ReasonKind>(k));
            CHECK(words.size() > 10);
            CHECK(words.back() == '.');
            CHECK(seen.insert(words).second);  // no two kinds told alike
        }
    }
    for (int k = 0; k < static_cast<int>(ReasonKind::kCount); ++k) {
        const auto kind = static_cast<ReasonKind>(k);
        CHECK(std::string(ReasonWords(Lang::kEnglish, kind)) != ReasonWords(Lang::kGerman, kind));
    }
    CHECK(std::string(ReasonWords(Lang::kEnglish, ReasonKind::kPlayers)) == "La Cosa Nostra is for 3 to 5 players.");
    CHECK(std::string(ReasonWords(Lang::kGerman, ReasonKind::kPlayers)) == "La Cosa Nostra ist für 3 bis 5 Personen.");
}

TEST_CASE("lcn recovery: players=9 and seats for 6 are told as 'La Cosa Nostra is for 3 to 5 players'") {
    shell::host::PageOptions page = shell::host::ParsePageOptions("?players=9&seed=4");
    shell::host::TakeGameOptions(page, shell::games::lacosanostra::OptionReader());
    REQUIRE(page.ignored == std::vector<std::string>{"players=9"});
    REQUIRE(page.ignored_why.size() == 1);
    REQUIRE(page.ignored_why[0]);
    CHECK(page.ignored_why[0]->kind == ReasonKind::kPlayers);

    shell::host::PageOptions seats = shell::host::ParsePageOptions("?lang=xx&seats=person,easy");
    shell::host::TakeGameOptions(seats, shell::games::lacosanostra::OptionReader());
    REQUIRE(seats.ignored == std::vector<std::string>{"lang=xx", "seats=person,easy"});
    REQUIRE(seats.ignored_why.size() == 2);
    CHECK_FALSE(seats.ignored_why[0]);  // the page's own option: no game reason
    REQUIRE(seats.ignored_why[1]);
    CHECK(seats.ignored_why[1]->kind == ReasonKind::kPlayers);

    REQUIRE(lcn::DecodeRecord(kSave).ok());
    CHECK(SaveKind(Replaced(kSave, "players 3", "players 9")) == ReasonKind::kPlayers);
    CHECK(SaveKind(Replaced(kSave, "person,normal,easy", "person,normal,easy,easy,easy,easy")) == ReasonKind::kPlayers);
    CHECK(SaveKind(Replaced(kSave, "person,normal,easy", "person,normal")) == ReasonKind::kPlayers);
}

TEST_CASE("lcn recovery: a save cut short or changed, an illegal move, a newer link, each of its kind") {
    CHECK(SaveKind("") == ReasonKind::kDamaged);
    CHECK(SaveKind(Replaced(kSave, "actions 24", "actions 25")) == ReasonKind::kDamaged);
    CHECK(SaveKind(Replaced(kSave, "Y accept", "Y claim")) == ReasonKind::kIllegalMove);
    CHECK(SaveKind(Replaced(kSave, "lacosanostra-record/1", "lacosanostra-record/3")) == ReasonKind::kNewerEdition);
    CHECK(SaveKind(Replaced(kSave, "person,normal,easy", "person,normal,cook")) == ReasonKind::kDamaged);
    CHECK(SaveKind("famiglia-record/1\n") == ReasonKind::kDamaged);  // another game's save
    CHECK(KindOf(lcn::DecodeLink("v9.future")) == ReasonKind::kNewerEdition);
    CHECK(KindOf(lcn::DecodeLink("v2.NHU3BT2")) == ReasonKind::kDamaged);
    CHECK(KindOf(lcn::DecodeLink("v1.AAAAAAAAAAAAAAAA")) == ReasonKind::kDamaged);
    // Well sealed, for a game only a newer edition has (the check covers the tag).
    CHECK(KindOf(lcn::DecodeLink(common::SealLink('Z', {0, 0, 0}))) == ReasonKind::kNewerEdition);
    // The payload's first 4 bits are its revision: 15 is a newer layout; then 3 bits of players, 0 here.
    CHECK(KindOf(lcn::DecodeLink(common::SealLink('N', {0b111100, 0, 0}))) == ReasonKind::kNewerEdition);
    CHECK(KindOf(lcn::DecodeLink(common::SealLink('N', {0b000000, 0, 0}))) == ReasonKind::kPlayers);
    CHECK(KindOf(lcn::DecodeLink(common::SealLink('N', {0b000011, 0b100000}))) == ReasonKind::kPlayers);  // 7
    // A game of three whose link ends inside its setup.
    CHECK(KindOf(lcn::DecodeLink(common::SealLink('N', {0b000001, 0b100000}))) == ReasonKind::kDamaged);
}

TEST_CASE("lcn recovery: an option the game does not know is told as such") {
    CHECK(OptionKind("level", "expert") == ReasonKind::kNotAnOption);
    CHECK(OptionKind("seed", "x") == ReasonKind::kNotAnOption);
    CHECK(OptionKind("options", "turbo") == ReasonKind::kNotAnOption);
    CHECK(OptionKind("seats", "person,cook,easy") == ReasonKind::kNotAnOption);
    CHECK(OptionKind("players", "2") == ReasonKind::kPlayers);
    CHECK(std::string(ReasonWords(Lang::kGerman, ReasonKind::kNotAnOption)) ==
          "La Cosa Nostra kennt diese Option oder diesen Wert nicht.");
}
