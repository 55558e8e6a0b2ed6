#!/usr/bin/env bash
# tools/scripts/fuzz.sh [SECONDS | --runs FAMIGLIA LCN] — builds the libFuzzer targets tools/fuzz_fam_link.cpp
# (Famiglia) and tools/fuzz_lcn_link.cpp (La Cosa Nostra) with clang (project tools/fuzz/, build dir build/fuzz,
# through the shared compiler cache) and runs them, each on its corpus in $TABLETOP_CACHE/fuzz (corpus,
# lcn_corpus: kept across clones and runs, so they grow from run to run) seeded with tests/famiglia/core/data/link_corpus and
# tests/lacosanostra/core/data/link_corpus:
#   SECONDS (default 60)   for that long together: Famiglia gets the larger half, La Cosa Nostra the rest;
#   --runs FAMIGLIA LCN    each for that many new inputs (past the replay of its corpus), the same work on any
#                          machine; tools/test runs --runs 30000 2500 (19 s at load 7).
# Exits non-zero on a finding; the input that failed is saved in build/fuzz/findings/. Reproduce one with:
# build/fuzz/fuzz_link (or fuzz_lcn_link) build/fuzz/findings/<file>.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$REPO_ROOT"

usage="usage: tools/scripts/fuzz.sh [SECONDS | --runs FAMIGLIA LCN]"
is_count() { case "$1" in ''|*[!0-9]*) return 1 ;; esac; }
if [ "${1:-}" = "--runs" ]; then
    { is_count "${2:-}" && is_count "${3:-}"; } || die "$usage"
    famiglia_runs="$2"
    lcn_runs="$3"
else
    seconds="${1:-60}"
    is_count "$seconds" || die "$usage"
    lcn_seconds=$((seconds / 2))
    famiglia_seconds=$((seconds - lcn_seconds))
fi

ensure_packages clang libclang-rt-14-dev cmake ninja-build ccache
fuzz_dir="$REPO_ROOT/build/fuzz"
corpus_dir="$TABLETOP_CACHE/fuzz"
if [ ! -f "$fuzz_dir/build.ninja" ]; then
    mapfile -t launcher < <(compiler_launcher_args)
    CXX=clang++ cmake -S "$REPO_ROOT/tools/fuzz" -B "$fuzz_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        "${launcher[@]}" >/dev/null
fi
cmake --build "$fuzz_dir" --target fuzz_link fuzz_lcn_link
mkdir -p "$corpus_dir/corpus" "$corpus_dir/lcn_corpus" "$fuzz_dir/findings"

# fuzz NAME BINARY DICT CORPUS SEEDS PREFIX LIMIT KIND: one target, for LIMIT seconds or (KIND runs) LIMIT new inputs.
# libFuzzer counts the replay of the corpus in -runs, so the corpus's size is added: the new inputs stay the same
# however large the corpus has grown.
fuzz() {
    local name="$1" binary="$2" dict="$3" corpus="$4" seeds="$5" prefix="$6" limit="$7" kind="$8" bound
    if [ "$kind" = runs ]; then
        bound="-runs=$((limit + $(find "$corpus" "$seeds" -type f | wc -l)))"
        log "fuzzing $name's DecodeLink and DecodeRecord for $limit inputs"
    else
        bound="-max_total_time=$limit"
        log "fuzzing $name's DecodeLink and DecodeRecord for $limit s"
    fi
    "$binary" "$bound" -timeout=20 -print_final_stats=1 -dict="$dict" -artifact_prefix="$prefix" "$corpus" "$seeds"
}

if [ -n "${famiglia_runs:-}" ]; then
    fuzz Famiglia "$fuzz_dir/fuzz_link" "$REPO_ROOT/tools/fuzz/link.dict" "$corpus_dir/corpus" \
        "$REPO_ROOT/tests/famiglia/core/data/link_corpus" "$fuzz_dir/findings/" "$famiglia_runs" runs
    fuzz "La Cosa Nostra" "$fuzz_dir/fuzz_lcn_link" "$REPO_ROOT/tools/fuzz/lcn_link.dict" "$corpus_dir/lcn_corpus" \
        "$REPO_ROOT/tests/lacosanostra/core/data/link_corpus" "$fuzz_dir/findings/lcn-" "$lcn_runs" runs
else
    fuzz Famiglia "$fuzz_dir/fuzz_link" "$REPO_ROOT/tools/fuzz/link.dict" "$corpus_dir/corpus" \
        "$REPO_ROOT/tests/famiglia/core/data/link_corpus" "$fuzz_dir/findings/" "$famiglia_seconds" seconds
    if [ "$lcn_seconds" -gt 0 ]; then  # (libFuzzer reads -max_total_time=0 as "no limit")
        fuzz "La Cosa Nostra" "$fuzz_dir/fuzz_lcn_link" "$REPO_ROOT/tools/fuzz/lcn_link.dict" \
            "$corpus_dir/lcn_corpus" "$REPO_ROOT/tests/lacosanostra/core/data/link_corpus" "$fuzz_dir/findings/lcn-" "$lcn_seconds" seconds
    fi
fi
