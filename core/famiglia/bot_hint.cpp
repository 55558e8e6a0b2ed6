// The hint's sentences (bots.h): a plan for the rest of the turn (the Expert's advice, advice.h), explained in
// one English and one German sentence. Card codes stay as in docs/famiglia-notation.md (`F3`); German terms follow the
// German rulebook (Straße, Auslage, Nachzugstapel, Siegpunkte, Buchhalter, Brutale, Söldner).
#include <string>

#include "famiglia/bot_heuristics.h"
#include "famiglia/bots.h"
#include "famiglia/rules.h"

namespace fam {

namespace {

std::string C(CardType t) { return CardCode(t); }
std::string N(int n) { return std::to_string(n); }

struct Texts {
    std::string en, de;
    void Add(const std::string& e, const std::string& d) {
        en += e;
        de += d;
    }
};

// "take T ..." in words, without the leading verb: "F3 (10 VP) with F2 and M3, the Mercenary M3 as a joker".
void DescribeTake(Texts& t, const Move& take) {
    const int vp = VictoryPoints(take.a);
    const std::string target = C(take.a), vps = " (" + N(vp) + " VP)", sps = " (" + N(vp) + " SP)";
    if (take.IsFreeTake()) {
        if (RankOf(take.a) == 0) {
            t.Add(target + (vp ? vps : "") + " for free: a 0 costs nothing and adds a card to your hand",
                  target + (vp ? sps : "") +
                      " kostenlos: eine 0 kostet nichts und bringt dir eine Karte mehr auf die Hand");
        } else {
            t.Add(target + vps + " for free", target + sps + " kostenlos");
        }
        return;
    }
    const CardType x = take.b, y = take.c;  // x goes to the play area, y stays in hand
    if (x == y) {
        t.Add(target + vps + " with your pair of " + C(x) + "; one " + C(x) + " goes to your play area",
              target + sps + " mit deinem Paar " + C(x) + "; ein " + C(x) + " kommt in deine Auslage");
        return;
    }
    // Two different payers: one genuine, the other a Mercenary joker (the higher one if both are green).
    const CardType joker =
        FamilyOf(x) == FamilyOf(y) ? (RankOf(x) > RankOf(y) ? x : y) : (FamilyOf(x) == Family::kMercenaries ? x : y);
    if (joker == y) {
        t.Add(target + vps + " with " + C(x) + " and the Mercenary " + C(y) + " as a joker; " + C(x) +
                  " goes to your play area and " + C(y) + " stays in your hand",
              target + sps + " mit " + C(x) + " und dem Söldner " + C(y) + " als Joker; " + C(x) +
                  " kommt in deine Auslage, " + C(y) + " bleibt auf der Hand");
    } else {
        t.Add(target + vps + " with " + C(y) + " and the Mercenary " + C(x) +
                  " as a joker; the Mercenary goes to your play area",
              target + sps + " mit " + C(y) + " und dem Söldner " + C(x) +
                  " als Joker; der Söldner kommt in deine Auslage");
    }
}

const Move* FinalTake(const TurnPlan& plan) {
    const Move& last = plan[plan.size - 1];
    return last.kind == MoveKind::kTake ? &last : nullptr;
}

// The opponent could take the card next turn: taking it also denies it.
bool Denies(const State& s, const Move& take) {
    const int opp = 1 - s.to_move;
    Counts street{};
    street[take.a] = 1;
    const detail::Gain g =
        detail::BestGain(s.hand[static_cast<std::size_t>(opp)], s.area[static_cast<std::size_t>(opp)], street);
    return g.vp >= 3 && g.card == take.a;
}

void ExplainThen(Texts& t, const TurnPlan& plan) {
    if (const Move* take = FinalTake(plan)) {
        t.Add(", then take ", ", dann nimm ");
        DescribeTake(t, *take);
    } else {
        t.Add(", then pass", ", dann passe");
    }
}

}  // namespace

Hint ExplainPlan(const View& view, const TurnPlan& plan) {
    Hint h;
    h.plan = plan;
    h.move = plan[0];
    const State& s = view.state;
    const Move& m = plan[0];
    const int me = view.seat;
    Texts t;
    switch (m.kind) {
        case MoveKind::kTake:
            t.Add("Take ", "Nimm ");
            DescribeTake(t, m);
            if (Denies(s, m)) t.Add(", and keep it from your opponent", "; so bekommt ihn dein Gegner nicht");
            break;
        case MoveKind::kBrute: {
            const std::string b = C(m.a), target = C(m.b);
            t.Add("Play the Brute " + b + " to lower " + target + " to " + N(m.value),
                  "Spiele den Brutalen " + b + " und senke " + target + " auf " + N(m.value));
            ExplainThen(t, plan);
            break;
        }
        case MoveKind::kAccountant: {
            std::string back;
            int swaps = 0;
            for (int i = 1; i < plan.size; ++i) {
                if (plan[i].kind != MoveKind::kSwap) break;
                back += (swaps++ ? " and " : "") + C(plan[i].a);
            }
            if (swaps) {
                std::string back_de = back;
                for (std::size_t p = back_de.find(" and "); p != std::string::npos; p = back_de.find(" and "))
                    back_de.replace(p, 5, " und ");
                t.Add("Play the Accountant " + C(m.a) + " to bring " + back + " back to your hand",
                      "Spiele den Buchhalter " + C(m.a) + " und hole " + back_de + " zurück auf die Hand");
            } else {
                t.Add("Play the Accountant " + C(m.a), "Spiele den Buchhalter " + C(m.a));
            }
            ExplainThen(t, plan);
            break;
        }
        case MoveKind::kSwap:
            t.Add("Swap " + C(m.a) + " from your play area for " + C(m.b) + " from your hand",
                  "Tausche " + C(m.a) + " aus deiner Auslage gegen " + C(m.b) + " aus deiner Hand");
            ExplainThen(t, plan);
            break;
        case MoveKind::kRefresh: {
            const int r = RankOf(m.a);
            const std::string cards_en = r == 1 ? "1 new card" : N(r) + " new cards";
            const std::string cards_de = r == 1 ? "1 neue Karte" : N(r) + " neue Karten";
            // The best card the hand could take now (it stays takeable after the refresh unless discarded).
            const detail::Gain now =
                detail::BestGain(s.hand[static_cast<std::size_t>(me)], s.area[static_cast<std::size_t>(me)], s.street);
            const std::string where_en =
                s.second_pass ? "put " + C(m.a) + " under the draw pile" : "discard " + C(m.a) + " from the Street";
            const std::string where_de = s.second_pass ? "schiebe " + C(m.a) + " unter den Nachzugstapel"
                                                       : "lege " + C(m.a) + " aus der Straße ab";
            if (now.vp >= 3 && now.card != m.a) {
                t.Add("Look further first: " + where_en + " and draw " + cards_en + "; " + C(now.card) + " (" +
                          N(now.vp) + " VP) stays there for you to take",
                      "Schau erst weiter: " + where_de + " und ziehe " + cards_de + "; " + C(now.card) + " (" +
                          N(now.vp) + " SP) bleibt für dich liegen");
            } else {
                t.Add("Nothing here is worth taking yet: " + where_en + " and draw " + cards_en,
                      "Hier lohnt sich noch nichts: " + where_de + " und ziehe " + cards_de);
            }
            break;
        }
        case MoveKind::kPass: {
            MoveList legal;
            LegalMoves(s, legal);
            bool can_take = false;
            for (const Move& l : legal) can_take |= l.kind == MoveKind::kTake;
            const std::string score = N(Score(s, me)) + "-" + N(Score(s, 1 - me));
            const std::string score_de = N(Score(s, me)) + ":" + N(Score(s, 1 - me));
            if (s.pass_streak == 1 && detail::Leads(s, me)) {
                t.Add("Pass: your opponent just passed and you lead " + score + ", so the game ends with your win",
                      "Passe: dein Gegner hat gerade gepasst und du führst " + score_de +
                          ", also endet das Spiel mit deinem Sieg");
            } else if (!can_take) {
                t.Add("Pass: you cannot take any card this turn", "Passe: du kannst in diesem Zug keine Karte nehmen");
            } else {
                t.Add("Pass: no card here is worth what it costs you this turn",
                      "Passe: keine Karte hier ist in diesem Zug ihren Preis wert");
            }
            break;
        }
    }
    h.text_en = t.en + ".";
    h.text_de = t.de + ".";
    return h;
}

}  // namespace fam
