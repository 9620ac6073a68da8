import NavSemantics
import NavSyntax

/// How the SwiftUI views reach navigation: through the state binding (indirect flow) or the
/// router object (direct flow).
extension GenerationContext {
    /// A binding to the navigation state inside the container.
    var bindingAccess: String { model.app.flow == .direct ? "$router.state" : "$state" }

    /// The expression that holds the navigation state inside the container; `self.` keeps it
    /// clear of route parameters that share its name.
    var stateAccess: String { model.app.flow == .direct ? "self.router.state" : "self.state" }
}

extension GenerationContext {
    /// Whether every target has the Observation framework (`@Observable` routers).
    var usesObservation: Bool {
        let minimum: [Platform: Version] = [
            .iOS: Version([17]), .macOS: Version([14]), .tvOS: Version([17]), .watchOS: Version([10]),
            .visionOS: Version([1]),
        ]
        return !model.app.targets.isEmpty
            && model.app.targets.allSatisfy { target in
                minimum[target.platform].map { target.version >= $0 } ?? false
            }
    }

    /// The SwiftUI part: the container view with `getDestination(for:)`, and the router of the
    /// direct flow. It sits inside `#if canImport(SwiftUI)`.
    func emitViews(into printer: inout CodePrinter) {
        printer.mark("SwiftUI")
        printer.line("#if canImport(SwiftUI)")
        printer.line("import SwiftUI")
        if model.app.flow == .direct { emitRouter(into: &printer) }
        printer.line()
        emitContainer(into: &printer)
        if needsLegacyBackend { emitLegacyLevel(into: &printer) }
        printer.line("#endif")
    }

    // MARK: - Container

    private func emitContainer(into printer: inout CodePrinter) {
        let direct = model.app.flow == .direct
        printer.doc(containerDocumentation)
        printer.block("\(access)struct \(names.container): View {") { printer in
            if direct {
                printer.line(
                    usesObservation
                        ? "@Bindable private var router: \(names.router)"
                        : "@ObservedObject private var router: \(names.router)")
                printer.line()
                printer.doc("Creates the container around a router the app owns.")
                printer.block("\(access)init(router: \(names.router)) {") { printer in
                    printer.line("self.router = router")
                }
            } else {
                printer.line("@Binding private var state: \(names.state)")
                printer.line()
                printer.doc(
                    "Creates the container over a state the app owns, so it can save, restore and drive it.")
                printer.block("\(access)init(state: Binding<\(names.state)>) {") { printer in
                    printer.line("_state = state")
                }
            }
            printer.line()
            emitBody(into: &printer)
            if needsLegacyBackend {
                printer.line()
                emitLegacyBody(into: &printer)
            }
            if presents {
                printer.line()
                printer.doc("A presented route in a stack of its own, so it can push.")
                if needsLegacyBackend {
                    printer.line("@available(\(GenerationContext.navigationStackAvailability))")
                }
                printer.block("private func presented(_ route: \(names.routeEnum)) -> some View {") {
                    printer in
                    printer.block("NavigationStack(path: \(bindingAccess).presentedPath) {") { printer in
                        printer.line("getDestination(for: route)")
                        printer.indented { printer in
                            printer.line(
                                ".navigationDestination(for: \(names.routeEnum).self) { route in getDestination(for: route) }"
                            )
                        }
                    }
                }
            }
            if needsPlacementHelpers {
                printer.line()
                emitPlacementHelpers(into: &printer)
            }
            printer.line()
            printer.doc("Builds the view for `route` with its title, bar settings and toolbar.")
            let function = RouteSwitchFunction(
                modifiers: "\(access)func", name: "getDestination",
                parameters: "for route: \(names.routeEnum)",
                forwardedArguments: "for: route", resultType: "AnyView", subject: "route", routes: routes,
                defaultStatement: nil, fallback: "return AnyView(EmptyView())")
            emit(function, into: &printer) { printer, route in
                emitDestination(route, into: &printer)
            }
        }
    }

    private var containerDocumentation: String {
        let style: String
        switch model.app.style {
        case .stack: style = "a NavigationStack over the state's path"
        case .split: style = "a NavigationSplitView whose detail column holds a NavigationStack"
        case .split3: style = "a three-column NavigationSplitView whose detail column holds a NavigationStack"
        case .columns: style = "a NavigationSplitView (the modern form of NavigationView's double column)"
        }
        let flow =
            model.app.flow == .direct
            ? "Views reach the \(names.router) through the environment and call its methods."
            : "Views get one closure per action and know nothing of navigation."
        return "The navigation container of \(model.app.name): \(style).\n\(flow)"
    }

    /// The view shown at the bottom of the main stack.
    var rootExpression: String {
        if hasRootEnum { return "\(stateAccess).root.route" }
        if let detail = model.app.columns[.detail] { return rootValueExpression(detail) }
        if let initial = model.app.roots.first { return rootValueExpression(initial) }
        return "nil"
    }

    /// A route shown without arguments, spelled with its enum for use outside a typed context.
    private func rootValueExpression(_ id: RouteID) -> String {
        names.routeEnum + valueWithDefaults(routes[id])
    }

    private func emitBody(into printer: inout CodePrinter) {
        let stack = { (printer: inout CodePrinter) in
            printer.block("NavigationStack(path: \(bindingAccess).path) {") { printer in
                printer.line("getDestination(for: \(rootExpression))")
                printer.indented { printer in
                    printer.line(
                        ".navigationDestination(for: \(names.routeEnum).self) { route in getDestination(for: route) }"
                    )
                }
            }
        }
        if needsLegacyBackend {
            emitAvailabilitySwitch(into: &printer)
            printer.line()
            printer.line("@available(\(GenerationContext.navigationStackAvailability))")
        }
        let header =
            needsLegacyBackend ? "private var modernBody: some View {" : "\(access)var body: some View {"
        printer.block(header) { printer in
            switch model.app.style {
            case .stack:
                stack(&printer)
            case .split, .columns:
                printer.block("NavigationSplitView {", closing: "} detail: {") { printer in
                    printer.line("getDestination(for: \(columnExpression(.sidebar)))")
                }
                printer.indented { stack(&$0) }
                printer.line("}")
            case .split3:
                printer.block("NavigationSplitView {", closing: "} content: {") { printer in
                    printer.line("getDestination(for: \(columnExpression(.sidebar)))")
                }
                printer.indented { printer in
                    printer.line(
                        "getDestination(for: \(stateAccess).content ?? \(columnExpression(.content)))")
                }
                printer.line("} detail: {")
                printer.indented { stack(&$0) }
                printer.line("}")
            }
            printer.indented { emitPresentationModifiers(presenting: "presented", into: &$0) }
        }
    }

    /// The container's sheet and cover modifiers, presenting through `function`, and the
    /// router's injection for the direct flow; shared by both backends.
    func emitPresentationModifiers(presenting function: String, into printer: inout CodePrinter) {
        if presentsSheets {
            printer.line(".sheet(item: \(bindingAccess).sheet) { route in \(function)(route) }")
        }
        if presentsCovers {
            printer.line("#if os(iOS)")
            printer.line(".fullScreenCover(item: \(bindingAccess).cover) { route in \(function)(route) }")
            printer.line("#endif")
        }
        if model.app.flow == .direct {
            printer.line(usesObservation ? ".environment(router)" : ".environmentObject(router)")
        }
    }

    func columnExpression(_ column: Column) -> String {
        guard let id = model.app.columns[column] else { return rootExpression }
        return rootValueExpression(id)
    }

    // MARK: - Destinations

    private func emitDestination(_ route: Route, into printer: inout CodePrinter) {
        var arguments = route.parameters.map { "\($0.swiftName.escapedAsLabel): \($0.swiftName.escaped)" }
        if model.app.flow == .indirect {
            for action in route.actions {
                let statement = action.edge.map { statementFor(model.edges[$0]) } ?? "{}"
                let closureParameters = action.parameters.map(\.swiftName.escaped).joined(separator: ", ")
                let closure =
                    closureParameters.isEmpty
                    ? "{ \(statement) }" : "{ \(closureParameters) in \(statement) }"
                arguments.append("\(action.swiftName.escapedAsLabel): \(closure)")
            }
        }
        let viewType = swiftType(route.viewType)
        let initializer =
            arguments.isEmpty ? viewType + "()" : viewType + "(" + arguments.joined(separator: ", ") + ")"
        printer.line("return AnyView(")
        printer.indented { printer in
            if initializer.count > 90 && !arguments.isEmpty {
                // One argument per line keeps long initializers readable.
                printer.line(viewType + "(")
                printer.indented { printer in
                    for (index, argument) in arguments.enumerated() {
                        printer.line(argument + (index < arguments.count - 1 ? "," : ""))
                    }
                }
                printer.line(")")
            } else {
                printer.line(initializer)
            }
            printer.indented { emitModifiers(route, into: &$0) }
        }
        printer.line(")")
    }

    /// The Swift statement that performs `edge` on the navigation state.
    func statementFor(_ edge: NavSemantics.Edge) -> String {
        let state = stateAccess
        switch edge.kind {
        case .push:
            guard let target = target(of: edge) else { return "" }
            guard isSplit else { return "\(state).push(\(target))" }
            switch column(of: edge.source) {
            case .sidebar:
                return model.app.style == .split3
                    ? "\(state).showInContent(\(target))" : "\(state).showInDetail(\(target))"
            case .content: return "\(state).showInDetail(\(target))"
            case .detail: return "\(state).push(\(target))"
            }
        case .sheet: return target(of: edge).map { "\(state).present(\($0), as: .sheet)" } ?? ""
        case .cover: return target(of: edge).map { "\(state).present(\($0), as: .cover)" } ?? ""
        case .root:
            guard hasRootEnum, let target = target(of: edge) else { return "\(state) = \(names.state)()" }
            return "\(state).setRoot(\(target))"
        case .pop: return "\(state).pop()"
        case .popToRoot: return "\(state).popToRoot()"
        case .dismiss: return "\(state).dismiss()"
        }
    }

    private func emitModifiers(_ route: Route, into printer: inout CodePrinter) {
        if usesIOS13Modifiers && (route.title != nil || route.displayMode != nil) {
            // iOS 13 has only navigationBarTitle(_:displayMode:); other platforms use navigationTitle.
            let title = SwiftLiteral.string(route.title ?? "")
            printer.line("#if os(iOS)")
            printer.line(
                ".navigationBarTitle(Text(\(title)), displayMode: .\(route.displayMode?.rawValue ?? "automatic"))"
            )
            if route.title != nil {
                printer.line("#else")
                printer.line(".navigationTitle(\(title))")
            }
            printer.line("#endif")
        } else {
            if let title = route.title {
                printer.line(".navigationTitle(\(SwiftLiteral.string(title)))")
            }
            if let mode = route.displayMode {
                printer.line("#if os(iOS)")
                printer.line(".navigationBarTitleDisplayMode(.\(mode.rawValue))")
                printer.line("#endif")
            }
        }
        if route.backButtonHidden {
            printer.line(".navigationBarBackButtonHidden(true)")
        }
        if route.navigationBarHidden {
            printer.line("#if os(iOS)")
            // toolbar(_:for:) needs iOS 16; navigationBarHidden(_:) works from iOS 13 on.
            printer.line(
                needsLegacyBackend ? ".navigationBarHidden(true)" : ".toolbar(.hidden, for: .navigationBar)")
            printer.line("#endif")
        }
        guard !route.toolbar.isEmpty else { return }
        if usesIOS13Modifiers {
            printer.line("#if os(iOS)")
            emitBarItems(route, into: &printer)
            printer.line("#else")
            emitToolbar(route, into: &printer)
            printer.line("#endif")
        } else {
            emitToolbar(route, into: &printer)
        }
    }

    /// iOS 13's bar items: leading and trailing buttons side by side in HStacks, with 44 pt
    /// tap targets (field note 000). The checker allows only leading and trailing placements
    /// when the app targets iOS 13.
    private func emitBarItems(_ route: Route, into printer: inout CodePrinter) {
        let leadingPlacements: Set<ToolbarPlacement> = [
            .leading, .navigationBarLeading, .topBarLeading, .navigation,
        ]
        let leading = route.toolbar.filter { leadingPlacements.contains($0.placement) }.flatMap(\.buttons)
        let trailing = route.toolbar.filter { !leadingPlacements.contains($0.placement) }.flatMap(\.buttons)
        var sides: [(String, [ToolbarButtonModel])] = []
        if !leading.isEmpty { sides.append(("leading", leading)) }
        if !trailing.isEmpty { sides.append(("trailing", trailing)) }
        printer.line(".navigationBarItems(")
        printer.indented { printer in
            for (index, side) in sides.enumerated() {
                printer.block(
                    "\(side.0): HStack(spacing: 0) {", closing: index == sides.count - 1 ? "}" : "},"
                ) { printer in
                    for button in side.1 { emitButton(button, into: &printer) }
                }
            }
        }
        printer.line(")")
    }

    private func emitToolbar(_ route: Route, into printer: inout CodePrinter) {
        printer.block(".toolbar {") { printer in
            // ToolbarContentBuilder takes at most ten items per block; group larger toolbars.
            let groups = stride(from: 0, to: route.toolbar.count, by: 10).map {
                Array(route.toolbar[$0..<min($0 + 10, route.toolbar.count)])
            }
            for group in groups {
                if groups.count > 1 {
                    printer.block("Group {") { printer in
                        for entry in group { emitToolbarEntry(entry, into: &printer) }
                    }
                } else {
                    for entry in group { emitToolbarEntry(entry, into: &printer) }
                }
            }
        }
    }

    private func emitToolbarEntry(_ entry: ToolbarEntry, into printer: inout CodePrinter) {
        let placement = placementExpression(entry.placement)
        if entry.isGroup {
            printer.block("ToolbarItemGroup(placement: \(placement)) {") { printer in
                for button in entry.buttons { emitButton(button, into: &printer) }
            }
        } else {
            printer.block("ToolbarItem(placement: \(placement)) {") { printer in
                for button in entry.buttons { emitButton(button, into: &printer) }
            }
        }
    }

    /// A bar button with a 44 x 44 pt tap target.
    private func emitButton(_ button: ToolbarButtonModel, into printer: inout CodePrinter) {
        let action = button.edge.map { statementFor(model.edges[$0]) } ?? ""
        let role = button.role.map { "role: .\($0.rawValue), " } ?? ""
        let label: String
        switch (button.title, button.image) {
        case (let title?, let image?) where usesIOS13Modifiers:
            // Label needs iOS 14; iOS 13 gets the same content side by side.
            label =
                "HStack { Image(systemName: \(SwiftLiteral.string(image))); Text(\(SwiftLiteral.string(title))) }"
        case (let title?, let image?):
            label = "Label(\(SwiftLiteral.string(title)), systemImage: \(SwiftLiteral.string(image)))"
        case (let title?, nil): label = "Text(\(SwiftLiteral.string(title)))"
        case (nil, let image?): label = "Image(systemName: \(SwiftLiteral.string(image)))"
        case (nil, nil): label = "EmptyView()"
        }
        printer.block("Button(\(role)action: { \(action) }) {") { printer in
            printer.line(label)
            printer.indented { $0.line(".frame(minWidth: 44, minHeight: 44)") }
        }
    }

    // MARK: - Placements

    private var needsPlacementHelpers: Bool {
        routes.contains { route in
            route.toolbar.contains { $0.placement == .leading || $0.placement == .trailing }
        }
    }

    private func placementExpression(_ placement: ToolbarPlacement) -> String {
        switch placement {
        case .leading: "Self.leadingPlacement"
        case .trailing: "Self.trailingPlacement"
        default: "." + placement.rawValue
        }
    }

    private func emitPlacementHelpers(into printer: inout CodePrinter) {
        for (name, mac, other) in [
            ("leading", "navigation", "topBarLeading"), ("trailing", "primaryAction", "topBarTrailing"),
        ] {
            if name == "trailing" { printer.line() }
            printer.doc("The platform's \(name) bar position.")
            printer.block("private static var \(name)Placement: ToolbarItemPlacement {") { printer in
                printer.line("#if os(macOS)")
                printer.line("return .\(mac)")
                printer.line("#else")
                printer.line("return .\(other)")
                printer.line("#endif")
            }
        }
    }
}
