#include "low/b.h"

int B() { return 0; }
