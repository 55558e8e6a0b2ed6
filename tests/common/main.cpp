// The only file that defines doctest's main (STYLE.md §5.12).
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
