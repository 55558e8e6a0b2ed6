// The table shows the action (the named player and the target card marked, the roll's
// headline names the roller, the job and the number to roll, a finished private screen keeps its seat's headline)
// and German job titles (the project's working titles, docs/lacosanostra-rules.md §2.3, translated the same way).
#include <doctest/doctest.h>
#include <set>
#include <string>

#include "common/rng.h"
#include "games/lacosanostra/table/table_layout.h"
#include "games/lacosanostra/texts/sentences.h"
#include "table_games.h"

namespace shell::games::lacosanostra::test {
namespace {

const SeatNames kNames = {"Anna", "Ben", "Cleo", "Dora", "Emil"};

std::string Plain(std::string title) {
    std::erase(title, '|');
    return title;
}

bool Has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("table action: a job's roll names the roller, the job and the number each die needs") {
    int rolls = 0;
    RandomMoves(20, 2500, [&](const lcn::State& s, const lcn::Move&, const lcn::State&) {
        if (s.step != lcn::Step::kRoll || s.cur.roll_for != lcn::RollFor::kOrder) return;
        const lcn::OrderId o = s.gangsters[s.cur.chosen].card;
        const lcn::State pub = lcn::ViewFor(s, kNoSeat).state;  // the headline is drawn from the public view
        for (Lang lang : {Lang::kEnglish, Lang::kGerman}) {
            const std::string line = StatusLine(lang, pub, kNames);
            INFO(line);
            CHECK(Has(line, kNames[s.cur.roller]));
            CHECK(Has(line, Plain(CardTitle(lang, o))));
            CHECK(Has(line, " " + std::to_string(s.cur.target_number) + " "));
            CHECK(!Has(line, "|"));
        }
        ++rolls;
    });
    CHECK(rolls > 20);
}

TEST_CASE("table action: the named player and the target card are marked, from the public view") {
    int named = 0, gangsters = 0, businesses = 0;
    RandomMoves(30, 2500, [&](const lcn::State& s, const lcn::Move&, const lcn::State&) {
        const ActionAim aim = AimOf(lcn::ViewFor(s, kNoSeat).state);
        const lcn::Cursor& c = s.cur;
        const bool someone = c.named != kNoSeat && c.named != c.turn && !lcn::IsOver(s);
        CHECK(aim.seat == (someone ? c.named : kNoSeat));
        named += someone;
        const bool target = c.target != 0xFF && c.revealed && c.chosen < lcn::kNumGangsters &&
                            s.gangsters[c.chosen].assignment == lcn::Assignment::kOrder;
        if (!target) {
            CHECK(aim.gangster == lcn::kNoGangster);
            CHECK(aim.business == lcn::kNoBusiness);
            return;
        }
        // Attacks on gangsters (Attentat, Drive-By, Autobombe) target a gangster, the others a business (§2.2).
        const lcn::Effect e = lcn::Order(s.gangsters[c.chosen].card).effect;
        if (e == lcn::Effect::kAssassination || e == lcn::Effect::kDriveBy || e == lcn::Effect::kCarBomb) {
            CHECK(aim.gangster == c.target);
            CHECK(aim.business == lcn::kNoBusiness);
            CHECK(lcn::ViewFor(s, kNoSeat).state.gangsters[c.target].owner == c.named);
            ++gangsters;
        } else {
            CHECK(aim.business == c.target);
            CHECK(aim.gangster == lcn::kNoGangster);
            ++businesses;
        }
    });
    CHECK(named > 0);
    CHECK(gangsters > 0);
    CHECK(businesses > 0);
}

TEST_CASE("table action: a private screen whose steps are over keeps its seat's headline until it is closed") {
    auto game = lcn::NewGame(lcn::Setup{});
    REQUIRE(game.ok());
    lcn::State s = *game;
    s.step = lcn::Step::kPlanning;
    s.cur.turn = 2;  // the next planner, already to move in the state
    Screen done{ScreenKind::kPrivate, 1, PrivateReason::kDone, true, s.step};
    for (Lang lang : {Lang::kEnglish, Lang::kGerman}) {
        const std::string line = ScreenHeadline(lang, s, kNames, done);
        INFO(line);
        CHECK(Has(line, "Ben"));
        CHECK(!Has(line, "Cleo"));
        Screen closed;  // the public table after Done: the next planner
        CHECK(ScreenHeadline(lang, s, kNames, closed) == StatusLine(lang, s, kNames));
        CHECK(Has(StatusLine(lang, s, kNames), "Cleo"));
    }
}

TEST_CASE("job titles: every job has a German working title, one a job, breaking only at its marks") {
    std::set<std::string> german;
    int jobs = 0;
    for (lcn::OrderId o = 0; o < lcn::kNumOrders; ++o) {
        const lcn::OrderData& d = lcn::Order(o);
        if (d.kind != lcn::OrderKind::kJob) {
            CHECK(JobTitle(Lang::kGerman, o).empty());
            CHECK(CardTitle(Lang::kGerman, o) != CardTitle(Lang::kEnglish, o));  // "Diebstahl", not "Theft"
            continue;
        }
        const std::string en = JobTitle(Lang::kEnglish, o), de = JobTitle(Lang::kGerman, o);
        INFO(en << " / " << de);
        CHECK(en == d.title);
        CHECK(Plain(de) != en);
        CHECK(Plain(CardTitle(Lang::kGerman, o)) == Plain(de));
        CHECK(OrderName(Lang::kGerman, o) == "Auftrag: " + Plain(de));
        german.insert(Plain(de));
        ++jobs;
    }
    CHECK(jobs == 39);
    // The German titles follow the jobs' order: the first, a middle one (the rulebook's own word) and the last.
    const auto german_of = [](std::string_view english) {
        for (lcn::OrderId o = 0; o < lcn::kNumOrders; ++o)
            if (lcn::Order(o).kind == lcn::OrderKind::kJob && english == lcn::Order(o).title)
                return JobTitle(Lang::kGerman, o);
        return std::string();
    };
    CHECK(german_of("Goods Delivery") == "Waren|lieferung");
    CHECK(german_of("Car Theft") == "Auto|diebstahl");
    CHECK(german_of("Car Theft II") == "Auto|diebstahl II");
    CHECK(german_of("Debt Trap") == "Schulden|falle");
    CHECK(german.size() == 39);  // the two "II" cards keep their numeral
}

TEST_CASE("job titles: a title breaks between words, and inside a long word only at its mark with a hyphen") {
    const auto chars = [](std::string_view t, float) { return static_cast<float>(t.size()); };
    const auto lines = [&](std::string_view title, float width) { return TitleLines(title, width, 1, chars); };
    using V = std::vector<std::string>;
    CHECK(lines("Sondermüll|transport", 40) == V{"Sondermülltransport"});
    CHECK(lines("Sondermüll|transport", 12) == V{"Sondermüll-", "transport"});
    CHECK(lines("Anlage|betrug II", 12) == V{"Anlagebetrug", "II"});
    CHECK(lines("Anlage|betrug II", 9) == V{"Anlage-", "betrug II"});
    CHECK(lines("Gas Station Hold-up", 12) == V{"Gas Station", "Hold-up"});
    CHECK(lines("Schwindel", 4) == V{"Schwindel"});                       // no mark: whole (the card clips it)
    CHECK(lines("Drive-By-Shooting", 10) == V{"Drive-By-", "Shooting"});  // a hyphen breaks without a second one
}

TEST_CASE("job titles: every order card's title fits a desktop hand card at 11 px or more, in both languages") {
    // Widths estimated at 0.6 of the size per character (table_layout_test.cpp: the page's DejaVu Sans is narrower).
    const auto estimate = [](std::string_view text, float size) {
        float chars = 0;
        for (unsigned char ch : text) chars += (ch & 0xC0) != 0x80;
        return chars * 0.6f * size;
    };
    const Point card = HandCardSize(1280, 800);
    const float text = OrderTextSize(card.y);
    for (lcn::OrderId o = 0; o < lcn::kNumOrders; ++o) {
        for (Lang lang : {Lang::kEnglish, Lang::kGerman}) {
            const FittedTitle t = FitTitle(CardTitle(lang, o), card.x - 8, text, 9, estimate);
            CAPTURE(CardTitle(lang, o));
            CHECK(t.size >= 11);
            // Room on the card (card_draw.cpp DrawOrder): from 46% of its height down to the two payout lines.
            CHECK(static_cast<float>(t.lines.size()) * t.size <= card.y * 0.54f - 2 * text - 4);
            for (const std::string& line : t.lines) CHECK(line.find('|') == std::string::npos);
        }
    }
}

}  // namespace shell::games::lacosanostra::test
