#include "low/b.h"

#include "top/a.h"

int B() { return 0; }
