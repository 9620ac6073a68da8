#!/usr/bin/env bash
# Builds the prebuilt navc for SwiftPM: an artifact bundle (SE-0305) that the navc plugins run
# instead of compiling navc from source on every clean build.
#
# Usage: .ci/release.sh [--output DIR] [--zip] [--debug]
#
#   --output DIR  where the bundle goes (default: Binaries, inside the package, which is gitignored;
#                 a binaryTarget's path must lie inside its package)
#   --zip         also write DIR/navc-VERSION.artifactbundle.zip and print its checksum and the
#                 binaryTarget line for a release manifest
#   --debug       bundle the debug navc of .build instead (linked to this toolchain's libraries, not
#                 for release): CI uses it to test the binaryTarget path without a release build
#
# The script builds the variant of the machine it runs on and adds it to DIR/navc.artifactbundle,
# keeping the variants already there, then rewrites the bundle's info.json to list every variant
# present. So a release runs it twice on the same bundle folder, once on each kind of machine:
#
#   Linux:  swift build -c release --static-swift-stdlib, stripped; the variant
#           navc-VERSION-linux-ARCH/bin/navc for the triple ARCH-unknown-linux-gnu. The Swift
#           runtime is linked in (navc uses no Foundation library on Linux), so it runs on a Linux without a Swift toolchain
#           (it needs only glibc and the C++ runtime).
#   macOS:  swift build -c release --arch arm64 --arch x86_64 (Xcode or a swift.org toolchain);
#           one universal binary, the variant navc-VERSION-macos/bin/navc for the triples
#           arm64-apple-macosx and x86_64-apple-macosx.
#
# Copy the bundle folder from the first machine to the second before the second run, then use
# --zip there. The binary is not committed: a release publishes the zip (for example as a GitHub
# release asset) and its manifest names it with
#   .binaryTarget(name: "NavcBinary", url: "https://.../navc-VERSION.artifactbundle.zip", checksum: "...")
# Until then, NAVC_ARTIFACT_BUNDLE=Binaries/navc.artifactbundle makes navc's Package.swift use the
# local bundle (see README, "A prebuilt navc").
#
# Each variant is checked before it is added: it must run and print the version navc's sources
# declare. Exits 1 on any failure.

set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

output="Binaries"
zip=false
debug=false
while [[ $# -gt 0 ]]; do
    case "$1" in
        --output) output="$2"; shift 2 ;;
        --zip) zip=true; shift ;;
        --debug) debug=true; shift ;;
        -h|--help) sed -n '2,30p' "$0"; exit 0 ;;
        *) echo "release.sh: unknown argument '$1' (see --help)" >&2; exit 1 ;;
    esac
done

# The version is the one `navc --version` prints, declared once in the sources.
version="$(sed -n 's/^ *public static let version = "\(.*\)"$/\1/p' Sources/NavTool/NavTool.swift)"
if [[ -z "$version" ]]; then
    echo "release.sh: cannot read the version from Sources/NavTool/NavTool.swift" >&2
    exit 1
fi

bundle="$output/navc.artifactbundle"
mkdir -p "$bundle"
scratch="$root/.build/release-bundle"

if $debug; then
    build=(swift build --product navc)
elif [[ "$(uname -s)" == Darwin ]]; then
    build=(swift build -c release --product navc --arch arm64 --arch x86_64 --scratch-path "$scratch")
else
    build=(swift build -c release --product navc --static-swift-stdlib --scratch-path "$scratch")
fi

case "$(uname -s)" in
    Linux)
        arch="$(uname -m)"
        variant="navc-$version-linux-$arch"
        triples="\"$arch-unknown-linux-gnu\""
        ;;
    Darwin)
        variant="navc-$version-macos"
        triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
        ;;
    *)
        echo "release.sh: no variant for $(uname -s); build on Linux or macOS" >&2
        exit 1
        ;;
esac

"${build[@]}"
built="$("${build[@]}" --show-bin-path)/navc"

rm -rf "${bundle:?}/$variant"
mkdir -p "$bundle/$variant/bin"
cp "$built" "$bundle/$variant/bin/navc"
strip "$bundle/$variant/bin/navc" 2>/dev/null || true
# The supported triples of the variant, next to it, so a later run on the other machine can list it.
echo "$triples" >"$bundle/$variant/triples"

printed="$("$bundle/$variant/bin/navc" --version)"
if [[ "$printed" != *"$version"* ]]; then
    echo "release.sh: the built navc prints '$printed', expected version $version" >&2
    exit 1
fi

# info.json lists every variant folder in the bundle (this machine's and any copied in).
{
    echo '{'
    echo '    "schemaVersion": "1.0",'
    echo '    "artifacts": {'
    echo '        "navc": {'
    echo "            \"version\": \"$version\","
    echo '            "type": "executable",'
    echo '            "variants": ['
    first=true
    for folder in "$bundle"/navc-"$version"-*/; do
        name="$(basename "$folder")"
        [[ -x "$folder/bin/navc" && -f "$folder/triples" ]] || continue
        $first || echo ','
        first=false
        printf '                { "path": "%s/bin/navc", "supportedTriples": [%s] }' "$name" "$(cat "$folder/triples")"
    done
    echo
    echo '            ]'
    echo '        }'
    echo '    }'
    echo '}'
} >"$bundle/info.json"

size="$(wc -c <"$bundle/$variant/bin/navc" | tr -d ' ')"
echo "release.sh: $bundle/$variant/bin/navc ($size bytes), navc $version"
echo "release.sh: $bundle/info.json lists: $(grep -o '"path": "[^"]*"' "$bundle/info.json" | cut -d'"' -f4 | tr '\n' ' ')"

if $zip; then
    archive="$output/navc-$version.artifactbundle.zip"
    rm -f "$archive"
    (cd "$output" && zip -qry "navc-$version.artifactbundle.zip" navc.artifactbundle)
    checksum="$(swift package compute-checksum "$archive")"
    echo "release.sh: $archive"
    echo "release.sh: checksum $checksum"
    echo "    .binaryTarget(name: \"NavcBinary\", url: \"https://<release host>/navc-$version.artifactbundle.zip\", checksum: \"$checksum\")"
fi
