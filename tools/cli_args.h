// Command-line plumbing shared by the game tools (famiglia, lacosanostra): flags of the form --name value,
// whole numbers, and reading a position from a file or standard input with a size cap.
#pragma once

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <map>
#include <string>
#include <vector>

namespace cli {

// Every flag is known per command; a flag is given at most once unless it is listed as repeatable.
struct Flags {
    std::map<std::string, std::string> values;
    std::map<std::string, std::vector<std::string>> repeated;
    std::string error;
};

inline Flags ParseFlags(int argc, char** argv, int start, const char* tool, const std::vector<std::string>& known,
                        const std::vector<std::string>& repeatable = {}) {
    Flags f;
    for (int i = start; i < argc; ++i) {
        const std::string name = argv[i];
        const bool repeats = std::find(repeatable.begin(), repeatable.end(), name) != repeatable.end();
        if (!repeats && std::find(known.begin(), known.end(), name) == known.end()) {
            f.error = "unknown option '" + name + "' (run '" + tool + " help')";
            return f;
        }
        if (i + 1 >= argc) {
            f.error = "option " + name + " needs a value";
            return f;
        }
        if (repeats) {
            f.repeated[name].push_back(argv[++i]);
        } else if (!f.values.emplace(name, argv[++i]).second) {
            f.error = "option " + name + " is given twice";
            return f;
        }
    }
    return f;
}

inline bool ParseU64(const std::string& text, std::uint64_t& out) {
    if (text.empty() || text.size() > 20 || text.find_first_not_of("0123456789") != std::string::npos) return false;
    std::uint64_t v = 0;
    for (char ch : text) {
        const std::uint64_t digit = static_cast<std::uint64_t>(ch - '0');
        if (v > (UINT64_MAX - digit) / 10) return false;
        v = v * 10 + digit;
    }
    out = v;
    return true;
}

// Reads a whole file ("-": standard input); stops early above `max_bytes` (then "bad position: larger than N MiB").
inline bool ReadInput(const std::string& path, std::size_t max_bytes, std::string& out, std::string& error) {
    std::istream* in = &std::cin;
    std::ifstream file;
    if (path != "-") {
        file.open(path, std::ios::binary);
        if (!file) {
            error = "cannot read position file '" + path + "'";
            return false;
        }
        in = &file;
    }
    std::string text;
    char buffer[65536];
    while (in->read(buffer, sizeof buffer) || in->gcount() > 0) {
        text.append(buffer, static_cast<std::size_t>(in->gcount()));
        if (text.size() > max_bytes) {
            error = "bad position: larger than " + std::to_string(max_bytes >> 20) + " MiB";
            return false;
        }
    }
    out = std::move(text);
    return true;
}

}  // namespace cli
