// swift-tools-version:6.0
import PackageDescription

/// The app package: the only one that sees every view. Its target has no `.nav` file of its
/// own, so NavcPlugin builds the graph of its dependency AppRoutes with the target's
/// `.navc.json` (`"outputs": "views"`): the container and the destination switch, which import
/// the model and both features.
let package = Package(
    name: "App",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.library(name: "App", targets: ["App"])],
    dependencies: [
        .package(name: "navc", path: "../../.."),
        .package(path: "../AppRoutes"),
        .package(path: "../ProfileFeature"),
        .package(path: "../SettingsFeature"),
    ],
    targets: [
        .target(
            name: "App",
            dependencies: [
                .product(name: "AppRoutes", package: "AppRoutes"),
                .product(name: "ProfileFeature", package: "ProfileFeature"),
                .product(name: "SettingsFeature", package: "SettingsFeature"),
            ],
            plugins: [.plugin(name: "NavcPlugin", package: "navc")]
        ),
        .testTarget(name: "AppTests", dependencies: ["App"]),
    ]
)
