// Share links and saved-game records (core/famiglia/link.h) and Session::Record/Load: round trips over
// thousands of random games, the length of a whole game's link, every kind of bad input with its message,
// and the known-bad corpus in tests/famiglia/core/data/link_corpus/ (each file its specific error, never a crash).
#include <algorithm>
#include <doctest/doctest.h>
#include <filesystem>
#include <set>

#include "famiglia/game.h"
#include "famiglia/link.h"
#include "support/corpus.h"

namespace fam {
namespace {

constexpr std::string_view kLinkCharacters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";

// A random game's record with random rules, seats, seed and start player, played to the end with the
// playout policy. `states` receives the state before each action and the final one.
GameRecord RandomGame(std::uint64_t n, std::vector<State>* states = nullptr) {
    Rng rng = Rng::Stream(0x4C494E4B, n);
    GameRecord r;
    r.setup.rules.new_cards_only = rng.Below(2) == 1;
    r.seats = {static_cast<SeatKind>(rng.Below(kNumSeatKinds)), static_cast<SeatKind>(rng.Below(kNumSeatKinds))};
    // Small seeds (typed by people), and full 64-bit ones.
    r.setup.seed = rng.Below(3) == 0 ? rng.Below(1000) : rng.Next();
    r.setup.first = static_cast<int>(rng.Below(2));
    State s = NewGame(r.setup.seed, r.setup.rules, r.setup.first);
    if (states) states->assign(1, s);
    MoveList legal;
    for (LegalMoves(s, legal); !legal.empty(); LegalMoves(s, legal)) {
        const Move m = RandomPlayoutMove(legal, rng);
        r.moves.push_back(m);
        ApplyLegal(s, m);
        if (states) states->push_back(s);
    }
    return r;
}

GameRecord Prefix(const GameRecord& r, std::size_t length) {
    GameRecord p = r;
    p.moves.resize(length);
    return p;
}

// The error of decoding `link` ("" when it decodes).
std::string LinkError(std::string_view link) {
    Result<ReplayedGame> r = DecodeLink(link);
    return r ? std::string() : r.error();
}
std::string RecordError(std::string_view text) {
    Result<ReplayedGame> r = DecodeRecord(text);
    return r ? std::string() : r.error();
}

// A crafted v1 link around plain payload symbols (link.h detail::SealLinkV1): flags, seats, seed, actions.
std::string Crafted(std::vector<std::uint8_t> payload) { return detail::SealLinkV1(std::move(payload)); }

}  // namespace

TEST_SUITE("link") {
    TEST_CASE("links and records round-trip for thousands of random games, at sampled prefix lengths") {
        int checked = 0;
        for (std::uint64_t n = 0; n < 2000; ++n) {
            std::vector<State> states;
            const GameRecord game = RandomGame(n, &states);
            CAPTURE(n);
            // Prefix lengths as docs/architecture.md §12 samples them (below 10, powers of two), plus one random and
            // the whole.
            std::set<std::size_t> lengths{game.moves.size(),
                                          static_cast<std::size_t>(n * 7919 % (game.moves.size() + 1))};
            for (std::size_t k = 0; k < 10 && k <= game.moves.size(); ++k) lengths.insert(k);
            for (std::size_t k = 16; k <= game.moves.size(); k *= 2) lengths.insert(k);
            for (std::size_t length : lengths) {
                const GameRecord record = Prefix(game, length);
                const std::string link = EncodeLink(record);
                CAPTURE(link);
                REQUIRE(link.find_first_not_of(kLinkCharacters) == std::string::npos);
                REQUIRE(link.rfind("v2.F", 0) == 0);  // every new link names its game
                Result<ReplayedGame> from_link = DecodeLink(link);
                REQUIRE_MESSAGE(from_link.ok(), from_link.error());
                REQUIRE(from_link->record() == record);
                const std::string text = EncodeRecord(record);
                Result<ReplayedGame> from_text = DecodeRecord(text);
                REQUIRE_MESSAGE(from_text.ok(), from_text.error());
                REQUIRE(from_text->record() == record);
                Result<ReplayedGame> replay = ReplayRecord(record);
                REQUIRE(replay.ok());
                REQUIRE(replay->states().back() == states[length]);
                // The decoders hand over that replay: the session commits it without replaying again.
                REQUIRE(from_link->states() == replay->states());
                REQUIRE(from_text->states() == replay->states());
                ++checked;
            }
        }
        CHECK(checked > 20000);
    }

    TEST_CASE("a link never reveals the seed or the actions at a glance, and changes entirely with each action") {
        GameRecord r;
        r.setup.seed = 123456789;
        const std::string empty_game = EncodeLink(r);
        r.moves.push_back(Move::Pass());
        const std::string one_action = EncodeLink(r);
        CHECK(empty_game.find("123456789") == std::string::npos);
        // Only the "v2.F" prefix is shared: the check (and with it the keystream) changes.
        std::size_t common = 0;
        while (common < empty_game.size() && empty_game[common] == one_action[common]) ++common;
        CHECK(common < 6);
        // The same game gives the same link (links are a function of the record).
        CHECK(EncodeLink(r) == one_action);
    }

    TEST_CASE("a whole game's link stays short") {
        std::size_t longest = 0, total = 0, longest_game = 0;
        constexpr int kGames = 2000;
        for (std::uint64_t n = 0; n < kGames; ++n) {
            const GameRecord game = RandomGame(n);
            const std::size_t length = EncodeLink(game).size();
            total += length;
            if (length > longest) {
                longest = length;
                longest_game = game.moves.size();
            }
        }
        MESSAGE("whole-game links: mean ", total / kGames, " characters, longest ", longest, " (", longest_game,
                " actions)");
        CHECK(longest < 1000);  // far below the 2,000 characters that every browser and chat tool keeps intact
    }

    TEST_CASE("the v1 layout is pinned: an example link decodes to its game (old links keep working)") {
        // Written by EncodeLink when v1 was introduced. If this fails, the decoder (or the deal) changed and
        // every link shared so far would open a different game: add a new version instead.
        GameRecord r;
        r.setup.seed = 42;
        r.setup.first = 1;
        r.seats = {SeatKind::kPerson, SeatKind::kExpert};
        CHECK(detail::SealLinkV1({2, 4, 42, 1}) == "v1.DNUAEKWid");  // first 1; seats 0 * 5 + 4; seed 42 = 10 + 32 * 1
        Result<ReplayedGame> back = DecodeLink("v1.DNUAEKWid");
        REQUIRE(back.ok());
        CHECK(back->record() == r);
        // The same game as EncodeLink writes it since v2 (pinned as well: v2 links must keep working too).
        CHECK(EncodeLink(r) == "v2.F99wAEUP07");
        CHECK(DecodeLink("v2.F99wAEUP07")->record() == r);
    }

    TEST_CASE("the v1 layout is pinned: a whole game's link decodes to its record, and back") {
        // A game of 78 actions (seed 20261122, a person against Normal), as EncodeLink wrote it in v1. The
        // record text says what the link holds; both must keep decoding to the same game in every later edition.
        constexpr std::string_view kLink =
            "v1.v1ACDv0nlytZ_ndWXeMb5zjg2vXSYbUc_CktI1DEZHCnVjE5RdsSGNteXR2hkYFCW012vV8mAFGKOCXLYnEwgKwsciyknUaiN3W"
            "vBVpsbVyQoMsE1idUv45La88tVrJstM3zOdGW";
        // The same game as EncodeLink writes it since v2: the same payload in the tagged envelope.
        constexpr std::string_view kLinkV2 =
            "v2.Fx7oCDq3MTBioj5DFQ7DHr_kMktsGpUDDoVGc2wNThb5jweqpn1mnyANNByHGXT02L1MwDwX1PaohVZROiZm6ugnc9xWyr8t"
            "VSWIvRI0H-9Rvbnq7fo2maS00uIsVQOVMvUI47ZMD";
        constexpr std::string_view kRecord = R"(famiglia-record/1
variant standard
seats person normal
seed 20261122
first 0
actions 78
take B0
refresh M4
take B0
refresh B2
refresh M2
take M0
refresh B3
refresh F1
refresh B1
refresh A4
take B1 B0 B0
take A0
brute B1 B2 1
pass
take A1 A0 A0
refresh A3
take M0
take F0
refresh A3
take M1 M0 M0
take A0
refresh A2
take A1 A0 M1
take F1 F0 F0
take M1 M1 M0
refresh M2
take B0
refresh M3
refresh F2
accountant A1
swap B1 M1
brute B1 F4 3
pass
refresh F3
refresh B1
take M1 M0 M0
take F0
take A1 M1 A0
refresh M2
refresh B1
take F1 F0 F0
take A0
refresh F2
refresh F3
take M0
take A1 A0 A0
take F0
accountant A1
swap M1 M0
take F1 F0 M1
refresh B2
refresh B2
take M1 M0 M0
refresh B3
take A2 A1 A1
take B1 M1 B0
refresh B2
accountant A1
swap A0 A2
take F2 F1 F1
refresh B4
brute B1 M4 3
take F1 F0 F0
refresh F4
pass
refresh A3
take F2 F1 F1
take B1 B0 M1
refresh B3
pass
refresh A2
take B1 M1 B0
refresh F2
pass
refresh M3
take B2 B1 B1
refresh M4
pass
)";
        Result<ReplayedGame> from_link = DecodeLink(kLink);
        REQUIRE_MESSAGE(from_link.ok(), from_link.error());
        Result<ReplayedGame> from_record = DecodeRecord(kRecord);
        REQUIRE_MESSAGE(from_record.ok(), from_record.error());
        CHECK(from_link->record() == from_record->record());
        CHECK(from_link->record().moves.size() == 78);
        CHECK(ReplayRecord(from_link->record())->states().back().over);
        CHECK(EncodeLink(from_record->record()) == kLinkV2);
        CHECK(DecodeLink(kLinkV2)->record() == from_record->record());
        CHECK(EncodeRecord(from_link->record()) == kRecord);
        CHECK(kLink.size() == 139);
    }

    TEST_CASE("every kind of action code round-trips, and each has its own code length") {
        // Legal or not, each action that fits the code tables encodes to a code the decoder reads back to it;
        // replay then decides legality. Checked on the plain symbol level through crafted links.
        const std::vector<std::pair<Move, std::size_t>> moves = {
            {Move::Pass(), 1},
            {Move::Refresh(MakeCard(Family::kMercenaries, 4)), 1},
            {Move::Take(MakeCard(Family::kAccountants, 0)), 1},
            {Move::Accountant(MakeCard(Family::kAccountants, 4)), 1},
            {Move::Swap(MakeCard(Family::kMercenaries, 4), MakeCard(Family::kMercenaries, 4)), 2},
            {Move::Brute(MakeCard(Family::kBrutes, 4), MakeCard(Family::kMercenaries, 4), 3), 2},
            {Move::Take(MakeCard(Family::kMercenaries, 4), MakeCard(Family::kMercenaries, 4),
                        MakeCard(Family::kMercenaries, 4)),
             3},
        };
        for (const auto& [m, symbols] : moves) {
            CAPTURE(ToString(m));
            GameRecord r;
            r.moves = {m};
            GameRecord none;
            // One more link character per code symbol than the game without actions.
            CHECK(EncodeLink(r).size() == EncodeLink(none).size() + symbols);
            // The decoder reads the code back to the same action, then replay refuses it as the first action
            // (every one of these is illegal at the start of seed 0's game, except pass).
            const std::string error = LinkError(EncodeLink(r));
            if (m == Move::Pass()) {
                CHECK(error.empty());
            } else {
                CHECK(error.find("action 1 '" + ToString(m) + "' is not legal: ") == 0);
            }
        }
        // An action outside the tables (an Accountant of rank 0 is never legal) is written as an unused code.
        GameRecord bad;
        bad.moves = {Move::Accountant(MakeCard(Family::kAccountants, 0))};
        CHECK(LinkError(EncodeLink(bad)) == "action 1: unknown action code 63");
    }

    TEST_CASE("bad links: empty, garbage, huge, future and unknown versions") {
        CHECK(LinkError("") == "the link is empty");
        CHECK(LinkError("hello") == "the link does not start with a version such as 'v1.'");
        CHECK(LinkError("v") == "the link does not start with a version such as 'v1.'");
        CHECK(LinkError("1.abc") == "the link does not start with a version such as 'v1.'");
        CHECK(LinkError("v1") == "the version of the link must be followed by '.'");
        CHECK(LinkError("v1x") == "the version of the link must be followed by '.'");
        CHECK(LinkError("v9.ABCDEFGH") ==
              "the link has format version '9', newer than this edition of Famiglia reads (up to v2): update the page");
        CHECK(LinkError("v123456789012.A").find("newer than this edition") != std::string::npos);
        CHECK(LinkError("v0.ABCDEFGH") == "unknown link version 'v0'");
        CHECK(LinkError("v01.ABCDEFGH") == "unknown link version 'v01'");
        CHECK(LinkError("v1.ab%20cd") == "the link contains '%' at position 6, which links never use");
        CHECK(LinkError("v1.abc d") == "the link contains ' ' at position 7, which links never use");
        CHECK(LinkError(std::string("v1.ab\0c", 7)) == "the link contains byte 0 at position 6, which links never use");
        CHECK(LinkError("v1.ab~cd") == "the link contains '~' at position 6, which links never use");
        CHECK(LinkError("v1.ab.cd") == "the link contains '.' at position 6, which links never use");
        CHECK(LinkError(std::string(kMaxLinkLength + 1, 'A')) ==
              "the link is too long (8193 characters; at most 8192)");
        CHECK(LinkError("v1." + std::string(kMaxLinkLength, 'A')).find("too long") != std::string::npos);
        CHECK(LinkError("#v1.ux_AAD6e7h") == "the link does not start with a version such as 'v1.'");
    }

    TEST_CASE("bad links: every truncation says the link is cut short") {
        const GameRecord game = RandomGame(7);
        const std::string link = EncodeLink(game);
        CAPTURE(link);
        for (std::size_t length = 1; length < link.size(); ++length) {
            CAPTURE(length);
            const std::string error = LinkError(link.substr(0, length));
            if (length < 2) {
                CHECK(error == "the link does not start with a version such as 'v1.'");
            } else if (length < 3) {
                CHECK(error == "the version of the link must be followed by '.'");
            } else if (length < 9) {  // "v2." + tag + 3 check + 2 length characters
                CHECK(error == "the link is cut short (it ends inside its check characters)");
            } else {
                CHECK(error == "the link is cut short: " + std::to_string(link.size() - length) +
                                   " of its characters are missing");
            }
        }
        CHECK(LinkError(link + "A") == "the link has 1 characters too many at its end");
    }

    TEST_CASE("bad links: every single edited character is refused (check characters or replay)") {
        for (std::uint64_t n : {3u, 11u}) {
            const std::string link = EncodeLink(RandomGame(n));
            CAPTURE(link);
            int changed = 0, other = 0;
            for (std::size_t i = 3; i < link.size(); ++i) {
                for (char c : std::string_view("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")) {
                    if (c == link[i]) continue;
                    std::string edited = link;
                    edited[i] = c;
                    const std::string error = LinkError(edited);
                    CAPTURE(edited);
                    REQUIRE_FALSE(error.empty());
                    if (error == "the link has been changed or damaged (its check characters do not match)") {
                        ++changed;
                    } else {
                        // Only the two length characters give another message (the tag is under the check).
                        CHECK((i == 7 || i == 8));
                        CHECK((error.find("cut short") != std::string::npos ||
                               error.find("too many") != std::string::npos));
                        ++other;
                    }
                }
            }
            CHECK(changed == static_cast<int>(link.size() - 5) * 63);  // all but "v2." and the length characters
            CHECK(other == 2 * 63);
        }
    }

    TEST_CASE("links name their game: another game's link is refused by name, v1 links are Famiglia's") {
        // A well-sealed link of another game (common/link_envelope.h; the payload is whatever that game writes).
        const std::vector<std::uint8_t> payload = {0, 4, 7};  // flags, seats, seed 7
        CHECK(LinkError(common::SealLink(static_cast<char>(common::GameTag::kLaCosaNostra), payload)) ==
              "this link is for La Cosa Nostra");
        // A tag that no game of this edition uses (a game added later).
        CHECK(LinkError(common::SealLink('Z', payload)) ==
              "this link is for a game this edition does not know (update the page)");
        // The same payload tagged for Famiglia, and untagged (v1), is a Famiglia game.
        CHECK(LinkError(common::SealLink(static_cast<char>(common::GameTag::kFamiglia), payload)).empty());
        CHECK(LinkError(detail::SealLinkV1(payload)).empty());
        // The tag is under the check: a damaged tag says the link is damaged, not that it is another game's.
        std::string damaged = EncodeLink(GameRecord{});
        damaged[3] = 'N';
        CHECK(LinkError(damaged) == "the link has been changed or damaged (its check characters do not match)");
    }

    TEST_CASE("bad links with a valid check: each structural fault has its message") {
        // flags, seats, seed (one symbol, value 1) then actions.
        CHECK(LinkError(Crafted({})) == "the link ends before its seats");
        CHECK(LinkError(Crafted({0})) == "the link ends before its seats");
        CHECK(LinkError(Crafted({4, 0, 1})) == "the link uses options this edition does not know");
        CHECK(LinkError(Crafted({0, 25, 1})) == "unknown seats in the link");
        CHECK(LinkError(Crafted({0, 0})) == "the link ends inside the seed");
        CHECK(LinkError(Crafted({0, 0, 33})) == "the link ends inside the seed");
        CHECK(LinkError(Crafted({0, 0, 33, 0})) == "the seed is not written in its shortest form");
        std::vector<std::uint8_t> big(13, 63);
        big.insert(big.begin(), {0, 0});
        CHECK(LinkError(Crafted(big)) == "the seed is larger than 64 bits");
        std::vector<std::uint8_t> max_seed(12, 63);  // 2^64 - 1: twelve full groups and a last group of 15
        max_seed.insert(max_seed.begin(), {0, 0});
        max_seed.push_back(15);
        Result<ReplayedGame> max = DecodeLink(Crafted(max_seed));
        REQUIRE(max.ok());
        CHECK(max->record().setup.seed == UINT64_MAX);
        max_seed.back() = 16;
        CHECK(LinkError(Crafted(max_seed)) == "the seed is larger than 64 bits");
        for (std::uint8_t code = 59; code < 64; ++code) {
            CHECK(LinkError(Crafted({0, 0, 1, code})) == "action 1: unknown action code " + std::to_string(code));
        }
        CHECK(LinkError(Crafted({0, 0, 1, 45})) == "action 1: the last action is incomplete");
        CHECK(LinkError(Crafted({0, 0, 1, 57, 0})) == "action 1: the last action is incomplete");
        CHECK(LinkError(Crafted({0, 0, 1, 51, 16})) == "action 1: unknown swap code");
        CHECK(LinkError(Crafted({0, 0, 1, 58, 61, 0})) == "action 1: unknown take code");
        CHECK(LinkError(Crafted({0, 0, 1, 0, 0, 0})) == "action 3 'pass' is not legal: the game is over");
        std::vector<std::uint8_t> many(static_cast<std::size_t>(kMaxRecordActions) + 1, 0);
        many.insert(many.begin(), {0, 0, 1});
        CHECK(LinkError(Crafted(many)) == "the link holds more than 2000 actions");
    }

    TEST_CASE("decoding replays: the first illegal action is named by its number, and nothing half-applies") {
        const GameRecord game = RandomGame(21);
        REQUIRE(game.moves.size() > 12);
        GameRecord broken = game;
        // An action that the rules refuse at step 10 (a second pass ends the game; an action after it cannot be).
        broken.moves[9] =
            Move::Take(MakeCard(Family::kFamiglia, 4), MakeCard(Family::kFamiglia, 3), MakeCard(Family::kFamiglia, 3));
        const std::string reason = IllegalReason(ReplayRecord(Prefix(game, 9))->states().back(), broken.moves[9]);
        REQUIRE_FALSE(reason.empty());
        CHECK(LinkError(EncodeLink(broken)) == "action 10 'take F4 F3 F3' is not legal: " + reason);
        CHECK(RecordError(EncodeRecord(broken)) == "line 16: action 10 'take F4 F3 F3' is not legal: " + reason);

        // Session::Load refuses it too and keeps the game it had.
        Session session;
        REQUIRE(session.Load(Prefix(game, 5)).empty());
        const State before = session.current();
        const std::uint64_t count = session.change_count();
        CHECK(session.Load(broken) == "action 10 'take F4 F3 F3' is not legal: " + reason);
        CHECK(session.current() == before);
        CHECK(session.num_moves() == 5);
        CHECK(session.change_count() == count);
        CHECK(session.Record() == Prefix(game, 5));
    }

    TEST_CASE("bad records: each fault has its message with the line") {
        const std::string good =
            "famiglia-record/1\nvariant standard\nseats person expert\nseed 42\nfirst 1\nactions 0\n";
        REQUIRE(RecordError(good).empty());
        auto with = [&](std::string_view from, std::string_view to) {
            std::string text = good;
            text.replace(text.find(from), from.size(), to);
            return RecordError(text);
        };
        CHECK(RecordError("") == "the saved game is empty");
        CHECK(RecordError(std::string(kMaxRecordLength + 1, 'x')) == "the saved game is too large");
        CHECK(RecordError("garbage") ==
              "line 1: this is not a Famiglia record (it must start with 'famiglia-record/1')");
        CHECK(RecordError("famiglia-record/1") == "the saved game is cut short: line 1 does not end with a line break");
        CHECK(RecordError(good.substr(0, good.size() - 1)) ==
              "the saved game is cut short: line 6 does not end with a line break");
        CHECK(RecordError("garbage\n") ==
              "line 1: this is not a Famiglia record (it must start with 'famiglia-record/1')");
        CHECK(with("record/1", "record/2") ==
              "line 1: format version 2 is newer than this edition of Famiglia reads (up to 1)");
        CHECK(with("record/1", "record/0") == "line 1: unknown format version 0");
        CHECK(with("record/1", "record/01") == "line 1: bad format version '01'");
        CHECK(with("record/1", "record/") == "line 1: bad format version ''");
        CHECK(with("standard", "classic") == "line 2: unknown variant 'classic' (standard or new-cards-only)");
        CHECK(with("variant standard", "variant  standard") ==
              "line 2: unknown variant ' standard' (standard or new-cards-only)");
        CHECK(with("seats person expert", "seats person") ==
              "line 3: seats must be two of person, beginner, easy, normal, expert");
        CHECK(with("expert", "wizard") == "line 3: seats must be two of person, beginner, easy, normal, expert");
        CHECK(with("seats person expert", "seats person expert normal") ==
              "line 3: seats must be two of person, beginner, easy, normal, expert");
        const std::string seed_error =
            "line 4: the seed must be a whole number from 0 to 18446744073709551615, without leading zeros";
        CHECK(with("seed 42", "seed 042") == seed_error);
        CHECK(with("seed 42", "seed -42") == seed_error);
        CHECK(with("seed 42", "seed 18446744073709551616") == seed_error);
        CHECK(with("seed 42", "seed ") == seed_error);
        CHECK(with("seed 42", "seed 18446744073709551615").empty());
        CHECK(with("first 1", "first 2") == "line 5: the start player must be 0 or 1");
        CHECK(with("seed 42\n", "") == "line 4: expected 'seed ...', found 'first 1'");
        CHECK(with("actions 0", "actions 2001") == "line 6: the number of actions must be a whole number up to 2000");
        CHECK(with("actions 0\n", "") == "the saved game is cut short: line 6 ('actions ...') is missing");
        CHECK(with("actions 0", "actions 2") == "the saved game is cut short: it lists 0 of its 2 actions");
        CHECK(with("actions 0\n", "actions 0\npass\n") == "line 7: unexpected line after the last action");
        CHECK(with("actions 0\n", "actions 1\ntake f3\n") ==
              "line 7: 'f3' is not a card code (a family letter F, A, B or M and a rank 0-4)");
        CHECK(with("actions 0\n", "actions 1\npass \n") == "line 7: words must be separated by single spaces: 'pass '");
        CHECK(with("actions 0\n", "actions 1\n\n") == "line 7: empty action");
        CHECK(with("seed 42\n", "seed 42\r\n") == "line 4: contains a control character or a non-ASCII byte");
        CHECK(with("person", "p\xC3\xA9rson") == "line 3: contains a control character or a non-ASCII byte");
    }

    TEST_CASE("Session: Record is the actions in effect, Load restores the game, ready to continue and undo") {
        const GameRecord game = RandomGame(5);
        Session session;
        session.NewGame(game.setup, game.seats);
        for (const Move& m : game.moves) REQUIRE(session.Apply(m).ok());
        CHECK(session.Record() == game);

        Session loaded;
        const std::uint64_t count = loaded.change_count();
        Result<ReplayedGame> opened = DecodeLink(EncodeLink(Prefix(game, 30)));
        REQUIRE(opened.ok());
        loaded.Load(*opened);
        CHECK(loaded.change_count() > count);
        CHECK(loaded.num_moves() == 30);
        CHECK(loaded.current() == session.state(30));
        CHECK(loaded.seed() == game.setup.seed);
        CHECK(loaded.seats() == game.seats);
        CHECK(loaded.rules() == game.setup.rules);
        CHECK(loaded.first_requested() == game.setup.first);
        // Continues like the original game.
        for (std::size_t i = 30; i < game.moves.size(); ++i) REQUIRE(loaded.Apply(game.moves[i]).ok());
        CHECK(loaded.current() == session.current());

        // The redo tail is not part of the record.
        Session undo;
        Rng rng(17);
        undo.NewGame(Setup{.seed = 99, .first = 0}, {SeatKind::kPerson, SeatKind::kPerson});
        MoveList legal;
        for (int guard = 0; guard < 500 && !undo.CanUndo(); ++guard) {
            LegalMoves(undo.current(), legal);
            REQUIRE_FALSE(legal.empty());
            // Prefer an action that can be undone (Accountant, swap, Brute).
            const auto undoable = std::find_if(legal.begin(), legal.end(), [](const Move& m) {
                return m.kind == MoveKind::kAccountant || m.kind == MoveKind::kBrute;
            });
            REQUIRE(undo.Apply(undoable != legal.end() ? *undoable : RandomPlayoutMove(legal, rng)).ok());
        }
        REQUIRE(undo.Undo());
        const GameRecord record = undo.Record();
        CHECK(static_cast<int>(record.moves.size()) == undo.num_moves());
        Session reloaded;
        REQUIRE(reloaded.Load(record).empty());
        CHECK(reloaded.current() == undo.current());
    }

    TEST_CASE("seat names round-trip") {
        for (int k = 0; k < kNumSeatKinds; ++k) {
            const auto kind = static_cast<SeatKind>(k);
            CHECK(ParseSeatKind(SeatKindName(kind)) == kind);
        }
        CHECK_FALSE(ParseSeatKind("Expert").has_value());
        CHECK_FALSE(ParseSeatKind("").has_value());
    }

    TEST_CASE("the known-bad corpus: every file gives its specific error, never a crash") {
        // tests/famiglia/core/data/link_corpus/ (tests/common/support/corpus.h).
        const int files = tabletop::test::CheckCorpus(
            std::filesystem::path(TABLETOP_TESTS_DIR) / "famiglia" / "core" / "data" / "link_corpus",
            [](const std::filesystem::path& path, const std::string& input) {
                return path.extension() == ".record" ? RecordError(input) : LinkError(input);
            });
        CHECK(files >= 20);
    }

}  // TEST_SUITE

}  // namespace fam
