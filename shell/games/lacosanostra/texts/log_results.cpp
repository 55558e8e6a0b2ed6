// shell/games/lacosanostra/texts/log_results.cpp — see log_results.h.
#include "games/lacosanostra/texts/log_results.h"

#include <array>

#include "ui/phrase.h"

namespace shell::games::lacosanostra {

namespace {

enum class R : std::uint8_t {
    kMoney,
    kPayday,
    kKilled,
    kDeactivated,
    kDestroyed,
    kTakenBy,
    kOf,
    kDropped,
    kUnused,
    kDoctorKill,
    kDoctorDeactivate,
    kCount
};

constexpr auto kRows = ui::Keyed<ui::Phrase<R>>({
    {R::kMoney, "Money: {0}", "Geld: {0}"},
    {R::kPayday, "Payday: {0}", "Zahltag: {0}"},
    {R::kKilled, "{0} is killed", "{0} ist tot"},
    {R::kDeactivated, "{0} is deactivated", "{0} ist deaktiviert"},
    {R::kDestroyed, "{0} is destroyed", "{0} ist zerstört"},
    {R::kTakenBy, "{0} now belongs to {1}", "{0} gehört jetzt {1}"},
    {R::kOf, "{0} of {1}", "{0} von {1}"},
    {R::kDropped, "the job is dropped: a business it needs is missing",
     "der Auftrag entfällt: ein nötiges Geschäft fehlt"},
    {R::kUnused, "the order is discarded unused, face down", "der Auftrag wird ungenutzt verdeckt abgelegt"},
    {R::kDoctorKill, "{0} is about to be killed: anyone with an Emergency Doctor may claim now",
     "{0} soll getötet werden: wer einen Notarzt hat, kann sich jetzt melden"},
    {R::kDoctorDeactivate, "{0} is about to be deactivated: anyone with an Emergency Doctor may claim now",
     "{0} soll deaktiviert werden: wer einen Notarzt hat, kann sich jetzt melden"},
});

std::string Say(Lang lang, R r, std::initializer_list<std::string_view> args) {
    return ui::Fmt(ui::Pick(kRows, lang, r), args);
}

std::string GangsterWords(lcn::GangsterId g) {
    return std::string(lcn::Gangster(g).name) + " (" + lcn::GangsterCode(g) + ")";
}

// "+$9,000" / "-$3,000" in the language's money form.
std::string Signed(Lang lang, int thousands) {
    return (thousands > 0 ? "+" : "-") + Money(lang, thousands > 0 ? thousands : -thousands);
}

// Whether the move's own sentence already states the money it moves.
bool SaysItsMoney(lcn::MoveKind k) {
    return k == lcn::MoveKind::kTrade || k == lcn::MoveKind::kPay || k == lcn::MoveKind::kBuy ||
           k == lcn::MoveKind::kLaunder;
}

bool PaydayStep(lcn::Step st) { return st == lcn::Step::kRecruit || st == lcn::Step::kHandLimit; }

// Whether the action phase ended in this move, so that payday paid the income (rules.h D21).
bool PaydayIn(const lcn::State& before, const lcn::State& after) {
    if (lcn::IsOver(after) || PaydayStep(before.step) || before.step == lcn::Step::kDrawCheck ||
        before.step == lcn::Step::kPlanning)
        return false;
    return PaydayStep(after.step) || after.round != before.round;
}

// Each family's payday income (§4.3 step 1): its active businesses as the move left them (a card deactivated
// before payday earns nothing, even when the new round has reactivated it since) and $5,000 per monopoly.
std::array<int, lcn::kMaxPlayers> PaydayIncome(const lcn::State& before, const lcn::State& after) {
    std::array<int, lcn::kMaxPlayers> out{};
    for (lcn::BusinessId b = 0; b < lcn::kNumBusinesses; ++b) {
        const lcn::BusinessPlace& bp = after.businesses[b];
        const lcn::BusinessPlace& was = before.businesses[b];
        const bool off = bp.deactivated || (was.zone == bp.zone && was.holder == bp.holder && was.deactivated &&
                                            after.round != before.round);
        if (bp.zone == lcn::BusinessZone::kDisplay && bp.holder < lcn::kMaxPlayers && !off)
            out[bp.holder] += lcn::Income(b);
    }
    for (int k = 0; k < lcn::kNumMonopolies; ++k) {
        const lcn::Seat holder = before.monopoly_holder[static_cast<std::size_t>(k)];
        if (holder < lcn::kMaxPlayers) out[holder] += lcn::kMonopolyIncome;
    }
    return out;
}

}  // namespace

std::string DoctorWindowLine(Lang lang, const lcn::State& s, const SeatNames& names) {
    const lcn::Cursor& c = s.cur;
    if (s.step != lcn::Step::kDoctorWindow || c.harm == lcn::Harm::kNone) return {};
    std::string card;
    if (c.harm_to_gangster && c.harm_card < lcn::kNumGangsters) {
        card = GangsterWords(c.harm_card);
    } else if (!c.harm_to_gangster && c.harm_card < lcn::kNumBusinesses) {
        const lcn::BusinessPlace& bp = s.businesses[c.harm_card];
        card = Say(lang, R::kOf, {BusinessName(lang, c.harm_card), NameOf(s, names, bp.holder)});
    } else {
        return {};
    }
    return Say(lang, c.harm == lcn::Harm::kKill ? R::kDoctorKill : R::kDoctorDeactivate, {card});
}

std::string ResultWords(Lang lang, const lcn::State& before, const lcn::Move& m, const lcn::State& after,
                        const SeatNames& names) {
    std::string out;
    auto add = [&](std::string sentence) {  // a sentence of its own: capitalised
        if (sentence.empty()) return;
        if (sentence[0] >= 'a' && sentence[0] <= 'z') sentence[0] = static_cast<char>(sentence[0] - 'a' + 'A');
        out += ". " + sentence;
    };
    const bool same_round = before.round == after.round;
    // An order dropped: unused (an unnamed attack, D3), or a revealed job whose businesses are missing: it goes
    // face up to the discard in its reveal (a job done goes there only after its roll). The face-down card before
    // the move is not read: the public view has none.
    const lcn::GangsterId chosen = before.cur.chosen;
    if (chosen < lcn::kNumGangsters && before.gangsters[chosen].assignment == lcn::Assignment::kOrder) {
        if (m.kind == lcn::MoveKind::kAbort) add(Say(lang, R::kUnused, {}));
        if (m.kind == lcn::MoveKind::kReveal) {
            for (lcn::OrderId o = 0; o < lcn::kNumOrders; ++o) {
                if (after.orders[o].zone == lcn::OrderZone::kDiscardUp &&
                    before.orders[o].zone != lcn::OrderZone::kDiscardUp && lcn::Order(o).kind == lcn::OrderKind::kJob)
                    add(Say(lang, R::kDropped, {}));
            }
        }
    }
    // Cards hit: within a round only (a new round reactivates every card by itself).
    if (same_round && m.kind != lcn::MoveKind::kTrade) {
        for (lcn::GangsterId g = 0; g < lcn::kNumGangsters; ++g) {
            const lcn::GangsterStatus was = before.gangsters[g].status, is = after.gangsters[g].status;
            if (was == is) continue;
            if (is == lcn::GangsterStatus::kKilled) add(Say(lang, R::kKilled, {GangsterWords(g)}));
            if (is == lcn::GangsterStatus::kDeactivated && was == lcn::GangsterStatus::kActive)
                add(Say(lang, R::kDeactivated, {GangsterWords(g)}));
        }
        for (lcn::BusinessId b = 0; b < lcn::kNumBusinesses; ++b) {
            const lcn::BusinessPlace &was = before.businesses[b], &is = after.businesses[b];
            if (was.zone != lcn::BusinessZone::kDisplay) continue;
            const std::string card = Say(lang, R::kOf, {BusinessName(lang, b), NameOf(before, names, was.holder)});
            if (is.zone != lcn::BusinessZone::kDisplay) {
                const bool company = lcn::TypeData(lcn::TypeOf(b)).category == lcn::BusinessCategory::kCompany;
                add(Say(lang, company ? R::kDestroyed : R::kKilled, {card}));
            } else if (is.holder != was.holder) {
                add(Say(lang, R::kTakenBy, {card, NameOf(after, names, is.holder)}));
            } else if (is.deactivated && !was.deactivated) {
                add(Say(lang, R::kDeactivated, {card}));
            }
        }
    }
    // Money per family, in seat order: what the move itself moved, then a payday's income apart.
    const bool payday = PaydayIn(before, after);
    std::array<int, lcn::kMaxPlayers> income{};
    if (payday) income = PaydayIncome(before, after);
    std::string money, paid;
    for (lcn::Seat p = 0; p < before.players && p < lcn::kMaxPlayers; ++p) {
        const int delta = after.player[p].cash - before.player[p].cash - income[p];
        const std::string name = NameOf(before, names, p) + " ";
        if (delta != 0 && !SaysItsMoney(m.kind)) money += (money.empty() ? "" : ", ") + name + Signed(lang, delta);
        if (income[p] != 0) paid += (paid.empty() ? "" : ", ") + name + Signed(lang, income[p]);
    }
    if (!money.empty()) add(Say(lang, R::kMoney, {money}));
    if (!paid.empty()) add(Say(lang, R::kPayday, {paid}));
    return out;
}

}  // namespace shell::games::lacosanostra
