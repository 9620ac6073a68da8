#!/usr/bin/env bash
# Checks the generate-navigation command plugin on this sample's CommittedNavigation target, whose
# generated code is committed in Sources/CommittedNavigation/GeneratedNavigation:
#
#   1. `generate-navigation --check` passes on the committed code as it is, with --target and
#      without (which acts only on targets that commit their code);
#   2. in a copy of the package, an edited Checkout.nav makes `--check` fail and name the stale file;
#   3. `generate-navigation` rewrites it, after which `--check` passes and the copy's tests pass;
#   4. a generated file left by a deleted .nav file is listed by `--check` and removed by a run.
#
# Exits 0 when all of that holds; 1 with a message otherwise.
#
# Usage: Samples/PluginApp/check-generate.sh [SCRATCH_PATH]
#   SCRATCH_PATH: the build folder to use (default: a temporary one). Passing the scratch path of an
#   earlier build of the sample reuses its build of navc.

set -euo pipefail

sample="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$sample/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
scratch="${1:-$work/build}"
# SwiftPM's options, then the plugin's command and its options.
options=(--scratch-path "$scratch" --allow-writing-to-package-directory)
command=(generate-navigation --target CommittedNavigation)

echo "== generate-navigation --check on the committed code"
swift package --package-path "$sample" "${options[@]}" "${command[@]}" --check
# Without --target it checks the targets that commit their code, not PluginApp, which uses the
# build plugin.
swift package --package-path "$sample" "${options[@]}" generate-navigation --check

# The copy, without build folders; its dependency points at the navc package.
mkdir "$work/PluginApp"
tar -C "$sample" --exclude=./.build --exclude=./.swiftpm -cf - . | tar -C "$work/PluginApp" -xf -
sed -i.orig "s|path: \"../..\"|path: \"$root\"|" "$work/PluginApp/Package.swift"
rm -f "$work/PluginApp/Package.swift.orig"
copy=(swift package --package-path "$work/PluginApp" "${options[@]}" "${command[@]}")
target="$work/PluginApp/Sources/CommittedNavigation"

echo "== an edited Checkout.nav makes --check fail"
sed -i.orig 's|title "Thank You"|title "Thanks"|' "$target/Checkout.nav"
rm -f "$target/Checkout.nav.orig"
status=0
output="$("${copy[@]}" --check 2>&1)" || status=$?
printf '%s\n' "$output" | tail -5
if [[ $status -eq 0 ]] || ! printf '%s\n' "$output" | grep -qF "GeneratedNavigation/Checkout.swift"; then
    echo "FAIL: --check passed (status $status) or did not name GeneratedNavigation/Checkout.swift" >&2
    exit 1
fi

echo "== generate-navigation rewrites it; --check passes and the tests use the new code"
"${copy[@]}"
grep -qF '"Thanks"' "$target/GeneratedNavigation/Checkout.swift" || {
    echo "FAIL: GeneratedNavigation/Checkout.swift was not rewritten" >&2
    exit 1
}
"${copy[@]}" --check
swift test --package-path "$work/PluginApp" --scratch-path "$scratch" --filter CheckoutNavigationTests

echo "== a generated file whose .nav file is gone is listed, then removed"
cp "$target/GeneratedNavigation/Checkout.swift" "$target/GeneratedNavigation/Old.swift"
status=0
output="$("${copy[@]}" --check 2>&1)" || status=$?
if [[ $status -eq 0 ]] || ! printf '%s\n' "$output" | grep -qF "GeneratedNavigation/Old.swift"; then
    printf '%s\n' "$output" | tail -5
    echo "FAIL: --check did not report the left-over GeneratedNavigation/Old.swift" >&2
    exit 1
fi
"${copy[@]}"
if [[ -e "$target/GeneratedNavigation/Old.swift" ]]; then
    echo "FAIL: generate-navigation left GeneratedNavigation/Old.swift" >&2
    exit 1
fi
echo "ok: generate-navigation writes, checks and cleans the committed code"
