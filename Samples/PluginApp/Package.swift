// swift-tools-version:6.0
import PackageDescription

/// A sample app whose navigation code navc generates at build time, through the NavcPlugin of
/// the navc package two folders up.
///
/// `Sources/PluginApp/Routes.nav` becomes `Routes.swift` in the plugin work directory on each
/// build; the tests use its SwiftUI-free part (routes, navigation state, deep links) on any
/// platform. `CommittedNavigation` does not use the build plugin: its generated code is
/// committed, written by `swift package generate-navigation --target CommittedNavigation`.
let package = Package(
    name: "PluginApp",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "PluginApp", targets: ["PluginApp"]),
        .library(name: "CommittedNavigation", targets: ["CommittedNavigation"]),
    ],
    dependencies: [
        // The name makes `package: "navc"` work whatever the checkout's folder is called.
        .package(name: "navc", path: "../..")
    ],
    targets: [
        .target(
            name: "PluginApp",
            plugins: [.plugin(name: "NavcPlugin", package: "navc")]
        ),
        .target(name: "CommittedNavigation", exclude: ["Checkout.nav"]),
        .testTarget(name: "PluginAppTests", dependencies: ["PluginApp", "CommittedNavigation"]),
    ]
)
