// Compiles the whole public surface of the La Cosa Nostra core (game.h includes every header) inside the
// library with its strict warnings, so a header error shows before any implementation includes it.
// Delete this file once every header is included by its own .cpp.
#include "lacosanostra/game.h"
