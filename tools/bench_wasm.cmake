# Runs the WebAssembly build of famiglia_bench under node, if it was built (see tools/CMakeLists.txt).
if(WASM_DIR AND EXISTS "${WASM_DIR}/famiglia_bench.js")
    execute_process(COMMAND node --no-experimental-fetch "${WASM_DIR}/famiglia_bench.js" RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "the WebAssembly benchmark failed (${rc})")
    endif()
else()
    message(STATUS "No WebAssembly build of famiglia_bench: run tools/test (or configure with FAMIGLIA_WASM_TOOLS_DIR) for its figures.")
endif()
