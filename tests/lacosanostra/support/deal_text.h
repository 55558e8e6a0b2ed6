// A deal written out in card codes, for the golden tests that pin the generator: who plays which family, the
// start player, every hand, the market, and every deck from the top.
#pragma once

#include <string>

#include "lacosanostra/game.h"

namespace lcn::test {

inline std::string DealText(const State& s) {
    auto letter = [&](Seat p) { return std::string(1, SeatLetterOf(s.player[p].family)); };
    std::string out = "seats";
    for (Seat p = 0; p < s.players; ++p) out += " " + letter(p);
    out += "\nstart " + letter(s.start_player) + "\n";
    for (Seat p = 0; p < s.players; ++p) {
        out += "hand " + letter(p) + ":";
        for (OrderId o = 0; o < kNumOrders; ++o) {
            if (s.orders[o].zone == OrderZone::kHand && s.orders[o].holder == p) out += " " + OrderCode(o);
        }
        out += " |";
        for (int t = 0; t < kNumInfluenceTypes; ++t) {
            for (int k = 0; k < s.player[p].influence[static_cast<std::size_t>(t)]; ++k) {
                out += std::string(" ") + InfluenceCode(static_cast<Influence>(t));
            }
        }
        out += "\n";
    }
    out += "market:";
    for (BusinessId b : s.market) out += " " + (b == kNoBusiness ? std::string("-") : BusinessCode(b));
    out += "\nbusiness deck:";
    for (int i = s.business_deck_size - 1; i >= 0; --i)
        out += " " + BusinessCode(s.business_deck[static_cast<std::size_t>(i)]);
    for (int r = 0; r < kNumRounds; ++r) {
        out += "\norder deck " + std::to_string(r + 1) + ":";
        const auto& deck = s.order_deck[static_cast<std::size_t>(r)];
        for (int i = s.order_deck_size[static_cast<std::size_t>(r)] - 1; i >= 0; --i) {
            out += " " + OrderCode(deck[static_cast<std::size_t>(i)]);
        }
    }
    out += "\ninfluence deck:";
    for (int i = s.influence_deck_size - 1; i >= 0; --i) {
        out += std::string(" ") + InfluenceCode(s.influence_deck[static_cast<std::size_t>(i)]);
    }
    return out + "\n";
}

}  // namespace lcn::test
