# Tests of the `famiglia` tool (notation.md "Command-line tool"), each a CTest test named cli:*.
# CMake splits arguments at ";", so action lists write it as @SEMI@ (run_case.sh puts it back).
set(_run ${CMAKE_CURRENT_SOURCE_DIR}/cli/run_case.sh)
function(famiglia_cli_test name exit_status stdout_re stderr_re input)
    add_test(NAME "cli: ${name}" COMMAND ${_run} $<TARGET_FILE:famiglia> ${exit_status} "${stdout_re}" "${stderr_re}" "${input}" -- ${ARGN})
endfunction()

famiglia_cli_test("new prints a position" 0 "\"format\": \"famiglia-position/1\"" "" none new --seed 42)
famiglia_cli_test("new --first" 0 "\"first\": 1," "" none new --seed 42 --first 1)
famiglia_cli_test("new --variant new-cards-only" 0 "\"new_cards_only\": true" "" none new --seed 42 --variant new-cards-only)
famiglia_cli_test("new without a seed" 2 "" "needs --seed" none new)
famiglia_cli_test("new with a bad seed" 2 "" "--seed must be a whole number" none new --seed 12abc)
famiglia_cli_test("new with a seed above 64 bits" 2 "" "--seed must be a whole number" none new --seed 18446744073709551616)
famiglia_cli_test("new with a bad first player" 2 "" "--first must be 0 or 1" none new --seed 1 --first 2)
famiglia_cli_test("new with an unknown variant" 2 "" "unknown variant 'fast'" none new --seed 1 --variant fast)
famiglia_cli_test("an option given twice" 2 "" "given twice" none new --seed 1 --seed 2)
famiglia_cli_test("an option without value" 2 "" "needs a value" none new --seed)
famiglia_cli_test("play from standard input" 0 "\"format\": \"famiglia-state/1\"" "" seed:7 play --position -)
famiglia_cli_test("play from a file" 0 "\"legal\": \\[" "" seed:7 play --position @IN@)
famiglia_cli_test("play applies actions" 0 "\"pass_streak\": 1" "" seed:7 play --position - --actions "pass")
famiglia_cli_test("play to the end" 0 "\"game_over\": true" "" seed:7 play --position - --actions "pass@SEMI@ pass")
famiglia_cli_test("play refuses an illegal action by number and text" 2 "" "^famiglia: action 2 'take F4 F3 F3' is not legal: " seed:7
    play --position - --actions "pass@SEMI@ take F4 F3 F3")
famiglia_cli_test("play reports the first failing action: an illegal one before a malformed one" 2 ""
    "^famiglia: action 1 'take F4 F3 F3' is not legal: " seed:7 play --position - --actions "take F4 F3 F3@SEMI@ take F9")
famiglia_cli_test("play reports the first failing action: a malformed one after legal ones" 2 ""
    "^famiglia: action 2 'take F9': 'F9' is not a card code" seed:7 play --position - --actions "pass@SEMI@ take F9@SEMI@ pass")
famiglia_cli_test("play at game over: a shared win says so" 0 "\"tie_break\": \"shared\"" ""
    seed:7 play --position - --actions "pass@SEMI@ pass")
famiglia_cli_test("play refuses a position with a field missing" 2 "" "bad position: field 'pass_streak' is missing"
    "text:{\"format\": \"famiglia-position/1\", \"variant\": {\"new_cards_only\": false}, \"first\": 0, \"to_move\": 0, \"hands\": [[], []], \"areas\": [[], []], \"street\": [], \"deck\": [], \"discard\": [], \"second_pass\": false, \"turns_left\": null}"
    play --position -)
famiglia_cli_test("play refuses a key given twice" 2 "" "bad position: field 'to_move' is given twice"
    "text:{\"format\": \"famiglia-position/1\", \"to_move\": 0, \"to_move\": 1}" play --position -)
string(REPEAT "\"A0\", " 299 _deck300)
famiglia_cli_test("play refuses a deck longer than the game (no crash)" 2 "" "bad position: deck lists 300 cards; the game has 60"
    "text:{\"format\": \"famiglia-position/1\", \"deck\": [${_deck300}\"A0\"]}" play --position -)
famiglia_cli_test("play refuses a malformed action" 2 "" "action 1 'take F9': 'F9' is not a card code" seed:7 play --position - --actions "take F9")
famiglia_cli_test("play refuses actions after the end" 2 "" "action 3 'pass' is not legal: the game is over" seed:7
    play --position - --actions "pass@SEMI@ pass@SEMI@ pass")
famiglia_cli_test("play refuses empty input" 2 "" "bad position: malformed JSON" none play --position -)
famiglia_cli_test("play refuses truncated JSON" 2 "" "bad position: malformed JSON" "text:{\"format\": \"famiglia-position/1\", \"first\": 0, \"hands\": [[\"A0\"" play --position -)
famiglia_cli_test("play refuses wrong field types" 2 "" "bad position: field 'first' must be an integer" "text:{\"format\": \"famiglia-position/1\", \"first\": \"zero\"}" play --position -)
famiglia_cli_test("play refuses unknown fields" 2 "" "bad position: unknown field 'extra'" "text:{\"format\": \"famiglia-position/1\", \"extra\": []}" play --position -)
famiglia_cli_test("play refuses 10 MB of garbage" 2 "" "bad position: larger than 1 MiB" garbage:10485760 play --position -)
famiglia_cli_test("play refuses a little garbage" 2 "" "bad position" garbage:3000 play --position -)
famiglia_cli_test("play refuses a missing file" 2 "" "cannot read position file" none play --position /nonexistent/position.json)
famiglia_cli_test("play needs a position" 2 "" "play needs --position" none play)
famiglia_cli_test("unknown command" 2 "" "unknown command 'deal'" none deal)
famiglia_cli_test("no command" 2 "" "" none)
famiglia_cli_test("help" 0 "famiglia new --seed S" "" none help)
famiglia_cli_test("simulate checks invariants" 0 "all held" "" none simulate --games 300 --seed 3)
famiglia_cli_test("simulate refuses zero games" 2 "" "--games must be" none simulate --games 0)

# Native and WebAssembly deal the same games (the wasm tool is built by tools/test before this configure).
if(FAMIGLIA_WASM_TOOLS_DIR)
    add_test(NAME "determinism: native and WebAssembly deal the same games"
             COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/wasm_determinism.sh $<TARGET_FILE:famiglia> ${FAMIGLIA_WASM_TOOLS_DIR}/famiglia.js)
endif()
