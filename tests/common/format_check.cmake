# cmake -DCLANG_FORMAT=<clang-format> -DROOT=<repo> -P format_check.cmake
# Fails, naming the files, when a C++ file of core/, shell/, tools/ or tests/ differs from what .clang-format
# makes of it. Fix with: clang-format-14 -i <files>.
if(NOT CLANG_FORMAT)
    message(FATAL_ERROR "clang-format not found: install Debian's clang-format (tools/test does)")
endif()
file(GLOB_RECURSE sources LIST_DIRECTORIES false
    "${ROOT}/core/*.cpp" "${ROOT}/core/*.h" "${ROOT}/shell/*.cpp" "${ROOT}/shell/*.h"
    "${ROOT}/tools/*.cpp" "${ROOT}/tools/*.h" "${ROOT}/tests/*.cpp" "${ROOT}/tests/*.h")
execute_process(COMMAND "${CLANG_FORMAT}" --dry-run --Werror ${sources}
    RESULT_VARIABLE status ERROR_VARIABLE diagnostics)
if(NOT status EQUAL 0)
    string(REGEX MATCHALL "[^\n]*: error: code should be clang-formatted" lines "${diagnostics}")
    list(TRANSFORM lines REPLACE ":[0-9]+:[0-9]+: error: code should be clang-formatted" "")
    list(REMOVE_DUPLICATES lines)
    string(REPLACE ";" "\n  " files "${lines}")
    message(FATAL_ERROR "not formatted as .clang-format says (clang-format-14 -i <file>):\n  ${files}")
endif()
list(LENGTH sources count)
message(STATUS "${count} files formatted as .clang-format says")
