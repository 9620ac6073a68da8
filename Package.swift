// swift-tools-version:6.0
import PackageDescription

/// The navc package: a compiler from `.nav` navigation graphs to SwiftUI code.
///
/// Each pipeline stage is its own module, and data flows one way:
/// `NavSource` (files, positions, diagnostics) → `NavSyntax` (tokens, syntax tree, formatter)
/// → `NavDriver` (the pipeline API shared by the CLI, the plugin and the tests)
/// → `navc` (the command-line tool, with its argument parsing in `NavCommandLine`).
let package = Package(
    name: "navc",
    products: [
        .executable(name: "navc", targets: ["navc"]),
        .library(name: "NavDriver", targets: ["NavDriver"]),
    ],
    targets: [
        .target(name: "NavSource"),
        .target(name: "NavSyntax", dependencies: ["NavSource"]),
        .target(name: "NavDriver", dependencies: ["NavSource", "NavSyntax"]),
        .target(name: "NavCommandLine"),
        .executableTarget(name: "navc", dependencies: ["NavDriver", "NavCommandLine", "NavSyntax", "NavSource"]),
        .executableTarget(
            name: "navc-bench",
            dependencies: ["NavSource", "NavSyntax"],
            path: "Benchmarks/NavBench"
        ),
        .testTarget(name: "NavSourceTests", dependencies: ["NavSource"]),
        .testTarget(
            name: "NavSyntaxTests",
            dependencies: ["NavSource", "NavSyntax", "NavDriver"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "NavCommandLineTests",
            dependencies: ["NavCommandLine", "NavDriver"]
        ),
    ]
)
