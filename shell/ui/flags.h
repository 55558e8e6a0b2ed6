// shell/ui/flags.h — one yes/no per item: a guide's steps (the person's or not), a row's buttons (joined to the one
// before or not). Bytes rather than std::vector<bool>, whose bit-packing specialisation brought its own code into
// the page (about 1.9 KB of functions for a few dozen flags).
#pragma once

#include <cstdint>
#include <vector>

namespace shell::ui {

using Flags = std::vector<std::uint8_t>;

}  // namespace shell::ui
