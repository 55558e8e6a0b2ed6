#!/usr/bin/env python3
"""Serves a folder on 127.0.0.1 the way a web host would: gzip-compressed when the browser accepts it
(Content-Encoding: gzip), the page never cached. tools/play serves the built page with it; tools/page_timing.mjs
measures the first frame through it.

    serve.py DIRECTORY PORT [--no-gzip]      PORT 0 picks a free port; the first line printed is the address
"""
import functools
import gzip
import http.server
import os
import sys


class Handler(http.server.SimpleHTTPRequestHandler):
    use_gzip = True
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, '.wasm': 'application/wasm',
                      '.js': 'text/javascript', '.html': 'text/html; charset=utf-8'}

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, 'index.html')
        accepts = 'gzip' in self.headers.get('Accept-Encoding', '')
        if not (self.use_gzip and accepts and os.path.isfile(path)):
            return super().send_head()
        body = _compressed(path)
        self.send_response(200)
        self.send_header('Content-Type', self.guess_type(path))
        self.send_header('Content-Encoding', 'gzip')
        self.send_header('Content-Length', str(len(body)))
        self.send_header('Cache-Control', 'no-store')
        self.end_headers()
        return _Body(body)

    def end_headers(self):
        if not any(h.startswith(b'Cache-Control') for h in getattr(self, '_headers_buffer', [])):
            self.send_header('Cache-Control', 'no-store')
        super().end_headers()

    def log_message(self, fmt, *args):  # quiet: the terminal shows the address only
        pass


_cache = {}


def _compressed(path):
    """The file gzip-compressed, kept while it is unchanged: compressing the 0.6 MB page at level 9 takes the
    server ~0.1 s, which a web host that compresses once would not spend on every load."""
    stat = os.stat(path)
    key = (path, stat.st_mtime_ns, stat.st_size)
    if key not in _cache:
        with open(path, 'rb') as f:
            _cache[key] = gzip.compress(f.read(), compresslevel=9, mtime=0)
    return _cache[key]


class _Body:
    def __init__(self, data):
        self.data = data

    def read(self, *_):
        data, self.data = self.data, b''
        return data

    def close(self):
        pass


def main():
    args = [a for a in sys.argv[1:] if a != '--no-gzip']
    if len(args) != 2 or not args[1].isdigit():
        sys.exit(__doc__)
    Handler.use_gzip = '--no-gzip' not in sys.argv
    handler = functools.partial(Handler, directory=args[0])
    with http.server.ThreadingHTTPServer(('127.0.0.1', int(args[1])), handler) as server:
        print(f'http://127.0.0.1:{server.server_address[1]}/', flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == '__main__':
    main()
