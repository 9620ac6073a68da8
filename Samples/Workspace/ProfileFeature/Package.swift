// swift-tools-version:6.0
import PackageDescription

/// A feature package: the profile screens. It imports only AppRoutes (never the other feature
/// or the app): its views get their navigation as closures (`flow indirect`), and its
/// SwiftUI-free helpers build routes and links from the generated model.
let package = Package(
    name: "ProfileFeature",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.library(name: "ProfileFeature", targets: ["ProfileFeature"])],
    dependencies: [.package(path: "../AppRoutes")],
    targets: [
        .target(name: "ProfileFeature", dependencies: [.product(name: "AppRoutes", package: "AppRoutes")]),
        .testTarget(name: "ProfileFeatureTests", dependencies: ["ProfileFeature"]),
    ]
)
