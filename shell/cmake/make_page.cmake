# Writes the web page: web/shell.html with the Emscripten module (famiglia.js, which already
# carries the wasm as base64 thanks to -sSINGLE_FILE) inlined, so the page is one
# self-contained file that loads nothing else.
#   cmake -DTEMPLATE=web/shell.html -DMODULE_JS=famiglia.js -DOUTPUT=index.html -DVERSION=x.y.z
#         -P make_page.cmake
# In the template, the line `<script>/*FAMIGLIA_MODULE*/</script>` becomes the module and
# @FAMIGLIA_VERSION@ the version.
foreach(var TEMPLATE MODULE_JS OUTPUT VERSION)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "make_page.cmake: -D${var}=... is required")
    endif()
endforeach()

file(READ "${TEMPLATE}" page)
file(READ "${MODULE_JS}" module)
set(placeholder "/*FAMIGLIA_MODULE*/")
string(FIND "${page}" "${placeholder}" at)
if(at EQUAL -1)
    message(FATAL_ERROR "${TEMPLATE} lacks the placeholder ${placeholder}")
endif()
# Inside an inline <script>, "</script" would end the element early; in JavaScript strings,
# regular expressions and comments "<\/script" means the same.
string(REPLACE "</script" "<\\/script" module "${module}")
string(REPLACE "@FAMIGLIA_VERSION@" "${VERSION}" page "${page}")
string(REPLACE "${placeholder}" "${module}" page "${page}")

get_filename_component(dir "${OUTPUT}" DIRECTORY)
file(MAKE_DIRECTORY "${dir}")
file(WRITE "${OUTPUT}.tmp" "${page}")
file(RENAME "${OUTPUT}.tmp" "${OUTPUT}")
