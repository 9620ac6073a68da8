#!/usr/bin/env bash
# Measures `navc build` end to end (process start, read, check, plan, generate, write) on
# synthetic apps of 10,000 and 100,000 routes, and checks the results against the targets:
#
#   - throughput on the 10k-route file at least 20 MB/s of input (wall-clock median);
#   - peak RSS on the 100k-route file at most 8x its size (on small files the process's
#     baseline of about 19 MB dominates, so the 100k-route file is the one judged);
#   - the 100k-route time within 12x of the 10k-route time (linear growth), judged on the
#     medians of builds of the two files run alternately, so that the machine's drift between
#     the two sizes' timings does not count as growth;
#   - rendering (structured Swift to text, in process) at least 100 MB/s of output on the
#     10k-route file;
#   - no quadratic work on real apps' model types: building 100k routes over 10,000 declared
#     model types within 20x of building 10k routes over 1,000 (linear growth measures about
#     12x; a lookup that searched every declaration for each parameter made it 60x to 80x).
#
# Usage: Benchmarks/build.sh
#
# Environment:
#   NAVC_BUILD_SCRATCH    build directory (default /tmp/build-navc-build)
#   NAVC_BUILD_SEED       generator seed (default 1)
#   NAVC_BUILD_RUNS       hyperfine runs per size (default 10 for 10k, 3 for 100k)
#   NAVC_BUILD_RATIO_ROUNDS  alternating rounds for the growth ratio (default 5)
#   NAVC_BUILD_MODEL_ROUNDS  alternating rounds for the model types' growth ratio (default 3)
#   NAVC_BENCH_NO_INSTALL set to 1 to never apt-get install hyperfine
#
# Each file is generated with `navc-bench generate --routes N --style codegen --seed S` (apps
# that `navc check` accepts). Times come from hyperfine (`navc build FILE -o DIR`, the output
# removed before every run so that each run writes it; one warm-up run); the table shows the
# median wall time and the mean user and system CPU time. Peak RSS is the maximum resident
# set size that `/usr/bin/time -v` reports for one more run. Then, for information, the
# same for `navc check`, a rebuild whose output is unchanged (nothing is written), and the
# time of each stage in process (`navc-bench stages`). Exits 1 when a target is missed.
set -euo pipefail

BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly BENCH_DIR
ROOT_DIR="$(dirname "$BENCH_DIR")"
readonly ROOT_DIR
readonly OUT_DIR="$BENCH_DIR/out/build"
readonly SCRATCH="${NAVC_BUILD_SCRATCH:-/tmp/build-navc-build}"
readonly SEED="${NAVC_BUILD_SEED:-1}"

readonly TARGET_MBPS=20
readonly TARGET_RSS_RATIO=8
readonly TARGET_TIME_RATIO=12
readonly TARGET_RENDER_MBPS=100
readonly TARGET_MODEL_TYPES_RATIO=20

# Floating-point arithmetic via awk: calc EXPRESSION [DECIMALS].
calc() {
    awk "BEGIN { printf \"%.${2:-3}f\", $1 }"
}

# PASS when VALUE OP TARGET holds (OP is >= or <=), else FAIL.
verdict() {
    awk -v v="$1" -v t="$3" -v op="$2" 'BEGIN { ok = (op == ">=") ? (v >= t) : (v <= t); print ok ? "PASS" : "FAIL" }'
}

# Makes hyperfine available if possible; returns non-zero if not.
ensure_hyperfine() {
    command -v hyperfine >/dev/null 2>&1 && return 0
    [[ "${NAVC_BENCH_NO_INSTALL:-0}" == 1 ]] && return 1
    if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null 2>&1; then
        echo "hyperfine is missing; installing it with apt-get..." >&2
        apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq hyperfine >/dev/null 2>&1 && return 0
    fi
    return 1
}

# Times COMMAND... with hyperfine (PREPARE runs before each run) and prints
# "MEDIAN_S USER_S SYSTEM_S" from its CSV.
time_command() {
    local name="$1" runs="$2" prepare="$3"
    shift 3
    local csv="$OUT_DIR/$name.csv"
    hyperfine --shell=bash --warmup 1 --runs "$runs" --prepare "$prepare" --style none \
        --export-csv "$csv" "$*" >/dev/null
    # The CSV's columns are command,mean,stddev,median,user,system,min,max, in seconds.
    awk -F, 'NR == 2 { print $4, $5, $6 }' "$csv"
}

# Runs COMMAND... once (its output discarded) and prints its wall time in seconds.
wall_once() {
    local start end
    start="$(date +%s%N)"
    "$@" >/dev/null 2>&1
    end="$(date +%s%N)"
    calc "($end - $start) / 1e9" 4
}

# Prints the median of the numbers given as arguments.
median() {
    printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# Prints the peak RSS in kilobytes of one run of COMMAND... (its output discarded).
peak_rss() {
    /usr/bin/time -v "$@" 2>&1 >/dev/null | awk -F': ' '/Maximum resident set size/ { print $2 }'
}

main() {
    echo "== Building navc and navc-bench (release) into $SCRATCH"
    swift build -c release --package-path "$ROOT_DIR" --scratch-path "$SCRATCH" --product navc
    swift build -c release --package-path "$ROOT_DIR" --scratch-path "$SCRATCH" --product navc-bench
    local navc="$SCRATCH/release/navc" bench="$SCRATCH/release/navc-bench"
    if ! ensure_hyperfine; then
        echo "error: hyperfine is needed (apt-get install hyperfine)" >&2
        return 2
    fi
    [[ -x /usr/bin/time ]] || {
        echo "error: /usr/bin/time is needed (apt-get install time)" >&2
        return 2
    }
    mkdir -p "$OUT_DIR"

    local machine
    machine="$(nproc) cores, $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo), $(uname -sr)"
    echo "== $(date -u '+%Y-%m-%d %H:%M UTC'); $machine"
    echo "== $(swift --version 2>/dev/null | head -n 1)"
    echo "== load average before: $(cut -d' ' -f1-3 /proc/loadavg)"

    local -A bytes=() out_bytes=() wall=() cpu=() rss=() check_wall=() check_rss=() same_wall=()
    local routes file dir runs line
    for routes in 10000 100000; do
        file="$OUT_DIR/routes-$routes.nav"
        dir="$OUT_DIR/swift-$routes"
        echo "== Generating $routes routes into ${file#"$ROOT_DIR"/}"
        "$bench" generate --routes "$routes" --style codegen --seed "$SEED" --output "$file"
        bytes[$routes]="$(wc -c <"$file")"
        "$navc" check "$file" >/dev/null || {
            echo "error: navc check rejects $file" >&2
            return 2
        }
        if [[ "$routes" == 10000 ]]; then runs="${NAVC_BUILD_RUNS:-10}"; else runs="${NAVC_BUILD_RUNS:-3}"; fi
        echo "== Timing navc build on $routes routes ($runs runs), then its peak RSS"
        local output="$dir/routes-$routes.swift"
        read -r wall[$routes] line <<<"$(time_command "build-$routes" "$runs" "rm -rf $dir" "$navc" build "$file" -o "$dir")"
        cpu[$routes]="$(awk '{ printf "%.3f", $1 + $2 }' <<<"$line")"
        rm -rf "$dir"
        rss[$routes]="$(peak_rss "$navc" build "$file" -o "$dir")"
        out_bytes[$routes]="$(wc -c <"$output")"
        echo "== For information: navc check, and navc build with the output unchanged"
        read -r check_wall[$routes] line <<<"$(time_command "check-$routes" "$runs" "true" "$navc" check "$file")"
        check_rss[$routes]="$(peak_rss "$navc" check "$file")"
        read -r same_wall[$routes] line <<<"$(time_command "unchanged-$routes" "$runs" "true" "$navc" build "$file" -o "$dir")"
    done
    # The machine's speed can drift between the two sizes' timings above, so the growth target
    # is judged on builds of the two files run alternately.
    local rounds="${NAVC_BUILD_RATIO_ROUNDS:-5}" round
    local -a small=() large=()
    echo "== Timing navc build on 10000 and 100000 routes alternately ($rounds rounds), for their ratio"
    for ((round = 0; round < rounds; round++)); do
        rm -rf "$OUT_DIR/swift-10000" "$OUT_DIR/swift-100000"
        small+=("$(wall_once "$navc" build "$OUT_DIR/routes-10000.nav" -o "$OUT_DIR/swift-10000")")
        large+=("$(wall_once "$navc" build "$OUT_DIR/routes-100000.nav" -o "$OUT_DIR/swift-100000")")
    done
    local small_median large_median
    small_median="$(median "${small[@]}")"
    large_median="$(median "${large[@]}")"
    # Real apps declare model types and name them in most parameters; these files do too.
    local model_rounds="${NAVC_BUILD_MODEL_ROUNDS:-3}"
    local -a model_small=() model_large=()
    echo "== Generating 10000 routes over 1000 model types and 100000 over 10000; timing navc build" \
        "on both alternately ($model_rounds rounds), for their ratio"
    "$bench" generate --routes 10000 --model-types 1000 --style codegen --seed "$SEED" \
        --output "$OUT_DIR/models-10000.nav"
    "$bench" generate --routes 100000 --model-types 10000 --style codegen --seed "$SEED" \
        --output "$OUT_DIR/models-100000.nav"
    for ((round = 0; round < model_rounds; round++)); do
        rm -rf "$OUT_DIR/models-swift-10000" "$OUT_DIR/models-swift-100000"
        model_small+=("$(wall_once "$navc" build "$OUT_DIR/models-10000.nav" -o "$OUT_DIR/models-swift-10000")")
        model_large+=("$(wall_once "$navc" build "$OUT_DIR/models-100000.nav" -o "$OUT_DIR/models-swift-100000")")
    done
    local model_small_median model_large_median
    model_small_median="$(median "${model_small[@]}")"
    model_large_median="$(median "${model_large[@]}")"
    echo "== Timing the stages in process on 10000 routes"
    local stages
    stages="$("$bench" stages "$OUT_DIR/routes-10000.nav" --iterations 5 --machine)"
    echo "== Load average after: $(cut -d' ' -f1-3 /proc/loadavg)"

    echo
    echo "| routes | .nav MB | Swift MB | build s (wall) | build CPU s | MB/s | peak RSS MB | RSS / input | check s | check RSS MB | unchanged s |"
    echo "|-------:|--------:|---------:|---------------:|------------:|-----:|------------:|------------:|--------:|-------------:|------------:|"
    for routes in 10000 100000; do
        printf '| %6s | %7s | %8s | %14s | %11s | %4s | %11s | %10sx | %7s | %12s | %11s |\n' \
            "$routes" "$(calc "${bytes[$routes]} / 1e6" 2)" "$(calc "${out_bytes[$routes]} / 1e6" 1)" \
            "$(calc "${wall[$routes]}" 3)" "$(calc "${cpu[$routes]}" 3)" \
            "$(calc "${bytes[$routes]} / 1e6 / ${wall[$routes]}" 1)" "$(calc "${rss[$routes]} / 1024" 1)" \
            "$(calc "${rss[$routes]} * 1024 / ${bytes[$routes]}" 1)" "$(calc "${check_wall[$routes]}" 3)" \
            "$(calc "${check_rss[$routes]} / 1024" 1)" "$(calc "${same_wall[$routes]}" 3)"
    done
    echo
    echo "Stages in process, 10000 routes (median of 5 runs; navc-bench stages):"
    local stage ns
    for stage in parse check plan translate render free; do
        ns="$(tr ' ' '\n' <<<"$stages" | awk -F= -v key="${stage}_median_ns" '$1 == key { print $2 }')"
        printf '  %-10s %8s ms\n' "$stage" "$(calc "$ns / 1e6" 1)"
    done
    echo

    local throughput rss_ratio time_ratio render_mbps render_ns output_bytes model_ratio status=0
    throughput="$(calc "${bytes[10000]} / 1e6 / ${wall[10000]}" 2)"
    rss_ratio="$(calc "${rss[100000]} * 1024 / ${bytes[100000]}" 2)"
    time_ratio="$(calc "$large_median / $small_median" 2)"
    render_ns="$(tr ' ' '\n' <<<"$stages" | awk -F= '$1 == "render_median_ns" { print $2 }')"
    output_bytes="$(tr ' ' '\n' <<<"$stages" | awk -F= '$1 == "output_bytes" { print $2 }')"
    render_mbps="$(calc "$output_bytes / 1e6 / ($render_ns / 1e9)" 1)"
    model_ratio="$(calc "$model_large_median / $model_small_median" 2)"
    local -a verdicts=(
        "$(verdict "$throughput" ">=" "$TARGET_MBPS")"
        "$(verdict "$rss_ratio" "<=" "$TARGET_RSS_RATIO")"
        "$(verdict "$time_ratio" "<=" "$TARGET_TIME_RATIO")"
        "$(verdict "$render_mbps" ">=" "$TARGET_RENDER_MBPS")"
        "$(verdict "$model_ratio" "<=" "$TARGET_MODEL_TYPES_RATIO")"
    )
    echo "navc build throughput at 10k routes: $throughput MB/s (target >= $TARGET_MBPS MB/s): ${verdicts[0]}"
    echo "peak RSS at 100k routes:             ${rss_ratio}x the input (target <= ${TARGET_RSS_RATIO}x): ${verdicts[1]}"
    echo "time ratio 100k / 10k routes:        ${time_ratio}x (target <= ${TARGET_TIME_RATIO}x): ${verdicts[2]}" \
        "(medians of $rounds alternating runs: $(calc "$small_median" 3) s and $(calc "$large_median" 3) s)"
    echo "rendering at 10k routes:             $render_mbps MB/s of output (target >= $TARGET_RENDER_MBPS MB/s): ${verdicts[3]}"
    echo "model types, 100k / 10k routes:      ${model_ratio}x (target <= ${TARGET_MODEL_TYPES_RATIO}x): ${verdicts[4]}" \
        "(medians of $model_rounds alternating runs: $(calc "$model_small_median" 3) s and $(calc "$model_large_median" 3) s)"
    echo "for information, peak RSS at 10k routes: $(calc "${rss[10000]} * 1024 / ${bytes[10000]}" 2)x the input;" \
        "from the table: wall time ratio 100k / 10k $(calc "${wall[100000]} / ${wall[10000]}" 2)x," \
        "CPU time ratio $(calc "${cpu[100000]} / ${cpu[10000]}" 2)x"
    for line in "${verdicts[@]}"; do [[ "$line" == PASS ]] || status=1; done
    return "$status"
}

main "$@"
