// Share links (v2.N) and saved games (lacosanostra-record/1) of link.h: round trips over seeded random games for
// 3, 4 and 5 players, the golden link and record that pin both formats, and every refusal by its reason.
#include <algorithm>
#include <doctest/doctest.h>
#include <filesystem>

#include "famiglia/game.h"
#include "lacosanostra/link_bits.h"
#include "support/corpus.h"
#include "support/sessions.h"

using namespace lcn;
using namespace lcn::test;

namespace {

// Names of every kind a table may type: empty, ASCII, accents, an emoji, the 20-byte maximum.
SeatNames NamesForGame(int game, int players) {
    static const std::array<const char*, 8> kNames = {
        "Anna", "", "Jürgen", "Zoë 🙂", "Bartholomew Smith12", "12345678901234567890", "O'Neil", "李小龍"};
    SeatNames names;
    for (int p = 0; p < players; ++p)
        names[static_cast<std::size_t>(p)] = kNames[static_cast<std::size_t>(game + p) % 8];
    return names;
}

// Both formats carry `session`'s game exactly: the same record, the same states, and the same texts again.
void CheckRoundTrips(const Session& session) {
    const GameRecord record = session.Record();
    const std::string link = EncodeLink(record);
    CHECK(link.size() <= common::kMaxLinkLength);
    Result<ReplayedGame> from_link = DecodeLink(link);
    REQUIRE_MESSAGE(from_link.ok(), from_link.error());
    CHECK(from_link->record() == record);
    CHECK(EncodeLink(from_link->record()) == link);
    const std::string text = EncodeRecord(record);
    Result<ReplayedGame> from_text = DecodeRecord(text);
    REQUIRE_MESSAGE(from_text.ok(), from_text.error());
    CHECK(from_text->record() == record);
    CHECK(EncodeRecord(from_text->record()) == text);
    REQUIRE(from_text->states().size() == static_cast<std::size_t>(session.num_moves()) + 1);
    for (int i = 0; i <= session.num_moves(); ++i) {
        REQUIRE(from_text->states()[static_cast<std::size_t>(i)] == session.state(i));
        REQUIRE(from_link->states()[static_cast<std::size_t>(i)] == session.state(i));
    }
    Session loaded;
    loaded.Load(std::move(from_link).value());
    CHECK(loaded.current() == session.current());
    CHECK(loaded.Record() == record);
    CHECK(loaded.CanUndo() == session.CanUndo());
}

void RoundTrips(int players) {
    std::size_t longest_link = 0;
    int longest_game = 0;
    for (int game = 0; game < 100; ++game) {
        Setup setup;
        setup.players = players;
        setup.seed = 7000u + static_cast<std::uint64_t>(100 * players + game);
        setup.options = OptionsForGame(game, players);
        if (game % 7 == 3) setup.start_player = game % players;
        Session session;
        REQUIRE(session.NewGame(setup, NamesForGame(game, players)).empty());
        Rng policy(setup.seed ^ 0xABCDu);
        INFO("players " << players << ", game " << game);
        if (game % 4 == 1) {  // a game cut in the middle, then finished
            PlayOn(session, policy, 100 + game * 7);
            CheckRoundTrips(session);
        }
        PlayOn(session, policy, kMaxRecordActions);
        REQUIRE(IsOver(session.current()));
        CheckRoundTrips(session);
        longest_link = std::max(longest_link, EncodeLink(session.Record()).size());
        longest_game = std::max(longest_game, session.num_moves());
    }
    MESSAGE(players << " players: longest game " << longest_game << " actions, longest link " << longest_link
                    << " characters");
    CHECK(longest_game < kMaxRecordActions / 4);
}

// A payload of the link format with the given header, for the refusal tests (link_bits.h writes the bits).
struct Payload {
    int revision = 0;  // the layout of people-only games without talk (revision 1 adds seats and talk)
    int players = 3;
    std::array<int, 5> families = {0, 1, 2, 3, 4};
    int start = 0;
    std::uint64_t seed = 5;
    std::vector<std::string> names = {"", "", ""};
    std::vector<int> seats = {0, 0, 0};  // revision 1 only
    std::uint64_t count = 0;

    detail::BitWriter Header() const {
        detail::BitWriter w;
        w.Raw(static_cast<std::uint64_t>(revision), 4);
        w.Raw(static_cast<std::uint64_t>(players), 3);
        w.Raw(0b0000000100, 10);  // politician_round1 only (the default options)
        for (int p = 0; p < players; ++p) w.Raw(static_cast<std::uint64_t>(families[static_cast<std::size_t>(p)]), 3);
        w.Raw(static_cast<std::uint64_t>(start), 3);
        w.Varint(seed);
        for (const std::string& name : names) {
            w.Raw(name.size(), 5);
            for (char c : name) w.Raw(static_cast<unsigned char>(c), 8);
        }
        if (revision >= 1)
            for (int kind : seats) w.Raw(static_cast<std::uint64_t>(kind), 3);
        w.Varint(count);
        return w;
    }
};

std::string Sealed(detail::BitWriter w) { return common::SealLink('N', w.Take()); }

std::string LinkError(const std::string& link) {
    Result<ReplayedGame> r = DecodeLink(link);
    return r ? std::string("(decoded)") : r.error();
}

std::string RecordError(const std::string& text) {
    Result<ReplayedGame> r = DecodeRecord(text);
    return r ? std::string("(decoded)") : r.error();
}

// The golden game, made once by Session: 4 players, seed 2026, default options, dealt families, random start,
// names {"Anna", "Jürgen", "", "Zoë"}, then 60 actions of PlayOn with policy Rng(1). Its link and record are
// pinned texts: a change of either format (or of the deal, or of an action's text) shows here, while a change
// of the playout policy does not. Action 38 was `B reveal` of an unnamed attack when the game was made; since
// rules.h D3 that reveal is the abort, and the game holds `B abort` (kOldGoldenLink and GoldenWithLine(49,
// "B reveal") are the older texts, which still open as this game).
constexpr std::string_view kGoldenLink =
    "v2.Nw7SCnov7xzB2cP_yQ2k7Jt5L_yI3WruE69tLChqGvFaiEad6pbIi9SL942Vs_zO5fJocieg8a-3F2EPG9fqyQV-_Dv1Rg4OK"
    "dN80McrRfDY4wu_0-gxehG1MZACHX6m-owdfqnA-j63gsQYB_XMl2jQDyVGLfoVY19QPS5KmwCFh";
constexpr std::string_view kOldGoldenLink =
    "v2.NtXeCnll8pIi3ojUXWEZTnOvXDQqFE-9KAzXCxzm2JogavaBcfH-7pr8zOetqgw65Yh6XSECbHNydjbFEghr5pojqCpHhfHuK"
    "Qk3xxJoummht6lZ9Wrq-L0qQEn9UafGtbqIViKwHqZ4faMdEs31e7rCTaSMixhYYaMhRnn2YOK9_";
constexpr std::string_view kGoldenRecord = R"(lacosanostra-record/1
players 4
seed 2026
options politician_round1
families B V G Y
start 3
name Anna
name Jürgen
name
name Zoë
actions 60
Y accept
B accept
V accept
G accept
Y play HL G2
Y purchase Y2 WS1
B order B1 O1-17
V play HL G3
V order V1 O1-06
G purchase G2 PO2
Y order Y3 O1-04
B play HL Y2
B purchase B2 DD4
V order V3 O1-05
G play HL B2
G lawyer AW1 Y3
G look B1
G purchase G3 PZ3
Y play IF V3
Y purchase Y1 AF2
B play IF Y3
B order B3 O1-10
V purchase V2 GV4
G play IF V1
G order G1 O1-02
Y claim
Y play IT
Y continue
V claim
V play IT
B continue
V play IF market
V choose V1
V name Y
V reveal
roll 1
B choose B1
B abort
V choose V2
V abort
G choose G3
G pay
Y choose Y2
Y abort
V claim
V decline
B choose B2
B abort
V choose V3
V name Y
V reveal
roll 2 5 2
G claim
G decline
V continue
G choose G1
G name B
G reveal
roll 1
G keep
)";

// The golden record with line `line` (1-based) replaced by `text`.
std::string GoldenWithLine(int line, std::string_view text) {
    std::string out;
    std::size_t start = 0;
    for (int n = 1; start < kGoldenRecord.size(); ++n) {
        const std::size_t end = kGoldenRecord.find('\n', start);
        out += n == line ? std::string(text) : std::string(kGoldenRecord.substr(start, end - start));
        out += '\n';
        start = end + 1;
    }
    return out;
}

// TalkingGolden's link (revision 1) and the end of its save (record/2), pinned.
constexpr std::string_view kTalkingLink =
    "v2.NUYBD6-waXcHqVdz6CFXxfTTRbLzIAZEuaGPgCPg4PFJ26ADWeTF07izIOUkC4DSUHeJ88RLdcsjToD2-6DpeiW_kxWjsAnD4ZVTFu4Cdmo790"
    "NrIzrS-fuVkq983pzDSIRsF4mUWxt4g9iOltgchKgsLqZr7yOvtdW3Q1FbaLzcEE3-vc26SXCse4GEnlgXkHvZABMp1HP5r5IYEeYui9AnLIEDvr6"
    "vspindOay2s-WXeR6qcWewcE7Un8sW896";
constexpr std::string_view kTalkingLines = R"(talk 7
5 offer V B B trade V / B mark ZU4 / B pay 2
5 answer B V person not-interested 0 0 - B trade V / B mark ZU4 / B pay 2
31 offer Y G G trade Y / Y mark DD3 / Y pay 1
31 answer G Y computer too-little 1 3 107 G trade Y / Y mark DD3 / Y pay 1
31 offer V Y V trade Y / Y mark GV3 / Y pay 4
31 answer Y V computer accepted 4 -2 - V trade Y / Y mark GV3 / Y pay 4
60 offer G B B trade G / B mark PO3 / B pay 5
)";

// The golden game with seats person, normal, easy, normal and seven lines of talk: a person's plain no, a computer's
// "too little" naming a card, a computer's yes, and an offer said after the last move (still waiting).
GameRecord TalkingGolden() {
    Result<ReplayedGame> golden = DecodeRecord(kGoldenRecord);
    REQUIRE_MESSAGE(golden.ok(), golden.error());
    GameRecord r = golden->record();
    r.seats = {SeatKind::kPerson, SeatKind::kNormal, SeatKind::kEasy, SeatKind::kNormal, SeatKind::kPerson};
    const auto offer = [](int at, Seat from, Seat to, const Move& trade) {
        return DealTalk{.at_move = at, .kind = TalkKind::kOffer, .from = from, .to = to, .trade = trade};
    };
    const auto answer = [](const DealTalk& o, bool person, TradeVerdict v) {
        return AnswerTo(o, o.at_move, person, v);
    };
    const DealTalk a = offer(5, 1, 0, MarkerDeal(0, 1, 3, 2));
    const DealTalk b = offer(31, 3, 2, MarkerDeal(3, 2, 7, 1));
    const DealTalk c = offer(31, 1, 3, MarkerDeal(3, 1, 12, 4));
    r.talk = {a,
              answer(a, true, {.accept = false, .reason = TradeReason::kNotInterested}),
              b,
              answer(b, false, {false, TradeReason::kTooLittle, 1, 3, RefBusiness(7)}),
              c,
              answer(c, false, {true, TradeReason::kAccepted, 4, -2, 0xFF}),
              offer(60, 2, 0, MarkerDeal(0, 2, 20, 5))};
    return r;
}

// The talking golden's save with line `line` (1-based) replaced by `text` (or removed when `text` is "-").
std::string TalkingWithLine(int line, std::string_view text) {
    const std::string saved = EncodeRecord(TalkingGolden());
    std::string out;
    std::size_t start = 0;
    for (int n = 1; start < saved.size(); ++n) {
        const std::size_t end = saved.find('\n', start);
        if (n != line) {
            out += saved.substr(start, end - start) + "\n";
        } else if (text != "-") {
            out += std::string(text) + "\n";
        }
        start = end + 1;
    }
    return out;
}

}  // namespace

TEST_SUITE("lcn record") {
    TEST_CASE("record: link and record round trips over 100 random 3-player games") { RoundTrips(3); }
    TEST_CASE("record: link and record round trips over 100 random 4-player games") { RoundTrips(4); }
    TEST_CASE("record: link and record round trips over 100 random 5-player games") { RoundTrips(5); }

    TEST_CASE("record: the golden link and record pin both formats") {
        Result<ReplayedGame> from_text = DecodeRecord(kGoldenRecord);
        REQUIRE_MESSAGE(from_text.ok(), from_text.error());
        const GameRecord& record = from_text->record();
        CHECK(record.setup.players == 4);
        CHECK(record.setup.seed == 2026);
        CHECK(record.names == SeatNames{"Anna", "Jürgen", "", "Zoë", ""});
        CHECK(record.moves.size() == 60);
        CHECK(EncodeRecord(record) == kGoldenRecord);
        CHECK(EncodeLink(record) == kGoldenLink);
        Result<ReplayedGame> from_link = DecodeLink(kGoldenLink);
        REQUIRE_MESSAGE(from_link.ok(), from_link.error());
        CHECK(from_link->record() == record);
        CHECK(from_link->states() == from_text->states());
        // Saved before rules.h D3: the same game, its aborting `B reveal` read as the `B abort` it is now.
        Result<ReplayedGame> old_text = DecodeRecord(GoldenWithLine(49, "B reveal"));
        REQUIRE_MESSAGE(old_text.ok(), old_text.error());
        CHECK(old_text->record() == record);
        CHECK(old_text->states() == from_text->states());
        Result<ReplayedGame> old_link = DecodeLink(kOldGoldenLink);
        REQUIRE_MESSAGE(old_link.ok(), old_link.error());
        CHECK(old_link->record() == record);
        // The resolved setup deals the same game as the dealt one it came from.
        Setup dealt;
        dealt.players = 4;
        dealt.seed = 2026;
        CHECK(NewGame(dealt).value() == from_text->states().front());
    }

    TEST_CASE("record: revision 1 links and record/2 saves carry seat kinds and talk, and pin their texts") {
        const GameRecord r = TalkingGolden();
        REQUIRE_MESSAGE(ReplayRecord(r).ok(), ReplayRecord(r).error());
        const std::string link = EncodeLink(r);
        CHECK(link == kTalkingLink);
        Result<ReplayedGame> from_link = DecodeLink(link);
        REQUIRE_MESSAGE(from_link.ok(), from_link.error());
        CHECK(from_link->record() == r);
        const std::string text = EncodeRecord(r);
        CHECK(text.substr(text.find("G keep\n") + 7) == kTalkingLines);
        CHECK(text.rfind("lacosanostra-record/2\n", 0) == 0);
        CHECK(text.find("\nname Zoë\nseats person normal easy normal\nactions 60\n") != std::string::npos);
        Result<ReplayedGame> from_text = DecodeRecord(text);
        REQUIRE_MESSAGE(from_text.ok(), from_text.error());
        CHECK(from_text->record() == r);
        CHECK(from_text->states() == from_link->states());
        // Seats alone, or talk alone, need the new version too; neither means the old one, byte for byte.
        GameRecord seats_only = r;
        seats_only.talk.clear();
        CHECK(DecodeLink(EncodeLink(seats_only)).value().record() == seats_only);
        CHECK(DecodeRecord(EncodeRecord(seats_only)).value().record() == seats_only);
        GameRecord talk_only = r;
        talk_only.seats = {};
        CHECK(DecodeLink(EncodeLink(talk_only)).value().record() == talk_only);
        GameRecord neither = r;
        neither.seats = {};
        neither.talk.clear();
        CHECK(EncodeLink(neither) == kGoldenLink);
        CHECK(EncodeRecord(neither) == kGoldenRecord);
    }

    TEST_CASE("record: a record/2 or a revision 1 link with bad seats or talk is refused by line and reason") {
        const GameRecord r = TalkingGolden();
        // Lines: 1 tag, 2-6 header, 7-10 names, 11 seats, 12 actions, 13-72 actions, 73 talk, 74-80 the talk.
        CHECK(RecordError(TalkingWithLine(11, "seats person robot easy normal")) ==
              "line 11: seats: give the kind of each of the 4 seats (person, easy, normal, expert), separated by "
              "single spaces");
        CHECK(RecordError(TalkingWithLine(11, "seats person normal easy")) ==
              "line 11: seats: give the kind of each of the 4 seats (person, easy, normal, expert), separated by "
              "single spaces");
        CHECK(RecordError(TalkingWithLine(11, "-")) == "line 11: expected 'seats ...', found 'actions 60'");
        CHECK(RecordError(TalkingWithLine(73, "talk 8")) ==
              "the saved game is cut short: it lists 7 of its 8 lines of talk");
        CHECK(RecordError(TalkingWithLine(73, "talk 6")) == "line 80: unexpected line after the last talk");
        CHECK(RecordError(TalkingWithLine(73, "-")).rfind("line 73: expected 'talk ...', found ", 0) == 0);
        CHECK(RecordError(TalkingWithLine(74, "61 offer V Y Y trade V / pay 2 / mark DD1")) ==
              "line 74: talk 1: "
              "write it as: move offer|answer seat seat [person|computer reason offered wanted card|-] trade");
        CHECK(RecordError(TalkingWithLine(76, "4 offer Y G G trade Y / Y mark DD3 / Y pay 1")) ==
              "line 76: talk 3: said before the line above it");
        CHECK(RecordError(TalkingWithLine(74, "5 offer V V B trade V / B mark ZU4 / B pay 2")) ==
              "line 74: talk 1: the seats are not two players");
        CHECK(RecordError(TalkingWithLine(74, "5 offer V X Y trade V / pay 2")) ==
              "line 74: talk 1: "
              "write it as: move offer|answer seat seat [person|computer reason offered wanted card|-] trade");
        CHECK(RecordError(TalkingWithLine(75, "5 answer B V person maybe 0 0 - B trade V / pay 2")) ==
              "line 75: talk 2: "
              "write it as: move offer|answer seat seat [person|computer reason offered wanted card|-] trade");
        CHECK(
            RecordError(TalkingWithLine(75, "5 answer B V person too-little 0 0 - B trade V / B mark ZU4 / B pay 2")) ==
            "line 75: talk 2: a person's answer is a yes or a plain no");
        CHECK(RecordError(TalkingWithLine(74, "5 offer V B")) ==
              "line 74: talk 1: "
              "write it as: move offer|answer seat seat [person|computer reason offered wanted card|-] trade");
        // One game, one text: people without talk under the new version would not re-encode to themselves.
        std::string people = GoldenWithLine(1, "lacosanostra-record/2");
        people.insert(people.find("actions 60"), "seats person person person person\n");
        CHECK(RecordError(people + "talk 0\n") ==
              "line 1: a record/2 without a computer seat or talk is written as lacosanostra-record/1");
        CHECK(RecordError(people + "talk 0\n").find("(decoded)") == std::string::npos);
        Payload plain;
        plain.revision = 1;
        {
            detail::BitWriter w = plain.Header();
            w.Varint(0);
            CHECK(LinkError(Sealed(w)) ==
                  "the link has revision 1 but no computer seat and no talk (such links are revision 0)");
        }
        // A link: an unknown seat kind, talk said after the game, and data after the talk.
        Payload seated;
        seated.revision = 1;
        seated.seats = {0, 7, 0};
        CHECK(LinkError(Sealed(seated.Header())) == "seat 1: unknown seat kind");
        seated.seats = {0, 2, 1};
        {
            detail::BitWriter w = seated.Header();
            CHECK(LinkError(Sealed(w)) == "the link ends before its talk");
            w.Varint(0);
            CHECK(LinkError(Sealed(w)) == "(decoded)");
            w.Raw(1, 6);
            CHECK(LinkError(Sealed(w)) == "the link has data after its talk");
        }
        {
            detail::BitWriter w = seated.Header();
            w.Varint(1);
            w.Varint(1);  // said after move 1 of a game of none
            CHECK(LinkError(Sealed(w)) == "talk 1: it is said after the game");
        }
        {
            detail::BitWriter w = seated.Header();
            w.Varint(1);
            w.Varint(0);
            w.Bit(false);
            w.Raw(0, 3);
            w.Raw(0, 3);  // from seat 0 to seat 0
            w.Raw(static_cast<std::uint64_t>(MoveKind::kTrade), 5);
            w.Raw(0, 3);
            w.Raw(1, 3);
            w.Raw(0, 3);  // no items
            CHECK(LinkError(Sealed(w)) == "talk 1: the seats are not two players");
        }
        // Every cut of a real revision 1 link is refused with a reason, never a crash or a shorter game.
        const std::vector<std::uint8_t> payload = [&] {
            Result<common::OpenedLink> opened = common::OpenLink(EncodeLink(r), "La Cosa Nostra");
            REQUIRE(opened.ok());
            return opened->payload;
        }();
        for (std::size_t n = 0; n < payload.size(); ++n) {
            CAPTURE(n);
            CHECK(LinkError(common::SealLink('N', {payload.begin(), payload.begin() + static_cast<std::ptrdiff_t>(n)}))
                      .find("the link ends") != std::string::npos);
        }
    }

    TEST_CASE("record: Famiglia and La Cosa Nostra refuse each other's links and records by name") {
        fam::GameRecord famiglia;
        famiglia.setup.seed = 12;
        CHECK(LinkError(fam::EncodeLink(famiglia)) == "this link is for Famiglia");
        CHECK(LinkError(fam::detail::EncodeLinkV1(famiglia)) == "this link is for Famiglia");
        CHECK(RecordError(fam::EncodeRecord(famiglia)) == "line 1: this saved game is for Famiglia");
        const fam::Result<fam::ReplayedGame> from_famiglia = fam::DecodeLink(kGoldenLink);
        REQUIRE_FALSE(from_famiglia.ok());
        CHECK(from_famiglia.error() == "this link is for La Cosa Nostra");
        CHECK(LinkError(common::SealLink('Q', {1, 2, 3})) ==
              "this link is for a game this edition does not know (update the page)");
    }

    TEST_CASE("record: every link refusal names its reason") {
        CHECK(LinkError("") == "the link is empty");
        CHECK(LinkError("hello") == "the link does not start with a version such as 'v1.'");
        std::string damaged(kGoldenLink);
        damaged[20] = damaged[20] == 'A' ? 'B' : 'A';
        CHECK(LinkError(damaged) == "the link has been changed or damaged (its check characters do not match)");
        CHECK(LinkError(std::string(kGoldenLink.substr(0, kGoldenLink.size() - 3))) ==
              "the link is cut short: 3 of its characters are missing");

        Payload ok;
        CHECK(LinkError(Sealed(ok.Header())) == "(decoded)");  // the base of the crafted links below decodes
        CHECK(LinkError(common::SealLink('N', {})) == "the link ends inside its header");
        Payload revision = ok;
        revision.revision = 2;
        CHECK(LinkError(Sealed(revision.Header())) ==
              "the link has La Cosa Nostra format revision 2, newer than this edition reads: update the page");
        Payload six = ok;
        six.players = 6;
        CHECK(LinkError(Sealed(six.Header())) == "players: the link says 6 (3, 4 or 5)");
        {
            detail::BitWriter w;
            w.Raw(0, 4);
            w.Raw(3, 3);
            w.Raw(0, 10);
            CHECK(LinkError(Sealed(w)) == "the link ends inside its setup");
        }
        {
            detail::BitWriter w = ok.Header();
            std::vector<std::uint8_t> symbols = w.Take();
            symbols.resize(4);  // 24 bits: revision, players, options, 2 of the 3 families
            CHECK(LinkError(common::SealLink('N', symbols)) == "the link ends inside its setup");
        }
        {
            detail::BitWriter w;
            w.Raw(0, 4);
            w.Raw(3, 3);
            w.Raw(4, 10);
            w.Raw(0b000001010, 9);
            w.Raw(0, 3);
            w.Raw(1, 5);
            w.Bit(true);  // a seed group says "more follows", then the link ends
            CHECK(LinkError(Sealed(w)) == "the link ends inside the seed");
        }
        {
            detail::BitWriter w;
            w.Raw(0, 4);
            w.Raw(3, 3);
            w.Raw(4, 10);
            w.Raw(0b000001010, 9);
            w.Raw(0, 3);
            w.Raw(1, 5);
            w.Bit(true);
            w.Raw(0, 5);
            w.Bit(false);  // a trailing zero group: not the shortest form
            CHECK(LinkError(Sealed(w)) == "the seed is not a valid number");
        }
        Payload cut_name = ok;
        cut_name.names = {"Anna"};
        {
            detail::BitWriter w = cut_name.Header();
            std::vector<std::uint8_t> symbols = w.Take();
            symbols.resize(symbols.size() - 2);
            CHECK(LinkError(common::SealLink('N', symbols)) == "the link ends inside the names");
        }
        Payload bad_name = ok;
        bad_name.names = {"Anna", "\xFF", ""};
        CHECK(LinkError(Sealed(bad_name.Header())) == "names: seat 1: the name is not valid UTF-8");
        Payload no_count = ok;
        {
            detail::BitWriter w;
            w.Raw(0, 4);
            w.Raw(3, 3);
            w.Raw(4, 10);
            w.Raw(0b000001010, 9);
            w.Raw(0, 3);
            w.Varint(5);
            for (int p = 0; p < 3; ++p) w.Raw(0, 5);
            CHECK(LinkError(Sealed(w)) == "the link ends before its actions");
        }
        Payload many = ok;
        many.count = kMaxRecordActions + 1;
        CHECK(LinkError(Sealed(many.Header())) == "the link holds more than 20000 actions");
        Payload one = ok;
        one.count = 1;
        {
            detail::BitWriter w = one.Header();
            w.Raw(31, 5);
            w.Raw(0, 3);
            CHECK(LinkError(Sealed(w)) == "action 1: unknown action code 31");
        }
        {
            detail::BitWriter w = one.Header();
            w.Raw(static_cast<std::uint64_t>(MoveKind::kOrder), 5);
            w.Raw(0, 3);
            w.Raw(1, 5);  // the gangster; the order card is missing
            CHECK(LinkError(Sealed(w)) == "action 1: the link ends inside it");
        }
        {
            detail::BitWriter w = one.Header();
            w.Raw(static_cast<std::uint64_t>(MoveKind::kStake), 5);
            w.Raw(0, 3);
            w.Varint(70000);
            CHECK(LinkError(Sealed(w)) == "action 1: a number is out of range");
        }
        {
            detail::BitWriter w = one.Header();
            w.Raw(static_cast<std::uint64_t>(MoveKind::kRoll), 5);
            w.Raw(7, 3);
            w.Raw(7, 3);  // 7 dice
            for (int i = 0; i < 8; ++i) w.Raw(1, 3);
            CHECK(LinkError(Sealed(w)) == "action 1: too many items");
        }
        {
            detail::BitWriter w = ok.Header();
            w.Raw(1, 6);
            CHECK(LinkError(Sealed(w)) == "the link has data after its last action");
        }
        {
            detail::BitWriter w = one.Header();
            w.Raw(static_cast<std::uint64_t>(MoveKind::kPass), 5);
            w.Raw(0, 3);
            CHECK(LinkError(Sealed(w)).rfind("action 1 'Y pass' is not legal: ", 0) == 0);
        }
        Payload twice = ok;
        twice.families = {0, 0, 2, 3, 4};
        CHECK(LinkError(Sealed(twice.Header())) == "families: a family sits at two seats");
        Payload unknown_family = ok;
        unknown_family.families = {0, 1, 7, 3, 4};
        CHECK(LinkError(Sealed(unknown_family.Header())) == "families: seat 2 has no such family");
        Payload start = ok;
        start.start = 5;
        CHECK(LinkError(Sealed(start.Header())) == "start_player: seat 5 does not exist");
    }

    TEST_CASE("record: every record refusal names its reason and line") {
        CHECK(RecordError(std::string(kGoldenRecord)) == "(decoded)");
        CHECK(RecordError("") == "the saved game is empty");
        CHECK(RecordError(std::string(kMaxRecordLength + 1, 'x')) == "the saved game is too large");
        CHECK(RecordError("hello\n") ==
              "line 1: this is not a La Cosa Nostra record (it must start with 'lacosanostra-record/1')");
        CHECK(RecordError(std::string(kGoldenRecord.substr(0, kGoldenRecord.size() - 1)))
                  .rfind("the saved game is cut short: line ", 0) == 0);
        CHECK(RecordError(GoldenWithLine(1, "lacosanostra-record/x")) == "line 1: bad format version 'x'");
        CHECK(RecordError(GoldenWithLine(1, "lacosanostra-record/3")) ==
              "line 1: format version 3 is newer than this edition of La Cosa Nostra reads (up to 2)");
        // A record/1 text under the /2 tag misses the seats line.
        CHECK(RecordError(GoldenWithLine(1, "lacosanostra-record/2")) ==
              "line 11: expected 'seats ...', found 'actions 60'");
        CHECK(RecordError(GoldenWithLine(1, "lacosanostra-record/0")) == "line 1: unknown format version 0");
        CHECK(RecordError("lacosanostra-record/1\n") ==
              "the saved game is cut short: line 2 ('players ...') is missing");
        CHECK(RecordError(GoldenWithLine(2, "player 4")) == "line 2: expected 'players ...', found 'player 4'");
        CHECK(RecordError(GoldenWithLine(2, "players 6")) == "line 2: players must be 3, 4 or 5");
        CHECK(RecordError(GoldenWithLine(3, "seed 012")) ==
              "line 3: the seed must be a whole number from 0 to 18446744073709551615, without leading zeros");
        CHECK(RecordError(GoldenWithLine(4, "options turbo")) == "line 4: options: unknown option 'turbo'");
        CHECK(RecordError(GoldenWithLine(4, "options wild short_game")) ==
              "line 4: options: write them in the order of the notation, once each");
        CHECK(RecordError(GoldenWithLine(4, "options  wild")) == "line 4: options: unknown option ''");
        CHECK(RecordError(GoldenWithLine(5, "families Y R G")) ==
              "line 5: families: give the family letter of each of the 4 seats, separated by single spaces");
        CHECK(RecordError(GoldenWithLine(5, "families Y R G X")) ==
              "line 5: families: seat 3 has no family letter (Y G R V B)");
        CHECK(RecordError(GoldenWithLine(5, "families Y Y G B")) == "line 5: families: a family sits at two seats");
        CHECK(RecordError(GoldenWithLine(6, "start 4")) == "line 6: the start seat must be 0 to 3");
        CHECK(RecordError(GoldenWithLine(7, "name Bartholomew Montgomery")) ==
              "line 7: the name is longer than 20 bytes");
        CHECK(RecordError(GoldenWithLine(7, "name \xC3")) == "line 7: the name is not valid UTF-8");
        CHECK(RecordError(GoldenWithLine(7, "name Anna ")) == "line 7: the name starts or ends with a space");
        CHECK(RecordError(GoldenWithLine(7, "name ")) == "line 7: write an empty name as 'name' alone");
        CHECK(RecordError(GoldenWithLine(7, "name\tAnna")) ==
              "line 7: contains a control character or a non-ASCII byte");
        CHECK(RecordError(GoldenWithLine(7, "nombre Anna")) == "line 7: expected 'name ...', found 'nombre Anna'");
        CHECK(RecordError(GoldenWithLine(3, "seed 1\r")) == "line 3: contains a control character or a non-ASCII byte");
        CHECK(RecordError(GoldenWithLine(11, "actions many")) ==
              "line 11: the number of actions must be a whole number up to 20000");
        CHECK(RecordError(GoldenWithLine(11, "actions 61")) ==
              "the saved game is cut short: it lists 60 of its 61 actions");
        CHECK(RecordError(GoldenWithLine(11, "actions 59")) == "line 71: unexpected line after the last action");
        CHECK(RecordError(GoldenWithLine(12, "Y  accept")).rfind("line 12: action 1: ", 0) == 0);
        CHECK(RecordError(GoldenWithLine(12, "Y accept\xC3\xA9")) ==
              "line 12: contains a control character or a non-ASCII byte");
    }

    TEST_CASE("record: an illegal action is refused by its number, in the record also by its line") {
        // The golden game's first action is a draw check; another seat's accept there is not legal.
        Result<ReplayedGame> golden = DecodeRecord(kGoldenRecord);
        REQUIRE(golden.ok());
        const State& first = golden->states().front();
        const Seat checker = CurrentActor(first).seat;
        const Seat other = static_cast<Seat>((checker + 1) % first.players);
        Move wrong;
        wrong.kind = MoveKind::kAccept;
        wrong.seat = other;
        const std::string text = ToString(first, wrong);
        State copy = first;
        const Refusal refusal = ApplyInPlace(copy, wrong);
        REQUIRE(refusal.code == RefusalCode::kNotYourTurn);
        CHECK(RecordError(GoldenWithLine(12, text)) ==
              "line 12: action 1 '" + text + "' is not legal: " + RefusalText(refusal));
        // The same action in the link is refused with the same words, without a line.
        Result<ReplayedGame> golden_link = DecodeLink(kGoldenLink);
        REQUIRE(golden_link.ok());
        GameRecord bad = golden_link->record();
        bad.moves[0] = wrong;
        CHECK(LinkError(EncodeLink(bad)) == "action 1 '" + text + "' is not legal: " + RefusalText(refusal));
    }

    TEST_CASE("record: ReplayRecord refuses an unresolved setup, stray names and too many actions") {
        Result<ReplayedGame> golden = DecodeRecord(kGoldenRecord);
        REQUIRE(golden.ok());
        const GameRecord base = golden->record();
        const auto error = [](GameRecord r) {
            Result<ReplayedGame> replayed = ReplayRecord(std::move(r));
            return replayed ? std::string("(decoded)") : replayed.error();
        };
        CHECK(error(base) == "(decoded)");
        GameRecord players = base;
        players.setup.players = 7;
        CHECK(error(players) == "players: 7 is not 3, 4 or 5");
        GameRecord dealt = base;
        dealt.setup.families[1] = kDealFamilies;
        CHECK(error(dealt) == "families: seat 1 has no family (a record names every one)");
        GameRecord random_start = base;
        random_start.setup.start_player = kRandomStart;
        CHECK(error(random_start) == "start: a record names the start seat");
        GameRecord stray = base;
        stray.names[4] = "Eve";
        CHECK(error(stray) == "names: seat 4 does not exist");
        GameRecord bad_name = base;
        bad_name.names[2] = " Carla";
        CHECK(error(bad_name) == "names: seat 2: the name starts or ends with a space");
        GameRecord long_game = base;
        long_game.moves.resize(kMaxRecordActions + 1, base.moves[0]);
        CHECK(error(long_game) == "more than 20000 actions");
        // Families of seats beyond the player count do not matter: they are set to kDealFamilies.
        GameRecord beyond = base;
        beyond.setup.families[4] = 2;
        Result<ReplayedGame> replayed = ReplayRecord(beyond);
        REQUIRE(replayed.ok());
        CHECK(replayed->record() == base);
    }

    TEST_CASE("record: the fuzzer's seed corpus: every file gives its exact result, never a crash") {
        // tests/lacosanostra/core/data/link_corpus/ (tests/common/support/corpus.h); "ok" lists an input that decodes.
        const int files = tabletop::test::CheckCorpus(
            std::filesystem::path(TABLETOP_TESTS_DIR) / "lacosanostra" / "core" / "data" / "link_corpus",
            [](const std::filesystem::path& path, const std::string& input) {
                const std::string error = path.extension() == ".record" ? RecordError(input) : LinkError(input);
                return error == "(decoded)" ? std::string("ok") : error;
            });
        CHECK(files >= 25);
    }

}  // TEST_SUITE
