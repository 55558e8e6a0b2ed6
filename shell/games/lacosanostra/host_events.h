// shell/games/lacosanostra/host_events.h — La Cosa Nostra's events for an embedding page (the host adds "type":
// "lacosanostra:<name>", shell/host/share.h). Every payload is built from what the whole table sees: the public
// view (lcn::ViewFor with kNoSeat), the public log sentence and the scoring screen. No hand, no face-down order,
// no deck order and no seed (which would give away every deck): tests/lacosanostra/table/host_events_test.cpp
// scrambles what no one may see and requires the same events. No ImGui, so the native tests link it.
#pragma once

#include "games/game_module.h"
#include "games/lacosanostra/play/flow.h"
#include "games/lacosanostra/texts/texts.h"
#include "lacosanostra/game.h"

namespace shell::games::lacosanostra {

// The answer to lacosanostra:status, also the payload of new-game: players, seats (kinds), names, options (the
// switches on), round, actions, over.
nlohmann::ordered_json StatusOf(const lcn::State& s, const SeatKinds& kinds, const SeatNames& names, int actions);
// turn: the move `m` (the `index`th) that took `before` to `after`: seat (null for a Chance roll), action (the public
// log sentence in `lang`), round, actions, money (per seat: cash and laundered, in $1,000).
HostEvent TurnEvent(Lang lang, const lcn::State& before, const lcn::Move& m, const lcn::State& after,
                    const SeatNames& names, int index);
// game-over: per seat the scoring screen's rows (label, detail, amount as shown, money in $1,000) and the total;
// the winners' seats and the verdict line, as the scoring screen shows them.
HostEvent GameOverEvent(Lang lang, const lcn::State& s, const SeatNames& names);

}  // namespace shell::games::lacosanostra
