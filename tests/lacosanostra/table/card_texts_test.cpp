// What a card says when opened (card_texts.h): every one of the 187 cards in both languages, the numbers of
// docs/lacosanostra-rules.md §2 in the words, a job's requirements against a seat's cards, and no hidden order named.
#include <doctest/doctest.h>
#include <string>
#include <vector>

#include "games/lacosanostra/cards/card_peek.h"
#include "games/lacosanostra/cards/card_texts.h"
#include "support/table.h"

namespace shell::games::lacosanostra::test {
namespace {

std::string Joined(const CardDetails& d) {
    std::string out = d.title;
    for (const std::string& line : d.lines) out += "\n" + line;
    return out;
}
bool Has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

CardDetails Order(Lang lang, const char* code) {
    const auto o = lcn::ParseOrder(code);
    REQUIRE(o.has_value());
    return DetailsOf(lang, {CardKind::kOrder, *o});
}

TEST_CASE("all 187 cards have details in English and German (docs/lacosanostra-rules.md §2.1 counts)") {
    const std::vector<CardRef> cards = AllCards();
    CHECK(cards.size() == 187u);  // 90 orders + 34 businesses + 30 gangsters + 33 influence cards
    for (const CardRef& card : cards) {
        const CardDetails en = DetailsOf(Lang::kEnglish, card), de = DetailsOf(Lang::kGerman, card);
        INFO(Joined(en));
        CHECK(en.title != "?");
        CHECK(de.title != "?");
        CHECK(en.lines.size() >= 2u);
        CHECK(de.lines.size() == en.lines.size());
        CHECK(Joined(en) != Joined(de));
        for (const CardDetails* d : {&en, &de}) {
            CHECK_FALSE(Has(Joined(*d), "{"));  // every placeholder filled
            for (const std::string& line : d->lines) CHECK(!line.empty());
        }
    }
}

TEST_CASE("a job's details: requirement, difficulty and payouts from its row (§2.3 J1-08)") {
    const std::string en = Joined(Order(Lang::kEnglish, "O1-08"));
    CHECK(Has(en, "Needs: Pimp (PI), Cop (CP)"));  // the codes its card shows
    CHECK(Has(en, "Difficulty 3+"));
    CHECK(Has(en, "Pays $9,000 with 2+ successes, $7,000 with 1"));
    const std::string de = Joined(Order(Lang::kGerman, "O1-08"));
    CHECK(Has(de, "Braucht: Zuhälter (ZU), Polizist (PZ)"));
    CHECK(Has(de, "9.000 $"));
    CHECK(Has(Joined(Order(Lang::kEnglish, "O1-03")), "Needs no business"));
}

TEST_CASE("an attack's details: its effect with the card's amounts, S+ and two successes (§2.2)") {
    const std::string theft = Joined(Order(Lang::kEnglish, "O1-19"));  // Theft 4: $5,000 / $3,000 (RB example)
    CHECK(Has(theft, "Difficulty 4+"));
    CHECK(Has(theft, "Target: an opponent\n"));
    CHECK(Has(theft, "He pays you $5,000 (2+ successes) or $3,000 (1)"));
    CHECK(Has(theft, "Name a target player before the reveal"));
    const lcn::OrderId assassination = lcn::FirstOrderOfRound(3) + 12;  // O3-13
    REQUIRE(lcn::Order(assassination).effect == lcn::Effect::kAssassination);
    const std::string a = Joined(DetailsOf(Lang::kEnglish, {CardKind::kOrder, assassination}));
    CHECK(Has(a, "S+: the victim's strength"));
    CHECK(Has(a, "Needs 2 successes"));
    CHECK_FALSE(Has(Joined(Order(Lang::kEnglish, "O2-16")), "Name the target"));  // Unbeatable offer: no attack
}

TEST_CASE("a business's details: name, income, price, monopoly, ability, start card (§2.4)") {
    const std::string pimp = Joined(DetailsOf(Lang::kEnglish, {CardKind::kBusiness, *lcn::ParseBusiness("ZU1")}));
    CHECK(Has(pimp, "Pimp (PI)"));  // the English code, as its card on an English table
    CHECK(Has(pimp, "Businessman (grey dot)"));
    CHECK(Has(pimp, "Income $2,000 per payday · price $4,000"));
    CHECK(Has(pimp, "prostitution monopoly (+$5,000"));
    CHECK(Has(pimp, "Start card of Calmuti"));
    const std::string cop = Joined(DetailsOf(Lang::kGerman, {CardKind::kBusiness, *lcn::ParseBusiness("PZ2")}));
    CHECK(Has(cop, "Polizist (PZ)"));
    CHECK(Has(cop, "neu werfen"));
    CHECK_FALSE(Has(cop, "Startkarte"));
    const std::string casino = Joined(DetailsOf(Lang::kEnglish, {CardKind::kBusiness, *lcn::ParseBusiness("CA2")}));
    CHECK(Has(casino, "Company (yellow square)"));
    CHECK(Has(casino, "price $14,000"));
}

TEST_CASE("an influence card's details: its effect and when it may be played (§2.6)") {
    const std::string spy = Joined(DetailsOf(Lang::kEnglish, {CardKind::kInfluence, int(lcn::Influence::kSpy)}));
    CHECK(Has(spy, "When: on your own turn"));
    CHECK(Has(spy, "two planned orders"));
    const std::string doc = Joined(DetailsOf(Lang::kGerman, {CardKind::kInfluence, int(lcn::Influence::kDoctor)}));
    CHECK(Has(doc, "Wann: als Reaktion"));
    const std::string gun = Joined(DetailsOf(Lang::kEnglish, {CardKind::kInfluence, int(lcn::Influence::kMachineGun)}));
    CHECK(Has(gun, "in the planning phase"));
    CHECK(Has(gun, "strength +1"));
    CHECK(Has(gun, "Machine Gun (MG)"));  // the code its card shows
    CHECK(Has(doc, "Notarzt (NA)"));
}

TEST_CASE("a gangster's details: name, strength, price (§2.5)") {
    const std::string y6 = Joined(DetailsOf(Lang::kEnglish, {CardKind::kGangster, *lcn::ParseGangster("Y6")}));
    CHECK(Has(y6, "Knocky Fivepoints (Y6)"));
    CHECK(Has(y6, "Strength 4"));
    CHECK(Has(y6, "$20,000"));
    CHECK(Has(Joined(DetailsOf(Lang::kEnglish, {CardKind::kGangster, 0})), "Start gangster"));
}

TEST_CASE("a job's needs against a seat: own card, deal marker or missing (RB deals, rules.h R5)") {
    // Blundetto (Y) holds GV1 PZ1 AF1; Red-Light District needs Pimp and Cop.
    const lcn::OrderId job = *lcn::ParseOrder("O1-08");
    const lcn::State without =
        lcn::test::Build(R"({"players": {"Y": {"hand": "O1-08"}}, "cursor": {"turn": "Y", "assignments_left": 1}})");
    std::vector<std::string> lines = JobNeedLines(Lang::kEnglish, without, 0, job);
    REQUIRE(lines.size() == 3u);
    CHECK(lines[0] == "Pimp: missing");
    CHECK(lines[1] == "Cop: your own card");
    CHECK(lines[2] == "Not doable now");
    CHECK_FALSE(JobCoveredNow(without, 0, job));
    // A Blundetto deal marker on Calmuti's ZU1 covers the Pimp.
    const lcn::State with = lcn::test::Build(
        R"({"players": {"Y": {"hand": "O1-08"}}, "business": {"ZU1": "Y"}, "cursor": {"turn": "Y", "assignments_left": 1}})");
    lines = JobNeedLines(Lang::kEnglish, with, 0, job);
    REQUIRE(lines.size() == 3u);
    CHECK(lines[0] == "Pimp: your deal marker on Calmuti's card");
    CHECK(lines[2] == "You can do this job now");
    CHECK(JobCoveredNow(with, 0, job));
    CHECK(JobNeedLines(Lang::kGerman, with, 0, job)[0] == "Zuhälter: dein Deal-Marker auf der Karte von Calmuti");
    // A deactivated own card covers nothing.
    const lcn::State off = lcn::test::Build(
        R"({"business": {"ZU1": "Y", "PZ1": "deactivated"}, "cursor": {"turn": "Y", "assignments_left": 1}})");
    CHECK_FALSE(JobCoveredNow(off, 0, job));
    CHECK(JobNeedLines(Lang::kEnglish, with, 0, *lcn::ParseOrder("O1-03")).empty());  // no requirement
}

TEST_CASE("what lies on a gangster: the public view never names a face-down order") {
    const lcn::State s =
        lcn::test::Build(R"({"gangsters": {"Y2": "order O1-10 HL"}, "cursor": {"turn": "Y", "assignments_left": 1}})");
    const lcn::GangsterId y2 = *lcn::ParseGangster("Y2");
    const std::string name = DetailsOf(Lang::kEnglish, {CardKind::kOrder, *lcn::ParseOrder("O1-10")}).title;
    auto joined = [](const std::vector<std::string>& v) {
        std::string out;
        for (const std::string& x : v) out += x + "\n";
        return out;
    };
    const std::string shown = joined(GangsterPlaceLines(Lang::kEnglish, lcn::ViewFor(s, lcn::kNoSeat).state, y2));
    CHECK(Has(shown, "Order: face down"));
    CHECK_FALSE(Has(shown, name));
    CHECK(Has(shown, "Lying on him: Henchman"));
    const std::string own = joined(GangsterPlaceLines(Lang::kEnglish, lcn::ViewFor(s, 0).state, y2));
    CHECK(Has(own, "Order: " + name));
}

TEST_CASE("the legend of the card marks exists in both languages") {
    const std::vector<std::string> en = MarkLegend(Lang::kEnglish), de = MarkLegend(Lang::kGerman);
    REQUIRE(en.size() == de.size());
    CHECK(Has(en[0], "Grey dot"));
    CHECK(Has(en[3], "M:PI, M:DD, M:ML"));  // the codes the table shows in each language
    CHECK(Has(de[3], "M:ZU, M:DD, M:GV"));
    CHECK(Has(en[5], "HM, SA, MG, DI are influence cards"));
    CHECK(Has(de[5], "HL, SA, MP, AB sind Einflusskarten"));
    for (std::size_t i = 0; i < en.size(); ++i) CHECK(en[i] != de[i]);
}

TEST_CASE("card details open on a resting mouse and on a long press, which then is no tap") {
    const CardRef y3{CardKind::kGangster, 2};
    auto frame = [](CardPeek& p, std::optional<CardRef> under, bool down, bool moved, double now, float drag = 0) {
        PeekInput in;
        in.under = under, in.down = down, in.moved = moved, in.now = now, in.drag = drag;
        return p.Update(in);
    };
    SUBCASE("hover: shown once the mouse rests") {
        CardPeek p;
        CHECK(frame(p, y3, false, true, 1.0).redraw);
        CHECK_FALSE(frame(p, y3, false, false, 1.0 + kHoverRest * 0.5).show);
        CHECK(frame(p, y3, false, false, 1.0 + kHoverRest).show == y3);
        CHECK_FALSE(frame(p, std::nullopt, false, true, 2.0).show);  // off the card
    }
    SUBCASE("a touch's pointer left on a card after its tap opens nothing") {
        CardPeek p;
        frame(p, y3, true, true, 1.0);
        CHECK_FALSE(frame(p, y3, false, false, 1.1).swallow_tap);  // a short tap stays a tap
        CHECK_FALSE(frame(p, y3, false, false, 5.0).show);
    }
    SUBCASE("long press: shown while held, and its release is no tap") {
        CardPeek p;
        CHECK(frame(p, y3, true, true, 1.0).redraw);
        CHECK_FALSE(frame(p, y3, true, false, 1.0 + kLongPress * 0.5).show);
        CHECK(frame(p, y3, true, false, 1.0 + kLongPress).show == y3);
        const PeekOutput release = frame(p, y3, false, false, 2.0);
        CHECK(release.swallow_tap);
        CHECK_FALSE(release.show);
    }
    SUBCASE("a tap on a card without a move pins its details; the next press closes them and is no tap") {
        CardPeek p;
        frame(p, y3, true, true, 1.0);
        CHECK_FALSE(frame(p, y3, false, false, 1.1).swallow_tap);
        p.Pin(y3);
        CHECK(frame(p, y3, false, false, 1.2).show == y3);
        CHECK(frame(p, std::nullopt, false, false, 9.0).show == y3);  // stays open, wherever the pointer is
        const CardRef b1{CardKind::kGangster, 24};
        CHECK_FALSE(frame(p, b1, true, true, 10.0).show);  // a press elsewhere closes them
        const PeekOutput release = frame(p, b1, false, false, 10.1);
        CHECK(release.swallow_tap);  // and its tap plays nothing
        CHECK_FALSE(release.show);
        frame(p, b1, true, false, 11.0);
        CHECK_FALSE(frame(p, b1, false, false, 11.1).swallow_tap);  // the next tap is a tap again
    }
    SUBCASE("a press that drags is no long press") {
        CardPeek p;
        frame(p, y3, true, true, 1.0);
        CHECK_FALSE(frame(p, y3, true, true, 1.0 + kLongPress, kPressSlop + 1).show);
        CHECK_FALSE(frame(p, y3, false, false, 2.0).swallow_tap);
    }
}

}  // namespace
}  // namespace shell::games::lacosanostra::test
