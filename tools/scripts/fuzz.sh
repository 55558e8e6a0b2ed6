#!/usr/bin/env bash
# tools/scripts/fuzz.sh [SECONDS] — builds the libFuzzer target tools/fuzz_link.cpp with clang
# (project tools/fuzz/, build dir build/fuzz) and runs it for SECONDS (default 60) on
# build/fuzz/corpus (grows from run to run) seeded with the known-bad inputs in tests/data/link_corpus.
# Exits non-zero on a finding; the input that failed is saved in build/fuzz/findings/. Reproduce
# one with: build/fuzz/fuzz_link build/fuzz/findings/<file>. tools/test runs it for 60 s.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$REPO_ROOT"

seconds="${1:-60}"
case "$seconds" in ''|*[!0-9]*) die "usage: tools/scripts/fuzz.sh [SECONDS]" ;; esac

ensure_packages clang libclang-rt-14-dev cmake ninja-build
fuzz_dir="$REPO_ROOT/build/fuzz"
if [ ! -f "$fuzz_dir/build.ninja" ]; then
    CXX=clang++ cmake -S "$REPO_ROOT/tools/fuzz" -B "$fuzz_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
cmake --build "$fuzz_dir" --target fuzz_link
mkdir -p "$fuzz_dir/corpus" "$fuzz_dir/findings"
log "fuzzing DecodeLink and DecodeRecord for $seconds s"
"$fuzz_dir/fuzz_link" -max_total_time="$seconds" -timeout=20 -print_final_stats=1 \
    -dict="$REPO_ROOT/tools/fuzz/link.dict" -artifact_prefix="$fuzz_dir/findings/" \
    "$fuzz_dir/corpus" "$REPO_ROOT/tests/data/link_corpus"
