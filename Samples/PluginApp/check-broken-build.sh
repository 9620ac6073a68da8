#!/usr/bin/env bash
# Checks that an error in a .nav file fails the build of a package that uses the NavcPlugin, and
# that navc's diagnostic reaches the build log as `path:line:col: error: message [NAVxxx]`.
#
# The script copies this sample package to a temporary folder (pointing its dependency back at the
# navc package), makes one edge of Routes.nav go to an undeclared route, runs `swift build` and
# expects it to fail with:
#
#   .../Routes.nav:LINE:COL: error: route 'xyz' is not declared [NAV201]
#
# Exits 0 when it does; 1 with a message when the build succeeds or the diagnostic is missing.
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
if ! grep -qF "path: \"$root\"" "$package"; then
    echo "FAIL: could not point the copied Package.swift at $root" >&2
    exit 1
fi

# The broken edge: goToThird pushes a route that does not exist.
nav="$work/PluginApp/Sources/PluginApp/Routes.nav"
edge='action goToThird = push third(data: data)'
line="$(grep -nF "$edge" "$nav" | cut -d: -f1)"
if [[ -z "$line" ]]; then
    echo "FAIL: Routes.nav has no line '$edge' to break" >&2
    exit 1
fi
sed -i.orig "${line}s/push third(/push xyz(/" "$nav"
rm -f "$nav.orig" "$package.orig"
text="$(sed -n "${line}p" "$nav")"
prefix="${text%%xyz(*}"
column=$((${#prefix} + 1))
expected="Routes.nav:$line:$column: error: route 'xyz' is not declared [NAV201]"

echo "== swift build of the broken copy (expecting it to fail)"
status=0
output="$(swift build --package-path "$work/PluginApp" --scratch-path "$scratch" 2>&1)" || status=$?
# The log without the compiler's progress lines.
printf '%s\n' "$output" | grep -v '^\[[0-9]*/[0-9]*\] \(Compiling\|Emitting\|Wrapping\|Write\|Linking\)' \
    || true

if [[ $status -eq 0 ]]; then
    echo "FAIL: the build succeeded although Routes.nav has an undeclared route" >&2
    exit 1
fi
# The path is absolute (the copy's), so the diagnostic is matched from the slash before the name.
if ! printf '%s\n' "$output" | grep -qF -- "/$expected"; then
    echo "FAIL: the build failed (status $status) but did not print the diagnostic:" >&2
    echo "  $expected" >&2
    exit 1
fi
echo "ok: the build failed (status $status) with '$expected'"
