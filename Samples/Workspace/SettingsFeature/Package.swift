// swift-tools-version:6.0
import PackageDescription

/// A feature package: the settings screens, presented as a sheet. Like ProfileFeature it
/// imports only AppRoutes.
let package = Package(
    name: "SettingsFeature",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.library(name: "SettingsFeature", targets: ["SettingsFeature"])],
    dependencies: [.package(path: "../AppRoutes")],
    targets: [
        .target(name: "SettingsFeature", dependencies: [.product(name: "AppRoutes", package: "AppRoutes")])
    ]
)
