#!/usr/bin/env bash
# The same seed deals the same game natively and in WebAssembly: compares the native tool with its wasm
# build under node for several seeds (`new`), whole random games (`simulate` statistics) and a `play`.
set -eu
native=$1 wasm_js=$2
[ -f "$wasm_js" ] || { echo "FAIL: no WebAssembly tool at $wasm_js"; exit 1; }
wasm() { node --no-experimental-fetch "$wasm_js" "$@"; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for seed in 0 1 2 42 4242 9007199254740993 18446744073709551615; do
  "$native" new --seed "$seed" > "$tmp/native"
  wasm new --seed "$seed" > "$tmp/wasm"
  cmp -s "$tmp/native" "$tmp/wasm" || { echo "FAIL: seed $seed deals differently"; diff "$tmp/native" "$tmp/wasm" | head; exit 1; }
done
"$native" new --seed 5 --variant new-cards-only > "$tmp/pos"
cmp -s <(wasm new --seed 5 --variant new-cards-only) "$tmp/pos" || { echo "FAIL: variant deal differs"; exit 1; }
cmp -s <("$native" play --position "$tmp/pos" --actions "pass; pass") <(wasm play --position "$tmp/pos" --actions "pass; pass") \
  || { echo "FAIL: play output differs"; exit 1; }
"$native" simulate --games 300 --seed 11 > "$tmp/native"
wasm simulate --games 300 --seed 11 > "$tmp/wasm"
cmp -s "$tmp/native" "$tmp/wasm" || { echo "FAIL: 300 random games differ"; diff "$tmp/native" "$tmp/wasm"; exit 1; }
echo "ok: native and WebAssembly agree on deals, a play and 300 complete random games"
