// The known-bad corpus of a game's links and saves (tests/<game>/core/data/link_corpus/): one input per file, and
// EXPECTED lists "file<TAB>result" for each. Every game's link test walks its corpus the same way: each file must
// give exactly its listed result (never a crash), every listed file must exist, and no file may be unlisted.
#pragma once

#include <doctest/doctest.h>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

namespace tabletop::test {

inline std::string ReadCorpusFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// Checks `result(path, input)` of every file in `dir` against its EXPECTED line; returns the number of files.
template <typename Result>
int CheckCorpus(const std::filesystem::path& dir, Result result) {
    REQUIRE(std::filesystem::is_directory(dir));
    std::map<std::string, std::string> expected;
    std::istringstream index(ReadCorpusFile(dir / "EXPECTED"));
    for (std::string line; std::getline(index, line);) {
        if (line.empty() || line[0] == '#') continue;
        const std::size_t tab = line.find('\t');
        REQUIRE_MESSAGE(tab != std::string::npos, line);
        expected[line.substr(0, tab)] = line.substr(tab + 1);
    }
    int files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        const std::string name = entry.path().filename().string();
        if (name == "EXPECTED") continue;
        CAPTURE(name);
        REQUIRE_MESSAGE(expected.count(name) == 1, "add the file to EXPECTED with its result");
        CHECK(result(entry.path(), ReadCorpusFile(entry.path())) == expected[name]);
        ++files;
    }
    CHECK(files == static_cast<int>(expected.size()));
    return files;
}

}  // namespace tabletop::test
