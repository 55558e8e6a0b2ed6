// The table of games (core/common/game_tags.h: id, link tag, name; the shell's registry adds each module by id)
// and the game a page opens (shell/host/share.h ChooseGame: the link's own tag first, then game=, then the
// default), and the address a link is given to people as (LinkAddress).
#include <array>
#include <doctest/doctest.h>
#include <set>
#include <string>

#include "common/game_tags.h"
#include "common/link_envelope.h"
#include "games/famiglia/host_formats.h"
#include "host/share.h"

namespace shell::host {
namespace {

// Links as real ones look: docs/embedding.md's whole Famiglia game, the start of La Cosa Nostra's golden link
// (tests/lacosanostra/core/data/link_corpus/golden.link) and a golden v1 game (tests/famiglia/core/data/golden_games);
// only the tag is read.
constexpr const char* kFamigliaLink =
    "v2.Fx7oCDq3MTBioj5DFQ7DHr_kMktsGpUDDoVGc2wNThb5jweqpn1mnyANNByHGXT02L1MwDwX1PaohVZROiZm6ugnc9xWyr8tVSWIvRI0H-"
    "9Rvbnq7fo2maS00uIsVQOVMvUI47ZMD";
constexpr const char* kLcnLink = "v2.NtXeCnll8pIi3ojUXWEZTnOvXDQqFE-9KAzXCxzm2JogavaBcfH-7pr8zOetqgw65Yh6XSECbHNydjbF";
constexpr const char* kV1Link = "v1.-5tA8jlro0mCxX6ElsddIzzM7DEph788Tco1Fj9kjq9OcItg5rK_nrLyW4anEBap8";

// The page's registry as the shell builds it (shell/games/registry.cpp): every row of the table, in order,
// without modules (the choice never makes one).
std::array<games::RegisteredGame, common::kGames.size()> Offered() {
    std::array<games::RegisteredGame, common::kGames.size()> out{};
    for (std::size_t i = 0; i < out.size(); ++i) {
        const common::GameEntry& g = common::kGames[i];
        out[i] = {g.id, g.tag, g.name, nullptr};
    }
    return out;
}

std::string Chosen(std::string_view game_option, std::string_view link) {
    const auto offered = Offered();
    const games::RegisteredGame* g = ChooseGame(offered, game_option, link);
    return g != nullptr ? g->id : "(default)";
}

}  // namespace

TEST_SUITE("games") {
    TEST_CASE("the table of games: unique ids and tags, each found by both, names for refusals") {
        std::set<std::string> ids;
        std::set<char> tags;
        for (const common::GameEntry& g : common::kGames) {
            CHECK(ids.insert(g.id).second);
            CHECK(tags.insert(static_cast<char>(g.tag)).second);
            CHECK(common::GameById(g.id) == &g);
            CHECK(common::GameByTag(static_cast<char>(g.tag)) == &g);
            CHECK(common::GameName(static_cast<char>(g.tag)) == std::string_view(g.name));
        }
        CHECK(common::GameById("famiglia")->tag == common::GameTag::kFamiglia);
        CHECK(common::GameById("lacosanostra")->tag == common::GameTag::kLaCosaNostra);
        CHECK(std::string_view(common::GameByTag('N')->name) == "La Cosa Nostra");
        CHECK(common::GameById("xyz") == nullptr);
        CHECK(common::GameById("") == nullptr);
        CHECK(common::GameByTag('Z') == nullptr);
        CHECK(common::GameByTag(0) == nullptr);
        CHECK_FALSE(common::GameName('Z'));
        // The shell's module ids are the table's (they are taken from it: games/famiglia/host_formats.h).
        CHECK(std::string_view(games::famiglia::kId) == "famiglia");
        CHECK(common::ForeignLinkReason('N').text == "this link is for La Cosa Nostra");
        CHECK(common::ForeignLinkReason('N').kind == common::ReasonKind::kDamaged);
        // A tag no game of this edition has: sealed by a newer edition (the check covers the tag).
        CHECK(common::ForeignLinkReason('Z').kind == common::ReasonKind::kNewerEdition);
    }

    TEST_CASE("a link's tag, read before any check: v2 names its game, v1 is Famiglia's, anything else none") {
        CHECK(common::LinkTag(kFamigliaLink) == 'F');
        CHECK(common::LinkTag(kLcnLink) == 'N');
        CHECK(common::LinkTag(kV1Link) == 'F');  // link_envelope.h: v1 links are Famiglia's first, untagged ones
        CHECK(common::LinkTag(common::SealLink('N', {1, 2, 3})) == 'N');
        CHECK(common::LinkTag("v2.") == 0);
        CHECK(common::LinkTag("v2") == 0);
        CHECK(common::LinkTag("v9.future") == 0);
        CHECK(common::LinkTag("hello world") == 0);
        CHECK(common::LinkTag("") == 0);
        CHECK(common::LinkTag("V2.N") == 0);
    }

    TEST_CASE("the page opens a link by its tag first, then game=, then the default") {
        // The tag wins over game=, whatever game= says (a La Cosa Nostra link on a Famiglia page and back).
        CHECK(Chosen("", kLcnLink) == "lacosanostra");
        CHECK(Chosen("famiglia", kLcnLink) == "lacosanostra");
        CHECK(Chosen("lacosanostra", kFamigliaLink) == "famiglia");
        CHECK(Chosen("lacosanostra", kV1Link) == "famiglia");
        CHECK(Chosen("xyz", kLcnLink) == "lacosanostra");
        // A damaged link still names its game: that game's decoder then says what is wrong with it.
        CHECK(Chosen("famiglia", "v2.Nbroken") == "lacosanostra");
        // No tag (no link, garbage, a future version, a tag no game uses): game=, then the default.
        CHECK(Chosen("lacosanostra", "") == "lacosanostra");
        CHECK(Chosen("lacosanostra", "hello") == "lacosanostra");
        CHECK(Chosen("lacosanostra", "v9.future") == "lacosanostra");
        CHECK(Chosen("lacosanostra", "v2.Zabcdef") == "lacosanostra");
        CHECK(Chosen("famiglia", "") == "famiglia");
        CHECK(Chosen("", "") == "(default)");
        CHECK(Chosen("xyz", "") == "(default)");
        // A tag of a game this page does not offer: game= decides.
        const std::array<games::RegisteredGame, 1> famiglia_only = {Offered()[0]};
        CHECK(ChooseGame(famiglia_only, "", kLcnLink) == nullptr);
        CHECK(ChooseGame(famiglia_only, "famiglia", kLcnLink) == &famiglia_only[0]);
    }

    TEST_CASE("a link is given as an address that opens it: the page, lang= if asked, the fragment") {
        const std::string page = "https://your.site/games/index.html";
        CHECK(LinkAddress(page, std::nullopt, kLcnLink) == page + "#" + kLcnLink);
        CHECK(LinkAddress(page, ui::Lang::kGerman, kFamigliaLink) == page + "?lang=de#" + kFamigliaLink);
        CHECK(LinkAddress(page, ui::Lang::kEnglish, "v2.Fabc") == page + "?lang=en#v2.Fabc");
        // An address without a link: the page options that open something (the deal of the day).
        CHECK(LinkAddress(page, std::nullopt, "", "game=famiglia&daily=1") == page + "?game=famiglia&daily=1");
        CHECK(LinkAddress(page, ui::Lang::kGerman, "", "game=famiglia&daily=1") ==
              page + "?game=famiglia&daily=1&lang=de");
        // Nothing to open: nothing; no page (natively): the link alone, as argv[1] takes it.
        CHECK(LinkAddress(page, ui::Lang::kGerman, "") == "");
        CHECK(LinkAddress("", ui::Lang::kGerman, "v2.Fabc") == "v2.Fabc");
    }
}

}  // namespace shell::host
