#!/usr/bin/env bash
# The same seed deals the same La Cosa Nostra game natively and in WebAssembly: compares the native
# `lacosanostra` with its wasm build under node for deals (3/4/5 players, options), a play and whole random
# games (simulate statistics, which also run every self-check in both builds).
set -eu
native=$1 wasm_js=$2
[ -f "$wasm_js" ] || { echo "FAIL: no WebAssembly tool at $wasm_js"; exit 1; }
wasm() { node --no-experimental-fetch "$wasm_js" "$@"; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for players in 3 4 5; do
  for seed in 0 1 42 18446744073709551615; do
    "$native" new --players "$players" --seed "$seed" > "$tmp/native"
    wasm new --players "$players" --seed "$seed" > "$tmp/wasm"
    cmp -s "$tmp/native" "$tmp/wasm" || { echo "FAIL: $players players, seed $seed deal differently"; diff "$tmp/native" "$tmp/wasm" | head; exit 1; }
  done
done
"$native" new --players 4 --seed 1 --option short_game > "$tmp/pos"
cmp -s <(wasm new --players 4 --seed 1 --option short_game) "$tmp/pos" || { echo "FAIL: deal with options differs"; exit 1; }
actions="B accept; V accept; Y accept; G accept; B order B1 O1-06"
cmp -s <("$native" play --position "$tmp/pos" --actions "$actions") <(wasm play --position "$tmp/pos" --actions "$actions") \
  || { echo "FAIL: play output differs"; exit 1; }
for players in 3 4 5; do
  "$native" simulate --players "$players" --games 30 --seed 11 > "$tmp/native"
  wasm simulate --players "$players" --games 30 --seed 11 > "$tmp/wasm"
  cmp -s "$tmp/native" "$tmp/wasm" || { echo "FAIL: 30 random games of $players players differ"; diff "$tmp/native" "$tmp/wasm"; exit 1; }
done
echo "ok: native and WebAssembly agree on La Cosa Nostra deals, a play and 90 complete random games"
