#!/usr/bin/env python3
"""Writes the web page: web/shell.html with the Emscripten module inlined, so the page is one self-contained
file that loads nothing else.

    make_page.py TEMPLATE MODULE_JS MODULE_WASM OUTPUT VERSION

In the template, `<script>/*TABLETOP_WASM*/</script>` becomes the wasm, gzip-compressed and base64-encoded in a
non-executed <script type="application/octet-stream" id="tabletop-wasm"> (the page inflates it with the browser's
DecompressionStream and starts compiling it before the module's JavaScript is parsed), and
`<script>/*TABLETOP_MODULE*/</script>` the module's JavaScript; @TABLETOP_VERSION@ becomes the version.
Compressed first, the wasm costs a third of its raw base64 in the page, and the page's own gzip or brotli transfer
no longer has to squeeze base64 text (measured in docs/page.md). The gzip stream is made by zopfli (Debian
package zopfli), 5% smaller than zlib's best at the same decoding cost."""
import base64
import os
import re
import shutil
import subprocess
import sys
import tempfile

WASM_PLACEHOLDER = '<script>/*TABLETOP_WASM*/</script>'
MODULE_PLACEHOLDER = '<script>/*TABLETOP_MODULE*/</script>'


def strip_comments(page):
    """The template's comments are for its readers, not for every player's download (1.3 KB of the page's gzip):
    its HTML comments, the CSS comments and the script's whole-line // comments go; the placeholders stay."""
    page = re.sub(r'<!--.*?-->\n?', '', page, flags=re.S)
    page = re.sub(r'/\*(?!TABLETOP_).*?\*/', '', page, flags=re.S)
    return re.sub(r'^[ \t]*//[^\n]*\n', '', page, flags=re.M)


def minify(module_js):
    """The module's JavaScript with its locals renamed and compressed by terser (minify_js.cjs, Debian package
    node-terser); Debian's emcc minifies only its whitespace."""
    node = shutil.which('node') or shutil.which('nodejs')
    if node is None:
        sys.exit('node not found: install Debian\'s nodejs (tools/play and tools/test do)')
    env = dict(os.environ)
    env['NODE_PATH'] = os.pathsep.join(p for p in ('/usr/share/nodejs', env.get('NODE_PATH', '')) if p)
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'minify_js.cjs')
    minified = module_js + '.min.js'
    subprocess.run([node, script, module_js, minified], check=True, env=env)
    return open(minified, encoding='utf-8').read()


def minify_page_script(page):
    """The template's own start-up script through terser like the module (docs/page.md: 0.5 KB of gzip), and
    its style sheet without the indentation and line breaks."""
    scripts = re.findall(r'<script>\n(.*?)</script>', page, flags=re.S)
    if len(scripts) != 1:
        sys.exit('the template must hold one multi-line <script> (the start-up script)')
    with tempfile.TemporaryDirectory() as work:
        script = os.path.join(work, 'page.js')
        with open(script, 'w', encoding='utf-8') as f:
            f.write(scripts[0])
        page = page.replace('<script>\n' + scripts[0] + '</script>', '<script>' + minify(script) + '</script>')
    return re.sub(r'<style>(.*?)</style>',
                  lambda m: '<style>' + re.sub(r'\s*\n\s*', '', m.group(1)) + '</style>', page, flags=re.S)


def main():
    if len(sys.argv) != 6:
        sys.exit(__doc__)
    template, module_js, module_wasm, output, version = sys.argv[1:]
    page = strip_comments(open(template, encoding='utf-8').read())
    for placeholder in (WASM_PLACEHOLDER, MODULE_PLACEHOLDER):
        if page.count(placeholder) != 1:
            sys.exit(f'{template} must hold the placeholder {placeholder} once')
    page = minify_page_script(page)
    js = minify(module_js)
    # Inside an inline <script>, "</script" would end the element early; in JavaScript strings, regular
    # expressions and comments "<\/script" means the same.
    js = js.replace('</script', '<\\/script')
    zopfli = shutil.which('zopfli')
    if zopfli is None:
        sys.exit('zopfli not found: install Debian\'s zopfli (tools/play and tools/test do)')
    # 50 iterations instead of zopfli's 15: 0.4 KB less page for about 4 s more of the build (docs/page.md).
    compressed = subprocess.run([zopfli, '--gzip', '--i50', '-c', module_wasm], check=True,
                                capture_output=True).stdout
    packed = base64.b64encode(compressed).decode('ascii')
    page = page.replace('@TABLETOP_VERSION@', version)
    page = page.replace(WASM_PLACEHOLDER, f'<script type="application/octet-stream" id="tabletop-wasm">{packed}</script>')
    page = page.replace(MODULE_PLACEHOLDER, f'<script>{js}</script>')
    with open(output + '.tmp', 'w', encoding='utf-8') as f:
        f.write(page)
    os.replace(output + '.tmp', output)


if __name__ == '__main__':
    main()
