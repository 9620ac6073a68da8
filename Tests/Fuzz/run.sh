#!/usr/bin/env bash
# Builds a libFuzzer target and runs it for a bounded time, starting from a corpus seeded with
# every sample, test fixture and corpus app: by default the one for the lexer and parser
# (Tests/Fuzz/FuzzParser.swift), or the one for the checker, linter, planner and generator
# (Tests/Fuzz/FuzzPipeline.swift).
#
# Usage: Tests/Fuzz/run.sh [seconds]     (default 60)
#
# Environment:
#   NAVC_FUZZ_WORK   where the build, the corpus and the log go (default: a new temp directory)
#   NAVC_FUZZ_TARGET parser (the default) or pipeline
#
# When the fuzzer finds a crash (or a hang, or runs out of memory), the input is copied into
# Tests/NavSyntaxTests/Fixtures/fuzz-regressions/ as crash-<sha1>.nav (timeout-, oom- or
# leak-<sha1>.nav for the other kinds) and the script exits 1. It exits 0 when the time runs
# out without a finding.
set -euo pipefail

FUZZ_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly FUZZ_DIR
ROOT_DIR="$(cd "$FUZZ_DIR/../.." && pwd)"
readonly ROOT_DIR
readonly RUN_SECONDS="${1:-60}"
readonly REGRESSIONS_DIR="$ROOT_DIR/Tests/NavSyntaxTests/Fixtures/fuzz-regressions"
readonly TARGET="${NAVC_FUZZ_TARGET:-parser}"

if ! [[ "$RUN_SECONDS" =~ ^[0-9]+$ ]] || ((RUN_SECONDS < 1)); then
    echo "usage: $0 [seconds]   (a positive whole number of seconds; default 60)" >&2
    exit 2
fi
case "$TARGET" in
parser)
    readonly MODULES=(NavSource NavSyntax)
    readonly TARGET_SOURCES=("$FUZZ_DIR/FuzzParser.swift" "$ROOT_DIR/Tests/NavSyntaxTests/ParseInvariants.swift")
    ;;
pipeline)
    readonly MODULES=(NavSource NavSyntax NavSemantics NavLint NavSwift NavPlan NavCodegen NavDriver)
    readonly TARGET_SOURCES=("$FUZZ_DIR/FuzzPipeline.swift")
    ;;
*)
    echo "NAVC_FUZZ_TARGET must be parser or pipeline, not '$TARGET'" >&2
    exit 2
    ;;
esac

WORK_DIR="${NAVC_FUZZ_WORK:-$(mktemp -d "${TMPDIR:-/tmp}/navc-fuzz.XXXXXX")}"
readonly WORK_DIR
readonly BUILD_DIR="$WORK_DIR/build"
readonly CORPUS_DIR="$WORK_DIR/corpus"
readonly ARTIFACTS_DIR="$WORK_DIR/artifacts"
readonly LOG_FILE="$WORK_DIR/fuzz.log"

# The sanitizers instrument the stages' modules too, so coverage guides mutation through them and
# AddressSanitizer checks their memory accesses. The package name gives the target the parser's
# package-level entry points, as in the package.
readonly SWIFT_FLAGS=("-sanitize=fuzzer,address" -parse-as-library -O -g -package-name navc)

# Compiles the sources of each module the target needs as the modules they are in the package
# (so the `import` lines and access control work unchanged), then links the fuzz target (the
# parser's with the invariants the test suite also checks) against them.
build() {
    mkdir -p "$BUILD_DIR"
    echo "== Building the $TARGET fuzz target in $BUILD_DIR"
    local module
    local -a objects=()
    for module in "${MODULES[@]}"; do
        swiftc "${SWIFT_FLAGS[@]}" -wmo -module-name "$module" -I "$BUILD_DIR" \
            -emit-module -emit-module-path "$BUILD_DIR/$module.swiftmodule" \
            -c -o "$BUILD_DIR/$module.o" $(find "$ROOT_DIR/Sources/$module" -name '*.swift' | sort)
        objects+=("$BUILD_DIR/$module.o")
    done
    # gold warns about every AddressSanitizer helper it cannot export; those warnings are noise.
    swiftc "${SWIFT_FLAGS[@]}" -module-name NavFuzz -I "$BUILD_DIR" "${TARGET_SOURCES[@]}" "${objects[@]}" \
        -o "$BUILD_DIR/fuzz-$TARGET" 2> >(grep -v "Cannot export local symbol '__asan" >&2)
}

# Copies every .nav file of the samples, the test fixtures and earlier findings into the corpus.
seed_corpus() {
    mkdir -p "$CORPUS_DIR" "$ARTIFACTS_DIR"
    local count=0 file
    while IFS= read -r -d '' file; do
        cp "$file" "$CORPUS_DIR/$(sha1sum "$file" | cut -c1-40).nav"
        count=$((count + 1))
    done < <(find -H "$ROOT_DIR/Samples" "$ROOT_DIR/Tests/NavSyntaxTests/Fixtures" \
        "$ROOT_DIR/Tests/NavCodegenTests/Corpus" -name '*.nav' -type f -print0)
    echo "== Seeded $CORPUS_DIR with $count files"
}

# Copies each finding into the regression fixtures and prints where it went; succeeds only if
# there was at least one.
save_findings() {
    local artifact kind sha destination found=1
    for artifact in "$ARTIFACTS_DIR"/*; do
        [[ -f "$artifact" ]] || continue
        mkdir -p "$REGRESSIONS_DIR"
        kind="$(basename "$artifact" | cut -d- -f1)"
        sha="$(sha1sum "$artifact" | cut -c1-40)"
        destination="$REGRESSIONS_DIR/$kind-$sha.nav"
        cp "$artifact" "$destination"
        echo "== Saved $kind input to ${destination#"$ROOT_DIR"/}"
        found=0
    done
    return "$found"
}

main() {
    build
    seed_corpus
    echo "== Fuzzing for $RUN_SECONDS s (log: $LOG_FILE)"
    local status=0
    # Swift's own crash backtracer reads the crashed process's memory in a way AddressSanitizer
    # reports as a heap-buffer-overflow, which would bury the real failure: it is turned off,
    # and libFuzzer's handler prints the stack instead. Leak detection stays on for the parser.
    # The planner and the generator hand results over from other threads, which release what
    # their work captured a moment after the input is done; LeakSanitizer, looking right then,
    # reports that as leaked (a pause after each input makes the reports go away), so the
    # pipeline target runs without it.
    local detect_leaks=1
    [[ "$TARGET" == pipeline ]] && detect_leaks=0
    SWIFT_BACKTRACE=enable=no "$BUILD_DIR/fuzz-$TARGET" "$CORPUS_DIR" \
        -detect_leaks="$detect_leaks" \
        -max_total_time="$RUN_SECONDS" \
        -dict="$FUZZ_DIR/nav.dict" \
        -max_len=4096 \
        -timeout=10 \
        -rss_limit_mb=2048 \
        -print_final_stats=1 \
        -artifact_prefix="$ARTIFACTS_DIR/" \
        >"$LOG_FILE" 2>&1 || status=$?

    if save_findings; then
        echo "== The fuzzer found a problem (exit status $status). The report:"
        grep -E -A40 'Fatal error|^==[0-9]+==ERROR|deadly signal|timeout after|out-of-memory' \
            "$LOG_FILE" | head -n 60
        exit 1
    fi
    if ((status != 0)); then
        echo "== The fuzzer exited with status $status without leaving an input; the log's end:" >&2
        tail -n 30 "$LOG_FILE" >&2
        exit "$status"
    fi
    echo "== No crash in $RUN_SECONDS s. Final statistics:"
    grep -E '^(#[0-9]+.*DONE|stat::)' "$LOG_FILE" || tail -n 5 "$LOG_FILE"
}

main "$@"
