#!/usr/bin/env bash
# Measures `navc build` on apps of extreme shapes, each at two sizes, and checks that the time
# and the output grow linearly with the size:
#
#   chain          routes each pushing the next, each with a deep link (ways as long as the chain)
#   guarded-chain  the chain with every third push behind a guard (ways that ask guards)
#   sheets         routes each presenting the next as a sheet (presentations that deep)
#   hub            one route pushing every other route
#   actions        one route with that many actions
#   alerts         one route with that many alerts
#   parameters     one route with that many parameters
#   wide           one route with that many parameters, each a placeholder of its deep link and
#                  given by the edge that pushes it
#   forward        one route with that many parameters, each the value of an argument it pushes with
#   query          one route with that many parameters, each an item of its deep link's query
#   former         one route with that many former names and former deep links
#
# For each shape, the file of SMALL and the file of 4x SMALL routes (or actions, alerts,
# parameters, former names) are built alternately (NAVC_SHAPES_ROUNDS rounds, median wall time
# of each); linear work grows about 4x, quadratic work 16x. A shape passes when its time grows
# at most TARGET_RATIO times (8: twice linear, to absorb the process's fixed start-up on the
# small file) and its output at most 5 times. Exits 1 when a shape fails.
#
# Usage: Benchmarks/shapes.sh
#
# Environment:
#   NAVC_SHAPES_SCRATCH  build directory (default /tmp/build-navc-shapes)
#   NAVC_SHAPES_SMALL    the smaller size (default 2000)
#   NAVC_SHAPES_ROUNDS   alternating rounds per shape (default 5)
#   NAVC_SHAPES_NAVC     a navc binary to measure instead of building one (to compare commits)
set -euo pipefail

BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly BENCH_DIR
ROOT_DIR="$(dirname "$BENCH_DIR")"
readonly ROOT_DIR
readonly OUT_DIR="$BENCH_DIR/out/shapes"
readonly SCRATCH="${NAVC_SHAPES_SCRATCH:-/tmp/build-navc-shapes}"
readonly SMALL="${NAVC_SHAPES_SMALL:-2000}"
readonly LARGE=$((SMALL * 4))
readonly ROUNDS="${NAVC_SHAPES_ROUNDS:-5}"
readonly TARGET_RATIO=8
readonly TARGET_OUTPUT_RATIO=5
readonly SHAPES=(chain guarded-chain sheets hub actions alerts parameters wide forward query former)

echo "== Building navc and navc-bench (release) into $SCRATCH"
swift build -c release --package-path "$ROOT_DIR" --scratch-path "$SCRATCH" --product navc
swift build -c release --package-path "$ROOT_DIR" --scratch-path "$SCRATCH" --product navc-bench
navc="${NAVC_SHAPES_NAVC:-$SCRATCH/release/navc}"
bench="$SCRATCH/release/navc-bench"
mkdir -p "$OUT_DIR"

# Prints the wall time of one `navc build FILE` in seconds (its output removed first).
build_seconds() {
    local file="$1" output="$OUT_DIR/swift"
    rm -rf "$output"
    local start end
    start=$(date +%s.%N)
    "$navc" build "$file" -o "$output" >/dev/null
    end=$(date +%s.%N)
    awk -v s="$start" -v e="$end" 'BEGIN { printf "%.4f", e - s }'
}

# Prints the median of the numbers on standard input.
median() {
    sort -g | awk '{ values[NR] = $1 } END { print values[int((NR + 1) / 2)] }'
}

echo "== $(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| shape | .nav KB ($SMALL) | .nav KB ($LARGE) | build s ($SMALL) | build s ($LARGE) | time ratio | output ratio | verdict |"
echo "|-------|------:|------:|------:|------:|------:|------:|:------|"
failed=0
for shape in "${SHAPES[@]}"; do
    small_file="$OUT_DIR/$shape-$SMALL.nav"
    large_file="$OUT_DIR/$shape-$LARGE.nav"
    "$bench" generate --style shape --shape "$shape" --routes "$SMALL" --output "$small_file"
    "$bench" generate --style shape --shape "$shape" --routes "$LARGE" --output "$large_file"
    # Each file must build: a shape navc refuses measures nothing.
    "$navc" check "$small_file" >/dev/null
    "$navc" check "$large_file" >/dev/null
    small_times=()
    large_times=()
    for _ in $(seq "$ROUNDS"); do
        small_times+=("$(build_seconds "$small_file")")
        small_output=$(stat -c %s "$OUT_DIR"/swift/*.swift)
        large_times+=("$(build_seconds "$large_file")")
        large_output=$(stat -c %s "$OUT_DIR"/swift/*.swift)
    done
    small_median=$(printf '%s\n' "${small_times[@]}" | median)
    large_median=$(printf '%s\n' "${large_times[@]}" | median)
    ratio=$(awk -v s="$small_median" -v l="$large_median" 'BEGIN { printf "%.2f", l / s }')
    output_ratio=$(awk -v s="$small_output" -v l="$large_output" 'BEGIN { printf "%.2f", l / s }')
    verdict=$(awk -v r="$ratio" -v o="$output_ratio" -v t="$TARGET_RATIO" -v u="$TARGET_OUTPUT_RATIO" \
        'BEGIN { print (r <= t && o <= u) ? "PASS" : "FAIL" }')
    [[ "$verdict" == PASS ]] || failed=1
    printf '| %s | %d | %d | %s | %s | %sx | %sx | %s |\n' "$shape" \
        $(($(stat -c %s "$small_file") / 1024)) $(($(stat -c %s "$large_file") / 1024)) \
        "$small_median" "$large_median" "$ratio" "$output_ratio" "$verdict"
done
echo
echo "targets: time ratio <= ${TARGET_RATIO}x and output ratio <= ${TARGET_OUTPUT_RATIO}x for ${LARGE} against ${SMALL}"
exit "$failed"
