// swift-tools-version:6.0
import PackageDescription

/// The low-level package of the workspace: it owns the navigation graph (`App.nav`, which
/// imports the feature graphs `Profile.nav` and `Settings.nav`) and, through NavcPlugin with
/// `"outputs": "model"`, its SwiftUI-free model: the route enum, the navigation state and the
/// deep links, public so that the feature packages and the app can use them.
let package = Package(
    name: "AppRoutes",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.library(name: "AppRoutes", targets: ["AppRoutes"])],
    dependencies: [.package(name: "navc", path: "../../..")],
    targets: [
        .target(name: "AppRoutes", plugins: [.plugin(name: "NavcPlugin", package: "navc")]),
        .testTarget(name: "AppRoutesTests", dependencies: ["AppRoutes"]),
    ]
)
