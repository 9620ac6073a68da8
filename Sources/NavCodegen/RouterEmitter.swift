import NavSemantics

extension GenerationContext {
    /// The direct flow's router: an observable object that owns the navigation state, reached
    /// by views through the environment, with generic operations and one typed method per action.
    func emitRouter(into printer: inout CodePrinter) {
        let route = names.routeEnum
        printer.line()
        printer.doc(
            """
            The router of \(model.app.name): it owns the navigation state; views read it from the
            environment (\(usesObservation ? "`@Environment(\(names.router).self)`" : "`@EnvironmentObject`")) and call one method per action.
            """)
        printer.line("@MainActor")
        if usesObservation { printer.line("@Observable") }
        let conformance = usesObservation ? "" : ": ObservableObject"
        printer.block("\(access)final class \(names.router)\(conformance) {") { printer in
            printer.doc("The navigation state the container shows.")
            printer.line(
                usesObservation
                    ? "\(access)var state: \(names.state)" : "@Published \(access)var state: \(names.state)")
            printer.line()
            printer.doc("Creates a router, by default at the initial root.")
            printer.block("\(access)init(state: \(names.state) = \(names.state)()) {") { printer in
                printer.line("self.state = state")
            }
            printer.line()
            printer.doc("Pushes `route` onto the stack on screen.")
            printer.line("\(access)func push(_ route: \(route)) { state.push(route) }")
            printer.doc("Pops the top route of the stack on screen.")
            printer.line("\(access)func pop() { state.pop() }")
            printer.doc("Pops back to the root of the stack on screen.")
            printer.line("\(access)func popToRoot() { state.popToRoot() }")
            if hasRootEnum {
                printer.doc("Makes `root` the root, clearing the path and any presentation.")
                printer.line("\(access)func setRoot(_ root: \(names.rootEnum)) { state.setRoot(root) }")
            }
            if presents {
                printer.doc("Presents `route` modally.")
                printer.line(
                    "\(access)func present(_ route: \(route), as presentation: \(names.state).Presentation) { state.present(route, as: presentation) }"
                )
            }
            printer.doc("Dismisses what is on top.")
            printer.line("\(access)func dismiss() { state.dismiss() }")
            for (route, action) in routerActions {
                printer.line()
                emitRouterMethod(action, of: route, into: &printer)
            }
        }
    }

    /// Every action with its route, in route order.
    private var routerActions: [(Route, Action)] {
        routes.flatMap { route in route.actions.map { (route, $0) } }
    }

    /// The router method name of an action: its own name when no other route has an action of
    /// that name, else the route's name and the action's (`secondGoToThird`).
    func routerMethodName(_ action: Action, of route: Route) -> String {
        let clashes = routes.contains { other in
            other.id != route.id && other.actions.contains { $0.name == action.name }
        }
        let generic: Set<String> = ["push", "pop", "popToRoot", "setRoot", "present", "dismiss", "state"]
        return clashes || generic.contains(action.name)
            ? route.name + action.swiftName.upperCamelCase : action.name
    }

    /// The route parameters an action's edge reads: the method takes them as arguments.
    func routeParametersUsed(by action: Action, of route: Route) -> [RouteParameter] {
        guard let edgeID = action.edge else { return [] }
        let referenced = Set(
            model.edges[edgeID].arguments.compactMap { argument -> String? in
                if case .reference(let name, _, false) = argument.value { return name }
                return nil
            })
        return route.parameters.filter { referenced.contains($0.name) }
    }

    private func emitRouterMethod(_ action: Action, of route: Route, into printer: inout CodePrinter) {
        let parameters = (action.parameters + routeParametersUsed(by: action, of: route)).map {
            let label =
                $0.swiftName.escapedAsLabel == $0.swiftName.escaped ? "" : $0.swiftName.escapedAsLabel + " "
            return "\(label)\($0.swiftName.escaped): \(swiftType($0.type))"
        }
        let statement =
            action.edge.map {
                statementFor(model.edges[$0]).replacingOccurrences(
                    of: "self.router.state", with: "self.state")
            }
            ?? ""
        printer.doc("`\(action.name)` of \(route.name).")
        let name = SwiftIdentifier(routerMethodName(action, of: route)).escaped
        printer.line("\(access)func \(name)(\(parameters.joined(separator: ", "))) { \(statement) }")
    }
}
