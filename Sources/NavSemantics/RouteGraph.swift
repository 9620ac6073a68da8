import NavSyntax

/// The routes as nodes and the edges between them, with the facts derived from the graph that
/// the checker, the linter and the generator need.
public struct RouteGraph: Sendable {
    /// The edges leaving each route, by ``RouteID``.
    public var outgoing: [[EdgeID]]
    /// The edges arriving at each route, by ``RouteID``.
    public var incoming: [[EdgeID]]
    /// Every way each route can come on screen, by ``RouteID``.
    public var contexts: [Set<PresentationContext>]
    /// Whether each route can be reached from an entry point (a root, a column or a deep link).
    public var isReachable: [Bool]
    /// The kinds of the edges whose target route did not resolve (a misspelled name, already
    /// reported). Such an edge could show any route, so facts that depend on what is shown
    /// how are uncertain while this is not empty: see ``mayBePushed(_:)``.
    public var unresolvedEdgeKinds: Set<EdgeKind>

    /// Builds the graph for `routes` and `edges` with the app's entry points.
    init(routes: [Route], edges: [Edge], app: AppHeader) {
        var outgoing = [[EdgeID]](repeating: [], count: routes.count)
        var incoming = [[EdgeID]](repeating: [], count: routes.count)
        var contexts = [Set<PresentationContext>](repeating: [], count: routes.count)
        var unresolved: Set<EdgeKind> = []
        for edge in edges {
            outgoing[edge.source].append(edge.id)
            guard let target = edge.target else {
                if edge.kind.takesTarget { unresolved.insert(edge.kind) }
                continue
            }
            incoming[target].append(edge.id)
            switch edge.kind {
            case .push: contexts[target].insert(.pushed)
            case .sheet, .cover: contexts[target].insert(.presented)
            case .root: contexts[target].insert(.root)
            case .pop, .popToRoot, .dismiss: break
            }
        }
        var entryPoints: [RouteID] = []
        for (index, root) in app.roots.enumerated() {
            contexts[root].insert(index == 0 ? .initialRoot : .root)
            entryPoints.append(root)
        }
        for (column, route) in app.columns.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            contexts[route].insert(.column(column))
            entryPoints.append(route)
        }
        for route in routes where route.deepLink != nil {
            contexts[route.id].insert(.deepLink)
            // A deep link to a route that is not a root pushes it onto the initial root.
            if !app.roots.contains(route.id) { contexts[route.id].insert(.pushed) }
            entryPoints.append(route.id)
        }
        var reachable = [Bool](repeating: false, count: routes.count)
        var queue = entryPoints
        while let route = queue.popLast() {
            guard !reachable[route] else { continue }
            reachable[route] = true
            for edgeID in outgoing[route] {
                if let target = edges[edgeID].target, !reachable[target] { queue.append(target) }
            }
        }
        self.outgoing = outgoing
        self.incoming = incoming
        self.contexts = contexts
        self.isReachable = reachable
        self.unresolvedEdgeKinds = unresolved
    }

    /// Whether `route` is ever pushed onto a stack (so it has something to pop back to).
    public func isPushed(_ route: RouteID) -> Bool { contexts[route].contains(.pushed) }

    /// Whether `route` is ever presented as a sheet or cover.
    public func isPresented(_ route: RouteID) -> Bool { contexts[route].contains(.presented) }

    /// Whether `route` is pushed, or might be: an unresolved push could push anything.
    public func mayBePushed(_ route: RouteID) -> Bool {
        isPushed(route) || unresolvedEdgeKinds.contains(.push)
    }

    /// Whether `route` is presented, or might be: an unresolved sheet or cover could present
    /// anything.
    public func mayBePresented(_ route: RouteID) -> Bool {
        isPresented(route) || unresolvedEdgeKinds.contains(.sheet) || unresolvedEdgeKinds.contains(.cover)
    }
}

/// One way a route comes on screen.
public enum PresentationContext: Hashable, Sendable {
    /// The app's first screen.
    case initialRoot
    /// A root the app switches to.
    case root
    /// A column of a split style.
    case column(Column)
    /// Pushed onto a navigation stack.
    case pushed
    /// Presented as a sheet or a full-screen cover.
    case presented
    /// Opened by a deep link.
    case deepLink
}
