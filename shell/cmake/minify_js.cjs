// shell/cmake/minify_js.cjs IN OUT — the module's JavaScript through terser (Debian's node-terser), for the page
// (make_page.py). Emscripten minifies only its whitespace without the Closure Compiler, which Debian does not ship;
// renaming the locals and terser's default compression took 7.0 KB of the page's gzip (docs/page.md).
// Top-level names stay (createGame is the page's entry), and properties are never renamed: the glue reaches the
// wasm's imports and exports and the page's Module settings by quoted names.
'use strict';
const fs = require('fs');
let minify;
try {
    ({ minify } = require('terser'));
} catch (error) {
    console.error(`minify_js.cjs: terser not found (${error.message}): install Debian's node-terser (tools/play does)`);
    process.exit(1);
}

const [input, output] = process.argv.slice(2);
minify(fs.readFileSync(input, 'utf8'), { compress: {}, mangle: true, ecma: 2018 })
    .then((result) => fs.writeFileSync(output, result.code))
    .catch((error) => {
        console.error(`minify_js.cjs: ${input}: ${error.message || error}`);
        process.exit(1);
    });
