// shell/games/lacosanostra/statistics.h — La Cosa Nostra's statistics, kept in localStorage ("lacosanostra.stats")
// and shown in the link panel: per seat kind (person, easy, normal, and any level added to lcn::SeatKind later) the
// finished games, the games won and the average final money. No ImGui, so the native tests link it.
//
// Every finished game counts, computer-only ones too: the figures compare the kinds of seat, not one person's record
// (a hot-seat table has several people). Statistics are public on a shared screen: they hold no hidden card.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/result.h"
#include "lacosanostra/seats.h"
#include "lacosanostra/state.h"
#include "ui/lang.h"

namespace shell::games::lacosanostra {

struct KindStats {
    int games = 0;  // finished games with a seat of this kind
    int won = 0;    // of them, the games a seat of this kind won (alone or shared)
    int seats = 0;  // the seats of this kind in those games
    int money = 0;  // their final money (cash + 2 x laundered + bonuses) added up, in $1,000
    bool operator==(const KindStats&) const = default;
};
struct Stats {
    std::array<KindStats, lcn::kNumSeatKinds> by_kind{};  // indexed by lcn::SeatKind
    bool operator==(const Stats&) const = default;
};

// "lacosanostra-stats/1" and one line "<kind> <games> <won> <seats> <money>" per kind with games.
std::string EncodeStats(const Stats& s);
// Refuses (with the line that cannot be read) anything EncodeStats cannot have written.
common::Result<Stats> DecodeStats(std::string_view text);
// Adds the finished game `over` with these seats (seats from over.players on are ignored). False, and nothing
// counted, if a count would pass what the text keeps (9 digits).
bool CountGame(Stats& stats, const lcn::SeatKinds& kinds, const lcn::State& over);
// The link panel's lines in `lang`, one per kind with games ("Person: 3 games, 1 won, average $31,000"), or one
// line saying there are none.
std::vector<std::string> StatsLines(ui::Lang lang, const Stats& stats);

}  // namespace shell::games::lacosanostra
