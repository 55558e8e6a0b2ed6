#!/usr/bin/env bash
# tools/scripts/fuzz.sh [SECONDS] — builds the libFuzzer targets tools/fuzz_link.cpp (Famiglia) and
# tools/fuzz_lcn_link.cpp (La Cosa Nostra) with clang (project tools/fuzz/, build dir build/fuzz) and runs
# them for SECONDS together (default 60: Famiglia gets the larger half, La Cosa Nostra the rest), each on its
# corpus in build/fuzz (corpus, lcn_corpus; they grow from run to run) seeded with tests/data/link_corpus and
# tests/data/lcn_link_corpus. Exits non-zero on a finding; the input that failed is saved in
# build/fuzz/findings/. Reproduce one with: build/fuzz/fuzz_link (or fuzz_lcn_link) build/fuzz/findings/<file>.
# tools/test runs it for 60 s.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$REPO_ROOT"

seconds="${1:-60}"
case "$seconds" in ''|*[!0-9]*) die "usage: tools/scripts/fuzz.sh [SECONDS]" ;; esac

ensure_packages clang libclang-rt-14-dev cmake ninja-build
fuzz_dir="$REPO_ROOT/build/fuzz"
if [ ! -f "$fuzz_dir/build.ninja" ]; then
    CXX=clang++ cmake -S "$REPO_ROOT/tools/fuzz" -B "$fuzz_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
cmake --build "$fuzz_dir" --target fuzz_link fuzz_lcn_link
mkdir -p "$fuzz_dir/corpus" "$fuzz_dir/lcn_corpus" "$fuzz_dir/findings"
lcn_seconds=$((seconds / 2))
famiglia_seconds=$((seconds - lcn_seconds))
log "fuzzing Famiglia's DecodeLink and DecodeRecord for $famiglia_seconds s"
"$fuzz_dir/fuzz_link" -max_total_time="$famiglia_seconds" -timeout=20 -print_final_stats=1 \
    -dict="$REPO_ROOT/tools/fuzz/link.dict" -artifact_prefix="$fuzz_dir/findings/" \
    "$fuzz_dir/corpus" "$REPO_ROOT/tests/data/link_corpus"
if [ "$lcn_seconds" -gt 0 ]; then  # (libFuzzer reads -max_total_time=0 as "no limit")
    log "fuzzing La Cosa Nostra's DecodeLink and DecodeRecord for $lcn_seconds s"
    "$fuzz_dir/fuzz_lcn_link" -max_total_time="$lcn_seconds" -timeout=20 -print_final_stats=1 \
        -dict="$REPO_ROOT/tools/fuzz/lcn_link.dict" -artifact_prefix="$fuzz_dir/findings/lcn-" \
        "$fuzz_dir/lcn_corpus" "$REPO_ROOT/tests/data/lcn_link_corpus"
fi
