#!/usr/bin/env bash
# Measures how the Swift that navc generates compiles as apps grow: 10, 100, 1,000 and 5,000
# routes. For each size it generates a valid app (`navc-bench generate --style codegen --tabs 4`,
# which also writes stand-in views: a tab app of four stacks whose edges push, present sheets
# and covers over presentations, switch tabs and dismiss everything, so the generated code holds
# the whole navigation tree), checks it with `navc check` (no errors allowed), then times
#
#   build      `navc build App.nav -o DIR` (release navc);
#   typecheck  `swiftc -typecheck -I STUB -parse-as-library -swift-version 6 App.swift Views.swift`
#              against the SwiftUI interface stub in Tests/SwiftUIStub: the whole generated
#              file, SwiftUI part included, plus one stand-in view per route;
#   compile    `swiftc -c -parse-as-library -swift-version 6 -Onone App.swift`: the debug
#              compile users feel on every build. On Linux there is no SwiftUI module on the
#              search path, so `#if canImport(SwiftUI)` drops the SwiftUI part and this times
#              the SwiftUI-free part (route enum, Codable, navigation state, deep links), with
#              SILGen, IRGen and LLVM code generation.
#
# and compiles, with the same `swiftc -c`, a baseline of the same size as the 1,000-route app:
# a bare `enum R: Hashable { case r0(a: Int) ... }` and one function with one plain `switch`
# over every case. The switch has a `default:` arm, because without one swiftc 6.3 gives up
# ("unable to check that this switch is exhaustive in reasonable time") from about 700 cases;
# the script compiles that exhaustive form too and reports what the compiler says, for
# information.
#
# Targets (from the issue), each printed as a PASS/FAIL line; the script exits 1 on any FAIL:
#   - linear growth: the time ratio per 10x routes at most 12, for typecheck and compile, from
#     100 to 1,000 routes and from 1,000 to 5,000 routes. A 1,000 -> 5,000 ratio covers 5x, so
#     it is scaled to 10x as a power law: ratio^(1 / log10(5)) (5x linear growth reads 10x).
#     10 -> 100 is printed too but not judged: at 10 routes the time is mostly the compiler's
#     fixed start-up (loading the standard library, Foundation and the stub).
#   - no compiler give-ups: no "unable to check", "reasonable time" or "too complex" in any
#     output, and every swiftc run succeeds.
#   - the 1,000-route compile within 3x of the baseline's.
#
# Times: each swiftc run is timed with `/usr/bin/time -f '%e %U %S'` (wall, user and system
# seconds of the process and its children). The measurements run in NAVC_SCALE_RUNS rounds
# (default 3); each round times every size and the baseline once, smallest first, and the table
# keeps each one's best run. Interleaving the sizes means that a slow spell on a shared machine
# hits all sizes alike instead of skewing one ratio. The ratios and targets use CPU time (user +
# system) by default: a swiftc frontend is single-threaded, so on an idle machine wall and CPU
# time agree, and on a busy one CPU time is the steadier figure. Set NAVC_SCALE_METRIC=wall to
# judge on wall time. `navc build` is timed in process-wall milliseconds (best of 3).
#
# Usage: Benchmarks/scale.sh
#
# Environment:
#   NAVC_SCALE_SCRATCH   build directory (default /tmp/build-scale)
#   NAVC_SCALE_OUT       work directory (default Benchmarks/out/scale, gitignored)
#   NAVC_SCALE_SIZES     route counts (default "10 100 1000 5000")
#   NAVC_SCALE_SEED      generator seed (default 1)
#   NAVC_SCALE_TABS      tabs of the generated apps (default 4; 0 for a single-stack app)
#   NAVC_SCALE_METRIC    cpu (default) or wall: the time the ratios and targets use
#   NAVC_SCALE_RUNS      rounds of measurements, best run kept (default 3; 1 takes about a third of
#                        the time, roughly 2.5 minutes on 2 cores)
set -euo pipefail

BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly BENCH_DIR
ROOT_DIR="$(dirname "$BENCH_DIR")"
readonly ROOT_DIR
readonly SCRATCH="${NAVC_SCALE_SCRATCH:-/tmp/build-scale}"
readonly OUT_DIR="${NAVC_SCALE_OUT:-$BENCH_DIR/out/scale}"
readonly SEED="${NAVC_SCALE_SEED:-1}"
readonly TABS="${NAVC_SCALE_TABS:-4}"
readonly METRIC="${NAVC_SCALE_METRIC:-cpu}"
readonly RUNS="${NAVC_SCALE_RUNS:-3}"
read -r -a SIZES <<<"${NAVC_SCALE_SIZES:-10 100 1000 5000}"
readonly SIZES
readonly BASELINE_ROUTES=1000

readonly TARGET_RATIO=12
readonly TARGET_BASELINE=3
readonly GIVE_UP_PATTERN='unable to check|reasonable time|too complex'

readonly SWIFTC_TYPECHECK=(swiftc -typecheck -parse-as-library -swift-version 6)
readonly SWIFTC_COMPILE=(swiftc -c -parse-as-library -swift-version 6 -Onone)

# Floating-point arithmetic via awk: calc EXPRESSION [DECIMALS].
calc() {
    awk "BEGIN { printf \"%.${2:-3}f\", $1 }"
}

# Runs a command once under /usr/bin/time, its output going to LOG, and prints "WALL CPU" in
# seconds. Returns the command's status.
#   timed LOG COMMAND...
timed() {
    local log="$1"
    shift
    local times wall user sys status=0
    times="$(mktemp)"
    /usr/bin/time -f '%e %U %S' -o "$times" "$@" >"$log" 2>&1 || status=$?
    read -r wall user sys < <(grep -E '^[0-9.]+ [0-9.]+ [0-9.]+$' "$times" | tail -n 1)
    rm -f "$times"
    echo "$wall $(calc "$user + $sys" 2)"
    return "$status"
}

# Prints the better of two "WALL CPU" pairs by METRIC (the first one when the other is empty).
better() {
    local current="$1" candidate="$2"
    if [[ -z "$current" ]]; then
        echo "$candidate"
        return
    fi
    local a b
    a="$(metric_of "$candidate")"
    b="$(metric_of "$current")"
    if awk -v a="$a" -v b="$b" 'BEGIN { exit !(a < b) }'; then echo "$candidate"; else echo "$current"; fi
}

# The time the ratios use, from a "WALL CPU" pair.
metric_of() {
    if [[ "$METRIC" == wall ]]; then echo "${1% *}"; else echo "${1#* }"; fi
}

# The growth per 10x routes between two sizes: (t2 / t1) ^ (1 / log10(n2 / n1)).
per_10x() {
    local n1="$1" t1="$2" n2="$3" t2="$4"
    awk -v n1="$n1" -v t1="$t1" -v n2="$n2" -v t2="$t2" \
        'BEGIN { if (t1 <= 0) { print "n/a"; exit } printf "%.2f", exp(log(t2 / t1) / (log(n2 / n1) / log(10))) }'
}

# Writes the baseline: a bare Hashable enum of N one-Int cases and one plain switch over them,
# with a default: arm unless the second argument is "exhaustive".
write_baseline() {
    local routes="$1" form="${2:-default}"
    awk -v n="$routes" -v form="$form" 'BEGIN {
        print "// The baseline of Benchmarks/scale.sh: a bare Hashable enum and one plain switch."
        print "enum R: Hashable {"
        for (i = 0; i < n; i++) printf "    case r%d(a: Int)\n", i
        print "}"
        print ""
        print "func value(of route: R) -> Int {"
        print "    switch route {"
        for (i = 0; i < n; i++) printf "    case .r%d(let a): return a + %d\n", i, i
        if (form != "exhaustive") print "    default: return -1"
        print "    }"
        print "}"
    }'
}

# Prints the matches of the give-up pattern in LOG, prefixed with a label, and returns 0 if any.
report_give_ups() {
    local label="$1" log="$2"
    if grep -E "$GIVE_UP_PATTERN" "$log" >/dev/null; then
        echo "  give-up in $label:" >&2
        grep -E "$GIVE_UP_PATTERN" "$log" | head -n 5 | sed 's/^/    /' >&2
        return 0
    fi
    return 1
}

main() {
    echo "== Building navc and navc-bench (release) into $SCRATCH"
    swift build -c release --package-path "$ROOT_DIR" --scratch-path "$SCRATCH" --product navc
    swift build -c release --package-path "$ROOT_DIR" --scratch-path "$SCRATCH" --product navc-bench
    local navc="$SCRATCH/release/navc" bench="$SCRATCH/release/navc-bench"

    rm -rf "$OUT_DIR"
    mkdir -p "$OUT_DIR/stub"
    echo "== Compiling the SwiftUI stub modules into ${OUT_DIR#"$ROOT_DIR"/}/stub"
    swiftc -emit-module -module-name Combine -parse-as-library -swift-version 5 \
        -o "$OUT_DIR/stub/Combine.swiftmodule" "$ROOT_DIR/Tests/SwiftUIStub/Combine.swift"
    swiftc -emit-module -module-name SwiftUI -parse-as-library -swift-version 5 -I "$OUT_DIR/stub" \
        -o "$OUT_DIR/stub/SwiftUI.swiftmodule" "$ROOT_DIR/Tests/SwiftUIStub/SwiftUI.swift"

    local machine
    machine="$(nproc) cores, $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo), $(uname -sr)"
    echo "== $(date -u '+%Y-%m-%d %H:%M UTC'); $machine"
    echo "== $(swiftc --version 2>/dev/null | head -n 1)"
    echo "== ratios and targets use $METRIC time; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"

    local -A build_ms=() tc=() cc=() tc_metric=() cc_metric=() lines=() nav_kb=() warnings=()
    local give_ups=0 errors=0 failures=0
    local routes dir nav views swift run start end best status pair
    for routes in "${SIZES[@]}"; do
        dir="$OUT_DIR/routes-$routes"
        mkdir -p "$dir"
        nav="$dir/App.nav"
        views="$dir/Views.swift"
        echo "== $routes routes: generating, checking, building"
        "$bench" generate --routes "$routes" --seed "$SEED" --style codegen --tabs "$TABS" --output "$nav" --views-output "$views"
        if ! "$navc" check --color never "$nav" >"$dir/check.log" 2>&1 || grep -q 'error:' "$dir/check.log"; then
            echo "error: navc check rejects the generated $routes-route app:" >&2
            head -n 20 "$dir/check.log" >&2
            return 1
        fi
        nav_kb[$routes]="$(calc "$(wc -c <"$nav") / 1024" 0)"

        # navc build, best of 3; the output is removed first so that every run writes it.
        best=""
        for ((run = 0; run < 3; run++)); do
            rm -f "$dir/App.swift"
            start="${EPOCHREALTIME/./}"
            "$navc" build --color never "$nav" -o "$dir" >"$dir/build.log" 2>&1
            end="${EPOCHREALTIME/./}"
            if [[ -z "$best" ]] || ((end - start < best)); then best=$((end - start)); fi
        done
        build_ms[$routes]="$(calc "$best / 1000" 1)"
        swift="$dir/App.swift"
        lines[$routes]="$(wc -l <"$swift")"
    done

    local base_dir="$OUT_DIR/baseline-$BASELINE_ROUTES" base_pair="" base_metric exhaustive_note
    mkdir -p "$base_dir"
    write_baseline "$BASELINE_ROUTES" >"$base_dir/Baseline.swift"
    write_baseline "$BASELINE_ROUTES" exhaustive >"$base_dir/BaselineExhaustive.swift"

    # The measurements, in rounds; every round times every size and the baseline once.
    local round
    for ((round = 1; round <= RUNS; round++)); do
        for routes in "${SIZES[@]}"; do
            dir="$OUT_DIR/routes-$routes"
            swift="$dir/App.swift"
            echo "== round $round/$RUNS, $routes routes: swiftc -typecheck (App.swift + Views.swift, stub), swiftc -c -Onone"
            status=0
            pair="$(timed "$dir/typecheck.log" "${SWIFTC_TYPECHECK[@]}" -I "$OUT_DIR/stub" "$swift" "$dir/Views.swift")" ||
                status=$?
            tc[$routes]="$(better "${tc[$routes]:-}" "$pair")"
            echo "round $round routes $routes typecheck wall/cpu $pair" >>"$OUT_DIR/measurements.log"
            if ((status != 0)); then
                echo "  swiftc -typecheck failed on $routes routes; see ${dir#"$ROOT_DIR"/}/typecheck.log:" >&2
                grep -m 5 'error:' "$dir/typecheck.log" | sed 's/^/    /' >&2 || true
                errors=$((errors + 1))
            fi
            if report_give_ups "typecheck at $routes routes" "$dir/typecheck.log"; then give_ups=$((give_ups + 1)); fi

            status=0
            pair="$(timed "$dir/compile.log" "${SWIFTC_COMPILE[@]}" "$swift" -o "$dir/App.o")" || status=$?
            cc[$routes]="$(better "${cc[$routes]:-}" "$pair")"
            echo "round $round routes $routes compile wall/cpu $pair" >>"$OUT_DIR/measurements.log"
            if ((status != 0)); then
                echo "  swiftc -c failed on $routes routes; see ${dir#"$ROOT_DIR"/}/compile.log:" >&2
                grep -m 5 'error:' "$dir/compile.log" | sed 's/^/    /' >&2 || true
                errors=$((errors + 1))
            fi
            if report_give_ups "compile at $routes routes" "$dir/compile.log"; then give_ups=$((give_ups + 1)); fi
            warnings[$routes]="$(cat "$dir/typecheck.log" "$dir/compile.log" | grep -c 'warning:' || true)"
        done
        echo "== round $round/$RUNS, baseline: bare Hashable enum of $BASELINE_ROUTES one-Int cases, one plain switch"
        status=0
        pair="$(timed "$base_dir/compile.log" "${SWIFTC_COMPILE[@]}" "$base_dir/Baseline.swift" -o "$base_dir/Baseline.o")" ||
            status=$?
        if ((status != 0)); then
            echo "error: the baseline does not compile; see ${base_dir#"$ROOT_DIR"/}/compile.log" >&2
            return 1
        fi
        base_pair="$(better "$base_pair" "$pair")"
        echo "round $round baseline $BASELINE_ROUTES compile wall/cpu $pair" >>"$OUT_DIR/measurements.log"
    done
    for routes in "${SIZES[@]}"; do
        tc_metric[$routes]="$(metric_of "${tc[$routes]}")"
        cc_metric[$routes]="$(metric_of "${cc[$routes]}")"
    done
    base_metric="$(metric_of "$base_pair")"
    if "${SWIFTC_COMPILE[@]}" "$base_dir/BaselineExhaustive.swift" -o "$base_dir/BaselineExhaustive.o" \
        >"$base_dir/exhaustive.log" 2>&1; then
        exhaustive_note="compiles"
    elif grep -qE "$GIVE_UP_PATTERN" "$base_dir/exhaustive.log"; then
        exhaustive_note="swiftc gives up: $(grep -m 1 -oE "($GIVE_UP_PATTERN).*" "$base_dir/exhaustive.log" | head -n 1)"
    else
        exhaustive_note="fails; see ${base_dir#"$ROOT_DIR"/}/exhaustive.log"
    fi

    echo
    echo "== Load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo
    echo "Times in seconds as wall / CPU (user + system); ratios use $METRIC time; x/10x is the growth per 10x routes"
    echo "from the previous size (1,000 -> 5,000 scaled to 10x as ratio^(1/log10 5))."
    echo
    echo "| routes | .nav KB | Swift lines | navc build ms | typecheck s (wall / CPU) | typecheck x/10x | compile -Onone s (wall / CPU) | compile x/10x | warnings |"
    echo "|-------:|--------:|------------:|--------------:|-------------------------:|----------------:|------------------------------:|--------------:|---------:|"
    local previous="" tc_growth cc_growth
    local -A tc_ratio=() cc_ratio=()
    for routes in "${SIZES[@]}"; do
        tc_growth="-"
        cc_growth="-"
        if [[ -n "$previous" ]]; then
            tc_growth="$(per_10x "$previous" "${tc_metric[$previous]}" "$routes" "${tc_metric[$routes]}")"
            cc_growth="$(per_10x "$previous" "${cc_metric[$previous]}" "$routes" "${cc_metric[$routes]}")"
            tc_ratio["$previous-$routes"]="$tc_growth"
            cc_ratio["$previous-$routes"]="$cc_growth"
            tc_growth="${tc_growth}x"
            cc_growth="${cc_growth}x"
        fi
        printf '| %6s | %7s | %11s | %13s | %24s | %15s | %29s | %13s | %8s |\n' \
            "$routes" "${nav_kb[$routes]}" "${lines[$routes]}" "${build_ms[$routes]}" \
            "${tc[$routes]% *} / ${tc[$routes]#* }" "$tc_growth" "${cc[$routes]% *} / ${cc[$routes]#* }" "$cc_growth" \
            "${warnings[$routes]}"
        previous="$routes"
    done
    printf '| baseline %s (bare enum + plain switch) | | %s | | | | %s | | |\n' \
        "$BASELINE_ROUTES" "$(wc -l <"$base_dir/Baseline.swift")" "${base_pair% *} / ${base_pair#* }"
    echo
    echo "for information: the baseline's switch without its default: arm: $exhaustive_note"
    echo

    local verdict
    judge() {
        local label="$1" value="$2" target="$3" comparison="$4"
        if [[ "$value" == n/a ]]; then
            verdict=FAIL
        else
            verdict="$(awk -v v="$value" -v t="$target" -v c="$comparison" \
                'BEGIN { ok = (c == "le") ? (v <= t) : (v >= t); print ok ? "PASS" : "FAIL" }')"
        fi
        [[ "$verdict" == PASS ]] || failures=$((failures + 1))
        printf '%-62s %s\n' "$label" "$verdict"
    }
    local key from to
    for key in "10-100"; do
        if [[ -n "${tc_ratio[$key]:-}" ]]; then
            echo "for information, 10 -> 100 routes (fixed start-up dominates at 10): typecheck ${tc_ratio[$key]}x, compile ${cc_ratio[$key]}x"
        fi
    done
    for key in "100-1000" "1000-5000"; do
        [[ -n "${tc_ratio[$key]:-}" ]] || continue
        from="${key%-*}"
        to="${key#*-}"
        judge "typecheck growth per 10x, $from -> $to routes: ${tc_ratio[$key]}x (target <= $TARGET_RATIO)" \
            "${tc_ratio[$key]}" "$TARGET_RATIO" le
        judge "compile growth per 10x, $from -> $to routes: ${cc_ratio[$key]}x (target <= $TARGET_RATIO)" \
            "${cc_ratio[$key]}" "$TARGET_RATIO" le
    done
    if ((give_ups == 0 && errors == 0)); then
        printf '%-62s %s\n' "no compiler give-ups or errors at any size (largest: ${SIZES[-1]} routes)" PASS
    else
        printf '%-62s %s\n' "no compiler give-ups or errors ($give_ups give-ups, $errors failed runs)" FAIL
        failures=$((failures + 1))
    fi
    if [[ -n "${cc_metric[$BASELINE_ROUTES]:-}" ]]; then
        local base_ratio
        base_ratio="$(calc "${cc_metric[$BASELINE_ROUTES]} / $base_metric" 2)"
        judge "compile at $BASELINE_ROUTES routes / baseline: ${base_ratio}x (target <= $TARGET_BASELINE)" \
            "$base_ratio" "$TARGET_BASELINE" le
    fi
    echo
    echo "Logs, every run's times (measurements.log) and generated files: ${OUT_DIR#"$ROOT_DIR"/}"
    ((failures == 0))
}

main "$@"
