// The words of the La Cosa Nostra table (texts.h): both languages complete, every refusal and step worded, and the
// public log free of secrets.
#include <doctest/doctest.h>
#include <set>
#include <string>

#include "common/rng.h"
#include "driver.h"
#include "games/lacosanostra/texts/screen_texts.h"
#include "games/lacosanostra/texts/sentences.h"
#include "table_games.h"

namespace shell::games::lacosanostra::test {
namespace {

const SeatNames kNames = {"Anna", "Ben", "Cleo", "Dora", "Emil"};

// Texts that are the same words in both languages (the replay's one-action steps are signs).
bool SameInBothLanguages(T t) {
    return t == T::kDealTitle || t == T::kLogTrade || t == T::kScoreTwice || t == T::kReplayStepBack ||
           t == T::kReplayStep;
}

TEST_CASE("every text exists in English and German, and German differs where the words do") {
    for (int i = 0; i < static_cast<int>(T::kCount); ++i) {
        const auto t = static_cast<T>(i);
        const std::string en = Text(Lang::kEnglish, t), de = Text(Lang::kGerman, t);
        INFO("text " << i << ": " << en);
        CHECK(!en.empty());
        CHECK(!de.empty());
        if (!SameInBothLanguages(t)) CHECK(de != en);
    }
}

TEST_CASE("every screen word exists in both languages, and no word is in both tables or twice in one") {
    std::set<std::string> seen[2];
    auto add = [&](const char* en, const char* de, const std::string& key) {
        INFO(key << ": " << en << " / " << de);
        CHECK(std::string(en).size() > 0);
        CHECK(std::string(de).size() > 0);
        CHECK(seen[0].insert(en).second);  // one word, one place: a word said twice is one entry
        CHECK(seen[1].insert(de).second);
    };
    for (int i = 0; i < static_cast<int>(T::kCount); ++i) {
        const auto t = static_cast<T>(i);
        add(Text(Lang::kEnglish, t), Text(Lang::kGerman, t), "T " + std::to_string(i));
    }
    for (int i = 0; i < static_cast<int>(W::kCount); ++i) {
        const auto w = static_cast<W>(i);
        add(Word(Lang::kEnglish, w), Word(Lang::kGerman, w), "W " + std::to_string(i));
    }
}

TEST_CASE("every refusal code is worded in both languages") {
    for (int c = 1; c <= static_cast<int>(lcn::RefusalCode::kMalformed); ++c) {
        const lcn::Refusal r{static_cast<lcn::RefusalCode>(c), lcn::RefGangster(3), 4};
        const std::string en = RefusalSentence(Lang::kEnglish, r), de = RefusalSentence(Lang::kGerman, r);
        INFO("code " << c << ": " << en << " / " << de);
        CHECK(!en.empty());
        CHECK(!de.empty());
        CHECK(de != en);
        CHECK(de.find("(Y4) [4]") != std::string::npos);  // the card and number of the refusal, as in English
    }
    CHECK(RefusalSentence(Lang::kGerman, lcn::Refusal{}).empty());
    CHECK(RefusalSentence(Lang::kGerman, {lcn::RefusalCode::kNotYourTurn, lcn::RefSeat(1)}) ==
          "dieser Platz ist nicht am Zug (Platz 1)");
}

TEST_CASE("a refusal names a business or influence card in the table's code of its language") {
    const lcn::Refusal market{lcn::RefusalCode::kNotInMarket, lcn::RefBusiness(*lcn::ParseBusiness("ZU2"))};
    CHECK(RefusalSentence(Lang::kEnglish, market) == "the card is not in the market (PI2)");
    CHECK(RefusalSentence(Lang::kGerman, market) == "die Karte liegt nicht im Markt (ZU2)");
    const lcn::Refusal hand{lcn::RefusalCode::kNotInHand, lcn::RefInfluence(lcn::Influence::kInformant), 2};
    CHECK(RefusalSentence(Lang::kEnglish, hand).find("(SN) [2]") != std::string::npos);
    CHECK(RefusalSentence(Lang::kGerman, hand).find("(IF) [2]") != std::string::npos);
}

TEST_CASE("every step has a status line naming who, in both languages") {
    auto game = lcn::NewGame(lcn::Setup{});
    REQUIRE(game.ok());
    lcn::State s = *game;
    for (int step = 0; step <= static_cast<int>(lcn::Step::kOver); ++step) {
        s.step = static_cast<lcn::Step>(step);
        s.cur.turn = s.cur.due = s.cur.draw_cursor = s.cur.looker = s.cur.claimant = s.cur.roller = 1;
        const std::string en = StatusLine(Lang::kEnglish, s, kNames), de = StatusLine(Lang::kGerman, s, kNames);
        INFO("step " << step << ": " << en << " / " << de);
        CHECK(!en.empty());
        CHECK(de != en);
        if (s.step != lcn::Step::kOver && s.step != lcn::Step::kReturnFire) {
            CHECK(en.find("Ben") != std::string::npos);
            CHECK(de.find("Ben") != std::string::npos);
        }
    }
    for (int r = 1; r <= static_cast<int>(PrivateReason::kPeek); ++r) {
        const auto reason = static_cast<PrivateReason>(r);
        CHECK(std::string(HandOffReason(Lang::kEnglish, reason)) != HandOffReason(Lang::kGerman, reason));
    }
    CHECK(HandOffTitle(Lang::kEnglish, s, kNames, 0) == "Pass the device to Anna");
    CHECK(HandOffTitle(Lang::kGerman, s, kNames, 0) == "Gib das Gerät an Anna");
}

TEST_CASE("a reaction window names the cards that may claim in it, and Continue names whose turn goes on") {
    // "anyone with a Trap, Robbery or Doctor may claim now", not "anyone reacting?".
    auto game = lcn::NewGame(lcn::Setup{});
    REQUIRE(game.ok());
    lcn::State s = *game;
    s.cur.turn = s.cur.due = 1;
    const std::pair<lcn::Step, const char*> kCards[] = {{lcn::Step::kPreTurn, "Schemer"},
                                                        {lcn::Step::kTrapBefore, "Trap"},
                                                        {lcn::Step::kTrapAfter, "Trap"},
                                                        {lcn::Step::kRobberyWindow, "Robbery"},
                                                        {lcn::Step::kDoctorWindow, "Emergency Doctor"}};
    for (const auto& [step, card] : kCards) {
        s.step = step;
        const std::string en = StatusLine(Lang::kEnglish, s, kNames);
        INFO(en);
        CHECK(en.find(std::string("anyone with a") + (card[0] == 'E' ? "n " : " ") + card + " may claim now") !=
              std::string::npos);
        CHECK(StatusLine(Lang::kGerman, s, kNames).find("kann sich jetzt melden") != std::string::npos);
    }
    Choice cont;
    cont.tap = {Thing::kButton, static_cast<std::uint16_t>(Button::kContinue)};
    cont.seat = 1;
    CHECK(ChoiceLabel(Lang::kEnglish, s, kNames, cont) == "Continue: Ben's turn");
    CHECK(ChoiceLabel(Lang::kGerman, s, kNames, cont) == "Weiter: Ben ist am Zug");
    cont.tap.id = static_cast<std::uint16_t>(Button::kAccept);  // the other buttons keep their verbs
    CHECK(ChoiceLabel(Lang::kEnglish, s, kNames, cont).find("Ben") == std::string::npos);
}

// The move as the public saw it: the card from a hand that went face down is unknown.
lcn::Move Blanked(const lcn::Move& m) {
    lcn::Move b = m;
    if (m.kind == lcn::MoveKind::kOrder) b.b = 0;
    if (m.kind == lcn::MoveKind::kDiscard) b.a = 0;
    return b;
}

TEST_CASE("the public log never states a private fact") {
    int lines = 0;
    std::set<lcn::MoveKind> kinds;
    RandomMoves(30, 900, [&](const lcn::State& before, const lcn::Move& m, const lcn::State& after) {
        const lcn::State pub_before = lcn::ViewFor(before, kNoSeat).state;
        const lcn::State pub_after = lcn::ViewFor(after, kNoSeat).state;
        for (Lang lang : {Lang::kEnglish, Lang::kGerman}) {
            const std::string line = LogLine(lang, before, m, after, kNames);
            INFO(lcn::ToString(before, m) << " -> " << line);
            REQUIRE(!line.empty());
            CHECK(line == LogLine(lang, pub_before, Blanked(m), pub_after, kNames));
            if (m.kind == lcn::MoveKind::kOrder || m.kind == lcn::MoveKind::kDiscard)
                CHECK(line.find("O" + std::to_string(before.round)) == std::string::npos);
        }
        kinds.insert(m.kind);
        ++lines;
    });
    CHECK(lines > 1000);
    CHECK(kinds.count(lcn::MoveKind::kOrder) == 1);
    CHECK(kinds.count(lcn::MoveKind::kDecline) == 1);
    CHECK(kinds.count(lcn::MoveKind::kReveal) == 1);
}

TEST_CASE("log lines say who did what, not what was hidden") {
    int orders = 0, declines = 0;
    RandomMoves(3, 900, [&](const lcn::State& before, const lcn::Move& m, const lcn::State& after) {
        const std::string who = kNames[m.seat < lcn::kMaxPlayers ? m.seat : 0];
        if (m.kind == lcn::MoveKind::kOrder) {
            CHECK(LogLine(Lang::kEnglish, before, m, after, kNames) ==
                  who + " gave " + lcn::GangsterCode(m.a) + " an order");
            ++orders;
        }
        if (m.kind == lcn::MoveKind::kDecline) {
            CHECK(LogLine(Lang::kEnglish, before, m, after, kNames) == who + " declined");
            CHECK(LogLine(Lang::kGerman, before, m, after, kNames) == who + " verzichtet");
            ++declines;
        }
    });
    CHECK(orders > 0);
    CHECK(declines > 0);
}

TEST_CASE("the dice in words: successes and the job's payout") {
    int jobs = 0;
    RandomMoves(20, 900, [&](const lcn::State& before, const lcn::Move&, const lcn::State&) {
        if (before.step != lcn::Step::kRoll || before.cur.roll_for != lcn::RollFor::kOrder || jobs >= 5) return;
        const lcn::OrderId o = before.gangsters[before.cur.chosen].card;
        // A target number of 1 (a Handlanger's help) makes every die a success: not this test's case.
        if (lcn::Order(o).kind != lcn::OrderKind::kJob || before.cur.num_dice < 2 || before.cur.target_number < 2)
            return;
        lcn::Move sixes = lcn::DefaultRoll(before);
        for (int i = 0; i < sixes.count; ++i) sixes.list[static_cast<std::size_t>(i)] = 6;
        lcn::State after = before;
        REQUIRE(lcn::ApplyInPlace(after, sixes).ok());
        const std::string pays = Money(Lang::kEnglish, lcn::Order(o).amount2);
        CHECK(LogLine(Lang::kEnglish, before, sixes, after, kNames)
                  .find(std::to_string(sixes.count) + " successes: the job pays " + pays) != std::string::npos);
        lcn::Move ones = sixes;
        for (int i = 0; i < ones.count; ++i) ones.list[static_cast<std::size_t>(i)] = 1;
        after = before;
        REQUIRE(lcn::ApplyInPlace(after, ones).ok());
        INFO(LogLine(Lang::kGerman, before, ones, after, kNames));
        CHECK(LogLine(Lang::kGerman, before, ones, after, kNames).find("kein Erfolg: der Auftrag scheitert") !=
              std::string::npos);
        ++jobs;
    });
    CHECK(jobs > 0);
    CHECK(Money(Lang::kEnglish, 9) == "$9,000");
    CHECK(Money(Lang::kGerman, 9) == "9.000 $");
}

TEST_CASE("every button of every screen has a label in both languages, status and hand-off lines are public") {
    lcn::Setup setup;
    setup.players = 4;
    setup.seed = 77;
    auto game = lcn::NewGame(setup);
    REQUIRE(game.ok());
    Driver t(*game);
    common::Rng rng(5);
    int labelled = 0;
    while (t.RandomTap(rng)) {
        const Screen sc = ScreenFor(t.s, t.d);
        for (Lang lang : {Lang::kEnglish, Lang::kGerman}) {
            CHECK(!StatusLine(lang, t.s, kNames).empty());
            CHECK(StatusLine(lang, t.s, kNames) == StatusLine(lang, lcn::ViewFor(t.s, kNoSeat).state, kNames));
            if (sc.kind == ScreenKind::kHandOff) {
                CHECK(HandOffTitle(lang, t.s, kNames, sc.seat).find(kNames[sc.seat]) != std::string::npos);
                CHECK(std::string(HandOffReason(lang, sc.reason)).size() > 0);
            }
            for (const Choice& c : t.Choices()) {
                const bool card = c.tap.thing == Thing::kGangster || c.tap.thing == Thing::kOrder ||
                                  c.tap.thing == Thing::kInfluence || c.tap.thing == Thing::kBusiness;
                const std::string label = ChoiceLabel(lang, t.s, kNames, c);
                INFO("thing " << static_cast<int>(c.tap.thing) << " id " << c.tap.id);
                CHECK(label.empty() == card);
                labelled += !card;
            }
        }
        const std::string dice = DiceWords(Lang::kEnglish, t.s);
        if (t.s.cur.num_dice > 0 && t.s.cur.dice[0] != 0) CHECK(dice.find("Dice ") != std::string::npos);
    }
    CHECK(t.problem == "");
    CHECK(lcn::IsOver(t.s));
    CHECK(labelled > 1000);
}

}  // namespace
}  // namespace shell::games::lacosanostra::test
