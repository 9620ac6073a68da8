import NavSemantics
import NavSyntax

/// The NavigationView backend for systems before NavigationStack (iOS 13-15, macOS 10.15-12).
///
/// The same typed path drives a chain of hidden `NavigationLink(isActive:destination:label:)`
/// links, one per level: the link on level d is active exactly when more than d routes are
/// pushed, so pushing, popping, popping to the root and deep links of any depth all end in the
/// declared state (field note 000 explains why toggling separate booleans fails past two
/// levels). When the user goes back, SwiftUI deactivates a link and the path is truncated to
/// that level. When the app's targets span the change, both backends are generated and the
/// container picks one with `#available`.
extension GenerationContext {
    /// The availability of NavigationStack, as written in `@available` and `#available`.
    static let navigationStackAvailability = "iOS 16, macOS 13, tvOS 16, watchOS 9, *"

    /// Whether some target predates NavigationStack, so the NavigationView backend is needed.
    var needsLegacyBackend: Bool {
        !model.app.targets.isEmpty && !Availability.supportsNavigationStack(model.app.targets)
    }

    /// Whether titles and bar items use iOS 13's modifiers (navigationBarTitle, navigationBarItems).
    var usesIOS13Modifiers: Bool {
        model.app.targets.contains {
            ($0.platform == .iOS || $0.platform == .tvOS) && $0.version < Version([14])
        }
    }

    /// The public `body` choosing the backend at run time.
    func emitAvailabilitySwitch(into printer: inout CodePrinter) {
        printer.block("\(access)var body: some View {") { printer in
            printer.block("if #available(\(Self.navigationStackAvailability)) {") { printer in
                printer.line("return AnyView(modernBody)")
            }
            printer.line("return AnyView(legacyBody)")
        }
    }

    private var linkChain: String { model.app.name + "LinkChain" }
    private var legacyLevel: String { model.app.name + "LegacyLevel" }

    /// The NavigationView container and its presentations.
    func emitLegacyBody(into printer: inout CodePrinter) {
        let destination = "{ route in self.getDestination(for: route) }"
        printer.doc("The NavigationView backend, for systems without NavigationStack.")
        printer.block("private var legacyBody: some View {") { printer in
            printer.block("NavigationView {") { printer in
                switch model.app.style {
                case .stack:
                    break
                case .split, .columns:
                    printer.line("getDestination(for: \(columnExpression(.sidebar)))")
                case .split3:
                    printer.line("getDestination(for: \(columnExpression(.sidebar)))")
                    printer.line(
                        "getDestination(for: \(stateAccess).content ?? \(columnExpression(.content)))")
                }
                printer.line(
                    "\(legacyLevel)(path: \(bindingAccess).path, depth: 0, root: \(rootExpression), destination: \(destination))"
                )
            }
            printer.indented { printer in
                if model.app.style == .stack {
                    // The stack style also avoids iOS 14's disappearing Back button (field note 000).
                    printer.line("#if !os(macOS)")
                    printer.line(".navigationViewStyle(StackNavigationViewStyle())")
                    printer.line("#endif")
                } else {
                    printer.line(".navigationViewStyle(DoubleColumnNavigationViewStyle())")
                }
                emitPresentationModifiers(presenting: "legacyPresented", into: &printer)
            }
        }
        guard presents else { return }
        printer.line()
        printer.doc("A presented route in a NavigationView of its own, so it can push.")
        printer.block("private func legacyPresented(_ route: \(names.routeEnum)) -> some View {") { printer in
            printer.block("NavigationView {") { printer in
                printer.line(
                    "\(legacyLevel)(path: \(bindingAccess).presentedPath, depth: 0, root: route, destination: \(destination))"
                )
            }
            printer.indented { printer in
                printer.line("#if !os(macOS)")
                printer.line(".navigationViewStyle(StackNavigationViewStyle())")
                printer.line("#endif")
            }
        }
    }

    /// The view for one level of the link chain (inside `#if canImport(SwiftUI)`).
    func emitLegacyLevel(into printer: inout CodePrinter) {
        let route = names.routeEnum
        printer.line()
        printer.doc(
            """
            One level of the NavigationView link chain: the route at `depth` (the root at depth 0),
            with a hidden link to the next level that is active exactly when the path is deeper.
            The link sits in the background, so it adds no row to a List or Form.
            """)
        printer.block("private struct \(legacyLevel): View {") { printer in
            printer.line("@Binding var path: [\(route)]")
            printer.line("let depth: Int")
            printer.line("let root: \(route)")
            printer.line("let destination: (\(route)) -> AnyView")
            printer.line()
            printer.block("var body: some View {") { printer in
                printer.block(
                    "if let route = depth == 0 ? root : (depth <= path.count ? path[depth - 1] : nil) {"
                ) { printer in
                    printer.line("destination(route)")
                    printer.indented { printer in
                        printer.block(".background(", closing: ")") { printer in
                            printer.block("NavigationLink(", closing: ")") { printer in
                                printer.line("isActive: Binding(")
                                printer.indented { printer in
                                    printer.line(
                                        "get: { \(linkChain).isActive(depth: depth, pathCount: path.count) },"
                                    )
                                    printer.line(
                                        "set: { path = \(linkChain).path(path, settingLinkAt: depth, active: $0) }),"
                                    )
                                }
                                printer.line(
                                    "destination: { \(legacyLevel)(path: $path, depth: depth + 1, root: root, destination: destination) },"
                                )
                                printer.line("label: { EmptyView() }")
                            }
                            printer.line(".hidden()")
                        }
                    }
                }
            }
        }
    }

    /// The link chain's logic, plain Swift so it runs and is tested everywhere.
    func emitLinkChain(into printer: inout CodePrinter) {
        printer.line()
        printer.doc(
            """
            How NavigationView's chain of hidden links follows the navigation path: the link on level
            `depth` (0 is the root) is active exactly when more than `depth` routes are pushed, and
            when SwiftUI deactivates it (Back button, swipe) the path is cut back to that level.
            """)
        printer.block("\(access)enum \(linkChain) {") { printer in
            printer.doc("Whether the link on level `depth` is active for a path of `pathCount` routes.")
            printer.block("\(access)static func isActive(depth: Int, pathCount: Int) -> Bool {") { printer in
                printer.line("pathCount > depth")
            }
            printer.line()
            printer.doc("The path after SwiftUI sets the link on level `depth` active or inactive.")
            printer.block(
                "\(access)static func path<Route>(_ path: [Route], settingLinkAt depth: Int, active: Bool) -> [Route] {"
            ) { printer in
                printer.line("guard !active, path.count > depth else { return path }")
                printer.line("return Array(path.prefix(max(0, depth)))")
            }
            printer.line()
            printer.doc("Which of the first `levels` links are active for a path of `pathCount` routes.")
            printer.block("\(access)static func activeLinks(pathCount: Int, levels: Int) -> [Bool] {") {
                printer in
                printer.line("(0..<levels).map { isActive(depth: $0, pathCount: pathCount) }")
            }
        }
    }
}
