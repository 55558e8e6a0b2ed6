// The scoring screen in words (texts.h ScoreRows, ScoreVerdict): the rows of lcn::FinalBreakdown worded in both
// languages, the same rows for every family, and who won.
#include <doctest/doctest.h>
#include <string>
#include <vector>

#include "games/lacosanostra/texts/sentences.h"
#include "support/table.h"

namespace shell::games::lacosanostra::test {
namespace {

const SeatNames kNames = {"Anna", "Ben", "Cleo", "Dora", "Emil"};

// Round IV ends with Yellow's failed Gas Station Hold-up: Yellow killed G3 and R2 (strength 3 + 2), laundered
// $4,000 and has the only active gangster; the business bonus is played. Yellow's start businesses include a Cop.
lcn::State Finished() {
    const lcn::State last = lcn::test::Build(R"({"round": 4, "start_player": "Y", "idle": "deactivated",
        "options": {"business_bonus": true}, "players": {"Y": {"hand": "O1-03", "laundered": 4}},
        "gangsters": {"Y1": "active", "G3": "killed Y", "R2": "killed Y"},
        "cursor": {"turn": "Y", "assignments_left": 1}})");
    return lcn::test::Play(last, "Y order Y1 O1-03; Y choose Y1; Y reveal; roll 1; Y keep");  // keep: no Cop re-roll
}

const ScoreRow* Find(const std::vector<ScoreRow>& rows, ScoreRowKind kind) {
    for (const ScoreRow& r : rows)
        if (r.kind == kind) return &r;
    return nullptr;
}

}  // namespace

TEST_CASE("the scoring breakdown in words: every part of FinalBreakdown, worded, adding up to the total") {
    const lcn::State s = Finished();
    REQUIRE(lcn::test::StepName(s) == "over");
    const lcn::ScoreBreakdown b = lcn::FinalBreakdown(s);
    const std::vector<ScoreRowKind> kinds = {
        ScoreRowKind::kCash,     ScoreRowKind::kIncome,        ScoreRowKind::kMonopolies, ScoreRowKind::kMostGangsters,
        ScoreRowKind::kViolence, ScoreRowKind::kBusinessBonus, ScoreRowKind::kLaundered,  ScoreRowKind::kTotal};
    for (Lang lang : {Lang::kEnglish, Lang::kGerman}) {
        for (Seat p = 0; p < s.players; ++p) {
            const std::vector<ScoreRow> rows = ScoreRows(lang, s, p);
            REQUIRE(rows.size() == kinds.size());
            std::int32_t sum = 0;
            for (std::size_t i = 0; i < rows.size(); ++i) {
                INFO("seat " << int(p) << " row " << i << ": " << rows[i].label << " " << rows[i].amount);
                CHECK(rows[i].kind == kinds[i]);
                CHECK(!rows[i].label.empty());
                CHECK(rows[i].amount == Money(lang, rows[i].money));
                if (rows[i].kind != ScoreRowKind::kTotal) sum += rows[i].money;
            }
            CHECK(rows.back().money == sum);
            CHECK(rows.back().money == lcn::OutcomeOf(s).money[p]);
            CHECK(Find(rows, ScoreRowKind::kIncome)->money == b.seat[p].income);
        }
    }
    const Seat y = lcn::test::SeatOf(s, 'Y');
    const std::vector<ScoreRow> en = ScoreRows(Lang::kEnglish, s, y), de = ScoreRows(Lang::kGerman, s, y);
    CHECK(Find(en, ScoreRowKind::kViolence)->detail == "2 gangsters killed: total strength 5 x $4,000");
    CHECK(Find(de, ScoreRowKind::kViolence)->detail == "2 Gangster getötet: Gesamtstärke 5 x 4.000 $");
    CHECK(Find(en, ScoreRowKind::kViolence)->money == 20);
    CHECK(Find(en, ScoreRowKind::kLaundered)->detail == "2 x $4,000");
    CHECK(Find(en, ScoreRowKind::kLaundered)->money == 8);
    CHECK(Find(en, ScoreRowKind::kMostGangsters)->detail == "active gangsters: 1");
    CHECK(Find(en, ScoreRowKind::kMostGangsters)->amount == "$15,000");
    CHECK(Find(de, ScoreRowKind::kMostGangsters)->label == "Meiste aktive Gangster");
    CHECK(Find(en, ScoreRowKind::kCash)->money == 2);
    const std::vector<ScoreRow> green = ScoreRows(Lang::kEnglish, s, lcn::test::SeatOf(s, 'G'));
    CHECK(Find(green, ScoreRowKind::kViolence)->detail == "no gangster killed");
    CHECK(Find(green, ScoreRowKind::kLaundered)->detail.empty());
    CHECK(ScoreRows(Lang::kEnglish, s, s.players).empty());
}

TEST_CASE("the scoring rows: no business-bonus row without the option, a tie on gangsters said, the tie-break value") {
    // Round I as dealt, without businesses: every family has 3 active gangsters and $2,000, so the money and the
    // display value tie (the standing as if the game ended now).
    const lcn::State s = lcn::test::Build(R"({"players": {"Y": {"businesses": ""}, "G": {"businesses": ""},
        "R": {"businesses": ""}}, "cursor": {"turn": "Y", "assignments_left": 1}})");
    const std::vector<ScoreRow> rows = ScoreRows(Lang::kEnglish, s, 0);
    CHECK(Find(rows, ScoreRowKind::kBusinessBonus) == nullptr);
    CHECK(Find(rows, ScoreRowKind::kMostGangsters)->detail == "active gangsters: 3, tied: no bonus");
    CHECK(Find(ScoreRows(Lang::kGerman, s, 0), ScoreRowKind::kMostGangsters)->detail ==
          "aktive Gangster: 3, Gleichstand: kein Bonus");
    REQUIRE(rows.back().kind == ScoreRowKind::kDisplayValue);  // the tie-break value, after the total
    CHECK(rows[rows.size() - 2].kind == ScoreRowKind::kTotal);
    CHECK(ScoreVerdict(Lang::kEnglish, s, kNames) == "Shared win: Anna, Ben, Cleo");
    CHECK(ScoreVerdict(Lang::kGerman, s, kNames) == "Geteilter Sieg: Anna, Ben, Cleo");
}

TEST_CASE("the verdict names the winner, and the tie-break when the display value decided") {
    const lcn::State s = Finished();
    const lcn::Outcome o = lcn::OutcomeOf(s);
    REQUIRE(o.winners == 1u << lcn::test::SeatOf(s, 'Y'));
    const std::string winner = kNames[lcn::test::SeatOf(s, 'Y')];
    CHECK(ScoreVerdict(Lang::kEnglish, s, kNames) == winner + " wins");
    CHECK(ScoreVerdict(Lang::kGerman, s, kNames) == winner + " gewinnt");
    // Equal money, Green's business gives the higher display value.
    const lcn::State tied = lcn::test::Build(R"({"players": {"Y": {"businesses": ""}, "G": {"businesses": "ZU1"},
        "R": {"businesses": ""}}, "cursor": {"turn": "Y", "assignments_left": 1}})");
    REQUIRE(lcn::OutcomeOf(tied).tie_break == lcn::TieBreak::kDisplayValue);
    CHECK(ScoreVerdict(Lang::kEnglish, tied, kNames) ==
          "Ben wins. Tie broken by the value of businesses and gangsters");
}

}  // namespace shell::games::lacosanostra::test
