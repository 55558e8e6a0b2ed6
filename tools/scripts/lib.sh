# Shared helpers for tools/play and tools/test (sourced, not run).
#
# Everything a fresh Debian 12 machine needs is installed here: Debian packages,
# the Debian sources of SDL2 2.26.5 (built for WebAssembly) and Dear ImGui 1.86,
# and the npm packages of the browser tests. Slow results are cached outside the
# work tree in $TABLETOP_CACHE (default ~/.cache/famiglia, the folder of the first,
# Famiglia-only edition, so existing caches stay in use), so only the first run
# pays. Every step is safe to repeat. The FAMIGLIA_* names of that edition
# (FAMIGLIA_CACHE, FAMIGLIA_CCACHE_DIR) are still read.

set -euo pipefail

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
TABLETOP_CACHE="${TABLETOP_CACHE:-${FAMIGLIA_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/famiglia}}"
SDL2_VERSION=2.26.5
IMGUI_VERSION=1.86
# The build's number: bump it when ensure_sdl2_wasm's flags change, so an older cache is not reused.
SDL2_WASM_BUILD=2
SDL2_WASM_PREFIX="$TABLETOP_CACHE/sdl2-wasm-$SDL2_VERSION-b$SDL2_WASM_BUILD"
IMGUI_DIR="$TABLETOP_CACHE/imgui-$IMGUI_VERSION"
BUILD_WASM="$REPO_ROOT/build/wasm"
BUILD_NATIVE="$REPO_ROOT/build/native"
# The compiler cache (Debian's ccache) of all three builds (native, wasm, fuzz). It lives with the other slow
# results, so a fresh clone (CI clones afresh each run) compiles only what changed; CCACHE_BASEDIR makes the
# paths relative, so a clone at another path hits too.
TABLETOP_CCACHE_DIR="${TABLETOP_CCACHE_DIR:-${FAMIGLIA_CCACHE_DIR:-$TABLETOP_CACHE/ccache}}"
# emcc's JS optimizer imports Debian's acorn from here.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"

log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# Wait while another apt/dpkg run holds the lock (e.g. unattended upgrades).
apt_wait() {
    local i
    command -v fuser >/dev/null 2>&1 || return 0
    for i in $(seq 1 120); do
        if ! fuser /var/lib/dpkg/lock-frontend /var/lib/apt/lists/lock >/dev/null 2>&1; then
            return 0
        fi
        [ "$i" -eq 1 ] && log "waiting for another apt run to finish"
        sleep 5
    done
}

APT_UPDATED=0
apt_update_once() {
    if [ "$APT_UPDATED" -eq 0 ]; then
        apt_wait
        as_root apt-get update -qq
        APT_UPDATED=1
    fi
}

# ensure_packages PKG... : install the Debian packages that are missing.
ensure_packages() {
    local missing=() p
    for p in "$@"; do
        if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
            missing+=("$p")
        fi
    done
    [ "${#missing[@]}" -eq 0 ] && return 0
    log "installing Debian packages: ${missing[*]}"
    apt_update_once
    apt_wait
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        "${missing[@]}" >/dev/null
}

# Packages both commands need. Node.js may come from elsewhere (any node >= 18 with
# npm is fine), so Debian's nodejs/npm are installed only when missing.
ensure_build_packages() {
    # Some machines install fuser's package late; apt_wait needs it.
    command -v fuser >/dev/null 2>&1 || ensure_packages psmisc
    ensure_packages cmake ninja-build g++ pkg-config dpkg-dev ca-certificates python3 clang-format fonttools brotli zopfli node-terser \
        ccache emscripten libsdl2-dev nlohmann-json3-dev doctest-dev fonts-dejavu-core
    command -v node >/dev/null 2>&1 || ensure_packages nodejs
}

ensure_test_packages() {
    # Mesa's EGL and llvmpipe: the browser tests' WebGL (tests/browser/harness.mjs launchBrowser).
    ensure_packages chromium libegl-mesa0 libgl1-mesa-dri
    command -v npm >/dev/null 2>&1 || ensure_packages npm
}

# apt-get source needs deb-src entries; mirror the existing deb entries once.
ensure_deb_src() {
    if grep -Eqs '^[[:space:]]*(Types:.*deb-src|deb-src[[:space:]])' \
        /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; then
        return 0
    fi
    log "adding deb-src entries for apt-get source"
    local f
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] || continue
        as_root sed -i -E 's/^Types:[[:space:]]*deb[[:space:]]*$/Types: deb deb-src/' "$f"
    done
    if [ -f /etc/apt/sources.list ] && grep -Eq '^[[:space:]]*deb[[:space:]]' /etc/apt/sources.list; then
        grep -E '^[[:space:]]*deb[[:space:]]' /etc/apt/sources.list \
            | sed -E 's/^[[:space:]]*deb[[:space:]]/deb-src /' \
            | as_root tee /etc/apt/sources.list.d/famiglia-deb-src.list >/dev/null
    fi
    APT_UPDATED=0
    apt_update_once
}

# fetch_debian_source PKG VERSION_PREFIX DEST: unpack Debian's source of PKG into DEST.
fetch_debian_source() {
    local pkg="$1" version="$2" dest="$3" tmp dir
    ensure_deb_src
    apt_update_once
    tmp="$(mktemp -d "$TABLETOP_CACHE/tmp.XXXXXX")"
    log "fetching Debian source of $pkg $version"
    (cd "$tmp" && apt-get source -qq "$pkg" >/dev/null 2>"$tmp/apt-source.log") \
        || { cat "$tmp/apt-source.log" >&2; die "apt-get source $pkg failed"; }
    dir="$(find "$tmp" -mindepth 1 -maxdepth 1 -type d -name "$pkg-$version*" | head -n 1)"
    [ -n "$dir" ] || die "apt-get source $pkg gave no $pkg-$version* folder"
    rm -rf "$dest"
    mv "$dir" "$dest"
    rm -rf "$tmp"
}

# Dear ImGui sources (core + SDL2/OpenGL3 backends), shared by both builds.
ensure_imgui() {
    [ -f "$IMGUI_DIR/.famiglia-stamp" ] && return 0
    mkdir -p "$TABLETOP_CACHE"
    fetch_debian_source imgui "$IMGUI_VERSION" "$IMGUI_DIR.partial"
    [ -f "$IMGUI_DIR.partial/backends/imgui_impl_sdl.cpp" ] || die "imgui source lacks backends/"
    rm -rf "$IMGUI_DIR"
    mv "$IMGUI_DIR.partial" "$IMGUI_DIR"
    date -u +%FT%TZ >"$IMGUI_DIR/.famiglia-stamp"
}

# SDL2 built for WebAssembly from Debian's source (emcc's own SDL port would download).
ensure_sdl2_wasm() {
    [ -f "$SDL2_WASM_PREFIX/.famiglia-stamp" ] && return 0
    mkdir -p "$TABLETOP_CACHE"
    local work
    work="$(mktemp -d "$TABLETOP_CACHE/sdl2-build.XXXXXX")"
    fetch_debian_source libsdl2 "$SDL2_VERSION" "$work/src"
    log "building SDL2 $SDL2_VERSION for WebAssembly (first run only, about 3 minutes on 2 cores)"
    local start=$SECONDS
    (
        cd "$work"
        # For size (-Os), and without what the page never calls: audio, joysticks and game controllers,
        # haptics, sensors, power, SDL's own 2D renderer (the app draws with WebGL 2), hidapi, and the dummy and
        # offscreen video drivers (the dummy one can save frames as BMP, which links all of SDL's blitters).
        emcmake cmake -S src -B build -G Ninja -DCMAKE_BUILD_TYPE=MinSizeRel \
            -DCMAKE_INSTALL_PREFIX="$work/prefix" \
            -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF \
            -DSDL_AUDIO=OFF -DSDL_JOYSTICK=OFF -DSDL_HAPTIC=OFF -DSDL_SENSOR=OFF -DSDL_POWER=OFF \
            -DSDL_RENDER=OFF -DSDL_HIDAPI=OFF -DSDL_DUMMYVIDEO=OFF -DSDL_OFFSCREEN=OFF >"$work/configure.log" 2>&1 \
            || { tail -n 40 "$work/configure.log" >&2; exit 1; }
        cmake --build build >"$work/build.log" 2>&1 || { tail -n 40 "$work/build.log" >&2; exit 1; }
        cmake --install build >"$work/install.log" 2>&1 || { tail -n 40 "$work/install.log" >&2; exit 1; }
    ) || die "building SDL2 for WebAssembly failed (logs in $work)"
    [ -f "$work/prefix/lib/libSDL2.a" ] || die "SDL2 build produced no libSDL2.a (logs in $work)"
    rm -rf "$SDL2_WASM_PREFIX"
    mv "$work/prefix" "$SDL2_WASM_PREFIX"
    date -u +%FT%TZ >"$SDL2_WASM_PREFIX/.famiglia-stamp"
    rm -rf "$work"
    log "SDL2 for WebAssembly ready in $((SECONDS - start)) s: $SDL2_WASM_PREFIX"
}

# playwright-core for the browser tests, pinned by tests/browser/package-lock.json.
ensure_browser_test_modules() {
    local dir="$REPO_ROOT/tests/browser" stamp="$REPO_ROOT/tests/browser/node_modules/.famiglia-lock"
    if [ -f "$stamp" ] && cmp -s "$dir/package-lock.json" "$stamp"; then
        return 0
    fi
    log "installing browser test modules (npm ci)"
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
    cp "$dir/package-lock.json" "$stamp"
}

# Cheap cleanup of half-finished cache work from an interrupted earlier run.
clean_stale_cache_work() {
    [ -d "$TABLETOP_CACHE" ] || return 0
    find "$TABLETOP_CACHE" -mindepth 1 -maxdepth 1 \( -name 'tmp.*' -o -name 'sdl2-build.*' \
        -o -name '*.partial' \) -mmin +120 -exec rm -rf {} + 2>/dev/null || true
}

setup_web_toolchain() {
    ensure_build_packages
    clean_stale_cache_work
    ensure_imgui
    ensure_sdl2_wasm
}

# compiler_launcher_args: CMake arguments that compile through the shared ccache. The settings are part of the
# launcher (env ... ccache), so `cmake --build` by hand uses the same cache. CCACHE_NOHASHDIR: the fuzz build's
# -g would otherwise hash the working folder, and a clone at another path would miss; its debug info then names
# the folder of the clone that filled the cache (only a debugger sees that).
compiler_launcher_args() {
    command -v ccache >/dev/null 2>&1 || return 0
    local launcher="env;CCACHE_DIR=$TABLETOP_CCACHE_DIR;CCACHE_BASEDIR=$REPO_ROOT;CCACHE_NOHASHDIR=true;CCACHE_MAXSIZE=3G;ccache"
    printf '%s\n' "-DCMAKE_C_COMPILER_LAUNCHER=$launcher" "-DCMAKE_CXX_COMPILER_LAUNCHER=$launcher"
}

# ccache_stats NAME: one line of the cache's hits and misses since the last call (for the test command's log).
ccache_stats() {
    command -v ccache >/dev/null 2>&1 || return 0
    local line
    line="$(CCACHE_DIR="$TABLETOP_CCACHE_DIR" ccache --print-stats 2>/dev/null |
        awk -F'\t' '$1 ~ /^(direct_cache_hit|preprocessed_cache_hit|cache_miss)$/ { v[$1] = $2 }
                    END { printf "%d hits, %d misses", v["direct_cache_hit"] + v["preprocessed_cache_hit"], v["cache_miss"] }')"
    CCACHE_DIR="$TABLETOP_CCACHE_DIR" ccache --zero-stats >/dev/null 2>&1 || true
    echo "compiler cache ($1): $line"
}

cmake_common_args() {
    local args=(-G Ninja -DCMAKE_BUILD_TYPE=Release -DTABLETOP_IMGUI_DIR="$IMGUI_DIR")
    mapfile -t -O "${#args[@]}" args < <(compiler_launcher_args)
    if [ "${CI:-}" = "true" ]; then args+=(-DTABLETOP_WERROR=ON); else args+=(-DTABLETOP_WERROR=OFF); fi
    printf '%s\n' "${args[@]}"
}

# run_logged NAME COMMAND...: runs COMMAND with its output in build/logs/NAME.log; on
# failure shows the end of that log (errors first) and returns the command's status.
run_logged() {
    local name="$1" status=0 log
    shift
    mkdir -p "$REPO_ROOT/build/logs"
    log="$REPO_ROOT/build/logs/$name.log"
    "$@" >"$log" 2>&1 || status=$?
    if [ "$status" -ne 0 ]; then
        printf '%s failed (exit %d); full log: %s\n' "$name" "$status" "$log" >&2
        { grep -E -m 40 '(error|FAILED|Error)' "$log" || true; echo '--- end of log ---'; tail -n 40 "$log"; } >&2
    fi
    return "$status"
}

configure_wasm() {
    local args
    mapfile -t args < <(cmake_common_args)
    emcmake cmake -S "$REPO_ROOT" -B "$BUILD_WASM" "${args[@]}" \
        -DTABLETOP_SDL2_WASM_PREFIX="$SDL2_WASM_PREFIX" "$@"
}

configure_native() {
    local args
    mapfile -t args < <(cmake_common_args)
    cmake -S "$REPO_ROOT" -B "$BUILD_NATIVE" "${args[@]}" "$@"
}
