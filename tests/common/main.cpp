// The only file that defines doctest's main (docs/architecture.md §12).
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
