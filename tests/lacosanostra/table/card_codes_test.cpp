// The codes and symbols of business and influence kinds (card_codes.h, symbol_shapes.h): each kind has its own code
// in each language and its own picture; German keeps the rulebook's codes (docs/lacosanostra-rules.md §2.4, §2.6),
// which the notation also uses.
#include <cmath>
#include <cstdlib>
#include <doctest/doctest.h>
#include <set>
#include <string>
#include <vector>

#include "games/lacosanostra/cards/symbol_shapes.h"
#include "games/lacosanostra/texts/card_codes.h"

namespace shell::games::lacosanostra::test {
namespace {

using ui::Lang;

// Every code the table shows in `lang`, business kinds then influence kinds.
std::vector<std::string> KindCodes(Lang lang) {
    std::vector<std::string> out;
    for (int t = 0; t < lcn::kNumBusinessTypes; ++t)
        out.push_back(BusinessKindCode(lang, static_cast<lcn::BusinessType>(t)));
    for (int t = 0; t < lcn::kNumInfluenceTypes; ++t)
        out.push_back(InfluenceKindCode(lang, static_cast<lcn::Influence>(t)));
    return out;
}

TEST_CASE("every business and influence kind has a code of its own in each language") {
    for (Lang lang : {Lang::kEnglish, Lang::kGerman}) {
        const std::vector<std::string> codes = KindCodes(lang);
        const std::set<std::string> distinct(codes.begin(), codes.end());
        CHECK(distinct.size() == codes.size());
        for (const std::string& c : codes) {
            CHECK(c.size() == 2u);
            CHECK(c != "?");
        }
    }
}

TEST_CASE(
    "German shows the rulebook's codes, the notation's (docs/lacosanostra-rules.md §2.4: ZU, GV, AW, §2.6: IF, HL)") {
    for (int t = 0; t < lcn::kNumBusinessTypes; ++t) {
        const auto type = static_cast<lcn::BusinessType>(t);
        CHECK(std::string(BusinessKindCode(Lang::kGerman, type)) == lcn::TypeData(type).code);
    }
    for (int t = 0; t < lcn::kNumInfluenceTypes; ++t) {
        const auto type = static_cast<lcn::Influence>(t);
        CHECK(std::string(InfluenceKindCode(Lang::kGerman, type)) == lcn::InfluenceCode(type));
    }
    for (lcn::BusinessId b = 0; b < lcn::kNumBusinesses; ++b)
        CHECK(BusinessCardCode(Lang::kGerman, b) == lcn::BusinessCode(b));
}

TEST_CASE("English codes come from the English names and never mean another kind in German") {
    CHECK(std::string(BusinessKindCode(Lang::kEnglish, lcn::BusinessType::kPimp)) == "PI");
    CHECK(std::string(BusinessKindCode(Lang::kEnglish, lcn::BusinessType::kMoneyLender)) == "ML");
    CHECK(std::string(BusinessKindCode(Lang::kEnglish, lcn::BusinessType::kWasteFirm)) == "WM");
    CHECK(std::string(InfluenceKindCode(Lang::kEnglish, lcn::Influence::kInformant)) == "SN");
    CHECK(BusinessCardCode(Lang::kEnglish, *lcn::ParseBusiness("ZU2")) == "PI2");
    const std::vector<std::string> en = KindCodes(Lang::kEnglish), de = KindCodes(Lang::kGerman);
    for (std::size_t i = 0; i < en.size(); ++i) {
        INFO(en[i]);
        for (std::size_t j = 0; j < de.size(); ++j)
            if (j != i) CHECK(en[i] != de[j]);
    }
    CHECK(std::string(BusinessKindCode(Lang::kEnglish, static_cast<lcn::BusinessType>(99))) == "?");
    CHECK(BusinessCardCode(Lang::kEnglish, lcn::kNoBusiness) == "?");
}

TEST_CASE("every business and influence kind has a symbol of its own, each drawn in the 32-unit grid") {
    std::set<CardSymbol> used;
    for (int t = 0; t < lcn::kNumBusinessTypes; ++t) used.insert(BusinessSymbol(static_cast<lcn::BusinessType>(t)));
    for (int t = 0; t < lcn::kNumInfluenceTypes; ++t) used.insert(InfluenceSymbol(static_cast<lcn::Influence>(t)));
    CHECK(used.size() == static_cast<std::size_t>(lcn::kNumBusinessTypes + lcn::kNumInfluenceTypes));
    CHECK(used.count(CardSymbol::kCount) == 0u);
    CHECK(BusinessSymbol(static_cast<lcn::BusinessType>(99)) == CardSymbol::kCount);
    CHECK(ShapeOf(CardSymbol::kCount).count == 0);

    std::set<std::string> drawings;  // no two symbols drawn alike (a copied row would be two names for one picture)
    for (CardSymbol s : used) {
        const SymbolShape shape = ShapeOf(s);
        INFO(static_cast<int>(s));
        REQUIRE(shape.count >= 2);
        std::string bytes;
        for (int k = 0; k < shape.count; ++k) {
            const Stroke& st = shape.strokes[k];
            bytes += static_cast<char>(st.op);
            for (std::int8_t v : st.v) bytes += static_cast<char>(v);
            const bool round = st.op == StrokeOp::kDisc || st.op == StrokeOp::kRing || st.op == StrokeOp::kArc;
            const int coords = round ? 2 : st.op == StrokeOp::kShape ? 8 : 4;
            for (int i = 0; i < coords; ++i) CHECK((st.v[i] >= -16 && st.v[i] <= 16));
            if (round) CHECK(st.v[2] > 0);  // a radius
            if (st.op == StrokeOp::kDisc || st.op == StrokeOp::kRing) {
                CHECK(std::abs(st.v[0]) + st.v[2] <= 17);
                CHECK(std::abs(st.v[1]) + st.v[2] <= 17);
            }
            for (int a = st.v[3]; st.op == StrokeOp::kArc && a <= st.v[4]; ++a) {  // the arc's points, not its circle
                const double turn = a * 6.283185307179586 / 32.0;
                CHECK(std::abs(st.v[0] + st.v[2] * std::cos(turn)) <= 17.0);
                CHECK(std::abs(st.v[1] + st.v[2] * std::sin(turn)) <= 17.0);
            }
        }
        CHECK(drawings.insert(bytes).second);
    }
}

}  // namespace
}  // namespace shell::games::lacosanostra::test
