// shell/games/famiglia/table/rules_sheet.cpp — see rules_sheet.h.
#include "games/famiglia/table/rules_sheet.h"

#include <algorithm>
#include <array>

#include "games/famiglia/table/table_model.h"

namespace shell::games::famiglia {

namespace {

using fam::MakeCard;

constexpr CardType kF2 = MakeCard(Family::kFamiglia, 2), kF3 = MakeCard(Family::kFamiglia, 3),
                   kA2 = MakeCard(Family::kAccountants, 2), kB2 = MakeCard(Family::kBrutes, 2),
                   kM2 = MakeCard(Family::kMercenaries, 2), kM3 = MakeCard(Family::kMercenaries, 3);

// The families in the order of the sheet's points table, all of one rank so that La Famiglia's extra points show (6 VP
// against 3). The take is docs/famiglia-rules.md §7 scenario 3 (a genuine card and a joker), the Brute scenario 1 (a
// card lowered to 0 is free).
constexpr std::array<RulesExample, 6> kExamples{{
    {"cards", kF2, Move::Pass(), T::kRulesExFamiglia},
    {"cards", kA2, Move::Pass(), T::kRulesExAccountants},
    {"cards", kB2, Move::Pass(), T::kRulesExBrutes},
    {"cards", kM2, Move::Pass(), T::kRulesExMercenaries},
    {"brute", kNoCard, Move::Brute(kB2, kA2, 0), T::kRulesExBrute},
    {"take", kNoCard, Move::Take(kF3, kF2, kM3), T::kRulesExTake},
}};

constexpr std::array<CardMark, 6> kMarks{{
    {kCardLastMove, T::kMarkLastMove, "last-move"},
    {kCardHint, T::kMarkHint, "hint"},
    {kCardPayer, T::kMarkPayer, "payer"},
    {kCardSelected, T::kMarkSelected, "selected"},
    {kCardNew, T::kMarkNew, "new"},
    {kCardDimmed, T::kMarkDimmed, "dimmed"},
}};

// The legend's lines: the four steps by their names in the step bar, then every mark.
void AddLegend(Lang lang, std::vector<RulesLine>& lines) {
    std::string steps;
    for (int i = 0; i < 4; ++i) steps += (i ? " · " : "") + std::to_string(i + 1) + " " + Text(lang, StepName(i));
    lines.push_back({Fmt(Text(lang, T::kLegendSteps), {steps}), false, -1, -1, "steps"});
    for (std::size_t i = 0; i < kMarks.size(); ++i)
        lines.push_back({{}, false, -1, static_cast<int>(i), kMarks[i].name});
}

}  // namespace

std::span<const CardMark> CardMarks() { return kMarks; }

std::span<const RulesExample> RulesExamples() { return kExamples; }

std::vector<ExampleCard> ExampleCards(const RulesExample& e) {
    if (e.card != kNoCard) return {{e.card, -1}};
    if (e.move.kind == MoveKind::kBrute) return {{e.move.a, -1}, {e.move.b, e.move.value}};
    return {{e.move.b, -1}, {e.move.c, -1}, {e.move.a, -1}};
}

std::string ExampleName(const RulesExample& e) { return e.card != kNoCard ? CardCode(e.card) : ToString(e.move); }

std::string ExampleCaption(Lang lang, const RulesExample& e) {
    const std::vector<ExampleCard> cards = ExampleCards(e);
    std::array<std::string, 3> codes;
    for (std::size_t i = 0; i < cards.size(); ++i) codes[i] = CardCode(cards[i].card);
    return Fmt(Text(lang, e.caption), {codes[0], codes[1], codes[2]});
}

std::vector<RulesLine> RulesLines(Lang lang) {
    std::vector<RulesLine> lines;
    const std::string text = Text(lang, T::kRulesText);
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        RulesLine line{text.substr(start, end - start), false, -1};
        start = end + 1;
        bool marked = line.text == "{legend}";
        if (marked) AddLegend(lang, lines);
        for (std::size_t i = 0; i < kExamples.size(); ++i) {
            if (line.text == std::string("{") + kExamples[i].mark + "}") {
                lines.push_back({{}, false, static_cast<int>(i)});
                marked = true;
            }
        }
        if (marked) continue;
        line.heading = !line.text.empty() &&
                       std::none_of(line.text.begin(), line.text.end(), [](char ch) { return ch >= 'a' && ch <= 'z'; });
        lines.push_back(line);
    }
    return lines;
}

std::size_t LegendLine(const std::vector<RulesLine>& lines) {
    std::size_t i = 0;
    while (i < lines.size() && lines[i].mark < 0) ++i;
    while (i > 0 && (i == lines.size() || !lines[i].heading)) --i;
    return i;
}

}  // namespace shell::games::famiglia
