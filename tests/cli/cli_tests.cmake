# Tests of the `famiglia` tool (docs/famiglia-notation.md "Command-line tool"), each a CTest test named cli:*.
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
if(TABLETOP_WASM_TOOLS_DIR)
    add_test(NAME "determinism: native and WebAssembly deal the same games"
             COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/wasm_determinism.sh $<TARGET_FILE:famiglia> ${TABLETOP_WASM_TOOLS_DIR}/famiglia.js)
endif()

# ---- lacosanostra (docs/lacosanostra-notation.md §6): the same runner, input new:ARGS deals with the tool itself.
function(lacosanostra_cli_test name exit_status stdout_re stderr_re input)
    add_test(NAME "cli lacosanostra: ${name}" COMMAND ${_run} $<TARGET_FILE:lacosanostra> ${exit_status} "${stdout_re}" "${stderr_re}" "${input}" -- ${ARGN})
endfunction()
set(_lcn4 "new:--players 4 --seed 1")
# The first moves of that deal (seats Y G B V, start player B): the draw checks, then B plans.
set(_lcn4_draws "B accept@SEMI@ V accept@SEMI@ Y accept@SEMI@ G accept")
set(_lcn_head "{\"format\": \"lacosanostra-position/1\", \"options\": {}, \"seats\": [\"Y\", \"G\", \"R\"], \"round\": 1, \"step\": \"planning\", \"start_player\": \"Y\", \"bank_balance\": 0")
set(_lcn_player "{\"cash\": 2, \"laundered\": 0, \"markers\": 5, \"hand\": [], \"influence\": {}, \"businesses\": []}")

lacosanostra_cli_test("new prints a position" 0 "\"format\": \"lacosanostra-position/1\"" "" none new --players 4 --seed 1)
lacosanostra_cli_test("new with options" 0 "\"short_game\": true" "" none new --players 3 --seed 2 --option short_game --option politician_round1=false)
lacosanostra_cli_test("new --families seats the families in order (D55)" 0 "\"seats\": \\[\"V\", \"Y\", \"G\", \"R\"\\]" "" none new --families V,Y,G,R --seed 2)
lacosanostra_cli_test("new --families refuses a first game without Y, G and R (RB 108)" 2 "" "the first game needs Blundetto, DiMaggio and Calmuti" none new --families V,B,Y --seed 2 --option first_game_families)
lacosanostra_cli_test("new --families refuses a letter that is no family" 2 "" "--families must be 3 to 5 family letters" none new --families Y,G,X --seed 2)
lacosanostra_cli_test("new --families must agree with --players" 2 "" "--families names 3 families but --players is 4" none new --families Y,G,R --players 4 --seed 2)
lacosanostra_cli_test("new refuses an unknown option name" 2 "" "unknown option name 'fast'" none new --players 3 --seed 2 --option fast)
lacosanostra_cli_test("new refuses an option value other than true/false" 2 "" "must be true or false" none new --players 3 --seed 2 --option wild=yes)
lacosanostra_cli_test("new needs the player count" 2 "" "new needs --players" none new --seed 1)
lacosanostra_cli_test("new refuses 7 players" 2 "" "--players must be 3, 4 or 5" none new --players 7 --seed 1)
lacosanostra_cli_test("new needs a seed" 2 "" "new needs --seed" none new --players 3)
lacosanostra_cli_test("new refuses a seed above 64 bits" 2 "" "--seed must be a whole number" none new --players 3 --seed 18446744073709551616)
lacosanostra_cli_test("a flag given twice" 2 "" "given twice" none new --players 3 --players 4 --seed 1)
lacosanostra_cli_test("new | play --position - succeeds" 0 "\"format\": \"lacosanostra-state/1\"" "" "${_lcn4}" play --position -)
lacosanostra_cli_test("play names the actor and lists the legal actions" 0 "\"legal\": \\[\"B accept\"\\]" "" "${_lcn4}" play --position @IN@)
lacosanostra_cli_test("play applies actions one at a time" 0 "\"B order B1 O1-06\"" "" "${_lcn4}" play --position - --actions "${_lcn4_draws}")
lacosanostra_cli_test("play refuses an illegal action by number and text" 2 ""
    "^lacosanostra: action 2 'Y accept' is not legal: " "${_lcn4}" play --position - --actions "B accept@SEMI@ Y accept")
lacosanostra_cli_test("play reports a malformed action by number and text" 2 ""
    "^lacosanostra: action 2 'B order B1  O1-06': words must be separated by exactly one space" "${_lcn4}"
    play --position - --actions "B accept@SEMI@ B order B1  O1-06")
# G planned the attack O1-16 (Property damage) on G2 and reveals it without naming a player: the abort (D3, RB 277).
set(_lcn4_unnamed_attack "${_lcn4_draws}@SEMI@ B order B1 O1-06@SEMI@ V order V1 O1-02@SEMI@ Y order Y1 O1-04@SEMI@ G order G1 O1-14@SEMI@ B order B2 O1-09@SEMI@ V order V2 O1-03@SEMI@ Y order Y2 O1-10@SEMI@ G order G2 O1-16@SEMI@ B order B3 O1-11@SEMI@ V order V3 O1-13@SEMI@ Y order Y3 O1-12@SEMI@ G order G3 O1-17@SEMI@ B choose B1@SEMI@ B reveal@SEMI@ roll 4@SEMI@ B continue@SEMI@ V choose V1@SEMI@ V reveal@SEMI@ Y choose Y1@SEMI@ Y reveal@SEMI@ G choose G2@SEMI@ G reveal")
lacosanostra_cli_test("play says an unnamed attack's reveal was aborted face down (D3, RB 277)" 0 "\"discard_down\": \\[\"O1-16\"\\]"
    "^lacosanostra: action 26 'G reveal': aborted face down \\(an attack needs a named player" "${_lcn4}" play --position - --actions "${_lcn4_unnamed_attack}")
lacosanostra_cli_test("play refuses a seat letter not in the game" 2 "" "action 1 'R accept': 'R' is not the letter of a seat in this game"
    "${_lcn4}" play --position - --actions "R accept")
lacosanostra_cli_test("play refuses an unknown card code" 2 "" "action 5 'B order B1 O9-99': 'O9-99' is not an order card code"
    "${_lcn4}" play --position - --actions "${_lcn4_draws}@SEMI@ B order B1 O9-99")
lacosanostra_cli_test("play refuses empty input" 2 "" "bad position: malformed JSON" none play --position -)
lacosanostra_cli_test("play refuses truncated JSON" 2 "" "bad position: malformed JSON"
    "text:{\"format\": \"lacosanostra-position/1\", \"seats\": [\"Y\"" play --position -)
lacosanostra_cli_test("play refuses 10 MB of garbage" 2 "" "bad position: larger than 1 MiB" garbage:10485760 play --position -)
lacosanostra_cli_test("play refuses a little garbage" 2 "" "bad position" garbage:3000 play --position -)
lacosanostra_cli_test("play refuses a missing field" 2 "" "bad position: field 'seats' is missing"
    "text:{\"format\": \"lacosanostra-position/1\", \"options\": {}}" play --position -)
lacosanostra_cli_test("play refuses a missing field inside a player" 2 "" "bad position: field 'players.Y.laundered' is missing"
    "text:${_lcn_head}, \"players\": {\"Y\": {\"cash\": 2}}}" play --position -)
lacosanostra_cli_test("play refuses a duplicate key, naming its path" 2 "" "bad position: field 'players.Y.cash' is given twice"
    "text:${_lcn_head}, \"players\": {\"Y\": {\"cash\": 2, \"cash\": 3}}}" play --position -)
lacosanostra_cli_test("play refuses an unknown key" 2 "" "bad position: unknown field 'options.turbo'"
    "text:{\"format\": \"lacosanostra-position/1\", \"options\": {\"turbo\": true}}" play --position -)
lacosanostra_cli_test("play refuses a wrong type" 2 "" "bad position: field 'round' must be an integer from 1 to 4"
    "text:{\"format\": \"lacosanostra-position/1\", \"options\": {}, \"seats\": [\"Y\", \"G\", \"R\"], \"round\": \"one\", \"step\": \"planning\", \"start_player\": \"Y\", \"bank_balance\": 0}" play --position -)
lacosanostra_cli_test("play refuses a number out of range" 2 "" "bad position: field 'players.Y.markers' must be an integer from 0 to 5"
    "text:${_lcn_head}, \"players\": {\"Y\": {\"cash\": 2, \"laundered\": 0, \"markers\": 6, \"hand\": [], \"influence\": {}, \"businesses\": []}}}" play --position -)
lacosanostra_cli_test("play refuses an unknown card" 2 "" "bad position: field 'players.Y.hand\\[0\\]': 'O9-99' is not an order card code"
    "text:${_lcn_head}, \"players\": {\"Y\": {\"cash\": 2, \"laundered\": 0, \"markers\": 5, \"hand\": [\"O9-99\"], \"influence\": {}, \"businesses\": []}}}" play --position -)
lacosanostra_cli_test("play refuses a card in two places" 2 "" "bad position: card O1-03 is in two places: 'players.Y.hand' and 'players.G.hand'"
    "text:${_lcn_head}, \"players\": {\"Y\": {\"cash\": 2, \"laundered\": 0, \"markers\": 5, \"hand\": [\"O1-03\"], \"influence\": {}, \"businesses\": []}, \"G\": {\"cash\": 2, \"laundered\": 0, \"markers\": 5, \"hand\": [\"O1-03\"], \"influence\": {}, \"businesses\": []}}}" play --position -)
lacosanostra_cli_test("play refuses a player of no seat" 2 "" "bad position: field 'players.B': 'B' is not a seat of this game"
    "text:${_lcn_head}, \"players\": {\"B\": ${_lcn_player}}}" play --position -)
lacosanostra_cli_test("play refuses 7 players" 2 "" "bad position: field 'seats' must list 3 to 5 seat letters \\(7 given\\)"
    "text:{\"format\": \"lacosanostra-position/1\", \"options\": {}, \"seats\": [\"Y\", \"G\", \"R\", \"V\", \"B\", \"Y\", \"G\"]}" play --position -)
lacosanostra_cli_test("play refuses a wrong format" 2 "" "bad position: field 'format' must be \"lacosanostra-position/1\""
    "text:{\"format\": \"famiglia-position/1\"}" play --position -)
lacosanostra_cli_test("play refuses a missing file" 2 "" "cannot read position file" none play --position /nonexistent/position.json)
lacosanostra_cli_test("play needs a position" 2 "" "play needs --position" none play)
lacosanostra_cli_test("unknown command" 2 "" "unknown command 'deal'" none deal)
lacosanostra_cli_test("view hides another seat's hand" 0 "\"hand_size\": 4," "" "${_lcn4}" view --position - --seat Y)
lacosanostra_cli_test("view shows pile sizes, not piles" 0 "\"order_deck_sizes\": \\[4, 20, 25, 25\\]" "" "${_lcn4}" view --position - --seat Y)
lacosanostra_cli_test("view refuses a seat not in the game" 2 "" "--seat 'R' is not a seat of this game" "${_lcn4}" view --position - --seat R)
lacosanostra_cli_test("help" 0 "lacosanostra new \\(--players N \\| --families Y,G,R\\) --seed S" "" none help)
foreach(_players 3 4 5)
    lacosanostra_cli_test("simulate ${_players} players self-checks every action" 0 "all held" "" none
        simulate --players ${_players} --games 40 --seed 7)
endforeach()
lacosanostra_cli_test("simulate with options" 0 "all held" "" none
    simulate --players 5 --games 20 --seed 9 --option double_planning --option robbery_chain --option business_bonus --option short_game)
lacosanostra_cli_test("simulate with out-of-turn plays" 0 "all held" "" none
    simulate --players 4 --games 20 --seed 5 --option spy_any_time --option wild --option beginners)
lacosanostra_cli_test("simulate refuses zero games" 2 "" "--games must be" none simulate --games 0)
# lacosanostra_tournament: computer players against each other and random players.
function(lacosanostra_tournament_test name exit_status stdout_re stderr_re)
    add_test(NAME "cli lacosanostra_tournament: ${name}" COMMAND ${_run} $<TARGET_FILE:lacosanostra_tournament> ${exit_status} "${stdout_re}" "${stderr_re}" none -- ${ARGN})
endfunction()
lacosanostra_tournament_test("prints every seat's win share with its interval" 0
    "3 +random +[0-9.]+% +\\[ *[0-9.]+%, +[0-9.]+%\\] +\\$ *[0-9.]+k" "" --seats normal,easy,random --games 6 --seed 3)
lacosanostra_tournament_test("prints the thinking time per decision" 0
    "entrant 1 normal +[0-9]+ decisions  mean [0-9.]+ ms  max [0-9.]+ ms" "" --seats normal,easy,random --games 3 --seed 3)
lacosanostra_tournament_test("Easy wins clearly against three random players" 0 "1 +easy +(100\\.0|9[0-9]\\.[0-9])%" ""
    --seats easy,random,random,random --games 40 --seed 5)
lacosanostra_tournament_test("Normal wins more than a fair share against three Easy" 0 "1 +normal +([3-9][0-9])\\.[0-9]%" ""
    --seats normal,easy,easy,easy --games 80 --seed 5)
lacosanostra_tournament_test("refuses an unknown seat" 2 "" "unknown seat 'master'" --seats normal,master,easy)
lacosanostra_tournament_test("plays an Expert seat and prints its searched decisions" 0
    "entrant 1 expert searched [0-9]+ decisions, [0-9.]+ playouts each" "" --seats expert,normal,normal --games 1 --seed 3 --budget 200 --jobs 2)
lacosanostra_tournament_test("refuses --jobs 0" 2 "" "--jobs must be a whole number from 1 to 64" --seats normal,easy,easy --jobs 0)
lacosanostra_tournament_test("refuses two seats" 2 "" "--seats needs 3 to 5 seats" --seats normal,easy)
lacosanostra_tournament_test("needs --seats" 2 "" "needs --seats" --games 3)
if(TABLETOP_WASM_TOOLS_DIR)
    add_test(NAME "determinism: native and WebAssembly deal and play the same La Cosa Nostra games"
             COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/lcn_wasm_determinism.sh $<TARGET_FILE:lacosanostra> ${TABLETOP_WASM_TOOLS_DIR}/lacosanostra.js)
    add_test(NAME "determinism: native and WebAssembly La Cosa Nostra computer players play the same games"
             COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/lcn_tournament_determinism.sh $<TARGET_FILE:lacosanostra_tournament> ${TABLETOP_WASM_TOOLS_DIR}/lacosanostra_tournament.js)
endif()
