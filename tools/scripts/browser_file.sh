#!/usr/bin/env bash
# tools/scripts/browser_file.sh FILE LOGS — runs one browser test file (tests/browser/FILE, e.g.
# famiglia/game.test.mjs) with node's test runner for tools/test, which starts two of these at a time (xargs -P,
# the longest files first: node itself would start them in name order). Writes LOGS/FILE.log (spec), LOGS/FILE.tap
# and LOGS/FILE.tsv (test_times_reporter.mjs), with FILE's "/" as "-" (famiglia-game.test.mjs.log), then prints the
# spec log, so each file's report comes whole.
set -u
file="$1"
name="${file//\//-}"
logs="$2"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here/../../tests/browser" || exit 1
started=$SECONDS
node --test --test-reporter=spec --test-reporter-destination="$logs/$name.log" \
    --test-reporter=tap --test-reporter-destination="$logs/$name.tap" \
    --test-reporter="$here/test_times_reporter.mjs" --test-reporter-destination="$logs/$name.tsv" \
    "./$file" >>"$logs/$name.log" 2>&1
status=$?
echo "--- $file (exit $status, $((SECONDS - started)) s)"
cat "$logs/$name.log"
exit "$status"
