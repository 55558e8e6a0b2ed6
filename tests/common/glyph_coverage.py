#!/usr/bin/env python3
"""Fails when a string literal of the app (core/ and shell/, both languages) holds a character that the
embedded font subset cannot draw (ImGui would show a box for it).

    glyph_coverage.py FONT.ttf SOURCE_DIR...

FONT is the subset the build embeds (shell/cmake/font_subset.cmake, from assets/fonts/glyph_ranges.txt).
Every C++ string literal is decoded (UTF-8, with \\x, \\u and octal escapes) and each character checked
against the font's character map. Fix a failure by adding the character's range to glyph_ranges.txt."""
import pathlib
import re
import sys

from fontTools.ttLib import TTFont

LITERAL = re.compile(r'(?:u8|L|u|U)?"((?:[^"\\\n]|\\.)*)"')
RAW = re.compile(r'R"([^(\s]*)\((.*?)\)\1"', re.S)
ESCAPE = re.compile(r'\\(x[0-9A-Fa-f]+|u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|[0-7]{1,3}|.)')
SIMPLE = {'n': '\n', 't': '\t', 'r': '\r', '0': '\0', '\\': '\\', '"': '"', "'": "'", '?': '?', 'a': '\a',
          'b': '\b', 'f': '\f', 'v': '\v'}


def decode(body):
    out = bytearray()
    pos = 0
    for m in ESCAPE.finditer(body):
        out += body[pos:m.start()].encode('utf-8')
        e = m.group(1)
        if e[0] == 'x':
            out.append(int(e[1:], 16) & 0xFF)
        elif e[0] in 'uU':
            out += chr(int(e[1:], 16)).encode('utf-8')
        elif e[0] in '01234567' and e not in SIMPLE:
            out.append(int(e, 8) & 0xFF)
        else:
            out += SIMPLE.get(e, e).encode('utf-8')
        pos = m.end()
    out += body[pos:].encode('utf-8')
    return out.decode('utf-8', errors='replace')


def strip_comments(text):
    # Keeps line numbers: comments become blanks of the same shape.
    def blank(m):
        s = m.group(0)
        return s if s.startswith('"') or s.startswith("'") else re.sub(r'[^\n]', ' ', s)
    return re.sub(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|//[^\n]*|/\*.*?\*/', blank, text, flags=re.S)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    cmap = TTFont(sys.argv[1])['cmap'].getBestCmap()
    missing = []
    files = 0
    for root in sys.argv[2:]:
        for path in sorted(pathlib.Path(root).rglob('*')):
            if path.suffix not in ('.cpp', '.h'):
                continue
            files += 1
            text = strip_comments(path.read_text(encoding='utf-8'))
            spans = [(m.start(), m.group(2)) for m in RAW.finditer(text)]
            raw_free = RAW.sub(lambda m: re.sub(r'[^\n]', ' ', m.group(0)), text)
            spans += [(m.start(), decode(m.group(1))) for m in LITERAL.finditer(raw_free)]
            for start, value in spans:
                for ch in value:
                    if ord(ch) >= 0x20 and ord(ch) not in cmap:
                        line = text.count('\n', 0, start) + 1
                        missing.append(f'{path}:{line}: U+{ord(ch):04X} {ch!r} is not in the font subset')
    if missing:
        print('\n'.join(sorted(set(missing))))
        print(f'{len(set(missing))} characters the app may draw are missing from the font: add their ranges to '
              'assets/fonts/glyph_ranges.txt')
        return 1
    print(f'every character of the string literals of {files} files is in the font subset ({len(cmap)} characters)')
    return 0


if __name__ == '__main__':
    sys.exit(main())
