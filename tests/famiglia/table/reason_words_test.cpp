// What a refused Famiglia link, saved game or page option tells the player: the decoders and the option reader
// refuse with a reason kind (common/result.h), and Famiglia words every kind in both languages (texts.h
// ReasonWords); the host shows those words and reads none of the English. Also the link panel's statistics lines,
// which Famiglia words itself (host_formats.h StatsLines).
#include <doctest/doctest.h>
#include <set>
#include <string>

#include "common/link_envelope.h"
#include "famiglia/link.h"
#include "games/famiglia/host_formats.h"
#include "games/famiglia/texts/texts.h"
#include "host/share.h"

namespace shell::games::famiglia {
namespace {

using common::ReasonKind;
using ui::Lang;

constexpr Lang kLangs[] = {Lang::kEnglish, Lang::kGerman};

// A record of two people up to its last line, which each case adds.
constexpr std::string_view kRecordHead = "famiglia-record/1\nvariant standard\nseats person easy\nseed 5\nfirst 0\n";

ReasonKind KindOf(const Result<fam::ReplayedGame>& r) {
    REQUIRE_FALSE(r.ok());
    return r.reason().kind;
}

ReasonKind OptionKind(std::string_view name, std::string_view value) {
    NewGameOptions o;
    const std::optional<common::Reason> why = ReadOption(o, name, value);
    REQUIRE(why);
    return why->kind;
}

}  // namespace

TEST_CASE("every reason kind has its own words in English and in German") {
    for (Lang lang : kLangs) {
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
    CHECK(std::string(ReasonWords(Lang::kEnglish, ReasonKind::kPlayers)) == "Famiglia is for 2 players.");
    CHECK(std::string(ReasonWords(Lang::kGerman, ReasonKind::kDamaged)) ==
          "Ein Teil davon fehlt oder wurde verändert.");
}

TEST_CASE("the link decoder refuses with the kind the player is told") {
    CHECK(KindOf(fam::DecodeLink("v9.future")) == ReasonKind::kNewerEdition);
    CHECK(KindOf(fam::DecodeLink("v1.AAAAAAAAAAAAAAAA")) == ReasonKind::kDamaged);
    CHECK(KindOf(fam::DecodeLink("hello world")) == ReasonKind::kDamaged);
    CHECK(KindOf(fam::DecodeLink("")) == ReasonKind::kDamaged);
    // Well sealed, but for La Cosa Nostra (not this game's format), or for a game only a newer edition has.
    const std::vector<std::uint8_t> payload = {0, 4, 7};
    CHECK(KindOf(fam::DecodeLink(common::SealLink('N', payload))) == ReasonKind::kDamaged);
    CHECK(KindOf(fam::DecodeLink(common::SealLink('Z', payload))) == ReasonKind::kNewerEdition);
    // Flags this edition does not know (bit 2 and up are reserved for later editions).
    CHECK(KindOf(fam::DecodeLink(common::SealLink('F', {4, 4, 7}))) == ReasonKind::kNewerEdition);
    // A structural fault inside an action keeps its kind through "action 1: ...".
    CHECK(KindOf(fam::DecodeLink(common::SealLink('F', {0, 4, 7, 63}))) == ReasonKind::kDamaged);
    // Three passes: the game ends at the second, so the third is an action the rules do not allow.
    CHECK(KindOf(fam::DecodeLink(common::SealLink('F', {0, 4, 5, 0, 0, 0}))) == ReasonKind::kIllegalMove);
}

TEST_CASE("the record decoder refuses with the kind the player is told") {
    CHECK(KindOf(fam::DecodeRecord("")) == ReasonKind::kDamaged);
    CHECK(KindOf(fam::DecodeRecord(std::string(kRecordHead) + "actions 2\ntake F4\n")) == ReasonKind::kDamaged);
    CHECK(KindOf(fam::DecodeRecord(std::string(kRecordHead) + "actions 3\npass\npass\npass\n")) ==
          ReasonKind::kIllegalMove);
    CHECK(KindOf(fam::DecodeRecord("famiglia-record/2\nvariant standard\n")) == ReasonKind::kNewerEdition);
    CHECK(KindOf(fam::DecodeRecord("famiglia-record/1\nvariant standard\nseats person easy normal\nseed 5\nfirst 0\n"
                                   "actions 0\n")) == ReasonKind::kPlayers);
    CHECK(KindOf(fam::DecodeRecord("famiglia-record/1\nvariant standard\nseats person\nseed 5\nfirst 0\n"
                                   "actions 0\n")) == ReasonKind::kPlayers);
    CHECK(KindOf(fam::DecodeRecord("famiglia-record/1\nvariant standard\nseats person cook\nseed 5\nfirst 0\n"
                                   "actions 0\n")) == ReasonKind::kDamaged);
    CHECK(KindOf(fam::DecodeRecord("lacosanostra-record/1\nplayers 3\n")) == ReasonKind::kDamaged);
    REQUIRE(fam::DecodeRecord(std::string(kRecordHead) + "actions 2\npass\npass\n").ok());
}

TEST_CASE("the option reader refuses what it does not know, and the page keeps the kind for its notice") {
    CHECK(OptionKind("level", "grandmaster") == ReasonKind::kNotAnOption);
    CHECK(OptionKind("variant", "x") == ReasonKind::kNotAnOption);
    CHECK(OptionKind("seed", "-1") == ReasonKind::kNotAnOption);
    CHECK(OptionKind("daily", "2") == ReasonKind::kNotAnOption);
    CHECK(OptionKind("date", "2027-02-29") == ReasonKind::kNotAnOption);
    CHECK(OptionKind("players", "2") == ReasonKind::kNotAnOption);
    host::PageOptions page = host::ParsePageOptions("?lang=xx&level=grandmaster&seed=4");
    host::TakeGameOptions(page, OptionReader());
    REQUIRE(page.ignored == std::vector<std::string>{"lang=xx", "level=grandmaster"});
    REQUIRE(page.ignored_why.size() == 2);
    CHECK_FALSE(page.ignored_why[0]);  // the page's own option: no game reason
    REQUIRE(page.ignored_why[1]);
    CHECK(page.ignored_why[1]->kind == ReasonKind::kNotAnOption);
    CHECK(std::string(ReasonWords(Lang::kEnglish, page.ignored_why[1]->kind)) ==
          "Famiglia does not know this option or this value.");
}

TEST_CASE("the link panel's statistics, in Famiglia's words") {
    Stats s;
    CHECK(StatsLines(Lang::kEnglish, s) == std::vector<std::string>{"No finished games yet."});
    CHECK(StatsLines(Lang::kGerman, s) == std::vector<std::string>{"Noch keine beendeten Spiele."});
    s.by_opponent[static_cast<std::size_t>(SeatKind::kPerson)].played = 2;
    s.by_opponent[static_cast<std::size_t>(SeatKind::kEasy)] = {3, 1, 0};
    CHECK(StatsLines(Lang::kEnglish, s) == std::vector<std::string>{"Two players: 2 games", "Easy: 3 games, 1 won"});
    CHECK(StatsLines(Lang::kGerman, s) ==
          std::vector<std::string>{"Zwei Personen: 2 Spiele", "Leicht: 3 Spiele, 1 gewonnen"});
}

}  // namespace shell::games::famiglia
