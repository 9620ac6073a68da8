#!/usr/bin/env bash
# Measures what a real app's `navc` run costs next to the floor of starting any Swift program:
# a build plugin starts navc once per `.nav` file on every build that changed one, and real
# apps' files are small, so starting is most of their run.
#
# It times, with hyperfine (-N, no shell; 100 runs after 10 warm-ups):
#   - a Swift program that prints one line and links nothing but the standard library (the floor);
#   - `navc --version` (start-up and exit);
#   - `navc check` and `navc build` (output removed before each run) on the corpus's largest
#     app, MastodonClient.nav (91 routes, 21 KB);
#   - the same build from a folder of 10,000 other files: navc looks for the project root (a
#     `Package.swift`, `.git` or `*.xcodeproj`) in every folder above the file, so a crowded
#     folder costs a listing of its names;
# and prints each mean and its ratio to the floor. There is no target: the numbers are for the
# record (Benchmarks/README.md, "Starting up"), and navc's libraries are kept out of start-up by
# StartupLibrariesTests.
#
# Usage: Benchmarks/startup.sh
#
# Environment:
#   NAVC_STARTUP_SCRATCH  build directory (default /tmp/build-navc-startup)
#   NAVC_BENCH_NO_INSTALL set to 1 to never apt-get install hyperfine
set -euo pipefail

BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly BENCH_DIR
ROOT_DIR="$(dirname "$BENCH_DIR")"
readonly ROOT_DIR
readonly OUT_DIR="$BENCH_DIR/out/startup"
readonly SCRATCH="${NAVC_STARTUP_SCRATCH:-/tmp/build-navc-startup}"
readonly APP="$ROOT_DIR/Tests/NavCodegenTests/Corpus/MastodonClient.nav"

if ! command -v hyperfine >/dev/null 2>&1; then
    if [[ "${NAVC_BENCH_NO_INSTALL:-0}" != 1 && "$(id -u)" == 0 ]] && command -v apt-get >/dev/null 2>&1; then
        echo "hyperfine is missing; installing it with apt-get..." >&2
        apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq hyperfine >/dev/null 2>&1
    fi
    command -v hyperfine >/dev/null 2>&1 || {
        echo "error: hyperfine is needed (apt-get install hyperfine)" >&2
        exit 2
    }
fi

echo "== Building navc (release) into $SCRATCH"
swift build -c release --package-path "$ROOT_DIR" --scratch-path "$SCRATCH" --product navc
navc="$SCRATCH/release/navc"
mkdir -p "$OUT_DIR"
echo 'print("hello")' >"$OUT_DIR/hello.swift"
swiftc -O "$OUT_DIR/hello.swift" -o "$OUT_DIR/hello"
crowded="$OUT_DIR/crowded"
if [[ ! -f "$crowded/9999.txt" ]]; then
    mkdir -p "$crowded"
    (cd "$crowded" && seq 0 9999 | sed 's/$/.txt/' | xargs touch)
fi
cp "$APP" "$crowded/MastodonClient.nav"

echo "== $(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg)"
csv="$OUT_DIR/startup.csv"
# One --prepare per command: only the builds remove their output.
hyperfine -N --warmup 10 --runs 100 --style none --export-csv "$csv" \
    --prepare true --prepare true --prepare true --prepare "rm -rf $OUT_DIR/swift" \
    --prepare "rm -rf $OUT_DIR/swift" \
    --command-name "Swift program that prints a line" --command-name "navc --version" \
    --command-name "navc check MastodonClient.nav" --command-name "navc build MastodonClient.nav" \
    --command-name "navc build MastodonClient.nav in a folder of 10000 files" \
    "$OUT_DIR/hello" "$navc --version" "$navc check $APP" "$navc build $APP -o $OUT_DIR/swift" \
    "$navc build $crowded/MastodonClient.nav -o $OUT_DIR/swift" >/dev/null

echo
echo "| run | mean ms | user ms | system ms | / floor |"
echo "|-----|--------:|--------:|----------:|--------:|"
# The CSV's columns are command,mean,stddev,median,user,system,min,max, in seconds.
awk -F, 'NR == 2 { floor = $2 } NR >= 2 {
    printf "| %s | %.1f | %.1f | %.1f | %.2fx |\n", $1, $2 * 1000, $5 * 1000, $6 * 1000, $2 / floor
}' "$csv"
