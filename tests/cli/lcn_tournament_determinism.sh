#!/usr/bin/env bash
# The computer players decide the same natively and in WebAssembly: lacosanostra_tournament prints the same
# win shares, money, game lengths and deals in both builds (the timing lines differ and are left out).
set -eu
native=$1 wasm_js=$2
[ -f "$wasm_js" ] || { echo "FAIL: no WebAssembly tool at $wasm_js"; exit 1; }
for seats in normal,easy,easy normal,easy,easy,easy easy,random,random,normal,easy; do
  a=$("$native" --seats "$seats" --games 12 --seed 3 | sed '/^thinking time/,$d; s/, native$//')
  b=$(node --no-experimental-fetch "$wasm_js" --seats "$seats" --games 12 --seed 3 | sed '/^thinking time/,$d; s/, WebAssembly (node)$//')
  case $a in *"win share"*"avg money"*) ;; *) echo "FAIL: seats $seats: no results printed"; exit 1 ;; esac
  [ "$a" = "$b" ] || { echo "FAIL: seats $seats differ"; diff <(echo "$a") <(echo "$b"); exit 1; }
done
# The Expert: work units, not the clock, decide, so a small budget plays the same games too.
a=$("$native" --seats expert,normal,normal --games 3 --seed 3 --budget 400 | sed '/^thinking time/,$d; s/, native$//')
b=$(node --no-experimental-fetch "$wasm_js" --seats expert,normal,normal --games 3 --seed 3 --budget 400 | sed '/^thinking time/,$d; s/, WebAssembly (node)$//')
case $a in *expert*"win share"*) ;; *) echo "FAIL: expert: no results printed"; exit 1 ;; esac
[ "$a" = "$b" ] || { echo "FAIL: expert games differ"; diff <(echo "$a") <(echo "$b"); exit 1; }
echo "ok: native and WebAssembly computer players play the same 39 tournament games (3 with an Expert)"
