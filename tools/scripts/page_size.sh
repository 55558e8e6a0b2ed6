#!/usr/bin/env bash
# tools/scripts/page_size.sh PAGE [MAX_GZIP_BYTES] — prints the page's size raw, gzip (-9) and brotli (-q 11),
# the way a server would send it; with MAX_GZIP_BYTES, exits 1 when the gzip size is above it (the CTest
# test page_size, docs/page.md: at most 400 KB gzip). tools/play --build-only prints it too.
set -euo pipefail
page="${1:?usage: page_size.sh PAGE [MAX_GZIP_BYTES]}"
max="${2:-}"
[ -f "$page" ] || { echo "no page at $page: build it first (tools/play --build-only)" >&2; exit 2; }
raw=$(wc -c <"$page")
gz=$(gzip -9 -c "$page" | wc -c)
br=$(brotli -q 11 -c "$page" | wc -c)
kb() { awk -v b="$1" 'BEGIN { printf "%.1f KB", b / 1024 }'; }
echo "page $page: $(kb "$raw") raw, $(kb "$gz") gzip, $(kb "$br") brotli"
if [ -n "$max" ] && [ "$gz" -gt "$max" ]; then
    echo "the page is $(kb "$gz") gzip, more than the $(kb "$max") allowed (docs/page.md)" >&2
    exit 1
fi
