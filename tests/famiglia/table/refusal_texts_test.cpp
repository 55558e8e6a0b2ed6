// Refusals in both languages (core/famiglia/refusal.h, shell/games/famiglia/texts/texts.h): every refusal the
// rules give is worded from its code, in English by the core and in German by the shell, never by falling
// back to the other language. The refusals come from every action of every kind (the refusal cases of
// rules_refusals_test.cpp are among them) tried on the states of seeded random games.
#include <doctest/doctest.h>
#include <map>
#include <set>
#include <tuple>

#include "famiglia/game.h"
#include "games/famiglia/texts/texts.h"

using namespace fam;

namespace {

// Every action the notation can write, plus actions that name no card (kNotACard) and one of no known kind
// (kUnknownAction: only a corrupted Move can be one).
std::vector<Move> EveryAction() {
    std::vector<Move> all{Move::Pass(), Move::Refresh(kNoCard), Move::Take(kNoCard), Move{}};
    all.back().kind = static_cast<MoveKind>(6);
    for (CardType a = 0; a < kNumTypes; ++a) {
        all.push_back(Move::Refresh(a));
        all.push_back(Move::Accountant(a));
        all.push_back(Move::Take(a));
        for (CardType b = 0; b < kNumTypes; ++b) {
            all.push_back(Move::Swap(a, b));
            for (int v = 0; v < 5; ++v) all.push_back(Move::Brute(a, b, v));
            for (CardType c = 0; c < kNumTypes; ++c) all.push_back(Move::Take(a, b, c));
        }
    }
    return all;
}

void CheckWording(const Refusal& r, const std::string& english_from_rules) {
    const std::string en = shell::games::famiglia::RefusalSentence(shell::ui::Lang::kEnglish, r);
    const std::string de = shell::games::famiglia::RefusalSentence(shell::ui::Lang::kGerman, r);
    CAPTURE(en);
    CAPTURE(de);
    CHECK(en == english_from_rules);  // the shell's English is the core's
    CHECK(!de.empty());
    CHECK(de != en);  // no fallback to English
    CHECK(de.find('{') == std::string::npos);
    CHECK(de.find("the ") == std::string::npos);
}

}  // namespace

TEST_SUITE("refusal texts") {
    TEST_CASE("every refusal reached in random games is worded in English and German from its code") {
        const std::vector<Move> actions = EveryAction();
        std::map<std::pair<RefusalCode, bool>, int> reached;                           // (code, two_jokers) -> times
        std::set<std::tuple<RefusalCode, CardType, CardType, int, int, bool>> worded;  // each distinct refusal once
        MoveList legal;
        // Games until every code has occurred (40 games did it when this was written; 200 is the limit).
        const auto all_reached = [&] {
            return reached.size() ==
                   static_cast<std::size_t>(RefusalCode::kCount) + 1;  // kNone excluded, 2 joker forms
        };
        for (std::uint64_t seed = 1; seed <= 200 && !all_reached(); ++seed) {
            State s = NewGame(seed, Rules{.new_cards_only = seed % 2 == 0});
            Rng policy = Rng::Stream(seed, 1000);
            while (true) {
                {  // every state, the finished one included
                    for (const Move& m : actions) {
                        const Refusal r = RefusalOf(s, m);
                        if (!r.refused()) continue;
                        ++reached[{r.code, r.two_jokers}];
                        const auto key =
                            std::make_tuple(r.code, r.cards[0], r.cards[1], r.numbers[0], r.numbers[1], r.two_jokers);
                        if (!worded.insert(key).second) continue;
                        CheckWording(r, IllegalReason(s, m));
                    }
                }
                if (s.over) break;
                LegalMoves(s, legal);
                ApplyLegal(s, RandomPlayoutMove(legal, policy));
            }
        }
        // Every code (the Mercenary-joker forms too) occurs, so each of them was checked above.
        for (int code = 1; code < static_cast<int>(RefusalCode::kCount); ++code) {
            CAPTURE(code);
            const auto c = static_cast<RefusalCode>(code);
            CHECK(reached.count({c, false}) + reached.count({c, true}) > 0);
        }
        CHECK(reached.count({RefusalCode::kPairNeeds, true}) > 0);
        CHECK(reached.count({RefusalCode::kPairTakeFree, true}) > 0);
    }

    TEST_CASE("refusal sentences in German: the variable parts") {
        const auto de = [](const Refusal& r) {
            return shell::games::famiglia::RefusalSentence(shell::ui::Lang::kGerman, r);
        };
        const CardType b2 = MakeCard(Family::kBrutes, 2), f4 = MakeCard(Family::kFamiglia, 4);
        const CardType f3 = MakeCard(Family::kFamiglia, 3), m1 = MakeCard(Family::kMercenaries, 1);
        CHECK(de({RefusalCode::kBruteTooWeak, {b2, f4}, {2, 2}, false}) ==
              "B2 senkt um höchstens 2: F4 kann auf 2 oder mehr sinken");
        CHECK(de({RefusalCode::kBruteTooWeak, {b2, f3}, {2, 1}, false}) ==
              "B2 senkt um höchstens 2: F3 kann auf 1 oder mehr sinken");
        CHECK(de({RefusalCode::kBruteTooWeak, {m1, f3}, {1, 2}, false}) ==
              "M1 senkt um höchstens 1: F3 kann auf 2 sinken");
        CHECK(de({RefusalCode::kPairNeeds, {f4, f3}, {4, 0}, false}) ==
              "das Paar passt nicht: F4 (Wert 4) braucht F3 und ein weiteres F3");
        CHECK(de({RefusalCode::kPairNeeds, {f3, MakeCard(Family::kFamiglia, 2)}, {3, 0}, true}) ==
              "das Paar passt nicht (nur ein Söldner darf Joker sein): F3 (Wert 3) braucht F2 und ein weiteres F2 "
              "oder einen Söldner mit Rang 3 oder mehr");
        CHECK(de({RefusalCode::kPairTakeFree, {f3, kNoCard}, {0, 0}, false}) ==
              "das Paar passt nicht: F3 hat jetzt den Wert 0: nimm F3 kostenlos");
        CHECK(shell::games::famiglia::RefusalSentence(shell::ui::Lang::kGerman, Refusal{}).empty());
    }

}  // TEST_SUITE
