// shell/games/lacosanostra/cards/card_peek.h — La Cosa Nostra's cards in the shared timing of their details
// (ui/card_peek.h): hover, long press, pinned tap.
#pragma once

#include "games/lacosanostra/cards/card_texts.h"
#include "ui/card_peek.h"

namespace shell::games::lacosanostra {

using CardPeek = ui::CardPeek<CardRef>;
using PeekInput = ui::PeekInput<CardRef>;
using PeekOutput = ui::PeekOutput<CardRef>;
using ui::kHoverRest;
using ui::kLongPress;
using ui::kPressSlop;

}  // namespace shell::games::lacosanostra
