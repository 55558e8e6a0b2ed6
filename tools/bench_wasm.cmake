# Runs the WebAssembly builds of famiglia_bench and lacosanostra_bench under node, if they were built
# (see tools/CMakeLists.txt).
foreach(bench famiglia_bench lacosanostra_bench)
    if(WASM_DIR AND EXISTS "${WASM_DIR}/${bench}.js")
        execute_process(COMMAND node --no-experimental-fetch "${WASM_DIR}/${bench}.js" RESULT_VARIABLE rc)
        if(NOT rc EQUAL 0)
            message(FATAL_ERROR "the WebAssembly benchmark ${bench} failed (${rc})")
        endif()
    else()
        message(STATUS "No WebAssembly build of ${bench}: run tools/test (or configure with TABLETOP_WASM_TOOLS_DIR) for its figures.")
    endif()
endforeach()
