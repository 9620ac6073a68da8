#!/usr/bin/env bash
# Checks that errors in .nav files fail the build of a package that uses the NavcPlugin, and that
# navc's diagnostics reach the build log as `path:line:col: error: message [NAVxxx]` with the
# real path of the .nav file, so Xcode and the log jump to it.
#
# The script copies this sample package to a temporary folder (pointing its dependency back at the
# navc package) and breaks it in three ways, one at a time, expecting `swift build` to fail with:
#
#   1. an edge of Routes.nav to an undeclared route:
#      .../Sources/PluginApp/Routes.nav:LINE:COL: error: route 'xyz' is not declared [NAV201]
#   2. the same in Settings/Flow.nav, which shares its base name with Onboarding/Flow.nav (the
#      plugin renames its output, and the diagnostic must still name the real file, not a link):
#      .../Sources/PluginApp/Settings/Flow.nav:LINE:COL: error: route 'acount' is not declared [NAV201]
#   3. two files of the target declaring the same navigation name, which would generate the same
#      types (a navc error, not a Swift redeclaration):
#      .../Sources/PluginApp/Settings/Flow.nav:5:12: error: 'SettingsRoute' is also generated from ...
#
# and then adds a route nothing leads to, expecting the build to succeed and its log to show navc's
# lint warning (the plugin runs `navc build --lint`, as SwiftLint's plugin reports its warnings):
#
#   4. .../Sources/PluginApp/Routes.nav:LINE:7: warning: route 'orphan' is unreachable [NAV402]
#
# Exits 0 when every build fails (or, for the warning, succeeds) as expected; 1 with a message otherwise.
#
# Usage: Samples/PluginApp/check-broken-build.sh [SCRATCH_PATH]
#   SCRATCH_PATH: the build folder to use (default: a temporary one, deleted afterwards). Passing
#   the scratch path of an earlier build of the sample reuses its build of navc.

set -euo pipefail

sample="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$sample/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
scratch="${1:-$work/build}"

# The copy, without any build folder of the sample; its dependency points at the navc package.
mkdir "$work/PluginApp"
tar -C "$sample" --exclude=./.build --exclude=./.swiftpm -cf - . | tar -C "$work/PluginApp" -xf -
package="$work/PluginApp/Package.swift"
sed -i.orig "s|path: \"../..\"|path: \"$root\"|" "$package"
rm -f "$package.orig"
if ! grep -qF "path: \"$root\"" "$package"; then
    echo "FAIL: could not point the copied Package.swift at $root" >&2
    exit 1
fi
sources="$work/PluginApp/Sources/PluginApp"

# Replaces `old` by `new` on the one line of `file` that holds `old`, and prints that line's number
# and the 1-based column where `new` starts, separated by a space.
break_line() {
    local file="$1" old="$2" new="$3" line text prefix
    line="$(grep -nF -- "$old" "$file" | head -1 | cut -d: -f1)"
    if [[ -z "$line" ]]; then
        echo "FAIL: $(basename "$file") has no line with '$old' to break" >&2
        exit 1
    fi
    text="$(sed -n "${line}p" "$file")"
    prefix="${text%%"$old"*}"
    awk -v n="$line" -v old="$old" -v new="$new" \
        'NR == n { i = index($0, old); $0 = substr($0, 1, i - 1) new substr($0, i + length(old)) } { print }' \
        "$file" >"$file.broken"
    mv "$file.broken" "$file"
    echo "$line $((${#prefix} + 1))"
}

# Builds the copy, expecting the build to fail with `expected` (matched from the slash before the
# path below Sources/, since the copy's path is absolute) and never to mention a Links folder.
expect_failure() {
    local description="$1" expected="$2" status=0 output
    echo "== swift build with $description (expecting it to fail)"
    output="$(swift build --package-path "$work/PluginApp" --scratch-path "$scratch" 2>&1)" || status=$?
    # The log without the compiler's progress lines.
    printf '%s\n' "$output" | grep -v '^\[[0-9]*/[0-9]*\] \(Compiling\|Emitting\|Wrapping\|Write\|Linking\)' \
        || true
    if [[ $status -eq 0 ]]; then
        echo "FAIL: the build succeeded with $description" >&2
        exit 1
    fi
    if ! printf '%s\n' "$output" | grep -qF -- "/Sources/PluginApp/$expected"; then
        echo "FAIL: the build failed (status $status) but did not print the diagnostic:" >&2
        echo "  .../Sources/PluginApp/$expected" >&2
        exit 1
    fi
    if printf '%s\n' "$output" | grep -qF -- "/Links/"; then
        echo "FAIL: a diagnostic names a link in the plugin's work directory, not the real file" >&2
        exit 1
    fi
    echo "ok: the build failed (status $status) with '.../Sources/PluginApp/$expected'"
}

# 1. An undeclared route in Routes.nav.
cp "$sources/Routes.nav" "$work/Routes.nav.good"
read -r line column < <(break_line "$sources/Routes.nav" 'push third(data: data)' 'push xyz(data: data)')
column=$((column + 5))
expect_failure "an undeclared route in Routes.nav" \
    "Routes.nav:$line:$column: error: route 'xyz' is not declared [NAV201]"
cp "$work/Routes.nav.good" "$sources/Routes.nav"

# 2. An undeclared route in Settings/Flow.nav, whose output is renamed Settings_Flow.swift.
cp "$sources/Settings/Flow.nav" "$work/Flow.nav.good"
read -r line column < <(break_line "$sources/Settings/Flow.nav" 'push account' 'push acount')
column=$((column + 5))
expect_failure "an undeclared route in Settings/Flow.nav" \
    "Settings/Flow.nav:$line:$column: error: route 'acount' is not declared [NAV201]"
cp "$work/Flow.nav.good" "$sources/Settings/Flow.nav"

# 3. Onboarding/Flow.nav renamed to `navigation Settings`: both files would generate SettingsRoute.
cp "$sources/Onboarding/Flow.nav" "$work/Onboarding.nav.good"
read -r line column < <(break_line "$sources/Onboarding/Flow.nav" 'navigation Onboarding' 'navigation Settings')
expect_failure "two files declaring 'navigation Settings'" \
    "Settings/Flow.nav:5:12: error: 'SettingsRoute' is also generated from '"
cp "$work/Onboarding.nav.good" "$sources/Onboarding/Flow.nav"

# 4. A route nothing leads to: the build succeeds, and its log shows the lint warning.
orphan_line=$(($(wc -l <"$sources/Routes.nav") + 2))
printf '\nroute orphan -> EmptyView\n' >>"$sources/Routes.nav"
echo "== swift build with an unreachable route in Routes.nav (expecting a warning)"
status=0
output="$(swift build --package-path "$work/PluginApp" --scratch-path "$scratch" 2>&1)" || status=$?
expected="Routes.nav:$orphan_line:7: warning: route 'orphan' is unreachable [NAV402]"
if [[ $status -ne 0 ]]; then
    printf '%s\n' "$output" | tail -20
    echo "FAIL: a lint warning failed the build (status $status)" >&2
    exit 1
fi
if ! printf '%s\n' "$output" | grep -qF -- "/Sources/PluginApp/$expected"; then
    printf '%s\n' "$output" | tail -20
    echo "FAIL: the build log does not show .../Sources/PluginApp/$expected" >&2
    exit 1
fi
echo "ok: the build succeeded and showed '.../Sources/PluginApp/$expected'"
