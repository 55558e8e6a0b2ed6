// Shared by the tournament tools (famiglia_tournament, lacosanostra_tournament): the clock that measures
// thinking time, the platform's name, and the 95% Wilson interval of a win share.
#pragma once

#include <chrono>
#include <cmath>
#ifndef __EMSCRIPTEN__
#include <ctime>
#endif

namespace tools {

// Thinking time is the CPU time of the playing thread where the platform has it (natively: other programs
// on a shared machine do not inflate it), else wall-clock time (node).
inline double ThinkClock() {
#ifndef __EMSCRIPTEN__
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
#else
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
#endif
}
#ifndef __EMSCRIPTEN__
inline constexpr const char* kClockName = "thread CPU time";
inline constexpr const char* kPlatform = "native";
#else
inline constexpr const char* kClockName = "wall clock";
inline constexpr const char* kPlatform = "WebAssembly (node)";
#endif

// 95% Wilson score interval for a proportion p observed over n trials.
inline void Wilson(double p, double n, double& lo, double& hi) {
    const double z = 1.959963984540054, z2 = z * z;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    lo = centre - half;
    hi = centre + half;
}

}  // namespace tools
