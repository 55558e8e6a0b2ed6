#!/usr/bin/env bash
# tools/scripts/browser_file.sh FILE LOGS — runs one browser test file (tests/browser/FILE, e.g.
# famiglia/game.test.mjs) with node's test runner for tools/test, which starts two of these at a time (xargs -P,
# the longest files first: node itself would start them in name order). Writes LOGS/FILE.log (spec), LOGS/FILE.tap
# and LOGS/FILE.tsv (test_times_reporter.mjs), with FILE's "/" as "-" (famiglia-game.test.mjs.log), then prints the
# spec log, so each file's report comes whole. LOGS/FILE.cpu: a line per test (name, wall seconds, CPU seconds of node
# and of the browser: tests/browser/harness.mjs) and a last line "(file)" with the whole file's: what a quiet
# machine's cores must do, where a loaded machine's wall clock misleads.
set -u
file="$1"
name="${file//\//-}"
logs="$2"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here/../../tests/browser" || exit 1
started=$SECONDS
rm -f "$logs/$name.cpu"
TABLETOP_CPU_LOG="$logs/$name.cpu" node --test --test-reporter=spec --test-reporter-destination="$logs/$name.log" \
    --test-reporter=tap --test-reporter-destination="$logs/$name.tap" \
    --test-reporter="$here/test_times_reporter.mjs" --test-reporter-destination="$logs/$name.tsv" \
    "./$file" >>"$logs/$name.log" 2>&1
status=$?
cpu="$(awk -F '\t' '$1 == "(file)" { printf ", %.1f s of CPU", $3 + $4 }' "$logs/$name.cpu" 2>/dev/null)"
echo "--- $file (exit $status, $((SECONDS - started)) s$cpu)"
cat "$logs/$name.log"
exit "$status"
