// Compiles the headers game.h gathers (the rules API: nine of the core's headers) inside the library with its
// strict warnings, so an error in one of them shows before any implementation includes it.
// Delete this file once every header is included by its own .cpp.
#include "lacosanostra/game.h"
