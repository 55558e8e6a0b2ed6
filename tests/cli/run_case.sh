#!/usr/bin/env bash
# One command-line test: run_case.sh TOOL EXIT STDOUT_REGEX STDERR_REGEX INPUT -- ARGS...
#   EXIT        expected exit status
#   *_REGEX     extended regex the stream must match ('' = no check)
#   INPUT       standard input: none | seed:S (the tool's own `new --seed S --first 0`) |
#               new:ARGS (the tool's own `new ARGS`, split at spaces) | garbage:BYTES | text:STRING | file:PATH
# A refusal (exit 2) must be exactly one line on standard error.
set -u
tool=$1 want=$2 out_re=$3 err_re=$4 input=$5
shift 5
[ "${1:-}" = "--" ] && shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
case $input in
  none) : > "$tmp/in" ;;
  seed:*) "$tool" new --seed "${input#seed:}" --first 0 > "$tmp/in" ;;
  new:*) "$tool" new ${input#new:} > "$tmp/in" ;;
  garbage:*) head -c "${input#garbage:}" /dev/urandom > "$tmp/in" ;;
  text:*) printf '%s' "${input#text:}" > "$tmp/in" ;;
  file:*) cp "${input#file:}" "$tmp/in" ;;
  *) echo "bad INPUT spec $input"; exit 1 ;;
esac
args=()
for a in "$@"; do a=${a//@IN@/$tmp/in}; args+=("${a//@SEMI@/;}"); done
"$tool" "${args[@]}" < "$tmp/in" > "$tmp/out" 2> "$tmp/err"
got=$?
fail() { echo "FAIL: $*"; echo "--- stdout (head)"; head -c 2000 "$tmp/out"; echo "--- stderr"; head -c 2000 "$tmp/err"; exit 1; }
[ "$got" = "$want" ] || fail "exit status $got, expected $want"
[ -z "$out_re" ] || grep -Eq -- "$out_re" "$tmp/out" || fail "stdout does not match /$out_re/"
[ -z "$err_re" ] || grep -Eq -- "$err_re" "$tmp/err" || fail "stderr does not match /$err_re/"
if [ "$want" = 2 ]; then
  [ "$(wc -l < "$tmp/err")" = 1 ] || fail "a refusal must be one line on standard error"
  [ ! -s "$tmp/out" ] || fail "a refusal must print nothing on standard output"
fi
echo "ok: exit $got"
