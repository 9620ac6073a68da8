// swift-tools-version:6.0
import PackageDescription

/// The navc package: a compiler from `.nav` navigation graphs to SwiftUI code.
///
/// Each pipeline stage is its own module, and data flows one way:
/// `NavSource` (files, positions, diagnostics) → `NavSyntax` (tokens, syntax tree, formatter)
/// → `NavDriver` (the pipeline API shared by the CLI, the plugin and the tests)
/// → `NavTool` (the subcommands, runnable in-process by tests) → `navc` (the executable).
/// Argument parsing lives on its own in `NavCommandLine`.
/// The navc the plugins run: built from source (the `navc` target) unless `NAVC_ARTIFACT_BUNDLE`
/// names an artifact bundle inside this package (`.ci/release.sh` writes
/// `Binaries/navc.artifactbundle`), whose prebuilt `navc` then runs instead, so a clean build of a
/// package that uses the plugins does not compile navc. A release manifest names its published
/// bundle with `.binaryTarget(name: "NavcBinary", url: ..., checksum: ...)` the same way.
let prebuiltBundle = Context.environment["NAVC_ARTIFACT_BUNDLE"].flatMap { $0.isEmpty ? nil : $0 }
let pluginTool: Target.Dependency = prebuiltBundle == nil ? "navc" : "NavcBinary"
let prebuiltTargets: [Target] = prebuiltBundle.map { [.binaryTarget(name: "NavcBinary", path: $0)] } ?? []

let package = Package(
    name: "navc",
    products: [
        .executable(name: "navc", targets: ["navc"]),
        .library(name: "NavDriver", targets: ["NavDriver"]),
        .plugin(name: "NavcPlugin", targets: ["NavcPlugin"]),
        .plugin(name: "NavcLintPlugin", targets: ["NavcLintPlugin"]),
        .plugin(name: "NavcGeneratePlugin", targets: ["NavcGeneratePlugin"]),
    ],
    targets: [
        .target(name: "NavSource"),
        .target(name: "NavSyntax", dependencies: ["NavSource"]),
        .target(name: "NavSemantics", dependencies: ["NavSource", "NavSyntax"]),
        .target(name: "NavLint", dependencies: ["NavSource", "NavSyntax", "NavSemantics"]),
        .target(name: "NavSwift"),
        .target(name: "NavPlan", dependencies: ["NavSource", "NavSyntax", "NavSemantics", "NavSwift"]),
        .target(
            name: "NavCodegen",
            dependencies: ["NavSource", "NavSyntax", "NavSemantics", "NavSwift", "NavPlan"]),
        .target(name: "NavGraph", dependencies: ["NavSource", "NavSyntax", "NavSemantics", "NavLint"]),
        .target(
            name: "NavDriver",
            dependencies: [
                "NavSource", "NavSyntax", "NavSemantics", "NavLint", "NavSwift", "NavPlan", "NavCodegen",
            ]),
        .target(name: "NavCommandLine", dependencies: ["NavSource"]),
        .target(
            name: "NavTool",
            dependencies: [
                "NavSource", "NavSyntax", "NavSwift", "NavPlan", "NavCodegen", "NavGraph", "NavDriver",
                "NavCommandLine",
            ]
        ),
        .executableTarget(name: "navc", dependencies: ["NavTool"]),
        // Build-time generation: every `.nav` file of a target becomes Swift on each build.
        .plugin(name: "NavcPlugin", capability: .buildTool(), dependencies: [pluginTool]),
        // `swift package navc-lint [--target NAME]...`: lints the `.nav` files of the package's targets.
        .plugin(
            name: "NavcLintPlugin",
            capability: .command(
                intent: .custom(
                    verb: "navc-lint", description: "Lint the .nav files of the package's targets.")
            ),
            dependencies: [pluginTool]
        ),
        // `swift package generate-navigation [--target NAME]... [--check]`: writes (or checks) the
        // generated Swift of targets that commit it, in each target's GeneratedNavigation folder.
        .plugin(
            name: "NavcGeneratePlugin",
            capability: .command(
                intent: .custom(
                    verb: "generate-navigation",
                    description:
                        "Write the Swift generated from the .nav files into each target's GeneratedNavigation folder."
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "generate-navigation writes the Swift generated from .nav files into GeneratedNavigation folders."
                    )
                ]
            ),
            dependencies: [pluginTool]
        ),
        .executableTarget(
            name: "navc-bench",
            dependencies: ["NavSource", "NavSyntax", "NavSemantics", "NavPlan", "NavSwift", "NavCodegen"],
            path: "Benchmarks/NavBench"
        ),
        .testTarget(name: "NavSourceTests", dependencies: ["NavSource"]),
        .testTarget(name: "NavSwiftTests", dependencies: ["NavSwift"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SwiftUIStubTests", dependencies: ["TestSupport"], exclude: ["Probes"]),
        .testTarget(
            name: "NavCodegenTests",
            dependencies: [
                "NavSource", "NavSemantics", "NavSwift", "NavPlan", "NavCodegen", "NavGraph", "NavDriver", "NavLint",
                "TestSupport",
            ],
            exclude: ["Fixtures", "Corpus", "Snapshots"]
        ),
        .testTarget(
            name: "NavSyntaxTests",
            dependencies: ["NavSource", "NavSyntax", "NavDriver", "NavLint", "NavPlan", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "NavCommandLineTests",
            dependencies: ["NavCommandLine"]
        ),
        .testTarget(
            name: "NavToolTests",
            dependencies: ["NavTool", "NavSource", "NavDriver", "TestSupport"]
        ),
    ] + prebuiltTargets
)
